"""The UECda protocol's tables (protocol 2007): 8 rows of 15 integers, read and written.

Pure functions, no sockets. The layout, as the contest's server reads it:

- Rows 0..3 are the suits ♠ ♥ ♦ ♣; column 1..13 are the ranks 3 .. 2; columns 0 and 14 are
  the places a joker may take one step below the 3 or above the 2 in a Sequence. A natural
  card is a 1 in its cell; a joker is a 2 in the cell of the card it stands for. In a hand
  the joker is the 2 at row 4, column 1; row 4 also holds the fifth card of a five-card set.
- Rows 5 and 6 of the tables the server sends say the state (:class:`Status`).
- The handshake table has the protocol version at row 0, column 0 and the player's name,
  one character code per cell, in row 1.
- On the wire every cell is a 32-bit unsigned integer in network byte order; so are the
  single integers the server sends (player number, accept/reject, game end).

Invariants (property-tested): ``read_play(play_grid(play)) == play`` for every play the
engine lists at a UECda table, and ``hand_cards(hand_grid(cards)) == sorted cards``.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from game.climbing.plays import ABOVE_TWO, BELOW_THREE, JOKER_RANK, Play, PlayKind, run_span
from game.core.cards import SUITS, Card, Rank, Suit, sort_cards

ROWS, COLUMNS = 8, 15
CELLS = ROWS * COLUMNS
NATURAL, JOKER_MARK = 1, 2
JOKER_ROW = 4
HAND_JOKER_COLUMN = 1
PROTOCOL_VERSION = 20070
NAME_ROW, NAME_LENGTH = 1, 14
LONE_JOKER_CELL = (0, COLUMNS - 1)
"""Where a lone joker is written (the server reads a lone 2 anywhere in rows 0..3)."""
SUIT_ROWS: tuple[Suit, ...] = SUITS
"""Row of each suit: ♠ ♥ ♦ ♣, the order of :data:`game.core.cards.SUITS`."""

Grid = tuple[tuple[int, ...], ...]
"""A table: ``ROWS`` tuples of ``COLUMNS`` integers."""

_WIRE = struct.Struct(f"!{CELLS}I")
_INT = struct.Struct("!I")
TABLE_BYTES, INT_BYTES = _WIRE.size, _INT.size


class Answer(IntEnum):
    """The server's answer to a submitted move: taken, or refused (then counted as a pass)."""

    REFUSED = 8
    ACCEPTED = 9


class GameEnd(IntEnum):
    """The integer after every turn: play goes on, one game is over, every game is over."""

    GOES_ON = 0
    GAME_OVER = 1
    ALL_OVER = 2


class CodecError(ValueError):
    """A table that is no card play (cells in more than one column and row, a gap, ...)."""


def blank() -> list[list[int]]:
    """An all-zero table to fill in (a pass, when sent as it is)."""
    return [[0] * COLUMNS for _ in range(ROWS)]


def freeze(rows: Sequence[Sequence[int]]) -> Grid:
    """An immutable copy; ``ValueError`` unless ``ROWS`` x ``COLUMNS``."""
    if len(rows) != ROWS or any(len(row) != COLUMNS for row in rows):
        raise ValueError("a table has 8 rows of 15 cells")
    return tuple(tuple(int(cell) for cell in row) for row in rows)


def to_bytes(grid: Grid) -> bytes:
    """The table on the wire (negative cells are sent as 0, as the server does)."""
    return _WIRE.pack(*(max(0, cell) for row in grid for cell in row))


def from_bytes(data: bytes) -> Grid:
    values = _WIRE.unpack(data)
    return tuple(tuple(values[r * COLUMNS : (r + 1) * COLUMNS]) for r in range(ROWS))


def int_to_bytes(value: int) -> bytes:
    return _INT.pack(max(0, value))


def int_from_bytes(data: bytes) -> int:
    return int(_INT.unpack(data)[0])


# ---------------------------------------------------------------------- handshake


def hello_grid(name: str, version: int = PROTOCOL_VERSION) -> Grid:
    """The client's first table: the protocol version and the name (ASCII, at most 13 characters)."""
    rows = blank()
    rows[0][0] = version
    for i, char in enumerate(name.encode("ascii", "replace")[: NAME_LENGTH - 1]):
        rows[NAME_ROW][i] = char
    return freeze(rows)


def read_hello(grid: Grid) -> tuple[int, str]:
    """The version and the name of a handshake table (the name stops at the first 0)."""
    codes = []
    for cell in grid[NAME_ROW]:
        if cell == 0:
            break
        codes.append(cell if 32 <= cell < 127 else ord("?"))
    return grid[0][0], bytes(codes).decode("ascii")


# ---------------------------------------------------------------------- hands


def hand_grid(cards: Iterable[Card]) -> list[list[int]]:
    """A hand: each natural card a 1 in its cell, the joker the 2 at row 4, column 1."""
    rows = blank()
    for card in cards:
        if card.suit is None:
            rows[JOKER_ROW][HAND_JOKER_COLUMN] = JOKER_MARK
        else:
            rows[SUIT_ROWS.index(card.suit)][int(card.rank) + 1] = NATURAL
    return rows


def hand_cards(grid: Grid, joker: Card) -> list[Card]:
    """The cards of a hand table, in display order (``joker`` is the deck's joker card)."""
    cards = [
        Card(Rank(column - 1), SUIT_ROWS[row])
        for row in range(len(SUIT_ROWS))
        for column in range(1, ABOVE_TWO + 1)
        if grid[row][column] == NATURAL
    ]
    if any(grid[row][column] == JOKER_MARK for row in range(JOKER_ROW + 1) for column in range(COLUMNS)):
        cards.append(joker)
    return sort_cards(cards)


# ---------------------------------------------------------------------- plays


def _column(position: int) -> int:
    """The table column of a run position (-1 .. 13, see :func:`game.climbing.plays.run_span`)."""
    return position + 1


def play_grid(play: Play, lock: frozenset[Suit] = frozenset(), avoid: frozenset[Suit] = frozenset()) -> Grid:
    """The table that submits ``play``.

    A joker in a set takes, in this order, a suit the lock requires that the natural cards
    lack, a suit neither in the set nor in ``avoid`` (the table's suits: so it starts no lock
    the engine does not know of), any free suit, and the fifth row last. A joker in a Sequence
    stands at its place in the run; a lone joker goes to :data:`LONE_JOKER_CELL`.
    """
    rows = blank()
    if play.is_single_joker:
        row, column = LONE_JOKER_CELL
        rows[row][column] = JOKER_MARK
        return freeze(rows)
    naturals = [card for card in play.cards if card.suit is not None]
    if play.is_sequence:
        suit = naturals[0].suit
        assert suit is not None
        row = SUIT_ROWS.index(suit)
        low, high = run_span(play)
        for position in range(low, high + 1):
            rows[row][_column(position)] = JOKER_MARK
        for card in naturals:
            rows[row][_column(int(card.rank))] = NATURAL
        return freeze(rows)
    column = _column(int(play.rank))
    taken = {card.suit for card in naturals}
    for card in naturals:
        assert card.suit is not None
        rows[SUIT_ROWS.index(card.suit)][column] = NATURAL
    free = [s for s in SUIT_ROWS if s in lock and s not in taken]
    free += [s for s in SUIT_ROWS if s not in taken and s not in avoid and s not in free]
    free += [s for s in SUIT_ROWS if s not in taken and s not in free]
    joker_rows = [SUIT_ROWS.index(s) for s in free] + [JOKER_ROW]
    for index in range(play.jokers):
        rows[joker_rows[index]][column] = JOKER_MARK
    return freeze(rows)


@dataclass(frozen=True)
class Reading:
    """A play as the server reads a table: the engine's :class:`Play` and the suits of the
    rows it fills (a joker counts as the suit of its row, as the server's lock sees it)."""

    play: Play
    suits: frozenset[Suit]


def read_play(grid: Grid, joker: Card) -> Reading | None:
    """The play a table of cards submits (``None``: nothing, a pass); ``CodecError`` when the
    cells are no play (only rows 0..4 are read)."""
    cells = [(r, c, grid[r][c]) for r in range(JOKER_ROW + 1) for c in range(COLUMNS) if grid[r][c]]
    if not cells:
        return None
    if any(value not in (NATURAL, JOKER_MARK) for _, _, value in cells):
        raise CodecError("a card cell holds 1 or 2")
    jokers = [cell for cell in cells if cell[2] == JOKER_MARK]
    if len(jokers) > 1:
        raise CodecError("the deck has one joker")
    for r, c, value in cells:
        if value == NATURAL and (r == JOKER_ROW or not 1 <= c <= ABOVE_TWO):
            raise CodecError("a natural card lies outside the card cells")
    if len(cells) == 1 and jokers:
        return Reading(Play((joker,), PlayKind.SET, (JOKER_RANK,)), frozenset())
    rows = {r for r, _, _ in cells}
    columns = sorted(c for _, c, _ in cells)
    suits = frozenset(SUIT_ROWS[r] for r in rows if r < JOKER_ROW)
    cards = [joker if value == JOKER_MARK else Card(Rank(c - 1), SUIT_ROWS[r]) for r, c, value in cells]
    if len(rows) == 1 and len(cells) >= 3 and columns == list(range(columns[0], columns[0] + len(columns))):
        if JOKER_ROW in rows:
            raise CodecError("a Sequence lies in a suit's row")
        positions = [c - 1 for c in columns]
        ranks = tuple(Rank(p) for p in positions if 0 <= p <= ABOVE_TWO - 1)
        if positions[0] < BELOW_THREE or not ranks:
            raise CodecError("a Sequence needs a natural card")
        return Reading(Play(tuple(sort_cards(cards)), PlayKind.SEQUENCE, ranks), suits)
    if len(set(columns)) == 1 and 1 <= columns[0] <= ABOVE_TWO and len(cells) == len(rows):
        if all(value == JOKER_MARK for _, _, value in cells):
            raise CodecError("a set needs a natural card")
        return Reading(Play(tuple(sort_cards(cards)), PlayKind.SET, (Rank(columns[0] - 1),)), suits)
    raise CodecError("the cards are neither one rank nor a run of one suit")


# ---------------------------------------------------------------------- the state rows


@dataclass(frozen=True)
class Status:
    """Rows 5 and 6 of a table from the server. Players are numbered 0..4 as they connected;
    ``seats[k]`` is the player sitting in seat ``k`` (turns go seat 0, 1, ... 4, 0, ...);
    ``ranks[p]`` is player ``p``'s class, 0 (Daifugo) to 4 (Daihinmin), all 0 in a game
    with no classes yet."""

    exchanging: bool = False
    exchange_count: int = 0
    my_turn: bool = False
    turn_player: int = 0
    cleared: bool = False
    eleven_back: bool = False
    revolution: bool = False
    locked: bool = False
    hand_counts: tuple[int, ...] = (0,) * 5
    ranks: tuple[int, ...] = (0,) * 5
    seats: tuple[int, ...] = (0, 1, 2, 3, 4)


def read_status(grid: Grid) -> Status:
    five, six = grid[5], grid[6]
    return Status(
        exchanging=bool(five[0]),
        exchange_count=five[1],
        my_turn=bool(five[2]),
        turn_player=five[3],
        cleared=bool(five[4]),
        eleven_back=bool(five[5]),
        revolution=bool(five[6]),
        locked=bool(five[7]),
        hand_counts=tuple(six[0:5]),
        ranks=tuple(six[5:10]),
        seats=tuple(six[10:15]),
    )


def with_status(rows: Sequence[Sequence[int]], status: Status) -> Grid:
    """``rows`` (their card rows 0..4) with rows 5 and 6 saying ``status``."""
    out = [list(row) for row in rows]
    out[5] = [
        int(status.exchanging),
        status.exchange_count,
        int(status.my_turn),
        status.turn_player,
        int(status.cleared),
        int(status.eleven_back),
        int(status.revolution),
        int(status.locked),
    ] + [0] * 7
    out[6] = [*status.hand_counts, *status.ranks, *status.seats]
    out[7] = [0] * COLUMNS
    return freeze(out)

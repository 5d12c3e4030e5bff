"""Cards and moves between DouZero's encoding and this project's Dou Dizhu engine.

DouZero writes a card as its rank number: ``3``..``14`` for 3..A, ``17`` for the 2,
``20`` for the black joker and ``30`` for the red one; a move is the sorted list of
those numbers (``[]`` is a pass). The engine's ``Rank`` counts ``0``..``14`` in the
same order, so the mapping is monotonic and a sorted ``Play.ranks`` becomes a sorted
DouZero move.

One set of cards may have several readings (``333444555666`` is an airplane of four
triples, or of three with single wings). The referee decides which one was played:
DouZero's move detector gives a ``(type, rank, len)`` dict, :func:`douzero_reading`
turns it into a :class:`Reading` (our kind, main rank, run length), and
:func:`play_for` picks the engine's listed play of those cards with that reading. A
move the engine's rules do not list (DouZero allows a few attachments this project's
rules refuse, such as a triple as single wings) becomes a :func:`foreign_play` of the
same reading, which the mirror applies as a fact (``tools.arena.mirror``).

Pure Python: nothing here imports DouZero, so the tests run without the arena extra.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.core.cards import Rank
from game.doudizhu.combos import RUN_KINDS, BombClass, ComboKind, Play
from game.doudizhu.moves import Move, Pass

DouZeroMove = list[int]
"""A DouZero move: sorted card numbers, ``[]`` for a pass."""

#: DouZero's number of each of our ranks, indexed by ``Rank`` value.
DOUZERO_CARD: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 20, 30)
#: Our rank of each DouZero card number.
RANK_OF_CARD: dict[int, Rank] = {number: Rank(index) for index, number in enumerate(DOUZERO_CARD)}

#: DouZero's move types (``douzero.env.utils.TYPE_*``) as our combination kinds;
#: 0 is a pass (no kind), 15 a set of cards that is no move.
KIND_OF_TYPE: dict[int, ComboKind] = {
    1: ComboKind.SINGLE,
    2: ComboKind.PAIR,
    3: ComboKind.TRIPLE,
    4: ComboKind.BOMB,
    5: ComboKind.ROCKET,
    6: ComboKind.TRIPLE_SINGLE,
    7: ComboKind.TRIPLE_PAIR,
    8: ComboKind.STRAIGHT,
    9: ComboKind.PAIR_RUN,
    10: ComboKind.AIRPLANE,
    11: ComboKind.AIRPLANE_SINGLES,
    12: ComboKind.AIRPLANE_PAIRS,
    13: ComboKind.FOUR_TWO_SINGLES,
    14: ComboKind.FOUR_TWO_PAIRS,
}
PASS_TYPE = 0


@dataclass(frozen=True, slots=True)
class Reading:
    """What a set of cards counts as: its kind, the rank that decides its strength
    (``main``: the highest core rank, as in ``Play.main``) and its run length (1 unless
    the kind is a run)."""

    kind: ComboKind
    main: Rank
    length: int = 1


def to_douzero_cards(ranks: Iterable[Rank]) -> DouZeroMove:
    """Our ranks as DouZero card numbers, sorted."""
    return sorted(DOUZERO_CARD[int(rank)] for rank in ranks)


def to_ranks(cards: Iterable[int]) -> tuple[Rank, ...]:
    """DouZero card numbers as our ranks, sorted (``KeyError`` for a number that is no card)."""
    return tuple(sorted(RANK_OF_CARD[number] for number in cards))


def to_douzero(move: Move) -> DouZeroMove:
    """A pass or a play of our engine as a DouZero move (``ValueError`` for any other move:
    DouZero's protocol plays cards only)."""
    if isinstance(move, Pass):
        return []
    if isinstance(move, Play):
        return to_douzero_cards(move.ranks)
    raise ValueError(f"{move!r} is no card play")


def reading_of(play: Play) -> Reading:
    """The reading of one of our plays."""
    return Reading(play.kind, play.main, play.length)


def douzero_reading(move_type: Mapping[str, int]) -> Reading | None:
    """Our reading of DouZero's detected move type (``get_move_type``'s dict: ``type``,
    ``rank`` and, for runs, ``len``); ``None`` for a pass.

    DouZero's ``rank`` is the lowest core rank of a run and the rank of the core
    otherwise (the four of a four with two); our ``main`` is the highest core rank.
    ``ValueError`` for a set of cards that is no move (type 15).
    """
    code = move_type["type"]
    if code == PASS_TYPE:
        return None
    kind = KIND_OF_TYPE.get(code)
    if kind is None:
        raise ValueError(f"DouZero reads these cards as no move: {dict(move_type)}")
    if kind is ComboKind.ROCKET:
        return Reading(kind, Rank.RED_JOKER)
    low = RANK_OF_CARD[move_type["rank"]]
    if kind in RUN_KINDS:
        length = move_type["len"]
        return Reading(kind, Rank(int(low) + length - 1), length)
    return Reading(kind, low)


def play_for(cards: Sequence[int], reading: Reading, moves: Iterable[Move]) -> Play | None:
    """The listed play of exactly ``cards`` (a DouZero move) that reads as ``reading``,
    or ``None`` when our engine lists no such play."""
    ranks = to_ranks(cards)
    for move in moves:
        if isinstance(move, Play) and move.ranks == ranks and reading_of(move) == reading:
            return move
    return None


def foreign_play(cards: Sequence[int], reading: Reading) -> Play:
    """A play of ``cards`` with ``reading`` that our rules do not list (no wild cards in
    DouZero's game: every card counts as its own rank)."""
    ranks = to_ranks(cards)
    bomb = BombClass.NATURAL if reading.kind is ComboKind.BOMB else None
    return Play(reading.kind, ranks, ranks, reading.main, reading.length, bomb)


def listed_reading(cards: Sequence[int], moves: Iterable[Move]) -> Reading | None:
    """Our own referee's reading of ``cards`` among the listed ``moves`` (``None``: a pass):
    of several readings the longest run, then the highest main rank, which is how
    DouZero's detector reads the ambiguous sets our rules list (``333444555666`` an
    airplane of four, ``44445555`` a four of 5s with two pairs). ``ValueError`` when no
    listed play holds exactly these cards."""
    if not cards:
        return None
    ranks = to_ranks(cards)
    found = [reading_of(move) for move in moves if isinstance(move, Play) and move.ranks == ranks]
    if not found:
        raise ValueError(f"no listed play of {list(cards)}")
    return max(found, key=lambda reading: (reading.length, int(reading.main)))

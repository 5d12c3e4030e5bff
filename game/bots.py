"""The bot interface for other programs: ask the Dou Dizhu AI for a move.

Cards are written as rank symbols, one character per card: ``3456789TJQKA2`` for the
natural ranks (``10`` is also read as a ten), ``B`` for the black joker and ``R`` for the
red joker; suits do not matter in Dou Dizhu. Seats are numbered from 0 in turn order.
The landlord leads the first trick, so ``history`` (the plays of the deal in order, ``""``
for a pass) starts with the landlord and goes round the table one seat at a time.

Example: the landlord (seat 0 of three) has shed a straight and a pair run that nobody
answered and holds a pair of 2s: it goes out at once.

>>> doudizhu_move("22", [(0, "3456789TJQKA"), (1, ""), (2, ""), (0, "334455"), (1, ""), (2, "")],
...               landlord=0, seat=0, bottom="345", level="normal")
'22'

:func:`doudizhu_choice` answers the choices before the play (docs/RULES.md B.5): a points
bid, or with the options on a call, a grab, a double or the open hand. Its ``steps`` are the
choices so far as ``(seat, token)`` from the first bidder on, and it answers a token too:
``"0"`` (no bid) to ``"3"`` a points bid; ``"call"`` / ``"nocall"``; ``"grab"`` / ``"nograb"``;
``"double"`` (x2), ``"super"`` (x4) / ``"nodouble"``; ``"open"`` / ``"closed"``. The options:
``bidding`` ``"points"`` or ``"call-grab"`` (3 and 4 players), ``doubling`` ``"none"``,
``"double"`` or ``"super"``, ``open_hand`` true or false.

>>> doudizhu_choice("3333444455556666BR", [], seat=0, bidding="call-grab", level="normal")
Traceback (most recent call last):
...
game.bots.BotInputError: before the play the hand holds 17 cards (20 for the landlord), not 18
>>> doudizhu_choice("33334444555566667", [], seat=0, bidding="call-grab", level="normal")
'call'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.factory import make_doudizhu_player, make_player
from game.core.cards import RANK_SYMBOLS, Card, make_deck
from game.core.reason import IllegalMove, PluralReason, Reason
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Call, Double, Grab, Move, OpenHand, Pass
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.state import DealState, Observation, Phase, cards_for_counts
from game.i18n import N_, N_plural

LEVELS = ("random", "easy", "normal", "hard")


class BotInputError(ValueError):
    """Input that cannot come from a real deal; ``reason`` is the translatable cause."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.render(lambda text: text))
        self.reason = reason


def _fail(msgid: str, **params: object) -> BotInputError:
    return BotInputError(Reason.of(msgid, **params))


def _fail_count(forms: tuple[str, str], count: int, **params: object) -> BotInputError:
    """:func:`_fail` for a message that counts (forms from ``N_plural``)."""
    return BotInputError(PluralReason.of_count(forms, count, **params))


def _whole(value: object) -> bool:
    """Whether ``value`` is a whole number (an ``int``; a ``bool`` is not one here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def table_for(players: int) -> TableRules:
    """The table of docs/RULES.md B.1 (3), B.2 (4, without the clock) or B.3 (2 players)."""
    if not _whole(players):
        raise _fail(N_("players must be a whole number: 2, 3 or 4"))
    if players == 3:
        return TableRules.three()
    if players == 4:
        return dataclasses.replace(TableRules.four(), clock=False)
    if players == 2:
        return TableRules.two()
    raise _fail(N_("Dou Dizhu is played by 2, 3 or 4 players, not {n}"), n=players)


def parse_cards(text: str, what: str = "cards") -> list[int]:
    """Rank counts (15 entries) of a card string such as ``"334455BR"``."""
    if not isinstance(text, str):
        raise _fail(N_("{what} must be a string of card symbols"), what=what)
    counts = [0] * 15
    cleaned = text.replace("10", "T").replace(" ", "").upper()
    for symbol in cleaned:
        index = RANK_SYMBOLS.find(symbol)
        if index < 0:
            raise _fail(N_("unknown card symbol {symbol!r} in {what} (use 3456789TJQKA2BR)"),
                        symbol=symbol, what=what)
        counts[index] += 1
    return counts


def cards_text(ranks: Sequence[int]) -> str:
    """Card string of a list of rank values, weakest first."""
    return "".join(RANK_SYMBOLS[int(rank)] for rank in sorted(ranks))


def _deck(rules: TableRules) -> list[int]:
    return [4 * rules.decks] * 13 + [rules.decks, rules.decks]


def _add(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [x + y for x, y in zip(a, b, strict=True)]


@dataclass(frozen=True)
class Position:
    """A validated position: rules, the table's facts and every history step parsed."""

    rules: TableRules
    landlord: int
    seat: int
    hand: list[int]
    bottom: list[int]
    steps: list[tuple[int, list[int] | None]]  # None = a pass


def validate(
    hand: str,
    history: Sequence[tuple[int, str]],
    landlord: int,
    seat: int,
    bottom: str,
    players: int,
) -> Position:
    """Check everything that can be checked without replaying the plays.

    Every value of a wrong type (a ``bool`` for a number included) is a
    :class:`BotInputError` like any other impossible input, never a ``TypeError``.
    """
    rules = table_for(players)
    for name, value in (("landlord", landlord), ("seat", seat)):
        if not _whole(value) or not 0 <= value < players:
            raise _fail(N_("{name} must be a seat number from 0 to {top}"), name=name, top=players - 1)
    counts = parse_cards(hand, "hand")
    bottom_counts = parse_cards(bottom, "bottom")
    if sum(bottom_counts) != rules.bottom_size:
        raise _fail_count(
            N_plural("the bottom holds {count} card at this table, not {got}",
                     "the bottom holds {count} cards at this table, not {got}"),
            rules.bottom_size, got=sum(bottom_counts),
        )
    if not isinstance(history, (list, tuple)):
        raise _fail(N_("history must be a list of (seat, cards) pairs"))
    steps: list[tuple[int, list[int] | None]] = []
    played = [[0] * 15 for _ in range(players)]
    expected = landlord
    for index, entry in enumerate(history):
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise _fail(N_("history entry {i} must be a (seat, cards) pair"), i=index)
        who, cards = entry
        if not _whole(who) or not 0 <= who < players:
            raise _fail(N_("history entry {i}: seat must be 0 to {top}"), i=index, top=players - 1)
        if who != expected:
            raise _fail(N_("history entry {i}: seat {seat} played out of turn (seat {expected} was to move)"),
                        i=index, seat=who, expected=expected)
        ranks = parse_cards(cards, f"history entry {index}")
        steps.append((who, ranks if any(ranks) else None))
        played[who] = _add(played[who], ranks)
        expected = (who + 1) % players
    if seat != expected:
        raise _fail(N_("it is seat {expected}'s turn, not seat {seat}'s"), expected=expected, seat=seat)
    deck = _deck(rules)
    seen = _add(counts, [sum(p[r] for p in played) for r in range(15)])
    for rank in range(15):
        if seen[rank] > deck[rank]:
            raise _fail(N_("too many cards of rank {rank}: the game has only {n}"),
                        rank=RANK_SYMBOLS[rank], n=deck[rank])
        others_hold = deck[rank] - counts[rank] - sum(played[s][rank] for s in range(players) if s != landlord)
        if seat != landlord and bottom_counts[rank] > others_hold:
            raise _fail(N_("the bottom cannot hold {rank}: those cards are accounted for"), rank=RANK_SYMBOLS[rank])
    start = [rules.hand_size + (rules.bottom_size if s == landlord else 0) for s in range(players)]
    mine = sum(counts) + sum(played[seat])
    if mine != start[seat]:
        raise _fail_count(
            N_plural("seat {seat} started with {count} card, but hand and plays make {got}",
                     "seat {seat} started with {count} cards, but hand and plays make {got}"),
            start[seat], seat=seat, got=mine,
        )
    if seat == landlord and any(c < b for c, b in zip(_add(counts, played[seat]), bottom_counts, strict=True)):
        raise _fail(N_("the landlord's cards do not include the bottom cards"))
    for other in range(players):
        left = start[other] - sum(played[other])
        if left <= 0:
            raise _fail(N_("seat {seat} has played more cards than it held (or the deal is over)"), seat=other)
    if sum(counts) == 0:
        raise _fail(N_("the hand is empty: the deal is over"))
    return Position(rules, landlord, seat, counts, bottom_counts, steps)


def _opening_observation(position: Position, hands: list[list[Card]], bottom: list[Card]) -> Observation:
    """The public facts right after the auction (bid and auction are not known: 1)."""
    rules = position.rules
    players = rules.players
    return Observation(
        seat=position.seat,
        rules=rules,
        phase=Phase.PLAYING,
        current_player=position.landlord,
        hand=tuple(hands[position.seat]),
        hand_sizes=tuple(len(h) for h in hands),
        bottom=tuple(bottom),
        first_bidder=position.landlord,
        bid=1,
        bids=tuple(1 if s == position.landlord else None for s in range(players)),
        auction=((position.landlord, Bid(1)),),
        landlord=position.landlord,
        multiplier=1,
        wild_rank=None,
        to_beat=None,
        history=(),
        plays_made=(0,) * players,
        played_counts=(0,) * 15,
        bombs_played=0,
        redeals=0,
        turn_left_ms=None,
        deal_left_ms=None,
        turn_timed_out=False,
        result=None,
        legal_moves=(),
    )


def build_state(position: Position) -> DealState:
    """A deal state at the position: hidden hands filled in, every history step replayed.

    The hidden hands are any cards consistent with the plays (each seat held what it
    played; the landlord held the bottom); the AI never sees them. A history step that
    is not a legal move raises :class:`BotInputError`.
    """
    rules = position.rules
    players = rules.players
    played = [[0] * 15 for _ in range(players)]
    for who, ranks in position.steps:
        if ranks is not None:
            played[who] = _add(played[who], ranks)
    start = [rules.hand_size + (rules.bottom_size if s == position.landlord else 0) for s in range(players)]
    initial: list[list[int]] = [[0] * 15 for _ in range(players)]
    initial[position.seat] = _add(position.hand, played[position.seat])
    for other in range(players):
        if other != position.seat:
            need = played[other]
            if other == position.landlord:
                need = [max(a, b) for a, b in zip(need, position.bottom, strict=True)]
            initial[other] = list(need)
    pool = [d - sum(h[r] for h in initial) for r, d in enumerate(_deck(rules))]
    if any(n < 0 for n in pool):
        raise _fail(N_("the plays and the bottom use more cards than the game holds"))
    spare = [rank for rank in range(15) for _ in range(pool[rank])]
    for other in range(players):
        if other == position.seat:
            continue
        missing = start[other] - sum(initial[other])
        if missing < 0 or missing > len(spare):
            raise _fail(N_("seat {seat}'s plays do not fit its hand size"), seat=other)
        for rank in spare[:missing]:
            initial[other][rank] += 1
        spare = spare[missing:]
    hands = [cards_for_counts(counts, rules.decks) for counts in initial]
    bottom = cards_for_counts(position.bottom, rules.decks)
    state = DealState.from_observation(_opening_observation(position, hands, bottom), hands)
    _replay(state, position.steps, 0)
    return state


def _replay(state: DealState, steps: list[tuple[int, list[int] | None]], index: int) -> DealState:
    """Apply ``steps[index:]``; an ambiguous card set tries each reading in turn."""
    if index == len(steps):
        if state.is_over():
            raise _fail(N_("the deal is already over after this history"))
        return state
    who, ranks = steps[index]
    if state.is_over():
        raise _fail(N_("history entry {i}: the deal was already over"), i=index)
    if ranks is None:
        try:
            state.apply(who, Pass())
        except IllegalMove as error:
            raise _fail(N_("history entry {i}: {why}"), i=index, why=error.reason) from None
        return _replay(state, steps, index + 1)
    wanted = tuple(rank for rank in range(15) for _ in range(ranks[rank]))
    readings = [m for m in state.legal_moves(who) if isinstance(m, Play) and tuple(int(r) for r in m.ranks) == wanted]
    if not readings:
        raise _fail(N_("history entry {i}: {cards} is not a legal play there"), i=index, cards=cards_text(wanted))
    last_error: BotInputError | None = None
    for reading in readings:
        branch = state.clone() if len(readings) > 1 else state
        branch.apply(who, reading)
        try:
            return _replay(branch, steps, index + 1)
        except BotInputError as error:
            last_error = error
    assert last_error is not None
    raise last_error


def doudizhu_move(
    hand: str,
    history: Sequence[tuple[int, str]],
    landlord: int,
    seat: int,
    bottom: str,
    players: int = 3,
    level: str = "hard",
    seed: int | None = None,
) -> str:
    """The AI's play for ``seat``: the cards to play, or ``""`` to pass.

    ``hand`` is the seat's current hand, ``history`` every play of the deal so far as
    ``(seat, cards)`` (``""`` = pass; the landlord made the first play), ``bottom`` the
    revealed bottom cards (3, or 8 with four players). The answer is always a legal move
    under the table's rules (docs/RULES.md B.1 / B.2 / B.3, no wild rank, no clock). Raises
    :class:`BotInputError` (a ``ValueError``) for input that cannot come from a real deal:
    a parameter of the wrong type (strings for cards and the level, a list or tuple of
    ``(seat, cards)`` pairs for the history, whole numbers, not ``bool``, for seats,
    players and the seed), unknown symbols, too many copies of a rank, impossible hand
    sizes, an illegal or out-of-turn history, or a seat that is not the one to move.

    >>> doudizhu_move("BR", [], landlord=1, seat=0, bottom="345", level="normal")
    Traceback (most recent call last):
    ...
    game.bots.BotInputError: it is seat 1's turn, not seat 0's
    >>> doudizhu_move("2", [(0, "33"), (1, "KK"), (2, "")], landlord=0, seat=0,
    ...               bottom="334", level="normal")
    Traceback (most recent call last):
    ...
    game.bots.BotInputError: seat 0 started with 20 cards, but hand and plays make 3
    """
    if not isinstance(level, str):
        raise _fail(N_("the level must be one of random, easy, normal, hard"))
    if seed is not None and not _whole(seed):
        raise _fail(N_("the seed must be a whole number or None"))
    if level not in LEVELS:
        raise _fail(N_("unknown level {level!r} (choose from random, easy, normal, hard)"), level=level)
    position = validate(hand, history, landlord, seat, bottom, players)
    state = build_state(position)
    observation = state.observation(seat)
    player = make_player(level, seat, seed)
    move = player.choose(observation)
    if isinstance(move, Pass):
        return ""
    assert isinstance(move, Play)
    return cards_text(move.ranks)


# -- the choices before the play (docs/RULES.md B.5) ----------------------------------------------

CHOICE_TOKENS: dict[str, Move] = {
    "call": Call(True),
    "nocall": Call(False),
    "grab": Grab(True),
    "nograb": Grab(False),
    "double": Double(2),
    "super": Double(4),
    "nodouble": Double(1),
    "open": OpenHand(True),
    "closed": OpenHand(False),
    **{str(value): Bid(value) for value in range(4)},
}
"""The notation of a choice before the play (see the module docstring)."""
BIDDINGS = {"points": BiddingKind.POINTS, "call-grab": BiddingKind.CALL_GRAB}
DOUBLINGS = {kind.value: kind for kind in DoublingKind}


def choice_token(move: Move) -> str:
    """The notation of a bid, call, grab, double or open-hand move."""
    return next(token for token, listed in CHOICE_TOKENS.items() if listed == move)


def stake_table(players: int, bidding: str, doubling: str, open_hand: bool) -> TableRules:
    """:func:`table_for` with the B.5 options in the bot notation."""
    rules = table_for(players)
    if not isinstance(bidding, str) or bidding not in BIDDINGS:
        raise _fail(N_("bidding must be points or call-grab"))
    if not isinstance(doubling, str) or doubling not in DOUBLINGS:
        raise _fail(N_("doubling must be none, double or super"))
    if not isinstance(open_hand, bool):
        raise _fail(N_("open_hand must be true or false"))
    try:
        return StakeOptions(BIDDINGS[bidding], DOUBLINGS[doubling], open_hand).apply(rules)
    except ValueError:
        raise _fail(N_("call and grab is played by three and four players")) from None


def _choice_steps(steps: Sequence[tuple[int, str]], players: int) -> list[tuple[int, Move]]:
    if not isinstance(steps, (list, tuple)):
        raise _fail(N_("steps must be a list of (seat, choice) pairs"))
    parsed: list[tuple[int, Move]] = []
    for index, entry in enumerate(steps):
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise _fail(N_("step {i} must be a (seat, choice) pair"), i=index)
        who, token = entry
        if not _whole(who) or not 0 <= who < players:
            raise _fail(N_("step {i}: seat must be 0 to {top}"), i=index, top=players - 1)
        if not isinstance(token, str) or token not in CHOICE_TOKENS:
            raise _fail(N_("step {i}: unknown choice {token!r}"), i=index, token=token)
        parsed.append((who, CHOICE_TOKENS[token]))
    return parsed


def _take_cards(pool: list[Card], counts: Sequence[int]) -> list[Card]:
    """Remove cards of the ranks in ``counts`` from ``pool`` and return them (the caller
    checked that the pool holds them)."""
    wanted = list(counts)
    taken = []
    for card in list(pool):
        if wanted[card.rank]:
            wanted[card.rank] -= 1
            taken.append(card)
            pool.remove(card)
    return taken


def choice_state(
    rules: TableRules, hand: list[int], bottom: list[int], seat: int, steps: list[tuple[int, Move]]
) -> DealState:
    """A deal at the choice ``seat`` is to make: ``seat``'s hand as given (with the bottom when
    it is the landlord), the bottom when it is shown, the hidden cards any that fit, every
    step replayed through the engine (a step it refuses is a :class:`BotInputError`)."""
    size = sum(hand)
    taken = size == rules.hand_size + rules.bottom_size
    if size != rules.hand_size and not taken:
        raise _fail_count(
            N_plural("before the play the hand holds {count} card ({more} for the landlord), not {got}",
                     "before the play the hand holds {count} cards ({more} for the landlord), not {got}"),
            rules.hand_size, more=rules.hand_size + rules.bottom_size, got=size,
        )
    shown = sum(bottom)
    if shown not in (0, rules.bottom_size):
        raise _fail_count(
            N_plural("the bottom holds {count} card at this table, not {got}",
                     "the bottom holds {count} cards at this table, not {got}"),
            rules.bottom_size, got=shown,
        )
    dealt = [have - (bottom[rank] if taken else 0) for rank, have in enumerate(hand)]
    if taken and (not shown or any(count < 0 for count in dealt)):
        raise _fail(N_("the landlord's cards do not include the bottom cards"))
    pool = list(make_deck(jokers=2, decks=rules.decks))
    have = [0] * 15
    for card in pool:
        have[card.rank] += 1
    for rank in range(15):
        if dealt[rank] + bottom[rank] > have[rank]:
            raise _fail(
                N_("too many cards of rank {rank}: the game has only {n}"), rank=RANK_SYMBOLS[rank], n=have[rank]
            )
    own = _take_cards(pool, dealt)
    bottom_cards = _take_cards(pool, bottom) if shown else []
    hands: list[list[Card]] = []
    for other in range(rules.players):
        if other == seat:
            hands.append(own)
        else:
            hands.append(pool[: rules.hand_size])
            del pool[: rules.hand_size]
    if not shown:
        bottom_cards, pool = pool[: rules.bottom_size], pool[rules.bottom_size :]
    first = steps[0][0] if steps else seat
    state = DealState.dealt(rules, hands, bottom_cards, first, set_aside=pool)
    for index, (who, move) in enumerate(steps):
        try:
            state.apply(who, move)
        except IllegalMove as error:
            raise _fail(N_("step {i}: {why}"), i=index, why=error.reason) from None
        if state.redeals:
            raise _fail(N_("step {i}: nobody bid or called, so the cards were dealt again"), i=index)
    if state.phase is Phase.PLAYING or state.phase is Phase.OVER:
        raise _fail(N_("the choices before the play are over: ask doudizhu_move for a play"))
    if state.current_player != seat:
        raise _fail(N_("it is seat {expected}'s turn, not seat {seat}'s"), expected=state.current_player, seat=seat)
    if shown and state.phase is Phase.BIDDING:
        raise _fail(N_("the bottom stays hidden until the auction is over"))
    if not shown and state.phase is not Phase.BIDDING:
        raise _fail(N_("the auction is over: give the bottom cards too"))
    if taken != (state.landlord == seat):
        raise _fail(N_("the hand must include the bottom exactly when the seat is the landlord"))
    return state


def doudizhu_choice(
    hand: str,
    steps: Sequence[tuple[int, str]],
    seat: int,
    players: int = 3,
    bidding: str = "points",
    doubling: str = "none",
    open_hand: bool = False,
    bottom: str = "",
    level: str = "hard",
    seed: int | None = None,
) -> str:
    """The AI's choice for ``seat`` before the play, in the notation of the module docstring:
    a points bid (``"0"`` to ``"3"``), or a call, grab, double or open-hand token.

    ``hand`` is the seat's hand now (the landlord's with the bottom), ``steps`` every choice
    of the deal so far from the first bidder on, ``bottom`` the bottom cards once the
    auction is over. The options are those of docs/RULES.md B.5 (the table has no clock and
    no wild rank). Raises :class:`BotInputError` for input that cannot come from a real deal:
    wrong types, unknown options or tokens, an option the table does not offer, a step the
    rules refuse (with the engine's reason), impossible hands, or a seat not to choose now.
    """
    if not isinstance(level, str):
        raise _fail(N_("the level must be one of random, easy, normal, hard"))
    if seed is not None and not _whole(seed):
        raise _fail(N_("the seed must be a whole number or None"))
    if level not in LEVELS:
        raise _fail(N_("unknown level {level!r} (choose from random, easy, normal, hard)"), level=level)
    rules = stake_table(players, bidding, doubling, open_hand)
    if not _whole(seat) or not 0 <= seat < players:
        raise _fail(N_("{name} must be a seat number from 0 to {top}"), name="seat", top=players - 1)
    state = choice_state(rules, parse_cards(hand, "hand"), parse_cards(bottom, "bottom"), seat,
                         _choice_steps(steps, players))
    return choice_token(make_doudizhu_player(level, seat, seed).choose(state.observation(seat)))

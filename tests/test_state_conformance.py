"""Both engines against the ``GameState`` contract (game/core/state.py), on every table.

The tables are the simulator's (``game.sim``): Dou Dizhu ddz3, ddz4, ddz2, ddz3 with the
wild rank, ddz4 with the clock (every move takes the simulator's 3 s of game time), and
the B.5 options on all three tables (``B5_*``; ddz4 with the clock, ddz2 wild); the
President and Daifugo presets, Daifugo with every house rule on, and a random rule set
with 3 to 6 players chosen by the drawn seed (sessions of two rounds, so the finished
round 1, its next-round step and the exchange of round 2 are covered).

Hypothesis draws the first ``DRAWN_STEPS`` moves of a game as indexes into the legal
moves, so a failure shrinks to a short move sequence; the rest of the game is played by
a generator seeded from the drawn seed (a game played only by drawn indexes could pass
forever: Dou Dizhu redeals while everybody passes). The properties are checked before
every drawn move, then before every ``CHECK_EVERY``-th move, and at the end.

Knowledge rule of the observation check: a card in ``observation(seat)`` must be the
seat's own, or face up for everyone (Dou Dizhu: the bottom once the landlord took it, and
the landlord's hand once shown with the B.5 open-hand option;
climbing: the table, the discard pile and the play to beat, which stays the play to
beat when Relief Supplies or Nero take one of its cards back into a hand, in public).
Cards whose holder is public are kept in place when hidden cards are shuffled (Dou
Dizhu: the bottom in the landlord's hand; climbing: the cards of the play to beat, and
in round 1 the 3♦ the first leader holds). Other cards are shuffled among every
zone the seat cannot see (other hands, the face-down bottom, the set-aside cards, the
cards out of play), even cards the seat itself handed over in an exchange: the event
log it sees is a record of what it was shown, never read back from the hands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, fields, is_dataclass, replace
from enum import Enum
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.climbing.moves import Move as ClimbingMove
from game.climbing.moves import NextRound, PickCard, PlayCards
from game.climbing.observation import ClimbingObservation
from game.climbing.options import RULE_PARENTS, BindingMultiple, ClimbingOptions, JokerRole, RuleId
from game.climbing.state import SessionState
from game.core.cards import Card, Rank, Suit, sort_cards
from game.core.reason import IllegalMove, Reason
from game.core.state import GAME_STATE_MEMBERS, GameState
from game.doudizhu.enumerate import readings
from game.doudizhu.moves import Move as DdzMove
from game.doudizhu.observation import Observation, rank_counts
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.state import DealState, Phase
from game.sim.climbing import MAX_MOVES_PER_ROUND, table_options
from game.sim.doudizhu import MAX_MOVES, TableSetup
from game.table import registry

DRAWN_STEPS = 30
"""Moves drawn by hypothesis at the start of each game; the rest come from a seeded generator."""

CHECK_EVERY = 4
"""After the drawn moves, the properties are checked before every fourth move."""

ROUNDS = 2
"""Rounds of a climbing session here: round 2 starts with the exchange."""

MOVE_MS = 3000
"""Game time each move takes on the clock table (the simulator's default)."""

AnyState = Any
"""A state of either engine, used through the protocol."""


# --- the static check: both engines are GameStates (mypy checks these returns) -------


def new_deal(rules: TableRules, seed: int) -> GameState[DdzMove, Observation]:
    return DealState.new(rules, seed)


def new_session(options: ClimbingOptions, seed: int) -> GameState[ClimbingMove, ClimbingObservation]:
    return SessionState.new(options, seed)


def preset(game: str, all_rules: bool) -> Callable[[int], ClimbingOptions]:
    """The simulator's options for ``game`` (4 players, ``ROUNDS`` rounds), whatever the seed."""
    options = table_options(game, 4, {"rounds": ROUNDS}, all_rules)
    return lambda seed: options


def random_options(seed: int) -> ClimbingOptions:
    """A valid random rule set (3 to 6 players, 0 to 2 jokers) chosen by ``seed``."""
    rng = random.Random(seed)
    rules: dict[str, Any] = {rule.value: rng.random() < 0.5 for rule in RuleId}
    for child, parent in RULE_PARENTS.items():
        if not rules[parent.value]:
            rules[child.value] = False
    return replace(
        ClimbingOptions(),
        **rules,
        players=rng.randint(3, 6),
        jokers=rng.randint(0, 2),
        rounds=ROUNDS,
        joker_role=rng.choice(list(JokerRole)),
        sequence_same_suit=rng.random() < 0.5,
        binding_suit=rng.random() < 0.5,
        binding_number=rng.random() < 0.5,
        binding_multiple=rng.choice(list(BindingMultiple)),
    )


# --- the tables --------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One table and what the generic checks need to know about its engine."""

    name: str
    new: Callable[[int], AnyState]
    max_moves: int
    caches: frozenset[str]
    """Fields a query may refill (left out of snapshots)."""
    shared: Callable[[AnyState], frozenset[str]]
    """Fields a clone may share with its original (immutable caches; see each engine's clone)."""
    hidden: Callable[[AnyState, int], list[list[Card]]]
    """The card zones ``seat`` cannot see."""
    pinned: Callable[[AnyState, int], set[Card]]
    """Cards in hidden zones whose holder is public."""
    known: Callable[[AnyState, int], set[Card]]
    """Every card ``seat`` may see."""
    after_swap: Callable[[AnyState], None]
    """Bring the bookkeeping derived from the hands up to date after hidden cards moved."""
    foreign: Callable[[AnyState, int], list[Hashable]]
    """Moves of cards ``seat`` does not hold."""
    clock: bool = False


def _ddz_hidden(state: DealState, seat: int) -> list[list[Card]]:
    shown = state.landlord if state.opened else None  # B.5: an open hand is seen by all
    zones = [hand for other, hand in enumerate(state.hands) if other not in (seat, shown)]
    if state.phase is Phase.BIDDING:
        zones.append(state.bottom)
    return [*zones, state.set_aside]


def _ddz_pinned(state: DealState, seat: int) -> set[Card]:
    return set() if state.phase is Phase.BIDDING else set(state.bottom)


def _ddz_known(state: DealState, seat: int) -> set[Card]:
    shown = set(state.hands[state.landlord]) if state.opened and state.landlord is not None else set()
    return set(state.hands[seat]) | _ddz_pinned(state, seat) | shown


def _ddz_after_swap(state: DealState) -> None:
    state.hands = [sort_cards(hand) for hand in state.hands]
    state._counts = [rank_counts(hand) for hand in state.hands]
    state.bottom = sort_cards(state.bottom)
    state._cache = None


def _ddz_foreign(state: DealState, seat: int) -> list[Hashable]:
    """Single cards of every rank the seat does not hold (rank-valued plays)."""
    counts = state.hand_counts(seat)
    missing = [rank for rank in range(15) if not counts[rank]]
    return [play for rank in missing for play in readings([int(r == rank) for r in range(15)], state.rules)]


def _ddz_shared(state: DealState) -> frozenset[str]:
    return frozenset({"_cache"} if state.phase is Phase.BIDDING else {"_cache", "_rng"})


THREE_OF_DIAMONDS = Card(Rank.THREE, Suit.DIAMONDS)


def _climbing_hidden(state: SessionState, seat: int) -> list[list[Card]]:
    return [hand for other, hand in enumerate(state.hands) if other != seat] + [state.out_of_play]


def _climbing_pinned(state: SessionState, seat: int) -> set[Card]:
    top = set(state.top.cards) if state.top is not None else set()
    return (top | {THREE_OF_DIAMONDS}) if state.round_number == 1 else top


def _climbing_known(state: SessionState, seat: int) -> set[Card]:
    """Own hand, face-up cards, and the cards named by events the seat saw (a card it gave
    or received in the exchange, a card taken from its hand, every played card)."""
    top = set(state.top.cards) if state.top is not None else set()
    seen = {card for event in state.events if event.visible_to(seat) for card in event.cards}
    return set(state.hands[seat]) | set(state.table_cards) | set(state.discard) | top | seen


def _climbing_after_swap(state: SessionState) -> None:
    state._legal_cache = None
    state._event_views = {}


def _climbing_foreign(state: SessionState, seat: int) -> list[Hashable]:
    """Plays and picks of single cards from other hands, and the next-round step."""
    others = [card for other, hand in enumerate(state.hands) if other != seat for card in hand[:3]]
    return [PlayCards((card,)) for card in others] + [PickCard(card) for card in others] + [NextRound()]


def _ddz_case(name: str, rules: TableRules) -> Case:
    return Case(
        name=name,
        new=lambda seed: new_deal(rules, seed),
        max_moves=MAX_MOVES,
        caches=frozenset({"_cache"}),
        shared=_ddz_shared,
        hidden=_ddz_hidden,
        pinned=_ddz_pinned,
        known=_ddz_known,
        after_swap=_ddz_after_swap,
        foreign=_ddz_foreign,
        clock=rules.clock,
    )


def _climbing_case(name: str, options: Callable[[int], ClimbingOptions]) -> Case:
    return Case(
        name=name,
        new=lambda seed: new_session(options(seed), seed),
        max_moves=MAX_MOVES_PER_ROUND * ROUNDS,
        caches=frozenset({"_legal_cache", "_event_views", "_hand_sets"}),
        shared=lambda state: frozenset(),
        hidden=_climbing_hidden,
        pinned=_climbing_pinned,
        known=_climbing_known,
        after_swap=_climbing_after_swap,
        foreign=_climbing_foreign,
    )


def _table_case(item: registry.TableEntry) -> Case:
    """The case of one table of the registry, on its simulator defaults (no clock, no wild rank)."""
    name = item.game.value
    if item.family is registry.Family.CLIMBING:
        return _climbing_case(name, preset(name, False))
    return _ddz_case(name, TableSetup(name).rules())


#: The B.5 options (docs/RULES.md B.5) on the tables that offer them.
B5_ALL = StakeOptions(BiddingKind.CALL_GRAB, DoublingKind.SUPER, open_hand=True, no_shuffle=True, cap=48)
B5_DOUBLE = StakeOptions(BiddingKind.CALL_GRAB, DoublingKind.DOUBLE, open_hand=True)
B5_TWO = StakeOptions(doubling=DoublingKind.SUPER, open_hand=True)

CASES = [
    *(_table_case(item) for item in registry.TABLES),
    _ddz_case("ddz3-wild", TableSetup("ddz3", wild=True).rules()),
    _ddz_case("ddz4-clock", TableSetup("ddz4", clock=True).rules()),
    _ddz_case("ddz3-b5", TableSetup("ddz3", stakes=B5_ALL).rules()),
    _ddz_case("ddz4-b5-clock", TableSetup("ddz4", clock=True, stakes=B5_DOUBLE).rules()),
    _ddz_case("ddz2-b5-wild", TableSetup("ddz2", wild=True, stakes=B5_TWO).rules()),
    _climbing_case("daifugo-all-rules", preset("daifugo", True)),
    _climbing_case("climbing-random-rules", random_options),
]
"""Every table of the registry, then variants: the wild rank, the clock, every house rule, random rules."""

by_case = pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
examples = settings(max_examples=6, deadline=None)


# --- deep snapshots and shared containers --------------------------------------------

_ATOMS = (int, float, str, bytes, bool, type(None), Enum)


class Kind(Enum):
    """How the snapshot and sharing checks treat a value, by its type."""

    VALUE = "value"  # atoms and frozen records (frozen dataclasses): immutable, compared by equality
    RANDOM = "random"
    LIST = "list"
    TUPLE = "tuple"
    SET = "set"
    DICT = "dict"
    OBJECT = "object"  # anything else with fields: mutable


_KINDS: dict[type, Kind] = {}


def kind_of(value: object) -> Kind:
    cls = type(value)
    kind = _KINDS.get(cls)
    if kind is None:
        params = getattr(cls, "__dataclass_params__", None)
        if issubclass(cls, _ATOMS) or (params is not None and params.frozen) or issubclass(cls, type):
            kind = Kind.VALUE
        elif issubclass(cls, random.Random):
            kind = Kind.RANDOM
        elif issubclass(cls, list):
            kind = Kind.LIST
        elif issubclass(cls, tuple):
            kind = Kind.TUPLE
        elif issubclass(cls, (set, frozenset)):
            kind = Kind.SET
        elif issubclass(cls, dict):
            kind = Kind.DICT
        elif hasattr(value, "__dict__") or is_dataclass(value):
            kind = Kind.OBJECT
        else:
            kind = Kind.VALUE
        _KINDS[cls] = kind
    return kind


def freeze(value: object) -> object:
    """A deep, comparable copy of ``value`` that later changes to it cannot reach."""
    kind = kind_of(value)
    if kind is Kind.VALUE:
        return value
    if kind is Kind.LIST:
        return ("list", tuple(map(freeze, value)))  # type: ignore[call-overload]
    if kind is Kind.TUPLE:
        return tuple(map(freeze, value))  # type: ignore[call-overload]
    if kind is Kind.RANDOM:
        return ("Random", value.getstate())  # type: ignore[attr-defined]
    if kind is Kind.SET:
        return (type(value).__name__, frozenset(map(freeze, value)))  # type: ignore[call-overload]
    if kind is Kind.DICT:
        return ("dict", tuple((freeze(k), freeze(v)) for k, v in value.items()))  # type: ignore[attr-defined]
    return (type(value).__name__, freeze(_fields_of(value)))


def _fields_of(value: object) -> dict[str, object]:
    if is_dataclass(value) and not hasattr(value, "__dict__"):
        return {f.name: getattr(value, f.name) for f in fields(value)}
    return dict(vars(value))


def snapshot(case: Case, state: AnyState) -> dict[str, object]:
    """Every field of ``state`` but its caches, frozen."""
    return {name: freeze(value) for name, value in vars(state).items() if name not in case.caches}


def mutables(value: object) -> dict[int, object]:
    """Every mutable object reachable from ``value``, by id (frozen records are values: not
    looked into)."""
    found: dict[int, object] = {}
    stack = [value]
    while stack:
        item = stack.pop()
        kind = kind_of(item)
        if kind is Kind.VALUE or id(item) in found:
            continue
        if kind is Kind.TUPLE:
            stack.extend(item)  # type: ignore[arg-type]
            continue
        found[id(item)] = item
        if kind is Kind.LIST or kind is Kind.SET:
            stack.extend(item)  # type: ignore[arg-type]
        elif kind is Kind.DICT:
            stack.extend(item.keys())  # type: ignore[attr-defined]
            stack.extend(item.values())  # type: ignore[attr-defined]
        elif kind is Kind.OBJECT:
            stack.extend(_fields_of(item).values())
    return found


def shared_fields(case: Case, state: AnyState, copy: AnyState) -> list[str]:
    """The fields of ``copy`` holding a mutable object that ``state`` also holds."""
    allowed = case.shared(state)
    theirs = mutables([value for name, value in vars(state).items() if name not in allowed])
    ours = mutables([value for name, value in vars(copy).items() if name not in allowed])
    if ours.keys().isdisjoint(theirs):
        return []
    return [
        name
        for name, value in vars(copy).items()
        if name not in allowed and not mutables(value).keys().isdisjoint(theirs)
    ]


def cards_in(value: object) -> Iterator[Card]:
    """Every card anywhere inside ``value`` (containers, records, phrases and their parameters)."""
    seen: set[int] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, _ATOMS) or id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, Card):
            yield item
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif is_dataclass(item) or hasattr(item, "__dict__"):
            stack.extend(_fields_of(item).values())


# --- playing -------------------------------------------------------------------------


def advance(case: Case, state: AnyState, seat: int, move: Hashable) -> None:
    """One move as the simulator makes it (with the clock on, the move's game time passes first)."""
    if case.clock:
        state.tick(MOVE_MS)
        if state.is_over():
            return
    state.apply(seat, move)


def walk(case: Case, data: st.DataObject, seed: int) -> Iterator[tuple[AnyState, random.Random]]:
    """A whole random game; yields the state before each of the first ``DRAWN_STEPS``
    moves, before every ``CHECK_EVERY``-th move after those, and after the last move.

    The first ``DRAWN_STEPS`` moves are drawn by hypothesis, the rest by a generator
    seeded with ``seed`` (also handed to each check for its own random picks).
    """
    state = case.new(seed)
    rng = random.Random(seed)
    steps = 0
    while not state.is_over():
        seat = state.current_player
        assert seat is not None, "a game that is not over waits for a seat"
        moves = state.legal_moves()
        assert moves, "the seat the game waits for has a legal move"
        assert list(moves) == list(state.legal_moves(seat))
        if steps < DRAWN_STEPS or steps % CHECK_EVERY == 0:
            yield state, rng
        if steps < DRAWN_STEPS:
            move = moves[data.draw(st.integers(0, len(moves) - 1), label=f"move {steps}")]
        else:
            move = rng.choice(moves)
        advance(case, state, seat, move)
        steps += 1
        assert steps <= case.max_moves, "a random game ends within the bound"
    yield state, rng


# --- the protocol --------------------------------------------------------------------


@by_case
def test_the_state_implements_the_protocol(case: Case) -> None:
    state = case.new(1)
    assert isinstance(state, GameState)
    for member in GAME_STATE_MEMBERS:
        assert hasattr(state, member), member
    for member in ("is_over", "legal_moves", "apply", "clone", "observation"):
        assert callable(getattr(state, member)), member
    assert isinstance(state.num_players, int) and state.num_players >= 2
    assert state.current_player in range(state.num_players)
    assert not state.is_over()
    assert type(state.clone()) is type(state)
    obs = state.observation(0)
    assert hash(obs) == hash(state.observation(0)) and obs == state.observation(0)


# --- the properties ------------------------------------------------------------------


@by_case
@examples
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_random_play_ends_and_the_waited_seat_can_always_move(case: Case, data: st.DataObject, seed: int) -> None:
    for state, _ in walk(case, data, seed):  # noqa: B007 - runs the walk to its end; the last state is checked
        pass
    assert state.is_over() and state.current_player is None
    assert all(list(state.legal_moves(seat)) == [] for seat in range(state.num_players))
    assert list(state.legal_moves()) == []
    if isinstance(state, SessionState):  # each round but the last ended with the next-round step
        steps = [index for index, (_, move) in enumerate(state.history) if isinstance(move, NextRound)]
        assert len(steps) == ROUNDS - 1 and len(state.results) == ROUNDS


@by_case
@examples
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_a_clone_is_equal_and_independent(case: Case, data: st.DataObject, seed: int) -> None:
    earlier: tuple[AnyState, dict[str, object]] | None = None
    for state, rng in walk(case, data, seed):
        if earlier is not None:  # the original moved on: the clone taken before did not
            copy, frozen = earlier
            assert snapshot(case, copy) == frozen, "playing on the original changed its clone"
        before = snapshot(case, state)
        copy = state.clone()
        assert vars(copy).keys() == vars(state).keys(), "clone() must copy every field"
        assert snapshot(case, copy) == before
        assert shared_fields(case, state, copy) == [], "a mutable object is shared with the clone"
        earlier = (state.clone(), before)
        played = []
        for _ in range(3):
            if copy.is_over():
                break
            seat = copy.current_player
            played.append((seat, rng.choice(copy.legal_moves())))
            advance(case, copy, *played[-1])
        assert snapshot(case, state) == before, "playing on a clone changed the original"
        twin = state.clone()
        for seat, move in played:
            advance(case, twin, seat, move)
        assert snapshot(case, twin) == snapshot(case, copy), "two clones given the same moves differ"


@by_case
@examples
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_an_observation_holds_no_hidden_card(case: Case, data: st.DataObject, seed: int) -> None:
    for state, rng in walk(case, data, seed):
        for seat in range(state.num_players):
            obs = state.observation(seat)
            unknown = set(cards_in(obs)) - case.known(state, seat)
            assert not unknown, f"seat {seat} sees {sorted(c.label for c in unknown)}"
            # a climbing observation's log holds only events meant for this seat
            assert all(event.visible_to(seat) for event in getattr(obs, "events", ()))
            other = state.clone()
            zones = case.hidden(other, seat)
            pinned = case.pinned(other, seat)
            loose = [card for zone in zones for card in zone if card not in pinned]
            rng.shuffle(loose)
            for zone in zones:
                zone[:] = [card if card in pinned else loose.pop() for card in zone]
            case.after_swap(other)
            assert other.observation(seat) == obs, f"seat {seat}'s observation shows a hidden card"


@by_case
@examples
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_listed_moves_apply_and_others_are_refused_untouched(case: Case, data: st.DataObject, seed: int) -> None:
    previous: list[Hashable] = []
    for state, rng in walk(case, data, seed):
        seats = range(state.num_players)
        listed = {seat: list(state.legal_moves(seat)) for seat in seats}
        for seat in seats:
            for move in rng.sample(listed[seat], min(4, len(listed[seat]))):
                state.clone().apply(seat, move)
        candidates = [
            (seat, move)
            for seat in seats
            for move in [
                *(m for other in seats if other != seat for m in listed[other]),
                *previous,
                *case.foreign(state, seat),
            ]
            if move not in listed[seat]
        ]
        before = snapshot(case, state)
        for seat, move in rng.sample(candidates, min(6, len(candidates))):
            with pytest.raises(IllegalMove) as refused:
                state.apply(seat, move)
            assert isinstance(refused.value.reason, Reason) and refused.value.reason.msgid
            assert snapshot(case, state) == before, f"refusing {move} by seat {seat} changed the state"
        previous = [move for seat in seats for move in listed[seat]][:20]

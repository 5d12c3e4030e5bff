"""Climbing-game properties over many seeded sessions with random rule sets and random legal moves.

The properties every game state shares (random play ends, the waited seat can move, listed
moves apply, clones are equal and independent, observations hide hidden cards) are checked
by tests/test_state_conformance.py, on the presets and on random rule sets; these are the
climbing ones (card conservation, round results, out-of-turn moves, refusals of held cards).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.climbing import ClimbingOptions, JokerRole, RuleId, SessionState
from game.climbing.moves import Pass, PlayCards
from game.climbing.options import RULE_PARENTS, BindingMultiple
from game.climbing.roles import Role
from game.core.cards import make_deck
from game.core.reason import IllegalMove

MAX_MOVES_PER_ROUND = 3000


@st.composite
def option_sets(draw: st.DrawFn) -> ClimbingOptions:
    rules = {rule.value: draw(st.booleans()) for rule in RuleId}
    for child, parent in RULE_PARENTS.items():
        if not rules[parent.value]:
            rules[child.value] = False
    return replace(
        ClimbingOptions(),
        **rules,
        players=draw(st.integers(3, 6)),
        jokers=draw(st.integers(0, 2)),
        rounds=draw(st.integers(1, 3)),
        joker_role=draw(st.sampled_from(list(JokerRole))),
        sequence_same_suit=draw(st.booleans()),
        binding_suit=draw(st.booleans()),
        binding_number=draw(st.booleans()),
        binding_multiple=draw(st.sampled_from(list(BindingMultiple))),
    )


def snapshot(state: SessionState) -> tuple:
    return (
        tuple(tuple(h) for h in state.hands), tuple(state.table_cards), tuple(state.discard),
        state.turn, state.pending, state.top, state.top_seat, len(state.events), len(state.history),
        state.order, state.binding, state.direction, tuple(state.finished), tuple(state.fallen),
        state.phase, state.round_number, frozenset(state.passed), state.relief_used,
    )


def non_listed_moves(state: SessionState, rng: random.Random) -> list:
    """A few moves that are not in the seat's list (random card groups, a pass, other seats)."""
    out = []
    for seat in range(state.num_players):
        listed = set(state.legal_moves(seat))
        hand = state.hands[seat]
        if hand:
            group = tuple(rng.sample(hand, rng.randint(1, min(4, len(hand)))))
            out.append((seat, PlayCards(group)))
        out.append((seat, Pass()))
        out = [(s, m) for s, m in out if s != seat or m not in listed]
    return out


@settings(max_examples=30, deadline=None)
@given(options=option_sets(), seed=st.integers(0, 10_000))
def test_random_sessions_keep_every_invariant(options: ClimbingOptions, seed: int) -> None:
    state = SessionState.new(options, seed)
    rng = random.Random(seed)
    deck = Counter(make_deck(options.jokers))
    moves = 0
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        listed = state.legal_moves(seat)
        if moves % 7 == 0:
            for other, move in non_listed_moves(state, rng)[:3]:
                before = snapshot(state)
                try:
                    state.apply(other, move)
                except IllegalMove as refused:
                    assert refused.reason.msgid
                    assert snapshot(state) == before
                else:  # pragma: no cover - a non-listed move was accepted
                    raise AssertionError(f"{move} by {other} was not listed but applied")
        out_of_turn = [(s, m) for s in range(state.num_players) if s != seat for m in state.legal_moves(s)]
        if out_of_turn and rng.random() < 0.2:
            seat, move = rng.choice(out_of_turn)
        else:
            move = rng.choice(listed)
        state.apply(seat, move)
        moves += 1
        assert Counter(state.all_cards()) == deck
        assert moves < MAX_MOVES_PER_ROUND * options.rounds, "a round must end"
    assert len(state.results) == options.rounds
    for result in state.results:
        assert sorted(result.order) == list(range(options.players))
        assert result.roles.count(Role.PRESIDENT) == 1 and result.roles.count(Role.BEGGAR) == 1
        assert result.roles[result.order[0]] is Role.PRESIDENT
        assert result.roles[result.order[-1]] is Role.BEGGAR
        assert sum(result.points) == 0
    assert state.scores == [sum(r.points[s] for r in state.results) for s in range(options.players)]


@settings(max_examples=15, deadline=None)
@given(options=option_sets(), seed=st.integers(0, 10_000))
def test_same_seed_and_moves_replay_the_session(options: ClimbingOptions, seed: int) -> None:
    def play() -> SessionState:
        state = SessionState.new(replace(options, rounds=1), seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.current_player
            state.apply(seat, rng.choice(state.legal_moves(seat)))
        return state

    a, b = play(), play()
    assert a.results == b.results and a.history == b.history

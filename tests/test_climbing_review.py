"""The climbing review's estimates (game.ai.climbing.review): the expected finishing place
from the observation only (the swap test), the same on every run."""

from __future__ import annotations

import pytest

from game.ai.climbing.heuristic import ClimbingPlayer
from game.ai.climbing.review import judge_places, place_candidates
from game.ai.player import finish
from game.climbing import SessionState, daifugo, president

WORLDS = 3


def _decision(options, seed: int, seat: int = 0):
    """A session played by the normal player until ``seat`` has a choice of plays in the
    first round's play (a few turns in), with the state then."""
    state = SessionState.new(options, seed)
    players = [ClimbingPlayer(s, seed * 10 + s) for s in range(len(state.hands))]
    turns = 0
    for _ in range(400):
        current = state.current_player
        assert current is not None
        observation = state.observation(current)
        if current == seat and len(observation.legal_moves) > 2:
            turns += 1
            if turns == 3:
                return state
        state.apply(current, players[current].choose(observation))
    raise AssertionError("no decision found")


def _swap(state: SessionState, seat: int) -> None:
    """Exchange a card between two other hands (ranks that differ): the seat cannot tell."""
    others = [s for s in range(len(state.hands)) if s != seat and len(state.hands[s]) > 0]
    a, b = others[0], others[1]
    x = state.hands[a][0]
    y = next(card for card in state.hands[b] if card.rank != x.rank)
    state.hands[a] = sorted([y if c == x else c for c in state.hands[a]], key=lambda c: (c.rank, str(c.suit)))
    state.hands[b] = sorted([x if c == y else c for c in state.hands[b]], key=lambda c: (c.rank, str(c.suit)))
    state._legal_cache = None
    state._event_views = {}


@pytest.mark.parametrize("options", [daifugo(), president()], ids=["daifugo", "president"])
def test_expected_places_use_no_hidden_card(options) -> None:
    state = _decision(options, 4)
    seen = state.observation(0)
    played = seen.legal_moves[0]
    moves = place_candidates(seen, played, 9)
    assert moves[0] == played and len(moves) > 1
    before = finish(judge_places(seen, moves, 9, WORLDS))
    _swap(state, 0)
    after_swap = state.observation(0)
    assert after_swap == seen
    assert finish(judge_places(after_swap, place_candidates(after_swap, played, 9), 9, WORLDS)) == before
    players = len(state.hands)
    for entry in before:
        assert entry.worlds == WORLDS
        assert 1.0 <= entry.expected_place <= players
    assert finish(judge_places(seen, moves, 9, WORLDS)) == before  # the same on every run


def test_a_round_reviewed_twice_gets_the_same_marks() -> None:
    from game.table.climbing.review import MARKED, computer_round, round_decisions, run_round_review

    saved = computer_round(6)
    assert round_decisions(saved, 0, 1)
    first = run_round_review(saved, 0, 1, WORLDS)
    assert first == run_round_review(saved, 0, 1, WORLDS)
    assert first.decisions and len(first.marked) <= MARKED
    for decision in first.decisions:
        assert decision.best.move != decision.played.move
        assert decision.cost >= 0

"""The review of a finished Dou Dizhu deal (game.table.doudizhu.review): estimates from the
observation only (the swap test), exact replay, the same marks on every review."""

from __future__ import annotations

import itertools

import pytest

from game.ai.doudizhu.review import judge_moves, review_candidates
from game.ai.player import finish
from game.core.cards import sort_cards
from game.doudizhu.moves import Bid, StakeMove
from game.doudizhu.observation import rank_counts
from game.doudizhu.state import DealState, Phase
from game.settings import DouDizhuOptions, GameId
from game.table.doudizhu.review import (
    MARKED,
    MIN_MARKED_COST,
    DealReview,
    computer_deal,
    deal_decisions,
    review_deal,
    run_review,
)
from game.table.registry import doudizhu_rules
from game.table.saved_game import SavedGame, SavedGameError

WORLDS = 3
"""Few worlds keep the tests quick; the properties hold for any budget of work."""


def _replayed_to(saved: SavedGame, step: int) -> DealState:
    """The deal of ``saved`` just before its step ``step`` (the game time before it passed)."""
    state = DealState.new(doudizhu_rules(saved.game, saved.doudizhu_options()), saved.seed, saved.order)
    for index, (who, move, cards, elapsed, _) in enumerate(saved.doudizhu_steps()[: step + 1]):
        if elapsed:
            state.tick(elapsed)
        if index < step:
            state.apply(who, move, cards=cards)
    return state


def _swap_hidden(state: DealState, seat: int) -> bool:
    """Exchange one card between two other hands where the seat cannot tell (ranks that
    differ, neither card a revealed bottom card, neither hand shown); False when no such pair."""
    pinned = set(state.bottom)
    others = [
        other for other in range(state.num_players) if other != seat and not (state.opened and other == state.landlord)
    ]
    for a, b in itertools.combinations(others, 2):
        for x in state.hands[a]:
            for y in state.hands[b]:
                if x.rank != y.rank and x not in pinned and y not in pinned:
                    state.hands[a] = sort_cards([y if card == x else card for card in state.hands[a]])
                    state.hands[b] = sort_cards([x if card == y else card for card in state.hands[b]])
                    state._counts = [rank_counts(hand) for hand in state.hands]
                    state._cache = None
                    return True
    return False


@pytest.mark.parametrize(("game", "seed"), [(GameId.DDZ3, 2), (GameId.DDZ4, 1)])
def test_estimates_use_no_hidden_card(game: GameId, seed: int) -> None:
    """The swap test: other hands changed where the seat cannot see give the same
    observation and the same estimates, at every reviewed decision."""
    saved = computer_deal(game, seed)
    decisions = deal_decisions(saved, 0)
    assert decisions
    swapped_any = False
    for decision in decisions[:4]:
        state = _replayed_to(saved, decision.step)
        if not _swap_hidden(state, 0):
            continue
        swapped_any = True
        seen = state.observation(0)
        assert seen == decision.observation
        moves = review_candidates(decision.observation, decision.played)
        before = finish(judge_moves(decision.observation, moves, 5, WORLDS))
        after = finish(judge_moves(seen, review_candidates(seen, decision.played), 5, WORLDS))
        assert after == before
    assert swapped_any


def test_the_review_replays_the_deal_exactly() -> None:
    """Each reviewed decision is what the seat saw when it moved, and its move that one."""
    game, seed = GameId.DDZ3, 2
    rules = doudizhu_rules(game, DouDizhuOptions())
    saved = computer_deal(game, seed)
    state = DealState.new(rules, seed)
    seen = []
    for index, (who, move, cards, _, _) in enumerate(saved.doudizhu_steps()):
        if who == 0 and state.phase is Phase.PLAYING and len(state.legal_moves(0)) > 1:
            seen.append((index, state.observation(0), move))
        state.apply(who, move, cards=cards)
    assert state.phase is Phase.OVER
    again = SavedGame.from_json(saved.to_json())
    assert [(d.step, d.observation, d.played) for d in deal_decisions(again, 0)] == seen
    assert all(not isinstance(d.played, (Bid, StakeMove)) for d in deal_decisions(again, 0))


def test_a_deal_reviewed_twice_gets_the_same_marks() -> None:
    """A budget of work: the same review however the work is sliced (a clock that makes
    every check a new slice)."""
    saved = computer_deal(GameId.DDZ3, 2)
    first = run_review(saved, 0, WORLDS)
    ticks = itertools.count()
    sliced = review_deal(saved, 0, WORLDS, timer=lambda: float(next(ticks)))
    progress = []
    while True:
        try:
            progress.append(next(sliced))
        except StopIteration as stop:
            second: DealReview = stop.value
            break
    assert second == first
    assert second.marked == first.marked
    assert len(progress) > len(first.decisions) + 1  # the work came in many slices
    assert [p.done for p in progress] == sorted(p.done for p in progress)
    assert progress[-1].done == progress[-1].total == len(first.decisions)


def test_marks_are_the_costliest_decisions() -> None:
    saved = computer_deal(GameId.DDZ4, 1)
    review = run_review(saved, 0, WORLDS)
    assert len(review.marked) <= MARKED
    costs = [decision.cost for decision in review.decisions]
    for index in review.marked:
        assert costs[index] >= MIN_MARKED_COST
        assert all(costs[index] >= costs[other] for other in range(len(costs)) if other not in review.marked)
    for decision in review.decisions:
        assert decision.played.worlds == decision.best.worlds > 0
        assert decision.best.move != decision.played.move
        assert 0.0 <= decision.played.chance <= 1.0


def test_a_record_the_engine_refuses_is_a_saved_game_error() -> None:
    saved = computer_deal(GameId.DDZ3, 2)
    broken = SavedGame(saved.game, saved.options, saved.seed, saved.moves[:3] + saved.moves[4:])
    with pytest.raises(SavedGameError):
        deal_decisions(broken, 0)
    with pytest.raises(SavedGameError):
        deal_decisions(saved, 7)

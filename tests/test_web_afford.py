"""The search the browser affords (``tools.web_afford``): its positions, its figures, and
the work a search books (``SearchCounts.work``), which the tool reads."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.ai.doudizhu.hard import HardPlayer
from game.doudizhu.combos import Play
from game.doudizhu.moves import Pass
from tools.web_afford import play_positions, quartiles, report


def test_the_positions_are_card_play_decisions_with_a_choice() -> None:
    positions = play_positions(1, 23)
    assert len(positions) > 5
    for observation, seat in positions:
        assert observation.seat == seat
        assert len(observation.legal_moves) > 1
        assert all(isinstance(move, (Play, Pass)) for move in observation.legal_moves)


def test_a_search_on_a_budget_of_work_books_that_work() -> None:
    observation, seat = play_positions(1, 23)[0]
    player = HardPlayer(seat, 7, budget_worlds=3)
    player.choose(observation)
    # the search stops after the world that reaches the budget: at most one world more
    assert 3 <= player.last_stats.work < 4


@given(st.lists(st.floats(min_value=0, max_value=100), min_size=1, max_size=40))
def test_quartiles_are_ordered_values_of_the_sample(values: list[float]) -> None:
    low, middle, high = quartiles(values)
    assert low <= middle <= high
    assert {low, middle, high} <= set(values)
    assert sum(value <= middle for value in values) * 2 >= len(values)


def test_the_report_names_the_share_the_browser_affords() -> None:
    lines = report([10.0, 20.0, 30.0], [5.0, 10.0, 15.0], 100.0)
    assert "median  20.00" in lines[1] and "median  10.00" in lines[2]
    assert lines[-1].endswith("affords 0.50 of the native search (medians)")
    assert "no searched decision" in report([], [1.0], 100.0)[1]

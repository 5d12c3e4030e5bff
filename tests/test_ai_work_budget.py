"""The hard players' budget of work: a count of worlds, not time, ends each search, so a
seeded player makes the same moves however fast (or loaded) the machine is."""

from __future__ import annotations

import json
from itertools import count

import pytest

from game.ai.climbing.hard import HardClimbingPlayer
from game.ai.doudizhu.hard import FAST_WORLD_COST, HardPlayer
from game.ai.factory import make_player
from game.ai.think_clock import ThinkBudget
from game.climbing import SessionState, daifugo
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase
from game.sim.__main__ import main as sim_main


def timer(step_ms: float):
    """A fake clock that advances ``step_ms`` per reading (a fast or a slow machine)."""
    ticks = count()
    return lambda: next(ticks) * step_ms / 1000.0


def test_a_budget_of_work_ignores_the_clock_and_counts_worlds() -> None:
    clock = ThinkBudget(budget_ms=1.0, slice_ms=1.0, timer=timer(1000.0), worlds=2).start()
    assert clock.by_work and not clock.over()  # a whole second per reading: the time would be over
    clock.count_world()
    assert not clock.over()
    for _ in range(4):
        clock.count_world(0.25)
    assert clock.over()
    assert not ThinkBudget(1.0, 1.0, timer(0.0)).start().by_work
    with pytest.raises(ValueError):
        ThinkBudget(1.0, 1.0, worlds=0)


def ddz_decisions(step_ms: float, worlds: int, seed: int) -> tuple[list[object], list[int]]:
    """The moves of one deal with a hard player (on a fake clock of ``step_ms`` per reading)
    in every seat, and the worlds each searched decision judged."""
    state = DealState.new(TableRules.three(), seed)
    players = [HardPlayer(s, seed=s + 10 * seed, budget_worlds=worlds, timer=timer(step_ms)) for s in range(3)]
    moves: list[object] = []
    judged: list[int] = []
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        move = players[seat].choose(state.observation(seat))
        judged.append(players[seat].last_stats.worlds_judged)
        moves.append(move)
        state.apply(seat, move)
    return moves, judged


def test_dou_dizhu_moves_do_not_depend_on_the_clock_speed() -> None:
    fast_moves, fast_judged = ddz_decisions(0.001, 3, 4)
    slow_moves, slow_judged = ddz_decisions(50.0, 3, 4)  # every reading 50 ms later: 100 ms = 2 readings
    assert fast_moves == slow_moves and fast_judged == slow_judged
    assert ddz_decisions(0.001, 3, 4) == (fast_moves, fast_judged)  # and a rerun is the same
    searched = [n for n in fast_judged if n]
    assert searched, "some decisions were searched"
    # a world costs at most one, so at least 3 worlds (the race's cheaper worlds are
    # bounded in playouts: tests/test_ai_hard_search.py)
    assert all(n >= 3 for n in searched)


def test_the_auction_search_judges_its_share_of_cheap_worlds() -> None:
    state = DealState.new(TableRules.three(), 9)
    assert state.phase is Phase.BIDDING
    seat = state.current_player
    player = HardPlayer(seat, seed=1, budget_worlds=2, timer=timer(100.0))
    player.choose(state.observation(seat))
    assert player.last_stats.worlds_judged == round(2 / FAST_WORLD_COST)


def test_climbing_moves_do_not_depend_on_the_clock_speed() -> None:
    def moves(step_ms: float) -> list[object]:
        state = SessionState.new(daifugo(rounds=1), 3)
        players = [HardClimbingPlayer(s, s, budget_worlds=2, timer=timer(step_ms)) for s in range(4)]
        chosen: list[object] = []
        for _ in range(12):
            seat = state.current_player
            if seat is None or state.is_over():
                break
            move = players[seat].choose(state.observation(seat))
            chosen.append(move)
            state.apply(seat, move)
        return chosen

    assert moves(0.001) == moves(80.0)


def test_the_factory_and_the_simulator_pass_the_budget_of_work(capsys: pytest.CaptureFixture[str]) -> None:
    player = make_player("hard", 0, 1, budget_worlds=7)
    assert isinstance(player, HardPlayer) and player.budget_worlds == 7
    assert make_player("hard", 0, 1).budget_worlds is None
    climbing = make_player("hard", 0, 1, family="climbing", budget_worlds=5)
    assert isinstance(climbing, HardClimbingPlayer) and climbing.budget_worlds == 5
    assert sim_main(["--game", "ddz3", "--deals", "1", "--players", "hard,normal,normal",
                     "--budget-worlds", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["options"]["budget_worlds"] == 2

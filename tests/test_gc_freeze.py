"""``gc.freeze`` is the game loop's choice, never a side effect of asking the AI.

Freezing is process-wide: the game's own loop (the tables' ``ThinkDriver``) freezes the
long-lived caches once a decision turns out to be a search (it takes a second slice); the
bot interface, the simulator and a player asked directly (``choose``) leave the collector
alone.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from game.ai.doudizhu.hard import HardPlayer
from game.ai.factory import make_player
from game.bots import doudizhu_move
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase
from game.table.think_driver import ThinkDriver


@pytest.fixture
def unfrozen() -> Iterator[None]:
    """Start with nothing frozen, and leave nothing frozen."""
    gc.unfreeze()
    yield
    gc.unfreeze()


def _searching_position() -> DealState:
    """A three-player deal after the auction where the hard player has a real choice."""
    state = DealState.new(TableRules.three(), 13)
    players = [make_player("normal", seat, seat) for seat in range(3)]
    while state.phase is Phase.BIDDING or len(state.history) < 4:
        seat = state.current_player
        state.apply(seat, players[seat].choose(state.observation(seat)))
    return state


def _hard_player(seat: int) -> HardPlayer:
    """A hard player on a counting timer (a millisecond per reading): it searches the same
    amount on any machine."""
    ticks = iter(range(10**9))
    return HardPlayer(seat, seed=1, budget_ms=1500, timer=lambda: next(ticks) / 1e3)


def test_the_bot_interface_at_level_hard_never_freezes(unfrozen: None) -> None:
    before = gc.get_freeze_count()
    move = doudizhu_move("3344556678899TJ2B", [(0, "3"), (1, "5")], landlord=0, seat=2, bottom="QKR",
                         level="hard", seed=4)
    assert isinstance(move, str)
    assert gc.get_freeze_count() == before == 0


def test_a_hard_player_asked_directly_never_freezes(unfrozen: None) -> None:
    state = _searching_position()
    seat = state.current_player
    player = _hard_player(seat)
    player.choose(state.observation(seat))
    assert player.last_stats.worlds > 0  # it searched
    assert gc.get_freeze_count() == 0


def test_the_simulators_never_freeze(unfrozen: None) -> None:
    from game.sim import climbing
    from game.sim.doudizhu import TableSetup, run

    run(TableSetup("ddz3", budget_ms=5), ["hard", "normal", "normal"], 1, 7)
    climbing.run("daifugo", ["hard", "normal", "normal", "normal"], 1, 3, {}, True, budget_ms=5)
    assert gc.get_freeze_count() == 0


def test_the_game_loops_think_driver_freezes_once_a_search_takes_a_slice(unfrozen: None) -> None:
    state = _searching_position()
    seat = state.current_player
    driver = ThinkDriver(budget_ms=2.0)
    player = _hard_player(seat)
    move = driver.advance(seat, player, state.observation)
    assert move is None  # still searching after this frame
    assert gc.get_freeze_count() > 0
    while move is None:
        move = driver.advance(seat, player, state.observation)
    assert move in state.legal_moves()


def test_a_decision_done_in_one_slice_freezes_nothing(unfrozen: None) -> None:
    state = _searching_position()
    seat = state.current_player
    move = ThinkDriver(budget_ms=2.0).advance(seat, make_player("normal", seat, 1), state.observation)
    assert move in state.legal_moves()
    assert gc.get_freeze_count() == 0

"""``gc.freeze`` is the game loop's choice, never a side effect of asking the AI.

Freezing is process-wide: the game's own loop (the tables' ``ThinkDriver``) freezes the
long-lived caches once a decision turns out to be a search (it takes a second slice), until
that decision ends; the bot interface, the simulator and a player asked directly
(``choose``) leave the collector alone. What was frozen is collected all the same once the
decision is over, and the tables make no reference cycles at all.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from game.ai.doudizhu.hard import HardPlayer
from game.ai.factory import make_player
from game.bots import doudizhu_move
from game.climbing.options import daifugo
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase
from game.table.climbing.controller import ClimbingTable
from game.table.doudizhu.controller import TableController
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


def _hard_player(seat: int, budget_ms: float = 1500) -> HardPlayer:
    """A hard player on a counting timer (a millisecond per reading): it searches the same
    amount on any machine."""
    ticks = iter(range(10**9))
    return HardPlayer(seat, seed=1, budget_ms=budget_ms, timer=lambda: next(ticks) / 1e3)


def _finished_doudizhu_table_after_a_search() -> weakref.ref[TableController]:
    """A three-player deal played to its end by the table's own loop, seat 0 searching (hard);
    only a weak reference to the table is left."""
    table = TableController(TableRules.three(), 5, "normal", human_seat=None, move_delay_ms=0)
    searcher = _hard_player(0, budget_ms=200)
    table.players[0] = searcher
    searched = False
    while table.state.phase is not Phase.OVER:
        table.update(16)
        searched = searched or searcher.last_stats.worlds > 0
    assert searched and table.state.result is not None
    return weakref.ref(table)


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
    assert gc.get_freeze_count() == 0  # the freeze ended with the decision


def test_a_search_dropped_mid_way_ends_its_freeze(unfrozen: None) -> None:
    state = _searching_position()
    seat = state.current_player
    driver = ThinkDriver(budget_ms=2.0)
    assert driver.advance(seat, _hard_player(seat), state.observation) is None
    assert gc.get_freeze_count() > 0
    driver.reset()  # a move was applied elsewhere, or a takeover switched off
    assert gc.get_freeze_count() == 0


def test_cyclic_garbage_frozen_during_a_search_is_collected_after_it(unfrozen: None) -> None:
    class Node:
        """Refers to itself: only the cyclic collector frees it."""

        def __init__(self) -> None:
            self.me = self

    node = Node()
    ref = weakref.ref(node)
    state = _searching_position()
    seat = state.current_player
    driver = ThinkDriver(budget_ms=2.0)
    player = _hard_player(seat)
    move = driver.advance(seat, player, state.observation)
    assert move is None and gc.get_freeze_count() > 0  # the node is frozen with the rest
    del node
    while move is None:
        move = driver.advance(seat, player, state.observation)
    gc.collect()
    assert ref() is None


def test_a_finished_table_is_collected_once_a_search_has_run(unfrozen: None) -> None:
    ref = _finished_doudizhu_table_after_a_search()
    gc.collect()
    assert ref() is None


@pytest.mark.parametrize("family", ["doudizhu", "climbing"])
def test_a_finished_table_is_freed_by_reference_counting_alone(family: str) -> None:
    """No reference cycle through a table (its log names seats from plain values, not from
    the table's methods), so a table goes the moment the session lets it go."""
    gc.collect()
    gc.disable()
    try:
        if family == "doudizhu":
            ref: weakref.ref[object] = _finished_doudizhu_table_after_a_search()
        else:
            table = ClimbingTable(daifugo(rounds=1), 3, "normal", human_seat=None, move_delay_ms=0, announce_ms=0)
            while not table.session_over():
                table.update(16)
                table.acknowledge_round()
            ref = weakref.ref(table)
            del table
        assert ref() is None
    finally:
        gc.enable()


def test_a_decision_done_in_one_slice_freezes_nothing(unfrozen: None) -> None:
    state = _searching_position()
    seat = state.current_player
    move = ThinkDriver(budget_ms=2.0).advance(seat, make_player("random", seat, 1), state.observation)
    assert move in state.legal_moves()
    assert gc.get_freeze_count() == 0

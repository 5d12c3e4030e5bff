"""Takeover (the computer plays the human's seat), headless: it plays the human's turns, its
own moves refuse the human's, switching it off hands the seat back at once (also in the
middle of a decision) and no turn is played twice."""

from __future__ import annotations

from game.climbing.effects import ChoiceKind
from game.climbing.options import president
from game.climbing.state import Phase as ClimbingPhase
from game.doudizhu.rules import TableRules
from game.doudizhu.state import Phase
from game.table.climbing.controller import ClimbingTable
from game.table.doudizhu.controller import TableController
from game.table.takeover import COMPUTER_PLAYS

FRAME_MS = 16


def human_steps(record: list, seat: int, decode) -> int:
    return sum(1 for step in record if decode(step) == seat)


def ddz_seat(step: dict) -> int:
    return step["s"]


def test_ddz_takeover_plays_the_whole_deal_for_the_human() -> None:
    table = TableController(TableRules.three(), seed=3, level="normal", move_delay_ms=0)
    table.takeover = True
    assert not table.human_to_act()
    for _ in range(5000):
        if table.state.phase is Phase.OVER:
            break
        table.update(FRAME_MS)
    assert table.state.phase is Phase.OVER
    assert human_steps(table.record, 0, ddz_seat) > 0
    assert len(table.record) == table.moves_applied


def test_ddz_takeover_refuses_the_humans_moves_and_stops_when_switched_off() -> None:
    table = TableController(TableRules.three(), seed=3, level="normal", move_delay_ms=0)
    for _ in range(2000):
        if table.human_to_act():
            break
        table.update(FRAME_MS)
    assert table.human_to_act()
    table.takeover = True
    applied = table.moves_applied
    assert table.bid_human(0) is COMPUTER_PLAYS and table.pass_human() is COMPUTER_PLAYS
    assert table.moves_applied == applied
    table.takeover = False
    for _ in range(200):
        table.update(FRAME_MS)
    assert table.moves_applied == applied and table.human_to_act()


def test_ddz_switching_off_mid_think_returns_the_seat_at_once_and_no_turn_is_played_twice() -> None:
    table = TableController(TableRules.three(), seed=5, level="hard", move_delay_ms=0, think_budget_ms=0.0)
    table.takeover = True
    mid_think = False
    for _ in range(20000):
        if table.state.phase is Phase.OVER:
            break
        before = table.moves_applied
        table.update(FRAME_MS)
        if table.moves_applied == before and table.state.current_player == 0 and table._driver.thinking_for == 0:
            mid_think = True
            break
    assert mid_think
    applied = table.moves_applied
    table.takeover = False
    assert table._driver.thinking_for is None
    for _ in range(100):
        table.update(FRAME_MS)
    assert table.moves_applied == applied and table.human_to_act()
    table.takeover = True
    for _ in range(20000):
        if table.moves_applied > applied:
            break
        table.update(FRAME_MS)
    assert table.moves_applied == applied + 1
    assert ddz_seat(table.record[-1]) == 0  # the human's turn, played once, by the computer


def climbing_seat(step: list) -> int:
    return step[0]


def run_climbing(table: ClimbingTable, frames: int, until=lambda: False) -> None:
    for _ in range(frames):
        if table.session_over() or until():
            return
        if table.round_over:
            table.acknowledge_round()
        table.update(FRAME_MS)


def test_climbing_takeover_plays_the_humans_turns_and_stops_when_switched_off() -> None:
    table = ClimbingTable(president(rounds=2), seed=4, level="normal", move_delay_ms=0, announce_ms=0)
    table.takeover = True
    run_climbing(table, 20000, until=lambda: human_steps(table.record, 0, climbing_seat) >= 8)
    assert human_steps(table.record, 0, climbing_seat) >= 8
    assert table.human_moves() == [] and not table.human_to_act()
    table.takeover = False
    run_climbing(table, 20000, until=table.human_to_act)
    assert table.human_to_act()
    applied = table.moves_applied
    run_climbing(table, 300)
    assert table.moves_applied == applied  # nobody moves for the human any more
    moves = table.human_moves()
    assert moves
    table.takeover = True
    assert table.apply_human(moves[0]) is COMPUTER_PLAYS and table.moves_applied == applied


def test_climbing_takeover_answers_the_exchange_for_the_human() -> None:
    table = ClimbingTable(president(rounds=2), seed=0, level="normal", move_delay_ms=0, announce_ms=0)
    table.takeover = True
    run_climbing(table, 40000, until=lambda: table.state.round_number >= 2)
    table.takeover = False
    run_climbing(table, 40000, until=lambda: table.human_to_act() or table.state.phase is ClimbingPhase.PLAY)
    pending = table.human_choice()
    assert pending is not None and pending.kind is ChoiceKind.EXCHANGE  # the human gives cards
    applied = table.moves_applied
    table.takeover = True
    run_climbing(table, 40000, until=lambda: table.state.pending is None or table.state.pending.seat != 0)
    assert table.moves_applied > applied
    assert all(climbing_seat(step) == 0 for step in table.record[applied:])

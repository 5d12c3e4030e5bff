"""The table protocol (:mod:`game.table.protocol`) on both families' controllers, the shared
controller base (:mod:`game.table.controller_base`) and the one session type
(:mod:`game.table.table_session`)."""

from __future__ import annotations

from game.climbing.legality import NOT_YOUR_TURN as CLIMBING_NOT_YOUR_TURN
from game.climbing.options import daifugo
from game.climbing.state import SessionState
from game.doudizhu.refusals import NOT_YOUR_TURN as DDZ_NOT_YOUR_TURN
from game.doudizhu.rules import TableRules
from game.settings import GameId, Settings
from game.table.climbing.controller import NO_HUMAN, ClimbingTable
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.session import Session
from game.table.takeover import COMPUTER_PLAYS


def ddz_table(human: int | None = 0) -> TableController:
    return TableController(TableRules.three(), 7, "easy", human_seat=human, move_delay_ms=0, think_budget_ms=1000)


def climbing_table(human: int | None = 0) -> ClimbingTable:
    return ClimbingTable(daifugo(), 7, "easy", human_seat=human, move_delay_ms=0, think_budget_ms=1000, announce_ms=0)


def test_the_human_move_guard_refuses_alike_and_changes_nothing() -> None:
    """No human seat, the takeover, then the turn: each family's own reason, nothing applied."""
    for make, no_human in ((ddz_table, DDZ_NOT_YOUR_TURN), (climbing_table, NO_HUMAN)):
        table = make(0)
        table.takeover = True
        assert table.pass_human() == COMPUTER_PLAYS
        table.takeover = False
        assert table.taken_over, "the takeover is remembered after it is switched off"
        autoplay = make(None)
        autoplay.takeover = True
        assert not autoplay.takeover, "no takeover without a human seat"
        assert autoplay.pass_human() == no_human
        assert autoplay.moves_applied == 0 and table.moves_applied == 0
    opener = ddz_table().state.current_player
    assert opener is not None
    ddz = ddz_table((opener + 1) % 3)  # the auction opens at another seat than the human's
    assert ddz.pass_human() == DDZ_NOT_YOUR_TURN and ddz.moves_applied == 0


def test_out_of_turn_is_one_reason_in_the_climbing_engine_and_table() -> None:
    state = SessionState.new(daifugo(), 7)
    seat = next(s for s in range(state.num_players) if s != state.current_player)
    assert state.refusal(seat, list(state.hands[seat][:1])) == CLIMBING_NOT_YOUR_TURN


def test_what_the_table_shows_reads_the_same_on_both_families() -> None:
    ddz = ddz_table(None)
    while ddz.moves_applied < 8 and not ddz.finished():
        ddz.update(100)
    assert ddz.decision() is None and ddz.round_over is False
    for seat, action in ddz.shown.items():
        assert ddz.shown_cards(seat) == action.cards
    climbing = climbing_table()
    assert climbing.decision() is climbing.state.pending
    hand = climbing.state.hands[0]
    assert climbing.readings(hand[:1]) == climbing.plays_for(hand[:1])
    assert not climbing.finished() and not ddz_table().finished()


def test_both_sessions_store_and_count_by_the_same_rules() -> None:
    sessions = (Session(Settings(game=GameId.DDZ3), seed=3), ClimbingSession(Settings(game=GameId.DAIFUGO), seed=3))
    for session in sessions:
        assert session.saved_game() is None, "no table yet"
        table = session.next_deal(0, 1000) if isinstance(session, Session) else session.start(0, 1000)
        assert table.human_seat == 0 and session.human_seat == 0
        assert session.saved_game() is not None and session.counts_in_statistics()
        table.takeover = True
        assert not session.counts_in_statistics(), "the computer played the seat"
    autoplay = Session(Settings(), seed=3, autoplay=True)
    assert autoplay.next_deal(0, 1000).human_seat is None and autoplay.saved_game() is None

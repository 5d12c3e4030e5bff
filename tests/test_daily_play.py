"""Playing the daily deal (game.table.daily.play, .session, .share): the computer's play is
deterministic (a budget of work), its opponents are the table's, the sessions keep the record,
and the share text says what it must and nothing more."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from game.ai.player import finish
from game.daily_record import DailyScore
from game.i18n import set_language
from game.settings import GameId, Settings
from game.stats import SeatRole
from game.table.climbing.controller import ClimbingTable
from game.table.daily.deal import daily_deal
from game.table.daily.play import OPPONENT_LEVEL, computer_play, make_seat_player, result_of, start_state
from game.table.daily.session import DailyRun, daily_run, start_daily
from game.table.daily.share import share_text
from game.table.doudizhu.controller import TableController

pytestmark = pytest.mark.usefixtures("english_texts")
DAY = date(2026, 12, 2)
ROOT = Path(__file__).resolve().parents[1]
REPLAY = """
import json, sys
from datetime import date
from game.ai.player import finish
from game.settings import GameId
from game.table.daily.deal import daily_deal
from game.table.daily.play import computer_play
score = finish(computer_play(daily_deal(date(2026, 12, 2), GameId(sys.argv[1]))))
print(json.dumps(score.to_dict()))
"""


def replay(game: GameId) -> DailyScore:
    return finish(computer_play(daily_deal(DAY, game)))


@pytest.mark.parametrize("game", [GameId.DDZ3, GameId.PRESIDENT])
def test_the_computer_plays_the_same_in_another_process(game: GameId) -> None:
    """Twice here and once in a fresh interpreter (another memory layout, another hash seed):
    the same result, since the hard player's budget is work, not time."""
    here = replay(game)
    assert replay(game) == here
    done = subprocess.run(
        [sys.executable, "-c", REPLAY, game.value], cwd=ROOT, capture_output=True, text=True, check=True,
        env={"PYTHONHASHSEED": "123", "PATH": ""},
    )
    assert DailyScore.from_dict(json.loads(done.stdout)) == here


def played_out(table: TableController | ClimbingTable) -> None:
    for _ in range(200_000):
        if table.finished():
            return
        table.update(50, think=True)
    raise AssertionError("the table did not finish")


@pytest.mark.parametrize("game", [GameId.DDZ2, GameId.DAIFUGO])
def test_the_opponents_are_the_tables(game: GameId) -> None:
    """The replay with the normal computer in the player's seat is the table played by the
    computer at every seat: the same players, seeded the same."""
    deal = daily_deal(DAY, game)
    expected = finish(computer_play(deal, make_seat_player(deal, OPPONENT_LEVEL)))
    state = start_state(deal)
    table: TableController | ClimbingTable
    if game is GameId.DDZ2:
        from game.table.daily.play import doudizhu_daily_rules

        table = TableController(doudizhu_daily_rules(game), deal.seed, OPPONENT_LEVEL, human_seat=None,
                                move_delay_ms=0, state=state)  # type: ignore[arg-type]
    else:
        from game.table.daily.play import climbing_daily_options

        table = ClimbingTable(climbing_daily_options(game), deal.seed, OPPONENT_LEVEL, human_seat=None,
                              move_delay_ms=0, announce_ms=0, state=state)  # type: ignore[arg-type]
    played_out(table)
    assert result_of(table.state) == expected


def test_a_real_attempt_then_practice_and_the_record() -> None:
    settings = Settings()
    session = start_daily(settings, daily_deal(DAY, GameId.DDZ3), DAY, 0, 4.0)
    run = daily_run(session)
    assert run is not None and not run.practice
    assert settings.daily.entry(DAY, "ddz3") is not None
    assert session.saved_game() is None and not session.stored
    again = daily_run(start_daily(settings, daily_deal(DAY, GameId.DDZ3), DAY, 0, 4.0))
    assert again is not None and again.practice
    past = daily_run(start_daily(settings, daily_deal(date(2026, 11, 1), GameId.DDZ3), DAY, 0, 4.0))
    assert past is not None and past.practice and settings.daily.entry(date(2026, 11, 1), "ddz3") is None
    score = DailyScore(SeatRole.FARMER, True, 6, 5)
    run.player_done(score, assisted=False)
    assert settings.daily.entry(DAY, "ddz3").mine == score  # type: ignore[union-attr]
    computer = run.finish_computer()
    assert settings.daily.entry(DAY, "ddz3").computer == computer  # type: ignore[union-attr]
    past.player_done(score, assisted=False)
    assert settings.daily.entry(date(2026, 11, 1), "ddz3") is None


def test_the_background_work_gives_the_same_result_in_any_slices() -> None:
    deal = daily_deal(DAY, GameId.DDZ2)
    ticks = iter(range(10**9))
    run = DailyRun(Settings(), deal, practice=True)
    frames = 0
    while not run.work(3.0, timer=lambda: next(ticks) / 1000.0):  # three steps a frame
        frames += 1
    assert frames > 10
    assert run.computer == replay(GameId.DDZ2)


def test_a_played_daily_deal_leaves_the_session_scores_alone() -> None:
    settings = Settings()
    settings.scores[GameId.DAIFUGO] = [5, 0, 0, -5]
    session = start_daily(settings, daily_deal(DAY, GameId.DAIFUGO), DAY, 0, 4.0)
    session.table.takeover = True  # type: ignore[union-attr]
    played_out(session.table)  # type: ignore[arg-type]
    session.record_scores()
    session.record_rounds()  # type: ignore[union-attr]
    assert settings.scores[GameId.DAIFUGO] == [5, 0, 0, -5]
    entry = settings.daily.entry(DAY, "daifugo")
    assert entry is not None and entry.mine is not None and entry.assisted


def test_the_share_text() -> None:
    deal = daily_deal(DAY, GameId.DDZ3)
    mine = DailyScore(SeatRole.LANDLORD, True, 12, 7)
    computer = DailyScore(SeatRole.LANDLORD, False, -6, 9)
    assert share_text(deal, mine, computer, practice=False) == (
        "Daily deal 2026-12-02, Dou Dizhu, 3 players (Climbing Table)\n"
        "You: Landlord, won, +12 points, 7 plays\n"
        "Hard computer in your seat: Landlord, lost, -6 points, 9 plays"
    )
    one = DailyScore(SeatRole.FARMER, None, 1, 1)
    assert share_text(deal, one, None, practice=True) == (
        "Daily deal 2026-12-02, Dou Dizhu, 3 players (Climbing Table, practice)\n"
        "You: Farmer, no winner, +1 point, 1 play"
    )
    daifugo = daily_deal(DAY, GameId.DAIFUGO)
    place = DailyScore(SeatRole.PRESIDENT, True, 2, 8, 0)
    assert share_text(daifugo, place, None, False).endswith("You: Daifugo, place 1 of 4, +2 points, 8 plays")


def test_the_share_text_names_no_card_and_speaks_the_language() -> None:
    deal = daily_deal(DAY, GameId.DDZ3)
    text = share_text(deal, DailyScore(SeatRole.FARMER, True, 6, 5), DailyScore(SeatRole.FARMER, True, 6, 4), False)
    assert not any(suit in text for suit in "♠♥♦♣")
    set_language("sv")
    swedish = share_text(deal, DailyScore(SeatRole.FARMER, True, 6, 5), None, False)
    assert "2026-12-02" in swedish and swedish != text.split("\n")[0]

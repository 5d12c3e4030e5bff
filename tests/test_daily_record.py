"""The daily record (game.daily_record): streaks over sequences of days, marks, repair."""

from __future__ import annotations

import json
from datetime import date, timedelta

from hypothesis import given
from hypothesis import strategies as st

from game.daily_record import DailyEntry, DailyRecord, DailyScore, DayMark
from game.settings import GameId, Settings
from game.stats import SeatRole

TODAY = date(2026, 12, 2)
TABLES = [game.value for game in GameId]
WIN = DailyScore(SeatRole.LANDLORD, True, 6, 7)
LOSS = DailyScore(SeatRole.FARMER, False, -3, 4)

offsets = st.lists(st.integers(min_value=0, max_value=40), max_size=30)


def record_of(days: list[int], game: str = "ddz3") -> DailyRecord:
    record = DailyRecord()
    for back in days:
        day = TODAY - timedelta(days=back)
        record.start(day, game)
        record.finish(day, game, WIN, assisted=False)
    return record


def run_ending_at(played: set[int], start: int) -> int:
    run = 0
    while start + run in played:
        run += 1
    return run


@given(offsets)
def test_the_streak_is_the_run_of_days_ending_today_or_yesterday(days: list[int]) -> None:
    played = set(days)
    record = record_of(days)
    expected = run_ending_at(played, 0) if 0 in played else run_ending_at(played, 1)
    assert record.streak(TODAY) == expected
    assert record.best_streak() >= record.streak(TODAY)


@given(offsets)
def test_the_best_streak_is_the_longest_run(days: list[int]) -> None:
    played = set(days)
    longest = max((run_ending_at(played, start) for start in played), default=0)
    assert record_of(days).best_streak() == longest


@given(offsets, offsets)
def test_the_order_of_play_and_other_tables_change_nothing(days: list[int], others: list[int]) -> None:
    record = record_of(days)
    shuffled = record_of(list(reversed(days)))
    assert record.streak(TODAY) == shuffled.streak(TODAY)
    assert record.best_streak() == shuffled.best_streak()
    # another table's days only ever lengthen the runs
    both = record_of(days)
    for back in others:
        day = TODAY - timedelta(days=back)
        both.start(day, "daifugo")
        both.finish(day, "daifugo", LOSS, assisted=False)
    assert both.best_streak() >= record.best_streak()
    assert both.streak(TODAY) >= record.streak(TODAY)


@given(offsets)
def test_unfinished_or_assisted_days_do_not_count(days: list[int]) -> None:
    record = DailyRecord()
    for back in days:
        day = TODAY - timedelta(days=back)
        record.start(day, "ddz3")
        if back % 2:
            record.finish(day, "ddz3", WIN, assisted=True)
    assert record.streak(TODAY) == 0 and record.best_streak() == 0


def test_the_first_deal_of_a_day_is_the_attempt_then_practice() -> None:
    record = DailyRecord()
    assert record.start(TODAY, "ddz3") is True
    assert record.start(TODAY, "ddz3") is False
    assert record.start(TODAY, "ddz4") is True


def test_marks() -> None:
    record = DailyRecord()
    yesterday, before = TODAY - timedelta(days=1), TODAY - timedelta(days=2)
    record.start(yesterday, "ddz3")
    record.finish(yesterday, "ddz3", WIN, assisted=False)
    record.start(before, "ddz3")
    assert record.mark(yesterday, "ddz3", TODAY) is DayMark.WON
    assert record.mark(before, "ddz3", TODAY) is DayMark.LEFT
    assert record.mark(TODAY - timedelta(days=3), "ddz3", TODAY) is DayMark.MISSED
    assert record.mark(TODAY, "ddz3", TODAY) is DayMark.OPEN
    assert record.mark(TODAY + timedelta(days=1), "ddz3", TODAY) is DayMark.FUTURE
    record.start(TODAY, "ddz3")
    record.finish(TODAY, "ddz3", LOSS, assisted=False)
    assert record.mark(TODAY, "ddz3", TODAY) is DayMark.PLAYED
    record.finish(yesterday, "ddz3", WIN, assisted=True)
    assert record.mark(yesterday, "ddz3", TODAY) is DayMark.PLAYED  # the takeover's win is not the player's


def test_a_round_trip_through_the_settings() -> None:
    settings = Settings()
    settings.daily.start(TODAY, "daifugo")
    settings.daily.finish(TODAY, "daifugo", DailyScore(SeatRole.PRESIDENT, True, 2, 9, 0), assisted=False)
    settings.daily.add_computer(TODAY, "daifugo", DailyScore(SeatRole.BEGGAR, False, -2, 8, 3))
    again = Settings.from_json(settings.to_json())
    assert again.daily == settings.daily


def test_corrupt_values_fall_back_field_by_field() -> None:
    stored = {
        "2026-12-01": {
            "ddz3": {"mine": {"role": "landlord", "won": "yes", "points": 6, "plays": -4, "place": True},
                     "computer": {"role": "king", "won": True}, "assisted": 3},
            "chess": {"mine": {"role": "landlord"}},
            "ddz2": "junk",
        },
        "2026-13-40": {"ddz3": {}},
        "yesterday": {"ddz3": {}},
        "2026-11-30": [],
    }
    record = DailyRecord.from_dict(json.loads(json.dumps(stored)), TABLES)
    assert set(record.days) == {date(2026, 12, 1)}
    entry = record.entry(date(2026, 12, 1), "ddz3")
    assert entry == DailyEntry(DailyScore(SeatRole.LANDLORD, None, 6, 0, None), None, False)
    assert record.entry(date(2026, 12, 1), "ddz2") == DailyEntry()
    assert record.entry(date(2026, 12, 1), "chess") is None
    assert DailyRecord.from_dict("junk", TABLES) == DailyRecord()


def test_a_settings_text_with_a_broken_daily_record_keeps_the_rest() -> None:
    settings = Settings(language="sv")
    data = json.loads(settings.to_json())
    data["daily"] = {"2026-12-01": {"ddz3": {"mine": {"role": 5}}}}
    again = Settings.from_json(json.dumps(data))
    assert again.language == "sv"
    assert again.daily.entry(date(2026, 12, 1), "ddz3") == DailyEntry()

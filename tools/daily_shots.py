"""Pictures of the daily deal's screens, headless, in every language (a developer's tool).

    python -m tools.daily_shots DIR              # DIR/daily-<lang>-<screen>.png, every language
    python -m tools.daily_shots DIR --lang sv

The screens, in order (:func:`daily_screens`, which ``tests/test_ui_daily.py`` also walks with
the text recorder on): the menu with the mode's button, the daily page before playing, the
calendar with past days marked, the table's result with its "Compare" button (today's Dou
Dizhu deal, the computer playing the player's seat), the comparison while the computer still
plays and once it is done, the share dialog and its copy-by-hand form, the daily page after
playing, and a climbing table's comparison (practice). The day is fixed (:data:`DAY`) and the
settings are in memory, so every run draws the same pictures.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator, Sequence
from datetime import date, timedelta
from pathlib import Path
from unittest import mock

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.daily_record import DailyScore
from game.i18n import offered_languages
from game.settings import GameId
from game.stats import SeatRole
from game.table.daily.session import daily_run
from game.ui import app as app_module
from game.ui.app import App, AppOptions, ScratchPlatform
from game.ui.daily import start
from game.ui.families import make_app

DAY = date(2026, 12, 2)
FRAME_MS = 50
MAX_FRAMES = 40_000


class _NoStore:
    """A platform that stores nothing (every run starts from the defaults)."""

    def read_settings(self) -> str | None:
        return None

    def write_settings(self, text: str) -> bool:
        return True

    def language(self) -> str | None:
        return "en_US"


def daily_app(language: str) -> App:
    """A headless app speaking ``language`` on :data:`DAY`, with a few past days played."""
    pygame.init()
    app = make_app(AppOptions(language=language, today=DAY), platform=ScratchPlatform(_NoStore()))
    app.settings.tutorial_seen = True
    record = app.settings.daily
    win = DailyScore(SeatRole.LANDLORD, True, 6, 7)
    loss = DailyScore(SeatRole.FARMER, False, -2, 5)
    for back, score in ((1, win), (2, loss), (3, win), (6, win)):
        day = DAY - timedelta(days=back)
        record.start(day, GameId.DDZ3.value)
        record.finish(day, GameId.DDZ3.value, score, assisted=False)
    record.start(DAY - timedelta(days=4), GameId.DDZ3.value)  # left unfinished
    return app


def run_until(app: App, scenes: Sequence[str]) -> None:
    """Frames until the app shows one of ``scenes``."""
    for _ in range(MAX_FRAMES):
        assert app.scene is not None
        if app.scene.name in scenes:
            return
        app.frame(FRAME_MS)
    raise AssertionError(f"never reached {scenes}")


def play_out_with_takeover(app: App) -> None:
    """The table's deal or round to its result, the computer playing the player's seat."""
    table = app.table
    assert table is not None
    table.takeover = True
    run_until(app, ("scoring", "climbing_scoring"))


def daily_screens(app: App) -> Iterator[str]:
    """Bring ``app`` to each screen in turn (drawn once), yielding its name."""
    app.switch("menu")
    app.frame(FRAME_MS)
    yield "menu"
    app.switch("daily", game=GameId.DDZ3)
    app.frame(FRAME_MS)
    yield "page"
    app.switch("daily_calendar", game=GameId.DDZ3)
    app.frame(FRAME_MS)
    yield "calendar"
    app.switch("daily", game=GameId.DDZ3)
    start.play_daily(app, GameId.DDZ3, DAY)
    with mock.patch.object(app_module, "BACKGROUND_MS", 0.0):  # the computer's play waits for the result
        play_out_with_takeover(app)
    app.frame(FRAME_MS)
    yield "table-result"
    assert app.scene is not None
    with mock.patch.object(app_module, "BACKGROUND_MS", 0.0):
        app.scene.proceed()  # type: ignore[attr-defined]
        app.frame(FRAME_MS)
    yield "comparison-waiting"
    run = daily_run(app.session)
    assert run is not None
    run.finish_computer()
    app.frame(FRAME_MS)
    yield "comparison"
    app.scene.share()  # type: ignore[attr-defined]
    app.frame(FRAME_MS)
    yield "share"
    app.close_modal()
    with mock.patch.object(start, "copy_text", return_value=False):
        app.scene.share()  # type: ignore[attr-defined]
    app.frame(FRAME_MS)
    yield "share-by-hand"
    app.close_modal()
    app.switch("daily", game=GameId.DDZ3)
    app.frame(FRAME_MS)
    yield "page-played"
    start.play_daily(app, GameId.PRESIDENT, DAY - timedelta(days=1))
    play_out_with_takeover(app)
    app.scene.proceed()  # type: ignore[attr-defined]
    run = daily_run(app.session)
    assert run is not None
    run.finish_computer()
    app.frame(FRAME_MS)
    yield "comparison-practice"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--lang", choices=sorted(offered_languages()), action="append")
    args = parser.parse_args(argv)
    args.directory.mkdir(parents=True, exist_ok=True)
    for language in args.lang or sorted(offered_languages()):
        app = daily_app(language)
        for name in daily_screens(app):
            path = args.directory / f"daily-{language}-{name}.png"
            pygame.image.save(app.fresh_canvas(), str(path))
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

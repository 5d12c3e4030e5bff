"""The daily deal's screens, headless: reached from the menu by mouse, keyboard and touch;
the day's one attempt, then practice; the calendar's past days; the comparison with the
computer; sharing through the clipboard or by hand; no text overlapping in any language."""

from __future__ import annotations

from datetime import date, timedelta
from types import SimpleNamespace
from unittest import mock

import pygame
import pytest

from game.i18n import offered_languages, set_language
from game.platform import WebPlatform, copy_to_clipboard
from game.settings import GameId
from game.table.daily.session import DailyDoudizhuSession, daily_run
from game.ui.common import theme
from game.ui.common.widgets import text
from game.ui.daily import start
from tests.test_ui_touch import phone_app, tap
from tests.ui_helpers import click, key, make_app
from tools.daily_shots import DAY, daily_app, daily_screens, play_out_with_takeover

pytestmark = pytest.mark.usefixtures("english_texts")


def test_the_menu_opens_the_daily_page_and_escape_comes_back() -> None:
    app = make_app(today=DAY)
    button = next(b for b in app.scene.buttons if b.label() == "Daily deal")  # type: ignore[union-attr]
    click(app, button.rect.center)
    assert app.scene is not None and app.scene.name == "daily"
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def test_by_keyboard_alone_the_page_plays_today_deal() -> None:
    app = make_app(today=DAY)
    app.switch("daily", game=GameId.DAIFUGO)
    key(app, pygame.K_RETURN)  # the focus starts on Play
    assert app.scene is not None and app.scene.name == "climbing_play"
    run = daily_run(app.session)
    assert run is not None and not run.practice and run.deal.game is GameId.DAIFUGO


def test_a_tap_plays_and_the_stored_game_stays() -> None:
    app = phone_app(today=DAY)
    app.start_table()  # a game of the menu, left to continue later
    app.frame(16)
    app.leave_table()
    kept = app.settings.saved_game
    assert kept is not None
    app.switch("daily", game=GameId.DDZ3)
    tap(app, app.scene.play_button.rect.center)  # type: ignore[union-attr]
    assert app.scene is not None and app.scene.name == "bidding"
    assert isinstance(app.session, DailyDoudizhuSession)
    app.frame(16)
    app.leave_table()
    assert app.settings.saved_game == kept  # a daily deal never replaces the game to continue


def test_the_day_attempt_then_practice_and_the_comparison() -> None:
    app = make_app(today=DAY)
    app.switch("daily", game=GameId.DDZ2)
    assert app.scene.play_label() == "Play today's deal"  # type: ignore[union-attr]
    app.scene.play()  # type: ignore[union-attr]
    play_out_with_takeover(app)
    scene = app.scene
    assert scene is not None and scene.next_button.label() == "Compare with the computer"  # type: ignore[attr-defined]
    assert not scene.offers_takeover()  # type: ignore[attr-defined]
    key(app, pygame.K_RETURN)
    assert app.scene.name == "daily_result"
    for _ in range(5000):
        app.frame(16)
        run = daily_run(app.session)
        if run is not None and run.computer is not None:
            break
    entry = app.settings.daily.entry(DAY, "ddz2")
    assert entry is not None and entry.mine is not None and entry.computer is not None and entry.assisted
    assert app.platform.stored is not None and '"ddz2"' in app.platform.stored  # type: ignore[attr-defined]
    app.switch("daily", game=GameId.DDZ2)
    assert app.scene.play_label() == "Practise today's deal"  # type: ignore[union-attr]
    assert app.scene.share_button.enabled  # type: ignore[union-attr]
    app.scene.play()  # type: ignore[union-attr]
    again = daily_run(app.session)
    assert again is not None and again.practice


def test_a_past_day_from_the_calendar_is_practice() -> None:
    app = make_app(today=DAY)
    app.switch("daily_calendar", game=GameId.PRESIDENT)
    scene = app.scene
    yesterday = DAY - timedelta(days=1)
    assert not scene.day_buttons[DAY + timedelta(days=1)].enabled if DAY.day < 31 else True  # type: ignore[union-attr]
    assert not scene.next_button.enabled  # type: ignore[union-attr]
    click(app, scene.previous_button.rect.center)  # type: ignore[union-attr]
    assert scene.month == date(2026, 11, 1)  # type: ignore[union-attr]
    click(app, scene.next_button.rect.center)  # type: ignore[union-attr]
    click(app, scene.day_buttons[yesterday].rect.center)  # type: ignore[union-attr]
    run = daily_run(app.session)
    assert run is not None and run.practice and run.day == yesterday
    assert app.settings.daily.entry(yesterday, "president") is None


def test_sharing_copies_or_shows_the_text_to_copy_by_hand() -> None:
    app = make_app(today=DAY)
    start.play_daily(app, GameId.DDZ3, DAY)
    play_out_with_takeover(app)
    app.scene.proceed()  # type: ignore[union-attr]
    run = daily_run(app.session)
    assert run is not None
    run.finish_computer()
    app.scene.share()  # type: ignore[union-attr]
    assert app.modal is not None and app.modal.title() == "Copied to the clipboard"  # type: ignore[attr-defined]
    assert pygame.scrap.get_text().startswith("Daily deal 2026-12-02, Dou Dizhu, 3 players")
    assert any(line.startswith("You: ") for line in app.modal.body_lines)  # type: ignore[attr-defined]
    key(app, pygame.K_ESCAPE)
    assert app.modal is None
    with mock.patch.object(start, "copy_text", return_value=False):
        app.scene.share()  # type: ignore[union-attr]
    assert app.modal.title() == "Copy this text by hand"  # type: ignore[union-attr]
    assert any("Hard computer in your seat" in line for line in app.modal.body_lines)  # type: ignore[union-attr]


def test_the_browser_clipboard_goes_through_the_adapter() -> None:
    written: list[str] = []
    window = SimpleNamespace(navigator=SimpleNamespace(clipboard=SimpleNamespace(writeText=written.append)))
    assert copy_to_clipboard("hello", window) is True and written == ["hello"]

    def refuse(text: str) -> None:
        raise RuntimeError("NotAllowedError")

    refusing = SimpleNamespace(navigator=SimpleNamespace(clipboard=SimpleNamespace(writeText=refuse)))
    assert WebPlatform(refusing).copy_text("x") is False
    assert WebPlatform(SimpleNamespace(navigator=SimpleNamespace(clipboard=None))).copy_text("x") is False
    assert WebPlatform(SimpleNamespace()).copy_text("x") is False
    assert copy_to_clipboard("desktop") is False  # the desktop's clipboard is the window's (game.ui)


@pytest.mark.parametrize("language", sorted(offered_languages()))
def test_no_text_overlaps_on_any_daily_screen(language: str) -> None:
    app = daily_app(language)
    found: dict[str, list[str]] = {}
    for name in daily_screens(app):
        recorder = text.Recorder()
        with text.recording(recorder):
            surface = text.RecordingSurface(theme.CANVAS_SIZE)
            assert app.scene is not None
            app.scene.draw(surface)
            for dialog in app.modals.blocking_layers():
                with text.layer("dialog"):
                    dialog.draw(surface)
        overlaps = recorder.overlaps()
        if overlaps:
            found[name] = [f"{a.label!r} {a.rect} x {b.label!r} {b.rect}" for a, b in overlaps]
    set_language("en")
    assert not found, found


def test_every_mode_of_the_registry_has_its_menu_button_and_scene() -> None:
    from game.table.registry import MODES

    app = make_app(today=DAY)
    labels = {button.label(): button for button in app.scene.buttons}  # type: ignore[union-attr]
    for mode in MODES:
        button = labels[mode.title]
        assert button.visible and button.enabled
        button.press()
        assert app.scene is not None and app.scene.name == mode.scene
        app.switch("menu")

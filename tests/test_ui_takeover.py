"""The table's takeover button and card counter strip (both families): key T hands the seat to
the computer and back, the seat shows the badge meanwhile, the human's turns get played; key C
or a click hides the counter and its button shows it again; none of it overlaps other text."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import _, set_language
from game.settings import AiLevel, GameId
from game.table.takeover import TAKEOVER_BADGE
from game.ui.common.widgets import text
from tests.ui_helpers import click, drawn_frame, key, make_app

GAMES = (GameId.DDZ3, GameId.DDZ4, GameId.PRESIDENT, GameId.DAIFUGO)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def started(game: GameId):
    app = make_app(seed=3, level=AiLevel.EASY, game=game)
    click(app, app.scene.play_button.rect.center)
    return app


def table_of(app):
    return app.session.table


def recorded_frame(app) -> text.Recorder:
    return drawn_frame(app)


def labels(recorder: text.Recorder) -> set[str]:
    return {box.label for box in recorder.boxes}


def human_moves(app, game: GameId) -> int:
    record = table_of(app).record
    return sum(1 for step in record if (step["s"] if game.value.startswith("ddz") else step[0]) == 0)


@pytest.mark.parametrize("game", GAMES)
def test_key_t_lets_the_computer_play_the_seat_with_a_badge_until_pressed_again(game: GameId) -> None:
    app = started(game)
    assert not table_of(app).takeover
    assert _(TAKEOVER_BADGE) not in labels(recorded_frame(app))
    key(app, pygame.K_t)
    assert table_of(app).takeover
    overlaps: set[str] = set()
    for frame in range(6000):
        if human_moves(app, game) >= 2:
            break
        if app.scene.name.endswith("scoring"):
            break
        if frame % 25 == 0:
            recorder = recorded_frame(app)
            if app.scene.name in ("bidding", "play", "climbing_play", "exchange"):
                assert _(TAKEOVER_BADGE) in labels(recorder), app.scene.name
            overlaps |= {f"{a.label!r} x {b.label!r}" for a, b in recorder.overlaps()}
        else:
            app.frame(16)
    assert human_moves(app, game) >= 1
    assert not overlaps
    key(app, pygame.K_t)
    assert not table_of(app).takeover
    assert _(TAKEOVER_BADGE) not in labels(recorded_frame(app))


def test_the_takeover_button_switches_and_a_move_of_the_human_is_refused_meanwhile() -> None:
    app = started(GameId.DDZ3)
    scene = app.scene
    for _frame in range(2000):
        if table_of(app).human_to_act():
            break
        app.frame(16)
    assert table_of(app).human_to_act()
    click(app, scene.toggles.takeover_button.rect.center)
    assert table_of(app).takeover and not table_of(app).human_to_act()
    applied = table_of(app).moves_applied
    click(app, scene.toggles.takeover_button.rect.center)
    assert not table_of(app).takeover
    for _frame in range(200):
        app.frame(16)
    assert table_of(app).moves_applied == applied and table_of(app).human_to_act()


@pytest.mark.parametrize("game", (GameId.DDZ3, GameId.PRESIDENT))
def test_the_counter_hides_with_c_or_a_click_and_its_button_shows_it_again(game: GameId) -> None:
    app = started(game)
    for _frame in range(40):
        app.frame(16)
    scene = app.scene
    assert app.settings.card_counter
    shown = labels(recorded_frame(app))
    assert {"3", "2", "★"} <= shown
    key(app, pygame.K_c)
    assert not app.settings.card_counter
    hidden = labels(recorded_frame(app))
    assert "Card counter (C)" in hidden
    click(app, scene.toggles.counter_button.rect.center)
    assert app.settings.card_counter
    click(app, scene.toggles.counter_rect.center)
    assert not app.settings.card_counter


def play_to_result(app, limit: int = 3000) -> None:
    """Run the table (in big steps of game time) until its result screen shows."""
    for _frame in range(limit):
        if app.scene.name.endswith("scoring"):
            return
        if app.scene.name == "exchange" and app.scene.exchange_over():
            app.scene.go_on()
        app.frame(250)
    raise AssertionError(f"no result after {limit} frames (at {app.scene.name})")


@pytest.mark.parametrize("game", (GameId.DDZ3, GameId.PRESIDENT))
def test_deals_and_rounds_played_wholly_by_the_computer_are_not_counted(game: GameId) -> None:
    """The takeover runs on into the next deal or round: that one is not counted either."""
    app = started(game)
    key(app, pygame.K_t)
    for _deal in range(2):
        play_to_result(app)
        app.scene.go_on()
    assert app.settings.statistics.table(game).total().deals == 0


def takeover_shows(app) -> bool:
    """The badge is drawn, and the screen's takeover button says it hands the seat back (no
    text overlapping another)."""
    recorder = recorded_frame(app)
    assert not recorder.overlaps(), app.scene.name
    shown = labels(recorder)
    return _(TAKEOVER_BADGE) in shown and "Play myself (T)" in shown


@pytest.mark.parametrize("game", (GameId.DDZ3, GameId.PRESIDENT))
def test_the_takeover_shows_and_switches_on_every_screen_of_the_table(game: GameId) -> None:
    """Bidding / play, the result, and (climbing) the next round's exchange: each shows the
    badge and its button while the computer plays, and T or the button switches it."""
    app = started(game)
    key(app, pygame.K_t)
    seen: set[str] = set()
    for _frame in range(4000):
        name = app.scene.name
        if name not in seen:
            seen.add(name)
            assert takeover_shows(app), name
            key(app, pygame.K_t)
            assert not table_of(app).takeover and _(TAKEOVER_BADGE) not in labels(recorded_frame(app)), name
            switch = getattr(app.scene, "toggles", app.scene).takeover_switch  # a table scene, or a result scene
            click(app, switch.button.rect.center)
            assert table_of(app).takeover, name
        if name == "exchange" or (name == "bidding" and len(seen) > 2):
            break
        if name.endswith("scoring"):
            app.scene.go_on()
        app.frame(250)
    expected = {"bidding", "play", "scoring"} if game == GameId.DDZ3 else {"climbing_play", "climbing_scoring"}
    assert expected <= seen
    assert game == GameId.DDZ3 or "exchange" in seen

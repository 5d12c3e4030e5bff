"""The Options and Statistics screens: reached from the menu, every preference shown and
stored at once, keyboard use, the sound settings applied, one click sound per press, the
statistics table and its confirmed reset, and no overlapping texts."""

from __future__ import annotations

import json

import pygame
import pytest

from game.i18n import N_, offered_languages, set_language
from game.i18n import _ as translate
from game.settings import AiLevel, GameId
from game.stats import Outcome, SeatRole
from game.table import preferences
from game.table.preferences import PREFERENCES, Choice, Preference, PreferenceKind
from game.ui.common import options as options_module
from game.ui.common import theme
from game.ui.common.options import PANEL, layout_pages
from game.ui.common.sound import SoundBoard
from game.ui.common.widgets import text
from tests.test_sound import FakeMixer
from tests.test_ui_touch import phone_app, synthetic_mouse, tap
from tests.ui_helpers import click, key, make_app

FAKE_SWITCH = Preference("fake_flag", PreferenceKind.SWITCH, N_("Pass automatically"))
FAKE_CHOICE = Preference(
    "ai_level",
    PreferenceKind.CHOICE,
    N_("Computer players"),
    N_("How well the computer plays."),
    tuple(Choice(level, label) for level, label in zip(AiLevel, (N_("Easy"), N_("Normal"), N_("Hard")), strict=True)),
)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def stored(app) -> dict:
    return json.loads(app.platform.stored)


def test_the_menu_opens_options_and_statistics_and_escape_comes_back() -> None:
    app = make_app()
    click(app, app.scene.options_button.rect.center)
    assert app.scene.name == "options"
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    click(app, app.scene.statistics_button.rect.center)
    assert app.scene.name == "statistics"
    click(app, app.scene.back_button.rect.center)
    assert app.scene.name == "menu"


def test_every_preference_has_its_controls_and_clicks_store_at_once() -> None:
    app = make_app()
    app.switch("options")
    scene = app.scene
    assert [p.field for p in scene.shown()] == [p.field for p in PREFERENCES], "every preference on one page"
    for preference in scene.shown():
        buttons = scene.controls[preference.field]
        assert len(buttons) == (1 if preference.kind is PreferenceKind.SWITCH else len(preference.choices))
    volume = scene.controls["volume"]
    click(app, volume[1].rect.center)
    assert app.settings.volume == 0.25 and stored(app)["volume"] == 0.25
    assert app.sound.volume == 0.25 and [b.selected for b in volume] == [False, True, False, False, False]
    click(app, scene.controls["muted"][0].rect.center)
    assert app.settings.muted is True and app.sound.muted is True and stored(app)["muted"] is True
    assert scene.controls["muted"][0].label() == "On"
    click(app, scene.controls["auto_pass"][0].rect.center)
    assert app.settings.auto_pass is False and stored(app)["auto_pass"] is False


def test_a_volume_between_the_choices_shows_the_nearest() -> None:
    app = make_app()
    app.settings.volume = 0.65
    app.switch("options")
    assert [b.selected for b in app.scene.controls["volume"]] == [False, False, False, True, False]


def test_the_screen_shows_whatever_the_list_holds_on_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    fillers = tuple(Preference(f"fake_{i}", PreferenceKind.SWITCH, N_("Mute sound")) for i in range(len(PREFERENCES)))
    extra = (FAKE_SWITCH, FAKE_CHOICE, *fillers)
    listed = PREFERENCES + extra
    monkeypatch.setattr(options_module, "PREFERENCES", listed)
    app = make_app()
    for preference in extra:
        if preference.kind is PreferenceKind.SWITCH:
            setattr(app.settings, preference.field, False)  # fields a feature would add
    app.switch("options")
    scene = app.scene
    seen: list[str] = []
    while True:
        seen += [p.field for p in scene.shown()]
        assert set(scene.controls) == {p.field for p in scene.shown()}
        if not scene.next_button.enabled:
            break
        click(app, scene.next_button.rect.center)
    assert seen == [p.field for p in listed] and scene.pages > 1
    page = next(i for i in range(scene.pages) if FAKE_CHOICE in scene.paged[i])
    while scene.page > page:
        click(app, scene.previous_button.rect.center)
    click(app, scene.controls["ai_level"][2].rect.center)
    assert app.settings.ai_level is AiLevel.HARD and stored(app)["ai_level"] == "hard"
    assert preferences.PREFERENCES is PREFERENCES  # the real list is untouched


def dividers(surface: pygame.Surface) -> list[int]:
    """The rows of the panel where a divider line was drawn (read from the pixels)."""
    x = PANEL.x + 24
    edge = pygame.Color(*theme.PANEL_EDGE)
    return [y for y in range(PANEL.y + 3, PANEL.bottom - 3) if surface.get_at((x, y)) == edge]


@pytest.mark.parametrize("language", sorted(offered_languages()))
def test_every_preference_fits_its_line_on_one_page(language: str) -> None:
    """No help line is cut by a divider (or by the panel's edge), none is shortened, and the
    real list fits one page in every language."""
    app = make_app(language=language)
    app.canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    app.switch("options")
    scene = app.scene
    assert scene.pages == 1, "every preference on one page"
    recorder = text.Recorder()
    with text.recording(recorder):
        app.frame(16)
    lines = dividers(app.canvas)
    assert len(lines) == len(PREFERENCES) - 1, "one divider between two lines"
    inside = [box for box in recorder.boxes if PANEL.contains(box.rect)]
    for box in inside:
        top, bottom = box.rect[1], box.rect[1] + box.rect[3]
        assert not any(top <= y < bottom for y in lines), f"{box.label!r} is cut by a divider"
        assert "…" not in box.label, f"{box.label!r} was shortened"
    drawn = " ".join(box.label for box in inside)
    for preference in PREFERENCES:
        assert translate(preference.help).replace(" ", "") in drawn.replace(" ", ""), "the whole help is drawn"


def test_pages_are_as_few_as_can_be_and_evenly_filled() -> None:
    make_app()
    many = tuple(Preference(f"fake_{i}", PreferenceKind.SWITCH, N_("Mute sound"), N_("Speed")) for i in range(9))
    one = layout_pages(many, room=10_000)
    assert one == [list(many)]
    row = options_module.row_height(many[0])
    pages = layout_pages(many, room=row * 8)  # 8 per page at most: 9 lines need two pages
    assert [len(page) for page in pages] == [5, 4], "shared out evenly, not 8 + 1"
    assert [p for page in pages for p in page] == list(many)


def test_the_volume_looks_inactive_while_muted() -> None:
    app = make_app()
    app.settings.volume = 0.7
    app.switch("options")
    scene = app.scene
    volume = scene.controls["volume"]

    def fills() -> list[tuple[int, int, int]]:
        app.frame(16)
        return [tuple(app.canvas.get_at((b.rect.x + 6, b.rect.centery)))[:3] for b in volume]

    loud = fills()
    assert tuple(theme.BUTTON_SELECTED) in loud, "the chosen volume is highlighted"
    click(app, scene.controls["muted"][0].rect.center)
    assert app.settings.muted is True
    muted = fills()
    assert muted == [tuple(theme.BUTTON_DISABLED)] * len(volume), "muted: no volume looks chosen or active"
    click(app, volume[1].rect.center)
    assert app.settings.volume == 0.7, "an inactive button does nothing"
    click(app, scene.controls["muted"][0].rect.center)
    assert fills() == loud, "unmuted: the volume is back"


def tab_to(app, button) -> None:
    """Tab until the focus ring is on ``button``."""
    for _ in range(len(app.scene.buttons)):
        if app.scene.focus.button is button:
            return
        key(app, pygame.K_TAB)
    raise AssertionError("Tab never reached the button")


def test_options_by_keyboard() -> None:
    app = make_app()
    app.switch("options")
    scene = app.scene
    assert scene.focus.button is scene.controls[PREFERENCES[0].field][0], "the ring starts on the first control"
    tab_to(app, scene.controls["auto_pass"][0])
    key(app, pygame.K_RETURN)
    assert app.settings.auto_pass is False
    tab_to(app, scene.controls["volume"][0])
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert app.settings.volume == 0.25
    tab_to(app, scene.controls["muted"][0])
    key(app, pygame.K_RETURN)
    assert app.settings.muted is True
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def test_a_button_press_clicks_once_by_mouse_key_and_tap() -> None:
    app = phone_app()
    mixer = FakeMixer()
    app.sound = SoundBoard(mixer)
    app.sound.unlock()
    app.switch("options")
    click(app, app.scene.controls["volume"][4].rect.center)
    assert mixer.names == ["click"] and app.sound.volume == 1.0
    key(app, pygame.K_RETURN)  # the focus ring presses the first control
    assert mixer.names == ["click", "click"]
    point = app.scene.controls["volume"][2].rect.center
    synthetic_mouse(app, point)
    tap(app, point)
    synthetic_mouse(app, point)
    assert mixer.names == ["click"] * 3 and app.settings.volume == 0.5
    click(app, app.scene.controls["muted"][0].rect.center)  # clicks, then mutes
    click(app, app.scene.controls["auto_pass"][0].rect.center)
    assert mixer.names == ["click"] * 4 and app.settings.auto_pass is False, "muted: no more clicks"


def test_statistics_screen_shows_each_table_and_reset_asks_first() -> None:
    app = make_app()
    app.settings.statistics.record(GameId.DDZ3, Outcome(SeatRole.LANDLORD, True, 12, 1, 2, True))
    app.settings.statistics.record(GameId.PRESIDENT, Outcome(SeatRole.BEGGAR, False, -2))
    app.switch("statistics")
    scene = app.scene
    assert [label for label, _ in scene.rows()] == ["Landlord", "Farmer", "Total"]
    assert scene.rows()[0][1].points == 12
    click(app, scene.game_buttons[GameId.PRESIDENT].rect.center)
    rows = dict(scene.rows())
    assert list(rows) == ["President", "Prime Minister", "Citizen", "Peasant", "Beggar", "Total"]
    assert rows["Beggar"].deals == 1 and rows["Total"].points == -2
    click(app, scene.game_buttons[GameId.DAIFUGO].rect.center)
    assert scene.rows()[0][0] == "Daifugo"
    click(app, scene.reset_button.rect.center)
    assert app.modal is not None
    key(app, pygame.K_ESCAPE)
    assert app.modal is None and app.settings.statistics.tables, "Escape keeps the statistics"
    click(app, scene.reset_button.rect.center)
    click(app, app.modal.buttons[0].rect.center)
    assert app.modal is None and app.settings.statistics.tables == {}
    assert stored(app)["statistics"] == {}


@pytest.mark.parametrize("language", sorted(offered_languages()))
def test_no_text_overlaps_on_the_new_screens(language: str) -> None:
    app = make_app(language=language)
    app.settings.statistics.record(GameId.DDZ4, Outcome(SeatRole.FARMER, True, 123456789, 12, 34, True))
    app.canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    found: list[str] = []

    def look(where: str) -> None:
        recorder = text.Recorder()
        with text.recording(recorder):
            app.frame(16)
        found.extend(f"{where}: {a.label!r} x {b.label!r}" for a, b in recorder.overlaps())

    look("menu")
    app.switch("options")
    look("options")
    app.switch("statistics")
    for game, button in app.scene.game_buttons.items():
        click(app, button.rect.center)
        look(f"statistics {game.value}")
    click(app, app.scene.reset_button.rect.center)
    look("reset dialog")
    assert not found, "\n".join(found)

"""Lost work (issue 11): house rules kept per preset, leaving a game asks first, and the game
in progress is kept in the settings store so the menu can continue it."""

from __future__ import annotations

import json

import pygame
import pytest

from game.climbing.options import RuleId
from game.i18n import set_language
from game.settings import AiLevel, GameId, Preset, Settings
from game.table.climbing.session import engine_options, set_rule, store_options
from game.ui.common.widgets.choice import ChoiceDialog
from tests.ui_helpers import MemoryPlatform, click, key, make_app


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def choose(app, game: GameId) -> None:
    click(app, app.scene.game_buttons[game].rect.center)
    assert app.settings.game == game


# -- 1. house rules per preset ---------------------------------------------------------------------


def test_switching_presets_in_the_menu_keeps_each_presets_house_rules():
    app = make_app(level=AiLevel.EASY)
    choose(app, GameId.DAIFUGO)
    store_options(app.settings, set_rule(engine_options(app.settings), RuleId.EIGHT_CUT, False))
    app.settings.climbing.jokers = 0
    app.save_settings()
    choose(app, GameId.PRESIDENT)
    store_options(app.settings, set_rule(engine_options(app.settings), RuleId.SEQUENCE, True))
    app.save_settings()
    choose(app, GameId.DAIFUGO)
    stored = json.loads(app.platform.stored)
    assert stored["climbing"]["house_rules"] != {}
    assert not engine_options(app.settings).eight_cut, "Daifugo got back the player's 8 Cut choice"
    assert app.settings.climbing.jokers == 0
    choose(app, GameId.PRESIDENT)
    assert engine_options(app.settings).sequence, "President got back the player's Sequence choice"
    assert app.settings.climbing.jokers == 2


def test_an_old_single_house_rules_field_belongs_to_the_preset_it_was_stored_with():
    old = json.dumps(
        {"format": 1, "game": "daifugo", "climbing": {"preset": "daifugo", "jokers": 1, "house_rules": {"eight_cut": False}}}
    )
    app = make_app(level=AiLevel.EASY)
    app.platform.stored = old
    app.settings = Settings.load(app.platform)
    app.switch("menu")
    assert not engine_options(app.settings).eight_cut
    choose(app, GameId.PRESIDENT)
    choose(app, GameId.DAIFUGO)
    assert not engine_options(app.settings).eight_cut
    reloaded = Settings.from_json(app.platform.stored)
    assert reloaded.climbing.preset is Preset.DAIFUGO and reloaded.climbing.house_rules["eight_cut"] is False


def test_reset_to_preset_asks_first_and_only_resets_the_chosen_preset():
    app = make_app(level=AiLevel.EASY)
    choose(app, GameId.PRESIDENT)
    store_options(app.settings, set_rule(engine_options(app.settings), RuleId.SEQUENCE, True))
    choose(app, GameId.DAIFUGO)
    store_options(app.settings, set_rule(engine_options(app.settings), RuleId.EIGHT_CUT, False))
    click(app, app.scene.rules_button.rect.center)
    scene = app.scene
    assert scene.name == "climbing_rules"
    click(app, scene.reset_button.rect.center)
    assert isinstance(app.modal, ChoiceDialog), "the reset asks first"
    assert not engine_options(app.settings).eight_cut
    key(app, pygame.K_ESCAPE)
    assert app.modal is None and not engine_options(app.settings).eight_cut, "Escape keeps the choices"
    click(app, scene.reset_button.rect.center)
    click(app, app.modal.buttons[0].rect.center)
    assert app.modal is None
    assert engine_options(app.settings).eight_cut, "back to the Daifugo defaults"
    assert Settings.from_json(app.platform.stored).climbing.house_rules == {}
    key(app, pygame.K_ESCAPE)
    choose(app, GameId.PRESIDENT)
    assert engine_options(app.settings).sequence, "the other preset keeps its choices"


# -- 2. leaving asks first --------------------------------------------------------------------------


def draw_once(app) -> None:
    app.scene.draw(app.canvas)
    if app.modal is not None:
        app.modal.draw(app.canvas)


@pytest.mark.parametrize("game", [GameId.DDZ3, GameId.PRESIDENT])
def test_the_menu_button_and_escape_ask_before_leaving(game):
    app = make_app(seed=5, level=AiLevel.EASY)
    choose(app, game)
    click(app, app.scene.play_button.rect.center)
    table_scene = app.scene
    table = app.session.table
    assert table_scene.name in ("bidding", "climbing_play")
    click(app, table_scene._menu_button.rect.center)
    dialog = app.modal
    assert isinstance(dialog, ChoiceDialog) and app.scene is table_scene, "the Menu button asks first"
    assert dialog.title() == "Leave this game?"
    assert [button.label() for button in dialog.buttons] == ["Leave", "Stay"]
    draw_once(app)
    moves = table.moves_applied
    for _ in range(200):
        app.frame(50)
    assert table.moves_applied == moves, "the table waits while the question is open"
    click(app, dialog.buttons[1].rect.center)  # Stay
    assert app.modal is None and app.scene is table_scene and app.session.table is table
    key(app, pygame.K_ESCAPE)
    assert app.modal is not None and app.scene is table_scene, "Escape with nothing selected asks too"
    key(app, pygame.K_ESCAPE)
    assert app.modal is None and app.scene is table_scene, "Escape in the question means Stay"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.modal is None and app.scene is table_scene, "Enter uses the focused button (Stay)"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)
    assert app.scene.name == "menu", "Enter on Leave leaves"

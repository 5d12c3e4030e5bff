"""Lost work (issue 11): house rules kept per preset, leaving a game asks first, and the game
in progress is kept in the settings store so the menu can continue it."""

from __future__ import annotations

import json

import pygame
import pytest
from hypothesis import given, settings

from game.climbing.options import RuleId
from game.i18n import set_language
from game.settings import AiLevel, GameId, Preset, Settings
from game.table.climbing.session import engine_options, set_rule, store_options
from game.table.saved_game import SavedGame
from game.ui.app import AppOptions
from game.ui.common.widgets.choice import ChoiceDialog
from game.ui.families import make_app as make_family_app
from tests.test_saved_game import corrupted, fingerprint, originals
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
        {
            "format": 1,
            "game": "daifugo",
            "climbing": {"preset": "daifugo", "jokers": 1, "house_rules": {"eight_cut": False}},
        }
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
    key(app, pygame.K_RETURN)
    assert app.modal is None and app.scene is table_scene, "Enter uses the focused button (Stay, the safe answer)"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert app.scene.name == "menu", "Enter on Leave leaves"


# -- 3. the game in progress survives a restart ---------------------------------------------------


def restart(app):
    """A new app on the same store (as after closing the window or the browser tab)."""
    return make_family_app(AppOptions(level=AiLevel.EASY), platform=MemoryPlatform(stored=app.platform.stored))


def play_some(app, moves: int, dt_ms: int = 200, limit: int = 4000) -> None:
    """Run the table; the human answers with their first legal move."""
    table = app.session.table
    for _ in range(limit):
        if len(table.record) >= moves or app.scene.name not in ("bidding", "play", "climbing_play", "exchange"):
            return
        if table.human_to_act():
            if hasattr(table, "human_legal"):
                move = table.human_legal()[0]
                table._apply_human(move)
            else:
                table.apply_human(table.human_moves()[0])
        app.frame(dt_ms)


def ddz_view(table) -> tuple:
    state = table.state
    return ([list(h) for h in state.hands], list(state.history), list(state.auction), state.phase,
            state.current_player, state.landlord, state.bid, state.redeals)


def climbing_view(table) -> tuple:
    state = table.state
    return ([list(h) for h in state.hands], list(state.history), list(state.scores), len(state.results),
            state.phase, state.current_player)


@pytest.mark.parametrize("game", [GameId.DDZ3, GameId.PRESIDENT])
def test_a_game_left_for_the_menu_continues_after_a_restart(game):
    app = make_app(seed=6, level=AiLevel.EASY)
    choose(app, game)
    assert not app.scene.continue_button.visible
    click(app, app.scene.play_button.rect.center)
    play_some(app, 40 if game == GameId.PRESIDENT else 6)
    table = app.session.table
    view = climbing_view if game == GameId.PRESIDENT else ddz_view
    before = view(table)
    shown = {seat: action.cards for seat, action in table.shown.items()}
    assert len(table.record) >= 1
    click(app, app.scene._menu_button.rect.center)
    click(app, app.modal.buttons[0].rect.center)  # Leave
    assert app.scene.name == "menu" and app.scene.continue_button.visible
    stored = json.loads(app.platform.stored)
    assert isinstance(stored["saved_game"], str)
    choose(app, GameId.DDZ2 if game == GameId.PRESIDENT else GameId.DAIFUGO)  # the menu may change meanwhile
    again = restart(app)
    menu = again.scene
    assert menu.name == "menu" and menu.continue_button.visible and again.notice is None
    click(again, menu.continue_button.rect.center)
    assert again.scene.name in ("bidding", "play", "climbing_play", "exchange")
    assert again.settings.game == game
    assert view(again.session.table) == before, "the same deal, at the same move"
    assert {seat: action.cards for seat, action in again.session.table.shown.items()} == shown, "the trick as shown"
    play_some(again, len(again.session.table.record) + 3)
    assert len(again.session.table.record) > len(before[1]) or again.scene.name not in ("bidding", "play")


def test_a_finished_deal_clears_the_stored_game():
    app = make_app(seed=8, level=AiLevel.EASY)
    click(app, app.scene.play_button.rect.center)
    play_some(app, 10_000, dt_ms=400, limit=20_000)
    assert app.session.table.state.phase.name == "OVER"
    assert app.settings.saved_game is None
    assert json.loads(app.platform.stored)["saved_game"] is None


@pytest.mark.parametrize("stored", [
    "{not json", '{"version": 99}', "12",
    ('{"version": 1, "game": "ddz3", "options": {"wild": false, "clock": true, '
     '"allowance": 2}, "seed": 1, "moves": [{"s": 1, "m": ["bid", 3]}], "elapsed_ms": 0}'),
])
def test_a_stored_game_that_cannot_be_restored_is_removed_with_a_notice(stored):
    settings = Settings()
    settings.saved_game = stored
    app = make_family_app(AppOptions(level=AiLevel.EASY), platform=MemoryPlatform(stored=settings.to_json()))
    menu = app.scene
    if menu.continue_button.visible:  # readable, but the engine refuses a move: found on Continue
        click(app, menu.continue_button.rect.center)
    assert app.scene.name == "menu" and not menu.continue_button.visible
    assert app.notice is not None and app.notice.render(str) == "The saved game could not be restored and was removed."
    assert app.settings.saved_game is None and json.loads(app.platform.stored)["saved_game"] is None
    draw_once(app)


@settings(max_examples=25, deadline=None)
@given(case=corrupted())
def test_a_randomly_corrupted_store_continues_exactly_or_is_dropped_with_a_notice(case):
    which, text = case
    original_text, original_print = originals()[which]
    stored = Settings()
    stored.saved_game = text
    app = make_family_app(AppOptions(level=AiLevel.EASY), platform=MemoryPlatform(stored=stored.to_json()))
    menu = app.scene
    if menu.continue_button.visible:
        click(app, menu.continue_button.rect.center)
    if app.scene.name == "menu":
        assert app.notice is not None and app.settings.saved_game is None
        assert not menu.continue_button.visible
        draw_once(app)
        return
    assert app.notice is None
    if SavedGame.from_json(text) == SavedGame.from_json(original_text):
        assert fingerprint(app.session.table.state) == original_print
    app.frame(16)


def seat_names(table) -> list[str]:
    return [table.seat_label(seat).render(str) for seat in range(table.num_players)]


@pytest.mark.parametrize("game", [GameId.DDZ3, GameId.PRESIDENT])
def test_continue_keeps_the_deal_number_the_opponents_and_the_session_points(game):
    """Finish deal (round) 1, go on to the next, leave at its start and continue after a
    restart: the same deal number, the same names and the same session points."""
    app = make_app(seed=6, level=AiLevel.EASY)
    choose(app, game)
    click(app, app.scene.play_button.rect.center)
    key(app, pygame.K_t)  # the computer plays deal 1 for the human
    for _ in range(4000):
        if app.scene.name.endswith("scoring"):
            break
        app.frame(250)
    assert app.scene.name.endswith("scoring")
    scores = list(app.settings.scores[game])
    assert any(scores), "deal 1 was scored"
    app.scene.go_on()
    app.frame(16)
    key(app, pygame.K_t)  # the human plays deal 2 again
    table = app.session.table
    title, names = app.scene.title_text(), seat_names(table)
    assert "2" in title
    app.leave_table()
    again = restart(app)
    click(again, again.scene.continue_button.rect.center)
    assert again.scene.name in ("bidding", "play", "climbing_play", "exchange")
    assert again.scene.title_text() == title
    assert seat_names(again.session.table) == names
    assert again.settings.scores[game] == scores
    session = again.session
    assert (session.scores() if game == GameId.DDZ3 else list(session.table.state.scores)) == scores

"""Where the keyboard focus starts (issue 16): Enter pressed at once never loses anything.

- Every confirmation (a dialog of one option: reset the statistics, reset the house rules,
  leave a table) starts on its cancelling answer; Enter keeps everything as it was, and the
  action is still one arrow away.
- With a saved game the menu starts on Continue, so Enter does not start a new game over it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.climbing.options import RuleId
from game.i18n import set_language
from game.settings import AiLevel, GameId
from game.stats import Outcome, SeatRole
from game.table.climbing.session import engine_options, set_rule, store_options
from game.ui.app import App
from game.ui.common.widgets.choice import ChoiceDialog
from tests.ui_helpers import click, key, make_app


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def choose(app: App, game: GameId) -> None:
    click(app, app.scene.game_buttons[game].rect.center)


def ask_reset_statistics(app: App) -> Callable[[], object]:
    app.settings.statistics.record(GameId.DDZ3, Outcome(SeatRole.LANDLORD, True, 4))
    click(app, app.scene.statistics_button.rect.center)
    click(app, app.scene.reset_button.rect.center)
    return app.settings.statistics.to_dict


def ask_reset_house_rules(app: App) -> Callable[[], object]:
    choose(app, GameId.DAIFUGO)
    store_options(app.settings, set_rule(engine_options(app.settings), RuleId.EIGHT_CUT, False))
    click(app, app.scene.rules_button.rect.center)
    click(app, app.scene.reset_button.rect.center)
    return lambda: engine_options(app.settings).eight_cut


def ask_leave(game: GameId) -> Callable[[App], Callable[[], object]]:
    def ask(app: App) -> Callable[[], object]:
        choose(app, game)
        click(app, app.scene.play_button.rect.center)
        click(app, app.scene._menu_button.rect.center)
        return lambda: app.scene.name

    return ask


CONFIRMATIONS = {
    "reset statistics": ask_reset_statistics,
    "reset house rules": ask_reset_house_rules,
    "leave Dou Dizhu": ask_leave(GameId.DDZ3),
    "leave President": ask_leave(GameId.PRESIDENT),
}
"""Every confirmation the game asks, opened the way the player opens it."""


@pytest.mark.parametrize("name", sorted(CONFIRMATIONS))
def test_every_confirmation_starts_on_the_safe_answer(name: str) -> None:
    app = make_app(seed=5, level=AiLevel.EASY)
    state = CONFIRMATIONS[name](app)
    dialog = app.modal
    assert isinstance(dialog, ChoiceDialog) and len(dialog.options) == 1, name
    assert dialog.focus.button is dialog.buttons[-1], "the focus starts on Cancel / Stay"
    before = state()
    key(app, pygame.K_RETURN)
    assert app.modal is None and state() == before, "Enter at once keeps everything"
    # The action is still there for whoever means it: open again, one arrow up, Enter.
    app.ask(dialog)
    key(app, pygame.K_UP)
    assert dialog.focus.button is dialog.buttons[0]
    key(app, pygame.K_RETURN)
    assert state() != before, "Enter on the action does it"


def test_a_choice_of_readings_still_starts_on_the_first_reading() -> None:
    pygame.init()
    dialog = ChoiceDialog(lambda: "Which?", [(lambda: "a", "a"), (lambda: "b", "b")], print, lambda: None)
    assert not dialog.confirms and dialog.focus.button is dialog.buttons[0]


def test_with_a_saved_game_the_menu_focus_starts_on_continue() -> None:
    app = make_app(seed=5, level=AiLevel.EASY)
    assert app.scene.focus.button is app.scene.play_button, "no saved game: Enter plays"
    click(app, app.scene.play_button.rect.center)
    table = app.session.table
    for _ in range(5):
        app.frame(16)
    app.leave_table()
    saved = app.settings.saved_game
    menu = app.scene
    assert saved is not None and menu.continue_button.visible
    assert menu.focus.button is menu.continue_button, "the saved game is what Enter continues"
    key(app, pygame.K_RETURN)
    assert app.session.table is not table and app.scene.name != "menu", "the saved game goes on"
    assert app.settings.saved_game is not None

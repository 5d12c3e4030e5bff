"""Keyboard: the pickers and the reading dialog work with arrows, Space/Enter and Escape;
Escape in every scene does something safe and never crashes."""

from __future__ import annotations

import pygame
import pytest

from game.climbing.notation import parse_cards
from game.core.cards import Rank
from game.i18n import set_language
from game.settings import AiLevel, GameId
from game.ui.climbing.dialogs import Action, CardPicker, RankPicker
from game.ui.common.widgets.choice import ChoiceDialog
from tests.ui_helpers import click, key, make_app, run_frames


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def press(dialog, code: int) -> None:
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def test_card_picker_keyboard_choose_and_confirm():
    pygame.init()
    taken: list[list] = []
    cancelled: list[bool] = []
    table, discard = parse_cards("5♠ 6♠"), parse_cards("A♠ 2♥ 7♦")
    picker = CardPicker(
        lambda: "Take a card",
        [(lambda: "Table", table), (lambda: "Discard pile", discard)],
        [
            Action(lambda: "Take", taken.append, accent=True, needs_choice=True),
            Action(lambda: "Cancel", lambda c: cancelled.append(True)),
        ],
        cancel=lambda: cancelled.append(True),
    )
    assert picker.focus.on_choice and picker.focus.index == 0
    press(picker, pygame.K_RIGHT)
    press(picker, pygame.K_DOWN)  # second line: the discard pile, the card under the 6
    assert picker._layout[picker.focus.index][1] == discard[1]
    press(picker, pygame.K_RIGHT)
    press(picker, pygame.K_SPACE)
    assert picker.chosen == [discard[2]]
    press(picker, pygame.K_DOWN)  # to the action row, first enabled button
    assert picker.focus.button is picker.buttons[0]
    press(picker, pygame.K_RETURN)
    assert taken == [[discard[2]]]
    press(picker, pygame.K_UP)
    assert picker.focus.on_choice
    surface = pygame.Surface((1280, 720))
    picker.draw(surface)
    press(picker, pygame.K_ESCAPE)
    assert cancelled == [True]


def test_a_required_picker_ignores_escape_and_left_wraps():
    pygame.init()
    picker = CardPicker(lambda: "Give", [(lambda: "Discard pile", parse_cards("A♠ 2♥"))],
                        [Action(lambda: "Give", lambda c: None, needs_choice=True)])
    press(picker, pygame.K_ESCAPE)
    press(picker, pygame.K_LEFT)
    assert picker.focus.index == 1
    press(picker, pygame.K_DOWN)
    assert not picker.focus.on_choice
    press(picker, pygame.K_RETURN)  # disabled until a card is chosen: nothing happens
    empty = CardPicker(lambda: "Nothing", [(lambda: "Discard pile", [])], [Action(lambda: "Done", lambda c: None)])
    for code in (pygame.K_LEFT, pygame.K_UP, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_ESCAPE):
        press(empty, code)


def test_rank_picker_keyboard():
    pygame.init()
    named: list[list[Rank]] = []
    ranks = [r for r in Rank if not r.is_joker] + [Rank.RED_JOKER]
    picker = RankPicker(lambda: "Name ranks", ranks, 2, named.append, lambda: "Name")
    press(picker, pygame.K_RIGHT)
    press(picker, pygame.K_RETURN)
    press(picker, pygame.K_DOWN)
    press(picker, pygame.K_SPACE)
    assert picker.chosen == [ranks[1], ranks[8]]
    press(picker, pygame.K_DOWN)
    press(picker, pygame.K_DOWN)
    press(picker, pygame.K_RETURN)
    assert named == [[ranks[1], ranks[8]]]
    press(picker, pygame.K_ESCAPE)


def test_choice_dialog_arrows_and_enter():
    pygame.init()
    picked: list[str] = []
    dialog = ChoiceDialog(
        lambda: "Which?", [(lambda: "a", "a"), (lambda: "b", "b")], picked.append, lambda: picked.append("cancel")
    )
    press(dialog, pygame.K_DOWN)
    press(dialog, pygame.K_RETURN)
    press(dialog, pygame.K_UP)
    press(dialog, pygame.K_UP)  # wraps to Cancel
    press(dialog, pygame.K_SPACE)
    assert picked == ["b", "cancel"]


def test_escape_in_the_dou_dizhu_scenes():
    app = make_app(seed=4, level=AiLevel.EASY)
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    click(app, app.scene.rules_button.rect.center)
    assert app.scene.name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    click(app, app.scene.play_button.rect.center)
    assert app.scene.name == "bidding"
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "bidding" and app.modal is not None, "leaving asks first"
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "bidding" and app.modal is None, "Escape stays"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_UP)  # from Stay (the safe answer) to Leave
    key(app, pygame.K_RETURN)
    assert app.scene.name == "menu"
    app = make_app(seed=4, level=AiLevel.EASY, autoplay=True)
    app.start_table()
    for _ in range(3000):
        app.frame(96)
        if app.scene.name == "play":
            break
    scene = app.scene
    assert scene.name == "play"
    scene.hand.select_only(scene.state.hands[0][:1])
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and not scene.hand.selected
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene and app.modal is not None
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert app.scene.name == "menu"


@pytest.mark.parametrize("game", [GameId.PRESIDENT, GameId.DAIFUGO])
def test_escape_in_the_climbing_scenes(game):
    app = make_app(seed=2, level=AiLevel.EASY)
    click(app, app.scene.game_buttons[game].rect.center)
    click(app, app.scene.rules_button.rect.center)
    assert app.scene.name == "climbing_rules"
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    click(app, app.scene.play_button.rect.center)
    assert app.scene.name == "climbing_play"
    run_frames(app, 3)
    key(app, pygame.K_l)
    key(app, pygame.K_ESCAPE)  # closes the log first
    assert app.scene.name == "climbing_play" and not app.scene.log_open
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "climbing_play" and app.modal is not None
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert app.scene.name == "menu"


def test_a_dialog_with_many_readings_fits_the_canvas():
    import dataclasses

    from game.doudizhu.enumerate import readings
    from game.doudizhu.notation import counts_of
    from game.doudizhu.rules import TableRules
    from game.table.doudizhu.play_text import play_label

    pygame.init()
    rules = dataclasses.replace(TableRules.four(), wild=True)
    plays = readings(counts_of("QQQQQQQQ"), rules, Rank.QUEEN)
    assert len(plays) > 9
    picked = []
    dialog = ChoiceDialog(
        lambda: "Which?", [(lambda p=p: play_label(p), p) for p in plays], picked.append, lambda: None
    )
    canvas = pygame.Rect(0, 0, 1280, 720)
    assert canvas.contains(dialog.rect)
    for button in dialog.buttons:
        assert dialog.rect.contains(button.rect)
        assert sum(button.rect.colliderect(other.rect) for other in dialog.buttons) == 1
    press(dialog, pygame.K_RIGHT)
    press(dialog, pygame.K_RETURN)
    assert picked == [plays[dialog.rows]]

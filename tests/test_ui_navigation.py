"""Navigation: the rules screens' scrolling (wheel, keys, scrollbar, jump list)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.settings import GameId
from game.table.doudizhu.rules_text import SECTIONS
from game.table.registry import Family
from game.ui.common.scroll import WHEEL_PX, ScrollView
from tests.ui_helpers import click, key, make_app


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def wheel(app, notches: float) -> None:
    app.scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=int(notches), precise_x=0.0,
                                              precise_y=float(notches), flipped=False))


def drag(app, start: tuple[int, int], end: tuple[int, int]) -> None:
    scene = app.scene
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def test_scroll_view_wheel_keys_drag_and_track():
    view = ScrollView(pygame.Rect(100, 0, 10, 400), page=400, line=20)
    view.set_content(2000, range(0, 1601, 20))
    view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_y=-1.0, flipped=False))
    assert view.offset == WHEEL_PX == 60
    view.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=0, precise_y=-0.5, flipped=False))
    assert view.offset == 80  # half a notch from a touchpad: 30 px, snapped to whole lines
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0))
    assert view.offset == 1600
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0))
    assert view.offset == 0
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    assert view.offset == 380
    thumb = view.thumb_rect()
    assert thumb.height == 80
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(105, 390), button=1))
    assert view.offset == 760  # a press on the track below the thumb pages down
    thumb = view.thumb_rect()
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(105, thumb.y + 5), button=1))
    assert view.dragging
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(105, 395), rel=(0, 0), buttons=(1, 0, 0)))
    assert view.offset == 1600
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 5), rel=(0, 0), buttons=(1, 0, 0)))
    assert view.offset == 0  # the drag follows the pointer even off the bar
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 5), button=1))
    assert not view.dragging and view.offset in view.stops


def test_ddz_rules_wheel_scrollbar_and_keys():
    app = make_app()
    app.switch("rules", game=GameId.DDZ3)
    scene = app.scene
    assert scene.top == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert scene.top == 2  # the title and the first heading
    before = scene.view.offset
    wheel(app, -1)
    # body lines: two or three per notch
    assert WHEEL_PX - 25 < scene.view.offset - before <= WHEEL_PX and scene.top == 4
    wheel(app, 1)
    assert scene.top == 2
    key(app, pygame.K_END)
    assert scene.top == scene.max_top()
    key(app, pygame.K_HOME)
    assert scene.top == 0
    key(app, pygame.K_PAGEDOWN)
    assert scene.top >= 10
    key(app, pygame.K_PAGEUP)
    assert scene.top == 0
    thumb = scene.view.thumb_rect()
    drag(app, thumb.center, (thumb.centerx, scene.view.track.bottom + 50))
    assert scene.top == scene.max_top()
    assert scene.tabs[-1].selected  # scrolled to the end: the last section is highlighted
    click(app, (scene.view.track.centerx, scene.view.track.y + 2))
    assert 0 < scene.top < scene.max_top()  # a press on the track above the thumb pages up
    app.frame(16)


def test_ddz_rules_tab_highlight_follows_the_click():
    app = make_app()
    app.switch("rules", game=GameId.DDZ3)
    scene = app.scene
    for index in (len(SECTIONS) - 1, 1, len(SECTIONS) - 2, 0):
        click(app, scene.tabs[index].rect.center)
        app.frame(16)
        assert [tab.selected for tab in scene.tabs] == [i == index for i in range(len(SECTIONS))]


def test_climbing_rules_jump_list_scrollbar_and_keys():
    app = make_app()
    app.settings.game = GameId.DAIFUGO
    app.switch("climbing_rules", game=GameId.DAIFUGO)
    scene = app.scene
    tops = []
    for button in scene.jump_buttons:
        click(app, button.rect.center)
        tops.append(scene.scroll)
        assert scene.scroll in scene.stops()
    assert tops[0] == 0 and tops == sorted(tops) and len(set(tops)) == len(tops)
    assert tops[-1] == scene.stops()[-1]  # the firing order is at the end of the text
    key(app, pygame.K_HOME)
    wheel(app, -1)
    assert scene.scroll == 48 or 0 < scene.scroll <= WHEEL_PX
    key(app, pygame.K_END)
    assert scene.scroll == scene.stops()[-1]
    key(app, pygame.K_HOME)
    thumb = scene.view.thumb_rect()
    drag(app, thumb.center, (thumb.centerx, thumb.centery + (scene.view.track.height - thumb.height) // 2))
    middle = scene.scroll
    assert 0.3 < middle / scene.stops()[-1] < 0.7
    app.frame(16)


# -- keyboard focus: the menu and the dialogs ------------------------------------------------------

def press(target, code: int, mod: int = 0) -> None:
    target.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))


def ring_drawn(draw, rect: pygame.Rect) -> bool:
    """Whether ``draw(surface)`` paints the focus colour just outside ``rect``."""
    from game.ui.common import theme

    surface = pygame.Surface((1280, 720))
    draw(surface)
    x = rect.centerx
    return any(tuple(surface.get_at((x, y)))[:3] == theme.FOCUS[:3] for y in range(rect.y - 8, rect.y))


def test_the_menu_works_with_the_keyboard_alone():
    from game.settings import AiLevel

    app = make_app()
    menu = app.scene
    assert menu.name == "menu" and menu.focus.button is menu.play_button
    assert ring_drawn(menu.draw, menu.play_button.rect)
    usable = [b for b in menu.buttons if b.visible and b.enabled]
    seen = []
    for _step in range(len(usable)):
        press(menu, pygame.K_TAB)
        seen.append(menu.focus.button)
    assert seen[-1] is menu.play_button and set(map(id, seen)) == set(map(id, usable))
    press(menu, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert menu.focus.button is seen[-2]
    for button in usable:  # every arrow from every button lands on a usable button
        for code in (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
            menu.focus.focus_button(button)
            press(menu, code)
            assert menu.focus.button.visible and menu.focus.button.enabled
    hard = menu.level_buttons[AiLevel.HARD]
    menu.focus.focus_button(menu.level_buttons[AiLevel.EASY])
    press(menu, pygame.K_RIGHT)
    press(menu, pygame.K_RIGHT)
    assert menu.focus.button is hard
    press(menu, pygame.K_RETURN)
    assert app.settings.ai_level is AiLevel.HARD and hard.selected
    press(menu, pygame.K_LEFT)
    press(menu, pygame.K_SPACE)
    assert app.settings.ai_level is AiLevel.NORMAL
    games = list(menu.game_buttons.values())
    menu.focus.focus_button(games[0])
    press(menu, pygame.K_DOWN)
    assert menu.focus.button is games[1]
    press(menu, pygame.K_RIGHT)
    assert menu.focus.button.rect.x > games[1].rect.right  # into the right-hand panel
    press(menu, pygame.K_ESCAPE)
    assert app.scene is menu  # Escape on the main menu does nothing
    click(app, menu.level_buttons[AiLevel.EASY].rect.center)
    assert menu.focus.button is menu.level_buttons[AiLevel.EASY]  # the ring follows a click
    menu.focus.focus_button(menu.play_button)
    press(menu, pygame.K_RETURN)
    assert app.scene.name == "bidding"


def test_the_choice_dialog_tab_and_columns():
    from game.ui.common.widgets.choice import MAX_ROWS, ChoiceDialog

    pygame.init()
    picked: list = []
    options = [(lambda i=i: f"option {i}", i) for i in range(MAX_ROWS + 3)]
    dialog = ChoiceDialog(lambda: "Which?", options, picked.append, lambda: picked.append("cancel"))
    assert dialog.focus.button is dialog.buttons[0]
    press(dialog, pygame.K_RIGHT)
    assert dialog.focus.button is dialog.buttons[MAX_ROWS]  # one column over
    press(dialog, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert dialog.focus.button is dialog.buttons[MAX_ROWS - 1]
    assert ring_drawn(dialog.draw, dialog.focus.button.rect)
    press(dialog, pygame.K_TAB)
    press(dialog, pygame.K_TAB)
    press(dialog, pygame.K_RETURN)
    assert picked == [MAX_ROWS + 1]
    press(dialog, pygame.K_ESCAPE)
    assert picked[-1] == "cancel"


def test_the_climbing_pickers_tab_through_choices_and_buttons():
    from game.climbing.notation import parse_cards
    from game.core.cards import Rank
    from game.ui.climbing.dialogs import Action, CardPicker, RankPicker

    pygame.init()
    taken: list = []
    cards = parse_cards("5♠ 6♠")
    picker = CardPicker(lambda: "Take", [(lambda: "Table", cards)],
                        [Action(lambda: "Take", taken.append, needs_choice=True), Action(lambda: "Skip", taken.append)])
    press(picker, pygame.K_TAB)
    assert picker.focus.index == 1
    press(picker, pygame.K_SPACE)
    press(picker, pygame.K_TAB)
    assert picker.focus.button is picker.buttons[0]  # enabled now that a card is chosen
    press(picker, pygame.K_RETURN)
    assert taken == [[cards[1]]]
    press(picker, pygame.K_TAB)
    press(picker, pygame.K_TAB)
    assert picker.focus.index == 0  # wraps to the first card
    named: list = []
    ranks = RankPicker(lambda: "Name", [Rank.THREE, Rank.FOUR], 1, named.append, lambda: "Name")
    press(ranks, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ranks.focus.button is ranks.confirm_button
    press(ranks, pygame.K_RETURN)
    assert named == [[]]


def test_a_game_given_on_the_command_line_shows_its_own_options_on_a_first_start():
    app = make_app(game=GameId.DAIFUGO)
    assert app.scene.name == "menu"
    assert app.scene.panel(Family.CLIMBING).jokers_label() == "Jokers: 1"  # Daifugo's, not President's 2

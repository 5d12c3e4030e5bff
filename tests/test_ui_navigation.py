"""Navigation: the rules screens' scrolling (wheel, keys, scrollbar, jump list)."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.settings import GameId
from game.table.doudizhu.rules_text import SECTIONS
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
    assert WHEEL_PX - 25 < scene.view.offset - before <= WHEEL_PX and scene.top == 4  # body lines: two or three per notch
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

"""Touch: synthetic finger events through the app, on a phone-sized window (dummy video)."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.cards import make_deck
from game.i18n import set_language
from game.settings import AiLevel, GameId
from game.ui.common import pointer
from game.ui.common.pointer import (
    GHOST_MS,
    SCROLL_STEP,
    TOUCH_TARGET,
    TouchPointer,
    fan_pick,
    nearest,
)
from game.ui.common.widgets.choice import ChoiceDialog
from game.ui.common.widgets.hand import HandView
from tests.ui_helpers import make_app, run_frames

PHONE = (844, 390)
"""A phone in landscape, in CSS pixels."""
TOUCH = 7


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def phone_app(**options: object):
    app = make_app(seed=11, level=AiLevel.EASY, **options)
    app.window = pygame.display.set_mode(PHONE, pygame.RESIZABLE)
    return app


def normalised(app, pos: tuple[int, int]) -> tuple[float, float]:
    """Where on the window (0..1) the finger must be to touch logical ``pos``."""
    view = app.viewport()
    width, height = app.window.get_size()
    x = view.x + (pos[0] + 0.5) * view.width / 1280
    y = view.y + (pos[1] + 0.5) * view.height / 720
    return (x / width, y / height)


def finger(app, kind: int, pos: tuple[int, int], finger_id: int = 1, touch_id: int = TOUCH) -> None:
    x, y = normalised(app, pos)
    app.dispatch(
        pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=finger_id, touch_id=touch_id, pressure=1.0)
    )


def tap(app, pos: tuple[int, int], finger_id: int = 1) -> None:
    finger(app, pygame.FINGERDOWN, pos, finger_id)
    finger(app, pygame.FINGERUP, pos, finger_id)


def window_pos(app, pos: tuple[int, int]) -> tuple[int, int]:
    x, y = normalised(app, pos)
    width, height = app.window.get_size()
    return (int(x * width), int(y * height))


def synthetic_mouse(app, pos: tuple[int, int], touch: bool = True) -> None:
    """The mouse events SDL (touch=True) or the browser (untagged) make up for a tap."""
    where = window_pos(app, pos)
    extra = {"touch": True} if touch else {}
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0), **extra))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1, **extra))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=where, button=1, **extra))


def to_play(app):
    """From the menu to the human's first turn as landlord, by taps only."""
    tap(app, app.scene.play_button.rect.center)
    assert app.scene.name == "bidding"
    scene = app.scene
    for _ in range(6000):
        if app.scene.name != "bidding" or scene.table.human_to_act():
            break
        app.frame(16)
    if app.scene.name == "bidding":
        tap(app, scene.bid_buttons[3].rect.center)
    for _ in range(6000):
        if app.scene.name == "play" and app.scene.table.human_to_act():
            break
        app.frame(16)
    assert app.scene.name == "play" and app.scene.table.human_to_act()
    return app.scene


def strip_point(hand: HandView, index: int) -> tuple[int, int]:
    """A point on the visible strip of card ``index`` (inside every unraised card)."""
    rects = hand.card_rects()
    y = max(rect.y for rect in rects) + 20
    return (rects[index].x + 4, y)


# -- the phone's scale -------------------------------------------------------------------------
def test_touch_targets_meet_44_css_px_on_a_phone():
    app = phone_app()
    view = app.viewport()
    scale = view.height / 720
    assert view.size == (round(1280 * scale), 390)
    assert TOUCH_TARGET * scale >= 44
    for button in app.scene.buttons:
        area = pointer.touch_area(button.rect)
        assert min(area.size) * scale >= 44


def test_a_finger_lands_where_the_mouse_would():
    app = phone_app()
    seen = []
    app.scene.handle_event = seen.append
    finger(app, pygame.FINGERDOWN, (640, 360))
    finger(app, pygame.FINGERMOTION, (700, 340))
    finger(app, pygame.FINGERUP, (700, 340))
    kinds = [event.type for event in seen]
    assert kinds == [
        pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION
    ]
    start, end = app.to_logical(window_pos(app, (640, 360))), app.to_logical(window_pos(app, (700, 340)))
    assert abs(start[0] - 640) <= 2 and abs(start[1] - 360) <= 2, "a window pixel is about 2 logical pixels"
    assert seen[1].pos == start and seen[1].button == 1 and seen[1].touch
    assert seen[2].pos == end and seen[2].buttons == (1, 0, 0)
    assert seen[3].pos == end
    assert seen[4].pos[0] < 0, "after the lift the pointer leaves the canvas (no sticky hover)"


# -- buttons, cards, dialogs by tap ---------------------------------------------------------------
def test_tapping_a_menu_button():
    app = phone_app()
    tap(app, app.scene.rules_button.rect.center)
    assert app.scene.name == "rules"
    tap(app, app.scene.back_button.rect.center)
    assert app.scene.name == "menu"
    tap(app, app.scene.play_button.rect.center)
    assert app.scene.name == "bidding"


def test_a_tap_just_beside_a_small_button_still_hits_it():
    app = phone_app()
    button = app.scene.play_button
    below = (button.rect.centerx, button.rect.bottom + 8)
    assert not button.rect.collidepoint(below)
    tap(app, below)
    assert app.scene.name == "bidding"


def test_a_tap_between_two_stacked_buttons_goes_to_the_nearer_one():
    app = phone_app()
    menu = app.scene
    (upper_game, upper), (lower_game, lower) = list(menu.game_buttons.items())[1:3]
    assert lower.rect.top - upper.rect.bottom >= 4
    tap(app, (upper.rect.centerx, upper.rect.bottom + 1))
    assert app.settings.game == upper_game
    tap(app, (lower.rect.centerx, lower.rect.top - 2))
    assert app.settings.game == lower_game


def test_tapping_a_card_selects_it_and_tapping_play_plays_it():
    app = phone_app()
    scene = to_play(app)
    held = len(scene.hand.cards)
    card = scene.hand.cards[0]
    tap(app, strip_point(scene.hand, 0))
    assert scene.hand.selected_cards() == [card]
    tap(app, scene.play_button.rect.center)
    app.frame(16)
    assert len(scene.hand.cards) == held - 1 and card not in scene.hand.cards


def test_a_tap_below_the_fan_picks_the_card_in_that_column():
    app = phone_app()
    scene = to_play(app)
    rects = scene.hand.card_rects()
    point = (rects[5].x + 3, 716)
    assert not any(rect.collidepoint(point) for rect in rects)
    tap(app, point)
    assert scene.hand.selected_cards() == [scene.hand.cards[5]]


def test_a_dialog_choice_by_tap():
    app = phone_app()
    scene = to_play(app)
    picked, cancelled = [], []
    scene.dialog = ChoiceDialog(lambda: "Which?", [(lambda: "one", 1), (lambda: "two", 2)], picked.append,
                                lambda: cancelled.append(True))
    tap(app, scene.dialog.buttons[1].rect.center)
    assert picked == [2] and not cancelled


def test_dragging_a_finger_over_three_cards_selects_them():
    app = phone_app()
    scene = to_play(app)
    hand = scene.hand
    finger(app, pygame.FINGERDOWN, strip_point(hand, 2))
    for index in (3, 4):
        finger(app, pygame.FINGERMOTION, strip_point(hand, index))
    finger(app, pygame.FINGERUP, strip_point(hand, 4))
    assert hand.selected_cards() == hand.cards[2:5]
    finger(app, pygame.FINGERDOWN, strip_point(hand, 3))
    finger(app, pygame.FINGERMOTION, strip_point(hand, 4))
    finger(app, pygame.FINGERUP, strip_point(hand, 4))
    assert hand.selected_cards() == hand.cards[2:3], "a drag that starts on a selected card deselects"


# -- one tap acts once -----------------------------------------------------------------------------
def test_a_tap_and_its_synthetic_mouse_events_act_once():
    app = phone_app()
    scene = to_play(app)
    point = strip_point(scene.hand, 1)
    synthetic_mouse(app, point)  # SDL sends its mouse copy before the finger event
    tap(app, point)
    synthetic_mouse(app, point)  # ... or after it
    synthetic_mouse(app, point, touch=False)  # the browser's compatibility click
    assert scene.hand.selected_cards() == [scene.hand.cards[1]], "toggled once, not back off"


def test_a_tapped_button_fires_once():
    app = phone_app()
    scene = to_play(app)
    hints = []
    scene.hint_button.on_click = lambda: hints.append(True)
    point = scene.hint_button.rect.center
    synthetic_mouse(app, point)
    tap(app, point)
    synthetic_mouse(app, point)
    synthetic_mouse(app, point, touch=False)
    assert hints == [True]


def test_the_mouse_works_again_after_the_echo_window():
    app = phone_app()
    scene = to_play(app)
    tap(app, strip_point(scene.hand, 0))
    run_frames(app, GHOST_MS // 16 + 2)
    synthetic_mouse(app, strip_point(scene.hand, 1), touch=False)
    assert scene.hand.selected_cards() == scene.hand.cards[:2]


def test_a_second_finger_and_mouse_made_fingers_are_ignored():
    app = phone_app()
    scene = to_play(app)
    finger(app, pygame.FINGERDOWN, strip_point(scene.hand, 0), finger_id=1)
    tap(app, strip_point(scene.hand, 6), finger_id=2)
    finger(app, pygame.FINGERUP, strip_point(scene.hand, 0), finger_id=1)
    finger(app, pygame.FINGERDOWN, strip_point(scene.hand, 8), touch_id=pointer.MOUSE_TOUCH_ID)
    finger(app, pygame.FINGERUP, strip_point(scene.hand, 8), touch_id=pointer.MOUSE_TOUCH_ID)
    assert scene.hand.selected_cards() == [scene.hand.cards[0]]


def test_a_lost_lift_never_leaves_the_input_dead():
    app = phone_app()
    scene = to_play(app)
    hand = scene.hand
    finger(app, pygame.FINGERDOWN, strip_point(hand, 0), finger_id=1)  # its FINGERUP never comes
    tap(app, strip_point(hand, 3), finger_id=2)
    assert hand.selected_cards() == [hand.cards[0]], "while the first finger may still be down, others wait"
    run_frames(app, pointer.STALE_MS // 16 + 2)
    tap(app, strip_point(hand, 3), finger_id=2)
    assert hand.selected_cards() == [hand.cards[0], hand.cards[3]]
    finger(app, pygame.FINGERDOWN, strip_point(hand, 5), finger_id=3)  # lost again
    run_frames(app, pointer.STALE_MS // 16 + 2)
    synthetic_mouse(app, strip_point(hand, 6), touch=False)  # a real mouse takes over
    assert hand.selected_cards() == [hand.cards[i] for i in (0, 3, 5, 6)]


# -- scrolling -------------------------------------------------------------------------------------
def test_a_vertical_drag_scrolls_and_does_not_click():
    app = phone_app()
    app.switch("climbing_rules", game=GameId.DAIFUGO)
    scene = app.scene
    assert not scene.visible_buttons(), "the first switches sit below the fold"
    finger(app, pygame.FINGERDOWN, (640, 560))
    finger(app, pygame.FINGERMOTION, (640, 560 - SCROLL_STEP * 8 - 4))
    finger(app, pygame.FINGERUP, (640, 560 - SCROLL_STEP * 8 - 4))
    assert scene.scroll > 0, "finger up: the page scrolls down"
    buttons = scene.visible_buttons()
    assert buttons
    start = buttons[0].rect.center
    options_before = repr(scene.options)
    finger(app, pygame.FINGERDOWN, start)
    finger(app, pygame.FINGERMOTION, (start[0], start[1] - SCROLL_STEP - 4))
    finger(app, pygame.FINGERMOTION, start)
    finger(app, pygame.FINGERUP, start)
    assert repr(scene.options) == options_before, "the lift after a scroll clicks nothing"
    tap(app, scene.visible_buttons()[0].rect.center)
    assert repr(scene.options) != options_before, "a plain tap does click"


# -- the geometry rules ----------------------------------------------------------------------------
rects_strategy = st.lists(
    st.tuples(st.integers(0, 1200), st.integers(0, 700), st.integers(10, 200), st.integers(10, 100)),
    min_size=1,
    max_size=8,
)


@given(rects_strategy, st.integers(-50, 1330), st.integers(-50, 770))
def test_nearest_prefers_a_direct_hit_and_stays_within_reach(specs, x, y):
    rects = [pygame.Rect(*spec) for spec in specs]
    index = nearest(rects, (x, y))
    direct = [i for i, rect in enumerate(rects) if rect.collidepoint((x, y))]
    if direct:
        assert index == direct[-1]
    elif index is not None:
        assert pointer.touch_area(rects[index]).collidepoint((x, y))
    else:
        assert not any(pointer.touch_area(rect).collidepoint((x, y)) for rect in rects)


@given(st.integers(2, 33), st.data())
def test_fan_pick_agrees_with_the_mouse_on_the_cards(count, data):
    hand = HandView(pygame.Rect(36, 560, 1208, 130))
    hand.set_cards(make_deck(0)[:count])
    rects = hand.card_rects()
    x = data.draw(st.integers(rects[0].left, rects[-1].right - 1))
    y = data.draw(st.integers(rects[0].top, 719))
    exact = hand.card_at((x, y))
    picked = fan_pick(rects, (x, y))
    if exact is not None:
        assert picked == exact
    else:
        assert picked is not None, "below the fan, down to the screen's edge, a card is picked"
        assert rects[picked].left <= x < rects[picked].right


def test_the_pointer_is_pure_translation():
    sizes = {"window": (1280, 720)}
    touch = TouchPointer(lambda: sizes["window"], lambda pos: pos)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    assert touch.translate(key) == [key]
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    assert touch.translate(wheel) == [wheel]
    down = touch.translate(pygame.event.Event(pygame.FINGERDOWN, x=2.0, y=-1.0, finger_id=3, touch_id=1))
    assert down[1].pos == (1279, 0), "positions outside 0..1 are clamped to the window"
    moved = touch.translate(
        pygame.event.Event(pygame.FINGERMOTION, x=1.0, y=(SCROLL_STEP * 2 + 1) / 720, finger_id=3, touch_id=1)
    )
    assert [event.type for event in moved] == [pygame.MOUSEMOTION, pygame.MOUSEWHEEL] and moved[1].y == 2
    up = touch.translate(pygame.event.Event(pygame.FINGERUP, x=1.0, y=0.5, finger_id=3, touch_id=1))
    assert up[0].pos == pointer.OFF_CANVAS, "a touch that scrolled releases off the canvas"
    assert touch.finger is None and touch.ghost_ms == GHOST_MS
    touch.advance(GHOST_MS)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert touch.translate(click) == [click]

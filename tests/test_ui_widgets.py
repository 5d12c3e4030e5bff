"""Card art, the hand widget, buttons and text fitting."""

from __future__ import annotations

import random

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Card, Rank, Suit, make_deck
from game.ui.common import theme
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.hand import MIN_STRIP, HandView
from tests.ui_helpers import make_app


@pytest.fixture(autouse=True)
def _display():
    make_app()
    yield


def test_card_faces_are_cached_and_sized():
    ace = Card(Rank.ACE, Suit.HEARTS)
    first = card_art.face(ace)
    assert first is card_art.face(Card(Rank.ACE, Suit.HEARTS, deck=1))
    assert first.get_size() == theme.CARD_SIZE
    assert card_art.face(ace, theme.SMALL_CARD_SIZE).get_size() == theme.SMALL_CARD_SIZE
    assert card_art.back() is card_art.back()


def test_red_and_black_cards_and_jokers_differ():
    red = card_art.face(Card(Rank.RED_JOKER, None))
    black = card_art.face(Card(Rank.BLACK_JOKER, None))
    assert pygame.image.tobytes(red, "RGBA") != pygame.image.tobytes(black, "RGBA")
    heart = card_art.face(Card(Rank.FIVE, Suit.HEARTS))
    pixels = ((x, y) for x in range(heart.get_width()) for y in range(heart.get_height()))
    reds = sum(1 for xy in pixels if heart.get_at(xy)[:3] == theme.CARD_RED)
    assert reds > 100


def test_wild_cards_are_marked():
    plain = card_art.face(Card(Rank.SEVEN, Suit.CLUBS))
    wild = card_art.face(Card(Rank.SEVEN, Suit.CLUBS), wild=True)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(wild, "RGBA")


@settings(max_examples=40, deadline=None)
@given(count=st.integers(min_value=1, max_value=40), seed=st.integers(0, 10_000))
def test_every_card_of_any_hand_fits_and_is_clickable(count: int, seed: int):
    area = pygame.Rect(36, 560, 1208, 130)
    hand = HandView(area)
    hand.set_cards(random.Random(seed).sample(make_deck(2, 2), count))
    rects = hand.card_rects()
    assert rects[0].left >= area.left and rects[-1].right <= area.right + 1
    for i, rect in enumerate(rects):
        probe = (rect.x + 3, rect.bottom - 5)
        assert hand.card_at(probe) == i
    if count > 1:
        assert hand.step() >= MIN_STRIP


def test_click_toggles_and_keys_move_cursor():
    hand = HandView(pygame.Rect(36, 560, 1208, 130))
    hand.set_cards(make_deck(0)[:33])
    target = hand.card_rects()[10]
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(target.x + 4, target.bottom - 4), button=1)
    assert hand.handle_event(down)
    assert hand.selected_cards() == [hand.cards[10]]
    raised = hand.card_rects()[10]
    assert raised.y < target.y
    assert hand.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(raised.x + 4, raised.y + 4), button=1))
    assert hand.selected_cards() == []
    hand.move_cursor(-1)
    hand.toggle_cursor()
    assert hand.selected_cards() == [hand.cards[9]]
    hand.set_cards(hand.cards[:5])
    assert hand.selected == set() and hand.cursor == 4


def test_disabled_button_ignores_clicks():
    clicks = []
    button = Button(pygame.Rect(0, 0, 100, 40), lambda: "x", lambda: clicks.append(1), enabled=False)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        button.handle_event(pygame.event.Event(kind, pos=(10, 10), button=1))
    assert clicks == []
    button.enabled = True
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        button.handle_event(pygame.event.Event(kind, pos=(10, 10), button=1))
    assert clicks == [1]


def test_fitted_text_shrinks_to_width():
    long_line = "Dou Dizhu, 4 spelare (två kortlekar) (kommer snart)"
    assert text.render(long_line, 30).get_width() > 400
    assert text.fitted(long_line, 30, 400).get_width() <= 400
    assert text.render("♠♥♦♣", 20).get_width() > 0


def test_a_resized_window_maps_clicks_back_to_the_canvas():
    app = make_app()
    app.window = pygame.display.set_mode((640, 480), pygame.RESIZABLE)
    view = app.viewport()
    assert view.width == 640 and view.height == 360 and view.y == 60
    assert app.to_logical((320, 240)) == (640, 360)
    event = app.logical_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 60), button=1))
    assert event.pos == (0, 0) and event.button == 1
    app.frame(16)  # presenting scales the canvas into the smaller window


def test_dragging_across_the_hand_selects_every_card_passed():
    hand = HandView(pygame.Rect(36, 560, 1208, 130))
    hand.set_cards(make_deck(0)[:20])
    rects = hand.card_rects()
    y = max(rect.y for rect in rects) + 20  # inside every unraised card, below any raised one
    hand.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(rects[2].x + 3, y), button=1))
    for i in (3, 4, 5):
        hand.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(rects[i].x + 3, y), rel=(0, 0), buttons=(1, 0, 0))
        )
    hand.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(rects[5].x + 3, y), button=1))
    hand.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(rects[8].x + 3, y), rel=(0, 0), buttons=(0, 0, 0)))
    assert hand.selected_cards() == hand.cards[2:6]


def test_switching_scenes_leaves_the_old_one_before_entering_the_new_one():
    from game.ui.common.scene import Scene

    calls = []

    class Probe(Scene):
        def __init__(self, app, label):
            super().__init__(app)
            self.label = label

        def enter(self, **kwargs):
            calls.append(("enter", self.label, kwargs))

        def leave(self):
            calls.append(("leave", self.label, {}))

    app = make_app()
    app.register("a", lambda a: Probe(a, "a"))
    app.register("b", lambda a: Probe(a, "b"))
    app.switch("a", colour="red")
    first = app.scene
    app.switch("b")
    app.switch("a")
    assert app.scene is first, "a scene is built once and entered again"
    assert calls == [
        ("enter", "a", {"colour": "red"}),
        ("leave", "a", {}),
        ("enter", "b", {}),
        ("leave", "b", {}),
        ("enter", "a", {}),
    ]


def test_fitted_text_too_long_even_at_the_smallest_size_ends_with_an_ellipsis():
    pygame.init()
    line = "airplane with pair wings " * 12
    face = text.fitted(line, 20, 300, min_size=12)
    assert face.get_width() <= 300

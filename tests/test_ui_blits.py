"""What the scenes blit every frame stays cheap in the browser, with the same pixels.

pygame-ce on WebAssembly blends per-pixel alpha without SIMD (see ``game.ui.common.widgets.rle``):
the cached card art is RLE-encoded, and the panels the tables draw straight on the felt are
blitted as opaque precomposed tiles. Pixels are compared with the plain way of drawing.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card, Rank, Suit
from game.ui.common import theme
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, rle
from game.ui.doudizhu.table_scene import BOTTOM_PANEL, STATUS_PANEL
from tests.ui_helpers import make_app

RLE = pygame.RLEACCEL | pygame.RLEACCELOK


@pytest.fixture(autouse=True)
def _display():
    make_app()
    yield


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _on_felt(face: pygame.Surface) -> bytes:
    canvas = felt.background().copy()
    canvas.blit(face, (300, 200))
    return _pixels(canvas)


def test_cached_card_art_is_rle_encoded():
    card_art.set_look(card_art.Look(False, False))
    assert card_art.face(Card(Rank.ACE, Suit.SPADES)).get_flags() & RLE
    assert card_art.face(Card(Rank.RED_JOKER, None), theme.SMALL_CARD_SIZE).get_flags() & RLE
    assert card_art.back().get_flags() & RLE


def test_encoding_keeps_the_pixels_blitted():
    plain = card_art._draw_face(Card(Rank.QUEEN, Suit.HEARTS), theme.CARD_SIZE, False, card_art.look())
    assert _on_felt(rle.encoded(plain.copy())) == _on_felt(plain)  # a card: opaque or clear pixels
    assert _on_felt(card_art.back()) == _on_felt(card_art._draw_back(theme.CARD_SIZE))
    faded = rle.encoded(plain.copy())
    faded.set_alpha(120)  # a flight fading out (motion.blit_card) still blends
    half = plain.copy()
    half.set_alpha(120)
    assert _on_felt(faded) == _on_felt(half)


@pytest.mark.parametrize(
    ("rect", "alpha", "edge"),
    [(BOTTOM_PANEL, 170, theme.PANEL_EDGE), (STATUS_PANEL, 170, theme.GOLD),
     (pygame.Rect(1200, 680, 200, 90), 200, theme.PANEL_EDGE)],  # partly off the canvas
)
def test_a_panel_on_the_felt_is_the_panel_blended_there(rect, alpha, edge):
    blended = felt.background().copy()
    felt.panel(blended, rect, alpha, edge)
    tiled = felt.background().copy()
    felt.felt_panel(tiled, rect, alpha, edge)
    felt.felt_panel(tiled, rect, alpha, edge)  # the cached tile again: still the same
    assert _pixels(tiled) == _pixels(blended)

"""What the scenes blit every frame stays cheap in the browser, with the same pixels.

pygame-ce on WebAssembly blends per-pixel alpha without SIMD (see ``game.ui.common.widgets.rle``):
the cached card art is RLE-encoded, the panels and counter strip the tables draw straight
on the felt are blitted as opaque precomposed tiles, and in the browser the scenes draw on
the window itself. Pixels are compared with the plain way of drawing.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card, Rank, Suit
from game.table.card_counter import CardCounter
from game.ui import app as app_module
from game.ui.common import theme
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, rle, text
from game.ui.common.widgets.card_counter import _draw_strip, draw_counter
from game.ui.common.widgets.top_bar import BarTexts, _paint, draw_top_bar
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


def test_the_counter_strip_is_the_strip_drawn_on_the_felt():
    rect = pygame.Rect(926, 290, 330, 60)
    counts = CardCounter(tuple(Rank)[:15], tuple(i % 5 for i in range(15)))
    drawn = felt.background().copy()
    _draw_strip(drawn, rect, counts)
    tiled = felt.background().copy()
    for _ in range(2):  # painted, then the cached tile
        draw_counter(tiled, rect, counts)
    assert _pixels(tiled) == _pixels(drawn)
    fewer = CardCounter(counts.ranks, (0,) * 15)
    draw_counter(tiled, rect, fewer)  # new counts: a new tile
    drawn = felt.background().copy()
    _draw_strip(drawn, rect, fewer)
    assert _pixels(tiled) == _pixels(drawn)


def test_in_the_browser_the_scenes_draw_straight_on_the_window(monkeypatch):
    desktop = make_app()
    desktop.frame(16)
    assert desktop.canvas is not desktop.window
    expected = _pixels(desktop.window)
    monkeypatch.setattr(app_module, "is_web", lambda: True)
    web = make_app()
    assert web.canvas is web.window  # no copy of a separate canvas each frame
    web.frame(16)
    assert _pixels(web.window) == expected


def test_the_top_bar_is_its_texts_painted_on_the_felt():
    texts = BarTexts("Dou Dizhu, 3 players - deal 1", 420, "Session score: You +0   Jack +0", 19, 540)
    painted = felt.background().copy()
    _paint(painted, texts)
    tiled = felt.background().copy()
    for _ in range(2):
        draw_top_bar(tiled, texts)
    assert _pixels(tiled) == _pixels(painted)


def test_while_texts_are_recorded_a_tile_paints_them_on_the_recording_surface():
    counts = CardCounter(tuple(Rank)[:15], (4,) * 15)
    rect = pygame.Rect(926, 290, 330, 60)
    draw_counter(felt.background().copy(), rect, counts)  # cached outside a recording
    canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    canvas.blit(felt.background(), (0, 0))
    with text.recording(text.Recorder()) as recorder:
        draw_counter(canvas, rect, counts)
        draw_top_bar(canvas, BarTexts("Daifugo - round 1 of 5", 380, "Session points: 1: +0", 18, 560))
    shown = {box.label for box in recorder.boxes}
    assert {"A", "4", "Daifugo - round 1 of 5", "Session points: 1: +0"} <= shown


def _scene_pixels(app: app_module.App, tiled: bool) -> bytes:
    """The current scene drawn on a fresh canvas: with its cached tiles, or (while texts are
    recorded) every panel painted straight on the canvas."""
    assert app.scene is not None
    canvas = pygame.Surface(theme.CANVAS_SIZE)
    if tiled:
        app.scene.draw(canvas)
    else:
        with text.recording(text.Recorder()):
            app.scene.draw(canvas)
    return _pixels(canvas)


def test_the_seat_panels_drawn_from_tiles_are_the_panels_painted():
    app = make_app(autoplay=True, seed=7)
    app.settings.game = app_module.GameId.DDZ3
    app.start_table()
    seen = 0
    for _ in range(400):  # the bidding, then the play: counts, roles and the turn change
        app.frame(96)
        if app.scene is not None and app.scene.name in ("bidding", "play") and app.frame_count % 7 == 0:
            for _twice in range(2):  # painted (or taken from the cache), then the cached tile
                assert _scene_pixels(app, tiled=True) == _scene_pixels(app, tiled=False)
            seen += 1
    assert seen >= 20


def _cached_equals_painted(app: app_module.App) -> None:
    for _twice in range(2):  # composed (or taken from the cache), then the cached surfaces
        assert _scene_pixels(app, tiled=True) == _scene_pixels(app, tiled=False)


@pytest.mark.parametrize(
    ("game", "scenes"),
    [
        (app_module.GameId.DDZ3, ("bidding", "play")),
        (app_module.GameId.DAIFUGO, ("exchange", "climbing_play")),
    ],
)
def test_the_cached_rows_and_panels_are_the_table_drawn_card_by_card(game, scenes):
    """The hand's fan, the played and bottom cards, and every panel drawn from the caches
    (:mod:`game.ui.common.widgets.card_rows`, felt tiles) are the scene drawn piece by piece,
    over a whole game's moments: selections, a language and a card look changed midway."""
    app = make_app(autoplay=True, seed=7)
    app.settings.game = game
    app.start_table()
    seen = 0
    for frame in range(900):
        if frame == 300:
            app.change_language("ja")
        if frame == 450:
            app.settings.four_colour = app.settings.large_cards = True
        if frame == 600:
            app.change_language("sv")
            app.settings.large_cards = False
        app.frame(96)
        scene = app.scene
        if scene is None or scene.name not in scenes or app.frame_count % 5:
            continue
        hand = getattr(scene, "hand", None)
        if hand is not None and hand.cards and app.frame_count % 3 == 0:  # a selection, shown with the cursor
            hand.select_only(hand.cards[1::4])
            hand.show_cursor = True
        _cached_equals_painted(app)
        seen += 1
    assert seen >= 60
    app.change_language("en")

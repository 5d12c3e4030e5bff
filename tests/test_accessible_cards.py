"""Accessible cards: the four-colour deck, large cards, suits told apart by shape and
readable text sizes (issue 12).

The colour checks simulate the common colour-vision deficiencies with the matrices of
Machado, Oliveira and Fernandes (2009) at full severity, applied in linear sRGB, and
measure differences in CIELAB (CIE76).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Iterator
from types import FrameType

import pygame
import pytest

from game.core.cards import Card, Rank, Suit
from game.settings import GameId, Settings
from game.table.preferences import PREFERENCES, PreferenceKind
from game.ui.climbing.layout import HAND_AREA as CLIMBING_HAND_AREA
from game.ui.climbing.layout import SMALL
from game.ui.common import theme
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import text
from game.ui.common.widgets.hand import HandView
from game.ui.doudizhu.table_scene import HAND_AREA as DDZ_HAND_AREA
from tests.ui_helpers import make_app

SMALLEST_FACE = SMALL
"""The smallest size a face is drawn at (a seat's last action, the bottom cards, the
scoring screen's cards left over)."""
MAX_HAND = 33
"""The largest hand: the four-player Dou Dizhu landlord (25 + 8 bottom cards)."""
MIN_FONT = 15
FONT_ALLOWED = {
    ("game/ui/common/widgets/cards.py", None): card_art.MIN_CORNER * 72 // 100,
    ("game/ui/climbing/table_scene.py", "draw_status"): 12,
}
"""Text drawn below ``MIN_FONT`` on purpose, by (module, function; ``None``: any) and the
smallest size allowed there: card indices scale with the card (their own minimums are
``MIN_CORNER`` and ``MIN_PIP``; the joker's word is 72 % of the corner), and the status
panel's order badges, up to three pills side by side."""

CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


@pytest.fixture(autouse=True)
def normal_look() -> Iterator[None]:
    pygame.init()
    card_art.set_look(card_art.Look())
    yield
    card_art.set_look(card_art.Look())


def _linear(channel: float) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _luminance(rgb: tuple[float, float, float]) -> float:
    r, g, b = (_linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(first: tuple[int, int, int], second: tuple[int, int, int]) -> float:
    low, high = sorted((_luminance(first), _luminance(second)))
    return (high + 0.05) / (low + 0.05)


def _lab_of_linear(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, c)) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _seen(rgb: tuple[int, int, int], matrix: tuple[tuple[float, ...], ...] | None) -> tuple[float, float, float]:
    linear = tuple(_linear(c) for c in rgb)
    if matrix is not None:
        linear = tuple(sum(row[i] * linear[i] for i in range(3)) for row in matrix)
    return _lab_of_linear(linear)  # type: ignore[arg-type]


def _ink(surface: pygame.Surface) -> tuple[int, int, int]:
    """The most saturated-dark pixel of a face: the darkest one (the suit's ink)."""
    w, h = surface.get_size()
    pixels = (surface.get_at((x, y)) for x in range(w) for y in range(h))
    darkest = min((p for p in pixels if p.a == 255), key=lambda p: p.r + p.g + p.b)
    return darkest.r, darkest.g, darkest.b


def _distance(first: tuple[int, int, int], second: tuple[int, int, int]) -> int:
    return sum(abs(a - b) for a, b in zip(first, second, strict=True))


def test_four_colour_gives_each_suit_its_own_ink() -> None:
    cards = [Card(Rank.TEN, suit) for suit in Suit]
    two = [_ink(card_art.face(card)) for card in cards]
    card_art.set_look(card_art.Look(four_colour=True))
    four = [_ink(card_art.face(card)) for card in cards]
    assert all(_distance(a, b) > 60 for a, b in itertools.combinations(four, 2)), four
    assert len(set(two)) == 2
    # spades stays black, hearts red; diamonds and clubs change
    assert _distance(four[0], two[0]) < 30 and _distance(four[1], two[1]) < 60
    assert _distance(four[2], two[2]) > 100 and _distance(four[3], two[3]) > 100


def test_four_colours_read_on_white_and_under_colour_blindness() -> None:
    colours = list(theme.SUIT_FOUR_COLOURS.values())
    assert set(theme.SUIT_FOUR_COLOURS) == {suit.name.lower() for suit in Suit}
    for colour in colours:
        assert _contrast(colour, theme.CARD_FACE) >= 4.5, colour
    for name, matrix in (("normal", None), *CVD.items()):
        for first, second in itertools.combinations(colours, 2):
            a, b = _seen(first, matrix), _seen(second, matrix)
            delta = sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5
            assert delta >= 20, (name, first, second, round(delta, 1))


def test_the_look_keys_the_face_cache() -> None:
    card = Card(Rank.KING, Suit.CLUBS)
    plain = card_art.face(card)
    card_art.set_look(card_art.Look(four_colour=True))
    assert card_art.face(card) is not plain
    card_art.set_look(card_art.Look())
    assert card_art.face(card) is plain


def test_settings_keep_the_card_looks_field_by_field() -> None:
    assert not Settings().four_colour and not Settings().large_cards
    stored = Settings(four_colour=True, large_cards=True).to_json()
    loaded = Settings.from_json(stored)
    assert loaded.four_colour and loaded.large_cards
    broken = Settings.from_json('{"four_colour": "yes", "large_cards": 1, "auto_pass": false}')
    assert not broken.four_colour and not broken.large_cards and not broken.auto_pass
    switches = {p.field for p in PREFERENCES if p.kind is PreferenceKind.SWITCH}
    assert {"four_colour", "large_cards"} <= switches


def test_app_follows_the_card_preferences() -> None:
    app = make_app(autoplay=True, game=GameId.DDZ4, seed=3)
    app.settings.four_colour = app.settings.large_cards = True
    for _ in range(40):
        app.frame(96)
    assert card_art.look() == card_art.Look(four_colour=True, large=True)
    assert app.scene is not None and app.scene.name in ("bidding", "play")
    assert app.scene.hand.card_size == theme.LARGE_CARD_SIZE


@pytest.mark.parametrize("area", (DDZ_HAND_AREA, CLIMBING_HAND_AREA), ids=("doudizhu", "climbing"))
def test_large_cards_are_bigger_and_every_hand_fits(area: pygame.Rect) -> None:
    normal = theme.CARD_SIZE
    large = theme.LARGE_CARD_SIZE
    assert large[0] > normal[0] * 1.1 and large[1] > normal[1] * 1.1
    deck = [Card(rank, suit) for rank in Rank if rank not in (Rank.RED_JOKER, Rank.BLACK_JOKER) for suit in Suit]
    canvas = pygame.Rect((0, 0), theme.CANVAS_SIZE)
    for look in (card_art.Look(), card_art.Look(large=True)):
        card_art.set_look(look)
        hand = HandView(pygame.Rect(area))
        for count in range(1, MAX_HAND + 1):
            hand.set_cards(deck[:count])
            hand.selected = set(hand.cards)  # every card raised
            rects = hand.card_rects()
            assert all(rect.size == hand.card_size for rect in rects)
            assert rects[0].left >= area.left and rects[-1].right <= area.right, (look, count)
            assert all(canvas.contains(rect) for rect in rects)
            assert max(rect.bottom for rect in rects) + 9 <= canvas.bottom  # room for the cursor strip
            if count > 1:
                assert hand.step() >= 18
        normal_top = area.bottom - normal[1] - 12
        # large cards reach no more than a few pixels above where normal cards do
        hand.selected = set()
        assert min(rect.top for rect in hand.card_rects()) >= normal_top - 6


def _mask(surface: pygame.Surface) -> pygame.Mask:
    """The glyph's inked pixels, cropped to its bounding box (shape without colour)."""
    mask = pygame.mask.from_surface(surface, 127)
    box = mask.get_bounding_rects()
    union = box[0].unionall(box[1:]) if box else pygame.Rect(0, 0, 1, 1)
    cropped = pygame.Mask(union.size)
    cropped.draw(mask, (-union.x, -union.y))
    return cropped


def _difference(first: pygame.Mask, second: pygame.Mask) -> float:
    """The share of pixels inked in only one of two masks (laid on a common box)."""
    w, h = max(first.get_size()[0], second.get_size()[0]), max(first.get_size()[1], second.get_size()[1])
    a, b = pygame.Mask((w, h)), pygame.Mask((w, h))
    a.draw(first, ((w - first.get_size()[0]) // 2, (h - first.get_size()[1]) // 2))
    b.draw(second, ((w - second.get_size()[0]) // 2, (h - second.get_size()[1]) // 2))
    both = a.overlap_area(b, (0, 0))
    either = a.count() + b.count() - both
    return (either - both) / max(1, either)


def test_suit_glyphs_differ_in_shape_at_the_smallest_size() -> None:
    """The corner pip of the smallest face: binarised, each suit is at least 12 pixels tall
    and every two suits differ in at least a fifth of their inked pixels."""
    corner = max(card_art.MIN_CORNER, int(SMALLEST_FACE[1] * 0.19))
    size = max(card_art.MIN_PIP, int(corner * 0.85))
    assert size == card_art.MIN_PIP
    masks = {suit: _mask(text.render(suit.value, size, theme.CARD_BLACK)) for suit in Suit}
    assert all(mask.get_size()[1] >= 12 for mask in masks.values()), {s: m.get_size() for s, m in masks.items()}
    for first, second in itertools.combinations(Suit, 2):
        assert _difference(masks[first], masks[second]) >= 0.2, (first, second)


def _ink_mask(surface: pygame.Surface) -> pygame.Mask:
    """The face in black and white: the pixels darker than mid-grey (any hue)."""
    w, h = surface.get_size()
    mask = pygame.Mask((w, h))
    for x in range(w):
        for y in range(h):
            c = surface.get_at((x, y))
            if c.a == 255 and 0.3 * c.r + 0.59 * c.g + 0.11 * c.b < 170:
                mask.set_at((x, y))
    return mask


def test_jokers_differ_without_colour_at_the_smallest_size() -> None:
    """Black-and-white versions of the two joker faces differ clearly: the big joker's star
    is filled, the small one's hollow."""
    for look in (card_art.Look(), card_art.Look(four_colour=True, large=True)):
        card_art.set_look(look)
        big = _ink_mask(card_art.face(Card(Rank.RED_JOKER, None), SMALLEST_FACE))
        small = _ink_mask(card_art.face(Card(Rank.BLACK_JOKER, None), SMALLEST_FACE))
        apart = big.count() + small.count() - 2 * big.overlap_area(small, (0, 0))
        assert big.count() > small.count() and apart >= 80, (big.count(), small.count(), apart)


def _caller(frame: FrameType | None) -> tuple[str, str]:
    while frame is not None and frame.f_code.co_filename.endswith("widgets/text.py"):
        frame = frame.f_back
    assert frame is not None
    path = frame.f_code.co_filename.replace("\\", "/")
    return path[path.rfind("game/ui/") :], frame.f_code.co_name


@pytest.mark.parametrize(("game", "language"), ((GameId.DDZ4, "sv"), (GameId.DAIFUGO, "sv"), (GameId.PRESIDENT, "en")))
def test_no_text_is_drawn_below_the_minimum_size(
    game: GameId, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every text an autoplay run draws (menu, rules, table, scoring) is at least ``MIN_FONT``
    pixels, except the allow-listed places."""
    too_small: dict[tuple[str, str, int], str] = {}
    original = text.render

    def render(label: str, size: int, color: theme.Color = theme.INK, bold: bool = False) -> pygame.Surface:
        if size < MIN_FONT:
            module, function = _caller(sys._getframe(1))
            allowed = FONT_ALLOWED.get((module, function), FONT_ALLOWED.get((module, None)))
            if allowed is None or size < allowed:
                too_small[(module, function, size)] = label
        return original(label, size, color, bold)

    monkeypatch.setattr(text, "render", render)
    text.clear_cache()
    app = make_app(autoplay=True, game=game, language=language, seed=7)
    app.switch("rules" if game.value.startswith("ddz") else "climbing_rules", game=game)
    for _ in range(4):
        app.frame(96)
    app.start_table()
    left_scoring = False
    for _ in range(6000):
        app.frame(96)
        assert app.scene is not None
        if "scoring" in app.scene.name:
            left_scoring = True
        elif left_scoring:
            break
    assert left_scoring
    assert not too_small, too_small


@pytest.mark.parametrize("game", (GameId.DDZ4, GameId.DAIFUGO))
def test_no_text_overlaps_with_large_four_colour_cards(game: GameId) -> None:
    """The overlap check of tests/test_ui_overlap.py with both card preferences on."""
    from tests.test_ui_overlap import sampled_overlaps

    app = make_app(autoplay=True, game=game, language="sv", seed=7)
    app.settings.four_colour = app.settings.large_cards = True
    scoring = "scoring" if game.value.startswith("ddz") else "climbing_scoring"
    found = sampled_overlaps(app, 8000, until_left=scoring)
    assert scoring in app._scenes
    report = "\n".join(f"{scene}: {line}" for scene, lines in sorted(found.items()) for line in sorted(lines))
    assert not found, report

"""Colours, sizes and fonts of the table.

Everything is laid out on a fixed logical canvas of ``CANVAS_SIZE`` pixels; the app
scales that canvas to the window.

Fonts: the shipped DejaVu Sans faces (pygame's default font has no suit glyphs) and
subsets of Noto Sans CJK, JP for Japanese and SC for Chinese (``python -m tools.fonts``).
Each language has a chain of faces (:func:`faces`): its own first, then the others, so a
text renders glyph by glyph in the first face that has the glyph (the text widget splits
it into runs). A face's coverage is read once from the ``.charset`` file the tool writes
next to it. Fonts are loaded once per face and size.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path

import pygame

from game.i18n import current_language
from game.platform import display

CANVAS_SIZE = display.CANVAS_SIZE
FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
FONT_JP = (FONT_DIR / "NotoSansCJKjp-Regular-subset.otf", FONT_DIR / "NotoSansCJKjp-Bold-subset.otf")
FONT_SC = (FONT_DIR / "NotoSansCJKsc-Regular-subset.otf", FONT_DIR / "NotoSansCJKsc-Bold-subset.otf")

Color = tuple[int, int, int]

FELT = (22, 101, 60)
FELT_DARK = (14, 72, 42)
FELT_LIGHT = (34, 128, 78)
FELT_RIM = (92, 58, 30)
INK = (245, 245, 235)
INK_DIM = (190, 210, 195)
INK_DARK = (25, 25, 30)
GOLD = (240, 196, 70)
WARN = (255, 140, 110)
PANEL = (10, 50, 30)
PANEL_EDGE = (120, 170, 135)
LANDLORD = (214, 86, 52)
FARMER = (70, 140, 210)

BUTTON = (236, 226, 196)
BUTTON_HOVER = (255, 244, 214)
BUTTON_PRESSED = (214, 200, 160)
BUTTON_DISABLED = (96, 120, 104)
BUTTON_TEXT = (40, 30, 20)
BUTTON_TEXT_DISABLED = (150, 170, 155)
BUTTON_ACCENT = (232, 170, 60)
BUTTON_SELECTED = (250, 210, 110)

CARD_FACE = (252, 252, 248)
CARD_EDGE = (120, 120, 120)
CARD_RED = (200, 30, 40)
CARD_BLACK = (25, 25, 30)
CARD_BACK = (150, 38, 48)
CARD_BACK_PATTERN = (205, 80, 80)
CARD_SELECT_GLOW = (255, 214, 80)
CARD_CURSOR = (70, 160, 255)
WILD_MARK = (150, 60, 190)
WILD_FACE = (236, 224, 250)
FOCUS = (255, 255, 255)
WILD_TEXT = (214, 170, 250)

SUIT_FOUR_COLOURS = {
    "spades": (25, 25, 30),
    "hearts": (214, 40, 20),
    "diamonds": (40, 70, 210),
    "clubs": (0, 130, 90),
}
"""Suit inks of the four-colour deck (by :class:`game.core.cards.Suit` name, lower case).

Chosen so that each reads on the white card face with a WCAG contrast of at least 4.5:1
(black 17.0, red 4.9, blue 7.1, green 4.7) and the four stay apart for the common
colour-vision deficiencies: the red leans to orange and the green to teal, so that under
simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009, full severity)
every two of them are still at least 20 CIELAB units apart (tests/test_accessible_cards.py).
The suits' shapes differ as well, so colour is never the only cue."""

CARD_SIZE = (84, 118)
LARGE_CARD_SIZE = (98, 136)
"""Hand cards with the large-cards preference (every hand up to 33 cards still fits)."""
SMALL_CARD_SIZE = (56, 79)
CARD_RADIUS = 8




@dataclass(frozen=True)
class Face:
    """One font file and the characters it has glyphs for."""

    path: Path
    characters: frozenset[str] = field(repr=False)

    def has(self, char: str) -> bool:
        return char in self.characters


def read_charset(path: Path) -> frozenset[str]:
    """The characters listed in a ``.charset`` file (lines ``XXXX`` or ``XXXX-YYYY``, hex);
    a missing or unreadable file gives the empty set (the face is then only a last resort)."""
    try:
        lines = path.read_text(encoding="ascii").split()
    except (OSError, UnicodeDecodeError):
        return frozenset()
    characters: set[str] = set()
    for line in lines:
        first, _, last = line.partition("-")
        try:
            low, high = int(first, 16), int(last or first, 16)
        except ValueError:
            continue
        characters.update(chr(code) for code in range(low, min(high, 0x10FFFF) + 1))
    return frozenset(characters)


@cache
def _face(path: Path) -> Face:
    return Face(path, read_charset(path.with_suffix(".charset")))


_CHAINS: dict[str, tuple[int, ...]] = {"ja": (1, 0, 2), "zh_Hans": (2, 0, 1)}
"""Face order per language, as indices into (DejaVu, JP, SC); others use (0, 1, 2)."""


def faces(bold: bool = False, language: str | None = None) -> tuple[Face, ...]:
    """The faces of ``language`` (default: the current one), its own face first.

    Japanese: JP, DejaVu, SC. Chinese: SC, DejaVu, JP. Every other language: DejaVu,
    JP, SC (so a CJK name inside an English or Swedish text still has glyphs).
    """
    weight = 1 if bold else 0
    files = (FONT_BOLD if bold else FONT_REGULAR, FONT_JP[weight], FONT_SC[weight])
    order = _CHAINS.get(current_language() if language is None else language, (0, 1, 2))
    return tuple(_face(files[index]) for index in order)


@lru_cache(maxsize=128)
def face_font(path: Path, size: int) -> pygame.font.Font:
    """The font file ``path`` at ``size`` pixels (cached: fonts are costly to open)."""
    return pygame.font.Font(str(path), size)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The current language's own face at ``size`` pixels (DejaVu for English and Swedish)."""
    return face_font(faces(bold)[0].path, size)


def clear_fonts() -> None:
    """Forget every opened font (a font does not survive ``pygame.quit``)."""
    face_font.cache_clear()

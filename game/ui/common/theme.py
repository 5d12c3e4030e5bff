"""Colours, sizes and fonts of the table.

Everything is laid out on a fixed logical canvas of ``CANVAS_SIZE`` pixels; the app
scales that canvas to the window. Fonts are the shipped DejaVu Sans faces (pygame's
default font has no suit glyphs) and are loaded once per size.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

CANVAS_SIZE = (1280, 720)
FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

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

CARD_SIZE = (84, 118)
SMALL_CARD_SIZE = (56, 79)
CARD_RADIUS = 8


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The DejaVu face at ``size`` pixels (cached: fonts are costly to open)."""
    return pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), size)

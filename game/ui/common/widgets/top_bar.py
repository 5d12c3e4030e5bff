"""The dark bar across the top of both tables: the title at the left, the scores to the right.

It is the first thing drawn on the felt and changes only with its texts, so it is blitted
as one cached :func:`felt.felt_tile` per texts and language (see :mod:`.felt`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import current_language
from game.ui.common import theme
from game.ui.common.widgets import felt, text

BAR = pygame.Rect(0, 0, 1280, 45)
"""The bar and its edge line (y 44)."""


@dataclass(frozen=True)
class BarTexts:
    """The two texts and how they fit: the title from x 16, the scores ending at ``scores_right``."""

    title: str
    title_width: int
    scores: str
    scores_size: int
    scores_width: int
    scores_right: int = 984


def draw_top_bar(surface: pygame.Surface, texts: BarTexts) -> None:
    felt.felt_tile(surface, BAR, ("top bar", texts, current_language()), lambda tile, _spot: _paint(tile, texts))


def _paint(surface: pygame.Surface, texts: BarTexts) -> None:
    pygame.draw.rect(surface, theme.PANEL, (0, 0, 1280, 44))
    pygame.draw.line(surface, theme.PANEL_EDGE, (0, 44), (1280, 44), 1)
    title = text.fitted(texts.title, 19, texts.title_width, theme.INK, bold=True)
    text.blit_at(surface, title, (16, 22), "midleft")
    scores = text.fitted(texts.scores, texts.scores_size, texts.scores_width, theme.GOLD, bold=True)
    text.blit_at(surface, scores, (texts.scores_right, 22), "midright")

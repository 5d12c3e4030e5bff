"""Seat badges: the low-cards warning on a seat's panel ("Last card!", "2 cards left"), and
the "Computer playing" badge on the human's seat during a takeover.

Drawn by both families' seat panels: a warm pill straddling the panel's bottom edge, so it
is seen at a glance without covering the seat's name or its played cards.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.table.seat_names import low_cards_warning
from game.table.takeover import TAKEOVER_BADGE
from game.ui.common import theme
from game.ui.common.widgets import text


def draw_low_cards(surface: pygame.Surface, panel: pygame.Rect, count: int) -> pygame.Rect | None:
    """The warning for ``count`` cards left on ``panel``; the pill drawn, or None (no warning)."""
    warning = low_cards_warning(count)
    if warning is None:
        return None
    face = text.fitted(warning, 16, panel.width - 16, theme.INK_DARK, bold=True)
    pill = face.get_rect().inflate(18, 8)
    pill.center = (panel.centerx, panel.bottom)
    pygame.draw.rect(surface, theme.WARN, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, theme.INK_DARK, pill, width=1, border_radius=pill.height // 2)
    text.backing(face, pill)
    surface.blit(face, face.get_rect(center=pill.center))
    return pill


def draw_takeover(
    surface: pygame.Surface, point: tuple[int, int], max_width: int, anchor: str = "midbottom"
) -> pygame.Rect:
    """The "Computer playing" badge on the human's seat while the computer plays it: a gold
    pill placed by its ``anchor`` at ``point``; the pill drawn."""
    face = text.fitted(_(TAKEOVER_BADGE), 15, max_width - 18, theme.INK_DARK, bold=True)
    pill = face.get_rect().inflate(18, 8)
    setattr(pill, anchor, point)
    pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
    pygame.draw.rect(surface, theme.INK_DARK, pill, width=1, border_radius=pill.height // 2)
    text.backing(face, pill)
    surface.blit(face, face.get_rect(center=pill.center))
    return pill

"""The result screen's replay of the deal's last trick: a column right of the score table
where the trick's moves come in one after another, in play order (who, and the cards or
"Pass"), on game time.

Each move fades in (and, unless motion is reduced, slides in from the right) ``STEP_MS``
after the one before, then stays; at instant speed the whole trick shows at once. A trick
longer than the column shows its last ``MAX_STEPS`` moves (the winning play is always last).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.doudizhu.combos import Play
from game.doudizhu.state import DealState
from game.i18n import _
from game.table.doudizhu.last_trick import last_trick
from game.table.doudizhu.play_text import stand_in_label
from game.ui.common import theme
from game.ui.common.motion import MotionStyle, clamp01, ease_out_cubic
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, text

AREA = pygame.Rect(1090, 148, 176, 452)
"""Right of the score table (which ends at x 1080), above the buttons."""
STEP_MS = 550
FADE_MS = 320
SLIDE = 40
CARD = (30, 42)
ENTRY_HEIGHT = 68
HEADER = 38
MAX_STEPS = (AREA.height - HEADER) // ENTRY_HEIGHT


class TrickReplay:
    """The replay's clock and drawing (see the module docstring)."""

    def __init__(self, style: MotionStyle) -> None:
        self.style = style
        self.elapsed_ms = 0

    def update(self, dt_ms: int) -> None:
        self.elapsed_ms += max(0, dt_ms)

    def shown_share(self, index: int) -> float:
        """How far move ``index`` has come in (0 not yet, 1 at rest)."""
        if not self.style.animates:
            return 1.0
        start = self.style.ms(STEP_MS) * index
        return clamp01((self.elapsed_ms - start) / max(1, self.style.ms(FADE_MS)))

    def draw(self, surface: pygame.Surface, state: DealState, name_of: Callable[[int], str]) -> None:
        steps = last_trick(state)[-MAX_STEPS:]
        if not steps:
            return
        felt.panel(surface, pygame.Rect(AREA.x, AREA.y, AREA.width, HEADER + ENTRY_HEIGHT * len(steps) + 6), alpha=200)
        header = text.fitted(_("Last trick"), 18, AREA.width - 20, theme.INK_DIM, bold=True)
        surface.blit(header, (AREA.x + 10, AREA.y + 8))
        for index, step in enumerate(steps):
            share = self.shown_share(index)
            if share <= 0:
                continue
            offset = 0 if self.style.reduced or share >= 1 else round(SLIDE * (1 - ease_out_cubic(share)))
            alpha = round(255 * share)
            top = AREA.y + HEADER + index * ENTRY_HEIGHT
            entry = pygame.Surface((AREA.width - 16, ENTRY_HEIGHT - 4), pygame.SRCALPHA)
            name = text.fitted(name_of(step.seat), 16, entry.get_width(), theme.INK, bold=True)
            entry.blit(name, (0, 0))
            if isinstance(step.move, Play) and step.cards:
                room = entry.get_width() - CARD[0]
                gap = min(16, room // max(1, len(step.cards) - 1))
                for i, card in enumerate(step.cards):
                    entry.blit(card_art.face(card, CARD, card.rank == state.wild_rank), (i * gap, 20))
                label = stand_in_label(step.move)
            else:
                label = _("Pass")
                word = text.fitted(label, 18, entry.get_width(), theme.INK_DIM, bold=True)
                entry.blit(word, (0, 24))
            entry.set_alpha(alpha)
            spot = (AREA.x + 8 + offset, top)
            surface.blit(entry, spot)
            if share >= 1:  # at rest: what the text recorder checks
                text.box(text.BoxKind.TEXT, (spot[0], spot[1], entry.get_width(), ENTRY_HEIGHT - 4), label)

"""The event log over a table, shared by both families (Dou Dizhu and the climbing games).

The table controller keeps the log as a list of phrases (oldest first); the panel shows
the newest lines at the bottom, rendered in the current language at draw time. While
open it takes every input event: the wheel, Up/Down and Page Up/Down scroll back through
older lines, Escape or a click outside the panel closes it (the scene's L key and Log
button toggle it). ``scroll`` counts lines back from the newest; it never passes the
oldest line.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.reason import Phrase
from game.i18n import _, ngettext
from game.ui.common import theme
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.choice import shade

LOG_RECT = pygame.Rect(220, 60, 840, 580)
LOG_LINE = 26
PAGE_LINES = 10


class LogPanel:
    """A modal list of log lines on ``rect``."""

    def __init__(self, rect: pygame.Rect = LOG_RECT) -> None:
        self.rect = rect
        self.open = False
        self.scroll = 0

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def close(self) -> None:
        self.open = False

    def visible_lines(self) -> int:
        return (self.rect.height - 100) // LOG_LINE

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While open: scroll or close, and True (the panel takes every event)."""
        if not self.open:
            return False
        if event.type == pygame.KEYDOWN:
            back = {pygame.K_UP: 1, pygame.K_PAGEUP: PAGE_LINES, pygame.K_DOWN: -1, pygame.K_PAGEDOWN: -PAGE_LINES}
            if event.key == pygame.K_ESCAPE:
                self.open = False
            elif event.key in back:
                self.scroll = max(0, self.scroll + back[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll = 1 << 30  # clamped to the oldest line when drawn
            elif event.key == pygame.K_END:
                self.scroll = 0
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + round(event.y * 2))
        elif event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.open = False
        return True

    def shown(self, lines: Sequence[Phrase]) -> Sequence[Phrase]:
        """The lines in view (clamping ``scroll`` to the oldest line)."""
        visible = self.visible_lines()
        self.scroll = min(self.scroll, max(0, len(lines) - visible))
        end = len(lines) - self.scroll
        return lines[max(0, end - visible) : end]

    def draw(self, surface: pygame.Surface, lines: Sequence[Phrase]) -> None:
        if not self.open:
            return
        surface.blit(shade(surface.get_size()), (0, 0))
        felt.panel(surface, self.rect, alpha=245, edge=theme.GOLD)
        title = text.render(_("Event log"), 24, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 14)))
        y = self.rect.y + 56
        shown = self.shown(lines)
        if not shown:
            empty = text.fitted(_("Nothing has happened yet."), 17, self.rect.width - 60, theme.INK_DIM)
            surface.blit(empty, (self.rect.x + 30, y))
        for phrase in shown:
            face = text.fitted(phrase.render(_, ngettext), 17, self.rect.width - 60, theme.INK)
            surface.blit(face, (self.rect.x + 30, y))
            y += LOG_LINE
        hint = text.fitted(
            _("Mouse wheel or arrow keys scroll; L or Escape closes"), 15, self.rect.width - 40, theme.INK_DIM
        )
        surface.blit(hint, hint.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 12)))

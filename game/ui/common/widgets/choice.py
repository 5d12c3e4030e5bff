"""A small modal dialog: pick one of a few options, or cancel.

Used when a selection of cards reads as several plays. While open it takes every
input event; keys 1-9 pick an option, Up/Down move a focus ring over the options and
Cancel (Left/Right jump a column when there are several), Enter or Space picks the
focused one, Escape cancels. Many options (a hand of wild cards can have a dozen
readings) are laid out in columns of at most ``MAX_ROWS``, so the dialog always fits.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui.common import theme
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, Label, dispatch

OPTION_SIZE = (560, 46)
MAX_ROWS = 9
"""Options per column: more options than this are laid out in several columns."""
MAX_WIDTH = 1200
_shades: dict[tuple[int, int], pygame.Surface] = {}


KEYS_WITH_ESCAPE = N_("Arrow keys move, Space or Enter selects, Escape closes")
KEYS_WITHOUT_ESCAPE = N_("Arrow keys move, Space or Enter selects")


def draw_key_hint(surface: pygame.Surface, rect: pygame.Rect, y: int, cancellable: bool) -> None:
    """The dialog's keys, one small line centred at ``y`` (the dialog's top + offset)."""
    hint = _(KEYS_WITH_ESCAPE if cancellable else KEYS_WITHOUT_ESCAPE)
    face = text.fitted(hint, 14, rect.width - 40, theme.INK_DIM)
    surface.blit(face, face.get_rect(midtop=(rect.centerx, rect.y + y)))


def shade(size: tuple[int, int]) -> pygame.Surface:
    """A translucent dark layer that dims the table behind the dialog (cached)."""
    layer = _shades.get(size)
    if layer is None:
        layer = pygame.Surface(size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 110))
        _shades[size] = layer
    return layer


class ChoiceDialog:
    """Options are ``(label, value)`` pairs; ``on_pick(value)`` or ``on_cancel()`` closes it."""

    def __init__(
        self,
        title: Label,
        options: list[tuple[Label, Any]],
        on_pick: Callable[[Any], None],
        on_cancel: Callable[[], None],
    ) -> None:
        self.title = title
        self.options = options
        self.on_pick = on_pick
        self.on_cancel = on_cancel
        self.rows = min(len(options), MAX_ROWS)
        columns = max(1, -(-len(options) // MAX_ROWS))
        gap = 12
        fitted = (MAX_WIDTH - 60 - gap * (columns - 1)) // columns
        width = OPTION_SIZE[0] if columns == 1 else min(OPTION_SIZE[0], fitted)
        step = OPTION_SIZE[1] + 10
        self.rect = pygame.Rect(
            0, 0, max(OPTION_SIZE[0], columns * width + gap * (columns - 1)) + 60, 90 + (self.rows + 1) * step
        )
        self.rect.center = (640, 350)
        left = self.rect.centerx - (columns * width + gap * (columns - 1)) // 2
        self.buttons: list[Button] = []
        for i, (label, value) in enumerate(options):
            column, row = divmod(i, MAX_ROWS)
            rect = pygame.Rect(left + column * (width + gap), self.rect.y + 70 + row * step, width, OPTION_SIZE[1])
            self.buttons.append(Button(rect, label, partial(self.on_pick, value), font_size=20))
        cancel = pygame.Rect(0, 0, *OPTION_SIZE)
        cancel.midtop = (self.rect.centerx, self.rect.y + 70 + self.rows * step)
        self.buttons.append(Button(cancel, lambda: _("Cancel"), self.on_cancel, accent=True, font_size=20))
        self.focus = 0

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_cancel()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.focus = (self.focus + (-1 if event.key == pygame.K_UP else 1)) % len(self.buttons)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = self.rows if len(self.options) > self.rows else 1  # one column over
                target = self.focus + (-step if event.key == pygame.K_LEFT else step)
                self.focus = max(0, min(len(self.buttons) - 1, target))
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].on_click()
            elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.options):
                self.on_pick(self.options[event.key - pygame.K_1][1])

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size()), (0, 0))
        felt.panel(surface, self.rect, alpha=240, edge=theme.GOLD)
        title = text.fitted(self.title(), 24, self.rect.width - 40, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 16)))
        draw_key_hint(surface, self.rect, 48, cancellable=True)
        for button in self.buttons:
            button.draw(surface)
        ring = self.buttons[self.focus].rect.inflate(10, 10)
        pygame.draw.rect(surface, theme.FOCUS, ring, width=3, border_radius=14)

"""A small modal dialog: pick one of a few options, or cancel.

Used when a selection of cards reads as several plays. While open it takes every
input event; keys 1-9 pick an option, Up/Down (or Left/Right) move a focus ring over the
options and Cancel, Enter or Space picks the focused one, Escape cancels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui import theme
from game.ui.widgets import felt, text
from game.ui.widgets.button import Button, Label, dispatch

OPTION_SIZE = (560, 46)
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
        height = 90 + (len(options) + 1) * (OPTION_SIZE[1] + 10)
        self.rect = pygame.Rect(0, 0, OPTION_SIZE[0] + 60, height)
        self.rect.center = (640, 330)
        y = self.rect.y + 70
        self.buttons: list[Button] = []
        for label, value in options:
            self.buttons.append(Button(pygame.Rect(self.rect.x + 30, y, *OPTION_SIZE), label, lambda v=value: self.on_pick(v), font_size=20))
            y += OPTION_SIZE[1] + 10
        self.buttons.append(Button(pygame.Rect(self.rect.x + 30, y, *OPTION_SIZE), lambda: _("Cancel"), self.on_cancel, accent=True, font_size=20))
        self.focus = 0

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_cancel()
            elif event.key in (pygame.K_UP, pygame.K_LEFT, pygame.K_DOWN, pygame.K_RIGHT):
                step = -1 if event.key in (pygame.K_UP, pygame.K_LEFT) else 1
                self.focus = (self.focus + step) % len(self.buttons)
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

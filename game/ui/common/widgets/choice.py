"""A small modal dialog: pick one of a few options, or cancel.

Used when a selection of cards reads as several plays, and for every confirmation (a dialog
of one option: "Reset statistics?", "Leave this game?", "Reset every house rule?"). A
confirmation's focus starts on its cancelling answer (Cancel / Stay), so Enter pressed at
once never does the irreversible thing; a choice of several readings starts on the first
reading. While open it takes every
input event; keys 1-9 pick an option, the arrows and Tab / Shift+Tab move the shared focus
ring (:class:`~game.ui.common.widgets.focus.GridFocus`) over the options and Cancel (Up/Down
wrap; Left/Right jump a column when there are several), Enter or Space picks the focused
one, Escape cancels. Many options (a hand of wild cards can have a dozen
readings) are laid out in columns of at most ``MAX_ROWS``, so the dialog always fits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.i18n import N_, _
from game.ui.common import theme
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, Label, dispatch
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus

OPTION_SIZE = (560, 46)
MAX_ROWS = 9
"""Options per column: more options than this are laid out in several columns."""
MAX_WIDTH = 1200
BODY_SIZE = 19
BODY_LINES = 3
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
    """Options are ``(label, value)`` pairs; ``on_pick(value)`` or ``on_cancel()`` closes it.
    ``cancel_label`` names the cancelling button (default "Cancel"); ``body`` is an optional
    explanation wrapped under the title (at most ``body_lines`` lines, by default ``BODY_LINES``)."""

    def __init__(
        self,
        title: Label,
        options: Sequence[tuple[Label, Any]],
        on_pick: Callable[[Any], None],
        on_cancel: Callable[[], None],
        cancel_label: Label | None = None,
        body: Label | None = None,
        body_lines: int = BODY_LINES,
    ) -> None:
        self.title = title
        self.body = body
        self.options = options
        self.on_pick = on_pick
        self.on_cancel = on_cancel
        self.rows = min(len(options), MAX_ROWS)
        columns = max(1, -(-len(options) // MAX_ROWS))
        gap = 12
        width = (
            OPTION_SIZE[0] if columns == 1 else min(OPTION_SIZE[0], (MAX_WIDTH - 60 - gap * (columns - 1)) // columns)
        )
        step = OPTION_SIZE[1] + 10
        inner = max(OPTION_SIZE[0], columns * width + gap * (columns - 1))
        self.body_lines = text.wrap(body(), BODY_SIZE, inner)[:body_lines] if body is not None else []
        top = 70 + (len(self.body_lines) * (BODY_SIZE + 6) + 10 if self.body_lines else 0)
        self.rect = pygame.Rect(0, 0, inner + 60, top + 20 + (self.rows + 1) * step)
        self.rect.center = (640, 350)
        left = self.rect.centerx - (columns * width + gap * (columns - 1)) // 2
        self.buttons: list[Button] = []
        for i, (label, value) in enumerate(options):
            column, row = divmod(i, MAX_ROWS)
            rect = pygame.Rect(left + column * (width + gap), self.rect.y + top + row * step, width, OPTION_SIZE[1])
            self.buttons.append(Button(rect, label, partial(self.on_pick, value), font_size=20))
        cancel = pygame.Rect(0, 0, *OPTION_SIZE)
        cancel.midtop = (self.rect.centerx, self.rect.y + top + self.rows * step)
        self.buttons.append(
            Button(cancel, cancel_label or (lambda: _("Cancel")), self.on_cancel, accent=True, font_size=20)
        )
        self.cancel_button = self.buttons[-1]
        self.focus = GridFocus([], self.buttons, wrap=True, start=self.cancel_button if self.confirms else None)

    @property
    def confirms(self) -> bool:
        """A confirmation: one option (the action asked about) besides cancelling."""
        return len(self.options) == 1

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_cancel()
            elif self.focus.handle_key(event.key, getattr(event, "mod", 0)):
                return
            elif event.key in ACTIVATE_KEYS:
                self.focus.activate()
            elif pygame.K_1 <= event.key <= pygame.K_9 and event.key - pygame.K_1 < len(self.options):
                self.on_pick(self.options[event.key - pygame.K_1][1])

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size()), (0, 0))
        felt.panel(surface, self.rect, alpha=240, edge=theme.GOLD)
        title = text.fitted(self.title(), 24, self.rect.width - 40, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 16)))
        draw_key_hint(surface, self.rect, 48, cancellable=True)
        for i, line in enumerate(self.body_lines):
            face = text.render(line, BODY_SIZE, theme.INK)
            surface.blit(face, face.get_rect(midtop=(self.rect.centerx, self.rect.y + 72 + i * (BODY_SIZE + 6))))
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

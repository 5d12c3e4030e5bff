"""Keyboard focus: the one focus ring of the menu and every dialog.

:class:`GridFocus` moves over an optional grid of *choices* (rects in reading order: cards
or ranks a picker offers) followed by *buttons*. Keys:

- Left / Right on the grid move along the line (wrapping); Up / Down move between lines,
  down from the last line reaches the buttons, up from the buttons returns to the grid.
- On the buttons the arrows move to the nearest usable button in that direction (so a
  menu laid out in panels is walked as it looks); with nothing there, Left / Right wrap
  along the buttons and, with ``wrap``, Up / Down step to the previous / next button.
- Tab / Shift+Tab step through everything in order (grid, then buttons), wrapping.

A button is usable when it is visible and enabled; focus never lands on another one
(except when no button is usable at all). The owner decides what Enter / Space do on a
choice; :meth:`activate` runs the focused button.

:func:`draw_card_focus` is the keyboard focus mark of a card in a hand (both families'
tables): a thick ring in the cursor colour with a dark edge round the card's visible part,
and a bar under it, so it reads on a white face, on the felt and over the next card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui.common import theme
from game.ui.common.widgets.button import Button, dispatch

FOCUS_RING = 3
CARD_MARK = 4
"""Thickness of the focus mark round a card of a hand."""
CARD_MARK_BAR = 6
"""Height of the bar under a focused card of a hand."""
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


def usable(button: Button) -> bool:
    return button.visible and button.enabled


def draw_card_focus(surface: pygame.Surface, card: pygame.Rect, visible_width: int) -> None:
    """The focus mark of a hand's card drawn at ``card``, of which ``visible_width`` pixels
    show from the left (the rest lies under the next card); draw it after the whole hand."""
    shown = pygame.Rect(card.x, card.y, min(card.width, visible_width), card.height)
    ring = shown.inflate(2 * CARD_MARK, 2 * CARD_MARK)
    radius = theme.CARD_RADIUS + CARD_MARK
    pygame.draw.rect(surface, theme.INK_DARK, ring.inflate(4, 4), width=2, border_radius=radius + 2)
    pygame.draw.rect(surface, theme.CARD_CURSOR, ring, width=CARD_MARK, border_radius=radius)
    bar = pygame.Rect(ring.x, ring.bottom + 2, ring.width, CARD_MARK_BAR)
    pygame.draw.rect(surface, theme.INK_DARK, bar.inflate(2, 2), border_radius=3)
    pygame.draw.rect(surface, theme.CARD_CURSOR, bar, border_radius=3)


class GridFocus:
    """Keyboard focus over a grid of choices (rects in reading order) and a list of buttons.

    ``index`` < ``len(choices)`` is a choice, otherwise ``index - len(choices)`` is a
    button. Lines of the grid are told apart by their rects' ``y``.
    """

    def __init__(self, choices: Sequence[pygame.Rect], buttons: Sequence[Button], wrap: bool = False,
                 start: Button | None = None) -> None:
        self.choices = list(choices)
        self.buttons = list(buttons)
        self.wrap = wrap
        if start is not None and start in self.buttons:
            self.index = len(self.choices) + self.buttons.index(start)
        else:
            self.index = 0 if self.choices else len(self.choices) + self._first_button()

    def _first_button(self) -> int:
        return next((i for i, b in enumerate(self.buttons) if usable(b)), 0)

    @property
    def on_choice(self) -> bool:
        return self.index < len(self.choices)

    @property
    def button(self) -> Button | None:
        return None if self.on_choice or not self.buttons else self.buttons[self.index - len(self.choices)]

    def rect(self) -> pygame.Rect | None:
        if self.on_choice:
            return self.choices[self.index]
        button = self.button
        return button.rect if button is not None else None

    def focus_button(self, button: Button) -> None:
        """Put the focus on ``button`` (one of :attr:`buttons`)."""
        self.index = len(self.choices) + self.buttons.index(button)

    # -- moving --------------------------------------------------------------------------------
    def handle_key(self, key: int, mod: int = 0) -> bool:
        """Move for an arrow key or Tab; False for any other key."""
        if key == pygame.K_TAB:
            self.step(-1 if mod & pygame.KMOD_SHIFT else 1)
            return True
        return self.move(key)

    def step(self, delta: int) -> None:
        """Tab order: the next (``delta`` 1) or previous (-1) choice or usable button, wrapping."""
        n = len(self.choices)
        total = n + len(self.buttons)
        for k in range(1, total + 1):
            i = (self.index + delta * k) % total
            if i < n or usable(self.buttons[i - n]):
                self.index = i
                return

    def move(self, key: int) -> bool:
        """Move for an arrow key; False for any other key."""
        if key not in _DIRECTIONS:
            return False
        if not self.on_choice:
            self._move_on_buttons(key)
            return True
        n = len(self.choices)
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.index = (self.index + (-1 if key == pygame.K_LEFT else 1)) % n
            return True
        down = key == pygame.K_DOWN
        here = self.choices[self.index]
        lines = sorted({r.y for r in self.choices})
        line = lines.index(here.y) + (1 if down else -1)
        if line >= len(lines):
            if self.buttons:
                self.index = n + self._first_button()
            return True
        if line < 0:
            return True
        same_line = [i for i in range(n) if self.choices[i].y == lines[line]]
        self.index = min(same_line, key=lambda i: abs(self.choices[i].x - here.x))
        return True

    def _move_on_buttons(self, key: int) -> None:
        n = len(self.choices)
        target = self._nearest(key)
        if target is not None:
            self.index = n + target
        elif key == pygame.K_UP and n:
            x = self._x()
            self.index = min(range(n), key=lambda i: (-self.choices[i].y, abs(self.choices[i].x - x)))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) or self.wrap:
            self._step_buttons(-1 if key in (pygame.K_LEFT, pygame.K_UP) else 1)

    def _step_buttons(self, delta: int) -> None:
        n, count = len(self.choices), len(self.buttons)
        here = self.index - n
        for k in range(1, count + 1):
            i = (here + delta * k) % count
            if usable(self.buttons[i]):
                self.index = n + i
                return

    def _nearest(self, key: int) -> int | None:
        """The usable button nearest the focused one in the arrow's direction."""
        here = self.button
        if here is None:
            return None
        dx, dy = _DIRECTIONS[key]
        cx, cy = here.rect.center
        best: tuple[float, int] | None = None
        for i, button in enumerate(self.buttons):
            if button is here or not usable(button):
                continue
            bx, by = button.rect.center
            ahead = (bx - cx) * dx + (by - cy) * dy
            if dx:
                ahead_ok = ahead >= here.rect.width // 2
                side = abs(by - cy)
            else:
                ahead_ok = ahead >= here.rect.height // 2
                side = max(0, abs(bx - cx) - (here.rect.width + button.rect.width) // 2)
            if not ahead_ok:
                continue
            score = ahead + 3 * side
            if best is None or score < best[0]:
                best = (score, i)
        return best[1] if best is not None else None

    def _x(self) -> int:
        rect = self.rect()
        return rect.x if rect is not None else 0

    # -- acting and drawing ------------------------------------------------------------------
    def click(self, buttons: list[Button], event: pygame.event.Event) -> bool:
        """Offer ``event`` to ``buttons`` (:func:`~game.ui.common.widgets.button.dispatch`); the
        ring follows a click onto a usable button it holds. True when a button used the event."""
        if not dispatch(buttons, event):
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            hit = next((b for b in buttons if usable(b) and b.rect.collidepoint(event.pos)), None)
            if hit is not None and hit in self.buttons:
                self.focus_button(hit)
        return True

    def screen_key(self, event: pygame.event.Event, back: Callable[[], None]) -> None:
        """A key on a screen of buttons: Escape goes ``back``, the arrows and Tab move the ring,
        Enter or Space presses the focused button."""
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            back()
        elif not self.handle_key(event.key, getattr(event, "mod", 0)) and event.key in ACTIVATE_KEYS:
            self.activate()

    def activate(self) -> bool:
        """Run the focused button if it is usable; False on a choice or an unusable button."""
        button = self.button
        if button is None or not usable(button):
            return False
        button.press()
        return True

    def draw(self, surface: pygame.Surface, lifted: bool = False) -> None:
        """The ring around the focused item (nothing on a hidden button)."""
        rect = self.rect()
        button = self.button
        if rect is None or (button is not None and not button.visible):
            return
        ring = (rect.move(0, -8) if lifted else rect).inflate(2 * FOCUS_RING + 4, 2 * FOCUS_RING + 4)
        radius = theme.CARD_RADIUS + 2 if self.on_choice else min(14, ring.height // 3 + 2)
        pygame.draw.rect(surface, theme.FOCUS, ring, width=FOCUS_RING, border_radius=radius)

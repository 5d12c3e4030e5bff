"""A page the menu opens (Options, Statistics): buttons under the shared focus ring, and
the way back.

The buttons take a click (the ring follows it); keys move the ring, Enter or Space press
the focused button, Escape goes back to the menu. Autoplay looks for a few frames and
goes back. A page sets :attr:`buttons` and :attr:`focus` whenever it builds them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.common.scene import Scene
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.focus import GridFocus

if TYPE_CHECKING:
    from game.ui.common.host import Host

AUTOPLAY_FRAMES = 6
"""How long autoplay shows a page before going back."""


class MenuPage(Scene):
    """Base of the pages the menu opens (see the module docstring)."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.focus = GridFocus([], [])

    def back(self) -> None:
        self.app.switch("menu")

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self.focus.click(self.buttons, event):
            self.focus.screen_key(event, self.back)

    def autoplay(self, frame: int) -> None:
        if frame == AUTOPLAY_FRAMES:
            self.back()

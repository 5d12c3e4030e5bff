"""What the Dou Dizhu and climbing scoring scenes share: the "go on" and "Back to menu"
buttons, their keys and the autoplay step, the colour of points and the row of cards left
in a hand.

Keys: Enter, Space or N go on (the next deal or round), Escape goes back to the menu.
In autoplay the scene goes on by itself after ``autoplay_frames`` frames.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.cards import Card
from game.i18n import _
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets.button import Button, dispatch

if TYPE_CHECKING:
    from game.ui.app import App

GO_ON_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)
LEFT_CARD = (46, 65)
"""The size of the cards a hand still holds on a result screen."""


def draw_cards_left(surface: pygame.Surface, cards: Sequence[Card], x: int, y: int, width: int) -> None:
    """The cards a hand still holds, face up in a row from ``(x, y)``, overlapping as much as
    needed to stay within ``width``."""
    size = LEFT_CARD
    step = min(size[0] + 4, (width - size[0]) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, card in enumerate(cards):
        surface.blit(card_art.face(card, size), (x + i * step, y))


def points_color(points: int) -> theme.Color:
    """Gold for a gain, the warning colour for a loss, plain ink for nothing."""
    return theme.GOLD if points > 0 else theme.WARN if points < 0 else theme.INK


class ResultScene(Scene):
    """Base of the scoring scenes; subclasses implement :meth:`go_on` and ``draw``."""

    autoplay_frames = 45
    """Frames the scene stays up in autoplay before it goes on."""

    def __init__(self, app: App, next_label: Callable[[], str]) -> None:
        super().__init__(app)
        self.next_button = Button(pygame.Rect(340, 610, 280, 62), next_label, self.go_on, accent=True, font_size=24)
        self.menu_button = Button(
            pygame.Rect(660, 610, 280, 62), lambda: _("Back to menu"), self.back_to_menu, font_size=24
        )
        self.buttons = [self.next_button, self.menu_button]

    def go_on(self) -> None:
        """Start what follows the result (the next deal or round)."""
        raise NotImplementedError

    def back_to_menu(self) -> None:
        self.app.switch("menu")

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in GO_ON_KEYS:
                self.go_on()
            elif event.key == pygame.K_ESCAPE:
                self.back_to_menu()

    def autoplay(self, frame: int) -> None:
        if frame == self.autoplay_frames:
            self.go_on()

"""What the Dou Dizhu and climbing scoring scenes share: the "go on" and "Back to menu"
buttons, the takeover switch (its button bottom right, the badge bottom left, key T: the
takeover runs on into the next deal or round, so it can be seen and stopped here too), their
keys and the autoplay step, the colour of points and the row of cards left in a hand. No
drawing of the results themselves.

Keys: Enter, Space or N go on (the next deal or round), T switches the takeover, Escape goes
back to the menu. In autoplay the scene goes on by itself after ``autoplay_frames`` frames.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.cards import Card
from game.i18n import _
from game.table.protocol import TablePlay
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.takeover_switch import BadgePlace, TakeoverSwitch
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.common.host import Host

GO_ON_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)
TAKEOVER_RECT = pygame.Rect(966, 620, 274, 42)
"""The takeover button: right of "Back to menu", on the row of the scene's buttons."""
TAKEOVER_BADGE = BadgePlace((40, 641), "midleft", 280)
"""The "Computer playing" badge: left of the go-on button, on the same row."""
LEFT_CARD = (46, 65)
"""The size of the cards a hand still holds on a result screen."""


def draw_cards_left(surface: pygame.Surface, cards: Sequence[Card], x: int, y: int, width: int) -> pygame.Rect:
    """The cards a hand still holds, face up in a row from ``(x, y)``, overlapping as much as
    needed to stay within ``width``; returns the rectangle they cover."""
    size = LEFT_CARD
    step = min(size[0] + 4, (width - size[0]) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, card in enumerate(cards):
        surface.blit(card_art.face(card, size), (x + i * step, y))
    return pygame.Rect(x, y, size[0] + step * max(0, len(cards) - 1), size[1])


def points_color(points: int) -> theme.Color:
    """Gold for a gain, the warning colour for a loss, plain ink for nothing."""
    return theme.GOLD if points > 0 else theme.WARN if points < 0 else theme.INK


class ResultScene(Scene):
    """Base of the scoring scenes; subclasses implement :meth:`go_on` and ``draw``."""

    autoplay_frames = 45
    """Frames the scene stays up in autoplay before it goes on."""

    def __init__(self, app: Host, next_label: Callable[[], str]) -> None:
        super().__init__(app)
        self.next_button = Button(
            pygame.Rect(340, 610, 280, 62), partial(self.proceed_label, next_label), self.proceed, accent=True,
            font_size=24,
        )
        self.menu_button = Button(
            pygame.Rect(660, 610, 280, 62), lambda: _("Back to menu"), self.back_to_menu, font_size=24
        )
        self.buttons = [self.next_button, self.menu_button]
        self.takeover_switch = TakeoverSwitch(
            TAKEOVER_RECT, TAKEOVER_BADGE, self.running_table, offered=self.offers_takeover
        )

    def running_table(self) -> TablePlay | None:
        """The table of the session being played (``None`` before one started)."""
        return self.app.table

    def follow_up(self) -> str | None:
        """The scene the session's result leads to instead of going on (the daily deal's)."""
        session = self.app.session
        return None if session is None else session.follow_up

    def proceed(self) -> None:
        """Open the session's follow-up scene, or go on (:meth:`go_on`)."""
        scene = self.follow_up()
        if scene is not None:
            self.app.switch(scene)
        else:
            self.go_on()

    def proceed_label(self, next_label: Callable[[], str]) -> str:
        return _("Compare with the computer") if self.follow_up() is not None else next_label()

    def goes_on(self) -> bool:
        """Whether a deal or round follows this result (the takeover is offered only then)."""
        return True

    def offers_takeover(self) -> bool:
        """The takeover runs on into what follows: offered when a deal or round follows."""
        return self.goes_on() and self.follow_up() is None

    def go_on(self) -> None:
        """Start what follows the result (the next deal or round)."""
        raise NotImplementedError

    def back_to_menu(self) -> None:
        self.app.switch("menu")

    def draw_buttons(self, surface: pygame.Surface) -> None:
        """The scene's buttons and the takeover switch (subclasses call it last in ``draw``)."""
        for button in self.buttons:
            button.draw(surface)
        self.takeover_switch.draw(surface)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.takeover_switch.handle_event(event, self.buttons):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in GO_ON_KEYS:
                self.proceed()
            elif event.key == pygame.K_ESCAPE:
                self.back_to_menu()

    def autoplay(self, frame: int) -> None:
        if frame == self.autoplay_frames:
            self.proceed()

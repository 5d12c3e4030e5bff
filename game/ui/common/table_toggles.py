"""What both families' table scenes add to the table: the card counter strip and the takeover.

A component a table scene owns (``scene.toggles``). The scene names where things go
(:class:`TogglePlace`: the strip, the takeover button, the "Computer playing" badge at the
viewer's panel) and gives the viewer's counter (from the table layer, or None when there is
nothing to count) and what to drop when the computer takes over. Controls:

- Card counter: shown while the ``card_counter`` setting is on. Key C or a click on the strip
  hides it; hidden, a small "Card counter (C)" button in its place shows it again. Either way
  the setting changes and is saved, so the Options screen agrees.
- Takeover: the shared :class:`~game.ui.common.takeover_switch.TakeoverSwitch` (the button,
  key T, the badge at the viewer's panel); the human's controls are off meanwhile. Switching
  it on closes what the human was in the middle of (a reading to pick, a selection:
  :meth:`on_takeover`); switching it off hands the seat back at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.table.card_counter import CardCounter
from game.table.protocol import TablePlay
from game.ui.common.takeover_switch import BadgePlace, TakeoverSwitch
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.card_counter import draw_counter

if TYPE_CHECKING:
    from game.ui.common.host import Host

COUNTER_BUTTON_WIDTH = 190


@dataclass(frozen=True)
class TogglePlace:
    """Where a table scene puts its toggles: the counter strip, the takeover button and the
    badge (``show_counter`` False: a scene with no room for the strip, the climbing exchange,
    where nothing is played yet)."""

    counter_rect: pygame.Rect
    takeover_rect: pygame.Rect
    badge: BadgePlace
    show_counter: bool = True


class TableToggles:
    """The counter strip, its switch and the takeover button (see the module docstring)."""

    def __init__(
        self,
        app: Host,
        table: Callable[[], TablePlay],
        place: TogglePlace,
        card_counter: Callable[[], CardCounter | None],
        on_takeover: Callable[[], None],
    ) -> None:
        self.app = app
        self.table = table
        self.counter_rect = place.counter_rect
        self.show_counter = place.show_counter
        self.card_counter = card_counter
        self.takeover_switch = TakeoverSwitch(place.takeover_rect, place.badge, table, on_takeover)
        self.takeover_button = self.takeover_switch.button
        shown = pygame.Rect(0, 0, COUNTER_BUTTON_WIDTH, 34)
        shown.topright = self.counter_rect.topright
        self.counter_button = Button(shown, lambda: _("Card counter (C)"), self.toggle_counter, font_size=15)
        self._counter_key: tuple[object, ...] | None = None
        self._counter: CardCounter | None = None

    @property
    def counter_shown(self) -> bool:
        return bool(self.app.settings.card_counter)

    def counter_now(self) -> CardCounter | None:
        """The viewer's counter, built again only after a move (or a new deal or round view)."""
        table = self.table()
        key = (id(table), table.moves_applied, bool(getattr(table, "round_over", False)))
        if self._counter_key != key:
            self._counter_key = key
            self._counter = self.card_counter()
        return self._counter

    def buttons(self) -> list[Button]:
        self.counter_button.visible = self.show_counter and not self.counter_shown
        return [self.takeover_switch.synced(), self.counter_button]

    def toggle_counter(self) -> None:
        self.app.settings.card_counter = not self.app.settings.card_counter
        self.app.save_settings()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The toggles' buttons, keys T and C, a click on the strip; True when used here."""
        if dispatch(self.buttons(), event) or self.takeover_switch.handle_key(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.toggle_counter()
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.show_counter
            and self.counter_shown
            and self.counter_rect.collidepoint(event.pos)
        ):
            self.toggle_counter()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The strip (or its switch), the takeover button and, during a takeover, the badge."""
        counter = self.counter_now() if self.show_counter and self.counter_shown else None
        if counter is not None:
            draw_counter(surface, self.counter_rect, counter)
        for button in self.buttons():
            button.draw(surface)
        self.takeover_switch.draw_badge(surface)

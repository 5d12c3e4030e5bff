"""What both families' table scenes add to the table: the card counter strip and the takeover.

A mixin for a :class:`~game.ui.common.hand_table_scene.HandTableScene`. The scene names where
things go (``counter_rect``: the strip; ``takeover_rect``: the takeover button;
``badge_point`` / ``badge_anchor``: the "Computer playing" badge at the viewer's panel) and
gives :meth:`card_counter` (the viewer's counter, from the table layer, or None when there is
nothing to count). Controls:

- Card counter: shown while the ``card_counter`` setting is on. Key C or a click on the strip
  hides it; hidden, a small "Card counter (C)" button in its place shows it again. Either way
  the setting changes and is saved, so the Options screen agrees.
- Takeover: the shared :class:`~game.ui.common.takeover_switch.TakeoverSwitch` (the button,
  key T, the badge at the viewer's panel); the human's controls are off meanwhile. Switching
  it on closes what the human was in the middle of (a reading to pick, a selection:
  :meth:`on_takeover`); switching it off hands the seat back at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic

import pygame

from game.i18n import _
from game.table.card_counter import CardCounter
from game.table.protocol import TableT
from game.ui.common.takeover_switch import BadgePlace, TakeoverSwitch
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.card_counter import draw_counter
from game.ui.common.widgets.hand import HandView

if TYPE_CHECKING:
    from game.ui.app import App

COUNTER_BUTTON_WIDTH = 190


class TableToggles(Generic[TableT]):
    """The counter strip, its switch and the takeover button (see the module docstring) of
    a scene at a ``TableT``."""

    app: App
    hand: HandView
    counter_rect: pygame.Rect
    takeover_rect: pygame.Rect
    badge_point: tuple[int, int]
    badge_anchor = "midbottom"
    badge_width = 210
    show_counter = True
    """False in a scene with no room for the strip (the climbing exchange: nothing is played yet)."""

    if TYPE_CHECKING:

        @property
        def table(self) -> TableT: ...

    def init_toggles(self) -> None:
        badge = BadgePlace(self.badge_point, self.badge_anchor, self.badge_width)
        self.takeover_switch = TakeoverSwitch(self.takeover_rect, badge, lambda: self.table, self.on_takeover)
        self.takeover_button = self.takeover_switch.button
        shown = pygame.Rect(0, 0, COUNTER_BUTTON_WIDTH, 34)
        shown.topright = self.counter_rect.topright
        self.counter_button = Button(shown, lambda: _("Card counter (C)"), self.toggle_counter, font_size=15)

    def card_counter(self) -> CardCounter | None:
        """The viewer's card counter now (None: nothing to show)."""
        raise NotImplementedError

    def on_takeover(self) -> None:
        """The computer took the seat: drop what the human was in the middle of (scenes with
        dialogs close them too)."""
        self.hand.clear_selection()

    @property
    def counter_shown(self) -> bool:
        return bool(self.app.settings.card_counter)

    def counter_now(self) -> CardCounter | None:
        """:meth:`card_counter`, built again only after a move (or a new deal or round view)."""
        key = (id(self.table), self.table.moves_applied, self.table.round_over)
        if getattr(self, "_counter_key", None) != key:
            self._counter_key = key
            self._counter = self.card_counter()
        return self._counter

    def toggle_buttons(self) -> list[Button]:
        self.counter_button.visible = self.show_counter and not self.counter_shown
        return [self.takeover_switch.synced(), self.counter_button]

    def toggle_counter(self) -> None:
        self.app.settings.card_counter = not self.app.settings.card_counter
        self.app.save_settings()

    def toggle_event(self, event: pygame.event.Event) -> bool:
        """The toggles' buttons, keys T and C, a click on the strip; True when used here."""
        if dispatch(self.toggle_buttons(), event) or self.takeover_switch.handle_key(event):
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

    def draw_toggles(self, surface: pygame.Surface) -> None:
        """The strip (or its switch), the takeover button and, during a takeover, the badge."""
        counter = self.counter_now() if self.show_counter and self.counter_shown else None
        if counter is not None:
            draw_counter(surface, self.counter_rect, counter)
        for button in self.toggle_buttons():
            button.draw(surface)
        self.takeover_switch.draw_badge(surface)

"""The takeover switch that every screen of a table shows: its button, key T and the badge.

A takeover (the table controller's ``takeover``: the computer plays the human's seat) runs
on from one deal or round into the next, across the bidding, play, exchange and result
screens, so each of them carries the same :class:`TakeoverSwitch`: the button (or key T)
switches the takeover of the table now running, and while it is on the "Computer playing"
badge shows where the screen puts it (:class:`BadgePlace`). The switch is not offered when
the computer plays every seat (autoplay), nor where the screen says nothing follows (the
``offered`` test: a finished climbing session).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.table.takeover import TAKEOVER_OFF, TAKEOVER_ON
from game.ui.common.widgets.badge import draw_takeover
from game.ui.common.widgets.button import Button, dispatch

if TYPE_CHECKING:
    from game.table.protocol import TablePlay


@dataclass(frozen=True)
class BadgePlace:
    """Where the "Computer playing" badge goes: its ``anchor`` (a ``pygame.Rect`` point name)
    at ``point``, at most ``width`` wide."""

    point: tuple[int, int]
    anchor: str = "midbottom"
    width: int = 210


def always() -> bool:
    return True


def nothing() -> None:
    """No work of the human's to drop when the computer takes over (a result screen)."""


class TakeoverSwitch:
    """The takeover button at ``rect``, key T and the badge at ``badge``, for the table that
    ``table`` returns (``None``: no table). ``on_takeover`` runs when the computer takes the
    seat (to drop what the human was in the middle of)."""

    def __init__(
        self,
        rect: pygame.Rect,
        badge: BadgePlace,
        table: Callable[[], TablePlay | None],
        on_takeover: Callable[[], None] = nothing,
        offered: Callable[[], bool] = always,
    ) -> None:
        self.badge = badge
        self.table = table
        self.on_takeover = on_takeover
        self.offered = offered
        self.button = Button(rect, self.label, self.toggle, font_size=16)

    def available(self) -> bool:
        """A human seat at a table whose screen offers the switch."""
        table = self.table()
        return table is not None and table.human_seat is not None and self.offered()

    @property
    def on(self) -> bool:
        table = self.table()
        return bool(table is not None and table.takeover)

    def label(self) -> str:
        return _(TAKEOVER_OFF) if self.on else _(TAKEOVER_ON)

    def toggle(self) -> None:
        """Hand the seat to the computer, or back to the human (nothing when not available)."""
        if not self.available():
            return
        table = self.table()
        assert table is not None  # available() found it
        table.takeover = not table.takeover
        if table.takeover:
            self.on_takeover()

    def synced(self) -> Button:
        """The button, shown and lit as the table is now."""
        self.button.visible = self.available()
        self.button.selected = self.on
        return self.button

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Key T switches; True when the event was that key."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t:
            self.toggle()
            return True
        return False

    def handle_event(self, event: pygame.event.Event, others: list[Button] | None = None) -> bool:
        """The button (offered together with the screen's ``others``, so a touch goes to the
        nearest of them all) and key T; True when the event was used."""
        return dispatch([*(others or []), self.synced()], event) or self.handle_key(event)

    def draw_badge(self, surface: pygame.Surface) -> None:
        if self.on and self.available():
            draw_takeover(surface, self.badge.point, self.badge.width, self.badge.anchor)

    def draw(self, surface: pygame.Surface) -> None:
        """The button, and the badge while the computer plays."""
        self.synced().draw(surface)
        self.draw_badge(surface)

"""Where each seat sits on the canvas, seen from the human's chair.

The human (the viewer) is always at the bottom. Play goes to the right: the next
seat sits on the right, the one after on the far side (four players) and the last on
the left. Two players face each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame

from game.i18n import N_


class Side(Enum):
    BOTTOM = "bottom"
    RIGHT = "right"
    TOP = "top"
    LEFT = "left"


SIDES_BY_PLAYERS: dict[int, tuple[Side, ...]] = {
    2: (Side.BOTTOM, Side.TOP),
    3: (Side.BOTTOM, Side.RIGHT, Side.LEFT),
    4: (Side.BOTTOM, Side.RIGHT, Side.TOP, Side.LEFT),
}
SEAT_NAMES: dict[Side, str] = {
    Side.BOTTOM: N_("You"),
    Side.RIGHT: N_("Right"),
    Side.TOP: N_("Across"),
    Side.LEFT: N_("Left"),
}


@dataclass(frozen=True)
class SeatPlace:
    """The panel of a seat and where its last action is drawn (``anchor`` of a rect at ``point``)."""

    side: Side
    panel: pygame.Rect
    action_point: tuple[int, int]
    action_anchor: str
    action_width: int


PLACES: dict[Side, SeatPlace] = {
    Side.BOTTOM: SeatPlace(Side.BOTTOM, pygame.Rect(24, 434, 210, 96), (640, 400), "midbottom", 640),
    Side.RIGHT: SeatPlace(Side.RIGHT, pygame.Rect(1056, 176, 200, 170), (1036, 268), "midright", 380),
    Side.TOP: SeatPlace(Side.TOP, pygame.Rect(530, 50, 220, 112), (640, 176), "midtop", 420),
    Side.LEFT: SeatPlace(Side.LEFT, pygame.Rect(24, 176, 200, 170), (244, 268), "midleft", 380),
}


def side_of(seat: int, viewer: int, players: int) -> Side:
    """The side of the table where ``seat`` sits for a viewer in seat ``viewer``."""
    return SIDES_BY_PLAYERS[players][(seat - viewer) % players]


def place_of(seat: int, viewer: int, players: int) -> SeatPlace:
    return PLACES[side_of(seat, viewer, players)]

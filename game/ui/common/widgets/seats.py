"""Where each seat sits on the canvas, seen from the human's chair.

The human (the viewer) is always at the bottom. Play goes to the right: the next
seat sits on the right, the one after on the far side (four players) and the last on
the left. Two players face each other.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame


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


@dataclass(frozen=True)
class SeatPlace:
    """The panel of a seat and where its last action is drawn (``anchor`` of a rect at ``point``)."""

    side: Side
    panel: pygame.Rect
    action_point: tuple[int, int]
    action_anchor: str
    action_width: int


_BOTTOM = SeatPlace(Side.BOTTOM, pygame.Rect(24, 434, 210, 96), (640, 400), "midbottom", 640)
_TOP = pygame.Rect(440, 50, 400, 100)
PLACES: dict[int, dict[Side, SeatPlace]] = {
    2: {
        Side.BOTTOM: _BOTTOM,
        Side.TOP: SeatPlace(Side.TOP, _TOP, (640, 212), "midtop", 640),
    },
    3: {
        Side.BOTTOM: _BOTTOM,
        Side.RIGHT: SeatPlace(Side.RIGHT, pygame.Rect(1056, 176, 200, 170), (1036, 268), "midright", 380),
        Side.LEFT: SeatPlace(Side.LEFT, pygame.Rect(24, 176, 200, 170), (244, 268), "midleft", 380),
    },
    4: {
        Side.BOTTOM: _BOTTOM,
        Side.RIGHT: SeatPlace(Side.RIGHT, pygame.Rect(1056, 176, 200, 170), (1036, 290), "midright", 240),
        Side.TOP: SeatPlace(Side.TOP, _TOP, (640, 212), "midtop", 300),
        Side.LEFT: SeatPlace(Side.LEFT, pygame.Rect(24, 176, 200, 170), (244, 290), "midleft", 240),
    },
}
"""Per table size: each side's panel and where its last action goes, so that no two
actions can overlap however many cards they hold."""


def side_of(seat: int, viewer: int, players: int) -> Side:
    """The side of the table where ``seat`` sits for a viewer in seat ``viewer``."""
    return SIDES_BY_PLAYERS[players][(seat - viewer) % players]


def place_of(seat: int, viewer: int, players: int) -> SeatPlace:
    return PLACES[players][side_of(seat, viewer, players)]

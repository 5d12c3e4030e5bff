"""Where things sit on the climbing-game table (3 to 6 seats) on the 1280x720 canvas.

The viewer sits at the bottom. The other seats follow in turn order clockwise along an
arc from the left side over the top to the right side: the next seat sits on the left,
as the climbing games deal and play clockwise (RULES.md A.1). Each seat's last action of
the trick is drawn between its panel and the middle of the table, where the pile lies.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

CENTER = (640, 300)
"""Middle of the pile."""
ARC_CENTER = (640, 330)
ARC_RADII = (528, 250)
SEAT_PANEL = (196, 100)
VIEWER_PANEL = pygame.Rect(24, 424, 244, 118)
STATUS_PANEL = pygame.Rect(972, 424, 284, 118)
HAND_AREA = pygame.Rect(36, 566, 1208, 130)
ACTION_PULL = 0.42
"""How far from a panel toward the pile its last action is drawn (0 = on the panel)."""
CAPTION_Y = 394
MESSAGE_Y = 422
BUTTON_Y = 446
BUTTON_SIZE = (150, 48)
BUTTON_MIDDLE = 620
"""Buttons are centred between the viewer's panel and the status panel."""


@dataclass(frozen=True)
class SeatSpot:
    """One opponent's panel and the point where its last action is centred."""

    panel: pygame.Rect
    action: tuple[int, int]


def seat_spot(offset: int, players: int) -> SeatSpot:
    """The spot of the seat ``offset`` places after the viewer (1 .. players - 1)."""
    if not 1 <= offset < players:
        raise ValueError("offset must name another seat")
    others = players - 1
    angle = math.pi - math.pi * (offset - 0.5) / others
    cx = ARC_CENTER[0] + ARC_RADII[0] * math.cos(angle)
    cy = ARC_CENTER[1] - ARC_RADII[1] * math.sin(angle)
    panel = pygame.Rect(0, 0, *SEAT_PANEL)
    panel.center = (round(cx), round(cy))
    panel.clamp_ip(pygame.Rect(16, 52, 1248, 340))
    ax = panel.centerx + (CENTER[0] - panel.centerx) * ACTION_PULL
    ay = panel.centery + (CENTER[1] - panel.centery) * ACTION_PULL
    return SeatSpot(panel, (round(ax), round(ay)))


def button_row(count: int) -> list[pygame.Rect]:
    """``count`` button rects in one row under the pile."""
    width, height = BUTTON_SIZE
    gap = 14
    total = count * width + (count - 1) * gap
    left = BUTTON_MIDDLE - total // 2
    return [pygame.Rect(left + i * (width + gap), BUTTON_Y, width, height) for i in range(count)]

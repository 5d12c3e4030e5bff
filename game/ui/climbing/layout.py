"""Where things sit on the climbing-game table (3 to 6 seats) on the 1280x720 canvas.

The viewer sits at the bottom. The other seats follow in turn order clockwise along an
arc from the left side over the top to the right side: the next seat sits on the left,
as the climbing games deal and play clockwise (docs/RULES.md A.1). Each seat's last action of the
trick is drawn between its panel
and the middle of the table, where the pile lies; the viewer's just above the viewer's panel.

Layout invariants (checked by tests/test_ui_overlap.py): under the pile, top to bottom, come
the name of the pile's owner, the caption (what the table waits for), the message line and
the buttons, each band clear of the next; a rule's banner takes the caption and message
bands while it shows, so it never covers the cards just played. An action box (at most
``ACTION_WIDTH`` x ``SMALL[1]``) keeps ``ACTION_GAP`` pixels from its seat's panel, and the
pile stays within ``PILE_WIDTH``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

CENTER = (640, 288)
"""Middle of the pile."""
PILE_CARD = (76, 106)
PILE_STEP = 40
PILE_WIDTH = 240
"""The pile's cards overlap more when a long play would be wider than this."""
PILE_LABEL_GAP = 4
"""Between the pile and its owner's name under it."""
SMALL = (46, 65)
"""Cards of a seat's last action."""
ACTION_STEP = 24
ACTION_WIDTH = 118
ACTION_GAP = 16
ARC_CENTER = (640, 330)
ARC_RADII = (528, 250)
SEAT_PANEL = (196, 100)
VIEWER_PANEL = pygame.Rect(24, 424, 244, 118)
STATUS_PANEL = pygame.Rect(972, 424, 284, 118)
HAND_AREA = pygame.Rect(36, 566, 1208, 130)
ACTION_PULL = 0.38
"""How far from a panel toward the pile its last action is drawn (0 = on the panel)."""
BUTTON_MIDDLE = 620
"""Buttons (and the caption, message and banner above them) are centred between the
viewer's panel and the status panel."""
VIEWER_ACTION = (VIEWER_PANEL.centerx, VIEWER_PANEL.y - 8 - SMALL[1] // 2)
"""Centre of the viewer's last action, just above the viewer's panel."""
CAPTION_BAND = (368, 404)
"""(top, bottom) of the caption's pill, under the pile's owner; the font shrinks to fit."""
MESSAGE_BAND = (406, 444)
CAPTION_WIDTH = 620
BANNER_CENTER = (BUTTON_MIDDLE, (CAPTION_BAND[0] + MESSAGE_BAND[1]) // 2)
"""A rule's banner: over the caption and message bands (between the pile's owner and the buttons)."""
BANNER_WIDTH = 640
BANNER_FONT = 26
BUTTON_Y = 446
BUTTON_SIZE = (150, 48)


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
    ax = round(panel.centerx + (CENTER[0] - panel.centerx) * ACTION_PULL)
    ay = round(panel.centery + (CENTER[1] - panel.centery) * ACTION_PULL)
    box = pygame.Rect(0, 0, ACTION_WIDTH, SMALL[1])
    box.center = (ax, ay)
    if box.colliderect(panel.inflate(2 * ACTION_GAP, 2 * ACTION_GAP)):
        # Move the action off the panel: down, or sideways toward the middle, whichever is less.
        moves = [(0, panel.bottom + ACTION_GAP + SMALL[1] // 2 - ay)]
        if panel.centerx < CENTER[0]:
            moves.append((panel.right + ACTION_GAP + ACTION_WIDTH // 2 - ax, 0))
        elif panel.centerx > CENTER[0]:
            moves.append((panel.left - ACTION_GAP - ACTION_WIDTH // 2 - ax, 0))
        dx, dy = min(moves, key=lambda move: abs(move[0]) + abs(move[1]))
        ax, ay = ax + dx, ay + dy
    return SeatSpot(panel, (ax, ay))


def action_step(count: int) -> int:
    """How far apart a seat's ``count`` action cards are, so they stay within ``ACTION_WIDTH``."""
    return min(ACTION_STEP, (ACTION_WIDTH - SMALL[0]) // max(1, count - 1))


def pile_step(count: int) -> int:
    """How far apart the ``count`` cards on the pile are, so they stay within ``PILE_WIDTH``."""
    return min(PILE_STEP, (PILE_WIDTH - PILE_CARD[0]) // max(1, count - 1))


def button_row(count: int) -> list[pygame.Rect]:
    """``count`` button rects in one row under the pile."""
    width, height = BUTTON_SIZE
    gap = 14
    total = count * width + (count - 1) * gap
    left = BUTTON_MIDDLE - total // 2
    return [pygame.Rect(left + i * (width + gap), BUTTON_Y, width, height) for i in range(count)]

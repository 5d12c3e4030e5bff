"""A cut-in with spectacle: a slanted streak that sweeps through a band of the table, speed
lines, rays and a flash behind a big outlined title that punches in (scale) and out.

Everything is drawn inside ``band`` (the clip), a strip of the table that holds no other text
while the cut-in shows, so nothing it draws covers a text the player needs; the text recorder
sees the whole band as the cut-in's box in the scene's own layer (so the overlap checks hold it
against every other text and every played card), and the seat's name in
:data:`~game.ui.common.motion.CUT_IN_LINES_LAYER`. Timing is the :class:`~game.ui.common.motion.CutIn`
timeline, on game time only: reduced motion keeps the fade and drops the sweep, the lines, the
rays, the flash and the scale; instant speed shows it still.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.table.cut_ins import CutInKind
from game.ui.common import theme
from game.ui.common.motion import CUT_IN_LINES_LAYER, CutIn, ease_out_cubic
from game.ui.common.widgets import text

Color = tuple[int, int, int]


@dataclass(frozen=True)
class CutInLook:
    """A cut-in's colours and whether rays burst behind its title."""

    streak: Color
    edge: Color
    rays: bool


LOOKS: dict[CutInKind, CutInLook] = {
    CutInKind.BOMB: CutInLook((196, 48, 36), (255, 170, 60), True),
    CutInKind.ROCKET: CutInLook((170, 30, 60), (255, 220, 90), True),
    CutInKind.AIRPLANE: CutInLook((40, 110, 190), (170, 220, 255), False),
    CutInKind.SPRING: CutInLook((40, 150, 80), (200, 255, 160), True),
    CutInKind.ANTI_SPRING: CutInLook((110, 50, 160), (220, 170, 255), True),
    CutInKind.OPEN_HAND: CutInLook((180, 130, 20), (255, 230, 140), False),
    CutInKind.GRAB: CutInLook((200, 90, 20), (255, 200, 120), False),
}
DEFAULT_LOOK = CutInLook((150, 40, 40), theme.GOLD, False)
SLANT = 28
"""How far the streak's top edge leans right of its bottom edge (px)."""
LINES = 7
"""Speed lines across the band."""
FLASH_MS = 140
"""A white flash over the band at the start of an exploding cut-in (not in reduced motion)."""


def look_of(kind: object) -> CutInLook:
    return LOOKS.get(kind, DEFAULT_LOOK) if isinstance(kind, CutInKind) else DEFAULT_LOOK


def punch(cut: CutIn) -> float:
    """The title's scale: from 1.8 down to 1 with a small overshoot while it comes in, up a
    little as it leaves; 1 without motion."""
    if not cut.animated or cut.reduced:
        return 1.0
    coming, going = cut.phase()
    if coming < 1:
        t = ease_out_cubic(coming)
        return 1.8 - 0.9 * t + 0.1 * math.sin(t * math.pi)
    return 1.0 + 0.25 * going


def outlined(title: str, size: int, room: tuple[int, int], ink: Color) -> pygame.Surface:
    """The title in ``ink`` with a dark outline, no wider or taller than ``room``."""
    face = text.fitted(title, size, room[0] - 8, ink, bold=True, max_height=room[1] - 4)
    shadow = text.fitted(title, size, room[0] - 8, theme.INK_DARK, bold=True, max_height=room[1] - 4)
    out = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        out.blit(shadow, (dx, dy))
    out.blit(face, (2, 2))
    return out


def draw_cut_in_art(
    surface: pygame.Surface, cut: CutIn, title: str, by: str | None, band: pygame.Rect, game_ms: int
) -> None:
    """``cut`` in ``band``: the streak, the lines, the rays, the flash and the title (with
    ``by``, the seat that set it off, beside it)."""
    look = look_of(cut.kind)
    alpha = max(0, min(255, cut.alpha()))
    art = pygame.Surface(band.size, pygame.SRCALPHA)
    moving = cut.animated and not cut.reduced
    coming, going = cut.phase()
    width, height = band.size
    sweep = (-(1 - ease_out_cubic(coming)) + ease_out_cubic(going)) * (width + SLANT) if moving else 0.0
    streak = [(sweep + SLANT, 0), (sweep + width + SLANT, 0), (sweep + width, height), (sweep, height)]
    pygame.draw.polygon(art, (*look.streak, 235), streak)
    pygame.draw.line(art, look.edge, streak[0], streak[1], 3)
    pygame.draw.line(art, look.edge, streak[3], streak[2], 3)
    centre = (width // 2, height // 2)
    if moving:  # drawn on their own layer, then blended over the streak (a draw replaces pixels)
        glow = pygame.Surface(band.size, pygame.SRCALPHA)
        for i in range(LINES):
            y = 5 + (height - 10) * i // max(1, LINES - 1)
            length = 60 + 37 * (i % 3)
            x = (cut.elapsed_ms * (0.9 + 0.25 * (i % 4)) + 173 * i) % (width + length) - length
            pygame.draw.line(glow, (*look.edge, 150), (x, y), (x + length, y), 2)
        if look.rays:
            turn = game_ms / 900
            for i in range(12):
                angle = turn + i * math.pi / 6
                tip = (centre[0] + math.cos(angle) * width, centre[1] + math.sin(angle) * width)
                side = (centre[0] + math.cos(angle + 0.12) * width, centre[1] + math.sin(angle + 0.12) * width)
                pygame.draw.polygon(glow, (*look.edge, 70), [centre, tip, side])
        art.blit(glow, (0, 0))
    name = text.fitted(by, 18, width // 4, theme.INK, bold=True) if by else None
    room = (width - (name.get_width() + 40 if name is not None else 0), height)
    face = outlined(title, 38, room, theme.GOLD)
    scale = punch(cut)
    if scale != 1.0:
        size = (max(1, round(face.get_width() * scale)), max(1, round(face.get_height() * scale)))
        face = pygame.transform.smoothscale(face, size)
    spot = face.get_rect(center=centre)
    art.blit(face, spot)
    name_spot = None
    if name is not None:
        name_spot = name.get_rect(midleft=(min(width - name.get_width() - 8, spot.right + 16), centre[1]))
        art.blit(name, name_spot)
    if moving and look.rays and cut.elapsed_ms < FLASH_MS:
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill((255, 255, 255, round(200 * (1 - cut.elapsed_ms / FLASH_MS))))
        art.blit(veil, (0, 0))
    art.set_alpha(alpha)
    clip = surface.get_clip()
    surface.set_clip(band)
    surface.blit(art, band.topleft)
    surface.set_clip(clip)
    text.box(text.BoxKind.TEXT, band, title)
    if name_spot is not None and by is not None:
        with text.layer(CUT_IN_LINES_LAYER):
            text.box(text.BoxKind.TEXT, name_spot.move(band.topleft), by)


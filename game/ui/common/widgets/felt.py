"""The table background and framed panels, drawn once and cached."""

from __future__ import annotations

import functools
import random

import pygame

from game.ui.common import theme
from game.ui.common.widgets import text

_panels: dict[tuple[tuple[int, int], int, theme.Color], pygame.Surface] = {}
_felt_panels: dict[tuple[tuple[int, int, int, int], int, theme.Color], pygame.Surface] = {}


@functools.cache
def background() -> pygame.Surface:
    """Green felt with a soft lighter centre, a faint weave and a wooden rim (cached)."""
    return _draw_background()


def _draw_background() -> pygame.Surface:
    w, h = theme.CANVAS_SIZE
    surface = pygame.Surface((w, h))
    surface.fill(theme.FELT_DARK)
    steps = 28
    for i in range(steps):
        t = i / (steps - 1)
        color = tuple(int(a + (b - a) * t) for a, b in zip(theme.FELT_DARK, theme.FELT_LIGHT, strict=True))
        inset_x, inset_y = int(w * 0.5 * t * 0.9), int(h * 0.5 * t * 0.9)
        pygame.draw.ellipse(
            surface, color, (inset_x - w // 4, inset_y - h // 4, w - 2 * inset_x + w // 2, h - 2 * inset_y + h // 2)
        )
    weave = random.Random(7)
    for _ in range(2600):
        x, y = weave.randrange(w), weave.randrange(h)
        shade = surface.get_at((x, y))
        delta = weave.choice((-6, 6))
        surface.set_at((x, y), tuple(max(0, min(255, c + delta)) for c in shade[:3]))
    pygame.draw.rect(surface, theme.FELT_RIM, (0, 0, w, h), width=6)
    return surface


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 170, edge: theme.Color = theme.PANEL_EDGE) -> None:
    """A translucent dark rounded box with a thin light edge (cached per size and look)."""
    key = (rect.size, alpha, edge)
    box = _panels.get(key)
    if box is None:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.PANEL, alpha), box.get_rect(), border_radius=12)
        pygame.draw.rect(box, (*edge, 200), box.get_rect(), width=2, border_radius=12)
        _panels[key] = box
    surface.blit(box, rect)


def felt_panel(
    surface: pygame.Surface, rect: pygame.Rect, alpha: int = 170, edge: theme.Color = theme.PANEL_EDGE
) -> None:
    """:func:`panel` on a spot of ``surface`` that still shows the felt :func:`background`
    (the scene blitted it and drew nothing there yet): the same pixels, blitted as one
    opaque copy of the felt with the panel blended in, cached per place and look. Blending
    a translucent box every frame is slow in the browser (see :mod:`.rle`): a 330x112
    panel cost about 4 ms a frame there."""
    key = ((rect.x, rect.y, rect.width, rect.height), alpha, edge)
    tile = _felt_panels.get(key)
    area = rect.clip(background().get_rect())
    if tile is None:
        tile = background().subsurface(area).copy()
        panel(tile, pygame.Rect(rect.x - area.x, rect.y - area.y, rect.width, rect.height), alpha, edge)
        _felt_panels[key] = tile
    surface.blit(tile, area)


def on_dark(
    surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect, pad: tuple[int, int], radius: int | None = None
) -> None:
    """``face`` at ``rect`` over a solid dark rounded box ``pad`` pixels larger;
    ``radius`` None rounds the ends fully (a pill)."""
    box = rect.inflate(*pad)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=rect.height if radius is None else radius)
    text.backing(face, box)
    surface.blit(face, rect)

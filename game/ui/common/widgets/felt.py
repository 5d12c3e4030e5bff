"""The table background and framed panels, drawn once and cached."""

from __future__ import annotations

import functools
import random
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from game.ui.common import theme
from game.ui.common.widgets import text

_panels: dict[tuple[tuple[int, int], int, theme.Color], pygame.Surface] = {}
TILE_LIMIT = 64
"""Tiles kept (the least recently used go first): the tables' panels and counter strips."""
_tiles: OrderedDict[tuple[tuple[int, int, int, int], Hashable], pygame.Surface] = OrderedDict()


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


def felt_tile(
    surface: pygame.Surface, rect: pygame.Rect, key: Hashable, draw: Callable[[pygame.Surface, pygame.Rect], None]
) -> None:
    """What ``draw(tile, local_rect)`` paints at ``rect`` over the felt, blitted onto
    ``surface`` as one opaque tile: a copy of the :func:`background` under ``rect`` painted
    once and cached per ``(rect, key)`` (``key``: everything the painting depends on).

    Rule: only for a spot of ``surface`` that still shows the felt (the scene blitted the
    background and drew nothing there yet); the pixels are then the same as painting there.
    Blending translucent boxes and text every frame is slow in the browser (see :mod:`.rle`):
    a 330x112 panel cost about 4 ms a frame there, the tile one opaque copy. While the texts
    drawn are recorded (:func:`text.recording`) the painting goes straight to ``surface``,
    so every text still reaches the recorder."""
    if text.is_recording():
        draw(surface, rect)
        return
    area = rect.clip(background().get_rect())
    full_key = ((rect.x, rect.y, rect.width, rect.height), key)
    tile = _tiles.get(full_key)
    if tile is None:
        tile = background().subsurface(area).copy()
        draw(tile, rect.move(-area.x, -area.y))
        _tiles[full_key] = tile
        if len(_tiles) > TILE_LIMIT:
            _tiles.popitem(last=False)
    else:
        _tiles.move_to_end(full_key)
    surface.blit(tile, area)


def felt_panel(
    surface: pygame.Surface, rect: pygame.Rect, alpha: int = 170, edge: theme.Color = theme.PANEL_EDGE
) -> None:
    """:func:`panel` on a spot that still shows the felt, as a cached :func:`felt_tile`."""
    felt_tile(surface, rect, ("panel", alpha, edge), lambda tile, spot: panel(tile, spot, alpha, edge))


def on_dark(
    surface: pygame.Surface, face: pygame.Surface, rect: pygame.Rect, pad: tuple[int, int], radius: int | None = None
) -> None:
    """``face`` at ``rect`` over a solid dark rounded box ``pad`` pixels larger;
    ``radius`` None rounds the ends fully (a pill)."""
    box = rect.inflate(*pad)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=rect.height if radius is None else radius)
    text.backing(face, box)
    surface.blit(face, rect)

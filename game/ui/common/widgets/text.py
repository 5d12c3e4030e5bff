"""Cached text rendering.

Rendering text with FreeType is the slowest thing a frame does, so every surface is
kept in a bounded cache keyed by (text, size, bold, colour). A language switch simply
asks for other texts; the old surfaces age out of the cache.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.ui.common import theme

_CACHE_LIMIT = 800
_cache: OrderedDict[tuple[str, int, bool, theme.Color], pygame.Surface] = OrderedDict()


def render(text: str, size: int, color: theme.Color = theme.INK, bold: bool = False) -> pygame.Surface:
    """The antialiased surface for one line of ``text`` (cached)."""
    key = (text, size, bold, color)
    surface = _cache.get(key)
    if surface is None:
        surface = theme.font(size, bold).render(text, True, color)
        _cache[key] = surface
        if len(_cache) > _CACHE_LIMIT:
            _cache.popitem(last=False)
    else:
        _cache.move_to_end(key)
    return surface


def fitted(
    text: str, size: int, max_width: int, color: theme.Color = theme.INK, bold: bool = False, min_size: int = 11
) -> pygame.Surface:
    """One line shrunk (down to ``min_size``) until it is at most ``max_width`` wide;
    a line still too wide at ``min_size`` is cut and ends with an ellipsis."""
    face = theme.font(size, bold)
    width = face.size(text)[0]
    while size > min_size and width > max_width:
        size -= 1
        face = theme.font(size, bold)
        width = face.size(text)[0]
    if width > max_width:
        while len(text) > 1 and face.size(text + "…")[0] > max_width:
            text = text[:-1]
        text = text.rstrip() + "…"
    return render(text, size, color, bold)


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``max_width`` (words never split)."""
    face = theme.font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and face.size(candidate)[0] > max_width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def blit_at(
    target: pygame.Surface, surface: pygame.Surface, pos: tuple[int, int], anchor: str = "topleft"
) -> pygame.Rect:
    """Blit ``surface`` with its ``anchor`` point (a pygame.Rect attribute name) at ``pos``."""
    rect = surface.get_rect(**{anchor: pos})
    target.blit(surface, rect)
    return rect


def clear_cache() -> None:
    _cache.clear()

"""Fast blits of art that never changes once drawn: run-length encoding (RLE).

In the browser pygame-ce runs as WebAssembly without SIMD blitters: blending a surface with
per-pixel alpha costs tens of nanoseconds a pixel there. Measured in Chromium on the
page's runtime (``python -m tools.page_driver --scenario blits``): a 100x140 card face
2.8 ms a blit as drawn, 0.03 ms RLE-encoded, because an encoded surface copies its opaque
runs and skips its transparent ones; a hand of 17 cards took about 22 ms a frame.

Rule: only cached surfaces that nothing draws on afterwards are encoded (card faces and
backs). Drawing on an encoded surface would still work, but decode it. Their pixels are
opaque or clear, and blit exactly as without the encoding. Rendered text is not encoded:
its antialiased edges blend differently under RLE (1 off on the canvas, and visibly
blockier when composed onto another surface with alpha, such as a card's index).
"""

from __future__ import annotations

import pygame


def encoded(surface: pygame.Surface) -> pygame.Surface:
    """``surface`` itself, RLE-encoded for blitting (its pixels and alpha unchanged)."""
    surface.set_alpha(255, pygame.RLEACCEL)
    return surface

"""Draw the web build's icon, ``build/favicon.png``: ``python -m tools.icon``.

A 32x32 picture of two fanned cards on green felt, written as a PNG with only the
standard library (no pygame needed), so the web build never has to fetch pygbag's icon.
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

SIZE = 32
TARGET = Path(__file__).resolve().parent.parent / "build" / "favicon.png"

Color = tuple[int, int, int, int]
FELT: Color = (22, 94, 58, 255)
EDGE: Color = (30, 30, 30, 255)
PAPER: Color = (250, 248, 240, 255)
RED: Color = (200, 30, 40, 255)
BLACK: Color = (20, 20, 20, 255)


def _card(pixels: list[list[Color]], left: int, top: int, pip: Color, pip_rows: range) -> None:
    """An outlined 14x20 card with a diamond-like pip in its middle."""
    width, height = 14, 20
    for y in range(top, top + height):
        for x in range(left, left + width):
            border = x in (left, left + width - 1) or y in (top, top + height - 1)
            pixels[y][x] = EDGE if border else PAPER
    centre_x = left + width // 2
    middle = (pip_rows.start + pip_rows.stop) // 2
    for y in pip_rows:
        reach = 3 - abs(y - middle)
        for x in range(centre_x - reach, centre_x + reach):
            pixels[y][x] = pip


def draw() -> list[list[Color]]:
    pixels = [[FELT] * SIZE for _ in range(SIZE)]
    _card(pixels, 4, 4, BLACK, range(10, 17))
    _card(pixels, 14, 8, RED, range(14, 21))
    return pixels


def png_bytes(pixels: list[list[Color]]) -> bytes:
    """Encode RGBA rows as a PNG (filter type 0 on every row)."""
    height, width = len(pixels), len(pixels[0])
    raw = b"".join(b"\x00" + bytes(channel for pixel in row for channel in pixel) for row in pixels)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def main() -> int:
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_bytes(png_bytes(draw()))
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

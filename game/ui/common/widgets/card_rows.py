"""Rows of cards composed once into one surface and blitted whole while they rest.

A row (a hand's fan, a seat's played cards, the bottom cards) blitted card by card costs a
blit per card, each over the card's whole face though most of it lies under the next one;
composed once, the row is one RLE-encoded surface (see :mod:`.rle`) that copies only what
shows. :func:`composed` keeps such surfaces per key in a least-recently-used cache bounded
by its total pixels (:data:`PIXEL_BUDGET`: browser memory), and the current card look
(:func:`cards.look`: four-colour deck, large cards) is part of every key, so a change of look
composes anew.

Rule: the pixels are the same as drawing the cards one by one, because card art is opaque
or clear (no pixel half-blends) and :func:`composed` paints it onto a clear surface. While
the texts drawn are recorded (:func:`text.recording`, the layout checks) callers draw card
by card, so every card's box still reaches the recorder.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence

import pygame

from game.core.cards import Card, Rank
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import rle

PIXEL_BUDGET = 2_400_000
"""Pixels the cache holds at most (about 10 MB): some ten hand fans or many more small rows."""
_rows: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
_pixels = [0]
"""The pixels :data:`_rows` holds now (one shared counter)."""


def composed(key: Hashable, size: tuple[int, int], paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """What ``paint(row)`` draws on a clear ``size`` surface, cached per ``key`` and card look
    (``key``: everything the painting depends on besides the look); RLE-encoded."""
    full_key = (key, size, card_art.look())
    row = _rows.get(full_key)
    if row is not None:
        _rows.move_to_end(full_key)
        return row
    row = pygame.Surface(size, pygame.SRCALPHA)
    paint(row)
    rle.encoded(row)
    _rows[full_key] = row
    _pixels[0] += size[0] * size[1]
    while _pixels[0] > PIXEL_BUDGET and len(_rows) > 1:
        _old_key, old = _rows.popitem(last=False)
        _pixels[0] -= old.get_width() * old.get_height()
    return row


def clear_cache() -> None:
    _rows.clear()
    _pixels[0] = 0


def row_size(count: int, size: tuple[int, int], step: int) -> tuple[int, int]:
    """The size of a row of ``count`` cards ``step`` pixels apart."""
    return (size[0] + step * (max(1, count) - 1), size[1])


def draw_row(
    surface: pygame.Surface,
    topleft: tuple[int, int],
    cards: Sequence[Card],
    size: tuple[int, int],
    step: int,
    face_up: bool = True,
    wild_rank: Rank | None = None,
) -> None:
    """``cards`` left to right from ``topleft``, ``step`` apart (faces, or backs), as one
    cached surface: the same pixels as blitting each card's art in turn."""
    if not cards:
        return
    wilds = tuple(card.rank == wild_rank for card in cards) if face_up else ()

    def paint(row: pygame.Surface) -> None:
        for i, card in enumerate(cards):
            art = card_art.face(card, size, wilds[i]) if face_up else card_art.back(size)
            row.blit(art, (i * step, 0))

    key = ("row", tuple(cards) if face_up else len(cards), step, wilds)
    surface.blit(composed(key, row_size(len(cards), size, step), paint), topleft)

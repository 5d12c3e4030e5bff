"""Card faces and backs drawn by code, cached per look and size.

A face is a rounded white card with the rank and suit in two opposite corners (red for
hearts and diamonds, black otherwise) and a big suit pip in the centre. Jokers show the
word JOKER down the corner (large enough to read in a fanned hand) over a small star, and
a large star in the centre: red for the big joker, black for the small one, whose star
is hollow so the two differ even without colour. A card of the wild rank has a lavender
face, a violet bar down its left edge (visible in any overlap), a violet ribbon at the
bottom and a violet star under its corner index. The back is a red lattice.
Rank letters, suit symbols and the word JOKER are printed card indices, not language,
so they are not translated.
"""

from __future__ import annotations

import pygame

from game.core.cards import Card, Rank, Suit
from game.table.doudizhu.play_text import rank_index
from game.ui.common import theme
from game.ui.common.widgets import text

__all__ = ["back", "face", "rank_index"]

Size = tuple[int, int]
_faces: dict[tuple[Rank, Suit | None, Size, bool], pygame.Surface] = {}
_backs: dict[Size, pygame.Surface] = {}
_JOKER_WORD = "JOKER"


def face(card: Card, size: Size = theme.CARD_SIZE, wild: bool = False) -> pygame.Surface:
    """The face of ``card`` at ``size`` (cached; the deck index does not change the look)."""
    key = (card.rank, card.suit, size, wild)
    surface = _faces.get(key)
    if surface is None:
        surface = _draw_face(card, size, wild)
        _faces[key] = surface
    return surface


def back(size: Size = theme.CARD_SIZE) -> pygame.Surface:
    """The patterned back at ``size`` (cached)."""
    surface = _backs.get(size)
    if surface is None:
        surface = _draw_back(size)
        _backs[size] = surface
    return surface


def _blank(size: Size, fill: theme.Color) -> pygame.Surface:
    w, h = size
    radius = max(4, w // 10)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, fill, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surface, theme.CARD_EDGE, (0, 0, w, h), width=1, border_radius=radius)
    return surface


def _draw_face(card: Card, size: Size, wild: bool) -> pygame.Surface:
    w, h = size
    surface = _blank(size, theme.WILD_FACE if wild else theme.CARD_FACE)
    color = theme.CARD_RED if card.is_red else theme.CARD_BLACK
    corner_size = max(12, int(h * 0.19))
    if wild:
        bar = pygame.Rect(1, max(4, w // 10), max(3, w // 22), h - 2 * max(4, w // 10))
        pygame.draw.rect(surface, theme.WILD_MARK, bar)
    if card.suit is None:
        _draw_joker(surface, size, color, corner_size, card.rank == Rank.BLACK_JOKER)
    else:
        _draw_suited(surface, card, size, color, corner_size)
    if wild:
        ribbon = pygame.Rect(0, 0, w, max(5, h // 14))
        ribbon.bottom = h - max(3, h // 40)
        pygame.draw.rect(surface, theme.WILD_MARK, ribbon.inflate(-2, 0))
        star = text.render("★", max(10, corner_size * 3 // 4), theme.WILD_MARK, bold=True)
        margin = max(3, w // 16)
        surface.blit(star, star.get_rect(midtop=(margin + corner_size // 2 + 1, int(corner_size * 1.75) + margin)))
    return surface


def _draw_suited(surface: pygame.Surface, card: Card, size: Size, color: theme.Color, corner: int) -> None:
    w, h = size
    assert card.suit is not None
    index = text.render(rank_index(card.rank), corner, color, bold=True)
    pip = text.render(card.suit.value, int(corner * 0.85), color)
    corner_block = pygame.Surface(
        (max(index.get_width(), pip.get_width()), index.get_height() + pip.get_height() - 4), pygame.SRCALPHA
    )
    corner_block.blit(index, index.get_rect(midtop=(corner_block.get_width() // 2, 0)))
    corner_block.blit(pip, pip.get_rect(midtop=(corner_block.get_width() // 2, index.get_height() - 4)))
    margin = max(3, w // 16)
    surface.blit(corner_block, (margin, margin))
    flipped = pygame.transform.rotate(corner_block, 180)
    surface.blit(flipped, flipped.get_rect(bottomright=(w - margin, h - margin)))
    big = text.render(card.suit.value, int(h * 0.42), color)
    surface.blit(big, big.get_rect(center=(w // 2 + 4, h // 2 + 2)))


def _draw_joker(surface: pygame.Surface, size: Size, color: theme.Color, corner: int, hollow: bool) -> None:
    w, h = size
    letter_size = max(9, int(corner * 0.72))
    margin = max(3, w // 16)
    x = margin + 2 + letter_size // 2
    y = margin
    for letter in _JOKER_WORD:
        glyph = text.render(letter, letter_size, color, bold=True)
        surface.blit(glyph, glyph.get_rect(midtop=(x, y)))
        y += int(glyph.get_height() * 0.84)
    mark = "☆" if hollow else "★"
    small = text.render(mark, letter_size + 2, color, bold=True)
    surface.blit(small, small.get_rect(midtop=(x, y + 1)))
    star = text.render(mark, int(h * 0.46), color)
    surface.blit(star, star.get_rect(center=(w // 2 + 8, h // 2 + 4)))


def _draw_back(size: Size) -> pygame.Surface:
    w, h = size
    surface = _blank(size, theme.CARD_FACE)
    inset = max(3, w // 14)
    inner = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
    pattern.fill(theme.CARD_BACK)
    step = max(6, w // 7)
    for offset in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(pattern, theme.CARD_BACK_PATTERN, (offset, 0), (offset + inner.height, inner.height), 2)
        pygame.draw.line(pattern, theme.CARD_BACK_PATTERN, (offset, inner.height), (offset + inner.height, 0), 2)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(3, w // 14))
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(pattern, inner)
    pygame.draw.rect(surface, theme.CARD_BACK, inner, width=2, border_radius=max(3, w // 14))
    return surface

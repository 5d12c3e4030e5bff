"""Card faces and backs drawn by code, cached per look and size.

The look (:class:`Look`, set from the player's preferences with :func:`set_look`) picks the
suit colours and the glyph sizes: the two-colour deck inks hearts and diamonds red and the
rest black; the four-colour deck gives every suit its own ink
(:data:`game.ui.common.theme.SUIT_FOUR_COLOURS`). Large cards make the hand's cards bigger
(:func:`hand_size`) and the corner indices of every face taller. Faces are cached per card,
size, wild flag and look, so a change of look redraws them.

A face is a rounded white card with the rank and suit in two opposite corners and a big
suit pip in the centre. The suits differ by shape too: the corner pip is never drawn
smaller than ``MIN_PIP`` pixels, where ♠ ♥ ♦ ♣ stay apart without colour (a face
shorter than ``SMALL_FACE`` has its index in the top-left corner only, to make room). Jokers show the
word JOKER down the corner (large enough to read in a fanned hand) over a small star, and
a large star in the centre: red for the big joker, black for the small one, whose star
is hollow so the two differ even without colour. A card of the wild rank has a lavender
face, a violet bar down its left edge (visible in any overlap), a violet ribbon at the
bottom and a violet star under its corner index. The back is a red lattice.
Rank letters, suit symbols and the word JOKER are printed card indices, not language,
so they are not translated.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.cards import Card, Rank, Suit
from game.table.doudizhu.play_text import rank_index
from game.ui.common import theme
from game.ui.common.widgets import rle, text

__all__ = ["Look", "back", "face", "hand_size", "look", "rank_index", "set_look", "suit_color"]

Size = tuple[int, int]


@dataclass(frozen=True)
class Look:
    """How cards are drawn: ``four_colour`` suits, ``large`` hand cards and indices."""

    four_colour: bool = False
    large: bool = False


_faces: dict[tuple[Rank, Suit | None, Size, bool, Look], pygame.Surface] = {}
_backs: dict[Size, pygame.Surface] = {}


@dataclass
class _Current:
    """The look in force (one shared instance, like the current language)."""

    look: Look = field(default_factory=Look)


_current = _Current()
_JOKER_WORD = "JOKER"
MIN_CORNER = 13
"""Smallest corner index (rank letter), in pixels."""
MIN_PIP = 18
"""Smallest corner suit pip, in pixels: below it ♠ and ♣ start to blur into one blob."""
SMALL_FACE = 90
"""Faces shorter than this have their index in one corner only (room for a legible pip)."""


def set_look(new: Look) -> None:
    """Draw every card from now on with ``new`` (faces of each look are cached apart)."""
    _current.look = new


def look() -> Look:
    """The look cards are drawn with now."""
    return _current.look


def hand_size() -> Size:
    """The size of the viewer's hand cards in the current look."""
    return theme.LARGE_CARD_SIZE if _current.look.large else theme.CARD_SIZE


def suit_color(card: Card, current: Look | None = None) -> theme.Color:
    """The ink of ``card``'s index and pips (a joker: red for the big one, else black)."""
    current = _current.look if current is None else current
    if current.four_colour and card.suit is not None:
        return theme.SUIT_FOUR_COLOURS[card.suit.name.lower()]
    return theme.CARD_RED if card.is_red else theme.CARD_BLACK


def face(card: Card, size: Size = theme.CARD_SIZE, wild: bool = False) -> pygame.Surface:
    """The face of ``card`` at ``size`` in the current look (cached; the deck index does
    not change the face)."""
    current = _current.look
    key = (card.rank, card.suit, size, wild, current)
    surface = _faces.get(key)
    if surface is None:
        surface = rle.encoded(_draw_face(card, size, wild, current))
        _faces[key] = surface
    return surface


def back(size: Size = theme.CARD_SIZE) -> pygame.Surface:
    """The patterned back at ``size`` (cached)."""
    surface = _backs.get(size)
    if surface is None:
        surface = rle.encoded(_draw_back(size))
        _backs[size] = surface
    return surface


def _blank(size: Size, fill: theme.Color) -> pygame.Surface:
    w, h = size
    radius = max(4, w // 10)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, fill, (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(surface, theme.CARD_EDGE, (0, 0, w, h), width=1, border_radius=radius)
    return surface


def _draw_face(card: Card, size: Size, wild: bool, current: Look) -> pygame.Surface:
    w, h = size
    surface = _blank(size, theme.WILD_FACE if wild else theme.CARD_FACE)
    color = suit_color(card, current)
    corner_size = max(MIN_CORNER, int(h * (0.21 if current.large else 0.19)))
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
    pip = text.render(card.suit.value, max(MIN_PIP, int(corner * 0.85)), color)
    corner_block = pygame.Surface(
        (max(index.get_width(), pip.get_width()), index.get_height() + pip.get_height() - 4), pygame.SRCALPHA
    )
    corner_block.blit(index, index.get_rect(midtop=(corner_block.get_width() // 2, 0)))
    corner_block.blit(pip, pip.get_rect(midtop=(corner_block.get_width() // 2, index.get_height() - 4)))
    margin = max(3, w // 16)
    surface.blit(corner_block, (margin, margin))
    if h >= SMALL_FACE:
        flipped = pygame.transform.rotate(corner_block, 180)
        surface.blit(flipped, flipped.get_rect(bottomright=(w - margin, h - margin)))
        centre = (w // 2 + 4, h // 2 + 2)
    else:  # one corner only: the pip sits low, clear of it
        centre = (w // 2 + 5, h - int(h * 0.26))
    big = text.render(card.suit.value, int(h * 0.42), color)
    surface.blit(big, big.get_rect(center=centre))


def _draw_joker(surface: pygame.Surface, size: Size, color: theme.Color, corner: int, hollow: bool) -> None:
    w, h = size
    letter_size = max(10, int(corner * 0.72))
    margin = max(3, w // 16)
    x = margin + 2 + letter_size // 2
    y = margin
    for letter in _JOKER_WORD:
        glyph = text.render(letter, letter_size, color, bold=True)
        surface.blit(glyph, glyph.get_rect(midtop=(x, y)))
        y += int(glyph.get_height() * 0.84)
    mark = "☆" if hollow else "★"
    small = text.render(mark, letter_size + 2, color, bold=True)
    if y + 1 + small.get_height() <= h - margin:  # a small face has no room under the word
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

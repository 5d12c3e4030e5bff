"""The human player's hand: a sorted, slightly curved fan of selectable cards.

Invariants: ``cards`` is in display order (weakest first); ``selected`` is a subset of
``cards``; ``cursor`` is a valid index (or 0 for an empty hand). Cards overlap as much
as needed so that any hand (33 cards and more) fits the row; every card keeps a
visible strip of at least ``MIN_STRIP`` pixels so it stays clickable. A click picks the
topmost card under the pointer; a touch also reaches a little above and below the fan
(:func:`game.ui.common.pointer.fan_pick`).

Unless given a fixed size, the cards follow the current card look
(:func:`game.ui.common.widgets.cards.hand_size`). Large cards grow into the room below
``area`` first (up to ``BOTTOM_MARGIN`` from the canvas edge, leaving the cursor strip
visible), so they reach no higher than normal cards where the canvas allows. The keyboard
cursor is the shared focus mark of a card (:func:`~game.ui.common.widgets.focus.draw_card_focus`),
drawn over the whole fan.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

import pygame

from game.core.cards import Card, Rank, sort_cards
from game.ui.common import theme
from game.ui.common.pointer import fan_pick, is_touch
from game.ui.common.widgets import card_rows, text
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets.focus import draw_card_focus

RAISE = 26
ARC = 12
"""How much lower the outermost cards sit than the middle ones (the fan's curve)."""
MIN_STRIP = 18
MAX_STEP = 0.62
BOTTOM_MARGIN = 10
"""Room kept under the lowest card (the keyboard cursor strip is drawn there)."""
GLOW = 3
"""How far a selected card's glow reaches past the card."""


class HandView:
    """Lays out, draws and hit-tests one hand inside ``area`` (logical coordinates)."""

    def __init__(self, area: pygame.Rect, card_size: tuple[int, int] | None = None) -> None:
        self.area = area
        self.fixed_size = card_size
        """The card size given, or ``None`` to follow the card look."""
        self.cards: list[Card] = []
        self.selected: set[Card] = set()
        self.cursor = 0
        self.show_cursor = False
        self.interactive = True
        self.wild_rank: Rank | None = None
        self.hidden: set[Card] = set()
        """Cards still flying in (the deal, the bottom cards): not drawn yet."""
        self.marked: set[Card] = set()
        """Cards with a gold edge for a moment (the bottom cards in the landlord's hand)."""
        self._drag_selects: bool | None = None
        self._layout: tuple[Hashable, list[pygame.Rect]] | None = None

    # -- content -------------------------------------------------------------------------
    def set_cards(self, cards: Iterable[Card]) -> None:
        """Show ``cards`` sorted; keep the selection of cards still held."""
        self.cards = sort_cards(list(cards))
        self.selected &= set(self.cards)
        self.cursor = min(self.cursor, max(0, len(self.cards) - 1))

    def selected_cards(self) -> list[Card]:
        return [card for card in self.cards if card in self.selected]

    def clear_selection(self) -> None:
        self.selected.clear()

    def select_only(self, cards: Iterable[Card]) -> None:
        wanted = set(cards)
        self.selected = {card for card in self.cards if card in wanted}

    def toggle(self, card: Card) -> None:
        if card in self.selected:
            self.selected.discard(card)
        elif card in self.cards:
            self.selected.add(card)

    def move_cursor(self, delta: int) -> None:
        self.show_cursor = True
        if self.cards:
            self.cursor = (self.cursor + delta) % len(self.cards)

    def toggle_cursor(self) -> None:
        self.show_cursor = True
        if self.cards:
            self.toggle(self.cards[self.cursor])

    def cursor_key(self, key: int) -> bool:
        """Left / Right move the cursor, Space selects under it on a hand the human plays;
        True when ``key`` was one of these."""
        if key == pygame.K_LEFT:
            self.move_cursor(-1)
        elif key == pygame.K_RIGHT:
            self.move_cursor(1)
        elif key == pygame.K_SPACE:
            if self.interactive:
                self.toggle_cursor()
        else:
            return False
        return True

    # -- geometry ------------------------------------------------------------------------
    @property
    def card_size(self) -> tuple[int, int]:
        """The size the cards are drawn at now."""
        return self.fixed_size if self.fixed_size is not None else card_art.hand_size()

    def bottom(self) -> int:
        """Where the outermost cards end: ``area.bottom``, lowered for cards taller than the
        normal size as far as the canvas leaves room."""
        grow = max(0, self.card_size[1] - theme.CARD_SIZE[1])
        room = max(0, theme.CANVAS_SIZE[1] - BOTTOM_MARGIN - self.area.bottom)
        return self.area.bottom + min(grow, room)

    def step(self) -> float:
        """Horizontal distance between neighbouring cards."""
        width = self.card_size[0]
        if len(self.cards) < 2:
            return float(width)
        fit = (self.area.width - width) / (len(self.cards) - 1)
        return max(float(MIN_STRIP), min(width * MAX_STEP, fit))

    def card_rects(self) -> list[pygame.Rect]:
        """Where each card is drawn (selected cards raised), left to right (the caller's own copies)."""
        return [rect.copy() for rect in self._rects()]

    def _rects(self) -> list[pygame.Rect]:
        """:meth:`card_rects`, laid out again only when the cards, the selection, the card size
        or the area changed (never modified in place)."""
        key = (tuple(self.cards), frozenset(self.selected), self.card_size, tuple(self.area))
        if self._layout is None or self._layout[0] != key:
            self._layout = (key, self._lay_out())
        return self._layout[1]

    def _lay_out(self) -> list[pygame.Rect]:
        width, height = self.card_size
        step = self.step()
        total = width + step * (len(self.cards) - 1) if self.cards else 0
        left = self.area.centerx - total / 2
        bottom = self.bottom()
        rects = []
        last = max(1, len(self.cards) - 1)
        for i, card in enumerate(self.cards):
            lift = RAISE if card in self.selected else 0
            curve = round(ARC * (2 * i / last - 1) ** 2) if len(self.cards) > 1 else 0
            rects.append(pygame.Rect(round(left + i * step), bottom - height - lift - ARC + curve, width, height))
        return rects

    def card_at(self, pos: tuple[int, int], touch: bool = False) -> int | None:
        """Index of the topmost card under ``pos``, if any (for a finger: :func:`fan_pick`)."""
        if touch:
            return fan_pick(self.card_rects(), pos)
        for i, rect in reversed(list(enumerate(self.card_rects()))):
            if rect.collidepoint(pos):
                return i
        return None

    # -- events and drawing ----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A left click on a card toggles it; dragging on from there gives every card the
        pointer passes over the same state. True when the event hit the hand."""
        if not self.interactive:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag_selects = None
            return False
        if event.type == pygame.MOUSEMOTION and self._drag_selects is not None:
            index = self.card_at(event.pos, is_touch(event))
            if index is None:
                return False
            card = self.cards[index]
            if self._drag_selects:
                self.selected.add(card)
            else:
                self.selected.discard(card)
            self.cursor = index
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        index = self.card_at(event.pos, is_touch(event))
        if index is None:
            return False
        self.cursor = index
        self.toggle(self.cards[index])
        self._drag_selects = self.cards[index] in self.selected
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The fan, then the keyboard cursor over it. A resting fan (no card flying in or
        marked) is one cached surface (:func:`card_rows.composed`, keyed by the cards, the
        selection, the wild rank and every card's rect); the same pixels as card by card."""
        rects = self._rects()
        if not self.cards or self.hidden or self.marked or text.is_recording():
            self._paint(surface, rects, (0, 0))
        else:
            box = rects[0].unionall(rects[1:]).inflate(2 * GLOW, 2 * GLOW)
            key = (
                "hand", tuple(self.cards), frozenset(self.selected), self.wild_rank,
                tuple((rect.x, rect.y, rect.w, rect.h) for rect in rects),
            )
            fan = card_rows.composed(key, box.size, lambda row: self._paint(row, rects, (-box.x, -box.y)))
            surface.blit(fan, box)
        if self.show_cursor and self.interactive and self.cards and self.cards[self.cursor] not in self.hidden:
            last = self.cursor == len(self.cards) - 1
            rect = rects[self.cursor]
            draw_card_focus(surface, rect, rect.width if last else int(self.step()))

    def _paint(self, surface: pygame.Surface, rects: list[pygame.Rect], offset: tuple[int, int]) -> None:
        """Every card not flying in at its rect moved by ``offset``: a selected card's glow
        under it, a marked card's gold edge over it."""
        for card, drawn in zip(self.cards, rects, strict=True):
            if card in self.hidden:
                continue
            rect = drawn.move(offset)
            wild = self.wild_rank is not None and card.rank == self.wild_rank
            if card in self.selected:
                glow = rect.inflate(2 * GLOW, 2 * GLOW)
                pygame.draw.rect(surface, theme.CARD_SELECT_GLOW, glow, border_radius=theme.CARD_RADIUS + 2)
            surface.blit(card_art.face(card, self.card_size, wild), rect)
            text.box(text.BoxKind.CARD, drawn, "hand")
            if card in self.marked:
                pygame.draw.rect(surface, theme.GOLD, rect, width=3, border_radius=theme.CARD_RADIUS)

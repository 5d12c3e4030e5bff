"""Modal pickers for the climbing games' choices: cards from face-up rows, and ranks.

:class:`CardPicker` shows one or more labelled rows of face-up cards (the table, the
discard pile, four 4s ...) and a row of action buttons. Clicking a card toggles it, up to
``max_picks`` cards (one: a click replaces the choice). The actions receive the chosen
cards. :class:`RankPicker` shows the ranks as toggle buttons, up to ``max_picks``.
While open a picker takes every input event.

A refusal of the chosen cards is shown inside the picker (:meth:`CardPicker.refuse`), on the
line above its buttons, not on the table under the picker's dim layer. A picker made with
``dim_table=False`` leaves the table undimmed (the 4 Stop window sits under the pile so the
cut stays in view).

Keyboard (the shared :class:`~game.ui.common.widgets.focus.GridFocus`): a focus ring moves
over the cards (or ranks) and the action buttons. Left and Right move along a line, Up and
Down between lines (down from the last line reaches the action row, up from it returns to
the choices), Tab / Shift+Tab step through all of them. Space toggles the focused card or rank;
Enter toggles it too, or runs the focused button. Escape runs the cancel action if the
picker has one (a choice the rules require cannot be dismissed, so there Escape does
nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game.core.cards import Card, Rank
from game.i18n import _
from game.ui.common import theme
from game.ui.common.pointer import is_touch, nearest
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, Label, dispatch
from game.ui.common.widgets.choice import draw_key_hint, shade
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus

PICK_CARD = (56, 79)
CARD_STEP = 60
ROW_GAP = 34
ACTION_HEIGHT = 44
DIALOG_WIDTH = 900
REASON_LINE = 28
"""Room above the action buttons for a refusal."""


@dataclass
class Action:
    """A button of a picker: ``run(chosen)`` gets the chosen cards (or ranks)."""

    label: Label
    run: Callable[[list], None]
    accent: bool = False
    needs_choice: bool = False


class CardPicker:
    """Rows of face-up cards to choose from, and actions. ``cancel``: what Escape does (None: nothing).
    ``center``: where the picker sits; ``dim_table``: whether the table behind is dimmed."""

    def __init__(
        self,
        title: Label,
        rows: Sequence[tuple[Label, Sequence[Card]]],
        actions: Sequence[Action],
        max_picks: int = 1,
        cancel: Callable[[], None] | None = None,
        center: tuple[int, int] | None = None,
        dim_table: bool = True,
    ) -> None:
        self.title = title
        self.dim_table = dim_table
        self.reason: Label | None = None
        """Why the chosen cards were refused (shown until the choice changes)."""
        self.rows = [(label, list(cards)) for label, cards in rows]
        self.max_picks = max_picks
        self.cancel = cancel
        self.chosen: list[Card] = []
        per_row = (DIALOG_WIDTH - 60 - PICK_CARD[0]) // CARD_STEP + 1
        self._layout: list[tuple[pygame.Rect, Card]] = []
        self._labels: list[tuple[Label, tuple[int, int]]] = []
        line_count = sum(max(1, -(-len(cards) // per_row)) for _label, cards in self.rows)
        height = 70 + len(self.rows) * ROW_GAP + line_count * (PICK_CARD[1] + 8) + REASON_LINE + 20 + ACTION_HEIGHT + 30
        self.rect = pygame.Rect(0, 0, DIALOG_WIDTH, min(height, 690))
        self.rect.center = center if center is not None else (640, 350)
        self.rect.clamp_ip(pygame.Rect(0, 0, 1280, 720))
        y = self.rect.y + 64
        for label, cards in self.rows:
            self._labels.append((label, (self.rect.x + 30, y)))
            y += ROW_GAP - 8
            for i, card in enumerate(cards):
                row, col = divmod(i, per_row)
                rect = pygame.Rect(self.rect.x + 30 + col * CARD_STEP, y + row * (PICK_CARD[1] + 8), *PICK_CARD)
                self._layout.append((rect, card))
            y += max(1, -(-len(cards) // per_row)) * (PICK_CARD[1] + 8) + 8
        self.actions = list(actions)
        width = min(260, (DIALOG_WIDTH - 60 - 12 * (len(self.actions) - 1)) // max(1, len(self.actions)))
        total = len(self.actions) * width + 12 * (len(self.actions) - 1)
        left = self.rect.centerx - total // 2
        bottom = self.rect.bottom - 22 - ACTION_HEIGHT
        self.buttons = [
            Button(
                pygame.Rect(left + i * (width + 12), bottom, width, ACTION_HEIGHT),
                action.label,
                partial(self._run, action),
                accent=action.accent,
                font_size=18,
            )
            for i, action in enumerate(self.actions)
        ]
        self.focus = GridFocus([rect for rect, _card in self._layout], self.buttons)
        self._refresh()

    def _run(self, action: Action) -> None:
        """Press ``action``'s button: it gets the cards chosen at that moment."""
        action.run(list(self.chosen))

    def card_at(self, pos: tuple[int, int], touch: bool = False) -> Card | None:
        """The card under ``pos`` (for a finger: the nearest within touch reach)."""
        if touch:
            index = nearest([rect for rect, _card in self._layout], pos)
            return None if index is None else self._layout[index][1]
        for rect, card in self._layout:
            if rect.collidepoint(pos):
                return card
        return None

    def refuse(self, reason: Label) -> None:
        """Show why the chosen cards cannot be used, inside the picker."""
        self.reason = reason

    def toggle(self, card: Card) -> None:
        self.reason = None
        if card in self.chosen:
            self.chosen.remove(card)
        elif self.max_picks == 1:
            self.chosen = [card]
        elif len(self.chosen) < self.max_picks:
            self.chosen.append(card)
        self._refresh()

    def _refresh(self) -> None:
        for button, action in zip(self.buttons, self.actions, strict=True):
            button.enabled = not action.needs_choice or bool(self.chosen)

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.max_picks > 0:
            card = self.card_at(event.pos, is_touch(event))
            if card is not None:
                self.toggle(card)
        elif event.type == pygame.KEYDOWN:
            self.handle_key(event.key, getattr(event, "mod", 0))

    def handle_key(self, key: int, mod: int = 0) -> None:
        if key == pygame.K_ESCAPE:
            if self.cancel is not None:
                self.cancel()
        elif self.focus.handle_key(key, mod):
            return
        elif key in ACTIVATE_KEYS:
            if self.focus.on_choice:
                if self.max_picks > 0:
                    self.toggle(self._layout[self.focus.index][1])
            else:
                self.focus.activate()

    def draw(self, surface: pygame.Surface) -> None:
        if self.dim_table:
            surface.blit(shade(surface.get_size()), (0, 0))
        felt.panel(surface, self.rect, alpha=245 if self.dim_table else 255, edge=theme.GOLD)
        title = text.fitted(self.title(), 22, self.rect.width - 40, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 14)))
        draw_key_hint(surface, self.rect, 42, cancellable=self.cancel is not None)
        if self.reason is not None:
            line = text.fitted(self.reason(), 18, self.rect.width - 60, theme.WARN, bold=True)
            bottom = self.rect.bottom - 22 - ACTION_HEIGHT - 6
            surface.blit(line, line.get_rect(midbottom=(self.rect.centerx, bottom)))
        for label, pos in self._labels:
            surface.blit(text.fitted(label(), 17, self.rect.width - 60, theme.INK_DIM, bold=True), pos)
        for rect, card in self._layout:
            lifted = rect.move(0, -8) if card in self.chosen else rect
            if card in self.chosen:
                pygame.draw.rect(surface, theme.CARD_SELECT_GLOW, lifted.inflate(6, 6), border_radius=theme.CARD_RADIUS)
            surface.blit(card_art.face(card, PICK_CARD), lifted)
        for button in self.buttons:
            button.draw(surface)
        focused_card = self._layout[self.focus.index][1] if self.focus.on_choice else None
        self.focus.draw(surface, lifted=focused_card is not None and focused_card in self.chosen)


RANK_BUTTON = (96, 46)
NOTE_LINE = 28
"""Room under a rank picker's title for its note."""


class RankPicker:
    """Ranks as toggle buttons (up to ``max_picks``), then ``confirm(chosen ranks)``."""

    def __init__(
        self,
        title: Label,
        ranks: Sequence[Rank],
        max_picks: int,
        confirm: Callable[[list[Rank]], None],
        confirm_label: Label,
        note: Label | None = None,
    ) -> None:
        self.title = title
        self.note = note
        """A line under the title saying what the choice does (None: none)."""
        self.max_picks = max_picks
        self.chosen: list[Rank] = []
        per_row = 7
        rows = -(-len(ranks) // per_row)
        top = 70 + (NOTE_LINE if note is not None else 0)
        self.rect = pygame.Rect(
            0, 0, per_row * (RANK_BUTTON[0] + 12) + 48, top + 26 + rows * (RANK_BUTTON[1] + 12) + 70
        )
        self.rect.center = (640, 330)
        self.rank_buttons: dict[Rank, Button] = {}
        for i, rank in enumerate(ranks):
            row, col = divmod(i, per_row)
            rect = pygame.Rect(
                self.rect.x + 30 + col * (RANK_BUTTON[0] + 12),
                self.rect.y + top + row * (RANK_BUTTON[1] + 12),
                *RANK_BUTTON,
            )
            self.rank_buttons[rank] = Button(rect, partial(rank_label, rank), partial(self.toggle, rank), font_size=20)
        confirm_rect = pygame.Rect(0, 0, 300, ACTION_HEIGHT)
        confirm_rect.midbottom = (self.rect.centerx, self.rect.bottom - 20)
        self.confirm_button = Button(
            confirm_rect, confirm_label, lambda: confirm(list(self.chosen)), accent=True, font_size=19
        )
        self.ranks = list(ranks)
        self.focus = GridFocus([button.rect for button in self.rank_buttons.values()], [self.confirm_button])

    def toggle(self, rank: Rank) -> None:
        if rank in self.chosen:
            self.chosen.remove(rank)
        elif len(self.chosen) < self.max_picks:
            self.chosen.append(rank)
        for other, button in self.rank_buttons.items():
            button.selected = other in self.chosen

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch([*self.rank_buttons.values(), self.confirm_button], event):
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event.key, getattr(event, "mod", 0))

    def handle_key(self, key: int, mod: int = 0) -> None:
        """Arrows and Tab move, Space/Enter toggle the focused rank or confirm; Escape does
        nothing (naming ranks is a choice the rules require; none is a valid answer)."""
        if self.focus.handle_key(key, mod):
            return
        if key in ACTIVATE_KEYS:
            if self.focus.on_choice:
                self.toggle(self.ranks[self.focus.index])
            else:
                self.focus.activate()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size()), (0, 0))
        felt.panel(surface, self.rect, alpha=245, edge=theme.GOLD)
        title = text.fitted(self.title(), 22, self.rect.width - 40, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 14)))
        draw_key_hint(surface, self.rect, 44, cancellable=False)
        if self.note is not None:
            note = text.fitted(self.note(), 17, self.rect.width - 40, theme.INK, bold=True)
            surface.blit(note, note.get_rect(midtop=(self.rect.centerx, self.rect.y + 66)))
        for button in self.rank_buttons.values():
            button.draw(surface)
        self.confirm_button.draw(surface)
        self.focus.draw(surface)


def rank_label(rank: Rank) -> str:
    """A rank as printed on cards; the jokers by word."""
    if rank.is_joker:
        return _("Joker")
    return card_art.rank_index(rank)

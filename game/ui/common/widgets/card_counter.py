"""The card counter strip: the ranks 3 to 2 and the jokers, with the unseen count under each.

Drawn by both families' table scenes from a :class:`~game.table.card_counter.CardCounter`
(built from the viewer's observation by the table layer). One column per rank across
``rect``; a rank with nothing unseen is dimmed, so the live ranks stand out. The jokers
are marked as on the cards: a hollow star for the black joker, a red star for the red one.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.core.cards import Rank
from game.i18n import current_language
from game.table.card_counter import CardCounter
from game.ui.common import theme
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, text

JOKER_MARKS = {Rank.BLACK_JOKER: ("☆", theme.INK), Rank.RED_JOKER: ("★", theme.WARN)}
LABEL_SIZE = 15
COUNT_SIZE = 16


def draw_counter(surface: pygame.Surface, rect: pygame.Rect, counter: CardCounter) -> None:
    """The strip on a panel filling ``rect`` (at least 40 px tall), a spot of the table that
    shows the felt: one cached opaque tile per counts and language (:func:`felt.felt_tile`)."""
    felt.felt_tile(surface, rect, ("counter", counter, current_language()), partial(_draw_strip, counter=counter))


def _draw_strip(surface: pygame.Surface, rect: pygame.Rect, counter: CardCounter) -> None:
    felt.panel(surface, rect, alpha=200)
    columns = len(counter.ranks)
    inner = rect.inflate(-4, -8)
    step = inner.width / columns
    label_y = inner.y + inner.height // 4
    count_y = inner.y + (inner.height * 3) // 4
    for index, (rank, unseen) in enumerate(zip(counter.ranks, counter.unseen, strict=True)):
        centre_x = round(inner.x + step * (index + 0.5))
        room = max(8, int(step))
        mark, color = JOKER_MARKS.get(rank, (card_art.rank_index(rank), theme.INK_DIM))
        label = text.render(mark, LABEL_SIZE, color, bold=True)  # at most two characters: never shrunk
        surface.blit(label, label.get_rect(center=(centre_x, label_y)))
        ink = theme.GOLD if unseen else theme.BUTTON_DISABLED
        count = text.fitted(str(unseen), COUNT_SIZE, room, ink, bold=True)
        surface.blit(count, count.get_rect(center=(centre_x, count_y)))

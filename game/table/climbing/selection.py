"""What a climbing-game selection is, said before Play is pressed. No pygame here.

The plays are the human's legal :class:`PlayCards` made of exactly the selected cards (a
set and a Sequence may both fit: then Play asks which). Off the human's turn, or while a
rule's choice is pending, there is nothing to say.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.climbing.moves import PlayCards
from game.climbing.plays import PlayKind
from game.core.cards import Card, cards_phrase
from game.core.reason import Phrase, templated
from game.i18n import N_, N_plural
from game.table.selection import NOTHING_SELECTED, SelectionStatus

if TYPE_CHECKING:
    from game.table.climbing.controller import ClimbingTable


SINGLE = N_("Single: {cards}")
PAIR = N_("Pair: {cards}")
TRIPLE = N_("Three of a kind: {cards}")
SET_OF = N_plural("Set of {count}: {cards}", "Set of {count}: {cards}")
SEQUENCE_OF = N_plural("Sequence of {count}: {cards}", "Sequence of {count}: {cards}")
SET_NAMES: dict[int, str] = {1: SINGLE, 2: PAIR, 3: TRIPLE}
"""A set's name by its size; larger sets are a :data:`SET_OF` count."""


def play_phrase(move: PlayCards) -> Phrase:
    """The label of a play: the combination and its cards ("Pair: 9♠ 9♥", "Sequence of 3:
    5♦ 6♦ 7♦"); jokers count among the cards of the set or run they join."""
    labels = cards_phrase(move.cards)
    size = len(move.cards)
    if move.kind is PlayKind.SEQUENCE:
        return templated(SEQUENCE_OF, size, cards=labels)
    name = SET_NAMES.get(size)
    return Phrase.of(name, cards=labels) if name is not None else templated(SET_OF, size, cards=labels)


def selection_status(table: ClimbingTable, cards: Sequence[Card]) -> SelectionStatus:
    """What ``cards`` would be as the human's play now."""
    if not cards or not table.human_to_act() or table.state.pending is not None:
        return NOTHING_SELECTED
    plays = table.plays_for(cards)
    if plays:
        return SelectionStatus(tuple(plays), tuple(play_phrase(move) for move in plays))
    return SelectionStatus(reason=table.refusal(cards))

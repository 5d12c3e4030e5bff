"""What a climbing-game selection is, said before Play is pressed. No pygame here.

The plays are the human's legal :class:`PlayCards` made of exactly the selected cards (a
set and a Sequence may both fit: then Play asks which). Off the human's turn, or while a
rule's choice is pending, there is nothing to say.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.climbing.moves import PlayCards
from game.climbing.plays import readings
from game.core.cards import Card, cards_phrase
from game.core.reason import Phrase
from game.i18n import N_
from game.table.selection import NOTHING_SELECTED, SelectionStatus

if TYPE_CHECKING:
    from game.climbing.options import ClimbingOptions
    from game.table.climbing.controller import ClimbingTable


def play_phrase(move: PlayCards, options: ClimbingOptions) -> Phrase:
    """The label of a play: its reading's description ("sequence 5♦ 6♦ 7♦", "9♠ 9♥")."""
    found = [play for play in readings(move.cards, options) if play.kind is move.kind]
    if found:
        return found[0].describe()
    return Phrase.of(N_("{cards}"), cards=cards_phrase(move.cards))


def selection_status(table: ClimbingTable, cards: Sequence[Card]) -> SelectionStatus:
    """What ``cards`` would be as the human's play now."""
    if not cards or not table.human_to_act() or table.state.pending is not None:
        return NOTHING_SELECTED
    plays = table.plays_for(cards)
    if plays:
        return SelectionStatus(tuple(plays), tuple(play_phrase(move, table.options) for move in plays))
    return SelectionStatus(reason=table.refusal(cards))

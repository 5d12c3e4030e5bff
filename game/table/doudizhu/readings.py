"""Which readings of a Dou Dizhu selection the player must choose between. No pygame here.

The engine lists every reading of the selected cards (docs/RULES.md B.4: a wild card may stand
for any rank). Many of them are the same move for the player:

- Two readings are the *same move* when they have the same kind, main rank, run length
  and bomb strength (:func:`game.doudizhu.combos.bomb_key`): they beat, and are beaten by,
  the same plays, and the same cards leave the hand. Only the label of a stand-in differs
  (a wild card in the wings counting as a 3 or as itself). Of those the reading with the
  fewest stand-ins is kept.
- A single card has one sensible reading: itself. A lone wild card played as a single is
  read as itself when that is legal; when it is not (it must beat a higher single), as the
  strongest single it may stand for, which no other reading beats the player to.

The reading dialog opens only when :func:`distinct_readings` leaves more than one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core.cards import Card
from game.doudizhu.combos import ComboKind, Play, bomb_key
from game.doudizhu.state import Phase
from game.table.doudizhu.play_text import play_phrase
from game.table.selection import NOTHING_SELECTED, SelectionStatus

if TYPE_CHECKING:
    from game.table.doudizhu.controller import TableController


def move_key(play: Play) -> tuple[object, ...]:
    """What makes two readings different moves for the player (see the module docstring)."""
    strength = bomb_key(play) if play.kind is ComboKind.BOMB else None
    return (play.kind, play.main, play.length, strength)


def distinct_readings(plays: Sequence[Play]) -> list[Play]:
    """``plays`` (readings of one selection) with same-move duplicates dropped, in order."""
    if plays and all(play.kind is ComboKind.SINGLE for play in plays):
        natural = [play for play in plays if play.wild_count == 0]
        return natural[:1] if natural else [max(plays, key=lambda play: play.main)]
    kept: dict[tuple[object, ...], Play] = {}
    for play in plays:
        key = move_key(play)
        best = kept.get(key)
        if best is None or play.wild_count < best.wild_count:
            kept[key] = play
    return list(kept.values())


def selection_status(table: TableController, cards: Sequence[Card]) -> SelectionStatus:
    """What ``cards`` would be as the human's play now (nothing to say off the human's turn)."""
    if not cards or table.state.phase is not Phase.PLAYING or not table.human_to_act():
        return NOTHING_SELECTED
    plays = distinct_readings(table.readings(cards))
    if plays:
        return SelectionStatus(tuple(plays), tuple(play_phrase(play) for play in plays))
    return SelectionStatus(reason=table.refusal(cards))

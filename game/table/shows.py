"""What a table controller shows over the cards, for the Dou Dizhu and climbing tables alike.
No pygame here.

:class:`ShownAction` is a seat's last action in the current trick (or auction);
:class:`Announcement` is a message over the table that lasts a while of game time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic

from game.ai.player import MoveT
from game.core.cards import Card
from game.core.reason import Phrase
from game.table.cut_ins import CutInKind


@dataclass(frozen=True)
class ShownAction(Generic[MoveT]):
    """What a seat did last in the current trick (or auction), for the table to show.

    ``cards`` are the physical cards that left the hand (empty for a bid or a pass).
    """

    move: MoveT
    cards: tuple[Card, ...] = ()


@dataclass
class Announcement:
    """A message over the table for ``remaining_ms`` more game time. ``by``: the seat whose
    play set it off, when the phrase does not name that seat itself. ``cut_in``: the moment
    it marks, when it is one that gets a cut-in; ``total_ms``: how long it shows in all;
    ``under_title``: a cut-in shows the phrase under its title (False when the phrase is just
    that title)."""

    phrase: Phrase
    remaining_ms: int
    by: int | None = None
    cut_in: CutInKind | None = None
    total_ms: int = 0
    under_title: bool = True

    def __post_init__(self) -> None:
        if self.total_ms <= 0:
            self.total_ms = self.remaining_ms

    def elapse(self, dt_ms: int) -> bool:
        """Let ``dt_ms`` of game time pass; True while the message should still show."""
        self.remaining_ms -= dt_ms
        return self.remaining_ms > 0

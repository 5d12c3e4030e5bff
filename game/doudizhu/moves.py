"""Moves other than plays: a bid in the auction and a pass during play.

A :class:`~game.doudizhu.combos.Play` is itself the move that plays cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.reason import Phrase
from game.doudizhu.combos import Play
from game.i18n import N_


@dataclass(frozen=True, slots=True)
class Bid:
    """An auction call: 0 passes, 1..max_bid bids that many points."""

    value: int

    @property
    def is_pass(self) -> bool:
        return self.value == 0

    def describe(self) -> Phrase:
        if self.value == 0:
            return Phrase.of(N_("no bid"))
        return Phrase.of(N_("bid {value}"), value=self.value)


@dataclass(frozen=True, slots=True)
class Pass:
    """Declining to beat the play on the table (never allowed when leading)."""

    def describe(self) -> Phrase:
        return Phrase.of(N_("pass"))


#: Every move of a deal: a bid, a pass or a play.
Move = Bid | Pass | Play

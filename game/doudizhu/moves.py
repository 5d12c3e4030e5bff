"""Moves other than plays: a bid in the auction, a pass during play, and the B.5
steps: a call and a grab (call-and-grab auction), a double and the open hand.

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


#: The pass every listing holds (one shared value: the engine tests a move for it by identity first).
PASS = Pass()


@dataclass(frozen=True, slots=True)
class Call:
    """Call-and-grab auction, before anybody called: call the landlord (叫地主) or not."""

    yes: bool

    def describe(self) -> Phrase:
        return Phrase.of(N_("call the landlord") if self.yes else N_("no call"))


@dataclass(frozen=True, slots=True)
class Grab:
    """Call-and-grab auction, after a call: grab the landlord (抢地主, x2) or not."""

    yes: bool

    def describe(self) -> Phrase:
        return Phrase.of(N_("grab the landlord") if self.yes else N_("no grab"))


@dataclass(frozen=True, slots=True)
class Double:
    """Doubling step: ``factor`` 1 (no double), 2 (double, 加倍) or 4 (super double, 超级加倍)."""

    factor: int

    def describe(self) -> Phrase:
        if self.factor == 1:
            return Phrase.of(N_("no double"))
        if self.factor == 2:
            return Phrase.of(N_("double"))
        return Phrase.of(N_("super double"))


@dataclass(frozen=True, slots=True)
class OpenHand:
    """The landlord's open-hand step: show the hand face up (明牌, x2) or keep it closed."""

    yes: bool

    def describe(self) -> Phrase:
        return Phrase.of(N_("show the hand") if self.yes else N_("keep the hand closed"))


#: The moves of the B.5 steps (call, grab, double, open hand).
StakeMove = Call | Grab | Double | OpenHand

#: Every move of a deal: a bid, a pass, a play or a B.5 step.
Move = Bid | Pass | Play | Call | Grab | Double | OpenHand

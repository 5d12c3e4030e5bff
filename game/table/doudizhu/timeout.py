"""Time-outs at a table with a clock (docs/RULES.md B.2), as typed facts, and what the table says.

A :class:`Timeout` is one thing the clock did: the human's turn ran out and the computer made
that move for them (``kind`` from the move: no bid, a bid, a pass or a play), the clock
declined a B.5 step for them (docs/RULES.md B.5 "The clock in the new steps": no call, no
grab, no double, the hand kept closed), or the deal's own time ran out and ended it unscored
(:attr:`TimeoutKind.DEAL`, no seat, no move). The
controller keeps every time-out of the deal and builds its announcement and log line from
the fact, one whole sentence per case. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.reason import Phrase
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Call, Double, Grab, Move, OpenHand, Pass
from game.i18n import N_
from game.table.doudizhu.play_text import play_phrase

PASSED = N_("Time ran out: the computer passed for you")
PLAYED = N_("Time ran out: the computer played {play} for you")
NO_BID = N_("Time ran out: the computer made no bid for you")
BID = N_("Time ran out: the computer bid {value} for you")
DEAL_OVER = N_("Time ran out for the whole deal: it ends with no winner and no score")
NO_CALL = N_("Time ran out: you do not call the landlord")
NO_GRAB = N_("Time ran out: you do not grab the landlord")
NO_DOUBLE = N_("Time ran out: you do not double")
KEPT_CLOSED = N_("Time ran out: your hand stays closed")


class TimeoutKind(Enum):
    """What the clock did."""

    NO_BID = "no_bid"
    BID = "bid"
    PASS = "pass"
    PLAY = "play"
    NO_CALL = "no_call"
    NO_GRAB = "no_grab"
    NO_DOUBLE = "no_double"
    KEPT_CLOSED = "kept_closed"
    DEAL = "deal"
    """The deal's time limit ended the deal unscored."""


@dataclass(frozen=True)
class Timeout:
    """One time-out: ``seat`` and the ``move`` the computer made for it (both ``None`` for
    the deal's limit)."""

    kind: TimeoutKind
    seat: int | None = None
    move: Move | None = None

    def phrase(self) -> Phrase:
        """The sentence the table announces and logs for this time-out."""
        move = self.move
        if self.kind is TimeoutKind.PLAY and isinstance(move, Play):
            return Phrase.of(PLAYED, play=play_phrase(move))
        if self.kind is TimeoutKind.BID and isinstance(move, Bid):
            return Phrase.of(BID, value=move.value)
        if self.kind is TimeoutKind.NO_BID:
            return Phrase.of(NO_BID)
        if self.kind is TimeoutKind.PASS:
            return Phrase.of(PASSED)
        declined = _DECLINED.get(self.kind)
        if declined is not None:
            return Phrase.of(declined)
        return Phrase.of(DEAL_OVER)


_DECLINED = {
    TimeoutKind.NO_CALL: NO_CALL,
    TimeoutKind.NO_GRAB: NO_GRAB,
    TimeoutKind.NO_DOUBLE: NO_DOUBLE,
    TimeoutKind.KEPT_CLOSED: KEPT_CLOSED,
}
"""The sentence of each B.5 step the clock declined."""


def turn_timeout(seat: int, move: Move) -> Timeout:
    """The time-out of ``seat``'s turn, which the computer played with ``move``."""
    if isinstance(move, Pass):
        return Timeout(TimeoutKind.PASS, seat, move)
    if isinstance(move, Bid):
        return Timeout(TimeoutKind.NO_BID if move.is_pass else TimeoutKind.BID, seat, move)
    if isinstance(move, Call):
        return Timeout(TimeoutKind.NO_CALL, seat, move)
    if isinstance(move, Grab):
        return Timeout(TimeoutKind.NO_GRAB, seat, move)
    if isinstance(move, Double):
        return Timeout(TimeoutKind.NO_DOUBLE, seat, move)
    if isinstance(move, OpenHand):
        return Timeout(TimeoutKind.KEPT_CLOSED, seat, move)
    return Timeout(TimeoutKind.PLAY, seat, move)


def timeout_phrase(move: Move) -> Phrase:
    """The announcement for ``move``, made by the computer on the human's timed-out turn."""
    return turn_timeout(0, move).phrase()

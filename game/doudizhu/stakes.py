"""The B.5 steps as facts: what each call, grab, double and open-hand choice did.

A :class:`StakeEvent` is one seat's choice in a call-and-grab auction, a doubling round or
the open-hand step, as data (a kind, the seat, the common multiplier after it, and whether
the clock made the choice): the log and the result read these, never move texts.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class StakeKind(Enum):
    """What a B.5 choice was."""

    CALLED = "called"  # 叫地主
    NO_CALL = "no_call"  # 不叫
    GRABBED = "grabbed"  # 抢地主, x2
    NO_GRAB = "no_grab"  # 不抢
    DOUBLED = "doubled"  # 加倍, x2 in the seat's settlements
    SUPER_DOUBLED = "super_doubled"  # 超级加倍, x4 in the seat's settlements
    NO_DOUBLE = "no_double"  # 不加倍
    OPENED = "opened"  # 明牌, x2
    KEPT_CLOSED = "kept_closed"


@dataclass(frozen=True, slots=True)
class StakeEvent:
    """``seat`` chose ``kind``; ``multiplier`` is the deal's common multiplier after it
    (doubles are not in it: they count per settlement); ``by_clock``: the seat's turn had
    run out and the clock declined for it."""

    kind: StakeKind
    seat: int
    multiplier: int
    by_clock: bool = False

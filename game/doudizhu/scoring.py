"""Deal results: multiplier steps, spring / anti-spring and the zero-sum points.

Rules (RULES.md B.1, B.2, B.4): the multiplier starts at 1. Each bomb or rocket
doubles it; on a wild table natural and pure-wild bombs and the rocket multiply it by
4 and soft bombs by 2. A spring (the landlord goes out before any farmer played a
card) or an anti-spring (a farmer side wins while the landlord has played only once)
doubles it again. A table with ``multiplier_cap`` never goes above the cap. Each
farmer wins or loses ``bid * multiplier``; the landlord the opposite of all farmers
together, so the points always sum to zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.core.reason import Reason
from game.doudizhu.combos import BombClass, ComboKind, Play
from game.doudizhu.rules import TableRules


class Side(Enum):
    LANDLORD = "landlord"
    FARMERS = "farmers"


@dataclass(frozen=True)
class DealResult:
    """How a deal ended. ``winner`` is ``None`` (and every point 0) for an unscored
    deal, whose ``unscored`` reason the scoring scene shows."""

    winner: Side | None
    winning_seat: int | None
    points: tuple[int, ...]
    multiplier: int
    bid: int
    spring: bool = False
    anti_spring: bool = False
    unscored: Reason | None = None


def bomb_factor(play: Play, rules: TableRules) -> int:
    """How much a play multiplies the score (1 for ordinary plays)."""
    if play.kind is ComboKind.ROCKET:
        return 4 if rules.wild else 2
    if play.kind is ComboKind.BOMB:
        if rules.wild and play.bomb is not BombClass.SOFT:
            return 4
        return 2
    return 1


def capped(multiplier: int, rules: TableRules) -> int:
    """The multiplier held to the table's cap."""
    if rules.multiplier_cap is not None:
        return min(multiplier, rules.multiplier_cap)
    return multiplier


def score(
    rules: TableRules,
    landlord: int,
    winning_seat: int,
    bid: int,
    multiplier: int,
    plays_made: list[int],
) -> DealResult:
    """Score a finished deal won by ``winning_seat`` (``plays_made``: plays per seat)."""
    landlord_won = winning_seat == landlord
    spring = landlord_won and all(n == 0 for seat, n in enumerate(plays_made) if seat != landlord)
    anti_spring = not landlord_won and plays_made[landlord] == 1
    if spring or anti_spring:
        multiplier = capped(multiplier * 2, rules)
    share = bid * multiplier
    sign = 1 if landlord_won else -1
    farmers = rules.players - 1
    points = tuple(sign * share * farmers if seat == landlord else -sign * share for seat in range(rules.players))
    return DealResult(
        winner=Side.LANDLORD if landlord_won else Side.FARMERS,
        winning_seat=winning_seat,
        points=points,
        multiplier=multiplier,
        bid=bid,
        spring=spring,
        anti_spring=anti_spring,
    )


def unscored(rules: TableRules, bid: int, multiplier: int, reason: Reason) -> DealResult:
    """A deal that ended without a winner (the deal's time limit)."""
    return DealResult(None, None, (0,) * rules.players, multiplier, bid, unscored=reason)

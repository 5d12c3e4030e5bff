"""Deal results: multiplier steps, spring / anti-spring and the zero-sum points.

Rules (docs/RULES.md B.1, B.2, B.4): the multiplier starts at 1. Each bomb or rocket
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


#: B.1/B.2: each bomb or rocket doubles the multiplier.
BOMB_FACTOR = 2
#: B.4 (seed 004): on a wild table natural and pure-wild bombs and the rocket x4 ...
WILD_TABLE_FULL_BOMB_FACTOR = 4
#: ... and soft bombs x2.
SOFT_BOMB_FACTOR = 2
#: B.1/B.2: a spring or an anti-spring doubles the multiplier.
SPRING_FACTOR = 2


def bomb_factor(play: Play, rules: TableRules) -> int:
    """How much a play multiplies the score (1 for ordinary plays)."""
    if play.kind is not ComboKind.ROCKET and play.kind is not ComboKind.BOMB:
        return 1
    if not rules.wild:
        return BOMB_FACTOR
    if play.bomb is BombClass.SOFT:
        return SOFT_BOMB_FACTOR
    return WILD_TABLE_FULL_BOMB_FACTOR


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
        multiplier = capped(multiplier * SPRING_FACTOR, rules)
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

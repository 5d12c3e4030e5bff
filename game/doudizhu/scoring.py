"""Deal results: multiplier steps, spring / anti-spring and the zero-sum points.

Rules (docs/RULES.md B.1, B.2, B.4): the multiplier starts at 1. Each bomb or rocket
doubles it; on a wild table natural and pure-wild bombs and the rocket multiply it by
4 and soft bombs by 2. A spring (the landlord goes out before any farmer played a
card) or an anti-spring (a farmer side wins while the landlord has played only once)
doubles it again. A table with ``multiplier_cap`` never goes above the cap. Each
farmer wins or loses ``bid * multiplier``; the landlord the opposite of all farmers
together, so the points always sum to zero.

With the B.5 options the common multiplier also holds the grabs (x2 each) and the open
hand (x2); each farmer's settlement with the landlord is then multiplied by that
farmer's own double and by the landlord's double, and held to the cap on its own
(``Settlement``). ``Breakdown`` lists every part, so the result can tell the story.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from game.core.frozen import quick_init
from game.core.reason import Reason
from game.doudizhu.combos import BombClass, ComboKind, Play
from game.doudizhu.rules import GRAB_FACTOR, OPEN_HAND_FACTOR, TableRules


class Side(Enum):
    LANDLORD = "landlord"
    FARMERS = "farmers"


@quick_init  # the scoring values are made at the end of every deal: a quicker __init__
@dataclass(frozen=True)
class Settlement:
    """One farmer against the landlord: ``multiplier`` (held to the cap; ``uncapped``
    before it) times the bid is what the farmer pays (``points`` < 0) or gains."""

    farmer: int
    farmer_double: int
    landlord_double: int
    uncapped: int
    multiplier: int
    points: int

    @property
    def capped(self) -> bool:
        return self.multiplier < self.uncapped


@quick_init
@dataclass(frozen=True)
class Breakdown:
    """Every part of a scored deal's stake, as data (B.5 "the result tells the story").

    ``bid`` is the points bid (1 in the call-and-grab auction); ``grabs`` the grabs,
    each x2; ``bombs`` and ``rockets`` how many were played and ``bomb_factor`` what they
    multiplied together (a wild table's bombs count x4 or x2); ``spring`` /
    ``anti_spring`` x2; ``open_hand`` x2; ``cap`` the table's cap; ``settlements`` one per
    farmer, with the doublings. ``points`` sums to zero.
    """

    bid: int
    grabs: int
    grab_factor: int
    bombs: int
    rockets: int
    bomb_factor: int
    spring: bool
    anti_spring: bool
    spring_factor: int
    open_hand: bool
    open_factor: int
    cap: int | None
    settlements: tuple[Settlement, ...]
    points: tuple[int, ...]


@quick_init
@dataclass(frozen=True)
class Stakes:
    """What the B.5 steps put on a deal: the grabs, the open hand, each seat's double
    (1: none; the landlord's counts against every farmer) and the bombs played."""

    grabs: int = 0
    open_hand: bool = False
    doubles: tuple[int, ...] = ()
    bombs: int = 0
    rockets: int = 0
    bomb_factor: int = 1

    def double_of(self, seat: int) -> int:
        return self.doubles[seat] if seat < len(self.doubles) else 1


@quick_init
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
    breakdown: Breakdown | None = None


#: B.1/B.2: each bomb or rocket doubles the multiplier.
BOMB_FACTOR = 2
#: B.4 (seed 004): on a wild table natural and pure-wild bombs and the rocket x4 ...
WILD_TABLE_FULL_BOMB_FACTOR = 4
#: ... and soft bombs x2.
SOFT_BOMB_FACTOR = 2
#: B.1/B.2: a spring or an anti-spring doubles the multiplier.
SPRING_FACTOR = 2
#: B.5: every grab doubles the multiplier, and so does the open hand
#: (``rules.GRAB_FACTOR``, ``rules.OPEN_HAND_FACTOR``).


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


def _springs(landlord: int, winning_seat: int, plays_made: Sequence[int]) -> tuple[bool, bool]:
    """Whether a deal won by ``winning_seat`` is a spring (the landlord won and no farmer
    played) and whether it is an anti-spring (the farmers won and the landlord played once)."""
    if winning_seat == landlord:
        return all(n == 0 for seat, n in enumerate(plays_made) if seat != landlord), False
    return False, plays_made[landlord] == 1


def final_multiplier(
    rules: TableRules, landlord: int, winning_seat: int, multiplier: int, plays_made: Sequence[int]
) -> int:
    """The common multiplier of a deal won by ``winning_seat`` once a spring or an
    anti-spring doubles it (capped): the ``multiplier`` of :func:`score`'s result."""
    if any(_springs(landlord, winning_seat, plays_made)):
        return capped(multiplier * SPRING_FACTOR, rules)
    return multiplier


def score(
    rules: TableRules,
    landlord: int,
    winning_seat: int,
    bid: int,
    multiplier: int,
    plays_made: list[int],
    stakes: Stakes = Stakes(),
) -> DealResult:
    """Score a finished deal won by ``winning_seat`` (``plays_made``: plays per seat).

    ``multiplier`` is the common multiplier so far (grabs, open hand, bombs; capped);
    ``stakes`` the parts it is made of and the doublings."""
    landlord_won = winning_seat == landlord
    spring, anti_spring = _springs(landlord, winning_seat, plays_made)
    multiplier = final_multiplier(rules, landlord, winning_seat, multiplier, plays_made)
    sign = 1 if landlord_won else -1
    landlord_double = stakes.double_of(landlord)
    settlements = []
    for farmer in range(rules.players):
        if farmer == landlord:
            continue
        farmer_double = stakes.double_of(farmer)
        uncapped = multiplier * farmer_double * landlord_double
        pair = capped(uncapped, rules)
        settlements.append(Settlement(farmer, farmer_double, landlord_double, uncapped, pair, -sign * bid * pair))
    points = [0] * rules.players
    for settlement in settlements:
        points[settlement.farmer] = settlement.points
        points[landlord] -= settlement.points
    breakdown = Breakdown(
        bid=bid,
        grabs=stakes.grabs,
        grab_factor=GRAB_FACTOR**stakes.grabs,
        bombs=stakes.bombs,
        rockets=stakes.rockets,
        bomb_factor=stakes.bomb_factor,
        spring=spring,
        anti_spring=anti_spring,
        spring_factor=SPRING_FACTOR if spring or anti_spring else 1,
        open_hand=stakes.open_hand,
        open_factor=OPEN_HAND_FACTOR if stakes.open_hand else 1,
        cap=rules.multiplier_cap,
        settlements=tuple(settlements),
        points=tuple(points),
    )
    return DealResult(
        winner=Side.LANDLORD if landlord_won else Side.FARMERS,
        winning_seat=winning_seat,
        points=tuple(points),
        multiplier=multiplier,
        bid=bid,
        spring=spring,
        anti_spring=anti_spring,
        breakdown=breakdown,
    )


def unscored(rules: TableRules, bid: int, multiplier: int, reason: Reason) -> DealResult:
    """A deal that ended without a winner (the deal's time limit)."""
    return DealResult(None, None, (0,) * rules.players, multiplier, bid, unscored=reason)

"""The result's story with the B.5 options, as phrases from the typed
:class:`~game.doudizhu.scoring.Breakdown`. No pygame.

- :func:`has_stake_options`: whether the table plays any B.5 option (call and grab, doubling,
  open hand), so the result tells the longer story.
- :func:`common_lines`: every part of the common multiplier one by one, in order: the bid,
  the grabs, the bombs, the rocket, spring or anti-spring, the open hand, the cap (when it
  held a settlement down) and the multiplier.
- :func:`settlement_line`: one farmer's settlement with the landlord: the common multiplier,
  the farmer's double, the landlord's double, what they make (held to the cap) and the points.
"""

from __future__ import annotations

from game.core.reason import Phrase, Plural
from game.doudizhu.rules import BiddingKind, DoublingKind, TableRules
from game.doudizhu.scoring import Breakdown, Settlement
from game.doudizhu.state import DealState
from game.i18n import N_, N_plural
from game.table.doudizhu.result_text import (
    ANTI_SPRING,
    BID,
    BOMBS,
    CAPPED,
    MULTIPLIER,
    ROCKET,
    SPRING,
    stake_parts,
)

GRABS = N_plural("{count} grab: x{factor}", "{count} grabs: x{factor}")
OPEN_HAND = N_("Open hand: x{factor}")
SETTLEMENT = N_("x{common}, doubles x{own} and x{landlord}: x{total}")
"""A farmer's settlement: the common multiplier, the farmer's own double, the landlord's double."""
SETTLEMENT_CAPPED = N_("x{common}, doubles x{own} and x{landlord}: x{uncapped}, capped at x{total}")


def has_stake_options(rules: TableRules) -> bool:
    """Whether ``rules`` plays any B.5 option that changes the stake."""
    return rules.bidding is BiddingKind.CALL_GRAB or rules.doubling is not DoublingKind.NONE or rules.open_hand


def common_lines(state: DealState, breakdown: Breakdown) -> list[Phrase]:
    """The common multiplier's parts, one phrase each (see the module docstring)."""
    parts = stake_parts(state)
    lines: list[Phrase] = [Phrase.of(BID, bid=breakdown.bid)]
    if breakdown.grabs:
        lines.append(Plural.of_count(GRABS, breakdown.grabs, factor=breakdown.grab_factor))
    if parts.bombs:
        lines.append(Plural.of_count(BOMBS, parts.bombs, factor=parts.bomb_factor))
    if parts.rockets:
        lines.append(Phrase.of(ROCKET, factor=parts.rocket_factor))
    if breakdown.spring:
        lines.append(Phrase.of(SPRING, factor=breakdown.spring_factor))
    if breakdown.anti_spring:
        lines.append(Phrase.of(ANTI_SPRING, factor=breakdown.spring_factor))
    if breakdown.open_hand:
        lines.append(Phrase.of(OPEN_HAND, factor=breakdown.open_factor))
    if breakdown.cap is not None and any(settlement.capped for settlement in breakdown.settlements):
        lines.append(Phrase.of(CAPPED, cap=breakdown.cap))
    lines.append(Phrase.of(MULTIPLIER, value=common_multiplier(breakdown)))
    return lines


def common_multiplier(breakdown: Breakdown) -> int:
    """The multiplier every settlement shares (before the doubles and the cap)."""
    return breakdown.grab_factor * breakdown.bomb_factor * breakdown.spring_factor * breakdown.open_factor


def settlement_line(breakdown: Breakdown, settlement: Settlement) -> Phrase:
    """How one farmer's settlement multiplies up (see the module docstring)."""
    values = {
        "common": common_multiplier(breakdown),
        "own": settlement.farmer_double,
        "landlord": settlement.landlord_double,
        "total": settlement.multiplier,
    }
    if settlement.capped:
        return Phrase.of(SETTLEMENT_CAPPED, uncapped=settlement.uncapped, **values)
    return Phrase.of(SETTLEMENT, **values)

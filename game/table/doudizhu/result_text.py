"""What the Dou Dizhu result screen says about a finished deal, as phrases. No pygame.

- :func:`viewer_won` / :func:`verdict`: the viewer's own outcome, "You win" or "You lose" (``None`` when the
  deal was not scored).
- :func:`winner_phrase`: which side won; the farmers' sentence takes the number of farmers,
  so the two-player table says "The farmer wins".
- :func:`stake_parts` / :func:`stake_lines`: the multiplier taken apart, read from the deal's
  plays: the bid, the bombs (how many and what they multiplied together), the rocket, a
  spring or an anti-spring, the cap when it held the multiplier down, and the multiplier.
  The parts multiply to the multiplier (before the cap), as docs/RULES.md B.1, B.2, B.4 state.
- :func:`breakdown_rows`: the whole story of a scored deal's stake (docs/RULES.md B.5 "The
  result"), read from the engine's ``Breakdown``, as typed :class:`BreakdownRow` values: the
  bid (or a call-and-grab deal's base), the grabs, the bombs, the rocket, a spring or an
  anti-spring, the open hand, the common multiplier, one settlement per farmer with that
  farmer's and the landlord's doubles (and whether the cap held it), then every seat's gain
  or loss. Each row's kind, seat, factor and points are data; its text is a phrase.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from game.core.reason import Phrase, Plural
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.rules import BiddingKind, DoublingKind
from game.doudizhu.scoring import SPRING_FACTOR, Side, bomb_factor
from game.doudizhu.state import DealState
from game.i18n import N_, N_plural
from game.table.seat_names import CountedForms, Forms, about_seat, about_seat_count

YOU_WIN = N_("You win")
YOU_LOSE = N_("You lose")
LANDLORD_WINS = N_("The landlord wins")
FARMERS_WIN = N_plural("The farmer wins", "The farmers win")
BID = N_("Bid {bid}")
BOMBS = N_plural("{count} bomb: x{factor}", "{count} bombs: x{factor}")
ROCKET = N_("Rocket: x{factor}")
SPRING = N_("Spring: x{factor}")
ANTI_SPRING = N_("Anti-spring: x{factor}")
CAPPED = N_("Capped at x{cap}")
MULTIPLIER = N_("Multiplier x{value}")
BASE = N_("Base {bid}")
"""A call-and-grab deal's base (docs/RULES.md B.5), where a points auction has its bid."""
GRABS = N_plural("{count} grab: x{factor}", "{count} grabs: x{factor}")
OPEN_HAND = N_("Open hand: x{factor}")
SETTLEMENT: Forms = (
    N_("{player} x{farmer}, the landlord x{landlord}: multiplier x{value}"),
    N_("You x{farmer}, the landlord x{landlord}: multiplier x{value}"),
)
"""One farmer's settlement with the landlord: the two doubles and its multiplier."""
SETTLEMENT_CAPPED: Forms = (
    N_("{player} x{farmer}, the landlord x{landlord}: multiplier x{value} (capped at x{cap})"),
    N_("You x{farmer}, the landlord x{landlord}: multiplier x{value} (capped at x{cap})"),
)
GAINS: CountedForms = (
    N_plural("{player} gains {count} point", "{player} gains {count} points"),
    N_plural("You gain {count} point", "You gain {count} points"),
)
LOSES: CountedForms = (
    N_plural("{player} loses {count} point", "{player} loses {count} points"),
    N_plural("You lose {count} point", "You lose {count} points"),
)


class RowKind(Enum):
    """What a row of :func:`breakdown_rows` tells."""

    BID = "bid"  # the points bid, or a call-and-grab deal's base
    GRABS = "grabs"
    BOMBS = "bombs"
    ROCKET = "rocket"
    SPRING = "spring"
    ANTI_SPRING = "anti_spring"
    OPEN_HAND = "open_hand"
    MULTIPLIER = "multiplier"  # the common multiplier (before each settlement's doubles)
    SETTLEMENT = "settlement"  # one farmer against the landlord, with the doubles
    POINTS = "points"  # one seat's gain (or loss)


@dataclass(frozen=True)
class BreakdownRow:
    """One row of a deal's stake story. ``seat``: the farmer of a settlement, the seat of a
    gain; ``factor``: what the part multiplies by (the multiplier of a settlement or of the
    common multiplier; the bid for the bid); ``points``: what the farmer of a settlement, or
    the seat of a gain, wins (negative: pays); ``capped``: the cap held this settlement down."""

    kind: RowKind
    text: Phrase
    seat: int | None = None
    factor: int | None = None
    points: int | None = None
    capped: bool = False


@dataclass(frozen=True)
class StakeParts:
    """The parts of a finished deal's multiplier."""

    bid: int
    bombs: int
    bomb_factor: int
    """What the bombs multiplied together (1 without bombs)."""
    rockets: int
    rocket_factor: int
    spring: bool
    anti_spring: bool
    capped_at: int | None
    """The table's cap, when the parts multiply to more than it."""
    multiplier: int


def viewer_won(state: DealState, viewer: int) -> bool | None:
    """Whether ``viewer``'s side won the finished deal (``None``: nobody won)."""
    result = state.result
    if result is None or result.winner is None:
        return None
    return (state.landlord == viewer) == (result.winner is Side.LANDLORD)


def verdict(state: DealState, viewer: int) -> Phrase | None:
    """"You win" or "You lose" for ``viewer``'s side (``None``: nobody won)."""
    won = viewer_won(state, viewer)
    if won is None:
        return None
    return Phrase.of(YOU_WIN if won else YOU_LOSE)


def winner_phrase(state: DealState) -> Phrase | None:
    """Which side won (``None``: nobody won)."""
    result = state.result
    if result is None or result.winner is None:
        return None
    if result.winner is Side.LANDLORD:
        return Phrase.of(LANDLORD_WINS)
    return Plural.of_count(FARMERS_WIN, state.num_players - 1)


def stake_parts(state: DealState) -> StakeParts:
    """The multiplier of the finished deal in ``state``, taken apart."""
    result = state.result
    assert result is not None, "the deal is over"
    bombs = rockets = 0
    bombs_factor = rockets_factor = 1
    for _seat, move in state.history:
        if isinstance(move, Play) and move.kind is ComboKind.ROCKET:
            rockets += 1
            rockets_factor *= bomb_factor(move, state.rules)
        elif isinstance(move, Play) and move.kind is ComboKind.BOMB:
            bombs += 1
            bombs_factor *= bomb_factor(move, state.rules)
    sprung = SPRING_FACTOR if result.spring or result.anti_spring else 1
    whole = bombs_factor * rockets_factor * sprung
    cap = state.rules.multiplier_cap
    return StakeParts(
        bid=result.bid,
        bombs=bombs,
        bomb_factor=bombs_factor,
        rockets=rockets,
        rocket_factor=rockets_factor,
        spring=result.spring,
        anti_spring=result.anti_spring,
        capped_at=cap if cap is not None and whole > cap else None,
        multiplier=result.multiplier,
    )


def stake_lines(parts: StakeParts) -> list[Phrase]:
    """One short phrase per part, in order: bid, bombs, rocket, spring, cap, multiplier."""
    lines: list[Phrase] = [Phrase.of(BID, bid=parts.bid), Plural.of_count(BOMBS, parts.bombs, factor=parts.bomb_factor)]
    if parts.rockets:
        lines.append(Phrase.of(ROCKET, factor=parts.rocket_factor))
    if parts.spring:
        lines.append(Phrase.of(SPRING, factor=SPRING_FACTOR))
    if parts.anti_spring:
        lines.append(Phrase.of(ANTI_SPRING, factor=SPRING_FACTOR))
    if parts.capped_at is not None:
        lines.append(Phrase.of(CAPPED, cap=parts.capped_at))
    lines.append(Phrase.of(MULTIPLIER, value=parts.multiplier))
    return lines


def breakdown_rows(state: DealState, name: Callable[[int], Phrase], viewer: int | None) -> list[BreakdownRow]:
    """The stake story of the finished, scored deal in ``state`` (see the module docstring);
    ``name`` names a seat in texts, ``viewer`` gets the "you" sentences. Empty for a deal
    without a winner. The settlements are shown when the table doubles or a cap held one."""
    result = state.result
    if result is None or result.breakdown is None:
        return []
    breakdown = result.breakdown
    parts = stake_parts(state)
    calls = state.rules.bidding is BiddingKind.CALL_GRAB
    rows = [BreakdownRow(RowKind.BID, Phrase.of(BASE if calls else BID, bid=breakdown.bid), factor=breakdown.bid)]
    text: Phrase
    if breakdown.grabs:
        text = Plural.of_count(GRABS, breakdown.grabs, factor=breakdown.grab_factor)
        rows.append(BreakdownRow(RowKind.GRABS, text, factor=breakdown.grab_factor))
    if parts.bombs:
        text = Plural.of_count(BOMBS, parts.bombs, factor=parts.bomb_factor)
        rows.append(BreakdownRow(RowKind.BOMBS, text, factor=parts.bomb_factor))
    if parts.rockets:
        text = Phrase.of(ROCKET, factor=parts.rocket_factor)
        rows.append(BreakdownRow(RowKind.ROCKET, text, factor=parts.rocket_factor))
    if breakdown.spring:
        rows.append(BreakdownRow(RowKind.SPRING, Phrase.of(SPRING, factor=SPRING_FACTOR), factor=SPRING_FACTOR))
    if breakdown.anti_spring:
        text = Phrase.of(ANTI_SPRING, factor=SPRING_FACTOR)
        rows.append(BreakdownRow(RowKind.ANTI_SPRING, text, factor=SPRING_FACTOR))
    if breakdown.open_hand:
        text = Phrase.of(OPEN_HAND, factor=breakdown.open_factor)
        rows.append(BreakdownRow(RowKind.OPEN_HAND, text, factor=breakdown.open_factor))
    text = Phrase.of(MULTIPLIER, value=result.multiplier)
    rows.append(BreakdownRow(RowKind.MULTIPLIER, text, factor=result.multiplier))
    doubling = state.rules.doubling is not DoublingKind.NONE
    if doubling or any(settlement.capped for settlement in breakdown.settlements):
        for settlement in breakdown.settlements:
            text = about_seat(
                settlement.farmer,
                viewer,
                SETTLEMENT_CAPPED if settlement.capped else SETTLEMENT,
                name(settlement.farmer),
                farmer=settlement.farmer_double,
                landlord=settlement.landlord_double,
                value=settlement.multiplier,
                cap=breakdown.cap,
            )
            rows.append(
                BreakdownRow(
                    RowKind.SETTLEMENT,
                    text,
                    seat=settlement.farmer,
                    factor=settlement.multiplier,
                    points=settlement.points,
                    capped=settlement.capped,
                )
            )
    for seat, points in enumerate(breakdown.points):
        text = about_seat_count(seat, viewer, GAINS if points >= 0 else LOSES, name(seat), abs(points))
        rows.append(BreakdownRow(RowKind.POINTS, text, seat=seat, points=points))
    return rows

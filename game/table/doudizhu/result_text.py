"""What the Dou Dizhu result screen says about a finished deal, as phrases. No pygame.

- :func:`viewer_won` / :func:`verdict`: the viewer's own outcome, "You win" or "You lose" (``None`` when the
  deal was not scored).
- :func:`winner_phrase`: which side won; the farmers' sentence takes the number of farmers,
  so the two-player table says "The farmer wins".
- :func:`stake_parts` / :func:`stake_lines`: the multiplier taken apart, read from the deal's
  plays: the bid, the bombs (how many and what they multiplied together), the rocket, a
  spring or an anti-spring, the cap when it held the multiplier down, and the multiplier.
  The parts multiply to the multiplier (before the cap), as docs/RULES.md B.1, B.2, B.4 state.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.reason import Phrase, Plural
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.scoring import SPRING_FACTOR, Side, bomb_factor
from game.doudizhu.state import DealState
from game.i18n import N_, N_plural

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

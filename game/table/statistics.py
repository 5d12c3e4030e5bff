"""What a finished deal or round counts as in the player's statistics (:mod:`game.stats`).

Rules:

- The role of a Dou Dizhu deal is landlord or farmer; a win is a win of the human's side; a
  spring counts a deal that ended in a spring or an anti-spring. A deal without a winner (the
  deal's time limit) counts as a deal, not a win, and leaves every streak as it was. The B.5
  choices are the human's own, read from the engine's facts (``stake_events``): a grab, a
  double or super double, showing the hand (a choice the clock declined is no choice).
- The role of a climbing round is the human's final role of that round (where they finished);
  a win is a place in the upper half of the finishing order (as the result screen sounds it).
  Climbing tables have no bombs or springs: those counts stay 0.
- Only real play is counted: the sessions never record autoplay, nor a deal in which the
  computer played the human's seat (see ``counts_in_statistics`` in the sessions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.scoring import Side
from game.doudizhu.stakes import StakeKind
from game.stats import Outcome, SeatRole

if TYPE_CHECKING:
    from game.climbing.pending import RoundResult
    from game.doudizhu.state import DealState


def doudizhu_outcome(state: DealState, seat: int) -> Outcome | None:
    """What a finished Dou Dizhu deal meant for ``seat``; ``None`` when the deal is not over
    or never got a landlord."""
    result = state.result
    if result is None or state.landlord is None:
        return None
    landlord = seat == state.landlord
    bomb_kinds = (ComboKind.BOMB, ComboKind.ROCKET)
    bombs = [who for who, move in state.history if isinstance(move, Play) and move.kind in bomb_kinds]
    won = None if result.winner is None else (result.winner is Side.LANDLORD) == landlord
    chosen = {event.kind for event in state.stake_events if event.seat == seat}
    return Outcome(
        SeatRole.LANDLORD if landlord else SeatRole.FARMER,
        won,
        result.points[seat],
        bombs=sum(1 for who in bombs if who == seat),
        deal_bombs=len(bombs),
        spring=result.spring or result.anti_spring,
        grabbed=StakeKind.GRABBED in chosen,
        doubled=bool(chosen & {StakeKind.DOUBLED, StakeKind.SUPER_DOUBLED}),
        opened=StakeKind.OPENED in chosen,
    )


def climbing_outcome(result: RoundResult, seat: int) -> Outcome:
    """What a finished climbing round meant for ``seat`` (one of its finishing order)."""
    place = result.order.index(seat)
    return Outcome(SeatRole(result.roles[seat].value), place < len(result.order) // 2, result.points[seat])

"""The deal's last trick, for the result screen's replay. No pygame.

A trick starts with a lead: the deal's first play, or a play after every other seat passed
in a row (docs/RULES.md B.1, "Play"). The last trick is every move from the last lead on,
in play order, each with the physical cards it put down (``DealState.played_cards`` holds
them in play order, one per printed rank of each play).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card
from game.doudizhu.combos import Play
from game.doudizhu.moves import Pass
from game.doudizhu.state import DealState


@dataclass(frozen=True)
class TrickStep:
    """One move of the trick: who made it, the move, and the cards it put down (none for a pass)."""

    seat: int
    move: Play | Pass
    cards: tuple[Card, ...]


def last_trick(state: DealState) -> list[TrickStep]:
    """The last trick of the deal in ``state``, in play order (empty before any play)."""
    steps: list[TrickStep] = []
    used = 0
    passes = 0
    for seat, move in state.history:
        if isinstance(move, Pass):
            passes += 1
            steps.append(TrickStep(seat, move, ()))
            continue
        if not steps or passes >= state.num_players - 1:
            steps = []
        passes = 0
        count = len(move.ranks)
        cards = tuple(state.played_cards[used : used + count])
        used += count
        steps.append(TrickStep(seat, move, cards))
    return steps

"""Turn order of a round: whose turn it is, the direction of play, and who has left the round.

Invariants:
- ``direction`` is 1 (seat numbers rising) or -1 (after an odd number of 9 Reverses).
- ``finished`` lists the seats that ran out of cards, by finishing place (a crowned
  President goes to the front); ``fallen`` lists the seats Downfall dropped to Beggar, first
  fallen first. They are disjoint and without repeats; a seat in neither is in the round.
- ``turn`` is the seat to play when no choice is pending; None when nobody is left to lead
  or the session is over.
- A seat *can act* when it is in the round and holds cards; only such seats are given the
  turn (a Lucky Seven holder with an empty hand is in the round but cannot act).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core.cards import Card


@dataclass
class Turns:
    """Turn order of ``players`` seats (see the module docstring for the invariants)."""

    players: int
    turn: int | None = None
    direction: int = 1
    finished: list[int] = field(default_factory=list)
    fallen: list[int] = field(default_factory=list)

    def in_round(self, seat: int) -> bool:
        """Not yet finished and not fallen."""
        return seat not in self.finished and seat not in self.fallen

    def in_round_seats(self) -> list[int]:
        """The seats still in the round, in seat order."""
        finished, fallen = self.finished, self.fallen
        return [seat for seat in range(self.players) if seat not in finished and seat not in fallen]

    def can_act(self, seat: int, hands: Sequence[Sequence[Card]]) -> bool:
        """Still in the round and holding cards."""
        return bool(hands[seat]) and seat not in self.finished and seat not in self.fallen

    def others_acting(self, seat: int, hands: Sequence[Sequence[Card]]) -> int:
        """How many seats other than ``seat`` can act."""
        finished, fallen = self.finished, self.fallen
        return len(
            [
                other
                for other in range(self.players)
                if other != seat and hands[other] and other not in finished and other not in fallen
            ]
        )

    def contenders(self, hands: Sequence[Sequence[Card]], passed: set[int]) -> list[int]:
        """The seats that can act and have not passed (``passed``: the trick's), in seat order."""
        finished, fallen = self.finished, self.fallen
        return [
            seat
            for seat in range(self.players)
            if hands[seat] and seat not in passed and seat not in finished and seat not in fallen
        ]

    def seats_from(self, seat: int) -> list[int]:
        """All seats in turn order (current direction), starting with ``seat``."""
        n, step = self.players, self.direction
        return [(seat + step * i) % n for i in range(n)]

    def next_acting(self, seat: int, hands: Sequence[Sequence[Card]]) -> int | None:
        """The next seat after ``seat`` (in direction) that can act, or None."""
        for other in self.seats_from(seat)[1:]:
            if self.can_act(other, hands):
                return other
        return None

    def passed_over(self, actor: int, steps: int, contenders: Sequence[int]) -> list[int]:
        """The next ``steps`` contenders on from ``actor`` in direction, in order; a seat comes
        again when the count goes round the table (5 Skip: the skipped seats, then the next
        to play). ``contenders`` must not be empty."""
        seats: list[int] = []
        seat = actor
        while len(seats) < steps:
            seat = (seat + self.direction) % self.players
            if seat in contenders:
                seats.append(seat)
        return seats

    def clone(self) -> Turns:
        """An independent copy."""
        return Turns(self.players, self.turn, self.direction, list(self.finished), list(self.fallen))

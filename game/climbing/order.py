"""The strength order in force: base direction, New Order start rank, temporary J Back.

Invariants:
- ``strength(rank)`` of the 13 natural ranks is a permutation of 0..12; a joker is 13
  (stronger than every natural card in every order).
- The order is cyclic from ``start`` (3 normally, the New Order rank otherwise): in the
  normal direction ``start`` is weakest, reversed it is strongest.
- ``reversed`` = ``revolution`` XOR (J Back active). A Revolution toggles ``revolution``
  and ends J Back, so the direction in force at that moment stays (seed 000).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core.cards import Card, Rank

JOKER_STRENGTH = 13
NATURAL_COUNT = 13


@dataclass(frozen=True)
class StrengthOrder:
    """Which way cards rank now. ``j_back_clears``: trick clears left before J Back ends."""

    revolution: bool = False
    start: Rank = Rank.THREE
    j_back_clears: int = 0

    @property
    def reversed(self) -> bool:
        return self.revolution != (self.j_back_clears > 0)

    @property
    def new_order(self) -> Rank | None:
        return None if self.start == Rank.THREE else self.start

    def strength(self, rank: Rank) -> int:
        """0 (weakest) .. 12 for natural ranks, 13 for a joker."""
        if rank.is_joker:
            return JOKER_STRENGTH
        position = (int(rank) - int(self.start)) % NATURAL_COUNT
        return NATURAL_COUNT - 1 - position if self.reversed else position

    def card_strength(self, card: Card) -> int:
        return self.strength(card.rank)

    def ranks_weakest_first(self) -> list[Rank]:
        """The 13 natural ranks from weakest to strongest in this order."""
        return sorted((Rank(i) for i in range(NATURAL_COUNT)), key=self.strength)

    def flipped(self) -> StrengthOrder:
        """After a Revolution: direction toggles, J Back ends (the order in force stays reversed-or-not
        as it was combined with J Back)."""
        return replace(self, revolution=not self.revolution, j_back_clears=0)

    def with_j_back(self, clears: int) -> StrengthOrder:
        """J Back: reverse unless already reversed by J Back, and (re)start the count."""
        return replace(self, j_back_clears=clears)

    def with_start(self, rank: Rank) -> StrengthOrder:
        return replace(self, start=rank)

    def after_clear(self) -> StrengthOrder:
        """A trick was cleared: one J Back clear is used up."""
        return replace(self, j_back_clears=max(0, self.j_back_clears - 1))

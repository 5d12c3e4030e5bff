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
from functools import cached_property

from game.core.cards import Card, Rank, rank_phrase
from game.core.reason import Phrase, Plural
from game.i18n import N_, N_plural

JOKER_STRENGTH = 13
J_BACK_LEFT = N_plural("J Back: {count} clear left", "J Back: {count} clears left")
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
        return self.strengths[rank]

    @cached_property
    def strengths(self) -> tuple[int, ...]:
        """``strength`` of every rank, indexed by rank value (computed once per order)."""
        return tuple(self._strength(rank) for rank in Rank)

    def _strength(self, rank: Rank) -> int:
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
        """A Revolution: toggle the base direction and end J Back. Without J Back the order
        turns over; during J Back the order in force stays as it is (seed 000)."""
        return replace(self, revolution=not self.revolution, j_back_clears=0)

    def with_j_back(self, clears: int) -> StrengthOrder:
        """J Back: reverse unless already reversed by J Back, and (re)start the count."""
        return replace(self, j_back_clears=clears)

    def with_start(self, rank: Rank) -> StrengthOrder:
        return replace(self, start=rank)

    def describe(self) -> tuple[Phrase, ...]:
        """What the table shows: the direction in force, then New Order and J Back if active."""
        parts = [Phrase.of(N_("Reversed order") if self.reversed else N_("Normal order"))]
        if self.revolution:
            parts.append(Phrase.of(N_("Revolution")))
        if self.new_order is not None:
            parts.append(Phrase.of(N_("New Order from {rank}"), rank=rank_phrase(self.start)))
        if self.j_back_clears:
            parts.append(Plural.of_count(J_BACK_LEFT, self.j_back_clears))
        return tuple(parts)

    def after_clear(self) -> StrengthOrder:
        """A trick was cleared: one J Back clear is used up."""
        if not self.j_back_clears:
            return self
        return replace(self, j_back_clears=self.j_back_clears - 1)

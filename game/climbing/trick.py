"""The trick in progress: the cards on the table, the play to beat, the seats out of it,
the Binding in force, and the table part of its clear.

Invariants:
- ``top`` and ``top_seat`` are None together (nothing to beat: the next play leads) or
  set together (``top`` is the play to beat, made by ``top_seat``).
- ``table_cards`` holds the cards played to this trick that are still on the table:
  Relief Supplies and Nero may take some back into a hand, and the pairs of a 4 Stop lie
  there with no play to beat.
- ``passed`` holds the seats out of the trick until it is cleared; it is empty after a
  clear.
- ``binding`` is the Binding in force in this trick; a clear ends it.
- :meth:`Trick.clear` is called only by the session's one clear
  (``SessionState.clear_trick``), which adds what a clear does to the round.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.climbing.plays import Play
from game.core.cards import SUITS, Card, Suit
from game.core.reason import Phrase
from game.i18n import N_


@dataclass(frozen=True)
class Binding:
    """The Binding in force in the current trick: required suits and/or the one-step rank rule."""

    suits: frozenset[Suit] = frozenset()
    number: bool = False

    @property
    def active(self) -> bool:
        return bool(self.suits) or self.number

    @property
    def text(self) -> str | None:
        """The message id naming this Binding (field ``{suits}``), None when not bound."""
        if self.suits and self.number:
            return N_("Strict Binding: {suits}, one rank up")
        if self.number:
            return N_("Number Binding: one rank up")
        if self.suits:
            return N_("Binding: {suits}")
        return None

    def describe(self) -> Phrase | None:
        """What the table shows while bound (None when not bound)."""
        text = self.text
        if text is None:
            return None
        return Phrase.of(text, suits=" ".join(suit.value for suit in SUITS if suit in self.suits))


@dataclass
class Trick:
    """The table of the current trick (see the module docstring for the invariants)."""

    table_cards: list[Card] = field(default_factory=list)
    top: Play | None = None
    top_seat: int | None = None
    passed: set[int] = field(default_factory=set)
    binding: Binding = Binding()

    def lay(self, seat: int, cards: tuple[Card, ...], play: Play) -> None:
        """``seat`` plays ``cards`` as ``play``: they go on the table and become the play to beat."""
        self.table_cards.extend(cards)
        self.top, self.top_seat = play, seat

    def clear(self) -> list[Card]:
        """Empty the table and end the trick's Binding; returns the cards that were on it."""
        cards = self.table_cards
        self.table_cards = []
        self.top, self.top_seat = None, None
        self.passed = set()
        self.binding = Binding()
        return cards

    def clone(self) -> Trick:
        """An independent copy (cards, plays and the Binding are immutable and shared)."""
        return Trick(list(self.table_cards), self.top, self.top_seat, set(self.passed), self.binding)

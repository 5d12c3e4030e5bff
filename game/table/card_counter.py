"""The card counter: per rank, how many cards the viewer has not seen yet. No pygame here.

Built from one seat's observation only (never from the state), so it cannot tell more
than the seat may know. The counter lists the ranks of the deck in the normal order,
3 to 2, then the jokers the deck holds, with the number of cards of that rank still
unseen by that seat: the deck's cards of the rank minus the seen ones.

What counts as seen:

- Dou Dizhu: the seat's own hand and every card played in the deal (plays are
  public). The bottom cards count as seen once they are face up (after the auction);
  while the landlord still holds them, a bottom card of rank r stays seen; a card of
  rank r the landlord plays is taken to be one of those bottom cards first, so no card is
  counted twice. For the landlord the bottom is in its own hand or its own plays. The
  two-player table's set-aside cards are never shown, so they stay unseen.
- Daifugo / President: the seat's own hand, the cards face up now (on the table, the
  trick in play, and in the discard pile), and the cards the seat itself passed on this
  round (given in the exchange, passed with 7 Transfer): the seat knows where those are.
  Other cards it only glimpsed are not counted as seen (a card Relief Supplies takes from
  the table into another hand is unseen again). The deck is one pack with the table's 0, 1 or 2 jokers
  (black first), so a joker the deck lacks is not listed.

Invariant: ``0 <= unseen[i] <= deck count`` of that rank; the counts only depend on
the observation, so states that differ only in hidden cards give equal counters.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.climbing.observation import ClimbingObservation
from game.climbing.pending import EventKind
from game.core.cards import NATURAL_RANKS, Card, Rank
from game.doudizhu.combos import Play
from game.doudizhu.observation import Observation

JOKERS = (Rank.BLACK_JOKER, Rank.RED_JOKER)


@dataclass(frozen=True)
class CardCounter:
    """The unseen cards per rank, ``ranks[i]`` with ``unseen[i]`` cards (strip order)."""

    ranks: tuple[Rank, ...]
    unseen: tuple[int, ...]

    def of(self, rank: Rank) -> int:
        """How many cards of ``rank`` are unseen (0 for a rank the deck lacks)."""
        return self.unseen[self.ranks.index(rank)] if rank in self.ranks else 0

    @property
    def total(self) -> int:
        return sum(self.unseen)


def _counts(cards: tuple[Card, ...] | list[Card]) -> list[int]:
    counts = [0] * 15
    for card in cards:
        counts[card.rank] += 1
    return counts


def _counter(ranks: tuple[Rank, ...], deck: list[int], seen: list[int]) -> CardCounter:
    return CardCounter(ranks, tuple(max(0, deck[rank] - seen[rank]) for rank in ranks))


def doudizhu_counter(obs: Observation) -> CardCounter:
    """The counter of the seat ``obs`` belongs to (see the module docstring for the rule)."""
    decks = obs.rules.decks
    deck = [4 * decks] * 13 + [decks, decks]
    seen = _counts(obs.hand)
    landlord_played = [0] * 15
    for seat, move in obs.history:
        if isinstance(move, Play):
            for played in move.ranks:
                seen[played] += 1
                if seat == obs.landlord:
                    landlord_played[played] += 1
    if obs.bottom is not None and obs.landlord is not None and obs.landlord != obs.seat:
        for index, count in enumerate(_counts(obs.bottom)):
            seen[index] += max(0, count - landlord_played[index])
    return _counter(tuple(NATURAL_RANKS) + JOKERS, deck, seen)


PASSED_ON = frozenset({EventKind.EXCHANGED, EventKind.TRANSFERRED_CARD})
"""The private events of cards a climbing seat gave to another seat."""


def climbing_counter(obs: ClimbingObservation) -> CardCounter:
    """The counter of the seat ``obs`` belongs to (see the module docstring for the rule)."""
    jokers = JOKERS[: obs.options.jokers]
    deck = [4] * 13 + [1 if joker in jokers else 0 for joker in JOKERS]
    given = {
        card
        for event in obs.events
        if event.kind in PASSED_ON and event.seat == obs.seat and event.private_to == obs.seat
        for card in event.cards
    }
    seen = _counts(list(given.union(obs.hand, obs.table_cards, obs.discard)))
    return _counter(tuple(NATURAL_RANKS) + jokers, deck, seen)

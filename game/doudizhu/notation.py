"""Rank notation for Dou Dizhu hands, as in the rules texts: ``"333444 5 6 BJ RJ"``.

Ranks are ``3456789TJQKA2`` (``10`` also reads as ten), ``B``/``BJ`` the black joker,
``R``/``RJ`` the red joker; spaces are ignored. Used by tests, tools and bots.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import Card, Rank, make_deck


def parse_ranks(text: str) -> list[Rank]:
    """The ranks written in ``text``, in order."""
    ranks: list[Rank] = []
    compact = text.upper().replace(" ", "").replace("10", "T").replace("BJ", "B").replace("RJ", "R")
    for symbol in compact:
        ranks.append(Rank.from_symbol(symbol))
    return ranks


def counts_of(text: str) -> list[int]:
    """A rank-count array (index = ``Rank`` value) for the ranks in ``text``."""
    counts = [0] * 15
    for rank in parse_ranks(text):
        counts[rank] += 1
    return counts


def deal_cards(groups: Sequence[Sequence[int]], decks: int = 1) -> list[list[Card]]:
    """Distinct physical cards for several rank-count arrays, taken from ``decks``
    full decks in order (raises ``ValueError`` if the decks run short)."""
    stock: list[list[Card]] = [[] for _ in range(15)]
    for card in reversed(make_deck(jokers=2, decks=decks)):
        stock[card.rank].append(card)
    dealt: list[list[Card]] = []
    for counts in groups:
        cards: list[Card] = []
        for rank, count in enumerate(counts):
            if count > len(stock[rank]):
                raise ValueError(f"not enough cards of rank {Rank(rank).symbol}")
            cards += [stock[rank].pop() for _ in range(count)]
        dealt.append(cards)
    return dealt


def hands_of(texts: Sequence[str], decks: int = 1) -> list[list[Card]]:
    """Distinct physical cards for hands written in rank notation."""
    return deal_cards([counts_of(text) for text in texts], decks)

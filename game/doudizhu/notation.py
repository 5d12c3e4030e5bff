"""Rank notation for Dou Dizhu hands, as in the rules texts: ``"333444 5 6 BJ RJ"``.

Ranks are ``3456789TJQKA2`` (``10`` also reads as ten), ``B``/``BJ`` the black joker,
``R``/``RJ`` the red joker; spaces are ignored. Used by tests, tools and bots.
"""

from __future__ import annotations

from game.core.cards import Rank


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

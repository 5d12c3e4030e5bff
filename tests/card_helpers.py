"""Cards for hand-built test positions, and a stand-in player that picks its move."""

from __future__ import annotations

from game.core.cards import Card, Rank, Suit

SUITS = list(Suit)


def cards(*ranks: Rank, offset: int = 0) -> list[Card]:
    """Physical cards of these ranks: the suits of each rank handed out in turn from
    ``offset`` (the fifth card of a rank comes from the second deck), jokers without a suit."""
    used: dict[Rank, int] = {}
    out = []
    for rank in ranks:
        n = used.get(rank, 0) + offset
        used[rank] = used.get(rank, 0) + 1
        out.append(Card(rank, None) if rank.is_joker else Card(rank, SUITS[n % 4], n // 4))
    return out


class Picks:
    """A stand-in player: the listed move ``choose`` picks."""

    def __init__(self, choose):
        self.choose = choose

    def think(self, observation):
        yield
        return self.choose(list(observation.legal_moves))

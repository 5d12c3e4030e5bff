"""Card notation for tests, rules demos and the bot interface: ``"3♠ T♥ 10♦ BJ RJ"``.

A card is a rank symbol (``3456789TJQKA2``, ``10`` for ten) followed by a suit symbol
(``♠♥♦♣`` or ``s h d c``); ``BJ`` / ``RJ`` are the jokers.
"""

from __future__ import annotations

from game.core.cards import Card, Rank, Suit

_SUIT_LETTERS = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}


def parse_card(token: str) -> Card:
    token = token.strip()
    if token.upper() in ("BJ", "RJ"):
        return Card(Rank.BLACK_JOKER if token.upper() == "BJ" else Rank.RED_JOKER, None)
    rank_text, suit_text = token[:-1], token[-1]
    suit = _SUIT_LETTERS.get(suit_text.lower()) or Suit(suit_text)
    return Card(Rank.from_symbol(rank_text), suit)


def parse_cards(text: str) -> list[Card]:
    """Cards from space-separated tokens, in the given order."""
    return [parse_card(token) for token in text.split()]

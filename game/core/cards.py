"""Cards and decks shared by every game.

A card is a rank, a suit (``None`` for jokers) and the index of the deck it came from,
so that two-deck games keep every physical card distinct. Rank values follow the Dou
Dizhu order, which is also the normal Daifugo order: ``3 < 4 < ... < A < 2 < BJ < RJ``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum, IntEnum


class Rank(IntEnum):
    """Card ranks, weakest first in the normal order. Jokers are ranks of their own."""

    THREE = 0
    FOUR = 1
    FIVE = 2
    SIX = 3
    SEVEN = 4
    EIGHT = 5
    NINE = 6
    TEN = 7
    JACK = 8
    QUEEN = 9
    KING = 10
    ACE = 11
    TWO = 12
    BLACK_JOKER = 13
    RED_JOKER = 14

    @property
    def symbol(self) -> str:
        """The one-character notation used in rules texts and the bot interface."""
        return RANK_SYMBOLS[self]

    @property
    def is_joker(self) -> bool:
        return self >= Rank.BLACK_JOKER

    @classmethod
    def from_symbol(cls, symbol: str) -> Rank:
        """Parse one of ``3456789TJQKA2BR`` (``10`` is accepted for ten)."""
        key = "T" if symbol == "10" else symbol.upper()
        try:
            return cls(RANK_SYMBOLS.index(key))
        except ValueError:
            raise ValueError(f"unknown rank symbol {symbol!r}") from None


RANK_SYMBOLS = "3456789TJQKA2BR"
NATURAL_RANKS: tuple[Rank, ...] = tuple(Rank(i) for i in range(13))


class Suit(Enum):
    """The four suits. Their value is the symbol drawn on the card face."""

    SPADES = "♠"
    HEARTS = "♥"
    DIAMONDS = "♦"
    CLUBS = "♣"

    # Members are singletons compared by identity, so the identity hash is consistent with
    # equality; it is computed in C, while Enum's default hashes the name in Python (cards
    # are hashed constantly by the engines' move lists).
    __hash__ = object.__hash__

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_ORDER = {suit: i for i, suit in enumerate(SUITS)}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One physical card. Jokers have ``suit is None``; ``deck`` tells two decks apart."""

    rank: Rank
    suit: Suit | None
    deck: int = 0

    def __post_init__(self) -> None:
        if self.rank.is_joker != (self.suit is None):
            raise ValueError("jokers, and only jokers, have no suit")

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def is_red(self) -> bool:
        """Red cards: hearts, diamonds and the red (big) joker."""
        if self.suit is None:
            return self.rank == Rank.RED_JOKER
        return self.suit.is_red

    @property
    def label(self) -> str:
        """Short text such as ``T♥``, ``3♠``, ``BJ`` or ``RJ``."""
        if self.suit is None:
            return "RJ" if self.rank == Rank.RED_JOKER else "BJ"
        return self.rank.symbol + self.suit.value

    def sort_key(self) -> tuple[int, int, int]:
        """Order by rank, then suit, then deck: a stable display order."""
        return (int(self.rank), _SUIT_ORDER.get(self.suit, 4) if self.suit else 4, self.deck)

    def __str__(self) -> str:
        return self.label


def make_deck(jokers: int = 2, decks: int = 1) -> list[Card]:
    """A fresh, ordered deck: ``decks`` times 52 cards plus ``jokers`` jokers per deck.

    With one joker per deck it is the black one; with two, one black and one red.
    """
    if not 0 <= jokers <= 2:
        raise ValueError("a deck has 0, 1 or 2 jokers")
    cards: list[Card] = []
    for deck in range(decks):
        for rank in NATURAL_RANKS:
            for suit in SUITS:
                cards.append(Card(rank, suit, deck))
        for joker in (Rank.BLACK_JOKER, Rank.RED_JOKER)[:jokers]:
            cards.append(Card(joker, None, deck))
    return cards


def shuffled_deck(rng: random.Random, jokers: int = 2, decks: int = 1) -> list[Card]:
    """A deck shuffled with the given seeded generator (the only source of chance)."""
    cards = make_deck(jokers, decks)
    rng.shuffle(cards)
    return cards


def sort_cards(cards: list[Card] | tuple[Card, ...]) -> list[Card]:
    """Cards in display order, weakest first."""
    return sorted(cards, key=Card.sort_key)

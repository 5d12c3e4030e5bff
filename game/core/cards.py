"""Cards and decks shared by every game.

A card is a rank, a suit (``None`` for jokers) and the index of the deck it came from,
so that two-deck games keep every physical card distinct. Rank values follow the Dou
Dizhu order, which is also the normal Daifugo order: ``3 < 4 < ... < A < 2 < BJ < RJ``.

Two ways to write a card: :attr:`Card.notation` (``T♥``, ``BJ``, ``RJ``) is the parse
notation of tests, demos and the bot interface; :attr:`Card.label` (``10♥``,
``Black Joker``) and :func:`card_phrase` / :func:`cards_phrase` are how players read
cards, the phrases naming the jokers in the language the text is shown in.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import lru_cache
from typing import Any

from game.core.reason import Joined, Ngettext, Phrase, Translate
from game.i18n import N_


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
    def notation(self) -> str:
        """The parse notation: ``T♥``, ``3♠``, ``BJ`` or ``RJ`` (tests, demos, bots)."""
        if self.suit is None:
            return "RJ" if self.rank == Rank.RED_JOKER else "BJ"
        return self.rank.symbol + self.suit.value

    @property
    def label(self) -> str:
        """How players read the card, in English: ``10♥``, ``3♠``, ``Black Joker``, ``Red Joker``
        (in a sentence use :func:`card_phrase`, which translates the joker's name)."""
        if self.suit is None:
            return JOKER_NAMES[self.rank]
        return rank_index(self.rank) + self.suit.value

    def sort_key(self) -> tuple[int, int, int]:
        """Order by rank, then suit, then deck: a stable display order."""
        return (int(self.rank), _SUIT_ORDER.get(self.suit, 4) if self.suit else 4, self.deck)

    def __str__(self) -> str:
        return self.notation


JOKER_NAMES: dict[Rank, str] = {Rank.BLACK_JOKER: N_("Black Joker"), Rank.RED_JOKER: N_("Red Joker")}
"""The jokers' names as players read them (message ids)."""


def rank_index(rank: Rank) -> str:
    """A suited rank as printed in a card corner: ``10`` for ten, otherwise its symbol."""
    return "10" if rank == Rank.TEN else rank.symbol


@dataclass(frozen=True)
class RankLabel(Phrase):
    """A rank as players read it, rendered when shown: ``10``, ``Q``, or the joker's name
    in the language of the moment."""

    rank: Rank = Rank.THREE

    def render(self, translate: Translate, ngettext: Ngettext | None = None) -> str:
        if self.rank.is_joker:
            return translate(JOKER_NAMES[self.rank])
        return rank_index(self.rank)


@dataclass(frozen=True)
class CardLabel(Phrase):
    """One card as players read it (:attr:`Card.label`), the joker's name translated when shown."""

    card: Card | None = None

    def render(self, translate: Translate, ngettext: Ngettext | None = None) -> str:
        assert self.card is not None
        if self.card.is_joker:
            return translate(JOKER_NAMES[self.card.rank])
        return self.card.label


def rank_phrase(rank: Rank) -> RankLabel:
    return RankLabel("", (), rank)


def card_phrase(card: Card) -> CardLabel:
    return CardLabel("", (), card)


def cards_phrase(cards: Any) -> Joined:
    """Cards as players read them, one space apart ("10♣ 10♥ Red Joker")."""
    return Joined("", (), tuple(card_phrase(card) for card in cards))


def make_deck(jokers: int = 2, decks: int = 1) -> list[Card]:
    """A fresh list of an ordered deck: ``decks`` times 52 cards plus ``jokers`` jokers per deck.

    With one joker per deck it is the black one; with two, one black and one red. Cards are
    immutable, so every deck of one kind holds the same card objects (made once).
    """
    if not 0 <= jokers <= 2:
        raise ValueError("a deck has 0, 1 or 2 jokers")
    return list(_deck_cards(jokers, decks))


@lru_cache(maxsize=16)
def _deck_cards(jokers: int, decks: int) -> tuple[Card, ...]:
    cards: list[Card] = []
    for deck in range(decks):
        for rank in NATURAL_RANKS:
            for suit in SUITS:
                cards.append(Card(rank, suit, deck))
        for joker in (Rank.BLACK_JOKER, Rank.RED_JOKER)[:jokers]:
            cards.append(Card(joker, None, deck))
    return tuple(cards)


def shuffled_deck(rng: random.Random, jokers: int = 2, decks: int = 1) -> list[Card]:
    """A deck shuffled with the given seeded generator (the only source of chance)."""
    cards = make_deck(jokers, decks)
    rng.shuffle(cards)
    return cards


def sort_cards(cards: list[Card] | tuple[Card, ...]) -> list[Card]:
    """Cards in display order, weakest first."""
    return sorted(cards, key=Card.sort_key)

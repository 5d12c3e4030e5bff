"""The daily deal: from a UTC date and a table, the exact cards of every seat. No pygame here.

Everyone who plays the daily deal of a day at a table gets the same cards, on every machine
and in every later version of the game: the deal is made here, by this module's own hash and
shuffle, never by the engines' dealing code (which may change) nor by Python's ``random``
(whose algorithms are not promised to stay). The engines only start from the hands made here
(:func:`game.table.daily.play.start_state`).

Deal function, version :data:`DAILY_DEAL_VERSION` (1):

1. The key is the UTF-8 text ``"climbing-table daily v1 <table> <YYYY-MM-DD>"`` (the table's
   id such as ``ddz3``, the date in ISO form); its SHA-256 digest is the seed.
2. A stream of 32-bit numbers: block ``i`` (0, 1, 2, ...) is SHA-256 of the seed followed by
   ``i`` as 8 bytes big-endian; each block gives eight numbers, big-endian, in order.
3. ``below(n)`` draws a number ``w`` from the stream and returns ``w % n``, drawing again
   while ``w >= 2**32 - 2**32 % n`` (rejection, so every value is equally likely).
4. The deck, in this order: for each copy of the deck (``deck`` 0, 1, ...), the ranks
   3 4 5 6 7 8 9 10 J Q K A 2, each in the suits ♠ ♥ ♦ ♣, then the black and the red joker
   (as many jokers as :data:`SHAPES` says).
5. Fisher-Yates: for ``i`` from the last position down to 1, swap positions ``i`` and
   ``below(i + 1)``.
6. Dealing, by :data:`SHAPES`: a Dou Dizhu table gives the first ``hand`` cards to seat 0,
   the next ``hand`` to seat 1, and so on, then the bottom, then (two players) the cards set
   aside; a climbing table deals card ``k`` to seat ``k % seats``.
7. Then ``below(seats)`` is the first bidder (Dou Dizhu; a climbing round is led by the
   seat holding the 3♦), and the next stream number is the deal's ``seed``, which seeds the
   computer players and anything the engine draws later (a redeal after an auction nobody
   bid in, a wild rank).

The seats are the table's: seat 0 is the player's. Changing any step, the key or
:data:`SHAPES` makes a new version; ``tests/test_daily_deal.py`` pins the hands of fixed
dates, so the deals of past days cannot change unnoticed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date

from game.core.cards import Card, Rank, Suit
from game.settings import GameId

DAILY_DEAL_VERSION = 1
"""The version of the deal function described in the module docstring."""


@dataclass(frozen=True)
class DealShape:
    """How a table's daily deal is cut: ``seats``; the copies of the deck and jokers per copy;
    cards per hand (``0``: the whole deck round-robin, the climbing way), the bottom and the
    cards set aside (Dou Dizhu)."""

    seats: int
    decks: int
    jokers: int
    hand: int = 0
    bottom: int = 0
    set_aside: int = 0


SHAPES: dict[GameId, DealShape] = {
    GameId.DDZ3: DealShape(3, 1, 2, hand=17, bottom=3),
    GameId.DDZ4: DealShape(4, 2, 2, hand=25, bottom=8),
    GameId.DDZ2: DealShape(2, 1, 2, hand=17, bottom=3, set_aside=17),
    GameId.DAIFUGO: DealShape(4, 1, 1),
    GameId.PRESIDENT: DealShape(4, 1, 2),
    GameId.UECDA: DealShape(5, 1, 1),
}
"""The daily deal of every table under the seed rules (four players at Daifugo and President,
five at UECda). A new table adds its shape here; the deals of the other tables stay as they
were, since the table's id is part of the key."""

_RANKS = "3456789TJQKA2"
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_JOKERS = (Rank.BLACK_JOKER, Rank.RED_JOKER)


@dataclass(frozen=True)
class DailyDeal:
    """One day's deal at one table: every seat's hand (seat 0 is the player's), the bottom
    and the set-aside cards (Dou Dizhu; empty at a climbing table), the first bidder (Dou
    Dizhu) and the seed of the rest of the deal."""

    day: date
    game: GameId
    hands: tuple[tuple[Card, ...], ...]
    bottom: tuple[Card, ...]
    set_aside: tuple[Card, ...]
    first_bidder: int
    seed: int
    version: int = DAILY_DEAL_VERSION


def deal_key(day: date, game: GameId) -> str:
    """The text the deal of ``day`` at ``game`` is hashed from (step 1)."""
    return f"climbing-table daily v{DAILY_DEAL_VERSION} {game.value} {day.isoformat()}"


class HashStream:
    """The deal's numbers: steps 2 and 3 of the module docstring."""

    def __init__(self, key: str) -> None:
        self.seed = hashlib.sha256(key.encode("utf-8")).digest()
        self._numbers = self._stream()

    def _stream(self) -> Iterator[int]:
        block = 0
        while True:
            digest = hashlib.sha256(self.seed + block.to_bytes(8, "big")).digest()
            for at in range(0, 32, 4):
                yield int.from_bytes(digest[at : at + 4], "big")
            block += 1

    def number(self) -> int:
        """The next 32-bit number."""
        return next(self._numbers)

    def below(self, n: int) -> int:
        """A number in ``0..n-1``, every value equally likely (rejection sampling)."""
        if n < 1:
            raise ValueError("below(n) needs n >= 1")
        limit = 2**32 - 2**32 % n
        while True:
            number = self.number()
            if number < limit:
                return number % n


def ordered_deck(shape: DealShape) -> list[Card]:
    """The deck before the shuffle, in step 4's order."""
    cards: list[Card] = []
    for deck in range(shape.decks):
        for symbol in _RANKS:
            cards.extend(Card(Rank.from_symbol(symbol), suit, deck) for suit in _SUITS)
        cards.extend(Card(joker, None, deck) for joker in _JOKERS[: shape.jokers])
    return cards


def shuffle(cards: list[Card], stream: HashStream) -> None:
    """Step 5: Fisher-Yates in place, from the last position down."""
    for i in range(len(cards) - 1, 0, -1):
        j = stream.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def daily_deal(day: date, game: GameId) -> DailyDeal:
    """The deal of ``day`` (a UTC date) at ``game``, by the deal function of the module
    docstring. Pure: the same day and table always give the same deal."""
    shape = SHAPES[game]
    stream = HashStream(deal_key(day, game))
    deck = ordered_deck(shape)
    shuffle(deck, stream)
    if shape.hand:
        dealt = shape.seats * shape.hand
        hands = tuple(tuple(deck[seat * shape.hand : (seat + 1) * shape.hand]) for seat in range(shape.seats))
        bottom = tuple(deck[dealt : dealt + shape.bottom])
        set_aside = tuple(deck[dealt + shape.bottom : dealt + shape.bottom + shape.set_aside])
    else:
        hands = tuple(tuple(deck[seat :: shape.seats]) for seat in range(shape.seats))
        bottom = set_aside = ()
    first_bidder = stream.below(shape.seats)
    return DailyDeal(day, game, hands, bottom, set_aside, first_bidder, stream.number())

"""The arena's deals: hands dealt for card play only, the landlord fixed by the deal.

DouZero evaluates card play alone: no auction, the first 20 cards of a shuffled deck
are the landlord's (the last three of them are the bottom, shown to everybody), the next
17 go to the seat after the landlord (``landlord_down``), the last 17 to the seat before
(``landlord_up``). :func:`douzero_deals` draws them with DouZero's own dealer
(``douzero.env.env.Env.reset``, which shuffles with numpy's global generator, seeded
here); :func:`own_deals` deals the same way from ``random.Random(seed)`` so the arena and
its tests run without the arena extra.

Seats: our engine's seat ``i`` is DouZero's ``POSITIONS[i]`` (the landlord is seat 0 and
both engines move to the next seat: landlord, landlord_down, landlord_up).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tools.arena.bridge import DOUZERO_CARD

POSITIONS: tuple[str, str, str] = ("landlord", "landlord_down", "landlord_up")
LANDLORD_CARDS = 20
FARMER_CARDS = 17
BOTTOM_CARDS = 3


@dataclass(frozen=True)
class Deal:
    """One deal in DouZero's encoding: each position's hand (sorted card numbers; the
    landlord's holds the bottom) and the three bottom cards."""

    hands: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    bottom: tuple[int, ...]

    def __post_init__(self) -> None:
        sizes = tuple(len(hand) for hand in self.hands)
        if sizes != (LANDLORD_CARDS, FARMER_CARDS, FARMER_CARDS) or len(self.bottom) != BOTTOM_CARDS:
            raise ValueError(f"a deal has hands of 20, 17 and 17 cards and 3 bottom cards, not {sizes}")
        if sorted(card for hand in self.hands for card in hand) != sorted(full_deck()):
            raise ValueError("a deal holds every card of the deck once")
        rest = list(self.hands[0])
        for card in self.bottom:
            rest.remove(card)  # ValueError: the bottom is not in the landlord's hand

    def card_play_data(self) -> dict[str, list[int]]:
        """The deal as ``GameEnv.card_play_init`` takes it: fresh lists (the engine
        changes them in place)."""
        data = {position: list(hand) for position, hand in zip(POSITIONS, self.hands, strict=True)}
        data["three_landlord_cards"] = list(self.bottom)
        return data


def full_deck() -> list[int]:
    """The 54 cards in DouZero's numbers."""
    return [number for number in DOUZERO_CARD[:13] for _ in range(4)] + [DOUZERO_CARD[13], DOUZERO_CARD[14]]


def deal_of_order(deck: list[int]) -> Deal:
    """The deal of a shuffled deck as DouZero cuts it: cards 0..19 to the landlord
    (17..19 are the bottom), 20..36 to landlord_up, 37..53 to landlord_down."""
    landlord = tuple(sorted(deck[:LANDLORD_CARDS]))
    up = tuple(sorted(deck[LANDLORD_CARDS : LANDLORD_CARDS + FARMER_CARDS]))
    down = tuple(sorted(deck[LANDLORD_CARDS + FARMER_CARDS :]))
    return Deal((landlord, down, up), tuple(sorted(deck[FARMER_CARDS:LANDLORD_CARDS])))


def own_deals(seed: int, count: int) -> list[Deal]:
    """``count`` deals shuffled by ``random.Random(seed)``, cut as DouZero cuts them."""
    rng = random.Random(seed)
    deals = []
    for _ in range(count):
        deck = full_deck()
        rng.shuffle(deck)
        deals.append(deal_of_order(deck))
    return deals


def douzero_deals(seed: int, count: int) -> list[Deal]:
    """``count`` deals from DouZero's dealer (``Env.reset``) after ``numpy.random.seed(seed)``
    (needs the arena extra: numpy and the ``douzero`` package)."""
    import numpy as np
    from douzero.env.env import Env

    np.random.seed(seed)
    env = Env("wp")
    deals = []
    for _ in range(count):
        env.reset()
        game = env._env  # the dealt GameEnv (Env keeps it under this name)
        landlord, down, up = (tuple(game.info_sets[position].player_hand_cards) for position in POSITIONS)
        deals.append(Deal((landlord, down, up), tuple(sorted(game.three_landlord_cards))))
    return deals

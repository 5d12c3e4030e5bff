"""An eager opponent for the hard level's playouts: a model of the UECda contest's sample
client, which plays whenever it has a fitting play and never passes by choice.

The model reads only the engine's listed moves and the plays they make (so the suit lock,
8 Cut, the Revolution and the Spade-3 Return are whatever the engine lists), and picks:

- *on the lead*: the longest Sequence, else the largest set, else a single; the weakest of
  its kind in the order in force (jokers count towards the size, as the sample client
  lets a joker stretch a set or fill a run);
- *on a single*: the weakest *loose* card that beats it: one that is neither in a set
  (two or more natural cards of its rank in hand) nor in a natural run of three or more of
  its suit; only when no loose card beats it, the joker; else a pass;
- *on a set*: the weakest set of exactly its size made of *all* the natural cards of a rank
  in hand (a bigger set is never broken), else one with the joker filling up; else a pass;
- *on a Sequence*: the weakest Sequence of its length, a natural one before one with a
  joker; else a pass.

Choices (the exchange and other pending choices) are left to the caller: the model
returns None for them. It draws no random numbers, so it is the same on every call.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.climbing.moves import Move, Pass
from game.climbing.plays import Play
from game.climbing.state import SessionState
from game.core.cards import Card

RUN = 3
"""Natural cards of one suit in a row that the sample client keeps together as a Sequence."""


def natural_rank_counts(hand: Iterable[Card]) -> dict[int, int]:
    """How many natural cards of each rank ``hand`` holds (jokers left out)."""
    counts: dict[int, int] = {}
    for card in hand:
        if not card.is_joker:
            counts[card.rank] = counts.get(card.rank, 0) + 1
    return counts


def loose_cards(hand: Sequence[Card]) -> set[Card]:
    """The natural cards of ``hand`` in no set (a rank held twice or more) and in no natural
    run of ``RUN`` or more cards of one suit."""
    naturals = [c for c in hand if not c.is_joker]
    by_rank = natural_rank_counts(naturals)
    held = {(card.suit, int(card.rank)) for card in naturals}
    loose = set()
    for card in naturals:
        if by_rank[card.rank] >= 2:
            continue
        rank, suit = int(card.rank), card.suit
        if any(all((suit, r) in held for r in range(low, low + RUN)) for low in range(rank - RUN + 1, rank + 1)):
            continue
        loose.add(card)
    return loose


def _weakest(items: list[tuple[Move, Play]], strengths: tuple[int, ...]) -> Move:
    return min(items, key=lambda item: (item[1].jokers, min(strengths[r] for r in item[1].ranks)))[0]


def eager_move(state: SessionState, seat: int) -> Move | None:
    """The sample client's move for ``seat`` (see the module docstring); None while a
    choice is pending (the caller decides those)."""
    if state.pending is not None:
        return None
    listed = state.listed_moves(seat)
    plays: list[tuple[Move, Play]] = [(m, p) for m, p in listed if p is not None]
    passing = next((m for m, p in listed if p is None and isinstance(m, Pass)), None)
    if not plays:
        return passing if passing is not None else listed[0][0]
    strengths = state.order.strengths
    top = state.top
    if top is None:
        return min(
            plays,
            key=lambda item: (
                not item[1].is_sequence,
                -item[1].size,
                min(strengths[r] for r in item[1].ranks),
                item[1].jokers,
            ),
        )[0]
    fitting: list[tuple[Move, Play]]
    if top.is_sequence:
        fitting = [item for item in plays if item[1].is_sequence]
    elif top.size == 1:
        loose = loose_cards(state.hands[seat])
        fitting = [item for item in plays if item[1].cards[0] in loose]
        if not fitting:
            fitting = [item for item in plays if item[1].cards[0].is_joker]
    else:
        counts: dict[int, int] = {}
        for card in state.hands[seat]:
            counts[card.rank] = counts.get(card.rank, 0) + 1
        whole = [(m, p) for m, p in plays if not p.has_joker and p.size == counts.get(p.rank, 0)]
        fitting = whole or [
            (m, p) for m, p in plays if p.has_joker and p.size - p.jokers == counts.get(p.rank, 0)
        ]
    if fitting:
        return _weakest(fitting, strengths)
    return passing if passing is not None else _weakest(plays, strengths)

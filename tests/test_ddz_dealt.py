"""``DealState.dealt``: a deal in the auction with arranged hands and bottom (the tutorial's start)."""

from __future__ import annotations

import random

import pytest

from game.doudizhu.moves import Bid
from game.doudizhu.notation import hands_of
from game.doudizhu.observation import Phase
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState

THREE = TableRules.three()
HANDS = ("3 4 5 666 77 99 TT JJ KK B", "33 44 5 6 88 9 T QQ K AA 22", "3 4 55 7 88 9 T JJ QQ AA 22", "7 K R")


def dealt(first_bidder: int = 1) -> DealState:
    *hands, bottom = hands_of(HANDS)
    return DealState.dealt(THREE, hands, bottom, first_bidder)


def test_a_dealt_deal_waits_in_the_auction_with_its_hands_and_bottom() -> None:
    state = dealt()
    assert state.phase is Phase.BIDDING and state.current_player == 1 and state.first_bidder == 1
    assert [len(hand) for hand in state.hands] == [17, 17, 17] and len(state.bottom) == 3
    assert set(state.legal_moves()) == {Bid(0), Bid(1), Bid(2), Bid(3)}
    state.apply(1, Bid(3))
    assert state.phase is Phase.PLAYING and state.landlord == 1 and len(state.hands[1]) == 20


def test_an_all_pass_auction_on_a_dealt_deal_deals_again_from_its_seed() -> None:
    state, again = dealt(), dealt()
    for seat in (1, 2, 0):
        state.apply(seat, Bid(0))
        again.apply(seat, Bid(0))
    assert state.redeals == 1 and state.phase is Phase.BIDDING
    assert state.hands == again.hands and sum(len(hand) for hand in state.hands) + len(state.bottom) == 54


def test_a_dealt_deal_plays_to_the_end() -> None:
    state, rng = dealt(), random.Random(5)
    while not state.is_over():
        moves = state.legal_moves()
        state.apply(state.current_player, rng.choice(moves))  # type: ignore[arg-type]
    assert state.result is not None and sum(state.result.points) == 0


@pytest.mark.parametrize(
    ("sizes", "bottom", "first"), [((17, 17, 16), 3, 0), ((17, 17, 17), 2, 0), ((17, 17, 17), 3, 3)]
)
def test_sizes_that_do_not_fit_the_table_are_refused(sizes: tuple[int, ...], bottom: int, first: int) -> None:
    *hands, rest = hands_of(HANDS)
    with pytest.raises(ValueError):
        DealState.dealt(THREE, [hand[:size] for hand, size in zip(hands, sizes, strict=True)], rest[:bottom], first)

"""B.5 no-shuffle deals: the next deal's order gathered from a finished deal, cut by seed,
dealt in packets (docs/RULES.md B.5)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.player import RandomPlayer
from game.doudizhu.combos import Play
from game.doudizhu.moves import Move
from game.doudizhu.rules import NO_SHUFFLE_PACKET, StakeOptions, TableRules
from game.doudizhu.state import DealState, next_deal_order, packet_deal
from game.sim.doudizhu import play_deal

TABLES = [TableRules.three(), TableRules.four(), TableRules.two()]


def finished(rules: TableRules, seed: int) -> DealState:
    players = [RandomPlayer[Move](seat, seed + seat) for seat in range(rules.players)]
    return play_deal(rules, players, seed)


@pytest.mark.parametrize("rules", TABLES, ids=["ddz3", "ddz4", "ddz2"])
def test_the_next_order_gathers_the_tricks_then_the_hands_and_is_cut_by_seed(rules: TableRules) -> None:
    rules = StakeOptions(no_shuffle=True).apply(rules)
    state = finished(rules, 11)
    before = state.clone()
    order = next_deal_order(state, 5)
    assert vars(state).keys() == vars(before).keys() and state.played_cards == before.played_cards
    deck = DealState.new(rules, 0)
    everything = [card for hand in deck.hands for card in hand] + deck.bottom + deck.set_aside
    assert Counter(order) == Counter(everything)
    gathered = [*state.played_cards, *(card for hand in state.hands for card in hand), *state.set_aside]
    cut = gathered.index(order[0])
    assert 0 < cut and order == tuple(gathered[cut:] + gathered[:cut])
    assert next_deal_order(state, 5) == order and next_deal_order(state, 6) != order
    ranks = [rank for _, move in state.history if isinstance(move, Play) for rank in move.ranks]
    assert sorted(card.rank for card in state.played_cards) == sorted(ranks)


@pytest.mark.parametrize("rules", TABLES, ids=["ddz3", "ddz4", "ddz2"])
def test_a_given_order_is_dealt_in_packets(rules: TableRules) -> None:
    order = next_deal_order(finished(rules, 3), 9)
    hands = packet_deal(list(order), rules)
    size, n = rules.hand_size, rules.players
    position = 0
    expected: list[list] = [[] for _ in range(n)]
    while position < n * size:
        for hand in expected:
            take = min(NO_SHUFFLE_PACKET, size - len(hand))
            hand.extend(order[position : position + take])
            position += take
    assert hands[:n] == expected and hands[n] == list(order[position : position + rules.bottom_size])
    state = DealState.new(rules, 4, order)
    assert [Counter(hand) for hand in hands[:n]] == [Counter(hand) for hand in state.hands]
    assert Counter(state.bottom) == Counter(hands[n]) and Counter(state.set_aside) == Counter(hands[n + 1])
    assert state.first_bidder == random.Random(4).randrange(n)  # drawn from the seed, no shuffle before
    assert DealState.new(rules, 4, order).hands == state.hands


def test_an_order_that_is_not_the_table_s_cards_is_refused() -> None:
    rules = TableRules.three()
    order = next_deal_order(finished(rules, 2), 1)
    with pytest.raises(ValueError):
        DealState.new(rules, 1, order[:-1])
    with pytest.raises(ValueError):
        DealState.new(rules, 1, (*order[:-1], order[0]))


def test_no_shuffle_deals_hold_more_bombs() -> None:
    """The point of the option: gathered tricks leave bombs together (measured over 40 deals)."""
    rules = StakeOptions(no_shuffle=True).apply(TableRules.three())

    def bombs(state: DealState) -> int:
        return sum(count == 4 for seat in range(rules.players) for count in state.hand_counts(seat))

    shuffled = lumpy = 0
    state = finished(rules, 100)
    for seed in range(40):
        shuffled += bombs(DealState.new(rules, seed))
        following = DealState.new(rules, seed, next_deal_order(state, seed))
        lumpy += bombs(following)
        state = finished_from(following, seed)
    assert lumpy > shuffled


def finished_from(state: DealState, seed: int) -> DealState:
    players = [RandomPlayer[Move](seat, seed + seat) for seat in range(state.rules.players)]
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        state.apply(seat, players[seat].choose(state.observation(seat)))
    return state

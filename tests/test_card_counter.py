"""The card counter (game/table/card_counter.py): right at the start and after plays, and
blind to hidden cards: swapping cards between other hands (or with the face-down bottom,
the set-aside cards) never changes a seat's counter."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.climbing import SessionState
from game.climbing.options import president
from game.core.cards import Card, Rank, make_deck
from game.doudizhu.combos import Play
from game.doudizhu.notation import hands_of, parse_ranks
from game.doudizhu.observation import rank_counts
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase
from game.settings import Settings
from game.table.card_counter import climbing_counter, doudizhu_counter
from game.table.preferences import PREFERENCES, PreferenceKind

TABLES = {
    "three": TableRules.three(),
    "four": TableRules.four(),
    "two": TableRules.two(),
    "three-wild": replace(TableRules.three(), wild=True),
}


def deck_counts(decks: int, jokers: int = 2) -> list[int]:
    return rank_counts(make_deck(jokers=jokers, decks=decks))


def played_ddz(name: str, seed: int, moves: int) -> DealState:
    """A deal after up to ``moves`` random legal moves."""
    state = DealState.new(TABLES[name], seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.phase is Phase.OVER:
            break
        seat = state.current_player
        assert seat is not None
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


def swap_hidden_ddz(state: DealState, viewer: int, rng: random.Random) -> DealState:
    """A copy where one card moved between two hidden places the viewer cannot see: two other
    hands, or another hand and the face-down bottom or the set-aside cards."""
    copy = state.clone()
    places = [copy.hands[seat] for seat in range(copy.num_players) if seat != viewer and copy.hands[seat]]
    if copy.phase is Phase.BIDDING and copy.bottom:
        places.append(copy.bottom)
    if copy.set_aside:
        places.append(copy.set_aside)
    if len(places) < 2:
        return copy
    first, second = rng.sample(places, 2)
    i, j = rng.randrange(len(first)), rng.randrange(len(second))
    first[i], second[j] = second[j], first[i]
    copy._counts = [rank_counts(hand) for hand in copy.hands]
    return copy


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(sorted(TABLES)), seed=st.integers(0, 2**31), moves=st.integers(0, 60))
def test_a_ddz_counter_ignores_hidden_cards(name: str, seed: int, moves: int) -> None:
    state = played_ddz(name, seed, moves)
    rng = random.Random(seed + 1)
    for viewer in range(state.num_players):
        before = doudizhu_counter(state.observation(viewer))
        for _ in range(4):
            other = swap_hidden_ddz(state, viewer, rng)
            assert doudizhu_counter(other.observation(viewer)) == before


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(sorted(TABLES)), seed=st.integers(0, 2**31), moves=st.integers(0, 80))
def test_a_ddz_counter_counts_what_the_seat_has_not_seen(name: str, seed: int, moves: int) -> None:
    """Unseen = the deck minus the own hand and the played cards, less the face-up bottom
    cards the landlord may still hold; exactly that while the bottom is face down."""
    state = played_ddz(name, seed, moves)
    deck = deck_counts(state.rules.decks)
    for viewer in range(state.num_players):
        counter = doudizhu_counter(state.observation(viewer))
        hand = state.hand_counts(viewer)
        hidden = [deck[r] - hand[r] - state.played_counts[r] for r in range(15)]
        bottom = rank_counts(state.bottom)
        for rank in Rank:
            if state.phase is Phase.BIDDING or viewer == state.landlord:
                assert counter.of(rank) == hidden[rank]
            else:
                assert hidden[rank] - bottom[rank] <= counter.of(rank) <= hidden[rank]
        if moves == 0:
            assert counter.total == sum(deck) - len(state.hands[viewer])


def test_the_ddz_bottom_counts_once_face_up_and_a_played_bottom_card_not_twice() -> None:
    rules = TableRules.three()
    landlord, farmer, other = hands_of(["33 4 55 K 2 BJ", "66 77 8", "99 TT J"], rules.decks)
    bottom = landlord[:3]  # 3 3 4
    state = DealState.arranged(rules, [landlord, farmer, other], landlord=0)
    state.bottom = list(bottom)
    deck = deck_counts(1)
    counter = doudizhu_counter(state.observation(1))
    assert counter.of(Rank.THREE) == deck[Rank.THREE] - 2
    assert counter.of(Rank.FOUR) == deck[Rank.FOUR] - 1
    assert counter.of(Rank.SIX) == deck[Rank.SIX] - 2
    assert counter.of(Rank.BLACK_JOKER) == 1 and counter.of(Rank.RED_JOKER) == 1
    # The landlord plays the pair of 3s: those are the bottom's, seen once only.
    pair = next(m for m in state.legal_moves(0) if isinstance(m, Play) and list(m.ranks) == parse_ranks("33"))
    state.apply(0, pair)
    after = doudizhu_counter(state.observation(1))
    assert after.of(Rank.THREE) == deck[Rank.THREE] - 2
    # The landlord's own counter never counts the bottom beside its hand.
    own = doudizhu_counter(state.observation(0))
    assert own.of(Rank.THREE) == deck[Rank.THREE] - 2 and own.of(Rank.FOUR) == deck[Rank.FOUR] - 1


def played_climbing(players: int, jokers: int, seed: int, moves: int) -> SessionState:
    options = replace(president(), players=players, jokers=jokers, rounds=1)
    state = SessionState.new(options, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = state.current_player
        if seat is None:
            break
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


@settings(max_examples=60, deadline=None)
@given(
    players=st.integers(3, 6), jokers=st.integers(0, 2), seed=st.integers(0, 2**31), moves=st.integers(0, 60)
)
def test_a_climbing_counter_counts_other_hands_and_ignores_which_hand(
    players: int, jokers: int, seed: int, moves: int
) -> None:
    state = played_climbing(players, jokers, seed, moves)
    rng = random.Random(seed)
    for viewer in range(players):
        counter = climbing_counter(state.observation(viewer))
        held = Counter(card.rank for seat, hand in enumerate(state.hands) if seat != viewer for card in hand)
        held.update(card.rank for card in state.out_of_play)
        assert counter.ranks[13:] == (Rank.BLACK_JOKER, Rank.RED_JOKER)[:jokers]
        assert all(counter.of(rank) == held[rank] for rank in counter.ranks)
        others = [seat for seat in range(players) if seat != viewer and state.hands[seat]]
        if len(others) >= 2:
            copy = state.clone()
            a, b = rng.sample(others, 2)
            i, j = rng.randrange(len(copy.hands[a])), rng.randrange(len(copy.hands[b]))
            copy.hands[a][i], copy.hands[b][j] = copy.hands[b][j], copy.hands[a][i]
            assert climbing_counter(copy.observation(viewer)) == counter


def test_a_climbing_counter_at_the_start_is_the_deck_minus_the_own_hand() -> None:
    state = played_climbing(4, 1, 5, 0)
    counter = climbing_counter(state.observation(2))
    own = Counter(card.rank for card in state.hands[2])
    assert counter.ranks[-1] is Rank.BLACK_JOKER and Rank.RED_JOKER not in counter.ranks
    assert counter.total == 53 - len(state.hands[2])
    assert all(counter.of(rank) == (1 if rank.is_joker else 4) - own[rank] for rank in counter.ranks)
    hand: list[Card] = list(state.hands[2])
    assert counter.of(hand[0].rank) < (1 if hand[0].rank.is_joker else 4)


def test_the_card_counter_setting_defaults_on_round_trips_and_repairs_a_bad_value() -> None:
    assert Settings().card_counter is True
    assert Settings.from_json(Settings(card_counter=False).to_json()).card_counter is False
    assert Settings.from_json(json.dumps({"card_counter": "no", "auto_pass": False})).card_counter is True
    assert any(pref.field == "card_counter" and pref.kind is PreferenceKind.SWITCH for pref in PREFERENCES)

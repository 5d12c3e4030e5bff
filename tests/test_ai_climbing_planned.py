"""The planning playout policy of the hard level's own seat (game/ai/climbing/planned.py):
its groups, its reading of which plays the eager model answers, and its choices on
hand-built UECda tables."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_climbing_support import eager_rounds

from game.ai.climbing.eager import eager_move
from game.ai.climbing.hard import PLANNED_NORMAL_BONUS, Candidate, HardClimbingPlayer, playout_move
from game.ai.climbing.planned import Answers, answered, cuts_trick, hand_groups, planned_move, unbroken_plays
from game.climbing.moves import Pass, PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import uecda
from game.climbing.pending import Phase
from game.climbing.plays import Play
from game.climbing.state import SessionState
from game.core.cards import make_deck


def table(*hands: str, turn: int = 0) -> SessionState:
    texts = list(hands) + [""] * (5 - len(hands))
    return SessionState.arranged(uecda(), [parse_cards(text) for text in texts], turn)


def groups(text: str) -> set[frozenset]:
    return set(hand_groups(parse_cards(text)))


def plays_of(state: SessionState, seat: int) -> list:
    return [(m, p) for m, p in state.listed_moves(seat) if p is not None]


def cards_of(move: object) -> frozenset:
    assert isinstance(move, PlayCards)
    return frozenset(move.cards)


def test_a_hand_splits_into_the_fewest_groups() -> None:
    assert groups("3♠ 3♥ 5♦ 6♦ 7♦ 9♣ BJ") == {
        frozenset(parse_cards(text)) for text in ("3♠ 3♥", "5♦ 6♦ 7♦", "9♣", "BJ")
    }
    # the run takes the 6♦ from the pair: three groups instead of four
    assert groups("4♦ 5♦ 6♦ 6♣ 7♦") == {frozenset(parse_cards("4♦ 5♦ 6♦ 7♦")), frozenset(parse_cards("6♣"))}


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(1, 14))
def test_every_card_is_in_exactly_one_group(rng: random.Random, size: int) -> None:
    hand = rng.sample(make_deck(jokers=1), size)
    found = hand_groups(hand)
    dealt = [c for g in found for c in g]
    assert len(dealt) == len(hand) and set(dealt) == set(hand)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000))
def test_answered_says_what_the_eager_model_does_on_a_lead(seed: int) -> None:
    """Dealt UECda hands: for every lead of the first seat (no Revolution, no 8 Cut) the next
    seat answers as the eager model exactly when :func:`answered` says it would."""
    state = SessionState.new(uecda(rounds=1), seed)
    assert state.phase is Phase.PLAY
    seat = state.current_player
    assert seat is not None
    following = (seat + 1) % 5
    order = state.order
    answers = Answers.of(state.hands[following], order.strengths)
    checked = 0
    for move, play in plays_of(state, seat):
        if _turns_or_cuts(play):
            continue
        after = state.clone()
        after.apply(seat, move)
        if after.current_player != following:
            continue
        checked += 1
        assert answered(answers, play, order, True) == isinstance(eager_move(after, following), PlayCards)
    assert checked > 0


def _turns_or_cuts(play: Play) -> bool:
    """A Revolution (four of a rank, a Sequence of five) or an 8 Cut."""
    return play.size >= (5 if play.is_sequence else 4) or cuts_trick(play, uecda())


def test_the_lead_plays_the_controls_then_goes_out() -> None:
    # seat 0: 2♠ nobody beats, the lone 4♣ is answered; the 2 first, then out with the 4
    state = table("4♣ 2♠", "5♥ 6♣", "7♥ 9♣", "T♥ J♣", "Q♥ K♣")
    move = planned_move(state, 0, plays_of(state, 0))
    assert cards_of(move) == frozenset(parse_cards("2♠"))


def test_the_lead_is_the_weakest_group_that_is_no_control() -> None:
    # seat 2's pair of 7s answers the pair of 4s: a pair is led before a single
    state = table("4♣ 4♦ 6♠ 9♥ 2♠", "5♥ 6♣ 7♦", "7♥ 7♣ T♠", "T♥ J♣ Q♠", "Q♥ K♣ A♠")
    assert cards_of(planned_move(state, 0, plays_of(state, 0))) == frozenset(parse_cards("4♣ 4♦"))
    # nobody answers a pair: the pair of 4s is a control, kept for later
    state = table("4♣ 4♦ 6♠ 9♥ 2♠", "5♥ 6♣ 7♦", "7♥ 9♣ T♠", "T♥ J♣ Q♠", "Q♥ K♣ A♠")
    assert cards_of(planned_move(state, 0, plays_of(state, 0))) == frozenset(parse_cards("6♠"))


def test_the_lead_keeps_a_seat_from_going_out_over_it() -> None:
    # seat 1 holds one card, a K: the 6 would let it out, the pair of 4s not
    state = table("4♣ 4♦ 6♠ 9♥ T♦ 2♠", "K♥", "7♥ 7♣ T♠", "T♥ J♣ Q♠", "Q♥ K♣ A♠")
    assert cards_of(planned_move(state, 0, plays_of(state, 0))) == frozenset(parse_cards("4♣ 4♦"))
    # seat 1 holds a pair of 7s and nothing else: a single is led, not the pair
    state = table("4♣ 4♦ 6♠ 9♥ 2♠", "7♥ 7♣", "8♥ 9♣ T♠", "T♥ J♣ Q♠", "Q♥ K♣ A♠")
    assert cards_of(planned_move(state, 0, plays_of(state, 0))) == frozenset(parse_cards("6♠"))


def test_a_follow_breaks_no_group_when_it_can() -> None:
    state = table("3♠ 9♠ 9♥ Q♣ K♦ K♥", "5♦ 6♣ BJ", "7♥ 9♣ T♠", "T♥ J♣ Q♠", "5♥ 6♠ A♠", turn=4)
    state.apply(4, PlayCards(tuple(parse_cards("5♥"))))
    hand = state.hands[0]
    assert [cards_of(m) for m, _ in unbroken_plays(plays_of(state, 0), hand)] == [frozenset(parse_cards("Q♣"))]
    assert cards_of(playout_move(state, 0, random.Random(0), True, True)) == frozenset(parse_cards("Q♣"))


def test_a_follow_on_the_winning_line_is_played() -> None:
    # the A♠ answers a K, not the joker; after the joker the pair of Ks is a control too
    # and the 3 goes last
    state = table("3♠ K♦ K♥ BJ", "5♦ 6♣", "7♥ 9♣ A♠", "T♥ J♣ Q♠", "Q♥ Q♣ 4♠", turn=4)
    state.apply(4, PlayCards(tuple(parse_cards("4♠"))))
    assert cards_of(planned_move(state, 0, plays_of(state, 0))) == frozenset(parse_cards("BJ"))


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10_000))
def test_whole_rounds_with_the_planned_seat_make_only_listed_moves(seed: int) -> None:
    turns = list(eager_rounds(seed, rounds=2, planned=0))
    assert all(turn.move in turn.listed for turn in turns)
    assert turns[-1].state.phase is Phase.OVER


def test_the_normal_choice_bonus_decides_a_close_call() -> None:
    """Four worlds each: the normal choice at 2.2 places, another move at 2.0. The game's
    bonus (0.25 places) keeps the normal choice; the UECda client's, with the plan, does not."""
    normal = Candidate(Pass(), normal=True, trials=4, places=8.8)
    other = Candidate(PlayCards(tuple(parse_cards("3♠"))), trials=4, places=8.0)
    prior = 2.1  # the mean over both
    assert normal.value(prior) < other.value(prior)
    assert normal.value(prior, PLANNED_NORMAL_BONUS) > other.value(prior, PLANNED_NORMAL_BONUS)


def test_the_hard_player_with_planned_playouts_searches_and_plays_a_listed_move() -> None:
    state = SessionState.new(uecda(rounds=1), 7)
    seat = state.current_player
    assert seat is not None
    player = HardClimbingPlayer(seat, 0, budget_worlds=4)
    player.eager_opponents = player.cut_playouts = player.planned_playouts = True
    player.normal_bonus = PLANNED_NORMAL_BONUS
    move = player.choose(state.observation(seat))
    assert move in state.legal_moves(seat) and player.last_stats.searched and player.last_stats.playouts > 0

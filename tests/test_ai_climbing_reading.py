"""Reading seats that play as the eager model (game/ai/climbing/reading.py): which guessed
hands their past decisions rule out, and the hard level's worlds dealt within them."""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_climbing_support import arrange, cards, eager_rounds, pass_, play

from game.ai.climbing.eager import loose_cards
from game.ai.climbing.hard import deal_world, knowledge_of, pass_ceilings
from game.ai.climbing.reading import Decision, contradictions, decisions_of
from game.climbing.moves import Pass
from game.climbing.options import uecda
from game.climbing.pending import Phase
from game.climbing.plays import PlayKind


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_the_true_hands_of_eager_seats_contradict_none_of_their_decisions(seed: int) -> None:
    """Dealt UECda rounds played by the model at every seat: at each turn of seat 0 every
    other seat's real hand fits all of its read decisions (but its natural answers to a
    Sequence, which are read as the sample client's, the top part of a run)."""
    read = 0
    for turn in eager_rounds(seed):
        state = turn.state
        if state.current_player == 0 and state.phase is Phase.PLAY:
            obs = state.observation(0)
            for other, decisions in decisions_of(obs).items():
                modelled = [d for d in decisions if not _natural_sequence_answer(d)]
                read += len(modelled)
                assert contradictions(state.hands[other], modelled, obs.order) == 0
    assert read > 0


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_the_pass_ceilings_of_eager_seats_hold_when_they_pass(seed: int) -> None:
    """Dealt UECda rounds played by the model at every seat: whenever a seat's pass sets its
    pass ceiling (seat 0 reading it), the seat held no loose card above the ceiling and no
    joker (a pass under a lock or over a joker is not read). 3,000 seeds checked once."""
    read = 0
    for turn in eager_rounds(seed):
        state, seat, move, top = turn.state, turn.seat, turn.move, turn.top
        if seat == 0 or not isinstance(move, Pass) or state.phase is not Phase.PLAY or top is None:
            continue
        obs = state.observation(0)
        ceiling = pass_ceilings(obs).get(seat)
        if ceiling is None or top.cards != (ceiling,):
            continue
        read += 1
        hand, order = state.hands[seat], obs.order
        assert not any(c.is_joker for c in hand)
        assert all(order.card_strength(c) <= order.card_strength(ceiling) for c in loose_cards(hand))
    assume(read > 0)  # 76 of the seeds 0-2999 have no such pass


def _natural_sequence_answer(decision: Decision) -> bool:
    top, played = decision.top, decision.played
    return top is not None and top.is_sequence and played is not None and not played.has_joker


def test_a_pass_over_a_single_rules_out_a_loose_card_above_it_and_the_joker() -> None:
    state = arrange(uecda(), ["3♠ 4♠ 5♣", "9♥ 4♦ 5♦", "3♥ 4♥ 5♥", "3♣ 4♣ 6♠", "8♠ 9♠ T♠"])
    play(state, 0, "5♣")
    play(state, 1, "9♥")
    pass_(state, 2)
    obs = state.observation(0)
    decisions = decisions_of(obs)[2]
    assert [d.played for d in decisions] == [None]
    order = obs.order
    assert contradictions(cards("K♣ 4♥ 6♦"), decisions, order) == 1  # a loose K beats the 9
    assert contradictions(cards("K♣ K♦ 6♦"), decisions, order) == 0  # a pair is kept whole
    assert contradictions(cards("J♦ Q♦ K♦"), decisions, order) == 0  # so is a run
    assert contradictions(cards("BJ 4♥ 6♦"), decisions, order) == 1  # the joker would have gone
    follow = decisions_of(obs)[1]  # seat 1 answered the 5 with the 9
    assert contradictions(cards("4♦ 5♦"), follow, order) == 0
    assert contradictions(cards("7♣ 5♦"), follow, order) == 1  # the weaker loose 7 first
    assert contradictions(cards("9♦ 5♦"), follow, order) == 1  # the 9 was in a pair


def test_a_lead_rules_out_a_weaker_card_a_set_and_the_joker() -> None:
    state = arrange(uecda(), ["3♠ 4♠ 5♣", "6♥ T♦ Q♣", "3♥ 4♥ 5♥", "3♣ 4♣ 6♠", "8♠ 9♠ T♠"], turn=1)
    play(state, 1, "6♥")
    obs = state.observation(0)
    lead = decisions_of(obs)[1]
    order = obs.order
    assert contradictions(cards("T♦ Q♣"), lead, order) == 0
    assert contradictions(cards("4♦ Q♣"), lead, order) == 1
    assert contradictions(cards("T♦ T♣"), lead, order) == 1
    assert contradictions(cards("T♦ BJ"), lead, order) == 1


def test_a_sequence_lead_rules_out_a_longer_or_weaker_run_and_the_joker() -> None:
    state = arrange(uecda(), ["3♠ 4♠ 5♣", "6♥ 7♥ 8♥ Q♣", "3♥ 4♥ 5♥", "3♣ 4♣ 6♠", "8♠ 9♠ T♠"], turn=1)
    play(state, 1, "6♥ 7♥ 8♥", PlayKind.SEQUENCE)
    obs = state.observation(0)
    lead = decisions_of(obs)[1]
    order = obs.order
    assert [d.played.is_sequence for d in lead if d.played is not None] == [True]
    assert contradictions(cards("Q♣"), lead, order) == 0
    assert contradictions(cards("9♥"), lead, order) == 1  # a run of four was in hand
    assert contradictions(cards("3♦ 4♦ 5♦"), lead, order) == 1  # a weaker run of three
    assert contradictions(cards("J♦ Q♦ K♦"), lead, order) == 0  # a stronger one waits
    assert contradictions(cards("BJ"), lead, order) == 1  # the joker makes a run of four


def test_a_sequence_on_the_table_rules_out_a_run_above_it_and_a_weaker_answer() -> None:
    state = arrange(uecda(), ["4♠ 5♠ 6♠ K♣", "9♥ T♥ J♥ Q♣", "3♥ 4♥ 5♥ 6♣", "3♣ 4♣ 6♦", "8♠ 9♠ T♠"])
    play(state, 0, "4♠ 5♠ 6♠", PlayKind.SEQUENCE)
    play(state, 1, "9♥ T♥ J♥", PlayKind.SEQUENCE)
    pass_(state, 2)
    obs = state.observation(0)
    order = obs.order
    passed = decisions_of(obs)[2]
    assert [d.played for d in passed] == [None]
    assert contradictions(cards("6♣ 7♣"), passed, order) == 0
    assert contradictions(cards("Q♦ K♦ A♦"), passed, order) == 1  # a run above the J
    assert contradictions(cards("Q♦ A♦ BJ"), passed, order) == 1  # the joker fills the gap
    assert contradictions(cards("T♦ J♦ Q♦"), passed, order) == 0  # not above the J
    follow = decisions_of(obs)[1]  # seat 1 answered the 4-6 with 9-J
    assert contradictions(cards("Q♣"), follow, order) == 0
    assert contradictions(cards("7♦ 8♦ 9♦"), follow, order) == 1  # a weaker run beat the 6
    assert contradictions(cards("Q♦ K♦ A♦"), follow, order) == 0
    assert contradictions(cards("8♥"), follow, order) == 0  # 8-J: the client plays the top three
    assert contradictions(cards("Q♥"), follow, order) == 1  # 9-Q: it would have played T-Q


def test_a_joker_standing_for_a_suit_may_lock_the_trick() -> None:
    """Q♥ Q♦, then K♦ and the joker (standing for the K♥) lock hearts and diamonds: the pass
    over A♥ A♦ says nothing about a pair of 2s in other suits."""
    state = arrange(uecda(), ["Q♥ Q♦ 3♣", "K♦ BJ 4♣", "A♥ A♦ 5♣", "2♣ 2♠ 6♣", "3♠ 4♠ 5♠"])
    play(state, 0, "Q♥ Q♦")
    play(state, 1, "K♦ BJ")
    play(state, 2, "A♥ A♦")
    pass_(state, 3)
    obs = state.observation(0)
    passed = decisions_of(obs)[3]
    assert [(d.locked, d.played) for d in passed] == [(True, None)]
    assert contradictions(cards("2♣ 2♠ 6♣"), passed, obs.order) == 0


def test_the_guessed_worlds_fit_the_read_decisions() -> None:
    """Seat 2 passed over a 9 with three cards left: hands with a loose card above the 9
    or the joker are dealt to it only without the reading."""
    state = arrange(uecda(), ["3♠ 4♠ 5♣", "9♥ 4♦ 5♦", "3♥ 4♥ 5♥ 6♥", "3♣ 4♣ 6♠", "8♠ 9♠ T♠"])
    play(state, 0, "5♣")
    play(state, 1, "9♥")
    pass_(state, 2)
    obs = state.observation(0)
    plain, read = knowledge_of(obs), knowledge_of(obs, decisions=True)
    decisions = read.decisions[2]
    rng = random.Random(5)
    wrong_plain = wrong_read = 0
    for _ in range(50):
        hands, _ = deal_world(obs, plain, rng)
        wrong_plain += contradictions(hands[2], decisions, obs.order)
        hands, _ = deal_world(obs, read, rng)
        assert [len(h) for h in hands] == list(obs.hand_counts)
        wrong_read += contradictions(hands[2], decisions, obs.order)
    assert wrong_plain > 25 and wrong_read == 0

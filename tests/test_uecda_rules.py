"""The UECda preset (docs/RULES.md A.5): each contest reading tested on a hand-built table,
then whole sessions played by the engine's own listed moves (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.climbing.moves import Pass, PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import ClimbingOptions, Preset, Scoring, SequenceForm, uecda
from game.climbing.order import StrengthOrder
from game.climbing.pending import EventKind, Phase
from game.climbing.plays import Play, PlayKind, base_beats, run_span, sequence_readings
from game.climbing.roles import place_points
from game.climbing.state import SessionState
from game.core.cards import Card, Rank, Suit

JOKER = Card(Rank.BLACK_JOKER, None)


def table(*hands: str, turn: int = 0, options: ClimbingOptions | None = None) -> SessionState:
    """Five hands (the rest empty) at a UECda table, ``turn`` to play."""
    texts = list(hands) + [""] * (5 - len(hands))
    return SessionState.arranged(options or uecda(), [parse_cards(text) for text in texts], turn)


def seq(text: str) -> PlayCards:
    return PlayCards(tuple(parse_cards(text)), PlayKind.SEQUENCE)


def single(text: str) -> PlayCards:
    return PlayCards(tuple(parse_cards(text)))


def sequence_reading(text: str, options: ClimbingOptions) -> Play:
    """The weakest Sequence reading of the cards (the one the engine plays on an empty table)."""
    return sequence_readings(tuple(parse_cards(text)), options)[0]


def plays(state: SessionState, seat: int) -> set[frozenset[Card]]:
    return {frozenset(m.cards) for m in state.legal_moves(seat) if isinstance(m, PlayCards)}


def test_preset_is_five_players_one_joker_and_round_points_by_place() -> None:
    options = uecda()
    assert options.preset is Preset.UECDA and options.players == 5 and options.jokers == 1
    assert options.sequence_form is SequenceForm.LONG and options.scoring is Scoring.PLACES
    assert [place_points(place, 5) for place in range(5)] == [5, 4, 3, 2, 1]
    assert ClimbingOptions.from_dict({"preset": "uecda", "players": 4}).players == 5


def test_a_sequence_of_any_length_of_one_suit() -> None:
    state = table("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 2♥")
    assert frozenset(parse_cards("3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠")) in plays(state, 0)
    assert state.refusal(0, parse_cards("3♠ 4♠ 2♥")).msgid == "play cards of one rank, or a Sequence of 3 or more"


def test_a_joker_may_stand_below_the_three_or_above_the_two() -> None:
    options = uecda()
    low = {run_span(play) for play in sequence_readings(tuple(parse_cards("3♠ 4♠ BJ")), options)}
    high = {run_span(play) for play in sequence_readings(tuple(parse_cards("A♥ 2♥ BJ")), options)}
    assert low == {(-1, 1), (0, 2)} and high == {(10, 12), (11, 13)}
    state = table("K♠ A♠ 2♠", "A♥ 2♥ BJ 5♣")
    state.apply(0, seq("K♠ A♠ 2♠"))
    assert plays(state, 1) == set()  # nothing lies above the 2 but a joker, and one card is not enough


def test_a_sequence_beats_one_of_its_length_only_lying_wholly_above() -> None:
    state = table("5♠ 6♠ 7♠ K♣", "6♥ 7♥ 8♥ 8♦ 9♦ T♦ 9♣ T♣ J♣")
    state.apply(0, seq("5♠ 6♠ 7♠"))
    follow = plays(state, 1)
    assert frozenset(parse_cards("8♦ 9♦ T♦")) in follow
    assert frozenset(parse_cards("6♥ 7♥ 8♥")) not in follow
    assert frozenset(parse_cards("9♣ T♣ J♣")) in follow


def test_a_revolution_turns_the_sequence_comparison_over() -> None:
    options = uecda()
    table_run = sequence_reading("6♠ 7♠ 8♠", options)
    lower, higher = sequence_reading("3♥ 4♥ 5♥", options), sequence_reading("9♥ T♥ J♥", options)
    overlapping = sequence_reading("4♦ 5♦ 6♦", options)
    normal, reversed_order = StrengthOrder(), StrengthOrder(revolution=True)
    assert base_beats(higher, table_run, normal, options) and not base_beats(lower, table_run, normal, options)
    assert base_beats(lower, table_run, reversed_order, options)
    assert not base_beats(overlapping, table_run, reversed_order, options)


def test_a_sequence_of_five_makes_a_revolution_and_four_does_not() -> None:
    state = table("3♠ 4♠ 5♠ 6♠ 7♠ 3♥ 4♥ 5♥ 6♥ K♣", "A♦")
    state.apply(0, seq("3♥ 4♥ 5♥ 6♥"))
    assert not state.order.reversed
    state = table("3♠ 4♠ 5♠ 6♠ 7♠ K♣", "A♦")
    state.apply(0, seq("3♠ 4♠ 5♠ 6♠ 7♠"))
    assert state.order.reversed


def test_three_of_a_rank_and_the_joker_make_a_revolution() -> None:
    state = table("5♠ 5♥ 5♦ BJ K♣", "A♦")
    state.apply(0, PlayCards(tuple(parse_cards("5♠ 5♥ 5♦ BJ"))))
    assert state.order.reversed


def test_eight_cut_by_a_pair_with_the_joker_and_a_sequence_through_the_eight() -> None:
    state = table("8♠ BJ K♣", "A♦ A♣")
    state.apply(0, PlayCards(tuple(parse_cards("8♠ BJ"))))
    assert state.top is None and state.turn == 0
    state = table("6♦ 7♦ 8♦ K♣", "A♦")
    state.apply(0, seq("6♦ 7♦ 8♦"))
    assert state.top is None and state.turn == 0
    state = table("7♦ BJ 9♦ K♣", "A♦")
    state.apply(0, seq("7♦ BJ 9♦"))
    assert state.top is None and state.turn == 0


def test_a_lone_joker_is_never_an_eight() -> None:
    state = table("BJ K♣", "A♦ A♣")
    state.apply(0, single("BJ"))
    assert state.top is not None


def test_the_suit_lock_binds_singles_and_pairs_by_every_suit() -> None:
    state = table("4♥ 7♥ 7♠ K♣", "6♥ 9♥ 9♠ 9♣ Q♣ A♦", turn=0)
    state.apply(0, single("4♥"))
    state.apply(1, single("6♥"))
    assert state.binding.suits == frozenset({Suit.HEARTS})
    assert plays(state, 0) == {frozenset(parse_cards("7♥"))}
    pairs = table("7♥ 7♠ K♣", "9♥ 9♠ 9♣ Q♣")
    pairs.apply(0, PlayCards(tuple(parse_cards("7♥ 7♠"))))
    pairs.apply(1, PlayCards(tuple(parse_cards("9♥ 9♣"))))
    assert not pairs.binding.active


def test_a_sequence_on_a_sequence_of_its_suit_locks_the_suit() -> None:
    state = table("3♠ 4♠ 5♠ J♠ Q♠ K♠ J♥ Q♥ K♥ 3♣", "T♠ J♦ BJ 2♣")
    state.apply(0, seq("3♠ 4♠ 5♠"))
    assert not state.binding.active
    with_joker = table("3♠ 4♠ 5♠ Q♠ K♠ A♠ Q♥ K♥ A♥ 3♣", "T♠ J♠ BJ 2♣")
    with_joker.apply(0, seq("3♠ 4♠ 5♠"))
    with_joker.apply(1, seq("T♠ J♠ BJ"))
    assert with_joker.binding.suits == frozenset({Suit.SPADES}) and with_joker.turn == 0
    follow = plays(with_joker, 0)
    assert frozenset(parse_cards("Q♠ K♠ A♠")) in follow
    assert frozenset(parse_cards("Q♥ K♥ A♥")) not in follow


def test_the_spade_three_beats_a_lone_joker_and_clears_the_trick() -> None:
    state = table("BJ K♣", "3♠ 2♦ 4♣")
    state.apply(0, single("BJ"))
    assert plays(state, 1) == {frozenset(parse_cards("3♠"))}
    state.apply(1, single("3♠"))
    assert state.top is None and state.turn == 1


def test_the_owner_plays_on_when_everyone_else_passed() -> None:
    state = table("5♣ 9♣ K♣", "6♦ 2♦", "7♦ 2♠", "3♦ 4♦", "4♥ 3♥")
    state.apply(0, single("K♣"))
    for seat in (1, 2, 3, 4):
        state.apply(seat, Pass())
    assert state.turn == 0 and state.top is not None
    assert Pass() in state.legal_moves(0)
    state.apply(0, Pass())
    assert state.top is None and state.turn == 0


def test_the_three_of_diamonds_leads_every_round_and_the_president_is_dealt_first() -> None:
    state = SessionState.new(uecda(rounds=3), seed=5)
    while state.round_number < 2 or state.phase is not Phase.PLAY:
        seat = state.current_player
        assert seat is not None
        state.apply(seat, state.legal_moves(seat)[0])
    holder = next(s for s in range(5) if Card(Rank.THREE, Suit.DIAMONDS) in state.hands[s])
    assert state.turn == holder
    assert any(e.kind is EventKind.HOLDS_THREE and e.seat == holder for e in state.events[state.round_events_start :])


def play_session(seed: int, rounds: int) -> SessionState:
    rng = random.Random(seed)
    state = SessionState.new(uecda(rounds=rounds), seed)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        moves = state.legal_moves(seat)
        state.apply(seat, rng.choice(moves))
        assert state.card_count() == 53
    return state


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_sessions_give_fifteen_points_a_round_and_keep_every_card(seed: int) -> None:
    state = play_session(seed, rounds=3)
    assert sum(state.scores) == 15 * 3
    for result in state.results:
        assert sorted(result.points) == [1, 2, 3, 4, 5]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_every_listed_sequence_lies_wholly_above_the_table(seed: int) -> None:
    rng = random.Random(seed)
    state = SessionState.new(uecda(rounds=2), seed)
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        top = state.top
        for _move, play in state.listed_moves(seat):
            if play is not None and top is not None and play.is_sequence and state.phase is Phase.PLAY:
                low, high = run_span(play)
                top_low, top_high = run_span(top)
                assert (high < top_low) if state.order.reversed else (low > top_high)
        state.apply(seat, rng.choice(state.legal_moves(seat)))

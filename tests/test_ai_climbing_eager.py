"""The eager opponent model of the hard level's UECda playouts (game/ai/climbing/eager.py):
what it leads, what it follows with, when it passes, all on hand-built UECda tables."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.climbing.eager import eager_move, loose_cards
from game.climbing.moves import Pass, PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import uecda
from game.climbing.pending import Phase
from game.climbing.plays import PlayKind
from game.climbing.state import SessionState


def table(*hands: str, turn: int = 0) -> SessionState:
    texts = list(hands) + [""] * (5 - len(hands))
    return SessionState.arranged(uecda(), [parse_cards(text) for text in texts], turn)


def single(text: str) -> PlayCards:
    return PlayCards(tuple(parse_cards(text)))


def cards_of(move: object) -> frozenset:
    assert isinstance(move, PlayCards)
    return frozenset(move.cards)


def test_loose_cards_are_in_no_set_and_no_natural_run() -> None:
    hand = parse_cards("3♠ 3♥ 5♦ 6♦ 7♦ 9♣ J♠ K♠ BJ")
    assert loose_cards(hand) == set(parse_cards("9♣ J♠ K♠"))


def test_the_lead_is_the_longest_sequence_then_the_largest_set() -> None:
    state = table("3♠ 3♥ 3♣ 9♦ T♦ J♦ Q♦ 5♣", "4♦")
    assert cards_of(eager_move(state, 0)) == frozenset(parse_cards("9♦ T♦ J♦ Q♦"))
    state = table("4♠ 9♥ 9♣ 9♠ K♦ 5♣", "4♦")
    assert cards_of(eager_move(state, 0)) == frozenset(parse_cards("9♥ 9♣ 9♠"))


def test_a_single_is_answered_by_the_weakest_loose_card_then_the_joker_else_a_pass() -> None:
    state = table("4♣ 3♥", "6♠ 6♥ 7♦ 8♦ 9♦ K♣ A♥", turn=0)
    state.apply(0, single("4♣"))
    assert cards_of(eager_move(state, 1)) == frozenset(parse_cards("K♣"))
    state = table("K♦ 4♣", "6♠ 6♥ Q♣ BJ", turn=0)
    state.apply(0, single("K♦"))
    assert cards_of(eager_move(state, 1)) == frozenset(parse_cards("BJ"))
    state = table("K♦ 4♣", "6♠ 6♥ Q♣ A♠ A♣", turn=0)
    state.apply(0, single("K♦"))
    assert eager_move(state, 1) == Pass()


def test_a_set_is_answered_without_breaking_a_bigger_set() -> None:
    state = table("4♣ 4♦ 3♥", "7♠ 7♥ 7♣ Q♠ Q♥", turn=0)
    state.apply(0, PlayCards(tuple(parse_cards("4♣ 4♦"))))
    assert cards_of(eager_move(state, 1)) == frozenset(parse_cards("Q♠ Q♥"))
    state = table("4♣ 4♦ 3♥", "7♠ 7♥ 7♣ K♦ BJ", turn=0)
    state.apply(0, PlayCards(tuple(parse_cards("4♣ 4♦"))))
    assert cards_of(eager_move(state, 1)) == frozenset(parse_cards("K♦ BJ"))


def test_a_sequence_is_answered_by_the_weakest_of_its_length() -> None:
    state = table("3♠ 4♠ 5♠ 2♣", "7♥ 8♥ 9♥ T♥ J♣ Q♣ K♣", turn=0)
    state.apply(0, PlayCards(tuple(parse_cards("3♠ 4♠ 5♠")), PlayKind.SEQUENCE))
    move = eager_move(state, 1)
    assert cards_of(move) == frozenset(parse_cards("7♥ 8♥ 9♥"))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000))
def test_whole_rounds_played_by_the_model_make_only_listed_moves(seed: int) -> None:
    """Dealt UECda rounds played to the end by the model (choices by the first listed move)."""
    state = SessionState.new(uecda(), seed)
    rng = random.Random(seed)
    for _ in range(600):
        seat = state.current_player
        if seat is None or state.phase is not Phase.PLAY:
            break
        move = eager_move(state, seat)
        listed = [m for m, _ in state.listed_moves(seat)]
        if move is None:
            move = rng.choice(listed)
        assert move in listed
        state.apply(seat, move)
    assert state.phase is not Phase.PLAY

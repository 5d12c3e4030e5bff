"""Helpers shared by the climbing-game tests (imported as ``test_climbing_support``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, replace

from game.ai.climbing.eager import eager_move
from game.ai.climbing.hard import playout_move
from game.climbing import ClimbingOptions, JokerRole, PlayKind, RuleId, SessionState
from game.climbing.moves import Move, Pass, PlayCards
from game.climbing.notation import parse_card, parse_cards
from game.climbing.options import uecda
from game.climbing.plays import Play
from game.core.cards import Card, Rank, Suit


def bare(**changes: object) -> ClimbingOptions:
    """Four players, two wild jokers, one round, every house rule off, then ``changes``."""
    base = replace(
        ClimbingOptions(),
        **{rule.value: False for rule in RuleId},
        players=4,
        jokers=2,
        rounds=1,
        joker_role=JokerRole.WILD,
    )
    return replace(base, **changes)


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def arrange(
    options: ClimbingOptions,
    hands: list[str],
    turn: int = 0,
    discard: str = "",
    previous: tuple[int, ...] | None = None,
    seed: int = 0,
) -> SessionState:
    return SessionState.arranged(
        options, [cards(h) for h in hands], turn, seed=seed, discard=cards(discard), previous_order=previous
    )


def play(state: SessionState, seat: int, text: str, kind: PlayKind = PlayKind.SET) -> None:
    state.apply(seat, PlayCards(tuple(cards(text)), kind))


def pass_(state: SessionState, seat: int) -> None:
    state.apply(seat, Pass())


def announced(state: SessionState, msgid: str) -> bool:
    return any(event.phrase.msgid == msgid for event in state.events)


def can_play(state: SessionState, seat: int, text: str, kind: PlayKind = PlayKind.SET) -> bool:
    return PlayCards(tuple(cards(text)), kind) in state.legal_moves(seat)


@dataclass(frozen=True)
class Turn:
    """One move of :func:`eager_rounds`: the live ``state`` just after it, the ``seat`` that made it,
    the ``move``, the trick's ``top`` it answered and the moves ``listed`` for it."""

    state: SessionState
    seat: int
    move: Move
    top: Play | None
    listed: list[Move]


def eager_rounds(seed: int, rounds: int = 1, planned: int | None = None) -> Iterator[Turn]:
    """Dealt UECda rounds played by the eager model at every seat (the playout policy where
    the model has no move), the ``planned`` seat by the hard level's own playouts with the
    plan and 8 Cut (``playout_move``): a :class:`Turn` after each move."""
    state = SessionState.new(uecda(rounds=rounds), seed)
    rng = random.Random(seed)
    for _ in range(1500):
        seat = state.current_player
        if seat is None:
            return
        top = state.top
        listed = [m for m, _ in state.listed_moves(seat)]
        move = None if seat == planned else eager_move(state, seat)
        if move is None:
            move = playout_move(state, seat, rng, seat == planned, seat == planned)
        state.apply(seat, move)
        yield Turn(state, seat, move, top, listed)


def test_notation_reads_ranks_suits_and_jokers() -> None:
    assert parse_card("T♥") == Card(Rank.TEN, Suit.HEARTS)
    assert parse_card("10d") == Card(Rank.TEN, Suit.DIAMONDS)
    assert parse_card("RJ") == Card(Rank.RED_JOKER, None)
    assert cards("3♠ BJ") == [Card(Rank.THREE, Suit.SPADES), Card(Rank.BLACK_JOKER, None)]

"""Helpers shared by the climbing-game tests (imported as ``test_climbing_support``)."""

from __future__ import annotations

from dataclasses import replace

from game.climbing import ClimbingOptions, JokerRole, PlayKind, RuleId, SessionState
from game.climbing.moves import Pass, PlayCards
from game.climbing.notation import parse_card, parse_cards
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


def test_notation_reads_ranks_suits_and_jokers() -> None:
    assert parse_card("T♥") == Card(Rank.TEN, Suit.HEARTS)
    assert parse_card("10d") == Card(Rank.TEN, Suit.DIAMONDS)
    assert parse_card("RJ") == Card(Rank.RED_JOKER, None)
    assert cards("3♠ BJ") == [Card(Rank.THREE, Suit.SPADES), Card(Rank.BLACK_JOKER, None)]

"""The kept set plays (game.climbing.hand_sets) and the quick frozen constructor (game.core.frozen).

A hand's sets carried over plays must be the sets made afresh from the hand that is left,
in the same order, and the listing's sets must be what the rules of one rank make.
"""

from __future__ import annotations

import dataclasses
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_climbing_support import bare

from game.climbing.hand_sets import HandSets
from game.climbing.options import JokerRole
from game.climbing.plays import JOKER_RANK, PlayKind
from game.core.cards import Card, make_deck, sort_cards
from game.core.frozen import quick_init

DECK = make_deck(jokers=2)


def reference_sets(hand: list[Card], wild: bool) -> list[tuple[tuple[Card, ...], int]]:
    """Every set of ``hand`` by brute force, as (sorted cards, rank), in listing order."""
    out: list[tuple[tuple[Card, ...], int]] = []
    jokers = [c for c in hand if c.is_joker]
    fills = [()] + ([tuple(sort_cards(list(c))) for k in (1, 2) for c in combinations(jokers, k)] if wild else [])
    ranks = list(dict.fromkeys(c.rank for c in hand if not c.is_joker))
    for rank in ranks:
        naturals = [c for c in hand if c.rank == rank]
        for k in range(1, len(naturals) + 1):
            for combo in combinations(naturals, k):
                out += [(tuple(sort_cards(list(combo))) + extra, rank) for extra in fills]
    out += [((j,), JOKER_RANK) for j in jokers]
    if wild and len(jokers) == 2:
        out.append((tuple(sort_cards(jokers)), JOKER_RANK))
    return out


hands = st.lists(st.sampled_from(DECK), min_size=1, max_size=14, unique=True)


@settings(max_examples=150, deadline=None)
@given(hands, st.booleans(), st.booleans(), st.data())
def test_carried_sets_equal_fresh_sets(hand: list[Card], wild: bool, sort: bool, data: st.DataObject) -> None:
    options = bare(joker_role=JokerRole.WILD if wild else JokerRole.TRUMP)
    hand = sort_cards(hand) if sort else list(hand)
    sets = HandSets.of(hand, options)
    while hand:
        listed = [(play.cards, play.rank) for _, play in sets.every()]
        assert listed == reference_sets(hand, wild)
        assert all(move.cards == play.cards and move.kind is PlayKind.SET for move, play in sets.every())
        for size in range(1, 6):
            assert [p for _, p in sets.of_size(size)] == [p for _, p in sets.every() if p.size == size]
        _move, play = data.draw(st.sampled_from(sets.every()))
        for card in play.cards:
            hand.remove(card)
        sets = sets.after_play(play.cards, hand)
        assert sets.matches(hand, options)


def test_stronger_sets_only() -> None:
    options = bare(joker_role=JokerRole.TRUMP)
    hand = sort_cards([c for c in DECK if c.rank in (3, 7, 12) or c.is_joker])
    sets = HandSets.of(hand, options)
    strengths = tuple(range(20))
    ranks = {play.rank for _, play in sets.of_size(1, strengths, 7)}
    assert ranks == {12, JOKER_RANK}
    assert {play.rank for _, play in sets.of_size(2, strengths, 7)} == {12}


@quick_init
@dataclasses.dataclass(frozen=True)
class Sample:
    kind: str
    count: int = 0
    cards: tuple[int, ...] = ()


def test_quick_init_keeps_the_dataclass() -> None:
    made = Sample("a", cards=(1, 2))
    assert made == Sample("a", 0, (1, 2)) and hash(made) == hash(Sample("a", 0, (1, 2)))
    assert repr(made) == "Sample(kind='a', count=0, cards=(1, 2))"
    assert dataclasses.replace(made, count=3).count == 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.count = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]


def test_quick_init_refuses_what_it_cannot_keep() -> None:
    @dataclasses.dataclass
    class Loose:
        value: int

    @dataclasses.dataclass(frozen=True)
    class Made:
        values: list[int] = dataclasses.field(default_factory=list)

    for cls in (Loose, Made):
        with pytest.raises(TypeError):
            quick_init(cls)

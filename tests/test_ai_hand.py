"""Hand splitting on rank counts (game.ai.doudizhu.hand)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.hand import (
    GroupKind,
    HandShape,
    best_plan,
    counts_of,
    hand_score,
    minus,
    score_and_turns,
    strength,
)
from game.core.cards import RANK_SYMBOLS


def hand(text: str) -> tuple[int, ...]:
    return counts_of([RANK_SYMBOLS.index(symbol) for symbol in text])


STANDARD = HandShape()


def kinds(text: str, shape: HandShape = STANDARD) -> list[GroupKind]:
    return sorted((g.kind for g in best_plan(hand(text), shape).groups), key=lambda k: k.value)


def test_straight_is_one_turn() -> None:
    plan = best_plan(hand("34567"))
    assert plan.turns == 1
    assert [g.kind for g in plan.groups] == [GroupKind.STRAIGHT]


def test_rocket_and_bombs_stay_intact() -> None:
    plan = best_plan(hand("3456777789BR"))
    found = {g.kind for g in plan.groups}
    assert GroupKind.ROCKET in found and GroupKind.BOMB in found
    assert not any(g.kind is GroupKind.STRAIGHT for g in plan.groups)


def test_triples_carry_attachments() -> None:
    assert best_plan(hand("3335")).turns == 1
    assert best_plan(hand("333444579")).turns == 2  # airplane with wings 5 and 7, then the 9
    assert best_plan(hand("33355")).turns == 1


def test_no_single_attachments_on_the_four_player_table() -> None:
    four = HandShape(rocket_copies=2, single_attachments=False)
    assert best_plan(hand("3335"), four).turns == 2
    assert best_plan(hand("33355"), four).turns == 1


def test_runs_are_not_split_for_nothing() -> None:
    # 3-7 straight plus a pair of 9s: two turns; splitting the straight would cost more.
    assert best_plan(hand("3456799")).turns == 2


def test_shedding_a_weak_group_beats_spending_a_two() -> None:
    start = hand("3456789TKK2")
    weak = minus(start, [RANK_SYMBOLS.index(s) for s in "3456789T"])
    spent = minus(start, [RANK_SYMBOLS.index("2")])
    assert hand_score(weak) > hand_score(spent)


def test_strength_orders_obvious_hands() -> None:
    strong = hand("BR22AAKKQQJ3333T9")
    weak = hand("3456689TTJQ4578J9")
    assert strength(strong) > strength(weak) + 10


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 14), min_size=1, max_size=20))
def test_a_plan_uses_exactly_the_hand(ranks: list[int]) -> None:
    counts = [0] * 15
    for rank in ranks:
        if counts[rank] < (4 if rank < 13 else 1):
            counts[rank] += 1
    plan = best_plan(tuple(counts))
    used = [0] * 15
    for group in plan.groups:
        if group.kind is GroupKind.ROCKET:
            used[13] += group.size // 2
            used[14] += group.size // 2
            continue
        width = group.size // group.length
        for rank in range(group.low, group.low + group.length):
            used[rank] += width
    assert used == counts
    assert 1 <= plan.turns <= sum(counts)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.integers(0, 14), max_size=33),
    st.sampled_from([STANDARD, HandShape(single_attachments=False), HandShape(rocket_copies=2)]),
)
def test_the_kept_score_and_turns_are_the_plans(ranks: list[int], shape: HandShape) -> None:
    """``score_and_turns`` splits a new hand without building its groups: the same score
    and turns as ``best_plan`` (one or two decks)."""
    counts = [0] * 15
    for rank in ranks:
        if counts[rank] < (8 if rank < 13 else 2):
            counts[rank] += 1
    plan = best_plan(tuple(counts), shape)
    score, turns = score_and_turns(tuple(counts), shape)
    assert turns == plan.turns
    assert score == (plan.score if any(counts) else 1000.0)
    assert hand_score(tuple(counts), shape) == score

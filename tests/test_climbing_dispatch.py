"""The climbing engine's parts: the effect table covers every effect, and a state's parts
are its own (a clone shares none of them)."""

from __future__ import annotations

from typing import get_args

from test_climbing_support import arrange, bare, play

from game.climbing.effects import Act, Effect
from game.climbing.flow import HANDLERS, effect_kind


def test_every_effect_kind_has_exactly_one_handler() -> None:
    # A kind is a dataclass of the Effect union, or one member of Act (the effects without data).
    kinds = {*(set(get_args(Effect)) - {Act}), *Act}
    assert set(HANDLERS) == kinds
    assert len(HANDLERS) == len(kinds)
    assert effect_kind(Act.CUT_TRICK) is Act.CUT_TRICK


def test_a_clone_copies_the_trick_the_turns_and_the_choice() -> None:
    state = arrange(bare(ten_discard=True), ["T♠ 9♣ 4♦", "5♠ K♦", "7♠ 7♥", "3♠ J♣"])
    play(state, 0, "T♠")  # 10 Discard: a choice is pending, with the plan behind it
    assert state.pending is not None and state.choice.plan is not None
    copy = state.clone()
    for part in ("trick", "turns", "choice"):
        assert getattr(copy, part) == getattr(state, part) and getattr(copy, part) is not getattr(state, part)
    assert copy.choice.plan == state.choice.plan and copy.choice.plan is not state.choice.plan
    copy.trick.passed.add(3)
    copy.turns.finished.append(2)
    copy.choice.stoppers.append(1)
    assert state.passed == set() and state.finished == [] and state.choice.stoppers == []

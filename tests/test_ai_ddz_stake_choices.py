"""The computer levels' B.5 choices follow their own estimate of the hand (docs/RULES.md B.5):
over a fixed set of seeded deals, the normal and the hard level grab the landlord with every
strong hand and as the landlord double every strong hand, and do neither with a weak one."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from game.ai.doudizhu.hand import BID_THRESHOLDS, strength
from game.ai.doudizhu.hard import HardPlayer
from game.ai.doudizhu.normal import NormalPlayer
from game.ai.doudizhu.stakes import DOUBLE_THRESHOLDS, says_yes
from game.ai.doudizhu.view import view_of
from game.ai.player import Player
from game.doudizhu.moves import Call, Double, Grab, Move
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.state import DealState, Phase

RULES = StakeOptions(bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True).apply(
    TableRules.three())
SEEDS = range(120)
"""The deals the hands come from (seeded: the same hands every run)."""
MARGIN = 3.0
"""How far above (strong) or below (weak) the step's threshold a hand's strength is."""
HANDS = 4
"""Strong and weak hands per step."""
_, GRAB, _ = BID_THRESHOLDS[3]
_, _, DOUBLE, _ = DOUBLE_THRESHOLDS[3]


def hard(seat: int) -> Player[Move]:
    """The hard level on a counted clock (each reading of the timer is 1 ms): deterministic."""
    ticks = iter(range(10**9))
    return HardPlayer(seat, seed=seat + 7, budget_ms=150, timer=lambda: next(ticks) / 1e3)


def normal(seat: int) -> Player[Move]:
    return NormalPlayer(seat, seed=seat + 7)


LEVELS: dict[str, Callable[[int], Player[Move]]] = {"normal": normal, "hard": hard}


def to_grab(seed: int) -> DealState:
    """Seat 1 called the landlord: seat 2 may grab (its dealt hand)."""
    state = DealState.new(RULES, seed)
    hands = [list(hand) for hand in state.hands]
    state = DealState.dealt(RULES, hands, list(state.bottom), 1)
    state.apply(1, Call(True))
    return state


def to_double(seed: int) -> DealState:
    """Seat 0 called, nobody grabbed and neither farmer doubled: the landlord (with the
    bottom) may double."""
    state = DealState.new(RULES, seed)
    state = DealState.dealt(RULES, [list(hand) for hand in state.hands], list(state.bottom), 0)
    for seat, move in ((0, Call(True)), (1, Grab(False)), (2, Grab(False)), (1, Double(1)), (2, Double(1))):
        state.apply(seat, move)
    assert state.phase is Phase.DOUBLING and state.current_player == 0
    return state


def hands(build: Callable[[int], DealState], threshold: float, strong: bool) -> Iterator[DealState]:
    """The first ``HANDS`` seeded states whose deciding hand is ``MARGIN`` above (strong) or
    below (weak) ``threshold``."""
    found = 0
    for seed in SEEDS:
        state = build(seed)
        seat = state.current_player
        assert seat is not None
        view = view_of(state.observation(seat))
        value = strength(view.hand, view.shape)
        if (value >= threshold + MARGIN) if strong else (value <= threshold - MARGIN):
            found += 1
            yield state
            if found == HANDS:
                return
    raise AssertionError("too few seeded hands")


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize(("build", "threshold"), [(to_grab, GRAB), (to_double, DOUBLE)], ids=["grab", "double"])
@pytest.mark.parametrize("strong", [True, False], ids=["strong", "weak"])
def test_strong_hands_grab_and_double_and_weak_hands_do_not(
    level: str, build: Callable[[int], DealState], threshold: float, strong: bool
) -> None:
    for state in hands(build, threshold, strong):
        seat = state.current_player
        assert seat is not None
        move = LEVELS[level](seat).choose(state.observation(seat))
        assert isinstance(move, (Grab, Double)) and says_yes(move) is strong, (level, move)

"""B.5 options in play: simulated deals over drawn option combinations (zero-sum, the
breakdown agrees with the events) and the three AI levels' calls, grabs, doubles and opens."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.hard import HardPlayer
from game.ai.doudizhu.normal import NormalPlayer
from game.ai.doudizhu.stakes import StakeDecision, StakeStep
from game.ai.doudizhu.view import view_of
from game.ai.factory import make_player
from game.core.reason import english_ngettext
from game.doudizhu.moves import Bid, Call, Double, Grab, OpenHand
from game.doudizhu.notation import hands_of
from game.doudizhu.observation import Phase
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.stakes import StakeKind
from game.doudizhu.state import DealState
from game.sim.doudizhu import TableSetup, run


@st.composite
def setups(draw: st.DrawFn) -> TableSetup:
    table = draw(st.sampled_from(["ddz3", "ddz4", "ddz2"]))
    two = table == "ddz2"
    stakes = StakeOptions(
        bidding=BiddingKind.POINTS if two else draw(st.sampled_from(list(BiddingKind))),
        doubling=draw(st.sampled_from(list(DoublingKind))),
        open_hand=draw(st.booleans()),
        no_shuffle=draw(st.booleans()),
        cap=None if two else draw(st.sampled_from([None, 24, 48, 96])),
    )
    move_ms = draw(st.sampled_from([3000, 40_000]))  # 40 s: every turn runs out
    return TableSetup(table, wild=draw(st.booleans()), clock=draw(st.booleans()), move_ms=move_ms, stakes=stakes)


def check_result(state: DealState) -> None:
    result = state.result
    assert result is not None and sum(result.points) == 0
    if result.winner is None:
        return
    parts = result.breakdown
    assert parts is not None and parts.points == result.points
    kinds = [event.kind for event in state.stake_events]
    assert parts.grabs == kinds.count(StakeKind.GRABBED) == state.grabs
    assert parts.open_hand == (StakeKind.OPENED in kinds) == state.opened
    common = parts.grab_factor * parts.open_factor * parts.bomb_factor * parts.spring_factor
    cap = state.rules.multiplier_cap
    assert result.multiplier == (common if cap is None else min(cap, common))
    sign = 1 if state.landlord == result.winning_seat else -1
    assert state.landlord is not None
    landlord_double = state.doubles[state.landlord] or 1
    for settlement in parts.settlements:
        want = common * (state.doubles[settlement.farmer] or 1) * landlord_double
        want = want if cap is None else min(cap, want)
        assert settlement.multiplier == want and result.points[settlement.farmer] == -sign * parts.bid * want


@settings(max_examples=15, deadline=None)
@given(setup=setups(), seed=st.integers(0, 2**20))
def test_simulated_deals_over_every_combination_are_zero_sum(setup: TableSetup, seed: int) -> None:
    n = setup.rules().players
    report = run(setup, ["random", "easy", "normal", "random"][:n], 2, seed)
    assert report.deals == 2
    for deal in range(2):
        check_result(setup.play(["random", "easy", "normal", "random"][:n], seed + deal))


def test_the_hard_level_plays_every_step_on_every_table() -> None:
    for table in ("ddz3", "ddz4"):
        stakes = StakeOptions(BiddingKind.CALL_GRAB, DoublingKind.SUPER, True, True, 48)
        setup = TableSetup(table, budget_ms=1.0, stakes=stakes)
        check_result(setup.play(["hard"] * setup.rules().players, 7))
    setup = TableSetup("ddz2", budget_ms=1.0, stakes=StakeOptions(doubling=DoublingKind.SUPER, open_hand=True))
    check_result(setup.play(["hard", "hard"], 7))


STRONG = "2222 AAA KKK BJ RJ 3333 Q"  # the rocket, two bombs: 17 cards
WEAK = "456789TJ 456789TJ Q"


def _strong_deal(rules: TableRules) -> DealState:
    hands = hands_of([STRONG, WEAK, WEAK, "QKA"])
    *seats, bottom = hands
    return DealState.dealt(rules, seats, bottom, first_bidder=0)


def test_every_level_calls_grabs_doubles_and_opens_by_its_estimate() -> None:
    rules = StakeOptions(BiddingKind.CALL_GRAB, DoublingKind.SUPER, open_hand=True).apply(TableRules.three())
    for level in ("normal", "hard"):
        state = _strong_deal(rules)
        players = [make_player(level, seat, seat, budget_ms=5.0) for seat in range(3)]
        first = players[0].choose(state.observation(0))
        assert first == Call(True), level
        state.apply(0, first)
        weak = players[1].choose(state.observation(1))
        assert weak == Grab(False), level
        state.apply(1, weak)
        state.apply(2, Grab(False))
        assert state.phase is Phase.DOUBLING
        state.apply(1, players[1].choose(state.observation(1)))
        assert state.doubles[1] == 1, level  # the weak farmer does not double
        state.apply(2, Double(1))
        landlord = players[0].choose(state.observation(0))
        # a hard level that never doubles is not hard
        assert isinstance(landlord, Double) and landlord.factor > 1, level
        state.apply(0, landlord)
        shown = players[0].choose(state.observation(0))
        assert shown in (OpenHand(True), OpenHand(False))
        decision = players[0].last_decision  # type: ignore[union-attr]
        assert isinstance(decision, StakeDecision) and decision.step is StakeStep.OPEN and decision.move == shown
        assert (decision.odds is None) == (level == "normal")
        assert decision.phrase().render(lambda text: text, english_ngettext).startswith("hand strength")


def test_easy_and_random_levels_only_pick_listed_b5_moves() -> None:
    rules = replace(
        TableSetup("ddz4").rules(), bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True
    )
    for seed in range(6):
        state = DealState.new(rules, seed)
        players = [make_player(level, seat, seed) for seat, level in enumerate(["easy", "random", "easy", "random"])]
        while state.phase is not Phase.PLAYING and not state.is_over():
            seat = state.current_player
            assert seat is not None
            move = players[seat].choose(state.observation(seat))
            assert move in state.legal_moves(seat)
            state.apply(seat, move)


def test_the_hard_world_gives_the_landlord_the_shown_cards() -> None:
    rules = StakeOptions(open_hand=True).apply(TableRules.three())
    state = _strong_deal(rules)
    state.apply(0, Bid(3))
    state.apply(0, OpenHand(True))
    player = HardPlayer(1, 3, budget_ms=1.0)
    obs = state.observation(1)
    for _ in range(5):
        world = player._guess_world(view_of(obs), obs, [])
        assert world.hand_counts(0) == state.hand_counts(0)
    assert isinstance(NormalPlayer(0).last_decision, type(None))

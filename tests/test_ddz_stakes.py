"""B.5 options (docs/RULES.md B.5): call and grab, doubling, open hand, caps, the breakdown.

Rule tests drive the engine move by move; the stake test goes through every combination
of grabs, open hand, doubles, cap, bombs, spring and winner on three and four players.
"""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from game.core.reason import IllegalMove, Reason
from game.doudizhu import refusals
from game.doudizhu.clock import timeout_move
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Call, Double, Grab, Move, OpenHand, Pass
from game.doudizhu.notation import hands_of, parse_ranks
from game.doudizhu.observation import Phase
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.scoring import Stakes, score
from game.doudizhu.stakes import StakeKind
from game.doudizhu.state import DealState

CALL_GRAB = StakeOptions(bidding=BiddingKind.CALL_GRAB)
EVERYTHING = StakeOptions(BiddingKind.CALL_GRAB, DoublingKind.SUPER, open_hand=True)


def deal(rules: TableRules, first: int = 0, seed: int = 1) -> DealState:
    """A call-and-grab-ready deal of ``rules`` whose first bidder is ``first``."""
    state = DealState.new(rules, seed)
    state.first_bidder = state.current_player = first
    return state


def refused(state: DealState, seat: int, move: Move) -> Reason:
    before = state.clone()
    with pytest.raises(IllegalMove) as caught:
        state.apply(seat, move)
    assert vars(state).keys() == vars(before).keys()
    assert state.observation(seat) == before.observation(seat), "a refusal changed the state"
    return caught.value.reason


def play(state: DealState, seat: int, text: str) -> None:
    """Play exactly the cards ``text`` (its only reading) or pass (``""``)."""
    if not text:
        state.apply(seat, Pass())
        return
    ranks = tuple(sorted(parse_ranks(text)))
    (move,) = [m for m in state.legal_moves(seat) if isinstance(m, Play) and m.ranks == ranks]
    state.apply(seat, move)


# --- call and grab -----------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4])
def test_nobody_calls_deals_again(players: int) -> None:
    rules = CALL_GRAB.apply(TableRules.three() if players == 3 else TableRules.four())
    state = deal(rules)
    assert state.legal_moves() == [Call(False), Call(True)]
    for seat in range(players):
        state.apply(seat, Call(False))
    assert state.redeals == 1 and state.phase is Phase.BIDDING and state.called_by is None
    assert state.landlord is None and state.stake_events == []


@pytest.mark.parametrize("players", [3, 4])
def test_a_call_nobody_grabs_makes_the_caller_landlord_at_one(players: int) -> None:
    rules = CALL_GRAB.apply(TableRules.three() if players == 3 else TableRules.four())
    state = deal(rules, first=1)
    state.apply(1, Call(True))
    for seat in range(2, 1 + players):
        assert state.legal_moves() == [Grab(False), Grab(True)]
        state.apply(seat % players, Grab(False))
    assert state.landlord == 1 and state.bid == 1 and state.multiplier == 1 and state.grabs == 0
    assert state.phase is Phase.PLAYING and state.current_player == 1


def test_every_grab_doubles_and_the_caller_has_the_last_word() -> None:
    state = deal(CALL_GRAB.apply(TableRules.three()))
    state.apply(0, Call(True))
    state.apply(1, Grab(True))
    state.apply(2, Grab(True))
    assert state.multiplier == 4 and state.current_player == 0  # the last word
    state.apply(0, Grab(True))
    assert state.landlord == 0 and state.grabs == 3 and state.multiplier == 8
    kinds = [event.kind for event in state.stake_events]
    assert kinds == [StakeKind.CALLED, StakeKind.GRABBED, StakeKind.GRABBED, StakeKind.GRABBED]
    assert refused(state, 1, Grab(True)) == refusals.GRABBING_OVER


def test_the_last_to_grab_is_landlord_when_the_caller_lets_go() -> None:
    state = deal(CALL_GRAB.apply(TableRules.four()), first=2)
    state.apply(2, Call(True))
    state.apply(3, Grab(False))
    state.apply(0, Grab(True))
    state.apply(1, Grab(False))
    state.apply(2, Grab(False))
    assert state.landlord == 0 and state.multiplier == 2


def test_a_seat_that_declined_to_call_may_not_grab() -> None:
    state = deal(CALL_GRAB.apply(TableRules.three()))
    state.apply(0, Call(False))
    state.apply(1, Call(True))
    assert refused(state, 0, Grab(True)) == refusals.NO_GRAB_LEFT
    state.apply(2, Grab(True))
    assert state.current_player == 1  # seat 0 is skipped: the caller's last word
    assert refused(state, 2, Grab(True)) == refusals.NO_GRAB_LEFT
    state.apply(1, Grab(False))
    assert state.landlord == 2 and state.grabs == 1


def test_wrong_auction_moves_are_refused_with_a_reason() -> None:
    grab_table = deal(CALL_GRAB.apply(TableRules.three()))
    assert refused(grab_table, 0, Bid(1)) == refusals.NO_POINTS_BIDS
    assert refused(grab_table, 0, Grab(True)) == refusals.NOTHING_TO_GRAB
    assert refused(grab_table, 0, Double(2)) == refusals.NO_DOUBLING
    grab_table.apply(0, Call(True))
    assert refused(grab_table, 1, Call(True)) == refusals.ALREADY_CALLED
    points = DealState.new(TableRules.three(), 1)
    seat = points.current_player
    assert seat is not None
    assert refused(points, seat, Call(True)) == refusals.NO_CALL_GRAB
    assert refused(points, seat, OpenHand(True)) == refusals.NO_OPEN_HAND


def test_call_and_grab_and_caps_are_not_offered_to_two_players() -> None:
    with pytest.raises(ValueError):
        CALL_GRAB.apply(TableRules.two())
    with pytest.raises(ValueError):
        StakeOptions(cap=48).apply(TableRules.two())
    two = StakeOptions(doubling=DoublingKind.SUPER, open_hand=True, no_shuffle=True).apply(TableRules.two())
    assert two.open_hand and two.no_shuffle


# --- doubling and the open hand ----------------------------------------------------


def test_farmers_double_in_turn_then_the_landlord_then_the_open_hand() -> None:
    rules = EVERYTHING.apply(TableRules.four())
    state = deal(rules, first=1)
    assert refused(state, 1, Double(2)) == refusals.NOT_DOUBLING_YET
    state.apply(1, Call(True))
    for seat in (2, 3, 0):
        state.apply(seat, Grab(False))
    assert state.phase is Phase.DOUBLING and state.current_player == 2 and state.bottom_revealed
    assert state.legal_moves() == [Double(1), Double(2), Double(4)]
    assert refused(state, 2, Pass()) == refusals.DOUBLING_RUNNING
    assert state.refusal(2, state.hands[2][:1]) == refusals.DOUBLING_RUNNING
    state.apply(2, Double(2))
    assert refused(state, 2, Double(4)) == refusals.ALREADY_DOUBLED
    assert refused(state, 1, Double(2)) == refusals.NOT_YOUR_TURN
    state.apply(3, Double(1))
    state.apply(0, Double(4))
    assert refused(state, 1, OpenHand(True)) == refusals.NOT_OPENING_TIME
    state.apply(1, Double(2))
    assert state.phase is Phase.OPENING and state.current_player == 1
    assert state.observation(2).open_cards is None
    assert refused(state, 2, OpenHand(True)) == refusals.ONLY_LANDLORD_OPENS
    assert refused(state, 1, Double(2)) == refusals.DOUBLING_OVER
    state.apply(1, OpenHand(True))
    assert state.phase is Phase.PLAYING and state.multiplier == 2 and state.doubles == [4, 2, 2, 1]
    for seat in range(4):
        assert state.observation(seat).open_cards == tuple(state.hands[1])


def test_a_plain_double_table_has_no_super_double() -> None:
    rules = StakeOptions(doubling=DoublingKind.DOUBLE).apply(TableRules.three())
    state = DealState.dealt(rules, *_spring_cards(), first_bidder=0)
    state.apply(0, Bid(3))
    assert state.phase is Phase.DOUBLING and state.current_player == 1
    assert refused(state, 1, Double(4)) == refusals.NO_SUPER_DOUBLE
    state.apply(1, Double(2))
    state.apply(2, Double(1))
    state.apply(0, Double(1))
    assert state.phase is Phase.PLAYING and state.current_player == 0


@pytest.mark.parametrize(("step", "declined"), [("call", Call(False)), ("grab", Grab(False)),
                                                ("double", Double(1)), ("open", OpenHand(False))])
def test_a_turn_that_runs_out_in_a_b5_step_declines(step: str, declined: Move) -> None:
    rules = replace(EVERYTHING.apply(TableRules.three()), clock=True)
    state = deal(rules)
    if step != "call":
        state.apply(0, Call(True))
    if step in ("double", "open"):
        state.apply(1, Grab(False))
        state.apply(2, Grab(False))
    if step == "open":
        for seat in (1, 2, 0):
            state.apply(seat, Double(1))
    assert state.timeout_move() == declined == timeout_move(state.legal_moves())
    state.tick(rules.turn_ms)
    assert state.turn_timed_out
    seat = state.current_player
    assert seat is not None
    state.apply(seat, declined)
    assert state.stake_events[-1].by_clock and state.stake_events[-1].seat == seat


def test_a_points_bid_or_a_play_is_left_to_the_bot() -> None:
    state = DealState.new(replace(TableRules.four(), clock=True), 3)
    assert state.timeout_move() is None


# --- the score ---------------------------------------------------------------------


def _spring_cards() -> tuple[list[list], list]:
    """Seat 0 goes out with a bomb, a straight, a pair and a triple (the bottom ``KKK``)."""
    *hands, bottom = hands_of(["3333 456789TJQKA 22", "444555666777888 9 B", "99 TTTJJJQQQAAA 22 R", "KKK"])
    return hands, bottom


@pytest.mark.parametrize(("cap", "points"), [(None, (384, -128, -256)), (96, (192, -96, -96))])
def test_the_breakdown_tells_every_part_of_the_stake(cap: int | None, points: tuple[int, ...]) -> None:
    rules = replace(EVERYTHING.apply(TableRules.three()), multiplier_cap=cap)
    hands, bottom = _spring_cards()
    state = DealState.dealt(rules, hands, bottom, first_bidder=0)
    state.apply(0, Call(True))
    state.apply(1, Grab(True))
    state.apply(2, Grab(False))
    state.apply(0, Grab(True))  # two grabs: x4
    state.apply(1, Double(2))
    state.apply(2, Double(4))
    state.apply(0, Double(2))
    state.apply(0, OpenHand(True))  # x2
    for lead in ("3333", "456789TJQKA", "22"):
        play(state, 0, lead)
        play(state, 1, "")
        play(state, 2, "")
    play(state, 0, "KKK")
    result = state.result
    assert result is not None and result.breakdown is not None
    parts = result.breakdown
    assert result.points == parts.points == points and sum(points) == 0
    counted = (parts.bid, parts.grabs, parts.grab_factor, parts.bombs, parts.rockets, parts.bomb_factor)
    assert counted == (1, 2, 4, 1, 0, 2)
    assert parts.spring and parts.spring_factor == 2 and parts.open_hand and parts.open_factor == 2
    assert result.multiplier == min(32, cap or 32)
    assert [(s.farmer, s.farmer_double, s.landlord_double, s.uncapped) for s in parts.settlements] == [
        (1, 2, 2, 128),
        (2, 4, 2, 256),
    ]
    assert [s.capped for s in parts.settlements] == [cap is not None] * 2


@pytest.mark.parametrize("players", [3, 4])
def test_the_stake_of_every_combination(players: int) -> None:
    """Each farmer pays or gains bid x min(cap, grabs x open x bombs x spring x own double x
    landlord's double); the landlord the opposite of all of them together."""
    base = TableRules.three() if players == 3 else TableRules.four()
    caps = [None, 24, 48, 96] + ([1024] if players == 4 else [])
    farmers = list(range(1, players))
    parts = itertools.product(caps, range(4), (False, True), (1, 2, 8), (True, False))
    for cap, grabs, opened, bombs, landlord_won in parts:
        rules = replace(base, multiplier_cap=cap, bidding=BiddingKind.CALL_GRAB)
        common = 2**grabs * (2 if opened else 1) * bombs
        held = common if cap is None else min(cap, common)
        for doubles in itertools.product((1, 2, 4), repeat=players):
            stakes = Stakes(grabs, opened, doubles, bomb_factor=bombs)
            plays = [1, 0, 0, 0][:players] if landlord_won else [2, 1, 1, 1][:players]
            winner = 0 if landlord_won else 1
            result = score(rules, 0, winner, 1, held, plays, stakes)
            spring = 2 if landlord_won else 1
            sign = 1 if landlord_won else -1
            for farmer in farmers:
                want = common * spring * doubles[farmer] * doubles[0]
                want = want if cap is None else min(cap, want)
                assert result.points[farmer] == -sign * want
            assert sum(result.points) == 0
            assert result.breakdown is not None and result.breakdown.points == result.points


def test_the_seed_tables_are_unchanged_by_default() -> None:
    for rules in (TableRules.three(), TableRules.four(), TableRules.two()):
        assert StakeOptions().apply(rules) == rules
        assert rules.bidding is BiddingKind.POINTS and rules.doubling is DoublingKind.NONE
        assert not rules.open_hand and not rules.no_shuffle

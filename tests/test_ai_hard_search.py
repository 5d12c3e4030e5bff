"""The hard Dou Dizhu player's mid-game search parts: heuristic playouts, pass inference,
paired choice."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.hard import (
    DROP_LEAD,
    MIN_LEAD,
    RACE_WORLDS,
    SOLVED_WORLD_COST,
    CandidateStats,
    HardPlayer,
    live_share,
    race,
    sample_counts,
    varied,
    world_cards,
)
from game.ai.doudizhu.infer import HintSource, PassHint, bid_hints, contradictions, likely_world, pass_hints
from game.ai.doudizhu.normal import choose_move
from game.ai.doudizhu.policy import heuristic_playout, state_view
from game.ai.doudizhu.view import view_of
from game.ai.factory import make_player
from game.ai.player import finish
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.enumerate import legal_plays
from game.doudizhu.moves import Pass
from game.doudizhu.notation import parse_ranks
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase

TABLES = [TableRules.three(), dataclasses.replace(TableRules.four(), clock=False), TableRules.two()]


def advance(state: DealState, plays: int) -> DealState:
    """Play the auction and ``plays`` moves with normal players."""
    players = [make_player("normal", s, s) for s in range(state.rules.players)]
    while not state.is_over() and (state.phase is Phase.BIDDING or len(state.history) < plays):
        seat = state.current_player
        state.apply(seat, players[seat].choose(state.observation(seat)))
    return state


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), table=st.sampled_from(TABLES), plays=st.integers(0, 20))
def test_state_view_reads_what_the_observation_shows(seed: int, table: TableRules, plays: int) -> None:
    state = advance(DealState.new(table, seed), plays)
    if state.is_over():
        return
    seat = state.current_player
    assert state_view(state, seat) == view_of(state.observation(seat))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), table=st.sampled_from(TABLES))
def test_heuristic_playout_finishes_like_normal_players(seed: int, table: TableRules) -> None:
    """Every seat plays exactly what a normal player would choose from its observation."""
    state = advance(DealState.new(table, seed), 2)
    if state.is_over():
        return
    mirror = state.clone()
    for _ in heuristic_playout(state):
        pass
    assert state.is_over()
    while not mirror.is_over():
        seat = mirror.current_player
        mirror.apply(seat, choose_move(view_of(mirror.observation(seat))))
    assert mirror.history == state.history
    assert mirror.result == state.result


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), table=st.sampled_from(TABLES))
def test_eager_seats_of_a_playout_beat_every_opponent_play_they_can(seed: int, table: TableRules) -> None:
    """The landlord as an eager seat never passes on a farmer's play it can beat without a
    bomb; the other seats play as normal players (checked on a mirror of the deal)."""
    state = advance(DealState.new(table, seed), 2)
    if state.is_over():
        return
    mirror = state.clone()
    landlord = state.landlord
    for _ in heuristic_playout(state, eager=[landlord]):
        pass
    assert state.is_over()
    for seat, move in state.history[len(mirror.history) :]:
        view = view_of(mirror.observation(seat))
        normal = choose_move(view)
        beatable = [p for p in view.plays() if p.kind not in (ComboKind.BOMB, ComboKind.ROCKET)]
        if seat != landlord or view.to_beat is None or view.to_beat[0] == landlord or not beatable:
            assert move == normal
        else:
            assert isinstance(move, Play) and (move == normal or isinstance(normal, Pass))
        mirror.apply(seat, move)


def test_pass_hints_come_from_opponents_passing_low_singles_and_pairs() -> None:
    state = advance(DealState.new(TableRules.three(), 5), 30)
    seat = state.current_player if not state.is_over() else 0
    observation = state.observation(seat)
    view = view_of(observation)
    hints = pass_hints(view, observation)
    table = None
    expected = []
    for who, move in observation.history:
        if isinstance(move, Play):
            table = (who, move)
        elif (
            isinstance(move, Pass) and who != seat and not view.same_side(table[0], who)
            and table[1].kind in (ComboKind.SINGLE, ComboKind.PAIR) and int(table[1].main) < 11
        ):
            expected.append(who)
    assert [h.seat for h in hints if h.source is HintSource.PASS] == expected
    assert all(h.seat != seat for h in hints)


def test_lead_hints_say_no_weaker_lone_card_or_pair_below_the_lead() -> None:
    state = advance(DealState.new(TableRules.three(), 3), 30)
    seat = state.current_player if not state.is_over() else 0
    observation = state.observation(seat)
    view = view_of(observation)
    leads = [h for h in pass_hints(view, observation) if h.source is HintSource.LEAD]
    assert leads and all(h.seat != seat and h.main == -1 and h.width in (1, 2) for h in leads)
    hand = [0] * 15
    hand[leads[0].top] = 1  # a lone card just below the lead contradicts its single hint
    hands = [hand if s == leads[0].seat else [0] * 15 for s in range(3)]
    assert contradictions([h for h in leads[:2] if h.width == 1], hands) == 1
    assert contradictions([h for h in leads[:2] if h.width == 2], hands) == 0


def test_follow_hints_come_from_opponents_beating_low_singles_and_pairs_high() -> None:
    """A follow above the cheapest rank says the ranks in between were not held alone
    (pairs: not exactly twice), unless an opponent of the follower was close to going out."""
    seen = 0
    for deal in range(6):
        state = advance(DealState.new(TableRules.three(), deal), 40)
        seat = state.current_player if not state.is_over() else 0
        observation = state.observation(seat)
        view = view_of(observation)
        follows = [h for h in pass_hints(view, observation) if h.source is HintSource.FOLLOW]
        table = None
        expected = []
        for who, move in observation.history:
            if isinstance(move, Play):
                if (
                    table is not None and who != seat and not view.same_side(table[0], who)
                    and move.kind is table[1].kind and move.kind in (ComboKind.SINGLE, ComboKind.PAIR)
                    and int(table[1].main) + 1 < min(int(move.main), 12)
                ):
                    expected.append((who, int(table[1].main), min(int(move.main) - 1, 11)))
                table = (who, move)
        found = [(h.seat, h.main, h.top) for h in follows]
        assert set(found) <= set(expected)  # the ones skipped: an opponent was close to going out
        seen += len(found)
    assert seen > 0


def test_contradictions_count_lone_cards_and_exact_pairs_above_the_pass() -> None:
    hand = [0] * 15
    for rank in (0, 5, 5, 9, 9, 9):
        hand[rank] += 1
    hands = [hand, [0] * 15, [0] * 15]
    assert contradictions([PassHint(0, 1, 0)], hands) == 0  # only groups above a 3
    assert contradictions([PassHint(0, 2, 3)], hands) == 1  # the pair of 8s beats a pair of 6s
    assert contradictions([PassHint(0, 2, 5)], hands) == 0  # a triple is not a plain pair
    assert contradictions([PassHint(0, 1, 4), PassHint(0, 2, 2)], hands) == 1


def test_likely_world_prefers_worlds_that_agree_with_passes() -> None:
    lone = [0] * 10 + [1] + [0] * 4
    pair = [0] * 10 + [2] + [0] * 4
    worlds = iter([([[], lone], None), ([[], pair], None)])
    hints = [PassHint(1, 1, 3)]
    assert likely_world(lambda: next(worlds), hints, tries=4)[0][1] == pair
    again = iter([([[], lone], None)] * 2)
    assert likely_world(lambda: next(again), hints, tries=2)[0][1] == lone  # soft: never empty-handed


def test_sampled_likely_worlds_keep_public_facts() -> None:
    state = advance(DealState.new(TableRules.three(), 17), 24)
    seat = state.current_player
    observation = state.observation(seat)
    view = view_of(observation)
    rng = random.Random(4)
    hints = pass_hints(view, observation)
    hands, _ = world_cards(view, observation, likely_world(lambda: sample_counts(view, observation, rng), hints))
    assert [len(h) for h in hands] == list(observation.hand_sizes)
    assert DealState.from_observation(observation, hands).observation(seat) == observation


def test_varied_leads_put_one_play_of_every_kind_first() -> None:
    hand = [0] * 15
    for rank in parse_ranks("3355556899TJKA"):
        hand[int(rank)] += 1
    ranked = sorted(legal_plays(tuple(hand), None, TableRules.three(), None), key=lambda p: (-p.size, p.ranks))
    order = varied(ranked)
    kinds = {play.kind for play in ranked}
    assert sorted(order, key=ranked.index) == ranked  # every play once
    assert {play.kind for play in order[: len(kinds)]} == kinds
    assert order[0] == ranked[0]


def test_paired_choice_keeps_the_normal_move_unless_clearly_beaten() -> None:
    normal = CandidateStats("normal", heuristic=True, trials=6, value=3.0)
    close = CandidateStats("close", trials=6, value=3.0 + MIN_LEAD - 1)
    clear = CandidateStats("clear", trials=6, value=6.0)
    assert HardPlayer._best_paired([normal, close]) == "normal"
    assert HardPlayer._best_paired([normal, close, clear]) == "clear"


@given(total=st.integers(1, 20), data=st.data())
def test_a_world_of_some_candidates_costs_at_least_their_share(total: int, data: st.DataObject) -> None:
    live = data.draw(st.integers(1, total))
    share = live_share(live, total)
    assert live / total <= share <= live / total + 1 / 64
    assert (share * 64).is_integer()  # a power-of-two fraction: the budget's sums stay exact
    assert live_share(total, total) == 1.0


def test_the_race_drops_alternatives_that_trail_but_never_the_normal_choice() -> None:
    def entries() -> list[CandidateStats]:
        return [
            CandidateStats("normal", heuristic=True, trials=RACE_WORLDS, value=0.0),
            CandidateStats("best", trials=RACE_WORLDS, value=DROP_LEAD + 1),
            CandidateStats("close", trials=RACE_WORLDS, value=DROP_LEAD + 0.5),
            CandidateStats("behind", trials=RACE_WORLDS, value=1.0),
        ]

    assert race(entries(), RACE_WORLDS - 1) == entries()  # too early: every candidate runs on
    assert [entry.move for entry in race(entries(), RACE_WORLDS)] == ["normal", "best", "close"]
    level = [CandidateStats(name, name == "normal", RACE_WORLDS, 1.0) for name in ("normal", "other")]
    assert race(level, RACE_WORLDS) == level


def race_positions(table: TableRules, count: int) -> list[DealState]:
    """``count`` positions of normal-level deals, early and late (so played out or solved
    exactly), where the seat to move has at least three moves."""
    found: list[DealState] = []
    seed = 0
    while len(found) < count:
        state = advance(DealState.new(table, seed), 0)
        players = [make_player("normal", s, s) for s in range(table.players)]
        while not state.is_over():
            seat = state.current_player
            if len(state.legal_moves(seat)) >= 3 and len(state.history) % 5 == 0:
                found.append(state.clone())
            state.apply(seat, players[seat].choose(state.observation(seat)))
        seed += 1
    return found[:count]


@pytest.mark.parametrize("worlds", [1, 3, 8])
def test_the_race_spends_no_more_than_its_budget_and_keeps_its_pairs(worlds: int) -> None:
    """However the race drops candidates, a budget of ``worlds`` starts a world only while
    less than ``worlds`` worlds' work is booked, so it runs fewer playouts than ``worlds + 1``
    worlds of every candidate (fewer solves than ``(worlds + 1) / SOLVED_WORLD_COST``);
    every candidate still in the race was judged in every world, and the normal choice
    stays unless one of them beat it clearly."""
    for state in race_positions(TableRules.three(), 8):
        seat = state.current_player
        player = HardPlayer(seat, seed=5, budget_worlds=worlds)
        move = player.choose(state.observation(seat))
        stats = player.last_stats
        table = stats.candidates
        if not table:
            continue  # a forced or finishing move: nothing searched
        assert stats.playouts < (worlds + 1) * len(table)
        assert stats.solved < (worlds + 1) * len(table) / SOLVED_WORLD_COST
        normal = next(entry for entry in table if entry.heuristic)
        assert normal.trials == stats.worlds_judged
        assert all(entry.trials <= stats.worlds_judged for entry in table)
        if move != normal.move:
            chosen = next(entry for entry in table if entry.move == move)
            assert chosen.trials == normal.trials
            assert chosen.value - normal.value >= MIN_LEAD


def test_midgame_search_runs_playouts_and_returns_a_listed_move() -> None:
    state = advance(DealState.new(TableRules.three(), 8), 3)
    while len(state.legal_moves()) < 3:
        advance(state, len(state.history) + 1)
    observation = state.observation(state.current_player)
    ticks = iter(range(10**9))
    player = HardPlayer(state.current_player, seed=2, budget_ms=2000, timer=lambda: next(ticks) / 1e3)
    move = finish(player.think(observation))  # the clock reads 1 ms later at every look
    assert move in observation.legal_moves
    assert player.last_stats.playouts >= 1 and player.last_stats.worlds_judged >= 1


def test_without_time_to_judge_a_world_the_normal_choice_stands() -> None:
    state = advance(DealState.new(TableRules.three(), 12), 4)
    while len(state.legal_moves()) < 3:
        advance(state, len(state.history) + 1)
    observation = state.observation(state.current_player)
    player = HardPlayer(state.current_player, seed=3, budget_ms=0)
    assert player.choose(observation) == choose_move(view_of(observation))
    assert player.last_stats.worlds_judged == 0


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), table=st.sampled_from(TABLES), plays=st.integers(0, 24))
def test_normal_bidders_real_hands_agree_with_their_bid_hints(seed: int, table: TableRules, plays: int) -> None:
    """The auction hints read a normal bidder exactly: its real hand contradicts none."""
    state = advance(DealState.new(table, seed), plays)
    if state.is_over():
        return
    seat = state.current_player
    observation = state.observation(seat)
    hints = bid_hints(view_of(observation), observation)
    assert all(hint.seat != seat for hint in hints)
    assert len(hints) == len({who for who, _ in observation.auction} - {seat})
    assert not any(hint.contradicted_by(state.hand_counts(hint.seat)) for hint in hints)


def test_bid_hints_weigh_the_dealt_hand() -> None:
    from game.ai.doudizhu.hand import HandShape
    from game.ai.doudizhu.infer import BidHint

    def cards(ranks: tuple[int, ...]) -> list[int]:  # rank counts
        counts = [0] * 15
        for rank in ranks:
            counts[rank] += 1
        return counts

    weak = cards((0, 1, 2, 3, 5, 6, 8, 9, 0, 1, 2, 4, 6, 7, 9, 10, 3))
    strong_ranks = (13, 14, 12, 12, 12, 12, 11, 11, 11, 10, 10, 9, 9, 8, 7, 6, 5)
    strong = cards(strong_ranks)
    bid_three = BidHint(1, 3, 3, (0,) * 15, HandShape(), 3)
    passed = BidHint(1, 0, 0, (0,) * 15, HandShape(), 3)
    assert bid_three.contradicted_by(weak) and not bid_three.contradicted_by(strong)
    assert passed.contradicted_by(strong) and not passed.contradicted_by(weak)
    # the cards played since count as dealt: a pass with the rocket already played is odd
    played_rocket = tuple(1 if r in (13, 14) else 0 for r in range(15))
    after_rocket = BidHint(1, 0, 0, played_rocket, HandShape(), 3)
    assert after_rocket.contradicted_by(cards(strong_ranks[2:])) == passed.contradicted_by(strong)


@pytest.mark.parametrize("table", [TableRules.three(), dataclasses.replace(TableRules.four(), wild=True)])
def test_a_search_leaves_no_reference_cycles(table: TableRules) -> None:
    """Frozen garbage is never collected (the game's loop freezes at each decision), so
    the search must make none: everything it drops is freed by reference counting alone."""
    import gc

    state = advance(DealState.new(table, 31), 0)
    gc.unfreeze()  # a clean slate: the game loop's earlier decisions froze what existed then
    gc.collect()
    gc.disable()
    try:
        searched = 0
        while searched < 2 and not state.is_over():
            seat = state.current_player
            ticks = iter(range(10**9))
            player = HardPlayer(seat, seed=1, budget_ms=1500, timer=lambda ticks=ticks: next(ticks) / 1e3)
            state.apply(seat, player.choose(state.observation(seat)))
            searched += player.last_stats.worlds_judged > 0
        assert searched == 2
        assert gc.collect() == 0
    finally:
        gc.enable()

"""Dou Dizhu backend of the simulator: plays deals between AI players on any table.

Each deal ``i`` is shuffled with seed ``deal_seed(seed, i)``; every player gets its own
seed derived from the deal seed and its seat, so a run is reproducible. With ``rotate``
each deal is replayed once per seat rotation on the same cards (same deal seed): player
type ``k`` sits in seat ``(k + r) % n`` in rotation ``r``.

A *paired* run (``run_paired``) measures one player type against a baseline with less
noise: every deal is played once with the baseline in every seat and once per seat with
the tested type in that seat alone; the difference of that seat's points between the
two games is averaged (the same cards, the same seeded opponents: only the tested
player's decisions differ).

With the clock on, every move takes ``move_ms`` of game time; a turn that runs out is
played by the seat's bot (the same player), and a deal that reaches its limit is counted
as unscored (no win for anybody, 0 points).
"""

from __future__ import annotations

import dataclasses
import time

from game.ai.player import Player, make_player
from game.doudizhu.rules import TableRules
from game.doudizhu.scoring import Side
from game.doudizhu.state import DealState
from game.sim import SimReport, Tally, mean_interval

MAX_MOVES = 2000  # a deal never needs this many moves; guards against a stuck loop


def table_rules(table: str, wild: bool = False, clock: bool = False, allowance: int | None = None) -> TableRules:
    """The rules of ``ddz2`` / ``ddz3`` / ``ddz4`` with the simulator's options."""
    if table == "ddz3":
        rules = TableRules.three()
    elif table == "ddz4":
        rules = TableRules.four()
    elif table == "ddz2":
        rules = TableRules.two() if allowance is None else TableRules.two(allowance=allowance)
    else:
        raise ValueError(f"unknown Dou Dizhu table {table!r}")
    return dataclasses.replace(rules, wild=wild, clock=clock)


def deal_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def play_deal(
    rules: TableRules,
    players: list[Player],
    seed: int,
    move_ms: int = 3000,
) -> DealState:
    """Play one deal to the end and return the final state."""
    state = DealState.new(rules, seed)
    moves = 0
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        move = players[seat].choose(state.observation(seat))
        if state.clock is not None:
            state.tick(move_ms)
            if state.is_over():
                break
        state.apply(seat, move)
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError("a deal did not end")
    return state


def _record(tally: Tally, state: DealState, types: list[str]) -> None:
    """Count one finished deal: side wins and points per seat, landlord facts."""
    result = state.result
    assert result is not None
    n = len(types)
    tally.count("redeals", state.redeals)
    if result.winner is None:
        tally.count("unscored")
    elif result.winner is Side.LANDLORD:
        tally.count("landlord_wins")
    if result.spring:
        tally.count("springs")
    if result.anti_spring:
        tally.count("anti_springs")
    tally.count("bombs", state.bombs_played)
    for s in range(n):
        if result.winner is None:
            won = False
        else:
            won = (s == state.landlord) == (result.winner is Side.LANDLORD)
        tally.record(s, types[s], won, result.points[s])
        if s == state.landlord:
            tally.count(f"landlord_{types[s]}")
            if won:
                tally.count(f"landlord_{types[s]}_wins")


def run(
    table: str,
    player_types: list[str],
    deals: int,
    seed: int,
    wild: bool = False,
    clock: bool = False,
    move_ms: int = 3000,
    allowance: int | None = None,
    budget_ms: float | None = None,
    rotate: bool = False,
) -> SimReport:
    """Play ``deals`` deals (times the rotations) and tally wins and points."""
    rules = table_rules(table, wild, clock, allowance)
    n = rules.players
    if len(player_types) != n:
        raise ValueError(f"{table} needs {n} players")
    tally = Tally(n)
    rotations = range(n) if rotate else range(1)
    start = time.perf_counter()
    played = 0
    for index in range(deals):
        seed_i = deal_seed(seed, index)
        for rotation in rotations:
            types = [player_types[(seat - rotation) % n] for seat in range(n)]
            players = [make_player(types[s], s, seed_i * 16 + s, budget_ms=budget_ms) for s in range(n)]
            state = play_deal(rules, players, seed_i, move_ms)
            played += 1
            _record(tally, state, types)
    seconds = time.perf_counter() - start
    options = {"table": table, "wild": wild, "clock": clock, "rotate": rotate, "seed": seed,
               "deals_requested": deals, "budget_ms": budget_ms}
    if allowance is not None:
        options["allowance"] = allowance
    return SimReport(game=table, players=list(player_types), deals=played, seconds=seconds, tally=tally,
                     options=options)


def run_paired(
    table: str,
    tested: str,
    baseline: str,
    deals: int,
    seed: int,
    wild: bool = False,
    clock: bool = False,
    move_ms: int = 3000,
    allowance: int | None = None,
    budget_ms: float | None = None,
) -> SimReport:
    """Paired comparison of ``tested`` against ``baseline`` (see the module docstring).

    The tally holds the games with the tested player; ``paired`` holds the mean points
    difference with its 95 % interval and how many games came out identical, better or
    worse for the tested player.
    """
    rules = table_rules(table, wild, clock, allowance)
    n = rules.players
    tally = Tally(n)
    total = total_sq = 0.0
    games = identical = better = worse = 0
    start = time.perf_counter()
    for index in range(deals):
        seed_i = deal_seed(seed, index)
        base_players = [make_player(baseline, s, seed_i * 16 + s, budget_ms=budget_ms) for s in range(n)]
        base = play_deal(rules, base_players, seed_i, move_ms)
        assert base.result is not None
        for seat in range(n):
            types = [tested if s == seat else baseline for s in range(n)]
            players = [make_player(types[s], s, seed_i * 16 + s, budget_ms=budget_ms) for s in range(n)]
            state = play_deal(rules, players, seed_i, move_ms)
            assert state.result is not None
            _record(tally, state, types)
            diff = state.result.points[seat] - base.result.points[seat]
            games += 1
            total += diff
            total_sq += diff * diff
            identical += state.history == base.history
            better += diff > 0
            worse += diff < 0
    seconds = time.perf_counter() - start
    mean, low, high = mean_interval(total, total_sq, games)
    paired = {
        "tested": tested,
        "baseline": baseline,
        "games": games,
        "mean_diff": round(mean, 4),
        "mean_diff_ci95": [round(low, 4), round(high, 4)],
        "identical": identical,
        "better": better,
        "worse": worse,
    }
    options = {"table": table, "wild": wild, "clock": clock, "paired": True, "seed": seed,
               "deals_requested": deals, "budget_ms": budget_ms}
    if allowance is not None:
        options["allowance"] = allowance
    return SimReport(game=table, players=[tested] + [baseline] * (n - 1), deals=games, seconds=seconds,
                     tally=tally, options=options, paired=paired)

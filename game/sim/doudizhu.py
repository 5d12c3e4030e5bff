"""Dou Dizhu backend of the simulator: plays deals between AI players on any table.

Each deal ``i`` is shuffled with seed ``deal_seed(seed, i)``; every player gets its own
seed derived from the deal seed and its seat, so a run is reproducible. With ``rotate``
each deal is replayed once per seat rotation on the same cards (same deal seed): player
type ``k`` sits in seat ``(k + r) % n`` in rotation ``r``.

A *sides* run (``run_sides``) measures a player type in each role against a baseline:
the baseline bids, so every game of a deal has the same landlord; then the deal is
played three times: the baseline everywhere, the tested type as the landlord only, and
the tested type as every farmer. The tested side's win rate in a role is compared with
the baseline side's win rate in the same role on the same deals (a paired difference
with its 95 % interval).

A *paired* run (``run_paired``) measures one player type against a baseline with less
noise: every deal is played once with the baseline in every seat and once per seat with
the tested type in that seat alone; the difference of that seat's points between the
two games is averaged (the same cards, the same seeded opponents: only the tested
player's decisions differ).

With the clock on, every move takes ``move_ms`` of game time; a turn that runs out is
played by the seat's bot (the same player), or declined in a B.5 step (call, grab,
double, open hand: ``DealState.timeout_move``), and a deal that reaches its limit is
counted as unscored (no win for anybody, 0 points).

The B.5 options (``TableSetup.stakes``) apply to every run; with no-shuffle deals a plain
run deals each deal from the gathered cards of the one before (its first rotation).
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any

from game.ai.factory import make_player
from game.ai.player import Player
from game.core.cards import Card
from game.doudizhu.rules import DEFAULT_ALLOWANCE, StakeOptions, TableRules
from game.doudizhu.scoring import Side
from game.doudizhu.state import DealState, Phase, next_deal_order
from game.settings import DouDizhuOptions, GameId
from game.sim import SimReport, Tally, mean_interval, wilson_interval
from game.table.registry import doudizhu_rules

MAX_MOVES = 2000  # a deal never needs this many moves; guards against a stuck loop


def deal_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


@dataclass(frozen=True)
class TableSetup:
    """The table a run plays and what every game of it shares: the table options, the
    game time a move takes with the clock on, and the hard level's thinking budget
    (``budget_ms``, or ``budget_worlds``: a budget of work, the same moves on every machine)."""

    table: str
    wild: bool = False
    clock: bool = False
    move_ms: int = 3000
    allowance: int | None = None
    budget_ms: float | None = None
    budget_worlds: int | None = None
    stakes: StakeOptions = field(default_factory=StakeOptions)

    def rules(self) -> TableRules:
        """The table's rules (:func:`game.table.registry.doudizhu_rules`; ``ValueError`` for a
        table that is not Dou Dizhu), with the simulator's clock: on any table with ``clock``,
        off otherwise (the four-player table too), and the stake options."""
        allowance = DEFAULT_ALLOWANCE if self.allowance is None else self.allowance
        options = DouDizhuOptions(wild=self.wild, clock=self.clock, allowance=allowance)
        return self.stakes.apply(dataclasses.replace(doudizhu_rules(GameId(self.table), options), clock=self.clock))

    def player(self, level: str, seat: int, deal: int) -> Player:
        """The ``level`` player of ``seat`` in deal seed ``deal`` (its seed follows from both)."""
        return make_player(level, seat, deal * 16 + seat, budget_ms=self.budget_ms, budget_worlds=self.budget_worlds)

    def players(self, types: list[str], deal: int) -> list[Player]:
        return [self.player(level, seat, deal) for seat, level in enumerate(types)]

    def play(self, types: list[str], deal: int,
             after_auction: Callable[[DealState], list[Player]] | None = None,
             order: tuple[Card, ...] | None = None) -> DealState:
        """Deal seed ``deal`` played to the end by ``types`` (see :func:`play_deal`)."""
        return play_deal(self.rules(), self.players(types, deal), deal, self.move_ms, after_auction, order)

    def options(self, seed: int, deals: int, **mode: bool) -> dict[str, Any]:
        """The ``options`` of a report: this setup, the run's seed and size and ``mode``."""
        options: dict[str, Any] = {"table": self.table, "wild": self.wild, "clock": self.clock, **mode,
                                   "seed": seed, "deals_requested": deals, "budget_ms": self.budget_ms}
        if self.budget_worlds is not None:
            options["budget_worlds"] = self.budget_worlds
        if self.allowance is not None:
            options["allowance"] = self.allowance
        if self.stakes != StakeOptions():
            options["stakes"] = {key: getattr(value, "value", value) for key, value in asdict(self.stakes).items()}
        return options


def play_deal(
    rules: TableRules,
    players: list[Player],
    seed: int,
    move_ms: int = 3000,
    after_auction: Callable[[DealState], list[Player]] | None = None,
    order: tuple[Card, ...] | None = None,
) -> DealState:
    """Play one deal to the end and return the final state.

    ``after_auction``, when given, picks the players of the play phase once the
    landlord is known (``players`` then only bid). ``order``: deal these cards unshuffled
    (B.5 no-shuffle).
    """
    state = DealState.new(rules, seed, order)
    moves = 0
    while not state.is_over():
        if after_auction is not None and state.phase is not Phase.BIDDING:
            players, after_auction = after_auction(state), None
        seat = state.current_player
        assert seat is not None
        move = players[seat].choose(state.observation(seat))
        if state.clock is not None:
            state.tick(move_ms)
            if state.is_over():
                break
            declined = state.timeout_move() if state.turn_timed_out else None
            move = move if declined is None else declined
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
    if state.grabs:
        tally.count("grabs", state.grabs)
    doubled = sum(1 for double in state.doubles if double is not None and double > 1)
    if doubled:
        tally.count("doubles", doubled)
    if state.opened:
        tally.count("open_hands")
    for s in range(n):
        won = False if result.winner is None else (s == state.landlord) == (result.winner is Side.LANDLORD)
        tally.record(s, types[s], won, result.points[s])
        if s == state.landlord:
            tally.count(f"landlord_{types[s]}")
            if won:
                tally.count(f"landlord_{types[s]}_wins")


def run(setup: TableSetup, player_types: list[str], deals: int, seed: int, rotate: bool = False) -> SimReport:
    """Play ``deals`` deals (times the rotations) and tally wins and points."""
    n = setup.rules().players
    if len(player_types) != n:
        raise ValueError(f"{setup.table} needs {n} players")
    tally = Tally(n)
    rotations = range(n) if rotate else range(1)
    start = time.perf_counter()
    played = 0
    order: tuple[Card, ...] | None = None
    for index in range(deals):
        seed_i = deal_seed(seed, index)
        following: tuple[Card, ...] | None = None
        for rotation in rotations:
            types = [player_types[(seat - rotation) % n] for seat in range(n)]
            state = setup.play(types, seed_i, order=order)
            played += 1
            _record(tally, state, types)
            if following is None and state.rules.no_shuffle:
                following = next_deal_order(state, seed_i)
        order = following
    seconds = time.perf_counter() - start
    return SimReport(game=setup.table, players=list(player_types), deals=played, seconds=seconds, tally=tally,
                     options=setup.options(seed, deals, rotate=rotate))


def run_paired(setup: TableSetup, tested: str, baseline: str, deals: int, seed: int) -> SimReport:
    """Paired comparison of ``tested`` against ``baseline`` (see the module docstring).

    The tally holds the games with the tested player; ``paired`` holds the mean points
    difference with its 95 % interval and how many games came out identical, better or
    worse for the tested player.
    """
    n = setup.rules().players
    tally = Tally(n)
    total = total_sq = 0.0
    games = identical = better = worse = 0
    start = time.perf_counter()
    for index in range(deals):
        seed_i = deal_seed(seed, index)
        base = setup.play([baseline] * n, seed_i)
        assert base.result is not None
        for seat in range(n):
            types = [tested if s == seat else baseline for s in range(n)]
            state = setup.play(types, seed_i)
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
    return SimReport(game=setup.table, players=[tested] + [baseline] * (n - 1), deals=games, seconds=seconds,
                     tally=tally, options=setup.options(seed, deals, paired=True), paired=paired)



@dataclass
class RoleComparison:
    """One role of a sides run: the tested and the baseline side on the same deals."""

    games: int = 0
    tested_wins: int = 0
    baseline_wins: int = 0
    changed: int = 0  # deals where exactly one of the two sides won
    diff_sum: int = 0  # summed win difference per deal (-1, 0 or 1 each)
    points_sum: float = 0.0  # summed points difference of the side per deal
    points_sq: float = 0.0

    def add(self, tested_won: bool, baseline_won: bool, points_diff: float) -> None:
        self.games += 1
        self.tested_wins += tested_won
        self.baseline_wins += baseline_won
        self.changed += tested_won != baseline_won
        self.diff_sum += int(tested_won) - int(baseline_won)
        self.points_sum += points_diff
        self.points_sq += points_diff * points_diff

    def to_dict(self) -> dict[str, Any]:
        n = self.games
        # Each win difference is -1, 0 or 1, so its square is 1 exactly on a changed deal.
        diff, diff_low, diff_high = mean_interval(self.diff_sum, self.changed, n)
        points, points_low, points_high = mean_interval(self.points_sum, self.points_sq, n)
        tested_low, tested_high = wilson_interval(self.tested_wins, n)
        base_low, base_high = wilson_interval(self.baseline_wins, n)
        return {
            "games": n,
            "tested_win_rate": round(self.tested_wins / n, 4) if n else 0.0,
            "tested_win_rate_ci95": [round(tested_low, 4), round(tested_high, 4)],
            "baseline_win_rate": round(self.baseline_wins / n, 4) if n else 0.0,
            "baseline_win_rate_ci95": [round(base_low, 4), round(base_high, 4)],
            "changed": self.changed,
            "win_rate_diff": round(diff, 4),
            "win_rate_diff_ci95": [round(diff_low, 4), round(diff_high, 4)],
            "points_diff": round(points, 4),
            "points_diff_ci95": [round(points_low, 4), round(points_high, 4)],
        }


def _side_won(state: DealState, landlord_side: bool) -> bool:
    result = state.result
    assert result is not None
    if result.winner is None:
        return False
    return (result.winner is Side.LANDLORD) == landlord_side


def _side_points(state: DealState, landlord_side: bool) -> float:
    result = state.result
    assert result is not None and state.landlord is not None
    return sum(p for s, p in enumerate(result.points) if (s == state.landlord) == landlord_side)


def run_sides(setup: TableSetup, tested: str, baseline: str, deals: int, seed: int) -> SimReport:
    """Role-by-role comparison of ``tested`` against ``baseline`` (see the module docstring).

    The tally holds the games with the tested type; ``sides`` holds, for the landlord
    and for the farmers, both sides' win rates on the same deals and the paired
    differences of win rate and points with their 95 % intervals.
    """
    n = setup.rules().players
    tally = Tally(n)
    roles = {"landlord": RoleComparison(), "farmers": RoleComparison()}
    start = time.perf_counter()
    for index in range(deals):
        seed_i = deal_seed(seed, index)
        base = setup.play([baseline] * n, seed_i)
        for role, landlord_side in (("landlord", True), ("farmers", False)):
            types: list[str] = []

            def cast(
                state: DealState, landlord_side: bool = landlord_side, types: list[str] = types, seed: int = seed_i
            ) -> list[Player]:
                types.extend(tested if (s == state.landlord) == landlord_side else baseline for s in range(n))
                return setup.players(types, seed)

            state = setup.play([baseline] * n, seed_i, after_auction=cast)
            assert state.landlord == base.landlord, "the baseline auction must not depend on the play phase"
            _record(tally, state, types)
            roles[role].add(
                _side_won(state, landlord_side),
                _side_won(base, landlord_side),
                _side_points(state, landlord_side) - _side_points(base, landlord_side),
            )
    seconds = time.perf_counter() - start
    sides = {"tested": tested, "baseline": baseline, **{role: c.to_dict() for role, c in roles.items()}}
    return SimReport(game=setup.table, players=[tested, baseline], deals=2 * deals, seconds=seconds,
                     tally=tally, options=setup.options(seed, deals, sides=True), sides=sides)

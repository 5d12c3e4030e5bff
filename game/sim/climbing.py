"""Headless simulator backend for the climbing games (Daifugo, President).

``run`` plays whole sessions with the given player types until ``deals`` rounds have been
played and sums up finishing places and points per seat and per player type. With
``rotate`` every session is replayed once per seat rotation (the same seed deals the same
cards), so every player type sits in every seat on the same deals. Per player type it
reports the mean finishing place with a 95 % confidence interval and the thinking time
per decision (median, 95th percentile, worst).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field, replace
from typing import Any

from game.ai.climbing.heuristic import ClimbingPlayer
from game.ai.factory import make_climbing_player as make_player
from game.ai.player import Player
from game.climbing.moves import NextRound
from game.climbing.options import ClimbingOptions
from game.climbing.pending import Phase
from game.climbing.rules import options_problem
from game.climbing.state import SessionState
from game.settings import GameId
from game.sim import Sample
from game.table.registry import Family, climbing_preset, of_family

MAX_MOVES_PER_ROUND = 5000
"""A guard against engine bugs: a round never needs this many moves."""


def table_options(game: str, players: int, options: dict[str, Any] | None, all_rules: bool) -> ClimbingOptions:
    """The options for a run: the game's preset, then ``options`` entries, then ``--all-rules``."""
    preset = climbing_preset(GameId(game))
    data = {**(options or {}), "preset": preset.value, "players": players}
    chosen = ClimbingOptions.from_dict(data)
    return chosen.all_rules() if all_rules else chosen


@dataclass
class ThinkTimes:
    """Seconds each player type spent per decision (``choose`` calls)."""

    by_type: dict[str, list[float]] = field(default_factory=dict)

    def add(self, kind: str, seconds: float) -> None:
        self.by_type.setdefault(kind, []).append(seconds)

    def summary(self) -> dict[str, dict[str, float]]:
        """Per type: decisions, median, 95th percentile and worst time in milliseconds."""
        out = {}
        for kind, times in sorted(self.by_type.items()):
            ordered = sorted(times)
            p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
            out[kind] = {
                "moves": len(ordered),
                "median_ms": round(statistics.median(ordered) * 1000, 2),
                "p95_ms": round(p95 * 1000, 2),
                "max_ms": round(ordered[-1] * 1000, 2),
            }
        return out


def play_session(
    state: SessionState, players: list[Player], kinds: list[str] | None = None, times: ThinkTimes | None = None
) -> None:
    """Drive a session to its end: the player the game waits for moves; before that, every
    other seat with an out-of-turn option (Relief Supplies) may react. A finished round's
    next-round step is taken here, as the table takes it (no player is asked). With
    ``times`` the decisions of each seat are timed under its type in ``kinds``."""
    moves = 0
    while not state.is_over():
        if state.phase is Phase.ROUND_OVER:
            dealer = state.current_player
            assert dealer is not None
            state.apply(dealer, NextRound())
            continue
        if state.options.relief_supplies:
            for seat, player in enumerate(players):
                if seat != state.current_player and isinstance(player, ClimbingPlayer) and state.legal_moves(seat):
                    reaction = player.react(state.observation(seat))
                    if reaction is not None:
                        state.apply(seat, reaction)
        mover = state.current_player
        assert mover is not None
        observation = state.observation(mover)
        started = time.perf_counter()
        move = players[mover].choose(observation)
        if times is not None and kinds is not None and len(observation.legal_moves) > 1:
            times.add(kinds[mover], time.perf_counter() - started)
        state.apply(mover, move)
        moves += 1
        if moves > MAX_MOVES_PER_ROUND * state.options.rounds:
            raise RuntimeError("session did not end")


def run(
    game: str,
    player_types: list[str],
    deals: int,
    seed: int,
    options: dict[str, Any] | None = None,
    all_rules: bool = False,
    rotate: bool = False,
    budget_ms: float | None = None,
    budget_worlds: int | None = None,
) -> dict[str, Any]:
    """Play ``deals`` rounds (in sessions of ``options.rounds``; each played once per seat
    rotation with ``rotate``) and summarise them.

    Returns ``game``, ``players``, ``deals`` (rounds played, rotations included),
    ``seconds``, ``deals_per_second``, ``places_per_seat`` (per seat: how often it finished
    1st, 2nd, ...), ``points_per_seat``, ``points_per_type`` (summed over seats of that
    type), ``mean_place_per_type`` (1 = first), ``place_ci95_per_type`` (95 % interval of
    that mean), ``think_ms_per_type`` (decisions with a choice: median, p95, max),
    ``rotate``, ``budget_ms``, ``budget_worlds`` (the hard level's budget of work, if any)
    and ``options`` (the option dict in force).
    """
    games = [item.game.value for item in of_family(Family.CLIMBING)]
    if game not in games:
        raise ValueError(f"unknown climbing game {game!r}; choose from {sorted(games)}")
    n = len(player_types)
    chosen = table_options(game, n, options, all_rules)
    problem = options_problem(chosen)
    if problem is not None:
        raise ValueError(problem.render(lambda text: text))
    places = [[0] * n for _ in range(n)]
    seat_points = [0] * n
    type_points = dict.fromkeys(player_types, 0)
    place_sums = {kind: Sample() for kind in player_types}
    times = ThinkTimes()
    played, session, dealt = 0, 0, 0
    start = time.perf_counter()
    while dealt < deals:
        rounds = min(chosen.rounds, deals - dealt)
        session_seed = seed * 100_003 + session
        for shift in range(n if rotate else 1):
            kinds = [player_types[(s + shift) % n] for s in range(n)]
            players = [
                make_player(kind, s, session_seed * 10 + s, budget_ms=budget_ms, budget_worlds=budget_worlds)
                for s, kind in enumerate(kinds)
            ]
            state = SessionState.new(replace(chosen, rounds=rounds), session_seed)
            play_session(state, players, kinds, times)
            for result in state.results:
                for place, s in enumerate(result.order):
                    places[s][place] += 1
                    place_sums[kinds[s]].add(place + 1)
                for s in range(n):
                    seat_points[s] += result.points[s]
                    type_points[kinds[s]] += result.points[s]
            played += rounds
        dealt += rounds
        session += 1
    seconds = time.perf_counter() - start
    return _summary(game, player_types, played, seconds, places, seat_points, type_points, place_sums, times) | {
        "rotate": rotate,
        "budget_ms": budget_ms,
        "budget_worlds": budget_worlds,
        "options": chosen.to_dict(),
    }


def _summary(
    game: str,
    player_types: list[str],
    played: int,
    seconds: float,
    places: list[list[int]],
    seat_points: list[int],
    type_points: dict[str, int],
    place_sums: dict[str, Sample],
    times: ThinkTimes,
) -> dict[str, Any]:
    mean_place, interval = {}, {}
    for kind, sample in place_sums.items():
        mean, low, high = sample.interval()
        mean_place[kind] = round(mean, 3)
        interval[kind] = [round(low, 3), round(high, 3)]
    return {
        "game": game,
        "players": list(player_types),
        "deals": played,
        "seconds": round(seconds, 3),
        "deals_per_second": round(played / seconds, 2) if seconds > 0 else None,
        "places_per_seat": places,
        "points_per_seat": seat_points,
        "points_per_type": type_points,
        "mean_place_per_type": mean_place,
        "place_ci95_per_type": interval,
        "think_ms_per_type": times.summary(),
    }


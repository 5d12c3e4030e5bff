"""Headless simulator backend for the climbing games (Daifugo, President).

``run`` plays whole sessions with the given player types until ``deals`` rounds have been
played and sums up finishing places and points per seat and per player type.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from game.ai.climbing_heuristic import ClimbingPlayer, make_player
from game.climbing.options import ClimbingOptions, Preset
from game.climbing.state import SessionState

GAMES = {"daifugo": Preset.DAIFUGO, "president": Preset.PRESIDENT}
MAX_MOVES_PER_ROUND = 5000
"""A guard against engine bugs: a round never needs this many moves."""


def table_options(game: str, players: int, options: dict[str, Any] | None, all_rules: bool) -> ClimbingOptions:
    """The options for a run: the game's preset, then ``options`` entries, then ``--all-rules``."""
    preset = GAMES[game]
    data = {**(options or {}), "preset": preset.value, "players": players}
    chosen = ClimbingOptions.from_dict(data)
    return chosen.all_rules() if all_rules else chosen


def play_session(state: SessionState, players: list[Any]) -> None:
    """Drive a session to its end: the player the game waits for moves; before that, every
    other seat with an out-of-turn option (Relief Supplies) may react."""
    moves = 0
    while not state.is_over():
        if state.options.relief_supplies:
            for seat, player in enumerate(players):
                if seat != state.current_player and isinstance(player, ClimbingPlayer):
                    if state.legal_moves(seat):
                        reaction = player.react(state.observation(seat))
                        if reaction is not None:
                            state.apply(seat, reaction)
        seat = state.current_player
        assert seat is not None
        state.apply(seat, players[seat].choose(state.observation(seat)))
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
) -> dict[str, Any]:
    """Play ``deals`` rounds (in sessions of ``options.rounds``) and summarise them.

    Returns ``game``, ``players``, ``deals``, ``seconds``, ``deals_per_second``,
    ``places_per_seat`` (per seat: how often it finished 1st, 2nd, ...), ``points_per_seat``,
    ``points_per_type`` (summed over seats of that type), ``mean_place_per_type`` and
    ``options`` (the option dict in force).
    """
    if game not in GAMES:
        raise ValueError(f"unknown climbing game {game!r}; choose from {sorted(GAMES)}")
    n = len(player_types)
    chosen = table_options(game, n, options, all_rules)
    problem = chosen.validate()
    if problem is not None:
        raise ValueError(problem.render(lambda text: text))
    places = [[0] * n for _ in range(n)]
    seat_points = [0] * n
    played, session = 0, 0
    start = time.perf_counter()
    while played < deals:
        rounds = min(chosen.rounds, deals - played)
        session_seed = seed * 100_003 + session
        players = [make_player(kind, s, session_seed * 10 + s) for s, kind in enumerate(player_types)]
        state = SessionState.new(replace(chosen, rounds=rounds), session_seed)
        play_session(state, players)
        for result in state.results:
            for place, s in enumerate(result.order):
                places[s][place] += 1
            for s in range(n):
                seat_points[s] += result.points[s]
        played += rounds
        session += 1
    seconds = time.perf_counter() - start
    per_type: dict[str, int] = {}
    place_sum: dict[str, int] = {}
    seats_of: dict[str, int] = {}
    for s, kind in enumerate(player_types):
        per_type[kind] = per_type.get(kind, 0) + seat_points[s]
        place_sum[kind] = place_sum.get(kind, 0) + sum(p * c for p, c in enumerate(places[s]))
        seats_of[kind] = seats_of.get(kind, 0) + 1
    return {
        "game": game,
        "players": list(player_types),
        "deals": played,
        "seconds": round(seconds, 3),
        "deals_per_second": round(played / seconds, 2) if seconds > 0 else None,
        "places_per_seat": places,
        "points_per_seat": seat_points,
        "points_per_type": per_type,
        "mean_place_per_type": {
            kind: round(place_sum[kind] / (seats_of[kind] * played) + 1, 3) for kind in per_type
        },
        "options": chosen.to_dict(),
    }

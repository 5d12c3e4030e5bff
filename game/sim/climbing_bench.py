"""``python -m game.sim.climbing_bench``: how fast the climbing engine plays at random.

Plays ``--sessions`` seeded sessions of ``--rounds`` rounds, every move a uniform draw
from the full list of legal moves of the seat the game waits for, made afresh every turn
(no draw when only one move is legal; no AI, no observation), and prints sessions, rounds
and moves per second. ``--preset`` picks the rules (Daifugo by default; ``president``
plays random President deals), ``--all-rules`` switches every house rule on. With
``--table`` the sessions are played at a table
(:class:`~game.table.climbing.controller.ClimbingTable`: the ``random`` level in every seat,
through its think driver, record, log and round-end handling) instead of the bare engine.
Developer output, not translated.

    python -m game.sim.climbing_bench --sessions 200 --rounds 3 --players 4 --all-rules
    python -m game.sim.climbing_bench --sessions 100 --rounds 3 --players 4 --preset president
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import replace

from game.climbing.options import ClimbingOptions, Preset, preset_options
from game.climbing.state import SessionState
from game.table.climbing.controller import ClimbingTable


def options_for(players: int, rounds: int, all_rules: bool, preset: Preset = Preset.DAIFUGO) -> ClimbingOptions:
    """``preset`` for ``players`` seats and ``rounds`` rounds, with every house rule on if asked."""
    chosen = replace(preset_options(preset), players=players, rounds=rounds)
    return chosen.all_rules() if all_rules else chosen


def engine_session(options: ClimbingOptions, seed: int) -> int:
    """One session played at random on the bare engine; the number of moves applied."""
    state = SessionState.new(options, seed)
    rng = random.Random(seed)
    applied = 0
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        moves = state.legal_moves(seat)
        state.apply(seat, moves[0] if len(moves) == 1 else rng.choice(moves))
        applied += 1
    return applied


def table_session(options: ClimbingOptions, seed: int) -> int:
    """One session played at random through the table controller; the number of moves applied."""
    table = ClimbingTable(options, seed, "random", human_seat=None, move_delay_ms=0, announce_ms=0)
    while not table.session_over():
        if table.round_over:
            table.acknowledge_round()
        table.update(0)
    return table.moves_applied


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default=Preset.DAIFUGO.value, choices=[preset.value for preset in Preset])
    parser.add_argument("--all-rules", action="store_true", help="every house rule on")
    parser.add_argument("--table", action="store_true", help="through the table controller")
    args = parser.parse_args()
    options = options_for(args.players, args.rounds, args.all_rules, Preset(args.preset))
    play = table_session if args.table else engine_session
    started = time.perf_counter()
    moves = sum(play(options, args.seed * 100_003 + n) for n in range(args.sessions))
    seconds = time.perf_counter() - started
    print(
        f"{'table' if args.table else 'engine'} {args.preset}: {args.sessions} sessions of {args.rounds} rounds, "
        f"{moves} moves in {seconds:.2f} s: {args.sessions / seconds:.1f} sessions/s, "
        f"{args.sessions * args.rounds / seconds:.1f} rounds/s, {moves / seconds:.0f} moves/s"
    )


if __name__ == "__main__":
    main()

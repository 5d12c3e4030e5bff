"""``python -m game.sim.ai_bench``: think time per move of every Dou Dizhu level.

Plays a few seeded deals with one player type in every seat and times each decision
(the player's ``think`` generator driven to its end, as the frame loop drives it, with
no pause between slices). Prints, per level, the number of decisions and the median,
95th percentile and maximum think time in milliseconds, and the longest slice (the most
work done between two yields, which is what a frame waits for); for ``hard`` also the
mean worlds and playouts per decision. Developer output, not translated.

    python -m game.sim.ai_bench --deals 5 --game ddz3 --budget-ms 100
    python -m game.sim.ai_bench --deals 5 --game ddz3 --budget-worlds 16

``--budget-worlds N`` gives the hard level a budget of work (N worlds per decision)
instead of time: the moves, worlds and evaluations are then the same on every machine
and only the times vary.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai.doudizhu.hard import HardPlayer
from game.ai.factory import make_player
from game.ai.player import Think
from game.doudizhu.moves import Move
from game.doudizhu.state import DealState
from game.sim.doudizhu import TableSetup, deal_seed


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def drive(thinking: Think) -> tuple[Move, float]:
    """Run a ``think`` generator to its end: its move and its longest slice in ms."""
    longest = 0.0
    while True:
        start = time.perf_counter()
        try:
            next(thinking)
        except StopIteration as stop:
            return stop.value, max(longest, (time.perf_counter() - start) * 1000.0)
        longest = max(longest, (time.perf_counter() - start) * 1000.0)


def time_level(
    level: str, table: str, deals: int, seed: int, budget_ms: float | None, budget_worlds: int | None = None
) -> list[str]:
    rules = TableSetup(table).rules()
    times: list[float] = []
    slices: list[float] = []
    worlds: list[int] = []
    playouts: list[int] = []
    exact = 0
    for index in range(deals):
        seed_i = deal_seed(seed, index)
        players = [
            make_player(level, s, seed_i * 16 + s, budget_ms=budget_ms, budget_worlds=budget_worlds)
            for s in range(rules.players)
        ]
        state = DealState.new(rules, seed_i)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            observation = state.observation(seat)
            start = time.perf_counter()
            move, slice_ms = drive(players[seat].think(observation))
            times.append((time.perf_counter() - start) * 1000.0)
            slices.append(slice_ms)
            player = players[seat]
            if isinstance(player, HardPlayer) and player.last_stats.worlds:
                worlds.append(player.last_stats.worlds)
                playouts.append(player.last_stats.playouts + player.last_stats.solved)
                exact += player.last_stats.exact
            state.apply(seat, move)
    line = (
        f"{level:>6} {table}: {len(times)} decisions  median {statistics.median(times):.2f} ms  "
        f"p95 {percentile(times, 0.95):.2f} ms  max {max(times):.2f} ms  "
        f"longest slice: p95 {percentile(slices, 0.95):.2f} ms, max {max(slices):.2f} ms"
    )
    lines = [line]
    if worlds:
        lines.append(
            f"        searched decisions {len(worlds)}: mean worlds {statistics.mean(worlds):.1f}  "
            f"mean evaluations {statistics.mean(playouts):.1f}  decided by exact endgames {exact}"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.sim.ai_bench", description="AI think-time benchmark.")
    parser.add_argument("--game", default="ddz3", choices=("ddz2", "ddz3", "ddz4"))
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=None, help="hard level budget (default 100)")
    parser.add_argument("--budget-worlds", type=int, default=None,
                        help="hard level: a budget of work (worlds per decision) instead of time")
    parser.add_argument("--levels", default="random,easy,normal,hard")
    args = parser.parse_args(argv)
    for level in args.levels.split(","):
        for line in time_level(level.strip(), args.game, args.deals, args.seed, args.budget_ms, args.budget_worlds):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

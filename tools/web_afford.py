"""The search the browser affords: ``python -m tools.web_afford``.

The hard level thinks for a time (``budget_ms``, 100 ms in play); benchmarks, reviews and
the arena give it a budget of *work* instead (``budget_worlds``), so that they make the
same moves on every machine. This tool tells which budget of work the time buys, natively
and in the browser (Pyodide 0.27.7 under headless Chromium, :mod:`tools.pyodide_page`):
at every card-play decision of ``--deals`` three-player deals (seed ``--seed``, played
on by the normal level) the hard player thinks on the time budget, driven in frame
slices as the table drives it (``tools.web_bench``), and its work is read from its
``last_stats.work`` (worlds as a budget of work counts them: an exactly solved world
counts an eighth). The printed quartiles of the work per searched decision, per side,
name the budget of work that stands for each side's play: an arena run at the browser's
median (``python -m tools.arena ... --budget-worlds N``) measures the strength the browser
affords.

Native and browser rounds alternate (``--rounds``), so a burst of load hits both sides
alike; every decision of every round is pooled. Wall-clock figures: run on an idle
machine. Developer output, not translated.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from tools.web_bench import drive

DEFAULT_DEALS = 6
DEFAULT_SEED = 23


def play_positions(deals: int, seed: int) -> list[tuple[Any, int]]:
    """(observation, seat) at every card-play decision with two legal moves or more of
    ``deals`` ``ddz3`` deals from ``seed``, each played on by the normal level."""
    from game.doudizhu.combos import Play
    from game.doudizhu.moves import Move, Pass
    from game.doudizhu.state import DealState
    from game.sim.doudizhu import TableSetup, deal_seed

    setup = TableSetup("ddz3")
    rules = setup.rules()
    found: list[tuple[Any, int]] = []
    for deal in range(deals):
        index = deal_seed(seed, deal)
        state = DealState.new(rules, index)
        players = setup.players(["normal"] * rules.players, index)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None  # someone acts until the deal is over
            observation = state.observation(seat)
            moves: Sequence[Move] = observation.legal_moves
            if len(moves) > 1 and all(isinstance(move, (Play, Pass)) for move in moves):
                found.append((observation, seat))
            state.apply(seat, players[seat].choose(observation))
    return found


def afforded_work(deals: int, seed: int, budget_ms: float) -> list[float]:
    """The hard player's work (worlds) at every searched decision of ``play_positions``,
    thinking ``budget_ms`` per decision in frame slices."""
    from game.ai.doudizhu.hard import HardPlayer
    from game.sim.doudizhu import TableSetup

    make = TableSetup("ddz3", budget_ms=budget_ms).player
    work: list[float] = []
    for index, (observation, seat) in enumerate(play_positions(deals, seed)):
        player = make("hard", seat, index)
        assert isinstance(player, HardPlayer)
        drive(player.think(observation))
        if player.last_stats.work:
            work.append(player.last_stats.work)
    return work


def quartiles(values: Sequence[float]) -> tuple[float, float, float]:
    """The nearest-rank 25th, 50th and 75th percentiles of ``values`` (not empty)."""
    ordered = sorted(values)
    last = len(ordered) - 1
    return ordered[last // 4], ordered[last // 2], ordered[(3 * last) // 4]


def report(native: Sequence[float], web: Sequence[float], budget_ms: float) -> list[str]:
    """The printed comparison of both sides' work per searched decision."""
    lines = [f"hard AI, ddz3 card play, budget {budget_ms:g} ms: worlds of work per searched decision"]
    for label, work in (("native", native), ("wasm", web)):
        if not work:
            lines.append(f"  {label:<7} no searched decision")
            continue
        low, middle, high = quartiles(work)
        lines.append(
            f"  {label:<7} {len(work):4d} searched   median {middle:6.2f}   quartiles {low:6.2f} to {high:6.2f}"
            f"   mean {sum(work) / len(work):6.2f}"
        )
    if native and web:
        ratio = quartiles(web)[1] / quartiles(native)[1]
        lines.append(f"  the browser affords {ratio:.2f} of the native search (medians)")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.web_afford", description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=DEFAULT_DEALS, help="deals whose decisions are searched")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="seed of the first deal")
    parser.add_argument("--budget-ms", type=float, default=100.0, help="the hard level's budget (the game's: 100)")
    parser.add_argument("--rounds", type=int, default=2, help="alternating rounds per side, pooled")
    parser.add_argument("--native-only", action="store_true", help="only the native side (no browser)")
    parser.add_argument("--json", action="store_true", help="also print both sides' work as one JSON line")
    args = parser.parse_args(argv)
    native: list[float] = []
    web: list[float] = []
    if args.native_only:
        for _ in range(args.rounds):
            native += afforded_work(args.deals, args.seed, args.budget_ms)
    else:
        from tools.pyodide_page import BrowserUnavailable, open_page

        call = f"afforded_work({args.deals}, {args.seed}, {args.budget_ms})"
        shipped = [
            "tools/__init__.py",
            "tools/local_server.py",
            "tools/pyodide_page.py",
            "tools/web_bench.py",
            "tools/web_afford.py",
        ]
        try:
            with open_page(extra=shipped) as page:
                for _ in range(args.rounds):
                    native += afforded_work(args.deals, args.seed, args.budget_ms)
                    web += page.run_json(f"import json\nfrom tools.web_afford import afforded_work\njson.dumps({call})")
        except BrowserUnavailable as missing:
            print(missing, file=sys.stderr)
            return 1
    print("\n".join(report(native, web, args.budget_ms)))
    if args.json:
        print(json.dumps({"native": native, "wasm": web}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

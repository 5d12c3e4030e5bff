"""The AI and the engines natively and in the browser, side by side: ``python -m tools.web_bench``.

One run measures the same work twice, in this process (native CPython) and in
Pyodide 0.27.7 under headless Chromium (CPython 3.12 on WebAssembly, see
:mod:`tools.pyodide_page`), and prints both columns and their ratio:

- random deals per second: ``ddz3`` with the full legal-move list every turn
  (``game.doudizhu.bench.random_play_rate``) and a four-seat President table
  (``game.sim.climbing``, random players);
- the hard AI's search work per second of thinking, at the same fixed positions (deals
  of a seed played by the normal level up to a given move, a digest printed): worlds and
  evaluations (playouts plus exact solves) per second, from the players' ``last_stats``,
  on a budget of work (``--budget-worlds``, default 16) so both sides judge the same
  worlds, or on the time budget (``--budget-worlds 0``);
- with ``--review``, the Dou Dizhu review's time per decision (median, slowest) on the
  deals of ``game.table.review_bench``;
- the player's wait for a hard move: the search is driven as the table drives it, a
  slice after another within ``FRAME_THINK_MS`` per frame, and each decision's frames
  at 60 frames per second give its wait (the drawing is not part of this figure:
  pygame-ce cannot run in Pyodide here); native frame times come from
  ``python main.py --autoplay --frames N --level hard`` run as a subprocess.

The two sides are measured in alternating rounds (``--rounds``) and the best round of
each side is printed, which damps the noise of a busy machine.

In play the hard level's budget is thinking *time* (``budget_ms``, default 100 ms), so a slower
interpreter does fewer worlds in the same time, not a longer wait: at 4 ms of thinking
per frame and 60 frames per second a decision waits at most about
``budget_ms / FRAME_THINK_MS`` frames (the waits printed with ``--budget-worlds 0``).
Wall-clock numbers: run on an idle machine.
Developer output, not translated.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from typing import Any

from tools.pyodide_page import ROOT

FRAME_THINK_MS = 4.0
"""Thinking per frame, as the tables drive it (``THINK_BUDGET_MS`` of ``game/ui/app.py``)."""
FRAME_MS = 1000.0 / 60
POSITION_SEED = 11
DDZ_POSITIONS = ((0, 0), (1, 6), (2, 12), (3, 20), (4, 30), (5, 9), (6, 15), (7, 24), (8, 4), (9, 36))
"""``(deal, move)``: the ``ddz3`` positions searched (move 0 is the first bid): the first
decision with a real choice (two legal moves or more) from that move on."""
CLIMBING_POSITIONS = ((0, 0), (0, 6), (1, 3), (1, 12), (2, 9))
"""``(session, move)``: the four-seat President positions searched."""


def random_ddz3(deals: int, seed: int = 1) -> float:
    """Deals per wall-clock second of uniformly random ``ddz3`` play with the full legal
    move list every turn, as ``game.doudizhu.bench`` times it (CPU time is not used:
    ``time.process_time`` stands still under Pyodide)."""
    import random

    from game.doudizhu.rules import TableRules
    from game.doudizhu.state import DealState

    rules = TableRules.three()
    start = time.perf_counter()
    for index in range(deals):
        state = DealState.new(rules, seed + index)
        rng = random.Random(seed + index)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None  # the game waits for someone until it is over
            state.apply(seat, rng.choice(state.legal_moves()))
    return deals / (time.perf_counter() - start)


def random_rates(ddz_deals: int, climbing_deals: int) -> dict[str, float]:
    """Random-play deals per wall-clock second: ``ddz3`` (full move list), President."""
    from game.sim import climbing

    random_ddz3(max(5, ddz_deals // 10))  # warm the play memo
    ddz = random_ddz3(ddz_deals)
    start = time.perf_counter()
    report = climbing.run("president", ["random"] * 4, climbing_deals, 1)
    return {"ddz3": ddz, "president": report["deals"] / (time.perf_counter() - start)}


def drive(thinking: Any) -> tuple[Any, list[float]]:
    """Run a ``think`` generator as a table does: slices until ``FRAME_THINK_MS`` per frame
    (at least one slice). Returns the move and the thinking time (ms) of every frame."""
    frames: list[float] = []
    while True:
        start = time.perf_counter()
        deadline = start + FRAME_THINK_MS / 1000
        try:
            while True:
                next(thinking)
                if time.perf_counter() >= deadline:
                    break
        except StopIteration as done:
            frames.append((time.perf_counter() - start) * 1000)
            return done.value, frames
        frames.append((time.perf_counter() - start) * 1000)


def _ddz_positions() -> list[tuple[Any, int]]:
    """(observation, seat) at each of ``DDZ_POSITIONS`` with a real choice to make."""
    from game.doudizhu.state import DealState
    from game.sim.doudizhu import TableSetup, deal_seed

    setup = TableSetup("ddz3")
    rules = setup.rules()
    found = []
    for deal, target in DDZ_POSITIONS:
        seed = deal_seed(POSITION_SEED, deal)
        state = DealState.new(rules, seed)
        players = setup.players(["normal"] * rules.players, seed)
        position = _first_choice(state, players, target)
        if position is not None:
            found.append(position)
    return found


def _first_choice(state: Any, players: Any, target: int) -> tuple[Any, int] | None:
    """Plays ``state`` on with ``players`` (either family's engine state and players) to the
    first decision after ``target`` moves with more than one legal move: its (observation,
    seat), or ``None`` when the game ends first."""
    moves = 0
    while not state.is_over():
        seat = state.current_player
        assert seat is not None
        observation = state.observation(seat)
        if moves >= target and len(observation.legal_moves) > 1:
            return observation, seat
        state.apply(seat, players[seat].choose(observation))
        moves += 1
    return None


def _climbing_positions() -> list[tuple[Any, int]]:
    """(observation, seat) at each of ``CLIMBING_POSITIONS`` with a real choice to make."""
    from dataclasses import replace

    from game.climbing.state import SessionState
    from game.sim.climbing import make_player, table_options

    options = replace(table_options("president", 4, None, False), rounds=1)
    found = []
    for session, target in CLIMBING_POSITIONS:
        seed = POSITION_SEED * 100_003 + session
        state = SessionState.new(options, seed)
        players = [make_player("normal", s, seed * 10 + s) for s in range(4)]
        position = _first_choice(state, players, target)
        if position is not None:
            found.append(position)
    return found


def positions_key() -> str:
    """A short digest of the searched positions (seat, hand, legal moves, both families), so
    two runs (two versions of the code, native and wasm) can show they searched the same."""
    import hashlib

    shape = [
        (seat, [str(card) for card in observation.hand], [str(move) for move in observation.legal_moves])
        for observation, seat in _ddz_positions() + _climbing_positions()
    ]
    return hashlib.sha256(json.dumps(shape).encode()).hexdigest()[:12]


def hard_search(budget_ms: float, repeats: int, budget_worlds: int | None = None) -> dict[str, dict[str, float]]:
    """The hard players' work per second of thinking and the frames they need, per family.

    The players are made as the simulator makes them (``game.sim``), so their search
    statistics (``last_stats``) are the ones the simulator and the tests read.

    Every position is searched ``repeats`` times with the budget ``budget_ms``, or with the
    budget of work ``budget_worlds`` when given (the keyword is passed only then, so this
    also measures a version of the game from before budgets of work); returns per
    family the decisions, worlds and evaluations per second, the frames per decision
    (median, worst), thinking per frame (median, worst ms) and the wait at 60 frames per
    second: frames times the longer of a 60 fps frame and the thinking per frame (the
    median from the medians; the worst from the most frames and the longest frame, an
    upper bound).
    """
    from game.ai.climbing.hard import HardClimbingPlayer
    from game.ai.doudizhu.hard import HardPlayer
    from game.sim import climbing
    from game.sim.doudizhu import TableSetup

    work: dict[str, Any] = {} if budget_worlds is None else {"budget_worlds": budget_worlds}
    out: dict[str, dict[str, float]] = {}
    for family, positions, make in (
        ("ddz3", _ddz_positions(), TableSetup("ddz3", budget_ms=budget_ms, **work).player),
        ("president", _climbing_positions(),
         lambda level, seat, seed: climbing.make_player(level, seat, seed, budget_ms=budget_ms, **work)),
    ):
        worlds = evaluations = 0
        seconds = 0.0
        frames: list[int] = []
        per_frame: list[float] = []
        for repeat in range(repeats):
            for index, (observation, seat) in enumerate(positions):
                player = make("hard", seat, repeat * 100 + index)
                assert isinstance(player, (HardPlayer, HardClimbingPlayer))
                _move, times = drive(player.think(observation))
                stats = player.last_stats
                worlds += stats.worlds
                evaluations += stats.playouts + stats.solved
                seconds += stats.elapsed_ms / 1000
                frames.append(len(times))
                per_frame.extend(times)
        out[family] = {
            "decisions": len(frames),
            "worlds_per_s": worlds / seconds if seconds else 0.0,
            "evaluations_per_s": evaluations / seconds if seconds else 0.0,
            "frames_median": statistics.median(frames),
            "frames_max": max(frames),
            "think_per_frame_median_ms": statistics.median(per_frame),
            "think_per_frame_max_ms": max(per_frame),
            "wait_median_ms": statistics.median(frames) * max(FRAME_MS, statistics.median(per_frame)),
            "wait_max_ms": max(frames) * max(FRAME_MS, *per_frame),
        }
    return out


def measure(
    ddz_deals: int, climbing_deals: int, budget_ms: float, repeats: int, budget_worlds: int | None = None
) -> dict[str, Any]:
    """Everything this benchmark measures in one interpreter (JSON-able); no random play
    when ``ddz_deals`` is 0."""
    import platform

    return {
        "python": f"{platform.python_implementation()} {platform.python_version()} ({sys.platform})",
        "positions": positions_key(),
        "random": random_rates(ddz_deals, climbing_deals) if ddz_deals else {},
        "hard": hard_search(budget_ms, repeats, budget_worlds),
    }


def review_figures(deals: int, seed: int, worlds: int) -> dict[str, dict[str, float]]:
    """The Dou Dizhu review's time per decision per table, as ``game.table.review_bench``
    measures it (same deals, seed and worlds): decisions, median and slowest (ms)."""
    from game.table.review_bench import TABLES, review_times

    out = {}
    for game in TABLES:
        times, exact = review_times(game, deals, seed, worlds)
        if times:
            out[game.value] = {
                "decisions": len(times), "median_ms": statistics.median(times), "max_ms": max(times), "exact": exact
            }
    return out


def best_of(rounds: list[dict[str, Any]]) -> dict[str, Any]:
    """The best of several :func:`measure` results: the highest random-play rates, and per
    family the hard search of the round that did the most worlds per second (load from
    other processes only ever slows a round down)."""
    return {
        "python": rounds[0]["python"],
        "positions": rounds[0]["positions"],
        "random": {key: max(r["random"][key] for r in rounds) for key in rounds[0]["random"]},
        "hard": {
            family: max((r["hard"][family] for r in rounds), key=lambda figures: figures["worlds_per_s"])
            for family in rounds[0]["hard"]
        },
    }


def native_frames(frames: int, game: str) -> str:
    """The frame-time report of ``main.py --autoplay --level hard`` (a subprocess, headless)."""
    command = [sys.executable, "main.py", "--autoplay", "--frames", str(frames), "--level", "hard", "--game", game]
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run(
        command, cwd=ROOT, env={**os.environ, **env}, capture_output=True, text=True, timeout=600, check=False
    )
    if done.returncode != 0:
        return f"main.py failed ({done.returncode}): {done.stderr.strip()[-300:]}"
    return done.stdout.strip()


def _row(label: str, native: float, web: float, unit: str) -> str:
    ratio = native / web if web else float("inf")
    return f"  {label:<44} {native:>10.1f} {web:>10.1f}  {unit:<10} native/wasm {ratio:4.1f}x"


def budget_text(budget_ms: float, budget_worlds: int | None) -> str:
    return f"budget {budget_ms:g} ms" if budget_worlds is None else f"budget of work {budget_worlds} worlds"


def report(native: dict[str, Any], web: dict[str, Any], budget: str) -> list[str]:
    lines = [f"  {'':<44} {'native':>10} {'wasm':>10}", f"  native: {native['python']}", f"  wasm:   {web['python']}"]
    lines.append(f"  positions: native {native['positions']}, wasm {web['positions']}")
    if native["random"]:
        lines.append("random play")
        n, w = native["random"], web["random"]
        lines.append(_row("ddz3, full move list every turn", n["ddz3"], w["ddz3"], "deals/s"))
        lines.append(_row("President, 4 seats", n["president"], w["president"], "deals/s"))
    for family in ("ddz3", "president"):
        n, w = native["hard"][family], web["hard"][family]
        lines.append(f"hard AI, {family}: {n['decisions']} decisions at the same positions, {budget}")
        lines.append(_row("worlds per second of thinking", n["worlds_per_s"], w["worlds_per_s"], "worlds/s"))
        evaluations = "evaluations (playouts + solves) per second"
        lines.append(_row(evaluations, n["evaluations_per_s"], w["evaluations_per_s"], "evals/s"))
        lines.append(
            _row("thinking per frame, median", n["think_per_frame_median_ms"], w["think_per_frame_median_ms"], "ms")
        )
        lines.append(_row("thinking per frame, worst", n["think_per_frame_max_ms"], w["think_per_frame_max_ms"], "ms"))
        lines.append(_row("frames per decision, median", n["frames_median"], w["frames_median"], "frames"))
        lines.append(_row("player's wait at 60 fps, median", n["wait_median_ms"], w["wait_median_ms"], "ms"))
        lines.append(_row("player's wait at 60 fps, worst", n["wait_max_ms"], w["wait_max_ms"], "ms"))
    return lines


def review_report(native: dict[str, Any], web: dict[str, Any], deals: int, seed: int, worlds: int) -> list[str]:
    lines = [f"Dou Dizhu review of seat 0's decisions, {worlds} worlds each, {deals} deals per table from seed {seed}"]
    for table, n in native.items():
        w = web[table]
        lines.append(f"  {table}: {n['decisions']} decisions")
        lines.append(_row("time per decision, median", n["median_ms"], w["median_ms"], "ms"))
        lines.append(_row("time per decision, slowest", n["max_ms"], w["max_ms"], "ms"))
    return lines


def native_only(native: dict[str, Any], budget: str) -> list[str]:
    """The native side alone (``--native-only``): no browser, e.g. for an older checkout."""
    lines = [f"  native: {native['python']}", f"  positions: {native['positions']}"]
    for family, figures in native["hard"].items():
        lines.append(f"hard AI, {family}: {figures['decisions']} decisions, {budget}")
        lines.append(f"  worlds per second of thinking {figures['worlds_per_s']:10.1f}")
        lines.append(f"  evaluations per second        {figures['evaluations_per_s']:10.1f}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.web_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--ddz-deals", type=int, default=200, help="random ddz3 deals to time")
    parser.add_argument("--climbing-deals", type=int, default=50, help="random President deals to time")
    parser.add_argument("--budget-ms", type=float, default=100.0, help="the hard level's budget (the game's: 100)")
    parser.add_argument("--budget-worlds", type=int, default=16,
                        help="the hard level's budget of work, worlds per decision (0: the time budget decides)")
    parser.add_argument("--repeats", type=int, default=2, help="searches of every position")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds per side; the best counts")
    parser.add_argument("--frames", type=int, default=1500, help="frames of the native main.py run (0: skip)")
    parser.add_argument("--review", action="store_true",
                        help="also time the Dou Dizhu review per decision on both sides (as game.table.review_bench)")
    parser.add_argument("--review-deals", type=int, default=3, help="review: deals per table")
    parser.add_argument("--review-seed", type=int, default=1, help="review: seed of the first deal")
    parser.add_argument("--review-worlds", type=int, default=16, help="review: judged worlds per decision")
    parser.add_argument("--native-only", action="store_true",
                        help="only the native hard search (no browser, no random play, no frames)")
    parser.add_argument("--json", action="store_true", help="also print both measurements as one JSON line")
    args = parser.parse_args(argv)
    worlds = args.budget_worlds or None
    budget = budget_text(args.budget_ms, worlds)
    if args.native_only:
        native = best_of([measure(0, 0, args.budget_ms, args.repeats, worlds) for _ in range(args.rounds)])
        print(f"best of {args.rounds} rounds")
        print("\n".join(native_only(native, budget)))
        if args.json:
            print(json.dumps({"native": native}))
        return 0

    from tools.pyodide_page import BrowserUnavailable, open_page

    call = f"measure({args.ddz_deals}, {args.climbing_deals}, {args.budget_ms}, {args.repeats}, {worlds})"
    review_call = f"review_figures({args.review_deals}, {args.review_seed}, {args.review_worlds})"
    natives, webs = [], []
    try:
        shipped = ["tools/__init__.py", "tools/local_server.py", "tools/pyodide_page.py", "tools/web_bench.py"]
        with open_page(extra=shipped) as page:
            for _ in range(args.rounds):  # alternate, so a burst of load hits both sides alike
                natives.append(measure(args.ddz_deals, args.climbing_deals, args.budget_ms, args.repeats, worlds))
                webs.append(page.run_json(f"import json\nfrom tools.web_bench import measure\njson.dumps({call})"))
            if args.review:
                native_review = review_figures(args.review_deals, args.review_seed, args.review_worlds)
                web_review = page.run_json(
                    f"import json\nfrom tools.web_bench import review_figures\njson.dumps({review_call})"
                )
    except BrowserUnavailable as missing:
        print(missing, file=sys.stderr)
        return 1
    native, web = best_of(natives), best_of(webs)
    print(f"best of {args.rounds} alternating rounds per side")
    print("\n".join(report(native, web, budget)))
    if args.review:
        print("\n".join(review_report(native_review, web_review, args.review_deals, args.review_seed,
                                       args.review_worlds)))
    if args.frames:
        print(f"native frame times, main.py --autoplay --frames {args.frames} --level hard --game ddz3:")
        print("  " + native_frames(args.frames, "ddz3").replace("\n", "\n  "))
    if args.json:
        print(json.dumps({"native": native, "wasm": web}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

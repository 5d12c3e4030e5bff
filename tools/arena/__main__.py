"""``python -m tools.arena``: our Dou Dizhu levels against RLCard's rule agent, or each other.

    python -m tools.arena --deals 300 --seed 0 --a hard --b rlcard --budget-ms 100 --json arena.json
    python -m tools.arena --deals 100 --a hard --b normal
    python -m tools.arena --engine own --deals 20 --a normal --b easy   # without the arena extra
    python -m tools.arena --deals 60 --seed 5 --budget-worlds 16 --log games.jsonl   # per-game move logs

Prints side *a*'s win rate (overall, as landlord, as farmers; Wilson 95 % intervals),
the paired deal-level figure with its interval, illegal moves and think times, and the
checks of our engine's mirror; ``--json`` writes the same as JSON
(``tools.arena.stats.REPORT_FIELDS``). A progress bar goes to stderr (``--quiet``: none).
Developer output, not translated.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from typing import TextIO

from tools.arena.deals import douzero_deals, own_deals
from tools.arena.match import Match, run_match
from tools.arena.referee import douzero_referee, own_referee
from tools.arena.sides import SIDE_NAMES, SideSpec
from tools.arena.stats import report_lines, validate_report

ENGINES = ("douzero", "own")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m tools.arena", description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=100, help="deals, each played twice with the sides swapped")
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and of every player")
    parser.add_argument("--a", default="hard", choices=SIDE_NAMES, help="side a (the one measured)")
    parser.add_argument("--b", default="rlcard", choices=SIDE_NAMES, help="side b")
    parser.add_argument("--budget-ms", type=float, default=None, help="hard level: thinking time per move (100)")
    parser.add_argument(
        "--budget-worlds",
        type=int,
        default=None,
        help="hard level: a work budget per move instead (where the hard player offers one)",
    )
    parser.add_argument(
        "--engine",
        default="douzero",
        choices=ENGINES,
        help="referee and dealer: DouZero's engine and deal generator (arena extra), or ours",
    )
    parser.add_argument("--json", metavar="PATH", help="write the report as JSON here")
    parser.add_argument("--log", metavar="PATH", help="write every game's moves here, a JSON object a line")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    return args


class Progress:
    """A progress bar of games on ``stream``: redrawn in place on a terminal, one line
    per tenth of the run otherwise."""

    def __init__(self, total: int, stream: TextIO, width: int = 30) -> None:
        self.total = total
        self.stream = stream
        self.width = width
        self.start = time.perf_counter()
        self.tty = stream.isatty()
        self.shown = 0

    def __call__(self, match: Match) -> None:
        done = len(match.games)
        tenth = done * 10 // self.total
        if not self.tty and tenth == self.shown and done != self.total:
            return
        self.shown = tenth
        wins = sum(game.a_won for game in match.games)
        elapsed = time.perf_counter() - self.start
        left = elapsed / done * (self.total - done)
        filled = self.width * done // self.total
        bar = "#" * filled + "." * (self.width - filled)
        text = f"[{bar}] {done}/{self.total} games  WP(a) {wins / done:.3f}  {elapsed:.0f} s, ~{left:.0f} s left"
        self.stream.write(("\r" + text) if self.tty else text + "\n")
        if self.tty and done == self.total:
            self.stream.write("\n")
        self.stream.flush()


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    a = SideSpec(args.a, args.budget_ms, args.budget_worlds)
    b = SideSpec(args.b, args.budget_ms, args.budget_worlds)
    if args.engine == "douzero":
        referee, deals = douzero_referee(), douzero_deals(args.seed, args.deals)
    else:
        referee, deals = own_referee(), own_deals(args.seed, args.deals)
    progress = None if args.quiet else Progress(2 * args.deals, sys.stderr)
    with contextlib.ExitStack() as stack:
        log = stack.enter_context(open(args.log, "w", encoding="utf-8")) if args.log else None
        report = run_match(a, b, referee, deals, args.seed, args.engine, progress, log)
    validate_report(report)
    print("\n".join(report_lines(report)))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(report, out, indent=2)
            out.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

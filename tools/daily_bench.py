"""How long the hard computer's play of a daily deal takes, per table (a developer's tool).

    python -m tools.daily_bench                    # today's deals (UTC)
    python -m tools.daily_bench --date 2026-12-02

Prints, per table, the seconds of one whole computer play (the auction and every move, the
hard computer at the player's seat on its budget of work, the normal opponents) and its
result. Wall-clock time: run it on an idle machine; the result itself never depends on it.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from datetime import UTC, date, datetime

from game.ai.player import finish
from game.settings import GameId
from game.table.daily.deal import daily_deal
from game.table.daily.play import REPLAY_WORLDS, computer_play


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--date", type=date.fromisoformat, default=datetime.now(UTC).date())
    args = parser.parse_args(argv)
    print(f"daily deals of {args.date.isoformat()}, hard computer on {REPLAY_WORLDS} worlds a decision")
    for game in GameId:
        started = time.perf_counter()
        score = finish(computer_play(daily_deal(args.date, game)))
        seconds = time.perf_counter() - started
        print(f"  {game.value:<10} {seconds:6.2f} s  {score.role.value} won={score.won} points={score.points:+d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

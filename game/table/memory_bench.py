"""What a long session keeps in memory: ``python -m game.table.memory_bench --deals 200``.

Plays ``--deals`` Dou Dizhu deals (three players, one table per deal, as the session deals
them) and as many Daifugo rounds (sessions of five rounds, one table per session), every seat
by the computer at ``--level`` through the tables' own think driver, and prints, every
``--every`` deals and after a full collection, the memory Python holds (``tracemalloc``), the
part of it allocated by the Dou Dizhu AI's hand-split cache (bounded: 200,000 entries), and how
many of the finished tables are still alive. A table that outlives its deal is a leak. The
hard players think ``--budget-ms`` a decision (less than the game's 100 ms, so the run is quick;
they search all the same). No pygame.
"""

from __future__ import annotations

import argparse
import fnmatch
import gc
import tracemalloc
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from game.ai.doudizhu.hand import best_plan
from game.ai.factory import make_player
from game.ai.player import Family
from game.doudizhu.state import Phase
from game.settings import GameId, Settings
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.session import Session

FRAME_MS = 50
HAND_CACHE_FILE = "*/game/ai/doudizhu/hand.py"


def _players(level: str, count: int, seed: int, family: Family, budget_ms: float) -> dict[int, Any]:
    return {seat: make_player(level, seat, seed * 10 + seat, family, budget_ms) for seat in range(count)}


def doudizhu_deals(level: str, budget_ms: float, seed: int) -> Iterator[object]:
    """One finished three-player deal after another (yields each finished table)."""
    session = Session(Settings(), seed=seed, autoplay=True)
    while True:
        table = session.next_deal(0, 4.0)
        table.players = _players(level, table.num_players, table.seed, Family.DOUDIZHU, budget_ms)
        while table.state.phase is not Phase.OVER:
            table.update(FRAME_MS)
        yield table


def daifugo_rounds(level: str, budget_ms: float, seed: int) -> Iterator[object]:
    """One finished Daifugo round after another (yields the table after each round)."""
    settings = Settings()
    settings.game = GameId.DAIFUGO
    while True:
        table = ClimbingSession(settings, seed=seed, autoplay=True).start(0, 4.0)
        table.players = _players(level, table.num_players, seed, Family.CLIMBING, budget_ms)
        seed += 1
        while not table.session_over():
            table.update(FRAME_MS)
            if table.round_over:
                yield table
                table.acknowledge_round()


def _kb(snapshot: tracemalloc.Snapshot, keep: Callable[[str], bool]) -> float:
    return sum(stat.size for stat in snapshot.statistics("filename") if keep(stat.traceback[0].filename)) / 1024


def measure(name: str, tables: Iterator[object], deals: int, every: int) -> None:
    """Play ``deals`` deals from ``tables`` and print the memory every ``every`` deals: all of
    it, the hand-split cache's part, and the rest (which must not grow)."""
    alive: list[weakref.ref[object]] = []
    first_rest: float | None = None
    rest = 0.0
    for count in range(1, deals + 1):
        table = next(tables)
        if not alive or alive[-1]() is not table:
            alive.append(weakref.ref(table))
        del table
        if count % every and count != deals:
            continue
        gc.collect()
        snapshot = tracemalloc.take_snapshot()
        total = _kb(snapshot, lambda _: True)
        cache = _kb(snapshot, lambda filename: fnmatch.fnmatch(filename, HAND_CACHE_FILE))
        rest = total - cache
        first_rest = rest if first_rest is None else first_rest
        still = sum(ref() is not None for ref in alive) - 1  # the table in play is not finished
        print(f"{name}: after {count:4d} deals {total:8.0f} KB = hand-split cache {cache:7.0f} KB "
              f"({best_plan.cache_info().currsize} entries) + the rest {rest:6.0f} KB; "
              f"finished tables alive {still}/{len(alive) - 1}", flush=True)
    print(f"{name}: the rest grew {rest - (first_rest or 0.0):+.0f} KB from the first reading to the last",
          flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--every", type=int, default=20)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--budget-ms", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tracemalloc.start()
    measure("Dou Dizhu", doudizhu_deals(args.level, args.budget_ms, args.seed), args.deals, args.every)
    measure("Daifugo", daifugo_rounds(args.level, args.budget_ms, args.seed), args.deals, args.every)


if __name__ == "__main__":
    main()

"""What a long session keeps in memory: ``python -m game.table.memory_bench --deals 200``.

Plays ``--deals`` Dou Dizhu deals (three players, one table per deal, as the session deals
them) and as many Daifugo rounds (sessions of five rounds, one table per session), every seat
by the computer at ``--level`` through the tables' own think driver, and prints every
``--every`` deals, after a full collection, the memory Python holds (``tracemalloc``): what
the AI's memo caches built since the last reading (hand splits and shared plays: bounded, so
they are emptied at each reading and counted apart), and the rest, which must not grow; and
how many of the finished tables are still alive (a table that outlives its deal is a leak).
The hard players think ``--budget-ms`` a decision (less than the game's 100 ms, so the run is
quick; they search all the same). No pygame.
"""

from __future__ import annotations

import argparse
import gc
import tracemalloc
import weakref
from collections.abc import Iterator
from typing import Any

from game.ai.doudizhu.hand import best_plan
from game.ai.factory import make_player
from game.ai.player import Family
from game.doudizhu.enumerate import clear_memo
from game.doudizhu.state import Phase
from game.settings import GameId, Settings
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.session import Session

FRAME_MS = 50


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


def _held_kb() -> float:
    """The memory Python holds after a full collection, in KB."""
    gc.collect()
    return tracemalloc.get_traced_memory()[0] / 1024


def _empty_caches() -> int:
    """Empty the AI's memo caches; how many hand splits the hand-split cache held."""
    entries = best_plan.cache_info().currsize
    best_plan.cache_clear()
    clear_memo()
    return entries


def measure(name: str, tables: Iterator[object], deals: int, every: int) -> None:
    """Play ``deals`` deals from ``tables`` and print the memory every ``every`` deals."""
    alive: list[weakref.ref[object]] = []
    readings: list[float] = []
    for count in range(1, deals + 1):
        table = next(tables)
        if not alive or alive[-1]() is not table:
            alive.append(weakref.ref(table))
        del table
        if count % every and count != deals:
            continue
        held = _held_kb()
        entries = _empty_caches()
        rest = _held_kb()
        readings.append(rest)
        still = sum(ref() is not None for ref in alive) - 1  # the table in play is not finished
        print(f"{name}: after {count:4d} deals {held:7.0f} KB: memo caches {held - rest:6.0f} KB "
              f"({entries} hand splits), the rest {rest:6.0f} KB; finished tables alive {still}/{len(alive) - 1}",
              flush=True)
    print(f"{name}: the rest grew {readings[-1] - readings[0]:+.0f} KB from the first reading to the last", flush=True)


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

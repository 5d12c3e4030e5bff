"""How much keeping the game in progress costs: ``python -m game.table.saved_game_bench``.

Plays a whole Daifugo session (every seat by the computer) and a four-player Dou Dizhu deal,
and prints, at the longest point of each, the time to build the stored text (the saved game's
JSON and the settings JSON around it), to write it to a file (the desktop store) and to
continue it (parse it and replay every move at a fresh table, through the path the menu's
Continue takes). No pygame.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from game.climbing.options import daifugo
from game.platform import DesktopPlatform
from game.settings import DouDizhuOptions, GameId, Settings
from game.table.climbing.controller import ClimbingTable
from game.table.doudizhu.controller import TableController
from game.table.registry import doudizhu_rules
from game.table.resume import resume_session
from game.table.saved_game import SavedGame


def _ms(action: Callable[[], object], repeat: int) -> float:
    """Median wall time of ``action`` in milliseconds."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def climbing_game(rounds: int, seed: int) -> SavedGame:
    """A whole session but its last move, recorded from a table."""
    options = daifugo(rounds=rounds)
    table = ClimbingTable(options, seed, "easy", human_seat=None, move_delay_ms=0, announce_ms=0)
    best = SavedGame(GameId.DAIFUGO, options.to_dict(), seed, ())
    while not table.session_over():
        best = SavedGame(GameId.DAIFUGO, options.to_dict(), seed, tuple(table.record))
        table.update(16)
        if table.round_over:
            table.acknowledge_round()
    return best


def doudizhu_game(seed: int) -> SavedGame:
    options = DouDizhuOptions()
    table = TableController(doudizhu_rules(GameId.DDZ4, options), seed, "easy", human_seat=None, move_delay_ms=0)
    best = SavedGame(GameId.DDZ4, options.to_dict(), seed, ())
    while table.state.phase.name != "OVER":
        best = SavedGame(GameId.DDZ4, options.to_dict(), seed, tuple(table.record), table.elapsed_ms)
        table.update(100)
    return best


def report(name: str, saved: SavedGame, repeat: int) -> str:
    settings = Settings()
    with tempfile.TemporaryDirectory() as folder:
        store = DesktopPlatform(Path(folder))

        def build() -> str:
            settings.saved_game = saved.to_json()
            return settings.to_json()

        text = build()
        build_ms = _ms(build, repeat)
        write_ms = _ms(lambda: store.write_settings(text), repeat)
    continue_ms = _ms(
        lambda: resume_session(Settings(), SavedGame.from_json(saved.to_json()), 0, 4.0), max(1, repeat // 10)
    )
    return (
        f"{name}: {len(saved.moves)} moves, stored text {len(text.encode('utf-8'))} bytes; "
        f"build {build_ms:.3f} ms, write {write_ms:.3f} ms, "
        f"continue at a table {continue_ms:.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(report(f"Daifugo, {args.rounds} rounds", climbing_game(args.rounds, args.seed), args.repeat))
    print(report("Dou Dizhu, 4 players with the clock", doudizhu_game(args.seed), args.repeat))


if __name__ == "__main__":
    main()

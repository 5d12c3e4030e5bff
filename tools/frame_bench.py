"""How many frames draw at a table, natively and headless: ``python -m tools.frame_bench``.

Plays a seeded table with the computer on every seat (the human's by the takeover, at the
normal level, whose moves do not depend on the machine's speed), at a fixed game time per
frame (``--dt-ms``: 4 is the stand-in page's loop, 16 a 60 Hz display), and prints per game
the frames, the frames that drew and presented a picture (:mod:`game.ui.common.view_key`),
the moves applied, and the frames' work times (median, p95 in ms; wall-clock, so noisy on a
shared machine). ``--always-draw`` draws every frame, as before frames kept their picture.
The counts are the same on every machine and load; the times are not. Developer output, not
translated.
"""

from __future__ import annotations

import argparse
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.platform import current as current_platform  # after the SDL drivers are chosen
from game.settings import AiLevel, GameId
from game.ui.app import App, AppOptions, FrameStats, ScratchPlatform
from game.ui.families import make_app


def play(game: GameId, frames: int, dt_ms: int, seed: int, always_draw: bool) -> dict[str, float]:
    """One table's run: frames, frames drawn, moves, median and p95 frame work (ms)."""
    app: App = make_app(AppOptions(seed=seed), ScratchPlatform(current_platform()))
    app.settings.game = game
    app.settings.ai_level = AiLevel.NORMAL
    app.start_table()
    if always_draw:
        app.redraws.due = lambda key, had_input, now_ms: True  # type: ignore[method-assign]
    moves = 0
    app.stats = FrameStats()
    start_drawn = app.frames_drawn
    for _ in range(frames):
        table = app.table
        if table is not None:
            table.takeover = True
            before = table.moves_applied
        app.frame(dt_ms)
        if table is not None and app.table is table:
            moves += table.moves_applied - before
    times = [ms for values in app.stats.times_ms.values() for ms in values]
    median, p95 = FrameStats.summary(times)
    return {"frames": frames, "drawn": app.frames_drawn - start_drawn, "moves": moves, "median": median, "p95": p95}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.frame_bench", description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=3000)
    parser.add_argument("--dt-ms", type=int, default=4, help="game time per frame (4: the stand-in page)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--games", nargs="+", default=["ddz3", "daifugo"], choices=[game.value for game in GameId])
    parser.add_argument("--always-draw", action="store_true", help="draw every frame (the old way)")
    args = parser.parse_args(argv)
    for name in args.games:
        got = play(GameId(name), args.frames, args.dt_ms, args.seed, args.always_draw)
        share = got["drawn"] / got["frames"]
        print(f"{name}: {got['frames']:.0f} frames of {args.dt_ms} ms, {got['drawn']:.0f} drawn ({share:.1%}), "
              f"{got['moves']:.0f} moves; frame work median {got['median']:.2f} ms, p95 {got['p95']:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Entry point for the desktop and the browser (pygbag): ``asyncio.run(main())``.

Usage::

    python main.py
    python main.py --autoplay --frames 3000 --screenshots shots [--lang sv] [--seed 7] \
        [--game ddz3|ddz4|ddz2|daifugo|president] [--level easy] [--wild]

``--autoplay`` lets the computer play every seat (the human's too), walks through every
scene, saves ``<scene>.png`` into the screenshot folder and prints frame times at exit
(Daifugo / President: ``climbing_rules``, ``exchange``, ``climbing_play`` with a rule's
cut-in, ``climbing_scoring``). The play pictures are taken while a cut-in shows (Dou Dizhu:
a bomb, the rocket, an airplane or a spring); a run without any keeps the first deal's
or round's end instead. Autoplay animates fast, on its fixed game time per frame.
Without a display (Linux / BSD without ``DISPLAY`` or ``WAYLAND_DISPLAY``) it uses SDL's dummy
video and audio drivers; when the window cannot be opened there it carries on with the dummy video
driver. On Windows and macOS, where nobody reads the console, a window that cannot be opened is
told to the player in a message box (:func:`tell_no_window`) and the game exits with status 1.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
from collections.abc import MutableMapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def use_dummy_drivers_if_headless(system: str | None = None, env: MutableMapping[str, str] | None = None) -> None:
    """Pick SDL's dummy drivers only where there truly is no display (a Linux or BSD
    desktop without ``DISPLAY`` / ``WAYLAND_DISPLAY``); never on Windows, macOS or in the
    browser. The decision is :func:`game.platform.display.headless_defaults`."""
    from game.platform.display import headless_defaults

    system = sys.platform if system is None else system
    env = os.environ if env is None else env
    env.update(headless_defaults(system, env))


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    from game import PRODUCT_NAME

    parser = argparse.ArgumentParser(
        description=(
            f"{PRODUCT_NAME}: card games against the computer - Dou Dizhu (Fight the Landlord) "
            "for 2, 3 or 4 players, with or without a wild rank, and the climbing games Daifugo "
            "and President with their house rules. Without options it opens the menu."
        )
    )
    parser.add_argument("--autoplay", action="store_true", help="the computer plays every seat")
    parser.add_argument("--frames", type=int, default=None, help="stop after this many frames")
    parser.add_argument("--screenshots", type=Path, default=None, help="folder for one PNG per scene")
    from game.i18n import LANGUAGES  # pure Python, no pygame

    parser.add_argument("--lang", choices=tuple(LANGUAGES), default=None, help="language of the texts")
    parser.add_argument(
        "--seed", type=int, default=None, help="seed of the first deal (the same seed deals the same cards)"
    )
    from game.table.registry import TABLES  # pure Python, no pygame

    parser.add_argument(
        "--game",
        choices=tuple(item.game.value for item in TABLES),
        default=None,
        help="table to play: Dou Dizhu for 3, 4 or 2 players, Daifugo or President",
    )
    from game.settings import AiLevel

    parser.add_argument("--level", choices=tuple(level.value for level in AiLevel), default=None,
                        help="computer strength")
    parser.add_argument(
        "--wild", action="store_true", help="Dou Dizhu with a wild rank (a random rank whose cards stand in for others)"
    )
    args, _unknown = parser.parse_known_args(argv)  # the browser host may pass its own flags
    return args


def tell_no_window(reason: str) -> None:
    """Tell the player, in their language, that the window could not be opened: on the
    console and in the system's message box. ``reason`` is SDL's own (English) error."""
    import pygame

    from game import PRODUCT_NAME
    from game.core.reason import Phrase
    from game.i18n import N_, _

    no_window = N_(
        "The game window could not be opened, so the game cannot start. "
        "Updating the graphics driver may help. (Error: {reason})"
    )
    message = Phrase.of(no_window, reason=reason).render(_)
    print(message, file=sys.stderr)
    with contextlib.suppress(pygame.error):  # no message box either: the console line is all there is
        pygame.display.message_box(PRODUCT_NAME, message, message_type="error", buttons=(_("OK"),))


async def main(argv: list[str] | None = None) -> int:
    """Run the game until the player quits (or the frame limit is reached)."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    use_dummy_drivers_if_headless()
    import pygame

    from game.settings import AiLevel, GameId
    from game.ui.app import AppOptions, shutdown
    from game.ui.families import make_app

    options = AppOptions(
        autoplay=args.autoplay,
        frames=args.frames,
        screenshots=args.screenshots,
        language=args.lang,
        seed=args.seed,
        game=GameId(args.game) if args.game else None,
        level=AiLevel(args.level) if args.level else None,
        wild=args.wild,
    )
    from game.i18n import _
    from game.platform.display import start_with_fallback, tells_in_a_message_box

    pygame.init()
    try:
        app, fell_back = start_with_fallback(
            lambda: make_app(options), sys.platform, os.environ, (pygame.error,), pygame.display.quit
        )
    except pygame.error as error:
        if not tells_in_a_message_box(sys.platform):
            raise
        tell_no_window(str(error))
        shutdown()
        return 1
    if fell_back:
        print(_("The window could not be opened, so the game runs without one."), file=sys.stderr)
    await app.run()
    if args.autoplay or args.frames is not None:
        print(app.stats.report())
    shutdown()
    return 0


if __name__ == "__main__":
    status = asyncio.run(main())
    if status:
        sys.exit(status)

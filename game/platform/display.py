"""Which SDL video driver the game asks for, and the fallback when the real one fails.

Rules:

- SDL's ``dummy`` driver (no window at all) is chosen up front only where there truly
  is no display: a Unix desktop system whose windows come from X11 or Wayland (Linux,
  the BSDs) with neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` set. Windows and macOS
  never set those variables and always have a window system, so they never get it up
  front; nor does the browser (``emscripten``), whose canvas is the display.
- A driver the player (or a test) named in ``SDL_VIDEODRIVER`` / ``SDL_AUDIODRIVER`` is
  always kept.
- When the real video driver fails to start (the window cannot be opened) on a Unix
  desktop system, the game falls back to the dummy driver and carries on instead of
  crashing (and says so on the console it was started from). On Windows and macOS
  (:data:`NO_CONSOLE`) the game is started from an icon and nobody reads its console, so
  there is no fallback: the error is raised, and the game tells the player in a message
  box and exits. In the browser there is nothing to fall back to and the error is raised.

No pygame here: the decision is a pure function of the platform name and the
environment, and the fallback takes the starting step and the error types as
parameters, so tests drive every platform on any machine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping
from typing import TypeVar

DUMMY = "dummy"
VIDEO_VAR = "SDL_VIDEODRIVER"
AUDIO_VAR = "SDL_AUDIODRIVER"
DISPLAY_VARS = ("DISPLAY", "WAYLAND_DISPLAY")
UNIX_DESKTOPS = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly")
"""``sys.platform`` prefixes of the systems whose display is an X11 or Wayland server."""
WEB = "emscripten"
NO_CONSOLE = ("win32", "darwin")
"""The systems whose players start the game from an icon, with no console to read: a window
that cannot open is told in a message box (:func:`tells_in_a_message_box`)."""

T = TypeVar("T")


def has_no_display(system: str, env: Mapping[str, str]) -> bool:
    """True only on a Unix desktop system (``UNIX_DESKTOPS``) with neither ``DISPLAY`` nor
    ``WAYLAND_DISPLAY`` set (an empty value counts as unset). Always False on ``win32``,
    ``darwin``, ``emscripten`` and any other system."""
    if not system.startswith(UNIX_DESKTOPS):
        return False
    return not any(env.get(name) for name in DISPLAY_VARS)


def headless_defaults(system: str, env: Mapping[str, str]) -> dict[str, str]:
    """The SDL driver variables to add to ``env`` before pygame starts.

    Without a display (:func:`has_no_display`): the dummy video and audio drivers, each
    only when ``env`` does not already name one. Everywhere else: nothing.
    """
    if not has_no_display(system, env):
        return {}
    return {name: DUMMY for name in (VIDEO_VAR, AUDIO_VAR) if not env.get(name)}


def tells_in_a_message_box(system: str) -> bool:
    """True on Windows and macOS: a window that cannot open is told to the player in a
    message box, and the game exits (no fallback to the dummy driver)."""
    return system in NO_CONSOLE


def start_with_fallback(
    start: Callable[[], T],
    system: str,
    env: MutableMapping[str, str],
    errors: tuple[type[BaseException], ...],
    reset: Callable[[], None],
) -> tuple[T, bool]:
    """Run ``start`` (open the window); when it raises one of ``errors``, call ``reset``
    (close what was half opened), switch ``env`` to the dummy video driver and run
    ``start`` once more. Returns ``(result, fell_back)``.

    The error is raised as it is in the browser, on Windows and macOS
    (:func:`tells_in_a_message_box`), and when the dummy driver was already in use (there
    is nothing left to fall back to).
    """
    try:
        return start(), False
    except errors:
        if system == WEB or tells_in_a_message_box(system) or env.get(VIDEO_VAR) == DUMMY:
            raise
    reset()
    env[VIDEO_VAR] = DUMMY
    return start(), True

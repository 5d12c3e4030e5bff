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

The window and the canvas:

- Every scene draws on a fixed logical canvas of ``CANVAS_SIZE`` (1280x720, 16:9). It is
  shown letterboxed (:func:`letterbox`): scaled, aspect kept, as large as the window
  allows, centred, bars on the two sides that are too long. A pointer position in the
  window maps back to the canvas point drawn there (:func:`to_canvas`).
- On the desktop the window is resizable and the game letterboxes the canvas into it
  (:func:`resizable_window`). In the browser the window is fixed at ``CANVAS_SIZE``:
  the page declares its canvas element 1280x720 and the runtime (pygbag's
  ``window_resize``) letterboxes that element into the browser window by its CSS size
  on every resize, while SDL maps pointer positions from CSS pixels back to the window's
  1280x720. A resizable window there would adopt the element's CSS size as its own and
  keep whatever aspect the page had before the game started.

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
CANVAS_SIZE = (1280, 720)
"""The logical canvas every scene draws on, in pixels (16:9)."""

Size = tuple[int, int]

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


def resizable_window(system: str) -> bool:
    """Whether the game's window is resizable: everywhere but in the browser (``emscripten``),
    where the page letterboxes a fixed ``CANVAS_SIZE`` window (see the module's rules)."""
    return system != WEB


def letterbox(window: Size, canvas: Size = CANVAS_SIZE) -> tuple[int, int, int, int]:
    """``(x, y, width, height)`` of ``canvas`` scaled into ``window``: aspect kept, as large
    as fits, centred (the spare pixels split, the odd one to the right or bottom). An
    empty window shows the canvas unscaled at the origin."""
    window_w, window_h = window
    canvas_w, canvas_h = canvas
    if window_w <= 0 or window_h <= 0:
        return (0, 0, canvas_w, canvas_h)
    scale = min(window_w / canvas_w, window_h / canvas_h)
    width, height = max(1, round(canvas_w * scale)), max(1, round(canvas_h * scale))
    return ((window_w - width) // 2, (window_h - height) // 2, width, height)


def to_canvas(pos: Size, window: Size, canvas: Size = CANVAS_SIZE) -> Size:
    """The canvas pixel shown at window pixel ``pos`` (the :func:`letterbox`); a position on a
    bar maps outside the canvas (negative, or at least its size)."""
    x, y, width, height = letterbox(window, canvas)
    return ((pos[0] - x) * canvas[0] // width, (pos[1] - y) * canvas[1] // height)

"""The 1280x720 table letterboxed into any window, and pointers landing where they point.

Windows: a desktop at the canvas's own size and at two larger 16:9 sizes, a phone in
portrait (390x844 CSS px) and in landscape (844x390). On the desktop the game letterboxes
the canvas into its resizable window; in the browser its window stays 1280x720 and the
page letterboxes that (tests/browser/test_browser_page.py checks the page's side).
"""

from __future__ import annotations

import sys

import pygame
import pytest

from game.platform.display import CANVAS_SIZE, letterbox, resizable_window, to_canvas
from game.ui.app import App
from tests.ui_helpers import make_app

WINDOWS = {
    (1280, 720): (0, 0, 1280, 720),
    (390, 844): (0, 312, 390, 219),
    (844, 390): (75, 0, 693, 390),
    (1600, 900): (0, 0, 1600, 900),
    (1920, 1080): (0, 0, 1920, 1080),
}
"""Window size -> where the canvas sits in it: (x, y, width, height)."""
CANVAS_POINTS = ((0, 0), (1279, 719), (640, 360), (1279, 0), (0, 719), (97, 655))


def shown_at(window: tuple[int, int], point: tuple[int, int]) -> tuple[int, int]:
    """The first window pixel (column, row) that starts where canvas ``point`` is drawn or after."""
    x, y, width, height = letterbox(window)
    return (x - (-point[0] * width // CANVAS_SIZE[0]), y - (-point[1] * height // CANVAS_SIZE[1]))


@pytest.mark.parametrize(("window", "box"), WINDOWS.items())
def test_the_canvas_fills_as_much_of_the_window_as_16_9_allows(
    window: tuple[int, int], box: tuple[int, int, int, int]
) -> None:
    x, y, width, height = letterbox(window)
    assert (x, y, width, height) == box
    assert width == window[0] or height == window[1], "one side fills the window"
    assert width <= window[0] and height <= window[1]
    assert abs(width * 9 - height * 16) <= 16, "16:9 within a pixel"
    assert abs(2 * x + width - window[0]) <= 1 and abs(2 * y + height - window[1]) <= 1, "centred"


@pytest.mark.parametrize("window", WINDOWS)
def test_a_pointer_maps_back_to_the_canvas_point_drawn_under_it(window: tuple[int, int]) -> None:
    """Exactly where the canvas is magnified; within one window pixel's worth of canvas
    where it is shrunk (a phone's window pixel covers about 3.3 canvas pixels)."""
    x, y, width, height = letterbox(window)
    slack = (CANVAS_SIZE[0] / width, CANVAS_SIZE[1] / height)
    for point in CANVAS_POINTS:
        mapped = to_canvas(shown_at(window, point), window)
        if width >= CANVAS_SIZE[0]:
            assert mapped == point
        assert all(abs(mapped[i] - point[i]) < max(1.0, slack[i]) for i in (0, 1)), (point, mapped)
    assert to_canvas((x, y), window) == (0, 0)
    last = to_canvas((x + width - 1, y + height - 1), window)
    assert 0 <= 1279 - last[0] < slack[0] and 0 <= 719 - last[1] < slack[1], last
    if x:  # a bar on each side: a touch there is off the canvas
        assert to_canvas((x - 1, y), window)[0] < 0 and to_canvas((x + width, y), window)[0] >= 1280
    if y:
        assert to_canvas((x, y - 1), window)[1] < 0 and to_canvas((x, y + height), window)[1] >= 720


@pytest.mark.parametrize("window", WINDOWS)
def test_clicks_and_taps_reach_the_scene_where_they_land(window: tuple[int, int]) -> None:
    """Through the app's own path: a mouse press and a finger (normalised to the window,
    as SDL sends it) both arrive at the canvas point under them."""
    app = make_app()
    app.window = pygame.display.set_mode(window, pygame.RESIZABLE)
    assert app.viewport() == pygame.Rect(WINDOWS[window])
    received: list[tuple[int, tuple[int, int]]] = []
    assert app.scene is not None
    app.scene.handle_event = lambda event: received.append((event.type, event.pos))  # type: ignore[method-assign]
    at = shown_at(window, CANVAS_POINTS[-1])
    point = to_canvas(at, window)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    assert received == [(pygame.MOUSEBUTTONDOWN, point)]
    received.clear()
    app.pointer.advance(10_000)  # past the echo window of the mouse press
    normal = ((at[0] + 0.5) / window[0], (at[1] + 0.5) / window[1])
    app.dispatch(pygame.event.Event(pygame.FINGERDOWN, x=normal[0], y=normal[1], dx=0.0, dy=0.0,
                                    finger_id=1, touch_id=7, pressure=1.0))
    assert (pygame.MOUSEBUTTONDOWN, point) in received


def test_only_the_browser_window_is_fixed() -> None:
    assert resizable_window("linux") and resizable_window("win32") and resizable_window("darwin")
    assert not resizable_window("emscripten")


def opened_windows(monkeypatch: pytest.MonkeyPatch, system: str) -> tuple[App, list[tuple[tuple[int, int], int]]]:
    """An app started on ``system``, and the (size, flags) of every window it opened (SDL's
    dummy driver does not report the resizable flag back, so the calls are recorded)."""
    calls: list[tuple[tuple[int, int], int]] = []
    set_mode = pygame.display.set_mode

    def recording(size: tuple[int, int] = (0, 0), flags: int = 0) -> pygame.Surface:
        calls.append((tuple(size), flags))  # type: ignore[arg-type]
        return set_mode(size, flags)

    monkeypatch.setattr(pygame.display, "set_mode", recording)
    monkeypatch.setattr(sys, "platform", system)
    app = make_app()
    monkeypatch.undo()
    return app, calls


def test_on_the_desktop_the_game_opens_a_resizable_window(monkeypatch: pytest.MonkeyPatch) -> None:
    _, calls = opened_windows(monkeypatch, "linux")
    assert calls == [(CANVAS_SIZE, pygame.RESIZABLE)]


def test_in_the_browser_the_game_opens_a_fixed_16_9_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """A resizable window in the page would take the canvas element's CSS size (a square
    while the page declared its canvas 1 by 1 pixel); a fixed one stays 1280x720, the page
    scales it and SDL maps the pointer back to it."""
    app, calls = opened_windows(monkeypatch, "emscripten")
    assert calls == [(CANVAS_SIZE, 0)]
    assert app.window.get_size() == CANVAS_SIZE
    assert app.viewport() == pygame.Rect(0, 0, *CANVAS_SIZE)
    assert app.to_logical((97, 655)) == (97, 655)

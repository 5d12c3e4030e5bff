"""Which SDL video driver the game picks on each platform, and the fallback to the dummy one."""

from __future__ import annotations

import asyncio
import os
import sys

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.platform.display import (
    AUDIO_VAR,
    DUMMY,
    VIDEO_VAR,
    has_no_display,
    headless_defaults,
    start_with_fallback,
)

NO_DISPLAY: dict[str, str] = {}
X11 = {"DISPLAY": ":0"}
WAYLAND = {"WAYLAND_DISPLAY": "wayland-0"}
env_names = st.sampled_from(["DISPLAY", "WAYLAND_DISPLAY", VIDEO_VAR, AUDIO_VAR, "HOME", "APPDATA"])
environments = st.dictionaries(env_names, st.sampled_from(["", ":0", "x11", "dummy", "windows"]))


@pytest.mark.parametrize("system", ["win32", "darwin", "emscripten"])
@given(env=environments)
def test_windows_macos_and_the_browser_never_get_the_dummy_driver(system, env):
    assert not has_no_display(system, env)
    assert headless_defaults(system, env) == {}


@pytest.mark.parametrize("system", ["linux", "freebsd", "freebsd14", "openbsd7"])
def test_unix_without_a_display_gets_the_dummy_drivers(system):
    assert headless_defaults(system, NO_DISPLAY) == {VIDEO_VAR: DUMMY, AUDIO_VAR: DUMMY}
    assert headless_defaults(system, {"DISPLAY": ""}) == {VIDEO_VAR: DUMMY, AUDIO_VAR: DUMMY}


@pytest.mark.parametrize("system", ["linux", "freebsd"])
@pytest.mark.parametrize("env", [X11, WAYLAND, {**X11, **WAYLAND}])
def test_unix_with_a_display_opens_a_real_window(system, env):
    assert headless_defaults(system, env) == {}


def test_a_named_driver_is_kept():
    assert headless_defaults("linux", {VIDEO_VAR: "offscreen"}) == {AUDIO_VAR: DUMMY}
    assert headless_defaults("linux", {VIDEO_VAR: "x11", AUDIO_VAR: "pulse"}) == {}


@pytest.mark.parametrize(
    ("system", "env", "dummy"),
    [
        ("win32", {}, False),
        ("darwin", {}, False),
        ("emscripten", {}, False),
        ("linux", {}, True),
        ("freebsd", {}, True),
        ("linux", {"DISPLAY": ":1"}, False),
    ],
)
def test_main_sets_the_driver_only_without_a_display(monkeypatch, system, env, dummy):
    import main

    monkeypatch.setattr(sys, "platform", system)
    main.use_dummy_drivers_if_headless(env=env)
    assert (env.get(VIDEO_VAR) == DUMMY) is dummy
    assert (env.get(AUDIO_VAR) == DUMMY) is dummy


class FailingDriver:
    """A window that opens only with the dummy driver (the real one is broken)."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.attempts: list[str | None] = []
        self.resets = 0

    def start(self) -> str:
        self.attempts.append(self.env.get(VIDEO_VAR))
        if self.env.get(VIDEO_VAR) != DUMMY:
            raise pygame.error("No available video device")
        return "window"

    def reset(self) -> None:
        self.resets += 1


@pytest.mark.parametrize("system", ["linux", "freebsd"])
def test_a_failing_driver_falls_back_to_the_dummy_one_on_unix(system):
    env: dict[str, str] = {"DISPLAY": ":0"}
    driver = FailingDriver(env)
    result = start_with_fallback(driver.start, system, env, (pygame.error,), driver.reset)
    assert result == ("window", True)
    assert driver.attempts == [None, DUMMY]
    assert driver.resets == 1
    assert env[VIDEO_VAR] == DUMMY


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_windows_and_macos_have_no_fallback(system):
    driver = FailingDriver({})
    with pytest.raises(pygame.error):
        start_with_fallback(driver.start, system, driver.env, (pygame.error,), driver.reset)
    assert driver.attempts == [None]
    assert VIDEO_VAR not in driver.env


def test_a_working_driver_is_used_as_it_is():
    env: dict[str, str] = {}
    result = start_with_fallback(lambda: "window", "win32", env, (pygame.error,), lambda: None)
    assert result == ("window", False)
    assert VIDEO_VAR not in env


def test_the_browser_has_no_fallback():
    driver = FailingDriver({})
    with pytest.raises(pygame.error):
        start_with_fallback(driver.start, "emscripten", driver.env, (pygame.error,), driver.reset)
    assert driver.attempts == [None]
    assert VIDEO_VAR not in driver.env


def test_a_failing_dummy_driver_is_not_retried():
    attempts: list[int] = []

    def always_broken() -> str:
        attempts.append(1)
        raise pygame.error("no memory")

    with pytest.raises(pygame.error):
        start_with_fallback(always_broken, "linux", {VIDEO_VAR: DUMMY}, (pygame.error,), lambda: None)
    assert len(attempts) == 1


@pytest.fixture
def broken_video(tmp_path, monkeypatch) -> list[str | None]:
    """A real window that cannot be opened (only SDL's dummy driver starts); the drivers
    ``main`` tried, in order."""
    monkeypatch.setenv("CLIMBING_TABLE_CONFIG_DIR", str(tmp_path))
    monkeypatch.delenv(VIDEO_VAR, raising=False)
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    real_init = pygame.display.init
    tried: list[str | None] = []

    def broken_unless_dummy() -> None:
        tried.append(os.environ.get(VIDEO_VAR))
        if os.environ.get(VIDEO_VAR) != DUMMY:
            raise pygame.error("video system not available")
        real_init()

    monkeypatch.setattr(pygame.display, "init", broken_unless_dummy)
    return tried


class MessageBoxes:
    """Stands in for the system's message box (``pygame.display.message_box``)."""

    def __init__(self, works: bool = True) -> None:
        self.works = works
        self.shown: list[tuple[str, str, str, tuple[str, ...]]] = []

    def __call__(self, title: str, message: str, message_type: str = "info", buttons: tuple[str, ...] = ("OK",),
                 **_: object) -> int:
        if not self.works:
            raise pygame.error("No message system available")
        self.shown.append((title, message, message_type, tuple(buttons)))
        return 0


@pytest.mark.parametrize("system", ["win32", "darwin"])
def test_windows_and_macos_tell_the_player_in_a_message_box_and_exit(broken_video, monkeypatch, capsys, system):
    """main() on a (faked) Windows or Mac whose window cannot open: the player is told in the
    system's message box, in their language, and the game exits instead of running unseen."""
    import main
    from game import PRODUCT_NAME

    monkeypatch.setattr(sys, "platform", system)
    boxes = MessageBoxes()
    monkeypatch.setattr(pygame.display, "message_box", boxes)
    assert asyncio.run(main.main(["--frames", "3", "--lang", "sv"])) == 1
    assert broken_video and DUMMY not in broken_video  # no second try with the dummy driver
    [(title, message, kind, buttons)] = boxes.shown
    assert title == PRODUCT_NAME and kind == "error" and buttons == ("OK",)
    assert message.startswith("Spelfönstret kunde inte öppnas")
    assert "video system not available" in message  # SDL's own reason, for a bug report
    out, err = capsys.readouterr()
    assert out == ""  # no frames ran (no frame report)
    assert message in err


def test_without_a_message_box_the_console_still_says_it_and_the_game_exits(broken_video, monkeypatch, capsys):
    import main

    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(pygame.display, "message_box", MessageBoxes(works=False))
    assert asyncio.run(main.main(["--frames", "3", "--lang", "en"])) == 1
    assert "The game window could not be opened" in capsys.readouterr().err


def test_the_game_on_linux_carries_on_when_the_window_cannot_open(broken_video, monkeypatch, capsys):
    """main() on a Linux desktop (a display named) whose window cannot open: it runs its frames
    with the dummy driver and says so on the console it was started from."""
    import main

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("DISPLAY", ":0")
    boxes = MessageBoxes()
    monkeypatch.setattr(pygame.display, "message_box", boxes)
    assert asyncio.run(main.main(["--frames", "3", "--lang", "en"])) == 0
    assert broken_video[0] is None and broken_video[-1] == DUMMY
    assert "could not be opened" in capsys.readouterr().err
    assert boxes.shown == []

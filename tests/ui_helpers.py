"""Helpers for the UI tests: a headless app with in-memory settings and synthetic input."""

from __future__ import annotations

import os
from dataclasses import dataclass

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.ui.app import App, AppOptions
from game.ui.common import theme
from game.ui.common.widgets import text
from game.ui.families import make_app as make_family_app


@dataclass
class MemoryPlatform:
    """Settings kept in memory; the host speaks ``locale``."""

    stored: str | None = None
    locale: str | None = "en_US"

    def read_settings(self) -> str | None:
        return self.stored

    def write_settings(self, text: str) -> bool:
        self.stored = text
        return True

    def language(self) -> str | None:
        return self.locale


def make_app(**options: object) -> App:
    pygame.init()
    return make_family_app(AppOptions(**options), platform=MemoryPlatform())  # type: ignore[arg-type]


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A press and release at a logical position, straight to the current scene (or the modal
    dialog over it)."""
    assert app.scene is not None
    app.deliver(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.deliver(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    if app.scene is not None:
        app.deliver(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def key(app: App, code: int) -> None:
    assert app.scene is not None
    app.deliver(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def run_frames(app: App, count: int, dt_ms: int = 16) -> None:
    for _ in range(count):
        app.frame(dt_ms)


def drawn_frame(app: App, dt_ms: int = 16, most: int = 8) -> text.Recorder:
    """The texts of the next frame that really draws, on a fresh recording canvas. A frame may
    only think (``game.table.think_pacing``) while a computer decision is in progress, and how
    many frames a decision spans follows the wall clock: so a test that reads one frame waits
    for the first one that drew (at most ``most`` frames) instead of counting on it."""
    app.canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    for _ in range(most):
        recorder = text.Recorder()
        with text.recording(recorder):
            app.frame(dt_ms)
        if app.frame_drew:
            return recorder
    raise AssertionError(f"no frame drew in {most} frames")


def finish_review(app: App, limit: int = 20000):
    """Runs frames until the review scene on screen has judged every decision; the scene."""
    scene = app.scene
    for _frame in range(limit):
        if scene.finished:  # type: ignore[union-attr]
            return scene
        app.frame(16)
    raise AssertionError("the review never finished")

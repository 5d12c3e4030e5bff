"""The scene protocol.

A scene owns one screen. The app calls ``enter`` when the scene becomes current (with
the arguments given to :meth:`App.switch`), then every frame ``handle_event`` for each
input event (mouse positions already in logical canvas coordinates), ``update`` with
the elapsed game time, and ``draw`` onto the logical canvas (not in a frame that only thinks,
see :meth:`deciding`, nor when :meth:`view_key` says the picture is the one on the display
already); ``leave`` when another scene takes over. ``enter`` must (re)build everything the
scene shows, so a scene object can be entered many times. ``autoplay`` is called once per frame instead of waiting for
a human when the app runs with ``--autoplay``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.ui.common.host import Host
    from game.ui.common.view_key import ViewKey


class Scene:
    """Base class: every step does nothing."""

    name = "scene"

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self, **kwargs: Any) -> None:
        """Become the current scene."""

    def leave(self) -> None:
        """Stop being the current scene."""

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        """React to one input event. A scene that others build on returns whether it used the
        event up (True), so the subclass leaves it alone; the app ignores the value."""

    def update(self, dt_ms: int) -> None:
        """Advance ``dt_ms`` milliseconds of game time."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole screen onto ``surface`` (the logical canvas)."""

    def view_key(self) -> ViewKey | None:
        """What the scene's picture shows now, for the app to skip drawing it again
        (:mod:`game.ui.common.view_key`); ``None``: draw every frame."""
        return None

    def deciding(self) -> bool:
        """Whether a computer seat's decision is in progress at this scene's table (the app
        then paces the frames: :mod:`game.table.think_pacing`)."""
        return False

    def autoplay(self, frame: int) -> None:
        """Act for the human in autoplay mode; ``frame`` counts frames since ``enter``."""

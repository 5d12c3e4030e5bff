"""The one modal stack: every dialog open over a scene, the app's and the scene's alike.

A layer either *pauses* the scene (the app's confirmations, :meth:`Host.ask`: it takes every
input event, the scene's game time stands still, the app draws it over the scene) or sits
*over the scene* (a play scene's reading dialog or card picker: the scene routes events to
it and draws it in its own place, under the log, while its table runs on as the scene
decides). At most one layer sits over the scene at a time; pausing layers stack above it.
A scene change closes every layer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame


class Modal(Protocol):
    """A dialog: it takes input events and draws itself over the scene."""

    def handle_event(self, event: pygame.event.Event) -> Any: ...
    def draw(self, surface: pygame.Surface) -> None: ...


@dataclass(frozen=True)
class Layer:
    dialog: Modal
    pauses: bool


@dataclass
class ModalStack:
    """The open dialogs, bottom first (see the module docstring)."""

    layers: list[Layer] = field(default_factory=list)

    def push(self, dialog: Modal, pauses: bool = True) -> None:
        self.layers.append(Layer(dialog, pauses))

    def blocking(self) -> Modal | None:
        """The top pausing dialog: it takes the input and the scene stands still."""
        return next((layer.dialog for layer in reversed(self.layers) if layer.pauses), None)

    def blocking_layers(self) -> list[Modal]:
        """The pausing dialogs, bottom first (the order they are drawn in)."""
        return [layer.dialog for layer in self.layers if layer.pauses]

    def close_blocking(self) -> None:
        """Close the top pausing dialog."""
        for index in range(len(self.layers) - 1, -1, -1):
            if self.layers[index].pauses:
                del self.layers[index]
                return

    def over_scene(self) -> Modal | None:
        """The dialog the scene runs over its table, if any."""
        return next((layer.dialog for layer in self.layers if not layer.pauses), None)

    def set_over_scene(self, dialog: Modal | None) -> None:
        """Replace the scene's dialog with ``dialog`` (``None``: close it); it goes under the
        pausing ones."""
        self.layers = [layer for layer in self.layers if layer.pauses]
        if dialog is not None:
            self.layers.insert(0, Layer(dialog, pauses=False))

    def clear(self) -> None:
        self.layers = []

"""Sound effects: a :class:`SoundBoard` that plays the :class:`Sfx` files in ``assets/sounds``.

Rules and invariants:

- Nothing plays (and the mixer is not even opened) before :meth:`SoundBoard.unlock`,
  which the app calls on the player's first gesture (mouse button, touch or key;
  :data:`GESTURES`): browsers refuse audio started before one. Importing this module
  never touches the mixer.
- A machine without an audio device gives a silent board: a failing mixer start, a file
  that will not load and a sound that will not play are all swallowed (``pygame.error``
  or ``OSError``), so sound can never stop the game.
- Files are loaded lazily, once each, on first use; a file that failed is not retried.
- ``volume`` is always in 0..1 and applied to every sound before it plays; a muted board
  or volume 0 plays nothing. :meth:`SoundBoard.configure` accepts any stored value and
  falls back to the defaults for what is not a finite number / a bool.
- The mixer is injectable (:class:`Mixer`), so tests can watch which sounds are asked for.

:class:`ActionWatch` turns a table controller's ``shown`` actions into "what is new
since the last frame", so a scene can play a sound once per move; :class:`UrgencyTicks`
says when the turn clock's shown second changes within its last :data:`URGENT_MS`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from enum import Enum
from pathlib import Path
from typing import Protocol

import pygame

from game.table.shows import ShownAction

SOUND_DIR = Path(__file__).resolve().parents[3] / "assets" / "sounds"
DEFAULT_VOLUME = 0.7
GESTURES = frozenset({pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN})
"""Events that count as the player's gesture which allows audio."""
URGENT_MS = 5000
"""The clock ticks once a second over the last this-many milliseconds of the player's turn."""
FAILURES = (pygame.error, OSError)
"""What loading or playing a sound may raise on a machine without working audio."""


class Sfx(Enum):
    """Every effect; the value is the file name in ``assets/sounds`` without ``.ogg``."""

    DEAL = "deal"
    PLAY = "play"
    PASS = "pass"
    BOMB = "bomb"
    ROCKET = "rocket"
    SPRING = "spring"
    CUT_IN = "cut_in"
    TICK = "tick"
    WIN = "win"
    LOSE = "lose"
    CLICK = "click"

    @property
    def file_name(self) -> str:
        return f"{self.value}.ogg"


class Playable(Protocol):
    """The part of ``pygame.mixer.Sound`` the board uses."""

    def set_volume(self, value: float) -> None: ...

    def play(self) -> object: ...


class Mixer(Protocol):
    """Opens the audio output and loads sounds (``pygame.mixer`` by default)."""

    def init(self) -> None: ...

    def load(self, path: Path) -> Playable: ...


class PygameMixer:
    """The real mixer: ``pygame.mixer``, opened only when :meth:`init` is called."""

    def init(self) -> None:
        if pygame.mixer.get_init() is None:
            pygame.mixer.init()

    def load(self, path: Path) -> Playable:
        return pygame.mixer.Sound(str(path))


def clamp_volume(value: object) -> float:
    """``value`` as a volume in 0..1; anything that is not a finite number gives the default."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return DEFAULT_VOLUME
    return min(1.0, max(0.0, float(value)))


class SoundBoard:
    """Plays :class:`Sfx` effects once unlocked; silent (never failing) without audio."""

    def __init__(self, mixer: Mixer | None = None, directory: Path = SOUND_DIR) -> None:
        self.mixer: Mixer = mixer if mixer is not None else PygameMixer()
        self.directory = directory
        self.volume = DEFAULT_VOLUME
        self.muted = False
        self.unlocked = False
        self.silent = False
        """True once the mixer failed to start: the board then never tries again."""
        self._sounds: dict[Sfx, Playable | None] = {}

    def configure(self, volume: object = DEFAULT_VOLUME, muted: object = False) -> None:
        """Take the player's volume (0..1) and mute choice, e.g. from the settings."""
        self.volume = clamp_volume(volume)
        self.muted = muted if isinstance(muted, bool) else False

    def unlock(self) -> None:
        """The player made a gesture: open the mixer (once) and allow sounds from now on."""
        if self.unlocked:
            return
        self.unlocked = True
        try:
            self.mixer.init()
        except FAILURES:
            self.silent = True

    def notice(self, event: pygame.event.Event) -> None:
        """Unlock on the first gesture event (the app passes every event here)."""
        if not self.unlocked and event.type in GESTURES:
            self.unlock()

    @property
    def audible(self) -> bool:
        return self.unlocked and not self.silent and not self.muted and self.volume > 0

    def sound(self, sfx: Sfx) -> Playable | None:
        """The loaded sound of ``sfx`` (loaded on first use), ``None`` if it cannot load."""
        if sfx not in self._sounds:
            try:
                self._sounds[sfx] = self.mixer.load(self.directory / sfx.file_name)
            except FAILURES:
                self._sounds[sfx] = None
        return self._sounds[sfx]

    def play(self, sfx: Sfx) -> bool:
        """Start ``sfx`` at the board's volume; True if it was handed to the mixer."""
        if not self.audible:
            return False
        sound = self.sound(sfx)
        if sound is None:
            return False
        try:
            sound.set_volume(self.volume)
            sound.play()
        except FAILURES:
            return False
        return True


class ActionWatch:
    """Which of a table's shown actions are new since the last look.

    The controllers store a new ``ShownAction`` object for every move they show (and clear
    the dict when a trick or the auction ends), so an entry is new when its seat held a
    different object, or none, at the last look. New entries come in the dict's order.
    """

    def __init__(self) -> None:
        self._seen: dict[int, ShownAction] = {}

    def reset(self, shown: Mapping[int, ShownAction]) -> None:
        """Take what the table shows now as seen (on entering a scene)."""
        self._seen = dict(shown)

    def new(self, shown: Mapping[int, ShownAction]) -> list[ShownAction]:
        """The actions shown now that were not there at the last look."""
        fresh = [action for seat, action in shown.items() if self._seen.get(seat) is not action]
        self._seen = dict(shown)
        return fresh


class UrgencyTicks:
    """One tick for each whole second shown (rounded up) in the last :data:`URGENT_MS` of a turn."""

    def __init__(self) -> None:
        self._second: int | None = None

    def update(self, left_ms: int | None) -> bool:
        """``left_ms``: the player's turn time left (``None``: no clock or not their turn).
        True when a tick is due now."""
        if left_ms is None or left_ms > URGENT_MS or left_ms <= 0:
            self._second = None
            return False
        second = (left_ms + 999) // 1000
        due = second != self._second
        self._second = second
        return due

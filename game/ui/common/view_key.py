"""Whether a frame must draw: what a scene shows as a value (:class:`ViewKey`) and the app's
rule (:class:`Redraws`). No pygame here.

Drawing the table and presenting it is most of a frame's work in the browser, yet most frames
show what the last one showed: the player looks at their cards, the computer waits out its
pause between moves. So a scene may describe its picture by a :class:`ViewKey`: ``still``
holds everything it shows that can change *without input* (the moves applied, the
announcement, the message, the hand, the language, the card look ...), and ``moving`` says
whether something moves on its own (a card flying, a cut-in, a running clock).

The rule (:meth:`Redraws.due`): a frame draws when the scene gives no key (it draws every
frame), when any input event arrived this frame (input changes hover, presses and
selections, which keys leave out), when the key differs from the one last drawn, when
``moving`` and a new animation step of :data:`STEP_MS` of frame time began (animation is shown
at the display's 60 pictures a second, however fast frames come), and at the latest
:data:`REFRESH_MS` of frame time after the last drawing. Otherwise the display keeps its
picture, which is then the scene as it is.

Invariant (tested over seeded games of both families): two frames with equal keys and no input
between them draw the same pixels.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

STEP_MS = 16
"""One animation step: while something moves, a new picture every this much frame time."""
REFRESH_MS = 1000
"""The longest a picture stays without being drawn again."""


class Same:
    """Equal only to a :class:`Same` of the very same object (an announcement, a message):
    the key holds the object, so its identity is never reused while compared."""

    __slots__ = ("thing",)

    def __init__(self, thing: object) -> None:
        self.thing = thing

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.thing is self.thing

    def __hash__(self) -> int:
        return id(self.thing)

    def __repr__(self) -> str:
        return f"Same({self.thing!r})"


@dataclass(frozen=True)
class ViewKey:
    """What a scene's picture shows (see the module docstring)."""

    still: tuple[Hashable, ...]
    moving: bool = False


@dataclass
class Redraws:
    """The app's memory of the last picture drawn: its key and the frame time it was drawn at."""

    shown: ViewKey | None = None
    drawn_ms: int = 0

    def due(self, key: ViewKey | None, had_input: bool, now_ms: int) -> bool:
        """Whether the frame at frame time ``now_ms`` must draw (the rule of the module docstring)."""
        if key is None or had_input or key != self.shown or now_ms - self.drawn_ms >= REFRESH_MS:
            return True
        return key.moving and now_ms // STEP_MS != self.drawn_ms // STEP_MS

    def drawn(self, key: ViewKey | None, now_ms: int) -> None:
        """The picture of ``key`` was drawn at ``now_ms``."""
        self.shown, self.drawn_ms = key, now_ms

    def forget(self) -> None:
        """The picture on the display is unknown (a scene change, a dialog): the next frame draws."""
        self.shown = None

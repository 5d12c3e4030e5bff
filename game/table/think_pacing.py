"""Which work a frame does while a computer seat's decision is in progress. No pygame here.

A searching computer player thinks in slices of about 5 ms (see
:class:`~game.table.think_driver.ThinkDriver`), and drawing the table takes about as long: a
frame that does both is twice as long as one that does either, and in the browser such
frames were the slowest twentieth of play. So while a decision is in progress the frames
take turns (:class:`ThinkPacing`):

- no decision in progress: the frame does everything (:attr:`FrameWork.BOTH`): the
  table's time passes, a computer seat may start (or, in one slice, finish) its decision,
  and the table is drawn;
- a decision in progress: a frame after one that drew only thinks
  (:attr:`FrameWork.THINK`: the table's time passes and the seat thinks, but the display is
  not redrawn, so the last picture stays on screen), and the frame after that only draws
  (:attr:`FrameWork.DRAW`: the table's time passes and it is drawn, nobody thinks).

Every frame handles input and lets game time pass alike; only the drawing and the thinking
take turns. The rule depends on nothing but whether a decision is in progress and what the
last frame did: never on the clock, so the same frames give the same sequence.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class FrameWork(Enum):
    """What one frame does besides input and game time."""

    BOTH = "both"
    """Think (when a computer seat is to act) and draw: no decision is in progress."""
    THINK = "think"
    """Think only: the display keeps the last frame's picture."""
    DRAW = "draw"
    """Draw only: the decision in progress waits for the next frame."""

    @property
    def thinks(self) -> bool:
        return self is not FrameWork.DRAW

    @property
    def draws(self) -> bool:
        return self is not FrameWork.THINK


def next_work(deciding: bool, last: FrameWork) -> FrameWork:
    """This frame's work, given whether a decision is in progress and the last frame's work
    (see the module docstring): a decision in progress alternates think-only and draw-only
    frames, beginning with thinking after any frame that drew."""
    if not deciding:
        return FrameWork.BOTH
    return FrameWork.DRAW if last is FrameWork.THINK else FrameWork.THINK


@dataclass
class ThinkPacing:
    """The frame loop's pacing: remembers the last frame's work, gives each new frame's.

    Invariant: two think-only frames never follow each other, so the display is redrawn at
    least every other frame; the first frame is :attr:`FrameWork.BOTH` or think-only."""

    last: FrameWork = FrameWork.BOTH

    def advance(self, deciding: bool) -> FrameWork:
        """The work of the frame that begins now (and remember it as the last)."""
        self.last = next_work(deciding, self.last)
        return self.last

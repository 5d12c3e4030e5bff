"""The thinking-time budget shared by the searching players.

A decision gets ``budget_ms`` of thinking, spent in slices of ``slice_ms``: the player's
``think`` generator yields when ``slice_over()`` says so, the UI draws a frame, and
``resume()`` restarts the count. Pauses between slices are never charged, so the budget
measures work, not wall time between frames.

Starting a clock never touches the garbage collector: ``gc.freeze`` is process-wide, so
only the game's own loop (``game.table.think_driver.ThinkDriver``) freezes, never a
program that asks the AI for a move (``game.bots``) or the simulator.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass


@dataclass(frozen=True)
class ThinkBudget:
    """A searching player's allowance per decision: ``budget_ms`` of work, handed back to
    the caller every ``slice_ms``, measured by ``timer`` (seconds)."""

    budget_ms: float
    slice_ms: float
    timer: Callable[[], float] = time.perf_counter

    def start(self) -> ThinkClock:
        """The clock of one decision, starting now."""
        return ThinkClock(self.timer, self.budget_ms, self.slice_ms)


class ThinkClock:
    """Time spent on one decision, counted only while the player is working."""

    def __init__(self, timer: Callable[[], float], budget_ms: float, slice_ms: float) -> None:
        self.timer = timer
        self.budget = budget_ms / 1000.0
        self.slice = slice_ms / 1000.0
        self.before = 0.0  # seconds spent in earlier slices
        self.slices = 0  # slices handed back to the caller so far
        self.resumed = timer()

    def spent(self) -> float:
        """Seconds of thinking so far, the current slice included."""
        return self.before + self.timer() - self.resumed

    def over(self) -> bool:
        """True once the whole budget is spent: the search must answer now."""
        return self.spent() >= self.budget

    def slice_over(self) -> bool:
        """True (and the slice's time booked) when this slice has run its length."""
        now = self.timer()
        if now - self.resumed < self.slice:
            return False
        self.before += now - self.resumed
        self.slices += 1
        return True

    def pause(self) -> Generator[None, None, None]:
        """``yield from clock.pause()``: hand the frame back when the slice has run out."""
        if self.slice_over():
            yield
            self.resume()

    def resume(self) -> None:
        """Start counting again after the caller's pause."""
        self.resumed = self.timer()

"""The thinking-time budget shared by the searching players.

A decision gets ``budget_ms`` of thinking, spent in slices of ``slice_ms``: the player's
``think`` generator yields when ``slice_over()`` says so, the UI draws a frame, and
``resume()`` restarts the count. Pauses between slices are never charged, so the budget
measures work, not wall time between frames.

A budget may instead be one of *work* (``worlds``): the search then stops after that many
judged worlds (``ThinkClock.count_world``) and never reads the clock to decide, so a seeded
player makes the same moves on every machine, however loaded (benchmarks, reviews,
comparisons). The time is still measured (for the slices and the stats) but decides nothing.

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
    """A searching player's allowance per decision: ``budget_ms`` of thinking, handed back
    to the caller every ``slice_ms``, measured by ``timer`` (seconds); or, when ``worlds``
    is set, that many judged worlds whatever the time (a budget of work: ``budget_ms`` is
    then ignored)."""

    budget_ms: float
    slice_ms: float
    timer: Callable[[], float] = time.perf_counter
    worlds: int | None = None

    def __post_init__(self) -> None:
        if self.worlds is not None and self.worlds < 1:
            raise ValueError("a budget of work needs at least one world")

    def start(self) -> ThinkClock:
        """The clock of one decision, starting now."""
        return ThinkClock(self.timer, self.budget_ms, self.slice_ms, self.worlds)


class ThinkClock:
    """Time spent on one decision, counted only while the player is working, and the worlds
    judged so far (which end the decision instead of the time under a budget of work)."""

    def __init__(
        self, timer: Callable[[], float], budget_ms: float, slice_ms: float, worlds: int | None = None
    ) -> None:
        self.timer = timer
        self.worlds = worlds  # the budget of work, None: the time decides
        self.judged = 0.0  # worlds counted by the search so far
        self.budget = budget_ms / 1000.0
        self.slice = slice_ms / 1000.0
        self.before = 0.0  # seconds spent in earlier slices
        self.slices = 0  # slices handed back to the caller so far
        self.resumed = timer()

    def spent(self) -> float:
        """Seconds of thinking so far, the current slice included."""
        return self.before + self.timer() - self.resumed

    @property
    def by_work(self) -> bool:
        """Whether the worlds, not the time, end this decision."""
        return self.worlds is not None

    def count_world(self, cost: float = 1.0) -> None:
        """Book one judged world (a search calls it once per world it finished); a search
        whose worlds are much cheaper than its family's usual one books a ``cost`` below 1
        (a power of two, so the sums stay exact)."""
        self.judged += cost

    def over(self) -> bool:
        """True once the whole budget is spent: the search must answer now. Under a budget
        of work only the worlds count, so a world is never cut short."""
        if self.worlds is not None:
            return self.judged >= self.worlds
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

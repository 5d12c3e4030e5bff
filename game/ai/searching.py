"""What the searching ("hard") players of both families share: a thinking budget per
decision and the counts of the last search.

A :class:`SearchingPlayer` gets ``budget_ms`` of thinking per decision (default
``DEFAULT_BUDGET_MS``), handed back to the caller every ``slice_ms`` (default: the
subclass's ``default_slice_ms``), measured by ``timer``; or, with ``budget_worlds``, a
budget of *work*: that many judged worlds per decision whatever the time, so a seeded
player makes the same moves on every machine (for benchmarks, reviews and comparisons;
play keeps the time budget, so the player's wait does not change). ``think`` starts each decision
with :meth:`SearchingPlayer.begin`: a fresh clock and fresh stats, kept as ``last_stats``
for tests and benchmarks; it ends it with :meth:`SearchCounts.close`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, Generic, TypeVar

from game.ai.player import BasePlayer, Level, MoveT
from game.ai.think_clock import ThinkBudget, ThinkClock

DEFAULT_BUDGET_MS = 100.0
"""Thinking time per decision when the caller names none."""


@dataclass
class SearchCounts:
    """What every search counts: worlds guessed, playouts run, endgames solved exactly,
    slices handed back to the caller, the thinking time spent (ms) and the work done, in
    worlds as a budget of work counts them (``ThinkClock.count_world``: a cheap world
    counts less than one), so a search on the time budget tells how large a budget of
    work its time bought."""

    worlds: int = 0
    playouts: int = 0
    solved: int = 0
    slices: int = 0
    elapsed_ms: float = 0.0
    work: float = 0.0

    def close(self, clock: ThinkClock) -> None:
        """Book the slices, the time and the work the decision's ``clock`` counted."""
        self.slices = clock.slices
        self.elapsed_ms = clock.spent() * 1000.0
        self.work = clock.judged


StatsT = TypeVar("StatsT", bound=SearchCounts)


class SearchingPlayer(BasePlayer[MoveT], Generic[MoveT, StatsT]):
    """A player that searches on a time budget (or a budget of work); subclasses name their
    ``stats`` type and their ``default_slice_ms``, and book every judged world on the clock
    (``ThinkClock.count_world``)."""

    level = Level.HARD
    default_slice_ms: ClassVar[float]
    stats: type[StatsT]

    def __init__(
        self,
        seat: int,
        seed: int | None = None,
        budget_ms: float | None = None,
        slice_ms: float | None = None,
        timer: Callable[[], float] = time.perf_counter,
        budget_worlds: int | None = None,
    ) -> None:
        super().__init__(seat, seed)
        self.budget = ThinkBudget(
            DEFAULT_BUDGET_MS if budget_ms is None else budget_ms,
            self.default_slice_ms if slice_ms is None else slice_ms,
            timer,
            budget_worlds,
        )
        self.last_stats = self.stats()

    @property
    def budget_ms(self) -> float:
        return self.budget.budget_ms

    @property
    def budget_worlds(self) -> int | None:
        """The budget of work (judged worlds per decision), ``None`` when time decides."""
        return self.budget.worlds

    def begin(self) -> tuple[ThinkClock, StatsT]:
        """Start one decision: its clock (running from now) and its stats (``last_stats``)."""
        clock = self.budget.start()
        self.last_stats = self.stats()
        return clock, self.last_stats

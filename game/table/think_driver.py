"""Drives a computer seat's thinking a slice at a time, so a frame never blocks. No pygame here.

A computer player offers ``think(observation)``: a generator that yields after each slice of
work and returns its move. :class:`ThinkDriver` keeps one such generator alive across frames
and advances it for at most ``budget_ms`` of wall time per call (always at least one slice).

Invariants: at most one seat thinks at a time; asking for another seat (or calling
:meth:`reset`, which the tables do after every applied move) drops the old generator, so a
move is never chosen from a stale observation.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Hashable
from typing import Any


class ThinkDriver:
    """Advances one seat's ``think`` generator within a per-frame budget of ``budget_ms``."""

    def __init__(self, budget_ms: float) -> None:
        self.budget_ms = budget_ms
        self._thinking: Generator[None, None, Hashable] | None = None
        self._seat: int | None = None

    def advance(self, seat: int, player: Any, observe: Callable[[int], Any]) -> Any | None:
        """Think on for ``seat`` (starting ``player.think(observe(seat))`` when it is a new turn);
        the chosen move once thinking is done, ``None`` while it still needs more frames."""
        if self._thinking is None or self._seat != seat:
            self._thinking = player.think(observe(seat))
            self._seat = seat
        deadline = time.perf_counter() + self.budget_ms / 1000
        while True:
            try:
                next(self._thinking)
            except StopIteration as done:
                self.reset()
                return done.value
            if time.perf_counter() >= deadline:
                return None

    def reset(self) -> None:
        """Forget the thinking in progress (a move was applied: the position changed)."""
        self._thinking = None
        self._seat = None

"""Drives a computer seat's thinking a slice at a time, so a frame never blocks. No pygame here.

A computer player offers ``think(observation)``: a generator that yields after each slice of
work and returns its move. :class:`ThinkDriver` keeps one such generator alive across frames
and advances it for at most ``budget_ms`` of wall time per call (always at least one slice).

Invariants: at most one seat thinks at a time; asking for another seat (or calling
:meth:`reset`, which the tables do after every applied move) drops the old generator, so a
move is never chosen from a stale observation.

The game's loop owns the process, so a decision that needs more than one slice (a search)
also freezes every object that exists after its first slice out of the cyclic garbage
collector's sight (``gc.freeze``) for the rest of that decision: they are mostly the AI's
long-lived caches of hand splits and move lists, and rescanning them made full collections
pause a search for 50-230 ms. The freeze ends with the decision (its move chosen, or the
decision dropped by :meth:`ThinkDriver.reset` or another seat's turn): ``gc.unfreeze`` hands
everything back to the collector, so cyclic garbage that was frozen (a finished table, say)
is still collected. A decision done in one slice (every non-searching player) freezes
nothing. Nothing else freezes (not the bot interface, not the simulator), so other programs
that ask the AI for moves keep their collector as it was.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Generator
from typing import Generic

from game.ai.player import MoveT, Player


class ThinkDriver(Generic[MoveT]):
    """Advances one seat's ``think`` generator within a per-frame budget of ``budget_ms``."""

    def __init__(self, budget_ms: float) -> None:
        self.budget_ms = budget_ms
        self._thinking: Generator[None, None, MoveT] | None = None
        self._seat: int | None = None
        self._frozen = False  # whether this decision has frozen the collector yet

    def advance(self, seat: int, player: Player[MoveT], observe: Callable[[int], object]) -> MoveT | None:
        """Think on for ``seat`` (starting ``player.think(observe(seat))`` when it is a new turn);
        the chosen move once thinking is done, ``None`` while it still needs more frames."""
        if self._thinking is None or self._seat != seat:
            self._thaw()
            self._thinking = player.think(observe(seat))
            self._seat = seat
        deadline = time.perf_counter() + self.budget_ms / 1000
        while True:
            try:
                next(self._thinking)
            except StopIteration as done:
                self.reset()
                return done.value
            if not self._frozen:  # a search: it will take more than one slice
                gc.freeze()
                self._frozen = True
            if time.perf_counter() >= deadline:
                return None

    @property
    def thinking_for(self) -> int | None:
        """The seat whose decision is in progress (``None``: nobody is thinking)."""
        return self._seat

    def reset(self) -> None:
        """Forget the thinking in progress (a move was applied: the position changed) and
        end its freeze."""
        self._thinking = None
        self._seat = None
        self._thaw()

    def _thaw(self) -> None:
        """End the decision's freeze, if it froze: the collector sees everything again."""
        if self._frozen:
            gc.unfreeze()
            self._frozen = False

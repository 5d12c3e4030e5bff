"""The table clock (B.2): engine-owned game time, advanced only by ``tick``.

Nothing here reads a wall clock: the loop (or a test) says how much time passed.
Each turn has ``turn_ms``; the whole deal has ``deal_ms``. A turn that runs out is
reported (the loop then lets the bot play it); the deal limit ends the deal unscored.

B.5 Decision (:func:`timeout_move`): a turn that runs out in a call, grab, double or
open-hand step declines (no call, no grab, no double, the hand stays closed), as the
apps do; a points bid or a play is still made by the seat's bot.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.doudizhu.moves import Call, Double, Grab, Move, OpenHand
from game.doudizhu.rules import TableRules


def timeout_move(moves: Sequence[Move]) -> Move | None:
    """The move the clock makes for a seat whose turn ran out, among its listed ``moves``:
    the declining choice of a B.5 step, or ``None`` (a points bid or a play: the bot's)."""
    for move in moves:
        if isinstance(move, (Call, Grab, OpenHand)) and not move.yes:
            return move
        if isinstance(move, Double) and move.factor == 1:
            return move
    return None


@dataclass
class TableClock:
    """Time left, in milliseconds. Invariant: ``0 <= *_left_ms <= *_ms``."""

    turn_ms: int
    deal_ms: int
    turn_left_ms: int
    deal_left_ms: int

    @classmethod
    def for_rules(cls, rules: TableRules) -> TableClock | None:
        """A fresh clock for a table with the clock on, else ``None``."""
        if not rules.clock:
            return None
        return cls(rules.turn_ms, rules.deal_ms, rules.turn_ms, rules.deal_ms)

    @property
    def turn_timed_out(self) -> bool:
        return self.turn_left_ms == 0

    @property
    def deal_timed_out(self) -> bool:
        return self.deal_left_ms == 0

    def restart_turn(self) -> None:
        self.turn_left_ms = self.turn_ms

    def advance(self, ms: int) -> None:
        """Let ``ms`` of game time pass (negative values are refused)."""
        if ms < 0:
            raise ValueError("time only moves forward")
        self.turn_left_ms = max(0, self.turn_left_ms - ms)
        self.deal_left_ms = max(0, self.deal_left_ms - ms)

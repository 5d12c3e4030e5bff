"""How the turn clock looks: when it turns urgent and how it pulses. No pygame here.

Invariants: the clock is urgent while 0 < time left <= :data:`URGENT_MS`; the pulse is a
function of game time only (the time the loop passes in), so a replay pulses alike.
"""

from __future__ import annotations

URGENT_MS = 10_000
"""From this much time left on the turn the timer shows urgency."""
PULSE_MS = 800
"""One pulse of the urgent timer (game time)."""


def is_urgent(turn_left_ms: int | None) -> bool:
    """Whether a turn with ``turn_left_ms`` left (None: no clock) shows as urgent."""
    return turn_left_ms is not None and 0 < turn_left_ms <= URGENT_MS


def pulse(game_ms: int, period_ms: int = PULSE_MS) -> float:
    """A triangle wave of game time: 0 at the start of each period, 1 half-way."""
    phase = (game_ms % period_ms) / period_ms
    return 1.0 - abs(2.0 * phase - 1.0)

"""Auto-pass: when nothing the human holds beats the table, pass for them after a pause.

No pygame here. :func:`nothing_beats` decides whether the human's listed moves hold a play
at all; :class:`AutoPass` counts game time on such a turn and says when to pass, and how
many seconds are left (:meth:`AutoPass.countdown`: "Nothing beats that: passing in 1 second").

Invariants:
- Auto-pass fires only on a turn whose listed moves hold a Pass and no play (bombs and the
  rocket are plays like any other), never more than once per turn.
- It waits ``delay_ms`` of game time (the time the loop passes in, never a wall clock), so
  the player sees "Nothing beats that" and the countdown before the pass.
- Switched off, it still reports the turn as forced (the table shows it) but never fires.
- "Don't pass" (:meth:`AutoPass.hold`) stops the count for the rest of that turn: the player
  passes (or looks at the table) themselves; the next forced turn counts again.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from game.core.reason import Phrase, Plural
from game.i18n import N_, N_plural

AUTO_PASS_MS = 3000
"""How long the table shows "Nothing beats that" and counts the seconds down before it passes (game time)."""
NOTHING_BEATS = N_("Nothing beats that")
"""The caption over the hand on a turn where the only move is to pass."""
PASSING_IN = N_plural("Nothing beats that: passing in {count} second", "Nothing beats that: passing in {count} seconds")
"""The caption while the pass is pending, with the whole seconds left."""


def nothing_beats(moves: Sequence[object], pass_type: type, play_type: type) -> bool:
    """True when ``moves`` hold a ``pass_type`` move and no ``play_type`` move."""
    return any(isinstance(move, pass_type) for move in moves) and not any(
        isinstance(move, play_type) for move in moves
    )


class AutoPass:
    """Counts down a forced pass. ``turn`` names one decision of the human (the table's
    ``moves_applied`` works): a new value restarts the count."""

    def __init__(self, delay_ms: int = AUTO_PASS_MS, enabled: bool = True) -> None:
        self.delay_ms = delay_ms
        self.enabled = enabled
        self.turn: Hashable | None = None
        self.elapsed_ms = 0
        self.fired = False
        self.held = False
        """"Don't pass" was chosen on this turn."""

    def reset(self) -> None:
        self.turn = None
        self.elapsed_ms = 0
        self.fired = False
        self.held = False

    @property
    def pending(self) -> bool:
        """A pass will be made for the player unless they act (or hold it)."""
        return self.turn is not None and self.enabled and not self.fired and not self.held

    def hold(self) -> bool:
        """"Don't pass": no pass is made for the player on this turn. True when one was pending."""
        if not self.pending:
            return False
        self.held = True
        return True

    @property
    def seconds_left(self) -> int:
        """Whole seconds until the pass, rounded up (0 when none is pending)."""
        return -(-self.left_ms // 1000)

    def countdown(self) -> Phrase | None:
        """The caption of a forced turn: the seconds left while the pass is pending, else
        "Nothing beats that"; None when the turn is not forced."""
        if self.pending:
            return Plural.of_count(PASSING_IN, self.seconds_left)
        return Phrase.of(NOTHING_BEATS) if self.forced else None

    @property
    def forced(self) -> bool:
        """The current turn offers nothing but a pass."""
        return self.turn is not None

    @property
    def progress(self) -> float | None:
        """Share of the pause gone by (0..1) while a pass is pending; None otherwise."""
        if not self.pending:
            return None
        return min(1.0, self.elapsed_ms / self.delay_ms) if self.delay_ms > 0 else 1.0

    @property
    def left_ms(self) -> int:
        """Game time until the pass (0 when none is pending)."""
        if self.progress is None:
            return 0
        return max(0, self.delay_ms - self.elapsed_ms)

    def update(self, dt_ms: int, turn: Hashable | None, forced: bool) -> bool:
        """Let ``dt_ms`` pass on ``turn`` (None: not the human's turn); True exactly once per
        forced turn, when the pause is over and auto-pass is on (and not held)."""
        if not forced or turn is None:
            self.reset()
            return False
        if turn != self.turn:
            self.turn = turn
            self.elapsed_ms = 0
            self.fired = False
            self.held = False
        else:
            self.elapsed_ms += max(0, dt_ms)
        if self.pending and self.elapsed_ms >= self.delay_ms:
            self.fired = True
            return True
        return False

"""The daily deals the player played: a plain value kept in the settings beside the statistics.

Per UTC day (an ISO date) and table (a table key, as in :mod:`game.stats`) a
:class:`DailyEntry`: the player's result (``None`` while the deal was started and not
finished, or was left), the hard computer's result from the player's seat (``None`` until it
was computed) and whether the computer played the player's seat for a while (the takeover).
An entry is made when the day's deal is first dealt, so a table's daily deal is played once
a day: any later deal of that day, and every deal of a past day, is practice and is not kept.

Rules:

- A day *counts* when the daily deal of at least one table was played to its end by the
  player (finished, no takeover). The streak (:meth:`DailyRecord.streak`) is the number of
  days in a row that count, ending today, or yesterday while today does not count yet; the
  best streak (:meth:`DailyRecord.best_streak`) is the longest such run ever.
- A day's mark at a table (:meth:`DailyRecord.mark`) is ``WON`` (finished and won), ``PLAYED``
  (finished, not won, or with the takeover), ``LEFT`` (started, not finished), ``MISSED`` (a
  past day with no entry), ``OPEN`` (today, not started) or ``FUTURE``.
- :meth:`DailyRecord.from_dict` never raises and repairs field by field: an entry under a day
  that is not an ISO date or a table not in the given list is dropped, a result whose role is
  not one of :class:`~game.stats.SeatRole` is ``None``, and every other field that is not of
  its type and range takes its default alone.

No game module is imported here (the settings keep this value, below the table layer).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum
from typing import Any

from game.stats import COUNT_LIMIT, SeatRole, table_key

MAX_PLACE = 9
"""A stored place beyond this is not a real table's."""


class DayMark(str, Enum):
    """What the calendar shows for a day at a table (see the module docstring)."""

    WON = "won"
    PLAYED = "played"
    LEFT = "left"
    MISSED = "missed"
    OPEN = "open"
    FUTURE = "future"


@dataclass(frozen=True)
class DailyScore:
    """What a daily deal came to for one seat: its role, whether it won (``None``: nobody
    won), its points, how many plays of cards it made, and its place (climbing, 0 first)."""

    role: SeatRole
    won: bool | None
    points: int
    plays: int
    place: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"role": self.role.value, "won": self.won, "points": self.points, "plays": self.plays,
                "place": self.place}

    @classmethod
    def from_dict(cls, value: Any) -> DailyScore | None:
        """A stored score, repaired field by field; ``None`` when its role cannot be read."""
        data = value if isinstance(value, dict) else {}
        try:
            role = SeatRole(data.get("role"))
        except ValueError:
            return None
        won = data.get("won")
        place = data.get("place")
        return cls(
            role,
            won if isinstance(won, bool) else None,
            _number(data.get("points"), signed=True),
            _number(data.get("plays")),
            place if isinstance(place, int) and _is_int(place) and 0 <= place <= MAX_PLACE else None,
        )


@dataclass
class DailyEntry:
    """One day's deal at one table (see the module docstring)."""

    mine: DailyScore | None = None
    computer: DailyScore | None = None
    assisted: bool = False

    @property
    def counts(self) -> bool:
        """Played to its end by the player themselves (the day counts for the streak)."""
        return self.mine is not None and not self.assisted

    def to_dict(self) -> dict[str, Any]:
        return {
            "mine": None if self.mine is None else self.mine.to_dict(),
            "computer": None if self.computer is None else self.computer.to_dict(),
            "assisted": self.assisted,
        }

    @classmethod
    def from_dict(cls, value: Any) -> DailyEntry:
        data = value if isinstance(value, dict) else {}
        assisted = data.get("assisted")
        return cls(
            DailyScore.from_dict(data.get("mine")),
            DailyScore.from_dict(data.get("computer")),
            assisted if isinstance(assisted, bool) else False,
        )


@dataclass
class DailyRecord:
    """Every daily deal played, by day and table (see the module docstring)."""

    days: dict[date, dict[str, DailyEntry]] = field(default_factory=dict)

    def entry(self, day: date, game: str) -> DailyEntry | None:
        """The entry of ``day`` at ``game`` (``None``: its daily deal was never dealt)."""
        return self.days.get(day, {}).get(table_key(game))

    def start(self, day: date, game: str) -> bool:
        """Make the entry of ``day``'s deal at ``game`` as it is dealt; ``True`` when this is
        the day's one real attempt (no entry yet), ``False``: practice."""
        tables = self.days.setdefault(day, {})
        key = table_key(game)
        if key in tables:
            return False
        tables[key] = DailyEntry()
        return True

    def finish(self, day: date, game: str, mine: DailyScore, assisted: bool) -> None:
        """The player's result of the real attempt of ``day`` at ``game``."""
        entry = self.days.setdefault(day, {}).setdefault(table_key(game), DailyEntry())
        entry.mine, entry.assisted = mine, assisted

    def add_computer(self, day: date, game: str, computer: DailyScore) -> None:
        """The hard computer's result of ``day``'s deal at ``game`` (kept only beside an entry)."""
        entry = self.entry(day, game)
        if entry is not None:
            entry.computer = computer

    def counts(self, day: date) -> bool:
        """Whether ``day`` counts for the streak: some table's deal finished by the player."""
        return any(entry.counts for entry in self.days.get(day, {}).values())

    def streak(self, today: date) -> int:
        """Days in a row that count, ending today (or yesterday, while today does not count)."""
        day = today if self.counts(today) else today - timedelta(days=1)
        run = 0
        while self.counts(day):
            run += 1
            day -= timedelta(days=1)
        return run

    def best_streak(self) -> int:
        """The longest run of days in a row that count."""
        counted = sorted(day for day in self.days if self.counts(day))
        best = run = 0
        previous: date | None = None
        for day in counted:
            run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
            best = max(best, run)
            previous = day
        return best

    def mark(self, day: date, game: str, today: date) -> DayMark:
        """The calendar's mark of ``day`` at ``game`` (see the module docstring)."""
        if day > today:
            return DayMark.FUTURE
        entry = self.entry(day, game)
        if entry is None:
            return DayMark.OPEN if day == today else DayMark.MISSED
        if entry.mine is None:
            return DayMark.LEFT
        return DayMark.WON if entry.mine.won is True and not entry.assisted else DayMark.PLAYED

    def to_dict(self) -> dict[str, Any]:
        return {
            day.isoformat(): {game: entry.to_dict() for game, entry in tables.items()}
            for day, tables in sorted(self.days.items())
        }

    @classmethod
    def from_dict(cls, value: Any, tables: Iterable[str]) -> DailyRecord:
        """A stored record of the known ``tables``, repaired field by field; never raises."""
        data = value if isinstance(value, dict) else {}
        known = {table_key(game) for game in tables}
        days: dict[date, dict[str, DailyEntry]] = {}
        for text, stored in data.items():
            day = _day(text)
            if day is None or not isinstance(stored, dict):
                continue
            entries = {game: DailyEntry.from_dict(item) for game, item in stored.items() if game in known}
            if entries:
                days[day] = entries
        return cls(days)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any, signed: bool = False) -> int:
    """A stored count or points: an integer (not a bool) within the limit, else 0."""
    if not _is_int(value) or abs(value) > COUNT_LIMIT or (value < 0 and not signed):
        return 0
    return int(value)


def _day(text: Any) -> date | None:
    """An ISO date key (``YYYY-MM-DD``), else ``None``."""
    if not isinstance(text, str) or len(text) != 10:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None

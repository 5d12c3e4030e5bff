"""The player's statistics per table and role, a plain value kept with the settings.

For every table (a :class:`~game.settings.GameId`, kept by its value so that this module
does not import the settings, which keep the statistics) and every role the human held, the
statistics count the deals (Dou Dizhu) or rounds (Daifugo / President) played, the wins, the
points, the human's bombs and rockets and those of every seat in the deal, the springs, the
human's B.5 choices (docs/RULES.md B.5: the deals they grabbed the landlord in, doubled or
super doubled in, showed their hand in), and the current and best winning streak. Each
table also keeps its own streaks over all roles.
What a finished deal or round counts as (its :class:`Outcome`) is read from the engines by
:mod:`game.table.statistics`; this module imports no game module, so the settings stay below
the table layer.

Invariants of every :class:`Counts`: each count is an integer in ``0..COUNT_LIMIT`` (points
in ``-COUNT_LIMIT..COUNT_LIMIT``); ``wins <= deals``, ``bombs <= deal_bombs``,
``springs <= deals``, ``grabs``, ``doubles``, ``open_hands <= deals`` (a seat grabs at most
once a deal: the caller only in its last word), ``streak <= best_streak <= wins``. A count
missing from a store written before it existed reads as 0. :meth:`Statistics.from_dict`
repairs stored data entry by entry: a count that is not such an integer is 0, the others of
that entry are kept, and the invariants are restored by lowering the count that breaks them.

The statistics also keep the records of the last ``RECENT_DEALS`` finished deals of real play
(:attr:`Statistics.recent`, newest last), for their review: each the JSON text of a stored
game (:class:`game.table.saved_game.SavedGame`, read only when reviewed). A stored entry that
is not such a text of at most ``RECENT_CHARS`` characters is dropped, the others kept.
The last ``RECENT_DEALS`` finished Daifugo / President rounds of real play are kept the same
way (:attr:`Statistics.recent_rounds`: each the JSON text of a
:class:`game.table.climbing.review.KeptRound`, at most ``RECENT_ROUND_CHARS`` characters, as
its record holds the session's earlier rounds too).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any

COUNT_LIMIT = 10**12
"""A stored count beyond this magnitude is not a real player's: it reads as 0."""
RECENT_DEALS = 5
"""Finished deals kept for their review."""
RECENT_CHARS = 20_000
"""A kept deal's record is at most this long (a real deal's is a few thousand characters)."""
RECENT_KEY = "recent_deals"
"""The stored key of the kept deals (no table's key: those are game values)."""
RECENT_ROUND_CHARS = 60_000
"""A kept climbing round's record is at most this long (it replays the session up to the round)."""
RECENT_ROUNDS_KEY = "recent_rounds"
"""The stored key of the kept climbing rounds."""


def _kept(stored: Any, limit: int) -> list[str]:
    """Stored kept records: each a text of at most ``limit`` characters (others dropped one by
    one), the last ``RECENT_DEALS`` of them."""
    kept = [item for item in stored if isinstance(item, str) and len(item) <= limit] if isinstance(stored, list) else []
    return kept[-RECENT_DEALS:]


class SeatRole(str, Enum):
    """The roles statistics are kept for: Dou Dizhu's sides and the climbing places
    (the values of :class:`game.climbing.roles.Role`)."""

    LANDLORD = "landlord"
    FARMER = "farmer"
    PRESIDENT = "president"
    PRIME_MINISTER = "prime_minister"
    CITIZEN = "citizen"
    PEASANT = "peasant"
    BEGGAR = "beggar"


DOUDIZHU_ROLES = (SeatRole.LANDLORD, SeatRole.FARMER)
CLIMBING_ROLES = (SeatRole.PRESIDENT, SeatRole.PRIME_MINISTER, SeatRole.CITIZEN, SeatRole.PEASANT, SeatRole.BEGGAR)
"""The roles of each family, in the order the statistics screen lists them (which table keeps
which is :func:`game.settings.table_roles`)."""


def table_key(game: str) -> str:
    """The key of a table: the plain value of a ``GameId`` (a ``str`` enum) or of its text."""
    return str(game.value) if isinstance(game, Enum) else game


@dataclass(frozen=True)
class Outcome:
    """What one finished deal or round meant for the human. ``won`` is ``None`` when the
    deal had no winner; ``bombs`` are the human's, ``deal_bombs`` every seat's (rockets included);
    ``grabbed``, ``doubled``, ``opened``: the human grabbed the landlord, doubled (or super
    doubled), showed the hand in this deal."""

    role: SeatRole
    won: bool | None
    points: int
    bombs: int = 0
    deal_bombs: int = 0
    spring: bool = False
    grabbed: bool = False
    doubled: bool = False
    opened: bool = False


@dataclass
class Counts:
    """The counts of one table and role (or of one table over every role)."""

    deals: int = 0
    wins: int = 0
    points: int = 0
    bombs: int = 0
    deal_bombs: int = 0
    springs: int = 0
    streak: int = 0
    best_streak: int = 0
    grabs: int = 0
    doubles: int = 0
    open_hands: int = 0

    def add(self, outcome: Outcome) -> None:
        """Count one deal or round."""
        self.deals += 1
        self.points += outcome.points
        self.bombs += outcome.bombs
        self.deal_bombs += max(outcome.bombs, outcome.deal_bombs)
        self.springs += outcome.spring
        self.grabs += outcome.grabbed
        self.doubles += outcome.doubled
        self.open_hands += outcome.opened
        if outcome.won is True:
            self.wins += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        elif outcome.won is False:
            self.streak = 0

    def merged(self, other: Counts) -> Counts:
        """The sum of two disjoint counts (streaks: this one's, as the caller keeps them)."""
        return Counts(
            self.deals + other.deals,
            self.wins + other.wins,
            self.points + other.points,
            self.bombs + other.bombs,
            self.deal_bombs + other.deal_bombs,
            self.springs + other.springs,
            self.streak,
            self.best_streak,
            self.grabs + other.grabs,
            self.doubles + other.doubles,
            self.open_hands + other.open_hands,
        )

    def to_dict(self) -> dict[str, int]:
        return {item.name: getattr(self, item.name) for item in fields(self)}

    @classmethod
    def from_dict(cls, value: Any) -> Counts:
        """Stored counts, repaired field by field (see the module's invariants)."""
        data = value if isinstance(value, dict) else {}
        read = {item.name: _count(data.get(item.name), signed=item.name == "points") for item in fields(cls)}
        counts = cls(**read)
        counts.wins = min(counts.wins, counts.deals)
        counts.springs = min(counts.springs, counts.deals)
        counts.grabs = min(counts.grabs, counts.deals)
        counts.doubles = min(counts.doubles, counts.deals)
        counts.open_hands = min(counts.open_hands, counts.deals)
        counts.bombs = min(counts.bombs, counts.deal_bombs)
        counts.best_streak = min(counts.best_streak, counts.wins)
        counts.streak = min(counts.streak, counts.best_streak)
        return counts


def _count(value: Any, signed: bool = False) -> int:
    """A stored count: an integer (not a bool) within the limit, else 0."""
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > COUNT_LIMIT:
        return 0
    return value if signed or value >= 0 else 0


@dataclass
class TableStats:
    """One table: counts per role, and the table's own streaks over all roles."""

    roles: dict[SeatRole, Counts] = field(default_factory=dict)
    streak: int = 0
    best_streak: int = 0

    def add(self, outcome: Outcome) -> None:
        self.roles.setdefault(outcome.role, Counts()).add(outcome)
        if outcome.won is True:
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        elif outcome.won is False:
            self.streak = 0

    def role(self, role: SeatRole) -> Counts:
        """The counts of ``role`` (zero when never held)."""
        return self.roles.get(role, Counts())

    def total(self) -> Counts:
        """Every role's counts added up, with the table's streaks."""
        total = Counts(streak=self.streak, best_streak=self.best_streak)
        for counts in self.roles.values():
            total = total.merged(counts)
        return total

    def to_dict(self) -> dict[str, Any]:
        return {
            "roles": {role.value: counts.to_dict() for role, counts in self.roles.items()},
            "streak": self.streak,
            "best_streak": self.best_streak,
        }

    @classmethod
    def from_dict(cls, value: Any, roles: Iterable[SeatRole]) -> TableStats:
        """A stored table: roles not among the table's ``roles`` are dropped, every other role
        entry is repaired on its own; the streaks are each checked on their own."""
        data = value if isinstance(value, dict) else {}
        stored = data.get("roles")
        stored = stored if isinstance(stored, dict) else {}
        roles = {role: Counts.from_dict(stored[role.value]) for role in roles if role.value in stored}
        best = min(_count(data.get("best_streak")), sum(counts.wins for counts in roles.values()))
        return cls(roles, min(_count(data.get("streak")), best), best)


@dataclass
class Statistics:
    """Every table's statistics by :func:`table_key` (a table never played has no entry)."""

    tables: dict[str, TableStats] = field(default_factory=dict)
    recent: list[str] = field(default_factory=list)
    """The last finished deals' records, newest last (see the module docstring)."""
    recent_rounds: list[str] = field(default_factory=list)
    """The last finished climbing rounds, newest last (see the module docstring)."""

    def keep_deal(self, record: str) -> None:
        """Keep one finished deal's record for its review (the oldest goes past ``RECENT_DEALS``)."""
        self.recent = _kept([*self.recent, record], RECENT_CHARS)

    def keep_round(self, record: str) -> None:
        """Keep one finished climbing round (a ``KeptRound``'s text) for its review."""
        self.recent_rounds = _kept([*self.recent_rounds, record], RECENT_ROUND_CHARS)

    def record(self, game: str, outcome: Outcome) -> None:
        """Count one finished deal or round of ``game`` (a ``GameId``)."""
        self.tables.setdefault(table_key(game), TableStats()).add(outcome)

    def table(self, game: str) -> TableStats:
        """The statistics of ``game`` (empty when never played)."""
        return self.tables.get(table_key(game), TableStats())

    def reset(self) -> None:
        """Forget every count of every table, and the kept deals and rounds."""
        self.tables.clear()
        self.recent = []
        self.recent_rounds = []

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {game: table.to_dict() for game, table in self.tables.items()}
        if self.recent:
            data[RECENT_KEY] = list(self.recent)
        if self.recent_rounds:
            data[RECENT_ROUNDS_KEY] = list(self.recent_rounds)
        return data

    @classmethod
    def from_dict(cls, value: Any, tables: Mapping[str, Iterable[SeatRole]]) -> Statistics:
        """Stored statistics of the known ``tables`` (each game's roles), repaired table by
        table and entry by entry (other keys are dropped); never raises."""
        data = value if isinstance(value, dict) else {}
        known = {table_key(game): roles for game, roles in tables.items()}
        return cls(
            {game: TableStats.from_dict(data[game], roles) for game, roles in known.items() if game in data},
            _kept(data.get(RECENT_KEY), RECENT_CHARS),
            _kept(data.get(RECENT_ROUNDS_KEY), RECENT_ROUND_CHARS),
        )


PUZZLE_ID_LIMIT = 40
"""A stored puzzle id longer than this is not one of ours: it is dropped."""


@dataclass
class PuzzleRecord:
    """The endgame puzzles: the ids of the shipped puzzles solved (sorted, each once), how
    many new puzzles (made on this machine) were solved, and how many puzzles were solved
    without a hint or the solution.

    Invariants: ``solved`` holds distinct non-empty ids of at most ``PUZZLE_ID_LIMIT``
    characters in order; each count is an integer in ``0..COUNT_LIMIT``;
    ``unaided <= len(solved) + new_solved``. :meth:`from_dict` repairs field by field: a bad
    id is dropped alone, a bad count is 0, and ``unaided`` is lowered to keep the invariant.
    """

    solved: list[str] = field(default_factory=list)
    new_solved: int = 0
    unaided: int = 0

    def record(self, puzzle_id: str, shipped: bool, aided: bool) -> None:
        """One puzzle solved (a shipped one counts once however often it is solved)."""
        if shipped:
            if puzzle_id in self.solved:
                return
            self.solved = sorted({*self.solved, puzzle_id})
        else:
            self.new_solved = min(COUNT_LIMIT, self.new_solved + 1)
        if not aided:
            self.unaided = min(COUNT_LIMIT, self.unaided + 1)

    def to_dict(self) -> dict[str, Any]:
        return {"solved": list(self.solved), "new_solved": self.new_solved, "unaided": self.unaided}

    @classmethod
    def from_dict(cls, value: Any) -> PuzzleRecord:
        data = value if isinstance(value, dict) else {}
        stored = data.get("solved")
        ids = stored if isinstance(stored, list) else []
        solved = sorted({i for i in ids if isinstance(i, str) and 0 < len(i) <= PUZZLE_ID_LIMIT})
        new_solved = _count(data.get("new_solved"))
        unaided = min(_count(data.get("unaided")), len(solved) + new_solved)
        return cls(solved, new_solved, unaided)

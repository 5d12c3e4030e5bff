"""The tables the suite offers, one entry each: the one place a table is known.

No pygame here. Every layer above the settings that needs to know which tables exist, what
they are called, how many seats they have, which family of rules they play, which engine
rules they deal with, which roles their statistics keep or which scenes show them asks this
module; adding a table is adding its ``GameId`` and one entry to ``TABLES`` (a climbing
table also names its preset in :data:`game.settings.PRESETS`, which the settings need
themselves and this module reads: ``tests/test_registry.py`` checks they agree).

Invariants:

- Every ``GameId`` has exactly one entry; ``TABLES`` is in the menu's order.
- A Dou Dizhu entry has a rules factory (:attr:`TableEntry.doudizhu`) and no preset; a
  climbing entry has a preset (:attr:`TableEntry.preset`) and no Dou Dizhu rules.
- What a family shares (its scenes) is :data:`SCENES`'s, once per family; what the settings
  need to know of a table themselves (a climbing table's preset, the roles its statistics
  keep) the entry reads from :mod:`game.settings`, so it is said once.
- The session each family plays is :data:`game.table.resume.SESSIONS` (the one module above
  the sessions, which read this one, so no import circle appears).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from game.climbing.options import Preset
from game.doudizhu.rules import TableRules
from game.i18n import N_, NC_
from game.settings import PRESETS, DouDizhuOptions, GameId, table_roles
from game.stats import SeatRole


class Family(str, Enum):
    """The rule families: each has its engine, AI, table layer and UI folders."""

    DOUDIZHU = "doudizhu"
    CLIMBING = "climbing"


@dataclass(frozen=True)
class Scenes:
    """The names of a family's scenes (the UI registers one scene class under each name):
    its rules screen, the scene a deal or round opens on, its play and its scoring."""

    rules: str
    opening: str
    play: str
    scoring: str


SCENES: dict[Family, Scenes] = {
    Family.DOUDIZHU: Scenes("rules", "bidding", "play", "scoring"),
    Family.CLIMBING: Scenes("climbing_rules", "climbing_play", "climbing_play", "climbing_scoring"),
}
"""Each family's scenes."""


DouDizhuRules = Callable[[DouDizhuOptions], TableRules]
"""A Dou Dizhu table's engine rules from the menu's options."""


@dataclass(frozen=True)
class TableEntry:
    """One table: its id, its family, its title (a msgid, or a contexted one from ``NC_``:
    show it with ``_``), its seat count and, for a Dou Dizhu table, its rules factory."""

    game: GameId
    family: Family
    title: str
    seats: int
    doudizhu: DouDizhuRules | None = None

    @property
    def preset(self) -> Preset | None:
        """The climbing engine's preset this table plays (``None``: a Dou Dizhu table)."""
        return PRESETS.get(self.game)

    @property
    def roles(self) -> tuple[SeatRole, ...]:
        """The roles the statistics keep for this table, in the screen's order (the settings
        repair stored statistics with them, so they are :func:`game.settings.table_roles`)."""
        return table_roles(self.game)

    @property
    def scenes(self) -> Scenes:
        """The scenes of this table's family."""
        return SCENES[self.family]


def _three(options: DouDizhuOptions) -> TableRules:
    """B.1 with the wild rank or not (the table has no clock)."""
    return replace(TableRules.three(), wild=options.wild)


def _four(options: DouDizhuOptions) -> TableRules:
    """B.2 with the wild rank or not, and its clock on or off."""
    return replace(TableRules.four(), wild=options.wild, clock=options.clock)


def _two(options: DouDizhuOptions) -> TableRules:
    """B.3 with the wild rank or not and the farmer's allowance (the table has no clock)."""
    return replace(TableRules.two(allowance=options.allowance), wild=options.wild)


TABLES: tuple[TableEntry, ...] = (
    TableEntry(GameId.DDZ3, Family.DOUDIZHU, N_("Dou Dizhu, 3 players"), 3, _three),
    TableEntry(GameId.DDZ4, Family.DOUDIZHU, N_("Dou Dizhu, 4 players (two decks)"), 4, _four),
    TableEntry(GameId.DDZ2, Family.DOUDIZHU, N_("Dou Dizhu, 2 players (handicap)"), 2, _two),
    TableEntry(GameId.DAIFUGO, Family.CLIMBING, N_("Daifugo"), 4),
    TableEntry(GameId.PRESIDENT, Family.CLIMBING, NC_("game", "President"), 4),
)
"""Every table, in the menu's order."""


def entry(game: GameId) -> TableEntry:
    """The entry of ``game`` (every ``GameId`` has one)."""
    return next(item for item in TABLES if item.game == game)


def of_family(family: Family) -> tuple[TableEntry, ...]:
    """The tables of one family, in the menu's order."""
    return tuple(item for item in TABLES if item.family is family)


def doudizhu_rules(game: GameId, options: DouDizhuOptions) -> TableRules:
    """The engine's rules for the Dou Dizhu table ``game`` with the menu's options: the wild
    rank (any table), the clock (four players only) and the allowance (two players only).
    ``ValueError`` for a climbing table."""
    make = entry(game).doudizhu
    if make is None:
        raise ValueError(f"{game.value} is not a Dou Dizhu table")
    return make(options)


def climbing_preset(game: GameId) -> Preset:
    """The preset of the climbing table ``game``; ``ValueError`` for a Dou Dizhu table."""
    preset = entry(game).preset
    if preset is None:
        raise ValueError(f"{game.value} is not a climbing table")
    return preset

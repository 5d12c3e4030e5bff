"""The tables the suite offers, one entry each: the one place a table is known.

No pygame here. Every layer above the engines that needs to know which tables exist, what
they are called, how many seats they have or which family of rules they play asks this
module; adding a table is adding one entry to ``TABLES``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.i18n import N_, NC_
from game.settings import GameId


class Family(str, Enum):
    """The rule families: each has its engine, AI, table layer and UI folders."""

    DOUDIZHU = "doudizhu"
    CLIMBING = "climbing"


@dataclass(frozen=True)
class TableEntry:
    """One table: its id, its family, its title (a msgid, or a contexted one from ``NC_``:
    show it with ``_``) and its seat count."""

    game: GameId
    family: Family
    title: str
    seats: int


TABLES: tuple[TableEntry, ...] = (
    TableEntry(GameId.DDZ3, Family.DOUDIZHU, N_("Dou Dizhu, 3 players"), 3),
    TableEntry(GameId.DDZ4, Family.DOUDIZHU, N_("Dou Dizhu, 4 players (two decks)"), 4),
    TableEntry(GameId.DDZ2, Family.DOUDIZHU, N_("Dou Dizhu, 2 players (handicap)"), 2),
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

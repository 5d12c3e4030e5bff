"""The tables the suite offers, one entry each: the one place a table is known.

No pygame here. Every layer above the settings that needs to know which tables exist, what
they are called, how many seats they have, which family of rules they play, which engine
rules they deal with, which roles their statistics keep or which scenes show them asks this
module; adding a table is adding its ``GameId`` and one entry to ``TABLES`` (a climbing
table also names its preset in :data:`game.settings.PRESETS`, which the settings need
themselves and this module reads: ``tests/test_registry.py`` checks they agree).

Invariants:

- Every ``GameId`` has exactly one entry; ``TABLES`` is in the menu's order.
- A Dou Dizhu entry has a rules factory (:attr:`TableEntry.doudizhu`), the B.5 options it
  offers (:attr:`TableEntry.stakes`, a :class:`StakeOffer`: data, read by the one rules
  function :func:`doudizhu_rules`, never a branch per table) and no preset; a climbing entry
  has a preset (:attr:`TableEntry.preset`) and neither.
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
from game.core.reason import Reason
from game.doudizhu.rules import (
    CAP_CHOICES,
    FOUR_PLAYER_MULTIPLIER_CAP,
    BiddingKind,
    DoublingKind,
    StakeOptions,
    TableRules,
)
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

NO_CALL_GRAB_HERE = N_("Call and grab is played at three and four players only.")
NO_CAP_HERE = N_("This table has no cap to choose.")


@dataclass(frozen=True)
class StakeOffer:
    """Which B.5 options (docs/RULES.md B.5) a Dou Dizhu table offers, as data.

    ``biddings``, ``doublings``: the kinds offered; ``open_hand``, ``no_shuffle``: whether
    those are offered; ``caps``: the cap choices (``None``: the table's own cap,
    ``own_cap``: none on three players, the seed's 1024 on four). The menu's options are one
    set for every table: :meth:`stakes` keeps what this table offers and leaves the rest at
    the seed rules, :meth:`refusal` says why a choice is not offered here.
    """

    biddings: tuple[BiddingKind, ...] = tuple(BiddingKind)
    doublings: tuple[DoublingKind, ...] = tuple(DoublingKind)
    open_hand: bool = True
    no_shuffle: bool = True
    caps: tuple[int | None, ...] = CAP_CHOICES
    own_cap: int | None = None

    def stakes(self, options: DouDizhuOptions) -> StakeOptions:
        """The menu's B.5 options this table offers (any other stays at the seed rules)."""
        return StakeOptions(
            bidding=options.bidding if options.bidding in self.biddings else BiddingKind.POINTS,
            doubling=options.doubling if options.doubling in self.doublings else DoublingKind.NONE,
            open_hand=options.open_hand and self.open_hand,
            no_shuffle=options.no_shuffle and self.no_shuffle,
            cap=options.cap if options.cap in self.caps else None,
        )

    def cap(self, options: DouDizhuOptions) -> int | None:
        """The cap the table plays with ``options`` (``None``: no cap)."""
        chosen = self.stakes(options).cap
        return self.own_cap if chosen is None else chosen

    def refusal(self, options: DouDizhuOptions) -> Reason | None:
        """Why ``options`` hold a B.5 choice this table does not offer (``None``: all offered)."""
        if options.bidding not in self.biddings:
            return Reason.of(NO_CALL_GRAB_HERE)
        if options.cap not in self.caps:
            return Reason.of(NO_CAP_HERE)
        return None


THREE_STAKES = StakeOffer()
FOUR_STAKES = StakeOffer(own_cap=FOUR_PLAYER_MULTIPLIER_CAP)
TWO_STAKES = StakeOffer(biddings=(BiddingKind.POINTS,), caps=(None,))
"""docs/RULES.md B.5's table: the two-player table has neither call and grab nor a cap."""


@dataclass(frozen=True)
class TableEntry:
    """One table: its id, its family, its title (a msgid, or a contexted one from ``NC_``:
    show it with ``_``), its seat count and, for a Dou Dizhu table, its rules factory and the
    B.5 options it offers."""

    game: GameId
    family: Family
    title: str
    seats: int
    doudizhu: DouDizhuRules | None = None
    stakes: StakeOffer | None = None

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
    TableEntry(GameId.DDZ3, Family.DOUDIZHU, N_("Dou Dizhu, 3 players"), 3, _three, THREE_STAKES),
    TableEntry(GameId.DDZ4, Family.DOUDIZHU, N_("Dou Dizhu, 4 players (two decks)"), 4, _four, FOUR_STAKES),
    TableEntry(GameId.DDZ2, Family.DOUDIZHU, N_("Dou Dizhu, 2 players (handicap)"), 2, _two, TWO_STAKES),
    TableEntry(GameId.DAIFUGO, Family.CLIMBING, N_("Daifugo"), 4),
    TableEntry(GameId.PRESIDENT, Family.CLIMBING, NC_("game", "President"), 4),
    TableEntry(GameId.UECDA, Family.CLIMBING, N_("UECda Daifugo"), 5),
)
"""Every table, in the menu's order."""


@dataclass(frozen=True)
class ModeEntry:
    """A mode that is no table (no seats to fill, no deal to save): its id, its family
    (``None``: a mode across the families, such as the daily deal), its title (a msgid) and the
    scene that plays it. The menu offers each under the tables; it runs wholly on the player's
    machine."""

    id: str
    family: Family | None
    title: str
    scene: str


MODES: tuple[ModeEntry, ...] = (
    ModeEntry("doudizhu_puzzles", Family.DOUDIZHU, N_("Endgame puzzles"), "doudizhu_puzzles"),
    ModeEntry("daily", None, N_("Daily deal"), "daily"),
)
"""Every mode, in the menu's order (the daily deal: :mod:`game.table.daily`)."""


def entry(game: GameId) -> TableEntry:
    """The entry of ``game`` (every ``GameId`` has one)."""
    return next(item for item in TABLES if item.game == game)


def mode(mode_id: str) -> ModeEntry:
    """The mode of ``mode_id`` (one of :data:`MODES`)."""
    return next(item for item in MODES if item.id == mode_id)


def of_family(family: Family) -> tuple[TableEntry, ...]:
    """The tables of one family, in the menu's order."""
    return tuple(item for item in TABLES if item.family is family)


def doudizhu_rules(game: GameId, options: DouDizhuOptions) -> TableRules:
    """The engine's rules for the Dou Dizhu table ``game`` with the menu's options: the wild
    rank (any table), the clock (four players only), the allowance (two players only) and
    the B.5 options the table offers (its :class:`StakeOffer`; the others are ignored).
    ``ValueError`` for a climbing table."""
    table = entry(game)
    if table.doudizhu is None or table.stakes is None:
        raise ValueError(f"{game.value} is not a Dou Dizhu table")
    return table.stakes.stakes(options).apply(table.doudizhu(options))


def stake_offer(game: GameId) -> StakeOffer:
    """The B.5 options the Dou Dizhu table ``game`` offers; ``ValueError`` for a climbing table."""
    offer = entry(game).stakes
    if offer is None:
        raise ValueError(f"{game.value} is not a Dou Dizhu table")
    return offer


def climbing_preset(game: GameId) -> Preset:
    """The preset of the climbing table ``game``; ``ValueError`` for a Dou Dizhu table."""
    preset = entry(game).preset
    if preset is None:
        raise ValueError(f"{game.value} is not a climbing table")
    return preset

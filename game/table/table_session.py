"""The one session type: a player's sitting at one table, whatever its family. No pygame here.

:class:`TableSession` is the base of the Dou Dizhu session
(:class:`~game.table.doudizhu.session.Session`: one deal after another) and the climbing
session (:class:`~game.table.climbing.session.ClimbingSession`: one engine session of
rounds). It holds what both keep (the settings, the chosen game, the session's first seed,
autoplay and the running :attr:`TableSession.table`) and decides for both when there is a
game to store (:meth:`TableSession.saved_game`) and when play counts in the statistics
(:meth:`TableSession.counts_in_statistics`). The UI holds any family's session as a
``TableSession[TablePlay]`` (the table type is covariant: only the family's own code makes
and assigns its tables).

Invariants: the first seed comes from the command line, else from the clock once at the
start; in autoplay the computer plays every seat (tables are made with no human seat), no
game is stored and nothing counts in the statistics.
"""

from __future__ import annotations

import time
from typing import Generic, Self, TypeVar

from game.settings import GameId, Settings
from game.table.protocol import TablePlay
from game.table.saved_game import SavedGame

TableT_co = TypeVar("TableT_co", bound=TablePlay, covariant=True)


class TableSession(Generic[TableT_co]):
    """A session at one table (see the module docstring)."""

    stored = True
    """Whether the game in progress is kept for Continue (a daily deal's is not, and leaves a
    stored game of another table as it was)."""
    follow_up: str | None = None
    """The scene the result's go-on step opens instead of the next deal or round (the daily
    deal's comparison); ``None``: the session goes on."""

    def work_in_background(self, budget_ms: float) -> None:
        """Work the session does beside its table, about ``budget_ms`` a frame (the daily
        deal's computer play); none by default."""

    def __init__(
        self, settings: Settings, seed: int | None = None, autoplay: bool = False, game: GameId | None = None
    ) -> None:
        """A session at ``game`` (by default the table chosen in the settings)."""
        self.settings = settings
        self.game = settings.game if game is None else game
        self.first_seed = seed if seed is not None else int(time.time()) % 1_000_000
        self.autoplay = autoplay
        self.table: TableT_co | None = None
        """The table being played (``None`` before the first deal or round)."""

    @classmethod
    def resume(cls, settings: Settings, saved: SavedGame, move_delay_ms: int, think_budget_ms: float) -> Self:
        """Continue ``saved`` as this family's session, replayed move by move through the
        engine (:class:`~game.table.saved_game.SavedGameError` when it cannot be; the settings
        are then left as they were). The stored game becomes the chosen one."""
        raise NotImplementedError

    @property
    def human_seat(self) -> int | None:
        """The seat the human plays at every table of the session (``None`` in autoplay)."""
        return None if self.autoplay else 0

    def saved_game(self) -> SavedGame | None:
        """The game in progress, to store (``None``: no table, a finished game, or autoplay)."""
        table = self.table
        if table is None or self.autoplay or table.finished():
            return None
        return self._stored()

    def _stored(self) -> SavedGame:
        """The running, unfinished table's game with its place in the session."""
        raise NotImplementedError

    def counts_in_statistics(self) -> bool:
        """Whether the table's play is real play: a human seat that the human played
        themselves (never in autoplay, never after a takeover in the deal or round)."""
        table = self.table
        return not self.autoplay and table is not None and table.human_seat is not None and not table.taken_over

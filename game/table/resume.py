"""Starting and continuing a session: the session each family plays. No pygame.

:data:`SESSIONS` is, per family of :mod:`game.table.registry`, its session type: Dou Dizhu's
:class:`~game.table.doudizhu.session.Session`, the climbing games'
:class:`~game.table.climbing.session.ClimbingSession`, both a
:class:`~game.table.table_session.TableSession`. Both are built from the settings, a seed and
whether the computer plays every seat (:func:`start_session`, for the table chosen in the
settings), and both continue a stored game (:func:`resume_session`, the one path the menu's
"Continue" takes), which deals from the seed and replays every move through its table
controller (:meth:`~game.table.controller_base.TableBase.replay`, the one replay path). A game
that cannot be continued raises
:class:`~game.table.saved_game.SavedGameError` (never anything else) and leaves the settings
as they were; the caller drops it.
"""

from __future__ import annotations

from game.settings import Settings
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.session import Session
from game.table.registry import Family, entry
from game.table.saved_game import SavedGame

SESSIONS: dict[Family, type[Session] | type[ClimbingSession]] = {
    Family.DOUDIZHU: Session,
    Family.CLIMBING: ClimbingSession,
}
"""The session type of each family (the registry's session factory, kept here because the
sessions read the registry)."""


def start_session(settings: Settings, seed: int | None = None, autoplay: bool = False) -> Session | ClimbingSession:
    """A new session at the table chosen in ``settings`` (nothing dealt yet)."""
    return SESSIONS[entry(settings.game).family](settings, seed=seed, autoplay=autoplay)


def resume_session(
    settings: Settings, saved: SavedGame, move_delay_ms: int, think_budget_ms: float
) -> Session | ClimbingSession:
    """The session of ``saved``, continued at its last move; its game becomes the chosen one."""
    return SESSIONS[saved.family].resume(settings, saved, move_delay_ms, think_budget_ms)

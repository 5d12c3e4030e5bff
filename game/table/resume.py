"""Continuing a stored game: the one path the menu's "Continue" takes. No pygame.

:func:`resume_session` hands a stored game to its family's session (Dou Dizhu's
:meth:`~game.table.doudizhu.session.Session.resume`, the climbing games'
:meth:`~game.table.climbing.session.ClimbingSession.resume`), which deals from the seed and
replays every move through its table controller (:meth:`~game.table.controller_base.TableBase.replay`,
the one replay path). A game that cannot be continued raises
:class:`~game.table.saved_game.SavedGameError` (never anything else) and leaves the settings
as they were; the caller drops it.
"""

from __future__ import annotations

from game.settings import Settings
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.session import Session
from game.table.saved_game import SavedGame


def resume_session(
    settings: Settings, saved: SavedGame, move_delay_ms: int, think_budget_ms: float
) -> Session | ClimbingSession:
    """The session of ``saved``, continued at its last move; its game becomes the chosen one."""
    kind = ClimbingSession if saved.is_climbing else Session
    return kind.resume(settings, saved, move_delay_ms, think_budget_ms)

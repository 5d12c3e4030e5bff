"""Starting a Daifugo / President session: what the menu's Play does at a climbing table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table.climbing.session import ClimbingSession
from game.ui.common.host import THINK_BUDGET_MS

if TYPE_CHECKING:
    from game.ui.common.host import Host


def start_session(app: Host) -> None:
    """A session with the stored options, and the play of its first round."""
    app.save_settings()
    session = ClimbingSession(app.settings, seed=app.options.seed, autoplay=app.autoplay)
    app.session = session
    session.start(move_delay_ms=app.move_delay_ms, think_budget_ms=THINK_BUDGET_MS)
    app.switch("climbing_play")

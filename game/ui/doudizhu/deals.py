"""Starting a Dou Dizhu session and dealing again: what the menu's Play and the scoring
scene's Next deal do."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table.doudizhu.session import Session
from game.ui.common.host import THINK_BUDGET_MS

if TYPE_CHECKING:
    from game.ui.common.host import Host


def start_session(app: Host) -> None:
    """A new session at the chosen table, and the bidding of its first deal."""
    app.session = Session(app.settings, seed=app.options.seed, autoplay=app.autoplay)
    next_deal(app)


def next_deal(app: Host) -> None:
    """Deal again at the current table (the session score runs on) and show the bidding."""
    session = app.current_session
    app.save_settings()
    session.next_deal(move_delay_ms=app.move_delay_ms, think_budget_ms=THINK_BUDGET_MS)
    app.switch("bidding")

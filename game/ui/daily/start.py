"""Starting a daily deal's table, today's date, and sharing a result (the daily scenes' common
steps)."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import TYPE_CHECKING

from game.daily_record import DailyScore
from game.i18n import _
from game.settings import GameId
from game.table.daily.deal import daily_deal
from game.table.daily.session import start_daily
from game.table.daily.share import share_text
from game.table.registry import entry
from game.ui.common.clipboard import copy_text
from game.ui.common.host import THINK_BUDGET_MS
from game.ui.common.widgets.choice import ChoiceDialog

if TYPE_CHECKING:
    from game.ui.common.host import Host

SHARE_LINES = 8
"""Lines the share dialog shows of the text (three lines, each may wrap)."""


def utc_today(app: Host) -> date:
    """Today's UTC date, which picks the daily deal (the command line's or a test's date first)."""
    given = app.options.today
    return given if given is not None else datetime.now(UTC).date()


def play_daily(app: Host, game: GameId, day: date) -> None:
    """Deal ``day``'s deal at ``game`` (today's first deal is the real attempt, any other
    practice) and show its table's first scene."""
    session = start_daily(app.settings, daily_deal(day, game), utc_today(app), app.move_delay_ms, THINK_BUDGET_MS)
    app.session = session
    app.save_settings()
    app.switch(entry(game).scenes.opening)


def share(app: Host, game: GameId, day: date, mine: DailyScore, computer: DailyScore | None, practice: bool) -> None:
    """Copy the result's text to the clipboard and show it in a dialog, to copy by hand
    where the clipboard refused."""
    words = share_text(daily_deal(day, game), mine, computer, practice)
    copied = copy_text(words)
    title = _("Copied to the clipboard") if copied else _("Copy this text by hand")
    app.ask(
        ChoiceDialog(
            lambda: title,
            [],
            lambda _value: app.close_modal(),
            app.close_modal,
            cancel_label=lambda: _("Close"),
            body=lambda: words,
            body_lines=SHARE_LINES,
        )
    )

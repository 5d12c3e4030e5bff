"""The calendar of the daily deals: one month of one table, each day with its mark (won,
played, left unfinished, missed; today open; days to come), the streak, and the months before.

Pressing a past day plays that day's deal as practice (never counted, never kept); today
plays today's deal (the real attempt while it is not used). Days to come and days before the
daily deal began (:data:`FIRST_DAY`) cannot be pressed. Keyboard: the shared focus ring
(arrows, Tab), Enter or Space presses, Escape goes back to the daily page.
"""

from __future__ import annotations

from datetime import date, timedelta
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.daily_record import DayMark
from game.i18n import N_, _
from game.settings import GameId
from game.table import registry
from game.ui.common import theme
from game.ui.common.menu_page import MenuPage
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.focus import GridFocus
from game.ui.daily.hub import MARK_NAMES, streak_lines
from game.ui.daily.start import play_daily, utc_today

if TYPE_CHECKING:
    from game.ui.common.host import Host

FIRST_DAY = date(2026, 1, 1)
"""The first day of the daily deal: the calendar goes back no further."""
WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))
GRID = pygame.Rect(120, 176, 1040, 400)
"""Seven columns of weekdays, up to six rows of weeks."""
CELL_GAP = 8


def month_start(day: date) -> date:
    return day.replace(day=1)


def shift_month(first: date, months: int) -> date:
    """The first of the month ``months`` after (or before) the month of ``first``."""
    index = first.year * 12 + first.month - 1 + months
    return date(index // 12, index % 12 + 1, 1)


def month_days(first: date) -> list[date]:
    """Every day of the month that starts at ``first``."""
    after = shift_month(first, 1)
    return [first + timedelta(days=n) for n in range((after - first).days)]


class DailyCalendarScene(MenuPage):
    """The calendar (see the module docstring)."""

    name = "daily_calendar"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.game = app.settings.game
        self.month = month_start(utc_today(app))
        self.day_buttons: dict[date, Button] = {}
        self.previous_button = Button(
            pygame.Rect(120, 94, 220, 42), lambda: _("Previous month"), partial(self.turn, -1)
        )
        self.next_button = Button(pygame.Rect(940, 94, 220, 42), lambda: _("Next month"), partial(self.turn, 1))
        self.back_button = Button(pygame.Rect(440, 624, 400, 60), lambda: _("Back"), self.back, font_size=24)

    def enter(self, **kwargs: Any) -> None:
        game = kwargs.get("game")
        if isinstance(game, GameId):
            self.game = game
        self.month = month_start(utc_today(self.app))
        self._build()

    def _build(self) -> None:
        today = utc_today(self.app)
        days = month_days(self.month)
        width = (GRID.width - 6 * CELL_GAP) // 7
        rows = (days[0].weekday() + len(days) + 6) // 7
        height = min(64, (GRID.height - (rows - 1) * CELL_GAP) // rows)
        self.day_buttons = {}
        for day in days:
            slot = days[0].weekday() + day.day - 1
            row, column = divmod(slot, 7)
            rect = pygame.Rect(GRID.x + column * (width + CELL_GAP), GRID.y + row * (height + CELL_GAP), width, height)
            button = Button(rect, partial(self.day_label, day), partial(self.play, day), font_size=16)
            button.enabled = FIRST_DAY <= day <= today
            button.selected = self.app.settings.daily.mark(day, self.game.value, today) is DayMark.WON
            self.day_buttons[day] = button
        self.previous_button.enabled = self.month > month_start(FIRST_DAY)
        self.next_button.enabled = self.month < month_start(today)
        self.buttons = [*self.day_buttons.values(), self.previous_button, self.next_button, self.back_button]
        start = self.day_buttons.get(today) or self.back_button
        self.focus = GridFocus([], self.buttons, wrap=True, start=start)

    def day_label(self, day: date) -> str:
        """The day's number and its mark (today's "Today" while open; a day to come: its number)."""
        mark = self.app.settings.daily.mark(day, self.game.value, utc_today(self.app))
        if mark is DayMark.FUTURE:
            return str(day.day)
        name = _("Today") if mark is DayMark.OPEN else _(MARK_NAMES[mark])
        return _("{day}: {mark}").format(day=day.day, mark=name)

    def turn(self, months: int) -> None:
        self.month = shift_month(self.month, months)
        self._build()

    def play(self, day: date) -> None:
        play_daily(self.app, self.game, day)

    def back(self) -> None:
        self.app.switch("daily", game=self.game)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        title = _("Calendar: {table}").format(table=_(registry.entry(self.game).title))
        text.blit_at(surface, text.fitted(title, 34, 1100, theme.GOLD, bold=True), (640, 14), "midtop")
        month = text.fitted(self.month.strftime("%Y-%m"), 28, 300, theme.INK, bold=True)
        text.blit_at(surface, month, (640, 100), "midtop")
        streak, best = streak_lines(self.app)
        line = text.fitted(f"{streak}   |   {best}", 18, 600, theme.INK_DIM)
        text.blit_at(surface, line, (640, 64), "midtop")
        felt.felt_panel(surface, GRID.inflate(24, 44).move(0, -10))
        width = (GRID.width - 6 * CELL_GAP) // 7
        for column, name in enumerate(WEEKDAYS):
            x = GRID.x + column * (width + CELL_GAP) + width // 2
            text.blit_at(surface, text.fitted(_(name), 16, width, theme.INK_DIM, bold=True), (x, GRID.y - 26), "midtop")
        practice = _("A past day's deal is practice: it is not counted.")
        text.blit_at(surface, text.fitted(practice, 16, 1000, theme.INK_DIM), (640, GRID.bottom + 16), "midtop")
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

"""The daily deal's page: today's UTC date, every table with today's mark, the streak, the
chosen table's result of today (the player's and the hard computer's from the player's seat),
and the buttons to play (or practise, once played), share the result and open the calendar.

Keyboard: the shared focus ring over every button (arrows, Tab), Enter or Space presses,
Escape goes back to the menu. Touch and mouse press the buttons.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.daily_record import DailyEntry, DayMark
from game.i18n import N_, _, ngettext
from game.settings import GameId
from game.table import registry
from game.table.daily.deal import daily_deal
from game.table.daily.share import score_text
from game.ui.common import theme
from game.ui.common.menu_page import MenuPage
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.focus import GridFocus
from game.ui.daily.start import play_daily, share, utc_today

if TYPE_CHECKING:
    from game.ui.common.host import Host

LEFT = pygame.Rect(70, 140, 560, 450)
RIGHT = pygame.Rect(660, 140, 550, 450)
TABLE_BUTTON_WIDTH = 330
MARK_NAMES = {
    DayMark.WON: N_("Won"),
    DayMark.PLAYED: N_("Played"),
    DayMark.LEFT: N_("Left unfinished"),
    DayMark.MISSED: N_("Missed"),
    DayMark.OPEN: N_("Not played yet"),
    DayMark.FUTURE: "",
}
"""What each mark says (a day to come says nothing: the calendar shows its number alone)."""
ASSISTED = N_("The computer played your seat for a while: this day does not count for the streak.")
MARK_COLOURS = {
    DayMark.WON: theme.GOLD,
    DayMark.PLAYED: theme.INK,
    DayMark.LEFT: theme.WARN,
    DayMark.MISSED: theme.INK_DIM,
    DayMark.OPEN: theme.INK_DIM,
    DayMark.FUTURE: theme.INK_DIM,
}


def streak_lines(app: Host) -> tuple[str, str]:
    """"Streak: n days" and "Best streak: n days"."""
    record = app.settings.daily
    streak = record.streak(utc_today(app))
    best = record.best_streak()
    return (
        ngettext("Streak: {count} day", "Streak: {count} days", streak).format(count=streak),
        ngettext("Best streak: {count} day", "Best streak: {count} days", best).format(count=best),
    )


class DailyScene(MenuPage):
    """The daily deal's page (see the module docstring)."""

    name = "daily"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.game = app.settings.game
        self.table_buttons: dict[GameId, Button] = {}
        y = LEFT.y + 64
        step = min(70, (LEFT.height - 84) // len(registry.TABLES))  # every table fits the panel
        for item in registry.TABLES:
            rect = pygame.Rect(LEFT.x + 30, y, TABLE_BUTTON_WIDTH, min(56, step - 10))
            self.table_buttons[item.game] = Button(rect, partial(_, item.title), partial(self.choose, item.game),
                                                   font_size=19)
            y += step
        self.play_button = Button(
            pygame.Rect(RIGHT.x + 30, RIGHT.y + 318, RIGHT.width - 60, 56), self.play_label, self.play, accent=True
        )
        half = (RIGHT.width - 60 - 16) // 2
        self.share_button = Button(
            pygame.Rect(RIGHT.x + 30, RIGHT.y + 386, half, 46), lambda: _("Share result"), self.share
        )
        self.calendar_button = Button(
            pygame.Rect(RIGHT.x + 46 + half, RIGHT.y + 386, half, 46), lambda: _("Calendar"), self.calendar
        )
        self.back_button = Button(pygame.Rect(440, 614, 400, 64), lambda: _("Back to menu"), self.back, font_size=24)
        self.buttons = [
            *self.table_buttons.values(), self.play_button, self.share_button, self.calendar_button, self.back_button,
        ]

    def enter(self, **kwargs: Any) -> None:
        game = kwargs.get("game")
        if isinstance(game, GameId):
            self.game = game
        self._sync()
        self.focus = GridFocus([], self.buttons, wrap=True, start=self.play_button)

    def _sync(self) -> None:
        for game, button in self.table_buttons.items():
            button.selected = game == self.game
        entry = self.today_entry()
        self.share_button.enabled = entry is not None and entry.mine is not None

    def today_entry(self) -> DailyEntry | None:
        return self.app.settings.daily.entry(utc_today(self.app), self.game.value)

    def play_label(self) -> str:
        """Play today's deal, or practise it once the day's attempt is used."""
        return _("Play today's deal") if self.today_entry() is None else _("Practise today's deal")

    # -- actions -------------------------------------------------------------------------
    def choose(self, game: GameId) -> None:
        self.game = game
        self._sync()

    def play(self) -> None:
        play_daily(self.app, self.game, utc_today(self.app))

    def share(self) -> None:
        entry = self.today_entry()
        if entry is not None and entry.mine is not None:
            share(self.app, self.game, utc_today(self.app), entry.mine, entry.computer, practice=False)

    def calendar(self) -> None:
        self.app.switch("daily_calendar", game=self.game)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        today = utc_today(self.app)
        text.blit_at(surface, text.fitted(_("Daily deal"), 46, 1100, theme.GOLD, bold=True), (640, 28), "midtop")
        subtitle = _("{date} (UTC): the same deal for everyone, once a day").format(date=today.isoformat())
        text.blit_at(surface, text.fitted(subtitle, 20, 1100, theme.INK_DIM), (640, 96), "midtop")
        felt.felt_panel(surface, LEFT)
        felt.felt_panel(surface, RIGHT)
        text.blit_at(surface, text.render(_("Today's tables"), 26, theme.INK, bold=True), (LEFT.x + 30, LEFT.y + 18))
        record = self.app.settings.daily
        mark_x = LEFT.x + 30 + TABLE_BUTTON_WIDTH + 16
        for game, button in self.table_buttons.items():
            mark = record.mark(today, game.value, today)
            face = text.fitted(_(MARK_NAMES[mark]), 18, LEFT.right - 20 - mark_x, MARK_COLOURS[mark], bold=True)
            text.blit_at(surface, face, (mark_x, button.rect.centery), "midleft")
        self.draw_today(surface, today)
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

    def draw_today(self, surface: pygame.Surface, today: Any) -> None:
        """The streak, then the chosen table's result of today."""
        width = RIGHT.width - 60
        streak, best = streak_lines(self.app)
        text.blit_at(surface, text.fitted(streak, 26, width, theme.GOLD, bold=True), (RIGHT.x + 30, RIGHT.y + 18))
        text.blit_at(surface, text.fitted(best, 19, width, theme.INK_DIM), (RIGHT.x + 30, RIGHT.y + 60))
        title = _(registry.entry(self.game).title)
        text.blit_at(surface, text.fitted(title, 22, width, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 110))
        entry = self.today_entry()
        lines: list[tuple[str, theme.Color]] = []
        if entry is None:
            lines.append((_("You have not played today's deal at this table yet."), theme.INK_DIM))
        elif entry.mine is None:
            lines.append((_("You left today's deal unfinished: any new deal today is practice."), theme.WARN))
        else:
            deal = daily_deal(today, self.game)
            lines.append((_("You: {result}").format(result=score_text(entry.mine, deal)), theme.INK))
            if entry.computer is None:
                lines.append((_("Hard computer in your seat: not known yet"), theme.INK_DIM))
            else:
                words = _("Hard computer in your seat: {result}").format(result=score_text(entry.computer, deal))
                lines.append((words, theme.INK))
            if entry.assisted:
                lines.append((_(ASSISTED), theme.WARN))
        y = RIGHT.y + 148
        for line, colour in lines:
            for part in text.wrap(line, 18, width)[:2]:
                text.blit_at(surface, text.fitted(part, 18, width, colour), (RIGHT.x + 30, y))
                y += 26
            y += 6

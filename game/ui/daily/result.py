"""After a daily deal: the player's result beside the hard computer's from the same seat.

The computer's play of the deal (:class:`game.table.daily.session.DailyRun`) has run in the
background since the deal began; here it gets more of each frame (``WORK_MS``) until it is
over, the panel saying so meanwhile. Then both results stand side by side (role, outcome,
points, plays) with a line comparing the points. *Share result* copies the text to share and
shows it (to copy by hand where the clipboard refused), *Daily deals* goes back to the daily
page, *Back to menu* to the menu; Escape goes back to the daily page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.daily_record import DailyScore
from game.i18n import _, ngettext
from game.table.daily.deal import DailyDeal
from game.table.daily.session import DailyRun, daily_run
from game.table.daily.share import outcome_text, role_text, title_text
from game.ui.common import theme
from game.ui.common.menu_page import MenuPage
from game.ui.common.result_scene import points_color
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.focus import GridFocus
from game.ui.daily.hub import ASSISTED
from game.ui.daily.start import share

if TYPE_CHECKING:
    from game.ui.common.host import Host

WORK_MS = 12.0
"""Time per frame for the computer's play while this screen waits for it."""
MINE = pygame.Rect(90, 170, 530, 330)
THEIRS = pygame.Rect(660, 170, 530, 330)
AUTOPLAY_FRAMES = 30


def comparison(mine: DailyScore, computer: DailyScore) -> str:
    """How the player's points compare with the computer's."""
    ahead = mine.points - computer.points
    if ahead > 0:
        return ngettext(
            "You did better than the computer by {count} point.",
            "You did better than the computer by {count} points.",
            ahead,
        ).format(count=ahead)
    if ahead < 0:
        return ngettext(
            "The computer did better by {count} point.", "The computer did better by {count} points.", -ahead
        ).format(count=-ahead)
    return _("You and the computer scored the same.")


class DailyResultScene(MenuPage):
    """The comparison (see the module docstring)."""

    name = "daily_result"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.share_button = Button(pygame.Rect(130, 614, 320, 64), lambda: _("Share result"), self.share, accent=True)
        self.daily_button = Button(pygame.Rect(480, 614, 320, 64), lambda: _("Daily deals"), self.back)
        self.menu_button = Button(pygame.Rect(830, 614, 320, 64), lambda: _("Back to menu"), self.to_menu)
        self.buttons = [self.share_button, self.daily_button, self.menu_button]
        self.saved = False
        """Whether the settings were saved since the computer's result was known."""

    @property
    def run(self) -> DailyRun | None:
        return daily_run(self.app.session)

    def enter(self, **kwargs: Any) -> None:
        self.saved = False
        self.focus = GridFocus([], self.buttons, wrap=True, start=self.share_button)

    def update(self, dt_ms: int) -> None:
        """The computer's play gets more of the frame; its result is saved once it is known."""
        run = self.run
        if run is not None:
            run.work(WORK_MS)
            if run.computer is not None and not self.saved:
                self.saved = True
                self.app.save_settings()
        self.share_button.enabled = run is not None and run.mine is not None

    def back(self) -> None:
        run = self.run
        self.app.switch("daily", game=run.deal.game if run is not None else None)

    def to_menu(self) -> None:
        self.app.switch("menu")

    def share(self) -> None:
        run = self.run
        if run is not None and run.mine is not None:
            share(self.app, run.deal.game, run.day, run.mine, run.computer, run.practice)

    def autoplay(self, frame: int) -> None:
        run = self.run
        if frame >= AUTOPLAY_FRAMES and (run is None or run.computer is not None):
            self.to_menu()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        run = self.run
        if run is None:
            return
        deal = run.deal
        title = text.fitted(title_text(deal, run.practice), 30, 1180, theme.GOLD, bold=True)
        text.blit_at(surface, title, (640, 30), "midtop")
        note = _("Practice: this deal is not counted and not kept.") if run.practice else None
        if not run.practice and run.assisted:
            note = _(ASSISTED)
        if note is not None:
            text.blit_at(surface, text.fitted(note, 18, 1100, theme.WARN), (640, 84), "midtop")
        self.draw_score(surface, MINE, _("You"), run.mine, deal, None)
        waiting = _("The hard computer is playing your cards…")
        self.draw_score(surface, THEIRS, _("Hard computer in your seat"), run.computer, deal, waiting)
        if run.mine is not None and run.computer is not None:
            line = text.fitted(comparison(run.mine, run.computer), 24, 1100, theme.INK, bold=True)
            text.blit_at(surface, line, (640, 530), "midtop")
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

    def draw_score(
        self, surface: pygame.Surface, rect: pygame.Rect, who: str, score: DailyScore | None, deal: DailyDeal,
        waiting: str | None,
    ) -> None:
        """One side's panel: who, then role, outcome, points and plays (or the wait)."""
        felt.felt_panel(surface, rect)
        width = rect.width - 60
        text.blit_at(surface, text.fitted(who, 26, width, theme.INK, bold=True), (rect.centerx, rect.y + 20), "midtop")
        if score is None:
            if waiting is not None:
                face = text.fitted(waiting, 20, width, theme.INK_DIM)
                text.blit_at(surface, face, (rect.centerx, rect.centery), "center")
            return
        role = text.fitted(role_text(score, deal), 34, width, theme.GOLD, bold=True)
        text.blit_at(surface, role, (rect.centerx, rect.y + 80), "midtop")
        outcome = text.fitted(outcome_text(score, deal), 26, width, theme.INK, bold=True)
        text.blit_at(surface, outcome, (rect.centerx, rect.y + 140), "midtop")
        points = ngettext("{points} point", "{points} points", abs(score.points)).format(points=f"{score.points:+d}")
        face = text.fitted(points, 40, width, points_color(score.points), bold=True)
        text.blit_at(surface, face, (rect.centerx, rect.y + 190), "midtop")
        plays = ngettext("{count} play", "{count} plays", score.plays).format(count=score.plays)
        text.blit_at(surface, text.fitted(plays, 22, width, theme.INK_DIM), (rect.centerx, rect.y + 260), "midtop")

"""The end of a deal: who won, why the stake was multiplied, each seat's points and the
running session score, with "Next deal" and "Back to menu"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.doudizhu.scoring import DealResult, Side
from game.i18n import _, ngettext
from game.ui.common import theme
from game.ui.common.result_scene import ResultScene, points_color
from game.ui.common.sound import Sfx
from game.ui.common.widgets import felt, text

if TYPE_CHECKING:
    from game.ui.app import App

PANEL = pygame.Rect(200, 150, 880, 420)
"""The largest score table (four players); fewer players get a shorter one."""
ROW_HEIGHT = 76
COLUMNS = (PANEL.x + 40, PANEL.x + 300, PANEL.x + 600, PANEL.x + 820)


class ScoringScene(ResultScene):
    name = "scoring"

    def __init__(self, app: App) -> None:
        super().__init__(app, lambda: _("Next deal"))

    @property
    def result(self) -> DealResult:
        result = self.app.current_session.last_result
        assert result is not None
        return result

    def enter(self, **kwargs: Any) -> None:
        """Sound the outcome for the player at seat 0: the spring sting, then win or lose."""
        result = self.result
        if result.spring or result.anti_spring:
            self.app.sound.play(Sfx.SPRING)
        won = self.viewer_won()
        if won is not None:
            self.app.sound.play(Sfx.WIN if won else Sfx.LOSE)

    def viewer_won(self) -> bool | None:
        """Whether seat 0's side won the deal (``None``: nobody won)."""
        result = self.result
        if result.winner is None:
            return None
        table = self.app.current_session.table
        landlord = table.state.landlord if table is not None else None
        return (landlord == 0) == (result.winner is Side.LANDLORD)

    def go_on(self) -> None:
        """The next deal."""
        self.app.next_deal()

    def seat_name(self, seat: int) -> str:
        table = self.app.current_session.table
        assert table is not None  # a deal was played before its result is shown
        return table.seat_label(seat).render(_, ngettext)

    def headline(self) -> str:
        result = self.result
        you_won = self.viewer_won()
        if you_won is None:
            return _("No winner this deal")
        if result.winner is Side.LANDLORD:
            return _("You win as the landlord!") if you_won else _("The landlord wins")
        return _("You and your partners win!") if you_won else _("The farmers win")

    def facts(self) -> list[str]:
        result = self.result
        table = self.app.current_session.table
        bombs = table.bombs if table is not None else 0
        lines = [
            _("Bid {bid}").format(bid=result.bid),
            ngettext("{count} bomb", "{count} bombs", bombs).format(count=bombs),
            _("Multiplier x{value}").format(value=result.multiplier),
        ]
        if result.spring:
            lines.append(_("Spring!"))
        if result.anti_spring:
            lines.append(_("Anti-spring!"))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        result = self.result
        session = self.app.current_session
        table = session.table
        landlord = table.state.landlord if table is not None else None
        title = text.fitted(self.headline(), 46, 1100, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(640, 34)))
        if result.unscored is not None:
            reason = text.fitted(result.unscored.render(_, ngettext), 22, 1000, theme.WARN, bold=True)
            surface.blit(reason, reason.get_rect(midtop=(640, 98)))
        else:
            facts = text.fitted("   |   ".join(self.facts()), 22, 1000, theme.INK, bold=True)
            surface.blit(facts, facts.get_rect(midtop=(640, 100)))
        panel = PANEL.copy()
        panel.height = min(PANEL.height, 100 + ROW_HEIGHT * len(result.points))
        felt.panel(surface, panel, alpha=200)
        headers = (_("Player"), _("Role"), _("This deal"), _("Session"))
        for x, header in zip(COLUMNS, headers, strict=True):
            anchor = "topleft" if x in COLUMNS[:2] else "topright"
            text.blit_at(surface, text.fitted(header, 20, 220, theme.INK_DIM, bold=True), (x, PANEL.y + 26), anchor)
        pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 30, PANEL.y + 60), (PANEL.right - 30, PANEL.y + 60))
        totals = session.scores()
        for seat, points in enumerate(result.points):
            y = PANEL.y + 80 + seat * ROW_HEIGHT
            role = _("Landlord") if seat == landlord else _("Farmer")
            color = points_color(points)
            text.blit_at(surface, text.fitted(self.seat_name(seat), 26, 240, theme.INK, bold=True), (COLUMNS[0], y))
            text.blit_at(
                surface,
                text.fitted(role, 24, 220, theme.LANDLORD if seat == landlord else theme.FARMER, bold=True),
                (COLUMNS[1], y + 2),
            )
            text.blit_at(surface, text.render(f"{points:+d}", 28, color, bold=True), (COLUMNS[2], y), "topright")
            text.blit_at(
                surface, text.render(f"{totals[seat]:+d}", 28, theme.INK, bold=True), (COLUMNS[3], y), "topright"
            )
        if table is not None:
            seed = text.render(_("Deal seed: {seed}").format(seed=table.seed), 15, theme.INK_DIM)
            surface.blit(seed, seed.get_rect(bottomright=(1266, 712)))
        self.draw_buttons(surface)

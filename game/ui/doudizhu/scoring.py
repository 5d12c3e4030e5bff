"""The end of a deal: "You win" or "You lose" for the viewer, which side won, the multiplier
taken apart (bid, bombs, rocket, spring, cap), each seat's role, points, session total and
the cards it still holds, with "Next deal" and "Back to menu". With the B.5 options the story
has every part (grabs, open hand, cap) and each farmer's settlement with the doubles; at the
right, the deal's last trick is replayed play by play. The sentences come from
:mod:`game.table.doudizhu.result_text`; this module only draws."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.doudizhu.rules import BiddingKind, DoublingKind, TableRules
from game.doudizhu.scoring import DealResult
from game.doudizhu.state import DealState
from game.i18n import _, ngettext
from game.table.doudizhu.result_text import (
    BreakdownRow,
    RowKind,
    stake_lines,
    stake_parts,
    verdict,
    viewer_won,
    winner_phrase,
)
from game.ui.common import theme
from game.ui.common.result_scene import ResultScene, draw_cards_left, points_color
from game.ui.common.sound import Sfx
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.doudizhu.deals import next_deal
from game.ui.doudizhu.trick_replay import TrickReplay

if TYPE_CHECKING:
    from game.ui.common.host import Host

VIEWER = 0
"""The seat whose outcome the screen names ("You win"): the human, or seat 0 in autoplay."""
PANEL = pygame.Rect(200, 148, 880, 452)
"""The largest score table (four players); fewer players get a shorter one."""
ROW_HEIGHT = 98
"""One seat: its line of name, role and points, and under it the cards it still holds."""
FIRST_ROW = 58
"""From the panel's top to the first seat's line (under the column headers)."""
CARDS_BELOW = 31
"""From a seat's line to the cards it holds, which end a little above the next seat's line."""
COLUMNS = (PANEL.x + 40, PANEL.x + 300, PANEL.x + 600, PANEL.x + 820)
COMMON_ROWS = frozenset(
    {
        RowKind.BID,
        RowKind.GRABS,
        RowKind.BOMBS,
        RowKind.ROCKET,
        RowKind.SPRING,
        RowKind.ANTI_SPRING,
        RowKind.OPEN_HAND,
        RowKind.MULTIPLIER,
    }
)
"""The breakdown rows on the line under the headline; each settlement goes on its farmer's
row, and each seat's gain is its "This deal" points."""
SETTLEMENT_WIDTH = 420
"""A farmer's settlement line (B.5), right under the points; the cards left keep clear of it."""


def tells_stakes(rules: TableRules) -> bool:
    """Whether the table plays a B.5 option that changes the stake (call and grab, doubling,
    the open hand): then the result tells the breakdown's story."""
    return rules.bidding is BiddingKind.CALL_GRAB or rules.doubling is not DoublingKind.NONE or rules.open_hand


class ScoringScene(ResultScene):
    name = "scoring"

    def __init__(self, app: Host) -> None:
        super().__init__(app, lambda: _("Next deal"))
        self.replay = TrickReplay(app.motion)
        self.review_button = Button(pygame.Rect(40, 610, 270, 62), lambda: _("Review"), self.open_review, font_size=24)
        self.buttons.append(self.review_button)

    @property
    def result(self) -> DealResult:
        result = self.app.current_session.last_result
        assert result is not None
        return result

    @property
    def state(self) -> DealState | None:
        table = self.app.current_session.table
        return table.state if table is not None else None

    def enter(self, **kwargs: Any) -> None:
        """Sound the outcome for the player at seat 0: the spring sting, then win or lose; the
        last trick's replay starts."""
        self.replay = TrickReplay(self.app.motion)
        if kwargs.get("quiet"):  # back from the review: the outcome was sounded already
            return
        result = self.result
        if result.spring or result.anti_spring:
            self.app.sound.play(Sfx.SPRING)
        won = self.viewer_won()
        if won is not None:
            self.app.sound.play(Sfx.WIN if won else Sfx.LOSE)

    def viewer_won(self) -> bool | None:
        """Whether seat 0's side won the deal (``None``: nobody won)."""
        state = self.state
        return viewer_won(state, VIEWER) if state is not None else None

    def open_review(self) -> None:
        """Review the player's decisions in the deal just finished (then come back here)."""
        record = self.app.current_session.last_record
        if record is not None:
            self.app.switch("review", records=[record], back=self.name)

    def go_on(self) -> None:
        """The next deal."""
        next_deal(self.app)

    def seat_name(self, seat: int) -> str:
        table = self.app.current_session.table
        assert table is not None  # a deal was played before its result is shown
        return table.seat_label(seat).render(_, ngettext)

    def headline(self) -> str:
        """The viewer's outcome: "You win", "You lose", or that nobody won."""
        state = self.state
        said = verdict(state, VIEWER) if state is not None else None
        return said.render(_, ngettext) if said is not None else _("No winner this deal")

    def winner_line(self) -> str | None:
        """Which side won ("The farmer wins" at the two-player table)."""
        state = self.state
        said = winner_phrase(state) if state is not None else None
        return said.render(_, ngettext) if said is not None else None

    def facts(self) -> list[str]:
        """The multiplier's parts: bid, bombs, rocket, spring or anti-spring, cap, multiplier;
        with the B.5 options the controller's common rows instead (the base, the grabs, the
        bombs, the rocket, a spring, the open hand, the common multiplier)."""
        state = self.state
        if state is None or state.result is None:
            return []
        rows = self.story()
        if rows:
            return [row.text.render(_, ngettext) for row in rows if row.kind in COMMON_ROWS]
        return [line.render(_, ngettext) for line in stake_lines(stake_parts(state))]

    def story(self) -> list[BreakdownRow]:
        """The deal's breakdown rows when the table plays a B.5 stake option (else none: the
        seed's story is told as before)."""
        table = self.app.current_session.table
        if table is None or not tells_stakes(table.rules):
            return []
        return table.breakdown_rows()

    def settlement_text(self, seat: int) -> str | None:
        """How ``seat``'s settlement with the landlord multiplies up (farmers, B.5 tables)."""
        row = next((row for row in self.story() if row.kind is RowKind.SETTLEMENT and row.seat == seat), None)
        return None if row is None else row.text.render(_, ngettext)

    def update(self, dt_ms: int) -> None:
        self.replay.update(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        result = self.result
        session = self.app.current_session
        table = session.table
        state = self.state
        landlord = state.landlord if state is not None else None
        title = text.fitted(self.headline(), 46, 1100, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(640, 26)))
        if result.unscored is not None:
            reason = text.fitted(result.unscored.render(_, ngettext), 22, 1000, theme.WARN, bold=True)
            surface.blit(reason, reason.get_rect(midtop=(640, 96)))
        else:
            side = self.winner_line()
            if side is not None:
                face = text.fitted(side, 24, 1000, theme.INK, bold=True)
                surface.blit(face, face.get_rect(midtop=(640, 84)))
            facts = text.fitted("   |   ".join(self.facts()), 20, 1100, theme.INK, bold=True)
            surface.blit(facts, facts.get_rect(midtop=(640, 116)))
        panel = PANEL.copy()
        panel.height = min(PANEL.height, FIRST_ROW + ROW_HEIGHT * len(result.points))
        felt.panel(surface, panel, alpha=200)
        headers = (_("Player"), _("Role"), _("This deal"), _("Session"))
        for x, header in zip(COLUMNS, headers, strict=True):
            anchor = "topleft" if x in COLUMNS[:2] else "topright"
            text.blit_at(surface, text.fitted(header, 20, 220, theme.INK_DIM, bold=True), (x, PANEL.y + 18), anchor)
        pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 30, PANEL.y + 50), (PANEL.right - 30, PANEL.y + 50))
        totals = session.scores()
        for seat, points in enumerate(result.points):
            y = PANEL.y + FIRST_ROW + seat * ROW_HEIGHT
            role = _("Landlord") if seat == landlord else _("Farmer")
            color = points_color(points)
            text.blit_at(surface, text.fitted(self.seat_name(seat), 24, 240, theme.INK, bold=True), (COLUMNS[0], y))
            text.blit_at(
                surface,
                text.fitted(role, 22, 220, theme.LANDLORD if seat == landlord else theme.FARMER, bold=True),
                (COLUMNS[1], y + 2),
            )
            text.blit_at(surface, text.render(f"{points:+d}", 26, color, bold=True), (COLUMNS[2], y), "topright")
            text.blit_at(
                surface, text.render(f"{totals[seat]:+d}", 26, theme.INK, bold=True), (COLUMNS[3], y), "topright"
            )
            held = state.hands[seat] if state is not None else []
            settled = self.settlement_text(seat)
            room = COLUMNS[3] - COLUMNS[0]
            if settled is not None:
                line = text.fitted(settled, 17, SETTLEMENT_WIDTH, theme.INK, bold=True)
                text.blit_at(surface, line, (COLUMNS[3], y + CARDS_BELOW + 4), "topright")
                room -= SETTLEMENT_WIDTH + 20
            if held:
                draw_cards_left(surface, held, COLUMNS[0], y + CARDS_BELOW, room)
        if state is not None:
            self.replay.draw(surface, state, self.seat_name)
        if table is not None:
            seed = text.render(_("Deal seed: {seed}").format(seed=table.seed), 15, theme.INK_DIM)
            surface.blit(seed, seed.get_rect(bottomright=(1266, 712)))
        self.review_button.visible = session.counts_in_statistics()  # the player's own decisions only
        self.draw_buttons(surface)

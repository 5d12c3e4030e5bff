"""The end of a climbing-game round: the finishing order, each seat's role change, the
round's points and the session points, with "Next round" (or "New session" once the
session is over) and "Back to menu"."""

from __future__ import annotations

from typing import Any

import pygame

from game.climbing.pending import RoundResult
from game.climbing.roles import Role, role_name
from game.climbing.state import Phase
from game.i18n import _
from game.table.climbing.controller import ClimbingTable, seat_label
from game.table.climbing.session import ClimbingSession
from game.ui.climbing.table_scene import ROLE_COLORS, place_name
from game.ui.common import theme
from game.ui.common.result_scene import ResultScene, points_color
from game.ui.common.sound import Sfx
from game.ui.common.widgets import felt, text

PANEL = pygame.Rect(150, 140, 980, 440)
COLUMNS = (PANEL.x + 40, PANEL.x + 130, PANEL.x + 390, PANEL.x + 800, PANEL.x + 930)


class ClimbingScoringScene(ResultScene):
    name = "climbing_scoring"
    autoplay_frames = 40

    def __init__(self, app: Any) -> None:
        super().__init__(app, self.next_label)

    def enter(self, **kwargs: Any) -> None:
        """Keep the session points in the settings as the round's result is shown, and sound
        the viewer's place: the upper half of the finishing order wins, the lower half loses."""
        self.session.record_scores()
        self.app.save_settings()
        order = self.result.order
        if self.table.viewer in order:
            self.app.sound.play(Sfx.WIN if order.index(self.table.viewer) < len(order) // 2 else Sfx.LOSE)

    @property
    def session(self) -> ClimbingSession:
        session = self.app.session
        assert isinstance(session, ClimbingSession), "a climbing result belongs to a climbing session"
        return session

    @property
    def table(self) -> ClimbingTable:
        table = self.session.table
        assert table is not None
        return table

    @property
    def result(self) -> RoundResult:
        result = self.table.last_result
        assert result is not None
        return result

    def previous_roles(self) -> tuple[Role, ...] | None:
        results = self.table.state.results
        return results[-2].roles if len(results) >= 2 else None

    def next_label(self) -> str:
        return _("New session") if self.table.session_over() else _("Next round")

    def go_on(self) -> None:
        """The next round, or a new session once this one is over."""
        if self.table.session_over():
            self.app.start_table()
            return
        self.table.acknowledge_round()
        self.app.switch("exchange" if self.table.state.phase == Phase.EXCHANGE else "climbing_play")

    def headline(self) -> str:
        table = self.table
        rounds = table.options.rounds
        number = len(table.state.results)
        if table.session_over():
            best = max(table.state.scores)
            winners = [seat for seat, points in enumerate(table.state.scores) if points == best]
            if table.viewer in winners:
                return _("Session over: you have the most points!")
            return _("Session over: {player} has the most points").format(
                player=seat_label(winners[0], table.viewer).render(_)
            )
        return _("Round {number} of {rounds} is over").format(number=number, rounds=rounds)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        table = self.table
        result = self.result
        preset = table.options.preset
        title = text.fitted(self.headline(), 42, 1100, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(640, 34)))
        if result.reversed_by_rebellion:
            note = text.fitted(
                _("Rebellion: the order of the last round was turned over"), 22, 1000, theme.WARN, bold=True
            )
            surface.blit(note, note.get_rect(midtop=(640, 96)))
        felt.panel(surface, PANEL, alpha=200)
        headers = (_("Place"), _("Player"), _("Role"), _("This round"), _("Session"))
        anchors = ("topleft", "topleft", "topleft", "topright", "topright")
        for x, header, anchor in zip(COLUMNS, headers, anchors, strict=True):
            text.blit_at(surface, text.fitted(header, 19, 200, theme.INK_DIM, bold=True), (x, PANEL.y + 24), anchor)
        pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 30, PANEL.y + 56), (PANEL.right - 30, PANEL.y + 56))
        previous = self.previous_roles()
        row_h = min(64, (PANEL.height - 80) // max(1, len(result.order)))
        for place, seat in enumerate(result.order):
            y = PANEL.y + 70 + place * row_h
            if seat == table.viewer:
                pygame.draw.rect(
                    surface, theme.FELT_LIGHT, (PANEL.x + 20, y - 6, PANEL.width - 40, row_h - 6), border_radius=8
                )
            points = result.points[seat]
            color = points_color(points)
            text.blit_at(surface, text.render(place_name(place), 24, theme.INK, bold=True), (COLUMNS[0], y))
            name = seat_label(seat, table.viewer).render(_)
            text.blit_at(surface, text.fitted(name, 24, 250, theme.INK, bold=True), (COLUMNS[1], y))
            role = result.roles[seat]
            new_role = role_name(role, preset).render(_)
            if previous is not None and previous[seat] is not role:
                label = _("{old} → {new}").format(old=role_name(previous[seat], preset).render(_), new=new_role)
            elif previous is not None:
                label = _("{role} (stays)").format(role=new_role)
            else:
                label = new_role
            face = text.fitted(label, 21, 320, theme.INK, bold=True)
            pill = face.get_rect(topleft=(COLUMNS[2] + 8, y + 2)).inflate(16, 6)
            pygame.draw.rect(surface, ROLE_COLORS[role], pill, border_radius=pill.height // 2)
            surface.blit(face, face.get_rect(center=pill.center))
            text.blit_at(surface, text.render(f"{points:+d}", 26, color, bold=True), (COLUMNS[3], y), "topright")
            total = table.state.scores[seat]
            text.blit_at(surface, text.render(f"{total:+d}", 26, theme.INK, bold=True), (COLUMNS[4], y), "topright")
        for button in self.buttons:
            button.draw(surface)

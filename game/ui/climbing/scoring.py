"""The end of a climbing-game round: the finishing order, each seat's role change, the
round's points and the session points, and the cards the last player was left holding
(face up), with "Next round" and "Back to menu". The next round is dealt on the table only
after "Next round" (the controller holds the finished round until then).

Once the session is over the screen ranks the session instead: the final standings by
total points (tied seats share their place: "Tied 2nd"), and the points of every round
(rows = rounds, columns = seats, then the totals), with "New session". No role changes are
shown then, as no round follows."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.climbing.pending import RoundResult
from game.climbing.roles import Role, role_name
from game.climbing.state import Phase
from game.core.cards import Card
from game.i18n import _, ngettext
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.scoreboard import score_rows
from game.table.climbing.seat_texts import LEFT_HOLDING, SESSION_WINNER
from game.table.climbing.session import Standing, standings
from game.table.seat_names import about_seat
from game.ui.climbing.table_scene import ROLE_COLORS, place_name
from game.ui.common import theme
from game.ui.common.result_scene import ResultScene, draw_cards_left, points_color
from game.ui.common.sound import Sfx
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.common.host import Host

PANEL = pygame.Rect(150, 130, 980, 350)
COLUMNS = (PANEL.x + 40, PANEL.x + 130, PANEL.x + 390, PANEL.x + 800, PANEL.x + 930)
LEFT_Y = PANEL.bottom + 14
STANDINGS_PANEL = pygame.Rect(40, 110, 470, 480)
ROUNDS_PANEL = pygame.Rect(530, 110, 710, 480)
ROUND_ROW = 26


def standing_label(standing: Standing) -> str:
    """"1st", or "Tied 2nd" when another seat has as many points."""
    place = place_name(standing.place)
    return _("Tied {place}").format(place=place) if standing.tied else place


def round_rows(results: list[RoundResult], fit: int) -> list[tuple[str, tuple[int, ...]]]:
    """The points table's rows: one per round, the earliest rounds summed into one row when
    more rounds were played than ``fit`` rows hold."""
    return [(row.label.render(_, ngettext), row.points) for row in score_rows(results, fit)]


class ClimbingScoringScene(ResultScene):
    name = "climbing_scoring"
    autoplay_frames = 40

    def __init__(self, app: Host) -> None:
        super().__init__(app, self.next_label)
        self.review_button = Button(pygame.Rect(40, 610, 270, 62), lambda: _("Review"), self.open_review, font_size=24)
        self.buttons.append(self.review_button)

    def enter(self, **kwargs: Any) -> None:
        """Keep the session points in the settings as the round's result is shown, and sound
        the viewer's place: the upper half of the finishing order wins, the lower half loses."""
        if kwargs.get("quiet"):  # back from the review: counted and sounded already
            return
        self.app.climbing_session.record_scores()
        self.app.climbing_session.record_rounds()
        self.app.save_settings()
        order = self.result.order
        if self.table.viewer in order:
            self.app.sound.play(Sfx.WIN if order.index(self.table.viewer) < len(order) // 2 else Sfx.LOSE)

    @property
    def table(self) -> ClimbingTable:
        table = self.app.climbing_session.table
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

    def open_review(self) -> None:
        """Review the player's plays in the round just finished (then come back here)."""
        self.app.switch("climbing_review", records=[self.app.climbing_session.last_round()], back=self.name)

    def goes_on(self) -> bool:
        """A round follows unless the session is over (a new session starts without a takeover)."""
        return not self.table.session_over()

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
            scores = table.state.scores
            winners = [s.seat for s in standings(scores) if s.place == 0]
            if len(winners) > 1:
                if table.viewer in winners:
                    return _("Session over: you share the most points!")
                return ngettext(
                    "Session over: {count} player shares the most points",
                    "Session over: {count} players share the most points",
                    len(winners),
                ).format(count=len(winners))
            winner = winners[0]
            return about_seat(winner, table.viewer, SESSION_WINNER, table.seat_label(winner)).render(_, ngettext)
        return _("Round {number} of {rounds} is over").format(number=number, rounds=rounds)

    def cards_left(self) -> list[tuple[int, list[Card]]]:
        """Each seat still holding cards when the round ended (the last player), with those cards."""
        hands = self.table.view.hands
        return [(seat, list(hands[seat])) for seat in self.result.order if hands[seat]]

    def draw_cards_left(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        """The last player's remaining cards, face up, under one line naming them."""
        for seat, cards in self.cards_left()[:1]:
            line = about_seat(seat, self.table.viewer, LEFT_HOLDING, self.table.seat_label(seat)).render(_, ngettext)
            surface.blit(text.fitted(line, 19, width, theme.INK, bold=True), (x, y))
            drawn = draw_cards_left(surface, cards, x, y + 26, width)
            text.cards(drawn, line)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        title = text.fitted(self.headline(), 42, 1100, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(640, 34)))
        if self.table.session_over():
            self.draw_session(surface)
        else:
            self.draw_round(surface)
        self.review_button.visible = self.app.climbing_session.counts_in_statistics()  # the player's own plays only
        self.draw_buttons(surface)

    def draw_round(self, surface: pygame.Surface) -> None:
        """The round's finishing order, role changes and points, and the cards left over."""
        table = self.table
        result = self.result
        preset = table.options.preset
        if result.reversed_by_rebellion:
            note = text.fitted(
                _("Rebellion: the order of the last round was turned over"), 22, 1000, theme.WARN, bold=True
            )
            surface.blit(note, note.get_rect(midtop=(640, 90)))
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
                band = (PANEL.x + 20, y - 6, PANEL.width - 40, row_h - 6)
                pygame.draw.rect(surface, theme.FELT_LIGHT, band, border_radius=8)
            points = result.points[seat]
            color = points_color(points)
            text.blit_at(surface, text.render(place_name(place), 24, theme.INK, bold=True), (COLUMNS[0], y))
            name = table.seat_label(seat).render(_, ngettext)
            text.blit_at(surface, text.fitted(name, 24, 250, theme.INK, bold=True), (COLUMNS[1], y))
            role = result.roles[seat]
            new_role = role_name(role, preset).render(_, ngettext)
            if previous is not None and previous[seat] is not role:
                old_role = role_name(previous[seat], preset).render(_, ngettext)
                label = _("{old} → {new}").format(old=old_role, new=new_role)
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
        self.draw_cards_left(surface, PANEL.x + 30, LEFT_Y, PANEL.width - 60)

    def draw_session(self, surface: pygame.Surface) -> None:
        """The final standings by total points, and the points of every round."""
        table = self.table
        state = table.state
        panel = STANDINGS_PANEL
        felt.panel(surface, panel, alpha=200)
        heading = text.fitted(_("Final standings"), 24, panel.width - 40, theme.GOLD, bold=True)
        surface.blit(heading, (panel.x + 24, panel.y + 16))
        row_h = min(52, 300 // max(1, table.num_players))
        for i, standing in enumerate(standings(state.scores)):
            y = panel.y + 62 + i * row_h
            if standing.seat == table.viewer:
                band = (panel.x + 14, y - 6, panel.width - 28, row_h - 6)
                pygame.draw.rect(surface, theme.FELT_LIGHT, band, border_radius=8)
            surface.blit(text.fitted(standing_label(standing), 22, 130, theme.INK, bold=True), (panel.x + 24, y))
            name = table.seat_label(standing.seat).render(_, ngettext)
            surface.blit(text.fitted(name, 22, 210, theme.INK, bold=True), (panel.x + 160, y))
            face = text.render(f"{standing.points:+d}", 24, points_color(standing.points), bold=True)
            surface.blit(face, face.get_rect(topright=(panel.right - 24, y)))
        self.draw_cards_left(surface, panel.x + 24, panel.bottom - 104, panel.width - 48)
        self.draw_round_table(surface, state.results, state.scores)

    def draw_round_table(self, surface: pygame.Surface, results: list[RoundResult], scores: list[int]) -> None:
        """Rows = rounds, columns = seats, and a last row of totals."""
        panel = ROUNDS_PANEL
        felt.panel(surface, panel, alpha=200)
        heading = text.fitted(_("Points by round"), 24, panel.width - 40, theme.GOLD, bold=True)
        surface.blit(heading, (panel.x + 24, panel.y + 16))
        seats = len(scores)
        first = panel.x + 170
        column = (panel.right - 24 - first) // max(1, seats)
        top = panel.y + 60
        for seat in range(seats):
            name = self.table.seat_label(seat).render(_, ngettext)
            face = text.fitted(name, 16, column - 6, theme.INK_DIM, bold=True, min_size=9)
            surface.blit(face, face.get_rect(topright=(first + (seat + 1) * column, top)))
        pygame.draw.line(surface, theme.PANEL_EDGE, (panel.x + 20, top + 26), (panel.right - 20, top + 26))
        fit = (panel.bottom - top - 80) // ROUND_ROW
        y = top + 34
        for label, points in round_rows(results, fit):
            surface.blit(text.fitted(label, 17, 140, theme.INK), (panel.x + 24, y))
            for seat, gained in enumerate(points):
                face = text.render(f"{gained:+d}", 17, points_color(gained), bold=True)
                surface.blit(face, face.get_rect(topright=(first + (seat + 1) * column, y)))
            y += ROUND_ROW
        pygame.draw.line(surface, theme.PANEL_EDGE, (panel.x + 20, y + 2), (panel.right - 20, y + 2))
        surface.blit(text.fitted(_("Total"), 18, 140, theme.INK, bold=True), (panel.x + 24, y + 10))
        for seat, total in enumerate(scores):
            face = text.render(f"{total:+d}", 19, points_color(total), bold=True)
            surface.blit(face, face.get_rect(topright=(first + (seat + 1) * column, y + 10)))

"""The scoreboard over a climbing table: the rounds so far, by player, one key or tap away.

Opened and closed by the top bar's "Scores (S)" button or key S; Escape or a click outside
the panel closes it too, and while open it takes every input event (the table waits, as
for the log). Columns are the players, by name; each finished round is a row giving every
player's place and role (coloured as on the table) and the points it brought; a last row
holds the session points. The rows come from :mod:`game.table.climbing.scoreboard` (the
earliest rounds are summed into one row when more were played than the panel holds).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.climbing.options import Preset
from game.climbing.roles import Role, role_name
from game.i18n import _, ngettext
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.scoreboard import ScoreRow, scoreboard
from game.ui.common import theme
from game.ui.common.result_scene import points_color
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.choice import shade

SCORES_RECT = pygame.Rect(160, 60, 960, 600)
LABEL_WIDTH = 150
HEADER_Y = 60
ROW = 52
PILL_TEXT = 18
SCORE_TEXT = 20
"""The heights a round's cell gives its role pill's text and its points (tall scripts shrink)."""
FOLDED_ROW = 32
TOP = HEADER_Y + 34
BOTTOM_ROOM = 96
"""Under the rows: the totals row and the closing hint."""


@dataclass(frozen=True)
class RoleLook:
    """How the table draws places and roles: a place's name ("1st") and each role's colour."""

    place_name: Callable[[int], str]
    colors: dict[Role, theme.Color]


class ScoreboardPanel:
    """The modal scoreboard on ``rect`` (see the module docstring)."""

    def __init__(self, rect: pygame.Rect = SCORES_RECT) -> None:
        self.rect = rect
        self.open = False

    def toggle(self) -> None:
        self.open = not self.open

    def close(self) -> None:
        self.open = False

    def fit(self) -> int:
        """How many round rows the panel holds."""
        return max(1, (self.rect.height - TOP - BOTTOM_ROOM) // ROW)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """While open: Escape or a click outside closes it, and True (it takes every event)."""
        if not self.open:
            return False
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
            event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos)
        ):
            self.open = False
        return True

    def draw(self, surface: pygame.Surface, table: ClimbingTable, look: RoleLook) -> None:
        """The board of ``table``'s finished rounds, the roles drawn as ``look`` says."""
        if not self.open:
            return
        rect = self.rect
        surface.blit(shade(surface.get_size()), (0, 0))
        felt.panel(surface, rect, alpha=245, edge=theme.GOLD)
        title = text.fitted(_("Scores so far"), 24, rect.width - 40, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 14)))
        view = table.view
        board = scoreboard(view.results, view.scores, self.fit())
        players = len(board.totals)
        column = (rect.width - 48 - LABEL_WIDTH) // max(1, players)
        left = rect.x + 24 + LABEL_WIDTH

        def cell(seat: int) -> pygame.Rect:
            return pygame.Rect(left + seat * column, 0, column - 8, 0)

        for seat in range(players):
            name = table.seat_label(seat).render(_, ngettext)
            face = text.fitted(name, 17, column - 8, theme.GOLD if seat == table.viewer else theme.INK, bold=True)
            surface.blit(face, face.get_rect(midtop=(cell(seat).centerx, rect.y + HEADER_Y)))
        y = rect.y + TOP
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 20, y - 6), (rect.right - 20, y - 6))
        if not board.rows:
            empty = text.fitted(_("No round has finished yet."), 17, rect.width - 60, theme.INK_DIM)
            surface.blit(empty, (rect.x + 30, y + 4))
            y += ROW
        preset = table.options.preset
        for row in board.rows:
            y = self.draw_row(surface, row, y, cell, preset, look)
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.x + 20, y + 2), (rect.right - 20, y + 2))
        total = text.fitted(_("Total"), 18, LABEL_WIDTH - 8, theme.INK, bold=True)
        surface.blit(total, (rect.x + 24, y + 12))
        for seat, points in enumerate(board.totals):
            face = text.render(f"{points:+d}", 20, points_color(points), bold=True)
            surface.blit(face, face.get_rect(midtop=(cell(seat).centerx, y + 10)))
        hint = text.fitted(_("S or Escape closes"), 15, rect.width - 40, theme.INK_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - 12)))

    def draw_row(
        self,
        surface: pygame.Surface,
        row: ScoreRow,
        y: int,
        cell: Callable[[int], pygame.Rect],
        preset: Preset,
        look: RoleLook,
    ) -> int:
        """One round (or the summed first rounds) at ``y``; the ``y`` of the next row."""
        height = ROW if row.roles else FOLDED_ROW
        label = text.fitted(row.label.render(_, ngettext), 17, LABEL_WIDTH - 8, theme.INK, max_height=SCORE_TEXT)
        surface.blit(label, label.get_rect(midleft=(self.rect.x + 24, y + height // 2)))
        for seat, points in enumerate(row.points):
            box = cell(seat)
            score = text.fitted(f"{points:+d}", 17, box.width, points_color(points), bold=True, max_height=SCORE_TEXT)
            if not row.roles:
                surface.blit(score, score.get_rect(center=(box.centerx, y + height // 2)))
                continue
            role = row.roles[seat]
            place = look.place_name(row.places[seat])
            line = _("{place} {role}").format(place=place, role=role_name(role, preset).render(_, ngettext))
            face = text.fitted(line, 14, box.width - 12, theme.INK, bold=True, min_size=9, max_height=PILL_TEXT)
            pill = face.get_rect(midtop=(box.centerx, y + 6)).inflate(10, 4)
            pygame.draw.rect(surface, look.colors[role], pill, border_radius=pill.height // 2)
            text.backing(face, pill)
            surface.blit(face, face.get_rect(center=pill.center))
            surface.blit(score, score.get_rect(midtop=(box.centerx, y + PILL_TEXT + 12)))
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (self.rect.x + 24, y + height - 1), (self.rect.right - 24, y + height - 1)
        )
        return y + height

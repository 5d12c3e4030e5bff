"""The review of a finished Daifugo / President round: the player's own plays, one at a time.

The frame (progress bar, timeline, keys, leaving at any time) is the common
:class:`~game.ui.common.review_scene.DecisionReviewScene`; the review is
:func:`game.table.climbing.review.review_round`. The panel shows the chosen decision: the hand
then, what was to beat (and the strength order then: Revolution, J Back...), the play (or
pass) made and the best alternative, each with its
expected finishing place (the hard player's, from what the player could see then: 1 is
first). The records are :class:`~game.table.climbing.review.KeptRound` values; Page Up /
Page Down go to another kept round.
"""

from __future__ import annotations

from collections.abc import Generator

import pygame

from game.climbing.moves import Move, PlayCards
from game.climbing.order import StrengthOrder
from game.i18n import _, ngettext
from game.table.climbing.review import KeptRound, PlaceDecision, RoundReview, review_round, round_decisions
from game.table.climbing.selection import play_phrase
from game.ui.climbing.table_scene import order_badges
from game.ui.common import theme
from game.ui.common.result_scene import draw_cards_left
from game.ui.common.review_scene import PANEL, DecisionReviewScene
from game.ui.common.widgets import text

SEAT = 0
"""The human's seat (the reviewed one)."""


def move_label(move: Move) -> str:
    """A play's kind and cards, or "Pass"."""
    return play_phrase(move).render(_, ngettext) if isinstance(move, PlayCards) else _("Pass")


def place_text(place: float) -> str:
    """The expected finishing place, one decimal ("expected place 2.3")."""
    return _("expected place {place}").format(place=f"{place:.1f}")


class ClimbingReviewScene(DecisionReviewScene):
    name = "climbing_review"

    def begin(self, record: KeptRound) -> tuple[int, Generator[tuple[PlaceDecision, ...], None, RoundReview]]:
        total = len(round_decisions(record.saved, SEAT, record.round_number))
        return total, review_round(record.saved, SEAT, record.round_number)

    def progress_decisions(self, progress: tuple[PlaceDecision, ...]) -> list[PlaceDecision]:
        return list(progress)

    def title(self) -> str:
        if not self.records:
            return _("Review of the round")
        number = self.records[self.chosen].round_number
        return _("Review of round {number}").format(number=number)

    def which_record(self) -> str:
        which = _("Round {number} of the last {count}").format(number=self.chosen + 1, count=len(self.records))
        return which + "   " + _("Page Up / Page Down: another round")

    def failed_text(self) -> str:
        return _("This round cannot be reviewed.")

    def no_choice_text(self) -> str:
        return _("You had no choice to make in the play of this round.")

    def draw_order(self, surface: pygame.Surface, order: StrengthOrder, top: int) -> None:
        """The strength order then (Revolution, J Back...), as pills at the panel's right."""
        right = PANEL.right - 30
        for label, color in reversed(order_badges(order)):
            face = text.fitted(label, 17, 240, theme.INK, bold=True)
            pill = face.get_rect(topright=(right - 7, top + 2)).inflate(14, 6)
            pygame.draw.rect(surface, color, pill, border_radius=pill.height // 2)
            surface.blit(face, face.get_rect(center=pill.center))
            right = pill.left - 8

    def draw_decision(self, surface: pygame.Surface) -> None:
        if not self.draw_header(surface):
            return
        x, y = PANEL.x + 30, PANEL.y + 20
        decision: PlaceDecision = self.done[self.current]
        seen = decision.observation
        if seen.top is None:
            situation = _("You were leading.")
        else:
            play = move_label(PlayCards(seen.top.cards, seen.top.kind))
            situation = _("To beat: {play}").format(play=play)
        text.blit_at(surface, text.fitted(situation, 20, 640, theme.INK), (x, y + 40))
        self.draw_order(surface, seen.order, y + 40)
        text.blit_at(surface, text.fitted(_("Your hand then:"), 18, 400, theme.INK_DIM), (x, y + 74))
        draw_cards_left(surface, seen.hand, x, y + 100, PANEL.width - 60)
        played, best = decision.played, decision.best
        played_color = theme.WARN if self.current in self.marked() else theme.INK
        self.draw_moves(surface, (
            (_("You played:"), move_label(played.move), place_text(played.expected_place), played_color),
            (_("Best alternative:"), move_label(best.move), place_text(best.expected_place), theme.GOLD),
        ))
        how = ngettext(
            "Estimated over {count} guessed deal that fits what you could see.",
            "Estimated over {count} guessed deals that fit what you could see.",
            played.worlds,
        ).format(count=played.worlds)
        text.blit_at(surface, text.fitted(how, 17, 1000, theme.INK_DIM), (x, y + 290))
        note = _("1 is first place: the lower, the better.")
        text.blit_at(surface, text.fitted(note, 17, 1000, theme.INK_DIM), (x, y + 316))

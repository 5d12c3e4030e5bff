"""The review of a finished Dou Dizhu deal: the player's own decisions, one at a time.

The frame (progress bar, timeline, keys, leaving at any time) is the common
:class:`~game.ui.common.review_scene.DecisionReviewScene`; the review is
:func:`game.table.doudizhu.review.review_deal`. The panel shows the chosen decision: the hand
then, what was to beat, the move played and the best alternative with their win chances (the
hard player's, from what the player could see then). The records are kept deals
(:class:`~game.table.saved_game.SavedGame`); Page Up / Page Down go to another one.
"""

from __future__ import annotations

from collections.abc import Generator

import pygame

from game.doudizhu.combos import Play
from game.doudizhu.moves import Move
from game.i18n import _, ngettext
from game.table.doudizhu.play_text import play_label
from game.table.doudizhu.review import DealReview, ReviewedDecision, ReviewProgress, deal_decisions, review_deal
from game.table.saved_game import SavedGame
from game.ui.common import theme
from game.ui.common.result_scene import draw_cards_left
from game.ui.common.review_scene import PANEL, DecisionReviewScene
from game.ui.common.widgets import text

SEAT = 0
"""The human's seat (the reviewed one)."""


def move_label(move: Move) -> str:
    """A play's kind and cards, or "Pass"."""
    return play_label(move) if isinstance(move, Play) else _("Pass")


def chance_text(chance: float) -> str:
    return _("{percent}% to win").format(percent=round(chance * 100))


class ReviewScene(DecisionReviewScene):
    name = "review"

    def begin(self, record: SavedGame) -> tuple[int, Generator[ReviewProgress, None, DealReview]]:
        return len(deal_decisions(record, SEAT)), review_deal(record, SEAT)

    def progress_decisions(self, progress: ReviewProgress) -> list[ReviewedDecision]:
        return list(progress.decisions)

    def title(self) -> str:
        return _("Review of the deal")

    def which_record(self) -> str:
        which = _("Deal {number} of the last {count}").format(number=self.chosen + 1, count=len(self.records))
        return which + "   " + _("Page Up / Page Down: another deal")

    def failed_text(self) -> str:
        return _("This deal cannot be reviewed.")

    def no_choice_text(self) -> str:
        return _("You had no choice to make in the play of this deal.")

    def draw_decision(self, surface: pygame.Surface) -> None:
        if not self.draw_header(surface):
            return
        x, y = PANEL.x + 30, PANEL.y + 20
        decision: ReviewedDecision = self.done[self.current]
        seen = decision.observation
        to_beat = seen.to_beat
        if to_beat is None:
            situation = _("You were leading.")
        else:
            situation = _("To beat: {play}").format(play=play_label(to_beat[1]))
        text.blit_at(surface, text.fitted(situation, 20, 1000, theme.INK), (x, y + 40))
        text.blit_at(surface, text.fitted(_("Your hand then:"), 18, 400, theme.INK_DIM), (x, y + 74))
        draw_cards_left(surface, seen.hand, x, y + 100, PANEL.width - 60)
        played_color = theme.WARN if self.current in self.marked() else theme.INK
        self.draw_moves(surface, (
            (_("You played:"), move_label(decision.played.move), chance_text(decision.played.chance), played_color),
            (_("Best alternative:"), move_label(decision.best.move), chance_text(decision.best.chance), theme.GOLD),
        ))
        if decision.exact:
            how = _("Solved exactly from what you could see.")
        else:
            how = ngettext(
                "Estimated over {count} guessed deal that fits what you could see.",
                "Estimated over {count} guessed deals that fit what you could see.",
                decision.played.worlds,
            ).format(count=decision.played.worlds)
        text.blit_at(surface, text.fitted(how, 17, 1000, theme.INK_DIM), (x, y + 290))

"""The review of a finished Dou Dizhu deal: the player's own decisions, one at a time.

The review (:func:`game.table.doudizhu.review.review_deal`) runs in the background, a slice
of at most ``FRAME_WORK_MS`` a frame, with a progress bar; the decisions judged so far can be
looked at meanwhile. A timeline shows every decision of the play in order, the costliest
marked; the panel under it shows the chosen decision: the hand then, what was to beat, the
move played and the best alternative with their win chances (the hard player's, from what
the player could see then).

Keys: Left / Right step through the decisions, Page Up / Page Down go to an earlier or later
kept deal (when the review shows the kept deals), Escape or Backspace leave at any time
(the review in progress is dropped). A click or tap on the timeline chooses a decision.
``enter(records=[...], chosen=i, back=scene)`` reviews ``records[chosen]`` and goes back to
``back`` ("menu" unless given).
"""

from __future__ import annotations

import time
from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.doudizhu.combos import Play
from game.doudizhu.moves import Move
from game.i18n import _, ngettext
from game.table.doudizhu.play_text import play_label
from game.table.doudizhu.review import DealReview, ReviewedDecision, ReviewProgress, deal_decisions, review_deal
from game.table.saved_game import SavedGame, SavedGameError
from game.ui.common import theme
from game.ui.common.result_scene import draw_cards_left
from game.ui.common.scene import Scene
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.common.host import Host

SEAT = 0
"""The human's seat (the reviewed one)."""
FRAME_WORK_MS = 12.0
"""The review's work per frame (its slices are shorter: the frame stays responsive)."""
TIMELINE = pygame.Rect(60, 150, 1160, 54)
BAR = pygame.Rect(240, 112, 800, 18)
PANEL = pygame.Rect(60, 226, 1160, 370)
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
DEAL_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
BACK_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)


def move_label(move: Move) -> str:
    """A play's kind and cards, or "Pass"."""
    return play_label(move) if isinstance(move, Play) else _("Pass")


def chance_text(chance: float) -> str:
    return _("{percent}% to win").format(percent=round(chance * 100))


class ReviewScene(Scene):
    name = "review"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.records: list[SavedGame] = []
        self.chosen = 0
        self.back_to = "menu"
        self.total = 0
        self.done: list[ReviewedDecision] = []
        self.review: DealReview | None = None
        self.failed = False
        self.current = 0
        self.running: Generator[ReviewProgress, None, DealReview] | None = None
        self.back_button = Button(pygame.Rect(940, 620, 280, 62), lambda: _("Back"), self.leave_review, font_size=24)
        self.previous_button = Button(pygame.Rect(60, 620, 240, 62), lambda: _("Previous"), lambda: self.step(-1))
        self.next_button = Button(pygame.Rect(320, 620, 240, 62), lambda: _("Next"), lambda: self.step(1))
        self.buttons = [self.previous_button, self.next_button, self.back_button]

    # -- the review ------------------------------------------------------------------------
    def enter(self, **kwargs: Any) -> None:
        records: Sequence[SavedGame] = kwargs.get("records", ())
        self.records = list(records)
        self.back_to = kwargs.get("back", "menu")
        self.start(int(kwargs.get("chosen", len(self.records) - 1)))

    def start(self, chosen: int) -> None:
        """Start reviewing ``records[chosen]`` (what an earlier review had found is dropped)."""
        self.chosen = max(0, min(chosen, len(self.records) - 1))
        self.done, self.review, self.current, self.total, self.failed = [], None, 0, 0, False
        self.running = None
        if not self.records:
            self.failed = True
            return
        saved = self.records[self.chosen]
        try:
            self.total = len(deal_decisions(saved, SEAT))
        except SavedGameError:
            self.failed = True
            return
        self.running = review_deal(saved, SEAT)

    def leave(self) -> None:
        if self.running is not None:
            self.running.close()
        self.running = None

    def leave_review(self) -> None:
        self.app.switch(self.back_to, quiet=True)

    @property
    def finished(self) -> bool:
        return self.review is not None or self.failed

    def work(self, budget_ms: float = FRAME_WORK_MS) -> None:
        """Advance the review for about ``budget_ms`` (at least one slice)."""
        running = self.running
        if running is None:
            return
        start = time.perf_counter()
        while True:
            try:
                progress = next(running)
            except StopIteration as stop:
                self.review = stop.value
                self.done = list(self.review.decisions)
                self.running = None
                return
            except SavedGameError:
                self.failed, self.running = True, None
                return
            self.done = list(progress.decisions)
            if (time.perf_counter() - start) * 1000.0 >= budget_ms:
                return

    def update(self, dt_ms: int) -> None:
        self.work()

    def step(self, by: int) -> None:
        """Choose the decision ``by`` steps later (or earlier), within those in the deal."""
        if self.total:
            self.current = max(0, min(self.total - 1, self.current + by))

    # -- input -----------------------------------------------------------------------------
    def sync_buttons(self) -> None:
        """Previous and Next only where there is a decision to go to."""
        self.previous_button.enabled = self.current > 0
        self.next_button.enabled = self.current < self.total - 1

    def handle_event(self, event: pygame.event.Event) -> bool | None:
        self.sync_buttons()
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key in BACK_KEYS:
                self.leave_review()
            elif event.key in STEP_KEYS:
                self.step(STEP_KEYS[event.key])
            elif event.key in DEAL_KEYS and len(self.records) > 1:
                self.start(self.chosen + DEAL_KEYS[event.key])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.slot_at(event.pos)
            if index is not None:
                self.current = index
                return True
        return None

    def slot_rect(self, index: int) -> pygame.Rect:
        """The timeline's box of decision ``index``."""
        width = min(60, TIMELINE.width // max(1, self.total))
        left = TIMELINE.centerx - width * self.total // 2
        return pygame.Rect(left + index * width + 3, TIMELINE.y, width - 6, TIMELINE.height)

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        return next((index for index in range(self.total) if self.slot_rect(index).collidepoint(pos)), None)

    def autoplay(self, frame: int) -> None:
        if self.finished:
            self.leave_review()

    # -- drawing ---------------------------------------------------------------------------
    def marked(self) -> tuple[int, ...]:
        return () if self.review is None else self.review.marked

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        title = text.fitted(_("Review of the deal"), 40, 1100, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(640, 24)))
        if len(self.records) > 1:
            which = _("Deal {number} of the last {count}").format(number=self.chosen + 1, count=len(self.records))
            note = text.fitted(which + "   " + _("Page Up / Page Down: another deal"), 17, 1100, theme.INK_DIM)
            surface.blit(note, note.get_rect(midbottom=(640, 714)))
        self.draw_progress(surface)
        self.draw_timeline(surface)
        felt.panel(surface, PANEL, alpha=200)
        self.draw_decision(surface)
        self.sync_buttons()
        for button in self.buttons:
            button.draw(surface)

    def draw_progress(self, surface: pygame.Surface) -> None:
        if self.failed:
            line = text.fitted(_("This deal cannot be reviewed."), 22, 1000, theme.WARN, bold=True)
            surface.blit(line, line.get_rect(midtop=(640, BAR.y)))
            return
        if self.review is not None:
            said = ngettext(
                "{count} decision reviewed: the costliest are marked.",
                "{count} decisions reviewed: the costliest are marked.",
                self.total,
            ).format(count=self.total)
            line = text.fitted(said, 20, 1000, theme.INK, bold=True)
            surface.blit(line, line.get_rect(midtop=(640, BAR.y - 2)))
            return
        pygame.draw.rect(surface, theme.PANEL_EDGE, BAR, 2, border_radius=8)
        share = len(self.done) / self.total if self.total else 1.0
        filled = BAR.inflate(-6, -6)
        filled.width = int(filled.width * share)
        if filled.width > 0:
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=6)
        said = _("Reviewing your decisions: {done} of {total}").format(done=len(self.done), total=self.total)
        line = text.fitted(said, 18, 1000, theme.INK)
        surface.blit(line, line.get_rect(midbottom=(640, BAR.y - 4)))

    def draw_timeline(self, surface: pygame.Surface) -> None:
        marked = self.marked()
        for index in range(self.total):
            box = self.slot_rect(index)
            judged = index < len(self.done)
            color = theme.WARN if index in marked else theme.FARMER if judged else theme.PANEL_EDGE
            pygame.draw.rect(surface, color, box, 0 if judged else 2, border_radius=6)
            if index == self.current:
                pygame.draw.rect(surface, theme.GOLD, box.inflate(6, 6), 3, border_radius=8)
            label = f"{index + 1}!" if index in marked else str(index + 1)
            face = text.fitted(label, 20, box.width - 4, theme.INK, bold=True)
            surface.blit(face, face.get_rect(center=box.center))

    def draw_decision(self, surface: pygame.Surface) -> None:
        x, y = PANEL.x + 30, PANEL.y + 20
        if self.total == 0:
            if not self.failed:
                line = text.fitted(_("You had no choice to make in the play of this deal."), 22, 1000, theme.INK)
                surface.blit(line, (x, y))
            return
        header = _("Decision {number} of {total}").format(number=self.current + 1, total=self.total)
        text.blit_at(surface, text.fitted(header, 24, 600, theme.GOLD, bold=True), (x, y))
        if self.current >= len(self.done):
            text.blit_at(surface, text.fitted(_("Still reviewing this decision..."), 22, 1000, theme.INK), (x, y + 50))
            return
        decision = self.done[self.current]
        seen = decision.observation
        to_beat = seen.to_beat
        if to_beat is None:
            situation = _("You were leading.")
        else:
            situation = _("To beat: {play}").format(play=play_label(to_beat[1]))
        text.blit_at(surface, text.fitted(situation, 20, 1000, theme.INK), (x, y + 40))
        text.blit_at(surface, text.fitted(_("Your hand then:"), 18, 400, theme.INK_DIM), (x, y + 74))
        draw_cards_left(surface, seen.hand, x, y + 100, PANEL.width - 60)
        rows = (
            (_("You played:"), decision.played, theme.WARN if self.current in self.marked() else theme.INK),
            (_("Best alternative:"), decision.best, theme.GOLD),
        )
        for row, (label, entry, color) in enumerate(rows):
            top = y + 190 + row * 44
            text.blit_at(surface, text.fitted(label, 20, 260, theme.INK_DIM, bold=True), (x, top))
            text.blit_at(surface, text.fitted(move_label(entry.move), 22, 600, color, bold=True), (x + 270, top))
            text.blit_at(
                surface,
                text.fitted(chance_text(entry.chance), 22, 220, color, bold=True),
                (PANEL.right - 30, top),
                "topright",
            )
        if decision.exact:
            how = _("Solved exactly from what you could see.")
        else:
            how = ngettext(
                "Estimated over {count} guessed deal that fits what you could see.",
                "Estimated over {count} guessed deals that fit what you could see.",
                decision.played.worlds,
            ).format(count=decision.played.worlds)
        text.blit_at(surface, text.fitted(how, 17, 1000, theme.INK_DIM), (x, y + 290))

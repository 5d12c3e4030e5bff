"""The frame every review scene shares: the player's decisions in one kept record, judged in
the background, looked at one at a time.

A review (a generator from the table layer) runs a slice of at most ``FRAME_WORK_MS`` a frame
with a progress bar; the decisions judged so far can be looked at meanwhile. A timeline
shows every decision in play order, the costliest marked; the family's scene draws the chosen
decision in the panel under it (:meth:`DecisionReviewScene.draw_decision`).

Keys: Left / Right step through the decisions, Page Up / Page Down go to an earlier or later
record (when several are reviewed), Escape or Backspace leave at any time (the review in
progress is dropped). A click or tap on the timeline chooses a decision.
``enter(records=[...], chosen=i, back=scene)`` reviews ``records[chosen]`` and goes back to
``back`` ("menu" unless given).
"""

from __future__ import annotations

import time
from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.table.saved_game import SavedGameError
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.common.host import Host

FRAME_WORK_MS = 12.0
"""The review's work per frame (its slices are shorter: the frame stays responsive)."""
TIMELINE = pygame.Rect(60, 150, 1160, 54)
BAR = pygame.Rect(240, 112, 800, 18)
PANEL = pygame.Rect(60, 226, 1160, 370)
STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
RECORD_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
BACK_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)


class DecisionReviewScene(Scene):
    """A review of one of ``records``; the family says how a record is reviewed
    (:meth:`begin`), read (:meth:`progress_decisions`, :meth:`finished_decisions`) and drawn."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.records: list[Any] = []
        self.chosen = 0
        self.back_to = "menu"
        self.total = 0
        self.done: list[Any] = []
        self.review: Any = None
        self.failed = False
        self.current = 0
        self.running: Generator[Any, None, Any] | None = None
        self.back_button = Button(pygame.Rect(940, 620, 280, 62), lambda: _("Back"), self.leave_review, font_size=24)
        self.previous_button = Button(pygame.Rect(60, 620, 240, 62), lambda: _("Previous"), lambda: self.step(-1))
        self.next_button = Button(pygame.Rect(320, 620, 240, 62), lambda: _("Next"), lambda: self.step(1))
        self.buttons = [self.previous_button, self.next_button, self.back_button]

    # -- what a family gives ---------------------------------------------------------------
    def begin(self, record: Any) -> tuple[int, Generator[Any, None, Any]]:
        """The number of decisions in ``record`` and its review (:class:`SavedGameError`
        when the record cannot be replayed)."""
        raise NotImplementedError

    def progress_decisions(self, progress: Any) -> list[Any]:
        """The decisions judged so far, from what the review yielded."""
        raise NotImplementedError

    def title(self) -> str:
        raise NotImplementedError

    def which_record(self) -> str:
        """Which of several records is shown ("Deal 2 of the last 5")."""
        raise NotImplementedError

    def failed_text(self) -> str:
        raise NotImplementedError

    def no_choice_text(self) -> str:
        raise NotImplementedError

    def draw_decision(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    # -- the review ------------------------------------------------------------------------
    def enter(self, **kwargs: Any) -> None:
        records: Sequence[Any] = kwargs.get("records", ())
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
        try:
            self.total, self.running = self.begin(self.records[self.chosen])
        except SavedGameError:
            self.failed = True

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
                self.total = len(self.done)  # a decision the review found nothing to compare in is left out
                self.current = min(self.current, max(0, self.total - 1))
                self.running = None
                return
            except SavedGameError:
                self.failed, self.running = True, None
                return
            self.done = self.progress_decisions(progress)
            if (time.perf_counter() - start) * 1000.0 >= budget_ms:
                return

    def update(self, dt_ms: int) -> None:
        self.work()

    def step(self, by: int) -> None:
        """Choose the decision ``by`` steps later (or earlier), within those in the record."""
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
            elif event.key in RECORD_KEYS and len(self.records) > 1:
                self.start(self.chosen + RECORD_KEYS[event.key])
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
        title = text.fitted(self.title(), 40, 1100, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(640, 24)))
        if len(self.records) > 1:
            note = text.fitted(self.which_record(), 17, 1100, theme.INK_DIM)
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
            line = text.fitted(self.failed_text(), 22, 1000, theme.WARN, bold=True)
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

    def draw_header(self, surface: pygame.Surface) -> bool:
        """The chosen decision's number at the panel's top; ``False`` when there is nothing
        more to draw (no decision, or the chosen one not yet judged)."""
        x, y = PANEL.x + 30, PANEL.y + 20
        if self.total == 0:
            if not self.failed:
                line = text.fitted(self.no_choice_text(), 22, 1000, theme.INK)
                surface.blit(line, (x, y))
            return False
        header = _("Decision {number} of {total}").format(number=self.current + 1, total=self.total)
        text.blit_at(surface, text.fitted(header, 24, 600, theme.GOLD, bold=True), (x, y))
        if self.current >= len(self.done):
            text.blit_at(surface, text.fitted(_("Still reviewing this decision..."), 22, 1000, theme.INK), (x, y + 50))
            return False
        return True

    def draw_moves(self, surface: pygame.Surface, rows: Sequence[tuple[str, str, str, tuple[int, int, int]]]) -> None:
        """The move played and the best alternative: (label, move, its value, colour) rows."""
        x, y = PANEL.x + 30, PANEL.y + 20
        for row, (label, move, value, color) in enumerate(rows):
            top = y + 190 + row * 44
            text.blit_at(surface, text.fitted(label, 20, 260, theme.INK_DIM, bold=True), (x, top))
            text.blit_at(surface, text.fitted(move, 22, 600, color, bold=True), (x + 270, top))
            text.blit_at(surface, text.fitted(value, 22, 220, color, bold=True), (PANEL.right - 30, top), "topright")

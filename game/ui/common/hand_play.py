"""What the Dou Dizhu and climbing play scenes share: how the human plays from the hand.

:class:`HandPlayMixin` goes before a :class:`~game.ui.common.hand_table_scene.HandTableScene`
subclass. It routes input (action buttons, then the hand, then right click and keys), runs
the cursor keys, cycles the Hint through the legal plays, and settles each human move.

It also draws the caption over the hand: what the selection is or why it cannot be
played (:mod:`game.table.selection`), or "Nothing beats that" with the auto-pass countdown
(:mod:`game.table.autopass`): the seconds left, and a bar running down. The decisions live in
the table layer; this only draws.

"Don't pass": while a pass is pending, the "Don't pass (Esc)" button stands in the Hint
button's place (there is nothing to hint then), and Escape does the same; either stops the
count for that turn (the player passes themselves). Escape otherwise works as on every table.

Invariants: the hint cycle starts again from the weakest play after every move at the
table (``moves_applied`` changed) and after every accepted human move; a refused move
leaves the selection as it was and shows the reason. The caption sits at
``caption_center``, between the action buttons and the raised cards of the hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from game.core.cards import Card
from game.core.reason import Phrase
from game.i18n import _, ngettext
from game.table.autopass import AutoPass
from game.table.protocol import TableT
from game.table.selection import NOTHING_SELECTED, SelectionStatus
from game.ui.common import theme
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.hand import HandView

Choice = TypeVar("Choice")


class HandPlayMixin(Generic[TableT]):
    """Hand input, Hint cycling and move settling for a play scene at a ``TableT``."""

    hand: HandView
    buttons: list[Button]
    message: Phrase | None
    hint_index: int
    hint_turn: int
    autopass: AutoPass
    hint_button: Button
    dont_pass_button: Button
    caption_center: tuple[int, int]
    caption_font = 16
    caption_width = 640
    caption_height = 28
    """The band the caption's pill must fit in, between the buttons and the raised cards
    (the font shrinks for tall scripts)."""
    _status_key: tuple[object, ...] | None = None
    _status: SelectionStatus = NOTHING_SELECTED

    if TYPE_CHECKING:
        # Provided by the scene base and the play scene.
        @property
        def table(self) -> TableT: ...
        def show_message(self, phrase: Phrase) -> None: ...
        def refresh_buttons(self) -> None: ...
        def handle_key(self, key: int) -> None: ...
        def compute_status(self, cards: Sequence[Card]) -> SelectionStatus: ...
        def pass_turn(self) -> None: ...

    # -- the selection and auto-pass ---------------------------------------------------------
    def make_dont_pass(self) -> Button:
        """The "Don't pass" button, in the Hint button's place (call once the Hint button exists)."""
        self.dont_pass_button = Button(
            pygame.Rect(self.hint_button.rect), lambda: _("Don't pass (Esc)"), self.hold_auto_pass, font_size=19
        )
        self.dont_pass_button.visible = False
        return self.dont_pass_button

    def hold_auto_pass(self) -> None:
        """"Don't pass": no pass is made for the player this turn."""
        if self.autopass.hold():
            self.refresh_buttons()

    def show_dont_pass(self) -> None:
        """While a pass is pending, "Don't pass" stands where Hint was (after the scene set its buttons)."""
        pending = self.autopass.pending and self.hint_button.visible
        self.dont_pass_button.visible = pending
        self.hint_button.visible = self.hint_button.visible and not pending

    def escape(self) -> None:
        """Escape: "Don't pass" while a pass is pending, else as on every table."""
        if self.autopass.pending:
            self.hold_auto_pass()
        else:
            super().escape()  # type: ignore[misc]  # HandTableScene.escape, after this mixin

    def selection_status(self) -> SelectionStatus:
        """What the selected cards are now (computed again only when the selection or the
        table changed)."""
        cards = self.hand.selected_cards()
        key = (tuple(cards), self.table.moves_applied, id(self.table.decision()))
        if key != self._status_key:
            self._status_key = key
            self._status = self.compute_status(cards)
        return self._status

    def run_autopass(self, dt_ms: int, forced: bool) -> None:
        """Count the auto-pass pause on a turn with nothing to play; pass when it is over."""
        turn = self.table.moves_applied if self.table.human_to_act() else None
        if self.autopass.update(dt_ms, turn, forced):
            self.pass_turn()

    def caption_text(self) -> str | None:
        """The line over the hand: the selection's status, else "Nothing beats that" (with
        the seconds left while a pass is pending)."""
        if self.hand.selected:
            caption = self.selection_status().caption()
            if caption is not None:
                return caption
        countdown = self.autopass.countdown()
        return countdown.render(_, ngettext) if countdown is not None else None

    def caption_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a caption face of ``size`` goes (centred on ``caption_center``)."""
        x, y = self.caption_center
        return pygame.Rect((0, 0), size).move(x - size[0] // 2, y - size[1] // 2)

    def draw_hand_caption(self, surface: pygame.Surface) -> None:
        """The caption on a dark pill; a countdown bar along its bottom while auto-pass waits."""
        line = self.caption_text()
        if line is None:
            return
        playable = self.hand.selected and self.selection_status().playable
        color = theme.INK if playable else theme.GOLD if not self.hand.selected else theme.WARN
        pad = (24, 6)
        face = text.fitted(
            line, self.caption_font, self.caption_width, color, bold=True, max_height=self.caption_height - pad[1] - 2
        )
        rect = self.caption_rect(face.get_size())
        felt.on_dark(surface, face, rect, pad)
        progress = self.autopass.progress
        if progress is not None and not self.hand.selected:
            bar = rect.inflate(24, 6)
            bar.height = 3
            bar.bottom = rect.bottom + 3
            bar.width = round(bar.width * (1.0 - progress))
            pygame.draw.rect(surface, theme.GOLD, bar)

    def reset_hints(self) -> None:
        """No hint shown yet: the next Hint selects the weakest play."""
        self.hint_index = -1
        self.hint_turn = -1

    def hand_input(self, event: pygame.event.Event) -> None:
        """Action buttons, then the hand, then right click (clear the selection) or a key
        (:meth:`handle_key`); the buttons are refreshed afterwards in every case."""
        if not dispatch(self.buttons, event) and not self.hand.handle_event(event):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                self.hand.clear_selection()
            elif event.type == pygame.KEYDOWN:
                self.handle_key(event.key)
        self.refresh_buttons()

    def cursor_key(self, key: int) -> bool:
        """Left/Right move the hand's cursor, Space selects under it on a hand the human plays;
        True when ``key`` was one of these."""
        if key == pygame.K_LEFT:
            self.hand.move_cursor(-1)
        elif key == pygame.K_RIGHT:
            self.hand.move_cursor(1)
        elif key == pygame.K_SPACE:
            if self.hand.interactive:
                self.hand.toggle_cursor()
        else:
            return False
        return True

    def next_hint(self, plays: Sequence[Choice], cards_of: Callable[[Choice], Sequence[Card]]) -> None:
        """Select the cards of the next of ``plays`` (ordered weakest first, not empty)."""
        if self.hint_turn != self.table.moves_applied:
            self.hint_turn = self.table.moves_applied
            self.hint_index = -1
        self.hint_index = (self.hint_index + 1) % len(plays)
        self.hand.select_only(cards_of(plays[self.hint_index]))

    def settle(self, reason: Phrase | None) -> None:
        """After a human move: show the refusal, or (it was applied) clear the message and the
        selection and start the hint cycle afresh."""
        if reason is not None:
            self.show_message(reason)
            return
        self.message = None
        self.hand.clear_selection()
        self.hint_index = -1

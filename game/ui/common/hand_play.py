"""What the Dou Dizhu and climbing play scenes share: how the human plays from the hand.

:class:`HandPlayMixin` goes before a :class:`~game.ui.common.hand_table_scene.HandTableScene`
subclass. It routes input (action buttons, then the hand, then right click and keys), runs
the cursor keys, cycles the Hint through the legal plays, and settles each human move.

Invariants: the hint cycle starts again from the weakest play after every move at the
table (``moves_applied`` changed) and after every accepted human move; a refused move
leaves the selection as it was and shows the reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game.core.cards import Card
from game.core.reason import Phrase
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.hand import HandView

Choice = TypeVar("Choice")


class HandPlayMixin:
    """Hand input, Hint cycling and move settling for a play scene."""

    hand: HandView
    buttons: list[Button]
    message: Phrase | None
    table: Any
    hint_index: int
    hint_turn: int

    if TYPE_CHECKING:
        # Provided by the scene base and the play scene.
        def show_message(self, phrase: Phrase) -> None: ...
        def refresh_buttons(self) -> None: ...
        def handle_key(self, key: int) -> None: ...

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

"""What every table scene shares, Dou Dizhu and climbing alike: the viewer's hand, the action
buttons under the table, the Menu button and a fading message line for refusals.

Subclasses provide ``table`` (a controller with ``update(dt_ms)``) and ``sync_hand`` (copy
the viewer's cards into :attr:`hand`), and place the message line through the
``message_*`` class attributes. Invariants: after every :meth:`update` the hand shows the
engine's cards; a message disappears ``MESSAGE_MS`` of game time after it was shown, or
as soon as the turn changes (a move was applied at the table, or the human's turn began
or ended), whichever comes first, so that "not your turn" never outlives the wait.

Leaving the table (the Menu button, or Escape with nothing selected) asks first, in a modal
dialog: Leave goes to the menu (the game is kept, so the menu can continue it), Stay (or
Escape) goes back to the table. Enter uses the focused button.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.reason import Phrase
from game.i18n import _, ngettext
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.choice import ChoiceDialog
from game.ui.common.widgets.hand import HandView

if TYPE_CHECKING:
    from game.ui.app import App

MESSAGE_MS = 3500
"""How long a refusal message stays (game time)."""
MENU_BUTTON = pygame.Rect(1140, 6, 130, 34)


class HandTableScene(Scene):
    """Base of the table scenes: hand, buttons, Menu button, message line."""

    message_font = 20
    message_width = 900
    message_center = (640, 424)
    message_height = 44
    """The band the message's pill must fit in (the font shrinks for tall scripts)."""
    message_pad = (24, 10)

    def __init__(self, app: App, hand_area: pygame.Rect) -> None:
        super().__init__(app)
        self.hand = HandView(hand_area)
        self.buttons: list[Button] = []
        self.message: Phrase | None = None
        self.message_ms = 0
        self.message_turn: tuple[int, bool] | None = None
        """The turn (see :meth:`turn_key`) the message was shown in."""
        self.game_ms = 0
        """Game time this scene has run (what timer pulses follow)."""
        self._menu_button = Button(MENU_BUTTON, lambda: _("Menu"), self.back_to_menu, font_size=17)

    @property
    def table(self) -> Any:
        """The controller of the game at the table."""
        raise NotImplementedError

    def sync_hand(self) -> None:
        """Show the viewer's current cards in :attr:`hand`."""
        raise NotImplementedError

    def turn_key(self) -> tuple[int, bool]:
        """What identifies the turn now: the moves applied so far and whether the human acts."""
        return self.table.moves_applied, bool(self.table.human_to_act())

    def show_message(self, phrase: Phrase) -> None:
        self.message = phrase
        self.message_ms = MESSAGE_MS
        self.message_turn = self.turn_key()

    def back_to_menu(self) -> None:
        """Ask whether to leave the game (see the module docstring)."""
        self.app.ask(
            ChoiceDialog(
                lambda: _("Leave this game?"),
                [(lambda: _("Leave"), True)],
                lambda _value: self.app.leave_table(),
                self.app.close_modal,
                cancel_label=lambda: _("Stay"),
                body=lambda: _("Your progress is kept and you can continue from the menu."),
            )
        )

    def escape(self) -> None:
        """Escape: clear the selection, or with nothing selected go back to the menu."""
        if self.hand.selected:
            self.hand.clear_selection()
        else:
            self.back_to_menu()

    def enter(self, **kwargs: Any) -> None:
        self.message = None
        self.hand.clear_selection()
        self.sync_hand()

    def update(self, dt_ms: int) -> None:
        self.game_ms += dt_ms
        self.table.update(dt_ms)
        if self.message is not None:
            self.message_ms -= dt_ms
            if self.message_ms <= 0 or self.turn_key() != self.message_turn:
                self.message = None
        self.sync_hand()

    def draw_center(self, surface: pygame.Surface) -> None:
        """Subclasses show what the table waits for."""

    def draw_message(self, surface: pygame.Surface) -> None:
        """The refusal message on a dark panel, while it lasts."""
        if self.message is None:
            return
        face = text.fitted(
            self.message.render(_, ngettext),
            self.message_font,
            self.message_width,
            theme.WARN,
            bold=True,
            max_height=self.message_height - self.message_pad[1],
        )
        rect = face.get_rect(center=self.message_center)
        felt.on_dark(surface, face, rect, self.message_pad, radius=10)

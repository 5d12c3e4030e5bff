"""What every table scene shares, Dou Dizhu and climbing alike: the viewer's hand, the action
buttons under the table, the Menu button and a fading message line for refusals.

Subclasses provide ``table`` (their family's controller, a
:class:`~game.table.protocol.TablePlay`) and ``sync_hand`` (copy the viewer's cards into
:attr:`hand`), and place the message line through the
``message_*`` class attributes. Invariants: after every :meth:`update` the hand shows the
engine's cards; a message disappears ``MESSAGE_MS`` of game time after it was shown, or
as soon as the turn changes (a move was applied at the table, or the human's turn began
or ended), whichever comes first, so that "not your turn" never outlives the wait.

Leaving the table (the Menu button, or Escape with nothing selected) asks first, in a modal
dialog: Leave goes to the menu (the game is kept, so the menu can continue it), Stay (or
Escape) goes back to the table. Enter uses the focused button, which starts on Stay.

Motion (:mod:`game.ui.common.motion`): :attr:`motion` flies the table's cards, sweeps a
cleared trick and deals; :attr:`cut_in` is the banner of a moment that matters. Both run on
the game time of :meth:`update` at the player's speed; a tap or key press while a cut-in
shows or the deal flies skips it (and then acts as usual). The computer's pause between moves
follows the speed setting, also when it changes during a game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.cards import Card, Rank
from game.core.reason import Phrase
from game.i18n import _, current_language, ngettext
from game.table.cut_ins import TITLES, CutInKind
from game.table.protocol import TablePlay
from game.ui.common import theme
from game.ui.common.modal import Modal
from game.ui.common.motion import CardMotion, CutIn, FlightKind, blit_card, cut_in_timeline
from game.ui.common.scene import Scene
from game.ui.common.view_key import Same, ViewKey
from game.ui.common.widgets import card_rows, felt, text
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.choice import ChoiceDialog
from game.ui.common.widgets.hand import HandView

if TYPE_CHECKING:
    from game.ui.common.host import Host

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

    def __init__(self, app: Host, hand_area: pygame.Rect) -> None:
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
        self.motion = CardMotion()
        self.cut_in: CutIn | None = None
        self.hand_spots: dict[Card, tuple[int, int]] = {}
        """Where each card of the hand was drawn last frame (a played card flies from there)."""

    @property
    def dialog(self) -> Modal | None:
        """The scene's own dialog (a reading to pick, a card picker), on the app's modal stack
        under any app dialog; the scene routes input to it and draws it (see :mod:`game.ui.common.modal`)."""
        return self.app.modals.over_scene()

    @dialog.setter
    def dialog(self, dialog: Modal | None) -> None:
        self.app.modals.set_over_scene(dialog)

    @property
    def table(self) -> TablePlay:
        """The controller of the game at the table."""
        raise NotImplementedError

    def seat_name(self, seat: int) -> str:
        """A seat's name as the table calls it, in the current language."""
        return self.table.seat_label(seat).render(_, ngettext)

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

    def clear_message(self) -> None:
        self.message = None

    def back_to_menu(self) -> None:
        """Ask whether to leave the game (see the module docstring)."""
        self.app.ask(
            ChoiceDialog(
                lambda: _("Leave this game?"),
                [(lambda: _("Leave"), True)],
                lambda _value: self.app.leave_table(),
                self.app.close_modal,
                cancel_label=lambda: _("Stay"),
                body=self.leave_text,
            )
        )

    def leave_text(self) -> str:
        """What leaving does: the game is kept to continue, or (a daily deal) it ends."""
        session = self.app.session
        if session is not None and not session.stored:
            return _("This deal is not kept: if you leave, it ends here.")
        return _("Your progress is kept and you can continue from the menu.")

    def on_takeover(self) -> None:
        """The computer took the seat: drop what the human was in the middle of (scenes with
        dialogs close them too)."""
        self.hand.clear_selection()

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
        self.motion.style = self.app.motion
        self.motion.reset()
        self.cut_in = None
        self.hand_spots = {}

    # -- motion ----------------------------------------------------------------------------------
    def pace_table(self) -> None:
        """The computer's pause between moves follows the speed setting: the app makes every
        table with it, and a change during a game applies to the table at once (a table made
        otherwise, an arranged one, keeps its own pace until then)."""
        speed = self.app.settings.speed
        if speed != self.app.paced_speed:
            self.app.paced_speed = speed
            self.table.move_delay_ms = self.app.move_delay_ms

    def start_cut_in(self, kind: CutInKind, by: int | None = None) -> None:
        self.cut_in = cut_in_timeline(TITLES[kind], self.motion.style, by=by, kind=kind)

    def showing_cut_in(self) -> CutIn | None:
        """The cut-in on the table now (the climbing table takes it from its announcement)."""
        return self.cut_in

    def skip_cut_in(self) -> None:
        self.cut_in = None

    def skip_motion(self, event: pygame.event.Event) -> None:
        """A tap or key press skips a cut-in and ends the deal's flights; the event then acts
        as usual (motion never holds up a move or a choice)."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return
        if self.motion.dealing:
            self.motion.skip()
        if self.showing_cut_in() is not None:
            self.skip_cut_in()

    def update_motion(self, dt_ms: int) -> None:
        self.motion.update(dt_ms)
        if self.cut_in is not None and not self.cut_in.update(dt_ms):
            self.cut_in = None
        self.hand.hidden = self.motion.landing(FlightKind.DEAL) | self.motion.landing(FlightKind.BOTTOM)
        self.hand.marked = set(self.motion.marks)

    def draw_motion(self, surface: pygame.Surface) -> None:
        """After the hand: finish the frame's card placements, draw the flights, remember the hand."""
        self.motion.end_frame()
        self.motion.draw(surface, motion_art)
        rects = self.hand.card_rects()
        self.hand_spots = {card: rect.topleft for card, rect in zip(self.hand.cards, rects, strict=True)}

    def place_row(
        self,
        surface: pygame.Surface,
        cards: list[Card],
        topleft: tuple[int, int],
        step: int,
        size: tuple[int, int],
        source: Callable[[Card], tuple[float, float]],
        wild_rank: Rank | None = None,
    ) -> None:
        """Draw ``cards`` of the table resting ``step`` apart from ``topleft``, each flying in
        from ``source(card)`` (see :class:`CardMotion`); while none of them moves, the row is
        one cached surface (:func:`card_rows.draw_row`, the same pixels)."""
        points = [(topleft[0] + i * step, topleft[1]) for i in range(len(cards))]
        placed = [self.motion.place(card, point, size, source(card)) for card, point in zip(cards, points, strict=True)]
        resting = all(alpha >= 255 and spot == point for (spot, alpha), point in zip(placed, points, strict=True))
        if resting and not text.is_recording():
            card_rows.draw_row(surface, topleft, cards, size, step, wild_rank=wild_rank)
            return
        for card, (spot, alpha) in zip(cards, placed, strict=True):
            if alpha > 0:
                blit_card(surface, card_art.face(card, size, card.rank == wild_rank), spot, alpha)
                text.box(text.BoxKind.CARD, (round(spot[0]), round(spot[1]), *size), "table")

    def deciding(self) -> bool:
        return bool(self.table.deciding)

    def view_key(self) -> ViewKey:
        """What the table shows that changes without input (:mod:`game.ui.common.view_key`):
        the moves applied (and all that follows from them: hands, played cards, panels,
        buttons, captions), the announcement, the message, whose decision is in progress,
        the hand, the thinking mark's step, the language and card look, and the family's own
        (:meth:`table_view`); moving while cards fly, a cut-in shows or :meth:`moving` says so."""
        table = self.table
        hand = self.hand
        still = (
            table.moves_applied, Same(table.announcement), table.round_over, table.takeover, table.deciding,
            table.human_to_act(), Same(self.message), self.thinking_step(), tuple(hand.cards),
            frozenset(hand.selected), frozenset(hand.hidden), frozenset(hand.marked), current_language(),
            card_art.look(), *self.table_view(),
        )
        moving = self.motion.busy or self.showing_cut_in() is not None or self.moving()
        return ViewKey(still, moving)

    def thinking_step(self) -> int | None:
        """The step of a "thinking" mark that changes with game time, while one shows."""
        return None

    def table_view(self) -> tuple[Hashable, ...]:
        """What else the family's table shows that changes without input or a move."""
        return ()

    def moving(self) -> bool:
        """Whether something the family's table shows moves on its own now (a clock, a countdown)."""
        return False

    def update(self, dt_ms: int) -> None:
        """The table's time passes; its computer seats think only in a frame that thinks
        (:attr:`App.frame_work <game.ui.app.App.frame_work>`)."""
        self.game_ms += dt_ms
        self.pace_table()
        self.update_motion(dt_ms)
        self.table.update(dt_ms, think=self.app.frame_work.thinks)
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


def motion_art(card: Card | None, size: tuple[int, int], face_up: bool) -> pygame.Surface:
    """A flying card's picture: its face, or a back."""
    return card_art.face(card, size) if face_up and card is not None else card_art.back(size)

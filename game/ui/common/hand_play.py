"""What the Dou Dizhu and climbing play scenes share: how the human plays from the hand.

:class:`HandPlay` is a component the play scene owns (``scene.hand_play``); the scene gives it
itself as a :class:`PlayScreen`. It routes input (action buttons, then the hand, then right
click and keys), cycles the Hint through the legal plays, judges the selection once for both
the caption and the refusal, and settles each human move.

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
``CaptionBand.center``, between the action buttons and the raised cards of the hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

import pygame

from game.core.cards import Card
from game.core.reason import Phrase
from game.i18n import _, ngettext
from game.table.autopass import AutoPass
from game.table.protocol import TablePlay
from game.table.selection import NOTHING_SELECTED, SelectionStatus
from game.ui.common import theme
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.hand import HandView

Choice = TypeVar("Choice")
CAPTION_FONT = 16
CAPTION_WIDTH = 640
RAISED = 26
"""How far a selected card of the hand rises."""


@dataclass(frozen=True)
class CaptionBand:
    """Where the caption over the hand goes: its centre and the height its pill must fit in,
    between the buttons and the raised cards (the font shrinks for tall scripts)."""

    center: tuple[int, int]
    height: int

    @classmethod
    def over_hand(cls, x: int, buttons_bottom: int, hand_top: int) -> CaptionBand:
        """The band between the buttons' bottom and the top of a raised card of the hand
        (raised ``RAISED`` pixels above ``hand_top``), centred on ``x``."""
        top_card = hand_top - RAISED
        return cls((x, (buttons_bottom + top_card) // 2), top_card - buttons_bottom)


class PlayScreen(Protocol):
    """What a play scene gives its :class:`HandPlay`."""

    hand: HandView
    buttons: list[Button]

    @property
    def table(self) -> TablePlay: ...
    def show_message(self, phrase: Phrase) -> None: ...
    def clear_message(self) -> None: ...
    def refresh_buttons(self) -> None: ...
    def handle_key(self, key: int) -> None: ...
    def compute_status(self, cards: Sequence[Card]) -> SelectionStatus: ...
    def pass_turn(self) -> None: ...


class HandPlay:
    """Hand input, Hint cycling, the selection's status and move settling for a play scene."""

    def __init__(self, screen: PlayScreen, band: CaptionBand, auto_pass: bool) -> None:
        self.screen = screen
        self.band = band
        self.autopass = AutoPass(enabled=auto_pass)
        self.hint_index = -1
        self.hint_turn = -1
        self._status_key: tuple[object, ...] | None = None
        self._status: SelectionStatus = NOTHING_SELECTED
        self.hint_button: Button | None = None
        self.dont_pass_button = Button(pygame.Rect(0, 0, 0, 0), lambda: _("Don't pass (Esc)"), self.hold_auto_pass,
                                       font_size=19, visible=False)

    @property
    def hand(self) -> HandView:
        return self.screen.hand

    def enter(self, auto_pass: bool, hint_button: Button) -> Button:
        """A fresh start on entering the scene (the setting read again); returns the "Don't
        pass" button, put in ``hint_button``'s place."""
        self.autopass.enabled = auto_pass
        self.autopass.reset()
        self.hint_index = -1
        self.hint_button = hint_button
        self.dont_pass_button.rect = pygame.Rect(hint_button.rect)
        self.dont_pass_button.visible = False
        return self.dont_pass_button

    # -- the selection and auto-pass ---------------------------------------------------------
    def hold_auto_pass(self) -> None:
        """"Don't pass": no pass is made for the player this turn."""
        if self.autopass.hold():
            self.screen.refresh_buttons()

    def show_dont_pass(self) -> None:
        """While a pass is pending, "Don't pass" stands where Hint was (after the scene set its buttons)."""
        hint = self.hint_button
        assert hint is not None, "entered: the Hint button is known"
        pending = self.autopass.pending and hint.visible
        self.dont_pass_button.visible = pending
        hint.visible = hint.visible and not pending

    def escape(self, otherwise: Callable[[], None]) -> None:
        """Escape: "Don't pass" while a pass is pending, else ``otherwise`` (as on every table)."""
        if self.autopass.pending:
            self.hold_auto_pass()
        else:
            otherwise()

    def selection_status(self) -> SelectionStatus:
        """What the selected cards are now (computed again only when the selection or the
        table changed)."""
        cards = self.hand.selected_cards()
        table = self.screen.table
        key = (tuple(cards), table.moves_applied, id(table.decision()))
        if key != self._status_key:
            self._status_key = key
            self._status = self.screen.compute_status(cards)
        return self._status

    def readings(self, kind: type[Choice]) -> tuple[list[Choice], Phrase | None]:
        """The plays of ``kind`` the selection reads as, and, when there is none, why: the
        reason the caption already shows (the table is asked only when the status has none,
        such as for an empty selection)."""
        status = self.selection_status()
        plays = [play for play in status.plays if isinstance(play, kind)]
        if plays:
            return plays, None
        reason = status.reason
        return plays, reason if reason is not None else self.screen.table.refusal(self.hand.selected_cards())

    def run_autopass(self, dt_ms: int, forced: bool) -> None:
        """Count the auto-pass pause on a turn with nothing to play; pass when it is over."""
        table = self.screen.table
        turn = table.moves_applied if table.human_to_act() else None
        if self.autopass.update(dt_ms, turn, forced):
            self.screen.pass_turn()

    @property
    def counting_down(self) -> bool:
        """The auto-pass pause runs: its seconds and bar change with game time."""
        return self.autopass.pending

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
        """Where a caption face of ``size`` goes (centred on the band's centre)."""
        x, y = self.band.center
        return pygame.Rect((0, 0), size).move(x - size[0] // 2, y - size[1] // 2)

    def draw_caption(self, surface: pygame.Surface) -> None:
        """The caption on a dark pill; a countdown bar along its bottom while auto-pass waits."""
        line = self.caption_text()
        if line is None:
            return
        playable = self.hand.selected and self.selection_status().playable
        color = theme.INK if playable else theme.GOLD if not self.hand.selected else theme.WARN
        pad = (24, 6)
        height = self.band.height - pad[1] - 2
        face = text.fitted(line, CAPTION_FONT, CAPTION_WIDTH, color, bold=True, max_height=height)
        rect = self.caption_rect(face.get_size())
        felt.on_dark(surface, face, rect, pad)
        progress = self.autopass.progress
        if progress is not None and not self.hand.selected:
            bar = rect.inflate(24, 6)
            bar.height = 3
            bar.bottom = rect.bottom + 3
            bar.width = round(bar.width * (1.0 - progress))
            pygame.draw.rect(surface, theme.GOLD, bar)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Action buttons, then the hand, then right click (clear the selection) or a key
        (the cursor keys here, any other to the scene's ``handle_key``); the buttons are
        refreshed afterwards in every case."""
        if not dispatch(self.screen.buttons, event) and not self.hand.handle_event(event):
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                self.hand.clear_selection()
            elif event.type == pygame.KEYDOWN and not self.hand.cursor_key(event.key):
                self.screen.handle_key(event.key)
        self.screen.refresh_buttons()

    def next_hint(self, plays: Sequence[Choice], cards_of: Callable[[Choice], Sequence[Card]]) -> None:
        """Select the cards of the next of ``plays`` (ordered weakest first, not empty)."""
        moves_applied = self.screen.table.moves_applied
        if self.hint_turn != moves_applied:
            self.hint_turn = moves_applied
            self.hint_index = -1
        self.hint_index = (self.hint_index + 1) % len(plays)
        self.hand.select_only(cards_of(plays[self.hint_index]))

    def settle(self, reason: Phrase | None) -> None:
        """After a human move: show the refusal, or (it was applied) clear the message and the
        selection and start the hint cycle afresh."""
        if reason is not None:
            self.screen.show_message(reason)
            return
        self.screen.clear_message()
        self.hand.clear_selection()
        self.hint_index = -1

"""The play: the human's fanned hand, Play / Pass / Hint, and the combination to beat.

Controls: click or tap a card to select it; Left/Right move a cursor, Space selects the
card under it, Enter plays, P passes, H shows the next hint, Escape clears the selection
(with nothing selected it goes back to the menu, like the Menu button).
While cards are selected the caption over the hand says what they are, or the engine's
reason why not; Play is enabled only for a playable selection. One that reads as several
different plays opens a dialog to pick the reading. Hints follow :mod:`game.table.hints`.
Before the first play, the B.5 doubling and open-hand steps (docs/RULES.md B.5) show their
own buttons here (:mod:`game.ui.doudizhu.stake_step`).
With nothing that beats the table, Pass is highlighted and auto-pass (a setting) passes
after a short countdown.
When the deal ends its points join the session score and the scoring scene follows.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.doudizhu.view import shape_of
from game.core.cards import Card
from game.core.reason import Phrase
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Pass
from game.doudizhu.state import Phase
from game.i18n import N_, _, ngettext, pgettext
from game.table.autopass import nothing_beats
from game.table.cut_ins import CutInKind, play_cut_in, result_cut_in
from game.table.doudizhu.captions import TO_BEAT, lead_caption
from game.table.doudizhu.play_text import play_label
from game.table.doudizhu.readings import selection_status
from game.table.hints import ddz_hint_order
from game.table.seat_names import about_seat
from game.table.selection import SelectionStatus
from game.ui.common.hand_play import CaptionBand, HandPlay
from game.ui.common.sound import ActionWatch, Sfx, UrgencyTicks
from game.ui.common.widgets import text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.choice import ChoiceDialog
from game.ui.doudizhu.stake_step import PLAY_STEPS
from game.ui.doudizhu.table_scene import BUTTON_SIZE, BUTTON_Y, HAND_AREA, VIEWER, TableScene

if TYPE_CHECKING:
    from game.ui.common.host import Host

END_PAUSE_MS = 1600
"""How long the last play stays visible before the scoring scene."""




def move_sound(move: object) -> Sfx | None:
    """The effect for a move the table shows: a pass, a play, a bomb or the rocket, and the
    cut-in sting for an airplane (one sound per move: a bomb's cut-in has the bomb's)."""
    if isinstance(move, Pass):
        return Sfx.PASS
    if isinstance(move, Play):
        if move.kind is ComboKind.ROCKET:
            return Sfx.ROCKET
        if move.kind is ComboKind.BOMB:
            return Sfx.BOMB
        return Sfx.CUT_IN if play_cut_in(move) is not None else Sfx.PLAY
    return None


def cards_for(play: Play, hand: Sequence[Card]) -> list[Card]:
    """Physical cards of ``hand`` with the printed ranks of ``play`` (one card per rank entry)."""
    pool = list(hand)
    chosen: list[Card] = []
    for rank in play.ranks:
        card = next(card for card in pool if card.rank == rank)
        pool.remove(card)
        chosen.append(card)
    return chosen


CAPTION_BAND = CaptionBand.over_hand(640, BUTTON_Y + BUTTON_SIZE[1], HAND_AREA.y)


class PlayScene(TableScene):
    """The play of a deal; the human's hand is played through :attr:`hand_play`."""

    name = "play"
    stake_steps = PLAY_STEPS

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.hand_play = HandPlay(self, CAPTION_BAND, app.settings.auto_pass)
        self.dialog_turn = -1
        """``moves_applied`` when the reading dialog opened: a move at the table closes it."""
        self.end_ms = 0
        self.recorded = False
        self.ticks = UrgencyTicks()
        self.watch = ActionWatch()
        self.result_shown = False

    def enter(self, **kwargs: Any) -> None:
        super().enter(**kwargs)
        self.dialog = None
        self.end_ms = 0
        self.recorded = False
        self.watch.reset(self.table.shown)
        self.result_shown = self.state.phase == Phase.OVER
        landlord = self.state.landlord
        if landlord == VIEWER and not any(self.state.plays_made):
            self.motion.mark(self.state.bottom)
        rects = self.button_row(3)
        self.pass_button = Button(rects[0], lambda: _("Pass"), self.pass_turn)
        self.hint_button = Button(rects[1], lambda: _("Hint"), self.hint)
        self.play_button = Button(rects[2], lambda: pgettext("cards", "Play"), self.play_selection, accent=True)
        dont_pass = self.hand_play.enter(self.app.settings.auto_pass, self.hint_button)
        self.buttons = [self.pass_button, self.hint_button, dont_pass, self.play_button]
        self.refresh_buttons()

    # -- actions -------------------------------------------------------------------------------
    def refresh_buttons(self) -> None:
        mine = self.table.human_to_act() and self.dialog is None
        for button in self.buttons:
            button.visible = self.state.phase == Phase.PLAYING
        self.play_button.enabled = mine and self.hand_play.selection_status().playable
        self.pass_button.enabled = mine and self.table.can_pass()
        self.pass_button.selected = mine and self.nothing_beats()
        self.hint_button.enabled = mine
        self.hand_play.show_dont_pass()
        self.stakes.refresh()

    def compute_status(self, cards: Sequence[Card]) -> SelectionStatus:
        return selection_status(self.table, cards)

    def nothing_beats(self) -> bool:
        """The human is to play and no listed play beats the table."""
        return self.state.phase == Phase.PLAYING and nothing_beats(self.table.human_legal(), Pass, Play)

    def play_selection(self) -> None:
        if not self.table.human_to_act():
            return
        selection = self.hand.selected_cards()
        readings, reason = self.hand_play.readings(Play)
        if not readings:
            if reason is not None:
                self.show_message(reason)
        elif len(readings) == 1:
            self.commit(readings[0], selection)
        else:
            options = [(partial(play_label, play), play) for play in readings]
            self.dialog = ChoiceDialog(
                lambda: _("Which play do you mean?"),
                options,
                partial(self.commit, cards=selection),
                self.close_dialog,
            )
            self.dialog_turn = self.table.moves_applied
        self.refresh_buttons()

    def commit(self, play: Play, cards: Sequence[Card]) -> None:
        self.dialog = None
        self.hand_play.settle(self.table.play_human(play, cards))

    def close_dialog(self) -> None:
        self.dialog = None

    def on_takeover(self) -> None:
        """The computer plays the seat now: the reading dialog closes with the selection."""
        super().on_takeover()
        self.dialog = None
        self.refresh_buttons()

    def pass_turn(self) -> None:
        self.hand_play.settle(self.table.pass_human())

    def hint(self) -> None:
        """Select the next legal play, weakest first; without any, suggest passing."""
        legal = [move for move in self.table.human_legal() if isinstance(move, Play)]
        plays = ddz_hint_order(legal, tuple(self.state.hand_counts(VIEWER)), shape_of(self.table.rules))
        if not plays:
            if self.table.can_pass():
                self.show_message(Phrase.of(N_("You have nothing that beats it: pass.")))
            return
        self.hand_play.next_hint(plays, lambda play: cards_for(play, self.hand.cards))

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The open dialog, else the top bar and log, else the hand takes the event (always used)."""
        if self.dialog is not None:
            self.dialog.handle_event(event)
            return True
        if super().handle_event(event) or self.stake_event(event):
            return True
        self.hand_play.handle_event(event)
        return True

    def handle_key(self, key: int) -> None:
        """A key the hand's cursor does not use."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_selection()
        elif key == pygame.K_p:
            self.pass_turn()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_ESCAPE:
            self.hand_play.escape(self.escape)

    def update(self, dt_ms: int) -> None:
        """The table runs on under the reading dialog (its clock is the table's, not the
        dialog's); a move at the table, such as the computer's on a turn that ran out, closes
        the dialog, since its choice is gone."""
        super().update(dt_ms)
        if self.dialog is not None and self.table.moves_applied != self.dialog_turn:
            self.close_dialog()
        if self.dialog is None:
            self.hand_play.run_autopass(dt_ms, self.nothing_beats())
        self.play_sounds()
        self.refresh_buttons()
        if self.state.phase == Phase.OVER:
            if not self.recorded:
                self.recorded = True
                result = self.state.result
                assert result is not None, "a deal that is over has its result"
                self.app.current_session.record_deal(result)
                self.app.save_settings()
            self.end_ms += dt_ms
            if self.end_ms >= END_PAUSE_MS:
                self.app.switch("scoring")

    def play_sounds(self) -> None:
        """A sound for each newly shown move (and the cut-in of a bomb, the rocket or an
        airplane, and of a spring at the end); the clock ticks while the human's turn runs low.
        The spring's sound belongs to the scoring scene."""
        for action in self.watch.new(self.table.shown):
            sfx = move_sound(action.move)
            if sfx is not None:
                self.app.sound.play(sfx)
            kind = play_cut_in(action.move)
            if kind is not None:
                seat = next((seat for seat, shown in self.table.shown.items() if shown is action), None)
                self.start_cut_in(kind, seat)
        self.watch_stakes()
        if self.state.phase == Phase.OVER and not self.result_shown:
            self.result_shown = True
            kind = result_cut_in(self.state.result)
            if kind is not None:
                self.start_cut_in(kind, self.state.landlord if kind is CutInKind.SPRING else None)
        clock = self.state.clock
        left = clock.turn_left_ms if clock is not None and self.table.human_to_act() else None
        if self.ticks.update(left):
            self.app.sound.play(Sfx.TICK)

    def autoplay(self, frame: int) -> None:
        """The controller plays every seat; keep a picture of a cut-in over a busy table (the
        first deal's end is kept in case no cut-in comes in the whole run)."""
        cut = self.cut_in
        if cut is not None and cut.fully_in and frame > 0:
            self.app.capture()
        elif self.state.phase == Phase.OVER and self.end_ms >= END_PAUSE_MS // 2 and not self.motion.busy:
            self.app.capture_spare()

    # -- drawing ------------------------------------------------------------------------------
    def moving(self) -> bool:
        return super().moving() or self.hand_play.counting_down

    def draw_action(self, surface: pygame.Surface, seat: int) -> None:
        """Once the deal is over, every opponent's remaining cards are turned face up."""
        left = self.state.hands[seat]
        if self.state.phase == Phase.OVER and seat != VIEWER and left:
            self.draw_cards_at(surface, seat, list(left), _("left in hand"))
        else:
            super().draw_action(surface, seat)

    def draw_center(self, surface: pygame.Surface) -> None:
        state = self.state
        if self.draw_stake_caption(surface):
            return
        if state.phase != Phase.PLAYING:
            return
        to_beat = state.to_beat
        seat = state.current_player
        if to_beat is not None:
            owner, play = to_beat
            about = about_seat(owner, VIEWER, TO_BEAT, self.table.seat_label(owner), play=play_label(play))
            line = about.render(_, ngettext)
        elif seat is not None:
            lead = lead_caption(seat, VIEWER, self.table.is_human(seat), self.table.seat_label(seat))
            line = lead.render(_, ngettext)
        else:
            return
        self.draw_caption(surface, line)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.stakes.draw_focus(surface)
        self.hand_play.draw_caption(surface)
        if self.dialog is not None:
            with text.layer("dialog"):
                self.dialog.draw(surface)

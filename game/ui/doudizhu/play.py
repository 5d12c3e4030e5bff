"""The play: the human's fanned hand, Play / Pass / Hint, and the combination to beat.

Controls: click or tap a card to select it; Left/Right move a cursor, Space selects the
card under it, Enter plays, P passes, H shows the next hint, Escape clears the selection
(with nothing selected it goes back to the menu, like the Menu button).
A selection the rules refuse shows the engine's reason; one that reads as several plays
opens a dialog to pick the reading. Hints walk through the legal plays, weakest first.
When the deal ends its points join the session score and the scoring scene follows.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.cards import Card
from game.core.reason import Phrase
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Pass
from game.doudizhu.state import Phase
from game.i18n import N_, _
from game.table.doudizhu.play_text import play_label
from game.ui.common.hand_play import HandPlayMixin
from game.ui.common.sound import ActionWatch, Sfx, UrgencyTicks
from game.ui.common.widgets.button import Button, Label
from game.ui.common.widgets.choice import ChoiceDialog
from game.ui.doudizhu.table_scene import VIEWER, TableScene

if TYPE_CHECKING:
    from game.ui.app import App

END_PAUSE_MS = 1600
"""How long the last play stays visible before the scoring scene."""


def hint_order(play: Play) -> tuple[int, int, int]:
    """Ordinary plays before bombs before the rocket, weaker and shorter first."""
    tier = 2 if play.kind is ComboKind.ROCKET else 1 if play.kind is ComboKind.BOMB else 0
    return (tier, int(play.main), len(play.ranks))


def to_beat_caption(label: str, owner: str | None) -> str:
    """The centre line while a play waits to be beaten: the combination with its cards
    and who played it (``owner`` is ``None`` for the viewer's own play)."""
    if owner is None:
        return _("To beat: {play} (yours)").format(play=label)
    return _("To beat: {play} ({name})").format(play=label, name=owner)


def move_sound(move: object) -> Sfx | None:
    """The effect for a move the table shows: a pass, a play, a bomb or the rocket."""
    if isinstance(move, Pass):
        return Sfx.PASS
    if isinstance(move, Play):
        return Sfx.ROCKET if move.kind is ComboKind.ROCKET else Sfx.BOMB if move.kind is ComboKind.BOMB else Sfx.PLAY
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


class PlayScene(HandPlayMixin, TableScene):
    name = "play"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.dialog: ChoiceDialog | None = None
        self.reset_hints()
        self.end_ms = 0
        self.recorded = False
        self.watch = ActionWatch()
        self.ticks = UrgencyTicks()

    def enter(self, **kwargs: Any) -> None:
        super().enter(**kwargs)
        self.dialog = None
        self.hint_index = -1
        self.end_ms = 0
        self.recorded = False
        self.watch.reset(self.table.shown)
        rects = self.button_row(3)
        self.pass_button = Button(rects[0], lambda: _("Pass"), self.pass_turn)
        self.hint_button = Button(rects[1], lambda: _("Hint"), self.hint)
        self.play_button = Button(rects[2], lambda: _("Play"), self.play_selection, accent=True)
        self.buttons = [self.pass_button, self.hint_button, self.play_button]
        self.refresh_buttons()

    # -- actions -------------------------------------------------------------------------------
    def refresh_buttons(self) -> None:
        mine = self.table.human_to_act() and self.dialog is None
        for button in self.buttons:
            button.visible = self.state.phase == Phase.PLAYING
        self.play_button.enabled = mine and bool(self.hand.selected)
        self.pass_button.enabled = mine and self.table.can_pass()
        self.hint_button.enabled = mine

    def play_selection(self) -> None:
        if not self.table.human_to_act():
            return
        selection = self.hand.selected_cards()
        readings = self.table.readings(selection)
        if not readings:
            reason = self.table.refusal(selection)
            if reason is not None:
                self.show_message(reason)
        elif len(readings) == 1:
            self.commit(readings[0], selection)
        else:
            options: list[tuple[Label, Any]] = [(partial(play_label, play), play) for play in readings]
            self.dialog = ChoiceDialog(
                lambda: _("Which play do you mean?"),
                options,
                lambda play: self.commit(play, selection),
                self.close_dialog,
            )
        self.refresh_buttons()

    def commit(self, play: Play, cards: Sequence[Card]) -> None:
        self.dialog = None
        self.settle(self.table.play_human(play, cards))

    def close_dialog(self) -> None:
        self.dialog = None

    def pass_turn(self) -> None:
        self.settle(self.table.pass_human())

    def hint(self) -> None:
        """Select the next legal play, weakest first; without any, suggest passing."""
        plays = sorted((move for move in self.table.human_legal() if isinstance(move, Play)), key=hint_order)
        if not plays:
            if self.table.can_pass():
                self.show_message(Phrase.of(N_("You have nothing that beats it: pass.")))
            return
        self.next_hint(plays, lambda play: cards_for(play, self.hand.cards))

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.dialog is not None:
            self.dialog.handle_event(event)
            return
        super().handle_event(event)
        self.hand_input(event)

    def handle_key(self, key: int) -> None:
        if self.cursor_key(key):
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_selection()
        elif key == pygame.K_p:
            self.pass_turn()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_ESCAPE:
            self.escape()

    def update(self, dt_ms: int) -> None:
        if self.dialog is None:
            super().update(dt_ms)
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
        """A sound for each newly shown move; the clock ticks while the human's turn runs low."""
        for action in self.watch.new(self.table.shown):
            sfx = move_sound(action.move)
            if sfx is not None:
                self.app.sound.play(sfx)
        clock = self.state.clock
        left = clock.turn_left_ms if clock is not None and self.table.human_to_act() else None
        if self.ticks.update(left):
            self.app.sound.play(Sfx.TICK)

    def autoplay(self, frame: int) -> None:
        """The controller plays every seat; keep a picture of a busy table mid-deal."""
        if len(self.table.shown) == self.table.num_players and frame > 0:
            self.app.capture()

    # -- drawing ------------------------------------------------------------------------------
    def draw_action(self, surface: pygame.Surface, seat: int) -> None:
        """Once the deal is over, every opponent's remaining cards are turned face up."""
        left = self.state.hands[seat]
        if self.state.phase == Phase.OVER and seat != VIEWER and left:
            self.draw_cards_at(surface, seat, list(left), _("left in hand"))
        else:
            super().draw_action(surface, seat)

    def draw_center(self, surface: pygame.Surface) -> None:
        state = self.state
        if state.phase != Phase.PLAYING:
            return
        to_beat = state.to_beat
        seat = state.current_player
        if to_beat is not None:
            owner, play = to_beat
            line = to_beat_caption(play_label(play), None if owner == VIEWER else self.seat_name(owner))
        elif self.table.is_human(seat):
            line = _("Your lead: play any combination")
        elif seat == VIEWER:
            line = _("The computer leads for you")
        elif seat is not None:
            line = _("{name} leads").format(name=self.seat_name(seat))
        else:
            return
        self.draw_caption(surface, line)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.dialog is not None:
            self.dialog.draw(surface)

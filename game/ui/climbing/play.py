"""The climbing-game play: the human's hand, Pass / Hint / Play, the choices rules ask for,
Relief Supplies, and the pile to beat.

Controls: click cards to select them; Left/Right move a cursor, Space selects, Enter plays,
P passes, H selects the next suggestion, L opens the event log, Escape closes a picker
that may be cancelled or the log, else clears the selection, else goes back to the menu.
While cards are selected the caption over the hand says what they are, or the engine's
reason why not; Play is enabled only for a playable selection. A selection that is both a
set and a Sequence asks which is meant. Hints follow :mod:`game.table.hints`. With nothing
that beats the pile, Pass is highlighted and auto-pass (a setting) passes after a countdown.

Choices come from the engine's pending decision: cards to pass on (7 Transfer) or discard
(10 Discard) are chosen in the hand; Q Bomb ranks, Nero, Resurrection, Zombie, 4 Stop and
Relief Supplies open a picker. When the round ends the scoring scene follows.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.climbing.effects import ChoiceKind
from game.climbing.moves import Done, GiveToPlayer, NameRank, Pass, PlayCards, ReliefTake, TakeCard, Zone
from game.climbing.pending import Pending
from game.climbing.state import Phase
from game.core.cards import Card, Rank
from game.core.reason import Phrase
from game.i18n import N_, _, ngettext, pgettext
from game.table.autopass import nothing_beats
from game.table.climbing.seat_texts import TO_BEAT, lead_caption
from game.table.climbing.selection import play_phrase, selection_status
from game.table.hints import climbing_hint_order
from game.table.seat_names import about_seat
from game.table.selection import SelectionStatus
from game.ui.climbing.choice_text import q_bomb_note
from game.ui.climbing.dialogs import Action, CardPicker, RankPicker
from game.ui.climbing.layout import BUTTON_SIZE, BUTTON_Y, HAND_AREA, button_row
from game.ui.climbing.table_scene import ClimbingTableScene
from game.ui.common import theme
from game.ui.common.hand_play import CaptionBand, HandPlay
from game.ui.common.sound import ActionWatch, Sfx
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.choice import ChoiceDialog

if TYPE_CHECKING:
    from game.ui.common.host import Host

END_PAUSE_MS = 1200
"""How long the end of a round stays visible before the scoring scene."""
HAND_CHOICES = (ChoiceKind.TRANSFER, ChoiceKind.DISCARD)
FOUR_STOP_CENTER = (640, 560)
"""The 4 Stop window sits low, over the hand: the pile, the cutter's cards and the
announcement above stay in view (the 4s to play are in the window)."""
Dialog = CardPicker | RankPicker | ChoiceDialog


CAPTION_BAND = CaptionBand.over_hand(620, BUTTON_Y + BUTTON_SIZE[1], HAND_AREA.y)


class ClimbingPlayScene(ClimbingTableScene):
    """The play of a round; the human's hand is played through :attr:`hand_play`."""

    name = "climbing_play"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.dialog_for: Pending | None = None
        self.watch = ActionWatch()
        self.cut_ins = 0
        self.end_ms = 0
        self.hand_play = HandPlay(self, CAPTION_BAND, app.settings.auto_pass)

    def enter(self, **kwargs: Any) -> None:
        super().enter(**kwargs)
        self.dialog = None
        self.dialog_for = None
        self.end_ms = 0
        self.watch.reset(self.table.shown)
        self.cut_ins = self.table.fired_count
        state = self.state
        if state.phase == Phase.PLAY and not (self.table.shown or state.table_cards or state.discard or state.finished):
            self.launch_deal()
        rects = button_row(4)
        self.relief_button = Button(rects[0], lambda: _("Relief Supplies"), self.open_relief, font_size=17)
        self.pass_button = Button(rects[1], self.pass_label, self.pass_or_skip)
        self.hint_button = Button(rects[2], lambda: _("Hint"), self.hint)
        self.play_button = Button(rects[3], self.play_label, self.confirm, accent=True)
        dont_pass = self.hand_play.enter(self.app.settings.auto_pass, self.hint_button)
        self.buttons = [self.relief_button, self.pass_button, self.hint_button, dont_pass, self.play_button]
        self.refresh_buttons()

    # -- what the human is asked ---------------------------------------------------------------
    def hand_choice(self) -> Pending | None:
        """A choice answered with cards from the hand (7 Transfer, 10 Discard), if it is the human's."""
        pending = self.table.human_choice()
        return pending if pending is not None and pending.kind in HAND_CHOICES else None

    def play_label(self) -> str:
        pending = self.hand_choice()
        if pending is None:
            return pgettext("cards", "Play")
        return _("Pass on") if pending.kind is ChoiceKind.TRANSFER else _("Discard")

    def hand_choice_reason(self) -> str | None:
        """Why "Discard" / "Pass on" is off: the human's hand choice with nothing selected."""
        pending = self.hand_choice()
        if pending is None or self.hand.selected:
            return None
        if pending.kind is ChoiceKind.TRANSFER:
            return _("Select the cards to pass on, or press None to keep them all")
        return _("Select the cards to discard, or press None to keep them all")

    def pass_label(self) -> str:
        return _("None") if self.hand_choice() is not None else _("Pass")

    def refresh_buttons(self) -> None:
        human = self.table.human_seat is not None and self.state.phase == Phase.PLAY
        free = self.dialog is None and not self.log_open
        mine = self.table.human_to_act() and free
        for button in self.buttons:
            button.visible = human
        choosing = self.hand_choice() is not None
        # An empty "Discard" / "Pass on" is off (its reason shows under the caption) rather than
        # asking "Discard nothing?": the None button already answers "nothing" in one click, so
        # an empty Discard would only be a second, silent way to the same answer.
        playable = self.hand_play.selection_status().playable
        self.play_button.enabled = mine and bool(self.hand.selected) and (choosing or playable)
        self.pass_button.enabled = mine and (choosing or self.table.can_pass())
        self.pass_button.selected = mine and self.nothing_beats()
        self.hint_button.enabled = mine and self.state.pending is None
        self.relief_button.visible = human and bool(self.table.relief_cards())
        self.relief_button.enabled = free
        self.hand_play.show_dont_pass()

    def compute_status(self, cards: Sequence[Card]) -> SelectionStatus:
        return selection_status(self.table, cards)

    def nothing_beats(self) -> bool:
        """The human is to play (no rule's choice pending) and no listed play beats the pile."""
        if self.state.phase != Phase.PLAY or self.state.pending is not None or not self.table.human_to_act():
            return False
        return nothing_beats(self.table.human_moves(), Pass, PlayCards)

    def pass_turn(self) -> None:
        """Auto-pass: the same Pass the button makes."""
        self.pass_or_skip()

    # -- actions -------------------------------------------------------------------------------
    def confirm(self) -> None:
        if self.hand_choice() is not None:
            self.answer_hand_choice()
        else:
            self.play_selection()

    def pass_or_skip(self) -> None:
        if self.hand_choice() is not None:
            self.hand_play.settle(self.table.pick_cards([], finish=True))
            return
        self.hand_play.settle(self.table.apply_human(Pass()))

    def answer_hand_choice(self) -> None:
        self.hand_play.settle(self.table.pick_cards(self.hand.selected_cards(), finish=True))

    def play_selection(self) -> None:
        if not self.table.human_to_act() or self.state.pending is not None:
            return
        plays, reason = self.hand_play.readings(PlayCards)
        if reason is not None:
            self.show_message(reason)
        elif len(plays) == 1:
            self.hand_play.settle(self.table.apply_human(plays[0]))
        else:
            options = [(partial(self.describe_play, move), move) for move in plays]
            self.dialog = ChoiceDialog(
                lambda: _("Which play do you mean?"),
                options,
                lambda move: self.close_and(self.table.apply_human(move)),
                self.close_dialog,
            )

    def describe_play(self, move: PlayCards) -> str:
        return play_phrase(move).render(_, ngettext)

    def from_label(self, owner: int) -> str:
        """Nero's action that takes from ``owner``'s hand."""
        return _("From {player}").format(player=self.seat_name(owner))

    def take_from_hand(self, move: TakeCard, chosen: Sequence[Card]) -> None:
        """Nero takes from a hand: the move names the card's owner, no card is chosen."""
        self.close_and(self.table.apply_human(move))

    def give_label(self, target: int) -> str:
        """Zombie's action that gives the chosen card to ``target``."""
        return _("Give to {player}").format(player=self.seat_name(target))

    def give_chosen(self, target: int, chosen: Sequence[Card]) -> None:
        self.close_and(self.table.apply_human(GiveToPlayer(chosen[0], target)))

    def close_and(self, reason: Phrase | None) -> None:
        self.dialog = None
        self.hand_play.settle(reason)

    def close_dialog(self) -> None:
        self.dialog = None

    def hint(self) -> None:
        """Select the next legal play, weakest first; without any, suggest passing."""
        if not self.table.human_to_act() or self.state.pending is not None:
            return
        legal = [m for m in self.table.human_moves() if isinstance(m, PlayCards)]
        plays = climbing_hint_order(legal, self.state.order, self.table.options)
        if not plays:
            self.show_message(Phrase.of(N_("You have nothing that beats it: pass.")))
            return
        self.hand_play.next_hint(plays, lambda play: play.cards)

    def open_relief(self) -> None:
        cards = self.table.relief_cards()
        if not cards:
            return
        self.dialog = CardPicker(
            lambda: _("Relief Supplies: take one card from the table"),
            [(lambda: _("On the table"), cards)],
            [
                Action(
                    lambda: _("Take it"),
                    lambda chosen: self.close_and(self.table.apply_human(ReliefTake(chosen[0]))),
                    True,
                    True,
                ),
                Action(lambda: _("Cancel"), lambda chosen: self.close_dialog()),
            ],
            cancel=self.close_dialog,
        )

    # -- choice pickers ----------------------------------------------------------------------------
    def open_choice(self, pending: Pending) -> None:
        """Open the picker the human's pending choice needs (hand choices use the hand instead)."""
        self.dialog_for = pending
        title = lambda p=pending: self.table.choice_prompt(p).render(_, ngettext)  # noqa: E731
        state = self.state
        if pending.kind is ChoiceKind.NAME_RANKS:
            ranks = [m.rank for m in self.table.human_moves() if isinstance(m, NameRank)]
            self.dialog = RankPicker(
                title, ranks, pending.remaining, self.name_ranks, lambda: _("Name these ranks"), note=q_bomb_note
            )
        elif pending.kind is ChoiceKind.NERO:
            takes = [m for m in self.table.human_moves() if isinstance(m, TakeCard)]
            actions = [Action(lambda: _("Take this card"), self.nero_take_card, True, True)]
            for move in takes:
                if move.zone is Zone.HAND and move.owner is not None:
                    actions.append(Action(partial(self.from_label, move.owner), partial(self.take_from_hand, move)))
            self.dialog = CardPicker(
                title,
                [
                    (lambda: _("On the table"), list(state.table_cards)),
                    (lambda: _("Discard pile"), list(state.discard)),
                ],
                actions,
            )
        elif pending.kind is ChoiceKind.RESURRECT:
            self.dialog = CardPicker(
                title,
                [(lambda: _("Discard pile"), list(state.discard))],
                [
                    Action(
                        lambda: _("Pick up"),
                        lambda chosen: self.close_and(self.table.pick_cards(chosen, finish=True)),
                        True,
                        True,
                    ),
                    Action(lambda: _("None"), lambda chosen: self.close_and(self.table.apply_human(Done()))),
                ],
                max_picks=max(1, pending.remaining),
            )
        elif pending.kind is ChoiceKind.ZOMBIE:
            targets = sorted({m.target for m in self.table.human_moves() if isinstance(m, GiveToPlayer)})
            actions = [
                Action(partial(self.give_label, target), partial(self.give_chosen, target), True, True)
                for target in targets
            ]
            actions.append(Action(lambda: _("None"), lambda chosen: self.close_and(self.table.apply_human(Done()))))
            self.dialog = CardPicker(title, [(lambda: _("Discard pile"), list(state.discard))], actions)
        elif pending.kind is ChoiceKind.FOUR_STOP:
            fours = [c for c in state.hands[self.viewer] if c.rank == Rank.FOUR]
            self.dialog = CardPicker(
                title,
                [(lambda: _("Your 4s"), fours)],
                [
                    Action(lambda: _("Stop with these"), self.four_stop, True, True),
                    Action(lambda: _("Do not stop"), lambda chosen: self.close_and(self.table.apply_human(Pass()))),
                ],
                max_picks=2,
                center=FOUR_STOP_CENTER,
                dim_table=False,
            )
        else:
            self.dialog_for = None

    def name_ranks(self, ranks: list[Rank]) -> None:
        for rank in ranks:
            reason = self.table.apply_human(NameRank(rank))
            if reason is not None:
                self.close_and(reason)
                return
        pending = self.state.pending
        if pending is not None and pending.kind is ChoiceKind.NAME_RANKS and self.table.is_human(pending.seat):
            self.close_and(self.table.apply_human(Done()))
        else:
            self.close_and(None)

    def nero_take_card(self, chosen: list[Card]) -> None:
        card = chosen[0]
        zone = Zone.TABLE if card in self.state.table_cards else Zone.DISCARD
        self.close_and(self.table.apply_human(TakeCard(zone, card)))

    def four_stop(self, chosen: list[Card]) -> None:
        move = PlayCards(tuple(chosen))
        if move not in self.table.human_moves():
            reason = self.table.refusal(chosen)
            if isinstance(self.dialog, CardPicker):
                self.dialog.refuse(lambda: reason.render(_, ngettext))
            else:
                self.show_message(reason)
            return
        self.close_and(self.table.apply_human(move))

    def on_takeover(self) -> None:
        """The computer plays the seat now: an open picker closes with the selection."""
        super().on_takeover()
        self.dialog, self.dialog_for = None, None
        self.refresh_buttons()

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            self.refresh_buttons()
            return True
        if self.dialog is not None:
            self.dialog.handle_event(event)
            self.refresh_buttons()
            return True
        self.hand_play.handle_event(event)
        return True

    def handle_key(self, key: int) -> None:
        """A key the hand's cursor does not use."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.play_button.enabled:
                self.confirm()
            elif self.hand_choice_reason() is not None:
                self.show_message(Phrase.of(N_("Select the cards first, or press None")))
        elif key == pygame.K_p:
            if self.pass_button.enabled:
                self.pass_or_skip()
        elif key == pygame.K_h:
            self.hint()
        elif key == pygame.K_ESCAPE:
            self.hand_play.escape(self.escape)

    def update(self, dt_ms: int) -> None:
        if self.dialog is None and not self.log_open:
            super().update(dt_ms)
            self.hand_play.run_autopass(dt_ms, self.nothing_beats() and not self.table.busy)
        self.play_sounds()
        pending = self.table.human_choice()
        if pending is None and self.dialog_for is not None:
            self.dialog, self.dialog_for = None, None
        # A choice opens only once the announcements of the play that asked it have shown
        # (the 8 Cut comes before the 4 Stop window it opens); the table runs until then.
        ready = not self.table.busy
        if (
            ready
            and pending is not None
            and self.dialog is None
            and pending.kind not in HAND_CHOICES
            and pending.kind is not ChoiceKind.EXCHANGE
        ):
            self.open_choice(pending)
        self.refresh_buttons()
        if self.table.round_over and not self.table.busy:
            self.end_ms += dt_ms
            if self.end_ms >= END_PAUSE_MS:
                self.app.switch("climbing_scoring")
        elif self.state.phase == Phase.EXCHANGE and not self.table.round_over:
            self.app.switch("exchange")

    def play_sounds(self) -> None:
        """A play or pass sound for each newly shown move, then one cut-in sting if rule
        announcements were queued since the last frame."""
        for action in self.watch.new(self.table.shown):
            self.app.sound.play(Sfx.PASS if isinstance(action.move, Pass) else Sfx.PLAY)
        fired = self.table.fired_count
        if fired > self.cut_ins:
            self.app.sound.play(Sfx.CUT_IN)
        self.cut_ins = fired

    def autoplay(self, frame: int) -> None:
        """The computer plays every seat; keep a picture of a cut-in (fully in) over a busy
        table (the first round's end is kept in case no cut-in comes in the whole run)."""
        cut = self.showing_cut_in()
        if cut is not None and cut.fully_in and len(self.table.shown) >= 2 and frame > 0:
            self.app.capture()
        elif self.table.round_over and not self.table.busy and not self.motion.busy and self.end_ms > 0:
            self.app.capture_spare()

    # -- drawing ------------------------------------------------------------------------------
    def moving(self) -> bool:
        return self.hand_play.counting_down

    def draw_center(self, surface: pygame.Surface) -> None:
        """What the table waits for; nothing while a window is open (its title says it)."""
        state = self.state
        if self.table.round_over or state.phase != Phase.PLAY or self.dialog is not None:
            return
        pending = state.pending
        seat = state.current_player
        if pending is not None:
            line = self.table.choice_prompt(pending).render(_, ngettext)
        elif state.top is not None and state.top_seat == self.viewer:
            line = _("To beat: {play} (yours)").format(play=state.top.describe().render(_, ngettext))
        elif state.top is not None and state.top_seat is not None:
            top = state.top_seat
            about = about_seat(top, self.viewer, TO_BEAT, self.table.seat_label(top), play=state.top.describe())
            line = about.render(_, ngettext)
        elif seat is not None:
            human, name = self.table.is_human(seat), self.table.seat_label(seat)
            lead = lead_caption(seat, self.viewer, human, name, self.table.options.sequence)
            line = lead.render(_, ngettext)
        else:
            return
        self.caption(surface, line)

    def draw_message(self, surface: pygame.Surface) -> None:
        """The refusal message; else, in a hand choice with nothing selected, why the button is
        off. Neither while a rule's banner holds the band."""
        reason = self.hand_choice_reason()
        if self.message is None and reason is not None and self.table.announcement is None:
            face = text.fitted(reason, self.message_font, self.message_width, theme.INK, bold=True)
            felt.on_dark(surface, face, face.get_rect(center=self.message_center), self.message_pad, radius=10)
            return
        super().draw_message(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.hand_play.draw_caption(surface)
        if self.dialog is not None:
            with text.layer("dialog"):
                self.dialog.draw(surface)

"""The tutorial scene: one guided deal of Dou Dizhu or Daifugo at a scripted table
(:mod:`game.table.tutorial`).

It only draws the lesson and routes input; the lesson's table decides. The player plays it
as at every table: the hand (:class:`~game.ui.common.widgets.hand.HandView`) and the hand
controller (:class:`~game.ui.common.hand_play.HandPlay`: input, the selection's readings,
settling a move) send moves to the table, which refuses a wrong one with the step's hint. Layout (1280x720): the title
and Skip at the top; every seat's panel in one row in turn order (you first, the next player
to your right) with what it showed in the current trick or auction under it, and in Dou Dizhu
the bottom cards at the right (face down until the auction ends); the coach panel with the
step's text (and the hint after a wrong try); the buttons (Back, Show me, Pass, Play, Next;
during the auction the bids instead of Play; in a B.5 step of the Dou Dizhu lesson's second
deal, call and grab, doubling, the open hand, the table's stake buttons
(:class:`~game.ui.doudizhu.stake_step.StakeButtons`) instead of Show me, Pass and Play; on the
last step also the other game's lesson); the hand, with a gold arrow over each card the step
points at, and a gold ring around the button a pass, a bid or a stake step asks for.

Keys: Left / Right move the hand's cursor, Space picks the card under it, Enter plays the
selection (or goes on, on a step with nothing to do), P passes, 1 to 3 bid in the auction, H
picks the cards the arrows point at; in a stake step the stake buttons' keys (Y, N, D, S, O,
the focus ring and Enter) as at the table; Backspace goes back a step, Escape leaves the
tutorial. Leaving (Skip, Escape) or finishing sets ``settings.tutorial_seen``, so the menu
stops offering the tutorial at start.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.doudizhu.stakes import StakeStep
from game.core.cards import Card
from game.core.reason import Phrase, Reason
from game.doudizhu.moves import Bid, StakeMove
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from game.i18n import _, ngettext, pgettext
from game.table.doudizhu.controller import STAKE_MOVES
from game.table.registry import Family, entry
from game.table.selection import SelectionStatus
from game.table.shows import ShownAction
from game.table.tutorial import DouDizhuLesson, Lesson, lesson_of
from game.table.tutorial_script import SCRIPTS
from game.ui.common import theme
from game.ui.common.hand_play import CaptionBand, HandPlay
from game.ui.common.scene import Scene
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.hand import HandView
from game.ui.doudizhu.stake_step import AUCTION_STEPS, PLAY_STEPS, StakeButtons, stake_label

if TYPE_CHECKING:
    from game.ui.common.host import Host

HAND_AREA = pygame.Rect(36, 560, 1208, 130)
SEAT_Y = 54
SEAT_SIZE = (280, 60)
SEAT_SPACING = 304
PLAY_Y = 122
PLAY_STEP = 26
COACH = pygame.Rect(120, 212, 1040, 232)
GAP = 8
"""Between the step's text and the hint."""
BUTTON_Y = 456
BID_X, BID_WIDTH, BID_GAP = 650, 124, 8
"""The bid buttons, where Play is outside the auction."""
BOTTOM_CENTER = (1180, 54)
"""The top middle of the bottom cards' label (Dou Dizhu)."""
ARROW = (22, 24)
CAPTION_BAND = CaptionBand.over_hand(640, BUTTON_Y + 46, HAND_AREA.y)
"""Where a caption over the hand would go (the lesson shows none: its text says what to play)."""


class TutorialScene(Scene):
    """The guided deal (see the module docstring)."""

    name = "tutorial"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.lesson: Lesson = lesson_of(Family.DOUDIZHU)
        self.hand = HandView(HAND_AREA)
        self.hand_play = HandPlay(self, CAPTION_BAND, auto_pass=False)
        self.refusal: Phrase | None = None
        """The table's refusal of the last try: the step's hint, with the engine's reason."""
        self.focused_step: int | None = None
        """The step whose stake button the focus ring was put on (once, when the step began)."""
        self.back_button = Button(pygame.Rect(40, BUTTON_Y, 150, 46), lambda: _("Back"), self.back, font_size=19)
        self.show_button = Button(pygame.Rect(250, BUTTON_Y, 190, 46), lambda: _("Show me"), self.show_me, font_size=19)
        self.pass_button = Button(pygame.Rect(460, BUTTON_Y, 170, 46), self.pass_label, self.pass_turn, font_size=19)
        self.play_button = Button(
            pygame.Rect(650, BUTTON_Y, 170, 46), lambda: pgettext("cards", "Play"), self.play, accent=True, font_size=19
        )
        self.next_button = Button(pygame.Rect(1070, BUTTON_Y, 170, 46), self.next_label, self.next, accent=True,
                                  font_size=19)
        self.other_button = Button(pygame.Rect(840, BUTTON_Y, 210, 46), self.other_label, self.other_lesson,
                                   font_size=17)
        self.skip_button = Button(pygame.Rect(1110, 8, 150, 36), lambda: _("Skip"), self.leave_tutorial, font_size=17)
        self.bid_buttons = {
            value: Button(pygame.Rect(BID_X + (BID_WIDTH + BID_GAP) * (value - 1), BUTTON_Y, BID_WIDTH, 46),
                          partial(bid_label, value), partial(self.bid, value), accent=True, font_size=19)
            for value in (1, 2, 3)
        }
        self.stakes = StakeButtons(self.stake_step, self.stake_rules, self.stake_moves, self.take_stake, self._settle,
                                   BUTTON_Y, AUCTION_STEPS | PLAY_STEPS)
        self.buttons = [self.back_button, self.show_button, self.pass_button, self.play_button,
                        *self.bid_buttons.values(), *self.stakes.buttons.values(), self.other_button,
                        self.next_button, self.skip_button]

    # -- what the hand controller asks (:class:`~game.ui.common.hand_play.PlayScreen`) ------------
    @property
    def table(self) -> Lesson:
        return self.lesson

    def show_message(self, phrase: Phrase) -> None:
        self.refusal = phrase

    def clear_message(self) -> None:
        self.refusal = None

    def compute_status(self, cards: Sequence[Card]) -> SelectionStatus:
        return self.lesson.selection_status(cards)

    # -- what the stake buttons ask ------------------------------------------------------------
    def ddz_lesson(self) -> DouDizhuLesson | None:
        return self.lesson if isinstance(self.lesson, DouDizhuLesson) else None

    def stake_step(self) -> StakeStep | None:
        """The B.5 step the lesson's deal waits on (only the Dou Dizhu lesson has them)."""
        lesson = self.ddz_lesson()
        return None if lesson is None else lesson.stake_step()

    def stake_rules(self) -> TableRules:
        lesson = self.ddz_lesson()
        assert lesson is not None, "stake buttons show only at the Dou Dizhu lesson"
        return lesson.state.rules

    def stake_moves(self) -> Sequence[StakeMove]:
        """The choices open now: none on a step the player only reads."""
        lesson = self.ddz_lesson()
        return () if lesson is None or lesson.step.expect is None else lesson.human_stakes()

    def take_stake(self, move: StakeMove) -> Reason | None:
        """A stake button: the lesson takes the step's choice (the hint for any other)."""
        lesson = self.ddz_lesson()
        assert lesson is not None, "stake buttons show only at the Dou Dizhu lesson"
        reason = lesson.human_stake(move)
        if reason is None:
            self._settle(None)
        return reason

    def stake_button(self, move: StakeMove) -> Button | None:
        """The shown button of ``move`` (the step's gold ring goes around it)."""
        return next((button for choice, button in self.stakes.buttons.items()
                     if choice.move == move and button.visible), None)

    # -- scene steps ------------------------------------------------------------------------------
    def enter(self, **kwargs: Any) -> None:
        family = kwargs.get("family")
        self.lesson = lesson_of(family if isinstance(family, Family) else entry(self.app.settings.game).family)
        self.refusal = None
        self.hand.clear_selection()
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        """The hand and the buttons after every change of the lesson."""
        self.hand.set_cards(self.lesson.hand())
        acting = self.lesson.step.expect is not None
        bidding = self.lesson.bidding
        self.stakes.refresh()
        staking = self.stakes.showing
        expect = self.lesson.step.expect
        asked = None if expect is None or expect.stake is None else self.stake_button(expect.stake)
        if asked is not None and self.focused_step != self.lesson.index:
            self.stakes.focus.focus_button(asked)
            self.focused_step = self.lesson.index
        self.hand.interactive = acting and not bidding and not staking
        self.back_button.enabled = self.lesson.index > 0
        self.pass_button.enabled = self.play_button.enabled = acting
        self.show_button.enabled = acting and bool(self.lesson.pointed())
        self.pass_button.visible = self.show_button.visible = not staking
        self.play_button.visible = not bidding and not staking
        for button in self.bid_buttons.values():
            button.visible, button.enabled = bidding, acting
        self.next_button.enabled = self.lesson.may_go_on()
        self.other_button.visible = self.lesson.is_last

    def pass_label(self) -> str:
        return _("No bid") if self.lesson.bidding else _("Pass")

    def next_label(self) -> str:
        return _("Finish") if self.lesson.is_last else _("Next")

    def other_family(self) -> Family:
        return Family.CLIMBING if self.lesson.script.family is Family.DOUDIZHU else Family.DOUDIZHU

    def other_label(self) -> str:
        return _(SCRIPTS[self.other_family()].title)

    def other_lesson(self) -> None:
        """From the last step of one lesson straight to the other family's lesson."""
        self.enter(family=self.other_family())

    # -- actions ---------------------------------------------------------------------------------
    def _settle(self, reason: Phrase | None) -> None:
        self.hand_play.settle(reason)
        self.refresh_buttons()

    def play(self) -> None:
        """Play the selection as a table does (its first reading; nothing selected is
        refused as such, with the lesson's hint)."""
        readings, reason = self.hand_play.readings(object)
        if readings:
            reason = self.lesson.play_reading(readings[0], self.hand.selected_cards())
        self._settle(reason)

    def pass_turn(self) -> None:
        self._settle(self.lesson.pass_turn())

    def bid(self, value: int) -> None:
        self._settle(self.lesson.bid(value))

    def show_me(self) -> None:
        self.hand.select_only(self.lesson.pointed())

    def next(self) -> None:
        if self.lesson.next():
            self.refusal = None
            if self.lesson.done:
                self.leave_tutorial()
                return
        self.refresh_buttons()

    def back(self) -> None:
        previous = self.lesson.back()
        if previous is not None:
            self.lesson = previous
            self.refusal = None
            self.hand.clear_selection()
        self.refresh_buttons()

    def leave_tutorial(self) -> None:
        """Skip or finish: the tutorial counts as seen, back to the menu."""
        self.app.settings.tutorial_seen = True
        self.app.save_settings()
        self.app.switch("menu")

    def handle_event(self, event: pygame.event.Event) -> None:
        self.hand_play.handle_event(event)

    def handle_key(self, key: int) -> None:
        """A key the hand's cursor does not use (in a stake step the stake buttons' first)."""
        if self.lesson.step.expect is not None and self.stakes.handle_key(key):
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.next() if self.lesson.may_go_on() else self.play()
        elif key == pygame.K_p:
            self.pass_turn()
        elif key in BID_KEYS and self.lesson.bidding:
            self.bid(BID_KEYS[key])
        elif key == pygame.K_h:
            self.show_me()
        elif key == pygame.K_BACKSPACE:
            self.back()
        elif key == pygame.K_ESCAPE:
            self.leave_tutorial()

    def autoplay(self, frame: int) -> None:
        """Walk through the lesson, one action every few frames (the right move each time)."""
        if frame % 8 != 7:
            return
        if self.lesson.may_go_on():
            if self.lesson.is_last:
                self.app.capture()
            self.next()
        elif not self.hand.selected and self.lesson.pointed():
            self.show_me()
        else:
            expect = self.lesson.step.expect
            assert expect is not None  # may_go_on is false: the step waits for a move
            if expect.stake is not None:
                self.stakes.choose(expect.stake)
            elif expect.is_bid:
                self.bid(expect.bid or 0)
            elif expect.is_pass:
                self.pass_turn()
            else:
                self.play()

    # -- drawing ---------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.lesson.seat_label(seat).render(_, ngettext)

    def seat_rect(self, seat: int) -> pygame.Rect:
        players = self.lesson.script.players
        left = 640 - SEAT_SPACING * (players - 1) // 2
        rect = pygame.Rect((0, 0), SEAT_SIZE)
        rect.midtop = (left + SEAT_SPACING * seat, SEAT_Y)
        return rect

    def role_text(self, seat: int) -> str | None:
        state = self.lesson.state
        if isinstance(state, DealState) and state.landlord is not None:
            return _("Landlord") if seat == state.landlord else _("Farmer")
        return None

    def draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        rect = self.seat_rect(seat)
        acting = self.lesson.state.current_player == seat
        felt.panel(surface, rect, edge=theme.GOLD if acting else theme.PANEL_EDGE)
        count = len(self.lesson.state.hands[seat])
        name = self.seat_name(seat)
        role = self.role_text(seat)
        title = _("{seat}, {role}").format(seat=name, role=role) if role else name
        face = text.fitted(title, 19, rect.width - 24, theme.GOLD if acting else theme.INK, bold=True)
        text.blit_at(surface, face, (rect.centerx, rect.y + 6), "midtop")
        held = ngettext("{count} card", "{count} cards", count).format(count=count)
        face = text.fitted(held, 16, rect.width - 24, theme.INK_DIM)
        text.blit_at(surface, face, (rect.centerx, rect.bottom - 6), "midbottom")
        shown = self.lesson.shown.get(seat)
        if shown is None:
            return
        cards = self.lesson.shown_cards(seat)
        if not cards:
            face = text.render(action_label(shown), 20, theme.INK_DIM, bold=True)
            text.blit_at(surface, face, (rect.centerx, PLAY_Y + 24), "midtop")
            return
        draw_cards(surface, list(cards), rect.centerx, PLAY_Y, face_up=True)

    def draw_bottom(self, surface: pygame.Surface) -> None:
        """Dou Dizhu's bottom cards at the top right: face down in the auction, then face up."""
        state = self.lesson.state
        if not isinstance(state, DealState) or not state.bottom:
            return
        x, y = BOTTOM_CENTER
        face = text.fitted(_("Bottom cards"), 16, 180, theme.INK_DIM, bold=True)
        text.blit_at(surface, face, (x, y), "midtop")
        draw_cards(surface, list(state.bottom), x, y + face.get_height() + 4, face_up=state.bottom_revealed)

    def hint_text(self) -> str | None:
        """The refusal of the last try: the step's hint, with the engine's reason when it has one."""
        return None if self.refusal is None else self.refusal.render(_, ngettext)

    def draw_coach(self, surface: pygame.Surface) -> None:
        """The coach panel: the step counter, the step's text, the hint after a wrong try and
        the keys; the text shrinks (down to 14 px) until all of it fits."""
        felt.panel(surface, COACH, alpha=210, edge=theme.GOLD)
        counter = _("Step {number} of {total}").format(number=self.lesson.index + 1, total=self.lesson.count)
        text.blit_at(surface, text.render(counter, 16, theme.GOLD, bold=True), (COACH.x + 20, COACH.y + 12))
        body, hint = self.lesson.text().render(_, ngettext), self.hint_text()
        room, width = COACH.height - 74, COACH.width - 40
        size = 20
        while True:
            lines = text.wrap(body, size, width)
            hints = text.wrap(hint, size - 1, width, bold=True) if hint else []
            height = (len(lines) + len(hints)) * (text.line_height(body, size) + 2) + (GAP if hints else 0)
            if height <= room or size <= 14:
                break
            size -= 1
        step = text.line_height(body, size) + 2
        y = COACH.y + 38
        for line in lines:
            text.blit_at(surface, text.render(line, size, theme.INK), (COACH.x + 20, y))
            y += step
        y += GAP
        for line in hints:
            text.blit_at(surface, text.render(line, size - 1, theme.WARN, bold=True), (COACH.x + 20, y))
            y += step
        if self.stakes.showing:
            keys = _("Keys: Y says yes to the step, N says no, D doubles, S super doubles, O shows the hand, "
                     "Enter goes on, Backspace goes back.")
        else:
            keys = _("Keys: Left and Right move along the hand, Space picks a card, Enter plays or goes on, "
                     "P passes, 1 to 3 bid, H shows the cards, Backspace goes back.")
        face = text.fitted(keys, 14, width, theme.INK_DIM)
        text.blit_at(surface, face, (COACH.x + 20, COACH.bottom - 10), "bottomleft")

    def draw_arrows(self, surface: pygame.Surface) -> None:
        """A gold arrow over the visible strip of every card the step asks for; a gold ring
        around Pass, the bid or the stake button when the step asks for a pass, a bid or a
        B.5 choice."""
        expect = self.lesson.step.expect
        asked = None
        if expect is not None and expect.stake is not None:
            asked = self.stake_button(expect.stake)
        elif expect is not None:
            asked = self.pass_button if expect.is_pass else self.bid_buttons.get(expect.bid or 0)
        if asked is not None:
            pygame.draw.rect(surface, theme.GOLD, asked.rect.inflate(10, 10), width=3, border_radius=14)
        pointed = set(self.lesson.pointed())
        strip = min(self.hand.card_size[0], int(self.hand.step()))
        for card, rect in zip(self.hand.cards, self.hand.card_rects(), strict=True):
            if card not in pointed:
                continue
            x, tip = rect.x + strip // 2, rect.y - 4
            half, height = ARROW[0] // 2, ARROW[1]
            points = [(x - half, tip - height), (x + half, tip - height), (x, tip)]
            pygame.draw.polygon(surface, theme.GOLD, points)
            pygame.draw.polygon(surface, theme.INK_DARK, points, width=2)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        title = text.fitted(_(self.lesson.script.title), 24, 900, theme.GOLD, bold=True)
        text.blit_at(surface, title, (24, 12))
        order = getattr(self.lesson.state, "order", None)
        if order is not None and order.reversed:
            line = _("Revolution: the 3 is the strongest rank, the 2 the weakest.")
            badge = text.fitted(line, 17, 560, theme.WARN, bold=True)
            text.blit_at(surface, badge, (1090, 26), "midright")
        for seat in range(self.lesson.script.players):
            self.draw_seat(surface, seat)
        self.draw_bottom(surface)
        self.draw_coach(surface)
        for button in self.buttons:
            button.draw(surface)
        if self.lesson.step.expect is not None:
            self.stakes.draw_focus(surface)
        self.hand.draw(surface)
        self.draw_arrows(surface)


BID_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3}


def bid_label(value: int) -> str:
    return _("Bid {value}").format(value=value)


def action_label(shown: ShownAction[object]) -> str:
    """What a seat's action without cards says: its bid, no bid, its B.5 choice or a pass."""
    move = shown.move
    if isinstance(move, STAKE_MOVES):
        return stake_label(move) or _("Pass")
    if isinstance(move, Bid) and not move.is_pass:
        return bid_label(move.value)
    return _("No bid") if isinstance(move, Bid) else _("Pass")


def draw_cards(surface: pygame.Surface, cards: list[Card], centerx: int, top: int, face_up: bool) -> None:
    """Small cards in a fanned row centred on ``centerx`` (faces, or backs)."""
    size = theme.SMALL_CARD_SIZE
    width = size[0] + PLAY_STEP * (len(cards) - 1)
    area = pygame.Rect(centerx - width // 2, top, width, size[1])
    for i, card in enumerate(cards):
        art = card_art.face(card, size) if face_up else card_art.back(size)
        surface.blit(art, (area.x + PLAY_STEP * i, area.y))
    text.cards(area)

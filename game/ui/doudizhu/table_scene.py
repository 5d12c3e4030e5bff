"""What the bidding and play scenes share: the table around the human's hand.

Drawn every frame from the engine state (through the table controller): the top bar
with the session score, the bottom cards, the deal's stakes, each opponent's panel
(name, role, card count, whose turn), each seat's last action in the current trick or
auction, the human's hand and a message line for refusals. Key L (or the Log button)
opens the deal's event log (the shared :class:`~game.ui.common.widgets.log_panel.LogPanel`
over the controller's ``log``). Subclasses add their buttons and keys. All texts go through
``_``/``ngettext`` at draw time and are cached as surfaces by the text module, so a frame
stays cheap.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.doudizhu.stakes import StakeStep
from game.core.cards import Card
from game.core.reason import Reason
from game.doudizhu.clock import TableClock
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Move, Pass, StakeMove
from game.doudizhu.rules import CALL_GRAB_BASE, BiddingKind, DoublingKind
from game.doudizhu.state import DealState, Phase
from game.i18n import _, current_language, ngettext
from game.table import registry
from game.table.card_counter import CardCounter, doudizhu_counter
from game.table.clock_view import is_urgent, pulse
from game.table.cut_ins import stake_cut_in
from game.table.doudizhu import result_text
from game.table.doudizhu.captions import stake_caption
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.play_text import WILD_DOES, stand_in_label, wild_badge
from game.ui.common import theme
from game.ui.common.cut_in_art import draw_cut_in_art
from game.ui.common.hand_table_scene import HandTableScene
from game.ui.common.motion import FLIGHT_MS, FLIP_MS, Flight, FlightKind, Tween, deal_flights
from game.ui.common.sound import Sfx
from game.ui.common.table_toggles import TableToggles, TogglePlace
from game.ui.common.takeover_switch import BadgePlace
from game.ui.common.widgets import card_rows, felt, text, top_bar
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets.badge import draw_low_cards
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.log_panel import LogPanel
from game.ui.common.widgets.seats import SeatPlace, place_of
from game.ui.doudizhu.stake_step import StakeButtons, stake_label

if TYPE_CHECKING:
    from game.ui.common.host import Host

VIEWER = 0
"""The seat drawn at the bottom with its hand face up (the human, or seat 0 in autoplay)."""
HAND_AREA = pygame.Rect(36, 560, 1208, 130)
BOTTOM_PANEL = pygame.Rect(24, 50, 330, 112)
STATUS_PANEL = pygame.Rect(926, 50, 330, 112)
MESSAGE_BAND = (426, 454)
"""The message line's band (top, bottom): between the caption under the viewer's played
cards and the buttons."""
MESSAGE_WIDTH = 760
"""Clear of the viewer's panel on the left."""
BUTTON_Y = 456
ANNOUNCEMENT_FONT = 26
BUTTON_SIZE = (170, 50)
DECK_CENTER = (640, 300)
"""Where the deck lies while the cards are dealt."""
CUT_IN_BAND = pygame.Rect(232, 164, 816, 46)
"""Where a cut-in sweeps through: the caption's strip between the side seats' panels, under
the top panels and over every seat's played cards; the caption waits while it shows."""


CAPTION_WIDTH = 760
COUNTER_RECT = pygame.Rect(900, 362, 356, 64)
"""The card counter strip: under the right seat's played cards and its low-cards pill, above the message line."""
TAKEOVER_RECT = pygame.Rect(1046, 468, 210, 40)
"""The takeover button: right of the action buttons, above the hand."""
WILD_RECT = pygame.Rect(24, 350, 292, 80)
"""The wild rank's badge: above the viewer's panel, under the left seat's, left of the widest
row of the viewer's played cards (which starts at x 320)."""
WILD_LINES = 2
"""Lines the sentence under the badge may take."""
DOTS_MS = 300
"""The step of an opponent's "thinking" dots."""


def caption_y(players: int) -> int:
    """Top of the line that says what the table waits for (below the far seat, if any)."""
    return 176 if players == 3 else 170


def caption_room(place: SeatPlace, cards_width: int) -> int:
    """How wide the caption under a seat's played cards may be."""
    side = place.action_anchor in ("midright", "midleft")
    return max(cards_width, min(place.action_width, 300) if side else place.action_width)


def caption_rect(place: SeatPlace, cards: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """Where the caption goes under a seat's played cards: side seats keep it to the
    cards' outer edge (never into the seat's panel), other seats centre it."""
    rect = pygame.Rect((0, 0), size)
    if place.action_anchor == "midright":
        rect.topright = (cards.right, cards.bottom + 2)
    elif place.action_anchor == "midleft":
        rect.topleft = (cards.x, cards.bottom + 2)
    else:
        rect.midtop = (cards.centerx, cards.bottom + 2)
    return rect


TOGGLES = TogglePlace(
    COUNTER_RECT,
    TAKEOVER_RECT,
    BadgePlace((place_of(VIEWER, VIEWER, 3).panel.centerx, place_of(VIEWER, VIEWER, 3).panel.top - 4)),
)


class TableScene(HandTableScene):
    """Base of the bidding and play scenes."""

    message_center = (640, sum(MESSAGE_BAND) // 2)
    message_height = MESSAGE_BAND[1] - MESSAGE_BAND[0]
    message_width = MESSAGE_WIDTH
    message_pad = (24, 6)

    def __init__(self, app: Host) -> None:
        super().__init__(app, HAND_AREA)
        self.log = LogPanel()
        self._log_button = Button(pygame.Rect(1000, 6, 130, 34), lambda: _("Log (L)"), self.log.toggle, font_size=17)
        self.toggles = TableToggles(app, lambda: self.table, TOGGLES, self.card_counter, self.on_takeover)
        self.stakes_seen = 0
        """How many of the deal's stake events have had their cut-in (:meth:`watch_stakes`)."""
        self.stakes = StakeButtons(
            self.stake_step,
            lambda: self.table.rules,
            self.human_stakes,
            self.stake_human,
            self.show_message,
            BUTTON_Y,
            self.stake_steps,
        )

    # -- shared state -------------------------------------------------------------------------
    @property
    def table(self) -> TableController:
        table = self.app.current_session.table
        assert table is not None
        return table

    @property
    def state(self) -> DealState:
        return self.table.state

    def card_counter(self) -> CardCounter | None:
        return doudizhu_counter(self.state.observation(VIEWER))

    stake_steps: frozenset[StakeStep] = frozenset()
    """The B.5 steps whose buttons this scene shows."""

    def stake_step(self) -> StakeStep | None:
        """The B.5 step the deal waits on (the session's table of the moment)."""
        return self.table.stake_step()

    def human_stakes(self) -> Sequence[StakeMove]:
        """The B.5 moves the human may make now."""
        return self.table.human_stakes()

    def stake_human(self, move: StakeMove) -> Reason | None:
        """The human's B.5 choice, through the controller (a refusal changes nothing)."""
        return self.table.human_stake(move)

    def stake_event(self, event: pygame.event.Event) -> bool:
        """While a B.5 step runs: its buttons and keys take the event (True when used)."""
        self.stakes.refresh()
        if not self.stakes.showing:
            return False
        if dispatch(self.stakes.visible_buttons(), event):
            return True
        return event.type == pygame.KEYDOWN and self.stakes.handle_key(event.key, getattr(event, "mod", 0))

    def draw_stake_caption(self, surface: pygame.Surface) -> bool:
        """The centre line of a B.5 step of this scene (whose choice it is); False when none runs."""
        step = self.table.stake_step()
        seat = self.state.current_player
        if step not in self.stake_steps or step is None or seat is None:
            return False
        human = self.table.human_to_act()
        offers_super = self.table.rules.doubling is DoublingKind.SUPER
        caption = stake_caption(step, seat, VIEWER, human, self.table.seat_label(seat), offers_super)
        self.draw_caption(surface, caption.render(_, ngettext))
        return True

    def button_row(self, count: int) -> list[pygame.Rect]:
        """``count`` button rects centred under the table."""
        width, height = BUTTON_SIZE
        gap = 18
        total = count * width + (count - 1) * gap
        left = 640 - total // 2
        return [pygame.Rect(left + i * (width + gap), BUTTON_Y, width, height) for i in range(count)]

    # -- scene steps ---------------------------------------------------------------------------
    def sync_hand(self) -> None:
        self.hand.set_cards(self.state.hands[VIEWER])
        self.hand.wild_rank = self.state.wild_rank
        self.hand.interactive = self.table.human_seat == VIEWER

    def enter(self, **kwargs: Any) -> None:
        self.log.close()
        super().enter(**kwargs)
        self.stakes_seen = len(self.state.stake_events)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A tap skipping a cut-in or the deal, the top-bar buttons and the log; True when the
        event was used here."""
        self.skip_motion(event)
        if dispatch([self._menu_button, self._log_button], event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.log.toggle()
            return True
        if self.log.handle_event(event):
            return True
        return self.toggles.handle_event(event)

    # -- drawing ---------------------------------------------------------------------------------
    def moving(self) -> bool:
        """A clock runs: the turn's bar and the seconds left change with game time."""
        return self.state.clock is not None and self.state.phase != Phase.OVER

    def thinking_step(self) -> int | None:
        """While an opponent is to act, its "thinking" dots step every :data:`DOTS_MS` of game
        time (autoplay shows all three dots)."""
        seat = self.state.current_player
        if self.app.autoplay or seat is None or seat == VIEWER or self.state.phase == Phase.OVER:
            return None
        return self.game_ms // DOTS_MS

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        self.draw_top_bar(surface)
        self.draw_bottom_cards(surface)
        self.draw_status(surface)
        self.draw_wild(surface)
        for button in self.buttons:  # under the table's cards: a play flying in from the hand stays in sight
            button.draw(surface)
        self.stakes.draw(surface)
        for seat in range(self.table.num_players):
            if seat != VIEWER:
                self.draw_seat(surface, seat)
            self.draw_action(surface, seat)
        self.draw_viewer(surface)
        self.draw_center(surface)
        self.draw_message(surface)
        self.hand.draw(surface)
        self.toggles.draw(surface)
        self.draw_motion(surface)
        self._menu_button.draw(surface)
        self._log_button.draw(surface)
        self.draw_announcement(surface)
        self.draw_cut_in_art(surface)
        self.draw_overlay(surface)
        with text.layer("log"):
            self.log.draw(surface, self.table.log)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Subclasses draw their dialogs here (under the log)."""

    def title_text(self) -> str:
        return _("{game} - deal {number}").format(
            game=_(registry.entry(self.app.current_session.game).title), number=self.app.current_session.deal_number
        )

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        scores = self.app.current_session.scores()
        parts = [
            _("{name} {points:+d}").format(name=self.seat_name(seat), points=points)
            for seat, points in enumerate(scores)
        ]
        line = _("Session score: {scores}").format(scores="   ".join(parts))
        top_bar.draw_top_bar(surface, top_bar.BarTexts(self.title_text(), 420, line, 19, 540))

    def draw_bottom_cards(self, surface: pygame.Surface) -> None:
        """The bottom cards' panel: one cached :func:`felt.felt_tile` per cards, whether they
        show, the wild rank, the cards out of play, the language and the card look."""
        state = self.state
        key = ("bottom", tuple(state.bottom), state.bottom_revealed, state.wild_rank, len(state.set_aside))
        felt.felt_tile(surface, BOTTOM_PANEL, (*key, current_language(), card_art.look()), self.paint_bottom_cards)

    def paint_bottom_cards(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        felt.panel(surface, panel)
        label = text.fitted(_("Bottom cards"), 17, 150, theme.INK_DIM, bold=True)
        surface.blit(label, (panel.x + 12, panel.y + 6))
        aside = len(self.state.set_aside)
        if aside:
            note = ngettext("{count} card out of play", "{count} cards out of play", aside).format(count=aside)
            face = text.fitted(note, 15, 160, theme.INK_DIM)
            surface.blit(face, face.get_rect(topright=(panel.right - 12, panel.y + 8)))
        size, area = self.bottom_area()
        area = area.move(panel.x - BOTTOM_PANEL.x, panel.y - BOTTOM_PANEL.y)
        self.draw_card_row(surface, list(self.state.bottom), area, size, face_up=self.state.bottom_revealed)

    def bottom_area(self) -> tuple[tuple[int, int], pygame.Rect]:
        """The bottom cards' size and the row they lie in on the bottom panel."""
        size = theme.SMALL_CARD_SIZE if len(self.state.bottom) <= 4 else (46, 65)
        return size, pygame.Rect(BOTTOM_PANEL.x + 12, BOTTOM_PANEL.y + 28, BOTTOM_PANEL.width - 24, size[1])

    def row_step(self, count: int, area: pygame.Rect, size: tuple[int, int]) -> int:
        return min(size[0] + 6, (area.width - size[0]) // max(1, count - 1))

    def seat_source(self, seat: int, card: Card, size: tuple[int, int]) -> tuple[float, float]:
        """Where a card ``seat`` plays comes from: its place in the viewer's hand, or the seat's panel."""
        if seat == VIEWER and card in self.hand_spots:
            return self.hand_spots[card]
        panel = place_of(seat, VIEWER, self.table.num_players).panel if seat != VIEWER else HAND_AREA
        return (panel.centerx - size[0] / 2, panel.centery - size[1] / 2)

    def launch_deal(self) -> None:
        """Cards fly from a deck in the middle to every seat, one at a time round the table."""
        self.sync_hand()
        size = theme.SMALL_CARD_SIZE
        targets: list[list[tuple[Card | None, tuple[float, float]]]] = []
        for seat in range(self.table.num_players):
            if seat == VIEWER:
                rects = self.hand.card_rects()
                targets.append([(card, rect.topleft) for card, rect in zip(self.hand.cards, rects, strict=True)])
            else:
                spot = self.seat_source(seat, self.state.hands[seat][0], size) if self.state.hands[seat] else (0, 0)
                targets.append([(None, spot)] * len(self.state.hands[seat]))
        self.motion.launch(deal_flights(targets, DECK_CENTER, size, self.motion.style))

    def launch_bottom(self) -> None:
        """The bottom cards turn face up and slide into the landlord's hand (marked there a while)."""
        landlord = self.state.landlord
        if landlord is None or not self.state.bottom:
            return
        self.sync_hand()
        size, area = self.bottom_area()
        step = self.row_step(len(self.state.bottom), area, size)
        spots = dict(zip(self.hand.cards, (rect.topleft for rect in self.hand.card_rects()), strict=True))
        style = self.motion.style
        flights = []
        for i, card in enumerate(self.state.bottom):
            spot = spots.get(card) if landlord == VIEWER else None
            end = (float(spot[0]), float(spot[1])) if spot is not None else self.seat_source(landlord, card, size)
            tween = Tween(style.ms(FLIP_MS + FLIGHT_MS), style.ms(90) * i)
            flights.append(
                Flight(
                    card, (area.x + i * step, area.y), end, size, tween, FlightKind.BOTTOM, style.reduced,
                    flip_ms=style.ms(FLIP_MS),
                )
            )
        self.motion.launch(flights)
        if landlord == VIEWER:
            self.motion.mark(self.state.bottom)

    def status_lines(self) -> list[str]:
        """The stakes and table options, in the current language (at most four lines)."""
        state = self.state
        if self.table.rules.bidding is BiddingKind.CALL_GRAB:  # no points auction: the deal's base
            stake = _(result_text.BASE).format(bid=CALL_GRAB_BASE)
        else:
            stake = _("Bid: {bid}").format(bid=state.bid) if state.bid else _("Bid: none yet")
        lines = [
            stake,
            _("Multiplier: x{value}, the hand is open").format(value=state.multiplier)
            if state.opened
            else _("Multiplier: x{value}").format(value=state.multiplier),
        ]
        if state.wild_rank is not None:
            lines.append(_("Wild rank: {rank}").format(rank=card_art.rank_index(state.wild_rank)))
        elif self.table.rules.wild:
            lines.append(_("Wild rank: drawn after the bidding"))
        allowance = self.table.rules.allowance
        if allowance is not None:
            lines.append(
                ngettext(
                    "Farmer wins with {count} card or fewer", "Farmer wins with {count} cards or fewer", allowance
                ).format(count=allowance)
            )
        if state.clock is not None:
            lines.append(self.clock_line(state.clock))
        return lines[:4]

    def draw_wild(self, surface: pygame.Surface) -> None:
        """Once the wild rank is drawn: a violet-edged badge naming it, and what a wild card does."""
        rank = self.state.wild_rank
        if rank is None:
            return
        felt.panel(surface, WILD_RECT, alpha=210, edge=theme.WILD_MARK)
        inner = WILD_RECT.width - 24
        title = text.fitted(wild_badge(rank).render(_, ngettext), 18, inner, theme.WILD_TEXT, bold=True)
        surface.blit(title, (WILD_RECT.x + 12, WILD_RECT.y + 6))
        y = WILD_RECT.y + 8 + title.get_height()
        for line in text.wrap(_(WILD_DOES), 15, inner)[:WILD_LINES]:
            face = text.fitted(line, 15, inner, theme.INK)
            surface.blit(face, (WILD_RECT.x + 12, y))
            y += face.get_height()

    def draw_status(self, surface: pygame.Surface) -> None:
        """The stakes panel: one cached :func:`felt.felt_tile` per lines shown."""
        lines = tuple(self.status_lines())

        def paint(tile: pygame.Surface, panel: pygame.Rect) -> None:
            felt.panel(tile, panel)
            y = panel.y + 10
            for line in lines:
                tile.blit(text.fitted(line, 18, panel.width - 24, theme.INK), (panel.x + 14, y))
                y += 24

        felt.felt_tile(surface, STATUS_PANEL, ("status", lines, current_language()), paint)

    @staticmethod
    def clock_line(clock: TableClock) -> str:
        turn_s = (clock.turn_left_ms + 999) // 1000
        deal_s = (clock.deal_left_ms + 999) // 1000
        return _("Turn {turn} s - deal {minutes}:{seconds:02d}").format(
            turn=turn_s, minutes=deal_s // 60, seconds=deal_s % 60
        )

    def draw_turn_timer(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """A bar along the panel's bottom edge: how much of the turn's time is left. In the
        last seconds (:func:`~game.table.clock_view.is_urgent`) the bar and the panel's ring
        turn red and pulse with game time (the status panel shows the seconds)."""
        clock = self.state.clock
        if clock is None or not clock.turn_ms:
            return
        share = clock.turn_left_ms / clock.turn_ms
        urgent = is_urgent(clock.turn_left_ms)
        beat = pulse(self.game_ms) if urgent else 0.0
        height = 4 + round(3 * beat)
        track = pygame.Rect(panel.x + 10, panel.bottom - 3 - height, panel.width - 20, height)
        pygame.draw.rect(surface, theme.FELT_DARK, track, border_radius=2)
        color = theme.WARN if urgent else theme.GOLD
        pygame.draw.rect(surface, color, (track.x, track.y, round(track.width * share), track.height), border_radius=2)
        if urgent:
            pygame.draw.rect(surface, theme.WARN, panel.inflate(4 + 4 * beat, 4 + 4 * beat), width=3, border_radius=14)

    def role_badge(self, surface: pygame.Surface, seat: int, point: tuple[int, int]) -> int:
        """The landlord / farmer pill at ``point`` (midleft) and, once the seat doubled, its
        factor pill right of it (B.5); the x where they end (``point``'s x before the landlord
        is known)."""
        landlord = self.state.landlord
        if landlord is None:
            return point[0]
        is_landlord = seat == landlord
        label = _("Landlord") if is_landlord else _("Farmer")
        face = text.fitted(label, 16, 150, theme.INK, bold=True)
        pill = face.get_rect(midleft=point).inflate(18, 6)
        pygame.draw.rect(surface, theme.LANDLORD if is_landlord else theme.FARMER, pill, border_radius=pill.height // 2)
        text.backing(face, pill)
        surface.blit(face, face.get_rect(center=pill.center))
        double = self.seat_double(seat)
        if double <= 1:
            return pill.right
        mark = text.fitted(_("x{factor}").format(factor=double), 16, 60, theme.INK_DARK, bold=True)
        badge = mark.get_rect(midleft=(pill.right + 14, pill.centery)).inflate(14, 6)
        pygame.draw.rect(surface, theme.GOLD, badge, border_radius=badge.height // 2)
        text.backing(mark, badge)
        surface.blit(mark, mark.get_rect(center=badge.center))
        return badge.right

    def seat_double(self, seat: int) -> int:
        """``seat``'s double so far (1: none, or not decided)."""
        doubles = self.state.doubles
        double = doubles[seat] if seat < len(doubles) else None
        return 1 if double is None else double

    def open_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` shows face up to everyone: the landlord's hand once opened (B.5)."""
        if not self.state.opened or seat != self.state.landlord:
            return ()
        return tuple(self.state.hands[seat])

    def seat_frame(
        self, surface: pygame.Surface, seat: int, paint: Callable[[pygame.Surface, pygame.Rect], None]
    ) -> tuple[pygame.Rect, bool]:
        """``seat``'s panel with its name and what ``paint(surface, panel)`` adds, one cached
        tile (:func:`felt.felt_tile`, keyed by everything the seat shows: ``paint`` draws only
        from that), ringed in gold with the turn timer while the seat is to act; the panel and
        whether it is. The ring and the timer go over the tile: they change with game time
        and never overlap what the tile holds."""
        panel = place_of(seat, VIEWER, self.table.num_players).panel
        current = self.state.current_player == seat and self.state.phase != Phase.OVER
        landlord = None if self.state.landlord is None else seat == self.state.landlord
        name = self.seat_name(seat)
        key = (
            "seat", name, current, landlord, len(self.state.hands[seat]), self.seat_double(seat),
            self.open_cards(seat) if seat != VIEWER else (), current_language(), card_art.look(),
        )

        def painted(tile: pygame.Surface, spot: pygame.Rect) -> None:
            felt.panel(tile, spot, edge=theme.GOLD if current else theme.PANEL_EDGE)
            room = spot.width - 24
            if seat != VIEWER and self.open_cards(seat):
                room = OPEN_NAME_WIDTH if spot.width > 2 * spot.height else room - OPEN_COUNT_WIDTH - 8
            face = text.fitted(name, 21, room, theme.INK, bold=True)
            tile.blit(face, (spot.x + 12, spot.y + 8))
            paint(tile, spot)

        felt.felt_tile(surface, panel, key, painted)
        if current:
            pygame.draw.rect(surface, theme.GOLD, panel.inflate(4, 4), width=3, border_radius=14)
            self.draw_turn_timer(surface, panel)
        return panel, current

    def draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        count = len(self.state.hands[seat])
        shown = self.open_cards(seat)

        def paint(tile: pygame.Surface, spot: pygame.Rect) -> None:
            count_text = ngettext("{count} card", "{count} cards", count).format(count=count)
            count_face = text.fitted(count_text, 20, 88, theme.GOLD, bold=True)
            wide = spot.width > 2 * spot.height
            if shown:  # the open hand fills the panel; the count moves out of its way
                self.role_badge(tile, seat, (spot.x + 21, spot.y + 52))
                if wide:
                    text.blit_at(tile, count_face, (spot.x + 12, spot.bottom - 14), "midleft")
                else:
                    small = text.fitted(count_text, 17, OPEN_COUNT_WIDTH, theme.GOLD, bold=True)
                    text.blit_at(tile, small, (spot.right - 12, spot.y + 20), "midright")
                draw_open_hand(tile, shown, open_hand_area(spot), self.state.wild_rank)
                return
            self.role_badge(tile, seat, (spot.x + 21, spot.y + 52))
            size = (38, 53)
            backs_x = spot.centerx - 10 if wide else spot.x + 12
            for i in range(min(count, 5)):
                tile.blit(card_art.back(size), (backs_x + i * 9, spot.bottom - size[1] - 12))
            text.blit_at(tile, count_face, (spot.right - 12, spot.bottom - 38), "midright")

        panel, current = self.seat_frame(surface, seat, paint)
        if current and self.state.phase != Phase.OVER and not shown:
            step = self.thinking_step()
            dots = "..." if step is None else "." * (1 + step % 3)
            thinking = _("thinking{dots}").format(dots=dots)
            thinking_face = text.render(thinking, 15, theme.INK_DIM)
            text.blit_at(surface, thinking_face, (panel.right - 12, panel.y + 14), "topright")
        if self.state.phase == Phase.PLAYING:
            draw_low_cards(surface, panel, count)

    def draw_viewer(self, surface: pygame.Surface) -> None:
        count = len(self.state.hands[VIEWER])

        def paint(tile: pygame.Surface, spot: pygame.Rect) -> None:
            count_text = ngettext("{count} card", "{count} cards", count).format(count=count)
            count_face = text.render(count_text, 18, theme.GOLD, bold=True)
            text.blit_at(tile, count_face, (spot.right - 12, spot.y + 20), "midright")
            self.role_badge(tile, VIEWER, (spot.x + 21, spot.y + 60))

        panel = self.seat_frame(surface, VIEWER, paint)[0]
        if self.state.phase == Phase.PLAYING:
            draw_low_cards(surface, panel, count)

    def action_phrase(self, move: Move) -> str:
        if isinstance(move, Bid):
            return _("No bid") if move.is_pass else _("Bid {value}").format(value=move.value)
        if isinstance(move, Pass):
            return _("Pass")
        if isinstance(move, Play):
            return stand_in_label(move)  # the kind, and what any wild card stands for
        label = stake_label(move)
        return label if label is not None else move.describe().render(_, ngettext)

    def draw_action(self, surface: pygame.Surface, seat: int) -> None:
        shown = self.table.shown.get(seat)
        if shown is None:
            return
        if shown.cards:
            self.draw_cards_at(surface, seat, list(shown.cards), self.action_phrase(shown.move))
            return
        place = place_of(seat, VIEWER, self.table.num_players)
        label = text.render(self.action_phrase(shown.move), 26, theme.INK, bold=True)
        box = label.get_rect().inflate(28, 14)
        setattr(box, place.action_anchor, place.action_point)
        rect = label.get_rect(center=box.center)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=box.height // 2)
        text.backing(label, box)
        surface.blit(label, rect)

    def draw_cards_at(self, surface: pygame.Surface, seat: int, cards: list[Card], caption: str) -> None:
        """Face-up small cards in ``seat``'s action place, with a caption under them."""
        place = place_of(seat, VIEWER, self.table.num_players)
        size = theme.SMALL_CARD_SIZE
        step = min(30, max(12, (place.action_width - size[0]) // max(1, len(cards) - 1)))
        width = size[0] + step * (len(cards) - 1)
        area = pygame.Rect(0, 0, width, size[1])
        setattr(area, place.action_anchor, place.action_point)
        wild = self.state.wild_rank
        self.place_row(surface, cards, area.topleft, step, size, lambda card: self.seat_source(seat, card, size), wild)
        text.cards(area, caption)
        name = text.fitted(caption, 15, caption_room(place, width), theme.INK_DIM, bold=True)
        surface.blit(name, caption_rect(place, area, name.get_size()))

    def draw_card_row(
        self,
        surface: pygame.Surface,
        cards: list[Card],
        area: pygame.Rect,
        size: tuple[int, int],
        face_up: bool,
        step: int | None = None,
    ) -> None:
        if not cards:
            return
        if step is None:
            step = self.row_step(len(cards), area, size)
        card_rows.draw_row(surface, area.topleft, cards, size, step, face_up, self.state.wild_rank)

    def draw_caption(self, surface: pygame.Surface, line: str) -> None:
        """One line on a dark pill in the middle of the table, between the seats (not while
        an announcement or a cut-in holds that place)."""
        if self.table.announcement is not None or self.showing_cut_in() is not None:
            return
        face = text.fitted(line, 22, CAPTION_WIDTH, theme.INK, bold=True)
        rect = face.get_rect(midtop=(640, caption_y(self.table.num_players)))
        felt.on_dark(surface, face, rect, (26, 12))

    def draw_cut_in_art(self, surface: pygame.Surface) -> None:
        """The cut-in on show, in :data:`CUT_IN_BAND` (not while an announcement holds it:
        what the clock did matters more; the cut-in's time runs on)."""
        cut = self.showing_cut_in()
        if cut is None or self.table.announcement is not None:
            return
        by = self.table.seat_label(cut.by).render(_, ngettext) if cut.by is not None else None
        draw_cut_in_art(surface, cut, _(cut.title), by, CUT_IN_BAND, self.game_ms)

    def watch_stakes(self) -> None:
        """A cut-in for each new grab and for the hand shown (the deal's stake events)."""
        events = self.state.stake_events
        for event in events[self.stakes_seen :]:
            kind = stake_cut_in(event)
            if kind is not None:
                self.app.sound.play(Sfx.CUT_IN)
                self.start_cut_in(kind, event.seat)
        self.stakes_seen = len(events)

    def draw_announcement(self, surface: pygame.Surface) -> None:
        """The table's announcement in the caption's place, clear of every seat's action."""
        announcement = self.table.announcement
        if announcement is None:
            return
        line = announcement.phrase.render(_, ngettext)
        face = text.fitted(line, ANNOUNCEMENT_FONT, CAPTION_WIDTH, theme.GOLD, bold=True)
        rect = face.get_rect(midtop=(640, caption_y(self.table.num_players) + 6))
        box = rect.inflate(48, 12)
        felt.panel(surface, box, alpha=230, edge=theme.GOLD)
        text.backing(face, box)
        surface.blit(face, rect)


OPEN_NAME_WIDTH = 110
"""How wide an open-handed far seat's name may be (the open cards sit right of it)."""
OPEN_COUNT_WIDTH = 70
"""How wide an open-handed side seat's card count may be (it moves up beside the name)."""
OPEN_CARD_SIZE = (30, 42)
"""The open hand's cards: small, but their corner index reads (B.5, open hand)."""
OPEN_MIN_STEP = 18
OPEN_MAX_ROWS = 4


def open_hand_area(panel: pygame.Rect) -> pygame.Rect:
    """Where a seat panel shows the open hand: under the role badge on a side panel, right
    of the name and badge on a wide (far-side) panel."""
    if panel.width > 2 * panel.height:
        return pygame.Rect(panel.x + 132, panel.y + 6, panel.width - 140, panel.height - 12)
    return pygame.Rect(panel.x + 8, panel.y + 70, panel.width - 16, panel.height - 78)


def draw_open_hand(surface: pygame.Surface, cards: tuple[Card, ...], area: pygame.Rect, wild: object) -> None:
    """``cards`` face up in rows filling ``area``: as few rows as keep each card's index in
    sight (a step of at least ``OPEN_MIN_STEP``), each row overlapping the one above by what ``area`` needs."""
    width, height = OPEN_CARD_SIZE
    rows = 1
    while rows < OPEN_MAX_ROWS and width + (-(-len(cards) // rows) - 1) * OPEN_MIN_STEP > area.width:
        rows += 1
    per_row = -(-len(cards) // rows)
    step_x = min(20, (area.width - width) // max(1, per_row - 1))
    step_y = min(height + 2, (area.height - height) // max(1, rows - 1)) if rows > 1 else 0
    for i, card in enumerate(cards):
        row, col = divmod(i, per_row)
        art = card_art.face(card, OPEN_CARD_SIZE, card.rank == wild)
        surface.blit(art, (area.x + col * step_x, area.y + row * step_y))

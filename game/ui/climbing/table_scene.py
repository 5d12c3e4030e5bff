"""What the climbing-game exchange and play scenes share: the table around the viewer's hand.

Drawn every frame from the engine state (through :class:`ClimbingTable`): the top bar
(game, round, session points, Log and Menu), each opponent's panel on the arc (name,
last round's role, cards left, passed / out, whose turn), each seat's last action in the
trick, the pile in the middle, the status panel (strength order weakest to strongest,
Revolution / J Back / New Order, turn direction, Binding), the viewer's panel, the hand,
a message line for refusals and the announcement of the rule that fired. Key L (or the
Log button) opens the event log.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.climbing.order import StrengthOrder
from game.climbing.roles import Role, role_name
from game.climbing.rules.binding import suit_labels
from game.climbing.state import Phase, SessionState
from game.core.cards import Card
from game.i18n import _, current_language, ngettext
from game.table import registry
from game.table.card_counter import CardCounter, climbing_counter
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.session import ClimbingSession
from game.table.cut_ins import TITLES
from game.ui.climbing import layout
from game.ui.climbing.scoreboard import RoleLook, ScoreboardPanel
from game.ui.common import theme
from game.ui.common.hand_table_scene import HandTableScene
from game.ui.common.motion import CutIn, deal_flights, draw_cut_in
from game.ui.common.table_toggles import TableToggles, TogglePlace
from game.ui.common.takeover_switch import BadgePlace
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, text, top_bar
from game.ui.common.widgets.badge import draw_low_cards
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.log_panel import LogPanel

if TYPE_CHECKING:
    from game.ui.common.host import Host

LOG_PANEL = pygame.Rect(220, 60, 840, 580)
SCORES_BUTTON = pygame.Rect(860, 6, 130, 34)
TITLE_WIDTH = 270
"""The top bar's title; the session points take the rest up to the Scores button."""
CUT_IN_FONT = 34
CUT_IN_HEIGHT = layout.BUTTON_Y - layout.CAPTION_BAND[0] - 4
"""A cut-in fills the caption and message bands, clear of the pile owner's name above and
the buttons below: its title shrinks to fit (one line under it: what fired, and who)."""
CUT_IN_CENTER = (layout.BUTTON_MIDDLE, (layout.CAPTION_BAND[0] + layout.BUTTON_Y - 4) // 2)
ROLE_COLORS: dict[Role, theme.Color] = {
    Role.PRESIDENT: (214, 160, 40),
    Role.PRIME_MINISTER: (120, 150, 200),
    Role.CITIZEN: (90, 120, 100),
    Role.PEASANT: (160, 110, 80),
    Role.BEGGAR: (150, 70, 70),
}
REVOLUTION_COLOR = (200, 60, 60)
J_BACK_COLOR = (150, 60, 190)
NEW_ORDER_COLOR = (40, 130, 170)
BADGE_MIN_FONT = 12
"""The order badges (up to three pills side by side in the status panel) shrink no further."""


def place_name(place: int) -> str:
    """Finishing place as shown on a panel: "1st", "2nd" ..."""
    names = (_("1st"), _("2nd"), _("3rd"), _("4th"), _("5th"), _("6th"))
    return names[place] if place < len(names) else str(place + 1)


COUNTER_RECT = pygame.Rect(layout.STATUS_PANEL.x, 312, layout.STATUS_PANEL.width, 60)
"""The card counter strip: under the right-hand seats, above the status panel."""
TAKEOVER_RECT = pygame.Rect(layout.STATUS_PANEL.right - 244, 378, 244, 38)
TAKEOVER_BADGE = BadgePlace((layout.VIEWER_PANEL.right - 10, layout.VIEWER_PANEL.y + 8), "topright", 150)


def order_badges(order: StrengthOrder) -> list[tuple[str, theme.Color]]:
    """The strength order's badges: Revolution, J Back, New Order, else "Normal order"."""
    badges: list[tuple[str, theme.Color]] = []
    if order.revolution:
        badges.append((_("Revolution"), REVOLUTION_COLOR))
    if order.j_back_clears > 0:
        badges.append((_("J Back"), J_BACK_COLOR))
    if order.new_order is not None:
        new_order = _("New Order from {rank}").format(rank=card_art.rank_index(order.new_order))
        badges.append((new_order, NEW_ORDER_COLOR))
    if not badges:
        badges.append((_("Normal order"), (70, 110, 85)))
    return badges


class ClimbingTableScene(HandTableScene):
    """Base of the climbing exchange and play scenes."""

    show_counter = True
    """False in a scene with no room for the strip (the exchange: nothing is played yet)."""

    message_font = 18
    message_width = 660
    message_center = (layout.BUTTON_MIDDLE, sum(layout.MESSAGE_BAND) // 2)
    message_height = layout.MESSAGE_BAND[1] - layout.MESSAGE_BAND[0]
    message_pad = (24, 8)

    def __init__(self, app: Host) -> None:
        super().__init__(app, layout.HAND_AREA)
        self.log = LogPanel(LOG_PANEL)
        self._log_button = Button(pygame.Rect(1000, 6, 130, 34), lambda: _("Log (L)"), self.toggle_log, font_size=17)
        self.scores = ScoreboardPanel()
        self._scores_button = Button(SCORES_BUTTON, lambda: _("Scores (S)"), self.toggle_scores, font_size=17)
        place = TogglePlace(COUNTER_RECT, TAKEOVER_RECT, TAKEOVER_BADGE, self.show_counter)
        self.toggles = TableToggles(app, lambda: self.table, place, self.card_counter, self.on_takeover)

    # -- shared state -------------------------------------------------------------------------
    @property
    def session(self) -> ClimbingSession:
        return self.app.climbing_session

    @property
    def table(self) -> ClimbingTable:
        table = self.session.table
        assert table is not None
        return table

    @property
    def state(self) -> SessionState:
        """What the scene draws: the finished round while its result waits (``table.view``)."""
        return self.table.view

    @property
    def viewer(self) -> int:
        return self.table.viewer

    def card_counter(self) -> CardCounter | None:
        return climbing_counter(self.state.observation(self.viewer))

    @property
    def log_open(self) -> bool:
        """The log or the scoreboard is open over the table (the table waits meanwhile)."""
        return self.log.open or self.scores.open

    def toggle_log(self) -> None:
        self.scores.close()
        self.log.toggle()

    def toggle_scores(self) -> None:
        self.log.close()
        self.scores.toggle()

    def previous_role(self, seat: int) -> Role | None:
        """The role ``seat`` earned last round (what the exchange and Relief Supplies follow)."""
        results = self.state.results
        if self.table.round_over:
            results = results[:-1]
        return results[-1].roles[seat] if results else None

    # -- scene steps ---------------------------------------------------------------------------
    def enter(self, **kwargs: Any) -> None:
        self.log.close()
        self.scores.close()
        super().enter(**kwargs)

    def sync_hand(self) -> None:
        self.hand.set_cards(self.state.hands[self.viewer])
        self.hand.interactive = self.table.human_seat is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A tap skipping a cut-in or the deal, the top-bar buttons, the log and the scoreboard
        (keys L and S); True when the event was used here."""
        self.skip_motion(event)
        if dispatch([self._menu_button, self._log_button, self._scores_button], event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.toggle_log()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.toggle_scores()
            return True
        if self.scores.handle_event(event) or self.log.handle_event(event):
            return True
        return self.toggles.handle_event(event)

    # -- drawing ---------------------------------------------------------------------------------
    def table_view(self) -> tuple[Hashable, ...]:
        """The announcements waiting (the banner counts them)."""
        return (len(self.table.queue),)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        self.draw_top_bar(surface)
        for button in self.buttons:  # under the table's cards: a play flying in from the hand stays in sight
            button.draw(surface)
        for seat in range(self.table.num_players):
            if seat != self.viewer:
                self.draw_seat(surface, seat)
        self.draw_actions(surface)
        self.draw_pile(surface)
        self.draw_viewer(surface)
        self.draw_status(surface)
        self.draw_center(surface)
        self.draw_message(surface)
        self.hand.draw(surface)
        self.toggles.draw(surface)
        self.draw_motion(surface)
        self.draw_top_buttons(surface)
        self.draw_announcement(surface)
        self.draw_overlay(surface)
        self.draw_panels(surface)

    def draw_top_buttons(self, surface: pygame.Surface) -> None:
        for button in (self._menu_button, self._log_button, self._scores_button):
            button.draw(surface)

    def draw_panels(self, surface: pygame.Surface) -> None:
        """The log or the scoreboard, when open, over everything."""
        with text.layer("log"):
            if self.log.open:
                self.draw_log(surface)
            self.scores.draw(surface, self.table, RoleLook(place_name, ROLE_COLORS))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Subclasses draw their dialogs here (under the log)."""

    def title_text(self) -> str:
        options = self.table.options
        return _("{game} - round {number} of {rounds}").format(
            game=_(registry.entry(self.session.game).title),
            number=self.displayed_round(),
            rounds=options.rounds,
        )

    def displayed_round(self) -> int:
        """The round the table shows (the finished one while its result waits to be seen)."""
        return self.state.round_number

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        scores = self.state.scores
        parts = [
            _("{name} {points:+d}").format(name=self.seat_name(seat), points=points)
            for seat, points in enumerate(scores)
        ]
        line = _("Session points: {scores}").format(scores="   ".join(parts))
        points_right = SCORES_BUTTON.x - 12
        bar = top_bar.BarTexts(self.title_text(), TITLE_WIDTH, line, 18, points_right - TITLE_WIDTH - 36, points_right)
        top_bar.draw_top_bar(surface, bar)

    def role_pill(
        self,
        surface: pygame.Surface,
        role: Role,
        point: tuple[int, int],
        max_width: int = 150,
        anchor: str = "midright",
    ) -> pygame.Rect:
        """Last round's role as a coloured pill with its ``anchor`` at ``point``; returns the pill."""
        label = role_name(role, self.table.options.preset).render(_, ngettext)
        face = text.fitted(label, 15, max_width, theme.INK, bold=True)
        pill = face.get_rect().inflate(16, 6)
        setattr(pill, anchor, point)
        pygame.draw.rect(surface, ROLE_COLORS[role], pill, border_radius=pill.height // 2)
        text.backing(face, pill)
        surface.blit(face, face.get_rect(center=pill.center))
        return pill

    def role_label(self, role: Role | None) -> str | None:
        """A role's name in the table's preset and the current language."""
        return None if role is None else role_name(role, self.table.options.preset).render(_, ngettext)

    def seat_state_text(self, seat: int) -> tuple[str, theme.Color] | None:
        state = self.state
        if seat in state.finished:
            return _("out ({place})").format(place=place_name(state.finished.index(seat))), theme.GOLD
        if seat in state.fallen:
            return _("fallen"), theme.WARN
        if seat in state.passed:
            return _("passed"), theme.INK_DIM
        return None

    def is_current(self, seat: int) -> bool:
        return not self.table.round_over and not self.table.session_over() and self.state.current_player == seat

    def draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        """An opponent's panel: one cached :func:`felt.felt_tile` keyed by everything it shows,
        with the turn's gold ring and the low-cards warning over it."""
        spot = layout.seat_spot((seat - self.viewer) % self.table.num_players, self.table.num_players)
        panel = spot.panel
        current = self.is_current(seat)
        name = self.seat_name(seat)
        role = self.previous_role(seat)
        status = self.seat_state_text(seat)
        if status is None and current:
            status = (_("thinking..."), theme.INK_DIM)
        count = len(self.state.hands[seat])
        key = ("climbing seat", name, current, role, self.role_label(role), status, count, current_language())
        shown = (name, current, role, status, count)
        felt.felt_tile(surface, panel, key, lambda tile, rect: self.paint_seat(tile, rect, *shown))
        if current:
            pygame.draw.rect(surface, theme.GOLD, panel.inflate(4, 4), width=3, border_radius=14)
        if self.state.phase == Phase.PLAY:
            draw_low_cards(surface, panel, count)

    def paint_seat(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        name: str,
        current: bool,
        role: Role | None,
        status: tuple[str, theme.Color] | None,
        count: int,
    ) -> None:
        """What an opponent's panel holds: name, last round's role, its state, backs and count."""
        felt.panel(surface, panel, edge=theme.GOLD if current else theme.PANEL_EDGE)
        text.panel(panel, name)
        name_width = panel.width - 24
        if role is not None:
            pill = self.role_pill(surface, role, (panel.right - 10, panel.y + 19), 100)
            name_width = pill.x - panel.x - 18
        face = text.fitted(name, 19, name_width, theme.INK, bold=True)
        surface.blit(face, (panel.x + 12, panel.y + 8))
        if status is not None:
            face = text.fitted(status[0], 15, panel.width - 24, status[1], bold=True)
            surface.blit(face, (panel.x + 12, panel.y + 32))
        for i in range(min(count, 5)):
            surface.blit(card_art.back((28, 39)), (panel.x + 12 + i * 8, panel.bottom - 44))
        count_text = ngettext("{count} card", "{count} cards", count).format(count=count)
        count_face = text.fitted(count_text, 18, 96, theme.GOLD, bold=True)
        text.blit_at(surface, count_face, (panel.right - 12, panel.bottom - 24), "midright")

    def draw_viewer(self, surface: pygame.Surface) -> None:
        """The viewer's panel: one cached :func:`felt.felt_tile` keyed by everything it shows,
        with the turn's gold ring and the low-cards warning over it."""
        panel = layout.VIEWER_PANEL
        current = self.is_current(self.viewer)
        name = self.seat_name(self.viewer)
        count = len(self.state.hands[self.viewer])
        role = self.previous_role(self.viewer)
        status = self.seat_state_text(self.viewer)
        if status is None and current:
            status = (_("Your turn"), theme.GOLD)
        key = ("climbing viewer", name, current, role, self.role_label(role), status, count, current_language())

        def paint(tile: pygame.Surface, rect: pygame.Rect) -> None:
            felt.panel(tile, rect, edge=theme.GOLD if current else theme.PANEL_EDGE)
            text.panel(rect, name)
            face = text.fitted(name, 19, rect.width - 24, theme.INK, bold=True)
            tile.blit(face, (rect.x + 12, rect.y + 8))
            count_text = ngettext("{count} card", "{count} cards", count).format(count=count)
            count_face = text.render(count_text, 17, theme.GOLD, bold=True)
            text.blit_at(tile, count_face, (rect.right - 12, rect.y + 52), "midright")
            if role is not None:
                self.role_pill(tile, role, (rect.x + 12, rect.y + 52), 130, anchor="midleft")
            if status is not None:
                face = text.fitted(status[0], 16, rect.width - 24, status[1], bold=True)
                tile.blit(face, (rect.x + 12, rect.y + 80))

        felt.felt_tile(surface, panel, key, paint)
        if current:
            pygame.draw.rect(surface, theme.GOLD, panel.inflate(4, 4), width=3, border_radius=14)
        if self.state.phase == Phase.PLAY:
            draw_low_cards(surface, panel, count)

    def draw_status(self, surface: pygame.Surface) -> None:
        """The strength order in force, the turn direction and the Binding: one cached
        :func:`felt.felt_tile` keyed by these and the language."""
        state = self.state
        key = ("climbing status", state.order, self.table.options.jokers, state.direction, state.binding)
        felt.felt_tile(surface, layout.STATUS_PANEL, (*key, current_language()), self.paint_status)

    def paint_status(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        felt.panel(surface, panel)
        text.panel(panel, "status")
        order = self.state.order
        label = text.fitted(_("Weakest to strongest"), 15, panel.width - 24, theme.INK_DIM, bold=True, min_size=15)
        surface.blit(label, (panel.x + 12, panel.y + 6))
        glyphs = [
            text.render(card_art.rank_index(rank), 15, theme.INK, bold=True) for rank in order.ranks_weakest_first()
        ]
        if self.table.options.jokers:
            glyphs.append(text.render("★", 15, theme.GOLD, bold=True))
        gap = (panel.width - 24 - sum(g.get_width() for g in glyphs)) / max(1, len(glyphs) - 1)
        x = float(panel.x + 12)
        for glyph in glyphs:
            surface.blit(glyph, (round(x), panel.y + 26))
            x += glyph.get_width() + gap
        badges = order_badges(order)
        x = panel.x + 12
        share = (panel.width - 24) // len(badges) - 20
        size = 15
        while size > BADGE_MIN_FONT and max(theme.font(size, True).size(label)[0] for label, _c in badges) > share:
            size -= 1
        for label_text, color in badges:
            face = text.fitted(label_text, size, share, theme.INK, bold=True, min_size=BADGE_MIN_FONT)
            pill = face.get_rect(topleft=(x + 7, panel.y + 50)).inflate(14, 6)
            pygame.draw.rect(surface, color, pill, border_radius=pill.height // 2)
            text.backing(face, pill)
            surface.blit(face, face.get_rect(center=pill.center))
            x = pill.right + 6
        clockwise = self.state.direction == 1
        direction = _("Turns: clockwise") if clockwise else _("Turns: counterclockwise")
        arrow = text.render("↻" if clockwise else "↺", 18, theme.INK if clockwise else theme.GOLD, bold=True)
        surface.blit(arrow, (panel.x + 12, panel.y + 73))
        color = theme.INK if clockwise else theme.GOLD
        surface.blit(text.fitted(direction, 15, panel.width - 48, color), (panel.x + 34, panel.y + 76))
        binding = self.state.binding
        if binding.active:
            suits = suit_labels(binding.suits)
            if binding.suits and binding.number:
                line = _("Bound: {suits}, one rank up").format(suits=suits)
            elif binding.number:
                line = _("Bound: one rank up")
            else:
                line = _("Bound: {suits}").format(suits=suits)
            surface.blit(text.fitted(line, 15, panel.width - 24, theme.GOLD, bold=True), (panel.x + 12, panel.y + 96))

    def draw_actions(self, surface: pygame.Surface) -> None:
        """Each seat's last action of the trick, the viewer's too, near its panel: its cards,
        small, or "Pass" (the top play itself lies on the pile)."""
        for seat, shown in self.table.shown.items():
            if seat == self.state.top_seat and shown.cards and self.state.top is not None:
                continue
            if seat == self.viewer:
                point = layout.VIEWER_ACTION
            else:
                point = layout.seat_spot((seat - self.viewer) % self.table.num_players, self.table.num_players).action
            cards = list(self.table.shown_cards(seat))
            if shown.cards and not cards:
                continue  # Relief Supplies took the whole play off the table
            if not shown.cards:
                label = text.render(_("Pass"), 20, theme.INK, bold=True)
                rect = label.get_rect(center=point)
                box = rect.inflate(26, 12)
                pygame.draw.rect(surface, theme.PANEL, box, border_radius=box.height // 2)
                text.backing(label, box)
                surface.blit(label, rect)
                continue
            self.draw_cards(surface, cards, point, layout.SMALL, layout.action_step(len(cards)), seat)

    def draw_cards(
        self,
        surface: pygame.Surface,
        cards: list[Card],
        center: tuple[int, int],
        size: tuple[int, int],
        step: int,
        seat: int,
    ) -> pygame.Rect:
        """``seat``'s played cards at ``center`` (flying in from that seat, see :meth:`place_row`)."""
        width = size[0] + step * (len(cards) - 1)
        area = pygame.Rect(0, 0, width, size[1])
        area.center = center
        self.place_row(surface, cards, area.topleft, step, size, lambda card: self.seat_source(seat, card, size))
        text.cards(area)
        return area

    def seat_source(self, seat: int, card: Card, size: tuple[int, int]) -> tuple[float, float]:
        """Where a card ``seat`` plays comes from: its place in the viewer's hand, or the seat's panel."""
        if seat == self.viewer and card in self.hand_spots:
            return self.hand_spots[card]
        if seat == self.viewer:
            panel = layout.VIEWER_PANEL
        else:
            panel = layout.seat_spot((seat - self.viewer) % self.table.num_players, self.table.num_players).panel
        return (panel.centerx - size[0] / 2, panel.centery - size[1] / 2)

    def launch_deal(self) -> None:
        """At the start of a round: cards fly from a deck in the middle to every seat (once per round)."""
        key = (id(self.session), self.state.round_number)
        if self.app.dealt_round == key:
            return
        self.app.dealt_round = key
        self.sync_hand()
        size = layout.SMALL
        targets: list[list[tuple[Card | None, tuple[float, float]]]] = []
        for seat in range(self.table.num_players):
            hand = self.state.hands[seat]
            if seat == self.viewer:
                rects = self.hand.card_rects()
                targets.append([(card, rect.topleft) for card, rect in zip(self.hand.cards, rects, strict=True)])
            elif hand:
                targets.append([(None, self.seat_source(seat, hand[0], size))] * len(hand))
            else:
                targets.append([])
        self.motion.launch(deal_flights(targets, layout.CENTER, size, self.motion.style))

    def showing_cut_in(self) -> CutIn | None:
        """The cut-in of the announcement on the table, when it marks a moment that gets one."""
        announcement = self.table.announcement
        if announcement is None or announcement.cut_in is None:
            return None
        style = self.motion.style
        return CutIn(
            TITLES[announcement.cut_in],
            announcement.total_ms,
            announcement.total_ms - announcement.remaining_ms,
            animated=style.animates,
            reduced=style.reduced,
            by=announcement.by,
            kind=announcement.cut_in,
        )

    def skip_cut_in(self) -> None:
        self.table.skip_announcement()

    def pile_cards(self) -> list[Card]:
        """The top play's cards still on the table (Relief Supplies may have taken some; the
        top play still sets what the next play must beat)."""
        top = self.state.top
        if top is None:
            return []
        return [card for card in top.cards if card in self.state.table_cards]

    def draw_pile(self, surface: pygame.Surface) -> None:
        state = self.state
        if state.top is None or state.top_seat is None:
            return
        cards = self.pile_cards()
        step = layout.pile_step(len(cards))
        area = pygame.Rect(0, 0, layout.PILE_CARD[0] + step * (max(1, len(cards)) - 1), layout.PILE_CARD[1])
        area.center = layout.CENTER
        under = len(state.table_cards) - len(cards)
        back = card_art.back(layout.SMALL)
        for i in range(min(under, 4)):
            surface.blit(back, (area.x - 40 - i * 6, area.centery - layout.SMALL[1] // 2 - i * 3))
        if cards:
            self.draw_cards(surface, cards, layout.CENTER, layout.PILE_CARD, step, state.top_seat)
        owner = text.fitted(self.seat_name(state.top_seat), 16, 360, theme.INK_DIM, bold=True)
        surface.blit(owner, owner.get_rect(midtop=(area.centerx, area.bottom + layout.PILE_LABEL_GAP)))

    def draw_message(self, surface: pygame.Surface) -> None:
        """The message line, unless a rule's banner holds its band."""
        if self.table.announcement is None:
            super().draw_message(surface)

    def caption(self, surface: pygame.Surface, line: str) -> None:
        """What the table waits for, unless a rule's banner holds its band."""
        if self.table.announcement is not None:
            return
        pad = (26, 10)
        max_height = layout.CAPTION_BAND[1] - layout.CAPTION_BAND[0] - pad[1]
        face = text.fitted(line, 19, layout.CAPTION_WIDTH, theme.INK, bold=True, max_height=max_height)
        rect = face.get_rect(center=(layout.BUTTON_MIDDLE, sum(layout.CAPTION_BAND) // 2))
        felt.on_dark(surface, face, rect, pad)

    def draw_announcement(self, surface: pygame.Surface) -> None:
        """The rule that fired, with the seat that set it off underneath, on a banner over the
        caption and message bands (never over the cards just played)."""
        announcement = self.table.announcement
        if announcement is None:
            return
        if announcement.cut_in is not None:
            self.draw_cut_in(surface)
            return
        phrase = announcement.phrase.render(_, ngettext)
        face = text.fitted(phrase, layout.BANNER_FONT, layout.BANNER_WIDTH, theme.GOLD, bold=True)
        by = None
        if announcement.by is not None:
            by = text.fitted(self.seat_name(announcement.by), 15, layout.BANNER_WIDTH, theme.INK, bold=True)
        height = face.get_height() + (by.get_height() if by is not None else 0)
        box = pygame.Rect(0, 0, max(face.get_width(), by.get_width() if by is not None else 0) + 60, height + 14)
        box.center = layout.BANNER_CENTER
        felt.panel(surface, box, alpha=235, edge=theme.GOLD)
        rect = face.get_rect(midtop=(box.centerx, box.y + 7))
        text.backing(face, box)
        surface.blit(face, rect)
        with text.layer("announcement"):  # inside the banner, which the table layer knows
            if by is not None:
                surface.blit(by, by.get_rect(midtop=(rect.centerx, rect.bottom)))
            waiting = len(self.table.queue)
            if waiting:
                more = text.render(f"+{waiting}", 15, theme.INK_DIM, bold=True)
                surface.blit(more, more.get_rect(bottomright=(box.right - 8, box.bottom - 4)))

    def draw_cut_in(self, surface: pygame.Surface) -> None:
        """A rule that gets a cut-in (typed by its rule): a bold title with motion in the
        banner's place, the rule's line under it (never over the cards just played)."""
        cut = self.showing_cut_in()
        announcement = self.table.announcement
        if cut is None or announcement is None:
            return
        line = announcement.phrase.render(_, ngettext) if announcement.under_title else ""
        if announcement.by is not None:
            name = self.seat_name(announcement.by)
            line = _("{line} — {name}").format(line=line, name=name) if line else name
        # In the table's layer: the texts it covers must make way for it, as for a banner.
        draw_cut_in(
            surface, cut, _(cut.title), CUT_IN_CENTER, layout.BANNER_WIDTH, [line], CUT_IN_FONT, text.TABLE,
            CUT_IN_HEIGHT,
        )

    def draw_log(self, surface: pygame.Surface) -> None:
        self.log.draw(surface, self.table.log)

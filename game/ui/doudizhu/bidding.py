"""The auction: the human's hand, bid buttons (only legal bids enabled), every bid so far.

With the call-and-grab auction (docs/RULES.md B.5) the row holds the call or grab choices of
:mod:`game.ui.doudizhu.stake_step` instead (Y calls or grabs, N does not).

Keys: 1, 2 or 3 bid that much, 0 or P makes no bid; the arrows and Tab / Shift+Tab move the
focus ring (the shared :class:`~game.ui.common.widgets.focus.GridFocus`) over the usable bid
buttons and Enter or Space presses the focused one. The ring shows while it is the human's
bid, and never rests on a bid that is not allowed.

When the auction ends the landlord and the face-up bottom cards are shown for a moment,
then the play scene takes over. An all-pass auction is announced and the controller
shows the new deal. The table's announcement (such as the computer's bid on a turn that ran
out, which may end the auction) stays up through the reveal.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.doudizhu.rules import BiddingKind
from game.doudizhu.state import Phase
from game.i18n import _, ngettext
from game.table.doudizhu.captions import bidding_caption
from game.table.doudizhu.log import landlord_phrase
from game.ui.common import theme
from game.ui.common.sound import Sfx
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus, usable
from game.ui.doudizhu.stake_step import AUCTION_STEPS
from game.ui.doudizhu.table_scene import VIEWER, TableScene

if TYPE_CHECKING:
    from game.ui.common.host import Host

REVEAL_MS = 1800
"""How long the landlord and bottom cards stay on this scene before play starts."""
BID_KEYS = {pygame.K_0: 0, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3}


def bid_label(value: int) -> str:
    return _("Bid {value}").format(value=value)


class BiddingScene(TableScene):
    name = "bidding"
    stake_steps = AUCTION_STEPS

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.bid_buttons: dict[int, Button] = {}
        self.focus = GridFocus([], [])
        self.reveal_ms = 0
        self.redeals_seen = 0
        self.bottom_launched = False

    def enter(self, **kwargs: Any) -> None:
        super().enter(**kwargs)
        self.app.sound.play(Sfx.DEAL)
        self.reveal_ms = 0
        self.redeals_seen = self.table.redeals
        self.bottom_launched = False
        self.launch_deal()
        top = self.table.rules.max_bid
        rects = self.button_row(top + 1)
        self.bid_buttons = {0: Button(rects[0], lambda: _("No bid"), lambda: self.bid(0))}
        for value in range(1, top + 1):
            self.bid_buttons[value] = Button(
                rects[value], partial(bid_label, value), partial(self.bid, value), accent=True
            )
        self.buttons = list(self.bid_buttons.values())
        self.focus = GridFocus([], self.buttons, wrap=True)
        self.refresh_buttons()

    def bid(self, value: int) -> None:
        reason = self.table.bid_human(value)
        if reason is not None:
            self.show_message(reason)
        self.refresh_buttons()

    def refresh_buttons(self) -> None:
        legal = self.table.legal_bids()
        points = self.table.rules.bidding is BiddingKind.POINTS
        for value, button in self.bid_buttons.items():
            button.enabled = value in legal
            button.visible = points and self.state.phase == Phase.BIDDING
        self.stakes.refresh()
        focused = self.focus.button
        if focused is not None and not usable(focused):
            self.focus.step(1)  # onto the next bid allowed now (it stays put when none is)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The top bar and log, else the bid buttons, else the bidding keys (always used)."""
        if super().handle_event(event) or self.stake_event(event) or dispatch(self.buttons, event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in BID_KEYS:
                self.bid(BID_KEYS[event.key])
            elif event.key == pygame.K_p:
                self.bid(0)
            elif event.key in ACTIVATE_KEYS:
                self.focus.activate()
            elif event.key == pygame.K_ESCAPE:
                self.back_to_menu()
            else:
                self.focus.handle_key(event.key, getattr(event, "mod", 0))
        return True

    def update(self, dt_ms: int) -> None:
        if self.state.phase == Phase.BIDDING:
            super().update(dt_ms)
            if self.table.redeals != self.redeals_seen:  # nobody bid: the new cards are dealt
                self.redeals_seen = self.table.redeals
                self.motion.reset()
                self.launch_deal()
        else:
            if not self.bottom_launched:
                self.bottom_launched = True
                self.launch_bottom()
            self.update_motion(dt_ms)
            self.reveal_ms += dt_ms
            if self.reveal_ms >= REVEAL_MS and self.cut_in is None:
                self.app.switch("play")
        self.watch_stakes()
        self.refresh_buttons()

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The focus ring on the bid buttons while the human bids."""
        if self.stakes.showing:
            self.stakes.draw_focus(surface)
        elif self.table.human_to_act():
            self.focus.draw(surface)

    def draw_action(self, surface: pygame.Surface, seat: int) -> None:
        if self.state.phase == Phase.BIDDING:
            super().draw_action(surface, seat)

    def draw_center(self, surface: pygame.Surface) -> None:
        state = self.state
        if self.draw_stake_caption(surface):
            return
        if state.phase == Phase.BIDDING:
            seat = state.current_player
            if seat is None:
                return
            caption = bidding_caption(seat, VIEWER, self.table.is_human(seat), self.table.seat_label(seat))
            line = caption.render(_, ngettext)
            self.draw_caption(surface, line)
            return
        landlord = state.landlord
        if landlord is None:
            return
        about = landlord_phrase(state, VIEWER, self.table.seat_label(landlord))
        line = about.render(_, ngettext)
        face = text.fitted(line, 28, 900, theme.GOLD, bold=True)
        rect = face.get_rect(center=(640, 300))
        if state.wild_rank is None:
            felt.panel(surface, rect.inflate(60, 36), alpha=230, edge=theme.GOLD)
            surface.blit(face, rect)
            return
        wild = _("Wild rank: {rank}").format(rank=card_art.rank_index(state.wild_rank))
        second = text.fitted(wild, 24, 900, theme.WILD_TEXT, bold=True)
        rect.centery -= 18
        below = second.get_rect(midtop=(640, rect.bottom + 8))
        felt.panel(surface, rect.union(below).inflate(60, 36), alpha=230, edge=theme.GOLD)
        surface.blit(face, rect)
        surface.blit(second, below)

    def autoplay(self, frame: int) -> None:
        """The computer bids for seat 0 too; keep a picture once two bids are on the table."""
        if self.state.phase == Phase.BIDDING and len(self.table.shown) >= 2 and frame > 0:
            self.app.capture()

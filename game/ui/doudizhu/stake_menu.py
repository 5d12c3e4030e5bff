"""The menu's dialog of the Chinese apps' options (docs/RULES.md B.5) for the chosen table.

Only what the table offers (its registry entry's :class:`~game.table.registry.StakeOffer`)
gets a button: call and grab and the cap are missing at the two-player table. Each button
cycles its option's values and stores the choice in the settings at once (one set of
options serves every Dou Dizhu table; a table that does not offer one ignores it). Keys: the
arrows and Tab move the focus ring, Enter or Space presses, Escape or *Done* closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.doudizhu.rules import BiddingKind, DoublingKind
from game.i18n import N_, _
from game.settings import DouDizhuOptions, GameId
from game.table import registry
from game.table.registry import StakeOffer
from game.ui.common import theme
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.choice import draw_key_hint, shade
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus

if TYPE_CHECKING:
    from game.ui.common.host import Host

ROW = (520, 50)
GAP = 10
TITLE = N_("Options as the Chinese apps play them")
BIDDING_LABELS = {BiddingKind.POINTS: N_("Bidding: points 1 to 3"), BiddingKind.CALL_GRAB: N_("Bidding: call and grab")}
DOUBLING_LABELS = {
    DoublingKind.NONE: N_("Doubling: off"),
    DoublingKind.DOUBLE: N_("Doubling: double (x2)"),
    DoublingKind.SUPER: N_("Doubling: double or super double (x4)"),
}


T = TypeVar("T")


def next_of(value: T, choices: tuple[T, ...]) -> T:
    """The choice after ``value`` (the first after the last, or when ``value`` is not one)."""
    if value not in choices:
        return choices[0]
    return choices[(choices.index(value) + 1) % len(choices)]


def offer_of(game: GameId) -> StakeOffer:
    offer = registry.entry(game).stakes
    assert offer is not None, "a Dou Dizhu table says which options it offers"
    return offer


def options_on(game: GameId, options: DouDizhuOptions) -> int:
    """How many of the options ``game``'s table offers are switched on."""
    offer = offer_of(game)
    stakes = offer.stakes(options)
    return sum(
        (
            stakes.bidding is not BiddingKind.POINTS,
            stakes.doubling is not DoublingKind.NONE,
            stakes.open_hand,
            stakes.no_shuffle,
            stakes.cap is not None,
        )
    )


class StakeMenu:
    """The dialog (a :class:`~game.ui.common.modal.Modal`) for ``game``'s table."""

    def __init__(self, app: Host, game: GameId) -> None:
        self.app = app
        self.game = game
        self.offer = offer_of(game)
        rows: list[tuple[Callable[[], str], Callable[[], None]]] = []
        if len(self.offer.biddings) > 1:
            rows.append((self.bidding_label, self.next_bidding))
        if len(self.offer.doublings) > 1:
            rows.append((self.doubling_label, self.next_doubling))
        if self.offer.open_hand:
            rows.append((self.open_label, self.toggle_open))
        if self.offer.no_shuffle:
            rows.append((self.shuffle_label, self.toggle_shuffle))
        if len(self.offer.caps) > 1:
            rows.append((self.cap_label, self.next_cap))
        height = 70 + len(rows) * (ROW[1] + GAP) + ROW[1] + 56
        self.rect = pygame.Rect(0, 0, ROW[0] + 80, height)
        self.rect.center = (640, 360)
        top = self.rect.y + 64
        self.buttons = [
            Button(pygame.Rect(self.rect.x + 40, top + i * (ROW[1] + GAP), *ROW), label, action, font_size=20)
            for i, (label, action) in enumerate(rows)
        ]
        done_top = top + len(rows) * (ROW[1] + GAP) + 6
        self.done = Button(pygame.Rect(self.rect.centerx - 110, done_top, 220, ROW[1]), lambda: _("Done"), self.close,
                           accent=True, font_size=21)
        self.buttons.append(self.done)
        self.focus = GridFocus([], self.buttons)

    @property
    def options(self) -> DouDizhuOptions:
        return self.app.settings.doudizhu

    def stored(self) -> None:
        self.app.save_settings()

    # -- labels and choices ----------------------------------------------------------------------
    def bidding_label(self) -> str:
        return _(BIDDING_LABELS[self.offer.stakes(self.options).bidding])

    def next_bidding(self) -> None:
        self.options.bidding = next_of(self.options.bidding, self.offer.biddings)
        self.stored()

    def doubling_label(self) -> str:
        return _(DOUBLING_LABELS[self.offer.stakes(self.options).doubling])

    def next_doubling(self) -> None:
        self.options.doubling = next_of(self.options.doubling, self.offer.doublings)
        self.stored()

    def open_label(self) -> str:
        return _("Open hand (x2): on") if self.options.open_hand else _("Open hand (x2): off")

    def toggle_open(self) -> None:
        self.options.open_hand = not self.options.open_hand
        self.stored()

    def shuffle_label(self) -> str:
        return _("No-shuffle deals: on") if self.options.no_shuffle else _("No-shuffle deals: off")

    def toggle_shuffle(self) -> None:
        self.options.no_shuffle = not self.options.no_shuffle
        self.stored()

    def cap_label(self) -> str:
        cap = self.offer.cap(self.options)
        return _("Cap: none") if cap is None else _("Cap: x{cap}").format(cap=cap)

    def next_cap(self) -> None:
        self.options.cap = next_of(self.options.cap, self.offer.caps)
        self.stored()

    # -- the dialog ------------------------------------------------------------------------------
    def close(self) -> None:
        self.app.close_modal()

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key in ACTIVATE_KEYS:
            self.focus.activate()
        else:
            self.focus.handle_key(event.key, getattr(event, "mod", 0))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size()), (0, 0))
        with text.layer("dialog"):
            felt.panel(surface, self.rect, alpha=240, edge=theme.GOLD)
            title = text.fitted(_(TITLE), 24, self.rect.width - 40, theme.GOLD, bold=True)
            surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 18)))
            for button in self.buttons:
                button.draw(surface)
            self.focus.draw(surface)
            draw_key_hint(surface, self.rect, self.rect.height - 26, True)

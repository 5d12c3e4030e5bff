"""The menu's table options for Daifugo / President: players, jokers and rounds per session.

Each button cycles through its values and stores the choice in the settings at once.
They take the place of the Dou Dizhu options when a climbing game is chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.climbing.options import FIXED_PLAYERS
from game.i18n import _, ngettext
from game.settings import JOKERS_RANGE, PLAYERS_RANGE, GameId
from game.ui.common.widgets.button import Button

if TYPE_CHECKING:
    from game.ui.common.host import Host

ROUND_CHOICES = (1, 2, 3, 5, 7, 10, 15, 20)
"""Session lengths the menu cycles through."""


def cycle(value: int, choices: tuple[int, ...]) -> int:
    """The choice after ``value`` (the first choice after the last, or when ``value`` is not one)."""
    later = [choice for choice in choices if choice > value]
    return later[0] if later else choices[0]


class ClimbingMenuOptions:
    """Three buttons at ``(x, y)``: players and jokers side by side, rounds below."""

    def __init__(self, app: Host, x: int, y: int) -> None:
        self.app = app
        self.players_button = Button(pygame.Rect(x, y, 234, 46), self.players_label, self.next_players, font_size=19)
        self.jokers_button = Button(pygame.Rect(x + 252, y, 234, 46), self.jokers_label, self.next_jokers, font_size=19)
        self.rounds_button = Button(pygame.Rect(x, y + 56, 486, 46), self.rounds_label, self.next_rounds, font_size=19)
        self.buttons = [self.players_button, self.jokers_button, self.rounds_button]

    def players_label(self) -> str:
        stored = self.app.settings.climbing
        return _("Players: {count}").format(count=FIXED_PLAYERS.get(stored.preset, stored.players))

    def jokers_label(self) -> str:
        return _("Jokers: {count}").format(count=self.app.settings.climbing.jokers)

    def rounds_label(self) -> str:
        count = self.app.settings.climbing.rounds
        return ngettext("{count} round per session", "{count} rounds per session", count).format(count=count)

    def next_players(self) -> None:
        """The next table size (a preset played at one size only keeps it: UECda's five)."""
        stored = self.app.settings.climbing
        if stored.preset in FIXED_PLAYERS:
            return
        stored.players = cycle(stored.players, tuple(range(PLAYERS_RANGE[0], PLAYERS_RANGE[1] + 1)))
        self.app.save_settings()

    def next_jokers(self) -> None:
        stored = self.app.settings.climbing
        stored.jokers = cycle(stored.jokers, tuple(range(JOKERS_RANGE[0], JOKERS_RANGE[1] + 1)))
        self.app.save_settings()

    def next_rounds(self) -> None:
        stored = self.app.settings.climbing
        stored.rounds = cycle(stored.rounds, ROUND_CHOICES)
        self.app.save_settings()

    def show(self, game: GameId | None) -> None:
        """Every option at a climbing table; none (``None``) elsewhere."""
        for button in self.buttons:
            button.visible = game is not None
        self.players_button.enabled = self.app.settings.climbing.preset not in FIXED_PLAYERS

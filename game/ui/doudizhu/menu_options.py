"""The menu's table options for Dou Dizhu: the wild rank, the clock (four players), the
Chinese apps' options (docs/RULES.md B.5) and the two-player allowance.

Each button stores its choice in the settings at once. The clock shows only at the
four-player table; the allowance shows at every Dou Dizhu table but can be changed only at
the two-player one. *App options* opens :class:`~game.ui.doudizhu.stake_menu.StakeMenu`,
which holds only the options the chosen table offers; its label counts those switched on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.settings import ALLOWANCE_RANGE, GameId
from game.ui.common.widgets.button import Button
from game.ui.doudizhu.stake_menu import StakeMenu, options_on

if TYPE_CHECKING:
    from game.ui.common.host import Host


ROW_WIDTH = 486
WIDE = 234
NARROW = 154


class DoudizhuMenuOptions:
    """Wild rank and clock side by side at ``(x, y)``, the allowance below."""

    def __init__(self, app: Host, x: int, y: int) -> None:
        self.app = app
        self.wild_button = Button(pygame.Rect(x, y, 234, 46), self.wild_label, self.toggle_wild, font_size=19)
        self.clock_button = Button(pygame.Rect(x + 252, y, 234, 46), self.clock_label, self.toggle_clock, font_size=19)
        self.stakes_button = Button(pygame.Rect(x + 252, y, 234, 46), self.stakes_label, self.open_stakes, font_size=19)
        self.game: GameId | None = None
        self.x = x
        self.allowance_button = Button(
            pygame.Rect(x, y + 56, 486, 46), self.allowance_label, self.next_allowance, font_size=19
        )
        self.buttons = [self.wild_button, self.clock_button, self.stakes_button, self.allowance_button]

    def wild_label(self) -> str:
        return _("Wild rank: on") if self.app.settings.doudizhu.wild else _("Wild rank: off")

    def clock_label(self) -> str:
        return _("Clock: on") if self.app.settings.doudizhu.clock else _("Clock: off")

    def allowance_label(self) -> str:
        count = self.app.settings.doudizhu.allowance
        return ngettext(
            "Two players: the farmer wins with {count} card left",
            "Two players: the farmer wins with {count} cards left",
            count,
        ).format(count=count)

    def stakes_label(self) -> str:
        count = options_on(self.game, self.app.settings.doudizhu) if self.game is not None else 0
        if not count:
            return _("App options: off")
        return ngettext("App options: {count} on", "App options: {count} on", count).format(count=count)

    def open_stakes(self) -> None:
        if self.game is not None:
            self.app.modals.push(StakeMenu(self.app, self.game), pauses=True)

    def toggle_wild(self) -> None:
        self.app.settings.doudizhu.wild = not self.app.settings.doudizhu.wild
        self.app.save_settings()

    def toggle_clock(self) -> None:
        self.app.settings.doudizhu.clock = not self.app.settings.doudizhu.clock
        self.app.save_settings()

    def next_allowance(self) -> None:
        """Cycle the two-player allowance through 0..5."""
        low, high = ALLOWANCE_RANGE
        options = self.app.settings.doudizhu
        options.allowance = low if options.allowance >= high else options.allowance + 1
        self.app.save_settings()

    def show(self, game: GameId | None) -> None:
        """The options of ``game``'s table (``None``: none shown); only four players have the
        clock, so there the first row holds three narrower buttons."""
        self.game = game
        self.wild_button.visible = self.allowance_button.visible = self.stakes_button.visible = game is not None
        self.clock_button.visible = self.clock_button.enabled = game == GameId.DDZ4
        width = NARROW if self.clock_button.visible else WIDE
        step = width + (ROW_WIDTH - 3 * NARROW) // 2 if self.clock_button.visible else ROW_WIDTH - WIDE
        self.wild_button.rect.update(self.x, self.wild_button.rect.y, width, 46)
        self.clock_button.rect.update(self.x + step, self.clock_button.rect.y, width, 46)
        stakes_x = self.x + (2 * step if self.clock_button.visible else step)
        self.stakes_button.rect.update(stakes_x, self.stakes_button.rect.y, width, 46)
        self.allowance_button.enabled = game == GameId.DDZ2

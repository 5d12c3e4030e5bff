"""The main menu: game, computer level, language, options, statistics, rules and quit; under
the tables, a button for each mode that is no table (the endgame puzzles, the daily deal).

Every label is a function of the current language, so switching language shows at once.
Choices are stored in the settings as soon as they are made. While a game in progress is
stored, "Continue" stands beside Play; a stored game that cannot be restored is removed and
the menu says so. Until the tutorial was seen (or declined with "Not now"), the line under the
title offers it; the Tutorial button beside the Language heading opens it at any time, for the
family of the chosen game.

Keyboard: the shared focus ring (:class:`~game.ui.common.widgets.focus.GridFocus`) starts on
Continue while a game is stored (Enter never starts a new game over it unasked), else on
Play; the arrows move it to the nearest button in that direction, Tab / Shift+Tab step
through the buttons, Enter or Space presses the focused one (so Enter at once still plays).
Escape does nothing here: the main menu has nothing to go back to.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import PRODUCT_NAME
from game.i18n import _, ngettext, offered_languages, pgettext
from game.platform import is_web
from game.settings import AiLevel, GameId
from game.table import registry
from game.table.registry import Family
from game.ui.common import theme
from game.ui.common.family_ui import FamilyUi, MenuPanel, plugin_of
from game.ui.common.scene import Scene
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, Label
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus

if TYPE_CHECKING:
    from game.ui.common.host import Host

LEVEL_LABELS: dict[AiLevel, Label] = {
    AiLevel.EASY: lambda: _("Easy"),
    AiLevel.NORMAL: lambda: _("Normal"),
    AiLevel.HARD: lambda: _("Hard"),
}
SUBTITLE_Y = 116
"""Top of the line under the title: low enough that a CJK line (its ink starts a few pixels
below its top) clears the title's descenders."""
LEFT = pygame.Rect(70, 150, 560, 440)
RIGHT = pygame.Rect(660, 150, 550, 440)
OFFER_YES = pygame.Rect(850, 108, 210, 38)
OFFER_NO = pygame.Rect(1070, 108, 140, 38)
"""The first-start offer of the tutorial, in the line under the title."""


TABLE_HEIGHT = 52
TABLE_STEP = 60
"""The table buttons, one a row; the modes (:data:`game.table.registry.MODES`) share the row under them."""

LANGUAGE_ROW = 272
"""The language buttons' offset in the right panel; the heading stands on their left."""
LANGUAGE_HEADING = 150
"""Width kept for the "Language" heading left of the language buttons."""


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: Host, families: Sequence[FamilyUi]) -> None:
        super().__init__(app)
        self.families = tuple(families)
        self.buttons: list[Button] = []
        self.game_buttons: dict[GameId, Button] = {}
        self.mode_buttons: list[Button] = []
        self.level_buttons: dict[AiLevel, Button] = {}
        self.language_buttons: dict[str, Button] = {}
        self.focus = GridFocus([], [])
        self.panels: dict[Family, MenuPanel] = {}
        """Each family's table options, in one place: the chosen game's family's show."""
        self.stored_game: GameId | None = None
        """The game of the stored game in progress ("Continue"), if any."""

    def enter(self, **kwargs: Any) -> None:
        self._build()

    def _build(self) -> None:
        self.buttons = []
        self.game_buttons = {}
        y = LEFT.y + 64
        rows = len(registry.TABLES) + (1 if registry.MODES else 0)
        step = min(TABLE_STEP, (LEFT.height - 84) // rows)  # every table and the modes' row fit the panel
        height = min(TABLE_HEIGHT, step - 8)
        for item in registry.TABLES:
            rect = pygame.Rect(LEFT.x + 30, y, LEFT.width - 60, height)
            button = Button(rect, partial(_, item.title), partial(self.choose_game, item.game), font_size=21)
            self.game_buttons[item.game] = button
            self.buttons.append(button)
            y += step
        self.mode_buttons = []
        width = (LEFT.width - 60 - 12 * (len(registry.MODES) - 1)) // max(1, len(registry.MODES))
        for i, mode in enumerate(registry.MODES):
            rect = pygame.Rect(LEFT.x + 30 + i * (width + 12), y + 8, width, height)
            button = Button(rect, partial(_, mode.title), partial(self.app.switch, mode.scene), font_size=21)
            self.mode_buttons.append(button)
            self.buttons.append(button)
        self.level_buttons = {}
        x = RIGHT.x + 30
        for level, label in LEVEL_LABELS.items():
            button = Button(pygame.Rect(x, RIGHT.y + 54, 150, 46), label, partial(self.choose_level, level))
            self.level_buttons[level] = button
            self.buttons.append(button)
            x += 168
        self.panels = {}
        for family in self.families:
            panel = family.menu_panel(self.app, RIGHT.x + 30, RIGHT.y + 156)
            self.panels[family.family] = panel
            self.buttons += panel.buttons
        self.language_buttons = {}
        x = RIGHT.x + 30 + LANGUAGE_HEADING
        offered = offered_languages()  # only languages whose catalog is complete
        width = (RIGHT.width - 60 - LANGUAGE_HEADING - 18 * (len(offered) - 1)) // len(offered)
        for code, endonym in offered.items():
            # Language names are shown in their own language, so they are not translated.
            button = Button(
                pygame.Rect(x, RIGHT.y + LANGUAGE_ROW, width, 46),
                partial(str, endonym),
                partial(self.choose_language, code),
            )
            self.language_buttons[code] = button
            self.buttons.append(button)
            x += width + 18
        self.play_button = Button(
            pygame.Rect(440, 614, 400, 64), self.play_label, self.start, accent=True, font_size=28
        )
        self.continue_button = Button(
            pygame.Rect(230, 614, 400, 64), self.continue_label, self.resume, accent=True, font_size=24
        )
        row = RIGHT.y + LANGUAGE_ROW + 56
        third = (RIGHT.width - 60 - 24) // 3
        self.options_button = Button(
            pygame.Rect(RIGHT.x + 30, row, third, 46), lambda: _("Options"), partial(self.app.switch, "options")
        )
        self.statistics_button = Button(
            pygame.Rect(RIGHT.x + 42 + third, row, third, 46),
            lambda: _("Statistics"),
            partial(self.app.switch, "statistics"),
        )
        self.tutorial_button = Button(
            pygame.Rect(RIGHT.x + 54 + 2 * third, row, third, 46), lambda: _("Tutorial"), self.show_tutorial
        )
        self.rules_button = Button(pygame.Rect(RIGHT.x + 30, row + 56, 234, 46), self.rules_label, self.show_rules)
        self.quit_button = Button(pygame.Rect(RIGHT.x + 282, row + 56, 234, 46), lambda: _("Quit"), self.app.quit)
        self.quit_button.visible = not is_web()  # a browser tab is closed by the browser
        self.buttons += [
            self.continue_button, self.play_button, self.options_button, self.statistics_button,
            self.tutorial_button, self.rules_button, self.quit_button,
        ]
        self.take_tutorial_button = Button(
            OFFER_YES, lambda: _("Start the tutorial"), self.show_tutorial, accent=True, font_size=17
        )
        self.not_now_button = Button(OFFER_NO, lambda: _("Not now"), self.decline_tutorial, font_size=17)
        self.buttons += [self.take_tutorial_button, self.not_now_button]
        self._sync()
        start = self.continue_button if self.continue_button.visible else self.play_button
        self.focus = GridFocus([], self.buttons, wrap=True, start=start)

    # -- labels ----------------------------------------------------------------------------------
    def panel(self, family: Family) -> MenuPanel:
        """The table options of ``family``."""
        return self.panels[family]

    def rules_label(self) -> str:
        return plugin_of(self.families, self.app.settings.game).rules_label()

    def play_label(self) -> str:
        return _("New game") if self.stored_game is not None else pgettext("menu", "Play")

    def continue_label(self) -> str:
        title = None if self.stored_game is None else registry.entry(self.stored_game).title
        return _("Continue: {game}").format(game=_(title)) if title else _("Continue")

    def _sync(self) -> None:
        settings = self.app.settings
        chosen = plugin_of(self.families, settings.game).family
        for family, panel in self.panels.items():
            panel.show(settings.game if family is chosen else None)
        for game, button in self.game_buttons.items():
            button.selected = game == settings.game
        for level, button in self.level_buttons.items():
            button.selected = level == settings.ai_level
        for code, button in self.language_buttons.items():
            button.selected = code == settings.language
        saved = self.app.stored_game()  # one that cannot be read is dropped, with the notice
        self.stored_game = None if saved is None else saved.game
        self.continue_button.visible = saved is not None
        offered = self.offers_tutorial()
        self.take_tutorial_button.visible = self.not_now_button.visible = offered
        self.play_button.rect.x = 650 if saved is not None else 440

    # -- actions -----------------------------------------------------------------------------
    def choose_game(self, game: GameId) -> None:
        self.app.settings.game = game
        self.app.save_settings()
        self._sync()

    def choose_level(self, level: AiLevel) -> None:
        self.app.settings.ai_level = level
        self.app.save_settings()
        self._sync()

    def choose_language(self, code: str) -> None:
        self.app.change_language(code)
        self._sync()

    def start(self) -> None:
        self.app.start_table()

    def resume(self) -> None:
        """Continue the stored game (or stay, with the notice, when it cannot be restored)."""
        if not self.app.continue_game():
            self._sync()

    def offers_tutorial(self) -> bool:
        """The first-start offer shows until the tutorial was seen or declined (never over a notice)."""
        return not self.app.settings.tutorial_seen and self.app.notice is None

    def show_tutorial(self) -> None:
        """The lesson of the family of the game chosen."""
        self.app.switch("tutorial")

    def decline_tutorial(self) -> None:
        self.app.settings.tutorial_seen = True
        self.app.save_settings()
        self._sync()

    def show_rules(self) -> None:
        game = self.app.settings.game
        self.app.switch(plugin_of(self.families, game).rules_scene, game=game)

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.focus.click(self.buttons, event):
            return
        if event.type != pygame.KEYDOWN:
            return
        if self.focus.handle_key(event.key, getattr(event, "mod", 0)):
            return
        if event.key in ACTIVATE_KEYS and not self.focus.activate() and event.key != pygame.K_SPACE:
            self.start()  # Enter on a button that is gone (hidden by a game change) still plays

    def autoplay(self, frame: int) -> None:
        if frame == 12:
            rules = plugin_of(self.families, self.app.settings.game).rules_scene
            if rules not in self.app.saved_shots and self.app.options.screenshots is not None:
                self.show_rules()
            else:
                self.start()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.render(PRODUCT_NAME, 52, theme.GOLD, bold=True), (640, 40), "midtop")
        if self.offers_tutorial():  # never while a notice shows
            line = _("New here? A short guided deal shows you how to play.")
            offer = text.fitted(line, 20, OFFER_YES.x - 90, theme.GOLD, bold=True, max_height=22)
            text.blit_at(surface, offer, (OFFER_YES.x - 20, OFFER_YES.centery), "midright")
        elif self.app.notice is not None:
            notice = text.fitted(self.app.notice.render(_, ngettext), 22, 1100, theme.WARN, bold=True)
            text.blit_at(surface, notice, (640, SUBTITLE_Y), "midtop")
        else:
            subtitle = text.fitted(_("Play against the computer"), 22, 900, theme.INK_DIM)
            text.blit_at(surface, subtitle, (640, SUBTITLE_Y), "midtop")
        felt.felt_panel(surface, LEFT)
        felt.felt_panel(surface, RIGHT)
        text.blit_at(surface, text.render(_("Game"), 26, theme.INK, bold=True), (LEFT.x + 30, LEFT.y + 18))
        text.blit_at(
            surface, text.render(_("Computer players"), 26, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 18)
        )
        text.blit_at(surface, text.render(_("Table options"), 26, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 118))
        heading = text.fitted(_("Language"), 26, LANGUAGE_HEADING - 12, theme.INK, bold=True)
        text.blit_at(surface, heading, (RIGHT.x + 30, RIGHT.y + LANGUAGE_ROW + 23), "midleft")
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

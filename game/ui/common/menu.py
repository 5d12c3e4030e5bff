"""The main menu: game, computer level, language, rules and quit.

Every label is a function of the current language, so switching language shows at once.
Choices are stored in the settings as soon as they are made.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import LANGUAGES, _, ngettext
from game.platform import is_web
from game.settings import ALLOWANCE_RANGE, AiLevel, GameId
from game.table import catalogue
from game.table.climbing.session import is_climbing, select_game
from game.ui.climbing.menu_options import ClimbingMenuOptions
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch

if TYPE_CHECKING:
    from game.ui.app import App

LEVEL_LABELS = {
    AiLevel.EASY: lambda: _("Easy"),
    AiLevel.NORMAL: lambda: _("Normal"),
    AiLevel.HARD: lambda: _("Hard"),
}
LEFT = pygame.Rect(70, 150, 560, 440)
RIGHT = pygame.Rect(660, 150, 550, 440)


def coming_soon(title: str) -> str:
    """The menu label of a game that cannot be played yet (``title`` is a message id)."""
    return _("{game} (coming soon)").format(game=_(title))


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.game_buttons: dict[GameId, Button] = {}
        self.level_buttons: dict[AiLevel, Button] = {}
        self.language_buttons: dict[str, Button] = {}

    def enter(self, **kwargs: Any) -> None:
        if not catalogue.is_playable(self.app.settings.game):
            self.app.settings.game = GameId.DDZ3
        self._build()

    def _build(self) -> None:
        self.buttons = []
        self.game_buttons = {}
        y = LEFT.y + 64
        for item in catalogue.GAMES:
            playable = catalogue.is_playable(item.game)
            label = partial(_, item.title) if playable else partial(coming_soon, item.title)
            rect = pygame.Rect(LEFT.x + 30, y, LEFT.width - 60, 56)
            button = Button(rect, label, partial(self.choose_game, item.game), enabled=playable, font_size=21)
            self.game_buttons[item.game] = button
            self.buttons.append(button)
            y += 70
        self.level_buttons = {}
        x = RIGHT.x + 30
        for level, level_label in LEVEL_LABELS.items():
            button = Button(pygame.Rect(x, RIGHT.y + 54, 150, 46), level_label, partial(self.choose_level, level))
            self.level_buttons[level] = button
            self.buttons.append(button)
            x += 168
        row = RIGHT.y + 156
        self.wild_button = Button(
            pygame.Rect(RIGHT.x + 30, row, 234, 46), self.wild_label, self.toggle_wild, font_size=19
        )
        self.clock_button = Button(
            pygame.Rect(RIGHT.x + 282, row, 234, 46), self.clock_label, self.toggle_clock, font_size=19
        )
        self.allowance_button = Button(
            pygame.Rect(RIGHT.x + 30, row + 56, 486, 46), self.allowance_label, self.next_allowance, font_size=19
        )
        self.buttons += [self.wild_button, self.clock_button, self.allowance_button]
        self.climbing_options = ClimbingMenuOptions(self.app, RIGHT.x + 30, row)
        self.buttons += self.climbing_options.buttons
        self.language_buttons = {}
        x = RIGHT.x + 30
        for code, endonym in LANGUAGES.items():
            # Language names are shown in their own language, so they are not translated.
            button = Button(
                pygame.Rect(x, RIGHT.y + 314, 234, 46), partial(str, endonym), partial(self.choose_language, code)
            )
            self.language_buttons[code] = button
            self.buttons.append(button)
            x += 252
        self.play_button = Button(
            pygame.Rect(440, 614, 400, 64), lambda: _("Play"), self.start, accent=True, font_size=28
        )
        self.rules_button = Button(pygame.Rect(RIGHT.x + 30, RIGHT.y + 376, 234, 46), self.rules_label, self.show_rules)
        self.quit_button = Button(pygame.Rect(RIGHT.x + 282, RIGHT.y + 376, 234, 46), lambda: _("Quit"), self.app.quit)
        self.quit_button.visible = not is_web()  # a browser tab is closed by the browser
        self.buttons += [self.play_button, self.rules_button, self.quit_button]
        self._sync()

    # -- table options ---------------------------------------------------------------------------
    def rules_label(self) -> str:
        return _("Rules and house rules") if is_climbing(self.app.settings.game) else _("Rules")

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

    def _sync(self) -> None:
        settings = self.app.settings
        climbing = is_climbing(settings.game)
        for button in (self.wild_button, self.clock_button, self.allowance_button):
            button.visible = not climbing
        self.climbing_options.show(climbing)
        for game, button in self.game_buttons.items():
            button.selected = game == settings.game
        for level, button in self.level_buttons.items():
            button.selected = level == settings.ai_level
        for code, button in self.language_buttons.items():
            button.selected = code == settings.language
        self.clock_button.enabled = settings.game == GameId.DDZ4
        self.allowance_button.enabled = settings.game == GameId.DDZ2

    # -- actions -----------------------------------------------------------------------------
    def choose_game(self, game: GameId) -> None:
        if catalogue.is_playable(game):
            select_game(self.app.settings, game)
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

    def show_rules(self) -> None:
        game = self.app.settings.game
        self.app.switch("climbing_rules" if is_climbing(game) else "rules", game=game)

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    def autoplay(self, frame: int) -> None:
        if frame == 12:
            rules = "climbing_rules" if is_climbing(self.app.settings.game) else "rules"
            if rules not in self.app.saved_shots and self.app.options.screenshots is not None:
                self.show_rules()
            else:
                self.start()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.render(_("Card table"), 52, theme.GOLD, bold=True), (640, 40), "midtop")
        text.blit_at(surface, text.fitted(_("Play against the computer"), 22, 900, theme.INK_DIM), (640, 104), "midtop")
        felt.panel(surface, LEFT)
        felt.panel(surface, RIGHT)
        text.blit_at(surface, text.render(_("Game"), 26, theme.INK, bold=True), (LEFT.x + 30, LEFT.y + 18))
        text.blit_at(
            surface, text.render(_("Computer players"), 26, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 18)
        )
        text.blit_at(surface, text.render(_("Table options"), 26, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 118))
        text.blit_at(surface, text.render(_("Language"), 26, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 276))
        for button in self.buttons:
            button.draw(surface)

"""The main menu: game, computer level, language, rules and quit.

Every label is a function of the current language, so switching language shows at once.
Choices are stored in the settings as soon as they are made.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import LANGUAGES, _
from game.settings import AiLevel, GameId
from game.ui import catalogue, theme
from game.ui.scene import Scene
from game.ui.widgets import felt, text
from game.ui.widgets.button import Button, dispatch

LEVEL_LABELS = {
    AiLevel.EASY: lambda: _("Easy"),
    AiLevel.NORMAL: lambda: _("Normal"),
    AiLevel.HARD: lambda: _("Hard"),
}
LEFT = pygame.Rect(70, 150, 560, 440)
RIGHT = pygame.Rect(660, 150, 550, 440)


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: Any) -> None:
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
            label = (lambda t=item.title: _(t)) if playable else (lambda t=item.title: _("{game} (coming soon)").format(game=_(t)))
            button = Button(pygame.Rect(LEFT.x + 30, y, LEFT.width - 60, 56), label, lambda g=item.game: self.choose_game(g),
                            enabled=playable, font_size=21)
            self.game_buttons[item.game] = button
            self.buttons.append(button)
            y += 70
        self.level_buttons = {}
        x = RIGHT.x + 30
        for level, label in LEVEL_LABELS.items():
            button = Button(pygame.Rect(x, RIGHT.y + 100, 150, 52), label, lambda lv=level: self.choose_level(lv))
            self.level_buttons[level] = button
            self.buttons.append(button)
            x += 168
        self.language_buttons = {}
        x = RIGHT.x + 30
        for code, endonym in LANGUAGES.items():
            # Language names are shown in their own language, so they are not translated.
            button = Button(pygame.Rect(x, RIGHT.y + 240, 234, 52), lambda n=endonym: n, lambda c=code: self.choose_language(c))
            self.language_buttons[code] = button
            self.buttons.append(button)
            x += 252
        row_y = 618
        self.play_button = Button(pygame.Rect(440, row_y, 400, 64), lambda: _("Play"), self.start, accent=True, font_size=28)
        self.rules_button = Button(pygame.Rect(RIGHT.x + 30, RIGHT.y + 350, 234, 52), lambda: _("Rules"), self.show_rules)
        self.quit_button = Button(pygame.Rect(RIGHT.x + 282, RIGHT.y + 350, 234, 52), lambda: _("Quit"), self.app.quit)
        self.buttons += [self.play_button, self.rules_button, self.quit_button]
        self._sync()

    def _sync(self) -> None:
        settings = self.app.settings
        for game, button in self.game_buttons.items():
            button.selected = game == settings.game
        for level, button in self.level_buttons.items():
            button.selected = level == settings.ai_level
        for code, button in self.language_buttons.items():
            button.selected = code == settings.language

    # -- actions -----------------------------------------------------------------------------
    def choose_game(self, game: GameId) -> None:
        if catalogue.is_playable(game):
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

    def show_rules(self) -> None:
        self.app.switch("rules", game=self.app.settings.game)

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    def autoplay(self, frame: int) -> None:
        if frame == 12:
            if "rules" not in self.app.saved_shots and self.app.options.screenshots is not None:
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
        text.blit_at(surface, text.render(_("Computer players"), 26, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 18))
        text.blit_at(surface, text.fitted(_("How well the computer plays"), 18, RIGHT.width - 60, theme.INK_DIM), (RIGHT.x + 30, RIGHT.y + 60))
        text.blit_at(surface, text.render(_("Language"), 26, theme.INK, bold=True), (RIGHT.x + 30, RIGHT.y + 180))
        for button in self.buttons:
            button.draw(surface)

"""The Options screen: every preference of :data:`game.table.preferences.PREFERENCES`, drawn
generically, one line each (its label and help on the left, its control on the right).

- A ``SWITCH`` is one button showing "On" / "Off" (highlighted when on); pressing it flips
  the setting. A ``CHOICE`` is a row of buttons, one per value, the current one highlighted
  (a stored value that is none of them highlights the nearest number, if numbers).
- Every change is stored at once and applied (:meth:`game.ui.app.App.preferences_changed`).
- More preferences than fit on one screen are laid out on pages (``ROWS_PER_PAGE``), with
  "Previous" / "Next" buttons.
- Keyboard: the shared focus ring (:class:`~game.ui.common.widgets.focus.GridFocus`) over
  every button, starting on the first control; Enter or Space presses, Escape goes back to
  the menu.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.table.preferences import PREFERENCES, Preference, PreferenceKind
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus, usable

if TYPE_CHECKING:
    from game.ui.app import App

PANEL = pygame.Rect(60, 96, 1160, 520)
ROW_HEIGHT = 72
ROWS_PER_PAGE = (PANEL.height - 16) // ROW_HEIGHT
LABEL_X = PANEL.x + 30
LABEL_WIDTH = 500
CONTROLS = pygame.Rect(PANEL.x + 560, 0, PANEL.width - 590, 44)
"""Where a line's buttons go (``y`` set per line)."""
SWITCH_WIDTH = 180
GAP = 10
HELP_SIZE = 15


def help_lines(help_text: str) -> list[str]:
    """A preference's help in at most two lines (the second shrinks to fit if need be)."""
    lines = text.wrap(help_text, HELP_SIZE, LABEL_WIDTH)
    return lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]


def nearest_choice(preference: Preference, value: object) -> object:
    """The offered value shown as chosen for ``value``: itself when offered, else the nearest
    number among the offered ones (``None`` when there is none)."""
    values = [choice.value for choice in preference.choices]
    if value in values:
        return value
    numbers = [v for v in values if isinstance(v, int | float) and not isinstance(v, bool)]
    if isinstance(value, int | float) and not isinstance(value, bool) and numbers:
        return min(numbers, key=lambda v: abs(v - value))
    return None


class OptionsScene(Scene):
    name = "options"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.preferences: tuple[Preference, ...] = PREFERENCES
        """What the screen lists (the module's list; a test may give another)."""
        self.page = 0
        self.buttons: list[Button] = []
        self.controls: dict[str, list[Button]] = {}
        """The buttons of each preference shown on this page, by settings field."""
        self.focus = GridFocus([], [])

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.preferences) // ROWS_PER_PAGE))

    def enter(self, **kwargs: Any) -> None:
        self.page = 0
        self._build()

    def shown(self) -> tuple[Preference, ...]:
        """The preferences on the current page."""
        return self.preferences[self.page * ROWS_PER_PAGE : (self.page + 1) * ROWS_PER_PAGE]

    def _build(self) -> None:
        self.buttons = []
        self.controls = {}
        for row, preference in enumerate(self.shown()):
            y = PANEL.y + 16 + row * ROW_HEIGHT + 6
            if preference.kind is PreferenceKind.SWITCH:
                rect = pygame.Rect(CONTROLS.right - SWITCH_WIDTH, y, SWITCH_WIDTH, CONTROLS.height)
                line = [Button(rect, partial(self.switch_label, preference), partial(self.flip, preference))]
            else:
                count = len(preference.choices)
                width = (CONTROLS.width - GAP * (count - 1)) // count
                line = [
                    Button(
                        pygame.Rect(CONTROLS.x + i * (width + GAP), y, width, CONTROLS.height),
                        partial(_, choice.label),
                        partial(self.choose, preference, choice.value),
                        font_size=19,
                    )
                    for i, choice in enumerate(preference.choices)
                ]
            self.controls[preference.field] = line
            self.buttons += line
        bottom = PANEL.bottom + 24
        self.back_button = Button(pygame.Rect(490, bottom, 300, 56), lambda: _("Back"), self.back, accent=True)
        self.previous_button = Button(pygame.Rect(PANEL.x, bottom, 220, 56), lambda: _("Previous page"),
                                      self.previous_page)
        self.next_button = Button(pygame.Rect(PANEL.right - 220, bottom, 220, 56), lambda: _("Next page"),
                                  self.next_page)
        self.previous_button.visible = self.next_button.visible = self.pages > 1
        self.previous_button.enabled = self.page > 0
        self.next_button.enabled = self.page < self.pages - 1
        self.buttons += [self.previous_button, self.back_button, self.next_button]
        start = next((b for b in self.buttons if usable(b)), self.back_button)
        self.focus = GridFocus([], self.buttons, wrap=True, start=start)
        self._sync()

    def _sync(self) -> None:
        settings = self.app.settings
        for preference in self.shown():
            value = getattr(settings, preference.field)
            if preference.kind is PreferenceKind.SWITCH:
                self.controls[preference.field][0].selected = value is True
            else:
                chosen = nearest_choice(preference, value)
                for button, choice in zip(self.controls[preference.field], preference.choices, strict=True):
                    button.selected = choice.value == chosen

    # -- actions -----------------------------------------------------------------------------
    def switch_label(self, preference: Preference) -> str:
        return _("On") if getattr(self.app.settings, preference.field) is True else _("Off")

    def flip(self, preference: Preference) -> None:
        setattr(self.app.settings, preference.field, getattr(self.app.settings, preference.field) is not True)
        self.app.preferences_changed()
        self._sync()

    def choose(self, preference: Preference, value: object) -> None:
        setattr(self.app.settings, preference.field, value)
        self.app.preferences_changed()
        self._sync()

    def previous_page(self) -> None:
        if self.page > 0:
            self.page -= 1
            self._build()

    def next_page(self) -> None:
        if self.page < self.pages - 1:
            self.page += 1
            self._build()

    def back(self) -> None:
        self.app.switch("menu")

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch(self.buttons, event):
            if event.type == pygame.MOUSEBUTTONUP:  # the ring follows a click too
                hit = next((b for b in self.buttons if usable(b) and b.rect.collidepoint(event.pos)), None)
                if hit is not None and hit in self.focus.buttons:
                    self.focus.focus_button(hit)
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif not self.focus.handle_key(event.key, getattr(event, "mod", 0)) and event.key in ACTIVATE_KEYS:
            self.focus.activate()

    def autoplay(self, frame: int) -> None:
        if frame == 6:
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.fitted(_("Options"), 40, 1000, theme.GOLD, bold=True), (640, 28), "midtop")
        felt.panel(surface, PANEL)
        for row, preference in enumerate(self.shown()):
            y = PANEL.y + 16 + row * ROW_HEIGHT
            label = text.fitted(_(preference.label), 22, LABEL_WIDTH, theme.INK, bold=True)
            surface.blit(label, (LABEL_X, y + 4))
            for i, line in enumerate(help_lines(_(preference.help)) if preference.help else []):
                face = text.fitted(line, HELP_SIZE, LABEL_WIDTH, theme.INK_DIM)
                surface.blit(face, (LABEL_X, y + 32 + i * (HELP_SIZE + 3)))
            if row:
                pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 20, y - 6), (PANEL.right - 20, y - 6))
        if self.pages > 1:
            page = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages)
            text.blit_at(surface, text.fitted(page, 17, 300, theme.INK_DIM), (640, PANEL.bottom + 4), "midtop")
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

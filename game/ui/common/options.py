"""The Options screen: every preference of :data:`game.table.preferences.PREFERENCES`, drawn
generically, one line each (its label and help on the left, its control on the right).

- A ``SWITCH`` is one button showing "On" / "Off" (highlighted when on); pressing it flips
  the setting. A ``CHOICE`` is a row of buttons, one per value, the current one highlighted
  (a stored value that is none of them highlights the nearest number, if numbers).
- Every change is stored at once and applied (:meth:`game.ui.app.App.preferences_changed`).
  A preference that has no effect now (its ``idle_when`` setting is on: the volume while
  muted) shows its buttons inactive, none of them highlighted.
- Layout (:func:`layout_pages`): a line is as tall as its label and its whole help need, the
  help wrapped to the room its control leaves (a switch leaves most of the width). Lines
  never overlap each other or the dividers between them. Lines that do not all fit the panel
  go on as few pages as possible, shared out evenly, with "Previous" / "Next" buttons.
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
from game.ui.common.menu_page import MenuPage
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.focus import GridFocus, usable

if TYPE_CHECKING:
    from game.ui.common.host import Host

PANEL = pygame.Rect(60, 92, 1160, 528)
ROOM = pygame.Rect(PANEL.x, PANEL.y + 4, PANEL.width, PANEL.height - 8)
"""Where the lines go: the panel less a margin at its top and bottom."""
LABEL_X = PANEL.x + 30
LABEL_SIZE = 22
HELP_SIZE = 15
CONTROLS = pygame.Rect(PANEL.x + 560, 0, PANEL.width - 590, 44)
"""Where a line's buttons go (``y`` set per line)."""
SWITCH_WIDTH = 180
GAP = 10
CONTROL_GAP = 30
"""Between a line's texts and its control."""
PAD = 5
"""Above and below a line's content, inside its share of the panel."""
LINE_GAP = 2
"""Between two lines of help."""
MAX_SPARE = 12
"""Room left over on a page is shared out among its lines, up to this much each."""


def text_width(preference: Preference) -> int:
    """How wide the label and help may be: up to the control of the line."""
    control = CONTROLS.right - SWITCH_WIDTH if preference.kind is PreferenceKind.SWITCH else CONTROLS.x
    return control - CONTROL_GAP - LABEL_X


def help_lines(preference: Preference) -> list[str]:
    """A preference's help in the current language, wrapped to its line's room."""
    return text.wrap(_(preference.help), HELP_SIZE, text_width(preference)) if preference.help else []


def label_height(preference: Preference) -> int:
    return text.line_height(_(preference.label), LABEL_SIZE, bold=True)


def row_height(preference: Preference) -> int:
    """The height of a preference's line: its label and every help line (or its control, if taller)."""
    lines = help_lines(preference)
    content = label_height(preference) + sum(text.line_height(line, HELP_SIZE) for line in lines)
    content += LINE_GAP * max(0, len(lines) - 1)
    return 2 * PAD + max(content, CONTROLS.height)


def layout_pages(preferences: tuple[Preference, ...], room: int = ROOM.height) -> list[list[Preference]]:
    """The preferences on pages: as few pages as their heights allow (a line taller than
    ``room`` still gets a page of its own), in order, and shared out evenly between the pages
    (the fullest page as low as can be)."""
    heights = [row_height(preference) for preference in preferences]

    def split(limit: int) -> list[list[int]]:
        pages: list[list[int]] = [[]]
        used = 0
        for i, height in enumerate(heights):
            if pages[-1] and used + height > limit:
                pages.append([])
                used = 0
            pages[-1].append(i)
            used += height
        return pages

    fewest = len(split(room))
    best = room
    low = max(heights, default=0)
    while low < best:  # the lowest page height that still needs no more pages
        middle = (low + best) // 2
        if len(split(middle)) <= fewest:
            best = middle
        else:
            low = middle + 1
    return [[preferences[i] for i in page] for page in split(best)] if preferences else [[]]


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


class OptionsScene(MenuPage):
    name = "options"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.preferences: tuple[Preference, ...] = PREFERENCES
        """What the screen lists (the module's list; a test may give another)."""
        self.page = 0
        self.paged: list[list[Preference]] = [[]]
        """The preferences on each page (laid out for the current language on entering)."""
        self.rows: dict[str, pygame.Rect] = {}
        """The line of each preference shown on this page, by settings field (what is drawn)."""
        self.controls: dict[str, list[Button]] = {}
        """The buttons of each preference shown on this page, by settings field."""

    @property
    def pages(self) -> int:
        return len(self.paged)

    def enter(self, **kwargs: Any) -> None:
        self.page = 0
        self.paged = layout_pages(self.preferences)
        self._build()

    def shown(self) -> tuple[Preference, ...]:
        """The preferences on the current page."""
        return tuple(self.paged[self.page])

    def _build(self) -> None:
        self.buttons = []
        self.controls = {}
        self.rows = {}
        top = ROOM.y
        heights = [row_height(preference) for preference in self.shown()]
        spare = min(MAX_SPARE, (ROOM.height - sum(heights)) // max(1, len(heights)))  # a full page fills the panel
        for preference, height in zip(self.shown(), heights, strict=True):
            row = pygame.Rect(PANEL.x + 20, top, PANEL.width - 40, height + max(0, spare))
            self.rows[preference.field] = row
            top = row.bottom
            y = row.centery - CONTROLS.height // 2
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
            idle = bool(preference.idle_when) and getattr(settings, preference.idle_when) is True
            for button in self.controls[preference.field]:
                button.enabled = not idle
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

    # -- scene steps ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.fitted(_("Options"), 40, 1000, theme.GOLD, bold=True), (640, 28), "midtop")
        felt.panel(surface, PANEL)
        for i, preference in enumerate(self.shown()):
            row = self.rows[preference.field]
            if i:
                pygame.draw.line(surface, theme.PANEL_EDGE, row.topleft, row.topright)
            width = text_width(preference)
            label = text.fitted(_(preference.label), LABEL_SIZE, width, theme.INK, bold=True)
            y = row.y + (row.height - row_height(preference)) // 2 + PAD
            surface.blit(label, (LABEL_X, y))
            y += label_height(preference)
            for line in help_lines(preference):
                surface.blit(text.fitted(line, HELP_SIZE, width, theme.INK_DIM), (LABEL_X, y))
                y += text.line_height(line, HELP_SIZE) + LINE_GAP
        if self.pages > 1:
            page = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages)
            text.blit_at(surface, text.fitted(page, 17, 300, theme.INK_DIM), (640, PANEL.bottom + 4), "midtop")
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

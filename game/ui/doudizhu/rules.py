"""The Dou Dizhu rules screen: every table's rules, grouped by table, scrollable.

The text lives in ``game.table.doudizhu.rules_text``. It is wrapped to the panel width in the
current language once per language, as a list of lines (table titles, paragraph
headings, body lines). Scrolling (a :class:`~game.ui.common.scroll.ScrollView`: wheel,
arrow keys, Page Up/Down, Home/End, a draggable scrollbar) moves whole lines: the top of
the panel always starts at a line, so no heading is ever cut at the top edge, and only
lines that fit whole are drawn at the bottom. The row of tabs is the jump list: a tab
scrolls to its section and stays highlighted (even when the last sections cannot reach
the top of the panel) until the reader scrolls elsewhere; entering from the menu opens
the section of the table chosen there.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, current_language
from game.settings import GameId
from game.table.doudizhu.rules_text import SECTIONS, rendered
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.scroll import ScrollView
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch

if TYPE_CHECKING:
    from game.ui.common.host import Host

PANEL = pygame.Rect(110, 136, 1060, 470)
INNER = PANEL.inflate(-40, -32)
TEXT_WIDTH = INNER.width - 20
TRACK = pygame.Rect(PANEL.right - 18, INNER.y, 10, INNER.height)

class Style(Enum):
    """How a line is drawn: (font size, height, bold)."""

    TITLE = (25, 40, True)
    HEADING = (20, 30, True)
    BODY = (18, 25, False)
    GAP = (18, 12, False)

    @property
    def size(self) -> int:
        return self.value[0]

    @property
    def height(self) -> int:
        return self.value[1]

    @property
    def bold(self) -> bool:
        return self.value[2]


@dataclass(frozen=True)
class Line:
    text: str
    style: Style
    section: int


def layout_lines(width: int) -> list[Line]:
    """Every line of the rules in the current language, wrapped to ``width``."""
    lines: list[Line] = []
    for index, section in enumerate(SECTIONS):
        lines.append(Line(_(section.title), Style.TITLE, index))
        for heading, body in rendered(section):
            lines.append(Line(heading, Style.HEADING, index))
            lines += [Line(part, Style.BODY, index) for part in text.wrap(body, Style.BODY.size, width)]
            lines.append(Line("", Style.GAP, index))
    return lines


def section_of(game: GameId | None) -> int:
    """Index of the section for a menu game (the first section otherwise)."""
    return next((i for i, section in enumerate(SECTIONS) if section.game is not None and section.game == game), 0)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.view = ScrollView(TRACK, INNER.height, line=Style.BODY.height)
        self.active = 0
        """The highlighted tab: the clicked one, or the section at the top after scrolling."""
        self._lines: list[Line] = []
        self._tops: list[int] = []
        self._language = ""
        self.back_button = Button(pygame.Rect(490, 636, 300, 56), lambda: _("Back to menu"), self.back, accent=True)
        self.tabs: list[Button] = []
        width = (PANEL.width - 4 * 10) // len(SECTIONS)
        for index, section in enumerate(SECTIONS):
            rect = pygame.Rect(PANEL.x + index * (width + 10), 84, width, 40)
            self.tabs.append(
                Button(rect, partial(_, section.tab), partial(self.show_section, index), font_size=18)
            )

    def enter(self, **kwargs: Any) -> None:
        self._language = ""
        game = kwargs.get("game", self.app.settings.game)
        self.show_section(section_of(game))

    def back(self) -> None:
        self.app.switch("menu")

    def lines(self) -> list[Line]:
        """The wrapped lines, rebuilt when the language changes."""
        if self._language != current_language():
            self._language = current_language()
            self._lines = layout_lines(TEXT_WIDTH)
            self._tops = []
            y = 0
            for line in self._lines:
                self._tops.append(y)
                y += line.style.height
            self.view.set_content(y, self._tops[: self.max_top() + 1])
        return self._lines

    @property
    def top(self) -> int:
        """The index of the first line in the panel."""
        self.lines()
        return bisect.bisect_left(self._tops, self.view.offset)

    def visible_count(self, top: int) -> int:
        """How many whole lines fit in the panel from line ``top`` on."""
        room, count = INNER.height, 0
        for line in self.lines()[top:]:
            if line.style.height > room:
                break
            room -= line.style.height
            count += 1
        lines = self._lines
        if top + count < len(lines):
            while count > 1 and lines[top + count - 1].style is not Style.BODY:
                count -= 1  # a heading is never left alone at the bottom of the panel
        return count

    def max_top(self) -> int:
        """The first line of the last page (the end of the text fills the panel)."""
        lines = self._lines
        room, top = INNER.height, len(lines)
        while top > 0 and lines[top - 1].style.height <= room:
            room -= lines[top - 1].style.height
            top -= 1
        return top

    def show_section(self, index: int) -> None:
        """Scroll so that the section's title is the first line (or as near as the end allows)."""
        lines = self.lines()
        start = next((i for i, line in enumerate(lines) if line.section == index), 0)
        self.view.scroll_to(self._tops[start] if self._tops else 0)
        self.active = index
        self._sync_tabs()

    def current_section(self) -> int:
        lines = self.lines()
        return lines[self.top].section if lines else 0

    def _sync_tabs(self) -> None:
        for i, tab in enumerate(self.tabs):
            tab.selected = i == self.active

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch([self.back_button, *self.tabs], event):
            return
        self.lines()
        before = self.view.offset
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            self.show_section((self.active + step) % len(SECTIONS))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.view.scroll_by(self.view.page_step())
        else:
            self.view.handle_event(event)
        if self.view.offset != before:
            at_end = self.view.offset == self.view.max_offset and self._lines
            self.active = self._lines[-1].section if at_end else self.current_section()
            self._sync_tabs()

    def autoplay(self, frame: int) -> None:
        if frame == 10:
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.render(_("Rules of Dou Dizhu"), 38, theme.GOLD, bold=True), (640, 22), "midtop")
        for tab in self.tabs:
            tab.draw(surface)
        felt.panel(surface, PANEL, alpha=200)
        lines = self.lines()
        y = INNER.y
        top = self.top
        shown = self.visible_count(top)
        for line in lines[top : top + shown]:
            if line.text:
                color = theme.INK if line.style is Style.BODY else theme.GOLD
                face = text.render(line.text, line.style.size, color, bold=line.style.bold)
                surface.blit(face, (INNER.x + (0 if line.style is Style.TITLE else 10), y))
            if line.style is Style.TITLE:
                pygame.draw.line(surface, theme.GOLD, (INNER.x, y + 34), (INNER.right - 24, y + 34), 1)
            y += line.style.height
        self.view.draw(surface)
        hint = text.fitted(
            _("Scroll with the mouse wheel, the scrollbar, the arrow keys or Page Up/Down"),
            16,
            PANEL.width,
            theme.INK_DIM,
        )
        text.blit_at(surface, hint, (PANEL.centerx, PANEL.bottom + 6), "midtop")
        self.back_button.draw(surface)

"""The Statistics screen: the player's counts (:mod:`game.stats`) for one table at
a time, one line per role and a total line.

- A row of buttons picks the table (it starts on the table chosen in the menu). Dou Dizhu
  tables show deals, wins, points, the player's bombs, every bomb of those deals, springs
  (springs and anti-springs), the deals the player grabbed the landlord in, doubled in and
  showed the hand in (docs/RULES.md B.5) and the streaks; climbing tables show rounds, wins, points
  and the streaks (they have no bombs or springs).
- "Review last deals" reviews the Dou Dizhu deals kept with the statistics; on a climbing
  table's tab it is "Review last rounds", the kept Daifugo / President rounds.
- "Reset statistics" asks first (the shared modal dialog, :meth:`game.ui.app.App.ask`); only
  "Reset" forgets every table's counts, which are stored at once.
- Keyboard: the shared focus ring over every button; Enter or Space presses, Escape goes
  back to the menu.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game.i18n import N_, _
from game.settings import GameId
from game.stats import Counts
from game.table import registry
from game.table.climbing.review import KeptRound
from game.table.saved_game import SavedGame, SavedGameError
from game.ui.common import theme
from game.ui.common.family_ui import Column, FamilyUi, plugin_of
from game.ui.common.menu_page import MenuPage
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.choice import ChoiceDialog
from game.ui.common.widgets.focus import GridFocus

if TYPE_CHECKING:
    from game.ui.common.host import Host

Kept = TypeVar("Kept")

PANEL = pygame.Rect(60, 160, 1160, 440)
ROLE_WIDTH = 200
"""The widest the role column gets; it is as wide as its longest label needs."""
ROLE_GAP = 24
"""Between the longest role label and the first number column."""
HEADER_SIZE = 17
HEADER_LINES = 2
"""A column heading wraps onto at most this many lines (many columns are narrow)."""
TABS: dict[GameId, str] = {
    GameId.DDZ3: N_("Dou Dizhu, 3 players"),
    GameId.DDZ4: N_("Dou Dizhu, 4 players"),
    GameId.DDZ2: N_("Dou Dizhu, 2 players"),
}
"""Short names for the buttons that pick a table, where the menu's title does not fit."""
ROW_HEIGHT = 44
HEADER_RULE = PANEL.y + 60
"""The line under the headings."""
FIRST_ROW = PANEL.y + 76

STREAK_COLUMNS: tuple[Column, ...] = (
    (lambda: _("Streak"), lambda c: c.streak),
    (lambda: _("Best streak"), lambda c: c.best_streak),
)
"""After the family's own columns (:attr:`~game.ui.common.family_ui.FamilyUi.columns`)."""


def readable(texts: Sequence[str], read: Callable[[str], Kept]) -> list[Kept]:
    """Each of ``texts`` read back, those that cannot be (``SavedGameError``) left out."""
    kept = []
    for record in texts:
        try:
            kept.append(read(record))
        except SavedGameError:
            continue
    return kept


class StatisticsScene(MenuPage):
    name = "statistics"

    def __init__(self, app: Host, families: Sequence[FamilyUi]) -> None:
        super().__init__(app)
        self.families = tuple(families)
        self.game = GameId.DDZ3
        self.game_buttons: dict[GameId, Button] = {}

    def enter(self, **kwargs: Any) -> None:
        self.game = self.app.settings.game
        self.game_buttons = {}
        x, width = PANEL.x, (PANEL.width - 4 * 12) // 5
        for item in registry.TABLES:
            game, title = item.game, TABS.get(item.game, item.title)
            button = Button(pygame.Rect(x, 92, width, 50), partial(_, title), partial(self.show, game), font_size=19)
            self.game_buttons[game] = button
            x += width + 12
        bottom = PANEL.bottom + 30
        self.back_button = Button(pygame.Rect(PANEL.x, bottom, 300, 56), lambda: _("Back"), self.back, accent=True)
        self.reset_button = Button(pygame.Rect(PANEL.right - 340, bottom, 340, 56), lambda: _("Reset statistics"),
                                   self.ask_reset)
        self.review_button = Button(pygame.Rect(PANEL.centerx - 170, bottom, 340, 56), self.review_label,
                                    self.review_kept)
        self.buttons = [*self.game_buttons.values(), self.back_button, self.review_button, self.reset_button]
        self.focus = GridFocus([], self.buttons, wrap=True, start=self.back_button)
        self._sync()

    def _sync(self) -> None:
        for game, button in self.game_buttons.items():
            button.selected = game == self.game
        self.review_button.enabled = bool(self.kept_records())

    # -- actions -----------------------------------------------------------------------------
    def show(self, game: GameId) -> None:
        self.game = game
        self._sync()

    def climbing_tab(self) -> bool:
        return registry.entry(self.game).family is registry.Family.CLIMBING

    def review_label(self) -> str:
        return _("Review last rounds") if self.climbing_tab() else _("Review last deals")

    def kept_deals(self) -> list[SavedGame]:
        """The last finished deals kept with the statistics that can be read, oldest first."""
        return readable(self.app.settings.statistics.recent, SavedGame.from_json)

    def kept_rounds(self) -> list[KeptRound]:
        """The last finished climbing rounds kept with the statistics that can be read, oldest first."""
        return readable(self.app.settings.statistics.recent_rounds, KeptRound.from_json)

    def kept_records(self) -> list[SavedGame] | list[KeptRound]:
        """What the review button reviews on this tab: kept rounds or kept deals."""
        return self.kept_rounds() if self.climbing_tab() else self.kept_deals()

    def review_kept(self) -> None:
        """Review the kept deals (or rounds), the newest first shown (back here afterwards)."""
        records = self.kept_records()
        if records:
            self.app.switch("climbing_review" if self.climbing_tab() else "review", records=records, back=self.name)

    def ask_reset(self) -> None:
        """Ask before forgetting every count (Cancel or Escape keeps them)."""
        self.app.ask(ChoiceDialog(
            lambda: _("Reset statistics?"),
            [(lambda: _("Reset statistics"), True)],
            lambda _value: self.reset(),
            self.app.close_modal,
            body=lambda: _("Every table's statistics are set back to zero. This cannot be undone."),
        ))

    def reset(self) -> None:
        self.app.settings.statistics.reset()
        self.review_button.enabled = False
        self.app.save_settings()
        self.app.close_modal()

    # -- scene steps ----------------------------------------------------------------------------
    def columns(self) -> list[Column]:
        """The number columns of the shown table, in order: its family's, then the streaks."""
        return [*plugin_of(self.families, self.game).columns, *STREAK_COLUMNS]

    def rows(self) -> list[tuple[str, Counts]]:
        """The lines of the shown table: each role, then the total."""
        table = self.app.settings.statistics.table(self.game)
        family = plugin_of(self.families, self.game)
        lines = [(family.role_label(self.game, role), table.role(role)) for role in registry.entry(self.game).roles]
        return [*lines, (_("Total"), table.total())]

    def role_width(self, rows: Sequence[tuple[str, Counts]]) -> int:
        """The role column: as wide as its longest label (and its heading) needs, at most ``ROLE_WIDTH``."""
        labels = [_("Role"), *(label for label, _counts in rows)]
        return min(ROLE_WIDTH, max(text.width(label, 21, bold=True) for label in labels) + ROLE_GAP)

    def draw_header(self, surface: pygame.Surface, header: str, right: int, width: int) -> None:
        """A column heading right-aligned at ``right``, on up to ``HEADER_LINES`` lines of
        ``width``, the last line just above the rule (shrunk when it still does not fit)."""
        size = HEADER_SIZE
        lines = text.wrap(header, size, width, bold=True)
        while len(lines) > HEADER_LINES and size > 12:
            size -= 1
            lines = text.wrap(header, size, width, bold=True)
        if len(lines) > HEADER_LINES:
            lines = [header]
        step = text.line_height(header, size, bold=True)
        bottom = HEADER_RULE - 6
        for i, line in enumerate(reversed(lines)):
            face = text.fitted(line, size, width, theme.INK_DIM, bold=True)
            text.blit_at(surface, face, (right, bottom - i * step), "bottomright")

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.fitted(_("Statistics"), 40, 1000, theme.GOLD, bold=True), (640, 24), "midtop")
        felt.panel(surface, PANEL)
        columns = self.columns()
        rows = self.rows()
        role_width = self.role_width(rows)
        left = PANEL.x + 30 + role_width
        width = (PANEL.right - 30 - left) // len(columns)
        text.blit_at(surface, text.fitted(_("Role"), HEADER_SIZE, role_width - 10, theme.INK_DIM, bold=True),
                     (PANEL.x + 30, HEADER_RULE - 6), "bottomleft")
        for i, (header, _value) in enumerate(columns):
            self.draw_header(surface, header(), left + (i + 1) * width - 4, width - 8)
        pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 20, HEADER_RULE), (PANEL.right - 20, HEADER_RULE))
        for r, (label, counts) in enumerate(rows):
            y = FIRST_ROW + r * ROW_HEIGHT + (12 if r == len(rows) - 1 else 0)
            if r == len(rows) - 1:
                pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 20, y - 10), (PANEL.right - 20, y - 10))
            ink = theme.GOLD if r == len(rows) - 1 else theme.INK
            surface.blit(text.fitted(label, 21, role_width - 10, ink, bold=True), (PANEL.x + 30, y))
            for i, (_header, value) in enumerate(columns):
                face = text.fitted(str(value(counts)), 21, width - 10, ink)
                text.blit_at(surface, face, (left + (i + 1) * width - 4, y), "topright")
        extra = plugin_of(self.families, self.game).summary(self.app.settings)
        if extra is not None:
            face = text.fitted(extra, 18, PANEL.width - 60, theme.INK, bold=True)
            text.blit_at(surface, face, (640, PANEL.bottom - 64), "midtop")
        note = _("Only the games you play yourself are counted.")
        face = text.fitted(note, 16, PANEL.width - 60, theme.INK_DIM)
        text.blit_at(surface, face, (640, PANEL.bottom - 30), "midtop")
        for button in self.game_buttons.values():
            button.draw(surface)
        self.back_button.draw(surface)
        self.review_button.draw(surface)
        self.reset_button.draw(surface)
        self.focus.draw(surface)

"""A rule family's plugin for the front end: :class:`FamilyUi`.

Each family (``game/ui/<family>/plugin.py``) exposes one: its scenes by name, its table
options in the menu, its rules screen, its statistics columns and how its table starts and
resumes. The app is given the plugins (:mod:`game.ui.families` is the one module that knows
both the app and every family) and hands them to the shared screens that differ by family
(the menu, the statistics), so ``game/ui/common`` never imports a family.

Invariants: every scene name is unique across the plugins; ``rules_scene`` and the name
``resume_scene`` returns are among the plugin's own ``scenes``; ``start`` and ``resume_scene``
are called only for a game of the plugin's family (:func:`game.table.registry.entry`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from game.i18n import _
from game.settings import GameId, Settings
from game.stats import Counts, SeatRole
from game.table import registry
from game.table.registry import Family
from game.ui.common.widgets.button import Button, Label

if TYPE_CHECKING:
    from game.ui.common.host import Host
    from game.ui.common.scene import Scene

Column = tuple[Label, Callable[[Counts], int]]
"""A statistics column: its heading and the count it shows."""


class MenuPanel(Protocol):
    """A family's table options in the menu: buttons that store each choice at once."""

    buttons: list[Button]

    def show(self, game: GameId | None) -> None:
        """Show the options that apply to ``game`` (a table of this family), or hide them all (``None``)."""


@dataclass(frozen=True)
class FamilyUi:
    """What the shared screens ask a family (see the module docstring)."""

    family: Family
    scenes: Mapping[str, Callable[[Host], Scene]]
    """The family's scenes by name (each is built the first time it is entered)."""
    rules_scene: str
    rules_label: Label
    """The menu's rules button."""
    menu_panel: Callable[[Host, int, int], MenuPanel]
    """The table options' panel with its top left corner at ``(x, y)``."""
    columns: Sequence[Column]
    """The statistics columns before the streaks."""
    role_label: Callable[[GameId, SeatRole], str]
    """A statistics role's name as ``game``'s table calls it."""
    start: Callable[[Host], None]
    """Start a session at the chosen table and show its first scene."""
    resume_scene: Callable[[Enum], str]
    """The scene that shows a restored table in its state's ``phase`` (:meth:`Host.continue_game`)."""
    summary: Callable[[Settings], str | None] = lambda settings: None
    """A line the statistics screen shows under the family's tables (its modes' records)."""


WINS_AND_POINTS: tuple[Column, ...] = (
    (lambda: _("Wins"), lambda c: c.wins),
    (lambda: _("Points"), lambda c: c.points),
)
"""The columns every family's statistics show, after its count of deals or rounds."""


def plugin_of(families: Sequence[FamilyUi], game: GameId) -> FamilyUi:
    """The plugin of ``game``'s family among ``families`` (the app is given one per family)."""
    family = registry.entry(game).family
    return next(plugin for plugin in families if plugin.family is family)

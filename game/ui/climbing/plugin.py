"""The Daifugo / President tables' plugin for the front end (see :mod:`game.ui.common.family_ui`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.climbing.options import Preset
from game.climbing.roles import Role, role_name
from game.climbing.state import Phase
from game.i18n import _, ngettext
from game.settings import GameId
from game.stats import SeatRole
from game.table.climbing.session import CLIMBING_GAMES
from game.table.registry import Family
from game.ui.climbing.exchange import ExchangeScene
from game.ui.climbing.menu_options import ClimbingMenuOptions
from game.ui.climbing.play import ClimbingPlayScene
from game.ui.climbing.rounds import start_session
from game.ui.climbing.rules import ClimbingRulesScene
from game.ui.climbing.scoring import ClimbingScoringScene
from game.ui.common.family_ui import WINS_AND_POINTS, Column, FamilyUi

if TYPE_CHECKING:
    from game.ui.common.host import Host

COLUMNS: tuple[Column, ...] = ((lambda: _("Rounds"), lambda c: c.deals), *WINS_AND_POINTS)


def role_label(game: GameId, role: SeatRole) -> str:
    """A place's role as the table names it (Daifugo uses the Japanese role names)."""
    preset = CLIMBING_GAMES.get(game, Preset.PRESIDENT)
    return role_name(Role(role.value), preset).render(_, ngettext)


def resume_scene(app: Host) -> str:
    """The card exchange while it runs, else the play."""
    table = app.climbing_session.table
    assert table is not None, "a restored session has its table"
    return "exchange" if table.state.phase == Phase.EXCHANGE else "climbing_play"


CLIMBING_UI = FamilyUi(
    family=Family.CLIMBING,
    scenes={
        "climbing_rules": ClimbingRulesScene,
        "exchange": ExchangeScene,
        "climbing_play": ClimbingPlayScene,
        "climbing_scoring": ClimbingScoringScene,
    },
    rules_scene="climbing_rules",
    rules_label=lambda: _("Rules and house rules"),
    menu_panel=ClimbingMenuOptions,
    columns=COLUMNS,
    role_label=role_label,
    start=start_session,
    resume_scene=resume_scene,
)

"""The Daifugo / President tables' plugin for the front end (see :mod:`game.ui.common.family_ui`)."""

from __future__ import annotations

from game.climbing.options import Preset
from game.climbing.roles import Role, role_name
from game.climbing.state import Phase
from game.i18n import _, ngettext
from game.settings import GameId
from game.stats import SeatRole
from game.table.registry import SCENES, Family, entry
from game.ui.climbing.exchange import ExchangeScene
from game.ui.climbing.menu_options import ClimbingMenuOptions
from game.ui.climbing.play import ClimbingPlayScene
from game.ui.climbing.review import ClimbingReviewScene
from game.ui.climbing.rounds import start_session
from game.ui.climbing.rules import ClimbingRulesScene
from game.ui.climbing.scoring import ClimbingScoringScene
from game.ui.common.family_ui import WINS_AND_POINTS, Column, FamilyUi

COLUMNS: tuple[Column, ...] = ((lambda: _("Rounds"), lambda c: c.deals), *WINS_AND_POINTS)


def role_label(game: GameId, role: SeatRole) -> str:
    """A place's role as the table names it (Daifugo uses the Japanese role names)."""
    preset = entry(game).preset or Preset.PRESIDENT
    return role_name(Role(role.value), preset).render(_, ngettext)


NAMES = SCENES[Family.CLIMBING]
CLIMBING_UI = FamilyUi(
    Family.CLIMBING,
    {
        NAMES.rules: ClimbingRulesScene,
        ExchangeScene.name: ExchangeScene,
        NAMES.play: ClimbingPlayScene,
        NAMES.scoring: ClimbingScoringScene,
        ClimbingReviewScene.name: ClimbingReviewScene,
    },
    NAMES.rules,
    lambda: _("Rules and house rules"),
    ClimbingMenuOptions,
    COLUMNS,
    role_label,
    start_session,
    lambda phase: ExchangeScene.name if phase == Phase.EXCHANGE else NAMES.play,  # the exchange runs, else the play
)
"""Daifugo's and President's scenes, menu options (players, jokers, rounds), house rules and statistics."""

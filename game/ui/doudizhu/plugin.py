"""The Dou Dizhu tables' plugin for the front end (see :mod:`game.ui.common.family_ui`)."""

from __future__ import annotations

from enum import Enum

from game.doudizhu.state import Phase
from game.i18n import _, ngettext
from game.settings import GameId, Settings
from game.stats import SeatRole
from game.table.doudizhu.puzzles import shipped_ids
from game.table.registry import SCENES, Family
from game.ui.common.family_ui import WINS_AND_POINTS, Column, FamilyUi
from game.ui.doudizhu.bidding import BiddingScene
from game.ui.doudizhu.deals import start_session
from game.ui.doudizhu.menu_options import DoudizhuMenuOptions
from game.ui.doudizhu.play import PlayScene
from game.ui.doudizhu.puzzles import PuzzleScene
from game.ui.doudizhu.review import ReviewScene
from game.ui.doudizhu.rules import RulesScene
from game.ui.doudizhu.scoring import ScoringScene

COLUMNS: tuple[Column, ...] = (
    (lambda: _("Deals"), lambda c: c.deals),
    *WINS_AND_POINTS,
    (lambda: _("Your bombs"), lambda c: c.bombs),
    (lambda: _("All bombs"), lambda c: c.deal_bombs),
    (lambda: _("Springs"), lambda c: c.springs),
    (lambda: _("Grabs"), lambda c: c.grabs),
    (lambda: _("Doubles"), lambda c: c.doubles),
    (lambda: _("Open hands"), lambda c: c.open_hands),
)
"""Deals, wins, points, bombs, springs, then the player's B.5 choices (docs/RULES.md B.5): the
deals they grabbed the landlord in, doubled or super doubled in, showed their hand in (zero
at a table without those options)."""


def role_label(game: GameId, role: SeatRole) -> str:
    """The landlord or a farmer."""
    return _("Landlord") if role is SeatRole.LANDLORD else _("Farmer")


def summary(settings: Settings) -> str:
    """The endgame puzzles solved, of the shipped ones, and the new ones solved."""
    shipped = shipped_ids()
    solved = len(shipped & set(settings.puzzles.solved))
    shipped_line = ngettext(
        "Endgame puzzles: {solved} of {count} solved.", "Endgame puzzles: {solved} of {count} solved.", len(shipped)
    ).format(solved=solved, count=len(shipped))
    new = settings.puzzles.new_solved
    new_line = ngettext("{count} new puzzle solved.", "{count} new puzzles solved.", new).format(count=new)
    return f"{shipped_line} {new_line}"


NAMES = SCENES[Family.DOUDIZHU]


def resume_scene(phase: Enum) -> str:
    """The bidding while the deal's auction runs, else the play."""
    return NAMES.opening if phase == Phase.BIDDING else NAMES.play


DOUDIZHU_UI = FamilyUi(
    Family.DOUDIZHU,
    {
        NAMES.rules: RulesScene,
        NAMES.opening: BiddingScene,
        NAMES.play: PlayScene,
        NAMES.scoring: ScoringScene,
        ReviewScene.name: ReviewScene,
        PuzzleScene.name: PuzzleScene,
    },
    NAMES.rules,
    lambda: _("Rules"),
    DoudizhuMenuOptions,
    COLUMNS,
    role_label,
    start_session,
    resume_scene,
    summary,
)
"""Dou Dizhu's scenes, menu options (wild rank, clock, allowance), rules and statistics."""

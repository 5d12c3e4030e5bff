"""Daifugo / President: one engine for the climbing family (pure Python, no pygame).

Entry points: :class:`SessionState` (``SessionState.new(options, seed)``), the option
presets :func:`daifugo` and :func:`president`, the moves in :mod:`game.climbing.moves`,
and the house-rule registry in :mod:`game.climbing.rules`.
"""

from game.climbing.moves import (
    Done,
    GiveToPlayer,
    NameRank,
    NextRound,
    Pass,
    PickCard,
    PlayCards,
    ReliefTake,
    TakeCard,
    Zone,
)
from game.climbing.observation import ClimbingObservation
from game.climbing.options import BindingMultiple, ClimbingOptions, JokerRole, Preset, RuleId, daifugo, president
from game.climbing.plays import Play, PlayKind
from game.climbing.roles import Role, role_name
from game.climbing.state import Phase, SessionState

__all__ = [
    "BindingMultiple",
    "ClimbingObservation",
    "ClimbingOptions",
    "Done",
    "GiveToPlayer",
    "JokerRole",
    "NameRank",
    "NextRound",
    "Pass",
    "Phase",
    "PickCard",
    "Play",
    "PlayCards",
    "PlayKind",
    "Preset",
    "ReliefTake",
    "Role",
    "RuleId",
    "SessionState",
    "TakeCard",
    "Zone",
    "daifugo",
    "president",
    "role_name",
]

"""Daifugo / President: one engine for the climbing family (pure Python, no pygame).

Entry points: :class:`SessionState` (``SessionState.new(options, seed)``), the option
presets :func:`daifugo` and :func:`president`, and the house-rule registry in
:mod:`game.climbing.rules`. The moves are imported from :mod:`game.climbing.moves`, their
one home (the package does not repeat them).
"""

from game.climbing.observation import ClimbingObservation
from game.climbing.options import BindingMultiple, ClimbingOptions, JokerRole, Preset, RuleId, daifugo, president
from game.climbing.plays import Play, PlayKind
from game.climbing.roles import Role, role_name
from game.climbing.state import Phase, SessionState

__all__ = [
    "BindingMultiple",
    "ClimbingObservation",
    "ClimbingOptions",
    "JokerRole",
    "Phase",
    "Play",
    "PlayKind",
    "Preset",
    "Role",
    "RuleId",
    "SessionState",
    "daifugo",
    "president",
    "role_name",
]

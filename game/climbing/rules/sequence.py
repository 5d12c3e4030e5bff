"""Sequence: 3 or 4 consecutive cards (one suit by default) form a play of their own.

Legality lives in :mod:`game.climbing.plays` (readings and comparison), so the rule has no
hooks: this module registers it (its stage, for the firing order and the rules page).
Sequences never start or follow a Binding and never trigger rank rules.
"""

from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, Stage

RULE = HouseRule(
    id=RuleId.SEQUENCE,
    stage=Stage.PLAY,
)

"""4 Stop: right after a Cut, every other player with a natural pair of 4s may answer with it.

The engine opens a response window (choice ``FOUR_STOP``): each eligible seat plays its
pair or passes. Everyone who plays puts the pair on the table; the one closest to the
cutter in turn order leads; if nobody plays, the cutter leads.
"""

from game.climbing.effects import Act, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage

CUTS = frozenset({RuleId.EIGHT_CUT, RuleId.SIX_SIX_CUT, RuleId.NINE_NINE_CUT})


def fires(ctx: PlayContext) -> bool:
    return bool(ctx.fired & CUTS)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Act.OPEN_FOUR_STOP,)


RULE = HouseRule(
    id=RuleId.FOUR_STOP,
    stage=Stage.TURN,
    fires=fires,
    effects=effects,
)

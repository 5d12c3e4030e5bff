"""66 Cut (option of 8 Cut): exactly two natural 6s clear the trick like 8 Cut."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.SIX, 2)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.SIX_SIX_CUT, N_("66 Cut!")), Act.CUT_TRICK)


RULE = HouseRule(
    id=RuleId.SIX_SIX_CUT,
    stage=Stage.TURN,
    fires=fires,
    effects=effects,
)

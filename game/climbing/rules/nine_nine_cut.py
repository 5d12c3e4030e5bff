"""99 Cut (option of 8 Cut): exactly two natural 9s clear the trick; with 9 Reverse they also reverse."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.NINE, 2)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.NINE_NINE_CUT, N_("99 Cut!")), Act.CUT_TRICK)


RULE = HouseRule(
    id=RuleId.NINE_NINE_CUT,
    stage=Stage.TURN,
    fires=fires,
    effects=effects,
)

"""8 Cut: a play of natural 8s only clears the trick; the player leads the next one."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.EIGHT)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.EIGHT_CUT, N_("8 Cut!")), Act.CUT_TRICK)


RULE = HouseRule(
    id=RuleId.EIGHT_CUT,
    stage=Stage.TURN,
    fires=fires,
    effects=effects,
)

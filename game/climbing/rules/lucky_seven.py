"""Lucky Seven: exactly three natural 7s that nobody beats make their player President when the trick clears."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.SEVEN, 3)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.LUCKY_SEVEN, N_("Lucky Seven: unbeaten, they win")), Act.ARM_LUCKY_SEVEN)


RULE = HouseRule(
    id=RuleId.LUCKY_SEVEN,
    stage=Stage.FINISH,
    fires=fires,
    effects=effects,
)

"""Triple-7 Revolution (option of Revolution): exactly three natural 7s make a Revolution."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.SEVEN, 3)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.TRIPLE_SEVEN_REVOLUTION, N_("Triple-7 Revolution!")), Act.FLIP_STRENGTH)


RULE = HouseRule(
    id=RuleId.TRIPLE_SEVEN_REVOLUTION,
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

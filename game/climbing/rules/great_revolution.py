"""Great Revolution: four natural 2s reverse strength (once, even with Revolution on) and make
their player President at once."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.TWO, 4)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    flip: tuple[Effect, ...] = () if RuleId.REVOLUTION in ctx.fired else (Act.FLIP_STRENGTH,)
    return (Announce(RuleId.GREAT_REVOLUTION, N_("Great Revolution!")), *flip, Act.CROWN_PRESIDENT)


RULE = HouseRule(
    id=RuleId.GREAT_REVOLUTION,
    stage=Stage.FINISH,
    fires=fires,
    effects=effects,
)

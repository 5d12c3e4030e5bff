"""Coup d'état (option of Revolution): exactly three natural 9s make a Revolution."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.NINE, 3)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.COUP_DETAT, N_("Coup d'état!")), Act.FLIP_STRENGTH)


RULE = HouseRule(
    id=RuleId.COUP_DETAT,
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

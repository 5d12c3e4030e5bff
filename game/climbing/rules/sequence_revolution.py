"""Sequence Revolution (option of Revolution): a Sequence of four cards makes a Revolution."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_sequence and ctx.play.size == 4


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.SEQUENCE_REVOLUTION, N_("Sequence Revolution!")), Act.FLIP_STRENGTH)


RULE = HouseRule(
    id=RuleId.SEQUENCE_REVOLUTION,
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

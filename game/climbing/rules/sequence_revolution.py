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
    name=N_("Sequence Revolution"),
    stage=Stage.STRENGTH,
    summary=N_("A Sequence of four cards reverses the strength order just like a Revolution."),
    details=(N_("Jokers may fill it."), N_("A Sequence of three does nothing.")),
    fires=fires,
    effects=effects,
)

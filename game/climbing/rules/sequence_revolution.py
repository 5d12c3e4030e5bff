"""Sequence Revolution (option of Revolution): a Sequence of four cards makes a Revolution;
with the LONG Sequence form (UECda) a Sequence of five or more does."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId, SequenceForm
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.i18n import N_

LONG_REVOLUTION = 5
"""The shortest LONG Sequence that makes a Revolution."""


def fires(ctx: PlayContext) -> bool:
    play = ctx.play
    if not play.is_sequence:
        return False
    if ctx.options.sequence_form is SequenceForm.LONG:
        return play.size >= LONG_REVOLUTION
    return play.size == 4


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.SEQUENCE_REVOLUTION, N_("Sequence Revolution!")), Act.FLIP_STRENGTH)


RULE = HouseRule(
    id=RuleId.SEQUENCE_REVOLUTION,
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

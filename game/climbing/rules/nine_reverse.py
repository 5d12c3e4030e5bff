"""9 Reverse: a play of natural 9s only turns the direction of play round for the rest of the round."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.NINE)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.NINE_REVERSE, N_("9 Reverse!")), Act.REVERSE_TURNS)


RULE = HouseRule(
    id=RuleId.NINE_REVERSE,
    stage=Stage.TURN,
    fires=fires,
    effects=effects,
)

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
    name=N_("9 Reverse"),
    stage=Stage.TURN,
    summary=N_("Playing nothing but 9s turns the direction of play round."),
    details=(
        N_("Not with a joker among the 9s, or with 9s inside a Sequence."),
        N_("Several 9s reverse only once."),
        N_("The new direction stays after the trick is cleared, until the round ends."),
    ),
    fires=fires,
    effects=effects,
)

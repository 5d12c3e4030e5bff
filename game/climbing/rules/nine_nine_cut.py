"""99 Cut (option of 8 Cut): exactly two natural 9s clear the trick; with 9 Reverse they also reverse."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.NINE, 2)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.NINE_NINE_CUT, N_("99 Cut!")), Act.CUT_TRICK)


RULE = HouseRule(
    id=RuleId.NINE_NINE_CUT,
    name=N_("99 Cut"),
    stage=Stage.TURN,
    summary=N_("A pair of 9s clears the trick as an 8 Cut does, and you lead the next one."),
    details=(
        N_("Not with a joker in the pair, and not with three or more 9s."),
        N_("If 9 Reverse is on as well, the turn order also flips."),
    ),
    fires=fires,
    effects=effects,
)

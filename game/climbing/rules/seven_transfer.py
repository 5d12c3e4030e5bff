"""7 Transfer: after natural 7s, pass up to that many cards to the next player (one per move)."""

from game.climbing.effects import ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage, choose_up_to
from game.core.cards import Rank
from game.i18n import N_plural


def fires(ctx: PlayContext) -> bool:
    return ctx.play.naturals(Rank.SEVEN) > 0 and not ctx.emptied and ctx.others_in > 0


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return choose_up_to(
        RuleId.SEVEN_TRANSFER,
        N_plural("7 Transfer: up to {count} card", "7 Transfer: up to {count} cards"),
        ChoiceKind.TRANSFER,
        ctx.play.naturals(Rank.SEVEN),
    )


RULE = HouseRule(
    id=RuleId.SEVEN_TRANSFER,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

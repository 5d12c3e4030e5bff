"""10 Discard: after natural 10s, discard up to that many cards (one per move)."""

from game.climbing.effects import ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage, choose_up_to
from game.core.cards import Rank
from game.i18n import N_plural


def fires(ctx: PlayContext) -> bool:
    return ctx.play.naturals(Rank.TEN) > 0 and not ctx.emptied


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return choose_up_to(
        RuleId.TEN_DISCARD,
        N_plural("10 Discard: up to {count} card", "10 Discard: up to {count} cards"),
        ChoiceKind.DISCARD,
        ctx.play.naturals(Rank.TEN),
    )


RULE = HouseRule(
    id=RuleId.TEN_DISCARD,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

"""Resurrection: three natural 9s: pick up as many cards as you like from the discard pile."""

from game.climbing.effects import Announce, AskChoice, ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.NINE, 3) and ctx.discard_count > 0 and not ctx.emptied


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.RESURRECTION, N_("Resurrection!")), AskChoice(ChoiceKind.RESURRECT, 0))


RULE = HouseRule(
    id=RuleId.RESURRECTION,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

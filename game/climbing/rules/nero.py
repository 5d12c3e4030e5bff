"""Nero: three natural Ks: take one card from the table, the discard pile or another hand."""

from game.climbing.effects import Announce, AskChoice, ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.KING, 3) and not ctx.emptied


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.NERO, N_("Nero!")), AskChoice(ChoiceKind.NERO, 1))


RULE = HouseRule(
    id=RuleId.NERO,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

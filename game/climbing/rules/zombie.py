"""Zombie: three natural 3s: give one card from the discard pile to another player still in."""

from game.climbing.effects import Announce, AskChoice, ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.THREE, 3) and ctx.discard_count > 0 and ctx.others_in > 0


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.ZOMBIE, N_("Zombie!")), AskChoice(ChoiceKind.ZOMBIE, 1))


RULE = HouseRule(
    id=RuleId.ZOMBIE,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

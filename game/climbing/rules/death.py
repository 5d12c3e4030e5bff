"""DEATH: three natural 4s make every other player with two or more cards discard their strongest."""

from game.climbing.effects import Announce, DiscardStrongest, Effect, Who
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.FOUR, 3)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.DEATH, N_("DEATH!")), DiscardStrongest(Who.OTHERS, 1))


RULE = HouseRule(
    id=RuleId.DEATH,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

"""Joan of Arc: three natural Qs make the next player discard their two strongest cards."""

from game.climbing.effects import Announce, DiscardStrongest, Effect, Who
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.QUEEN, 3) and ctx.others_in > 0


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.JOAN_OF_ARC, N_("Joan of Arc!")), DiscardStrongest(Who.NEXT, 2))


RULE = HouseRule(
    id=RuleId.JOAN_OF_ARC,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

"""5 Skip: each natural 5 in a set skips one following player still in the trick."""

from game.climbing.effects import Announce, Effect, SkipPlayers
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_plural


def fires(ctx: PlayContext) -> bool:
    return ctx.play.naturals(Rank.FIVE) > 0


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    count = ctx.play.naturals(Rank.FIVE)
    return (Announce(
        RuleId.FIVE_SKIP, N_plural("5 Skip: {count} player skipped", "5 Skip: {count} players skipped"), count=count
    ), SkipPlayers(count))


RULE = HouseRule(
    id=RuleId.FIVE_SKIP,
    stage=Stage.TURN,
    fires=fires,
    effects=effects,
)


"""5 Skip: each natural 5 in a set skips one following player still in the trick."""

from game.climbing.effects import Announce, Effect, SkipPlayers
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_, N_plural


def fires(ctx: PlayContext) -> bool:
    return ctx.play.naturals(Rank.FIVE) > 0


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    count = ctx.play.naturals(Rank.FIVE)
    return (Announce(
        RuleId.FIVE_SKIP, N_plural("5 Skip: {count} player skipped", "5 Skip: {count} players skipped"), count=count
    ), SkipPlayers(count))


RULE = HouseRule(
    id=RuleId.FIVE_SKIP,
    name=N_("5 Skip"),
    stage=Stage.TURN,
    summary=N_("Every 5 you play skips the turn of one following player."),
    details=(
        N_("Jokers played with the 5s do not count; 5s in a Sequence do nothing."),
        N_("A skipped player has not passed."),
        N_("If the turn comes back to you the trick stays: beat your own cards or pass."),
        N_("Skipping goes round the table as often as needed, and you can be skipped yourself."),
    ),
    fires=fires,
    effects=effects,
)


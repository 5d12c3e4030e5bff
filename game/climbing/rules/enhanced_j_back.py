"""Enhanced J Back (option of J Back): two or more natural Js reverse until two trick clears."""

from game.climbing.effects import Announce, Effect, StartJBack
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.climbing.rules.j_back import blocked
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.naturals(Rank.JACK) >= 2 and not blocked(ctx)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.ENHANCED_J_BACK, N_("Enhanced J Back!")), StartJBack(2))


RULE = HouseRule(
    id=RuleId.ENHANCED_J_BACK,
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

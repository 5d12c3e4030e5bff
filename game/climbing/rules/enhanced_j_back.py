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
    name=N_("Enhanced J Back"),
    stage=Stage.STRENGTH,
    summary=N_("A set with two or more Js reverses the strength order until the trick has been cleared twice."),
    details=(
        N_("Jokers do not count: two real Js are needed."),
        N_(
            "Another J Back while reversed keeps the direction and restarts the count (one clear for J Back, two for "
            "Enhanced J Back)."
        ),
        N_(
            "A Revolution while reversed ends it and keeps the order in force; a New Order applies and the reversal "
            "goes on."
        ),
    ),
    fires=fires,
    effects=effects,
)

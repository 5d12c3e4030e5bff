"""J Back: a set with at least one natural J reverses strength until the trick is cleared.

If the same play makes a Revolution or a New Order, only that rule fires. If J Back is
already reversing the order, the direction stays and the count starts again.
"""

from game.climbing.effects import Announce, Effect, StartJBack
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_

OVERRIDING = frozenset({RuleId.REVOLUTION, RuleId.NEW_ORDER})


def blocked(ctx: PlayContext) -> bool:
    return bool(ctx.fired & OVERRIDING)


def fires(ctx: PlayContext) -> bool:
    jacks = ctx.play.naturals(Rank.JACK)
    if jacks == 0 or blocked(ctx):
        return False
    return not (ctx.options.enhanced_j_back and jacks >= 2)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.J_BACK, N_("J Back!")), StartJBack(1))


RULE = HouseRule(
    id=RuleId.J_BACK,
    name=N_("J Back"),
    stage=Stage.STRENGTH,
    summary=N_("Playing Js reverses the strength order until the trick is cleared."),
    details=(
        N_("A joker may be mixed in as long as there is at least one real J."),
        N_("Js inside a Sequence do nothing."),
        N_("During a Revolution it brings back the normal order for that trick."),
        N_("When the same cards make a Revolution or a New Order, only that rule happens."),
    ),
    fires=fires,
    effects=effects,
)

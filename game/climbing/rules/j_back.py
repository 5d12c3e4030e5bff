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
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

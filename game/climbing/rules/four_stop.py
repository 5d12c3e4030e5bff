"""4 Stop: right after a Cut, every other player with a natural pair of 4s may answer with it.

The engine opens a response window (choice ``FOUR_STOP``): each eligible seat plays its
pair or passes. Everyone who plays puts the pair on the table; the one closest to the
cutter in turn order leads; if nobody plays, the cutter leads.
"""

from game.climbing.effects import Act, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.i18n import N_

CUTS = frozenset({RuleId.EIGHT_CUT, RuleId.SIX_SIX_CUT, RuleId.NINE_NINE_CUT})


def fires(ctx: PlayContext) -> bool:
    return bool(ctx.fired & CUTS)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Act.OPEN_FOUR_STOP,)


RULE = HouseRule(
    id=RuleId.FOUR_STOP,
    name=N_("4 Stop"),
    stage=Stage.TURN,
    summary=N_("Just after an 8 Cut, 66 Cut or 99 Cut, a pair of 4s clears the trick once more and its player leads."),
    details=(
        N_("The player who cut cannot use it."),
        N_("A pair of 4s with a joker does not count."),
        N_("The game waits until everybody holding a pair of 4s has chosen to play it or pass."),
        N_(
            "If several players stop, the one nearest to the cutter in turn order leads; if nobody does, the cutter "
            "leads."
        ),
    ),
    fires=fires,
    effects=effects,
)

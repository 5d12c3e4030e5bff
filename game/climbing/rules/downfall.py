"""Downfall: from round 2, if someone else takes first place before last round's President,
that President drops out at once as Beggar."""

from game.climbing.effects import Announce, DropToBeggar, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import FirstPlaceContext, HouseRule, Stage
from game.i18n import N_


def on_first_place(ctx: FirstPlaceContext) -> tuple[Effect, ...]:
    president = ctx.previous_president
    if ctx.round_number < 2 or president is None or president == ctx.seat or ctx.previous_president_out:
        return ()
    return (Announce(RuleId.DOWNFALL, N_("Downfall: the old President falls")), DropToBeggar(president))


RULE = HouseRule(
    id=RuleId.DOWNFALL,
    stage=Stage.FINISH,
    on_first_place=on_first_place,
)

"""Rebellion: from round 2, if last round's Beggar goes out first, the round ends and the
finishing order is last round's order reversed."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import FirstPlaceContext, HouseRule, Stage
from game.i18n import N_


def on_first_place(ctx: FirstPlaceContext) -> tuple[Effect, ...]:
    if ctx.round_number < 2 or ctx.previous_beggar != ctx.seat or ctx.others_out:
        return ()
    return (Announce(RuleId.REBELLION, N_("Rebellion! The order turns over")), Act.END_ROUND_REVERSED)


RULE = HouseRule(
    id=RuleId.REBELLION,
    stage=Stage.FINISH,
    on_first_place=on_first_place,
)

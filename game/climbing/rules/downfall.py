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
    name=N_("Downfall"),
    stage=Stage.FINISH,
    summary=N_("If another player goes out first, last round's President falls at once and becomes Beggar."),
    details=(
        N_("The others play on."),
        N_("Nothing happens if the old President is already out, even if somebody takes first place later."),
        N_("Needs three or more players and applies from the second round."),
        N_("The fallen President's cards go to the discard pile."),
    ),
    on_first_place=on_first_place,
)

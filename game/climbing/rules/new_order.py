"""New Order: the four suits of one rank plus exactly one joker restart the order at that rank."""

from game.climbing.effects import Announce, Effect, SetNewOrder
from game.climbing.options import RuleId
from game.climbing.plays import Play
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.i18n import N_


def is_new_order(play: Play) -> bool:
    return not play.is_sequence and play.size == 5 and play.jokers == 1 and len(play.natural_suits) == 4


def fires(ctx: PlayContext) -> bool:
    return is_new_order(ctx.play)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    rank = ctx.play.rank
    return (Announce(RuleId.NEW_ORDER, N_("New Order from {rank}!"), rank=rank), SetNewOrder(rank))


RULE = HouseRule(
    id=RuleId.NEW_ORDER,
    name=N_("New Order"),
    stage=Stage.STRENGTH,
    summary=N_("Four cards of one rank in all four suits plus one joker re-rank every card starting from that rank."),
    details=(
        N_(
            "Normally that rank becomes the weakest and the order wraps round (after 2 comes 3); during a Revolution "
            "it becomes the strongest."
        ),
        N_("It needs exactly one joker; with two jokers nothing happens."),
        N_("The direction does not change; the new order lasts until the round ends."),
        N_("A later Revolution or J Back keeps the starting rank and only turns the direction."),
    ),
    fires=fires,
    effects=effects,
)

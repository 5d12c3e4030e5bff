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
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

"""Revolution: four or more cards of one rank (jokers allowed) reverse strength for the round.

When New Order is on, the New Order shape (four suits plus one joker) triggers New Order
instead. A Revolution during J Back ends the J Back and keeps the direction in force.
"""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.plays import JOKER_RANK, PlayKind
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.climbing.rules.new_order import is_new_order
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    play = ctx.play  # its fields read directly: every play asks
    if play.kind is PlayKind.SEQUENCE or len(play.cards) < 4 or play.ranks[0] == JOKER_RANK:
        return False
    return not (ctx.options.new_order and is_new_order(play))


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.REVOLUTION, N_("Revolution!")), Act.FLIP_STRENGTH)


RULE = HouseRule(
    id=RuleId.REVOLUTION,
    stage=Stage.STRENGTH,
    fires=fires,
    effects=effects,
)

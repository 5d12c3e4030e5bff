"""Revolution: four or more cards of one rank (jokers allowed) reverse strength for the round.

When New Order is on, the New Order shape (four suits plus one joker) triggers New Order
instead. A Revolution during J Back ends the J Back and keeps the direction in force.
"""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.plays import JOKER_RANK
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.climbing.rules.new_order import is_new_order
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    play = ctx.play
    if play.is_sequence or play.size < 4 or play.rank == JOKER_RANK:
        return False
    return not (ctx.options.new_order and is_new_order(play))


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.REVOLUTION, N_("Revolution!")), Act.FLIP_STRENGTH)


RULE = HouseRule(
    id=RuleId.REVOLUTION,
    name=N_("Revolution"),
    stage=Stage.STRENGTH,
    summary=N_("Four or more cards of one rank turn the strength order upside down."),
    details=(
        N_("Jokers may be part of it; five or six cards count too."),
        N_("The reversal lasts until the round ends; another Revolution turns it back."),
        N_("With New Order on, four suits plus one joker make a New Order instead."),
        N_("A Revolution during J Back ends the J Back; the order in force at that moment stays."),
    ),
    fires=fires,
    effects=effects,
)

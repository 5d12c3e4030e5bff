"""Great Revolution: four natural 2s reverse strength (once, even with Revolution on) and make
their player President at once."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.TWO, 4)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    flip: tuple[Effect, ...] = () if RuleId.REVOLUTION in ctx.fired else (Act.FLIP_STRENGTH,)
    return (Announce(RuleId.GREAT_REVOLUTION, N_("Great Revolution!")), *flip, Act.CROWN_PRESIDENT)


RULE = HouseRule(
    id=RuleId.GREAT_REVOLUTION,
    name=N_("Great Revolution"),
    stage=Stage.FINISH,
    summary=N_("Four 2s reverse the strength order like a Revolution and make you President on the spot."),
    details=(
        N_("Not with a joker among them."),
        N_("You become President even if somebody is already out, also when the 2s were your last cards."),
        N_("With Revolution on as well, the order is reversed only once."),
        N_("Cards still in your hand go to the discard pile."),
    ),
    fires=fires,
    effects=effects,
)

"""Lucky Seven: exactly three natural 7s that nobody beats make their player President when the trick clears."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.SEVEN, 3)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.LUCKY_SEVEN, N_("Lucky Seven: unbeaten, they win")), Act.ARM_LUCKY_SEVEN)


RULE = HouseRule(
    id=RuleId.LUCKY_SEVEN,
    name=N_("Lucky Seven"),
    stage=Stage.FINISH,
    summary=N_("Three 7s that everyone else passes on make you President the moment the trick is cleared."),
    details=(
        N_("Not with a joker among them, and not with four 7s."),
        N_("If somebody plays over them, nothing happens."),
        N_("You become President even if somebody is already out."),
        N_("Even if the 7s (or a 7 Transfer) empty your hand, your place is only settled when the trick is cleared."),
        N_("Cards still in your hand go to the discard pile."),
    ),
    fires=fires,
    effects=effects,
)

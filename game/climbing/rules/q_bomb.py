"""Q Bomb: after natural Qs, name up to that many ranks; every player discards all cards of them.

Players emptied at once are placed in turn order starting from the bomber.
"""

from game.climbing.effects import ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage, choose_up_to
from game.core.cards import Rank
from game.i18n import N_plural


def fires(ctx: PlayContext) -> bool:
    return ctx.play.naturals(Rank.QUEEN) > 0


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return choose_up_to(
        RuleId.Q_BOMB,
        N_plural("Q Bomb: up to {count} rank", "Q Bomb: up to {count} ranks"),
        ChoiceKind.NAME_RANKS,
        ctx.play.naturals(Rank.QUEEN),
    )


RULE = HouseRule(
    id=RuleId.Q_BOMB,
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

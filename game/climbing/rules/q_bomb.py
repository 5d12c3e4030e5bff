"""Q Bomb: after natural Qs, name up to that many ranks; every player discards all cards of them.

Players emptied at once are placed in turn order starting from the bomber.
"""

from game.climbing.effects import ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage, choose_up_to
from game.core.cards import Rank
from game.i18n import N_, N_plural


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
    name=N_("Q Bomb"),
    stage=Stage.CARD,
    summary=N_(
        "For every Q you play, name a rank (3 to 2, or Joker): every player, you included, throws away all cards of "
        "the named ranks."
    ),
    details=(
        N_("Jokers played with the Qs do not count; Qs in a Sequence do nothing."),
        N_("You may name nothing."),
        N_("Whoever is left without cards is out; several at once are placed in turn order starting from you."),
    ),
    fires=fires,
    effects=effects,
)

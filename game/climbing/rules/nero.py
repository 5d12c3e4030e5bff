"""Nero: three natural Ks: take one card from the table, the discard pile or another hand."""

from game.climbing.effects import Announce, AskChoice, ChoiceKind, Effect
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.KING, 3) and not ctx.emptied


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.NERO, N_("Nero!")), AskChoice(ChoiceKind.NERO, 1))


RULE = HouseRule(
    id=RuleId.NERO,
    name=N_("Nero"),
    stage=Stage.CARD,
    summary=N_(
        "Three Ks let you take one card into your hand: from the table, from the discard pile or (unseen) from "
        "another player's hand."
    ),
    details=(
        N_("Not with a joker among them, and not if the Ks were your last cards."),
        N_("Taking a card is compulsory."),
        N_("Cards taken from the table do not weaken it: the next play must still beat what was played."),
        N_("A player whose last card you take is out."),
    ),
    fires=fires,
    effects=effects,
)

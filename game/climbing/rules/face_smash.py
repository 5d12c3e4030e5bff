"""Face Smash: three natural 5s make every other player discard their Js, Qs, Ks and As."""

from game.climbing.effects import Announce, DiscardRanks, Effect, Who
from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_

FACES = frozenset({Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE})


def fires(ctx: PlayContext) -> bool:
    return ctx.play.is_pure(Rank.FIVE, 3)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.FACE_SMASH, N_("Face Smash!")), DiscardRanks(Who.OTHERS, FACES, keep_one=True))


RULE = HouseRule(
    id=RuleId.FACE_SMASH,
    name=N_("Face Smash"),
    stage=Stage.CARD,
    summary=N_("Three 5s make every other player throw away all their J, Q, K and A cards."),
    details=(
        N_("Not with a joker among them."),
        N_("2s and jokers stay."),
        N_("A player holding nothing but J, Q, K and A keeps the weakest of them."),
    ),
    fires=fires,
    effects=effects,
)

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
    stage=Stage.CARD,
    fires=fires,
    effects=effects,
)

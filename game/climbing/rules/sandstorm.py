"""Sandstorm: three natural 3s beat any cards on the table, of any size, and end a Binding
(never starting one: Binding checks ``ctx.fired``)."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import ClimbingOptions, RuleId
from game.climbing.plays import Play
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def is_sandstorm(play: Play) -> bool:
    return play.is_pure(Rank.THREE, 3)


def beats(play: Play, table: Play, options: ClimbingOptions) -> bool:
    return is_sandstorm(play)


def fires(ctx: PlayContext) -> bool:
    return not ctx.leading and is_sandstorm(ctx.play)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.SANDSTORM, N_("Sandstorm!")), Act.END_BINDING)


RULE = HouseRule(
    id=RuleId.SANDSTORM,
    stage=Stage.PLAY,
    fires=fires,
    effects=effects,
    beats=beats,
)

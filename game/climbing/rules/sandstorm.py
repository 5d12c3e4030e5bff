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
    name=N_("Sandstorm"),
    stage=Stage.PLAY,
    summary=N_("On any cards on the table, whatever their number or strength, you may play three 3s."),
    details=(
        N_("It may be played during a Binding and ends it; it never starts a Binding itself."),
        N_("With a joker among them, or when leading, they are just an ordinary set of three 3s."),
        N_("The trick goes on: the next play must be a stronger set of three cards."),
    ),
    fires=fires,
    effects=effects,
    beats=beats,
)

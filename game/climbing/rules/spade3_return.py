"""Spade-3 Return: the 3 of spades, played alone, beats a lone joker (also during a Binding).
With ``spade3_cuts`` (UECda) it also clears the trick and its player leads the next one."""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import ClimbingOptions, RuleId
from game.climbing.plays import Play
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank, Suit
from game.i18n import N_


def is_spade_three(play: Play) -> bool:
    card = play.cards[0]
    return play.size == 1 and card.rank == Rank.THREE and card.suit is Suit.SPADES


def beats(play: Play, table: Play, options: ClimbingOptions) -> bool:
    return table.is_single_joker and is_spade_three(play)


def may_beat(table: Play, options: ClimbingOptions) -> bool:
    return table.is_single_joker


def fires(ctx: PlayContext) -> bool:
    return ctx.table is not None and beats(ctx.play, ctx.table, ctx.options)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    announce = Announce(RuleId.SPADE3_RETURN, N_("Spade-3 Return!"))
    if ctx.options.spade3_cuts:
        return (announce, Act.CUT_TRICK)
    return (announce,)


RULE = HouseRule(
    id=RuleId.SPADE3_RETURN,
    stage=Stage.PLAY,
    fires=fires,
    effects=effects,
    beats=beats,
    may_beat=may_beat,
)

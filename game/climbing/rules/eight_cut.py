"""8 Cut: a play of natural 8s only clears the trick; the player leads the next one.

With ``eight_cut_mixed`` (UECda) any play with an 8 in it cuts: a set of 8s with a joker
and a Sequence running through the 8, also when a joker stands for it; a lone joker is
never an 8.
"""

from game.climbing.effects import Act, Announce, Effect
from game.climbing.options import RuleId
from game.climbing.plays import Play, run_span
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.core.cards import Rank
from game.i18n import N_


def holds_eight(play: Play) -> bool:
    """A set of rank 8 (jokers allowed) or a Sequence whose run covers the 8."""
    if play.is_sequence:
        low, high = run_span(play)
        return low <= int(Rank.EIGHT) <= high
    return play.rank == Rank.EIGHT


def cuts_by_eight(play: Play, mixed: bool) -> bool:
    """``play`` clears the trick by 8 Cut: any play holding an 8 when ``mixed``
    (``eight_cut_mixed``), else natural 8s only."""
    return holds_eight(play) if mixed else play.is_pure(Rank.EIGHT)


def fires(ctx: PlayContext) -> bool:
    return cuts_by_eight(ctx.play, ctx.options.eight_cut_mixed)


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    return (Announce(RuleId.EIGHT_CUT, N_("8 Cut!")), Act.CUT_TRICK)


RULE = HouseRule(
    id=RuleId.EIGHT_CUT,
    stage=Stage.TURN,
    fires=fires,
    effects=effects,
)

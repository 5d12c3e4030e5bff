"""Why a move or a selection is refused, as translatable ``Reason`` values.

Every refusal the Dou Dizhu engine gives is a constant here or built by
``why_not_cards``; the UI renders them with ``reason.render(_, ngettext)``.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import Rank, rank_phrase
from game.core.reason import Reason
from game.doudizhu.combos import RUN_KINDS, ComboKind, Play
from game.doudizhu.enumerate import readings
from game.doudizhu.rules import TableRules
from game.i18n import N_

NOT_YOUR_TURN = Reason(N_("not your turn"))
DEAL_OVER = Reason(N_("the deal is over"))
AUCTION_RUNNING = Reason(N_("the auction is not over yet"))
PLAY_RUNNING = Reason(N_("the auction is over"))
NO_PASS_ON_LEAD = Reason(N_("you cannot pass when leading"))
NOT_A_COMBINATION = Reason(N_("not a valid combination"))
NOTHING_SELECTED = Reason(N_("select the cards to play"))
NOT_IN_HAND = Reason(N_("those cards are not in your hand"))
CARDS_DO_NOT_MATCH = Reason(N_("the selected cards do not match that play"))
NOTHING_BEATS_ROCKET = Reason(N_("nothing beats a rocket"))
DEAL_TIME_UP = Reason(N_("the deal's time limit was reached: no winner, no score"))
# --- B.5: call and grab, doubling, open hand ----------------------------------------
NO_CALL_GRAB = Reason(N_("this table bids points: there is no calling or grabbing"))
NO_POINTS_BIDS = Reason(N_("on this table the landlord is called and grabbed, not bid for"))
ALREADY_CALLED = Reason(N_("the landlord has been called: grab or let it go"))
NOTHING_TO_GRAB = Reason(N_("nobody has called the landlord yet"))
GRABBING_OVER = Reason(N_("the grabbing is over: the caller had the last word"))
NO_GRAB_LEFT = Reason(N_("you have no grab left in this auction"))
NO_DOUBLING = Reason(N_("this table has no doubling"))
NO_SUPER_DOUBLE = Reason(N_("this table has no super doubling"))
NOT_DOUBLING_YET = Reason(N_("doubling comes once the landlord has taken the bottom cards"))
DOUBLING_OVER = Reason(N_("the time to double is over"))
ALREADY_DOUBLED = Reason(N_("you have already decided whether to double"))
DOUBLING_RUNNING = Reason(N_("the players are still deciding whether to double"))
NO_OPEN_HAND = Reason(N_("this table has no open hand"))
ONLY_LANDLORD_OPENS = Reason(N_("only the landlord may show the hand"))
NOT_OPENING_TIME = Reason(
    N_("the landlord may show the hand only after the bottom cards and before the first play")
)
OPENING_RUNNING = Reason(N_("the landlord is still deciding whether to show the hand"))


def bid_too_low(bid: int, top: int) -> Reason:
    return Reason.of(N_("a bid must be higher than {bid} and at most {top}"), bid=bid, top=top)


def why_not_cards(
    selected: Sequence[int],
    hand: Sequence[int],
    table: Play | None,
    rules: TableRules,
    wild_rank: Rank | None,
) -> Reason:
    """Why the cards ``selected`` (rank counts, part of ``hand``) cannot be played on
    ``table`` (``None``: a free lead). Only meaningful for a refused selection."""
    options = readings(selected, rules, wild_rank)
    if not options:
        return NOT_A_COMBINATION
    wasted = [_wasted_rank(play, selected, hand) for play in options]
    first = wasted[0]
    if first is not None and all(rank is not None for rank in wasted):
        return Reason.of(
            N_("a wild card cannot stand in for {rank} while you keep a natural {rank}"),
            rank=rank_phrase(first),
        )
    if table is None:
        return NOT_A_COMBINATION
    if table.kind is ComboKind.ROCKET:
        return NOTHING_BEATS_ROCKET
    if table.kind is ComboKind.BOMB:
        return Reason.of(N_("must be a bomb higher than {play}"), play=table.describe())
    if table.kind in RUN_KINDS:
        return Reason.of(
            N_("must be a {kind} of length {n} higher than {play}, or a bomb"),
            kind=table.name(),
            n=table.length,
            play=table.describe(),
        )
    return Reason.of(N_("must be a {kind} higher than {play}, or a bomb"), kind=table.name(), play=table.describe())


def _wasted_rank(play: Play, selected: Sequence[int], hand: Sequence[int]) -> Rank | None:
    """A rank a wild card stands in for while the hand keeps a natural card of it."""
    for printed, meant in zip(play.ranks, play.stands_for, strict=True):
        if printed != meant and hand[meant] > selected[meant]:
            return meant
    return None

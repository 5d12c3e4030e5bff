"""Soft inference from passes, follows and leads for the hard player's world sampling.

A seat that passed on an opponent's single (pair) most likely held no lone card (no
exact pair) above it: the normal way to play sheds such a group gladly, and breaking a
bigger group or a bomb to beat is what a pass avoids. Likewise a seat that beat an
opponent's single (pair) with a higher one than it needed most likely held no lone card
(exact pair) in between: the cheapest such group is what the normal way to follow sheds,
unless an opponent was close to going out (then it follows high on purpose, and the
follow says nothing). A lead sheds the weakest groups first, so the leader probably held
no lone card and no exact pair below the lowest rank it led (any hidden seat, partners
too; not when an opponent of the leader was close to going out). The cards a seat holds
now were in its hand at every earlier turn, so a guessed hand that still holds such a
group contradicts the hint. Passes and follows on a partner's play say nothing (partners
let each other's plays stand), and neither do those on other kinds of play (too many
reasons).

The auction is evidence too (:func:`bid_hints`): the normal player bids the highest
listed bid its dealt hand's ``strength`` allows, so a seat that bid ``v`` below the
maximum most likely had a hand worth exactly ``v``, one that bid the maximum a hand
worth at least that, and one that passed while the bid stood at ``c`` a hand worth at
most ``c``. A guessed hand is turned back into the dealt hand (plus the cards the seat
has played, minus the bottom for the landlord) and judged the same way.

The evidence is soft: :func:`likely_world` draws a few worlds and keeps the first one
that contradicts no hint (else the one that contradicts fewest), so a hand the
inference misreads is made rarer, never impossible. Worlds are rank counts here (the
search turns only the kept one into cards), and the cheap pass hints are checked before
the auction's, which split a whole dealt hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from game.ai.doudizhu.hand import HandShape
from game.ai.doudizhu.normal import BID_THRESHOLDS, DANGER_CARDS, desired_bid
from game.ai.doudizhu.view import TableView
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Pass
from game.doudizhu.state import Observation

#: Highest rank index a "lone card" hint covers (below the 2 and the jokers: holding
#: back a 2 or a joker on a low single is ordinary play, not a sign of absence).
TOP_HINT_RANK = 11
#: Worlds drawn per sample in search of one that contradicts no hint.
TRIES = 6

CountWorld = tuple[list[list[int]], list[int] | None]
"""A guessed world in rank counts: every seat's hand, and the bottom while it is hidden."""


class HintSource(Enum):
    """The move a :class:`PassHint` reads."""

    PASS = "pass"
    FOLLOW = "follow"
    LEAD = "lead"


@dataclass(frozen=True)
class PassHint:
    """``seat`` passed on (or beat with a group of rank ``top + 1``) an opponent's group of
    ``width`` equal cards of rank ``main``, or led a play whose lowest rank is ``top + 1``
    (then ``main`` is -1): it probably holds no rank above ``main``, up to ``top``, exactly
    ``width`` times."""

    seat: int
    width: int
    main: int
    top: int = TOP_HINT_RANK
    source: HintSource = HintSource.PASS


@dataclass(frozen=True)
class BidHint:
    """``seat``'s auction calls say a normal bidder would have wanted to bid between
    ``low`` and ``high`` on its dealt hand, which is its hand now plus ``adjust`` (per
    rank: the cards it played, minus the bottom cards it took as landlord)."""

    seat: int
    low: int
    high: int
    adjust: tuple[int, ...]
    shape: HandShape
    players: int

    def contradicted_by(self, hand: Sequence[int]) -> bool:
        """Whether a guessed hand (rank counts) disagrees with the auction calls."""
        dealt = [a + n for a, n in zip(self.adjust, hand, strict=True)]
        return not self.low <= desired_bid(tuple(dealt), self.shape, self.players) <= self.high


def bid_hints(view: TableView, observation: Observation) -> list[BidHint]:
    """What every hidden seat's auction calls say about its dealt hand."""
    top = view.rules.max_bid
    ranges: dict[int, tuple[int, int]] = {}
    standing = 0
    for seat, call in observation.auction:
        low, high = ranges.get(seat, (0, len(BID_THRESHOLDS[view.players])))
        if call.is_pass:
            high = min(high, standing)
        else:
            low = max(low, call.value)
            if call.value < top:
                high = min(high, call.value)
            standing = call.value
        ranges[seat] = (low, high)
    hints: list[BidHint] = []
    for seat, (low, high) in sorted(ranges.items()):
        if seat == view.seat or low > high:
            continue
        adjust = [0] * 15
        for who, move in observation.history:
            if who == seat and isinstance(move, Play):
                for rank in move.ranks:
                    adjust[int(rank)] += 1
        if seat == view.landlord and observation.bottom is not None:
            for card in observation.bottom:
                adjust[int(card.rank)] -= 1
        hints.append(BidHint(seat, low, high, tuple(adjust), view.shape, view.players))
    return hints


def _cards_at_start(view: TableView, observation: Observation) -> list[int]:
    """Cards every seat held when the play began: what it holds now plus what it played."""
    held = list(view.left)
    for seat, move in observation.history:
        if isinstance(move, Play):
            held[seat] += len(move.ranks)
    return held


def _closest_opponent(view: TableView, seat: int, held: list[int]) -> int:
    """Cards to go of ``seat``'s opponent closest to going out, with ``held`` cards per seat."""
    return min(held[s] - view.win_at(s) for s in range(view.players) if not view.same_side(s, seat))


def _lead_hints(view: TableView, seat: int, lead: Play, held: list[int]) -> list[PassHint]:
    """What a lead says: the weakest groups go first, so a seat that led a play whose lowest
    rank is ``low`` probably held no lone card and no exact pair below ``low`` (nothing
    when the lead went out or an opponent of the leader was close to going out: then
    leads are chosen for other reasons)."""
    low = min(int(rank) for rank in lead.ranks)
    top = min(low - 1, TOP_HINT_RANK)
    if top < 0 or held[seat] - len(lead.ranks) <= view.win_at(seat):
        return []
    if _closest_opponent(view, seat, held) <= DANGER_CARDS + 1:
        return []
    return [PassHint(seat, width, -1, top, HintSource.LEAD) for width in (1, 2)]


def pass_hints(view: TableView, observation: Observation) -> list[PassHint]:
    """The hints every hidden seat's passes, follows and leads give (own moves excluded)."""
    if view.landlord is None:
        return []
    hints: list[PassHint] = []
    table: tuple[int, Play] | None = None
    held = _cards_at_start(view, observation)
    for seat, move in observation.history:
        beaten, table = table, (seat, move) if isinstance(move, Play) else table
        if isinstance(move, Play) and (beaten is None or beaten[0] == seat):
            if seat != view.seat:
                hints.extend(_lead_hints(view, seat, move, held))
            held[seat] -= len(move.ranks)
            continue
        if beaten is None or seat == view.seat or not isinstance(move, (Pass, Play)):
            continue
        owner, play = beaten
        width = {ComboKind.SINGLE: 1, ComboKind.PAIR: 2}.get(play.kind)
        useful = width is not None and int(play.main) < TOP_HINT_RANK and not view.same_side(owner, seat)
        if isinstance(move, Pass):
            if useful:
                hints.append(PassHint(seat, width or 0, int(play.main)))
            continue
        close = _closest_opponent(view, seat, held)
        held[seat] -= len(move.ranks)
        if useful and move.kind is play.kind and close > DANGER_CARDS + 1:
            top = min(int(move.main) - 1, TOP_HINT_RANK)
            if top > int(play.main):
                hints.append(PassHint(seat, width or 0, int(play.main), top, HintSource.FOLLOW))
    return hints


def contradictions(
    hints: list[PassHint], hands: Sequence[Sequence[int]], bids: list[BidHint] | None = None, enough: int | None = None
) -> int:
    """How many hints (passes, then auction calls) the guessed ``hands`` (rank counts per
    seat) contradict; the count may stop early once it reaches ``enough``."""
    wrong = 0
    for hint in hints:
        counts = hands[hint.seat]
        if any(counts[rank] == hint.width for rank in range(hint.main + 1, hint.top + 1)):
            wrong += 1
    for bid in bids or ():
        if enough is not None and wrong >= enough:
            break
        wrong += bid.contradicted_by(hands[bid.seat])
    return wrong


def likely_world(
    draw: Callable[[], CountWorld], hints: list[PassHint], tries: int = TRIES, bids: list[BidHint] | None = None
) -> CountWorld:
    """The first of up to ``tries`` worlds from ``draw`` (a seeded sampler) that
    contradicts no hint (pass or auction call), else the one contradicting fewest."""
    best: CountWorld | None = None
    fewest = -1
    for _ in range(max(1, tries)):
        world = draw()
        if not hints and not bids:
            return world
        wrong = contradictions(hints, world[0], bids, None if best is None else fewest)
        if wrong == 0:
            return world
        if best is None or wrong < fewest:
            best, fewest = world, wrong
    assert best is not None
    return best

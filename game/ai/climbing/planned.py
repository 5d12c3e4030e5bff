"""A planning playout policy for the hard level's own seat when the other seats play the
eager model (:mod:`game.ai.climbing.eager`; the UECda client's ``planned_playouts``).

A playout runs in a guessed world, which is that world's truth, so the policy reads every
hand (perfect information, as determinized search does). With the other seats playing the
eager model, whether a play is beaten in the rest of its trick follows from their hands
(:func:`answered`): a *control* is a play that no seat still in the trick would answer, so
it wins the lead back (8 Cut always does).

The hand is split into the fewest *groups* (:func:`hand_groups`: natural Sequences of
``RUN`` or more cards of one suit, sets of one rank, single cards, each joker alone).
Then (:func:`planned_move`):

- *the winning line*: a control after which at most one group left is no control is
  played (on the lead, a group): the seat then plays its controls and goes out with the
  last group;
- *on the lead*: the cheapest group that is no control
  (:func:`~game.ai.climbing.hard.cheapest_play`'s cost: sets and Sequences before
  singles, the weakest first), not one that some seat would answer by going out at once
  (:func:`goes_out_over`);
- *following*: a play that cuts the trick by 8 Cut (no joker), else the cheapest play that
  breaks no group; when every play breaks one, the caller's cheapest play (or its pass).

It draws no random numbers: a playout's randomness is the guessed world. Against eager
seats in dealt UECda rounds (seat 0 with perfect information, 2,000 rounds) it places 2.63
on average, the greedy :func:`~game.ai.climbing.hard.playout_move` 2.96 (2.85 without its
random plays).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.climbing.eager import RUN, loose_cards, natural_rank_counts
from game.climbing.moves import Move
from game.climbing.options import ClimbingOptions
from game.climbing.order import StrengthOrder
from game.climbing.plays import ABOVE_TWO, BELOW_THREE, Play, PlayKind, position_strength, readings, run_span
from game.climbing.rules.eight_cut import cuts_by_eight
from game.climbing.state import SessionState
from game.core.cards import Card, Rank, Suit

NATURAL_RANKS = 13
"""Natural ranks 3..2 (``Rank`` 0..12); a Sequence never wraps from the 2 to the 3."""
SPADE_THREE = Card(Rank.THREE, Suit.SPADES)
PRECIOUS = 11
"""Playout policy: cards at least this strong (A, 2 normally; jokers) are kept for later."""


def hand_groups(hand: Sequence[Card]) -> list[frozenset[Card]]:
    """``hand`` split into groups: of the split that takes sets first (every rank held twice
    or more) and the one that takes the maximal natural runs of ``RUN`` or more cards of one
    suit first, the one with fewer groups (sets first on a tie); the other cards single, each
    joker a group of its own. Every card is in exactly one group."""
    naturals = [c for c in hand if not c.is_joker]
    counts = natural_rank_counts(naturals)
    runs, rest = _runs([c for c in naturals if counts[c.rank] < 2])
    by_sets = _by_rank([c for c in naturals if counts[c.rank] >= 2]) + runs + _by_rank(rest)
    runs, rest = _runs(naturals)
    by_runs = runs + _by_rank(rest)
    best = by_runs if len(by_runs) < len(by_sets) else by_sets
    return best + [frozenset((c,)) for c in hand if c.is_joker]


def _by_rank(cards: list[Card]) -> list[frozenset[Card]]:
    groups: dict[Rank, list[Card]] = {}
    for card in cards:
        groups.setdefault(card.rank, []).append(card)
    return [frozenset(group) for group in groups.values()]


def _runs(cards: list[Card]) -> tuple[list[frozenset[Card]], list[Card]]:
    """The maximal natural runs of ``RUN`` or more cards of one suit, and the cards left."""
    by_suit: dict[Suit | None, dict[int, Card]] = {}
    for card in cards:
        by_suit.setdefault(card.suit, {})[int(card.rank)] = card
    runs: list[frozenset[Card]] = []
    used: set[Card] = set()
    for held in by_suit.values():
        rank = 0
        while rank < NATURAL_RANKS:
            end = rank
            while end < NATURAL_RANKS and end in held:
                end += 1
            if end - rank >= RUN:
                run = frozenset(held[r] for r in range(rank, end))
                runs.append(run)
                used |= run
            rank = end + 1
    return runs, [c for c in cards if c not in used]


@dataclass(frozen=True)
class Answers:
    """What an eager seat's hand can answer with: its jokers, the strength of its strongest
    loose card (-1 for none; :func:`~game.ai.climbing.eager.loose_cards`), whether the 3♠ is
    loose, its natural cards per rank and its natural ranks per suit."""

    jokers: int
    top_loose: int
    loose_spade3: bool
    counts: dict[int, int]
    suits: dict[Suit | None, frozenset[int]]

    @classmethod
    def of(cls, hand: Sequence[Card], strengths: tuple[int, ...]) -> Answers:
        loose = loose_cards(hand)
        suits: dict[Suit | None, set[int]] = {}
        for card in hand:
            if not card.is_joker:
                suits.setdefault(card.suit, set()).add(int(card.rank))
        return cls(
            jokers=sum(1 for c in hand if c.is_joker),
            top_loose=max((strengths[c.rank] for c in loose), default=-1),
            loose_spade3=SPADE_THREE in loose,
            counts=natural_rank_counts(hand),
            suits={suit: frozenset(ranks) for suit, ranks in suits.items()},
        )


def answered(answers: Answers, play: Play, order: StrengthOrder, spade3: bool) -> bool:
    """Whether an eager seat (``answers``) would beat ``play`` as the first to answer it
    (the trick's suit lock and a Revolution's turn of the order left out): a natural single
    by a stronger loose card or a joker, a lone joker by a loose 3♠ under the Spade-3
    Return (``spade3``), a set of ``k`` by a stronger rank held exactly ``k`` times (or
    ``k - 1`` times and a joker), a Sequence by one of its length wholly above it (the held
    jokers filling gaps or standing beyond the 3 or the 2)."""
    if play.is_sequence:
        return _run_above(answers, play, order)
    strengths = order.strengths
    if play.size == 1:
        card = play.cards[0]
        if card.is_joker:
            return spade3 and answers.loose_spade3
        return answers.jokers > 0 or answers.top_loose > strengths[card.rank]
    if play.rank.is_joker:
        return False
    size, strength = play.size, strengths[play.rank]
    jokers = answers.jokers
    return any(
        strengths[rank] > strength and (held == size or (jokers > 0 and held == size - 1))
        for rank, held in answers.counts.items()
    )


def _run_above(answers: Answers, play: Play, order: StrengthOrder) -> bool:
    length = play.size
    top = max(position_strength(p, order) for p in run_span(play))
    for held in answers.suits.values():
        for low in range(BELOW_THREE, ABOVE_TWO - length + 2):
            window = range(low, low + length)
            if (
                min(position_strength(p, order) for p in window) > top
                and sum(1 for p in window if p not in held) <= answers.jokers
            ):
                return True
    return False


def goes_out_over(hand: Sequence[Card], play: Play, strengths: tuple[int, ...]) -> bool:
    """Whether ``hand`` is a single set (or jokers alone) that beats the set ``play``: its
    holder goes out on it."""
    if play.is_sequence or len(hand) != play.size or play.rank.is_joker:
        return False
    ranks = {c.rank for c in hand if not c.is_joker}
    if not ranks:
        return True
    return len(ranks) == 1 and strengths[next(iter(ranks))] > strengths[play.rank]


def cuts_trick(play: Play, options: ClimbingOptions) -> bool:
    """``play`` clears the trick by 8 Cut (see :mod:`game.climbing.rules.eight_cut`)."""
    return options.eight_cut and cuts_by_eight(play, options.eight_cut_mixed)


def cheapest_play(
    plays: list[tuple[Move, Play]], counts: list[int], strengths: tuple[int, ...], leading: bool
) -> tuple[tuple[Move, Play], float]:
    """The first of ``plays`` that hurts the hand least, and its cost. A play's cost: its
    strength (a Sequence's weakest rank), plus 12 a joker and 4 a precious card spent; for
    a set, 3 for each card of its rank left in the hand (``counts``: cards per rank) and 15
    for four cards or more (Revolutions are avoided); when ``leading``, 2 less per card
    (longer leads are cheaper)."""
    best, best_cost = plays[0], math.inf
    for item in plays:
        play = item[1]
        ranks, cards = play.ranks, play.cards
        rank = ranks[0]
        cost = strengths[rank] if len(ranks) == 1 else min([strengths[r] for r in ranks])
        same = 0
        for card in cards:
            if card.rank == rank:
                same += 1
            if card.suit is None:
                cost += 12
            elif strengths[card.rank] >= PRECIOUS:
                cost += 4
        size = len(cards)
        if play.kind is not PlayKind.SEQUENCE:
            cost += 3 * (counts[rank] - same)
            if size >= 4:
                cost += 15
        if leading:
            cost -= 2 * size
        if cost < best_cost:
            best, best_cost = item, cost
    return best, best_cost


class _Table:
    """The other seats of one decision, each seat's :class:`Answers` made once, when needed."""

    def __init__(self, state: SessionState, seat: int) -> None:
        self.state = state
        self.options = state.options
        self.order = state.order
        self.strengths = state.order.strengths
        self.others = [s for s in range(state.num_players) if s != seat and state.can_act(s)]
        self.in_trick = [s for s in self.others if s not in state.trick.passed]
        self._answers: dict[int, Answers] = {}

    def control(self, play: Play, seats: list[int]) -> bool:
        """``play`` is answered by none of ``seats`` (or cuts the trick)."""
        if cuts_trick(play, self.options):
            return True
        spade3 = self.options.spade3_cuts
        for seat in seats:
            answers = self._answers.get(seat)
            if answers is None:
                answers = self._answers[seat] = Answers.of(self.state.hands[seat], self.strengths)
            if answered(answers, play, self.order, spade3):
                return False
        return True

    def group_play(self, group: frozenset[Card]) -> Play | None:
        """The strongest reading of a group's cards as a play (None if it reads as none)."""
        plays = readings(tuple(sorted(group, key=Card.sort_key)), self.options)
        strengths = self.strengths
        return max(plays, key=lambda p: min(strengths[r] for r in p.ranks), default=None)

    def unanswered_groups(self, hand: Sequence[Card]) -> int:
        """How many of ``hand``'s groups some other seat would answer on the lead."""
        count = 0
        for group in hand_groups(hand):
            play = self.group_play(group)
            if play is None or not self.control(play, self.others):
                count += 1
        return count


def planned_move(state: SessionState, seat: int, plays: list[tuple[Move, Play]]) -> Move | None:
    """``seat``'s play among its listed ``plays`` by the plan: the winning line, on the lead
    a group (see the module docstring); None when following off the winning line (the
    caller then cuts, or plays the cheapest of :func:`unbroken_plays`, or passes). The caller
    has already made a play of the whole hand if one is listed."""
    hand = state.hands[seat]
    table = _Table(state, seat)
    strengths = table.strengths
    if state.trick.top is not None:
        for move, play in plays:
            if table.control(play, table.in_trick) and table.unanswered_groups(_without(hand, play)) <= 1:
                return move
        return None
    groups = hand_groups(hand)
    whole = [item for item in plays if frozenset(item[1].cards) in groups]
    if not whole:
        return None
    counts = [0] * 16
    for card in hand:
        counts[card.rank] += 1
    controls = [item for item in whole if table.control(item[1], table.in_trick)]
    if controls and len(groups) - len(controls) <= 1:
        return cheapest_play(controls, counts, strengths, True)[0][0]
    others = [item for item in whole if item not in controls]
    hands = state.hands
    safe = [item for item in others if not any(goes_out_over(hands[s], item[1], strengths) for s in table.others)]
    return cheapest_play(safe or others or whole, counts, strengths, True)[0][0]


def _without(hand: Sequence[Card], play: Play) -> list[Card]:
    return [c for c in hand if c not in play.cards]


def unbroken_plays(plays: list[tuple[Move, Play]], hand: Sequence[Card]) -> list[tuple[Move, Play]]:
    """The ``plays`` that break none of ``hand``'s groups (:func:`hand_groups`): their
    natural cards are a whole group, or they are a lone joker."""
    groups = set(hand_groups(hand))
    return [
        item
        for item in plays
        if item[1].is_single_joker or frozenset(c for c in item[1].cards if not c.is_joker) in groups
    ]

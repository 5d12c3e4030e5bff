"""Dou Dizhu hand splitting on rank counts: how many turns does a hand need to go out?

A hand is a tuple of 15 counts indexed by ``Rank`` value (3 .. 2, black joker, red joker).
:func:`best_plan` splits it into groups and scores the split:

- the rocket and every bomb are taken out first and kept intact;
- runs (straights, pair runs, triple runs) are searched exhaustively over ranks 3..A
  (a run never holds a 2 or a joker); whatever is left of each rank becomes a single,
  pair or triple;
- triples and triple runs carry attachments, so the weakest loose singles (where the
  table allows single attachments) and pairs ride along and cost no turn.

The score is ``-TURN_COST * turns + sum(control values)``: fewer turns first, then
hands that keep high cards (which win back the lead) score higher. Removing a weak group
from a hand therefore raises its score by about ``TURN_COST``, removing a control card
raises it by less, and breaking a run for nothing lowers it. The players compare the
score of the hand after each listed move to choose.

Everything here is pure Python on tuples of ints and memoised per shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache

RANKS = 15
TWO = 12
BLACK = 13
RED = 14
ACE = 11
KING = 10
RUN_TOP = ACE  # runs use ranks 3..A only

TURN_COST = 10.0

Counts = tuple[int, ...]


class GroupKind(Enum):
    """The building blocks a hand is split into (attachments are counted apart)."""

    SOLO = "solo"
    PAIR = "pair"
    TRIPLE = "triple"
    STRAIGHT = "straight"
    PAIR_RUN = "pair run"
    TRIPLE_RUN = "triple run"
    BOMB = "bomb"
    ROCKET = "rocket"

    __hash__ = object.__hash__  # identity, in C (as ComboKind's): groups are hashed by the plan caches


@dataclass(frozen=True, slots=True)
class Group:
    """One group of a split: its kind, lowest rank, run length (1 if not a run), card count."""

    kind: GroupKind
    low: int
    length: int
    size: int

    @property
    def top(self) -> int:
        return self.low + self.length - 1


@dataclass(frozen=True, slots=True)
class HandShape:
    """The parts of the table rules that matter for splitting a hand.

    ``rocket_copies``: copies of each joker a rocket needs (1 with one deck, 2 with two).
    ``single_attachments``: triples may carry a single (not on the four-player table).
    """

    min_straight: int = 5
    min_pair_run: int = 3
    min_triple_run: int = 2
    bomb_size: int = 4
    rocket_copies: int = 1
    single_attachments: bool = True


@dataclass(frozen=True, slots=True)
class HandPlan:
    """A split of a hand: its groups, the turns it needs and its score (higher is better)."""

    groups: tuple[Group, ...]
    turns: int
    score: float


def counts_of(ranks: list[int] | tuple[int, ...]) -> Counts:
    """Rank counts of a list of rank values."""
    counts = [0] * RANKS
    for rank in ranks:
        counts[rank] += 1
    return tuple(counts)


def minus(counts: Counts, ranks: tuple[int, ...] | list[int]) -> Counts:
    """``counts`` with one card removed per entry of ``ranks`` (which must be present)."""
    result = list(counts)
    for rank in ranks:
        result[rank] -= 1
    return tuple(result)


def control_value(group: Group) -> float:
    """How much a group helps to win back the lead; low groups are worth nothing."""
    kind, low = group.kind, group.low
    if kind is GroupKind.ROCKET:
        return 16.0
    if kind is GroupKind.BOMB:
        return 12.0 + 0.2 * low + 1.0 * (group.size - 4)
    if kind is GroupKind.SOLO:
        return {RED: 9.0, BLACK: 7.5, TWO: 5.5, ACE: 2.0, KING: 0.8}.get(low, 0.0)
    if kind is GroupKind.PAIR:
        return {RED: 9.0, BLACK: 8.0, TWO: 6.5, ACE: 3.0, KING: 1.2}.get(low, 0.0)
    if kind is GroupKind.TRIPLE:
        return {TWO: 6.0, ACE: 2.5, KING: 1.0}.get(low, 0.0)
    # Runs: a run ending high is hard to beat.
    return max(0.0, group.top - 8) * 0.8


_SOLO_CONTROL = [control_value(Group(GroupKind.SOLO, r, 1, 1)) for r in range(RANKS)]
_PAIR_CONTROL = [control_value(Group(GroupKind.PAIR, r, 1, 2)) for r in range(RANKS)]
_TRIPLE_CONTROL = [control_value(Group(GroupKind.TRIPLE, r, 1, 3)) for r in range(RANKS)]
_RUN_KIND = {1: GroupKind.STRAIGHT, 2: GroupKind.PAIR_RUN, 3: GroupKind.TRIPLE_RUN}
MAX_LEAVES = 1000  # bounds the run search on huge two-deck hands


def _leaf_score(rest: list[int], slots: int, groups: int, singles_ride: bool) -> tuple[float, int]:
    """Score and turns of the rank-wise grouping of ``rest`` plus ``groups`` earlier groups.

    ``slots``: attachments the triples (runs included) may carry.
    """
    score = 0.0
    loose: list[int] = []
    for rank, n in enumerate(rest):
        if n == 0:
            continue
        groups += 1
        if n == 1:
            score += _SOLO_CONTROL[rank]
            if singles_ride and rank < ACE:
                loose.append(rank)
        elif n == 2:
            score += _PAIR_CONTROL[rank]
            if rank < ACE:
                loose.append(rank)
        else:
            score += _TRIPLE_CONTROL[rank]
            if rank != TWO:
                slots += 1
    absorbed = min(slots, len(loose))
    turns = groups - absorbed
    score -= TURN_COST * turns
    # Tie-break: among equal splits prefer fewer weak loose cards left over (loose is sorted).
    if absorbed < len(loose):
        score -= 0.05 * sum([ACE - rank for rank in loose[absorbed:]])
    return score, turns


_SIMPLE_GROUPS = {
    n: tuple(Group(kind, rank, 1, n) for rank in range(RANKS))
    for n, kind in ((1, GroupKind.SOLO), (2, GroupKind.PAIR), (3, GroupKind.TRIPLE))
}
"""The one-rank groups of a split, made once (groups are immutable)."""


def _plan_groups(rest: list[int], runs: tuple[Group, ...], fixed: list[Group]) -> tuple[Group, ...]:
    groups = list(fixed) + list(runs)
    groups += [_SIMPLE_GROUPS[n][rank] for rank, n in enumerate(rest) if n]
    return tuple(groups)


@lru_cache(maxsize=4096)
def _run_group(width: int, low: int, length: int) -> Group:
    """The run group of ``length`` ranks of ``width`` cards from ``low`` (made once)."""
    return Group(_RUN_KIND[width], low, length, width * length)


def _run_options(rest: list[int], start: tuple[int, int, int], shape: HandShape) -> list[tuple[int, int, int]]:
    """Every run (low, width, length) with key ``>= start``, in key order."""
    options: list[tuple[int, int, int]] = []
    minimum = (0, shape.min_straight, shape.min_pair_run, shape.min_triple_run)
    first = start[0]
    for low in range(first, RUN_TOP + 1):
        held = rest[low]
        for width in (1, 2, 3):
            if held < width:
                break  # no run of this width (or wider) starts here
            length = 1
            while low + length <= RUN_TOP and rest[low + length] >= width:
                length += 1
            need = minimum[width]
            if length < need:
                continue
            if low == first:
                options += [(low, width, n) for n in range(need, length + 1) if (low, width, n) >= start]
            else:
                options += [(low, width, n) for n in range(need, length + 1)]
    return options


@lru_cache(maxsize=200_000)
def best_plan(counts: Counts, shape: HandShape = HandShape()) -> HandPlan:
    """The best split of ``counts`` (see the module docstring for the scoring)."""
    rest = list(counts)
    fixed: list[Group] = []
    copies = shape.rocket_copies
    if rest[BLACK] >= copies and rest[RED] >= copies:
        fixed.append(Group(GroupKind.ROCKET, BLACK, 1, 2 * copies))
        rest[BLACK] -= copies
        rest[RED] -= copies
    for rank in range(TWO + 1):
        if rest[rank] >= shape.bomb_size:
            fixed.append(Group(GroupKind.BOMB, rank, 1, rest[rank]))
            rest[rank] = 0
    fixed_score = sum(control_value(g) for g in fixed)
    found = _RunSearch(rest, shape, len(fixed))
    found.search((0, 0, 0), (), 0.0, 0)
    groups = _plan_groups(found.best_rest, found.best_runs, fixed)
    return HandPlan(groups, found.best_turns, found.best_score + fixed_score)


class _RunSearch:
    """The exhaustive run search of :func:`best_plan` over ``rest`` (changed while it
    runs, restored at the end): the best leaf so far and the leaves visited. A class
    rather than a recursive closure, which would be a reference cycle per call."""

    __slots__ = ("best_rest", "best_runs", "best_score", "best_turns", "fixed", "leaves", "rest", "shape")

    def __init__(self, rest: list[int], shape: HandShape, fixed: int) -> None:
        self.rest = rest
        self.shape = shape
        self.fixed = fixed
        self.best_score = -1e9
        self.best_turns = 0
        self.best_runs: tuple[Group, ...] = ()
        self.best_rest: list[int] = rest
        self.leaves = 0

    def search(self, key: tuple[int, int, int], runs: tuple[Group, ...], run_score: float, slots: int) -> None:
        rest = self.rest
        self.leaves += 1
        score, turns = _leaf_score(rest, slots, self.fixed + len(runs), self.shape.single_attachments)
        score += run_score
        if score > self.best_score:
            self.best_score, self.best_turns, self.best_runs, self.best_rest = score, turns, runs, list(rest)
        for option in _run_options(rest, key, self.shape):
            if self.leaves >= MAX_LEAVES:
                return
            low, width, length = option
            for r in range(low, low + length):
                rest[r] -= width
            group = _run_group(width, low, length)
            self.search(option, (*runs, group), run_score + control_value(group),
                        slots + (length if width == 3 else 0))
            for r in range(low, low + length):
                rest[r] += width


#: Strength thresholds for bids 1, 2 and 3 (see :func:`strength`), per table size.
BID_THRESHOLDS = {2: (7.0, 10.0, 13.0), 3: (8.0, 11.0, 14.0), 4: (16.0, 19.0, 22.0)}


def hand_score(counts: Counts, shape: HandShape = HandShape()) -> float:
    """Score of the best split (an empty hand scores highest of all). The scores are kept per
    shape object in front of :func:`best_plan`'s cache, so a repeated hand costs one lookup
    by its counts (hashing a shape is a Python call)."""
    kept = _SCORES.get(id(shape))
    if kept is None or kept[0] is not shape:
        if len(_SCORES) >= MAX_SHAPES:
            _SCORES.clear()
        kept = _SCORES[id(shape)] = (shape, {})
    scores = kept[1]
    score = scores.get(counts)
    if score is None:
        if len(scores) >= MAX_SCORES:
            scores.clear()
        score = scores[counts] = 1000.0 if not any(counts) else best_plan(counts, shape).score
    return score


MAX_SCORES = 200_000
MAX_SHAPES = 16
_SCORES: dict[int, tuple[HandShape, dict[Counts, float]]] = {}
""":func:`hand_score`'s scores by the id of their shape (the shape is kept beside them, so
its id is never reused while they are)."""


def strength(counts: Counts, shape: HandShape = HandShape()) -> float:
    """A bidding strength: control cards and bombs, minus the turns the hand needs.

    Roughly: 0 is a hand no one should bid on, 20+ is a hand worth the maximum bid.
    """
    plan = best_plan(counts, shape)
    high = 4.0 * counts[RED] + 3.0 * counts[BLACK] + 2.0 * counts[TWO] + 0.8 * counts[ACE]
    bombs = sum(6.0 for g in plan.groups if g.kind in (GroupKind.BOMB, GroupKind.ROCKET))
    return high + bombs - 1.5 * plan.turns + 12.0

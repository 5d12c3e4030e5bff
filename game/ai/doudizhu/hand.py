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
from itertools import repeat
from operator import sub

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


_SIMPLE_GROUPS = {
    n: tuple(Group(kind, rank, 1, n) for rank in range(RANKS))
    for n, kind in ((1, GroupKind.SOLO), (2, GroupKind.PAIR), (3, GroupKind.TRIPLE))
}
"""The one-rank groups of a split, made once (groups are immutable)."""
_RUN_CONTROL = [[max(0.0, low + length - 1 - 8) * 0.8 for length in range(RUN_TOP + 2)] for low in range(RANKS)]
"""``control_value`` of a run from ``low`` of ``length`` ranks (any width), made once."""


@lru_cache(maxsize=4096)
def _run_group(width: int, low: int, length: int) -> Group:
    """The run group of ``length`` ranks of ``width`` cards from ``low`` (made once)."""
    return Group(_RUN_KIND[width], low, length, width * length)


def _split(counts: Counts, facts: _ShapeFacts) -> tuple[list[Group], float, _RunSearch]:
    """The rocket and bombs of ``counts`` (kept intact), their control value, and the run
    search over the rest, done."""
    rest = list(counts)
    fixed: list[Group] = []
    copies = facts.shape.rocket_copies
    if rest[BLACK] >= copies and rest[RED] >= copies:
        fixed.append(Group(GroupKind.ROCKET, BLACK, 1, 2 * copies))
        rest[BLACK] -= copies
        rest[RED] -= copies
    bomb_size = facts.shape.bomb_size
    if max(rest[: TWO + 1]) >= bomb_size:
        for rank in range(TWO + 1):
            if rest[rank] >= bomb_size:
                fixed.append(Group(GroupKind.BOMB, rank, 1, rest[rank]))
                rest[rank] = 0
    fixed_score = sum([control_value(g) for g in fixed]) if fixed else 0
    found = _RunSearch(rest, facts, len(fixed))
    found.search(0, 0, 0, 0.0, 0)
    return fixed, fixed_score, found


@lru_cache(maxsize=200_000)
def best_plan(counts: Counts, shape: HandShape = HandShape()) -> HandPlan:
    """The best split of ``counts`` (see the module docstring for the scoring)."""
    fixed, fixed_score, found = _split(counts, _facts(shape))
    groups = list(fixed) + [_run_group(width, low, length) for low, width, length in found.best_runs]
    groups += [_SIMPLE_GROUPS[n][rank] for rank, n in enumerate(found.best_rest) if n]
    return HandPlan(tuple(groups), found.best_turns, found.best_score + fixed_score)


def _high_part(rest: list[int]) -> tuple[tuple[float, ...], int, int]:
    """What the 2s and jokers of ``rest`` add to every leaf: their control values (in rank
    order), groups and attachment slots."""
    high: list[float] = []
    groups = slots = 0
    for rank in range(TWO, RANKS):
        n = rest[rank]
        if n:
            groups += 1
            if n == 1:
                high.append(_SOLO_CONTROL[rank])
            elif n == 2:
                high.append(_PAIR_CONTROL[rank])
            else:
                high.append(_TRIPLE_CONTROL[rank])
                if rank != TWO:
                    slots += 1
    return tuple(high), groups, slots


_HIGH: dict[tuple[int, int, int], tuple[tuple[float, ...], int, int]] = {}
""":func:`_high_part` by the counts of 2s and jokers (a few dozen at most)."""


BELOW_ACE = (1 << ACE) - 1


def _loose_table() -> list[tuple[int, tuple[int, ...]]]:
    """Per mask of ranks below the ace (the loose cards of a leaf): how many ranks it holds,
    and per ``a`` the sum of ``ACE - rank`` over its ranks from the ``a``-th lowest on (the
    weights of the tie-break when the ``a`` weakest ride on triples). Each mask extends the
    one without its lowest rank, made before it."""
    table: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    for mask in range(1, 1 << ACE):
        count, tails = table[mask & (mask - 1)]
        weight = ACE - ((mask & -mask).bit_length() - 1)
        table.append((count + 1, (weight + (tails[0] if count else 0), *tails)))
    return table


_LOOSE = _loose_table()


@lru_cache(maxsize=8)
def _run_starts(shortest: int) -> tuple[int, ...]:
    """Per mask of ranks 3 .. A (bit ``r`` for rank ``r``): the mask of the ranks where
    ``shortest`` ranks of it in a row start."""
    table = []
    for mask in range(1 << (RUN_TOP + 1)):
        start = mask
        for step in range(1, shortest):
            start &= mask >> step
        table.append(start)
    return tuple(table)


class _RunSearch:
    """The exhaustive run search of :func:`best_plan` over ``rest`` (changed while it
    runs, restored at the end): the best leaf so far (its score, turns, runs as
    ``(low, width, length)`` and what is left of every rank) and the leaves visited.

    A leaf groups what is left rank by rank: a single, pair or triple per rank held;
    ``slots`` attachments (triples, runs' included) absorb the weakest loose singles
    (where the table allows single attachments) and pairs below the ace. Its score is the
    control values summed rank by rank, minus ``TURN_COST`` per turn, minus a tie-break
    for the weak loose cards left over (among equal splits fewer is better), plus its
    runs' control values. The 2s and jokers are never in a run, so what they add (groups,
    slots, control values, in rank order after the lower ranks) is worked out once. The
    leaf's ranks 3 .. A held at least once, twice and three times are bit masks, in which
    :func:`_run_starts`'s tables find the runs to try next (in the same key order as
    trying every rank from ``first`` on).
    A class rather than a recursive closure, which would be a reference cycle per call."""

    __slots__ = (
        "best_rest", "best_runs", "best_score", "best_turns", "groups", "high", "high_slots", "leaves",
        "minimum", "rest", "runs", "singles_ride", "starts",
    )

    def __init__(self, rest: list[int], facts: _ShapeFacts, fixed: int) -> None:
        self.rest = rest
        self.singles_ride = facts.singles_ride
        self.minimum = facts.minimum
        self.starts = facts.starts
        self.best_score = -1e9
        self.best_turns = 0
        self.best_runs: tuple[tuple[int, int, int], ...] = ()
        self.best_rest: list[int] = rest
        self.leaves = 0
        self.runs: list[tuple[int, int, int]] = []
        high = _HIGH.get((rest[TWO], rest[BLACK], rest[RED]))
        if high is None:
            high = _HIGH[rest[TWO], rest[BLACK], rest[RED]] = _high_part(rest)
        self.high, groups, self.high_slots = high
        self.groups = groups + fixed

    def search(self, first: int, first_width: int, first_length: int, run_score: float, slots: int) -> None:
        """Score the leaf ``rest`` as it is, then try every run with key ``(low, width,
        length) >= (first, first_width, first_length)`` in key order (a run may repeat)."""
        rest = self.rest
        runs = self.runs
        self.leaves += 1
        score = 0.0
        groups = self.groups + len(runs)
        leaf_slots = slots + self.high_slots
        loose = 0  # bit r: a loose single (where singles ride) or pair of rank r below the ace
        singles_ride = self.singles_ride
        ones = twos = threes = 0  # bit r: at least one, two, three cards of rank r (3 .. A) left
        bit = 1
        for rank in range(TWO):
            n = rest[rank]
            if n:
                groups += 1
                ones |= bit
                if n == 1:
                    score += _SOLO_CONTROL[rank]
                    if singles_ride:
                        loose |= bit
                elif n == 2:
                    twos |= bit
                    score += _PAIR_CONTROL[rank]
                    loose |= bit
                else:
                    twos |= bit
                    threes |= bit
                    score += _TRIPLE_CONTROL[rank]
                    leaf_slots += 1
            bit <<= 1
        for value in self.high:
            score += value
        count, tails = _LOOSE[loose & BELOW_ACE]
        absorbed = min(leaf_slots, count)
        turns = groups - absorbed
        score -= TURN_COST * turns
        if absorbed < count:
            score -= 0.05 * tails[absorbed]
        score += run_score
        if score > self.best_score:
            self.best_score, self.best_turns, self.best_runs, self.best_rest = score, turns, tuple(runs), list(rest)
        straights, pair_runs, triple_runs = self.starts
        held = (0, ones, twos, threes)
        # starts[w]: the ranks from ``first`` on where a run of width w and its shortest length starts
        starts = (0, straights[ones] >> first << first, pair_runs[twos] >> first << first,
                  triple_runs[threes] >> first << first)
        lows = starts[1] | starts[2] | starts[3]
        while lows:
            low = (lows & -lows).bit_length() - 1
            lows &= lows - 1
            for width in (1, 2, 3):
                if not starts[width] >> low & 1:
                    continue
                mask = held[width]
                length = 1
                while mask >> (low + length) & 1:
                    length += 1
                shortest = self.minimum[width]
                if low == first:
                    if width < first_width:
                        continue
                    if width == first_width and first_length > shortest:
                        shortest = first_length
                for n in range(shortest, length + 1):
                    if self.leaves >= MAX_LEAVES:
                        return
                    kept = rest[low : low + n]
                    rest[low : low + n] = map(sub, kept, repeat(width))
                    runs.append((low, width, n))
                    self.search(low, width, n, run_score + _RUN_CONTROL[low][n], slots + n if width == 3 else slots)
                    runs.pop()
                    rest[low : low + n] = kept


#: Strength thresholds for bids 1, 2 and 3 (see :func:`strength`), per table size.
BID_THRESHOLDS = {2: (7.0, 10.0, 13.0), 3: (8.0, 11.0, 14.0), 4: (16.0, 19.0, 22.0)}


def hand_score(counts: Counts, shape: HandShape = HandShape()) -> float:
    """Score of the best split (an empty hand scores highest of all)."""
    return score_and_turns(counts, shape)[0]


def score_and_turns(counts: Counts, shape: HandShape = HandShape()) -> tuple[float, int]:
    """:func:`hand_score` and the turns of the best split (``best_plan(counts, shape).turns``),
    kept per shape object by the counts, so a repeated hand costs one lookup; a new hand is
    split without building its groups."""
    facts = _facts(shape)
    scores = facts.scores
    found = scores.get(counts)
    if found is None:
        if len(scores) >= MAX_SCORES:
            scores.clear()
        if any(counts):
            _fixed, fixed_score, search = _split(counts, facts)
            found = (search.best_score + fixed_score, search.best_turns)
        else:
            found = (1000.0, 0)
        scores[counts] = found
    return found


class _ShapeFacts:
    """What the splitting reads of a shape, worked out once: the shape, whether singles
    ride on triples, the shortest run per width (index 1 to 3), the run-start tables of
    :func:`_run_starts` per width, and :func:`score_and_turns`'s results by the counts."""

    __slots__ = ("minimum", "scores", "shape", "singles_ride", "starts")

    def __init__(self, shape: HandShape) -> None:
        self.shape = shape
        self.singles_ride = shape.single_attachments
        self.minimum = (0, shape.min_straight, shape.min_pair_run, shape.min_triple_run)
        straights, pair_runs, triple_runs = (_run_starts(shortest) for shortest in self.minimum[1:])
        self.starts = (straights, pair_runs, triple_runs)
        self.scores: dict[Counts, tuple[float, int]] = {}


def _facts(shape: HandShape) -> _ShapeFacts:
    """The facts of ``shape``, kept by its id (hashing a shape is a Python call; the shape
    is kept beside them, so its id is never reused while they are)."""
    facts = _FACTS.get(id(shape))
    if facts is None or facts.shape is not shape:
        if len(_FACTS) >= MAX_SHAPES:
            _FACTS.clear()
        facts = _FACTS[id(shape)] = _ShapeFacts(shape)
    return facts


MAX_SCORES = 200_000
MAX_SHAPES = 16
_FACTS: dict[int, _ShapeFacts] = {}


def strength(counts: Counts, shape: HandShape = HandShape()) -> float:
    """A bidding strength: control cards and bombs, minus the turns the hand needs.

    Roughly: 0 is a hand no one should bid on, 20+ is a hand worth the maximum bid.
    """
    plan = best_plan(counts, shape)
    high = 4.0 * counts[RED] + 3.0 * counts[BLACK] + 2.0 * counts[TWO] + 0.8 * counts[ACE]
    bombs = sum(6.0 for g in plan.groups if g.kind in (GroupKind.BOMB, GroupKind.ROCKET))
    return high + bombs - 1.5 * plan.turns + 12.0

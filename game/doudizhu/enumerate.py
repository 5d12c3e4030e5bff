"""Every legal play of a hand, computed on rank-count arrays.

A hand is ``counts``: ``counts[r]`` cards of rank ``r`` (``Rank`` value 0..14). With
a wild rank ``W`` (B.4) the ``W`` cards form a pool; a wild card either counts as its
own rank ("natural") or stands in for another rank 3..2. The readings this engine
lists follow three rules that make every reading of a card set well defined:

1. **Gaps only.** A wild card stands in for rank ``r`` only where the hand has no more
   natural ``r``: a group of ``k`` cards of rank ``r`` uses ``min(k, naturals)``
   natural cards and wild cards for the rest. (Any other physical choice would only
   waste a wild card.)
2. **Attachments are natural, but a wild card may finish a pair.** Kickers and wings
   are cards counted as their own rank (a wild card there counts as the wild rank),
   except that one wild card may complete a pair attachment (the pair of a triple with a
   pair, a pair wing, a pair of four with two pairs) of a rank the hand holds exactly
   one natural card of.
3. **All-wild bombs are the wild rank.** A bomb made only of wild cards reads as the
   wild rank itself (a pure-wild bomb), never as another rank.

Jokers are never wild and wild cards never stand for jokers; runs end at
``rules.run_top`` (the ace), so no run holds a 2 or a joker.

Plays are drawn from a memo of shared ``Play`` values keyed by their shape (and, with
wild cards, by how many natural cards each core rank uses), so enumeration allocates
almost nothing once the memo is warm.

Hands without wild cards (every hand of a table without them) take shorter paths that
list the same plays in the same order: no pool arithmetic, attachment-free cores (sets,
runs) appended in slices of shared per-kind tables, and above all the shared listings
at the end of this module: what a kind lists for such a hand depends only on which
ranks hold at least 1, 2, 3, 4 cards (four masks), so each kind's listing is
computed once per table and mask and then read back, and a follower's plays are a tail
of the lead listing.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import combinations
from operator import itemgetter
from typing import TypeVar, cast

from game.core.cards import Rank
from game.doudizhu.combos import RUN_KINDS, BombClass, ComboKind, Play, bomb_key
from game.doudizhu.moves import PASS, Pass
from game.doudizhu.rules import TableRules

_R: tuple[Rank, ...] = tuple(Rank)
_TWO = int(Rank.TWO)
_BJ = int(Rank.BLACK_JOKER)
_RJ = int(Rank.RED_JOKER)
_NO_WILD = -1
_NEVER = 99  # a cost above any wild pool

# Keyed by ``id(kind)``: enum members hash in Python code, their ids hash in C.
_MEMO: dict[tuple[object, ...], Play] = {}
_MEMO_LIMIT = 100_000

ROCKET_ONE_DECK = Play(
    ComboKind.ROCKET, (Rank.BLACK_JOKER, Rank.RED_JOKER), (Rank.BLACK_JOKER, Rank.RED_JOKER), Rank.RED_JOKER
)
_FOUR_JOKERS = (Rank.BLACK_JOKER, Rank.BLACK_JOKER, Rank.RED_JOKER, Rank.RED_JOKER)
ROCKET_TWO_DECKS = Play(ComboKind.ROCKET, _FOUR_JOKERS, _FOUR_JOKERS, Rank.RED_JOKER)


def rocket_for(rules: TableRules) -> Play:
    """The rocket of a table: both jokers, or all four with two decks."""
    return ROCKET_ONE_DECK if rules.rocket_jokers == 2 else ROCKET_TWO_DECKS


class _Hand:
    """One enumeration: the hand split into natural counts and the wild pool.

    Made as the subclass whose ``emit`` fits the hand (a class attribute: a bound
    method kept on the instance would be a reference cycle, left for the cyclic
    garbage collector)."""

    __slots__ = ("cores", "nat", "out", "pool", "rules", "wild")
    emit: Callable[..., None]

    def __init__(self, counts: Sequence[int], rules: TableRules, wild_rank: int | None) -> None:
        wild = _NO_WILD if wild_rank is None else int(wild_rank)
        pool = counts[wild] if wild != _NO_WILD else 0
        nat: Sequence[int]
        if pool:
            nat = [0 if rank == wild else count for rank, count in enumerate(counts)]
        else:
            nat = counts
            wild = _NO_WILD
        self.nat = nat
        self.pool = pool
        self.wild = wild
        self.rules = rules
        self.out: list[Play] = []
        self.cores: dict[tuple[int, int, int], tuple[list[tuple[int, int]], tuple[int, ...]]] = {}

    def spare(self, rank: int, pool_left: int) -> int:
        """Cards of ``rank`` available as natural attachments."""
        return pool_left if rank == self.wild else self.nat[rank]

    def pair_cost(self, rank: int) -> int:
        """Wild cards a pair attachment of ``rank`` takes (rule 2); ``_NEVER`` if none
        can be made."""
        if rank == self.wild:
            return 2
        natural = self.nat[rank]
        if natural >= 2:
            return 0
        return 1 if natural == 1 and rank <= _TWO else _NEVER

    def _emit_plain(
        self, kind: ComboKind, lo: int, hi: int, k: int, extra: tuple[int, ...], completed: tuple[int, ...] = ()
    ) -> None:
        play = _MEMO.get((id(kind), lo, hi, k, extra))
        self.out.append(play if play is not None else _plain_play(kind, lo, hi, k, extra))

    def _emit_wild(
        self, kind: ComboKind, lo: int, hi: int, k: int, extra: tuple[int, ...], completed: tuple[int, ...] = ()
    ) -> None:
        """Emit a reading; ``completed`` lists the pair attachments finished by a wild card."""
        core = self.cores.get((lo, hi, k))
        if core is None:
            core = self._wild_core(lo, hi, k)
            self.cores[(lo, hi, k)] = core
        cards, naturals = core
        key = (id(kind), lo, hi, k, extra, self.wild, naturals, completed)
        play = _MEMO.get(key)
        if play is None:
            attached = [(rank, rank) for rank in extra]
            for rank in completed:
                attached[attached.index((rank, rank))] = (self.wild, rank)
            cards = sorted(cards + attached)
            bomb = None
            if kind is ComboKind.BOMB:
                if lo == self.wild:
                    bomb = BombClass.PURE_WILD
                elif any(printed != meant for printed, meant in cards):
                    bomb = BombClass.SOFT
                else:
                    bomb = BombClass.NATURAL
            play = Play(
                kind,
                tuple(_R[printed] for printed, _ in cards),
                tuple(_R[meant] for _, meant in cards),
                _R[hi],
                hi - lo + 1 if kind in RUN_KINDS else 1,
                bomb,
            )
            if len(_MEMO) >= _MEMO_LIMIT:
                _MEMO.clear()
            _MEMO[key] = play
        self.out.append(play)

    def _wild_core(self, lo: int, hi: int, k: int) -> tuple[list[tuple[int, int]], tuple[int, ...]]:
        """The (printed, meant) cards of the core ``lo..hi`` x ``k`` under rule 1, and
        how many natural cards each core rank uses (the memo key of the reading)."""
        wild, nat = self.wild, self.nat
        cards: list[tuple[int, int]] = []
        naturals: list[int] = []
        for rank in range(lo, hi + 1):
            if rank == wild:
                cards += [(wild, wild)] * k
                naturals.append(k)
            else:
                natural = min(nat[rank], k)
                cards += [(rank, rank)] * natural + [(wild, rank)] * (k - natural)
                naturals.append(natural)
        return cards, tuple(naturals)

    # --- ordinary kinds -------------------------------------------------------------

    def sets(self, kind: ComboKind, k: int, above: int) -> None:
        """Singles, pairs, triples: ``k`` cards of one rank above ``above``."""
        pool, nat, wild, emit = self.pool, self.nat, self.wild, self.emit
        jokers = k == 1 or (k == 2 and self.rules.joker_pairs)
        if not pool:  # jokers follow the 2 in rank order, so one pass lists them too
            table = _filled(_core_table(kind, k))
            top = _RJ if jokers else _TWO
            self.out.extend([table[rank * 16] for rank in range(above + 1, top + 1) if nat[rank] >= k])
            return
        for rank in range(above + 1, _TWO + 1):
            if nat[rank] >= k or (k - nat[rank] <= pool if rank != wild else k <= pool):
                emit(kind, rank, rank, k, ())
        if jokers:
            for rank in (_BJ, _RJ):
                if rank > above and nat[rank] >= k:
                    emit(kind, rank, rank, k, ())

    def triples_with(self, kind: ComboKind, wing: int, above: int) -> None:
        """Triple plus one single (``wing`` 1) or one pair (``wing`` 2) of another rank."""
        pool, nat, wild, emit = self.pool, self.nat, self.wild, self.emit
        top = _RJ if wing == 1 or self.rules.joker_pairs else _TWO
        if not pool:  # no wild card: whole natural triples and attachments only
            wings = [other for other in range(top + 1) if nat[other] >= wing]
            for rank in range(above + 1, _TWO + 1):
                if nat[rank] >= 3:
                    for other in wings:
                        if other != rank:
                            emit(kind, rank, rank, 3, (other,) if wing == 1 else (other, other))
            return
        for rank in range(above + 1, _TWO + 1):
            used = 3 if rank == wild else (3 - nat[rank] if nat[rank] < 3 else 0)
            if used > pool:
                continue
            left = pool - used
            for other in range(top + 1):
                if other == rank:
                    continue
                if wing == 1:
                    if (left if other == wild else nat[other]) >= 1:
                        emit(kind, rank, rank, 3, (other,))
                    continue
                cost = self.pair_cost(other)
                if cost <= left:
                    emit(kind, rank, rank, 3, (other, other), (other,) if cost == 1 else ())

    def runs(self, kind: ComboKind, k: int, min_len: int, above: int, length: int) -> None:
        """Straights, pair runs and airplanes (with or without wings)."""
        pool, nat, wild = self.pool, self.nat, self.wild
        top = int(self.rules.run_top)
        first = max(0, above - length + 2) if length else 0
        if not pool:
            self._plain_runs(kind, k, min_len, above, length, first, top)
            return
        for lo in range(first, top + 1):
            used = 0
            for hi in range(lo, top + 1):
                if hi == wild:
                    used += k
                elif nat[hi] < k:
                    used += k - nat[hi]
                if used > pool:
                    break
                run = hi - lo + 1
                if run < min_len or hi <= above or (length and run != length):
                    continue
                if kind is ComboKind.AIRPLANE_SINGLES:
                    self._with_wings(kind, lo, hi, pool - used, run, 1)
                elif kind is ComboKind.AIRPLANE_PAIRS:
                    self._with_wings(kind, lo, hi, pool - used, run, 2)
                else:
                    self.emit(kind, lo, hi, k, ())

    def _plain_runs(
        self, kind: ComboKind, k: int, min_len: int, above: int, length: int, first: int, top: int
    ) -> None:
        """``runs`` without wild cards: each run of ranks holding ``k`` cards, in the
        same order (by lowest rank, then by highest)."""
        nat = self.nat
        wing = 1 if kind is ComboKind.AIRPLANE_SINGLES else 2 if kind is ComboKind.AIRPLANE_PAIRS else 0
        table = _filled(_core_table(kind, k)) if not wing else ()
        end = -1  # the last rank of the stretch of ranks holding k cards that holds lo
        for lo in range(first, top + 1):
            if nat[lo] < k:
                continue
            if end < lo:
                end = lo
                while end < top and nat[end + 1] >= k:
                    end += 1
            start = lo + min_len - 1
            if start <= above:
                start = above + 1
            stop = end
            if length:
                start = max(start, lo + length - 1)
                stop = min(stop, lo + length - 1)
            if wing:
                for hi in range(start, stop + 1):
                    self._with_wings(kind, lo, hi, 0, hi - lo + 1, wing)
            elif start <= stop:
                self.out.extend(table[lo * 15 + start : lo * 15 + stop + 1])

    def fours_with(self, kind: ComboKind, wing: int, above: int) -> None:
        """Four of a rank plus two singles or two distinct pairs (not a bomb)."""
        pool, nat, wild = self.pool, self.nat, self.wild
        if not pool:
            for rank in range(above + 1, _TWO + 1):
                if nat[rank] >= 4:
                    self._with_wings(kind, rank, rank, 0, 2, wing)
            return
        for rank in range(above + 1, _TWO + 1):
            used = 4 if rank == wild else (4 - nat[rank] if nat[rank] < 4 else 0)
            if used <= pool:
                self._with_wings(kind, rank, rank, pool - used, 2, wing)

    def _with_wings(self, kind: ComboKind, lo: int, hi: int, left: int, count: int, wing: int) -> None:
        """Emit the core ``lo..hi`` with every choice of ``count`` wings.

        Single wings (``wing`` 1): at most two of a rank, not both jokers; three only
        where the table allows a triple among airplane wings, and then only of the run
        rank just below or above a three-triple core, so that the set also reads as an
        airplane of four (a 2 is never in a run: never a triple of 2s). Never a bomb.
        Pair wings
        (``wing`` 2): distinct ranks; joker pairs only where the table has them. Wings
        are never of a core rank.
        """
        core_size = 4 if kind in (ComboKind.FOUR_TWO_SINGLES, ComboKind.FOUR_TWO_PAIRS) else 3
        if wing == 2:
            top = _RJ if self.rules.joker_pairs else _TWO
            if not self.pool:  # no wild card: a pair wing is a rank holding two, in ascending order
                ranks = [r for r in range(top + 1) if not lo <= r <= hi and self.nat[r] >= 2]
                pairs = [tuple(sorted(chosen * 2)) for chosen in combinations(ranks, count)]
                self._emit_plain_all(kind, lo, hi, core_size, pairs)
                return
            costs = [(r, self.pair_cost(r)) for r in range(top + 1) if not lo <= r <= hi]
            costs = [(r, cost) for r, cost in costs if cost <= left]
            for chosen in combinations(costs, count):
                if sum(cost for _, cost in chosen) > left:
                    continue
                self.emit(
                    kind,
                    lo,
                    hi,
                    core_size,
                    tuple(r for r, _ in chosen for _ in (0, 1)),
                    tuple(r for r, cost in chosen if cost == 1),
                )
            return
        triple_ok = self.rules.adjacent_triple_wings and kind is ComboKind.AIRPLANE_SINGLES and count == 3
        top = int(self.rules.run_top)
        caps = [
            (r, min(3 if triple_ok and r in (lo - 1, hi + 1) and r <= top else 2, self.spare(r, left)))
            for r in range(_RJ + 1)
            if not lo <= r <= hi
        ]
        caps = [(r, cap) for r, cap in caps if cap]
        extras = [extra for extra in _multisets(caps, count) if not (_BJ in extra and _RJ in extra)]
        if not self.pool:
            self._emit_plain_all(kind, lo, hi, core_size, extras)
            return
        for extra in extras:
            self.emit(kind, lo, hi, core_size, extra)

    def _emit_plain_all(self, kind: ComboKind, lo: int, hi: int, k: int, extras: list[tuple[int, ...]]) -> None:
        """Emit the core ``lo..hi`` x ``k`` without wild cards with each of ``extras``, in
        order (what ``_emit_plain`` does for each, in one comprehension)."""
        kind_id, memo = id(kind), _MEMO.get
        self.out += [memo((kind_id, lo, hi, k, extra)) or _plain_play(kind, lo, hi, k, extra) for extra in extras]

    # --- bombs ----------------------------------------------------------------------

    def bombs(self, floor: tuple[int, int, int, int] | None) -> None:
        """Every bomb whose ``bomb_key`` is above ``floor`` (all bombs when ``None``)."""
        rules, pool, nat, wild, out = self.rules, self.pool, self.nat, self.wild, self.out
        most = max(nat[: _TWO + 1]) if not pool else _NEVER  # no wild card: the biggest group
        for size in range(rules.bomb_min, min(rules.bomb_max, most) + 1):
            if floor is not None and size < floor[0]:
                continue
            for rank in range(_TWO + 1):
                if rank == wild:
                    if pool < size:
                        continue
                elif nat[rank] < size and (nat[rank] == 0 or size - nat[rank] > pool):
                    continue
                self.emit(ComboKind.BOMB, rank, rank, size, ())
                if floor is not None and bomb_key(out[-1]) <= floor:
                    out.pop()

    def rocket(self) -> None:
        needed = self.rules.rocket_jokers // 2
        if self.nat[_BJ] >= needed and self.nat[_RJ] >= needed:
            self.out.append(rocket_for(self.rules))


def _plain_play(kind: ComboKind, lo: int, hi: int, k: int, extra: tuple[int, ...]) -> Play:
    """The shared play of ``k`` natural cards of each rank ``lo..hi`` plus ``extra``."""
    key = (id(kind), lo, hi, k, extra)
    play = _MEMO.get(key)
    if play is None:
        ranks = sorted([r for r in range(lo, hi + 1) for _ in range(k)] + list(extra))
        printed = tuple(_R[r] for r in ranks)
        play = Play(
            kind,
            printed,
            printed,
            _R[hi],
            hi - lo + 1 if kind in RUN_KINDS else 1,
            BombClass.NATURAL if kind is ComboKind.BOMB else None,
        )
        if len(_MEMO) >= _MEMO_LIMIT:
            _MEMO.clear()
        _MEMO[key] = play
    return play


#: Plays without wild cards or attachments, by ``(id(kind), k)``: the play of the core
#: ``lo..hi`` is at index ``lo * 15 + hi`` (None where ``hi < lo``).
_CORE_TABLES: dict[tuple[int, int], tuple[Play | None, ...]] = {}


def _core_table(kind: ComboKind, k: int) -> tuple[Play | None, ...]:
    """Every plain ``kind`` core of ``k`` cards a rank, ready to append (built once)."""
    table = _CORE_TABLES.get((id(kind), k))
    if table is None:
        table = tuple(
            _plain_play(kind, lo, hi, k, ()) if lo <= hi else None for lo in range(15) for hi in range(15)
        )
        _CORE_TABLES[(id(kind), k)] = table
    return table


def _filled(table: tuple[Play | None, ...]) -> tuple[Play, ...]:
    """``table`` as the callers index it: only slots with ``lo <= hi``, which all hold a play
    (an invariant of the index arithmetic that the type system cannot follow)."""
    return cast("tuple[Play, ...]", table)


def clear_memo() -> None:
    """Forget every shared ``Play`` (benchmarks use it to time cold enumerations)."""
    _MEMO.clear()
    _CORE_TABLES.clear()
    _forget_listings()


class _PlainHand(_Hand):
    """A hand without wild cards."""

    __slots__ = ()
    emit = _Hand._emit_plain


class _WildHand(_Hand):
    """A hand holding wild cards."""

    __slots__ = ()
    emit = _Hand._emit_wild


def _multisets(caps: list[tuple[int, int]], count: int) -> list[tuple[int, ...]]:
    """Every sorted tuple of ``count`` ranks taking at most ``cap`` of each rank, in
    ascending (lexicographic) order; ``caps`` is in ascending rank order.

    Each rank stands ``cap`` times in one ascending list, so its combinations come in
    ascending order as values too; the repeats (the same ranks from other copies) are
    dropped, the first of each kept: all of it runs in C."""
    copies = [rank for rank, cap in caps for _ in range(cap)]
    return list(dict.fromkeys(combinations(copies, count)))


Emitter = Callable[[_Hand, ComboKind, int, int], None]

#: Per ordinary kind (keyed by ``id(kind)``): the cards of one rank its core needs,
#: and the call that emits its plays above ``above`` (of run length ``length``, 0 = any).
_PLANS: dict[int, tuple[int, Emitter]] = {
    id(ComboKind.SINGLE): (1, lambda hand, kind, above, length: hand.sets(kind, 1, above)),
    id(ComboKind.PAIR): (2, lambda hand, kind, above, length: hand.sets(kind, 2, above)),
    id(ComboKind.TRIPLE): (3, lambda hand, kind, above, length: hand.sets(kind, 3, above)),
    id(ComboKind.TRIPLE_SINGLE): (3, lambda hand, kind, above, length: hand.triples_with(kind, 1, above)),
    id(ComboKind.TRIPLE_PAIR): (3, lambda hand, kind, above, length: hand.triples_with(kind, 2, above)),
    id(ComboKind.STRAIGHT): (
        1,
        lambda hand, kind, above, length: hand.runs(kind, 1, hand.rules.min_straight, above, length),
    ),
    id(ComboKind.PAIR_RUN): (
        2,
        lambda hand, kind, above, length: hand.runs(kind, 2, hand.rules.min_pair_run, above, length),
    ),
    **{
        id(kind): (3, lambda hand, kind, above, length: hand.runs(kind, 3, hand.rules.min_airplane, above, length))
        for kind in (ComboKind.AIRPLANE, ComboKind.AIRPLANE_SINGLES, ComboKind.AIRPLANE_PAIRS)
    },
    id(ComboKind.FOUR_TWO_SINGLES): (4, lambda hand, kind, above, length: hand.fours_with(kind, 1, above)),
    id(ComboKind.FOUR_TWO_PAIRS): (4, lambda hand, kind, above, length: hand.fours_with(kind, 2, above)),
}


def _ordinary(hand: _Hand, kind: ComboKind, above: int, length: int) -> None:
    """Emit every play of ``kind`` with main above ``above`` (and run length ``length``)."""
    _PLANS[id(kind)][1](hand, kind, above, length)


#: The order in which a lead lists the kinds.
KIND_ORDER: tuple[ComboKind, ...] = tuple(
    kind for kind in ComboKind if kind not in (ComboKind.BOMB, ComboKind.ROCKET)
)


@lru_cache(maxsize=16)
def _lead_kinds(kinds: frozenset[ComboKind]) -> tuple[ComboKind, ...]:
    """The table's ordinary kinds in listing order (a tuple: membership by identity)."""
    return tuple(kind for kind in KIND_ORDER if kind in kinds)


@lru_cache(maxsize=16)
def _lead_plans(kinds: frozenset[ComboKind]) -> tuple[tuple[ComboKind, int, Emitter], ...]:
    """``(kind, core cards of one rank, emitter)`` for each of the table's kinds, in
    listing order."""
    return tuple((kind, *_PLANS[id(kind)]) for kind in _lead_kinds(kinds))


def legal_plays(
    counts: Sequence[int],
    to_beat: Play | None,
    rules: TableRules,
    wild_rank: int | None = None,
) -> list[Play]:
    """Every play the hand ``counts`` may make on ``to_beat`` (``None``: a free lead);
    ``wild_rank`` is the wild rank (a :class:`Rank` or its number), if any.

    On a lead: every combination of the table's kinds, every bomb and the rocket.
    Following: plays of the same kind and run length with a higher ``main``, then
    every bomb that beats the table, then the rocket. Each distinct reading of the
    same cards is a separate play. A new list each call (the caller may change it).
    """
    plays = listed_plays(counts, to_beat, rules, wild_rank)
    return plays if isinstance(plays, list) else list(plays)


def listed_plays(
    counts: Sequence[int],
    to_beat: Play | None,
    rules: TableRules,
    wild_rank: int | None = None,
) -> Sequence[Play]:
    """The plays of :func:`legal_plays`, without a copy: a new list, or a listing shared
    with later calls (a tuple), which the caller must not change."""
    if wild_rank is None or not counts[int(wild_rank)]:
        entry = _BY_RULES.get(id(rules))
        listings = entry[1] if entry is not None and entry[0] is rules else listings_for(rules)
        return listings.plays(counts, to_beat)
    return enumerated(_WildHand(counts, rules, wild_rank), to_beat, rules)


def enumerated(hand: _Hand, to_beat: Play | None, rules: TableRules) -> list[Play]:
    """The enumeration itself, kind by kind, of the plays of ``hand`` on ``to_beat``, in
    :func:`legal_plays`' order: what the shared listings below are made of and must equal
    (``tests/test_ddz_listings.py``), and the path of hands holding wild cards."""
    if to_beat is None:
        for kind, _core, emit_kind in _lead_plans(rules.kinds):
            emit_kind(hand, kind, -1, 0)
        hand.bombs(None)
    elif to_beat.kind is ComboKind.ROCKET:
        return []
    elif to_beat.kind is ComboKind.BOMB:
        hand.bombs(bomb_key(to_beat))
    else:
        if to_beat.kind in _lead_kinds(rules.kinds):
            # only runs read the length; every other play has length 1
            _ordinary(hand, to_beat.kind, int(to_beat.main), to_beat.length)
        hand.bombs(None)
    hand.rocket()
    return hand.out


# --- hands without wild cards: shared listings -----------------------------------------
#
# Without wild cards, what a kind lists depends only on which ranks hold at least 1, 2,
# 3 and 4 cards: four masks (one bit per rank, see ``_RANK_BIT``). Per table, each kind's
# listing is kept in a memo keyed by the masks it reads (the run kinds only the ranks up
# to ``run_top``), computed once by the enumeration above and shared from then on; sets
# and triples with an attachment are read straight off per-rank tables instead.
# A follower's plays of a kind are the lead listing's plays of that run length with a
# higher ``main``: within one kind and length a listing is in ascending ``main``, so
# they are a tail found by bisection.

_LISTING_LIMIT = 10_000  # entries one memo keeps before it starts over (all full: about 20 MB a table)
# A mask has one byte per rank (rank r: byte r, its top bit 0x80 << 8 * r): the hand's
# counts read as one integer, one byte each, plus (0x80 - k) in every byte, set the top
# bit exactly where a rank holds k cards or more (counts stay below 0x80: no carry).
_RANK_BIT: tuple[int, ...] = tuple(0x80 << 8 * rank for rank in range(15))
_AT_LEAST: tuple[int, ...] = tuple(sum((0x80 - k) << 8 * rank for rank in range(15)) for k in range(5))
_TOPS = sum(_RANK_BIT)
_SHIFT = 8 * 15  # one mask's width, to pack several masks in one key


def _ranks_mask(top: int) -> int:
    """The mask of the ranks 0..``top``."""
    return sum(_RANK_BIT[: top + 1])


_NATURAL_MASK = _ranks_mask(_TWO)  # ranks 3..2: bombs and triples are of these
_JOKERS = _RANK_BIT[_BJ] | _RANK_BIT[_RJ]
#: Added to a packed hand of one deck, masked with ``_TOPS``: the ranks 3..2 holding four
#: (bombs) and the jokers held; in ``_NO_BOMB`` when the hand has neither a bomb nor the rocket.
_BOMB_OR_JOKERS = sum((0x80 - (4 if rank <= _TWO else 1)) << 8 * rank for rank in range(15))
_NO_BOMB = frozenset((0, _RANK_BIT[_BJ], _RANK_BIT[_RJ]))
_SET_KINDS = (ComboKind.SINGLE, ComboKind.PAIR, ComboKind.TRIPLE)
#: The kinds listed through a mask memo, with the slot of their key in ``_keys``.
_RUN_SLOTS = 3  # the run kinds' slots come first: below this
_MEMO_SLOTS: dict[ComboKind, int] = {
    ComboKind.STRAIGHT: 0,
    ComboKind.PAIR_RUN: 1,
    ComboKind.AIRPLANE: 2,
    ComboKind.AIRPLANE_SINGLES: 3,
    ComboKind.AIRPLANE_PAIRS: 4,
    ComboKind.FOUR_TWO_SINGLES: 5,
    ComboKind.FOUR_TWO_PAIRS: 6,
}


_LOW_RANKS = _ranks_mask(7)  # a mask's ranks are read in two halves, each from a table
_HIGH_RANKS = _TOPS ^ _LOW_RANKS
#: The ranks of every mask of ranks 0..7 alone, and of ranks 8..14 alone, ascending.
_RANKS_OF: dict[int, tuple[int, ...]] = {
    sum(_RANK_BIT[rank] for rank in ranks): ranks
    for first, last in ((0, 7), (8, 14))
    for size in range(last - first + 2)
    for ranks in combinations(range(first, last + 1), size)
}


class _Listings:
    """The shared listings of one table (one per distinct rules profile).

    ``sets[k]``: the play of ``k`` cards of rank ``r`` at index ``r`` (``None`` where
    the table has none); ``withs[w][r][o]``: the triple of ``r`` with ``w`` cards of
    ``o``; ``plan``: the table's kinds in listing order, each with its memo slot (or
    -1: a set, -2: a triple with an attachment) and the cards a rank of the set, or
    the wing size of the attachment (0 for memo kinds)."""

    __slots__ = (
        "airplane_step",
        "bomb_memo",
        "bomb_min",
        "memo_kinds",
        "memos",
        "one_deck",
        "one_deck_bombs",
        "plan",
        "rocket",
        "rocket_needed",
        "rules",
        "run_kinds",
        "run_mask",
        "set_above",
        "set_follows",
        "set_follows_of",
        "set_halves",
        "set_halves_pass",
        "set_masks",
        "set_plan",
        "set_tops",
        "sets",
        "slot_of",
        "tails",
        "with_masks",
        "with_plan",
        "withs",
    )

    def __init__(self, rules: TableRules) -> None:
        self.rules = rules
        self.run_mask = _ranks_mask(int(rules.run_top))
        # an airplane core needs two adjacent triples (unless a table allowed one)
        self.airplane_step = 8 if rules.min_airplane >= 2 else 0
        kinds = _lead_kinds(rules.kinds)
        self.plan: tuple[tuple[ComboKind, int, int], ...] = tuple(
            (kind, -1, _SET_KINDS.index(kind) + 1)
            if kind in _SET_KINDS
            else (kind, -2, _WITH_KINDS.index(kind) + 1)
            if kind in _WITH_KINDS
            else (kind, _MEMO_SLOTS[kind], 0)
            for kind in kinds
        )
        self.slot_of = {id(kind): (slot, arg) for kind, slot, arg in self.plan}
        parts = [0 if slot == -1 else 1 if slot == -2 else 2 for _, slot, _ in self.plan]
        assert parts == sorted(parts), "KIND_ORDER lists the sets, then the triples with, then the rest"
        self.memos: tuple[dict[int, tuple[Play, ...]], ...] = tuple({} for _ in _MEMO_SLOTS)
        # the memo kinds with their memos; the run kinds alone (the slots below _RUN_SLOTS,
        # first in the plan), enough for a hand with no airplane core and no four of a rank
        self.memo_kinds = tuple((kind, slot, self.memos[slot]) for kind, slot, _ in self.plan if slot >= 0)
        self.run_kinds = tuple(entry for entry in self.memo_kinds if entry[1] < _RUN_SLOTS)
        # a memo listing's plays of one run length and their mains, by (slot, key, length),
        # filled as followers ask
        self.tails: dict[tuple[int, int, int], tuple[tuple[Play, ...], tuple[int, ...]]] = {}
        pair_top = _RJ if rules.joker_pairs else _TWO
        # the ranks a set of k may be of: any for singles; jokers for pairs only where the
        # table has joker pairs; never a joker triple
        self.set_masks = (0, _TOPS, _ranks_mask(pair_top), _NATURAL_MASK)
        # a set of k cards of a rank the table does not allow (a joker triple) is never read
        # Slots the table has no play for (a joker triple, a wing of the core's rank) hold
        # None and are never read: the listings test the ranks first.
        self.set_tops = (0, _RJ, pair_top, _TWO)
        # set_above[k][main]: the ranks a set of k may follow a set of ``main`` with
        self.set_above = tuple(
            tuple(sum(_RANK_BIT[main + 1 : top + 1]) for main in range(15)) for top in self.set_tops
        )
        sets = tuple(
            tuple(
                _core_table(kind, k)[rank * 16] if self.set_masks[k] & _RANK_BIT[rank] else None for rank in range(15)
            )
            for k, kind in ((1, ComboKind.SINGLE), (2, ComboKind.PAIR), (3, ComboKind.TRIPLE))
        )
        self.sets = cast("tuple[tuple[Play, ...], ...]", ((), *sets))
        # set_halves[k]: the sets of k of the ranks of a mask of ranks 0..7 alone, and of
        # ranks 8..14 alone (of the table's), so a listing of sets is two reads
        self.set_halves: tuple[dict[int, tuple[Play, ...]], ...] = (
            {},
            *(
                {
                    mask: tuple(self.sets[k][rank] for rank in ranks)
                    for mask, ranks in _RANKS_OF.items()
                    if not mask & ~self.set_masks[k]
                }
                for k in (1, 2, 3)
            ),
        )
        # the same with the pass after the sets of the high ranks (a follow's moves end with it)
        self.set_halves_pass: tuple[dict[int, tuple[Play | Pass, ...]], ...] = tuple(
            {mask: (*plays, PASS) for mask, plays in halves.items() if not mask & _LOW_RANKS}
            for halves in self.set_halves
        )
        # triple wings: singles of any rank; pairs up to the 2 (jokers with joker pairs)
        self.with_masks = (0, _TOPS, _ranks_mask(pair_top))
        withs = tuple(
            tuple(
                tuple(
                    _plain_play(kind, rank, rank, 3, (other,) * wing)
                    if other != rank and self.with_masks[wing] & _RANK_BIT[other]
                    else None
                    for other in range(15)
                )
                for rank in range(15)
            )
            for wing, kind in ((1, ComboKind.TRIPLE_SINGLE), (2, ComboKind.TRIPLE_PAIR))
        )
        self.withs = cast("tuple[tuple[tuple[Play, ...], ...], ...]", ((), *withs))
        # the plan by its parts, as a lead reads them (in the plan's order): for each set
        # kind and each triple with an attachment, the cards k a rank it needs (a lead reads
        # the mask of the ranks holding k off its masks by k), the ranks it may be of, and its table
        self.set_plan = tuple((k, self.set_masks[k], self.set_halves[k]) for _, slot, k in self.plan if slot == -1)
        self.with_plan = tuple(
            (wing, self.with_masks[wing], self.withs[wing]) for _, slot, wing in self.plan if slot == -2
        )
        self.bomb_memo: dict[int, tuple[Play, ...]] = {}
        # one deck: every bomb is four cards of a rank 3..2, so the bombs read only m4
        self.one_deck_bombs = rules.bomb_min == rules.bomb_max == 4
        self.bomb_min = rules.bomb_min
        # one deck (so no count above four, a bomb is four, one joker of each colour)
        self.one_deck = rules.decks == 1 and self.one_deck_bombs
        # the cards a rank of each set kind that ``plays`` follows alone (by ``id(kind)``)
        self.set_follows_of = {id(kind): k for kind, slot, k in self.plan if slot == -1 and self.one_deck}
        # the same by the id of each set play of ``sets`` (one deck): the offset that marks
        # the ranks holding k cards, the ranks above the play's, the halves' sets (``moves``)
        self.set_follows: dict[int, _SetFollow] = {
            id(play): (_AT_LEAST[k], self.set_above[k][rank], self.set_halves[k], self.set_halves_pass[k])
            for k in self.set_follows_of.values()
            for rank, play in enumerate(self.sets[k])
            if play is not None
        }
        self.rocket = rocket_for(rules)
        self.rocket_needed = rules.rocket_jokers // 2

    def listing(self, kind: ComboKind, slot: int, key: int, counts: Sequence[int]) -> tuple[Play, ...]:
        """The memo listing of ``kind`` for the hand ``counts`` whose masks give ``key``."""
        memo = self.memos[slot]
        found = memo.get(key)
        if found is None:
            hand = _PlainHand(counts, self.rules, None)
            _PLANS[id(kind)][1](hand, kind, -1, 0)
            found = _keep(memo, key, tuple(hand.out))
        return found

    def plays(self, counts: Sequence[int], to_beat: Play | None) -> Sequence[Play]:
        """The plays of :func:`listed_plays` for the hand ``counts``, which holds no wild
        card, on ``to_beat`` (``None``: a lead). One deck (``one_deck``), the plays on a
        set of ``k`` cards of rank ``main`` are found here, the commonest listing: the
        sets of the ranks above it that hold ``k`` cards, the bombs, the rocket."""
        if to_beat is None:
            return _plain_lead(self, int.from_bytes(bytes(counts), "little"))
        k = self.set_follows_of.get(id(to_beat.kind))
        if not k:
            return _plain_follow(self, counts, to_beat)
        main = to_beat.main
        packed = int.from_bytes(bytes(counts), "little")
        mask = (packed + _AT_LEAST[k]) & self.set_above[k][main]
        halves = self.set_halves[k]
        plays = halves[mask & _LOW_RANKS] + halves[mask & _HIGH_RANKS]
        m4 = (packed + _AT_LEAST[4]) & _NATURAL_MASK  # one deck: a joker is never four
        if m4:
            plays += self.bombs(counts, m4)
        if counts[_BJ] and counts[_RJ]:
            plays += (self.rocket,)
        return plays

    def moves(self, packed: int, to_beat: Play | None) -> tuple[Play | Pass, ...]:
        """The moves of a hand without wild cards on ``to_beat``: the plays of
        :meth:`plays`, then the pass when following (``None``: a lead, no pass). The hand
        is packed: its rank counts as one integer, rank ``r``'s count in byte ``r``
        (``int.from_bytes(bytes(counts), "little")``). The commonest listing, the sets
        that follow a set with neither a bomb nor the rocket in hand, is two reads: the
        sets of the low ranks, and those of the high ranks with the pass already after
        them (``set_halves_pass``)."""
        if to_beat is None:
            return tuple(_plain_lead(self, packed))
        follow = self.set_follows.get(id(to_beat))  # a set of the tables (by identity: the usual case)
        if follow is not None and (packed + _BOMB_OR_JOKERS) & _TOPS in _NO_BOMB:
            at_least, above, low, high = follow
            mask = (packed + at_least) & above
            return low[mask & _LOW_RANKS] + high[mask & _HIGH_RANKS]
        return (*self.plays(packed.to_bytes(15, "little"), to_beat), PASS)

    def bombs(self, counts: Sequence[int], m4: int) -> tuple[Play, ...]:
        """Every bomb of a hand without wild cards (``m4``: its ranks of four or more)."""
        if self.one_deck_bombs:
            key = m4 & _NATURAL_MASK
            if not key:
                return ()
            found = self.bomb_memo.get(key)
            if found is None:
                hand = _PlainHand(counts, self.rules, None)
                hand.bombs(None)
                found = _keep(self.bomb_memo, key, tuple(hand.out))
            return found
        if not m4 and self.rules.bomb_min >= 4:
            return ()
        hand = _PlainHand(counts, self.rules, None)
        hand.bombs(None)
        return tuple(hand.out)


_WITH_KINDS = (ComboKind.TRIPLE_SINGLE, ComboKind.TRIPLE_PAIR)
#: What ``_Listings.moves`` reads to list the follows of one set play (see ``set_follows``).
_SetFollow = tuple[int, int, dict[int, tuple[Play, ...]], dict[int, tuple[Play | Pass, ...]]]
_BY_RULES: dict[int, tuple[TableRules, _Listings]] = {}
_BY_PROFILE: dict[tuple[object, ...], _Listings] = {}
_Key = TypeVar("_Key")
_Kept = TypeVar("_Kept")


def _keep(memo: dict[_Key, _Kept], key: _Key, value: _Kept) -> _Kept:
    """Keep ``value`` in ``memo`` and return it; a memo already holding ``_LISTING_LIMIT``
    entries starts over first. Only that memo does: the memos with few possible keys (sets,
    runs, plain airplanes) then keep every listing, while those keyed by nearly the whole hand
    (wings, four with two) turn over on their own."""
    if len(memo) >= _LISTING_LIMIT:
        memo.clear()
    memo[key] = value
    return value


def _forget_listings() -> None:
    """Drop every shared listing (:func:`clear_memo`)."""
    _BY_RULES.clear()
    _BY_PROFILE.clear()


def listings_for(rules: TableRules) -> _Listings:
    """The listings of the table ``rules`` (shared by every table that enumerates alike):
    ``listings_for(rules).plays(counts, to_beat)`` lists the plays of a hand without wild
    cards, as :func:`listed_plays` does."""
    entry = _BY_RULES.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    profile = (
        rules.kinds,
        rules.min_straight,
        rules.min_pair_run,
        rules.min_airplane,
        rules.adjacent_triple_wings,
        rules.run_top,
        rules.joker_pairs,
        rules.bomb_min,
        rules.bomb_max,
        rules.rocket_jokers,
        rules.decks,
    )
    listings = _BY_PROFILE.get(profile)
    if listings is None:
        listings = _BY_PROFILE[profile] = _Listings(rules)
    if len(_BY_RULES) >= 64:
        _BY_RULES.clear()
    _BY_RULES[id(rules)] = (rules, listings)  # the reference keeps the id from being reused
    return listings


def _masks(counts: Sequence[int]) -> tuple[int, int, int, int]:
    """The ranks holding at least 1, 2, 3 and 4 cards, as masks (see ``_RANK_BIT``)."""
    packed = int.from_bytes(bytes(counts), "little")
    return (
        (packed + _AT_LEAST[1]) & _TOPS,
        (packed + _AT_LEAST[2]) & _TOPS,
        (packed + _AT_LEAST[3]) & _TOPS,
        (packed + _AT_LEAST[4]) & _TOPS,
    )


def _keys(m1: int, m2: int, m3: int, m4: int, listings: _Listings) -> tuple[int, ...]:
    """The memo key of each memo kind (by ``_MEMO_SLOTS``) from the masks; 0 where the
    kind has no core, so no play."""
    run_mask = listings.run_mask
    r3 = m3 & run_mask
    planes = r3 & (r3 >> listings.airplane_step)
    return (
        m1 & run_mask,
        m2 & run_mask,
        r3,
        planes and (m3 << _SHIFT | m2) << _SHIFT | m1,
        planes and m3 << _SHIFT | m2,
        m4 and (m4 << _SHIFT | m2) << _SHIFT | m1,
        m4 and m4 << _SHIFT | m2,
    )


def _withs(table: tuple[tuple[Play, ...], ...], cores: Iterable[int], wings: Sequence[int]) -> list[Play]:
    """The triples of ``cores`` each with each wing rank of ``wings`` (never its own: a
    row holds ``None`` there, and ``wings`` holds only ranks the table allows as wings,
    so the row's ``None`` slots dropped are exactly the core's own rank). The cores are
    among the wing ranks, so a single wing rank is the only core's own: no play."""
    out: list[Play] = []
    if len(wings) > 1:
        at_wings = itemgetter(*wings)  # a row's slots at the wing ranks, as a tuple (in C)
        for rank in cores:
            out += filter(None, at_wings(table[rank]))
    return out


_ROCKET = ComboKind.ROCKET  # enum members read from the class cost a lookup each time
_BOMB = ComboKind.BOMB


def _plain_follow(listings: _Listings, counts: Sequence[int], to_beat: Play) -> list[Play]:
    """Every play of a hand without wild cards on ``to_beat``, from the shared listings."""
    kind = to_beat.kind
    if kind is _ROCKET:
        return []
    out: list[Play]
    if kind is _BOMB:
        floor = bomb_key(to_beat)
        out = [bomb for bomb in listings.bombs(counts, _masks(counts)[3]) if bomb_key(bomb) > floor]
    else:
        slot, arg = listings.slot_of.get(id(kind), _NOT_LISTED)
        main = to_beat.main
        if slot == -1:
            table = listings.sets[arg]
            out = [table[rank] for rank in range(main + 1, listings.set_tops[arg] + 1) if counts[rank] >= arg]
        elif slot == -2:
            packed = int.from_bytes(bytes(counts), "little")
            core_mask = (packed + _AT_LEAST[3]) & listings.set_above[3][main]
            if core_mask:
                wings = (packed + _AT_LEAST[arg]) & listings.with_masks[arg]
                out = _withs(
                    listings.withs[arg],
                    _RANKS_OF[core_mask & _LOW_RANKS] + _RANKS_OF[core_mask & _HIGH_RANKS],
                    _RANKS_OF[wings & _LOW_RANKS] + _RANKS_OF[wings & _HIGH_RANKS],
                )
            else:
                out = []
        elif slot >= 0:
            m1, m2, m3, m4 = _masks(counts)
            key = _keys(m1, m2, m3, m4, listings)[slot]
            out = []
            if key:
                length = to_beat.length
                tail = listings.tails.get((slot, key, length))
                if tail is None:
                    plays = listings.listing(kind, slot, key, counts)
                    same = tuple(play for play in plays if play.length == length)
                    tail = _keep(listings.tails, (slot, key, length), (same, tuple(int(play.main) for play in same)))
                out += tail[0][bisect_right(tail[1], main) :]
        else:
            out = []
        if listings.one_deck_bombs:
            if 4 in counts:  # one deck: a joker is never four
                out += listings.bombs(counts, _masks(counts)[3])
        else:
            most = max(counts[: _TWO + 1])
            if most >= listings.bomb_min:
                out += listings.bombs(counts, _masks(counts)[3] if most >= 4 else 0)
    needed = listings.rocket_needed
    if counts[_BJ] >= needed and counts[_RJ] >= needed:
        out.append(listings.rocket)
    return out


_NOT_LISTED = (-3, 0)  # the slot of a kind the table does not have


def _plain_lead(listings: _Listings, packed: int) -> list[Play]:
    """Every lead of a hand without wild cards (``packed``: its rank counts, a byte a
    rank): in the order of ``plan``, which lists the sets first, then the triples with
    an attachment, then the memo kinds."""
    m1 = (packed + _AT_LEAST[1]) & _TOPS
    m2 = (packed + _AT_LEAST[2]) & _TOPS
    m3 = (packed + _AT_LEAST[3]) & _TOPS
    m4 = (packed + _AT_LEAST[4]) & _TOPS
    held = (0, m1, m2, m3, m4)  # the ranks holding k cards or more, by k
    out: list[Play] = []
    for k, allowed, halves in listings.set_plan:
        key = held[k] & allowed
        if key:
            out += halves[key & _LOW_RANKS]
            out += halves[key & _HIGH_RANKS]
    if m3:
        core_mask = m3 & _NATURAL_MASK
        cores = _RANKS_OF[core_mask & _LOW_RANKS] + _RANKS_OF[core_mask & _HIGH_RANKS]
        for wing, allowed, table in listings.with_plan:
            mask = held[wing] & allowed
            out += _withs(table, cores, _RANKS_OF[mask & _LOW_RANKS] + _RANKS_OF[mask & _HIGH_RANKS])
    run_mask = listings.run_mask
    r3 = m3 & run_mask
    if m4 or r3 & (r3 >> listings.airplane_step):  # an airplane core or four of a rank
        kinds, keys = listings.memo_kinds, _keys(m1, m2, m3, m4, listings)
    else:  # only the run kinds can have plays: their keys (the first of ``_keys``)
        kinds, keys = listings.run_kinds, (m1 & run_mask, m2 & run_mask, r3)
    for kind, slot, memo in kinds:
        key = keys[slot]
        if key:
            found = memo.get(key)
            out += found if found is not None else listings.listing(kind, slot, key, packed.to_bytes(15, "little"))
    if m4 or listings.bomb_min < 4:
        out += listings.bombs(packed.to_bytes(15, "little"), m4)
    if (packed + _AT_LEAST[listings.rocket_needed]) & _JOKERS == _JOKERS:
        out.append(listings.rocket)
    return out


def readings(counts: Sequence[int], rules: TableRules, wild_rank: Rank | None = None) -> list[Play]:
    """Every reading of exactly these cards as one combination (as a free lead)."""
    total = sum(counts)
    return [play for play in legal_plays(counts, None, rules, wild_rank) if len(play.ranks) == total]

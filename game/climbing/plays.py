"""Plays of the climbing family: sets of one rank and Sequences, how they read and compare.

- A *set* is 1..n cards of one rank. With wild jokers (Daifugo) a joker in a set counts
  as the rank of the natural cards beside it; a set of jokers only counts as the joker
  rank, stronger than every natural rank. With trump jokers (President) a joker is only
  ever played alone.
- A *Sequence* (house rule) is 3 or 4 cards of consecutive natural ranks in 3..2 order
  (2 and 3 are not consecutive), of one suit unless ``sequence_same_suit`` is off.
  Wild jokers fill gaps. A card set may have several Sequence readings; the engine
  plays the weakest one that still beats the table. With the LONG form (UECda) a Sequence
  has 3 or more cards, a joker may also stand one step below the 3 or above the 2 (a
  joker there is not in ``ranks``: see :func:`run_span`), and it beats a Sequence of its
  length only when it lies wholly above it (:func:`long_beats`).
- Plays compare only with plays of the same kind and size (except the rule overrides:
  trump joker, Spade-3 Return, Sandstorm). Sets compare by rank strength, Sequences by
  their weakest card in the order in force.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum
from itertools import combinations, groupby, pairwise
from operator import attrgetter

from game.climbing.options import ClimbingOptions, JokerRole, SequenceForm
from game.climbing.order import StrengthOrder
from game.core.cards import SUITS, Card, Rank, Suit, cards_phrase, sort_cards
from game.core.frozen import quick_init
from game.core.reason import Phrase
from game.i18n import N_

JOKER_RANK = Rank.RED_JOKER
"""The rank a jokers-only set counts as (both jokers are equal in this family)."""

SEQUENCE_LENGTHS = (3, 4)
_SEQUENCE_TOP = int(Rank.TWO)
"""Sequences use natural ranks 3..2 only (index 0..12)."""
BELOW_THREE, ABOVE_TWO = -1, _SEQUENCE_TOP + 1
"""The run positions a joker of a LONG Sequence may take beyond the natural ranks."""
LONG_MIN = 3
_JOKERS = frozenset((Rank.BLACK_JOKER, Rank.RED_JOKER))
_SUIT_INDEX: dict[Suit | None, int] = {suit: i for i, suit in enumerate(SUITS)}
"""The display order of suits (:meth:`Card.sort_key`'s second key)."""
_rank_of = attrgetter("rank")


class PlayKind(Enum):
    SET = "set"
    SEQUENCE = "sequence"


@quick_init
@dataclass(frozen=True)
class Play:
    """A reading of physical cards, in display order (every play this module makes sorts
    them). ``ranks``: ``(rank,)`` for a set, the run ascending for a Sequence."""

    cards: tuple[Card, ...]
    kind: PlayKind
    ranks: tuple[Rank, ...]

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def rank(self) -> Rank:
        """The rank of a set (the joker rank for a jokers-only set); the lowest natural rank of a run."""
        return self.ranks[0]

    @property
    def jokers(self) -> int:
        return sum(1 for card in self.cards if card.is_joker)

    @property
    def has_joker(self) -> bool:
        return self.jokers > 0

    @property
    def is_sequence(self) -> bool:
        return self.kind is PlayKind.SEQUENCE

    @property
    def is_single_joker(self) -> bool:
        """A lone joker counting as a joker (not standing for a rank a Binding requires)."""
        cards = self.cards
        return len(cards) == 1 and cards[0].suit is None and self.ranks[0] == JOKER_RANK

    def naturals(self, rank: Rank) -> int:
        """How many natural cards of ``rank`` are in a set (0 for Sequences: they never trigger)."""
        if self.is_sequence:
            return 0
        return sum(1 for card in self.cards if card.rank == rank)

    def is_pure(self, rank: Rank, count: int | None = None) -> bool:
        """A set of natural cards of ``rank`` only (and exactly ``count`` of them if given)."""
        return (
            not self.is_sequence
            and not self.has_joker
            and all(card.rank == rank for card in self.cards)
            and (count is None or self.size == count)
        )

    @property
    def natural_suits(self) -> frozenset[Suit]:
        return frozenset(card.suit for card in self.cards if card.suit is not None)

    def strength(self, order: StrengthOrder) -> int:
        if self.is_sequence:
            return min(order.strength(rank) for rank in self.ranks)
        return order.strength(self.rank)

    def describe(self) -> Phrase:
        """E.g. "9♠ 9♥" or "sequence 5♦ 6♦ 7♦" (cards as players read them: "10♣", "Red Joker")."""
        labels = cards_phrase(self.cards)
        if self.is_sequence:
            return Phrase.of(N_("sequence {cards}"), cards=labels)
        return Phrase.of(N_("{cards}"), cards=labels)


def _natural_rank(cards: tuple[Card, ...]) -> Rank | None:
    ranks = {card.rank for card in cards if not card.is_joker}
    if len(ranks) == 1:
        return ranks.pop()
    if not ranks:
        return JOKER_RANK
    return None


def set_reading(cards: tuple[Card, ...], options: ClimbingOptions) -> Play | None:
    """The set this card group forms, or None (mixed ranks, or jokers in a set under trump jokers)."""
    if not cards:
        return None
    if options.joker_role is JokerRole.TRUMP and len(cards) > 1 and any(c.is_joker for c in cards):
        return None
    rank = _natural_rank(cards)
    if rank is None:
        return None
    return Play(tuple(sort_cards(list(cards))), PlayKind.SET, (rank,))


def run_span(play: Play) -> tuple[int, int]:
    """The run positions a Sequence covers, weakest rank first in the normal order: 0 is the
    3, 12 the 2; a joker below the 3 is ``BELOW_THREE`` (-1), above the 2 ``ABOVE_TWO`` (13).
    ``ranks`` lists the natural positions covered; a card more than them is a joker beyond
    an end (below the 3 when the run starts at the 3, else above the 2)."""
    low, high = int(play.ranks[0]), int(play.ranks[-1])
    if play.size > len(play.ranks):
        if low == int(Rank.THREE):
            low = BELOW_THREE
        else:
            high = ABOVE_TWO
    return low, high


def position_strength(position: int, order: StrengthOrder) -> int:
    """The strength of a run position in ``order``; the two positions beyond the natural
    ranks are one step weaker than the 3 and one step stronger than the 2 (the other way
    round when the order is reversed)."""
    if position == BELOW_THREE:
        return order.strength(Rank.THREE) + (1 if order.reversed else -1)
    if position == ABOVE_TWO:
        return order.strength(Rank.TWO) + (-1 if order.reversed else 1)
    return order.strength(Rank(position))


def long_beats(play: Play, table: Play, order: StrengthOrder) -> bool:
    """A LONG Sequence on one of its length: every card of ``play`` is stronger than every
    card of ``table`` (its weakest end above the table's strongest end)."""
    play_ends = [position_strength(p, order) for p in run_span(play)]
    table_ends = [position_strength(p, order) for p in run_span(table)]
    return min(play_ends) > max(table_ends)


def _long_readings(cards: tuple[Card, ...], ranks: list[int]) -> list[Play]:
    """The LONG readings: every run of ``len(cards)`` positions from -1 to 13 covering the
    natural ranks, jokers on the rest."""
    length = len(cards)
    low, high = min(ranks), max(ranks)
    ordered = tuple(sort_cards(list(cards)))
    out: list[Play] = []
    seen: set[tuple[Rank, ...]] = set()
    for start in range(max(BELOW_THREE, high - length + 1), min(low, ABOVE_TWO - length + 1) + 1):
        run = tuple(Rank(p) for p in range(start, start + length) if 0 <= p <= _SEQUENCE_TOP)
        if run not in seen:
            seen.add(run)
            out.append(Play(ordered, PlayKind.SEQUENCE, run))
    return out


def sequence_readings(cards: tuple[Card, ...], options: ClimbingOptions) -> list[Play]:
    """Every Sequence reading of these cards (run ranks differ in where jokers stand)."""
    long_form = options.sequence_form is SequenceForm.LONG
    if not options.sequence or (len(cards) < LONG_MIN if long_form else len(cards) not in SEQUENCE_LENGTHS):
        return []
    jokers = [c for c in cards if c.is_joker]
    naturals = [c for c in cards if not c.is_joker]
    if jokers and options.joker_role is not JokerRole.WILD:
        return []
    if not naturals:
        return []
    ranks = [int(c.rank) for c in naturals]
    if len(set(ranks)) != len(ranks):
        return []
    if options.sequence_same_suit and len({c.suit for c in naturals}) != 1:
        return []
    if long_form:
        return _long_readings(cards, ranks)
    length = len(cards)
    low, high = min(ranks), max(ranks)
    ordered = tuple(sort_cards(list(cards)))
    out = []
    for start in range(max(0, high - length + 1), min(low, int(Rank.TWO) - length + 1) + 1):
        run = tuple(Rank(start + i) for i in range(length))
        out.append(Play(ordered, PlayKind.SEQUENCE, run))
    return out


def readings(cards: tuple[Card, ...], options: ClimbingOptions) -> list[Play]:
    """Every way the card group can be played (a set and/or Sequence readings)."""
    out = sequence_readings(cards, options)
    as_set = set_reading(cards, options)
    if as_set is not None:
        out.insert(0, as_set)
    return out


def base_beats(play: Play, table: Play, order: StrengthOrder, options: ClimbingOptions) -> bool:
    """Same kind and size, strictly stronger; a trump joker beats any non-joker play."""
    if options.joker_role is JokerRole.TRUMP and play.is_single_joker:
        return not table.is_single_joker
    if options.joker_role is JokerRole.TRUMP and table.is_single_joker:
        return False
    if play.kind is not table.kind or play.size != table.size:
        return False
    if play.is_sequence and options.sequence_form is SequenceForm.LONG:
        return long_beats(play, table, order)
    return play.strength(order) > table.strength(order)


def split_hand(hand: list[Card]) -> tuple[dict[Rank, list[Card]], list[Card]]:
    """The natural cards by rank (ranks in order of first appearance, cards in hand order) and
    the jokers (in hand order). Runs of one rank are taken together (a hand is kept sorted,
    so a rank is one run)."""
    jokers: list[Card] = []
    by_rank: dict[Rank, list[Card]] = {}
    for rank, run in groupby(hand, _rank_of):
        if rank in _JOKERS:
            jokers += run
        else:
            rank_cards = by_rank.get(rank)
            if rank_cards is None:
                by_rank[rank] = list(run)
            else:
                rank_cards += run
    return by_rank, jokers


def _in_display_order(cards: list[Card]) -> bool:
    """Whether natural cards of one rank are in display order already (then so is every
    combination of them): by suit, then deck."""
    keys = [(_SUIT_INDEX[card.suit], card.deck) for card in cards]
    return all(a < b for a, b in pairwise(keys))


def joker_fills(jokers: list[Card], options: ClimbingOptions) -> list[tuple[Card, ...]]:
    """The joker groups a natural set may add: none, then (wild jokers only) every
    combination of the jokers, fewer first, each sorted."""
    fills: list[tuple[Card, ...]] = [()]
    if options.joker_role is JokerRole.WILD:
        fills += [
            tuple(sorted(combo, key=Card.sort_key))
            for k in range(1, len(jokers) + 1)
            for combo in combinations(jokers, k)
        ]
    return fills


def rank_sets(rank: Rank, rank_cards: list[Card], fills: list[tuple[Card, ...]], size: int | None) -> list[Play]:
    """Every set of natural ``rank`` with ``size`` cards (any size if None): ``k`` of the
    ``rank_cards`` (fewer first, combinations in hand order), each with every joker group of
    ``fills`` (:func:`joker_fills`) that makes the size, in turn. A set's cards are in
    display order: its naturals, sorted (already so when the hand holds the rank in that
    order), then its jokers, sorted. The sets of one size are those of any size, in the
    same order, that have that many cards."""
    ranks = (rank,)
    count = len(rank_cards)
    spare = len(fills[-1])
    # k naturals with k <= size <= k + spare jokers
    naturals = range(1, count + 1) if size is None else range(max(1, size - spare), min(count, size) + 1)
    presorted = naturals.stop <= 2 or _in_display_order(rank_cards)  # only sets of 2+ naturals sort
    out: list[Play] = []
    for k in naturals:
        combos: Iterable[tuple[Card, ...]] = combinations(rank_cards, k)
        if not presorted and k > 1:
            combos = [tuple(sorted(combo, key=Card.sort_key)) for combo in combos]
        if not spare:
            out += [Play(natural, PlayKind.SET, ranks) for natural in combos]
        elif size is None:
            out += [Play(natural + extra, PlayKind.SET, ranks) for natural in combos for extra in fills]
        else:
            extras = [extra for extra in fills if k + len(extra) == size]
            out += [Play(natural + extra, PlayKind.SET, ranks) for natural in combos for extra in extras]
    return out


def joker_only_sets(jokers: list[Card], options: ClimbingOptions, size: int | None) -> list[Play]:
    """The sets of jokers alone with ``size`` cards (any size if None), counting as the joker
    rank: each lone joker, then (wild jokers only) the two jokers together."""
    out: list[Play] = []
    if size is None or size == 1:
        out += [Play((joker,), PlayKind.SET, (JOKER_RANK,)) for joker in jokers]
    if options.joker_role is JokerRole.WILD and len(jokers) >= 2 and (size is None or size == 2):
        pairs = combinations(jokers, 2)
        out += [Play(tuple(sorted(pair, key=Card.sort_key)), PlayKind.SET, (JOKER_RANK,)) for pair in pairs]
    return out


def sequence_groups(
    hand: list[Card], options: ClimbingOptions, size: int | None
) -> Iterator[tuple[tuple[Card, ...], PlayKind]]:
    """Card groups of the hand that may form a Sequence of ``size`` cards (any length of the
    form if None), each once; empty when the Sequence rule is off. Order: by suit (all suits
    together when suits may mix), length, then window from the weakest rank up. In the LONG
    form the windows also take in the two joker-only positions beyond the 3 and the 2."""
    if not options.sequence:
        return
    same_suit = options.sequence_same_suit
    wild = options.joker_role is JokerRole.WILD
    jokers: list[Card] = []
    columns: dict[Suit | None, list[list[Card]]] = {}
    for card in hand:
        if card.suit is None:
            if wild:
                jokers.append(card)
            continue
        key = card.suit if same_suit else None
        column = columns.get(key)
        if column is None:
            column = columns[key] = [[] for _ in range(_SEQUENCE_TOP + 1)]
        column[card.rank].append(card)
    seen: set[frozenset[Card]] = set()
    spare = len(jokers)
    long_form = options.sequence_form is SequenceForm.LONG
    if long_form:
        longest = _SEQUENCE_TOP + 3
        all_lengths: tuple[int, ...] = tuple(range(LONG_MIN, longest + 1))
    else:
        all_lengths = SEQUENCE_LENGTHS
    lengths = all_lengths if size is None else tuple(x for x in all_lengths if x == size)
    for suit in (SUITS if same_suit else (None,)):
        column = columns.get(suit)
        if column is None:
            continue
        if long_form:
            column = [[], *column, []]
        filled = [0]
        for choices in column:
            filled.append(filled[-1] + (1 if choices else 0))
        for length in lengths:
            if filled[-1] + spare < length:
                continue
            for start in range(len(column) - length + 1):
                present = filled[start + length] - filled[start]
                if present and present + spare >= length:
                    yield from _fill_window(column[start : start + length], jokers, seen)


def _walk_window(
    options_per_rank: list[list[Card]], jokers: list[Card], i: int, chosen: list[Card], used_jokers: int
) -> Iterator[list[Card]]:
    """Every way to fill the window's ranks from ``i`` on: a card of the rank or a joker
    (a module-level generator: a recursive closure would be a reference cycle)."""
    if i == len(options_per_rank):
        for extra in combinations(jokers, used_jokers):
            yield chosen + list(extra)
        return
    for card in options_per_rank[i]:
        yield from _walk_window(options_per_rank, jokers, i + 1, [*chosen, card], used_jokers)
    if used_jokers < len(jokers):
        yield from _walk_window(options_per_rank, jokers, i + 1, chosen, used_jokers + 1)


def _fill_window(
    options_per_rank: list[list[Card]], jokers: list[Card], seen: set[frozenset[Card]]
) -> Iterator[tuple[tuple[Card, ...], PlayKind]]:
    for group in _walk_window(options_per_rank, jokers, 0, [], 0):
        if all(card.is_joker for card in group):
            continue
        key = frozenset(group)
        if key in seen:
            continue
        seen.add(key)
        yield tuple(group), PlayKind.SEQUENCE

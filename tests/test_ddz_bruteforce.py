"""The enumerator agrees with an independent brute-force classifier.

The checker below knows nothing of the enumerator: for every sub-multiset of a small
hand and every assignment of meanings to its wild cards, it decides from the rules
(docs/RULES.md B.1-B.4 plus the engine's three wild-reading rules) whether the cards form a
combination, and builds the expected ``Play``. Both sides must list the same plays,
on a lead and when following.
"""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations_with_replacement, pairwise, product

import pytest

from game.core.cards import Rank
from game.doudizhu.combos import BombClass, ComboKind, Play, beats
from game.doudizhu.enumerate import legal_plays
from game.doudizhu.notation import counts_of
from game.doudizhu.rules import TableRules

ACE, TWO, BJ, RJ = 11, 12, 13, 14
PAIR_ATTACHMENTS = (ComboKind.TRIPLE_PAIR, ComboKind.AIRPLANE_PAIRS, ComboKind.FOUR_TWO_PAIRS)
R = tuple(Rank)


def _consecutive(ranks: list[int]) -> bool:
    return all(b == a + 1 for a, b in pairwise(ranks)) and ranks[-1] <= ACE


def shapes(m: list[int], rules: TableRules) -> list[tuple[ComboKind, frozenset[int], int, int]]:
    """Every (kind, core ranks, main, length) the meant counts ``m`` form."""
    n = sum(m)
    present = [r for r in range(15) if m[r]]
    found: list[tuple[ComboKind, frozenset[int], int, int]] = []
    kinds = rules.kinds
    one = len(present) == 1
    top = present[-1]
    if one and n == 1:
        found.append((ComboKind.SINGLE, frozenset(present), top, 1))
    if one and n == 2 and (top <= TWO or rules.joker_pairs):
        found.append((ComboKind.PAIR, frozenset(present), top, 1))
    if one and n == 3 and top <= TWO:
        found.append((ComboKind.TRIPLE, frozenset(present), top, 1))
    if one and rules.bomb_min <= n <= rules.bomb_max and top <= TWO:
        found.append((ComboKind.BOMB, frozenset(present), top, 1))
    half = rules.rocket_jokers // 2
    if present == [BJ, RJ] and m[BJ] == half and m[RJ] == half:
        found.append((ComboKind.ROCKET, frozenset(), RJ, 1))
    if len(present) == 2 and n in (4, 5):
        for t in present:
            rest = next(r for r in present if r != t)
            if m[t] == 3 and t <= TWO:
                if n == 4:
                    found.append((ComboKind.TRIPLE_SINGLE, frozenset([t]), t, 1))
                elif m[rest] == 2 and (rest <= TWO or rules.joker_pairs):
                    found.append((ComboKind.TRIPLE_PAIR, frozenset([t]), t, 1))
    runs = (
        (1, ComboKind.STRAIGHT, rules.min_straight),
        (2, ComboKind.PAIR_RUN, rules.min_pair_run),
        (3, ComboKind.AIRPLANE, rules.min_airplane),
    )
    for size, kind, minimum in runs:
        if all(m[r] == size for r in present) and len(present) >= minimum and _consecutive(present):
            found.append((kind, frozenset(present), top, len(present)))
    # airplanes with wings: a block of exactly-three ranks plus as many wings
    for lo in range(ACE + 1):
        for hi in range(lo + 1, ACE + 1):
            core = range(lo, hi + 1)
            if any(m[r] != 3 for r in core):
                break
            length = hi - lo + 1
            rest = [0 if lo <= r <= hi else m[r] for r in range(15)]
            wings = sum(rest)
            # a triple wing only where the set also reads as a longer airplane: the
            # rank next to the core, itself a run rank (never a 2)
            triple_ok = rules.adjacent_triple_wings and length == 3
            wings_fit = all(
                c <= 2 or (c == 3 and triple_ok and r in (lo - 1, hi + 1) and r <= ACE) for r, c in enumerate(rest)
            )
            if wings == length and wings_fit and not (rest[BJ] and rest[RJ]):
                found.append((ComboKind.AIRPLANE_SINGLES, frozenset(core), hi, length))
            if (wings == 2 * length and all(c in (0, 2) for c in rest)
                    and (rules.joker_pairs or not (rest[BJ] or rest[RJ]))):
                found.append((ComboKind.AIRPLANE_PAIRS, frozenset(core), hi, length))
    for q in range(TWO + 1):
        if m[q] == 4:
            rest = [0 if r == q else m[r] for r in range(15)]
            if sum(rest) == 2 and not (rest[BJ] and rest[RJ]):
                found.append((ComboKind.FOUR_TWO_SINGLES, frozenset([q]), q, 1))
            if sum(rest) == 4 and all(c in (0, 2) for c in rest):
                found.append((ComboKind.FOUR_TWO_PAIRS, frozenset([q]), q, 1))
    return [shape for shape in found if shape[0] in kinds or shape[0] in (ComboKind.BOMB, ComboKind.ROCKET)]


def brute_force(hand: list[int], rules: TableRules, wild: int | None) -> set[Play]:
    """Every play of every sub-multiset of ``hand``, classified from scratch."""
    plays: set[Play] = set()
    ranges = [range(c + 1) for c in hand]
    for sub in product(*ranges):
        if not any(sub):
            continue
        w = sub[wild] if wild is not None else 0
        naturals = list(sub)
        if wild is not None:
            naturals[wild] = 0
        for meanings in combinations_with_replacement(range(TWO + 1), w):
            m = list(naturals)
            for meant in meanings:
                m[meant] += 1
            stand_ins = [meant for meant in meanings if meant != wild]
            # gaps only: a stand-in for r needs every natural r of the hand in the play
            if any(naturals[r] != hand[r] for r in stand_ins):
                continue
            for kind, core, main, length in shapes(m, rules):
                outside = [r for r in stand_ins if r not in core]
                if outside and (
                    kind not in PAIR_ATTACHMENTS
                    or len(set(outside)) != len(outside)
                    or any(m[r] != 2 or naturals[r] != 1 for r in outside)
                ):
                    continue  # attachments are natural, but one wild card may finish a pair
                bomb = None
                if kind is ComboKind.BOMB:
                    if wild is not None and main == wild:
                        bomb = BombClass.PURE_WILD
                    elif stand_ins:
                        if naturals[main] == 0:
                            continue  # an all-wild bomb reads only as the wild rank
                        bomb = BombClass.SOFT
                    else:
                        bomb = BombClass.NATURAL
                cards = [(r, r) for r in range(15) for _ in range(naturals[r])]
                cards += [(wild, meant) for meant in meanings]
                cards.sort()
                plays.add(
                    Play(kind, tuple(R[p] for p, _ in cards), tuple(R[q] for _, q in cards), R[main], length, bomb)
                )
    return plays


def small_hand(rng: random.Random, rules: TableRules, wild: int | None) -> list[int]:
    """A hand of a few ranks, dense enough for runs, airplanes and bombs."""
    per_rank = 4 * rules.decks
    hand = [0] * 15
    lo = rng.randrange(0, 10)
    window = list(range(lo, min(lo + rng.randint(2, 6), 13)))
    budget = rng.randint(6, 12 if wild is None else 9)
    budget = min(budget, per_rank * len(window))
    while budget > 0:
        r = rng.choice([*window, BJ, RJ] if rng.random() < 0.15 else window)
        cap = rules.decks if r >= BJ else per_rank
        if hand[r] < cap:
            hand[r] += 1
            budget -= 1
    if wild is not None and rng.random() < 0.8:
        hand[wild] = min(per_rank, rng.randint(1, 2))
    return hand


HANDS = 30
THREE = TableRules.three()
FOUR = TableRules.four()
TWO_PLAYERS = TableRules.two()
VARIANTS = {
    "three": THREE,
    "four": FOUR,
    "two": TWO_PLAYERS,
    "three-wild": replace(THREE, wild=True),
    "four-wild": replace(FOUR, wild=True),
    "two-wild": replace(TWO_PLAYERS, wild=True),
    "three-no-triple-wings": replace(THREE, adjacent_triple_wings=False),
}


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_enumeration_matches_brute_force(name: str) -> None:
    rules = VARIANTS[name]
    rng = random.Random(f"brute-{name}")
    for _ in range(HANDS):
        wild = rng.randrange(13) if rules.wild else None
        hand = small_hand(rng, rules, wild)
        expected = brute_force(hand, rules, wild)
        wild_rank = R[wild] if wild is not None else None
        listed = legal_plays(hand, None, rules, wild_rank)
        assert len(listed) == len(set(listed)), "a reading is listed twice"
        assert set(listed) == expected, hand
        # following: every brute-force play that beats a random table play
        for table in rng.sample(sorted(expected, key=repr), min(6, len(expected))):
            following = legal_plays(hand, table, rules, wild_rank)
            assert set(following) == {p for p in expected if beats(p, table)}, (hand, table)


FIXED_HANDS = [
    ("three", "333444 55 66 B R", None),
    ("three", "3333 44 55 B", None),
    ("three", "333444555 6 6 7", None),
    ("three", "333444555666 7", None),
    ("three-no-triple-wings", "333444555666 777", None),
    ("three", "JJJQQQKKKAAA222", None),
    ("two", "QQQKKKAAA222 3", None),
    ("three-wild", "QQQKKKAA5222", "5"),
    ("two", "34567 TTTT B R", None),
    ("four", "333444 55 66 BB", None),
    ("four", "33333 4444 BB RR", None),
    ("four", "33344455 66 BB RR", None),
    ("three-wild", "333 44 5 77", "7"),
    ("three-wild", "33445 7 7 2", "7"),
    ("four-wild", "333 444 55 66 9", "9"),
    ("four-wild", "555 66 8888", "8"),
    ("four-wild", "333 444 5 6 7 99", "9"),
    ("three-wild", "3333 5 6 7 8", "8"),
]


@pytest.mark.parametrize(("name", "text", "wild_symbol"), FIXED_HANDS)
def test_enumeration_matches_brute_force_on_chosen_hands(name: str, text: str, wild_symbol: str | None) -> None:
    rules = VARIANTS[name]
    hand = counts_of(text)
    wild = int(Rank.from_symbol(wild_symbol)) if wild_symbol else None
    wild_rank = R[wild] if wild is not None else None
    expected = brute_force(hand, rules, wild)
    assert set(legal_plays(hand, None, rules, wild_rank)) == expected
    for table in expected:
        assert set(legal_plays(hand, table, rules, wild_rank)) == {p for p in expected if beats(p, table)}

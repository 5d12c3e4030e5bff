"""Hands without wild cards list their plays from shared listings (``enumerate``'s rank-mask
memos): the very same plays in the very same order as the enumeration they are drawn
from, on a lead and when following, however the memos stand.

The order matters: a seeded random player picks by position, so a reordered list
would change every simulation.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.core.cards import make_deck
from game.doudizhu import enumerate as enumeration
from game.doudizhu.combos import Play
from game.doudizhu.enumerate import clear_memo, legal_plays
from game.doudizhu.rules import TableRules

TABLES = {
    "three": TableRules.three(),
    "two": TableRules.two(),
    "four": TableRules.four(),
    "three-no-triple-wings": replace(TableRules.three(), adjacent_triple_wings=False),
}


def reference(counts: list[int], to_beat: Play | None, rules: TableRules) -> list[Play]:
    """The enumeration itself, kind by kind, without the shared listings."""
    return enumeration.enumerated(enumeration._PlainHand(counts, rules, None), to_beat, rules)


def random_hands(rules: TableRules, seed: str, count: int) -> list[list[int]]:
    """Landlord-sized and smaller hands dealt from the table's deck."""
    rng = random.Random(seed)
    deck = make_deck(jokers=2, decks=rules.decks)
    hands = []
    for _ in range(count):
        counts = [0] * 15
        for card in rng.sample(deck, rng.randint(1, rules.hand_size + rules.bottom_size)):
            counts[card.rank] += 1
        hands.append(counts)
    return hands


def assert_same_lists(rules: TableRules, hands: list[list[int]]) -> None:
    for counts in hands:
        lead = legal_plays(counts, None, rules)
        assert lead == reference(counts, None, rules), counts
        for table in lead[:: max(1, len(lead) // 12)]:
            assert legal_plays(counts, table, rules) == reference(counts, table, rules), (counts, table)


@pytest.mark.parametrize("name", sorted(TABLES))
def test_shared_listings_give_the_enumerations_plays_in_its_order(name: str) -> None:
    rules = TABLES[name]
    clear_memo()
    hands = random_hands(rules, f"listings-{name}", 120)
    assert_same_lists(rules, hands)
    assert_same_lists(rules, hands)  # again, every listing read back from the memos


def test_listings_starting_over_change_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(enumeration, "_LISTING_LIMIT", 3)  # the memos start over all the time
    rules = TABLES["three"]
    assert_same_lists(rules, random_hands(rules, "listings-limit", 60))


def test_each_call_returns_a_list_of_its_own() -> None:
    rules = TABLES["three"]
    counts = [1, 2, 0, 3, 1, 1, 1, 0, 2, 1, 1, 0, 1, 1, 1]
    first = legal_plays(counts, None, rules)
    first.clear()
    assert legal_plays(counts, None, rules) == reference(counts, None, rules) != []

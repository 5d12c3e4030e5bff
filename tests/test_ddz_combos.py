"""Detection and comparison of every Dou Dizhu combination (docs/RULES.md B.1, B.2, B.4)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest

from game.core.cards import Rank
from game.doudizhu.combos import BombClass, ComboKind, Play, beats
from game.doudizhu.enumerate import legal_plays, readings
from game.doudizhu.notation import counts_of, parse_ranks
from game.doudizhu.rules import TableRules

THREE = TableRules.three()
FOUR = TableRules.four()
K = ComboKind


def reads(text: str, rules: TableRules = THREE, wild: str | None = None) -> list[Play]:
    return readings(counts_of(text), rules, Rank.from_symbol(wild) if wild else None)


def one(text: str, rules: TableRules = THREE, wild: str | None = None) -> Play:
    found = reads(text, rules, wild)
    assert len(found) == 1, found
    return found[0]


def english(play: Play) -> str:
    return play.describe().render(lambda text: text)


@pytest.mark.parametrize(
    ("text", "kind", "main", "length"),
    [
        ("7", K.SINGLE, "7", 1),
        ("B", K.SINGLE, "B", 1),
        ("99", K.PAIR, "9", 1),
        ("222", K.TRIPLE, "2", 1),
        ("3334", K.TRIPLE_SINGLE, "3", 1),
        ("333R", K.TRIPLE_SINGLE, "3", 1),
        ("KKK55", K.TRIPLE_PAIR, "K", 1),
        ("34567", K.STRAIGHT, "7", 5),
        ("3456789TJQKA", K.STRAIGHT, "A", 12),
        ("334455", K.PAIR_RUN, "5", 3),
        ("QQKKAA", K.PAIR_RUN, "A", 3),
        ("333444", K.AIRPLANE, "4", 2),
        ("333444 5 6", K.AIRPLANE_SINGLES, "4", 2),
        ("333444 55", K.AIRPLANE_SINGLES, "4", 2),
        ("333444 2 B", K.AIRPLANE_SINGLES, "4", 2),
        ("333444 55 66", K.AIRPLANE_PAIRS, "4", 2),
        ("TTTJJJQQQ 345", K.AIRPLANE_SINGLES, "Q", 3),
        ("5555 3 9", K.FOUR_TWO_SINGLES, "5", 1),
        ("5555 33", K.FOUR_TWO_SINGLES, "5", 1),
        ("5555 33 99", K.FOUR_TWO_PAIRS, "5", 1),
        ("8888", K.BOMB, "8", 1),
        ("BR", K.ROCKET, "R", 1),
    ],
)
def test_every_b1_kind_is_detected(text: str, kind: ComboKind, main: str, length: int) -> None:
    play = one(text)
    assert play.kind is kind
    assert play.main == Rank.from_symbol(main)
    assert play.length == length
    assert play.ranks == tuple(sorted(parse_ranks(text)))
    assert play.stands_for == play.ranks


@pytest.mark.parametrize(
    "text",
    [
        "34",  # two different singles
        "3344",  # two pairs, not a run
        "3456",  # straight too short
        "JQKA2",  # a 2 never sits in a run
        "QKA2B",  # nor a joker
        "KKAA22",  # pair run through the 2
        "AAA222",  # airplane through the 2
        "333555",  # triples not consecutive
        "33334",  # four with one
        "333444 BR",  # single wings may not be both jokers
        "3333444 5",  # a wing of a core rank
        "333444555666 7777",  # wings holding a bomb
        "5555 BR",  # four with two singles may not be both jokers
        "BB",  # one deck: no joker pairs
        "333 44 55",  # triple with two pairs
    ],
)
def test_b1_refuses(text: str) -> None:
    assert reads(text) == []


def test_four_triples_read_as_airplane_or_three_with_wings() -> None:
    """The Decision's example: 333444555666 is an airplane of four triples, or an
    airplane of three triples with the fourth triple as single wings (either end)."""
    found = reads("333444555666")
    assert sorted((play.kind.value, play.main) for play in found) == [
        ("airplane", Rank.SIX),
        ("airplane_singles", Rank.FIVE),
        ("airplane_singles", Rank.SIX),
    ]
    assert len(set(found)) == 3
    strict = replace(THREE, adjacent_triple_wings=False)
    assert [play.kind for play in reads("333444555666", strict)] == [K.AIRPLANE]


def test_single_wings_hold_no_other_triple() -> None:
    """Apart from the four-triples case, a triple is never a wing."""
    assert reads("333444555 777") == []
    assert all(play.kind is not K.AIRPLANE_SINGLES for play in reads("333444555666 777 8"))


WILD_THREE = replace(THREE, wild=True)


@pytest.mark.parametrize(
    ("rules", "text", "wild"),
    [(THREE, "QQQKKKAAA222", None), (TableRules.two(), "QQQKKKAAA222", None), (WILD_THREE, "QQQKKKAA5222", "5")],
    ids=["three", "two", "three-wild"],
)
def test_a_triple_of_twos_is_never_the_wings_of_an_ace_high_airplane(
    rules: TableRules, text: str, wild: str | None
) -> None:
    """The adjacent-triple exception needs a longer airplane reading of the same set;
    a 2 is never in a run, so QQQKKKAAA 222 has none and is refused (also with a wild
    card standing in for an ace), while JJJ below the core still counts."""
    assert reads(text, rules, wild) == []
    assert sorted((p.kind.value, p.main) for p in reads("JJJQQQKKKAAA", rules, wild)) == [
        ("airplane", Rank.ACE),
        ("airplane_singles", Rank.KING),
        ("airplane_singles", Rank.ACE),
    ]
    wild_rank = Rank.from_symbol(wild) if wild else None
    hand = counts_of(text + " 3")
    for table in (None, one("333444555 678", rules)):
        for play in legal_plays(hand, table, rules, wild_rank):
            assert not (play.kind is K.AIRPLANE_SINGLES and play.stands_for.count(Rank.TWO) == 3), play


def test_ambiguous_wild_selection_gives_separate_moves() -> None:
    found = reads("33 44 7", wild="7")
    assert sorted(english(play) for play in found) == [
        "triple with a pair 3 3 7=3  4 4",
        "triple with a pair 4 4 7=4  3 3",
    ]
    assert len(set(found)) == 2


def test_pair_wings_need_distinct_ranks_and_no_core_rank() -> None:
    assert reads("333444 5555", FOUR) == []
    assert reads("333444 33 55", FOUR) == []
    assert one("333444 55 66", FOUR).kind is K.AIRPLANE_PAIRS


def test_attachments_never_decide_strength() -> None:
    low = one("4443")
    high = one("444A")
    assert not beats(high, low) and not beats(low, high)
    assert beats(one("5553"), high)
    assert beats(one("444555 66 77"), one("333444 AA KK"))
    assert not beats(one("333444 AA KK"), one("444555 66 77"))


def test_runs_compare_top_rank_and_need_the_same_length() -> None:
    assert beats(one("45678"), one("34567"))
    assert not beats(one("456789"), one("34567"))
    assert not beats(one("34567"), one("45678"))
    assert beats(one("445566"), one("334455"))
    assert not beats(one("44556677"), one("334455"))


def test_kinds_do_not_mix_and_bombs_and_rocket_beat_them() -> None:
    pair, single, bomb, rocket = one("99"), one("A"), one("3333"), one("BR")
    four_with = one("5555 33 99")
    assert not beats(pair, single) and not beats(single, pair)
    for ordinary in (pair, single, four_with, one("3456789TJQKA")):
        assert beats(bomb, ordinary)
        assert beats(rocket, ordinary)
        assert not beats(ordinary, bomb)
    assert four_with.kind is not K.BOMB and four_with.bomb is None
    assert beats(one("4444"), bomb) and not beats(bomb, one("4444"))
    assert beats(rocket, one("2222"))
    assert not beats(one("2222"), rocket)
    assert beats(one("R"), one("B")) and beats(one("B"), one("2"))


def test_following_lists_only_higher_plays_of_the_kind_bombs_and_rocket() -> None:
    hand = counts_of("33 55 77 9999 BR")
    plays = legal_plays(hand, one("44"), THREE)
    assert sorted(english(play) for play in plays) == sorted(
        ["pair 5 5", "pair 7 7", "pair 9 9", "bomb 9 9 9 9", "rocket Black Joker Red Joker"]
    )
    assert legal_plays(hand, one("BR"), THREE) == []


def test_descriptions_show_what_wild_cards_stand_for() -> None:
    straight = one("3456 9", wild="9")
    assert english(straight) == "straight 3 4 5 6 9=7"
    soft = next(p for p in reads("555 9", wild="9") if p.kind is K.BOMB)
    assert english(soft) == "soft bomb 5 5 5 9=5"


def test_names_and_descriptions() -> None:
    assert english(one("556677")) == "pair run 5 5  6 6  7 7"
    assert english(one("333444 5 6")) == "airplane with wings 3 3 3  4 4 4  5  6"
    assert english(one("5555 33")) == "four with two 5 5 5 5  3 3"
    assert one("3334").name().render(str) == "triple with a single"
    assert one("33344").name().render(str) == "triple with a pair"
    assert one("BR").name().render(str) == "rocket"


# --- B.2: four players, two decks ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("BB", K.PAIR),
        ("RR", K.PAIR),
        ("33344", K.TRIPLE_PAIR),
        ("333BB", K.TRIPLE_PAIR),
        ("333444 55 66", K.AIRPLANE_PAIRS),
        ("333444", K.AIRPLANE),
        ("3456789TJQKA", K.STRAIGHT),
        ("33333", K.BOMB),
        ("33333333", K.BOMB),
        ("BBRR", K.ROCKET),
    ],
)
def test_b2_allows(text: str, kind: ComboKind) -> None:
    assert one(text, FOUR).kind is kind


@pytest.mark.parametrize(
    "text",
    ["3334", "333444 5 6", "5555 3 4", "5555 33 44", "BR", "BBR", "BRR", "BBRR 3"],
)
def test_b2_refuses(text: str) -> None:
    assert reads(text, FOUR) == []


def test_b2_refuses_kinds_of_b1_even_as_following_plays() -> None:
    hand = counts_of("3334 555 6 7777 8")
    kinds = {play.kind for play in legal_plays(hand, None, FOUR)}
    assert K.TRIPLE_SINGLE not in kinds and K.FOUR_TWO_SINGLES not in kinds
    assert K.AIRPLANE_SINGLES not in kinds
    assert K.TRIPLE_SINGLE in {play.kind for play in legal_plays(counts_of("3334"), None, THREE)}


def test_b2_bombs_more_cards_beat_fewer_then_rank_and_rocket_tops_all() -> None:
    order = ["3333", "AAAA", "2222", "33333", "22222", "333333", "3333333", "33333333", "22222222", "BBRR"]
    plays = [one(text, FOUR) for text in order]
    for low, high in pairwise(plays):
        if low == high:
            continue
        assert beats(high, low), (high, low)
        assert not beats(low, high)
    assert beats(one("BBRR", FOUR), one("22222222", FOUR))


def test_b2_joker_pairs_compare_above_pairs_of_twos() -> None:
    assert beats(one("BB", FOUR), one("22", FOUR))
    assert beats(one("RR", FOUR), one("BB", FOUR))


# --- B.4: wild rank -----------------------------------------------------------------


def test_wild_card_readings_are_listed_once_each_with_what_it_stands_for() -> None:
    found = reads("33 7", wild="7")
    assert [(play.kind, play.stands_for) for play in found] == [
        (K.TRIPLE, (Rank.THREE, Rank.THREE, Rank.THREE))
    ]
    singles = list(legal_plays(counts_of("7"), None, THREE, Rank.SEVEN))
    assert sorted(p.stands_for[0] for p in singles) == list(Rank)[:13]
    assert len(set(singles)) == 13


def test_wild_fills_runs_but_never_as_a_two_or_a_joker() -> None:
    straight = one("3456 9", wild="9")  # 9 stands for 7
    assert straight.kind is K.STRAIGHT and straight.main == Rank.SEVEN
    assert straight.stands_for == (Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN)
    tops = {p.main for p in reads("TJQK 9", wild="9") if p.kind is K.STRAIGHT}
    assert tops == {Rank.ACE, Rank.KING}  # the 9 as itself, or standing for the ace
    straights = [p for p in reads("JQKA 9", wild="9") if p.kind is K.STRAIGHT]
    assert [p.stands_for for p in straights] == [tuple(parse_ranks("TJQKA"))]  # never JQKA2
    assert not any(
        Rank.BLACK_JOKER in p.stands_for or Rank.RED_JOKER in p.stands_for
        for p in legal_plays(counts_of("B 99"), None, THREE, Rank.NINE)
        if p.wild_count
    )


def test_bomb_classes() -> None:
    natural = one("5555", wild="9")
    soft = next(p for p in reads("555 9", wild="9") if p.kind is K.BOMB)
    pure = [p for p in reads("9999", wild="9") if p.kind is K.BOMB]
    assert natural.bomb is BombClass.NATURAL
    assert soft.kind is K.BOMB and soft.bomb is BombClass.SOFT
    assert len(pure) == 1 and pure[0].bomb is BombClass.PURE_WILD and pure[0].main == Rank.NINE
    assert natural.name().render(str) == "bomb"
    assert soft.name().render(str) == "soft bomb"
    assert pure[0].name().render(str) == "pure-wild bomb"


def test_one_deck_bombs_are_exactly_four_cards_even_with_wild_cards() -> None:
    assert not any(p.kind is K.BOMB for p in reads("5555 9", wild="9"))


def test_wild_bomb_order() -> None:
    wild_four = replace(FOUR, wild=True)

    def bomb(text: str) -> Play:
        found = [p for p in reads(text, wild_four, "9") if p.kind is K.BOMB]
        assert len(found) == 1
        return found[0]

    soft_a = bomb("AAA9")
    natural_a = bomb("AAAA")
    natural_3_five = bomb("33333")
    pure_four = bomb("9999")
    pure_five = bomb("99999")
    natural_2 = bomb("2222")
    assert beats(natural_a, soft_a) and not beats(soft_a, natural_a)
    assert beats(natural_2, natural_a)
    assert beats(pure_four, natural_2) and beats(pure_four, soft_a)
    assert beats(natural_3_five, pure_four)  # more cards first
    assert beats(pure_five, natural_3_five)
    assert beats(bomb("22229"), pure_four)
    assert not beats(pure_four, pure_four)


def test_a_wild_card_may_finish_a_pair_attachment_but_no_single_one() -> None:
    assert [english(p) for p in reads("333 5 9", wild="9")] == ["triple with a pair 3 3 3  5 9=5"]
    wings = [english(p) for p in reads("333444 55 6 9", FOUR, "9") if p.kind is K.AIRPLANE_PAIRS]
    assert wings == ["airplane with pair wings 3 3 3  4 4 4  5 5  6 9=6"]
    assert all(p.wild_count == 0 for p in reads("333444 5 9", wild="9") if p.kind is K.AIRPLANE_SINGLES)
    assert [english(p) for p in reads("5555 3 9 9", wild="9") if p.kind is K.FOUR_TWO_PAIRS] == []
    assert [english(p) for p in reads("5555 3 9 6", wild="9") if p.kind is K.FOUR_TWO_PAIRS] == []
    assert [english(p) for p in reads("5555 3 9 66", wild="9") if p.kind is K.FOUR_TWO_PAIRS] == [
        "four with two pairs 5 5 5 5  3 9=3  6 6"
    ]


def test_wild_as_attachment_counts_as_its_own_rank() -> None:
    found = reads("333 9", wild="9")
    kinds = {(p.kind, p.stands_for) for p in found}
    assert (K.TRIPLE_SINGLE, (Rank.THREE,) * 3 + (Rank.NINE,)) in kinds
    assert (K.BOMB, (Rank.THREE,) * 4) in kinds
    assert len(found) == 2

"""The bot interface: known best moves and refused impossible input."""

from __future__ import annotations

import pytest

from game.bots import BotInputError, doudizhu_move
from game.core.cards import RANK_SYMBOLS

# Seat 1 (a farmer) holds only the rocket and faces the landlord's bomb of 2s.
ROCKET_WINS = [
    (0, "3456789"), (1, "456789T"), (2, ""), (0, ""), (1, "JJJQQ"), (2, ""), (0, ""),
    (1, "KKK"), (2, ""), (0, "2222"),
]
# The landlord (seat 0) leads holding 6 + rocket while farmer 1 has a single card left:
# the rocket must come first, then the 6 goes out.
ROCKET_LAST = [
    (0, "34567"), (1, "56789"), (2, "6789T"), (0, "9TJQK"), (1, "TJQKA"), (2, ""), (0, ""),
    (1, "33344"), (2, ""), (0, "AAA22"), (1, ""), (2, ""), (0, "8"), (1, "Q"), (2, ""),
    (0, "K"), (1, ""), (2, ""),
]
FARMER_2_HAND = "3344556678899TJ2B"  # 17 cards, seat 2 has not played yet


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_forced_win_in_one(level: str) -> None:
    history = [(0, "3456789TJQKA"), (1, ""), (2, ""), (0, "334455"), (1, ""), (2, "")]
    assert doudizhu_move("22", history, landlord=0, seat=0, bottom="345", level=level, seed=1) == "22"
    assert doudizhu_move("BR", ROCKET_WINS, landlord=0, seat=1, bottom="223", level=level, seed=1) == "BR"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_rocket_is_held_for_the_end(level: str) -> None:
    assert doudizhu_move("6BR", ROCKET_LAST, landlord=0, seat=0, bottom="6BR", level=level, seed=2) == "BR"
    # Early in the deal a low single is not worth a joker, let alone the rocket.
    early = doudizhu_move("44678899TJQKKAA22BR", [(0, "3"), (1, "5"), (2, "")], landlord=0, seat=0,
                          bottom="2BR", level=level, seed=3)
    assert "B" not in early and "R" not in early


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_partner_winning_play_is_not_beaten(level: str) -> None:
    history = [(0, "3"), (1, "A")]
    assert doudizhu_move(FARMER_2_HAND, history, landlord=0, seat=2, bottom="QKR", level=level, seed=1) == ""


def test_answers_are_legal_for_every_level() -> None:
    history = [(0, "3"), (1, "5")]
    for level in ("random", "easy", "normal", "hard"):
        move = doudizhu_move(FARMER_2_HAND, history, landlord=0, seat=2, bottom="QKR", level=level, seed=4)
        assert move == "" or (len(move) == 1 and RANK_SYMBOLS.index(move) > RANK_SYMBOLS.index("5"))


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"hand": "3X"}, "unknown card symbol"),
        ({"hand": "33333" + "4" * 12}, "too many cards of rank 3"),
        ({"hand": "3456"}, "started with 17 cards"),
        ({"history": [(1, "33")]}, "out of turn"),
        ({"history": [(0, ""), (1, "A")]}, "cannot pass when leading"),
        ({"history": [(0, "34"), (1, "A")]}, "not a legal play"),
        ({"history": [(0, "3"), (1, "3")]}, "not a legal play"),
        ({"seat": 1}, "seat 2's turn"),
        ({"bottom": "34"}, "bottom holds 3 cards"),
        ({"players": 5}, "2, 3 or 4 players"),
        ({"landlord": 3}, "landlord must be a seat number"),
        ({"level": "expert"}, "unknown level"),
    ],
)
def test_impossible_input_is_refused(kwargs: dict, fragment: str) -> None:
    base = {
        "hand": FARMER_2_HAND, "history": [(0, "3"), (1, "A")], "landlord": 0, "seat": 2,
        "bottom": "QKR", "level": "normal",
    }
    base.update(kwargs)
    with pytest.raises(BotInputError, match=fragment) as caught:
        doudizhu_move(**base)
    assert isinstance(caught.value, ValueError)
    assert caught.value.reason.msgid


def test_bottom_must_be_possible() -> None:
    # Seat 2 holds all four 3s, so a bottom with a 3 cannot exist.
    with pytest.raises(BotInputError, match="bottom cannot hold 3"):
        doudizhu_move("3333456789TJQKA2B", [(0, "4"), (1, "5")], landlord=0, seat=2, bottom="3BR")


def test_landlord_hand_must_contain_the_bottom() -> None:
    with pytest.raises(BotInputError, match="include the bottom"):
        doudizhu_move("33456789TJQKA2AKQJT4", [], landlord=0, seat=0, bottom="BR3", level="normal")


def test_four_and_two_player_tables() -> None:
    hand4 = "33445566778899TTJJQQKKA"  # 23 + 2 = 25 cards for a farmer
    move = doudizhu_move(hand4 + "A2", [(0, "3")], landlord=0, seat=1, bottom="4455BBRR", players=4,
                         level="normal", seed=1)
    assert move == "" or len(move) == 1
    move2 = doudizhu_move("3456789TJQKA2BR33444", [], landlord=1, seat=1, bottom="345", players=2, level="normal")
    assert move2 != ""

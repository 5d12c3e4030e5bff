"""The bot interface: known best moves and refused impossible input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


# --- wrong types: every parameter, any value of the wrong type ----------------------

VALID = {
    "hand": FARMER_2_HAND, "history": [(0, "3"), (1, "A")], "landlord": 0, "seat": 2,
    "bottom": "QKR", "players": 3, "level": "random", "seed": 1,
}
# leaves of any type; a bool is not a whole number here (True is not seat 1)
ANY_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=6)
    | st.binary(max_size=4) | st.complex_numbers(),
    lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner) | st.dictionaries(st.text(max_size=2), inner,
                                                                                          max_size=2)
    | st.frozensets(st.integers(), max_size=2),
    max_leaves=6,
)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


WRONG_TYPED = {
    "hand": ANY_VALUE.filter(lambda v: not isinstance(v, str)),
    "bottom": ANY_VALUE.filter(lambda v: not isinstance(v, str)),
    "history": ANY_VALUE.filter(lambda v: not isinstance(v, (list, tuple))),
    "landlord": ANY_VALUE.filter(lambda v: not _whole(v)),
    "seat": ANY_VALUE.filter(lambda v: not _whole(v)),
    "players": ANY_VALUE.filter(lambda v: not _whole(v)),
    "level": ANY_VALUE.filter(lambda v: not isinstance(v, str)),
    "seed": ANY_VALUE.filter(lambda v: v is not None and not _whole(v)),
}
# history entries of the wrong shape or type, in an otherwise valid history
WRONG_ENTRY = (
    ANY_VALUE.filter(lambda v: not (isinstance(v, (list, tuple)) and len(v) == 2))
    | st.tuples(ANY_VALUE.filter(lambda v: not _whole(v)), st.just("3"))
    | st.tuples(st.just(0), ANY_VALUE.filter(lambda v: not isinstance(v, str)))
)


def _refused(kwargs: dict) -> BotInputError:
    try:
        doudizhu_move(**kwargs)
    except BotInputError as error:
        return error
    except Exception as error:
        raise AssertionError(f"{kwargs!r} raised {error!r}") from error
    raise AssertionError(f"{kwargs!r} was accepted")


@pytest.mark.parametrize(
    ("name", "value", "fragment"),
    [
        ("history", None, "history must be a list"),
        ("history", "03", "history must be a list"),
        ("players", 3.0, "players must be a whole number"),
        ("players", True, "players must be a whole number"),
        ("seed", [1], "seed must be a whole number"),
        ("seed", True, "seed must be a whole number"),
        ("seed", 1.5, "seed must be a whole number"),
        ("landlord", True, "landlord must be a seat number"),
        ("landlord", 0.0, "landlord must be a seat number"),
        ("seat", False, "seat must be a seat number"),
        ("level", None, "level must be"),
        ("hand", None, "hand must be a string"),
        ("bottom", 345, "bottom must be a string"),
    ],
)
def test_wrong_types_named_in_the_issue_are_refused(name: str, value: object, fragment: str) -> None:
    error = _refused({**VALID, name: value})
    assert fragment in error.reason.render(lambda text: text)


@settings(max_examples=300, deadline=None)
@given(data=st.data(), name=st.sampled_from(sorted(WRONG_TYPED)))
def test_any_wrong_type_of_any_parameter_is_a_bot_input_error(data: st.DataObject, name: str) -> None:
    value = data.draw(WRONG_TYPED[name], label=name)
    error = _refused({**VALID, name: value})
    assert error.reason.render(lambda text: text)


@settings(max_examples=200, deadline=None)
@given(entry=WRONG_ENTRY, at=st.integers(0, 2))
def test_a_history_entry_of_the_wrong_type_is_a_bot_input_error(entry: object, at: int) -> None:
    history: list[object] = [(0, "3"), (1, "A")]
    history.insert(at, entry)
    error = _refused({**VALID, "history": history})
    assert error.reason.render(lambda text: text)

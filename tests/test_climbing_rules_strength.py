"""Strength Change house rules: Revolution and its options, New Order, J Back, Enhanced J Back."""

from __future__ import annotations

from test_climbing_support import announced, arrange, bare, can_play, pass_, play

from game.climbing import PlayKind
from game.climbing.rules import options_problem
from game.core.cards import Rank


def clear(state, *seats: int) -> None:  # type: ignore[no-untyped-def]
    for seat in seats:
        pass_(state, seat)
    assert state.top is None


# ---------------------------------------------------------------- Revolution


def test_revolution_fires_and_reverses_until_round_end() -> None:
    state = arrange(bare(revolution=True), ["6♠ 6♥ 6♦ 6♣ 5♠", "4♦ K♦", "3♣ 2♦", "9♣ T♣"])
    play(state, 0, "6♠ 6♥ 6♦ 6♣")
    assert announced(state, "Revolution!") and state.order.reversed
    clear(state, 1, 2, 3)
    assert state.order.reversed
    play(state, 0, "5♠")
    assert can_play(state, 1, "4♦") and not can_play(state, 1, "K♦")


def test_revolution_with_jokers_and_more_cards() -> None:
    state = arrange(bare(revolution=True), ["6♠ 6♥ 6♦ BJ RJ 5♠", "4♦", "3♣", "9♣"])
    play(state, 0, "6♠ 6♥ 6♦ BJ RJ")
    assert state.order.reversed


def test_revolution_not_with_three_cards_or_when_off() -> None:
    state = arrange(bare(revolution=True), ["6♠ 6♥ 6♦ 5♠", "4♦", "3♣", "9♣"])
    play(state, 0, "6♠ 6♥ 6♦")
    assert not state.order.reversed
    off = arrange(bare(), ["6♠ 6♥ 6♦ 6♣ 5♠", "4♦", "3♣", "9♣"])
    play(off, 0, "6♠ 6♥ 6♦ 6♣")
    assert not off.order.reversed


def test_second_revolution_restores_order() -> None:
    state = arrange(bare(revolution=True), ["6♠ 6♥ 6♦ 6♣ 2♣", "5♠ 5♥ 5♦ 5♣ K♦", "3♣", "9♣"])
    play(state, 0, "6♠ 6♥ 6♦ 6♣")
    play(state, 1, "5♠ 5♥ 5♦ 5♣")
    assert not state.order.reversed


def test_revolution_during_j_back_ends_it_and_keeps_order() -> None:
    options = bare(revolution=True, j_back=True, enhanced_j_back=True)
    state = arrange(options, ["J♠ J♥ 3♠ 3♥ 3♦ 3♣ 2♣", "T♦ K♦", "5♣ 7♣", "9♣ 8♣"])
    play(state, 0, "J♠ J♥")
    clear(state, 1, 2, 3)
    assert state.order.reversed and state.order.j_back_clears == 1
    play(state, 0, "3♠ 3♥ 3♦ 3♣")
    assert announced(state, "Revolution!")
    assert state.order.reversed and state.order.j_back_clears == 0  # the order in force stays
    clear(state, 1, 2, 3)
    assert state.order.reversed  # and now lasts for the round


# ---------------------------------------------------------------- Revolution options


def test_triple_seven_revolution_fires() -> None:
    state = arrange(bare(revolution=True, triple_seven_revolution=True), ["7♠ 7♥ 7♦ 5♠", "4♦", "3♣", "9♣"])
    play(state, 0, "7♠ 7♥ 7♦")
    assert announced(state, "Triple-7 Revolution!") and state.order.reversed


def test_triple_seven_revolution_not_with_joker() -> None:
    state = arrange(bare(revolution=True, triple_seven_revolution=True), ["7♠ 7♥ BJ 5♠", "4♦", "3♣", "9♣"])
    play(state, 0, "7♠ 7♥ BJ")
    assert not state.order.reversed


def test_coup_detat_fires() -> None:
    state = arrange(bare(revolution=True, coup_detat=True), ["9♠ 9♥ 9♦ 5♠", "4♦", "3♣", "8♣"])
    play(state, 0, "9♠ 9♥ 9♦")
    assert announced(state, "Coup d'état!") and state.order.reversed


def test_coup_detat_not_with_joker() -> None:
    state = arrange(bare(revolution=True, coup_detat=True), ["9♠ 9♥ BJ 5♠", "4♦", "3♣", "8♣"])
    play(state, 0, "9♠ 9♥ BJ")
    assert not state.order.reversed


def test_revolution_options_need_revolution() -> None:
    for rule in ("triple_seven_revolution", "coup_detat", "sequence_revolution"):
        assert options_problem(bare(**{rule: True})) is not None


def test_sequence_revolution_fires_with_joker() -> None:
    options = bare(revolution=True, sequence=True, sequence_revolution=True)
    state = arrange(options, ["5♠ 6♠ BJ 8♠ 2♣", "4♦", "3♣", "9♣"])
    play(state, 0, "5♠ 6♠ BJ 8♠", PlayKind.SEQUENCE)
    assert announced(state, "Sequence Revolution!") and state.order.reversed


def test_sequence_revolution_not_with_three_cards() -> None:
    options = bare(revolution=True, sequence=True, sequence_revolution=True)
    state = arrange(options, ["5♠ 6♠ 7♠ 2♣", "4♦", "3♣", "9♣"])
    play(state, 0, "5♠ 6♠ 7♠", PlayKind.SEQUENCE)
    assert not state.order.reversed


# ---------------------------------------------------------------- New Order


def test_new_order_fires() -> None:
    options = bare(new_order=True, revolution=True)
    state = arrange(options, ["Q♠ Q♥ Q♦ Q♣ BJ 4♠", "3♦ J♦", "2♣ K♣", "9♣"])
    play(state, 0, "Q♠ Q♥ Q♦ Q♣ BJ")
    assert announced(state, "New Order from {rank}!") and not announced(state, "Revolution!")
    assert state.order.start == Rank.QUEEN and not state.order.reversed
    order = state.order
    assert order.strength(Rank.QUEEN) == 0 and order.strength(Rank.JACK) == 12
    assert order.strength(Rank.THREE) == order.strength(Rank.TWO) + 1  # 3 comes after 2
    clear(state, 1, 2, 3)
    play(state, 0, "4♠")
    assert can_play(state, 1, "J♦") and not can_play(state, 1, "3♦")


def test_new_order_not_with_two_jokers() -> None:
    options = bare(new_order=True, revolution=True)
    state = arrange(options, ["Q♠ Q♥ Q♦ Q♣ BJ RJ 4♠", "3♦", "2♣", "9♣"])
    play(state, 0, "Q♠ Q♥ Q♦ Q♣ BJ RJ")
    assert state.order.start == Rank.THREE and state.order.reversed


def test_new_order_shape_is_a_revolution_when_new_order_is_off() -> None:
    state = arrange(bare(revolution=True), ["Q♠ Q♥ Q♦ Q♣ BJ 4♠", "3♦", "2♣", "9♣"])
    play(state, 0, "Q♠ Q♥ Q♦ Q♣ BJ")
    assert state.order.start == Rank.THREE and state.order.reversed


def test_new_order_with_revolution_and_j_back() -> None:
    options = bare(new_order=True, revolution=True, j_back=True)
    state = arrange(options, ["Q♠ Q♥ Q♦ Q♣ BJ 4♠ 4♥ 4♦ 4♣ J♠ 2♠", "T♦ 3♦", "2♣ K♣", "9♣"])
    play(state, 0, "Q♠ Q♥ Q♦ Q♣ BJ")
    clear(state, 1, 2, 3)
    play(state, 0, "4♠ 4♥ 4♦ 4♣")
    assert state.order.start == Rank.QUEEN and state.order.reversed
    assert state.order.strength(Rank.QUEEN) == 12  # during a Revolution the New Order rank is strongest
    clear(state, 1, 2, 3)
    play(state, 0, "J♠")
    assert state.order.start == Rank.QUEEN and not state.order.reversed  # J Back flips only the direction
    assert state.order.strength(Rank.QUEEN) == 0


def test_new_order_during_enhanced_j_back_keeps_the_reversal() -> None:
    options = bare(new_order=True, j_back=True, enhanced_j_back=True)
    state = arrange(options, ["J♠ J♥ Q♠ Q♥ Q♦ Q♣ BJ 2♠", "K♦", "3♦", "9♣"])
    play(state, 0, "J♠ J♥")
    clear(state, 1, 2, 3)
    assert state.order.j_back_clears == 1
    play(state, 0, "Q♠ Q♥ Q♦ Q♣ BJ")
    assert state.order.start == Rank.QUEEN and state.order.j_back_clears == 1 and state.order.reversed


# ---------------------------------------------------------------- J Back


def test_j_back_fires_until_the_trick_clears() -> None:
    state = arrange(bare(j_back=True), ["J♠ 2♣", "T♦ K♦", "3♣ 5♣", "9♣ 8♣"])
    play(state, 0, "J♠")
    assert announced(state, "J Back!") and state.order.reversed
    assert can_play(state, 1, "T♦") and not can_play(state, 1, "K♦")
    clear(state, 1, 2, 3)
    assert not state.order.reversed and announced(state, "J Back ends")


def test_j_back_with_joker_needs_a_real_jack() -> None:
    state = arrange(bare(j_back=True), ["J♠ BJ 2♣", "T♦ T♥ K♦", "3♣", "9♣"])
    play(state, 0, "J♠ BJ")
    assert state.order.reversed


def test_j_back_not_when_revolution_fires() -> None:
    state = arrange(bare(j_back=True, revolution=True), ["J♠ J♥ J♦ J♣ 2♣", "T♦", "3♣", "9♣"])
    play(state, 0, "J♠ J♥ J♦ J♣")
    assert not announced(state, "J Back!") and state.order.revolution and state.order.j_back_clears == 0
    clear(state, 1, 2, 3)
    assert state.order.reversed


def test_j_back_during_revolution_restores_normal() -> None:
    state = arrange(bare(j_back=True, revolution=True), ["6♠ 6♥ 6♦ 6♣ J♠ 2♣", "Q♦ 4♦", "3♣", "9♣"])
    play(state, 0, "6♠ 6♥ 6♦ 6♣")
    clear(state, 1, 2, 3)
    play(state, 0, "J♠")
    assert not state.order.reversed
    assert can_play(state, 1, "Q♦") and not can_play(state, 1, "4♦")


# ---------------------------------------------------------------- Enhanced J Back


def test_enhanced_j_back_fires_for_two_clears() -> None:
    options = bare(j_back=True, enhanced_j_back=True)
    state = arrange(options, ["J♠ J♥ 5♣ 2♣", "T♦ 4♦ K♦", "3♣ 8♣", "9♣ 7♣"])
    play(state, 0, "J♠ J♥")
    assert announced(state, "Enhanced J Back!") and state.order.j_back_clears == 2
    clear(state, 1, 2, 3)
    assert state.order.reversed
    play(state, 0, "5♣")
    clear(state, 1, 2, 3)
    assert not state.order.reversed


def test_enhanced_j_back_not_with_one_jack_and_joker() -> None:
    options = bare(j_back=True, enhanced_j_back=True)
    state = arrange(options, ["J♠ BJ 2♣", "T♦ T♥", "3♣", "9♣"])
    play(state, 0, "J♠ BJ")
    assert state.order.j_back_clears == 1 and not announced(state, "Enhanced J Back!")


def test_enhanced_j_back_restarts_on_a_new_j_back() -> None:
    options = bare(j_back=True, enhanced_j_back=True)
    state = arrange(options, ["J♠ J♥ 5♣ 2♣", "T♦ 4♦ K♦", "3♣ 8♣", "J♦ 7♣"])
    play(state, 0, "J♠ J♥")
    clear(state, 1, 2, 3)
    assert state.order.j_back_clears == 1
    play(state, 0, "2♣")
    pass_(state, 1)
    pass_(state, 2)
    play(state, 3, "J♦")
    assert state.order.reversed and state.order.j_back_clears == 1  # direction stays, count restarts
    assert can_play(state, 0, "5♣")  # still reversed: a 5 beats a J


def test_enhanced_j_back_needs_j_back() -> None:
    assert options_problem(bare(enhanced_j_back=True)) is not None


def test_order_and_binding_describe_for_the_table() -> None:
    from game.climbing.order import StrengthOrder
    from game.climbing.trick import Binding
    from game.core.cards import Suit
    from game.i18n import _

    order = StrengthOrder(revolution=True, start=Rank.QUEEN, j_back_clears=1)
    assert [p.render(_) for p in order.describe()] == [
        "Normal order", "Revolution", "New Order from Q", "J Back: 1 clear left"
    ]
    assert Binding().describe() is None
    assert Binding(frozenset({Suit.HEARTS}), True).describe().render(_) == "Strict Binding: ♥, one rank up"

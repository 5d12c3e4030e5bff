"""Card Play house rules: Sequence, Spade-3 Return, Sandstorm, Binding (and its sub-options)."""

from __future__ import annotations

from test_climbing_support import announced, arrange, bare, can_play, cards, pass_, play

from game.climbing import JokerRole, PlayKind
from game.climbing.options import BindingMultiple
from game.core.cards import Rank, Suit

SEQ = PlayKind.SEQUENCE

# ---------------------------------------------------------------- Sequence


def test_sequence_fires_and_same_length_overlap_beats() -> None:
    state = arrange(bare(sequence=True), ["5♠ 6♠ 7♠ 9♣", "6♥ 7♥ 8♥ 9♥ K♦", "4♦ 5♦ 6♦ 8♣", "3♠ T♣"])
    assert can_play(state, 0, "5♠ 6♠ 7♠", SEQ)
    play(state, 0, "5♠ 6♠ 7♠", SEQ)
    assert can_play(state, 1, "6♥ 7♥ 8♥", SEQ)
    assert not can_play(state, 1, "6♥ 7♥ 8♥ 9♥", SEQ)
    assert not can_play(state, 1, "K♦")
    assert state.refusal(1, cards("K♦")).msgid == "you must play a Sequence of {count} card"


def test_sequence_not_when_rule_off() -> None:
    state = arrange(bare(), ["5♠ 6♠ 7♠ 9♣", "6♥", "4♦", "3♠"])
    assert not can_play(state, 0, "5♠ 6♠ 7♠", SEQ)


def test_sequence_same_suit_sub_option() -> None:
    mixed = "5♠ 6♥ 7♠"
    state = arrange(bare(sequence=True), ["5♠ 6♥ 7♠ 9♣", "6♠", "4♦", "3♠"])
    assert not can_play(state, 0, mixed, SEQ)
    loose = arrange(bare(sequence=True, sequence_same_suit=False), ["5♠ 6♥ 7♠ 9♣", "6♠", "4♦", "3♠"])
    assert can_play(loose, 0, mixed, SEQ)


def test_sequence_two_and_three_are_not_consecutive() -> None:
    state = arrange(bare(sequence=True), ["A♠ 2♠ 3♠ K♠", "6♠", "4♦", "3♦"])
    assert can_play(state, 0, "K♠ A♠ 2♠", SEQ)
    assert not can_play(state, 0, "A♠ 2♠ 3♠", SEQ)


def test_sequence_joker_takes_weakest_rank_that_beats() -> None:
    state = arrange(bare(sequence=True), ["5♠ 6♠ 7♠ 9♣", "6♥ 7♥ RJ K♦", "4♦", "3♠"])
    play(state, 0, "5♠ 6♠ 7♠", SEQ)
    play(state, 1, "6♥ 7♥ RJ", SEQ)
    assert state.top.ranks == (Rank.SIX, Rank.SEVEN, Rank.EIGHT)
    leading = arrange(bare(sequence=True), ["6♥ 7♥ RJ K♦", "6♠", "4♦", "3♠"])
    play(leading, 0, "6♥ 7♥ RJ", SEQ)
    assert leading.top.ranks == (Rank.FIVE, Rank.SIX, Rank.SEVEN)


def test_sequence_cards_trigger_no_rank_rule() -> None:
    options = bare(sequence=True, eight_cut=True, j_back=True)
    state = arrange(options, ["7♠ 8♠ 9♠ 3♣", "9♥ T♥ J♥ K♦", "4♦", "3♠"])
    play(state, 0, "7♠ 8♠ 9♠", SEQ)
    assert state.top is not None and not announced(state, "8 Cut!")
    play(state, 1, "9♥ T♥ J♥", SEQ)
    assert not announced(state, "J Back!") and not state.order.reversed


# ---------------------------------------------------------------- Spade-3 Return


def test_spade3_return_fires_on_a_lone_joker() -> None:
    state = arrange(bare(spade3_return=True), ["BJ 9♣", "3♠ K♦", "4♦ 8♣", "5♠ T♣"])
    play(state, 0, "BJ")
    assert can_play(state, 1, "3♠")
    play(state, 1, "3♠")
    assert announced(state, "Spade-3 Return!")
    assert state.top is not None and state.current_player == 2
    assert can_play(state, 2, "4♦")


def test_spade3_return_not_other_threes_or_rule_off() -> None:
    state = arrange(bare(spade3_return=True), ["BJ 9♣", "3♥ 3♠ K♦", "4♦ 8♣", "5♠ T♣"])
    play(state, 0, "BJ")
    assert not can_play(state, 1, "3♥")
    off = arrange(bare(), ["BJ 9♣", "3♠ K♦", "4♦ 8♣", "5♠ T♣"])
    play(off, 0, "BJ")
    assert not can_play(off, 1, "3♠")


def test_spade3_return_not_on_a_joker_in_a_set() -> None:
    state = arrange(bare(spade3_return=True), ["BJ RJ 9♣", "3♠ 3♥ K♦", "4♦ 8♣", "5♠ T♣"])
    play(state, 0, "BJ RJ")
    assert not can_play(state, 1, "3♠")


def test_spade3_return_during_a_binding() -> None:
    options = bare(spade3_return=True, binding=True)
    state = arrange(options, ["5♥ 9♣", "7♥ K♦", "BJ 8♣", "3♠ T♣"])
    play(state, 0, "5♥")
    play(state, 1, "7♥")
    assert state.binding.suits == frozenset({Suit.HEARTS})
    play(state, 2, "BJ")
    assert can_play(state, 3, "3♠")


def test_spade3_return_in_president_beats_trump_joker() -> None:
    from game.climbing import president

    state = arrange(president(rounds=1, spade3_return=True), ["9♠ 9♥ 4♣", "BJ K♦", "4♦ 8♣", "3♠ T♣"])
    play(state, 0, "9♠ 9♥")
    play(state, 1, "BJ")
    assert can_play(state, 2, "4♦") is False
    pass_(state, 2)
    assert can_play(state, 3, "3♠")


# ---------------------------------------------------------------- Sandstorm


def test_sandstorm_beats_any_table_and_needs_stronger_triple() -> None:
    state = arrange(bare(sandstorm=True), ["2♠ 2♥ 9♣", "3♣ 3♦ 3♥ K♦", "4♦ 4♠ 4♣ 8♣", "5♠ T♣"])
    play(state, 0, "2♠ 2♥")
    assert can_play(state, 1, "3♣ 3♦ 3♥")
    play(state, 1, "3♣ 3♦ 3♥")
    assert announced(state, "Sandstorm!")
    assert state.top is not None  # not cleared
    assert can_play(state, 2, "4♦ 4♠ 4♣")
    assert not can_play(state, 2, "8♣")


def test_sandstorm_not_with_a_joker_or_when_off() -> None:
    state = arrange(bare(sandstorm=True), ["2♠ 9♣", "3♣ 3♦ BJ K♦", "4♦ 8♣", "5♠ T♣"])
    play(state, 0, "2♠")
    assert not can_play(state, 1, "3♣ 3♦ BJ")
    off = arrange(bare(), ["2♠ 9♣", "3♣ 3♦ 3♥ K♦", "4♦ 8♣", "5♠ T♣"])
    play(off, 0, "2♠")
    assert not can_play(off, 1, "3♣ 3♦ 3♥")


def test_sandstorm_when_leading_is_an_ordinary_triple() -> None:
    state = arrange(bare(sandstorm=True), ["3♣ 3♦ 3♥ 9♣", "4♦ 4♠ 4♣ K♦", "8♣", "5♠ T♣"])
    play(state, 0, "3♣ 3♦ 3♥")
    assert not announced(state, "Sandstorm!")


def test_sandstorm_during_binding_ends_it() -> None:
    options = bare(sandstorm=True, binding=True)
    state = arrange(options, ["5♥ 9♣", "7♥ K♦", "3♣ 3♦ 3♠ 8♣", "5♠ T♣"])
    play(state, 0, "5♥")
    play(state, 1, "7♥")
    assert state.binding.active
    play(state, 2, "3♣ 3♦ 3♠")
    assert not state.binding.active


def test_sandstorm_on_a_single_of_its_suit_starts_no_binding() -> None:
    """Decision: a Sandstorm ends a Binding and never starts one, even when it shares the
    suit of the play it beats (3♠ 3♦ 3♣ over 4♦)."""
    options = bare(sandstorm=True, binding=True, binding_number=True)
    state = arrange(options, ["4♦ 9♣", "3♠ 3♦ 3♣ K♦", "5♣ 5♥ 5♠ 8♣", "5♦ T♣"])
    play(state, 0, "4♦")
    play(state, 1, "3♠ 3♦ 3♣")
    assert announced(state, "Sandstorm!")
    assert not state.binding.active
    assert not announced(state, "Binding: {suits}")
    assert can_play(state, 2, "5♣ 5♥ 5♠")


# ---------------------------------------------------------------- Binding


def test_suit_binding_fires_on_singles() -> None:
    state = arrange(bare(binding=True), ["5♥ 9♣", "7♥ K♦", "9♠ 9♥ BJ", "5♠ T♣"])
    play(state, 0, "5♥")
    play(state, 1, "7♥")
    assert announced(state, "Binding: {suits}")
    assert not can_play(state, 2, "9♠")
    assert state.refusal(2, cards("9♠")).msgid == "a Binding requires {suits}"
    assert can_play(state, 2, "9♥") and can_play(state, 2, "BJ")


def test_no_binding_without_matching_suit_or_rule() -> None:
    state = arrange(bare(binding=True), ["5♥ 9♣", "7♠ K♦", "9♠ 9♥", "5♠ T♣"])
    play(state, 0, "5♥")
    play(state, 1, "7♠")
    assert not state.binding.active
    off = arrange(bare(), ["5♥ 9♣", "7♥ K♦", "9♠ 9♥", "5♠ T♣"])
    play(off, 0, "5♥")
    play(off, 1, "7♥")
    assert not off.binding.active and can_play(off, 2, "9♠")


def test_partial_binding_requires_the_matching_suits() -> None:
    state = arrange(bare(binding=True), ["5♥ 5♠ 8♦", "7♥ 7♦ K♦", "9♠ 9♣ 9♥ 2♦", "5♣ T♣"])
    play(state, 0, "5♥ 5♠")
    play(state, 1, "7♥ 7♦")
    assert state.binding.suits == frozenset({Suit.HEARTS})
    assert not can_play(state, 2, "9♠ 9♣")
    assert can_play(state, 2, "9♥ 9♣")


def test_full_binding_needs_every_suit_to_match() -> None:
    options = bare(binding=True, binding_multiple=BindingMultiple.FULL)
    state = arrange(options, ["5♥ 5♠ 8♦", "7♥ 7♦ K♦", "9♠ 9♣", "5♣ T♣"])
    play(state, 0, "5♥ 5♠")
    play(state, 1, "7♥ 7♦")
    assert not state.binding.active
    full = arrange(options, ["5♥ 5♠ 8♦", "7♥ 7♠ K♦", "9♠ 9♣ 9♥", "5♣ T♣"])
    play(full, 0, "5♥ 5♠")
    play(full, 1, "7♥ 7♠")
    assert full.binding.suits == frozenset({Suit.HEARTS, Suit.SPADES})
    assert not can_play(full, 2, "9♥ 9♣") and can_play(full, 2, "9♥ 9♠")


def test_binding_multiple_none_binds_only_singles() -> None:
    options = bare(binding=True, binding_multiple=BindingMultiple.NONE)
    state = arrange(options, ["5♥ 5♠ 8♦", "7♥ 7♠ K♦", "9♠ 9♣", "5♣ T♣"])
    play(state, 0, "5♥ 5♠")
    play(state, 1, "7♥ 7♠")
    assert not state.binding.active
    singles = arrange(options, ["5♥ 8♦", "7♥ K♦", "9♠ 9♣", "5♣ T♣"])
    play(singles, 0, "5♥")
    play(singles, 1, "7♥")
    assert singles.binding.active


def test_joker_has_no_suit_outside_a_binding() -> None:
    state = arrange(bare(binding=True), ["5♥ 5♠ 8♦", "7♣ BJ K♦", "9♠ 9♣", "5♣ T♣"])
    play(state, 0, "5♥ 5♠")
    play(state, 1, "7♣ BJ")
    assert not state.binding.active


def test_number_binding_one_rank_up() -> None:
    options = bare(binding=True, binding_suit=False, binding_number=True)
    state = arrange(options, ["5♠ 9♣", "6♦ K♦", "8♣ 7♣", "5♣ T♣"])
    play(state, 0, "5♠")
    play(state, 1, "6♦")
    assert announced(state, "Number Binding: one rank up")
    assert not can_play(state, 2, "8♣")
    assert state.refusal(2, cards("8♣")).msgid == "a Number Binding requires {rank}"
    assert can_play(state, 2, "7♣")


def test_number_binding_not_on_a_bigger_step() -> None:
    options = bare(binding=True, binding_suit=False, binding_number=True)
    state = arrange(options, ["5♠ 9♣", "7♦ K♦", "9♦ 8♣", "5♣ T♣"])
    play(state, 0, "5♠")
    play(state, 1, "7♦")
    assert not state.binding.active and can_play(state, 2, "9♦")


def test_number_binding_follows_revolution_order() -> None:
    options = bare(binding=True, binding_suit=False, binding_number=True, revolution=True)
    state = arrange(options, ["6♠ 6♥ 6♦ 6♣ 5♠ 9♣", "4♦ K♦", "3♣ 8♣", "5♣ T♣"])
    play(state, 0, "6♠ 6♥ 6♦ 6♣")
    pass_(state, 1)
    pass_(state, 2)
    pass_(state, 3)
    play(state, 0, "5♠")
    play(state, 1, "4♦")
    assert state.binding.number
    assert can_play(state, 2, "3♣")


def test_joker_on_a_two_keeps_number_binding() -> None:
    options = bare(binding=True, binding_suit=False, binding_number=True)
    state = arrange(options, ["K♠ 9♣", "A♦ K♦", "2♣ 8♣", "BJ T♣"])
    play(state, 0, "K♠")
    play(state, 1, "A♦")
    play(state, 2, "2♣")
    assert can_play(state, 3, "BJ")
    play(state, 3, "BJ")
    assert state.binding.number


def test_strict_binding_suit_and_number() -> None:
    options = bare(binding=True, binding_number=True)
    state = arrange(options, ["5♥ 9♣", "6♥ K♦", "7♥ 7♣ 8♥", "5♣ T♣"])
    play(state, 0, "5♥")
    play(state, 1, "6♥")
    assert announced(state, "Strict Binding: {suits}, one rank up")
    assert can_play(state, 2, "7♥")
    assert not can_play(state, 2, "7♣") and not can_play(state, 2, "8♥")


def test_sequences_are_never_bound() -> None:
    options = bare(binding=True, sequence=True)
    state = arrange(options, ["3♥ 4♥ 5♥ 9♣", "6♥ 7♥ 8♥ K♦", "9♠ T♠ J♠ 2♦", "5♣ T♣"])
    play(state, 0, "3♥ 4♥ 5♥", SEQ)
    play(state, 1, "6♥ 7♥ 8♥", SEQ)
    assert not state.binding.active
    assert can_play(state, 2, "9♠ T♠ J♠", SEQ)


def test_single_joker_stands_for_the_rank_a_number_binding_requires() -> None:
    options = bare(binding=True, binding_suit=False, binding_number=True)
    state = arrange(options, ["5♠ 9♣", "6♦ K♦", "BJ 3♣", "7♣ 8♣ T♣"])
    play(state, 0, "5♠")
    play(state, 1, "6♦")
    assert can_play(state, 2, "BJ") and state.refusal(2, cards("BJ")) is None
    play(state, 2, "BJ")
    assert state.binding.number and state.top.rank == Rank.SEVEN
    assert can_play(state, 3, "8♣")  # the Binding goes on from the 7 the joker stood for
    assert not can_play(state, 3, "7♣") and not can_play(state, 3, "T♣")


def test_pair_of_jokers_stands_for_the_rank_a_number_binding_requires() -> None:
    options = bare(binding=True, binding_suit=False, binding_number=True)
    state = arrange(options, ["5♠ 5♥ 9♣", "6♦ 6♣ K♦", "BJ RJ 3♣", "7♣ 7♥ 8♣ 8♥ T♣"])
    play(state, 0, "5♠ 5♥")
    play(state, 1, "6♦ 6♣")
    assert can_play(state, 2, "BJ RJ")
    play(state, 2, "BJ RJ")
    assert state.top.rank == Rank.SEVEN
    assert can_play(state, 3, "8♣ 8♥") and not can_play(state, 3, "7♣ 7♥")


def test_single_joker_under_strict_binding_takes_suit_and_rank() -> None:
    options = bare(binding=True, binding_number=True)
    state = arrange(options, ["5♥ 9♣", "6♥ K♦", "BJ 3♣", "7♥ 8♥ 8♣"])
    play(state, 0, "5♥")
    play(state, 1, "6♥")
    assert can_play(state, 2, "BJ")
    play(state, 2, "BJ")
    assert state.binding.suits == {Suit.HEARTS} and state.binding.number
    assert can_play(state, 3, "8♥")
    assert not can_play(state, 3, "8♣") and not can_play(state, 3, "7♥")


def test_trump_joker_under_number_binding_stands_for_the_required_rank() -> None:
    options = bare(binding=True, binding_suit=False, binding_number=True, joker_role=JokerRole.TRUMP)
    state = arrange(options, ["5♠ 9♣", "6♦ K♦", "BJ 3♣", "7♣ 8♣ T♣"])
    play(state, 0, "5♠")
    play(state, 1, "6♦")
    play(state, 2, "BJ")
    assert state.top.rank == Rank.SEVEN and not state.top.is_single_joker
    assert can_play(state, 3, "8♣") and not can_play(state, 3, "T♣")

"""Turn Change house rules: 8 Cut, 66 Cut, 99 Cut, 4 Stop, 5 Skip, 9 Reverse."""

from __future__ import annotations

from test_climbing_support import announced, arrange, bare, can_play, cards, pass_, play

from game.climbing import PlayKind
from game.climbing.effects import ChoiceKind
from game.climbing.moves import Pass, PlayCards
from game.climbing.pending import EventKind
from game.climbing.rules import options_problem

CUT = {"eight_cut": True}

# ---------------------------------------------------------------- 8 Cut


def test_eight_cut_fires() -> None:
    state = arrange(bare(**CUT), ["5♠ 9♣", "8♠ 8♥ K♦", "7♠ 7♥", "3♠ T♣"])
    play(state, 0, "5♠")
    play(state, 1, "8♠")
    assert announced(state, "8 Cut!")
    assert state.top is None and state.current_player == 1


def test_eight_cut_not_with_joker() -> None:
    state = arrange(bare(**CUT), ["5♠ 5♥ 9♣", "8♠ BJ K♦", "7♠ 7♥ 2♦", "3♠ T♣"])
    play(state, 0, "5♠ 5♥")
    play(state, 1, "8♠ BJ")
    assert not announced(state, "8 Cut!") and state.top is not None
    assert state.current_player == 2


def test_eight_cut_must_still_beat_the_table() -> None:
    state = arrange(bare(**CUT), ["9♠ 4♣", "8♠ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "9♠")
    assert not can_play(state, 1, "8♠")


def test_eight_cut_with_last_cards_next_player_leads() -> None:
    state = arrange(bare(**CUT), ["5♠ 9♣", "8♠", "7♠ 7♥", "3♠ T♣"])
    play(state, 0, "5♠")
    play(state, 1, "8♠")
    assert state.finished == [1] and state.current_player == 2 and state.top is None


def test_eight_cut_off_does_nothing() -> None:
    state = arrange(bare(), ["5♠ 9♣", "8♠ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "5♠")
    play(state, 1, "8♠")
    assert state.top is not None and state.current_player == 2


# ---------------------------------------------------------------- 66 Cut and 99 Cut


def test_six_six_cut_fires() -> None:
    state = arrange(bare(six_six_cut=True, **CUT), ["5♠ 5♥ 9♣", "6♠ 6♥ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "5♠ 5♥")
    play(state, 1, "6♠ 6♥")
    assert announced(state, "66 Cut!") and state.top is None and state.current_player == 1


def test_six_six_cut_not_with_three_sixes_or_joker() -> None:
    options = bare(six_six_cut=True, **CUT)
    state = arrange(options, ["5♠ 5♥ 5♦ 9♣", "6♠ 6♥ 6♦ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "5♠ 5♥ 5♦")
    play(state, 1, "6♠ 6♥ 6♦")
    assert not announced(state, "66 Cut!")
    joker = arrange(options, ["5♠ 5♥ 9♣", "6♠ BJ K♦", "7♠", "3♠ T♣"])
    play(joker, 0, "5♠ 5♥")
    play(joker, 1, "6♠ BJ")
    assert not announced(joker, "66 Cut!")


def test_six_six_cut_needs_eight_cut() -> None:
    assert options_problem(bare(six_six_cut=True)) is not None


def test_nine_nine_cut_fires_and_reverses_with_nine_reverse() -> None:
    options = bare(nine_nine_cut=True, nine_reverse=True, **CUT)
    state = arrange(options, ["5♠ 5♥ 2♣", "9♠ 9♥ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "5♠ 5♥")
    play(state, 1, "9♠ 9♥")
    assert announced(state, "99 Cut!") and announced(state, "9 Reverse!")
    assert state.top is None and state.current_player == 1 and state.direction == -1


def test_nine_nine_cut_not_with_three_nines() -> None:
    options = bare(nine_nine_cut=True, **CUT)
    state = arrange(options, ["5♠ 5♥ 5♦ 2♣", "9♠ 9♥ 9♦ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "5♠ 5♥ 5♦")
    play(state, 1, "9♠ 9♥ 9♦")
    assert not announced(state, "99 Cut!") and state.top is not None


# ---------------------------------------------------------------- 4 Stop


def test_four_stop_fires_and_closest_to_cutter_leads() -> None:
    options = bare(four_stop=True, **CUT)
    state = arrange(options, ["8♠ 4♠ 4♥ 9♣", "5♠ K♦", "4♦ 4♣ 7♠", "3♠ T♣"])
    play(state, 0, "8♠")
    assert state.pending is not None and state.pending.kind is ChoiceKind.FOUR_STOP
    assert state.pending.waiting == (2,)  # the cutter is never asked
    assert state.legal_moves(2) == [PlayCards(tuple(cards("4♦ 4♣"))), Pass()]
    state.apply(2, PlayCards(tuple(cards("4♦ 4♣"))))
    assert state.pending is None and state.current_player == 2 and state.top is None


def test_four_stop_several_players_nearest_wins() -> None:
    options = bare(four_stop=True, **CUT)
    state = arrange(options, ["8♠ 9♣", "4♠ 4♥ K♦", "4♦ 4♣ 7♠", "3♠ T♣"])
    play(state, 0, "8♠")
    assert state.pending.waiting == (1, 2)
    state.apply(2, PlayCards(tuple(cards("4♦ 4♣"))))  # any waiting seat may answer
    state.apply(1, PlayCards(tuple(cards("4♠ 4♥"))))
    assert state.current_player == 1


def test_four_stop_nobody_stops_cutter_leads() -> None:
    options = bare(four_stop=True, **CUT)
    state = arrange(options, ["8♠ 9♣", "4♠ 4♥ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "8♠")
    state.apply(1, Pass())
    assert state.current_player == 0 and len(state.hands[1]) == 3


def test_four_stop_not_with_joker_pair_or_without_a_cut() -> None:
    options = bare(four_stop=True, **CUT)
    state = arrange(options, ["8♠ 9♣", "4♠ BJ K♦", "7♠", "3♠ T♣"])
    play(state, 0, "8♠")
    assert state.pending is None and state.current_player == 0
    plain = arrange(options, ["7♦ 9♣", "4♠ 4♥ K♦", "7♠", "3♠ T♣"])
    play(plain, 0, "7♦")
    assert plain.pending is None


def test_four_stop_after_99_cut_with_reverse_uses_reversed_order() -> None:
    options = bare(four_stop=True, nine_nine_cut=True, nine_reverse=True, **CUT)
    state = arrange(options, ["9♠ 9♥ 2♣", "4♠ 4♥ K♦", "4♦ 4♣ 7♠", "3♠ T♣"])
    play(state, 0, "9♠ 9♥")
    assert state.pending.waiting == (2, 1)
    state.apply(1, PlayCards(tuple(cards("4♠ 4♥"))))
    state.apply(2, PlayCards(tuple(cards("4♦ 4♣"))))
    assert state.current_player == 2


def test_four_stop_clear_is_a_full_trick_clear() -> None:
    # Enhanced J Back lasts two clears: the 8 Cut uses one, the 4 Stop clear the other, so
    # J Back ends there exactly as at any other clear (order back, J_BACK_ENDED logged).
    options = bare(four_stop=True, j_back=True, enhanced_j_back=True, **CUT)
    state = arrange(options, ["J♠ J♥ 3♣", "8♠ 8♥ K♦", "4♦ 4♣ 7♠", "3♠ T♣"])
    play(state, 0, "J♠ J♥")
    assert state.order.j_back_clears == 2
    play(state, 1, "8♠ 8♥")
    assert state.order.j_back_clears == 1 and state.pending.kind is ChoiceKind.FOUR_STOP
    state.apply(2, PlayCards(tuple(cards("4♦ 4♣"))))
    assert state.order.j_back_clears == 0 and not state.order.reversed
    kinds = [e.kind for e in state.events]
    assert kinds.count(EventKind.TRICK_CLEARED) == 2
    assert kinds[-3:] == [EventKind.TRICK_CLEARED, EventKind.J_BACK_ENDED, EventKind.LED]
    assert state.current_player == 2 and state.table_cards == [] and state.passed == set()


# ---------------------------------------------------------------- 5 Skip


def test_five_skip_fires() -> None:
    state = arrange(bare(five_skip=True), ["5♠ 5♥ 2♣", "6♠ K♦", "7♠ 9♠", "8♠ T♣"])
    play(state, 0, "5♠ 5♥")
    assert announced(state, "5 Skip: {count} player skipped")
    assert state.current_player == 3
    assert 1 not in state.passed and 2 not in state.passed


def test_five_skip_jokers_do_not_count() -> None:
    state = arrange(bare(five_skip=True), ["5♠ BJ 2♣", "6♠ K♦", "7♠ 9♠", "8♠ T♣"])
    play(state, 0, "5♠ BJ")
    assert state.current_player == 2


def test_five_skip_not_in_a_sequence() -> None:
    state = arrange(bare(five_skip=True, sequence=True), ["3♠ 4♠ 5♠ 2♣", "6♠ K♦", "7♠", "8♠ T♣"])
    play(state, 0, "3♠ 4♠ 5♠", PlayKind.SEQUENCE)
    assert state.current_player == 1


def test_five_skip_back_to_player_keeps_trick() -> None:
    state = arrange(bare(five_skip=True, players=3), ["5♠ 5♥ 6♠ 6♥ 2♣", "7♠ 7♥ K♦", "8♠ 8♥ 9♠"])
    play(state, 0, "5♠ 5♥")
    assert state.current_player == 0 and state.top is not None
    assert can_play(state, 0, "6♠ 6♥")
    pass_(state, 0)
    assert state.current_player == 1


def test_five_skip_wraps_and_skips_the_player_too() -> None:
    state = arrange(bare(five_skip=True, players=3), ["5♠ 5♥ 5♦ 2♣", "7♠ K♦", "8♠ 9♠"])
    play(state, 0, "5♠ 5♥ 5♦")
    assert state.current_player == 1


def test_skipped_player_may_play_later_in_the_trick() -> None:
    state = arrange(bare(five_skip=True), ["5♠ 2♣", "6♠ K♦", "7♠ 9♠", "8♠ T♣"])
    play(state, 0, "5♠")
    play(state, 2, "7♠")
    play(state, 3, "8♠")
    pass_(state, 0)
    assert state.current_player == 1 and can_play(state, 1, "K♦")


# ---------------------------------------------------------------- 9 Reverse


def test_nine_reverse_fires_and_lasts_after_clear() -> None:
    state = arrange(bare(nine_reverse=True), ["9♠ 9♥ 2♣ 3♣", "6♠ K♦", "7♠ 9♦", "8♠ T♣"])
    play(state, 0, "9♠ 9♥")
    assert announced(state, "9 Reverse!") and state.direction == -1
    assert state.current_player == 3
    pass_(state, 3)
    pass_(state, 2)
    pass_(state, 1)
    assert state.top is None and state.direction == -1
    play(state, 0, "3♣")
    assert state.current_player == 3


def test_nine_reverse_not_with_joker() -> None:
    state = arrange(bare(nine_reverse=True), ["9♠ BJ 2♣", "6♠ K♦", "7♠", "8♠ T♣"])
    play(state, 0, "9♠ BJ")
    assert state.direction == 1 and state.current_player == 1


def test_nine_reverse_several_nines_reverse_once() -> None:
    state = arrange(bare(nine_reverse=True), ["9♠ 9♥ 9♦ 2♣", "6♠ K♦", "7♠", "8♠ T♣"])
    play(state, 0, "9♠ 9♥ 9♦")
    assert state.direction == -1


def test_three_fives_fire_five_skip_and_face_smash() -> None:
    state = arrange(bare(five_skip=True, face_smash=True), ["5♠ 5♥ 5♦ 2♣", "6♠ K♦", "7♠ A♠", "8♠ T♣ Q♣"])
    play(state, 0, "5♠ 5♥ 5♦")
    assert announced(state, "Face Smash!") and announced(state, "5 Skip: {count} player skipped")
    assert state.hands[1] == cards("6♠") and state.hands[3] == cards("8♠ T♣")
    assert state.current_player == 0  # three skips over seats 1, 2, 3: back to the player

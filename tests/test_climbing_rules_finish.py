"""Player Finish house rules: Lucky Seven, Great Revolution, Downfall, Rebellion."""

from __future__ import annotations

import random

from test_climbing_support import announced, arrange, bare, cards, pass_, play

from game.climbing import SessionState
from game.climbing.effects import ChoiceKind
from game.climbing.moves import PickCard
from game.climbing.roles import Role

LAST_ROUND = (1, 2, 0, 3)  # seat 1 was President, seat 3 Beggar


def clear(state, *seats: int) -> None:  # type: ignore[no-untyped-def]
    for seat in seats:
        pass_(state, seat)


# ---------------------------------------------------------------- Lucky Seven


def test_lucky_seven_fires_when_trick_clears() -> None:
    state = arrange(bare(lucky_seven=True), ["7♠ 7♥ 7♦ 4♣ 5♣", "8♦ 9♦", "3♣ 6♣", "9♣ T♣"])
    play(state, 0, "7♠ 7♥ 7♦")
    assert state.finished == []
    clear(state, 1, 2, 3)
    assert state.finished == [0] and state.hands[0] == []
    assert set(cards("4♣ 5♣")) <= set(state.discard)
    assert announced(state, "Lucky Seven! {player} becomes President")
    assert state.current_player == 1


def test_lucky_seven_beaten_does_nothing() -> None:
    state = arrange(bare(lucky_seven=True), ["7♠ 7♥ 7♦ 4♣", "8♦ 8♠ 8♥ 9♦", "3♣", "9♣"])
    play(state, 0, "7♠ 7♥ 7♦")
    play(state, 1, "8♦ 8♠ 8♥")
    clear(state, 2, 3, 0)
    assert state.finished == [] and announced(state, "Lucky Seven is beaten")


def test_lucky_seven_not_with_four_sevens_or_joker() -> None:
    state = arrange(bare(lucky_seven=True), ["7♠ 7♥ 7♦ 7♣ 4♣", "8♦", "3♣", "9♣"])
    play(state, 0, "7♠ 7♥ 7♦ 7♣")
    clear(state, 1, 2, 3)
    assert state.finished == []
    joker = arrange(bare(lucky_seven=True), ["7♠ 7♥ BJ 4♣", "8♦", "3♣", "9♣"])
    play(joker, 0, "7♠ 7♥ BJ")
    clear(joker, 1, 2, 3)
    assert joker.finished == []


def test_lucky_seven_president_even_if_someone_already_won() -> None:
    state = arrange(bare(lucky_seven=True), ["7♠ 7♥ 7♦ 4♣", "5♦ 9♦", "6♣ 8♣", "K♣"], turn=3)
    play(state, 3, "K♣")
    clear(state, 0, 1, 2)
    assert state.finished == [3]
    play(state, 0, "7♠ 7♥ 7♦")
    clear(state, 1, 2)
    assert state.finished == [0, 3]


def test_lucky_seven_emptied_hand_waits_for_the_clear() -> None:
    state = arrange(bare(lucky_seven=True), ["7♠ 7♥ 7♦", "8♦ 9♦", "3♣ 6♣", "9♣ T♣"])
    play(state, 0, "7♠ 7♥ 7♦")
    assert state.finished == [] and state.current_player == 1
    clear(state, 1, 2, 3)
    assert state.finished == [0]


def test_three_sevens_fire_triple_seven_revolution_transfer_and_lucky_seven() -> None:
    options = bare(revolution=True, triple_seven_revolution=True, seven_transfer=True, lucky_seven=True)
    state = arrange(options, ["7♠ 7♥ 7♦ 4♣", "8♦ 9♦", "3♣ 6♣", "9♣ T♣"])
    play(state, 0, "7♠ 7♥ 7♦")
    assert state.order.reversed and state.pending.kind is ChoiceKind.TRANSFER
    state.apply(0, PickCard(cards("4♣")[0]))
    assert state.hands[0] == [] and state.finished == []  # not settled before the clear
    clear(state, 1, 2, 3)
    assert state.finished == [0]


# ---------------------------------------------------------------- Great Revolution


def test_great_revolution_fires() -> None:
    state = arrange(bare(great_revolution=True), ["2♠ 2♥ 2♦ 2♣ 4♣ 5♣", "8♦ 9♦", "3♣", "9♣"])
    play(state, 0, "2♠ 2♥ 2♦ 2♣")
    assert announced(state, "Great Revolution!")
    assert state.order.reversed and state.finished == [0] and state.hands[0] == []
    assert set(cards("4♣ 5♣")) <= set(state.discard)


def test_great_revolution_with_revolution_reverses_once() -> None:
    state = arrange(bare(great_revolution=True, revolution=True), ["2♠ 2♥ 2♦ 2♣ 4♣", "8♦", "3♣", "9♣"])
    play(state, 0, "2♠ 2♥ 2♦ 2♣")
    assert announced(state, "Revolution!") and announced(state, "Great Revolution!")
    assert state.order.reversed and state.order.revolution


def test_great_revolution_not_with_joker() -> None:
    state = arrange(bare(great_revolution=True, revolution=True), ["2♠ 2♥ 2♦ BJ 4♣", "8♦", "3♣", "9♣"])
    play(state, 0, "2♠ 2♥ 2♦ BJ")
    assert state.finished == [] and state.order.reversed  # only the ordinary Revolution


def test_great_revolution_president_even_after_others_and_with_last_cards() -> None:
    state = arrange(bare(great_revolution=True), ["2♠ 2♥ 2♦ 2♣", "8♦ 9♦", "3♣ 6♣", "K♣"], turn=3)
    play(state, 3, "K♣")
    clear(state, 0, 1, 2)
    assert state.finished == [3]
    play(state, 0, "2♠ 2♥ 2♦ 2♣")
    assert state.finished == [0, 3]


# ---------------------------------------------------------------- Downfall


def test_downfall_fires() -> None:
    options = bare(downfall=True, rounds=2)
    state = arrange(options, ["A♠", "8♦ 9♦", "3♣ 6♣", "9♣ T♣"], previous=LAST_ROUND)
    play(state, 0, "A♠")
    assert announced(state, "Downfall: the old President falls")
    assert state.fallen == [1] and state.hands[1] == []
    assert set(cards("8♦ 9♦")) <= set(state.discard)


def test_downfall_gives_beggar_at_round_end() -> None:
    options = bare(downfall=True, rounds=2)
    state = arrange(options, ["A♠", "8♦ 9♦", "3♣", "4♣ T♣"], previous=LAST_ROUND)
    play(state, 0, "A♠")
    pass_(state, 2)
    pass_(state, 3)
    play(state, 2, "3♣")
    assert state.is_over()
    result = state.results[-1]
    assert result.order == (0, 2, 3, 1) and result.roles[1] is Role.BEGGAR


def test_downfall_not_in_round_one_or_when_president_wins() -> None:
    state = arrange(bare(downfall=True), ["A♠", "8♦ 9♦", "3♣ 6♣", "9♣ T♣"])
    play(state, 0, "A♠")
    assert state.fallen == []
    options = bare(downfall=True, rounds=2)
    kept = arrange(options, ["A♠ 3♠", "2♦", "3♣ 6♣", "9♣ T♣"], previous=LAST_ROUND)
    play(kept, 0, "A♠")
    play(kept, 1, "2♦")
    assert kept.finished == [1] and kept.fallen == []


# ---------------------------------------------------------------- Rebellion


def test_rebellion_fires() -> None:
    options = bare(rebellion=True, rounds=2)
    state = arrange(options, ["5♠ 6♠", "8♦ 9♦", "3♣ 6♣", "A♣"], turn=3, previous=LAST_ROUND)
    play(state, 3, "A♣")
    assert announced(state, "Rebellion! The order turns over")
    result = state.results[-1]
    assert result.order == (3, 0, 2, 1) and result.reversed_by_rebellion
    assert state.is_over() and all(not hand for hand in state.hands)


def test_rebellion_not_if_someone_else_is_out_or_in_round_one() -> None:
    options = bare(rebellion=True, rounds=2)
    state = arrange(options, ["K♠", "8♦ 9♦", "3♣ 6♣", "A♣ 4♣"], previous=LAST_ROUND)
    play(state, 0, "K♠")
    assert state.finished == [0]
    pass_(state, 1)
    pass_(state, 2)
    play(state, 3, "A♣")
    play(state, 3, "4♣")
    assert state.finished == [0, 3] and not announced(state, "Rebellion! The order turns over")
    first = arrange(bare(rebellion=True), ["5♠ 6♠", "8♦ 9♦", "3♣ 6♣", "A♣"], turn=3)
    play(first, 3, "A♣")
    assert not announced(first, "Rebellion! The order turns over")


def test_downfall_and_rebellion_together() -> None:
    options = bare(rebellion=True, downfall=True, rounds=2)
    state = arrange(options, ["5♠ 6♠", "8♦ 9♦", "3♣ 6♣", "A♣"], turn=3, previous=LAST_ROUND)
    play(state, 3, "A♣")
    assert state.results[-1].order == (3, 0, 2, 1)


def test_lucky_seven_emptied_and_beaten_is_placed_when_the_trick_clears() -> None:
    state = arrange(bare(lucky_seven=True), ["7♠ 7♥ 7♦", "8♦ 8♠ 8♥ 4♦", "9♣ 9♠ 9♥", "3♣ 4♣"])
    play(state, 0, "7♠ 7♥ 7♦")
    play(state, 1, "8♦ 8♠ 8♥")
    assert state.finished == []  # not placed at the beat
    play(state, 2, "9♣ 9♠ 9♥")  # goes out before the trick clears: finishes ahead
    assert state.finished == [2]
    rebuilt = SessionState.from_observation(state.observation(3), state.hands, random.Random(0))
    assert rebuilt.awaiting_clear == [0]
    pass_(state, 3)
    pass_(state, 1)
    assert state.finished == [2, 0]

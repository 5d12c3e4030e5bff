"""The Dou Dizhu table layer's facts and sentences (issue 16): time-outs as typed events with
their own sentences on the table and in the log, the landlord sentence of an all-pass auction,
and the lead Hint with a kicker. No pygame."""

from __future__ import annotations

import pytest

from game.ai.doudizhu.view import shape_of
from game.core.cards import Rank, Suit
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase
from game.i18n import _, ngettext
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.timeout import Timeout, TimeoutKind
from tests.card_helpers import Picks, cards

R = Rank
SUITS = list(Suit)


pytestmark = pytest.mark.usefixtures("english_texts")


def first_bid_pass(moves):
    return Bid(0) if Bid(0) in moves else moves[0]


def log_text(table: TableController) -> list[str]:
    return [line.render(_, ngettext) for line in table.log]


def run_out_human_turn(table: TableController) -> None:
    applied = table.moves_applied
    for _second in range(table.rules.turn_ms // 1000 + 2):
        table.update(1000)
        if table.moves_applied != applied:
            return
    raise AssertionError("the turn never ran out")


def auction_table(human_choice) -> TableController:
    rules = TableRules.four()
    table = TableController(rules, seed=2, level="easy", human_seat=0, move_delay_ms=0)
    table.players = {seat: Picks(first_bid_pass) for seat in range(4)}
    table.players[0] = Picks(human_choice)
    while not table.human_to_act():
        table.update(16)
    return table


@pytest.mark.parametrize(
    ("choice", "kind", "sentence", "not_said"),
    [
        (first_bid_pass, TimeoutKind.NO_BID, "Time ran out: the computer made no bid for you", "You do not bid"),
        (lambda moves: Bid(1), TimeoutKind.BID, "Time ran out: the computer bid 1 for you", "You bid 1"),
    ],
)
def test_a_timed_out_bid_is_an_event_announced_and_logged_as_a_time_out(choice, kind, sentence, not_said):
    table = auction_table(choice)
    run_out_human_turn(table)
    assert [t.kind for t in table.timeouts] == [kind]
    assert table.timeouts[0].seat == 0
    assert table.announcement is not None and table.announcement.phrase.render(_) == sentence
    lines = log_text(table)
    assert sentence in lines
    assert not_said not in lines, "never logged as if the player chose it"


def play_table(to_beat: bool) -> TableController:
    rules = TableRules.four()
    hands = [cards(R.SEVEN, R.EIGHT, R.NINE, R.TEN, R.JACK, R.THREE)] + [
        cards(R.FOUR, R.FIVE, offset=i + 1) for i in range(3)
    ]
    table = TableController(rules, seed=1, level="easy", human_seat=0, move_delay_ms=0)
    landlord = 3 if to_beat else 0
    table.state = DealState.arranged(rules, hands, landlord)
    table.players = {seat: Picks(lambda moves: moves[0]) for seat in range(4)}
    table.players[0] = Picks(lambda moves: Pass() if Pass() in moves else moves[0])
    while not table.human_to_act():
        table.update(16)
    return table


@pytest.mark.parametrize(
    ("to_beat", "kind", "start", "not_said"),
    [
        (True, TimeoutKind.PASS, "Time ran out: the computer passed for you", "You pass"),
        (False, TimeoutKind.PLAY, "Time ran out: the computer played ", "You play "),
    ],
)
def test_a_timed_out_play_turn_is_an_event_announced_and_logged_as_a_time_out(to_beat, kind, start, not_said):
    table = play_table(to_beat)
    run_out_human_turn(table)
    assert [t.kind for t in table.timeouts] == [kind]
    assert table.announcement is not None and table.announcement.phrase.render(_).startswith(start)
    lines = log_text(table)
    assert any(line.startswith(start) for line in lines)
    assert not any(line.startswith(not_said) for line in lines)


def test_the_deal_limit_is_an_event_announced_and_logged():
    table = play_table(False)
    table.state.clock.deal_left_ms = 500
    table.update(600)
    assert table.state.phase is Phase.OVER
    assert table.timeouts == [Timeout(TimeoutKind.DEAL)]
    said = table.announcement.phrase.render(_)
    assert said == "Time ran out for the whole deal: it ends with no winner and no score"
    assert "the deal's time limit was reached: no winner, no score" in log_text(table)


def test_a_replayed_deal_logs_its_time_out_alike():
    table = auction_table(first_bid_pass)
    run_out_human_turn(table)
    again = TableController(table.rules, seed=2, level="easy", human_seat=0, move_delay_ms=0)
    from game.table.saved_game import SavedGame

    again.replay(SavedGame("ddz4", {}, 2, tuple(table.record), table.elapsed_ms))
    assert [t.kind for t in again.timeouts] == [TimeoutKind.NO_BID]
    assert log_text(again) == log_text(table)


def test_an_auction_with_no_bid_says_why_the_first_bidder_is_landlord_for_1_point():
    table = auction_table(first_bid_pass)
    assert table.bid_human(0) is None
    while table.state.phase is Phase.BIDDING:
        table.update(16)
    first = table.state.first_bidder
    assert table.state.landlord == first and table.state.bid == 1
    name = table.seat_label(first).render(_, ngettext)
    expected = (
        "Nobody bid, so you, the first to bid, are the landlord for 1 point"
        if first == 0
        else f"Nobody bid, so {name}, the first to bid, is the landlord for 1 point"
    )
    assert expected in log_text(table)
    assert not any(line.endswith("1 points") for line in log_text(table))


def test_a_landlord_who_bid_is_named_with_the_plural_of_the_bid():
    table = auction_table(lambda moves: Bid(2))
    assert table.bid_human(2) is None
    while table.state.phase is Phase.BIDDING:
        table.update(16)
    assert "You are the landlord for 2 points" in log_text(table)


@pytest.mark.parametrize(
    ("rules", "kicker"),
    [(TableRules.three(), [R.THREE]), (TableRules.four(), [R.THREE, R.THREE])],
)
def test_a_lead_hint_offers_the_triple_with_its_kicker_before_the_bare_triple(rules, kicker):
    from game.table.hints import ddz_hint_order

    hand = cards(*kicker, R.FIVE, R.FIVE, R.FIVE, R.NINE, R.KING)
    others = [cards(R.FOUR, offset=i + 1) for i in range(rules.players - 1)]
    table = TableController(rules, seed=1, level="easy", human_seat=0, move_delay_ms=0)
    table.state = DealState.arranged(rules, [hand, *others], 0)
    legal = [move for move in table.human_legal() if isinstance(move, Play)]
    order = ddz_hint_order(legal, tuple(table.state.hand_counts(0)), shape_of(rules))
    kinds = [play.kind for play in order]
    with_kicker = ComboKind.TRIPLE_SINGLE if len(kicker) == 1 else ComboKind.TRIPLE_PAIR
    assert ComboKind.TRIPLE in kinds and with_kicker in kinds
    assert kinds.index(with_kicker) < kinds.index(ComboKind.TRIPLE)
    first_triple = next(play for play in order if play.kind in (ComboKind.TRIPLE, with_kicker))
    assert sorted(first_triple.ranks) == sorted([*kicker, R.FIVE, R.FIVE, R.FIVE])

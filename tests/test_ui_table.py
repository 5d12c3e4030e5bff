"""The table controller (no pygame): pacing, refusals, redeal announcements, the clock,
and the session's tables and scores."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import Phase
from game.settings import GameId, Settings
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.session import Session


class AlwaysFirst:
    """A stand-in player: passes in the auction, else the first listed move."""

    def think(self, observation):
        yield
        moves = observation.legal_moves
        return Bid(0) if Bid(0) in moves else moves[0]


def test_the_computer_waits_the_move_delay_and_then_moves():
    table = TableController(TableRules.three(), seed=4, level="easy", human_seat=None, move_delay_ms=500)
    table.update(100)
    assert table.moves_applied == 0
    for _ in range(400):
        table.update(100)
        if table.moves_applied:
            break
    assert table.moves_applied == 1


def test_an_all_pass_auction_is_announced_and_dealt_again():
    table = TableController(TableRules.three(), seed=9, level="easy", human_seat=0, move_delay_ms=0)
    table.players = {seat: AlwaysFirst() for seat in range(3)}
    first_hands = [list(hand) for hand in table.state.hands]
    for _ in range(50):
        if table.human_to_act():
            assert table.bid_human(0) is None
        else:
            table.update(16)
        if table.redeals:
            break
    assert table.redeals == 1
    assert table.announcement is not None
    assert table.state.phase == Phase.BIDDING
    assert [list(hand) for hand in table.state.hands] != first_hands


def test_refused_human_moves_change_nothing():
    table = TableController(TableRules.three(), seed=3, level="easy", human_seat=0, move_delay_ms=0)
    while not table.human_to_act():
        table.update(16)
    assert table.pass_human() is not None  # no Pass in the auction
    bids = list(table.state.bids)
    assert table.bid_human(7) is not None
    assert list(table.state.bids) == bids


def test_a_timed_out_human_turn_is_played_by_the_bot():
    rules = TableRules.four()
    table = TableController(rules, seed=2, level="easy", human_seat=0, move_delay_ms=0)
    table.players = {seat: AlwaysFirst() for seat in range(4)}
    while not table.human_to_act():
        table.update(16)
    applied = table.moves_applied
    table.update(rules.turn_ms - 1)
    assert table.moves_applied == applied
    table.update(1)
    assert table.moves_applied == applied + 1
    assert table.state.bids[0] == 0
    assert table.announcement is not None


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
def test_a_whole_deal_runs_to_a_zero_sum_result(seed: int, players: int):
    rules = {2: TableRules.two(), 3: TableRules.three(), 4: replace(TableRules.four(), clock=False)}[players]
    table = TableController(rules, seed=seed, level="random", human_seat=None, move_delay_ms=0)
    for _ in range(5000):
        if table.state.phase == Phase.OVER:
            break
        table.update(16)
        if table.state.phase == Phase.PLAYING:
            for shown in table.shown.values():
                if isinstance(shown.move, Play):
                    assert sorted(card.rank for card in shown.cards) == list(shown.move.ranks)
                else:
                    assert isinstance(shown.move, Pass) and shown.cards == ()
    assert table.state.phase == Phase.OVER
    assert sum(table.state.result.points) == 0


def test_session_tables_follow_the_settings():
    chosen = Settings(game=GameId.DDZ4)
    chosen.doudizhu.clock = False
    chosen.doudizhu.wild = True
    rules = Session(chosen, seed=1).rules
    assert rules.players == 4 and not rules.clock and rules.wild
    two = Settings(game=GameId.DDZ2)
    two.doudizhu.allowance = 4
    assert Session(two, seed=1).rules.allowance == 4
    session = Session(Settings(), seed=40)
    first = session.next_deal(move_delay_ms=0, think_budget_ms=1.0)
    second = session.next_deal(move_delay_ms=0, think_budget_ms=1.0)
    assert (first.seed, second.seed) == (40, 41)
    assert session.scores() == [0, 0, 0]

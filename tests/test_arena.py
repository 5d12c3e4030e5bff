"""The arena (tools/arena): the bridge between DouZero's encoding and our engine, the
mirror, the protocol (on our own engine as the referee), the statistics and the report.

Nothing here needs the arena extra: the protocol runs on ``OwnGameEnv`` (our engine
behind DouZero's interface), RLCard's rule agent is replaced by a stand-in with its
``step`` method, and DouZero's move types are written out as its detector returns them.
"""

from __future__ import annotations

import json
import random

import pytest
from card_helpers import Picks
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Rank
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Pass
from game.doudizhu.state import DealState
from game.sim import wilson_interval
from tools.arena import sides
from tools.arena.__main__ import main
from tools.arena.agents import OurAgent, RuleAgent, SideLog, rlcard_cards, rlcard_state, rlcard_text
from tools.arena.bridge import (
    DOUZERO_CARD,
    RANK_OF_CARD,
    Reading,
    douzero_reading,
    foreign_play,
    listed_reading,
    play_for,
    reading_of,
    to_douzero,
    to_ranks,
)
from tools.arena.deals import POSITIONS, Deal, deal_of_order, full_deck, own_deals
from tools.arena.match import run_match
from tools.arena.mirror import Mirror, OutOfStep, dealt_state
from tools.arena.referee import OwnInfoSet, legal_actions, own_referee
from tools.arena.sides import SideSpec
from tools.arena.stats import (
    GameRecord,
    paired,
    percentile,
    report_lines,
    think_summary,
    validate_report,
    win_figures,
)


def deal_with_landlord(landlord: list[int]) -> Deal:
    """A deal whose landlord holds these 20 cards (the last three are the bottom)."""
    rest = full_deck()
    for card in landlord:
        rest.remove(card)
    return Deal((tuple(sorted(landlord)), tuple(rest[:17]), tuple(rest[17:])), tuple(sorted(landlord[-3:])))


# --- the bridge --------------------------------------------------------------------


def test_douzero_numbers_follow_our_rank_order() -> None:
    assert [RANK_OF_CARD[number] for number in DOUZERO_CARD] == list(Rank)
    assert DOUZERO_CARD == tuple(sorted(DOUZERO_CARD))
    assert DOUZERO_CARD[Rank.TWO] == 17 and DOUZERO_CARD[Rank.BLACK_JOKER] == 20 and DOUZERO_CARD[Rank.RED_JOKER] == 30
    assert to_douzero(Pass()) == []


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), pick=st.integers(0, 10_000))
def test_every_listed_move_converts_to_douzero_and_back(seed: int, pick: int) -> None:
    """Every move our engine lists, leading or following, is a sorted DouZero move whose
    cards and reading find that very move again among the listed ones."""
    deck = full_deck()
    random.Random(seed).shuffle(deck)
    deal = deal_of_order(deck)
    state = dealt_state(deal)
    leads = state.legal_moves(0)
    state.apply(0, leads[pick % len(leads)])  # the landlord leads something; seat 1 follows
    for seat in (1, 0):
        moves = state.legal_moves(seat) if seat == state.current_player else leads
        for move in moves:
            cards = to_douzero(move)
            assert cards == sorted(cards)
            if isinstance(move, Pass):
                assert cards == [] and listed_reading(cards, moves) is None
                continue
            assert to_ranks(cards) == move.ranks
            assert play_for(cards, reading_of(move), moves) is move
            assert listed_reading(cards, moves) in {
                reading_of(m) for m in moves if m != Pass() and m.ranks == move.ranks
            }
        assert len(legal_actions(moves)) == len({tuple(to_douzero(m)) for m in moves})


@pytest.mark.parametrize(
    ("move_type", "reading"),
    [
        ({"type": 0}, None),
        ({"type": 1, "rank": 17}, Reading(ComboKind.SINGLE, Rank.TWO)),
        ({"type": 5}, Reading(ComboKind.ROCKET, Rank.RED_JOKER)),
        ({"type": 4, "rank": 14}, Reading(ComboKind.BOMB, Rank.ACE)),
        ({"type": 8, "rank": 3, "len": 5}, Reading(ComboKind.STRAIGHT, Rank.SEVEN, 5)),
        ({"type": 10, "rank": 3, "len": 4}, Reading(ComboKind.AIRPLANE, Rank.SIX, 4)),  # 333444555666
        ({"type": 11, "rank": 3, "len": 3}, Reading(ComboKind.AIRPLANE_SINGLES, Rank.FIVE, 3)),  # 333444555777
        ({"type": 13, "rank": 9}, Reading(ComboKind.FOUR_TWO_SINGLES, Rank.NINE)),
        ({"type": 14, "rank": 5}, Reading(ComboKind.FOUR_TWO_PAIRS, Rank.FIVE)),  # 44445555
    ],
)
def test_douzero_move_types_read_as_our_kinds(move_type: dict[str, int], reading: Reading | None) -> None:
    assert douzero_reading(move_type) == reading


def test_a_set_douzero_reads_as_no_move_is_refused() -> None:
    with pytest.raises(ValueError, match="no move"):
        douzero_reading({"type": 15})


def test_of_two_listed_readings_the_own_referee_takes_douzero_s() -> None:
    hand = [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 9, 10, 11, 12, 13, 14, 17]
    state = dealt_state(deal_with_landlord(hand))
    airplane = [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6]
    readings = {reading_of(m) for m in state.legal_moves(0) if isinstance(m, Play) and to_douzero(m) == airplane}
    # an airplane of four, or of three (333-555 or 444-666) with single wings
    assert readings == {
        Reading(ComboKind.AIRPLANE, Rank.SIX, 4),
        Reading(ComboKind.AIRPLANE_SINGLES, Rank.FIVE, 3),
        Reading(ComboKind.AIRPLANE_SINGLES, Rank.SIX, 3),
    }
    assert listed_reading(airplane, state.legal_moves(0)) == Reading(ComboKind.AIRPLANE, Rank.SIX, 4)


# --- deals and the mirror ------------------------------------------------------------


def test_deals_are_seeded_and_cut_as_douzero_cuts_them() -> None:
    assert own_deals(7, 3) == own_deals(7, 3) != own_deals(8, 3)
    deck = full_deck()
    random.Random(1).shuffle(deck)
    deal = deal_of_order(deck)
    assert deal.hands[0] == tuple(sorted(deck[:20]))
    assert deal.bottom == tuple(sorted(deck[17:20]))
    assert deal.hands[POSITIONS.index("landlord_up")] == tuple(sorted(deck[20:37]))
    assert deal.hands[POSITIONS.index("landlord_down")] == tuple(sorted(deck[37:]))
    data = deal.card_play_data()
    data["landlord"].pop()
    assert len(deal.card_play_data()["landlord"]) == 20  # fresh lists every time


def test_a_deal_must_hold_the_whole_deck() -> None:
    deal = own_deals(0, 1)[0]
    with pytest.raises(ValueError, match="every card"):
        Deal((deal.hands[0], deal.hands[1], (*deal.hands[2][:-1], deal.hands[1][0])), deal.bottom)
    with pytest.raises(ValueError):
        Deal(deal.hands, (deal.hands[1][0], deal.hands[1][1], deal.hands[1][2]))


def test_the_mirror_deals_the_landlord_the_shown_bottom_without_an_auction() -> None:
    deal = own_deals(3, 1)[0]
    state = dealt_state(deal)
    seen = state.observation(1)
    assert seen.landlord == 0 and seen.current_player == 0 and seen.auction == ()
    assert seen.bottom is not None and to_douzero_cards_of(seen.bottom) == list(deal.bottom)
    for seat in range(3):
        assert to_douzero_cards_of(state.hands[seat]) == list(deal.hands[seat])


def to_douzero_cards_of(cards) -> list[int]:
    return sorted(DOUZERO_CARD[card.rank] for card in cards)


def test_a_move_outside_our_rules_is_mirrored_as_a_fact() -> None:
    """DouZero lets a triple be single wings (333444555 + 777); our rules do not, so the
    mirror applies it as a fact and play goes on from it."""
    wings = [3, 3, 3, 4, 4, 4, 5, 5, 5, 7, 7, 7]
    mirror = Mirror(deal_with_landlord([*wings, 8, 9, 10, 11, 12, 13, 14, 17]))
    reading = Reading(ComboKind.AIRPLANE_SINGLES, Rank.FIVE, 3)
    assert play_for(wings, reading, mirror.state.legal_moves(0)) is None
    mirror.apply(wings, reading)
    state = mirror.state
    assert mirror.counts.foreign_moves == 1 and mirror.applied == 1
    assert state.current_player == 1 and len(state.hands[0]) == 8
    assert state.to_beat == (0, foreign_play(wings, reading))
    for move in state.legal_moves(1):
        assert (
            isinstance(move, Pass)
            or move.kind in (ComboKind.BOMB, ComboKind.ROCKET)
            or (move.kind is ComboKind.AIRPLANE_SINGLES and move.length == 3 and move.main > Rank.FIVE)
        )
    mirror.apply([], None)
    mirror.apply([], None)
    assert mirror.state.current_player == 0 and mirror.state.to_beat is None


def test_the_mirror_refuses_to_drift_from_the_referee() -> None:
    deal = own_deals(4, 1)[0]
    mirror = Mirror(deal)
    legal = [list(m) for m in legal_actions(mirror.state.legal_moves(0))]
    mirror.check(0, list(deal.hands[0]), [], legal)
    assert mirror.counts.checked == 1 and mirror.counts.ours_only == mirror.counts.theirs_only == 0
    with pytest.raises(OutOfStep, match="holds"):
        mirror.check(0, list(deal.hands[1]), [], legal)
    with pytest.raises(OutOfStep, match="to beat"):
        mirror.check(0, list(deal.hands[0]), [3], legal)
    with pytest.raises(OutOfStep, match="asked to move"):
        mirror.check(1, list(deal.hands[1]), [], legal)
    mirror.check(0, list(deal.hands[0]), [], legal[1:])
    assert mirror.counts.ours_only == 1


# --- the players -----------------------------------------------------------------------


def infoset_of(state: DealState, actions: list[list[int]], legal: list[list[int]]) -> OwnInfoSet:
    seat = state.current_player
    assert seat is not None
    hand = sorted(DOUZERO_CARD[card.rank] for card in state.hands[seat])
    last = [] if state.to_beat is None else to_douzero(state.to_beat[1])
    return OwnInfoSet(POSITIONS[seat], hand, legal, actions, last, [])


def test_a_move_the_referee_does_not_list_is_illegal_and_replaced() -> None:
    deal = own_deals(5, 1)[0]
    mirror = Mirror(deal)
    log = SideLog()
    agent = OurAgent(Picks(lambda moves: moves[-1]), 0, mirror, own_referee().read, log)
    legal = [list(m) for m in legal_actions(mirror.state.legal_moves(0))]
    choice = to_douzero(mirror.state.legal_moves(0)[-1])
    refereed = [m for m in legal if m != choice]
    assert agent.act(infoset_of(mirror.state, [], refereed)) == [min(deal.hands[0])]  # a lead: the lowest single
    assert log.illegal == 1 and len(log.think_ms) == 1 and str(choice) in log.examples[0]
    assert agent.act(infoset_of(mirror.state, [], legal)) == choice
    assert log.illegal == 1


def test_a_play_the_referee_reads_otherwise_is_counted() -> None:
    hand = [3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 9, 10, 11, 12, 13, 14, 17]
    mirror = Mirror(deal_with_landlord(hand))
    wings = Reading(ComboKind.AIRPLANE_SINGLES, Rank.FIVE, 3)
    agent = OurAgent(
        Picks(lambda moves: next(m for m in moves if reading_of(m) == wings)), 0, mirror, own_referee().read, SideLog()
    )
    legal = [list(m) for m in legal_actions(mirror.state.legal_moves(0))]
    assert agent.act(infoset_of(mirror.state, [], legal)) == hand[:12]
    assert mirror.counts.reread == 1
    mirror.sync([hand[:12]], own_referee().read)
    assert mirror.state.to_beat is not None and reading_of(mirror.state.to_beat[1]) == Reading(
        ComboKind.AIRPLANE, Rank.SIX, 4
    )


def test_the_rule_agent_reads_rlcard_s_raw_state_and_falls_back_when_lost() -> None:
    assert rlcard_text([3, 10, 14, 17, 20, 30]) == "3TA2BR"
    assert rlcard_cards("3TA2BR") == [3, 10, 14, 17, 20, 30] and rlcard_cards("pass") == []
    seen = []

    class Stand:
        def __init__(self, answer):
            self.answer = answer

        def step(self, state):
            seen.append(state)
            if self.answer is None:
                raise KeyError("a move type RLCard does not know")
            return self.answer

    infoset = OwnInfoSet("landlord_up", [3, 3, 14], [[], [14], [3, 3]], [[5], [9], [12]], [12], [])
    log = SideLog()
    assert RuleAgent(Stand("33"), random.Random(0), log).act(infoset) == [3, 3]
    raw = seen[0]["raw_obs"]
    assert raw["current_hand"] == "33A" and raw["actions"] == ["pass", "A", "33"]
    assert raw["trace"] == [(0, "5"), (1, "9"), (2, "Q")] and raw["landlord"] == 0 and raw["self"] == 2
    assert rlcard_state(infoset)["raw_obs"] == raw
    assert log.illegal == 0
    assert RuleAgent(Stand("44"), random.Random(0), log).act(infoset) in infoset.legal_actions
    assert RuleAgent(Stand(None), random.Random(0), log).act(infoset) in infoset.legal_actions
    assert log.illegal == 2 and "KeyError" in log.examples[1]


def test_a_side_is_a_level_or_rlcard(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match="unknown side"):
        SideSpec("expert")
    assert SideSpec("hard", 50).label() == "hard (50 ms)" and SideSpec("rlcard").label() == "rlcard"
    assert not SideSpec("rlcard").ours and SideSpec("easy", 50).to_dict()["budget_ms"] is None
    monkeypatch.setattr(sides, "has_work_budget", lambda: False)
    with pytest.raises(ValueError, match="work budget"):
        SideSpec("hard", budget_worlds=200)
    monkeypatch.setattr(sides, "has_work_budget", lambda: True)
    assert SideSpec("hard", budget_worlds=200).label() == "hard (200 worlds)"


# --- the protocol, the figures, the report -----------------------------------------


def test_every_deal_is_played_twice_with_the_sides_swapped() -> None:
    report = run_match(SideSpec("normal"), SideSpec("random"), own_referee(), own_deals(11, 4), 11, "own")
    validate_report(report)
    assert report["deals"] == 4 and report["games"] == 8
    assert report["wp"]["landlord"]["games"] == report["wp"]["farmers"]["games"] == 4
    wins = report["wins"]
    assert wins["total"] == wins["landlord"] + wins["farmers"] == report["wp"]["total"]["wins"]
    pair = report["paired"]
    assert pair["won_both"] + pair["split"] + pair["lost_both"] == 4
    assert pair["mean"] == pytest.approx(wins["total"] / 8)
    assert report["illegal"]["a"]["count"] == report["illegal"]["b"]["count"] == 0
    decisions = report["think_ms"]["a"]["decisions"] + report["think_ms"]["b"]["decisions"]
    assert report["mirror"]["checked"] == decisions > 0
    slowest = report["think_ms"]["a"]
    assert slowest["slowest"].startswith(f"{slowest['max_ms']:.0f} ms: deal ")
    mirror = report["mirror"]
    assert mirror["ours_only"] == mirror["theirs_only"] == mirror["foreign_moves"] == 0
    again = run_match(SideSpec("normal"), SideSpec("random"), own_referee(), own_deals(11, 4), 11, "own")
    assert again["wins"] == wins and again["think_ms"]["a"]["decisions"] == report["think_ms"]["a"]["decisions"]
    assert json.loads(json.dumps(report)) == report


def test_a_searching_side_books_its_work_and_a_rule_side_none() -> None:
    report = run_match(SideSpec("hard", budget_worlds=2), SideSpec("normal"), own_referee(), own_deals(5, 1), 5, "own")
    validate_report(report)
    searched = report["work"]["a"]
    assert searched["searched"] > 0 and report["work"]["b"]["searched"] == 0
    # a budget of work stops after the world that reaches it, so no search does less
    assert 2 <= searched["p25"] <= searched["median"] <= searched["p75"] < 3
    assert "worlds of work per search median" in "\n".join(report_lines(report))


def test_our_side_is_measured_from_the_side_s_point_of_view() -> None:
    games = [
        GameRecord(0, True, "landlord", 10),  # a landlord, won
        GameRecord(0, False, "landlord", 12),  # b landlord, won: a lost as farmers
        GameRecord(1, True, "farmer", 20),  # a landlord, lost
        GameRecord(1, False, "farmer", 9),  # a farmers, won
        GameRecord(2, True, "landlord", 7),
        GameRecord(2, False, "farmer", 7),
    ]
    figures = win_figures(games)
    assert figures["wins"] == {"total": 4, "landlord": 2, "farmers": 2}
    assert figures["wp"]["total"]["rate"] == pytest.approx(4 / 6)
    assert figures["wp"]["total"]["ci95"] == list(wilson_interval(4, 6))
    pair = figures["paired"]
    assert (pair["won_both"], pair["split"], pair["lost_both"]) == (1, 2, 0)
    assert pair["mean"] == pytest.approx((0.5 + 0.5 + 1.0) / 3)
    low, high = pair["ci95"]
    assert low < pair["mean"] < high <= 1.0


def test_the_paired_interval_is_narrow_when_every_deal_splits() -> None:
    games = [GameRecord(deal, landlord, "landlord", 5) for deal in range(30) for landlord in (True, False)]
    pair = paired(games)
    assert pair["split"] == 30 and pair["mean"] == 0.5 and pair["ci95"] == [0.5, 0.5]
    low, high = win_figures(games)["wp"]["total"]["ci95"]
    assert low < 0.4 and high > 0.6  # Wilson's interval treats the 60 games as independent


def test_think_times_are_summarised_by_nearest_rank() -> None:
    times = [float(value) for value in range(1, 101)]
    assert percentile(times, 0.95) == 95.0 and percentile([4.0], 0.95) == 4.0
    assert think_summary(times) == {"decisions": 100, "median_ms": 50.5, "p95_ms": 95.0, "max_ms": 100.0}
    assert think_summary([])["decisions"] == 0


def test_the_report_schema_names_what_is_missing_or_mistyped() -> None:
    report = run_match(SideSpec("easy"), SideSpec("random"), own_referee(), own_deals(2, 1), 2, "own")
    validate_report(report)
    broken = json.loads(json.dumps(report))
    del broken["wp"]["farmers"]["ci95"]
    with pytest.raises(ValueError, match=r"wp\.farmers\.ci95"):
        validate_report(broken)
    broken = json.loads(json.dumps(report))
    broken["games"] = "2"
    with pytest.raises(ValueError, match="games"):
        validate_report(broken)


def test_the_command_prints_the_figures_and_writes_the_json(tmp_path, capsys) -> None:
    path = tmp_path / "arena.json"
    assert (
        main(["--engine", "own", "--deals", "2", "--a", "normal", "--b", "easy", "--quiet", "--json", str(path)]) == 0
    )
    out = capsys.readouterr().out
    assert "WP of a, overall" in out and "paired by deal" in out and "illegal 0" in out
    report = json.loads(path.read_text(encoding="utf-8"))
    validate_report(report)
    assert report["a"]["side"] == "normal" and report["b"]["side"] == "easy" and report["games"] == 4


def test_the_move_log_replays_every_game_and_keeps_the_searched_candidates(tmp_path) -> None:
    path = tmp_path / "games.jsonl"
    args = ["--engine", "own", "--deals", "2", "--a", "hard", "--b", "normal", "--budget-worlds", "2"]
    assert main([*args, "--quiet", "--seed", "4", "--log", str(path)]) == 0
    lines = [json.loads(text) for text in path.read_text(encoding="utf-8").splitlines()]
    assert [(line["deal"], line["a_landlord"]) for line in lines] == [(0, True), (0, False), (1, True), (1, False)]
    for line in lines:
        state = dealt_state(own_deals(4, 2)[line["deal"]])
        for seat, text in line["moves"]:
            assert state.current_player == seat
            move = next(m for m in state.legal_moves(seat) if rlcard_text(to_douzero(m)) == text)
            state.apply(seat, move)
        assert state.is_over() and (state.result.winning_seat == 0) == (line["winner"] == "landlord")
        assert line["a_won"] == ((line["winner"] == "landlord") == line["a_landlord"])
        ours = {0} if line["a_landlord"] else {1, 2}
        assert line["decisions"] and {d["seat"] for d in line["decisions"]} <= ours
        for decision in line["decisions"]:
            seat, played = line["moves"][decision["turn"]]
            assert seat == decision["seat"]
            chosen = [c for c in decision["candidates"] if c[0] == played]
            assert chosen and all(c[2] >= 1 for c in decision["candidates"])

"""The table layer of the play flow (no pygame): the selection caption, auto-pass, the urgent
clock and the timeout sentences, the Hint order and the readings the player must choose."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.hand import HandShape, best_plan, counts_of
from game.ai.doudizhu.view import shape_of
from game.climbing.moves import Pass as ClimbingPass
from game.climbing.moves import PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import daifugo, president
from game.climbing.state import SessionState
from game.core.cards import Card, Rank, Suit
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import PASS, DealState, Phase
from game.i18n import _, ngettext, set_language
from game.table.autopass import AUTO_PASS_MS, AutoPass, nothing_beats
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.selection import selection_status as climbing_status
from game.table.clock_view import URGENT_MS, is_urgent, pulse
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.readings import distinct_readings, selection_status
from game.table.doudizhu.timeout import timeout_phrase
from game.table.hints import HintTier, climbing_hint_order, ddz_hint_order, hint_tier, keeps_structure
from tests.card_helpers import cards

SUITS = list(Suit)


pytestmark = pytest.mark.usefixtures("english_texts")


R = Rank


def ddz_table(
    hands: list[list[Card]], landlord: int = 0, rules: TableRules | None = None, wild: Rank | None = None
) -> TableController:
    rules = rules or TableRules.three()
    table = TableController(rules, seed=1, level="easy", human_seat=0, move_delay_ms=0)
    table.state = DealState.arranged(rules, hands, landlord, wild_rank=wild)
    return table


# -- 1. the selection caption ------------------------------------------------------------------
def test_the_caption_names_a_playable_selection_and_play_is_allowed():
    hand = cards(R.FIVE, R.FIVE, R.SIX, R.SIX, R.SEVEN, R.SEVEN, R.KING)
    table = ddz_table([hand, cards(R.THREE), cards(R.FOUR)])
    status = selection_status(table, hand[:6])
    assert status.playable
    assert status.caption() == "pair run 5 5  6 6  7 7"


def test_the_caption_gives_the_engines_reason_and_play_is_refused():
    hand = cards(R.FIVE, R.SEVEN, R.KING)
    table = ddz_table([hand, cards(R.THREE), cards(R.FOUR)])
    status = selection_status(table, hand[:2])
    assert not status.playable
    assert status.caption() == "Cannot play: " + table.refusal(hand[:2]).render(_)
    set_language("sv")
    assert status.caption().startswith("Kan inte spela: ")


def test_nothing_is_said_about_an_empty_selection_or_off_turn():
    hand = cards(R.FIVE, R.SEVEN)
    table = ddz_table([cards(R.THREE), hand, cards(R.FOUR)], landlord=0)
    table.human_seat = 1
    assert selection_status(table, hand[:1]).caption() is None
    assert selection_status(table, []).caption() is None


def test_the_climbing_caption_names_the_play_or_the_reason():
    options = president(players=3)
    state = SessionState.arranged(options, [parse_cards("9♠ 9♥ 4♣"), parse_cards("7♣ 10♣"), parse_cards("7♦ 10♦")], 0)
    table = ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=0, state=state)
    pair = parse_cards("9♠ 9♥")
    good = climbing_status(table, pair)
    assert good.playable and good.caption() == "Pair: 9♠ 9♥"
    bad = climbing_status(table, parse_cards("9♠ 4♣"))
    assert not bad.playable
    assert bad.caption() == "Cannot play: " + table.refusal(parse_cards("9♠ 4♣")).render(_)


# -- 2. auto-pass --------------------------------------------------------------------------------
def test_auto_pass_waits_its_pause_then_fires_once():
    auto = AutoPass(delay_ms=1200)
    assert not auto.update(16, turn=5, forced=True)
    assert auto.forced and auto.progress == 0.0
    assert not auto.update(1199, turn=5, forced=True)
    assert 0.99 < auto.progress < 1.0 and auto.left_ms == 1
    assert auto.update(1, turn=5, forced=True)
    assert not auto.update(500, turn=5, forced=True), "once per turn"
    assert not auto.update(16, turn=6, forced=False) and not auto.forced


def test_auto_pass_switched_off_still_shows_the_turn_but_never_fires():
    auto = AutoPass(enabled=False)
    auto.update(0, turn=1, forced=True)
    assert not auto.update(10_000, turn=1, forced=True)
    assert auto.forced and auto.progress is None


def test_auto_pass_counts_whole_seconds_down_in_its_caption():
    auto = AutoPass(delay_ms=3000)
    assert auto.countdown() is None, "not a forced turn"
    auto.update(0, turn=1, forced=True)
    seen = []
    for _tick in range(30):
        seen.append(auto.countdown().render(_, ngettext))
        auto.update(100, turn=1, forced=True)
    assert seen[0] == "Nothing beats that: passing in 3 seconds"
    assert "Nothing beats that: passing in 2 seconds" in seen
    assert seen[-1] == "Nothing beats that: passing in 1 second", "the singular for the last second"


def test_dont_pass_holds_the_pass_for_that_turn_only():
    auto = AutoPass(delay_ms=3000)
    assert not auto.hold(), "nothing to hold yet"
    auto.update(0, turn=1, forced=True)
    auto.update(1000, turn=1, forced=True)
    assert auto.hold() and not auto.pending and auto.progress is None
    assert not auto.update(10_000, turn=1, forced=True), "held: the player passes themselves"
    assert auto.countdown().render(_, ngettext) == "Nothing beats that", "no seconds once held"
    assert auto.forced
    assert not auto.update(0, turn=2, forced=True) and auto.pending, "the next forced turn counts again"
    assert auto.update(3000, turn=2, forced=True)
    off = AutoPass(enabled=False)
    off.update(0, turn=1, forced=True)
    assert not off.hold() and off.countdown().render(_, ngettext) == "Nothing beats that"


def test_a_bomb_or_the_rocket_is_a_play_that_beats():
    bomb = ddz_table([cards(R.THREE, R.THREE, R.THREE, R.THREE), cards(R.TWO, R.ACE), cards(R.FOUR)], landlord=1)
    bomb.state.apply(1, next(m for m in bomb.state.legal_moves(1) if isinstance(m, Play) and m.main == R.TWO))
    bomb.state.apply(2, PASS)
    assert not nothing_beats(bomb.human_legal(), Pass, Play)
    rocket = ddz_table(
        [cards(R.BLACK_JOKER, R.RED_JOKER), cards(R.FIVE, R.FIVE, R.FIVE, R.FIVE, R.SIX), cards(R.FOUR)], landlord=1
    )
    bomb = next(m for m in rocket.state.legal_moves(1) if isinstance(m, Play) and m.kind is ComboKind.BOMB)
    rocket.state.apply(1, bomb)
    rocket.state.apply(2, PASS)
    assert not nothing_beats(rocket.human_legal(), Pass, Play)
    beaten = ddz_table([cards(R.THREE, R.FOUR), cards(R.TWO, R.ACE), cards(R.FOUR)], landlord=1)
    beaten.state.apply(1, next(m for m in beaten.state.legal_moves(1) if isinstance(m, Play) and m.main == R.TWO))
    beaten.state.apply(2, PASS)
    assert beaten.human_legal() == [PASS]
    assert nothing_beats(beaten.human_legal(), Pass, Play)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 40), table=st.sampled_from(["three", "four", "two"]),
       wild=st.booleans())
def test_auto_pass_fires_only_when_the_only_move_is_to_pass(seed: int, steps: int, table: str, wild: bool):
    rules = replace(getattr(TableRules, table)(), wild=wild)
    state = DealState.new(rules, seed)
    rng = random.Random(seed)
    for _step in range(steps + 4 * rules.players):
        if state.phase is Phase.OVER:
            return
        seat = state.current_player
        moves = state.legal_moves(seat)
        if state.phase is Phase.BIDDING:
            move = next((m for m in moves if isinstance(m, Bid) and m.value), moves[0])
        else:
            move = rng.choice(moves)
        state.apply(seat, move)
        if state.phase is Phase.PLAYING and _step >= steps:
            break
    if state.phase is not Phase.PLAYING:
        return
    seat = state.current_player
    moves = state.legal_moves(seat)
    forced = nothing_beats(moves, Pass, Play)
    auto = AutoPass()
    fired = auto.update(0, turn=1, forced=forced) or auto.update(AUTO_PASS_MS, turn=1, forced=forced)
    assert fired == (moves == [PASS])
    counts = state.hand_counts(seat)
    if counts[R.BLACK_JOKER] >= rules.rocket_jokers // 2 and counts[R.RED_JOKER] >= rules.rocket_jokers // 2:
        assert not fired, "the rocket beats everything"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 30))
def test_climbing_auto_pass_only_without_a_play(seed: int, steps: int):
    options = daifugo(players=4)
    state = SessionState.new(options, seed)
    rng = random.Random(seed)
    for _step in range(steps):
        seat = state.current_player
        if seat is None or state.phase.name != "PLAY":
            return
        state.apply(seat, rng.choice(list(state.legal_moves(seat))))
    seat = state.current_player
    if seat is None or state.pending is not None:
        return
    moves = list(state.legal_moves(seat))
    fired = AutoPass(delay_ms=0).update(0, turn=1, forced=nothing_beats(moves, ClimbingPass, PlayCards))
    assert fired == (ClimbingPass() in moves and not any(isinstance(m, PlayCards) for m in moves))


# -- 3. the clock ---------------------------------------------------------------------------------
def test_the_timer_turns_urgent_at_ten_seconds_and_pulses_with_game_time():
    assert URGENT_MS == 10_000
    assert not is_urgent(10_001) and is_urgent(10_000) and is_urgent(1)
    assert not is_urgent(0) and not is_urgent(None)
    beats = [pulse(ms) for ms in range(0, 800, 100)]
    assert beats[0] == 0.0 and max(beats) == 1.0 and len(set(beats)) > 3
    assert pulse(123) == pulse(123 + 800), "driven by game time only"


def test_timeout_sentences_say_what_the_computer_did():
    assert timeout_phrase(PASS).render(_) == "Time ran out: the computer passed for you"
    ranks = (R.SEVEN, R.EIGHT, R.NINE, R.TEN, R.JACK)
    run = Play(ComboKind.STRAIGHT, ranks, ranks, R.JACK, 5)
    assert timeout_phrase(run).render(_) == "Time ran out: the computer played straight 7 8 9 10 J for you"
    assert timeout_phrase(Bid(0)).render(_) == "Time ran out: the computer made no bid for you"
    assert timeout_phrase(Bid(2)).render(_) == "Time ran out: the computer bid 2 for you"
    set_language("sv")
    assert timeout_phrase(PASS).render(_) != "Time ran out: the computer passed for you"


def test_a_timed_out_play_turn_is_announced_with_the_play():
    rules = TableRules.four()
    hands = [cards(R.SEVEN, R.EIGHT, R.NINE, R.TEN, R.JACK, R.THREE)] + [cards(R.FOUR, R.FIVE)] * 3
    table = ddz_table(hands, landlord=0, rules=rules)
    table.state.clock = __import__("game.doudizhu.clock", fromlist=["TableClock"]).TableClock.for_rules(rules)
    assert table.human_to_act()
    for _second in range(rules.turn_ms // 1000 + 2):
        table.update(1000)
        if table.moves_applied:
            break
    assert table.moves_applied == 1
    move = table.shown[0].move
    assert table.announcement is not None
    assert table.announcement.phrase == timeout_phrase(move)
    assert table.announcement.phrase.render(_).startswith("Time ran out: the computer played ")


# -- 4. Hint order --------------------------------------------------------------------------------
def test_hints_keep_the_structure_then_break_it_then_bombs_then_the_rocket():
    hand = cards(R.THREE, R.FOUR, R.FIVE, R.SIX, R.SEVEN, R.NINE, R.NINE, R.KING, R.KING, R.KING, R.KING,
                 R.BLACK_JOKER, R.RED_JOKER)
    table = ddz_table([hand, cards(R.THREE), cards(R.FOUR)])
    legal = [m for m in table.human_legal() if isinstance(m, Play)]
    shape = shape_of(table.rules)
    order = ddz_hint_order(legal, tuple(table.state.hand_counts(0)), shape)
    plan = best_plan(tuple(table.state.hand_counts(0)), shape)
    tiers = [hint_tier(play, plan) for play in order]
    assert tiers == sorted(tiers), "keeps, breaks, bombs, rocket"
    assert tiers[0] is HintTier.KEEPS and tiers[-1] is HintTier.ROCKET and HintTier.BOMB in tiers
    ordinary = [play for play in order if play.kind not in (ComboKind.BOMB, ComboKind.ROCKET)]
    kept_whole = {R.KING, R.BLACK_JOKER, R.RED_JOKER}
    assert not any(kept_whole & set(play.ranks) for play in ordinary), "no bomb or rocket broken"
    keeps = [play for play, tier in zip(order, tiers, strict=True) if tier is HintTier.KEEPS]
    assert any(play.kind is ComboKind.STRAIGHT and len(play.ranks) == 5 for play in keeps)
    assert any(play.kind is ComboKind.PAIR and play.main == R.NINE for play in keeps)
    single_nine = next(play for play in order if play.kind is ComboKind.SINGLE and play.main == R.NINE)
    assert hint_tier(single_nine, plan) is HintTier.BREAKS, "a single taken from a pair breaks it"
    assert len({play.ranks for play in order}) == len(order), "the same cards are offered once"


def test_a_bomb_may_be_broken_only_when_nothing_else_plays():
    hand = cards(R.FIVE, R.FIVE, R.FIVE, R.FIVE)
    plan = best_plan(counts_of([int(c.rank) for c in hand]), HandShape())
    single = Play(ComboKind.SINGLE, (R.FIVE,), (R.FIVE,), R.FIVE)
    bomb = Play(ComboKind.BOMB, (R.FIVE,) * 4, (R.FIVE,) * 4, R.FIVE)
    assert ddz_hint_order([single, bomb], plan_counts(hand)) == [bomb]
    assert ddz_hint_order([single], plan_counts(hand)) == [single]
    assert not keeps_structure(single, plan)


def plan_counts(hand: list[Card]) -> tuple[int, ...]:
    return counts_of([int(c.rank) for c in hand])


def test_climbing_hints_keep_eights_jokers_and_twos_for_later():
    options = daifugo(players=3, eight_cut=True, jokers=2)
    hand = parse_cards("3♠ 5♥ 8♣ 2♦ RJ")
    state = SessionState.arranged(options, [hand, parse_cards("7♣ 10♣"), parse_cards("7♦ 10♦")], 0)
    singles = [m for m in state.legal_moves(0) if isinstance(m, PlayCards) and len(m.cards) == 1]
    order = climbing_hint_order(singles, state.order, options)
    assert [m.cards[0].label for m in order] == ["3♠", "5♥", "8♣", "2♦", "Red Joker"]
    no_cut = replace(options, eight_cut=False)
    order = climbing_hint_order(singles, state.order, no_cut)
    assert [m.cards[0].label for m in order][:3] == ["3♠", "5♥", "8♣"], "8s matter only with 8 Cut"


# -- 5. readings ------------------------------------------------------------------------------------
def test_a_lone_wild_card_is_one_single_itself():
    hand = cards(R.NINE, R.FIVE, R.SIX)
    rules = replace(TableRules.three(), wild=True)
    table = ddz_table([hand, cards(R.THREE), cards(R.FOUR)], rules=rules, wild=R.NINE)
    assert len(table.readings(hand[:1])) > 1, "the engine lists every stand-in"
    (only,) = distinct_readings(table.readings(hand[:1]))
    assert only.stands_for == (R.NINE,)


def test_a_lone_wild_card_must_beat_reads_as_the_strongest_single():
    rules = replace(TableRules.three(), wild=True)
    hands = [cards(R.NINE, R.FIVE), cards(R.KING, R.THREE), cards(R.FOUR)]
    table = ddz_table(hands, landlord=1, rules=rules, wild=R.NINE)
    table.state.apply(1, next(m for m in table.state.legal_moves(1) if isinstance(m, Play) and m.main == R.KING))
    table.state.apply(2, PASS)
    (only,) = distinct_readings(table.readings(cards(R.NINE)))
    assert only.main == R.TWO


def test_readings_that_are_the_same_move_ask_nothing_but_real_choices_do():
    rules = replace(TableRules.three(), wild=True)
    hand = cards(R.NINE, R.NINE, R.FIVE, R.FIVE, R.KING)
    table = ddz_table([hand, cards(R.THREE), cards(R.FOUR)], rules=rules, wild=R.NINE)
    listed = table.readings(hand[:4])
    assert distinct_readings(listed) == listed, "a soft bomb or a triple with a single: a real choice"
    assert {p.kind for p in listed} == {ComboKind.BOMB, ComboKind.TRIPLE_SINGLE}
    status = selection_status(table, hand[:4])
    assert status.playable and status.caption().endswith("(or 1 other reading)")
    natural = Play(ComboKind.TRIPLE_SINGLE, (R.FIVE, R.FIVE, R.NINE, R.NINE), (R.FIVE, R.FIVE, R.FIVE, R.NINE), R.FIVE)
    relabelled = replace(natural, stands_for=(R.FIVE, R.FIVE, R.FIVE, R.THREE))
    assert distinct_readings([relabelled, natural]) == [natural], "only the stand-in's label differs"


def test_the_auto_pass_setting_is_on_by_default_and_survives_the_store():
    from game.settings import Settings

    assert Settings().auto_pass is True
    assert Settings.from_json('{"auto_pass": false}').auto_pass is False
    assert Settings.from_json('{"auto_pass": "no"}').auto_pass is True, "a bad value gets the default"
    off = Settings(auto_pass=False)
    assert Settings.from_json(off.to_json()).auto_pass is False

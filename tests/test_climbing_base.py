"""Base rules, presets, options, session, exchange and the state protocol of the climbing engine."""

from __future__ import annotations

import json
import random

import pytest
from test_climbing_support import announced, arrange, bare, can_play, cards, pass_, play

from game.climbing import ClimbingOptions, JokerRole, Preset, Role, RuleId, SessionState, daifugo, president, role_name
from game.climbing.moves import NextRound, Pass, PickCard, PlayCards
from game.climbing.options import BindingMultiple
from game.climbing.pending import EventKind, Phase
from game.climbing.roles import points, role_for_place
from game.climbing.rules import (
    FIRING_ORDER,
    SEED_ORDER,
    dependency_reason,
    firing_order_text,
    options_problem,
    rules_text,
)
from game.core.cards import Card, Rank, Suit
from game.core.reason import IllegalMove
from game.i18n import _


def drive(state: SessionState, rng: random.Random, max_moves: int = 20000) -> None:
    moves = 0
    while not state.is_over():
        seat = state.current_player
        state.apply(seat, rng.choice(state.legal_moves(seat)))
        moves += 1
        assert moves < max_moves


# ---------------------------------------------------------------- options and presets


def test_president_preset_is_an_option_set() -> None:
    options = president()
    assert options.preset is Preset.PRESIDENT
    assert options.jokers == 2 and options.joker_role is JokerRole.TRUMP
    assert options.enabled_rules() == (RuleId.REVOLUTION,)


def test_daifugo_preset_defaults() -> None:
    options = daifugo()
    assert options.jokers == 1 and options.joker_role is JokerRole.WILD
    assert set(options.enabled_rules()) == {
        RuleId.SEQUENCE, RuleId.SPADE3_RETURN, RuleId.EIGHT_CUT, RuleId.REVOLUTION,
        RuleId.J_BACK, RuleId.BINDING, RuleId.DOWNFALL,
    }
    assert options.binding_suit and not options.binding_number
    assert options.binding_multiple is BindingMultiple.PARTIAL


def test_child_rule_needs_parent() -> None:
    options = bare(six_six_cut=True)
    reason = options_problem(options)
    assert reason is not None and "option of" in reason.msgid
    assert dependency_reason(options, RuleId.SIX_SIX_CUT) is not None
    assert options_problem(bare(eight_cut=True, six_six_cut=True)) is None
    assert "8 Cut" in reason.render(_)


def test_invalid_table_sizes_refused() -> None:
    assert options_problem(bare(players=2)) is not None
    assert options_problem(bare(jokers=3)) is not None
    with pytest.raises(IllegalMove):
        SessionState.new(bare(players=7), 1)


def test_options_round_trip_through_json() -> None:
    options = daifugo(binding_multiple=BindingMultiple.FULL, players=5, q_bomb=True)
    data = json.loads(json.dumps(options.to_dict()))
    assert ClimbingOptions.from_dict(data) == options


def test_options_from_bad_dict_fall_back() -> None:
    data = {"preset": "president", "players": 99, "jokers": "x", "binding_multiple": "odd",
            "unknown": 1, "coup_detat": True, "revolution": False, "q_bomb": "yes"}
    options = ClimbingOptions.from_dict(data)
    assert options.players == 4 and options.jokers == 2
    assert options.binding_multiple is BindingMultiple.PARTIAL
    assert not options.coup_detat and not options.revolution and not options.q_bomb
    assert ClimbingOptions.from_dict(None) == daifugo()


def test_rules_text_groups_and_firing_order() -> None:
    groups = rules_text(daifugo())
    assert [g.render(_) for g, _e in groups] == [
        "Card Play", "Turn Change", "Strength Change", "Card Exchange", "Player Finish"
    ]
    assert sum(len(entries) for _g, entries in groups) == 31
    assert len(SEED_ORDER) == len(FIRING_ORDER) == 31
    stages = firing_order_text()
    assert [s.render(_) for s, _r in stages] == [
        "what may be played", "strength changes", "card effects", "turn effects", "finishing rules"
    ]
    card_stage = [r.render(_) for r in stages[2][1]]
    assert card_stage[:3] == ["7 Transfer", "10 Discard", "Q Bomb"]
    entry = next(e for e in groups[1][1] if e[0].id is RuleId.SIX_SIX_CUT)
    assert entry[1] is False and entry[2] is None
    blocked = next(e for e in rules_text(bare())[1][1] if e[0].id is RuleId.SIX_SIX_CUT)
    assert blocked[2] is not None


# ---------------------------------------------------------------- deal, lead, tricks


def test_deal_gives_every_card_and_3_of_diamonds_leads() -> None:
    state = SessionState.new(daifugo(players=5), 7)
    sizes = [len(h) for h in state.hands]
    assert sum(sizes) == 53 and max(sizes) - min(sizes) <= 1
    assert Card(Rank.THREE, Suit.DIAMONDS) in state.hands[state.current_player]


def test_same_seed_replays_the_deal() -> None:
    a, b = SessionState.new(daifugo(), 11), SessionState.new(daifugo(), 11)
    assert a.hands == b.hands
    assert SessionState.new(daifugo(), 12).hands != a.hands


def test_follow_same_size_and_stronger() -> None:
    state = arrange(bare(), ["5♠ 5♥ 9♣", "4♠ 4♥ 6♠ 6♥ K♦", "7♠ 7♥ 8♦", "T♠ T♥ J♦"])
    play(state, 0, "5♠ 5♥")
    assert not can_play(state, 1, "4♠ 4♥")
    assert not can_play(state, 1, "K♦")
    assert can_play(state, 1, "6♠ 6♥")
    assert state.refusal(1, cards("K♦")).msgid == "you must play a pair"
    assert state.refusal(1, cards("4♠ 4♥")).msgid == "it must beat {play}"
    assert state.refusal(0, cards("9♣")).msgid == "it is not your turn"


def test_pass_leaves_trick_and_last_player_leads_after_clear() -> None:
    state = arrange(bare(), ["5♠ 9♣", "6♠ 7♣", "4♠ 8♣", "3♠ T♣"])
    play(state, 0, "5♠")
    pass_(state, 1)
    play(state, 2, "8♣")
    pass_(state, 3)
    pass_(state, 0)
    assert state.top is None and state.current_player == 2
    assert announced(state, "The trick is cleared")
    assert cards("5♠ 8♣")[0] in state.discard


def test_passed_player_cannot_return_to_trick() -> None:
    state = arrange(bare(), ["5♠ 9♣", "6♠ 7♣ A♠", "4♠ 8♣", "3♠ T♣"])
    play(state, 0, "5♠")
    pass_(state, 1)
    play(state, 2, "8♣")
    play(state, 3, "T♣")
    assert state.current_player == 0  # seat 1 passed and is skipped


def test_next_player_leads_when_the_winner_went_out() -> None:
    state = arrange(bare(), ["2♠", "6♠ 7♣", "4♠ 8♣", "3♠ T♣"])
    play(state, 0, "2♠")
    assert state.finished == [0]
    pass_(state, 1)
    pass_(state, 2)
    pass_(state, 3)
    assert state.current_player == 1 and state.top is None


def test_round_ends_with_one_player_left_and_roles() -> None:
    state = arrange(bare(players=3), ["A♠", "K♠", "4♠ 5♣"])
    play(state, 0, "A♠")
    assert not state.is_over()
    pass_(state, 1)
    pass_(state, 2)
    play(state, 1, "K♠")
    assert state.is_over()
    result = state.results[-1]
    assert result.order == (0, 1, 2)
    assert sorted(result.roles, key=lambda r: r.value) == sorted(
        [Role.PRESIDENT, Role.CITIZEN, Role.BEGGAR], key=lambda r: r.value
    )
    assert sum(result.points) == 0


def test_a_finished_round_stays_as_it_ended_until_the_next_round_step() -> None:
    """A round that is not the session's last stays readable in ``Phase.ROUND_OVER`` (its
    hands, order, roles and points); the one move is the Beggar's :class:`NextRound`, anything
    else is refused and changes nothing; the step deals the next round."""
    state = arrange(bare(players=3, rounds=2), ["A♠", "K♠", "4♠ 5♣"])
    play(state, 0, "A♠")
    pass_(state, 1)
    pass_(state, 2)
    play(state, 1, "K♠")
    assert state.phase is Phase.ROUND_OVER and not state.is_over()
    assert state.round_number == 1 and state.results[-1].order == (0, 1, 2)
    assert state.hands == [[], [], cards("4♠ 5♣")] and state.scores == list(state.results[-1].points)
    assert state.current_player == 2 and state.turn is None and state.pending is None
    assert state.legal_moves() == [NextRound()] and state.legal_moves(0) == [] and state.legal_moves(1) == []
    assert state.observation(2).phase is Phase.ROUND_OVER and state.observation(2).legal_moves == (NextRound(),)
    events = len(state.events)
    for seat, move in ((0, NextRound()), (2, Pass()), (2, PlayCards(tuple(cards("4♠"))))):
        with pytest.raises(IllegalMove):
            state.apply(seat, move)
    assert len(state.events) == events and state.phase is Phase.ROUND_OVER and state.round_number == 1
    state.apply(2, NextRound())
    assert state.round_number == 2 and state.phase is Phase.EXCHANGE
    assert state.events[events].kind is EventKind.ROUND_BEGAN and state.history[-1] == (2, NextRound())
    assert sum(len(hand) for hand in state.hands) == state.card_count()


def test_roles_and_points_by_table_size() -> None:
    assert [role_for_place(p, 5) for p in range(5)] == [
        Role.PRESIDENT, Role.PRIME_MINISTER, Role.CITIZEN, Role.PEASANT, Role.BEGGAR
    ]
    assert [role_for_place(p, 3) for p in range(3)] == [Role.PRESIDENT, Role.CITIZEN, Role.BEGGAR]
    assert [points(role_for_place(p, 4), 4) for p in range(4)] == [2, 1, -1, -2]
    assert [points(role_for_place(p, 3), 3) for p in range(3)] == [1, 0, -1]
    assert role_name(Role.BEGGAR, Preset.DAIFUGO).render(_) == "Daihinmin"
    assert role_name(Role.BEGGAR, Preset.PRESIDENT).render(_) == "Beggar"


# ---------------------------------------------------------------- jokers in the presets


def test_president_joker_is_a_trump_over_any_size() -> None:
    state = arrange(president(rounds=1), ["2♠ 2♥ 2♦ 9♣", "BJ 4♠", "4♥ 8♣", "3♠ T♣"])
    play(state, 0, "2♠ 2♥ 2♦")
    assert can_play(state, 1, "BJ")
    play(state, 1, "BJ")
    assert not can_play(state, 2, "8♣")
    assert state.refusal(2, cards("8♣")).msgid == "nothing beats a joker"


def test_president_joker_never_wild() -> None:
    state = arrange(president(rounds=1), ["9♠ BJ 4♣", "4♠", "4♥ 8♣", "3♠ T♣"])
    assert not can_play(state, 0, "9♠ BJ")
    assert state.refusal(0, cards("9♠ BJ")).msgid == "a joker is always played alone"


def test_daifugo_joker_is_wild_and_strongest_single() -> None:
    state = arrange(bare(), ["9♠ BJ 4♣", "2♠ 2♥ 6♦", "RJ 8♣", "3♠ T♣"])
    assert can_play(state, 0, "9♠ BJ")
    play(state, 0, "9♠ BJ")
    assert state.top.rank == Rank.NINE
    play(state, 1, "2♠ 2♥")
    assert not can_play(state, 2, "RJ 8♣")
    pass_(state, 2)
    pass_(state, 3)
    pass_(state, 0)
    play(state, 1, "6♦")
    play(state, 2, "RJ")
    assert not can_play(state, 3, "T♣")


def test_two_jokers_are_the_strongest_pair() -> None:
    state = arrange(bare(), ["2♠ 2♥ 4♣", "BJ RJ 6♦", "8♣ 9♣", "3♠ T♣"])
    play(state, 0, "2♠ 2♥")
    assert can_play(state, 1, "BJ RJ")


# ---------------------------------------------------------------- session and exchange


def test_exchange_from_round_two() -> None:
    state = SessionState.new(daifugo(rounds=2, players=4), 3)
    rng = random.Random(3)
    while state.round_number == 1:
        seat = state.current_player
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    previous = state.results[-1].order
    president_seat, beggar = previous[0], previous[-1]
    assert state.pending is not None and state.pending.seat == president_seat
    assert state.pending.remaining == 2 and state.pending.target == beggar
    assert all(isinstance(m, PickCard) for m in state.legal_moves(president_seat))
    received = [e for e in state.events if e.private_to == president_seat]
    assert received, "the President sees what the Beggar gave"
    before = len(state.hands[beggar])
    for _gift in range(2):
        state.apply(president_seat, state.legal_moves(president_seat)[0])
    assert len(state.hands[beggar]) == before + 2
    minister, peasant = previous[1], previous[-2]
    assert state.pending.seat == minister and state.pending.remaining == 1 and state.pending.target == peasant
    state.apply(minister, state.legal_moves(minister)[0])
    assert state.pending is None and state.current_player == beggar


def test_beggar_gives_two_highest() -> None:
    state = SessionState.new(daifugo(rounds=2, players=3), 5)
    rng = random.Random(5)
    while state.round_number == 1:
        seat = state.current_player
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    gives = [e for e in state.events[state.round_events_start:] if e.kind is EventKind.EXCHANGED]
    assert gives
    given = gives[0].cards
    beggar = state.results[-1].order[-1]
    assert all(int(c.rank) >= max(int(x.rank) for x in state.hands[beggar]) for c in given)
    assert state.pending.remaining == 2 and state.pending.target == beggar


def test_session_points_add_up_and_seed_replays() -> None:
    def run(seed: int) -> SessionState:
        state = SessionState.new(daifugo(rounds=3), seed)
        drive(state, random.Random(seed))
        return state

    a, b = run(4), run(4)
    assert len(a.results) == 3 and a.scores == b.scores
    assert [r.order for r in a.results] == [r.order for r in b.results]
    assert a.scores == [sum(r.points[s] for r in a.results) for s in range(4)]


def test_later_rounds_led_by_previous_beggar() -> None:
    state = SessionState.new(president(rounds=2, players=3), 9)
    rng = random.Random(9)
    while state.round_number == 1:
        seat = state.current_player
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    while state.pending is not None:
        seat = state.current_player
        state.apply(seat, state.legal_moves(seat)[0])
    assert state.current_player == state.results[-1].order[-1]


# ---------------------------------------------------------------- protocol


def test_illegal_move_leaves_state_unchanged() -> None:
    state = arrange(bare(), ["5♠ 9♣", "6♠ 7♣", "4♠ 8♣", "3♠ T♣"])
    before = (state.hands, list(state.events), state.turn)
    with pytest.raises(IllegalMove) as info:
        state.apply(1, PlayCards(tuple(cards("6♠"))))
    assert info.value.reason.msgid == "it is not your turn"
    with pytest.raises(IllegalMove):
        state.apply(0, Pass())  # the leader may not pass
    assert (state.hands, state.events, state.turn) == before


def test_observation_hides_other_hands_and_clone_is_independent() -> None:
    state = SessionState.new(daifugo(), 1)
    seat = state.current_player
    obs = state.observation(seat)
    assert obs.hand == tuple(state.hands[seat])
    assert obs.hand_counts == tuple(len(h) for h in state.hands)
    assert not hasattr(obs, "hands")
    assert set(obs.legal_moves) == set(state.legal_moves(seat))
    copy = state.clone()
    copy.apply(seat, copy.legal_moves(seat)[0])
    assert len(state.hands[seat]) != len(copy.hands[seat])
    assert state.history == []


def test_refusal_reasons_are_translatable_phrases() -> None:
    state = arrange(bare(sequence=True), ["5♠ 9♣ 7♦", "6♠ 7♣", "4♠ 8♣", "3♠ T♣"])
    assert state.refusal(0, cards("5♠ 9♣")).msgid == "play cards of one rank, or a Sequence of 3 or 4"
    assert state.refusal(0, cards("6♠")).msgid == "those cards are not in your hand"
    assert state.refusal(0, []).msgid == "choose cards to play, or pass"
    assert state.refusal(0, cards("5♠")) is None


def test_exchange_cards_are_private_to_the_two_players() -> None:
    state = SessionState.new(daifugo(rounds=2, players=5), 8)
    rng = random.Random(8)
    while state.round_number == 1:
        seat = state.current_player
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    president_seat, beggar = state.results[-1].order[0], state.results[-1].order[-1]
    citizen = state.results[-1].order[2]
    secret = EventKind.EXCHANGED
    assert any(e.kind is secret for e in state.observation(president_seat).events)
    assert any(e.kind is secret for e in state.observation(beggar).events)
    assert not any(e.kind is secret for e in state.observation(citizen).events)

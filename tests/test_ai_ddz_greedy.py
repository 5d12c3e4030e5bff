"""The greedy reading of the hard Dou Dizhu player's world guessing (``ddz_greedy``)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.greedy import capped_world, greedy_caps, greedy_move
from game.ai.doudizhu.hard import bottom_still_held, world_cards
from game.ai.doudizhu.policy import heuristic_playout, state_view
from game.ai.doudizhu.view import view_of
from game.ai.factory import make_player
from game.doudizhu.combos import Play
from game.doudizhu.moves import Move, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase


def rule_move(state: DealState, seat: int) -> Move:
    """A greedy rule player: follow every play with the lowest play of its kind that beats
    it (else pass, or bomb at random), lead the lowest lone group of the lowest card."""
    plays = [m for m in state.legal_moves(seat) if isinstance(m, Play)]
    hand = state.hand_counts(seat)
    if state.to_beat is None:
        low = min(rank for rank, n in enumerate(hand) if n)
        same = [p for p in plays if p.length == 1 and set(p.ranks) == {low} and len(p.ranks) == hand[low]]
        return same[0] if same else min(plays, key=lambda p: (min(p.ranks), p.size))
    kind = state.to_beat[1].kind
    same = [p for p in plays if p.kind is kind]
    if same:
        return min(same, key=lambda p: int(p.main))
    return Pass()


def play_deal(seed: int, greedy: set[int], moves: int) -> DealState:
    """A three-player deal: the auction and ``moves`` plays, ``greedy`` seats greedy, the
    rest normal players."""
    state = DealState.new(TableRules.three(), seed)
    players = [make_player("normal", s, s) for s in range(3)]
    while not state.is_over() and (state.phase is Phase.BIDDING or len(state.history) < moves):
        seat = state.current_player
        assert seat is not None
        greedy_turn = seat in greedy and state.phase is Phase.PLAYING
        state.apply(seat, rule_move(state, seat) if greedy_turn else players[seat].choose(state.observation(seat)))
    return state


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(1, 40), watcher=st.integers(0, 2))
def test_greedy_seats_real_hands_keep_their_caps_and_fit_a_capped_world(seed: int, moves: int, watcher: int) -> None:
    state = play_deal(seed, {0, 1, 2}, moves)
    if state.is_over() or state.landlord is None:
        return
    observation = state.observation(watcher)
    view = view_of(observation)
    caps = greedy_caps(view, observation)
    assert set(caps) <= set(view.opponents())
    for seat, limit in caps.items():
        assert all(n <= most for n, most in zip(state.hand_counts(seat), limit, strict=True))
    need = bottom_still_held(view, observation)
    world = capped_world(view, need, caps, random.Random(seed))
    assert world is not None
    counts, bottom = world
    assert bottom is None and counts[watcher] == list(view.hand)
    for seat, limit in caps.items():
        assert all(n <= most for n, most in zip(counts[seat], limit, strict=True))
    if view.landlord != watcher:
        assert all(n >= m for n, m in zip(counts[view.landlord], need, strict=True))
    hands, _ = world_cards(view, observation, world)
    assert DealState.from_observation(observation, hands).observation(watcher) == observation


def test_a_pass_on_a_single_caps_every_higher_rank_and_a_later_play_above_it_undoes_the_reading() -> None:
    for seed in range(300):
        state = play_deal(seed, set(), 0)
        landlord = state.landlord
        farmers = [s for s in range(3) if s != landlord]
        sneak: tuple[int, int] | None = None  # (turn of the sneaky pass, the single's rank)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            to_beat = state.to_beat
            beatable = to_beat is not None and to_beat[0] == landlord and to_beat[1].kind.value == "single"
            if sneak is None and seat in farmers and beatable and len(state.legal_moves(seat)) > 1:
                assert to_beat is not None
                sneak = (len(state.history), int(to_beat[1].main))
                state.apply(seat, Pass())
                observation = state.observation(landlord)
                caps = greedy_caps(view_of(observation), observation)
                if seat in caps:
                    assert all(most == 0 for most in caps[seat][sneak[1] + 1 :])
                continue
            state.apply(seat, rule_move(state, seat))
            if sneak is not None and seat == state.history[sneak[0]][0]:
                played = state.history[-1][1]
                if isinstance(played, Play) and any(int(r) > sneak[1] for r in played.ranks):
                    observation = state.observation(landlord)
                    assert seat not in greedy_caps(view_of(observation), observation)
                    return
    raise AssertionError("no farmer showed a card above a single it passed on")


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 40))
def test_the_greedy_model_follows_lowest_of_a_kind_and_leads_its_lowest_card(seed: int, moves: int) -> None:
    state = play_deal(seed, set(), moves)
    if state.is_over():
        return
    seat = state.current_player
    assert seat is not None
    view = state_view(state, seat)
    move = greedy_move(view, random.Random(seed))
    assert move in view.moves
    if view.to_beat is None:
        assert isinstance(move, Play) and min(move.ranks) == min(r for r, n in enumerate(view.hand) if n)
        return
    kind = view.to_beat[1].kind
    same = [p for p in view.plays() if p.kind is kind]
    if same:
        assert isinstance(move, Play) and move.kind is kind and move.main == min(p.main for p in same)
    elif not view.is_landlord and (seat - 1) % 3 != view.landlord:
        assert isinstance(move, Pass)


def test_greedy_seats_of_a_playout_play_the_greedy_model() -> None:
    state = play_deal(21, set(), 6)
    rng = random.Random(3)
    seen = 0
    for _ in heuristic_playout(state, greedy={1, 2}, rng=rng):
        pass
    assert state.is_over()
    replay = play_deal(21, set(), 6)
    rng = random.Random(3)
    for seat, move in state.history[len(replay.history) :]:
        if seat in (1, 2) and len(replay.legal_moves(seat)) > 1:
            assert move == greedy_move(state_view(replay, seat), rng)
            seen += 1
        replay.apply(seat, move)
    assert seen > 3


def test_normal_players_are_never_read_as_greedy() -> None:
    views = 0
    for seed in range(30):
        state = DealState.new(TableRules.three(), seed)
        players = [make_player("normal", s, s) for s in range(3)]
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            if state.phase is Phase.PLAYING:
                observation = state.observation(seat)
                assert greedy_caps(view_of(observation), observation) == {}
                views += 1
            state.apply(seat, players[seat].choose(state.observation(seat)))
    assert views > 500

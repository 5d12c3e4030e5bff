"""The hard climbing-game AI: search on guessed worlds, legal moves only, time slices."""

from __future__ import annotations

import json
import random
from collections import Counter
from itertools import count

from hypothesis import given, settings
from hypothesis import strategies as st
from test_climbing_support import arrange, bare, cards, pass_, play

from game.ai.climbing.hard import (
    DuelSolver,
    HardClimbingPlayer,
    Knowledge,
    ReplySolver,
    deal_world,
    finish_round,
    give_back_cost,
    is_duel,
    knowledge_of,
    place_of,
    playout_move,
)
from game.ai.climbing.heuristic import ClimbingPlayer
from game.ai.factory import make_climbing_player as make_player
from game.ai.factory import make_player as make_any_player
from game.ai.player import Family, Level, finish
from game.ai.think_clock import ThinkClock
from game.climbing import ClimbingOptions, RuleId, SessionState, daifugo, president
from game.climbing.moves import Pass, PickCard, PlayCards
from game.climbing.observation import ClimbingObservation
from game.climbing.options import uecda
from game.climbing.plays import PlayKind
from game.climbing.state import exchange_strength
from game.core.cards import Rank


def fake_timer(step_ms: float = 0.05):
    """A clock that advances ``step_ms`` per reading: searches become reproducible."""
    ticks = count()
    return lambda: next(ticks) * step_ms / 1000.0


def random_options(rng: random.Random) -> ClimbingOptions:
    """A preset with a random set of house rules (children only with their parents)."""
    base = daifugo() if rng.random() < 0.5 else president()
    data = base.to_dict()
    for rule in RuleId:
        data[rule.value] = rng.random() < 0.35
    data.update(players=rng.randint(3, 6), rounds=2, jokers=rng.randint(0, 2))
    return ClimbingOptions.from_dict(data)


def play_to_exchange(state: SessionState) -> None:
    """Finish round 1 with normal players, stopping at round 2's exchange."""
    while state.round_number == 1:
        seat = state.current_player
        state.apply(seat, make_player("normal", seat, seat).choose(state.observation(seat)))


def test_levels_and_budget_are_wired() -> None:
    hard = make_player("hard", 2, 7, budget_ms=15)
    assert isinstance(hard, HardClimbingPlayer) and hard.level is Level.HARD and hard.budget_ms == 15
    assert make_player("hard", 0, 1).budget_ms == 100
    wired = make_any_player("hard", 1, 3, family=Family.CLIMBING, budget_ms=5)
    assert isinstance(wired, HardClimbingPlayer) and wired.budget_ms == 5
    assert type(make_player("normal", 0, 1)) is ClimbingPlayer


def test_hard_only_returns_listed_moves_with_random_rules() -> None:
    """Seeded sessions, random rule sets, two hard seats on a tiny budget: every choice is
    listed (``apply`` would refuse anything else) and every round ends."""
    rounds = 0
    for seed in range(8):
        rng = random.Random(seed)
        options = random_options(rng) if seed else daifugo(rounds=2).all_rules()
        state = SessionState.new(options, seed)
        n = options.players
        players = [
            HardClimbingPlayer(s, seed, budget_ms=2.0) if s in (0, n // 2) else make_player("normal", s, s)
            for s in range(n)
        ]
        while not state.is_over():
            seat = state.current_player
            obs = state.observation(seat)
            move = players[seat].choose(obs)
            assert move in obs.legal_moves
            state.apply(seat, move)
        rounds += len(state.results)
    assert rounds == 16


def test_observation_shows_no_hidden_card() -> None:
    state = SessionState.new(daifugo(rounds=2), 4)
    play_to_exchange(state)
    for seat in range(4):
        obs = state.observation(seat)
        assert Counter(obs.hand) == Counter(state.hands[seat])
        others = {c for s in range(4) if s != seat for c in state.hands[s]}
        assert not others & set(obs.hand)
        assert all(e.private_to in (None, seat) for e in obs.events)
        hidden_labels = {c.label for c in others}
        for event in obs.events:
            if event.private_to is None:
                text = event.phrase.render(lambda msgid: msgid)
                assert not any(label in text.split() for label in hidden_labels)


def swap_hidden(state: SessionState, seat: int) -> SessionState:
    """The same public picture for ``seat`` with the other hands reshuffled among themselves."""
    twin = state.clone()
    others = [s for s in range(state.num_players) if s != seat]
    pool = [c for s in others for c in twin.hands[s]]
    random.Random(99).shuffle(pool)
    for s in others:
        size = len(twin.hands[s])
        twin.hands[s], pool = sorted(pool[:size], key=lambda c: c.sort_key()), pool[size:]
    return twin


def test_hard_decides_from_the_observation_only() -> None:
    """Other hands reshuffled (same observation for the seat): the same decision, because the
    player never looks past its observation (fake clock = reproducible search)."""
    state = SessionState.new(daifugo(rounds=1), 12)
    for _ in range(3):
        seat = state.current_player
        state.apply(seat, make_player("normal", seat, 0).choose(state.observation(seat)))
    seat = state.current_player
    twin = swap_hidden(state, seat)
    assert twin.hands != state.hands
    obs, twin_obs = state.observation(seat), twin.observation(seat)
    assert obs == twin_obs
    first = HardClimbingPlayer(seat, 5, budget_ms=40, timer=fake_timer())
    second = HardClimbingPlayer(seat, 5, budget_ms=40, timer=fake_timer())
    assert first.choose(obs) == second.choose(twin_obs)
    assert first.last_stats.worlds == second.last_stats.worlds > 0


def test_search_respects_budget_and_yields_in_slices() -> None:
    """On the player's own clock (a fake one, so the machine's load cannot change the run): it
    yields after each slice of about ``slice_ms`` and stops once ``budget_ms`` is spent."""
    state = SessionState.new(daifugo(rounds=1), 3)
    seat = state.current_player
    readings: list[float] = []
    ticks = fake_timer()

    def timer() -> float:
        readings.append(ticks())
        return readings[-1]

    player = HardClimbingPlayer(seat, 1, budget_ms=40, slice_ms=2, timer=timer)
    thinking = player.think(state.observation(seat))
    at_yield: list[float] = []
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            move = stop.value
            break
        at_yield.append(readings[-1])
    slices = len(at_yield)
    assert move in state.legal_moves(seat)
    assert slices >= 3 and player.last_stats.slices == slices
    gaps = [later - earlier for earlier, later in zip([readings[0], *at_yield], at_yield, strict=False)]
    assert max(gaps) < 0.002 * 2, "one slice is about 2 ms of the player's clock"
    assert readings[-1] - readings[0] < 0.040 + 0.002 * 2, "the search stops on its budget"
    assert player.last_stats.searched and player.last_stats.playouts > 0


def test_a_single_move_needs_no_search() -> None:
    state = arrange(bare(), ["4♠ 9♣", "3♦", "7♠ 2♦", "3♠ T♣"])
    play(state, 0, "4♠")
    player = HardClimbingPlayer(1, 0, budget_ms=1000)
    obs = state.observation(1)
    assert obs.legal_moves == (Pass(),)
    assert player.choose(obs) == Pass() and not player.last_stats.searched


def test_hard_takes_the_sure_win() -> None:
    """Going out now is the best place whatever the hidden cards: the search agrees."""
    state = arrange(bare(), ["4♠ 9♣", "2♦", "7♠ 8♦ 9♦ T♦ J♦", "3♠ T♣ 5♣"])
    play(state, 0, "4♠")
    player = HardClimbingPlayer(1, 0, budget_ms=30, timer=fake_timer())
    assert player.choose(state.observation(1)) == PlayCards(tuple(state.hands[1]))


def test_world_guesses_respect_counts_and_exchange_knowledge() -> None:
    state = SessionState.new(daifugo(rounds=2), 8)
    play_to_exchange(state)
    president_seat, beggar = state.results[-1].order[0], state.results[-1].order[-1]
    received = list(state.hands[president_seat])
    gives = []
    while state.pending is not None and state.pending.seat == president_seat:
        card = state.hands[president_seat][0]
        gives.append(card)
        state.apply(president_seat, PickCard(card))
    while state.phase.value == "exchange":
        seat = state.current_player
        state.apply(seat, make_player("normal", seat, 0).choose(state.observation(seat)))
    obs = state.observation(president_seat)
    known = knowledge_of(obs)
    assert all(known.holders[c] == beggar for c in gives)
    cap = known.caps[beggar]
    assert cap in received
    rng = random.Random(0)
    for _ in range(30):
        hands, out = deal_world(obs, known, rng)
        assert [len(h) for h in hands] == list(obs.hand_counts)
        assert Counter(hands[president_seat]) == Counter(obs.hand)
        everything = [c for h in hands for c in h] + out + list(obs.table_cards) + list(obs.discard)
        assert Counter(everything) == Counter(state.all_cards())
        assert all(c in hands[beggar] for c in gives)
        assert all(exchange_strength(c) < exchange_strength(cap) for c in hands[beggar] if c not in gives)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60), all_rules=st.booleans())
def test_rebuilt_state_lists_the_same_moves(seed: int, steps: int, all_rules: bool) -> None:
    """A state rebuilt from an observation plus the true hands lists the same moves and
    plays the rest of the round to an end."""
    options = daifugo(rounds=2)
    state = SessionState.new(options.all_rules() if all_rules else options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.current_player
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    if state.is_over():
        return
    seat = state.current_player
    obs: ClimbingObservation = state.observation(seat)
    rebuilt = SessionState.from_observation(obs, [list(h) for h in state.hands], random.Random(0), state.out_of_play)
    assert rebuilt.legal_moves(seat) == state.legal_moves(seat)
    assert rebuilt.current_player == state.current_player
    finish_round(rebuilt, random.Random(1))
    assert rebuilt.is_over() and sorted(rebuilt.results[-1].order) == list(range(state.num_players))
    assert 0 <= place_of(rebuilt, seat) < state.num_players


def test_simulator_rotates_seats_and_passes_the_budget(capsys) -> None:
    from game.sim.__main__ import main

    assert main(["--game", "daifugo", "--players", "hard,normal,normal", "--deals", "1", "--rotate",
                 "--budget-ms", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert data["deals"] == 3 and data["rotate"] is True and data["budget_ms"] == 2
    assert sum(map(sum, data["places_per_seat"])) == 9
    for kind in ("hard", "normal"):
        low, high = data["place_ci95_per_type"][kind]
        assert low <= data["mean_place_per_type"][kind] <= high
    assert data["think_ms_per_type"]["hard"]["moves"] > 0
    assert sum(data["points_per_type"].values()) == 0


def test_duel_endgame_is_solved_exactly() -> None:
    """Two seats left: leading the pair of 3s wins whatever the last hidden card is (a single
    card cannot answer a pair, then the 4 goes out); a single 3 lets the other seat out."""
    state = arrange(bare(), ["3♠ 3♣ 4♦", "5♥", "", ""])
    player = HardClimbingPlayer(0, 0, budget_ms=60, timer=fake_timer())
    assert player.choose(state.observation(0)) == PlayCards(tuple(cards("3♠ 3♣")))
    assert player.last_stats.solved > 0 and player.last_stats.playouts == 0
    places = {}
    for lead in ("3♠ 3♣", "3♠"):
        trial = state.clone()
        trial.apply(0, PlayCards(tuple(cards(lead))))
        assert is_duel(trial, 0)
        places[lead] = finish(DuelSolver(0, ThinkClock(fake_timer(), 1000, 2)).place(trial))
    assert places == {"3♠ 3♣": 2, "3♠": 3}


def test_a_session_with_the_hard_player_leaves_no_reference_cycles() -> None:
    """The game's loop freezes what exists at each decision (``gc.freeze``), so the search
    must make no cyclic garbage."""
    import gc

    from game.sim import climbing

    climbing.run("daifugo", ["normal"] * 4, 1, 3, {}, True)  # imports and first-use caches
    gc.unfreeze()  # a clean slate: the game loop's earlier decisions froze what existed then
    gc.collect()
    gc.disable()
    try:
        climbing.run("daifugo", ["hard", "normal", "normal", "normal"], 1, 3, {}, True, budget_ms=20)
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_passes_over_a_single_are_evidence_in_the_guessed_worlds() -> None:
    hands = ["3♠ 4♠ 5♣ 6♣ 7♦", "9♥ 4♦ 5♦ 6♦ 7♣ 8♣ 9♣ T♣", "3♥ 4♥ 5♥ 6♥ 7♥ 8♥ J♣ Q♣", "3♣ 4♣ 6♠ 7♠ 8♠ 9♠ T♠ J♠"]
    state = arrange(bare(jokers=0), hands)
    play(state, 0, "5♣")
    play(state, 1, "9♥")
    pass_(state, 2)
    pass_(state, 3)
    obs = state.observation(0)
    assert knowledge_of(obs).ceilings == {}  # off unless asked (the UECda client asks)
    known = knowledge_of(obs, passes=True)
    assert known.ceilings == {2: cards("9♥")[0], 3: cards("9♥")[0]}
    nine = obs.order.card_strength(cards("9♥")[0])
    rng = random.Random(1)
    above = Counter[int]()
    for _ in range(200):
        dealt, _ = deal_world(obs, known, rng)
        assert [len(h) for h in dealt] == list(obs.hand_counts)
        for seat in (1, 2, 3):
            above[seat] += sum(1 for c in dealt[seat] if obs.order.card_strength(c) > nine)
    assert above[2] < above[1] / 2 and above[3] < above[1] / 2


def test_a_pass_under_the_suit_lock_is_no_evidence() -> None:
    hands = ["3♠ 4♠ 5♣ 6♣", "9♣ 4♦ 5♦ 6♦", "3♥ 4♥ 5♥ 6♥", "3♣ 4♣ 6♠ 7♠"]
    state = arrange(bare(jokers=0, binding=True), hands)
    play(state, 0, "5♣")
    play(state, 1, "9♣")
    pass_(state, 2)
    assert knowledge_of(state.observation(0), passes=True).ceilings == {}


def test_the_exchange_hands_down_a_lone_low_card_before_breaking_a_set() -> None:
    hand = "3♠ 3♥ 6♦ 8♣ 9♠ T♥ J♥ Q♥ K♣"
    state = arrange(uecda(), [hand, "4♠", "4♥", "4♦", "4♣"])
    obs = state.observation(0)
    costs = {card: give_back_cost(obs, card) for card in obs.hand}
    cheapest = sorted(obs.hand, key=lambda c: costs[c])
    assert cheapest[:3] == cards("6♦ 3♠ 3♥") or cheapest[:3] == cards("6♦ 3♥ 3♠")
    assert costs[cards("8♣")[0]] > costs[cards("9♠")[0]]  # the 8 cuts the trick
    assert costs[cards("T♥")[0]] > costs[cards("9♠")[0]]  # part of a Sequence


def test_a_pass_over_a_single_makes_the_joker_unlikely_and_a_gift_makes_low_cards_unlikely() -> None:
    state = arrange(uecda(), ["3♠ 4♠ 5♣ 6♣ 7♦", "9♥ 4♦ 5♦ 6♦", "3♥ 4♥ 5♥ 6♥", "3♣ 4♣ 6♠ 7♠", "8♠ 9♠ T♠ J♠"])
    obs = state.observation(0)
    known = Knowledge(ceilings={2: cards("9♥")[0]}, floors={3: cards("Q♣")[0]})
    rng = random.Random(3)
    jokers, low = Counter[int](), Counter[int]()
    for _ in range(300):
        dealt, _ = deal_world(obs, known, rng)
        for seat in (1, 2, 3, 4):
            jokers[seat] += sum(1 for c in dealt[seat] if c.is_joker)
            low[seat] += sum(1 for c in dealt[seat] if int(c.rank) < int(Rank.QUEEN))
    assert jokers[2] < jokers[1] / 2 and jokers[2] < jokers[4] / 2
    assert low[3] < 0.7 * low[1] and low[3] < 0.7 * low[4]


def test_the_reply_solver_finds_the_best_place_against_modelled_opponents() -> None:
    """Against eager opponents the 2 first, then the lone 3, goes out first; leading the 3
    lets the others shed a card each, but the 2 still wins the trick and goes out."""
    state = arrange(uecda(), ["3♣ 2♠", "4♦ 9♣ K♥", "5♥ T♠ A♦", "6♣ J♦ Q♠", "7♠ 8♥ 9♥"])
    clock = ThinkClock(fake_timer(), 1000, 2)
    assert finish(ReplySolver(0, clock).place(state.clone())) == 0
    player = HardClimbingPlayer(0, 0, budget_worlds=4)
    player.eager_opponents = True
    move = player.choose(state.observation(0))
    assert move in state.legal_moves(0) and player.last_stats.solved > 0
    trial = state.clone()
    trial.apply(0, move)
    assert finish(ReplySolver(0, ThinkClock(fake_timer(), 1000, 2)).place(trial)) == 0


def test_the_own_playouts_follow_with_an_8_that_cuts_the_trick() -> None:
    """With ``cuts`` the seat answers a low single with its 8 (8 Cut: it leads again)
    rather than its cheapest card; without, the cheapest card as before."""
    state = arrange(uecda(), ["3♠ 4♦ 5♦", "6♣ 8♠ K♥ A♦", "3♥ 4♥ 5♥", "3♣ 4♣ 5♣", "9♠ T♠ J♦"])
    play(state, 0, "3♠")
    assert state.current_player == 1
    plain = playout_move(state, 1, random.Random(0))
    cut = playout_move(state, 1, random.Random(0), cuts=True)
    assert plain == PlayCards(tuple(cards("6♣")), PlayKind.SET)
    assert cut == PlayCards(tuple(cards("8♠")), PlayKind.SET)

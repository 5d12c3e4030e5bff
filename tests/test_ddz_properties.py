"""Dou Dizhu properties over seeded random deals on every table (hypothesis picks the seeds).

The properties every game state shares (random play ends, listed moves apply, clones are
independent, observations hide hidden cards, refusals change nothing) are checked on
every table by tests/test_state_conformance.py; these are the Dou Dizhu ones.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.cards import Rank, make_deck
from game.core.reason import IllegalMove
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.enumerate import legal_plays, readings
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase

TABLES = {
    "three": TableRules.three(),
    "four": TableRules.four(),
    "two": TableRules.two(),
    "three-wild": replace(TableRules.three(), wild=True),
    "four-wild": replace(TableRules.four(), wild=True),
    "two-wild": replace(TableRules.two(allowance=0), wild=True),
}


def deck_counts(rules: TableRules) -> list[int]:
    counts = [0] * 15
    for card in make_deck(jokers=2, decks=rules.decks):
        counts[card.rank] += 1
    return counts


def check_conservation(state: DealState, full: list[int]) -> None:
    counts = list(state.played_counts)
    cards = [card for hand in state.hands for card in hand] + state.set_aside
    if state.phase is Phase.BIDDING:
        cards += state.bottom
    assert len(cards) == len(set(cards)), "a physical card is in two places"
    for card in cards:
        counts[card.rank] += 1
    assert counts == full
    for seat, hand in enumerate(state.hands):
        assert state.hand_counts(seat) == [sum(1 for c in hand if c.rank == r) for r in range(15)]


def a_refused_move(state: DealState, rng: random.Random) -> object:
    """A random move that is not listed for the current player, or ``None``."""
    seat = state.current_player
    assert seat is not None
    listed = state.legal_moves()
    if state.phase is Phase.BIDDING:
        candidates: list[object] = [Bid(v) for v in range(5) if Bid(v) not in listed]
        candidates.append(Pass())
        candidates.append(next(iter(readings([1] + [0] * 14, state.rules))))
        return rng.choice(candidates)
    if Pass() not in listed and rng.random() < 0.2:
        return Pass()
    if rng.random() < 0.1:
        return Bid(1)
    hand = state.hand_counts(seat)
    for _ in range(20):
        subset = [rng.randint(0, c) if rng.random() < 0.5 else 0 for c in hand]
        if not any(subset):
            continue
        options = [p for p in readings(subset, state.rules, state.wild_rank) if p not in listed]
        if options:
            return rng.choice(options)
    return None


def check_selection(state: DealState, seat: int, rng: random.Random) -> None:
    """A random selection is playable exactly when it has a reading, and each
    reading applies with those very cards."""
    hand = state.hands[seat]
    selection = rng.sample(hand, rng.randint(1, min(6, len(hand))))
    plays = state.plays_for_selection(seat, selection)
    reason = state.refusal(seat, selection)
    assert (reason is None) == bool(plays)
    if reason is not None:
        assert reason.render(lambda m: m)
    listed = state.legal_moves()
    for play in plays:
        assert play in listed
        trial = state.clone()
        trial.apply(seat, play, selection)
        assert all(card not in trial.hands[seat] for card in selection)


def run_deal(name: str, seed: int, probe_every: int) -> DealState:
    rules = TABLES[name]
    state = DealState.new(rules, seed)
    rng = random.Random(seed)
    full = deck_counts(rules)
    step = 0
    while not state.is_over():
        check_conservation(state, full)
        seat = state.current_player
        assert seat is not None
        moves = state.legal_moves()
        assert moves and len(moves) == len(set(moves))
        assert all(state.legal_moves(other) == [] for other in range(rules.players) if other != seat)
        if step % probe_every == 0:
            obs = state.observation(seat)
            rebuilt = DealState.from_observation(obs, state.hands, bottom=state.bottom)
            assert rebuilt.observation(seat) == obs
            assert rebuilt.last_action == state.last_action
            if state.phase is Phase.PLAYING:
                check_selection(state, seat, rng)
            wrong = a_refused_move(state, rng)
            if wrong is not None:
                before = state.observation(seat)
                try:
                    state.apply(seat, wrong)  # type: ignore[arg-type]
                except IllegalMove as refusal:
                    assert refusal.reason.render(lambda m: m)
                else:
                    raise AssertionError(f"{wrong} was accepted")
                assert state.observation(seat) == before
        move = rng.choice(moves)
        state.apply(seat, move)
        if isinstance(move, Play):
            assert state.history[-1] == (seat, move)
        if rules.multiplier_cap is not None:
            assert state.multiplier <= rules.multiplier_cap
        step += 1
    check_conservation(state, full)
    return state


@settings(max_examples=150, deadline=None)
@given(name=st.sampled_from(sorted(TABLES)), seed=st.integers(0, 2**31))
def test_random_deals_keep_every_invariant(name: str, seed: int) -> None:
    state = run_deal(name, seed, probe_every=3)
    result = state.result
    assert result is not None and result.winner is not None
    assert sum(result.points) == 0
    landlord = state.landlord
    assert landlord is not None
    farmers = [p for seat, p in enumerate(result.points) if seat != landlord]
    assert all(p == farmers[0] for p in farmers)
    assert abs(farmers[0]) == result.bid * result.multiplier
    rules = state.rules
    if rules.multiplier_cap is not None:
        assert result.multiplier <= rules.multiplier_cap


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(sorted(TABLES)), seed=st.integers(0, 2**31))
def test_a_seed_and_the_same_moves_replay_the_deal(name: str, seed: int) -> None:
    first = run_deal(name, seed, probe_every=10**9)
    second = run_deal(name, seed, probe_every=10**9)
    assert first.history == second.history and first.result == second.result
    assert first.wild_rank == second.wild_rank


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31))
def test_four_player_multiplier_never_passes_the_cap(seed: int) -> None:
    """Bomb-heavy random play on the wild four-player table (x4 per bomb)."""
    rules = TABLES["four-wild"]
    state = DealState.new(rules, seed)
    rng = random.Random(seed)
    while not state.is_over():
        moves = state.legal_moves()
        bombs = [m for m in moves if isinstance(m, Play) and m.bomb is not None]
        state.apply(state.current_player, rng.choice(bombs or moves))  # type: ignore[arg-type]
        assert state.multiplier <= 1024
    assert state.result is not None and state.result.multiplier <= 1024


@st.composite
def triple_heavy_hands(draw: st.DrawFn) -> tuple[str, list[int], Rank | None]:
    """A table name and a one-deck hand of at most 17 cards, mostly triples, with the
    wild rank of a wild table."""
    name = draw(st.sampled_from(["three", "two", "three-wild", "two-wild"]))
    counts = draw(st.lists(st.sampled_from([0, 0, 1, 3, 3, 4]), min_size=13, max_size=13))
    while sum(counts) > 17:
        counts[counts.index(max(counts))] -= 1
    counts += [draw(st.integers(0, 1)), draw(st.integers(0, 1))]
    wild = draw(st.sampled_from(list(Rank)[:13])) if TABLES[name].wild else None
    return name, counts, wild


@settings(max_examples=200, deadline=None)
@given(case=triple_heavy_hands())
def test_a_triple_among_single_wings_only_where_the_cards_read_as_a_longer_airplane(
    case: tuple[str, list[int], Rank | None],
) -> None:
    """The adjacent-triple exception (rules.ADJACENT_TRIPLE_WINGS): an airplane with
    single wings holding three cards of one rank lists only when the same cards are
    also an airplane one triple longer (so never with a triple of 2s)."""
    name, counts, wild = case
    rules = TABLES[name]
    for play in legal_plays(counts, None, rules, wild):
        if play.kind is not ComboKind.AIRPLANE_SINGLES:
            continue
        meant = [play.stands_for.count(rank) for rank in Rank]
        if 3 not in [n for rank, n in enumerate(meant) if not int(play.main) - play.length < rank <= int(play.main)]:
            continue
        selected = [play.ranks.count(rank) for rank in Rank]
        longer = [p for p in readings(selected, rules, wild) if p.kind is ComboKind.AIRPLANE]
        assert play.length + 1 in [p.length for p in longer], play

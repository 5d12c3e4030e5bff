"""The deal: auction, play, refusals, end, scoring, clock, two-player table (B.1-B.4)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.core.cards import Rank
from game.core.reason import IllegalMove
from game.doudizhu.combos import BombClass, ComboKind, Play
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.notation import counts_of, hands_of
from game.doudizhu.observation import OBSERVATION_FIELDS, Observation, observation_of
from game.doudizhu.rules import TableRules
from game.doudizhu.scoring import Side
from game.doudizhu.state import DEAL_TIME_UP, DealState, Phase, cards_for_counts, shuffle

THREE = TableRules.three()
FOUR = TableRules.four()
TWO = TableRules.two()


def text(reason: object) -> str:
    return reason.render(lambda msgid: msgid)  # type: ignore[attr-defined]


def play_of(state: DealState, ranks: str, kind: ComboKind | None = None) -> Play:
    """The listed play of the current player with exactly these printed ranks."""
    wanted = tuple(sorted(Rank(r) for r, n in enumerate(counts_of(ranks)) for _ in range(n)))
    found = [m for m in state.legal_moves() if isinstance(m, Play) and m.ranks == wanted]
    if kind is not None:
        found = [m for m in found if m.kind is kind]
    assert len(found) == 1, found
    return found[0]


def do(state: DealState, ranks: str | None, kind: ComboKind | None = None) -> None:
    """Current player plays ``ranks`` (``None`` = pass)."""
    seat = state.current_player
    assert seat is not None
    state.apply(seat, Pass() if ranks is None else play_of(state, ranks, kind))


def arranged(rules: TableRules, texts: list[str], landlord: int = 0, bid: int = 1, **kw: object) -> DealState:
    return DealState.arranged(rules, hands_of(texts, rules.decks), landlord, bid, **kw)  # type: ignore[arg-type]


# --- dealing and the auction --------------------------------------------------------


@pytest.mark.parametrize("rules", [THREE, FOUR, TWO])
def test_deal_uses_every_card_and_the_seed_replays_it(rules: TableRules) -> None:
    state = DealState.new(rules, 7)
    cards = [c for hand in state.hands for c in hand] + state.bottom + state.set_aside
    assert len(cards) == len(set(cards)) == 54 * rules.decks
    assert [len(h) for h in state.hands] == [rules.hand_size] * rules.players
    assert len(state.bottom) == rules.bottom_size
    assert len(state.set_aside) == rules.set_aside_size
    again = DealState.new(rules, 7)
    assert again.hands == state.hands and again.first_bidder == state.first_bidder
    assert {DealState.new(rules, seed).first_bidder for seed in range(30)} == set(range(rules.players))


def test_the_deal_shuffle_is_random_shuffle() -> None:
    """The engine's shuffle makes the same draws and swaps as ``random.Random.shuffle``."""
    for seed in range(200):
        size = 1 + seed % 120  # one deck, two decks, and small lists
        ours, theirs = list(range(size)), list(range(size))
        mine, stdlib = random.Random(seed), random.Random(seed)
        shuffle(mine, ours)
        stdlib.shuffle(theirs)
        assert ours == theirs and mine.getstate() == stdlib.getstate()


def test_bid_three_ends_the_auction_and_the_landlord_takes_the_bottom() -> None:
    state = DealState.new(THREE, 1)
    first = state.first_bidder
    assert state.legal_moves() == [Bid(0), Bid(1), Bid(2), Bid(3)]
    assert state.observation(first).bottom is None
    bottom = list(state.bottom)
    state.apply(first, Bid(3))
    assert state.phase is Phase.PLAYING and state.landlord == first and state.bid == 3
    assert len(state.hands[first]) == 20 and set(bottom) <= set(state.hands[first])
    assert state.current_player == first and state.to_beat is None
    for seat in range(3):
        assert state.observation(seat).bottom == tuple(bottom)
    assert Pass() not in state.legal_moves()


def test_two_passes_after_a_bid_end_the_auction() -> None:
    state = DealState.new(THREE, 2)
    a = state.first_bidder
    state.apply(a, Bid(1))
    state.apply((a + 1) % 3, Bid(0))
    assert state.phase is Phase.BIDDING
    state.apply((a + 2) % 3, Bid(0))
    assert state.phase is Phase.PLAYING and state.landlord == a and state.bid == 1


def test_a_pass_is_final_and_bids_must_rise() -> None:
    state = DealState.new(THREE, 3)
    a, b, c = state.first_bidder, (state.first_bidder + 1) % 3, (state.first_bidder + 2) % 3
    state.apply(a, Bid(1))
    assert state.legal_moves() == [Bid(0), Bid(2), Bid(3)]
    with pytest.raises(IllegalMove):
        state.apply(b, Bid(1))
    state.apply(b, Bid(0))
    state.apply(c, Bid(2))
    assert state.current_player == a  # b passed and is skipped
    state.apply(a, Bid(0))
    assert state.landlord == c and state.bid == 2
    assert [call.value for _, call in state.auction] == [1, 0, 2, 0]


def test_all_pass_redeals_from_the_same_generator() -> None:
    state = DealState.new(THREE, 4)
    before = [list(h) for h in state.hands]
    for _ in range(3):
        state.apply(state.current_player, Bid(0))  # type: ignore[arg-type]
    assert state.phase is Phase.BIDDING and state.redeals == 1
    assert state.hands != before
    assert all(v is None for v in state.bids)
    replay = DealState.new(THREE, 4)
    for _ in range(3):
        replay.apply(replay.current_player, Bid(0))  # type: ignore[arg-type]
    assert replay.hands == state.hands and replay.first_bidder == state.first_bidder


def test_four_players_all_pass_makes_the_first_bidder_landlord_at_one() -> None:
    state = DealState.new(FOUR, 5)
    first = state.first_bidder
    for _ in range(4):
        state.apply(state.current_player, Bid(0))  # type: ignore[arg-type]
    assert state.phase is Phase.PLAYING and state.landlord == first and state.bid == 1
    assert len(state.hands[first]) == 33


def test_four_players_auction_ends_when_everyone_after_the_bidder_passed() -> None:
    state = DealState.new(FOUR, 6)
    a = state.first_bidder
    state.apply(a, Bid(2))
    for step in (1, 2):
        state.apply((a + step) % 4, Bid(0))
        assert state.phase is Phase.BIDDING
    state.apply((a + 3) % 4, Bid(0))
    assert state.landlord == a and state.bid == 2


def test_two_players_auction() -> None:
    state = DealState.new(TWO, 8)
    a = state.first_bidder
    state.apply(a, Bid(1))
    state.apply(1 - a, Bid(0))
    assert state.landlord == a and len(state.hands[a]) == 20


# --- play, refusals, selections -----------------------------------------------------


def test_refusals_give_reasons_and_change_nothing() -> None:
    state = arranged(THREE, ["334455 9 K", "66 T", "77 J"], landlord=0)
    before = state.observation(0)
    with pytest.raises(IllegalMove) as info:
        state.apply(1, play_of(state, "9"))
    assert text(info.value.reason) == "not your turn"
    with pytest.raises(IllegalMove) as info:
        state.apply(0, Pass())
    assert text(info.value.reason) == "you cannot pass when leading"
    assert text(state.refusal(0, [c for c in state.hands[0] if c.rank in (Rank.THREE, Rank.NINE)])) == (
        "not a valid combination"
    )
    assert state.refusal(1, state.hands[1][:1]) is not None
    assert text(state.refusal(1, state.hands[1][:1])) == "not your turn"
    assert text(state.refusal(0, state.hands[1][:1])) == "those cards are not in your hand"
    for junk in ("3", None, Bid(2)):
        with pytest.raises(IllegalMove):
            state.apply(0, junk)  # type: ignore[arg-type]
    assert state.observation(0) == before
    do(state, "334455")
    assert text(state.refusal(1, [c for c in state.hands[1] if c.rank == Rank.SIX])) == (
        "must be a pair run of length 3 higher than pair run 3 3  4 4  5 5, or a bomb"
    )
    do(state, None)
    do(state, None)
    assert state.current_player == 0 and state.to_beat is None
    do(state, "9")
    assert text(state.refusal(1, [c for c in state.hands[1] if c.rank == Rank.SIX][:1])) == (
        "must be a single higher than single 9, or a bomb"
    )


def test_selection_with_two_readings_lists_both_and_cards_are_taken_as_selected() -> None:
    rules = replace(THREE, wild=True)
    state = arranged(rules, ["33 44 7 K", "5", "6"], landlord=0, wild_rank=Rank.SEVEN)
    selection = [c for c in state.hands[0] if c.rank != Rank.KING]
    readings = state.plays_for_selection(0, selection)
    assert len(readings) == 2 and {p.main for p in readings} == {Rank.THREE, Rank.FOUR}
    state.apply(0, readings[1], selection)
    assert [c.rank for c in state.hands[0]] == [Rank.KING]
    assert state.history[-1] == (0, readings[1])


@pytest.mark.parametrize(
    ("rules", "hand", "wild_rank"),
    [
        (THREE, "QQQKKKAAA222 3", None),
        (TWO, "QQQKKKAAA222 3", None),
        (replace(THREE, wild=True), "QQQKKKAA5222 3", Rank.FIVE),
    ],
    ids=["three", "two", "three-wild"],
)
def test_an_ace_high_airplane_with_a_triple_of_twos_as_wings_is_refused(
    rules: TableRules, hand: str, wild_rank: Rank | None
) -> None:
    state = arranged(rules, [hand, "4", "6"], landlord=0, wild_rank=wild_rank)
    selection = [c for c in state.hands[0] if c.rank != Rank.THREE]
    assert state.plays_for_selection(0, selection) == []
    assert text(state.refusal(0, selection)) == "not a valid combination"


def test_apply_checks_the_physical_cards() -> None:
    state = arranged(THREE, ["33 4", "5", "6"], landlord=0)
    pair = play_of(state, "33")
    four = [c for c in state.hands[0] if c.rank == Rank.FOUR]
    with pytest.raises(IllegalMove) as info:
        state.apply(0, pair, four + four)
    assert text(info.value.reason) == "those cards are not in your hand"
    threes = [c for c in state.hands[0] if c.rank == Rank.THREE]
    with pytest.raises(IllegalMove):
        state.apply(0, pair, threes[:1] + four)
    state.apply(0, pair, threes)
    assert state.hands[0] == four


def test_wild_card_may_not_replace_a_natural_card_kept_in_hand() -> None:
    rules = replace(THREE, wild=True)
    state = arranged(rules, ["88 7 K", "5", "6"], landlord=0, wild_rank=Rank.SEVEN)
    eights = [c for c in state.hands[0] if c.rank == Rank.EIGHT]
    seven = [c for c in state.hands[0] if c.rank == Rank.SEVEN]
    assert state.plays_for_selection(0, eights[:1] + seven) == []
    assert text(state.refusal(0, eights[:1] + seven)) == (
        "a wild card cannot stand in for {rank} while you keep a natural {rank}".format(rank="8")
    )
    assert [p.kind for p in state.plays_for_selection(0, eights + seven)] == [ComboKind.TRIPLE]


# --- end and scoring ----------------------------------------------------------------


def test_spring_and_rocket_double() -> None:
    state = arranged(THREE, ["BR 3", "44", "55"], landlord=0, bid=2)
    do(state, "BR")
    assert state.multiplier == 2 and state.bombs_played == 1
    do(state, None)
    do(state, None)
    do(state, "3")
    result = state.result
    assert state.is_over() and result is not None and state.current_player is None
    assert result.winner is Side.LANDLORD and result.spring and not result.anti_spring
    assert result.multiplier == 4
    assert result.points == (16, -8, -8)


def test_anti_spring_and_farmers_share() -> None:
    state = arranged(THREE, ["3 55", "2", "44"], landlord=0, bid=1)
    do(state, "3")
    do(state, "2")
    result = state.result
    assert result is not None and result.winner is Side.FARMERS and result.winning_seat == 1
    assert result.anti_spring and not result.spring and result.multiplier == 2
    assert result.points == (-4, 2, 2) and sum(result.points) == 0


def test_bombs_double_and_the_deal_ends_as_soon_as_a_hand_is_empty() -> None:
    state = arranged(THREE, ["3 9", "4 KKKK", "5 AAAA"], landlord=0, bid=3)
    do(state, "3")
    do(state, "KKKK")
    do(state, "AAAA")
    assert state.multiplier == 4
    do(state, None)  # landlord
    do(state, None)  # seat 1
    do(state, "5")
    result = state.result
    assert result is not None and result.winner is Side.FARMERS
    assert result.anti_spring  # the landlord played only the opening lead
    assert result.multiplier == 8 and result.points == (-48, 24, 24)


def test_wild_bombs_multiply_by_four_soft_by_two() -> None:
    rules = replace(THREE, wild=True)
    state = arranged(rules, ["9999 555 3", "4", "6"], landlord=0, wild_rank=Rank.NINE)
    pure = next(m for m in state.legal_moves() if isinstance(m, Play) and m.bomb is BombClass.PURE_WILD)
    state.apply(0, pure)
    assert state.multiplier == 4
    do(state, None)
    do(state, None)
    soft_state = arranged(rules, ["555 9 3", "4", "6"], landlord=0, wild_rank=Rank.NINE)
    soft = next(m for m in soft_state.legal_moves() if isinstance(m, Play) and m.bomb is BombClass.SOFT)
    soft_state.apply(0, soft)
    assert soft_state.multiplier == 2
    rocket_state = arranged(rules, ["BR 3", "4", "6"], landlord=0, wild_rank=Rank.NINE)
    do(rocket_state, "BR")
    assert rocket_state.multiplier == 4


def test_four_players_cap_and_one_share_per_farmer() -> None:
    bombs = "3333 4444 5555 6666 7777 8888 9999 TTTT JJJJ QQQQ KKKK"
    state = arranged(FOUR, [bombs + " A", "2", "2", "2"], landlord=0, bid=2)
    for bomb in bombs.split():
        do(state, bomb)
        for _ in range(3):
            do(state, None)
    assert state.multiplier == 1024
    do(state, "A")
    result = state.result
    assert result is not None and result.spring and result.multiplier == 1024
    assert result.points == (3 * 2048, -2048, -2048, -2048)


# --- the clock ----------------------------------------------------------------------


def test_turn_time_out_is_reported_and_the_move_recorded_as_the_bots() -> None:
    state = arranged(FOUR, ["3 4", "5", "6", "7"], landlord=0)
    assert state.clock is not None and state.clock.turn_left_ms == 40_000
    state.tick(39_999)
    assert not state.turn_timed_out
    state.tick(1)
    assert state.turn_timed_out and state.observation(0).turn_timed_out
    do(state, "3")
    assert state.history_bot == [True]
    assert not state.turn_timed_out and state.clock.turn_left_ms == 40_000
    do(state, "5")
    assert state.history_bot == [True, False]


def test_deal_limit_ends_the_deal_unscored() -> None:
    state = DealState.new(FOUR, 9)
    for _ in range(7):
        state.tick(40_000)
    assert not state.is_over()
    state.tick(20_000)
    result = state.result
    assert state.is_over() and result is not None
    assert result.winner is None and result.points == (0, 0, 0, 0)
    assert result.unscored == DEAL_TIME_UP
    assert "time limit" in text(result.unscored)
    with pytest.raises(IllegalMove):
        state.apply(state.first_bidder, Bid(1))


def test_clock_is_an_option_off_by_default_for_three_players() -> None:
    state = DealState.new(THREE, 1)
    assert state.clock is None
    state.tick(10_000_000)
    assert not state.is_over() and not state.turn_timed_out
    timed = DealState.new(replace(THREE, clock=True, turn_ms=1000), 1)
    timed.tick(1000)
    assert timed.turn_timed_out


# --- two players --------------------------------------------------------------------


def test_two_player_allowance_win() -> None:
    state = arranged(TWO, ["3 88", "44 5 A"], landlord=0)
    do(state, "3")
    do(state, "A")
    do(state, None)
    assert not state.is_over()
    do(state, "44")  # one card left: within the allowance of 2
    result = state.result
    assert result is not None and result.winner is Side.FARMERS and result.winning_seat == 1
    assert result.anti_spring and result.points == (-2, 2)


@pytest.mark.parametrize(("allowance", "plays_to_win"), [(0, 5), (2, 4), (5, 2)])
def test_allowance_is_an_option(allowance: int, plays_to_win: int) -> None:
    """The farmer's 7 cards shrink to 6, 4, 3, 2, 0: the farmer wins at the first
    moment their hand holds no more cards than the allowance."""
    rules = TableRules.two(allowance=allowance)
    state = arranged(rules, ["3 66", "A 44 K 5 QQ"], landlord=0)
    farmer_plays = ["A", "44", "K", "5", "QQ"]
    made = 0
    do(state, "3")
    while not state.is_over():
        do(state, farmer_plays[made])
        made += 1
        if not state.is_over():
            do(state, None)
    assert made == plays_to_win
    assert state.result is not None and state.result.winner is Side.FARMERS


def test_allowance_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError):
        TableRules.two(allowance=6)


def test_set_aside_cards_are_never_observed() -> None:
    state = DealState.new(TWO, 10)
    hidden = set(state.set_aside)
    assert len(hidden) == 17
    while not state.is_over():
        for seat in range(2):
            obs = state.observation(seat)
            assert not hidden & (set(obs.hand) | set(obs.bottom or ()))
            assert not hasattr(obs, "set_aside")
        state.apply(state.current_player, state.legal_moves()[-1])  # type: ignore[arg-type]


# --- observations and search states -------------------------------------------------


def test_observation_holds_no_other_hand_and_rebuilds_the_state() -> None:
    state = DealState.new(THREE, 11)
    state.apply(state.first_bidder, Bid(3))
    state.apply(state.current_player, state.legal_moves()[0])  # type: ignore[arg-type]
    obs = state.observation(1)
    assert obs.hand == tuple(state.hands[1]) and obs.hand_sizes == tuple(len(h) for h in state.hands)
    assert obs.legal_moves == tuple(state.legal_moves(1))
    rebuilt = DealState.from_observation(obs, state.hands)
    assert rebuilt.legal_moves() == state.legal_moves()
    assert rebuilt.observation(1) == obs
    clone = state.clone()
    clone.apply(clone.current_player, clone.legal_moves()[0])  # type: ignore[arg-type]
    assert state.observation(1) == obs


def test_fast_observation_equals_the_dataclass_built_one() -> None:
    """``observation_of`` (the engine's fast path) makes the same value as the dataclass
    constructor, with every field, through a whole deal and for every seat."""
    state = DealState.new(replace(THREE, clock=True), 12)
    rng = random.Random(12)
    while True:
        for seat in range(3):
            obs = state.observation(seat)
            fields = {name: getattr(obs, name) for name in OBSERVATION_FIELDS}
            assert obs == Observation(**fields)
            assert vars(obs).keys() == OBSERVATION_FIELDS
            assert hash(obs.legal_moves) == hash(tuple(state.legal_moves(seat)))
        if state.is_over():
            break
        state.tick(1000)
        state.apply(state.current_player, rng.choice(state.legal_moves()))  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        observation_of({"seat": 0})


def test_clone_keeps_the_move_list_apart() -> None:
    state = DealState.new(THREE, 13)
    state.apply(state.first_bidder, Bid(3))
    moves = state.legal_moves()
    clone = state.clone()
    assert clone.legal_moves() == moves
    clone.apply(clone.current_player, moves[0])  # type: ignore[arg-type]
    assert state.legal_moves() == moves and clone.legal_moves() != moves


def test_search_state_in_the_auction_guesses_the_bottom_from_missing_ranks() -> None:
    state = DealState.new(THREE, 12)
    obs = state.observation(state.first_bidder)
    guessed = DealState.from_observation(obs, state.hands, seed=3)
    assert sorted(c.rank for c in guessed.bottom) == sorted(c.rank for c in state.bottom)
    placeholders = [cards_for_counts(state.hand_counts(seat)) for seat in range(3)]
    rebuilt = DealState.from_observation(obs, placeholders, seed=3)
    assert len(rebuilt.bottom) == 3
    assert rebuilt.legal_moves() == state.legal_moves()


def test_clones_replay_like_the_original_through_redeals_and_the_wild_draw() -> None:
    """A clone taken at any point of a wild deal (auction included) continues exactly as
    the original does with the same moves: same redeals, wild rank and final result."""
    rules = replace(THREE, wild=True)
    for seed in range(6):
        state = DealState.new(rules, seed)
        rng = random.Random(seed)
        moves = []
        clones = []
        while not state.is_over():
            clones.append((len(moves), state.clone()))
            move = rng.choice(state.legal_moves()) if moves or seed % 2 else Bid(0)
            moves.append((state.current_player, move))
            state.apply(state.current_player, move)  # type: ignore[arg-type]
        for done, clone in clones[:: max(1, len(clones) // 5)]:
            for seat, move in moves[done:]:
                clone.apply(seat, move)
            assert (clone.wild_rank, clone.redeals, clone.hands, clone.result) == (
                state.wild_rank,
                state.redeals,
                state.hands,
                state.result,
            )

"""The climbing heuristic AI and the simulator backend."""

from __future__ import annotations

from test_climbing_support import arrange, bare, cards, play

from game.ai.climbing.heuristic import ClimbingPlayer
from game.ai.factory import make_climbing_player as make_player
from game.ai.factory import make_player as make_any_player
from game.ai.player import Family, Level, RandomPlayer
from game.climbing import SessionState, daifugo
from game.climbing.moves import Pass, PickCard, PlayCards, ReliefTake
from game.sim.climbing import run


def test_make_player_levels() -> None:
    assert isinstance(make_player("random", 0, 1), RandomPlayer)
    assert make_player("easy", 0, 1).level is Level.EASY
    assert make_player("normal", 1, 1).level is Level.NORMAL
    assert isinstance(make_any_player("normal", 2, 3, family=Family.CLIMBING), ClimbingPlayer)


def test_normal_ai_gives_back_weakest_in_exchange() -> None:
    state = SessionState.new(daifugo(rounds=2), 2)
    while state.round_number == 1:
        seat = state.current_player
        state.apply(seat, make_player("normal", seat, 0).choose(state.observation(seat)))
    seat = state.current_player
    move = ClimbingPlayer(seat, 0).choose(state.observation(seat))
    assert isinstance(move, PickCard)
    assert int(move.card.rank) == min(int(c.rank) for c in state.hands[seat])


def test_normal_ai_keeps_joker_and_eights_for_later() -> None:
    state = arrange(bare(eight_cut=True), ["4♠ 9♣", "BJ 8♦ 6♥ K♦ Q♣ 3♦ 5♣", "7♠ 2♦", "3♠ T♣"])
    play(state, 0, "4♠")
    move = ClimbingPlayer(1, 0).choose(state.observation(1))
    assert move == PlayCards(tuple(cards("5♣")))


def test_normal_ai_plays_out_when_it_can() -> None:
    state = arrange(bare(), ["4♠ 9♣", "BJ", "7♠ 2♦", "3♠ T♣"])
    play(state, 0, "4♠")
    assert ClimbingPlayer(1, 0).choose(state.observation(1)) == PlayCards(tuple(cards("BJ")))


def test_normal_ai_starts_revolution_with_weak_hand_only() -> None:
    weak = arrange(bare(revolution=True), ["4♠ 4♥ 4♦ 4♣ 3♠ 5♦ 6♣ 7♥", "A♦", "2♦", "K♣"])
    move = ClimbingPlayer(0, 0).choose(weak.observation(0))
    assert move == PlayCards(tuple(cards("4♠ 4♥ 4♦ 4♣")))
    strong = arrange(bare(revolution=True), ["4♠ 4♥ 4♦ 4♣ A♠ 2♠ K♦ 2♣ A♥", "5♦", "6♦", "7♣"])
    move = ClimbingPlayer(0, 0).choose(strong.observation(0))
    assert move != PlayCards(tuple(cards("4♠ 4♥ 4♦ 4♣")))


def test_normal_ai_passes_rather_than_waste_a_joker_early() -> None:
    hand = "BJ 3♦ 4♣ 5♣ 6♥ 7♦ 9♥ T♠"
    state = arrange(bare(), ["2♠ 3♣ 4♦ 5♦ 6♦ 7♣", hand, "7♠ 8♦ 9♦ T♦", "3♠ T♣ J♣ Q♣"])
    play(state, 0, "2♠")
    assert ClimbingPlayer(1, 0).choose(state.observation(1)) == Pass()


def test_relief_reaction_takes_only_strong_cards() -> None:
    state = arrange(bare(relief_supplies=True), ["2♠ 5♣", "3♠ A♦", "8♣ 9♣", "7♥ 4♥"], previous=(1, 2, 0, 3))
    play(state, 0, "2♠")
    assert ClimbingPlayer(3, 0).react(state.observation(3)) == ReliefTake(cards("2♠")[0])
    weak = arrange(bare(relief_supplies=True), ["5♠ 6♣", "3♠ A♦", "8♣ 9♣", "7♥ 4♥"], previous=(1, 2, 0, 3))
    play(weak, 0, "5♠")
    assert ClimbingPlayer(3, 0).react(weak.observation(3)) is None


def test_ai_answers_every_choice_with_all_rules_legally() -> None:
    summary = run("daifugo", ["normal", "easy", "normal", "random", "easy"], 12, seed=5, all_rules=True)
    assert summary["deals"] == 12


def test_sim_summary_and_replay() -> None:
    a = run("president", ["normal", "random", "random", "random"], 15, seed=3)
    b = run("president", ["normal", "random", "random", "random"], 15, seed=3)
    assert a["places_per_seat"] == b["places_per_seat"] and a["points_per_seat"] == b["points_per_seat"]
    assert a["deals"] == 15 and a["deals_per_second"] > 0 and a["seconds"] > 0
    assert sum(a["points_per_seat"]) == 0
    assert set(a["points_per_type"]) == {"normal", "random"}
    assert all(sum(row) == 15 for row in a["places_per_seat"])
    assert a["mean_place_per_type"]["normal"] < a["mean_place_per_type"]["random"]


def test_sim_options_and_bad_game() -> None:
    summary = run("daifugo", ["normal"] * 3, 4, seed=1, options={"rounds": 2, "q_bomb": True})
    assert summary["options"]["q_bomb"] is True and summary["options"]["players"] == 3
    try:
        run("poker", ["normal"] * 3, 1, seed=1)
    except ValueError as error:
        assert "poker" in str(error)
    else:  # pragma: no cover
        raise AssertionError("unknown game accepted")

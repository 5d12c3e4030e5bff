"""Dou Dizhu endgame puzzles: the shipped packs re-proven, the proven defence, the hint, the data."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.endgame import Position
from game.table.doudizhu import puzzles
from game.table.doudizhu.puzzles import NEW_DEAL, PACK_TITLES, PLAYER, PROOF_NODES, load_packs

PACKS = load_packs()
SAMPLE_PER_PACK = 3
"""Puzzles of each pack re-proven here; ``python -m tools.puzzles --check`` re-proves them all."""


def test_the_packs_ship_easy_to_hard() -> None:
    assert [pack.id for pack in PACKS] == list(PACK_TITLES)
    scores = [p.difficulty.score for pack in PACKS for p in pack.puzzles]
    assert all(len(pack.puzzles) >= 10 for pack in PACKS)
    assert scores == sorted(scores)
    ids = [p.id for pack in PACKS for p in pack.puzzles]
    assert len(set(ids)) == len(ids)


def test_a_sample_of_every_pack_is_proven_again_exactly() -> None:
    for pack in PACKS:
        for puzzle in pack.puzzles[:SAMPLE_PER_PACK]:
            again = puzzles.prove(puzzle.hands, puzzle.landlord, puzzle.to_beat, PROOF_NODES)
            assert again is not None, puzzle.id
            assert again.line == puzzle.line and again.difficulty == puzzle.difficulty


def test_every_shipped_line_is_played_by_the_rules_and_won_by_the_player() -> None:
    """Cheap for all: each proven line is legal move by move and ends with the player's side out."""
    for pack in PACKS:
        for puzzle in pack.puzzles:
            solver = puzzle.solver()
            position: Position | None = puzzle.start
            for seat, move in puzzle.line:
                assert position is not None and position.seat == seat
                assert move in solver.ordered_moves(position)
                position = solver.after(position, move)
            assert position is None
            last_seat = puzzle.line[-1][0]
            assert solver.landlord_side(last_seat) == solver.landlord_side(PLAYER)
            assert puzzle.moves == puzzle.difficulty.line_moves


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9))
def test_the_side_that_wins_keeps_winning_with_the_proven_move(seed: int) -> None:
    """The defence (and the partner) never lose a won position: the proven move keeps the win."""
    hands, landlord, to_beat = puzzles.deal(random.Random(seed), NEW_DEAL)
    solver = puzzles.Puzzle("", hands, landlord, to_beat, (), puzzles.Difficulty(0, 0, 0, 0)).solver(200_000)
    position: Position | None = Position(hands, PLAYER, to_beat)
    rng = random.Random(seed)
    try:
        while position is not None:
            winner = solver.wins(position)
            if solver.landlord_side(position.seat) == winner:
                move = solver.best_move(position)
                child = solver.after(position, move)
                assert child is None or solver.wins(child) == winner
            else:
                move = rng.choice(solver.ordered_moves(position))  # the loser tries anything
                child = solver.after(position, move)
                assert child is not None and solver.wins(child) == winner
            position = child
    except puzzles.SearchLimit:
        return


@settings(max_examples=20, deadline=None)
@given(pack=st.integers(0, 1), index=st.integers(0, 11), seed=st.integers(0, 10**6))
def test_the_hint_is_always_a_winning_move(pack: int, index: int, seed: int) -> None:
    """Along random play by the player, the hint is a winning move whenever one is left."""
    puzzle = PACKS[pack].puzzles[index % len(PACKS[pack].puzzles)]
    solver = puzzle.solver()
    rng = random.Random(seed)
    position: Position | None = puzzle.start
    while position is not None:
        if position.seat == PLAYER:
            winning = [move for move, wins in solver.outcomes(position) if wins]
            if winning:
                assert solver.best_move(position) in winning
            move = rng.choice(solver.ordered_moves(position))
        else:
            move = solver.best_move(position)
        position = solver.after(position, move)


def test_a_new_puzzle_is_made_the_same_on_every_run() -> None:
    first = [puzzles.new_puzzle(seed) for seed in range(3)]
    assert all(p is not None for p in first)
    assert first == [puzzles.new_puzzle(seed) for seed in range(3)]
    assert first[0] is not None and first[0].id == "new-0"


def test_stored_puzzles_round_trip_and_a_broken_one_is_left_out() -> None:
    data = puzzles.packs_data(PACKS)
    assert puzzles.packs_from(data) == PACKS
    data["packs"][0]["puzzles"][0]["hands"] = ["3"]
    data["packs"][0]["puzzles"][1]["to_beat"] = [1, {"kind": "PAIR", "main": "3", "length": 1, "cards": "34"}]
    data["packs"][1]["puzzles"][0] = "junk"
    again = puzzles.packs_from(data)
    assert len(again[0].puzzles) == len(PACKS[0].puzzles) - 2
    assert len(again[1].puzzles) == len(PACKS[1].puzzles) - 1
    assert puzzles.packs_from({"format": 99}) == [] and puzzles.packs_from("x") == []


@settings(max_examples=15, deadline=None)
@given(pack=st.integers(0, 1), index=st.integers(0, 11), seed=st.integers(0, 10**6))
def test_the_puzzle_table_defence_never_loses_a_won_position(pack: int, index: int, seed: int) -> None:
    """At the puzzle table the player plays anything; a seat that answers keeps its side's result."""
    from game.table.doudizhu.puzzle_table import PuzzleTable

    puzzle = PACKS[pack].puzzles[index % len(PACKS[pack].puzzles)]
    table = PuzzleTable(puzzle, move_delay_ms=0)
    rng = random.Random(seed)
    while not table.over:
        position = table.position
        assert position is not None
        if table.human_to_act:
            move = rng.choice(table.solver.ordered_moves(position))
            table._apply(move)
            continue
        winner = table.solver.wins(position)
        mover_wins = table.solver.landlord_side(position.seat) == winner
        assert table.update(0)
        if table.position is not None and mover_wins:
            assert table.solver.wins(table.position) == winner

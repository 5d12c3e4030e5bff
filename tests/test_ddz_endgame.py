"""The exact endgame solver (game.ai.doudizhu.endgame) against a brute force on tiny positions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.endgame import EndgameSolver, Position
from game.doudizhu.combos import Play
from game.doudizhu.enumerate import legal_plays
from game.doudizhu.rules import TableRules
from game.table.doudizhu.puzzles import counts_from, hands_from, shuffled_deck

RULES = TableRules.three()


def brute_landlord_wins(hands: tuple[tuple[int, ...], ...], seat: int, to_beat, landlord: int) -> bool:
    """Plain minimax with no memo, no ordering and no shared code with the solver."""
    side = seat == landlord
    plays = legal_plays(hands[seat], None if to_beat is None else to_beat[1], RULES)
    results = []
    for play in plays:
        hand = list(hands[seat])
        for rank in play.ranks:
            hand[rank] -= 1
        if sum(hand) == 0:
            results.append(side)
            continue
        after = tuple(tuple(hand) if s == seat else hands[s] for s in range(3))
        results.append(brute_landlord_wins(after, (seat + 1) % 3, (seat, play), landlord))
    if to_beat is not None:
        nxt = (seat + 1) % 3
        results.append(brute_landlord_wins(hands, nxt, None if nxt == to_beat[0] else to_beat, landlord))
    return side if side in results else not side


@st.composite
def tiny_positions(draw: st.DrawFn) -> tuple[Position, int]:
    deck = shuffled_deck(random.Random(draw(st.integers(0, 10**9))))
    sizes = [draw(st.integers(1, 4)) for _ in range(3)]
    hands = hands_from(deck, sizes)
    at = sum(sizes)
    landlord = draw(st.integers(0, 2))
    seat = draw(st.integers(0, 2))
    to_beat = None
    if draw(st.booleans()):
        owner = (seat - 1) % 3
        plays = legal_plays(counts_from(deck[at:at + 2]), None, RULES)
        if plays:
            to_beat = (owner, draw(st.sampled_from(plays)))
    return Position(hands, seat, to_beat), landlord


@settings(max_examples=60, deadline=None)
@given(tiny_positions())
def test_solver_agrees_with_brute_force(case: tuple[Position, int]) -> None:
    position, landlord = case
    solver = EndgameSolver(RULES, landlord, None, 10**6)
    assert solver.wins(position) == brute_landlord_wins(position.hands, position.seat, position.to_beat, landlord)


@settings(max_examples=40, deadline=None)
@given(tiny_positions())
def test_best_move_and_line_keep_the_proven_result(case: tuple[Position, int]) -> None:
    """The proven move of the winning side keeps the win; the line ends with the winner going out."""
    position, landlord = case
    solver = EndgameSolver(RULES, landlord, None, 10**6)
    landlord_wins = solver.wins(position)
    line = solver.line(position)
    assert len(line) == solver.distance(position)
    current: Position | None = position
    for seat, move in line:
        assert current is not None and seat == current.seat
        assert move in solver.ordered_moves(current)
        current = solver.after(current, move)
        if current is not None:
            assert solver.wins(current) == landlord_wins
    last_seat, last = line[-1]
    assert isinstance(last, Play) and (last_seat == landlord) == landlord_wins
    for option, wins in solver.outcomes(position):
        child = solver.after(position, option)
        assert wins == (child is None or solver.wins(child) == (position.seat == landlord))

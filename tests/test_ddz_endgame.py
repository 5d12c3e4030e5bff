"""The exact endgame solver (game.ai.doudizhu.endgame) against a brute force on tiny positions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.endgame import EndgameSolver, Position
from game.ai.doudizhu.greedy import greedy_choice
from game.doudizhu.combos import Play
from game.doudizhu.enumerate import legal_plays
from game.doudizhu.moves import Pass
from game.doudizhu.rules import TableRules
from game.table.doudizhu.puzzles import counts_from, hands_from, shuffled_deck

RULES = TableRules.three()


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


def brute_landlord_wins(
    hands: tuple[tuple[int, ...], ...], seat: int, to_beat, landlord: int, greedy: int | None = None
) -> bool:
    """Plain minimax with no memo, no ordering and no shared code with the solver, in which
    seat ``greedy`` (if any) plays the greedy model's move (every listed move where the
    model leaves it to chance)."""
    side = seat == landlord
    plays = legal_plays(hands[seat], None if to_beat is None else to_beat[1], RULES)
    moves: list = [*plays, Pass()] if to_beat is not None else list(plays)
    if seat == greedy:
        forced = greedy_choice(hands[seat], plays, to_beat, seat, 3, landlord)
        moves = moves if forced is None else [forced]
    results = []
    for move in moves:
        if isinstance(move, Pass):
            nxt = (seat + 1) % 3
            results.append(brute_landlord_wins(hands, nxt, None if nxt == to_beat[0] else to_beat, landlord, greedy))
            continue
        hand = list(hands[seat])
        for rank in move.ranks:
            hand[rank] -= 1
        if sum(hand) == 0:
            results.append(side)
            continue
        after = tuple(tuple(hand) if s == seat else hands[s] for s in range(3))
        results.append(brute_landlord_wins(after, (seat + 1) % 3, (seat, move), landlord, greedy))
    return side if side in results else not side


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


@settings(max_examples=60, deadline=None)
@given(tiny_positions(), st.integers(0, 2))
def test_solver_against_a_greedy_seat_agrees_with_brute_force(case: tuple[Position, int], greedy: int) -> None:
    position, landlord = case
    solver = EndgameSolver(RULES, landlord, None, 10**6, greedy=frozenset({greedy}))
    expected = brute_landlord_wins(position.hands, position.seat, position.to_beat, landlord, greedy)
    assert solver.wins(position) == expected


def test_a_greedy_farmer_leads_its_lowest_card_and_loses_a_won_endgame() -> None:
    """The farmer holding 9 A A wins by leading the pair of aces and then its nine; led
    greedily, the nine goes first, and the landlord's lone 2 beats it and goes out."""
    hands = (counts_from([12]), counts_from([6, 11, 11]), counts_from([0, 1, 10]))
    position = Position(hands, 1, None)
    assert not EndgameSolver(RULES, 0, None, 10**6).wins(position)
    assert EndgameSolver(RULES, 0, None, 10**6, greedy=frozenset({1})).wins(position)

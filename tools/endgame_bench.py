"""Benchmark of the exact endgame solver on the hard AI's endgames (prints numbers).

``python -m tools.endgame_bench [--positions N] [--cards C] [--budget B]``: deals three-player
games, lets the normal player play them until at most ``C`` cards are left in all hands
(the hard AI solves exactly from 24), then asks one solver per position, as the hard AI
does per world, about every listed move. It prints how many positions were decided within
the hard AI's node budget (``ENDGAME_NODES``) and, with the large budget ``B``, the nodes
and the time the whole set took. Deterministic apart from the times.
"""

from __future__ import annotations

import argparse
import time

from game.ai.doudizhu.endgame import EndgameSolver, SearchLimit, run
from game.ai.doudizhu.hard import ENDGAME_NODES
from game.ai.factory import make_player
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase


def endgames(count: int, cards: int) -> list[DealState]:
    """``count`` deals played by the normal player down to at most ``cards`` cards in hand."""
    found: list[DealState] = []
    seed = 0
    while len(found) < count:
        seed += 1
        state = DealState.new(TableRules.three(), seed)
        players = [make_player("normal", s, s) for s in range(3)]
        while not state.is_over() and (state.phase is not Phase.PLAYING or sum(len(h) for h in state.hands) > cards):
            seat = state.current_player
            assert seat is not None
            state.apply(seat, players[seat].choose(state.observation(seat)))  # type: ignore[arg-type]
        if not state.is_over():
            found.append(state)
    return found


def solve_all(state: DealState, budget: int) -> int | None:
    """Nodes one solver spends on every move of ``state`` (``None``: past ``budget``)."""
    solver = EndgameSolver.for_state(state, budget)
    try:
        for move in state.legal_moves():
            run(solver.after_move(state, move))
    except SearchLimit:
        return None
    return solver.nodes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--cards", type=int, default=20)
    parser.add_argument("--budget", type=int, default=2_000_000)
    args = parser.parse_args()
    states = endgames(args.positions, args.cards)
    within = sum(solve_all(state, ENDGAME_NODES) is not None for state in states)
    start = time.perf_counter()
    nodes = [solve_all(state, args.budget) for state in states]
    seconds = time.perf_counter() - start
    decided = [n for n in nodes if n is not None]
    print(f"positions {len(states)} (at most {args.cards} cards in hand)")
    print(f"decided within {ENDGAME_NODES} nodes: {within}")
    print(f"decided within {args.budget} nodes: {len(decided)}, nodes {sum(decided)}, "
          f"median {sorted(decided)[len(decided) // 2] if decided else 0}, {seconds:.2f} s")


if __name__ == "__main__":
    main()

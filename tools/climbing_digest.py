"""The climbing hard AI's moves at a budget of work, as one digest: ``python -m tools.climbing_digest``.

A speed change to the engine or the hard AI that must not change play is checked with it:
the digest printed before and after the change must be the same. Sessions of each game
(``--games``, seeds from ``--seed``) are played by the normal level; at every decision
with a real choice (two legal moves or more) a fresh hard player (seeded by the position's
index) searches ``--worlds`` worlds and its move and search counts go into the digest,
until ``--positions`` positions per game. The normal level's moves carry the session on,
so the positions do not depend on the hard player.
Developer output, not translated.
"""

from __future__ import annotations

import argparse
import hashlib
from collections.abc import Sequence

from game.ai.climbing.hard import HardClimbingPlayer
from game.climbing.state import SessionState
from game.sim.climbing import make_player, table_options


def game_digest(game: str, positions: int, worlds: int, seed: int) -> tuple[str, int]:
    """The digest of the hard player's moves and counts at ``positions`` positions of
    four-seat sessions of ``game`` (two rounds each, so the exchange is in), and the
    evaluations (playouts plus solves) it made."""
    from dataclasses import replace

    options = replace(table_options(game, 4, None, False), rounds=2)
    digest = hashlib.sha256()
    found = evaluations = 0
    session = seed
    while found < positions:
        state = SessionState.new(options, session)
        normal = [make_player("normal", s, session * 10 + s) for s in range(4)]
        while not state.is_over() and found < positions:
            seat = state.current_player
            assert seat is not None  # someone acts until the session is over
            observation = state.observation(seat)
            if len(observation.legal_moves) > 1:
                hard = make_player("hard", seat, found, budget_worlds=worlds)
                assert isinstance(hard, HardClimbingPlayer)
                move = hard.choose(observation)
                stats = hard.last_stats
                digest.update(f"{move!r}|{stats.worlds}|{stats.playouts}|{stats.solved}\n".encode())
                evaluations += stats.playouts + stats.solved
                found += 1
            state.apply(seat, normal[seat].choose(observation))
        session += 1
    return digest.hexdigest()[:16], evaluations


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.climbing_digest", description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["president", "daifugo"], help="climbing games to play")
    parser.add_argument("--positions", type=int, default=300, help="decisions judged per game")
    parser.add_argument("--worlds", type=int, default=4, help="the hard player's budget of work")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first session")
    args = parser.parse_args(argv)
    for game in args.games:
        digest, evaluations = game_digest(game, args.positions, args.worlds, args.seed)
        print(f"{game}: {args.positions} positions, {args.worlds} worlds: digest {digest}, {evaluations} evaluations")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

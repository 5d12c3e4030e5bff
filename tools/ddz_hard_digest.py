"""The Dou Dizhu hard AI's moves at a budget of work, as one digest: ``python -m tools.ddz_hard_digest``.

A speed change to the Dou Dizhu AI that must not change play is checked with it: the
digest printed before and after the change must be the same. Deals of each table
(``--tables``, deal seeds from ``--seed``) are played by the normal level; at every
decision with a real choice (two legal moves or more) a fresh hard player (seeded by the
position's index) searches ``--worlds`` worlds, and its move, its search counts and the
normal player's move go into the digest, until ``--positions`` positions per table.
The normal level's moves carry the deal on, so the positions do not depend on the hard
player. Developer output, not translated.
"""

from __future__ import annotations

import argparse
import hashlib
from collections.abc import Sequence

from game.ai.doudizhu.hard import HardPlayer
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions
from game.doudizhu.state import DealState
from game.sim.doudizhu import TableSetup, deal_seed

SETUPS: dict[str, TableSetup] = {
    "ddz3": TableSetup("ddz3"),
    "ddz3-stakes": TableSetup(
        "ddz3", stakes=StakeOptions(bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True)
    ),
    "ddz4": TableSetup("ddz4"),
}
"""The tables judged: three seats, three seats with every B.5 step, four seats."""


def table_digest(setup: TableSetup, positions: int, worlds: int, seed: int) -> tuple[str, int]:
    """The digest of the hard and normal players' moves (and the hard player's counts) at
    ``positions`` positions of deals at ``setup``, and the evaluations (playouts plus
    solves) the hard player made."""
    rules = setup.rules()
    digest = hashlib.sha256()
    found = evaluations = 0
    deal = 0
    while found < positions:
        index = deal_seed(seed, deal)
        state = DealState.new(rules, index)
        normal = setup.players(["normal"] * rules.players, index)
        while not state.is_over() and found < positions:
            seat = state.current_player
            assert seat is not None  # someone acts until the deal is over
            observation = state.observation(seat)
            chosen = normal[seat].choose(observation)
            if len(observation.legal_moves) > 1:
                hard = TableSetup(setup.table, budget_worlds=worlds, stakes=setup.stakes).player("hard", seat, found)
                assert isinstance(hard, HardPlayer)
                move = hard.choose(observation)
                stats = hard.last_stats
                digest.update(
                    f"{chosen!r}|{move!r}|{stats.worlds}|{stats.worlds_judged}|{stats.playouts}|{stats.solved}\n".encode()
                )
                evaluations += stats.playouts + stats.solved
                found += 1
            state.apply(seat, chosen)
        deal += 1
    return digest.hexdigest()[:16], evaluations


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.ddz_hard_digest", description=__doc__.splitlines()[0])
    parser.add_argument("--tables", nargs="+", default=list(SETUPS), choices=list(SETUPS), help="tables to play")
    parser.add_argument("--positions", type=int, default=300, help="decisions judged per table")
    parser.add_argument("--worlds", type=int, default=4, help="the hard player's budget of work")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals")
    args = parser.parse_args(argv)
    for table in args.tables:
        digest, evaluations = table_digest(SETUPS[table], args.positions, args.worlds, args.seed)
        print(f"{table}: {args.positions} positions, {args.worlds} worlds: digest {digest}, {evaluations} evaluations")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

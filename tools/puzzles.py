"""Make the shipped Dou Dizhu endgame puzzle packs and print the generator's figures.

``python -m tools.puzzles --packs [--seed S] [--size N] [--tries T] [--out PATH]``: deals
positions from the seeded generator (:mod:`game.table.doudizhu.puzzles`), keeps the proven
forced wins, cuts them into the packs (easy to hard) and writes them as JSON data
(default: the shipped ``assets/puzzles/doudizhu.json``). ``--check`` re-proves every
shipped puzzle instead. Both print positions tried and kept, the proofs' nodes and times
(median and max) and each pack's difficulty spread. The data is deterministic: the same
seed writes the same file on every machine.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from pathlib import Path

from game.table.doudizhu import puzzles
from game.table.doudizhu.puzzles import PACK_FILE, PROOF_NODES, Figures, Pack


def spread(pack: Pack) -> str:
    """A pack's difficulty figures: score min / median / max, the player's moves, losing first moves."""
    if not pack.puzzles:
        return f"{pack.id}: empty"
    scores = [p.difficulty.score for p in pack.puzzles]
    moves = [p.moves for p in pack.puzzles]
    losing = [p.difficulty.losing_moves for p in pack.puzzles]
    replies = [p.difficulty.replies for p in pack.puzzles]
    landlord = sum(p.side is puzzles.Side.LANDLORD for p in pack.puzzles)
    return (
        f"{pack.id}: {len(pack.puzzles)} puzzles ({landlord} as landlord), score {min(scores):.1f}/"
        f"{statistics.median(scores):.1f}/{max(scores):.1f}, moves {min(moves)}-{max(moves)}, "
        f"losing first moves {min(losing)}-{max(losing)}, replies {min(replies)}-{max(replies)}"
    )


def proof_figures(figures: Figures) -> str:
    nodes = sorted(figures.nodes) or [0]
    times = sorted(figures.seconds) or [0.0]
    return (
        f"positions tried {figures.tried}, kept {figures.kept}; proof nodes median {statistics.median(nodes):.0f} "
        f"max {nodes[-1]}; proof time median {statistics.median(times) * 1000:.1f} ms max {times[-1] * 1000:.0f} ms"
    )


def make(seed: int, size: int, tries: int, out: Path) -> None:
    figures = Figures(clock=time.perf_counter)
    pool = puzzles.generate(random.Random(seed), puzzles.PACK_DEAL, PROOF_NODES, tries,
                            size * len(puzzles.PACK_TITLES), figures)
    packs = puzzles.make_packs(pool, size)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(puzzles.packs_data(packs), ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                   encoding="utf-8")
    print(f"seed {seed}: {proof_figures(figures)}")
    for pack in packs:
        print(spread(pack))
    print(f"wrote {out}")


def check(path: Path) -> int:
    """Re-prove every stored puzzle; the number that fail (not won, or another line)."""
    failures = 0
    figures = Figures(clock=time.perf_counter)
    for pack in puzzles.load_packs(path):
        for puzzle in pack.puzzles:
            again = puzzles.prove(puzzle.hands, puzzle.landlord, puzzle.to_beat, PROOF_NODES, figures)
            if again is None or again.line != puzzle.line or again.difficulty != puzzle.difficulty:
                failures += 1
                print(f"{puzzle.id}: not proven again as stored")
        print(spread(pack))
    figures.tried = len(figures.nodes)
    figures.kept = figures.tried - failures
    print(f"re-proved: {proof_figures(figures)}")
    return failures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--packs", action="store_true", help="make the packs")
    action.add_argument("--check", action="store_true", help="re-prove the stored packs")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--size", type=int, default=12, help="puzzles per pack")
    parser.add_argument("--tries", type=int, default=2000, help="positions dealt at most")
    parser.add_argument("--out", type=Path, default=PACK_FILE)
    args = parser.parse_args()
    if args.packs:
        make(args.seed, args.size, args.tries, args.out)
    else:
        raise SystemExit(1 if check(args.out) else 0)


if __name__ == "__main__":
    main()

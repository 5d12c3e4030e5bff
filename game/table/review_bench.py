"""The review's time per decision: ``python -m game.table.review_bench``.

Plays ``--deals`` Dou Dizhu deals at each table (the normal player at every seat, seeds from
``--seed``), reviews seat 0's decisions on the review's budget of work (``--worlds`` judged
worlds a decision) and prints, per table, the decisions reviewed, the median and the slowest
decision's time, the share solved exactly, and the whole review's time; then the same for
the first round of ``--deals`` Daifugo sessions (expected places). No pygame. The
estimates do not depend on the machine (a budget of work); the times do.
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai.climbing.review import judge_places, place_candidates
from game.ai.doudizhu.review import REVIEW_WORLDS
from game.ai.player import finish
from game.settings import GameId
from game.table.climbing.review import SEED_STRIDE, computer_round, round_decisions
from game.table.doudizhu.review import computer_deal, deal_decisions, judge_decision

TABLES = (GameId.DDZ3, GameId.DDZ4, GameId.DDZ2)


def review_times(game: GameId, deals: int, seed: int, worlds: int) -> tuple[list[float], int]:
    """The time (ms) of every reviewed decision of seat 0 in ``deals`` computer deals of
    ``game`` from ``seed`` on, judged on ``worlds`` worlds each, and how many were solved
    exactly (also measured in the browser by ``tools.web_bench --review``)."""
    times: list[float] = []
    exact = 0
    for deal_seed in range(seed, seed + deals):
        saved = computer_deal(game, deal_seed)
        for decision in deal_decisions(saved, 0):
            start = time.perf_counter()
            reviewed = finish(judge_decision(decision, saved.seed, worlds))
            times.append((time.perf_counter() - start) * 1000.0)
            exact += reviewed.exact
    return times, exact


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="deals per table")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first deal")
    parser.add_argument("--worlds", type=int, default=REVIEW_WORLDS, help="judged worlds per decision")
    args = parser.parse_args(argv)
    print(f"review of seat 0's decisions, {args.worlds} worlds each, {args.deals} deals per table")
    for game in TABLES:
        times, exact = review_times(game, args.deals, args.seed, args.worlds)
        if not times:
            print(f"{game.value}: no decision to review")
            continue
        print(
            f"{game.value}: {len(times)} decisions, median {statistics.median(times):.0f} ms, "
            f"slowest {max(times):.0f} ms, exact {exact}/{len(times)}, "
            f"a whole deal's review {sum(times) / args.deals / 1000.0:.1f} s"
        )

    times = []
    for seed in range(args.seed, args.seed + args.deals):
        saved = computer_round(seed)
        for step, observation, played in round_decisions(saved, 0, 1):
            start = time.perf_counter()
            seed_of = saved.seed * SEED_STRIDE + step
            finish(judge_places(observation, place_candidates(observation, played, seed_of), seed_of, args.worlds))
            times.append((time.perf_counter() - start) * 1000.0)
    if times:
        print(
            f"daifugo round 1: {len(times)} decisions, median {statistics.median(times):.0f} ms, "
            f"slowest {max(times):.0f} ms, a whole round's review {sum(times) / args.deals / 1000.0:.1f} s"
        )


if __name__ == "__main__":
    main()

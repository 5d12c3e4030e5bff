"""Speed figures for the Dou Dizhu engine: ``python -m game.doudizhu.bench``.

Prints (a) random-play deals per second on the three-player table, with the full
legal move list computed on every turn (auction included), and (b) the worst and
median time of one full lead enumeration over many random hands per table, plus
hand-built worst cases: 33-card two-deck hands with several bombs and wild cards.
Times are CPU time of this process, so other load on the machine matters little; the
random-play rate is also given per wall-clock second.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import replace

from game.core.cards import Rank, make_deck
from game.doudizhu.enumerate import clear_memo, legal_plays
from game.doudizhu.notation import counts_of
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState

TABLES: dict[str, TableRules] = {
    "three": TableRules.three(),
    "three-wild": replace(TableRules.three(), wild=True),
    "two": TableRules.two(),
    "four": TableRules.four(),
    "four-wild": replace(TableRules.four(), wild=True),
}

#: Hand-built hard cases on the wild four-player table: (name, hand, wild rank).
WORST_CASES: tuple[tuple[str, str, str], ...] = (
    ("8 wild, 3 bombs, runs", "99999999 3333 4444 5555 66 77 88 TT JJ Q BR", "9"),
    ("8 wild, pairs of every rank", "22222222 33 44 55 66 77 88 99 TT JJ QQ KK AA B", "2"),
    ("8 wild, 2 bombs, pairs", "22222222 3333 4444 55 66 77 88 99 TT JJ Q K B", "2"),
    ("6 wild, bombs and triples", "777777 33333 444 555 666 888 999 TTT A BBR", "7"),
    ("4 wild, every rank", "JJJJ 333 44 55 66 77 88 99 TT QQ KK AA 22 3 BB R", "J"),
    # the most moves among 1000 random 33-card hands: pair wings everywhere
    ("5 wild, random worst", "3 444 55 66 77 888 999 TT J QQQ KK AA 22222 BB", "2"),
)


def random_play_rate(deals: int, seed: int = 1) -> tuple[float, float]:
    """Deals per wall-clock second and per CPU second of this process, uniformly
    random play with the move list computed every turn."""
    rules = TABLES["three"]
    wall, cpu = time.perf_counter(), time.process_time()
    for index in range(deals):
        state = DealState.new(rules, seed + index)
        rng = random.Random(seed + index)
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            state.apply(seat, rng.choice(state.legal_moves()))
    return deals / (time.perf_counter() - wall), deals / (time.process_time() - cpu)


def _timed(counts: Sequence[int], rules: TableRules, wild: Rank | None) -> tuple[float, int]:
    """CPU seconds of one lead enumeration (CPU time: other processes do not count)."""
    start = time.process_time()
    plays = legal_plays(counts, None, rules, wild)
    return time.process_time() - start, len(plays)


def enumeration_times(rules: TableRules, hands: int, seed: int = 2) -> tuple[list[float], list[int]]:
    """Lead-enumeration times (s) and move counts over random landlord-sized hands."""
    rng = random.Random(seed)
    deck = make_deck(jokers=2, decks=rules.decks)
    size = rules.hand_size + rules.bottom_size
    times: list[float] = []
    counts_seen: list[int] = []
    for _ in range(hands):
        counts = [0] * 15
        for card in rng.sample(deck, size):
            counts[card.rank] += 1
        wild = Rank(rng.randrange(13)) if rules.wild else None
        elapsed, moves = _timed(counts, rules, wild)
        times.append(elapsed)
        counts_seen.append(moves)
    return times, counts_seen


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="random-play deals to time")
    parser.add_argument("--hands", type=int, default=2000, help="random hands per table")
    args = parser.parse_args(argv)

    random_play_rate(max(10, args.deals // 20))  # warm the play memo
    wall, cpu = random_play_rate(args.deals)
    print(
        f"(a) random play, 3 players, full move list every turn: {cpu:.0f} deals per CPU second"
        f" ({wall:.0f} per wall-clock second; {args.deals} deals)"
    )
    print(f"(b) lead enumeration (CPU time) over {args.hands} random landlord hands per table:")
    print(f"    {'table':<11} {'median ms':>9} {'worst ms':>9} {'median moves':>12} {'most moves':>10}")
    for name, rules in TABLES.items():
        times, move_counts = enumeration_times(rules, args.hands)
        print(
            f"    {name:<11} {statistics.median(times) * 1e3:9.3f} {max(times) * 1e3:9.3f}"
            f" {statistics.median(move_counts):12.0f} {max(move_counts):10d}"
        )
    print("    worst cases, four players with wild cards, 33-card hands (cold: no shared plays yet):")
    rules = TABLES["four-wild"]
    for label, hand, wild in WORST_CASES:
        counts = counts_of(hand)
        assert sum(counts) == 33, label
        wild_rank = Rank.from_symbol(wild)
        clear_memo()
        cold, moves = _timed(counts, rules, wild_rank)
        warm = min(_timed(counts, rules, wild_rank)[0] for _ in range(3))
        print(f"    {label:<28} cold {cold * 1e3:7.2f} ms  warm {warm * 1e3:7.2f} ms {moves:6d} moves")

if __name__ == "__main__":
    main()

"""Digests of seeded random Dou Dizhu deals: ``python -m tools.ddz_digest --seeds 300``.

An engine change that must keep the same moves is checked by running this on the
commit before and after and comparing the printed lines. Per table of ``TABLES`` (the
catalogue's tables, with and without wild cards, and the B.5 options), each seed plays
one deal with a seeded random player and feeds a SHA-256 with:

- every legal-move list (content and order) at every turn, auction and B.5 steps included;
- the public fields, the rank counts and the hand sizes after every move;
- on every fourth seed, every few turns: the physical hands, the played cards and every
  seat's observation, and the refusals of a clone asked for moves out of turn or not listed;
- the final state.

A no-shuffle table deals each seed's deal from the order the one before left. The
table rules are left out of the observations (a frozenset prints in hash order), so the
digests do not depend on ``PYTHONHASHSEED``. Developer output, not translated.
"""

from __future__ import annotations

import argparse
import hashlib
import random
from collections.abc import Callable, Sequence
from dataclasses import fields, replace

from game.core.reason import IllegalMove
from game.doudizhu.bench import TABLES as BENCH_TABLES
from game.doudizhu.moves import Bid, Move, Pass
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.state import DealState, next_deal_order

_ALL_ON = StakeOptions(bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True, cap=48)
TABLES: dict[str, TableRules] = {
    **BENCH_TABLES,
    "three-all-options": _ALL_ON.apply(TableRules.three()),
    "four-all-options-wild": replace(_ALL_ON.apply(TableRules.four()), wild=True),
    "two-double-open": StakeOptions(doubling=DoublingKind.DOUBLE, open_hand=True).apply(TableRules.two(allowance=4)),
    "three-no-shuffle": StakeOptions(no_shuffle=True, doubling=DoublingKind.DOUBLE, cap=24).apply(TableRules.three()),
    "three-no-triple-wings": replace(TableRules.three(), adjacent_triple_wings=False),
}
"""The benchmark's five tables, then the B.5 options, no shuffle and no triple wings."""
PUBLIC = (
    "phase",
    "current_player",
    "first_bidder",
    "bid",
    "bids",
    "auction",
    "auction_bot",
    "landlord",
    "multiplier",
    "wild_rank",
    "to_beat",
    "history",
    "history_bot",
    "last_action",
    "plays_made",
    "played_counts",
    "bombs_played",
    "redeals",
    "result",
    "called_by",
    "grabs",
    "doubles",
    "opened",
    "stake_events",
    "bottom",
    "set_aside",
)


def snapshot(state: DealState, deep: bool) -> str:
    """The state as text: its public fields and counts (``deep``: also the cards and
    every seat's observation, which take the cards of the plays made)."""
    parts = [repr(getattr(state, name)) for name in PUBLIC]
    parts.append(repr([state.hand_counts(seat) for seat in range(state.num_players)]))
    parts.append(repr(state.hand_sizes()))
    if deep:
        parts += [repr(state.hands), repr(state.played_cards)]
        for seat in range(state.num_players):
            obs = state.observation(seat)
            parts.append(repr([getattr(obs, field.name) for field in fields(obs) if field.name != "rules"]))
    return "|".join(parts)


def _refusals(state: DealState, seat: int, moves: Sequence[Move], feed: Callable[[bytes], object]) -> None:
    """Feed what a clone says to a move out of turn and to moves it may or may not list."""
    copy = state.clone()
    other = (seat + 1) % state.num_players
    for move in (Pass(), Bid(2), moves[0]):
        try:
            copy.apply(other, move)
        except IllegalMove as refused:
            feed(repr(refused.reason).encode())
        try:
            copy.apply(seat, move)
            feed(b"applied" + snapshot(copy, False).encode())
            copy = state.clone()
        except IllegalMove as refused:
            feed(repr(refused.reason).encode())
    feed(snapshot(copy, False).encode())


def table_digest(rules: TableRules, seeds: int) -> str:
    """The digest of ``seeds`` random deals at ``rules`` (see the module docstring)."""
    digest = hashlib.sha256()
    order = None
    for seed in range(seeds):
        state = DealState.new(rules, seed, order)
        rng = random.Random(seed * 7 + 1)
        deep = seed % 4 == 0
        turn = 0
        while not state.is_over():
            seat = state.current_player
            assert seat is not None
            moves = state.legal_moves()
            digest.update(repr(moves).encode())
            if deep and turn % 3 == 0:
                _refusals(state, seat, moves, digest.update)
            state.apply(seat, rng.choice(moves))
            digest.update(snapshot(state, deep and turn % 5 == 0).encode())
            turn += 1
        digest.update(snapshot(state, True).encode())
        if rules.no_shuffle:
            order = next_deal_order(state, seed)
    return digest.hexdigest()[:16]


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=300, help="deals per table")
    args = parser.parse_args(argv)
    for name, rules in TABLES.items():
        print(f"{name:<24} {table_digest(rules, args.seeds)}")


if __name__ == "__main__":
    main()

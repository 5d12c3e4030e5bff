"""Fast playout policy for the Dou Dizhu search (the exact endgame solver is
:mod:`game.ai.doudizhu.endgame`).

The playout policy is a cheap cousin of the normal heuristic, meant to be called many
thousand times: it plays whatever wins at once, lets a partner's play stand, follows
with the lowest play that breaks no group, leads the biggest low group that breaks
nothing, guards against an opponent about to go out, and keeps bombs for a near win or
to stop one. It bids as the normal player and declines every B.5 step (call, grab,
double, open hand), as the clock would. It plays on a full ``DealState`` (a guessed world), through the engine's
``legal_moves`` and ``apply`` only.
"""

from __future__ import annotations

import random

from game.ai.doudizhu.endgame import win_at
from game.ai.doudizhu.normal import desired_bid
from game.ai.doudizhu.view import shape_of
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Move, Pass
from game.doudizhu.state import DealState, Phase

PASS = Pass()
BOMB_KINDS = (ComboKind.BOMB, ComboKind.ROCKET)
#: Chance that a playout move is a random listed move (keeps playouts varied).
PLAYOUT_NOISE = 0.05


def _split_cost(play: Play, counts: list[int]) -> int:
    """How many groups of the hand the play breaks (bombs count triple)."""
    used: dict[int, int] = {}
    for rank in play.ranks:
        used[rank] = used.get(rank, 0) + 1
    cost = 0
    for used_rank, n in used.items():
        have = counts[used_rank]
        if n < have:
            cost += 3 if have >= 4 else 1
    return cost


def playout_move(state: DealState, rng: random.Random) -> Move:
    """The fast policy's move for the current player of ``state``."""
    seat = state.current_player
    assert seat is not None
    moves = state.legal_moves(seat)
    if len(moves) == 1:
        return moves[0]
    if state.phase is not Phase.PLAYING:
        declined = state.timeout_move()
        if declined is not None:
            return declined  # a B.5 step (call, grab, double, open hand): declined
        return bid_move(state, seat)
    if rng.random() < PLAYOUT_NOISE:
        return rng.choice(moves)
    rules = state.rules
    landlord = state.landlord
    counts = state.hand_counts(seat)
    goal = sum(counts) - win_at(rules, seat, landlord)
    plays = [m for m in moves if isinstance(m, Play)]
    for play in plays:
        if len(play.ranks) >= goal:
            return play
    farmer = seat != landlord
    sizes = state.hand_sizes()
    danger = min(
        sizes[s] - win_at(rules, s, landlord)
        for s in range(rules.players)
        if (s != landlord) != farmer
    )
    ordinary = [p for p in plays if p.kind not in BOMB_KINDS]
    if state.to_beat is not None:
        table_seat = state.to_beat[0]
        if (table_seat != landlord) == farmer:
            return PASS
        if ordinary:
            if danger <= 2:
                return max(ordinary, key=lambda p: p.main)
            best = min(ordinary, key=lambda p: (_split_cost(p, counts), p.main))
            if best.main >= 12 and _split_cost(best, counts) and rng.random() < 0.5:
                return PASS
            return best
        bombs = [p for p in plays if p.kind in BOMB_KINDS]
        if bombs and (danger <= 2 or goal - len(bombs[0].ranks) <= 4):
            return bombs[0]
        return PASS
    if not ordinary:
        return plays[0]

    def lead_key(play: Play) -> float:
        key = len(play.ranks) - 0.7 * int(play.main) - 3.0 * _split_cost(play, counts)
        if danger == 1 and play.kind is ComboKind.SINGLE:
            key -= 20.0 - int(play.main)
        elif danger == 2 and play.kind is ComboKind.PAIR:
            key -= 10.0 - int(play.main)
        return key

    return max(ordinary, key=lead_key)


def bid_move(state: DealState, seat: int) -> Bid:
    """The auction policy of the playouts: the normal player's thresholds."""
    desired = desired_bid(tuple(state.hand_counts(seat)), shape_of(state.rules), state.rules.players)
    options = [m for m in state.legal_moves(seat) if isinstance(m, Bid) and 0 < m.value <= desired]
    return max(options, key=lambda b: b.value) if options else Bid(0)


def playout(state: DealState, rng: random.Random, max_moves: int = 400) -> None:
    """Play ``state`` to its end with the fast policy (in place)."""
    for _ in range(max_moves):
        if state.is_over():
            return
        seat = state.current_player
        assert seat is not None
        state.apply(seat, playout_move(state, rng))


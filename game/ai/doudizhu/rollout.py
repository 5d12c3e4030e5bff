"""Fast playout policy and exact endgame solver for the Dou Dizhu search.

The playout policy is a cheap cousin of the normal heuristic, meant to be called many
thousand times: it plays whatever wins at once, lets a partner's play stand, follows
with the lowest play that breaks no group, leads the biggest low group that breaks
nothing, guards against an opponent about to go out, and keeps bombs for a near win or
to stop one. It bids as the normal player and declines every B.5 step (call, grab,
double, open hand), as the clock would. It plays on a full ``DealState`` (a guessed world), through the engine's
``legal_moves`` and ``apply`` only.

The endgame solver decides, with perfect information over one guessed world, whether
the landlord's side wins. It walks the engine's move lists (``legal_plays`` on rank
counts) with the table's turn order: after a play the next seat moves; after every
other seat has passed, the last player leads; a seat wins with an empty hand (or, on the
two-player table, a farmer at the allowance). It gives up past a node budget, and it
yields now and then so that a search on a time budget can pause or drop it.
"""

from __future__ import annotations

import random
from collections.abc import Generator

from game.ai.doudizhu.normal import desired_bid
from game.ai.doudizhu.view import shape_of
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.enumerate import legal_plays
from game.doudizhu.moves import Bid, Move, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase

PASS = Pass()
BOMB_KINDS = (ComboKind.BOMB, ComboKind.ROCKET)
#: Chance that a playout move is a random listed move (keeps playouts varied).
PLAYOUT_NOISE = 0.05


def win_at(rules: TableRules, seat: int, landlord: int | None) -> int:
    if rules.allowance is not None and seat != landlord:
        return rules.allowance
    return 0


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
    danger = min(
        len(state.hands[s]) - win_at(rules, s, landlord)
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


class SearchLimit(Exception):
    """The endgame solver ran out of nodes."""


#: The solver yields (so its caller may pause it) every this many positions.
SOLVER_YIELD_EVERY = 64

Solving = Generator[None, None, bool]


class EndgameSolver:
    """Perfect-information solver on rank counts (see the module docstring).

    One solver serves one guessed world: its memo (positions already decided) and its
    node count are shared by every move tried there, so the candidates of one decision
    reuse each other's work, and ``max_nodes`` bounds the whole world. ``plays`` may be
    a move-list cache shared by several solvers of the same table.

    ``landlord_wins`` is a generator: it yields every ``SOLVER_YIELD_EVERY`` positions so a
    caller on a time budget can pause or abandon it, and returns the answer.
    """

    def __init__(
        self,
        rules: TableRules,
        landlord: int,
        wild_rank: int | None,
        max_nodes: int,
        plays: dict[tuple, list[Play]] | None = None,
    ) -> None:
        self.rules = rules
        self.landlord = landlord
        self.wild_rank = wild_rank
        self.max_nodes = max_nodes
        self.nodes = 0
        self.memo: dict[tuple, bool] = {}
        self.plays: dict[tuple, list[Play]] = {} if plays is None else plays

    @classmethod
    def for_state(cls, state: DealState, max_nodes: int, plays: dict[tuple, list[Play]] | None = None) -> EndgameSolver:
        """A solver for the playing phase of ``state`` (its landlord, table and wild rank)."""
        assert state.landlord is not None
        wild = None if state.wild_rank is None else int(state.wild_rank)
        return cls(state.rules, state.landlord, wild, max_nodes, plays)

    def _plays(self, hand: tuple[int, ...], table: Play | None) -> list[Play]:
        """The listed plays of ``hand`` on ``table``, longest first (cached)."""
        key = (hand, table)
        found = self.plays.get(key)
        if found is None:
            found = legal_plays(hand, table, self.rules, self.wild_rank)
            found.sort(key=lambda p: -len(p.ranks))
            self.plays[key] = found
        return found

    def after_move(self, state: DealState, move: Move) -> Solving:
        """Whether the landlord's side wins after ``move`` in ``state`` (the state is
        not changed; raises :class:`SearchLimit` past the node budget)."""
        after = state.clone()
        after.apply(after.current_player, move)  # type: ignore[arg-type]
        if after.is_over():
            return after.result is not None and after.result.winning_seat == after.landlord
        assert after.current_player is not None
        passes = 0
        for _, past in reversed(after.history):
            if not isinstance(past, Pass):
                break
            passes += 1
        hands = tuple(tuple(after.hand_counts(s)) for s in range(after.rules.players))
        return (yield from self.landlord_wins(hands, after.current_player, after.to_beat, passes))

    def landlord_wins(
        self,
        hands: tuple[tuple[int, ...], ...],
        seat: int,
        to_beat: tuple[int, Play] | None,
        passes: int,
    ) -> Solving:
        """Whether the landlord's side wins from here with best play by both sides."""
        key = (hands, seat, to_beat, passes)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SearchLimit
        if self.nodes % SOLVER_YIELD_EVERY == 0:
            yield
        rules = self.rules
        landlord_side = seat == self.landlord
        table = to_beat[1] if to_beat is not None else None
        plays = self._plays(hands[seat], table)
        goal = sum(hands[seat]) - win_at(rules, seat, self.landlord)
        outcome = not landlord_side
        if plays and len(plays[0].ranks) >= goal:
            outcome = landlord_side
        else:
            n = rules.players
            for play in plays:
                hand = list(hands[seat])
                for rank in play.ranks:
                    hand[rank] -= 1
                after = (*hands[:seat], tuple(hand), *hands[seat + 1:])
                result = yield from self.landlord_wins(after, (seat + 1) % n, (seat, play), 0)
                if result == landlord_side:
                    outcome = landlord_side
                    break
            else:
                if to_beat is not None:
                    if passes + 1 == n - 1:
                        result = yield from self.landlord_wins(hands, to_beat[0], None, 0)
                    else:
                        result = yield from self.landlord_wins(hands, (seat + 1) % n, to_beat, passes + 1)
                    if result == landlord_side:
                        outcome = landlord_side
        self.memo[key] = outcome
        return outcome


def solve_after(state: DealState, move: Move, max_nodes: int) -> Solving:
    """Whether the landlord's side wins after ``move`` in ``state`` (a generator, see
    :class:`EndgameSolver`; raises :class:`SearchLimit` past ``max_nodes`` positions)."""
    return (yield from EndgameSolver.for_state(state, max_nodes).after_move(state, move))


def solve_now(state: DealState, move: Move, max_nodes: int) -> bool | None:
    """:func:`solve_after` run to the end; ``None`` when it needs too many positions."""
    solving = solve_after(state, move, max_nodes)
    try:
        while True:
            next(solving)
    except StopIteration as stop:
        return bool(stop.value)
    except SearchLimit:
        return None

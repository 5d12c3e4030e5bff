"""The exact perfect-information endgame search of Dou Dizhu, shared by the hard AI and
the endgame puzzles.

A position is every seat's hand as rank counts, the seat to move and the play to beat
(its seat and the play; ``None``: the seat to move leads). Two sides play it: the
landlord's, and the farmers', who win together, so a farmer's partner is on its side.
The search walks the engine's move lists (``legal_plays`` on rank counts) with the
table's turn order: after a play the next seat moves; after a pass the next seat moves
too, unless every other seat has passed, when the last player leads; a seat wins with an
empty hand (or, on the two-player table, a farmer at the allowance).

Search rules and invariants:

- The answer is exact: ``landlord_wins`` is an AND/OR search to the end of the deal,
  never an estimate. Its transposition table maps ``(hands, seat, to_beat)`` to the
  decided side (how many seats passed is implied by the seat to move and the table's
  seat), so positions reached by different orders are decided once.
- Move order: a play that empties the hand (or reaches the allowance) wins at once; else
  the plays longest first, passing last. Trying a pass first under a partner's play, or
  the plays no opponent can answer first, was measured on the hard AI's endgames
  (``python -m tools.endgame_bench``) and saved no nodes worth the extra move lists.
- Work is counted, not timed: every position decided costs one node of ``max_nodes``
  (the budget of work), past which :class:`SearchLimit` is raised, so a search gives the
  same answer, or gives up at the same point, on every machine and every run.
- The generator form yields every ``SOLVER_YIELD_EVERY`` nodes so a caller on a time
  budget (the hard AI) can pause or drop it; the plain methods run it to the end.
- Seats read as greedy players (``greedy``; ``ddz_greedy``, for the hard AI) play the
  greedy model's move (``greedy_choice``, even when another move would win), and every
  listed move where the model leaves its move to chance, so the search is exact against
  that model; with no such seats (the puzzles) it is the perfect-play search above.
- The proof (:meth:`EndgameSolver.distance`, :meth:`best_move`, :meth:`line`) is read
  over decided positions only: the winning side takes the winning move that ends the deal
  soonest, the losing side the move that holds out longest; ties go to the first move in
  the ordering, so the line is deterministic.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from game.ai.doudizhu.greedy import greedy_choice
from game.doudizhu.combos import Play
from game.doudizhu.enumerate import legal_plays
from game.doudizhu.moves import Move, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState

PASS = Pass()
#: The solver yields (so its caller may pause it) every this many positions.
SOLVER_YIELD_EVERY = 64

Hands = tuple[tuple[int, ...], ...]
Table = tuple[int, Play] | None
Key = tuple[Hands, int, Table]
LineMove = tuple[int, Play | Pass]
Solving = Generator[None, None, bool]


class SearchLimit(Exception):
    """The endgame solver ran out of nodes (its budget of work)."""


def win_at(rules: TableRules, seat: int, landlord: int | None) -> int:
    """How many cards ``seat`` may still hold and have won (the two-player farmer's allowance)."""
    if rules.allowance is not None and seat != landlord:
        return rules.allowance
    return 0


@dataclass(frozen=True)
class Position:
    """One endgame position: hands as rank counts, the seat to move, the play to beat."""

    hands: Hands
    seat: int
    to_beat: Table = None

    @property
    def key(self) -> Key:
        return (self.hands, self.seat, self.to_beat)


def run(solving: Solving) -> bool:
    """A solving generator run to its end (raises :class:`SearchLimit` past its budget)."""
    try:
        while True:
            next(solving)
    except StopIteration as stop:
        return bool(stop.value)


class EndgameSolver:
    """Perfect-information solver on rank counts (see the module docstring).

    One solver serves one world: its transposition table and its node count are shared by
    every position asked, so the candidates of one decision reuse each other's work, and
    ``max_nodes`` bounds the whole world. ``plays`` may be a move-list cache shared by
    several solvers of the same table.
    """

    def __init__(
        self,
        rules: TableRules,
        landlord: int,
        wild_rank: int | None,
        max_nodes: int,
        plays: dict[tuple, list[Play]] | None = None,
        greedy: frozenset[int] = frozenset(),
    ) -> None:
        self.rules = rules
        self.greedy = greedy
        self.landlord = landlord
        self.wild_rank = wild_rank
        self.max_nodes = max_nodes
        self.nodes = 0
        self.memo: dict[Key, bool] = {}
        self.depths: dict[Key, int] = {}
        self.plays: dict[tuple, list[Play]] = {} if plays is None else plays

    @classmethod
    def for_state(
        cls,
        state: DealState,
        max_nodes: int,
        plays: dict[tuple, list[Play]] | None = None,
        greedy: frozenset[int] = frozenset(),
    ) -> EndgameSolver:
        """A solver for the playing phase of ``state`` (its landlord, table and wild rank)."""
        assert state.landlord is not None
        wild = None if state.wild_rank is None else int(state.wild_rank)
        return cls(state.rules, state.landlord, wild, max_nodes, plays, greedy)

    # -- moves -------------------------------------------------------------------------------
    def _plays(self, hand: tuple[int, ...], table: Play | None) -> list[Play]:
        """The listed plays of ``hand`` on ``table``, longest first (cached)."""
        key = (hand, table)
        found = self.plays.get(key)
        if found is None:
            found = legal_plays(hand, table, self.rules, self.wild_rank)
            found.sort(key=lambda p: -len(p.ranks))
            self.plays[key] = found
        return found

    def landlord_side(self, seat: int) -> bool:
        return seat == self.landlord

    def finishes(self, hands: Hands, seat: int, play: Play) -> bool:
        """Whether ``play`` by ``seat`` ends the deal (the hand is empty, or at the allowance)."""
        return sum(hands[seat]) - len(play.ranks) <= win_at(self.rules, seat, self.landlord)

    def ordered_moves(self, position: Position) -> list[Move]:
        """Every listed move of the seat to move, in the search's order (module docstring)."""
        to_beat = position.to_beat
        plays: list[Move] = list(self._plays(position.hands[position.seat], None if to_beat is None else to_beat[1]))
        return plays if to_beat is None else [*plays, PASS]

    def after(self, position: Position, move: Move) -> Position | None:
        """The position after ``move`` (``None``: the move ends the deal)."""
        hands, seat, to_beat = position.hands, position.seat, position.to_beat
        n = len(hands)
        if isinstance(move, Play):
            if self.finishes(hands, seat, move):
                return None
            hand = list(hands[seat])
            for rank in move.ranks:
                hand[rank] -= 1
            return Position((*hands[:seat], tuple(hand), *hands[seat + 1:]), (seat + 1) % n, (seat, move))
        assert to_beat is not None, "a lead cannot pass"
        following = (seat + 1) % n
        if following == to_beat[0]:
            return Position(hands, following, None)
        return Position(hands, following, to_beat)

    # -- the proof ---------------------------------------------------------------------------
    def landlord_wins(self, hands: Hands, seat: int, to_beat: Table) -> Solving:
        """Whether the landlord's side wins from here with best play by both sides (a
        generator: yields now and then, returns the answer)."""
        return (yield from self._wins(Position(hands, seat, to_beat)))

    def _wins(self, position: Position) -> Solving:
        return (yield from self._decide(position.hands, position.seat, position.to_beat))

    def _decide(self, hands: Hands, seat: int, to_beat: Table) -> Solving:
        """The search itself, on plain tuples (its hot path makes no position objects)."""
        key = (hands, seat, to_beat)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SearchLimit
        if self.nodes % SOLVER_YIELD_EVERY == 0:
            yield
        side = seat == self.landlord
        plays = self._plays(hands[seat], None if to_beat is None else to_beat[1])
        goal = sum(hands[seat]) - win_at(self.rules, seat, self.landlord)
        outcome = not side
        forced = None
        if seat in self.greedy:
            forced = greedy_choice(hands[seat], plays, to_beat, seat, len(hands), self.landlord)
        if forced is not None:
            if isinstance(forced, Play) and len(forced.ranks) >= goal:
                outcome = side
            else:
                child = self.after(Position(hands, seat, to_beat), forced)
                assert child is not None
                outcome = yield from self._decide(child.hands, child.seat, child.to_beat)
        elif plays and len(plays[0].ranks) >= goal:
            outcome = side
        else:
            n = len(hands)
            following = (seat + 1) % n
            for play in plays:
                hand = list(hands[seat])
                for rank in play.ranks:
                    hand[rank] -= 1
                after = (*hands[:seat], tuple(hand), *hands[seat + 1:])
                if (yield from self._decide(after, following, (seat, play))) == side:
                    outcome = side
                    break
            else:
                if to_beat is not None:
                    if following == to_beat[0]:
                        result = yield from self._decide(hands, following, None)
                    else:
                        result = yield from self._decide(hands, following, to_beat)
                    if result == side:
                        outcome = side
        self.memo[key] = outcome
        return outcome

    def after_move(self, state: DealState, move: Move) -> Solving:
        """Whether the landlord's side wins after ``move`` in ``state`` (the state is
        not changed; raises :class:`SearchLimit` past the node budget)."""
        after = state.clone()
        after.apply(after.current_player, move)  # type: ignore[arg-type]
        if after.is_over():
            return after.result is not None and after.result.winning_seat == after.landlord
        assert after.current_player is not None
        return (yield from self._wins(position_of(after)))

    def wins(self, position: Position) -> bool:
        """Whether the landlord's side wins ``position`` (run to the end)."""
        return run(self._wins(position))

    def side_wins(self, position: Position, seat: int) -> bool:
        """Whether the side of ``seat`` wins ``position`` with best play."""
        return self.wins(position) == self.landlord_side(seat)

    def outcomes(self, position: Position) -> list[tuple[Move, bool]]:
        """Every move of the seat to move and whether its side then wins, in the search's order."""
        side = self.landlord_side(position.seat)
        found = []
        for move in self.ordered_moves(position):
            child = self.after(position, move)
            found.append((move, True if child is None else self.wins(child) == side))
        return found

    def distance(self, position: Position) -> int:
        """Moves (every seat's, passes included) to the end of the deal when the winning side
        ends it soonest and the losing side holds out longest."""
        key = position.key
        known = self.depths.get(key)
        if known is not None:
            return known
        depth = 1 + self._depth_of(self._best(position)[1])
        self.depths[key] = depth
        return depth

    def _depth_of(self, child: Position | None) -> int:
        return 0 if child is None else self.distance(child)

    def _best(self, position: Position) -> tuple[Move, Position | None]:
        winning = self.wins(position) == self.landlord_side(position.seat)
        best: tuple[Move, Position | None] | None = None
        best_depth = 0
        for move in self.ordered_moves(position):
            child = self.after(position, move)
            if winning and child is not None and self.wins(child) != self.landlord_side(position.seat):
                continue
            depth = self._depth_of(child)
            if best is None or (depth < best_depth if winning else depth > best_depth):
                best, best_depth = (move, child), depth
        assert best is not None
        return best

    def best_move(self, position: Position) -> Move:
        """The proven move: the fastest win for the winning side, the longest defence for the other."""
        return self._best(position)[0]

    def line(self, position: Position) -> list[LineMove]:
        """The principal line from ``position`` to the end of the deal: ``(seat, move)`` each."""
        moves: list[LineMove] = []
        current: Position | None = position
        while current is not None:
            move, after = self._best(current)
            moves.append((current.seat, move))  # type: ignore[arg-type]
            current = after
        return moves


def position_of(state: DealState) -> Position:
    """The endgame position of a deal in its playing phase."""
    assert state.current_player is not None
    hands = tuple(tuple(state.hand_counts(s)) for s in range(state.rules.players))
    return Position(hands, state.current_player, state.to_beat)


def solve_after(state: DealState, move: Move, max_nodes: int) -> Solving:
    """Whether the landlord's side wins after ``move`` in ``state`` (a generator, see
    :class:`EndgameSolver`; raises :class:`SearchLimit` past ``max_nodes`` positions)."""
    return (yield from EndgameSolver.for_state(state, max_nodes).after_move(state, move))


def solve_now(state: DealState, move: Move, max_nodes: int) -> bool | None:
    """:func:`solve_after` run to the end; ``None`` when it needs too many positions."""
    try:
        return run(solve_after(state, move, max_nodes))
    except SearchLimit:
        return None


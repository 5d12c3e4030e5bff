"""One endgame puzzle being played: the headless puzzle table (no pygame).

The player (seat 0) moves with the same move model as at the tables (a ``Play`` or a
``Pass``); the other seats answer with the exact endgame search
(:meth:`game.ai.doudizhu.endgame.EndgameSolver.best_move`): the defence plays perfectly (it
takes a win the player gave away, and otherwise holds out longest) and a farmer's partner
plays the proven line. Every decision (an answer, a hint, the line, whether the win stands)
runs on its own budget of ``PLAY_NODES`` nodes (work; the solver's memo is kept between
them), so it is the same on every machine; in the rare position past the budget a seat plays
its first listed move, the hint is withheld and the solution is the puzzle's own line.

Invariants: ``position`` is ``None`` exactly when the deal is over; ``cards`` are the
physical cards of ``position``'s hands (distinct over the seats); ``Undo`` goes back to the
player's last turn and ``Restart`` to the start, each with the cards as they were. A
computer seat moves ``move_delay_ms`` of game time after the move before it (``update``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.doudizhu.endgame import EndgameSolver, LineMove, Position, SearchLimit
from game.core.cards import Card, Rank
from game.core.reason import Reason
from game.doudizhu.combos import Play
from game.doudizhu.moves import Move, Pass
from game.doudizhu.notation import deal_cards
from game.i18n import N_
from game.table.doudizhu.puzzles import PLAYER, Puzzle

NOT_YOUR_TURN = N_("Wait for your turn.")
NOT_A_PLAY = N_("Those cards are no play that beats the table.")
NO_PASS_ON_LEAD = N_("You lead: play some cards.")
MOVE_DELAY_MS = 700


@dataclass(frozen=True)
class Step:
    """What Undo and Restart return to: a position, its cards, the moves made so far."""

    position: Position | None
    cards: tuple[tuple[Card, ...], ...]
    moves: tuple[LineMove, ...]


class PuzzleTable:
    """The puzzle ``puzzle`` from its start (see the module docstring)."""

    def __init__(self, puzzle: Puzzle, move_delay_ms: int = MOVE_DELAY_MS, solver: EndgameSolver | None = None) -> None:
        self.puzzle = puzzle
        self.solver = solver if solver is not None else puzzle.solver()
        self.move_delay_ms = move_delay_ms
        cards = tuple(tuple(hand) for hand in deal_cards(puzzle.hands))
        self.start = Step(puzzle.start, cards, ())
        self.now = self.start
        self.undo_stack: list[Step] = []
        self.waited_ms = 0
        self.hints = 0
        """Hints asked (and solutions shown) during this puzzle."""

    # -- what the table shows ----------------------------------------------------------------
    @property
    def position(self) -> Position | None:
        return self.now.position

    @property
    def cards(self) -> tuple[tuple[Card, ...], ...]:
        return self.now.cards

    @property
    def moves(self) -> tuple[LineMove, ...]:
        return self.now.moves

    @property
    def over(self) -> bool:
        return self.position is None

    @property
    def solved(self) -> bool:
        """The deal is over and the player's side went out."""
        if not self.over or not self.moves:
            return False
        return self.solver.landlord_side(self.moves[-1][0]) == self.solver.landlord_side(PLAYER)

    @property
    def human_to_act(self) -> bool:
        return self.position is not None and self.position.seat == PLAYER

    def still_won(self) -> bool | None:
        """Whether the player's side still forces a win (``None``: over, or past the budget)."""
        if self.position is None:
            return None
        self.solver.nodes = 0  # a fresh budget for each decision (the memo stays)
        try:
            return self.solver.side_wins(self.position, PLAYER)
        except SearchLimit:
            return None

    def moves_to_win(self) -> int | None:
        """The player's moves in the proven line from here (``None``: no forced win left)."""
        line = self.solution()
        if not line or self.still_won() is not True:
            return None
        return sum(1 for seat, _ in line if seat == PLAYER)

    def last_plays(self) -> dict[int, Play | Pass]:
        """Each seat's move in the current trick (empty when the seat to move leads)."""
        shown: dict[int, Play | Pass] = {}
        if self.puzzle.to_beat is not None:
            shown[self.puzzle.to_beat[0]] = self.puzzle.to_beat[1]
        position: Position | None = self.puzzle.start
        for seat, move in self.moves:
            if position is None:
                break
            if position.to_beat is None:
                shown = {}
            shown[seat] = move
            position = self.solver.after(position, move)
        if self.position is not None and self.position.to_beat is None:
            return {}
        return shown

    # -- the player's moves ------------------------------------------------------------------
    def plays_for(self, cards: Sequence[Card]) -> list[Play]:
        """The listed plays of the player that use exactly ``cards``."""
        if not self.human_to_act or not cards:
            return []
        assert self.position is not None
        counts = [0] * 15
        for card in cards:
            counts[card.rank] += 1
        return [
            move for move in self.solver.ordered_moves(self.position)
            if isinstance(move, Play) and _counts(move.ranks) == counts
        ]

    def refusal(self, cards: Sequence[Card]) -> Reason | None:
        """Why ``cards`` cannot be played now (``None``: they can)."""
        if not self.human_to_act:
            return Reason.of(NOT_YOUR_TURN)
        return None if self.plays_for(cards) else Reason.of(NOT_A_PLAY)

    def play_human(self, cards: Sequence[Card]) -> Reason | None:
        """Play ``cards`` (the proven move when several readings are listed); the refusal or ``None``."""
        why = self.refusal(cards)
        if why is not None:
            return why
        plays = self.plays_for(cards)
        best = self.hint()
        self._apply(best if best in plays else plays[0])
        return None

    def can_pass(self) -> bool:
        return self.human_to_act and self.position is not None and self.position.to_beat is not None

    def pass_human(self) -> Reason | None:
        if not self.human_to_act:
            return Reason.of(NOT_YOUR_TURN)
        if not self.can_pass():
            return Reason.of(NO_PASS_ON_LEAD)
        self._apply(Pass())
        return None

    def hint(self) -> Move | None:
        """The proven move for the player: a winning one while the win stands (``None``: not
        the player's turn, or no forced win left)."""
        if not self.human_to_act or self.still_won() is not True:
            return None
        assert self.position is not None
        self.solver.nodes = 0
        try:
            return self.solver.best_move(self.position)
        except SearchLimit:
            return None

    def solution(self) -> list[LineMove]:
        """The proven line from here while the win stands, else from the puzzle's start."""
        if self.position is not None and self.still_won():
            self.solver.nodes = 0
            try:
                return self.solver.line(self.position)
            except SearchLimit:
                pass
        return list(self.puzzle.line)

    def undo(self) -> bool:
        """Back to the player's last turn; False when there is nothing to undo."""
        if not self.undo_stack:
            return False
        self.now = self.undo_stack.pop()
        self.waited_ms = 0
        return True

    def restart(self) -> None:
        self.now = self.start
        self.undo_stack.clear()
        self.waited_ms = 0

    # -- the computer seats ------------------------------------------------------------------
    def update(self, dt_ms: int) -> bool:
        """Let game time pass; a computer seat moves once its delay is over. True when a move was made."""
        if self.position is None or self.position.seat == PLAYER:
            return False
        self.waited_ms += dt_ms
        if self.waited_ms < self.move_delay_ms:
            return False
        self._apply(self.answer(self.position))
        return True

    def answer(self, position: Position) -> Move:
        """A computer seat's move: the proven one, or its first listed move past the budget."""
        self.solver.nodes = 0
        try:
            return self.solver.best_move(position)
        except SearchLimit:
            return self.solver.ordered_moves(position)[0]

    def _apply(self, move: Move) -> None:
        position = self.position
        assert position is not None
        if position.seat == PLAYER:
            self.undo_stack.append(self.now)
        cards = self.now.cards
        if isinstance(move, Play):
            hand = list(cards[position.seat])
            for rank in move.ranks:
                hand.remove(next(card for card in hand if card.rank == Rank(rank)))
            cards = (*cards[:position.seat], tuple(hand), *cards[position.seat + 1:])
        seat_move: LineMove = (position.seat, move)  # type: ignore[assignment]
        self.now = Step(self.solver.after(position, move), cards, (*self.now.moves, seat_move))
        self.waited_ms = 0


def _counts(ranks: Sequence[Rank]) -> list[int]:
    counts = [0] * 15
    for rank in ranks:
        counts[rank] += 1
    return counts

"""The review of a finished Dou Dizhu deal: the player's own decisions, judged. No pygame.

A deal is rebuilt from its record (a :class:`~game.table.saved_game.SavedGame`, the same
record that continues a stored game): dealt again from its seed (or its card order) and
replayed step by step through the engine's ``apply``, with the game time between moves. Each
step of the reviewed seat in the play that offered a choice (more than one legal move) is a
:class:`ReviewedDecision`: what the seat saw then (its ``Observation``: its own hand and the
public facts, never another hand), the move played, and the hard player's estimates of the
win chance of that move and of the best alternative (``game.ai.doudizhu.review``: sampled
worlds, exact search once the hands are small). Bids and the B.5 steps are not reviewed.

Rules and invariants:

- Only the observation enters an estimate: two deals that look alike to the seat at a
  decision (the other hands swapped) get the same estimates.
- Each decision is judged on a budget of work from its own seed (the deal's seed and the
  step's index), so a review replays exactly, whatever the slicing and the machine, and a
  decision's estimate does not depend on the others.
- A decision's ``cost`` is how much more often the best alternative wins than the move
  played (0 when the move played was the best judged). The ``MARKED`` costliest decisions
  whose cost is at least ``MIN_MARKED_COST`` are marked on the timeline.
- :func:`review_deal` is a generator: it yields a :class:`ReviewProgress` between slices of
  work (like the AI's ``think``) and returns the :class:`DealReview`; the caller may drop it
  at any time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from dataclasses import dataclass

from game.ai.doudizhu.review import REVIEW_WORLDS, Judgement, MoveChance, judge_moves, review_candidates
from game.core.reason import IllegalMove
from game.doudizhu.moves import Bid, Move, StakeMove
from game.doudizhu.state import DealState, Observation, Phase
from game.settings import DouDizhuOptions, GameId
from game.table.doudizhu.controller import TableController
from game.table.registry import doudizhu_rules
from game.table.saved_game import SavedGame, SavedGameError

MARKED = 3
"""Decisions marked as the costliest, at most."""
MIN_MARKED_COST = 0.1
"""A decision is marked only when the best alternative wins at least this much more often."""
SEED_STRIDE = 1009
"""Seeds of the decisions: the deal's seed times this, plus the step's index."""


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the reviewed seat: ``step`` its index in the deal's record."""

    step: int
    observation: Observation
    played: MoveChance
    best: MoveChance
    """The best judged alternative to the move played."""
    exact: bool

    @property
    def cost(self) -> float:
        """How much more often the best alternative wins (0 when the move played was best)."""
        return max(0.0, self.best.chance - self.played.chance)


@dataclass(frozen=True)
class DealReview:
    """Every reviewed decision in play order and the indices of the marked (costliest) ones."""

    decisions: tuple[ReviewedDecision, ...]
    marked: tuple[int, ...]

    def is_marked(self, index: int) -> bool:
        return index in self.marked


@dataclass(frozen=True)
class ReviewProgress:
    """How far a review is: the decisions judged so far, of ``total``."""

    decisions: tuple[ReviewedDecision, ...]
    total: int

    @property
    def done(self) -> int:
        return len(self.decisions)

    @property
    def share(self) -> float:
        return 1.0 if self.total == 0 else self.done / self.total


@dataclass(frozen=True)
class PendingDecision:
    """A decision to judge: the step's index, what the seat saw, the move it made."""

    step: int
    observation: Observation
    played: Move


def deal_decisions(saved: SavedGame, seat: int) -> list[PendingDecision]:
    """``seat``'s decisions in the play of the deal ``saved``, replayed through the engine
    (:class:`SavedGameError` when it cannot be, as when continuing it)."""
    rules = doudizhu_rules(saved.game, saved.doudizhu_options())
    if not 0 <= seat < rules.num_players:
        raise SavedGameError(f"no seat {seat} at this table")
    state = DealState.new(rules, saved.seed, saved.order)
    pending: list[PendingDecision] = []
    for index, (who, move, cards, elapsed, _) in enumerate(saved.doudizhu_steps()):
        if elapsed:
            state.tick(elapsed)
        if who == seat and state.phase is Phase.PLAYING and not isinstance(move, (Bid, StakeMove)):
            observation = state.observation(seat)
            if len(observation.legal_moves) > 1:
                pending.append(PendingDecision(index, observation, move))
        try:
            if cards is None:
                state.apply(who, move)
            else:
                state.apply(who, move, cards=cards)
        except IllegalMove as refused:
            raise SavedGameError(f"the engine refused a move: {refused}") from refused
    return pending


def judge_decision(
    decision: PendingDecision,
    deal_seed: int,
    worlds: int = REVIEW_WORLDS,
    timer: Callable[[], float] = time.perf_counter,
) -> Generator[None, None, ReviewedDecision]:
    """One decision judged: the move played and the moves the hard player would compare."""
    moves = review_candidates(decision.observation, decision.played)
    seed = deal_seed * SEED_STRIDE + decision.step
    judgement: Judgement = yield from judge_moves(decision.observation, moves, seed, worlds, timer=timer)
    played = judgement.of(decision.played)
    others = [entry for entry in judgement.chances if entry.move != decision.played]
    best = max(others, key=lambda entry: entry.wins)  # the first of equals: the hard player's order
    return ReviewedDecision(decision.step, decision.observation, played, best, judgement.exact)


def marked_decisions(decisions: tuple[ReviewedDecision, ...]) -> tuple[int, ...]:
    """The indices of the ``MARKED`` costliest decisions costing at least ``MIN_MARKED_COST``,
    in play order (ties: the earlier decision first)."""
    costly = [index for index, decision in enumerate(decisions) if decision.cost >= MIN_MARKED_COST]
    costly.sort(key=lambda index: (-decisions[index].cost, index))
    return tuple(sorted(costly[:MARKED]))


def review_deal(
    saved: SavedGame, seat: int, worlds: int = REVIEW_WORLDS, timer: Callable[[], float] = time.perf_counter
) -> Generator[ReviewProgress, None, DealReview]:
    """Review ``seat``'s decisions in ``saved`` (see the module docstring)."""
    pending = deal_decisions(saved, seat)
    total = len(pending)
    decisions: tuple[ReviewedDecision, ...] = ()
    yield ReviewProgress(decisions, total)
    for decision in pending:
        judging = judge_decision(decision, saved.seed, worlds, timer)
        while True:
            try:
                next(judging)
            except StopIteration as stop:
                decisions = (*decisions, stop.value)
                break
            yield ReviewProgress(decisions, total)
        yield ReviewProgress(decisions, total)
    return DealReview(decisions, marked_decisions(decisions))


def run_review(saved: SavedGame, seat: int, worlds: int = REVIEW_WORLDS) -> DealReview:
    """The whole review at once (tests, the benchmark)."""
    reviewing = review_deal(saved, seat, worlds)
    while True:
        try:
            next(reviewing)
        except StopIteration as stop:
            review: DealReview = stop.value
            return review


def computer_deal(game: GameId, seed: int, level: str = "normal", options: DouDizhuOptions | None = None) -> SavedGame:
    """A whole deal of ``game`` played by the computer at every seat (``level``), recorded as
    the table records it (for tests and the benchmark)."""
    chosen = DouDizhuOptions() if options is None else options
    table = TableController(doudizhu_rules(game, chosen), seed, level, human_seat=None, move_delay_ms=0)
    while not table.finished():
        table.update(1000)
    return SavedGame(game, chosen.to_dict(), seed, tuple(table.record), table.elapsed_ms)

"""The hard player's judgement of a few moves, for the review of a finished deal.

:func:`judge_moves` takes what one seat saw at a decision (an ``Observation``) and a few of
its legal moves, and estimates each move's *win chance*: the share of guessed worlds in
which this seat's side wins the deal after it. It is the hard player's machinery
(``game.ai.doudizhu.hard``) turned from choosing into telling:

- the worlds are guessed by :meth:`HardPlayer._guess_world` from the observation alone
  (public facts, the pass, follow and bid hints), so no hidden card can enter an estimate;
- once the hands hold at most ``EXACT_CARDS`` cards a world is solved exactly (perfect play
  by both sides), else the deal is played out by the normal player at every seat (the
  opponents as eager followers, as in the search); a world too big to solve is played out
  instead, as in the search;
- every move is judged in the same worlds (a paired comparison), and the judgement runs on
  a budget of work (``worlds`` judged worlds, never the clock), from a seeded generator:
  the same observation, moves, ``worlds`` and ``seed`` give the same estimates on every
  machine, however the work is sliced.

:func:`review_candidates` names the moves worth judging at a decision: the move played and
the moves the hard player would have compared (every legal move in a small endgame, else
its shortlist), at least one alternative whenever the seat had a choice.

``judge_moves`` is a ``think``-like generator: it yields when a slice (``slice_ms``, read
from ``timer``) has run out, so the review can run in a frame loop; the slicing decides
nothing.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass

from game.ai.doudizhu.hard import (
    EXACT_CARDS,
    SOLVED_WORLD_COST,
    SOLVER_FAILURES,
    CandidateStats,
    HardPlayer,
    search_candidates,
)
from game.ai.doudizhu.infer import bid_hints, pass_hints
from game.ai.doudizhu.normal import choose_move
from game.ai.doudizhu.view import view_of
from game.doudizhu.combos import Play
from game.doudizhu.moves import Move
from game.doudizhu.state import Observation

REVIEW_WORLDS = 16
"""Judged worlds per reviewed decision (a budget of work): what the hard player's work
budget judges in about its usual thinking time (``game.ai.doudizhu.hard``)."""
REVIEW_SLICE_MS = 5.0


@dataclass(frozen=True)
class MoveChance:
    """One judged move: its win chance (``wins / worlds``) over the worlds judged."""

    move: Move
    wins: float
    worlds: int

    @property
    def chance(self) -> float:
        """The share of worlds this seat's side won after the move (0 when none was judged)."""
        return self.wins / self.worlds if self.worlds else 0.0


@dataclass(frozen=True)
class Judgement:
    """The moves judged at one decision, in the order asked, and how: ``exact`` when every
    world was solved exactly (perfect play), else some were played out."""

    chances: tuple[MoveChance, ...]
    exact: bool

    def of(self, move: Move) -> MoveChance:
        return next(entry for entry in self.chances if entry.move == move)


def review_candidates(observation: Observation, played: Move) -> list[Move]:
    """The move played first, then the moves the hard player would compare here; at least
    one other legal move whenever there is one (so a choice always has an alternative)."""
    view = view_of(observation)
    compared = search_candidates(view, choose_move(view))
    moves = [played, *[move for move in compared if move != played]]
    if len(moves) == 1:
        moves.extend(move for move in view.moves if move != played)
        moves = moves[:2]
    return moves


class _Judge(HardPlayer):
    """The hard player asked to judge given moves instead of choosing one."""

    def judge(self, observation: Observation, moves: Sequence[Move]) -> Generator[None, None, Judgement]:
        clock, stats = self.begin()
        view = view_of(observation)
        table = [CandidateStats(move) for move in moves]
        hints = pass_hints(view, observation)
        bids = bid_hints(view, observation)
        plays_cache: dict[tuple, list[Play]] = {}
        solving = sum(view.left) <= EXACT_CARDS
        while not clock.over():
            world = self._guess_world(view, observation, hints, bids)
            stats.worlds += 1
            outcomes = None
            solved_before = stats.worlds_solved
            if solving:
                outcomes = yield from self._solve_world(world, table, view.is_landlord, plays_cache, clock, stats)
                if outcomes is None and stats.worlds_solved == 0 and stats.solver_failures >= SOLVER_FAILURES:
                    solving = False
            if outcomes is None:
                outcomes = yield from self._playout_world(world, table, clock, stats)
            assert outcomes is not None  # a budget of work never cuts a world short
            stats.worlds_judged += 1
            for entry, value in zip(table, outcomes, strict=True):
                entry.add(value)
            clock.count_world(SOLVED_WORLD_COST if stats.worlds_solved > solved_before else 1.0)
            yield from clock.pause()
        stats.close(clock)
        chances = tuple(MoveChance(entry.move, entry.value, entry.trials) for entry in table)
        return Judgement(chances, stats.worlds_solved == stats.worlds_judged)


def judge_moves(
    observation: Observation,
    moves: Sequence[Move],
    seed: int,
    worlds: int = REVIEW_WORLDS,
    slice_ms: float = REVIEW_SLICE_MS,
    timer: Callable[[], float] = time.perf_counter,
) -> Generator[None, None, Judgement]:
    """Each of ``moves`` (legal at ``observation``) judged over the same guessed worlds, on
    a budget of ``worlds`` worlds (an exactly solved world counts as the hard player counts
    it), from ``seed``; yields between slices (see the module docstring)."""
    judge = _Judge(observation.seat, seed, slice_ms=slice_ms, timer=timer, budget_worlds=worlds)
    return judge.judge(observation, moves)

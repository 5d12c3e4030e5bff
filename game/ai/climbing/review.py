"""The hard Daifugo / President player's judgement of a few moves, for the review of a round.

:func:`judge_places` takes what one seat saw at a decision (a ``ClimbingObservation``) and a
few of its legal moves, and estimates each move's *expected finishing place* (1 is first):
the mean place the seat reached after it over guessed worlds. It is the hard player's
machinery (``game.ai.climbing.hard``) turned from choosing into telling: the worlds come
from the observation alone (:func:`~game.ai.climbing.hard.deal_world`), a small duel is solved
exactly, else the round is finished by the fast playout policy; every move sees the same
worlds, none is dropped on the way (no successive halving: each estimate covers every world),
and the judgement runs on a budget of work (``worlds`` worlds) from a seeded generator, so
the same observation, moves, ``worlds`` and ``seed`` give the same estimates on every machine.

:func:`place_candidates` names the moves worth judging: the move played first, then the
hard player's shortlist. ``judge_places`` yields between slices like ``think``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass

from game.ai.climbing.hard import HardClimbingPlayer, deal_world, knowledge_of
from game.climbing.moves import Move
from game.climbing.observation import ClimbingObservation
from game.climbing.state import SessionState

REVIEW_WORLDS = 16
"""Judged worlds per reviewed decision (a budget of work)."""
REVIEW_SLICE_MS = 5.0


@dataclass(frozen=True)
class MovePlace:
    """One judged move: the 0-based places it led to (as the search counts them), summed over
    ``worlds`` worlds."""

    move: Move
    places: float
    worlds: int

    @property
    def expected_place(self) -> float:
        """The mean finishing place, 1 for first (0 when no world was judged)."""
        return self.places / self.worlds + 1.0 if self.worlds else 0.0


class _PlaceJudge(HardClimbingPlayer):
    """The hard player asked for the expected place of given moves instead of a choice."""

    def candidates(self, observation: ClimbingObservation, played: Move) -> list[Move]:
        moves = list(observation.legal_moves)
        normal = self._decide(observation, moves)
        listed = [candidate.move for candidate in self._shortlist(observation, moves, normal)]
        return [played, *[move for move in listed if move != played]]

    def judge(
        self, observation: ClimbingObservation, moves: Sequence[Move]
    ) -> Generator[None, None, tuple[MovePlace, ...]]:
        clock, stats = self.begin()
        known = knowledge_of(observation)
        places = [0.0] * len(moves)
        while not clock.over():
            hands, out = deal_world(observation, known, self.rng)
            world = SessionState.from_observation(observation, hands, random.Random(self.rng.random()), out)
            stats.worlds += 1
            for index, move in enumerate(moves):
                state = world.clone(random.Random(stats.worlds))
                state.apply(self.seat, move)
                place = yield from self._evaluate(state, clock, stats)
                assert place is not None  # a budget of work never cuts a world short
                places[index] += place
            clock.count_world()
            yield from clock.pause()
        stats.close(clock)
        return tuple(MovePlace(move, total, stats.worlds) for move, total in zip(moves, places, strict=True))


def place_candidates(observation: ClimbingObservation, played: Move, seed: int) -> list[Move]:
    """The move played, then the moves the hard player would compare at ``observation``."""
    return _PlaceJudge(observation.seat, seed).candidates(observation, played)


def judge_places(
    observation: ClimbingObservation,
    moves: Sequence[Move],
    seed: int,
    worlds: int = REVIEW_WORLDS,
    slice_ms: float = REVIEW_SLICE_MS,
    timer: Callable[[], float] = time.perf_counter,
) -> Generator[None, None, tuple[MovePlace, ...]]:
    """Each of ``moves`` (legal at ``observation``) judged over the same ``worlds`` guessed
    worlds from ``seed``: its expected finishing place (see the module docstring)."""
    judge = _PlaceJudge(observation.seat, seed, slice_ms=slice_ms, timer=timer, budget_worlds=worlds)
    return judge.judge(observation, moves)

"""The review of a Daifugo / President round: the player's own plays, judged. No pygame.

A session is rebuilt from its record (the :class:`~game.table.saved_game.SavedGame` that
continues a stored session): dealt again from its seed and replayed move by move through the
engine's ``apply``. Each play or pass of the reviewed seat in the play phase of round
``round_number`` that offered a choice is a :class:`PlaceDecision`: what the seat saw then,
and the hard player's expected finishing place (1 is first) after the move played and after
the best alternative (``game.ai.climbing.review``: guessed worlds, exact duels). Exchanges and
the house rules' card choices are not reviewed.

As for Dou Dizhu (``game.table.doudizhu.review``): only the observation enters an estimate,
each decision is judged on a budget of work from its own seed (the session's seed and the
step's index), so a review replays exactly; a decision's ``cost`` is how many places the
best alternative gains on average, and the ``MARKED`` costliest of at least
``MIN_MARKED_COST`` are marked.

A finished round of real play is kept with the statistics for its review as a
:class:`KeptRound` (the session's record up to the round's end, and the round's number).
"""

from __future__ import annotations

import json
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any

from game.ai.climbing.heuristic import ClimbingPlayer
from game.ai.climbing.review import REVIEW_WORLDS, MovePlace, judge_places, place_candidates
from game.climbing import daifugo
from game.climbing.moves import Move, Pass, PlayCards
from game.climbing.observation import ClimbingObservation
from game.climbing.pending import Phase
from game.climbing.state import SessionState
from game.core.reason import IllegalMove
from game.settings import GameId
from game.table.registry import Family
from game.table.saved_game import SavedGame, SavedGameError, encode_climbing_step

MARKED = 3
MIN_MARKED_COST = 0.25
"""A decision is marked only when the best alternative gains at least a quarter place."""
SEED_STRIDE = 1009


@dataclass(frozen=True)
class PlaceDecision:
    """One reviewed play: ``step`` its index in the session's record."""

    step: int
    observation: ClimbingObservation
    played: MovePlace
    best: MovePlace

    @property
    def cost(self) -> float:
        """Places the best alternative gains on average (0 when the move played was best)."""
        return max(0.0, self.played.expected_place - self.best.expected_place)


@dataclass(frozen=True)
class RoundReview:
    decisions: tuple[PlaceDecision, ...]
    marked: tuple[int, ...]


@dataclass(frozen=True)
class KeptRound:
    """A finished round kept for its review: ``saved`` replays the session up to its end,
    ``round_number`` (from 1) names the round reviewed."""

    saved: SavedGame
    round_number: int

    def to_json(self) -> str:
        return json.dumps({"round": self.round_number, "record": self.saved.to_json()}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> KeptRound:
        """A kept round read back (:class:`SavedGameError` when it is not one)."""
        try:
            data = json.loads(text) if isinstance(text, str) else None
        except ValueError as bad:
            raise SavedGameError("not a kept round") from bad
        if not isinstance(data, dict):
            raise SavedGameError("not a kept round")
        number = data.get("round")
        if isinstance(number, bool) or not isinstance(number, int) or number < 1:
            raise SavedGameError("not a kept round")
        saved = SavedGame.from_json(data.get("record"))
        if saved.family is not Family.CLIMBING:
            raise SavedGameError("not a climbing round")
        return cls(saved, number)


def round_decisions(saved: SavedGame, seat: int, round_number: int) -> list[tuple[int, ClimbingObservation, Move]]:
    """``seat``'s plays with a choice in round ``round_number`` of ``saved``: (step, what it
    saw, the move). :class:`SavedGameError` when the record cannot be replayed."""
    state = SessionState.new(saved.climbing_options(), saved.seed)
    if not 0 <= seat < state.num_players:
        raise SavedGameError(f"no seat {seat} at this table")
    found: list[tuple[int, ClimbingObservation, Move]] = []
    for index, (who, move) in enumerate(saved.climbing_steps()):
        if (
            who == seat
            and state.round_number == round_number
            and state.phase is Phase.PLAY
            and isinstance(move, (PlayCards, Pass))
        ):
            observation = state.observation(seat)
            if len(observation.legal_moves) > 1:
                found.append((index, observation, move))
        try:
            state.apply(who, move)
        except IllegalMove as refused:
            raise SavedGameError(f"the engine refused a move: {refused}") from refused
    return found


def review_round(
    saved: SavedGame, seat: int, round_number: int, worlds: int = REVIEW_WORLDS
) -> Generator[tuple[PlaceDecision, ...], None, RoundReview]:
    """Review ``seat``'s plays in one round; yields the decisions judged so far between slices
    and returns the review."""
    decisions: list[PlaceDecision] = []
    for step, observation, played in round_decisions(saved, seat, round_number):
        seed = saved.seed * SEED_STRIDE + step
        moves = place_candidates(observation, played, seed)
        if len(moves) < 2:
            continue
        judging = judge_places(observation, moves, seed, worlds)
        while True:
            try:
                next(judging)
            except StopIteration as stop:
                places: tuple[MovePlace, ...] = stop.value
                break
            yield tuple(decisions)
        best = min(places[1:], key=lambda entry: entry.places)
        decisions.append(PlaceDecision(step, observation, places[0], best))
        yield tuple(decisions)
    costly = sorted(
        (i for i, d in enumerate(decisions) if d.cost >= MIN_MARKED_COST), key=lambda i: (-decisions[i].cost, i)
    )
    return RoundReview(tuple(decisions), tuple(sorted(costly[:MARKED])))


def run_round_review(saved: SavedGame, seat: int, round_number: int, worlds: int = REVIEW_WORLDS) -> RoundReview:
    """The whole review at once (tests, the benchmark)."""
    reviewing = review_round(saved, seat, round_number, worlds)
    while True:
        try:
            next(reviewing)
        except StopIteration as stop:
            review: RoundReview = stop.value
            return review


def computer_round(seed: int) -> SavedGame:
    """A first Daifugo round played by the normal player at every seat, recorded as a stored
    session (for tests and the benchmark)."""
    options = daifugo()
    state = SessionState.new(options, seed)
    players = [ClimbingPlayer(seat, seed * 10 + seat) for seat in range(state.num_players)]
    steps = []
    while not state.results:
        seat = state.current_player
        assert seat is not None
        move = players[seat].choose(state.observation(seat))
        steps.append(encode_climbing_step(seat, move))
        state.apply(seat, move)
    return SavedGame(GameId.DAIFUGO, options.to_dict(), seed, tuple(steps))

"""The player protocol every AI follows, the levels, and the uniform random player.

A player sees only an observation (its own hand, public facts and its legal moves),
never a game state. ``think(observation)`` is a generator: it yields between slices of
work and returns the chosen move (``StopIteration.value``), so a frame loop can advance
it once per frame and never block. ``choose(observation)`` runs ``think`` to the end.
The chosen move is always one of ``observation.legal_moves``.

The protocol is generic in the family's move type (``game.doudizhu.moves.Move`` or
``game.climbing.moves.Move``), so a Dou Dizhu player is a ``Player[doudizhu Move]``.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Hashable, Sequence
from enum import Enum
from typing import Any, Generic, Protocol, TypeVar

from game.i18n import N_

MoveT = TypeVar("MoveT", bound=Hashable)
"""A family's move type (moves are immutable values, compared by equality)."""

MoveT_co = TypeVar("MoveT_co", bound=Hashable, covariant=True)

Think = Generator[None, None, MoveT]
"""A ``think`` generator: yields between slices of work, returns the chosen move."""


class Level(Enum):
    """AI strength. The value is the name used on the command line and in settings."""

    RANDOM = "random"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def label(self) -> str:
        """Message id of the level's name (render with ``_``)."""
        return _LEVEL_LABELS[self]


_LEVEL_LABELS = {
    Level.RANDOM: N_("Random"),
    Level.EASY: N_("Easy"),
    Level.NORMAL: N_("Normal"),
    Level.HARD: N_("Hard"),
}


class Family(Enum):
    """Game families; each has its own players."""

    DOUDIZHU = "doudizhu"
    CLIMBING = "climbing"


class Player(Protocol[MoveT_co]):
    """What the UI and the simulator drive."""

    seat: int
    level: Level

    def think(self, observation: Any) -> Generator[None, None, MoveT_co]: ...

    def choose(self, observation: Any) -> MoveT_co: ...


def finish(thinking: Think[MoveT]) -> MoveT:
    """Run a ``think`` generator to the end and return its move."""
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            return stop.value


class BasePlayer(Generic[MoveT]):
    """Shared plumbing: ``choose`` drives ``think``; a seeded generator for every choice."""

    level = Level.RANDOM

    def __init__(self, seat: int, seed: int | None = None) -> None:
        self.seat = seat
        self.rng = random.Random(seed)

    def think(self, observation: Any) -> Think[MoveT]:
        raise NotImplementedError
        yield  # pragma: no cover - makes this a generator

    def choose(self, observation: Any) -> MoveT:
        return finish(self.think(observation))


class RandomPlayer(BasePlayer[MoveT]):
    """Picks uniformly among the listed legal moves (seeded, so a seed replays)."""

    level = Level.RANDOM

    def think(self, observation: Any) -> Think[MoveT]:
        return self.pick(observation)
        yield  # pragma: no cover - makes this a generator

    def choose(self, observation: Any) -> MoveT:
        """The same move as ``think`` without driving a generator (the simulator's hot path)."""
        return self.pick(observation)

    def pick(self, observation: Any) -> MoveT:
        """One of ``observation.legal_moves``, uniformly (one draw of the generator)."""
        moves: Sequence[MoveT] = observation.legal_moves
        if not moves:
            raise ValueError("no legal move to choose from")
        return self.rng.choice(moves if isinstance(moves, (tuple, list)) else list(moves))

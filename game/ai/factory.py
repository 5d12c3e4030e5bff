"""Make a computer player of any level for either game family.

The one place that knows every player class, so the families import only the shared
protocol (:mod:`game.ai.player`) and never each other.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.climbing.hard import HardClimbingPlayer
from game.ai.climbing.heuristic import ClimbingPlayer
from game.ai.doudizhu.hard import HardPlayer
from game.ai.doudizhu.normal import NormalPlayer
from game.ai.player import Family, Level, MoveT, Player, RandomPlayer
from game.climbing.moves import Move as ClimbingMove
from game.doudizhu.moves import Move as DoudizhuMove


def _make(
    level: Level | str,
    seat: int,
    seed: int | None,
    budget_ms: float | None,
    budget_worlds: int | None,
    hard: Callable[..., Player[MoveT]],
    heuristic: Callable[..., Player[MoveT]],
) -> Player[MoveT]:
    """The player of ``level`` for one family: uniformly random, the family's ``heuristic``
    player (``easy`` is it with slips) or its ``hard`` search thinking ``budget_ms`` per move
    (or, with ``budget_worlds``, judging that many worlds per move whatever the time: the same
    moves on every machine)."""
    level = Level(level)
    if level is Level.RANDOM:
        return RandomPlayer[MoveT](seat, seed)
    if level is Level.HARD:
        return hard(seat, seed, budget_ms=budget_ms, budget_worlds=budget_worlds)
    return heuristic(seat, seed, mistakes=level is Level.EASY)


def make_doudizhu_player(
    level: Level | str,
    seat: int,
    seed: int | None = None,
    budget_ms: float | None = None,
    budget_worlds: int | None = None,
) -> Player[DoudizhuMove]:
    """A Dou Dizhu player: ``random``, ``easy`` (normal with slips), ``normal`` or ``hard``
    (search thinking ``budget_ms`` per move, default 100 ms, or ``budget_worlds`` of work)."""
    return _make(level, seat, seed, budget_ms, budget_worlds, HardPlayer, NormalPlayer)


def make_climbing_player(
    level: Level | str,
    seat: int,
    seed: int | None = None,
    budget_ms: float | None = None,
    budget_worlds: int | None = None,
) -> Player[ClimbingMove]:
    """A Daifugo / President player: ``random``, ``easy``, ``normal`` or ``hard`` (Monte Carlo
    search thinking ``budget_ms`` per move, default 100 ms, or ``budget_worlds`` of work)."""
    return _make(level, seat, seed, budget_ms, budget_worlds, HardClimbingPlayer, ClimbingPlayer)


def make_player(
    level: Level | str,
    seat: int,
    seed: int | None = None,
    family: Family | str = Family.DOUDIZHU,
    budget_ms: float | None = None,
    budget_worlds: int | None = None,
) -> Player[DoudizhuMove] | Player[ClimbingMove]:
    """A player of ``level`` for ``seat`` of a ``family`` game; ``seed`` makes every choice
    reproducible, and ``budget_worlds`` (a budget of work for ``hard``) on every machine."""
    if Family(family) is Family.CLIMBING:
        return make_climbing_player(level, seat, seed, budget_ms, budget_worlds)
    return make_doudizhu_player(level, seat, seed, budget_ms, budget_worlds)

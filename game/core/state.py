"""The protocol every game state follows (shaped after OpenSpiel's ``State``).

Both engines implement it structurally: ``game.doudizhu.state.DealState`` is a
``GameState[doudizhu Move, Observation]`` and ``game.climbing.state.SessionState`` a
``GameState[climbing Move, ClimbingObservation]``; ``tests/test_state_conformance.py``
checks the contract below on every table and preset.

- ``num_players`` is fixed for the life of the state.
- ``current_player`` is the seat whose decision the game waits for (``None`` exactly
  when ``is_over()``); while the game is not over it has at least one legal move.
- ``legal_moves(seat)`` lists every move that seat may make now (default: the current
  player), including out-of-turn actions and pending choices; it is empty for a seat
  with nothing to decide, and for every seat once the game is over.
- ``apply(seat, move)`` performs a listed move, or raises :class:`IllegalMove` with a
  translatable :class:`~game.core.reason.Reason` and changes nothing.
- ``clone()`` is an independent copy: playing on the copy never changes the original
  and the other way round. Only immutable values (cards, plays, rules, frozen records)
  and documented caches are shared between the two.
- ``observation(seat)`` holds only what that seat may know: its own hand and public
  information, never another hand or a face-down card.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Protocol, Self, TypeVar, runtime_checkable

MoveT = TypeVar("MoveT", bound=Hashable)
"""The engine's move type (moves are immutable values, compared by equality)."""

ObsT_co = TypeVar("ObsT_co", covariant=True)
"""The engine's observation type (an immutable value, compared by equality)."""


@runtime_checkable
class GameState(Protocol[MoveT, ObsT_co]):
    """Structural interface shared by the Dou Dizhu and climbing-game engines."""

    @property
    def num_players(self) -> int: ...

    @property
    def current_player(self) -> int | None: ...

    def is_over(self) -> bool: ...

    def legal_moves(self, seat: int | None = None) -> Sequence[MoveT]: ...

    def apply(self, seat: int, move: MoveT) -> None: ...

    def clone(self) -> Self: ...

    def observation(self, seat: int) -> ObsT_co: ...


GAME_STATE_MEMBERS: tuple[str, ...] = (
    "num_players",
    "current_player",
    "is_over",
    "legal_moves",
    "apply",
    "clone",
    "observation",
)
"""The protocol's members, for runtime checks."""

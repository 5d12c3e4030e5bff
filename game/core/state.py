"""The protocol every game state follows (shaped after OpenSpiel's ``State``).

- ``current_player`` is the seat whose decision the game waits for (``None`` when over).
- ``legal_moves(seat)`` lists every move that seat may make now, including out-of-turn
  actions and pending choices; it is empty for a seat with nothing to decide.
- ``apply(seat, move)`` performs a listed move, or raises :class:`IllegalMove` with a
  translatable reason and changes nothing.
- ``clone`` is a deep, independent copy; ``observation(seat)`` holds only what that
  seat may see (its own hand and public information), never another hand.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol


class GameState(Protocol):
    """Structural interface shared by the Dou Dizhu and climbing-game engines."""

    @property
    def num_players(self) -> int: ...

    @property
    def current_player(self) -> int | None: ...

    def is_over(self) -> bool: ...

    def legal_moves(self, seat: int | None = None) -> Sequence[Hashable]: ...

    def apply(self, seat: int, move: Hashable) -> None: ...

    def clone(self) -> GameState: ...

    def observation(self, seat: int) -> Any: ...

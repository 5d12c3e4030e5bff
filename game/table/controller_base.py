"""What the two table controllers share: the computer seats, pacing, takeover, the guard on
the human's moves and the replay of a saved game. No pygame here.

:class:`TableBase` is the base of :class:`~game.table.doudizhu.controller.TableController`
and :class:`~game.table.climbing.controller.ClimbingTable`; each family keeps its engine
state, its ``update`` and how it applies a move (``_apply``), and gives :meth:`TableBase._observe`
and the steps of a stored game (:meth:`TableBase._replay_moves`).

Invariants:

- Pacing: after every applied move (:meth:`TableBase._after_move`) the table waits
  ``move_delay_ms`` of game time (:attr:`TableBase.cooldown_ms`) before a computer seat
  moves, and the thinking in progress is dropped (the position changed).
- Thinking: :meth:`TableBase._think` advances the deciding seat's ``think`` generator for at
  most ``think_budget_ms`` per frame through one :class:`~game.table.think_driver.ThinkDriver`.
- Takeover (:mod:`game.table.takeover`): while :attr:`TableBase.takeover` is on, the computer
  plays the human's seat and the human's own moves are refused with
  :data:`~game.table.takeover.COMPUTER_PLAYS`; switching it off drops a decision in progress
  for that seat, so no move it was thinking of is ever applied. It can be on only with a
  human seat; :attr:`TableBase.taken_over` remembers that it was on.
- A human move is checked by :meth:`TableBase._human_refusal` first (no human seat, the
  takeover, not the human's turn), then by the engine; a refused move changes nothing.
- Replay: :meth:`TableBase.replay` applies a stored game's moves in order through the same
  ``_apply`` as play, so every move is checked by the engine again; a seat the table does not
  have or a move the engine refuses raises :class:`~game.table.saved_game.SavedGameError`.
"""

from __future__ import annotations

from typing import Generic

from game.ai.player import MoveT, Player
from game.core.reason import IllegalMove, Reason
from game.table.saved_game import SavedGame, SavedGameError
from game.table.shows import Announcement, ShownAction
from game.table.takeover import COMPUTER_PLAYS
from game.table.think_driver import ThinkDriver


class TableBase(Generic[MoveT]):
    """The computer seats, pacing and takeover of a table (see the module docstring)."""

    not_your_turn: Reason
    """The family's refusal of a human move out of turn."""
    no_human: Reason
    """The family's refusal of a human move at a table with no human seat."""

    def __init__(
        self,
        seed: int,
        human_seat: int | None,
        players: dict[int, Player[MoveT]],
        move_delay_ms: int,
        think_budget_ms: float,
    ) -> None:
        self.seed = seed
        self.human_seat = human_seat
        self.players = players
        """Every seat has a computer player: the human's plays it during a takeover (and, in
        Dou Dizhu, when the human's turn runs out)."""
        self.move_delay_ms = move_delay_ms
        self.think_budget_ms = think_budget_ms
        self._driver: ThinkDriver[MoveT] = ThinkDriver(think_budget_ms)
        self.cooldown_ms = move_delay_ms
        """Game time left before a computer seat may move."""
        self.announcement: Announcement | None = None
        self.moves_applied = 0
        self.shown: dict[int, ShownAction[MoveT]] = {}
        """Each seat's last action in the current trick (or auction)."""
        self._takeover = False
        self.taken_over = False
        """Whether the takeover was on at any time during the deal or round shown: the computer
        played (or stood ready to play) the human's seat, so it is not the human's own play."""

    # -- the seats -------------------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        """The seat shown at the bottom and named "You" (seat 0 when the computer plays every seat)."""
        return 0 if self.human_seat is None else self.human_seat

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat == self.human_seat

    def computer_plays(self, seat: int | None) -> bool:
        """Whether the computer makes ``seat``'s moves now (every seat but the human's, and
        the human's too during a takeover)."""
        return seat is not None and (not self.is_human(seat) or self._takeover)

    @property
    def deciding(self) -> bool:
        """Whether a seat's decision is in progress (thought on in a frame before, not done yet)."""
        return self._driver.thinking_for is not None

    # -- takeover --------------------------------------------------------------------------------
    @property
    def takeover(self) -> bool:
        """The computer plays the human's seat (see the module docstring)."""
        return self._takeover

    @takeover.setter
    def takeover(self, on: bool) -> None:
        self._takeover = bool(on) and self.human_seat is not None
        self.taken_over = self.taken_over or self._takeover
        if not self._takeover and self._driver.thinking_for is not None and self.is_human(self._driver.thinking_for):
            self._driver.reset()

    # -- moves -----------------------------------------------------------------------------------
    def _human_refusal(self, in_turn: bool) -> Reason | None:
        """Why no human move is taken now, before the engine looks at it: no human seat, the
        computer playing for them, or (``in_turn`` false) not their turn."""
        if self.human_seat is None:
            return self.no_human
        if self._takeover:
            return COMPUTER_PLAYS
        if not in_turn:
            return self.not_your_turn
        return None

    def _think(self, seat: int) -> MoveT | None:
        """Advance ``seat``'s thinking within the frame budget; the move once it is chosen."""
        return self._driver.advance(seat, self.players[seat], self._observe)

    def _observe(self, seat: int) -> object:
        """What ``seat``'s computer player sees now."""
        raise NotImplementedError

    def _after_move(self) -> None:
        """A move was applied: count it, pause before the next computer move, drop the thinking."""
        self.moves_applied += 1
        self.cooldown_ms = self.move_delay_ms
        self._driver.reset()

    # -- replay ----------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        raise NotImplementedError

    def replay(self, saved: SavedGame) -> None:
        """Continue a stored game of this table (a fresh table, same options and seed): apply
        its moves in order, as they were played, so every move is checked by the engine
        again. Raises :class:`SavedGameError` (the table is then unusable) when the engine
        refuses one or names a seat the table does not have."""
        try:
            self._replay_moves(saved)
        except IllegalMove as refused:
            raise SavedGameError(f"the engine refused a move: {refused}") from refused

    def _replay_moves(self, saved: SavedGame) -> None:
        """Apply ``saved``'s moves (checking each seat with :meth:`_check_seat`) and settle
        what the table shows afterwards."""
        raise NotImplementedError

    def _check_seat(self, seat: int) -> None:
        if seat >= self.num_players:
            raise SavedGameError(f"no seat {seat} at this table")

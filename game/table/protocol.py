"""What every table offers the UI, whatever its family: :class:`TablePlay`. No pygame here.

The Dou Dizhu deal (:class:`~game.table.doudizhu.controller.TableController`) and the
climbing session (:class:`~game.table.climbing.controller.ClimbingTable`) both satisfy it;
the parts of the UI that every family shares (the scene base, the takeover switch, the
app's saving of the game in progress) are typed against it and nothing else. A family's
own scenes use their controller's fuller interface.

The protocol's groups:

- time: :meth:`TablePlay.update` lets game time pass (the computer thinks and moves);
- the human's seat: :attr:`~TablePlay.human_seat`, :attr:`~TablePlay.viewer`,
  :meth:`~TablePlay.is_human`, :meth:`~TablePlay.human_to_act`, :meth:`~TablePlay.seat_label`;
- acting for the human: :meth:`~TablePlay.pass_human` (a refused move returns the
  translated reason and changes nothing; the families' other moves are their own);
- reading a selection: :meth:`~TablePlay.readings` (every legal play the selected cards can
  be) and :meth:`~TablePlay.refusal` (why they cannot be played; ``None``: they can);
- what the table shows: :meth:`~TablePlay.shown_cards`, :attr:`~TablePlay.announcement`,
  :meth:`~TablePlay.decision`, :attr:`~TablePlay.round_over`, :attr:`~TablePlay.log`;
- takeover: :attr:`~TablePlay.takeover` (see :mod:`game.table.takeover`) and
  :attr:`~TablePlay.taken_over`;
- the saved game: :attr:`~TablePlay.record` (every applied move, encoded),
  :meth:`~TablePlay.replay` (continue a stored game on a fresh table) and
  :meth:`~TablePlay.finished` (a finished game is not stored).

Invariant: :attr:`~TablePlay.moves_applied` grows by one with every move applied, from any
seat; everything the UI caches per turn is keyed on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from game.core.cards import Card
from game.core.reason import Phrase, Reason
from game.table.shows import Announcement

if TYPE_CHECKING:
    from game.table.saved_game import SavedGame


class TablePlay(Protocol):
    """A table the UI plays at (see the module docstring)."""

    move_delay_ms: int
    """The computer's pause after every move (game time); the UI sets it from the speed setting."""

    # -- time ------------------------------------------------------------------------------------
    def update(self, dt_ms: int, think: bool = True) -> None:
        """Let ``dt_ms`` of game time pass: announcements run out, the computer thinks (unless
        ``think`` is false: this frame only draws, :mod:`game.table.think_pacing`) and moves."""

    @property
    def deciding(self) -> bool:
        """Whether a computer seat's decision is in progress (thought on in an earlier frame)."""

    @property
    def moves_applied(self) -> int:
        """How many moves were applied so far, from every seat."""

    # -- the human's seat ------------------------------------------------------------------------
    @property
    def human_seat(self) -> int | None:
        """The human's seat (``None``: the computer plays every seat)."""

    @property
    def viewer(self) -> int:
        """The seat shown at the bottom (the human's, or seat 0 in autoplay)."""

    @property
    def num_players(self) -> int: ...

    def is_human(self, seat: int | None) -> bool: ...

    def human_to_act(self) -> bool:
        """The table waits for the human's own move (never while the computer plays for them)."""

    def seat_label(self, seat: int) -> Phrase:
        """How texts name ``seat``: "You" for the viewer, else the opponent's name."""

    # -- acting for the human --------------------------------------------------------------------
    def can_pass(self) -> bool:
        """The human may pass now."""

    def pass_human(self) -> Reason | None:
        """Pass for the human; the reason when that is refused (nothing changes then)."""

    # -- reading a selection ---------------------------------------------------------------------
    def readings(self, cards: Sequence[Card]) -> Sequence[object]:
        """Every legal play the human's selection ``cards`` can stand for now."""

    def refusal(self, cards: Sequence[Card]) -> Reason | None:
        """Why the human's selection cannot be played now (``None``: it can)."""

    # -- what the table shows --------------------------------------------------------------------
    def shown_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``'s last action on the table, still to be drawn."""

    @property
    def announcement(self) -> Announcement | None:
        """The message over the table now, if any."""

    def decision(self) -> object | None:
        """The choice the table waits on besides a play (climbing: the engine's pending
        choice, whoever makes it; Dou Dizhu: none); a new one is a new thing to show."""

    @property
    def round_over(self) -> bool:
        """The table shows a finished round until its result is acknowledged (climbing; a
        Dou Dizhu deal ends the table, so it never pauses on one)."""

    @property
    def log(self) -> Sequence[Phrase]:
        """What happened, oldest first, as the viewer may read it."""

    # -- takeover --------------------------------------------------------------------------------
    @property
    def takeover(self) -> bool:
        """The computer plays the human's seat (see :mod:`game.table.takeover`)."""

    @takeover.setter
    def takeover(self, on: bool) -> None: ...

    @property
    def taken_over(self) -> bool:
        """The takeover was on at some time during the deal or round shown (not the human's own play)."""

    # -- the saved game --------------------------------------------------------------------------
    @property
    def record(self) -> Sequence[object]:
        """Every applied move, encoded for :class:`~game.table.saved_game.SavedGame`."""

    def replay(self, saved: SavedGame) -> None:
        """Continue ``saved`` on this fresh table (same options and seed): apply its moves in
        order through the engine (:class:`~game.table.saved_game.SavedGameError` when one is refused)."""

    def finished(self) -> bool:
        """The game at this table is over (nothing to store, nothing to play)."""


TableT = TypeVar("TableT", bound=TablePlay)
"""A family's controller, where shared code is written once for either (the UI's mixins)."""

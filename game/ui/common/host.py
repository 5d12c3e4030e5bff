"""What a scene may ask of the application that runs it: the :class:`Host` protocol.

Scenes, panels and family plugins are typed against this protocol, never against
:class:`game.ui.app.App`, so nothing a scene imports leads back to the app (the app imports
the scenes, through the families it is given: :mod:`game.ui.families`). The app is the one
implementation; tests may pass a stand-in.

Invariants the app keeps: :meth:`switch` leaves the current scene before entering the next
and closes every open dialog; :meth:`ask` stacks a dialog over the scene that takes every
input event and stops the scene's game time until :meth:`close_modal`; :meth:`save_settings` writes
the settings store at once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from datetime import date
    from pathlib import Path

    from game.core.reason import Phrase
    from game.settings import AiLevel, Settings
    from game.table.climbing.session import ClimbingSession
    from game.table.doudizhu.session import Session
    from game.table.protocol import TablePlay
    from game.table.saved_game import SavedGame
    from game.table.table_session import TableSession
    from game.table.think_pacing import FrameWork
    from game.ui.common.modal import Modal, ModalStack
    from game.ui.common.motion import MotionStyle
    from game.ui.common.sound import SoundBoard
    from game.ui.common.widgets.choice import ChoiceDialog

THINK_BUDGET_MS = 4.0
"""Time per frame the computer players may think."""


class RunOptions(Protocol):
    """The command-line choices a scene reads (:class:`game.ui.app.AppOptions`)."""

    @property
    def seed(self) -> int | None: ...
    @property
    def screenshots(self) -> Path | None: ...
    @property
    def level(self) -> AiLevel | None: ...
    @property
    def today(self) -> date | None: ...


class Host(Protocol):
    """The application as the scenes see it."""

    settings: Settings
    sound: SoundBoard
    session: TableSession[TablePlay] | None
    frame_work: FrameWork
    """What the current frame does (:mod:`game.table.think_pacing`)."""
    notice: Phrase | None
    """A line for the menu to show (a stored game that could not be restored)."""
    paced_speed: str
    """The speed setting the tables were last paced at."""
    dealt_round: object
    """Which round the climbing table last animated dealing (once per round, across scenes)."""
    saved_shots: set[str]

    @property
    def options(self) -> RunOptions: ...
    @property
    def autoplay(self) -> bool: ...
    @property
    def motion(self) -> MotionStyle: ...
    @property
    def move_delay_ms(self) -> int: ...
    @property
    def table(self) -> TablePlay | None:
        """The table being played (``None``: no session, or none dealt yet)."""

    @property
    def current_session(self) -> Session: ...
    @property
    def climbing_session(self) -> ClimbingSession: ...
    modals: ModalStack
    """Every open dialog (:mod:`game.ui.common.modal`)."""

    @property
    def modal(self) -> Modal | None:
        """The app dialog on top, if any."""

    def switch(self, name: str, **kwargs: Any) -> None: ...
    def ask(self, dialog: ChoiceDialog) -> None: ...
    def close_modal(self) -> None: ...
    def start_table(self) -> None: ...
    def leave_table(self) -> None: ...
    def stored_game(self) -> SavedGame | None: ...
    def continue_game(self) -> bool: ...
    def save_settings(self) -> None: ...
    def preferences_changed(self) -> None: ...
    def change_language(self, code: str) -> None: ...
    def capture(self) -> None: ...
    def capture_spare(self) -> None: ...
    def quit(self) -> None: ...

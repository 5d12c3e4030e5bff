"""The application: window, logical canvas, scene manager and the async frame loop.

Everything is drawn on a fixed 1280x720 canvas which is scaled (aspect kept, bars
around) into the resizable desktop window; mouse positions are mapped back to canvas
coordinates before any scene sees them. In the browser the window is fixed at 1280x720 and
the page letterboxes it (see :mod:`game.platform.display`). Finger events are turned into the same mouse
events first (:class:`game.ui.common.pointer.TouchPointer`), so scenes only handle the mouse.
The loop awaits ``asyncio.sleep`` every frame and never blocks, so it runs unchanged in the browser (pygbag).

Scene changes go through :meth:`App.switch`: the old scene's ``leave`` runs, then the
new scene's ``enter``. Every dialog lives on the one modal stack (:mod:`game.ui.common.modal`):
an app dialog (:meth:`App.ask`) sits over the current scene: while it is open it takes every
input event, the scene's game time stands still, and it is drawn on top.
With a screenshot folder the canvas is saved as ``<scene>.png`` once per scene: when a scene
asks (``capture``, for a telling moment), else when it is first left, else at exit.
Frame work times are always collected.

While a computer seat's decision is in progress, frames take turns thinking and drawing
(:mod:`game.table.think_pacing`; :attr:`App.frame_work` says which this frame does, and the
table scenes let their table think only when it says so). A think-only frame leaves the
display as it was; a picture saved after one is drawn afresh first, so a screenshot always
shows the table as it is. A frame that may draw does so only when its picture would differ
from the one on the display (the scene's :meth:`~game.ui.common.scene.Scene.view_key`, input,
animation steps, a dialog: :mod:`game.ui.common.view_key`); otherwise the display keeps it.
On the desktop the loop does not wait for the next frame's time after a think-only frame (it
showed nothing new), so the computer thinks as much per second as before; a frame that could
draw but kept the picture waits as a drawn one would.

The game in progress is kept in the settings store (``settings.saved_game``, see
:mod:`game.table.saved_game`): after every frame in which a move was applied (or a table was
started or ended), when leaving a table and at exit. A finished deal or session clears it;
the menu offers "Continue" while one is stored, and drops one that cannot be restored with
a notice (:attr:`App.notice`).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import PRODUCT_NAME
from game.core.reason import Phrase
from game.i18n import N_, set_language
from game.platform import Platform, display, is_web
from game.platform import current as current_platform
from game.settings import AiLevel, GameId, Settings
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.session import Session
from game.table.protocol import TablePlay
from game.table.table_session import TableSession
from game.table.think_pacing import FrameWork, ThinkPacing
from game.ui.common import theme
from game.ui.common.family_ui import FamilyUi, plugin_of
from game.ui.common.host import THINK_BUDGET_MS
from game.ui.common.menu import MenuScene
from game.ui.common.modal import Modal, ModalStack
from game.ui.common.motion import MotionStyle, Speed, parse_speed
from game.ui.common.options import OptionsScene
from game.ui.common.pointer import TouchPointer
from game.ui.common.scene import Scene
from game.ui.common.sound import Sfx, SoundBoard
from game.ui.common.statistics import StatisticsScene
from game.ui.common.view_key import Redraws
from game.ui.common.widgets import cards as card_art
from game.ui.common.widgets import text
from game.ui.common.widgets.button import press_feedback

if TYPE_CHECKING:
    from game.table.saved_game import SavedGame
    from game.ui.common.widgets.choice import ChoiceDialog

FRAME_MS = 16
AUTOPLAY_SPEED = 6
"""Autoplay runs game time at a fixed ``FRAME_MS * AUTOPLAY_SPEED`` per frame: fast, and
the same on every machine, so a seed replays the same pictures."""
DESKTOP_FPS = 60
WEB_IDLE_S = 0.004
"""In the browser, the pause after a frame with nothing to draw and nobody thinking."""
MAX_DT_MS = 100
"""The most game time one frame lets pass (a longer stall, a hidden tab, is not caught up)."""
MOVE_DELAY_MS = 900
"""Pause after every move so each play stays readable."""
BACKGROUND_MS = 3.0
"""Time per frame for a session's work beside its table (the daily deal's computer play)."""
GAME_DROPPED = N_("The saved game could not be restored and was removed.")
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


@dataclass
class AppOptions:
    """Command-line choices. ``frames`` limits the run (``None`` = until quit)."""

    autoplay: bool = False
    frames: int | None = None
    screenshots: Path | None = None
    language: str | None = None
    seed: int | None = None
    game: GameId | None = None
    level: AiLevel | None = None
    wild: bool = False
    today: date | None = None
    """The UTC date the daily deal takes as today (``None``: the system clock's; tests)."""


@dataclass
class FrameStats:
    """Work time of each frame (events, update, draw, present), per scene."""

    times_ms: dict[str, list[float]] = field(default_factory=dict)

    def add(self, scene: str, ms: float) -> None:
        self.times_ms.setdefault(scene, []).append(ms)

    @staticmethod
    def summary(values: list[float]) -> tuple[float, float]:
        """(median, 95th percentile) in ms."""
        if not values:
            return (0.0, 0.0)
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        return (statistics.median(ordered), p95)

    def report(self) -> str:
        everything = [t for values in self.times_ms.values() for t in values]
        median, p95 = self.summary(everything)
        lines = [f"frames {len(everything)}: median {median:.2f} ms, p95 {p95:.2f} ms"]
        for scene, values in self.times_ms.items():
            median, p95 = self.summary(values)
            lines.append(f"  {scene:<8} frames {len(values):>6}: median {median:.2f} ms, p95 {p95:.2f} ms")
        return "\n".join(lines)


@dataclass
class FrameClock:
    """Game time per frame from the wall clock, in whole ms with the fraction carried to the
    next frame: frames shorter than a millisecond (one that keeps its picture) still let
    their time pass, so game time keeps pace with the wall clock whatever the frame rate.
    A frame lets at most :data:`MAX_DT_MS` pass (and carries nothing over from a longer one)."""

    last_s: float
    carried_ms: float = 0.0

    def tick(self, now_s: float) -> int:
        """The game time (ms) of the frame beginning at ``now_s``."""
        self.carried_ms += (now_s - self.last_s) * 1000
        self.last_s = now_s
        dt_ms = min(MAX_DT_MS, int(self.carried_ms))
        self.carried_ms = 0.0 if dt_ms == MAX_DT_MS else self.carried_ms - dt_ms
        return dt_ms


def shares_window(window: pygame.Surface) -> bool:
    """Whether the scenes draw straight on ``window``: in the browser, where the window is
    the page's canvas at the game's own size for good (the page scales it; a resize never
    reaches the game), so the copy of a separate canvas each frame is saved (about 2 ms a
    frame there). On the desktop the window can be resized, so a separate canvas is scaled."""
    return is_web() and window.get_size() == theme.CANVAS_SIZE


@dataclass
class ScratchPlatform:
    """Reads the stored settings once, keeps every later write in memory.

    Autoplay runs use it, so a scripted run never changes the player's saved settings.
    """

    base: Platform
    stored: str | None = None

    def read_settings(self) -> str | None:
        return self.stored if self.stored is not None else self.base.read_settings()

    def write_settings(self, text: str) -> bool:
        self.stored = text
        return True

    def language(self) -> str | None:
        return self.base.language()


def shutdown() -> None:
    """Close pygame and forget every font (a font does not survive ``pygame.quit``)."""
    text.clear_cache()
    theme.clear_fonts()
    pygame.quit()


class App:
    """Owns the window, the settings and the current scene; knows the families only through
    the plugins it is given (:class:`~game.ui.common.family_ui.FamilyUi`): their scenes join
    the shared ones (menu, options, statistics, tutorial) and their tables start through them."""

    def __init__(
        self,
        options: AppOptions | None = None,
        platform: Platform | None = None,
        families: Sequence[FamilyUi] = (),
        scenes: Mapping[str, Callable[[App], Scene]] | None = None,
    ) -> None:
        self.options = options or AppOptions()
        self.families = tuple(families)
        if platform is None:
            platform = current_platform()
            if self.options.autoplay:
                platform = ScratchPlatform(platform)
        self.platform = platform
        self.dealt_round: object = None
        """Which round the climbing table last animated dealing (once per round, across scenes)."""
        self.settings = Settings.load(self.platform)
        if self.options.language:
            self.settings.language = self.options.language
        if self.options.game:
            self.settings.game = self.options.game
        if self.options.level:
            self.settings.ai_level = self.options.level
        if self.options.wild:
            self.settings.doudizhu.wild = True
        set_language(self.settings.language)
        self.paced_speed = self.settings.speed
        """The speed setting the tables were last paced at (see ``HandTableScene.pace_table``)."""
        pygame.display.init()
        pygame.font.init()
        resizable = display.resizable_window(sys.platform)
        self.window = pygame.display.set_mode(theme.CANVAS_SIZE, pygame.RESIZABLE if resizable else 0)
        pygame.display.set_caption(PRODUCT_NAME)
        self.canvas = self.window if shares_window(self.window) else pygame.Surface(theme.CANVAS_SIZE)
        """What the scenes draw on: the window itself in the browser (see :func:`shares_window`)."""
        self.sound = SoundBoard()
        """Silent until the first gesture (:meth:`frame` unlocks it); scenes call ``play``."""
        self.sound.configure(self.settings.volume, self.settings.muted)
        self.pointer = TouchPointer(lambda: self.window.get_size(), self.to_logical)  # noqa: PLW0108 - a resize replaces window
        self.stats = FrameStats()
        self.pacing = ThinkPacing()
        self.frame_work = FrameWork.BOTH
        """What the current frame does (:mod:`game.table.think_pacing`)."""
        self.canvas_stale = False
        """Whether the last frame skipped drawing (the canvas holds an older picture)."""
        self.redraws = Redraws()
        """The last picture drawn (:mod:`game.ui.common.view_key`)."""
        self.view_ms = 0
        """Frame time so far (the sum of the frames' ``dt_ms``): what animation steps follow."""
        self.frames_drawn = 0
        """Frames that drew and presented a picture (the others kept the display's)."""
        self.frame_drew = False
        """Whether the last frame drew and presented a picture."""
        self.drawn_on: pygame.Surface | None = None
        """The canvas the last picture was drawn on (another one is drawn on afresh)."""
        self.running = True
        self.frame_count = 0
        self.scene_frame = 0
        self.saved_shots: set[str] = set()
        self.spare_shots: dict[str, pygame.Surface] = {}
        """Per scene: a picture kept in case no better moment comes (saved at the end if none did)."""
        self._factories: dict[str, Callable[[App], Scene]] = {}
        self._scenes: dict[str, Scene] = {}
        self.scene: Scene | None = None
        self._session: TableSession[TablePlay] | None = None
        self._doudizhu: Session | None = None
        self._climbing: ClimbingSession | None = None
        self.modals = ModalStack()
        """Every open dialog: the app's (:meth:`ask`) and the scene's own."""
        self.notice: Phrase | None = None
        """A line for the menu to show (a stored game that could not be restored)."""
        self._progress_key: tuple[int, int, Any] | None = None
        self.register("menu", partial(MenuScene, families=self.families))
        self.register("statistics", partial(StatisticsScene, families=self.families))
        self.register("options", OptionsScene)
        for name, factory in (scenes or {}).items():  # scenes across the families (the tutorial)
            self.register(name, factory)
        for family in self.families:
            for name, factory in family.scenes.items():
                self.register(name, factory)
        self.switch("menu")

    @property
    def session(self) -> TableSession[TablePlay] | None:
        """The session being played, whatever its family (``None`` before one started)."""
        return self._session

    @session.setter
    def session(self, session: TableSession[TablePlay] | None) -> None:
        self._session = session
        self._doudizhu = session if isinstance(session, Session) else None
        self._climbing = session if isinstance(session, ClimbingSession) else None

    @property
    def table(self) -> TablePlay | None:
        """The table being played (``None``: no session, or none dealt yet)."""
        return None if self._session is None else self._session.table

    @property
    def current_session(self) -> Session:
        """The Dou Dizhu session being played (its table scenes exist only inside one)."""
        assert self._doudizhu is not None, "no Dou Dizhu table has been started"
        return self._doudizhu

    @property
    def climbing_session(self) -> ClimbingSession:
        """The Daifugo / President session being played (its table scenes exist only inside one)."""
        assert self._climbing is not None, "no climbing table has been started"
        return self._climbing

    @property
    def autoplay(self) -> bool:
        return self.options.autoplay

    @property
    def motion(self) -> MotionStyle:
        """How the table animates: the player's speed and reduced-motion settings. Autoplay
        animates fast (game time, so every run draws the same pictures)."""
        style = MotionStyle(parse_speed(self.settings.speed), self.settings.reduced_motion)
        return MotionStyle(Speed.FAST, style.reduced) if self.autoplay else style

    @property
    def move_delay_ms(self) -> int:
        """The computer's pause after each move: the player's speed (autoplay: the normal pace)."""
        return MOVE_DELAY_MS if self.autoplay else MotionStyle(parse_speed(self.settings.speed)).move_delay_ms

    def family_ui(self, game: GameId) -> FamilyUi:
        """The plugin of ``game``'s family (every family the app shows has one)."""
        return plugin_of(self.families, game)

    # -- scenes ----------------------------------------------------------------------------
    def register(self, name: str, factory: Callable[[App], Scene]) -> None:
        self._factories[name] = factory

    def ask(self, dialog: ChoiceDialog) -> None:
        """Show ``dialog`` over the current scene until :meth:`close_modal` (or a scene change)."""
        self.modals.push(dialog, pauses=True)

    def close_modal(self) -> None:
        """Close the top app dialog."""
        self.modals.close_blocking()

    @property
    def modal(self) -> Modal | None:
        """The app dialog on top, if any: it takes the input and the scene stands still."""
        return self.modals.blocking()

    def switch(self, name: str, **kwargs: Any) -> None:
        """Leave the current scene and enter ``name`` (scenes are made once, entered often);
        every open dialog closes."""
        self.modals.clear()
        if self.scene is not None:
            self._screenshot(self.scene.name)
            self.scene.leave()
        scene = self._scenes.get(name)
        if scene is None:
            scene = self._factories[name](self)
            self._scenes[name] = scene
        self.scene = scene
        self.scene_frame = 0
        self.redraws.forget()
        scene.enter(**kwargs)

    def start_table(self) -> None:
        """Start a session at the chosen table and show its first scene (its family's plugin
        does: Dou Dizhu the bidding of the first deal, Daifugo / President the first round)."""
        self.family_ui(self.settings.game).start(self)

    def leave_table(self) -> None:
        """Leave the table for the menu; the game in progress stays stored for Continue."""
        self.keep_progress(force=True)
        self.switch("menu")

    # -- the game in progress ------------------------------------------------------------------
    def keep_progress(self, force: bool = False) -> None:
        """Store the game in progress when a move was applied (or the table changed or ended)
        since the last time, or always with ``force``; a finished game clears the store.
        Autoplay never stores a game."""
        session = self.session
        if session is None or session.autoplay or session.table is None or not session.stored:
            return
        table = session.table
        key = (id(table), len(table.record), table.finished())
        if key == self._progress_key and not force:
            return
        self._progress_key = key
        saved = session.saved_game()
        text = None if saved is None else saved.to_json()
        if force or text != self.settings.saved_game:
            self.settings.saved_game = text
            self.save_settings()

    def stored_game(self) -> SavedGame | None:
        """The stored game if it can be read; one that cannot is dropped, with :attr:`notice`."""
        from game.table.saved_game import SavedGame, SavedGameError

        if self.settings.saved_game is None:
            return None
        try:
            return SavedGame.from_json(self.settings.saved_game)
        except SavedGameError:
            self.drop_stored_game()
            return None

    def drop_stored_game(self) -> None:
        self.settings.saved_game = None
        self.save_settings()
        self.notice = Phrase.of(GAME_DROPPED)

    def continue_game(self) -> bool:
        """Restore the stored game and go to its table; ``False`` (and the game dropped, with a
        notice) when it cannot be restored."""
        from game.table.resume import resume_session
        from game.table.saved_game import SavedGameError

        saved = self.stored_game()
        if saved is None:
            return False
        try:
            session = resume_session(self.settings, saved, self.move_delay_ms, THINK_BUDGET_MS)
        except SavedGameError:
            self.session = None
            self.drop_stored_game()
            return False
        self.session = session
        self.notice = None
        table = session.table
        assert table is not None
        self._progress_key = (id(table), len(table.record), table.finished())
        self.save_settings()
        self.switch(self.family_ui(saved.game).resume_scene(table.state.phase))
        return True

    def quit(self) -> None:
        self.running = False

    # -- settings ----------------------------------------------------------------------------
    def save_settings(self) -> None:
        self.settings.save(self.platform)

    def preferences_changed(self) -> None:
        """A preference was changed (the Options screen): store it and apply the sound's."""
        self.sound.configure(self.settings.volume, self.settings.muted)
        self.save_settings()

    def change_language(self, code: str) -> None:
        """Switch the language now; every text is drawn through ``_`` so all of it follows."""
        self.settings.language = set_language(code)
        pygame.display.set_caption(PRODUCT_NAME)
        self.save_settings()

    # -- window mapping ---------------------------------------------------------------------
    def viewport(self) -> pygame.Rect:
        """Where the scaled canvas sits in the window (:func:`game.platform.display.letterbox`)."""
        return pygame.Rect(display.letterbox(self.window.get_size()))

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        """The canvas position drawn at window position ``pos``."""
        return display.to_canvas(pos, self.window.get_size())

    def logical_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with its mouse position mapped to canvas coordinates."""
        if event.type in _MOUSE_EVENTS and hasattr(event, "pos"):
            attrs = dict(event.__dict__)
            attrs["pos"] = self.to_logical(event.pos)
            return pygame.event.Event(event.type, attrs)
        return event

    # -- the loop ---------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one raw event: quit, resize, or to the scene in logical coordinates (a
        finger's events as the mouse events they stand for)."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE and not is_web():
            window = pygame.display.get_surface()
            if window is not None:  # a resize event comes from an open window
                self.window = window
        else:
            for pointer_event in self.pointer.translate(event):
                self.deliver(self.logical_event(pointer_event))

    def deliver(self, event: pygame.event.Event) -> None:
        """Hand one event in canvas coordinates to the modal dialog if one is open, else to the scene."""
        with press_feedback(self.click):  # every button press clicks once
            modal = self.modal
            if modal is not None:
                modal.handle_event(event)
            elif self.scene is not None:
                self.scene.handle_event(event)

    def click(self) -> None:
        """A button was pressed: its click sound."""
        self.sound.play(Sfx.CLICK)

    def frame(self, dt_ms: int) -> None:
        """One frame: input, game time, drawing and presenting (cards in the look the
        settings ask for now, so a changed preference shows at once)."""
        assert self.scene is not None
        started = time.perf_counter()
        name = self.scene.name
        card_art.set_look(card_art.Look(self.settings.four_colour, self.settings.large_cards))
        events = pygame.event.get()
        for event in events:
            self.sound.notice(event)  # the first gesture unlocks the sound
            self.dispatch(event)
        self.pointer.advance(dt_ms)
        self.view_ms += dt_ms
        self.frame_work = self.pacing.advance(self.modal is None and self.scene.deciding())
        if self.modal is None:
            if self.autoplay and self.scene is not None:
                self.scene.autoplay(self.scene_frame)
            self.scene.update(dt_ms)
            if self._session is not None:
                self._session.work_in_background(BACKGROUND_MS)
            self.keep_progress()
        self.frame_drew = False
        if self.canvas is not self.drawn_on:  # a new canvas holds no picture yet
            self.redraws.forget()
        if self.frame_work.draws:
            key = None if self.modals.layers else self.scene.view_key()
            self.frame_drew = self.redraws.due(key, bool(events), self.view_ms)
            if self.frame_drew:
                self.scene.draw(self.canvas)
                for dialog in self.modals.blocking_layers():
                    with text.layer("dialog"):  # over the dimmed scene: its texts are apart from the scene's
                        dialog.draw(self.canvas)
                self.present()
                self.redraws.drawn(key, self.view_ms)
                self.drawn_on = self.canvas
                self.frames_drawn += 1
        self.canvas_stale = not self.frame_work.draws
        self.stats.add(name, (time.perf_counter() - started) * 1000)
        self.frame_count += 1
        self.scene_frame += 1

    def present(self) -> None:
        view = self.viewport()
        if self.canvas is self.window:
            pass  # drawn in place
        elif view.size == theme.CANVAS_SIZE and view.topleft == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            self.window.blit(pygame.transform.smoothscale(self.canvas, view.size), view)
        pygame.display.flip()

    async def run(self) -> None:
        """The frame loop; yields to the event loop (and the browser) every frame. In the
        browser a frame that kept the picture and had no decision in progress waits
        :data:`WEB_IDLE_S` before the next (the page shows 60 pictures a second: a loop that
        spun meanwhile would only burn the processor); a thinking frame never waits."""
        clock = FrameClock(time.perf_counter())
        budget = 1.0 / DESKTOP_FPS
        while self.running:
            now = time.perf_counter()
            dt_ms = FRAME_MS * AUTOPLAY_SPEED if self.autoplay else clock.tick(now)
            self.frame(dt_ms)
            if self.options.frames is not None and self.frame_count >= self.options.frames:
                self.running = False
            pause = 0.0
            if not self.autoplay and not is_web() and self.frame_work.draws:
                pause = max(0.0, budget - (time.perf_counter() - now))
            elif not self.autoplay and is_web() and self.frame_work is FrameWork.BOTH and not self.frame_drew:
                pause = WEB_IDLE_S
            await asyncio.sleep(pause)
        self.finish()

    def finish(self) -> None:
        """Save the last scene's picture and the settings, and close the window."""
        directory = self.options.screenshots
        for name, picture in self.spare_shots.items():
            if directory is not None and name not in self.saved_shots:
                directory.mkdir(parents=True, exist_ok=True)
                pygame.image.save(picture, str(directory / f"{name}.png"))
                self.saved_shots.add(name)
        if self.scene is not None:
            self._screenshot(self.scene.name)
        self.keep_progress(force=True)
        self.save_settings()

    def capture(self) -> None:
        """Save the current scene's picture now (at most once per scene; autoplay only)."""
        if self.scene is not None:
            self._screenshot(self.scene.name)

    def capture_spare(self) -> None:
        """Keep the current scene's picture (the first such one) to save at the end, unless
        :meth:`capture` saves a better one for that scene before then (autoplay only)."""
        name = self.scene.name if self.scene is not None else None
        if self.options.screenshots is None or name is None or name in self.saved_shots or name in self.spare_shots:
            return
        self.spare_shots[name] = self.fresh_canvas().copy()

    def _screenshot(self, name: str) -> None:
        directory = self.options.screenshots
        if directory is None or name in self.saved_shots or self.scene is None:
            return
        directory.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.fresh_canvas(), str(directory / f"{name}.png"))
        self.saved_shots.add(name)

    def fresh_canvas(self) -> pygame.Surface:
        """The canvas showing the current scene as the last frame left it: drawn again first
        when the scene has not been drawn yet or the last frame only thought."""
        assert self.scene is not None
        if self.scene_frame == 0 or self.canvas_stale:
            self.scene.draw(self.canvas)
            self.canvas_stale = False
        return self.canvas

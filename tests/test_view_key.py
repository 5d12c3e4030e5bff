"""A frame draws only when its picture would change (:mod:`game.ui.common.view_key`).

The rule is checked on its own (and the frame clock and the browser's idle pause beside it),
and the table scenes' keys against their pixels: over seeded
games of both families, at a browser-like 4 ms and a desktop 16 ms of game time a frame, with
the human playing (by the scene's own hint, play, pass and bid) and the computer playing,
every two frames in a row with equal keys, nothing moving and no input between them draw the
same pixels; and most frames keep the display's picture.
"""

from __future__ import annotations

import asyncio
import hashlib

import pygame
import pytest

from game.settings import AiLevel, GameId
from game.table.think_pacing import FrameWork
from game.ui import app as app_module
from game.ui.app import MAX_DT_MS, WEB_IDLE_S, App, FrameClock
from game.ui.common.view_key import REFRESH_MS, STEP_MS, Redraws, Same, ViewKey
from tests.ui_helpers import make_app


def test_the_rule_draws_on_no_key_input_a_change_a_step_and_the_refresh():
    redraws = Redraws()
    still = ViewKey((1, "a"))
    assert redraws.due(still, False, 0)  # nothing drawn yet
    redraws.drawn(still, 0)
    assert not redraws.due(ViewKey((1, "a")), False, 5)
    assert redraws.due(None, False, 5)
    assert redraws.due(still, True, 5)
    assert redraws.due(ViewKey((2, "a")), False, 5)
    assert redraws.due(still, False, REFRESH_MS)
    moving = ViewKey((1, "a"), moving=True)
    redraws.drawn(moving, STEP_MS)
    assert not redraws.due(moving, False, STEP_MS + STEP_MS - 1)
    assert redraws.due(moving, False, 2 * STEP_MS)
    redraws.forget()
    assert redraws.due(moving, False, STEP_MS)


def test_same_is_identity_not_equality():
    first, second = [1], [1]
    assert Same(first) == Same(first)
    assert Same(first) != Same(second)
    assert Same(None) == Same(None)


def _human_acts(app: App, waited: int) -> bool:
    """The human's move through the scene, as its buttons would make it; True when one was made."""
    scene = app.scene
    table = app.table
    if scene is None or table is None or not table.human_to_act() or waited < 40:
        return False
    if scene.name == "bidding":
        bids = [value for value, button in scene.bid_buttons.items() if button.visible and button.enabled]  # type: ignore[attr-defined]
        if not bids:
            return False
        scene.bid(max(bids))  # type: ignore[attr-defined]
        return True
    if scene.name in ("play", "climbing_play") and app.modals.over_scene() is None:
        scene.hint()  # type: ignore[attr-defined]
        if scene.play_button.enabled:  # type: ignore[attr-defined]
            scene.play_selection()  # type: ignore[attr-defined]
        else:
            scene.pass_turn()  # type: ignore[attr-defined]
        return True
    return False


def _pixels(app: App) -> bytes:
    return hashlib.blake2b(pygame.image.tobytes(app.canvas, "RGB"), digest_size=16).digest()


@pytest.mark.parametrize("dt_ms", [4, 16])
@pytest.mark.parametrize("game", [GameId.DDZ3, GameId.DAIFUGO])
def test_equal_keys_draw_equal_pixels(game, dt_ms, monkeypatch):
    app = make_app(seed=5)
    app.settings.game = game
    app.settings.ai_level = AiLevel.NORMAL
    app.start_table()
    keys: list[ViewKey | None] = []

    def draw_always(key: ViewKey | None, had_input: bool, now_ms: int) -> bool:
        keys.append(key)  # the key the app computed for the picture it draws
        return True

    drawn_frames = app.frames_drawn
    frames = 1500 if dt_ms == 16 else 3000
    waited, compared = 0, 0
    last: tuple[str, ViewKey | None, bytes] | None = None
    for _ in range(frames):
        scene = app.scene
        assert scene is not None
        if scene.name == "exchange":
            scene.autoplay(app.scene_frame)  # Continue once the exchange is over
            table = app.table
            if table is not None and table.human_to_act():
                table.takeover = True  # the computer gives back for the human
        acted = _human_acts(app, waited)
        waited = 0 if acted else waited + 1
        before = app.frames_drawn
        keys.clear()
        with monkeypatch.context() as patch:  # draw every frame, and keep the key it drew
            patch.setattr(app.redraws, "due", draw_always)
            app.frame(dt_ms)
        key = keys[-1] if keys else None
        name = app.scene.name if app.scene is not None else ""
        picture = _pixels(app)
        same_scene = last is not None and not acted and last[0] == name == scene.name
        if same_scene and key is not None and last is not None and key == last[1] and not key.moving:
            assert picture == last[2], f"{name}: equal keys, different pixels at frame {app.frame_count}"
            compared += 1
        last = (name, key, picture) if app.frames_drawn > before else None
    assert compared >= frames // 4, compared
    assert app.frames_drawn > drawn_frames


@pytest.mark.parametrize("game", [GameId.DDZ3, GameId.DAIFUGO])
def test_most_frames_keep_the_picture(game):
    """Browser-like 4 ms frames of a computer-played table: most frames draw nothing, yet
    every move and every flight shows (the moves go on as they would)."""
    app = make_app(seed=5)
    app.settings.game = game
    app.settings.ai_level = AiLevel.NORMAL
    app.start_table()
    table = app.table
    assert table is not None
    table.takeover = True
    start, moves = app.frames_drawn, table.moves_applied
    for _ in range(2500):
        app.frame(4)
    drawn = app.frames_drawn - start
    assert app.table is not None and app.table.moves_applied > moves
    assert 10 < drawn < 2500 // 2


def test_game_time_keeps_pace_with_frames_shorter_than_a_millisecond():
    clock = FrameClock(0.0)
    passed = sum(clock.tick(step * 0.0003) for step in range(1, 1001))  # 1000 frames of 0.3 ms
    assert passed in (299, 300)  # the last fraction of a millisecond is carried on
    assert clock.tick(10.0) == MAX_DT_MS  # a long stall lets the cap pass, and no more after it
    assert clock.tick(10.0) == 0


def test_in_the_browser_a_frame_with_nothing_to_draw_or_think_waits(monkeypatch):
    app = make_app(seed=5, frames=400)
    app.settings.game = GameId.DDZ3
    app.settings.ai_level = AiLevel.NORMAL
    app.start_table()
    pauses: list[tuple[float, FrameWork, bool]] = []

    async def sleep(seconds: float) -> None:
        pauses.append((seconds, app.frame_work, app.frame_drew))

    monkeypatch.setattr(app_module, "is_web", lambda: True)
    monkeypatch.setattr(app_module.asyncio, "sleep", sleep)
    asyncio.run(app.run())
    idle = [seconds for seconds, work, drew in pauses if work is FrameWork.BOTH and not drew]
    assert idle and all(seconds == WEB_IDLE_S for seconds in idle)
    assert all(seconds == 0 for seconds, work, drew in pauses if drew or work is not FrameWork.BOTH)

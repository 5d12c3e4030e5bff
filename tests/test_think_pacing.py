"""The frame pacing while a computer seat thinks (game.table.think_pacing) and the app's use of it."""

from __future__ import annotations

import pygame

from game.table.think_pacing import FrameWork, ThinkPacing, next_work
from game.ui.app import App
from game.ui.common.scene import Scene
from tests.ui_helpers import make_app


def test_no_decision_in_progress_does_everything() -> None:
    for last in FrameWork:
        assert next_work(False, last) is FrameWork.BOTH
    assert FrameWork.BOTH.thinks and FrameWork.BOTH.draws


def test_a_decision_alternates_think_only_and_draw_only_frames() -> None:
    assert next_work(True, FrameWork.BOTH) is FrameWork.THINK
    assert next_work(True, FrameWork.THINK) is FrameWork.DRAW
    assert next_work(True, FrameWork.DRAW) is FrameWork.THINK
    assert FrameWork.THINK.thinks and not FrameWork.THINK.draws
    assert FrameWork.DRAW.draws and not FrameWork.DRAW.thinks


def test_pacing_over_a_decision_is_the_same_every_time() -> None:
    deciding = [False, True, True, True, True, True, False, False, True, False]
    runs = []
    for _ in range(2):
        pacing = ThinkPacing()
        runs.append([pacing.advance(flag) for flag in deciding])
    assert runs[0] == runs[1]
    b, t, d = FrameWork.BOTH, FrameWork.THINK, FrameWork.DRAW
    assert runs[0] == [b, t, d, t, d, t, b, b, t, b]
    # the display is redrawn at least every other frame
    assert all(a.draws or nxt.draws for a, nxt in zip(runs[0], runs[0][1:], strict=False))


class _Deciding(Scene):
    """A scene whose table is deciding for the first ``frames`` frames; counts its draws."""

    name = "deciding"

    def __init__(self, app: App, frames: int) -> None:
        super().__init__(app)
        self.left, self.draws, self.thinks = frames, 0, []

    def deciding(self) -> bool:
        return self.left > 0

    def update(self, dt_ms: int) -> None:
        self.thinks.append(self.app.frame_work.thinks)
        self.left -= 1

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1


def test_the_app_draws_every_other_frame_while_a_decision_is_in_progress(tmp_path):
    app = make_app(screenshots=tmp_path)
    scene = _Deciding(app, 5)
    app.register(scene.name, lambda _app: scene)
    app.switch(scene.name)
    for _ in range(8):
        app.frame(16)
    assert scene.thinks == [True, False, True, False, True, True, True, True]
    assert scene.draws == 5  # frames 2, 4, 6, 7, 8: think-only frames draw nothing
    app.frame(16)
    scene.left = 1
    app.frame(16)  # think only: the canvas keeps the last picture
    assert app.canvas_stale and scene.draws == 6
    app.capture()  # a picture after a think-only frame is drawn afresh
    assert scene.draws == 7 and (tmp_path / "deciding.png").is_file()

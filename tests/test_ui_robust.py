"""No click or key crashes any scene; the autoplay command writes one PNG per scene."""

from __future__ import annotations

import asyncio
import random

import pygame
import pytest

from game.i18n import set_language
from game.settings import AiLevel, GameId
from tests.ui_helpers import make_app

KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RETURN,
    pygame.K_KP_ENTER, pygame.K_p, pygame.K_h, pygame.K_n, pygame.K_ESCAPE, pygame.K_BACKSPACE,
    pygame.K_0, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_9, pygame.K_a, pygame.K_PAGEDOWN, pygame.K_PAGEUP,
]


@pytest.fixture(autouse=True)
def _english():
    yield
    set_language("en")


def random_event(rng: random.Random) -> pygame.event.Event:
    roll = rng.random()
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    if roll < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 2, 3, 4, 5)))
    if roll < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3)))
    if roll < 0.7:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.75:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


@pytest.mark.parametrize(("seed", "game"), [(1, GameId.DDZ3), (2, GameId.DDZ4), (3, GameId.DDZ2)])
def test_thousands_of_random_clicks_and_keys_never_crash(seed: int, game: GameId):
    rng = random.Random(seed)
    app = make_app(seed=seed, level=AiLevel.EASY, game=game)
    visited = set()
    quits = 0
    for step in range(3000):
        if not app.running:
            quits += 1
            app.running = True
        if app.scene.name == "menu":
            # The menu's keyboard focus lets the monkey pick any game: keep this test's family.
            app.settings.game = game
            if rng.random() < 0.02:
                app.start_table()
        event = random_event(rng)
        # The monkey may press Quit: count it, keep going.
        app.dispatch(event)
        visited.add(app.scene.name)
        if step % 3 == 0:
            app.frame(16 * 20)
    assert {"menu", "bidding", "play"} <= visited


def test_autoplay_writes_one_picture_per_scene(tmp_path, monkeypatch):
    monkeypatch.setenv("CLIMBING_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    import main

    shots = tmp_path / "shots"
    args = ["--autoplay", "--frames", "1600", "--screenshots", str(shots)]
    args += ["--seed", "3", "--level", "easy", "--lang", "sv"]
    code = asyncio.run(main.main(args))
    assert code == 0
    names = {path.name for path in shots.glob("*.png")}
    assert {"menu.png", "rules.png", "bidding.png", "play.png", "scoring.png"} <= names
    for path in shots.glob("*.png"):
        assert pygame.image.load(str(path)).get_size() == (1280, 720)
    assert not (tmp_path / "config" / "settings.json").exists(), "autoplay never touches saved settings"


def test_random_input_on_the_scoring_and_rules_scenes():
    rng = random.Random(9)
    app = make_app(seed=4, level=AiLevel.EASY, autoplay=True)
    app.start_table()
    for _ in range(20_000):
        if app.scene.name == "scoring":
            break
        app.frame(96)
    assert app.scene.name == "scoring"
    app.options.autoplay = False
    for _ in range(1500):
        if not app.running:
            app.running = True
        if app.scene.name not in ("scoring", "rules"):
            app.switch(rng.choice(("scoring", "rules")))
        app.dispatch(random_event(rng))
        app.frame(16)

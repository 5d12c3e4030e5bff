"""The review scene (game.ui.doudizhu.review), headless: it runs in the background with a
progress bar, steps by keys and clicks, can be left at any time; the result screen and the
statistics screen open it."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.settings import GameId
from game.table.doudizhu.review import computer_deal, run_review
from tests.ui_helpers import click, finish_review, key, make_app


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_the_review_scene_runs_steps_and_marks_like_the_core():
    saved = computer_deal(GameId.DDZ3, 2)
    app = make_app(seed=5)
    app.switch("review", records=[saved], back="menu")
    scene = app.scene
    assert scene.name == "review" and scene.total > 0
    app.frame(16)
    assert not scene.finished  # the work comes a slice a frame
    finish_review(app)
    assert scene.review == run_review(saved, 0)  # the same estimates and marks as the core's
    assert scene.current == 0
    key(app, pygame.K_RIGHT)
    assert scene.current == 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.current == 0
    click(app, scene.slot_rect(scene.total - 1).center)
    assert scene.current == scene.total - 1
    click(app, scene.previous_button.rect.center)
    assert scene.current == scene.total - 2
    app.frame(16)
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def test_the_review_can_be_left_while_it_runs():
    saved = computer_deal(GameId.DDZ4, 1)
    app = make_app(seed=5)
    app.switch("review", records=[saved, computer_deal(GameId.DDZ3, 2)], chosen=0, back="menu")
    scene = app.scene
    app.frame(16)
    key(app, pygame.K_PAGEDOWN)  # the other kept deal: the review starts again
    assert scene.chosen == 1 and scene.done == [] and scene.review is None
    app.frame(16)
    click(app, scene.back_button.rect.center)
    assert app.scene.name == "menu" and scene.running is None


def test_an_unreadable_record_says_so():
    saved = computer_deal(GameId.DDZ3, 2)
    broken = type(saved)(saved.game, saved.options, saved.seed, saved.moves[:3] + saved.moves[4:])
    app = make_app(seed=5)
    app.switch("review", records=[broken])
    assert app.scene.failed
    app.frame(16)


def test_the_statistics_screen_reviews_the_kept_deals():
    app = make_app(seed=5)
    app.settings.statistics.keep_deal(computer_deal(GameId.DDZ3, 2).to_json())
    app.settings.statistics.keep_deal("not a deal")
    app.switch("statistics")
    scene = app.scene
    assert scene.review_button.enabled
    click(app, scene.review_button.rect.center)
    assert app.scene.name == "review" and len(app.scene.records) == 1
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "statistics"


def test_the_result_screen_reviews_the_deal_just_played():
    from game.table.doudizhu.session import Session
    from tests.test_review_kept import _play_out

    app = make_app(seed=5)
    session = Session(app.settings, seed=3)
    session.next_deal(0, 1.0)
    _play_out(session)
    session.record_deal(session.table.state.result)
    app.session = session
    app.switch("scoring")
    app.frame(16)
    scoring = app.scene
    assert scoring.review_button.visible
    click(app, scoring.review_button.rect.center)
    review = app.scene
    assert review.name == "review" and review.records[0].seed == session.table.seed
    assert review.records[0].to_json() == app.settings.statistics.recent[-1]
    app.frame(16)
    key(app, pygame.K_ESCAPE)
    assert app.scene is scoring
    session.table.takeover = True  # no review of a deal the computer played for the player
    app.frame(16)
    assert not scoring.review_button.visible

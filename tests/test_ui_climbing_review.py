"""The climbing review (game.ui.climbing.review), headless: the result screen opens it for the
round just played, it runs in the background a slice a frame, steps by keys and clicks, can
be left mid-computation, draws no text over another in every language; the rounds kept with
the statistics are repaired entry by entry."""

from __future__ import annotations

import json

import pygame
import pytest

from game.ai.climbing.heuristic import ClimbingPlayer
from game.i18n import set_language
from game.settings import GameId, Settings
from game.stats import RECENT_DEALS, RECENT_ROUND_CHARS, RECENT_ROUNDS_KEY
from game.table.climbing.review import KeptRound, computer_round, run_round_review
from game.table.climbing.session import ClimbingSession
from game.table.saved_game import SavedGameError
from game.ui.common.widgets import text
from tests.ui_helpers import click, finish_review, key, make_app

LANGUAGES = ("en", "sv", "ja", "zh_Hans")


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def _play_round(session: ClimbingSession) -> None:
    """The computer finishes the round in progress, the normal player choosing for the human
    seat as if the human had (real play)."""
    table = session.table
    assert table is not None
    table.move_delay_ms = 0
    chooser = ClimbingPlayer(0, 99)
    for _step in range(5000):
        if table.round_over:
            return
        if table.human_to_act():
            table._apply(0, chooser.choose(table.state.observation(0)))
        else:
            table.update(1000)
    raise AssertionError("the round never ended")


def _scoring(app, seed: int = 6):
    session = ClimbingSession(app.settings, seed=seed)
    session.start(0, 1.0)
    _play_round(session)
    app.session = session
    app.switch("climbing_scoring")
    app.frame(16)
    return session, app.scene


def test_the_result_screen_reviews_the_round_just_played():
    app = make_app(seed=5, game=GameId.DAIFUGO)
    session, scoring = _scoring(app)
    kept = app.settings.statistics.recent_rounds
    assert len(kept) == 1 and KeptRound.from_json(kept[0]).round_number == 1
    assert scoring.review_button.visible
    click(app, scoring.review_button.rect.center)
    review = app.scene
    assert review.name == "climbing_review" and review.records[0] == KeptRound.from_json(kept[0])
    app.frame(16)
    assert not review.finished  # the work comes a slice a frame
    finish_review(app)
    record = review.records[0]
    assert review.review == run_round_review(record.saved, 0, 1)  # the same places and marks as the core's
    assert review.total == len(review.review.decisions) > 1
    key(app, pygame.K_RIGHT)
    assert review.current == 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert review.current == 0
    click(app, review.slot_rect(review.total - 1).center)
    assert review.current == review.total - 1
    click(app, review.previous_button.rect.center)
    assert review.current == review.total - 2
    key(app, pygame.K_ESCAPE)
    assert app.scene is scoring
    assert len(app.settings.statistics.recent_rounds) == 1  # coming back counts nothing again
    session.table.taken_over = True  # the computer played the player's seat: no review
    app.frame(16)
    assert not scoring.review_button.visible


def test_the_review_can_be_left_while_it_runs():
    app = make_app(seed=5, game=GameId.DAIFUGO)
    first, second = KeptRound(computer_round(6), 1), KeptRound(computer_round(7), 1)
    app.switch("climbing_review", records=[first, second], chosen=0, back="menu")
    scene = app.scene
    app.frame(16)
    key(app, pygame.K_PAGEDOWN)  # the other kept round: the review starts again
    assert scene.chosen == 1 and scene.done == [] and scene.review is None
    app.frame(16)
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu" and scene.running is None


def test_an_unreadable_round_says_so():
    saved = computer_round(6)
    broken = type(saved)(saved.game, saved.options, saved.seed, saved.moves[:3] + saved.moves[5:])
    app = make_app(seed=5)
    app.switch("climbing_review", records=[KeptRound(broken, 1)])
    assert app.scene.failed
    app.frame(16)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_draws_no_text_over_another(language):
    app = make_app(seed=5, game=GameId.DAIFUGO, language=language)
    app.switch("climbing_review", records=[KeptRound(computer_round(6), 1), KeptRound(computer_round(7), 1)])
    scene = app.scene
    canvas = text.RecordingSurface((1280, 720))
    app.canvas = canvas
    found = set()
    for frame in range(20000):
        if frame % 7 == 0 or scene.finished:
            recorder = text.Recorder()
            with text.recording(recorder):
                app.frame(16)
            found |= {f"{a.label!r} x {b.label!r}" for a, b in recorder.overlaps()}
            if scene.finished:
                if scene.current >= scene.total - 1:
                    break
                scene.step(1)
        else:
            app.frame(16)
    assert scene.finished
    assert not found, "\n".join(sorted(found))


def test_kept_rounds_are_repaired_entry_by_entry():
    settings = Settings()
    good = KeptRound(computer_round(6), 1).to_json()
    settings.statistics.keep_round(good)
    settings.statistics.keep_round("x" * (RECENT_ROUND_CHARS + 1))  # too long: never kept
    data = json.loads(settings.to_json())
    assert data["statistics"][RECENT_ROUNDS_KEY] == [good]
    data["statistics"][RECENT_ROUNDS_KEY] = [good, 7, None, {"a": 1}, "x" * (RECENT_ROUND_CHARS + 1), "two"]
    assert Settings.from_json(json.dumps(data)).statistics.recent_rounds == [good, "two"]
    data["statistics"][RECENT_ROUNDS_KEY] = ["z"] * (RECENT_DEALS + 3)
    assert Settings.from_json(json.dumps(data)).statistics.recent_rounds == ["z"] * RECENT_DEALS
    data["statistics"][RECENT_ROUNDS_KEY] = "not a list"
    assert Settings.from_json(json.dumps(data)).statistics.recent_rounds == []
    for bad in ("two", "[]", '{"round": 0, "record": "{}"}', '{"round": true}', json.dumps({"round": 1})):
        with pytest.raises(SavedGameError):
            KeptRound.from_json(bad)
    ddz = json.dumps({"round": 1, "record": json.loads(good)["record"].replace("daifugo", "ddz3")})
    with pytest.raises(SavedGameError):
        KeptRound.from_json(ddz)
    settings.statistics.reset()
    assert settings.statistics.recent_rounds == []


def test_the_statistics_screen_reviews_the_kept_rounds_on_a_climbing_tab():
    app = make_app(seed=5)
    app.settings.statistics.keep_round(KeptRound(computer_round(6), 1).to_json())
    app.settings.statistics.keep_round("not a round")
    app.switch("statistics")
    scene = app.scene
    assert not scene.review_button.enabled  # the Dou Dizhu tab: no kept deal
    scene.show(GameId.DAIFUGO)
    assert scene.review_button.enabled and scene.review_label() == "Review last rounds"
    click(app, scene.review_button.rect.center)
    assert app.scene.name == "climbing_review" and len(app.scene.records) == 1
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "statistics"

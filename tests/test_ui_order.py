"""Order and clarity at the table: a refusal never outlives the turn it was about, the seat
to act is ringed in gold, and every seat's last action of the trick stays in sight."""

from __future__ import annotations

import pygame
import pytest

from game.climbing.moves import Pass as ClimbingPass
from game.core.cards import Rank
from game.i18n import set_language
from game.ui.common import theme
from game.ui.common.widgets import text
from tests.test_ui_playflow import cards, climbing_play, ddz_play, frames_until
from tests.ui_helpers import key

R = Rank


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_ddz_not_your_turn_clears_when_the_turn_arrives():
    app, scene, table = ddz_play(
        [cards(R.FIVE, R.SIX), cards(R.THREE, R.FOUR, offset=1), cards(R.FOUR, R.SEVEN)], landlord=1
    )
    assert not table.human_to_act()
    key(app, pygame.K_p)
    assert scene.message is not None and scene.message.msgid == "not your turn"
    frames_until(app, table.human_to_act)
    assert scene.message is None, "the refusal went with the turn it was about"


def test_climbing_not_your_turn_clears_when_the_turn_arrives():
    app, scene, table = climbing_play("3♠ 4♥ 4♣|2♠ 2♥ 5♦|6♦ 7♦ 9♣")
    assert not table.human_to_act()
    key(app, pygame.K_p)
    scene.pass_or_skip()
    assert scene.message is not None
    frames_until(app, table.human_to_act)
    assert scene.message is None


def test_a_message_still_fades_with_game_time_on_the_same_turn():
    app, scene, table = climbing_play("3♠ 4♥ 4♣|2♠ 2♥ 5♦|6♦ 7♦ 9♣", auto_pass=False)
    frames_until(app, table.human_to_act)
    scene.hint()
    assert scene.message is not None
    app.frame(3000)
    assert scene.message is not None
    app.frame(600)
    assert scene.message is None and table.human_to_act()


def gold_ring(surface: pygame.Surface, panel: pygame.Rect) -> bool:
    """The 3-pixel ring just outside ``panel`` is gold."""
    return tuple(surface.get_at((panel.centerx, panel.y - 1)))[:3] == theme.GOLD


def test_the_seat_to_act_is_ringed_in_both_families():
    from game.ui.climbing.layout import VIEWER_PANEL, seat_spot
    from game.ui.common.widgets.seats import place_of

    app, scene, table = ddz_play(
        [cards(R.FIVE, R.SIX), cards(R.THREE, R.FOUR, offset=1), cards(R.FOUR, R.SEVEN)], landlord=1
    )
    scene.draw(app.canvas)
    assert gold_ring(app.canvas, place_of(1, 0, 3).panel) and not gold_ring(app.canvas, place_of(2, 0, 3).panel)
    app, scene, table = climbing_play("3♠ 4♥ 4♣|2♠ 2♥ 5♦|6♦ 7♦ 9♣", auto_pass=False)
    frames_until(app, table.human_to_act)
    scene.draw(app.canvas)
    assert gold_ring(app.canvas, VIEWER_PANEL) and not gold_ring(app.canvas, seat_spot(1, 3).panel)


def test_climbing_shows_every_seats_last_action_of_the_trick_including_the_viewers():
    """Once the viewer has passed and every seat has acted in the trick: the top play lies
    on the pile, every other seat's last play (small cards) or "Pass" shows by its panel,
    the viewer's just above the viewer's panel."""
    from game.ui.climbing.layout import VIEWER_ACTION, seat_spot

    app, scene, table = climbing_play("3♠ 4♥ 4♣|2♠ 2♥ 5♦|6♦ 7♦ 9♣", auto_pass=False)
    frames_until(app, table.human_to_act)
    scene.pass_or_skip()
    frames_until(app, lambda: len(table.shown) == 3 and isinstance(table.shown[0].move, ClimbingPass))
    recorder = text.Recorder()
    canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    with text.recording(recorder):
        scene.draw(canvas)
    passes = [pygame.Rect(box.rect) for box in recorder.boxes if box.label == "Pass"]
    card_rows = [pygame.Rect(box.rect) for box in recorder.boxes if box.kind is text.BoxKind.CARDS]
    for seat, shown in table.shown.items():
        spot = VIEWER_ACTION if seat == 0 else seat_spot(seat, 3).action
        if seat == table.state.top_seat and shown.cards:
            assert any(row.collidepoint(scene_center()) for row in card_rows), "the top play lies on the pile"
        elif shown.cards:
            assert any(row.collidepoint(spot) for row in card_rows), (seat, card_rows)
        else:
            assert any(box.collidepoint(spot) for box in passes), (seat, passes)


def scene_center() -> tuple[int, int]:
    from game.ui.climbing.layout import CENTER

    return CENTER

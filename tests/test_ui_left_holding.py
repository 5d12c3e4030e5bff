"""The climbing result screen (issue 16): the cards the last player was left holding keep clear
of the "Next round" / "Back to menu" buttons, as they were really drawn, whatever the table
size and however many cards are left."""

from __future__ import annotations

import pygame
import pytest

from game.climbing.options import daifugo, president
from game.i18n import set_language
from game.settings import GameId
from game.table.climbing.controller import ClimbingTable
from game.ui.common import theme
from game.ui.common.widgets import text
from tests.test_ui_climbing import climbing_app
from tests.ui_helpers import click

GAP = 8
"""At least this much felt between the cards and a button."""


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize(("game", "players", "rounds"), [
    (GameId.DAIFUGO, 3, 3), (GameId.PRESIDENT, 4, 3), (GameId.PRESIDENT, 6, 3), (GameId.DAIFUGO, 4, 1),
    (GameId.PRESIDENT, 6, 1),
])
def test_the_cards_left_keep_clear_of_the_buttons(game: GameId, players: int, rounds: int) -> None:
    make = daifugo if game is GameId.DAIFUGO else president
    app = climbing_app(game, make(players=players, rounds=rounds), seed=4)
    click(app, app.scene.play_button.rect.center)
    table = ClimbingTable(app.session.options, 5, "easy", human_seat=None, move_delay_ms=0, announce_ms=0)
    while not table.round_over:
        table.update(16)
    app.session.table = table
    app.switch("climbing_scoring")
    app.canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    recorder = text.Recorder()
    with text.recording(recorder):
        app.frame(0)
    left = [pygame.Rect(box.rect) for box in recorder.of_kind(text.BoxKind.CARDS)]
    buttons = [pygame.Rect(box.rect) for box in recorder.of_kind(text.BoxKind.BUTTON)]
    assert left, "the cards left were drawn"
    assert len(buttons) == 2
    for cards in left:
        for button in buttons:
            assert not cards.colliderect(button.inflate(2 * GAP, 2 * GAP)), (cards, button)
    assert recorder.overlaps() == [], "and no text lies on them"

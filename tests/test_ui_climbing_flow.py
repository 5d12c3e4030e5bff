"""The climbing games' flow at the table (issue 11): results before the next deal, rule
announcements before the choices they open, refusals inside dialogs, the Relief Supplies
pile, the Q Bomb and 10 Discard texts, the exchange's help, and the session's final screen."""

from __future__ import annotations

import pygame
import pytest

from game.climbing.options import daifugo, president
from game.climbing.pending import EventKind
from game.i18n import set_language
from game.ui.common.widgets import text
from tests.test_ui_climbing import arranged_play
from tests.ui_helpers import click


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def drawn_texts(app, monkeypatch) -> list[str]:
    """Every line the current scene draws in one frame (text.render and text.fitted calls)."""
    seen: list[str] = []
    render, fitted = text.render, text.fitted

    def record_render(line: str, *args, **kwargs):
        seen.append(line)
        return render(line, *args, **kwargs)

    def record_fitted(line: str, *args, **kwargs):
        seen.append(line)
        return fitted(line, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(text, "render", record_render)
        patch.setattr(text, "fitted", record_fitted)
        app.scene.draw(app.canvas)
    return seen


def play_until(app, done, frames: int = 400) -> None:
    for _ in range(frames):
        if done():
            return
        app.frame(16)
    assert done()


# -- 1. the round's results come before the next deal ---------------------------------------------------


def test_the_finished_round_stays_on_the_table_until_its_results_are_acknowledged(monkeypatch):
    """Seat 1 and seat 2 go out; the human is left with three cards. The engine has dealt
    round 2 already, but the table, the scoring screen and the hand show round 1 as it ended
    until "Next round"; only then do the new hands and the exchange show."""
    app, scene, table = arranged_play(daifugo(players=3, rounds=2), "3♣ 4♣ K♣|5♦|6♦", 1)
    play_until(app, lambda: table.round_over)
    assert table.state.round_number == 2, "the engine dealt the next round at once"
    assert [card.label for card in scene.hand.cards] == ["3♣", "4♣", "K♣"]
    assert scene.displayed_round() == 1
    assert [len(hand) for hand in scene.state.hands] == [3, 0, 0]
    play_until(app, lambda: app.scene.name == "climbing_scoring")
    lines = drawn_texts(app, monkeypatch)
    assert "Player 1 (you) was left holding:" in lines
    assert app.scene.cards_left()[0][0] == 0
    assert [c.label for c in app.scene.cards_left()[0][1]] == ["3♣", "4♣", "K♣"]
    click(app, app.scene.next_button.rect.center)
    assert app.scene.name == "exchange"
    assert len(app.scene.hand.cards) > 3, "the next round's hand shows after the results"
    assert any(phrase.msgid == "Round {number} begins" for phrase in table.log[table.round_log_start :])

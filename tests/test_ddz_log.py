"""The Dou Dizhu event log: built from the engine's typed moves, shown by the shared log panel."""

from __future__ import annotations

import pygame
import pytest

from game.doudizhu.moves import Pass
from game.doudizhu.notation import hands_of
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase
from game.i18n import _, set_language
from game.settings import AiLevel
from game.table.doudizhu.controller import TableController
from tests.ui_helpers import click, key, make_app, run_frames


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_a_whole_deal_is_logged_move_by_move():
    table = TableController(TableRules.three(), 11, "easy", human_seat=None, move_delay_ms=0)
    for _step in range(5000):
        table.update(50)
        if table.state.phase == Phase.OVER:
            break
    assert table.state.phase == Phase.OVER
    lines = [phrase.render(_) for phrase in table.log]
    state = table.state
    moves = [
        line for line in lines if (" play" in line and "every card" not in line) or line.endswith((" pass", " passes"))
    ]
    assert len(moves) == len(state.history)
    passes = sum(isinstance(move, Pass) for _seat, move in state.history)
    assert sum(line.endswith(("pass", "passes")) for line in lines) == passes
    assert any("is the landlord for" in line or "You are the landlord" in line for line in lines)
    bottom = next(line for line in lines if "the bottom cards:" in line)
    assert all(card.label in bottom for card in state.bottom)
    assert lines[-1] in ("The landlord wins", "The farmers win")
    set_language("sv")
    assert [phrase.render(_) for phrase in table.log] != lines  # rendered in the language of the moment


def test_bombs_spring_and_you_sentences():
    rules = TableRules.three()
    hands = hands_of(["3333 4", "5", "6"], rules.decks)
    table = TableController(rules, 1, "easy", human_seat=0, move_delay_ms=0)
    table.state = DealState.arranged(rules, hands, landlord=0, bid=1)
    bomb = next(play for play in table.readings([c for c in table.state.hands[0] if c.rank == hands[0][0].rank]))
    assert table.play_human(bomb, [c for c in table.state.hands[0] if c.rank == hands[0][0].rank]) is None
    for _step in range(200):
        table.update(50)
        if table.human_to_act():
            break
    four = table.state.hands[0]
    assert table.play_human(table.readings(four)[0], four) is None
    lines = [phrase.render(_) for phrase in table.log]
    assert lines[0] == "Bomb! You play bomb 3 3 3 3: multiplier x2"
    assert lines[1].endswith("passes") and not lines[1].startswith("You")
    assert "You play single 4" in lines and "You have played every card" in lines
    assert "Spring: the farmers never played a card (x2)" in lines and lines[-1] == "The landlord wins"


def test_the_log_opens_with_l_and_the_button_in_both_dou_dizhu_scenes():
    app = make_app(seed=4, level=AiLevel.EASY)
    click(app, app.scene.play_button.rect.center)
    scene = app.scene
    assert scene.name == "bidding" and not scene.log.open
    key(app, pygame.K_l)
    assert scene.log.open
    key(app, pygame.K_3)  # the log takes every key: no bid is made
    log = app.current_session.table.log
    assert log == [] or all("You bid" not in p.render(_) for p in log)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    key(app, pygame.K_ESCAPE)
    assert not scene.log.open and app.scene is scene
    for _step in range(400):
        if app.scene.name == "play":
            break
        if app.current_session.table.human_to_act():
            key(app, pygame.K_3)
        run_frames(app, 5, 200)
    assert app.scene.name == "play"
    click(app, app.scene._log_button.rect.center)
    assert app.scene.log.open
    app.scene.draw(surface)
    assert any("landlord" in p.render(_) for p in app.current_session.table.log)
    click(app, (5, 700))  # outside the panel
    assert not app.scene.log.open

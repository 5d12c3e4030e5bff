"""Menu -> bidding -> play -> scoring driven by synthetic clicks and keys."""

from __future__ import annotations

import json

import pygame
import pytest

from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid
from game.doudizhu.refusals import NOT_YOUR_TURN
from game.doudizhu.state import Phase
from game.i18n import _, set_language
from game.settings import AiLevel, GameId, Settings
from game.table.doudizhu.play_text import play_label
from game.table.registry import Family
from game.ui.doudizhu.play import cards_for
from tests.ui_helpers import click, key, make_app, run_frames


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def run_until(app, condition, limit=6000):
    for _frame in range(limit):
        if condition():
            return
        app.frame(16)
    raise AssertionError("condition never met")


def start(seed=11):
    app = make_app(seed=seed, level=AiLevel.EASY)
    assert app.scene.name == "menu"
    click(app, app.scene.play_button.rect.center)
    assert app.scene.name == "bidding"
    return app


def test_a_deal_from_the_menu_to_the_scoring_scene():
    app = start()
    scene = app.scene
    run_until(app, lambda: app.scene.name != "bidding" or scene.table.human_to_act())
    if app.scene.name == "bidding":
        legal = scene.table.legal_bids()
        for value, button in scene.bid_buttons.items():
            assert button.enabled == (value in legal)
        illegal = [value for value in range(4) if value not in legal]
        for value in illegal:
            click(app, scene.bid_buttons[value].rect.center)
        assert scene.table.human_to_act()
        click(app, scene.bid_buttons[3].rect.center)
        assert scene.state.landlord == 0
    run_until(app, lambda: app.scene.name == "play")
    play = app.scene
    assert play.state.phase == Phase.PLAYING
    turns = 0
    while app.scene.name == "play":
        if play.table.human_to_act():
            turns += 1
            key(app, pygame.K_h)
            if play.hand.selected:
                key(app, pygame.K_RETURN)
            else:
                assert play.message is not None and play.table.can_pass()
                key(app, pygame.K_p)
            if play.dialog is not None:
                key(app, pygame.K_1)
            assert not play.table.human_to_act() or play.state.phase == Phase.OVER or play.message is None
        app.frame(16)
    assert turns > 0
    assert app.scene.name == "scoring"
    result = app.session.last_result
    assert sum(result.points) == 0
    assert app.session.scores() == list(result.points)
    stored = json.loads(app.platform.stored)
    assert stored["scores"]["ddz3"] == list(result.points)
    click(app, app.scene.next_button.rect.center)
    assert app.scene.name == "bidding" and app.session.deal_number == 2
    click(app, app.scene._menu_button.rect.center)
    click(app, app.modal.buttons[0].rect.center)  # Leave
    assert app.scene.name == "menu"


def test_an_illegal_selection_shows_the_engine_reason():
    app = start(seed=5)
    scene = app.scene
    run_until(app, lambda: app.scene.name != "bidding" or scene.table.human_to_act())
    if app.scene.name == "bidding":
        click(app, scene.bid_buttons[3].rect.center)
    run_until(app, lambda: app.scene.name == "play" and app.scene.table.human_to_act())
    play = app.scene
    hand = play.hand
    ranks = {}
    for card in hand.cards:
        ranks.setdefault(card.rank, card)
    low, high = sorted(ranks)[:2]
    hand.select_only([ranks[low], ranks[high]])
    before = [list(h) for h in play.state.hands]
    play.refresh_buttons()
    reason = play.state.refusal(0, [ranks[low], ranks[high]]).render(_)
    assert not play.play_button.enabled, "Play waits for a playable selection"
    assert play.hand_play.caption_text() == f"Cannot play: {reason}", "the caption says why before Play"
    key(app, pygame.K_RETURN)
    assert play.message is not None
    assert play.message.render(_) == reason
    assert [list(h) for h in play.state.hands] == before
    app.frame(16)
    hand.clear_selection()
    click(app, play.play_button.rect.center)
    assert [list(h) for h in play.state.hands] == before


def test_bids_are_refused_out_of_turn():
    app = start(seed=2)
    scene = app.scene
    table = scene.table
    assert table.state.current_player == 1 and not table.human_to_act()  # seat 1 opens this auction
    assert not any(button.enabled for button in scene.bid_buttons.values())
    bids = list(table.state.bids)
    click(app, scene.bid_buttons[3].rect.center)  # a disabled button does nothing
    assert scene.message is None
    key(app, pygame.K_3)  # the bidding key: refused, with the engine's reason
    assert scene.message == NOT_YOUR_TURN
    assert scene.message.render(_) == "not your turn"
    assert list(table.state.bids) == bids and table.state.current_player == 1
    assert table.state.bids[0] is None


def test_a_selection_with_several_readings_asks_which_one(monkeypatch):
    app = start(seed=8)
    scene = app.scene
    run_until(app, lambda: app.scene.name != "bidding" or scene.table.human_to_act())
    if app.scene.name == "bidding":
        click(app, scene.bid_buttons[3].rect.center)
    run_until(app, lambda: app.scene.name == "play" and app.scene.table.human_to_act())
    play = app.scene
    legal = [move for move in play.table.human_legal() if isinstance(move, Play)]
    chosen = max(legal, key=lambda move: len(move.ranks))
    play.hand.select_only(cards_for(chosen, play.hand.cards))
    other = next((move for move in legal if move != chosen), chosen)
    monkeypatch.setattr(play.table, "readings", lambda cards: [other, chosen])
    key(app, pygame.K_RETURN)
    assert play.dialog is not None
    assert [button.label() for button in play.dialog.buttons[:2]] == [play_label(other), play_label(chosen)]
    key(app, pygame.K_ESCAPE)
    assert play.dialog is None and play.hand.selected
    key(app, pygame.K_RETURN)
    held = len(play.state.hands[0])
    key(app, pygame.K_2)
    assert play.dialog is None
    assert len(play.state.hands[0]) == held - len(chosen.ranks)
    assert play.table.shown[0].move == chosen


def test_swedish_switch_rerenders_every_label_and_is_remembered():
    app = make_app()
    menu = app.scene
    assert menu.play_button.label() == "Play"
    click(app, menu.language_buttons["sv"].rect.center)
    assert menu.play_button.label() == "Spela"
    assert menu.rules_button.label() != "Rules"
    app.frame(16)
    assert json.loads(app.platform.stored)["language"] == "sv"
    assert Settings.load(app.platform).language == "sv"
    click(app, menu.play_button.rect.center)
    run_frames(app, 3)
    assert app.scene.name == "bidding"
    assert app.scene._menu_button.label() == _("Menu")
    app.scene.draw(app.canvas)
    assert "3 spelare" in app.scene.title_text()
    click(app, app.scene._menu_button.rect.center)
    click(app, app.modal.buttons[0].rect.center)  # Leave
    click(app, app.scene.language_buttons["en"].rect.center)
    assert app.scene.play_button.label() == "New game", "a game to continue is stored"
    assert app.scene.continue_button.label() == "Continue: Dou Dizhu, 3 players"


def test_bid_values_follow_the_engine():
    app = start(seed=21)
    scene = app.scene
    run_until(app, lambda: app.scene.name != "bidding" or scene.table.human_to_act())
    if app.scene.name == "bidding":
        legal = {move.value for move in scene.state.legal_moves(0) if isinstance(move, Bid)}
        assert scene.table.legal_bids() == legal


def test_four_and_two_player_tables_show_clock_allowance_and_wild_rank():
    app = make_app(seed=6, level=AiLevel.EASY)
    menu = app.scene
    click(app, menu.game_buttons[GameId.DDZ4].rect.center)
    assert menu.panel(Family.DOUDIZHU).clock_button.enabled and not menu.panel(Family.DOUDIZHU).allowance_button.enabled
    click(app, menu.panel(Family.DOUDIZHU).wild_button.rect.center)
    assert app.settings.doudizhu.wild
    click(app, menu.play_button.rect.center)
    table = app.scene.table
    assert table.num_players == 4 and table.rules.clock and table.rules.wild
    lines = app.scene.status_lines()
    assert any("Turn 40 s" in line for line in lines)
    run_until(app, lambda: app.scene.name != "bidding" or table.human_to_act())
    if app.scene.name == "bidding":
        click(app, app.scene.bid_buttons[3].rect.center)
    run_until(app, lambda: app.scene.name == "play")
    assert len(app.scene.hand.cards) == 33
    assert app.scene.hand.wild_rank == table.state.wild_rank is not None
    assert any("Wild rank" in line for line in app.scene.status_lines())
    for i, rect in enumerate(app.scene.hand.card_rects()):
        assert app.scene.hand.card_at((rect.x + 2, rect.bottom - 4)) == i
    click(app, app.scene._menu_button.rect.center)
    click(app, app.modal.buttons[0].rect.center)  # Leave
    menu = app.scene
    click(app, menu.game_buttons[GameId.DDZ2].rect.center)
    click(app, menu.panel(Family.DOUDIZHU).allowance_button.rect.center)
    assert app.settings.doudizhu.allowance == 3
    click(app, menu.play_button.rect.center)
    assert app.scene.table.rules.allowance == 3
    assert any("3 cards or fewer" in line for line in app.scene.status_lines())

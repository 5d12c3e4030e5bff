"""The Dou Dizhu B.5 steps on screen (issue 18): call and grab in the auction, the doubling and
the open hand before the first play, the landlord's open cards, the result's breakdown and the
last trick's replay, and the cut-ins (a tap skips them, reduced motion keeps only a fade, and
at rest they cover no other text)."""

from __future__ import annotations

import pygame
import pytest

from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Call, Double, Grab, OpenHand, Pass
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.state import Phase
from game.i18n import offered_languages, set_language
from game.settings import AiLevel, GameId
from game.table.cut_ins import TITLES, CutInKind
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.last_trick import last_trick
from game.ui.common import theme
from game.ui.common.cut_in_art import punch
from game.ui.common.motion import MotionStyle, Speed, cut_in_timeline
from game.ui.common.widgets import text
from game.ui.doudizhu.stake_step import stake_label
from game.ui.doudizhu.table_scene import CUT_IN_BAND
from tests.card_helpers import Picks
from tests.ui_helpers import click, key, make_app

pytestmark = pytest.mark.usefixtures("english_texts")

GAMES = {2: GameId.DDZ2, 3: GameId.DDZ3, 4: GameId.DDZ4}
ALL_ON = StakeOptions(bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True)


def declines(moves):
    """No call, no grab, no double, keep closed; in play the first listed move."""
    for move in moves:
        if isinstance(move, (Call, Grab, OpenHand)) and not move.yes:
            return move
        if isinstance(move, Double) and move.factor == 1:
            return move
    return next((move for move in moves if isinstance(move, Play)), moves[0])


def eager(moves):
    """Call, grab, super double (or double), show the hand; in play the first listed play."""
    for move in moves:
        if isinstance(move, (Call, Grab, OpenHand)) and move.yes:
            return move
    doubles = [move for move in moves if isinstance(move, Double)]
    if doubles:
        return max(doubles, key=lambda move: move.factor)
    return next((move for move in moves if isinstance(move, Play)), moves[0])


def stake_app(options=ALL_ON, players=3, choose=declines, seed=4, **app_options):
    """The bidding scene over a table with ``options``; the computer seats pick with ``choose``."""
    base = {2: TableRules.two(), 3: TableRules.three(), 4: TableRules.four()}[players]
    app = make_app(seed=3, level=AiLevel.EASY, **app_options)
    app.scene.choose_game(GAMES[players])
    click(app, app.scene.play_button.rect.center)
    table = TableController(options.apply(base), seed=seed, level="easy", human_seat=0, move_delay_ms=0)
    for seat in range(1, players):
        table.players[seat] = Picks(choose)
    app.current_session.table = table
    app.switch("bidding")
    return app, table


def run_until(app, done, frames=800, dt_ms=50):
    for _frame in range(frames):
        if done():
            return True
        app.frame(dt_ms)
    return done()


def human_at(table, kind):
    """The human is to choose and a move of ``kind`` is among the legal ones."""
    return lambda: table.human_to_act() and any(isinstance(move, kind) for move in table.human_legal())


def buttons_shown(scene):
    return [button.label() for button in scene.stakes.visible_buttons()]


def test_the_human_calls_the_landlord_with_the_y_key():
    app, table = stake_app()
    assert run_until(app, human_at(table, Call))
    app.frame(16)
    assert buttons_shown(app.scene) == ["No call", "Call the landlord"]
    assert not any(button.visible for button in app.scene.bid_buttons.values()), "no points bids on this table"
    key(app, pygame.K_y)
    assert table.state.called_by == 0 or table.state.landlord == 0
    assert table.state.stake_events[-1].seat == 0


def test_the_human_grabs_by_tapping_the_button_and_a_grab_cut_in_plays():
    app, table = stake_app(choose=lambda moves: Call(True) if Call(True) in moves else declines(moves))
    assert run_until(app, human_at(table, Grab))
    app.frame(16)
    scene = app.scene
    grab = next(button for button in scene.stakes.visible_buttons() if button.label() == "Grab (x2)")
    assert grab.enabled and grab.rect.height >= 48 and grab.rect.width >= 160, "big enough to tap"
    before = table.state.multiplier
    click(app, grab.rect.center)
    assert table.state.grabs == 1 and table.state.multiplier == 2 * before
    app.frame(16)
    assert scene.cut_in is not None and scene.cut_in.kind is CutInKind.GRAB


def test_a_choice_out_of_turn_is_refused_with_a_reason_and_changes_nothing():
    app, table = stake_app()
    assert run_until(app, lambda: table.state.current_player != 0 and table.state.phase is Phase.BIDDING, 200, 1)
    scene = app.scene
    events = list(table.state.stake_events)
    scene.stakes.choose(Call(True))
    assert scene.message is not None, "the refusal is shown on the message line"
    assert list(table.state.stake_events) == events


def reach_doubling(options=ALL_ON, players=3, choose=declines, **app_options):
    """The play scene at the human's double (the human called; the computer declines)."""
    app, table = stake_app(options, players, choose, **app_options)
    assert run_until(app, lambda: table.human_to_act() or table.state.phase is not Phase.BIDDING)
    if table.state.phase is Phase.BIDDING:
        legal = table.human_legal()
        bids = [move for move in legal if isinstance(move, Bid)]
        call = Call(True) if Call(True) in legal else max(bids, key=lambda move: move.value)
        assert table._apply_human(call) is None
    assert run_until(app, lambda: app.scene.name == "play" and human_at(table, Double)())
    app.frame(16)
    return app, table


def test_the_human_doubles_by_tapping_double():
    app, table = reach_doubling()
    scene = app.scene
    assert buttons_shown(scene) == ["No double", "Double (x2)", "Super double (x4)"]
    assert not scene.play_button.visible, "the play's buttons wait for the first play"
    double = next(button for button in scene.stakes.visible_buttons() if button.label() == "Double (x2)")
    click(app, double.rect.center)
    assert table.state.doubles[0] == 2


def test_the_human_super_doubles_with_s_and_the_seat_shows_its_factor():
    app, table = reach_doubling()
    key(app, pygame.K_s)
    assert table.state.doubles[0] == 4
    assert app.scene.seat_double(0) == 4


def test_without_super_doubling_there_is_no_super_double_button_or_key():
    options = StakeOptions(doubling=DoublingKind.DOUBLE)
    app, table = reach_doubling(options)
    assert buttons_shown(app.scene) == ["No double", "Double (x2)"]
    key(app, pygame.K_s)
    assert table.state.doubles[0] is None, "S does nothing without super doubling"
    key(app, pygame.K_n)
    assert table.state.doubles[0] == 1


def test_the_landlord_shows_the_hand_and_the_open_hand_cut_in_plays():
    app, table = reach_doubling()
    key(app, pygame.K_n)
    assert run_until(app, human_at(table, OpenHand))
    app.frame(16)
    scene = app.scene
    assert buttons_shown(scene) == ["Keep closed", "Show hand (x2)"]
    before = table.state.multiplier
    key(app, pygame.K_y)
    assert table.state.opened and table.state.multiplier == 2 * before
    app.frame(16)
    assert scene.cut_in is not None and scene.cut_in.kind is CutInKind.OPEN_HAND
    assert "the hand is open" in scene.status_lines()[1]


def test_an_opponents_open_hand_is_drawn_face_up_at_its_seat():
    app, table = stake_app(choose=eager)

    def opened():
        if table.human_to_act() and table.state.phase is not Phase.PLAYING:
            table._apply_human(declines(table.human_legal()))
        return table.state.opened and app.scene.name == "play"

    assert run_until(app, opened, 1600)
    landlord = table.state.landlord
    assert landlord != 0
    scene = app.scene
    assert scene.open_cards(landlord) == tuple(table.state.hands[landlord])
    assert scene.open_cards(0) == ()


def test_the_two_player_table_offers_no_call_and_grab():
    options = StakeOptions(doubling=DoublingKind.SUPER, open_hand=True)
    app, table = stake_app(options, players=2)
    assert run_until(app, table.human_to_act)
    app.frame(16)
    assert buttons_shown(app.scene) == [], "the points auction"
    assert any(button.visible for button in app.scene.bid_buttons.values())


def play_out(app, table, frames=4000):
    """The human picks the first listed move (a play, else a pass) until the result shows."""
    for _frame in range(frames):
        if app.scene.name == "scoring":
            return
        if table.human_to_act():
            legal = table.human_legal()
            bids = [m for m in legal if isinstance(m, Bid)]
            move = max(bids, key=lambda m: m.value) if bids else next((m for m in legal if isinstance(m, Play)), None)
            move = move or next((m for m in legal if isinstance(m, Pass)), None) or declines(legal)
            table._apply_human(move)
        app.frame(50)
    raise AssertionError("the deal did not end")


def test_the_result_tells_the_story_part_by_part_and_replays_the_last_trick():
    app, table = stake_app(choose=eager, seed=7)
    play_out(app, table)
    scene = app.scene
    breakdown = table.state.result.breakdown
    facts = scene.facts()
    assert facts[0] == "Base 1"
    if breakdown.grabs:
        assert f"{breakdown.grabs} grab" in facts[1]
    assert ("Open hand: x2" in facts) == breakdown.open_hand
    for settlement in breakdown.settlements:
        line = scene.settlement_text(settlement.farmer)
        assert f"x{settlement.farmer_double}, the landlord x{settlement.landlord_double}" in line
    assert scene.settlement_text(table.state.landlord) is None
    steps = last_trick(table.state)
    assert steps and isinstance(steps[0].move, Play) and steps[-1].seat == table.state.result.winning_seat
    scene.replay.elapsed_ms = 0
    assert scene.replay.shown_share(1) == 0.0, "the trick comes in move by move"
    app.frame(10_000)
    assert all(scene.replay.shown_share(i) == 1.0 for i in range(len(steps)))


def test_a_seed_table_keeps_the_seed_story():
    app, table = stake_app(StakeOptions(), seed=7)
    play_out(app, table)
    assert app.scene.story() == [] and app.scene.settlement_text(1) is None


def test_a_tap_skips_a_cut_in():
    app, _table = reach_doubling()
    scene = app.scene
    scene.start_cut_in(CutInKind.BOMB, 1)
    click(app, (640, 300))
    assert scene.cut_in is None


def test_reduced_motion_keeps_only_a_fade():
    style = MotionStyle(Speed.NORMAL, reduced=True)
    cut = cut_in_timeline(TITLES[CutInKind.ROCKET], style, kind=CutInKind.ROCKET)
    cut.update(cut.duration_ms // 10)
    assert cut.offset_x(500) == 0 and cut.scale() == 1 and punch(cut) == 1
    assert 0 < cut.alpha() < 255, "it fades in"
    moving = cut_in_timeline(TITLES[CutInKind.ROCKET], MotionStyle(Speed.NORMAL), kind=CutInKind.ROCKET)
    moving.update(moving.duration_ms // 10)
    assert punch(moving) > 1, "with motion the title punches in"


@pytest.mark.parametrize("language", sorted(offered_languages()))
@pytest.mark.parametrize(("kind", "players"), [(CutInKind.BOMB, 3), (CutInKind.GRAB, 4), (CutInKind.OPEN_HAND, 2)])
def test_a_cut_in_at_rest_covers_no_text(kind, players, language):
    """The cut-in's whole band is a box of the table layer, drawn over a trick in play: no
    other text and no played card lies under it."""
    options = ALL_ON if players > 2 else StakeOptions(doubling=DoublingKind.SUPER, open_hand=True)
    app, table = reach_doubling(options, players)
    set_language(language)
    try:

        def in_play():
            if table.human_to_act():
                legal = table.human_legal()
                table._apply_human(next((m for m in legal if isinstance(m, Play)), None) or declines(legal))
            return len(table.shown) >= 2 and table.state.phase is Phase.PLAYING

        assert run_until(app, in_play)
        scene = app.scene
        scene.start_cut_in(kind, 1)
        assert run_until(app, lambda: scene.cut_in is not None and scene.cut_in.fully_in, 100, 16)
        recorder = text.Recorder()
        with text.recording(recorder):
            scene.draw(text.RecordingSurface(theme.CANVAS_SIZE))
        band = [box for box in recorder.boxes if box.rect == tuple(CUT_IN_BAND)]
        assert band, "the recorder sees the cut-in"
        assert not recorder.overlaps(), recorder.overlaps()
    finally:
        set_language("en")


def test_the_table_names_each_choice():
    assert stake_label(Grab(True)) == "Grab (x2)"
    assert stake_label(Double(4)) == "Super double (x4)"
    assert stake_label(Bid(1)) is None


def open_stake_menu(game):
    from game.table.registry import Family

    app = make_app(seed=3, level=AiLevel.EASY)
    app.scene.choose_game(game)
    panel = app.scene.panel(Family.DOUDIZHU)
    assert panel.stakes_button.visible and panel.stakes_button.label() == "App options: off"
    click(app, panel.stakes_button.rect.center)
    return app, app.modal


def test_the_menu_offers_only_the_options_of_the_chosen_table():
    _app, three = open_stake_menu(GameId.DDZ3)
    assert [button.label() for button in three.buttons] == [
        "Bidding: points 1 to 3",
        "Doubling: off",
        "Open hand (x2): off",
        "No-shuffle deals: off",
        "Cap: none",
        "Done",
    ]
    _app, two = open_stake_menu(GameId.DDZ2)
    labels = [button.label() for button in two.buttons]
    assert not any(label.startswith(("Bidding", "Cap")) for label in labels), "two players: no call and grab, no cap"
    _app, four = open_stake_menu(GameId.DDZ4)
    assert "Cap: x1024" in [button.label() for button in four.buttons], "four players show their own cap"


def test_options_chosen_in_the_menu_reach_the_table():
    from game.table.registry import Family

    app, menu = open_stake_menu(GameId.DDZ3)
    click(app, menu.buttons[0].rect.center)  # call and grab
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # doubling: double
    assert menu.buttons[1].label() == "Doubling: double (x2)"
    key(app, pygame.K_ESCAPE)
    assert app.modal is None
    assert app.scene.panel(Family.DOUDIZHU).stakes_button.label() == "App options: 2 on"
    click(app, app.scene.play_button.rect.center)
    rules = app.current_session.table.rules
    assert rules.bidding is BiddingKind.CALL_GRAB and rules.doubling is DoublingKind.DOUBLE
    assert app.settings.doudizhu.bidding is BiddingKind.CALL_GRAB


def test_the_rules_screen_explains_the_options_and_the_two_player_table():
    from game.table.doudizhu.rules_text import STAKE_OPTIONS, rendered

    texts = dict(rendered(STAKE_OPTIONS))
    assert {"Call and grab", "Doubling and super doubling", "Open hand", "No-shuffle deals", "Cap"} <= set(texts)
    assert "Two players offer doubling" in texts["Which tables offer them"]
    assert "x24, x48, x96" in texts["Cap"]


def test_the_clock_counts_down_on_the_doubling_step_at_the_clock_table():
    app, table = reach_doubling(StakeOptions(doubling=DoublingKind.SUPER), players=4)
    scene = app.scene
    assert table.state.clock is not None and scene.table.human_to_act()
    before = table.state.clock.turn_left_ms
    clock_line = scene.status_lines()[-1]
    for _frame in range(30):
        app.frame(100)
    assert table.state.clock.turn_left_ms == before - 3000, "the human's turn runs on game time"
    assert scene.status_lines()[-1] != clock_line, "the status panel counts the seconds down"

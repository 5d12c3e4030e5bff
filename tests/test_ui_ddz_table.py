"""The Dou Dizhu scenes (issue 16): the clock under the reading dialog, the result screen, the
bidding keys and focus, the hand's focus mark and the wild-rank line."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.core.cards import Rank, Suit
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState, Phase
from game.i18n import _, ngettext, set_language
from game.settings import AiLevel, GameId
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.timeout import TimeoutKind
from tests.card_helpers import Picks, cards
from tests.ui_helpers import click, key, make_app

R = Rank
SUITS = list(Suit)


pytestmark = pytest.mark.usefixtures("english_texts")


GAMES = {2: GameId.DDZ2, 3: GameId.DDZ3, 4: GameId.DDZ4}


def ddz_play(hands, landlord=0, rules=None, wild=None):
    """The Dou Dizhu play scene over an arranged deal (computer seats move at once)."""
    rules = rules or TableRules.three()
    app = make_app(seed=3, level=AiLevel.EASY)
    app.scene.choose_game(GAMES[rules.players])
    click(app, app.scene.play_button.rect.center)
    table = TableController(rules, seed=1, level="easy", human_seat=0, move_delay_ms=0)
    table.state = DealState.arranged(rules, hands, landlord, wild_rank=wild)
    app.current_session.table = table
    app.switch("play")
    return app, app.scene, table


def test_the_turn_clock_runs_on_while_the_reading_dialog_is_open():
    rules = replace(TableRules.four(), wild=True)
    hand = cards(R.THREE, R.THREE, R.FOUR, R.FOUR, R.SEVEN, R.NINE)
    others = [cards(R.FIVE, R.SIX, offset=i + 1) for i in range(3)]
    app, scene, table = ddz_play([hand, *others], rules=rules, wild=R.SEVEN)
    scene.hand.select_only(hand[:5])
    key(app, pygame.K_RETURN)
    assert scene.dialog is not None, "33 44 7 reads two ways"
    for _frame in range(100_000 // 100):
        app.frame(100)
        if table.moves_applied:
            break
    assert table.moves_applied >= 1, "the turn ran out and the computer played it"
    assert isinstance(table.shown[0].move, Play)
    assert scene.dialog is None, "the dialog of a turn that is over closes"


def test_a_time_out_that_ends_the_auction_stays_on_the_table():
    app = make_app(seed=3, level=AiLevel.EASY)
    app.scene.choose_game(GameId.DDZ4)
    click(app, app.scene.play_button.rect.center)
    scene = app.scene
    assert scene.name == "bidding"
    table = scene.table
    table.players = {seat: Picks(lambda moves: Bid(0)) for seat in range(4)}
    table.players[0] = Picks(lambda moves: Bid(3))
    for _frame in range(2000):
        app.frame(100)
        if table.state.phase is not Phase.BIDDING:
            break
    assert table.timeouts and table.timeouts[-1].kind is TimeoutKind.BID
    app.frame(16)
    assert app.scene is scene and table.announcement is not None
    assert table.announcement.phrase.render(_) == "Time ran out: the computer bid 3 for you"


def play_to_the_result(app, table):
    for _frame in range(4000):
        app.frame(50)
        if app.scene.name == "scoring":
            return app.scene
    raise AssertionError("no result screen")


def test_the_result_screen_names_the_outcome_the_multiplier_parts_and_every_hand_left():
    hand = cards(R.BLACK_JOKER, R.RED_JOKER, R.THREE)
    left = [cards(R.FOUR, R.FIVE, offset=1), cards(R.SIX, R.SEVEN, R.EIGHT, offset=2)]
    app, _scene, table = ddz_play([hand, *left])
    rocket = next(m for m in table.human_legal() if isinstance(m, Play) and len(m.ranks) == 2)
    assert table.play_human(rocket, hand[:2]) is None
    for _frame in range(200):
        app.frame(16)
        if table.human_to_act():
            break
    three = next(m for m in table.human_legal() if isinstance(m, Play))
    assert table.play_human(three, hand[2:]) is None
    result_scene = play_to_the_result(app, table)
    assert result_scene.headline() == "You win"
    assert result_scene.winner_line() == "The landlord wins"
    assert result_scene.facts() == ["Bid 1", "0 bombs: x1", "Rocket: x2", "Spring: x2", "Multiplier x4"]
    shown = pygame.Surface((1280, 720))
    result_scene.draw(shown)
    table.state.hands[1] = []
    bare = pygame.Surface((1280, 720))
    result_scene.draw(bare)
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(bare, "RGB"), "a hand left is drawn"


def test_the_viewer_who_loses_reads_you_lose_and_one_farmer_wins_in_swedish():
    rules = TableRules.two()
    hand = cards(R.THREE, R.FOUR, R.NINE, R.KING)
    farmer = cards(R.ACE, offset=1)
    app, _scene, table = ddz_play([hand, farmer], rules=replace(rules, allowance=0))
    low = next(m for m in table.human_legal() if isinstance(m, Play) and m.ranks == (R.THREE,))
    assert table.play_human(low, hand[:1]) is None
    result_scene = play_to_the_result(app, table)
    assert result_scene.headline() == "You lose"
    assert result_scene.winner_line() == "The farmer wins"
    set_language("sv")
    line = result_scene.winner_line()
    assert "Bönderna" not in line and line == "Bonden vinner"
    assert "Bönderna" not in " ".join(text.render(_, ngettext) for text in table.log)


def drawn_texts(scene) -> list[str]:
    from game.ui.common.widgets import text as text_module

    recorder = text_module.Recorder()
    canvas = text_module.RecordingSurface((1280, 720))
    with text_module.recording(recorder):
        scene.draw(canvas)
    return [box.label for box in recorder.boxes]


def test_a_wild_table_says_at_the_table_what_a_wild_card_does():
    rules = replace(TableRules.three(), wild=True)
    hand = cards(R.SEVEN, R.FIVE, R.SIX)
    _app, scene, table = ddz_play([hand, cards(R.THREE, offset=1), cards(R.FOUR)], rules=rules, wild=R.SEVEN)
    texts = drawn_texts(scene)
    assert "Wild: 7" in texts
    explained = " ".join(texts)
    assert "Stands in for any rank from 3 to 2" in explained
    table.state.wild_rank = None
    assert "Wild: 7" not in drawn_texts(scene), "no badge on a table without a wild rank"


def press(app, code, mod=0):
    app.deliver(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))


def bidding_turn():
    app = make_app(seed=3, level=AiLevel.EASY)
    click(app, app.scene.play_button.rect.center)
    scene = app.scene
    assert scene.name == "bidding"
    table = scene.table
    table.players = {seat: Picks(lambda moves: Bid(0)) for seat in range(table.num_players)}
    for _frame in range(400):
        if table.human_to_act():
            break
        app.frame(50)
    assert table.human_to_act()
    scene.motion.skip()
    return app, scene, table


def ring_pixels(scene, rect) -> int:
    """Pixels of the focus colour in a band just outside ``rect``."""
    from game.ui.common import theme

    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    band = rect.inflate(14, 14)
    count = 0
    for x in range(band.left, band.right):
        for y in (band.top + 2, band.top + 3, band.bottom - 3, band.bottom - 4):
            if tuple(surface.get_at((x, y)))[:3] == theme.FOCUS:
                count += 1
    return count


def test_tab_and_arrows_show_a_focus_ring_on_the_bid_buttons_and_enter_bids():
    app, scene, table = bidding_turn()
    press(app, pygame.K_TAB)
    focused = scene.focus.button
    assert focused is not None and focused.enabled
    assert ring_pixels(scene, focused.rect) > focused.rect.width, "the focused bid button has a visible ring"
    press(app, pygame.K_RIGHT)
    target = scene.focus.button
    assert target is not focused and target.enabled
    value = next(value for value, button in scene.bid_buttons.items() if button is target)
    press(app, pygame.K_RETURN)
    assert table.state.bids[0] == value


def test_the_digits_still_bid():
    app, _scene, table = bidding_turn()
    legal = sorted(table.legal_bids())
    press(app, pygame.K_0 + legal[-1])
    assert table.state.bids[0] == legal[-1]


def test_the_hand_focus_mark_is_a_clear_ring_round_the_card():
    from game.ui.common import theme
    from game.ui.common.widgets.hand import HandView

    hand = HandView(pygame.Rect(36, 560, 1208, 130))
    hand.set_cards(cards(R.THREE, R.FIVE, R.SEVEN, R.NINE, R.JACK, R.KING))
    plain = pygame.Surface((1280, 720))
    hand.draw(plain)
    hand.move_cursor(1)
    hand.move_cursor(1)
    marked = pygame.Surface((1280, 720))
    hand.draw(marked)
    rect = hand.card_rects()[hand.cursor]
    changed = sum(
        1
        for x in range(rect.left - 8, rect.right + 8)
        for y in range(rect.top - 8, rect.bottom + 16)
        if marked.get_at((x, y)) != plain.get_at((x, y))
    )
    assert changed > 4 * (rect.width + rect.height), "more than a thin line"
    above = marked.get_at((rect.left + 6, rect.top - 3))[:3]
    assert above == theme.CARD_CURSOR, "the mark goes round the card, above it too"

"""The play scenes' part of the play flow: the caption over the hand and where it sits,
Play enabled only for a playable selection, auto-pass with its countdown, the lone wild
single, Hint order through the H key, the urgent timer and the menu's clock switch."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.climbing.moves import Pass as ClimbingPass
from game.climbing.moves import PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import president
from game.climbing.state import SessionState
from game.core.cards import Rank, Suit
from game.core.reason import Phrase
from game.doudizhu.moves import Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from game.i18n import N_, ngettext
from game.i18n import _ as translate
from game.settings import AiLevel, GameId
from game.table.autopass import AUTO_PASS_MS
from game.table.climbing.controller import ClimbingTable
from game.table.doudizhu.controller import TableController
from game.table.registry import Family
from game.ui.common.widgets.seats import place_of
from tests.card_helpers import cards
from tests.ui_helpers import click, drawn_frame, key, make_app

R = Rank
SUITS = list(Suit)


pytestmark = pytest.mark.usefixtures("english_texts")


def ddz_play(hands, landlord=0, rules=None, wild=None, auto_pass=True):
    """The Dou Dizhu play scene over an arranged deal (computer seats move at once)."""
    app = make_app(seed=3, level=AiLevel.EASY)
    app.settings.auto_pass = auto_pass
    click(app, app.scene.play_button.rect.center)
    rules = rules or TableRules.three()
    table = TableController(rules, seed=1, level="easy", human_seat=0, move_delay_ms=0)
    table.state = DealState.arranged(rules, hands, landlord, wild_rank=wild)
    app.current_session.table = table
    app.switch("play")
    return app, app.scene, table


def frames_until(app, condition, limit=2000, dt=16):
    for _ in range(limit):
        if condition():
            return
        app.frame(dt)
    raise AssertionError("condition never met")


def drawn_box(recorder, line: str) -> pygame.Rect:
    """Where the text ``line`` (or its shortened form) was drawn: its pill, when on one."""
    found = [box for box in recorder.boxes if box.kind.value == "text" and line.startswith(box.label.rstrip("…"))]
    assert len(found) == 1, (line, [box.label for box in recorder.boxes])
    return pygame.Rect(found[0].rect)


def assert_caption_clear(app, scene, panels: list[pygame.Rect]) -> None:
    """Draw one frame with the whole hand selected and a refusal on the message line; the
    caption's drawn pill touches no drawn button, no card of the hand, not the message and
    none of ``panels``."""
    scene.hand.select_only(list(scene.hand.cards))
    scene.refresh_buttons()
    scene.show_message(scene.table.refusal(list(scene.hand.cards)) or Phrase.of(N_("not your turn")))
    (recorder,) = recorded_frames(app, 1, dt=0)
    caption = drawn_box(recorder, scene.hand_play.caption_text())
    message = drawn_box(recorder, scene.message.render(translate, ngettext))
    buttons = [pygame.Rect(box.rect) for box in recorder.of_kind(text_kind("BUTTON"))]
    hand = [pygame.Rect(box.rect) for box in recorder.of_kind(text_kind("CARD")) if box.label == "hand"]
    assert buttons and len(hand) == len(scene.hand.cards)
    for other in [message, *buttons, *hand, *panels]:
        assert not caption.colliderect(other), (caption, other)


def test_ddz_caption_says_what_the_selection_is_and_play_follows_it():
    hand = cards(R.FIVE, R.FIVE, R.SIX, R.SIX, R.SEVEN, R.SEVEN, R.KING, R.THREE)
    app, scene, table = ddz_play([hand, cards(R.THREE, offset=1), cards(R.FOUR)])
    assert scene.hand_play.caption_text() is None
    scene.hand.select_only(hand[:6])
    scene.refresh_buttons()
    assert scene.hand_play.caption_text() == "pair run 5 5  6 6  7 7"
    assert scene.play_button.enabled
    scene.hand.select_only([hand[0], hand[6]])
    scene.refresh_buttons()
    assert scene.hand_play.caption_text().startswith("Cannot play: ")
    assert not scene.play_button.enabled
    click(app, scene.play_button.rect.center)
    assert len(table.state.hands[0]) == len(hand), "a disabled Play does nothing"
    scene.draw(app.canvas)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_ddz_caption_spot_never_overlaps_other_text(language: str):
    triples = [R.FIVE] * 3 + [R.SIX] * 3 + [R.SEVEN] * 3 + [R.EIGHT] * 3 + [R.NINE] * 3 + [R.TEN] * 3
    hand = cards(*triples, R.JACK, R.QUEEN)
    for players, rules in ((3, TableRules.three()), (4, TableRules.four())):
        others = [cards(R.THREE, offset=1)] * (players - 1)
        app, scene, _table = ddz_play([hand, *others], rules=rules)
        app.change_language(language)
        assert_caption_clear(app, scene, [place_of(0, 0, players).panel])


def recorded_frames(app, count: int, dt: int = 16):
    """Run ``count`` frames with the text recorder on; the recorders, one per frame."""
    from game.ui.common import theme
    from game.ui.common.widgets import text

    app.canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    recorders = []
    for _frame in range(count):
        recorder = text.Recorder()
        with text.recording(recorder):
            app.frame(dt)
        recorders.append(recorder)
    return recorders


def assert_own_play_never_behind_a_button(app, scene, table, play) -> None:
    """The human plays ``play`` (the 2s, at the right end of the hand, so they fly in under
    the buttons' row) while the others think: no frame draws one of its cards under a button."""
    table.move_delay_ms = 5000  # the others think a while
    play()
    recorders = recorded_frames(app, 60)
    assert table.shown.get(0) is not None and table.shown[0].cards, "the play stays shown"
    drawn = [box for recorder in recorders for box in recorder.of_kind(text_kind("CARD")) if box.label == "table"]
    assert drawn, "the play's cards were drawn"
    hidden = [(card.rect, button.label) for recorder in recorders for card, button in recorder.covered()]
    assert hidden == [], "a card of the play was drawn behind a button"


def text_kind(name: str):
    from game.ui.common.widgets import text

    return text.BoxKind[name]


def test_your_own_play_is_never_drawn_behind_the_buttons():
    hand = cards(R.THREE, R.FIVE, R.SIX, R.NINE, R.KING, R.TWO, R.TWO)
    app, scene, table = ddz_play([hand, cards(R.FOUR, R.SEVEN, offset=1), cards(R.FOUR, R.EIGHT, offset=2)])
    frames_until(app, table.human_to_act)
    recorded_frames(app, 2)  # the hand is drawn: its cards fly from where they lie

    def play() -> None:
        scene.hand.select_only(hand[-2:])
        scene.refresh_buttons()
        click(app, scene.play_button.rect.center)

    assert_own_play_never_behind_a_button(app, scene, table, play)


def test_your_own_play_on_the_climbing_table_is_never_drawn_behind_the_buttons():
    app, scene, table = climbing_play("3♠ 4♥ 5♣ 9♦ K♠ 2♠ 2♥|3♥ 4♦|6♦ 7♦ 9♣", leader=0)
    frames_until(app, table.human_to_act)
    recorded_frames(app, 2)

    def play() -> None:
        scene.hand.select_only(parse_cards("2♠ 2♥"))
        scene.refresh_buttons()
        click(app, scene.play_button.rect.center)

    assert_own_play_never_behind_a_button(app, scene, table, play)


def test_nothing_beats_shows_at_once_then_auto_passes_after_the_countdown():
    human = cards(R.THREE, R.FOUR, R.FIVE)
    app, scene, table = ddz_play([human, cards(R.TWO, R.TWO, R.ACE), cards(R.THREE, R.FOUR, offset=1)], landlord=1)
    frames_until(app, table.human_to_act)
    assert table.human_legal() == [Pass()]
    assert scene.pass_button.selected and scene.pass_button.enabled
    scene.hand.select_only(human[:1])
    scene.refresh_buttons()
    assert not scene.play_button.enabled
    scene.hand.clear_selection()
    assert scene.hand_play.caption_text() == "Nothing beats that: passing in 3 seconds"
    before = table.moves_applied
    app.frame(AUTO_PASS_MS // 2)
    assert table.moves_applied == before and 0.0 < scene.hand_play.autopass.progress < 1.0, "a visible countdown"
    app.frame(AUTO_PASS_MS // 2)
    assert table.moves_applied == before + 1
    assert isinstance(table.shown[0].move, Pass)


def test_auto_pass_off_waits_for_the_player():
    app, scene, table = ddz_play([cards(R.THREE, R.FOUR), cards(R.TWO, R.TWO, R.ACE), cards(R.THREE, R.FOUR, offset=1)],
                                 landlord=1, auto_pass=False)
    frames_until(app, table.human_to_act)
    before = table.moves_applied
    for _frame in range(10):
        app.frame(AUTO_PASS_MS)
    assert table.moves_applied == before and scene.hand_play.caption_text() == "Nothing beats that"


def drawn_texts(app) -> list[str]:
    """The texts the next frame that draws really drew."""
    return [box.label for box in drawn_frame(app, 0).boxes]


def forced_turn():
    """The Dou Dizhu play scene on a human turn where nothing beats the table."""
    human = cards(R.THREE, R.FOUR, R.FIVE)
    app, scene, table = ddz_play([human, cards(R.TWO, R.TWO, R.ACE), cards(R.THREE, R.FOUR, offset=1)], landlord=1)
    frames_until(app, table.human_to_act)
    return app, scene, table


def test_the_countdown_shows_the_seconds_left_and_dont_pass_in_the_hint_place():
    app, scene, _table = forced_turn()
    assert "Nothing beats that: passing in 3 seconds" in drawn_texts(app)
    app.frame(AUTO_PASS_MS // 2)
    assert "Nothing beats that: passing in 2 seconds" in drawn_texts(app), "the seconds count down"
    assert scene.hand_play.dont_pass_button.visible and not scene.hint_button.visible
    assert scene.hand_play.dont_pass_button.rect == scene.hint_button.rect
    assert "Don't pass (Esc)" in drawn_texts(app)


def hold_by_click(app, scene) -> None:
    click(app, scene.hand_play.dont_pass_button.rect.center)


def hold_by_key(app, scene) -> None:
    key(app, pygame.K_ESCAPE)


def hold_by_tap(app, scene) -> None:
    from tests.test_ui_touch import PHONE, tap

    app.window = pygame.display.set_mode(PHONE, pygame.RESIZABLE)
    tap(app, scene.hand_play.dont_pass_button.rect.center)


@pytest.mark.parametrize("hold", [hold_by_click, hold_by_key, hold_by_tap])
def test_dont_pass_by_mouse_key_or_touch_leaves_the_pass_to_the_player(hold):
    app, scene, table = forced_turn()
    app.frame(AUTO_PASS_MS // 3)
    hold(app, scene)
    assert app.modal is None and app.scene is scene, "Escape while counting does not ask to leave"
    before = table.moves_applied
    for _frame in range(5):
        app.frame(AUTO_PASS_MS)
    assert table.moves_applied == before, "no pass was made for the player"
    assert "Nothing beats that" in drawn_texts(app) and scene.hint_button.visible
    assert not scene.hand_play.dont_pass_button.visible
    click(app, scene.pass_button.rect.center)
    assert table.moves_applied == before + 1 and isinstance(table.shown[0].move, Pass)


def test_dont_pass_on_the_climbing_table():
    app, scene, table = climbing_play("3♠ 4♥ 4♣|2♠ 2♥|6♦ 7♦ 9♣")
    frames_until(app, table.human_to_act)
    app.frame(0)
    assert scene.hand_play.dont_pass_button.visible and scene.hand_play.dont_pass_button.rect == scene.hint_button.rect
    click(app, scene.hand_play.dont_pass_button.rect.center)
    before = table.moves_applied
    app.frame(AUTO_PASS_MS * 2)
    assert table.moves_applied == before and scene.hand_play.caption_text() == "Nothing beats that"


def test_a_play_that_beats_is_never_passed_for_the_player():
    human = cards(R.THREE, R.FOUR, R.FOUR, R.FOUR, R.FOUR)
    app, scene, table = ddz_play([human, cards(R.TWO, R.TWO, R.ACE), cards(R.THREE, offset=1)], landlord=1)
    frames_until(app, table.human_to_act)
    assert not scene.pass_button.selected
    before = table.moves_applied
    app.frame(AUTO_PASS_MS * 3)
    assert table.moves_applied == before, "the bomb beats: the player decides"


def test_a_lone_wild_single_opens_no_dialog():
    rules = replace(TableRules.three(), wild=True)
    hand = cards(R.NINE, R.FIVE, R.SIX)
    app, scene, table = ddz_play([hand, cards(R.THREE, offset=1), cards(R.FOUR)], rules=rules, wild=R.NINE)
    scene.hand.select_only(hand[:1])
    scene.refresh_buttons()
    assert scene.hand_play.caption_text() == "single 9"
    key(app, pygame.K_RETURN)
    assert scene.dialog is None
    assert table.shown[0].move.stands_for == (R.NINE,)


def test_hint_offers_structure_keeping_plays_before_bombs():
    hand = cards(R.THREE, R.FOUR, R.FIVE, R.SIX, R.SEVEN, R.KING, R.KING, R.KING, R.KING, R.BLACK_JOKER, R.RED_JOKER)
    app, scene, _table = ddz_play([hand, cards(R.THREE, offset=1), cards(R.FOUR)])
    kinds = []
    for _press in range(40):
        key(app, pygame.K_h)
        ranks = sorted(card.rank for card in scene.hand.selected_cards())
        kinds.append(ranks)
    assert kinds[0] == [R.THREE, R.FOUR, R.FIVE, R.SIX, R.SEVEN], "the plan's straight first"
    assert kinds[1] == [R.THREE], "then plays that break it"
    ordinary = [r for r in kinds if r not in ([R.KING] * 4, [R.BLACK_JOKER, R.RED_JOKER])]
    assert all(R.KING not in r and R.BLACK_JOKER not in r for r in ordinary), "bombs and the rocket stay whole"
    assert [R.BLACK_JOKER, R.RED_JOKER] in kinds
    first_bomb = kinds.index([R.KING] * 4)
    assert kinds.index([R.BLACK_JOKER, R.RED_JOKER]) == first_bomb + 1, "the rocket comes last"


def test_the_urgent_timer_pulses_with_game_time():
    rules = TableRules.four()
    hands = [cards(R.SEVEN, R.EIGHT)] + [cards(R.FOUR, R.FIVE, offset=i + 1) for i in range(3)]
    _app, scene, table = ddz_play(hands, rules=rules)
    from game.doudizhu.clock import TableClock

    table.state.clock = TableClock.for_rules(rules)
    panel = place_of(0, 0, 4).panel.inflate(16, 16)
    pictures = []
    for game_ms, left in ((0, 20_000), (0, 9_000), (400, 9_000)):
        table.state.clock.turn_left_ms = left
        scene.game_ms = game_ms
        surface = pygame.Surface((1280, 720))
        scene.draw(surface)
        pictures.append(pygame.image.tobytes(surface.subsurface(panel), "RGB"))
    calm, urgent, pulsed = pictures
    assert calm != urgent, "urgent looks different"
    assert urgent != pulsed, "and pulses as game time passes"


def test_the_clock_switch_shows_only_for_the_clocked_table():
    app = make_app(seed=3, level=AiLevel.EASY)
    menu = app.scene
    for game, shown in ((GameId.DDZ3, False), (GameId.DDZ2, False), (GameId.DDZ4, True), (GameId.PRESIDENT, False)):
        menu.choose_game(game)
        assert menu.panel(Family.DOUDIZHU).clock_button.visible is shown, game


def climbing_play(hands: str, auto_pass: bool = True, leader: int = 1):
    from game.table.climbing.session import store_options

    options = president(players=3)
    app = make_app(seed=3, level=AiLevel.EASY)
    app.settings.auto_pass = auto_pass
    app.scene.choose_game(GameId.PRESIDENT)
    store_options(app.settings, options)
    click(app, app.scene.play_button.rect.center)
    state = SessionState.arranged(options, [parse_cards(h) for h in hands.split("|")], leader)
    table = ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=0, state=state)
    app.session.table = table
    app.switch("climbing_play")
    return app, app.scene, table


def test_climbing_caption_play_gating_and_auto_pass():
    app, scene, table = climbing_play("3♠ 4♥ 4♣|2♠ 2♥|6♦ 7♦ 9♣")
    frames_until(app, table.human_to_act)
    assert [c.rank for c in table.state.top.cards] == [R.TWO, R.TWO]
    scene.hand.select_only(parse_cards("4♥ 4♣"))
    scene.refresh_buttons()
    assert not scene.play_button.enabled and scene.hand_play.caption_text().startswith("Cannot play: ")
    scene.hand.clear_selection()
    scene.refresh_buttons()
    moves = table.human_moves()
    assert ClimbingPass() in moves and not any(isinstance(m, PlayCards) for m in moves), "the 2s lead: nothing beats"
    assert scene.pass_button.selected and scene.hand_play.caption_text() == "Nothing beats that: passing in 3 seconds"
    before = table.moves_applied
    app.frame(0)
    app.frame(AUTO_PASS_MS - 1)
    assert table.moves_applied == before
    app.frame(1)
    assert table.moves_applied == before + 1 and isinstance(table.shown[0].move, ClimbingPass)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_climbing_caption_spot_never_overlaps_other_text(language: str):
    from game.ui.climbing.layout import STATUS_PANEL, VIEWER_PANEL

    app, scene, table = climbing_play("3♠ 4♥ 4♣ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠|2♠ 2♥ 5♦|6♦ 7♦ 9♣")
    frames_until(app, table.human_to_act)
    app.change_language(language)
    assert_caption_clear(app, scene, [VIEWER_PANEL, STATUS_PANEL])

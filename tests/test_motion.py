"""Motion on the table: tweens advanced by game time, flights, sweeps, cut-ins and the speed setting."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.climbing.moves import PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import RuleId, daifugo
from game.climbing.state import SessionState
from game.core.cards import Card, Rank, Suit
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.scoring import DealResult, Side
from game.doudizhu.state import DealState
from game.settings import SPEEDS, AiLevel, GameId, Settings
from game.table.climbing.controller import ClimbingTable
from game.table.cut_ins import CutInKind, play_cut_in, result_cut_in, rule_cut_in
from game.table.preferences import PREFERENCES, PreferenceKind
from game.ui.common.motion import (
    FLIGHT_MS,
    CardMotion,
    CutIn,
    FlightKind,
    MotionStyle,
    Speed,
    Tween,
    deal_flights,
    ease_out_cubic,
    parse_speed,
)
from tests.ui_helpers import click, make_app

CARD = Card(Rank.ACE, Suit.SPADES)
SIZE = (46, 65)
SOURCE = (100.0, 500.0)
DEST = (600.0, 300.0)


def flying(style: MotionStyle) -> CardMotion:
    """A motion whose table held nothing last frame; ``CARD`` is placed now, from ``SOURCE``."""
    motion = CardMotion(style)
    motion.end_frame()  # the first frame: what it placed is taken as already there
    motion.place(CARD, DEST, SIZE, SOURCE)
    return motion


def next_frame(motion: CardMotion, dt_ms: int) -> None:
    """What a scene does between two drawings: end the frame drawn, let game time pass."""
    motion.end_frame()
    motion.update(dt_ms)


def test_a_played_card_flies_from_its_source_at_start_mid_and_end() -> None:
    motion = flying(MotionStyle(Speed.NORMAL))
    assert motion.place(CARD, DEST, SIZE, SOURCE) == (SOURCE, 255)
    next_frame(motion, FLIGHT_MS // 2)
    (x, y), alpha = motion.place(CARD, DEST, SIZE, SOURCE)
    share = ease_out_cubic(0.5)
    assert (x, y) == pytest.approx((100 + 500 * share, 500 - 200 * share)) and alpha == 255
    assert SOURCE[0] < x < DEST[0] and DEST[1] < y < SOURCE[1]
    next_frame(motion, FLIGHT_MS // 2)
    assert motion.place(CARD, DEST, SIZE, SOURCE) == (DEST, 255)
    assert not motion.busy
    next_frame(motion, 16)
    assert motion.place(CARD, DEST, SIZE, SOURCE) == (DEST, 255), "a card that landed stays"
    next_frame(motion, 0)
    moved = (700.0, 300.0)
    assert motion.place(CARD, moved, SIZE, SOURCE) == (DEST, 255), "moved on the table: it slides from where it was"
    next_frame(motion, FLIGHT_MS // 2)
    assert DEST[0] < motion.place(CARD, moved, SIZE, SOURCE)[0][0] < moved[0]


def test_slow_speed_takes_longer_and_instant_does_not_animate() -> None:
    slow = flying(MotionStyle(Speed.SLOW))
    next_frame(slow, FLIGHT_MS)
    assert slow.place(CARD, DEST, SIZE, SOURCE)[0] != DEST
    instant = flying(MotionStyle(Speed.INSTANT))
    assert instant.place(CARD, DEST, SIZE, SOURCE) == (DEST, 255) and not instant.busy
    instant.launch(deal_flights([[(CARD, DEST)]], (640, 300), SIZE, MotionStyle(Speed.INSTANT)))
    assert not instant.extras and not instant.dealing


def test_reduced_motion_only_fades_where_the_card_lands() -> None:
    motion = flying(MotionStyle(Speed.NORMAL, reduced=True))
    alphas = []
    for _ in range(4):
        spot, alpha = motion.place(CARD, DEST, SIZE, SOURCE)
        assert spot == DEST
        alphas.append(alpha)
        next_frame(motion, -(-FLIGHT_MS // 3))
    assert alphas[0] == 0 and alphas == sorted(alphas) and alphas[-1] == 255


def test_a_cleared_trick_sweeps_away_and_fades() -> None:
    motion = CardMotion(MotionStyle(Speed.NORMAL))
    motion.place(CARD, DEST, SIZE)
    motion.end_frame()
    motion.end_frame()  # the card is gone, and nothing of last frame stayed: a sweep
    (sweep,) = motion.extras
    assert sweep.kind is FlightKind.LEAVE and sweep.position() == DEST and sweep.alpha() == 255
    motion.update(100)
    assert sweep.position()[1] < DEST[1] and 0 < sweep.alpha() < 255
    motion.update(1000)
    assert not motion.extras
    reduced = CardMotion(MotionStyle(Speed.NORMAL, reduced=True))
    reduced.place(CARD, DEST, SIZE)
    reduced.end_frame()
    reduced.end_frame()
    reduced.update(100)
    assert reduced.extras[0].position() == DEST and reduced.extras[0].alpha() < 255


def test_the_deal_leaves_the_deck_one_card_at_a_time() -> None:
    style = MotionStyle(Speed.NORMAL)
    flights = deal_flights([[(CARD, DEST)], [(None, SOURCE), (None, SOURCE)]], (640, 300), SIZE, style)
    assert [flight.tween.delay_ms for flight in flights] == [0, 14, 28]
    assert [flight.face_up for flight in flights] == [True, False, False]
    motion = CardMotion(style)
    motion.launch(flights)
    assert motion.dealing and motion.landing(FlightKind.DEAL) == {CARD}
    motion.update(10_000)
    assert not motion.dealing and not motion.landing(FlightKind.DEAL)


@given(st.lists(st.integers(min_value=0, max_value=400), max_size=20))
def test_tweens_depend_only_on_the_game_time_passed(dts: list[int]) -> None:
    one, other = Tween(500, 100), Tween(500, 100)
    for dt in dts:
        one.advance(dt)
    other.advance(sum(dts))
    assert one.t == other.t and 0.0 <= one.t <= 1.0
    assert one.done == (sum(dts) >= 600)


def test_a_cut_in_slides_in_holds_and_leaves() -> None:
    cut = CutIn("Bomb!", 1000)
    assert cut.offset_x(300) == -300 and cut.alpha() == 0 and cut.scale() > 1
    cut.update(500)
    assert cut.offset_x(300) == 0 and cut.alpha() == 255 and cut.scale() == 1
    cut.update(400)
    assert cut.offset_x(300) > 0 and cut.alpha() < 255
    assert not cut.update(100)
    calm = CutIn("Bomb!", 1000, reduced=True)
    assert calm.offset_x(300) == 0 and calm.scale() == 1 and calm.alpha() == 0
    calm.update(500)
    assert calm.alpha() == 255


def test_cut_ins_come_from_typed_data_only() -> None:
    five = Rank.FIVE
    assert play_cut_in(Play(ComboKind.BOMB, (five,) * 4, (five,) * 4, five)) is CutInKind.BOMB
    assert play_cut_in(Play(ComboKind.SINGLE, (five,), (five,), five)) is None
    spring = DealResult(Side.LANDLORD, 0, (4, -2, -2), 2, 1, spring=True)
    assert result_cut_in(spring) is CutInKind.SPRING
    assert result_cut_in(replace(spring, spring=False, anti_spring=True)) is CutInKind.ANTI_SPRING
    assert result_cut_in(replace(spring, spring=False)) is None and result_cut_in(None) is None
    assert rule_cut_in(RuleId.REVOLUTION) is CutInKind.REVOLUTION
    assert rule_cut_in(RuleId.EIGHT_CUT) is CutInKind.EIGHT_CUT
    assert rule_cut_in(RuleId.SIX_SIX_CUT) is CutInKind.CUT
    assert rule_cut_in(RuleId.SEVEN_TRANSFER) is None and rule_cut_in(None) is None


def ddz_play_scene(hands: list[list[Card]]):  # type: ignore[no-untyped-def]
    app = make_app(seed=5, level=AiLevel.EASY)
    click(app, app.scene.play_button.rect.center)
    table = app.current_session.table
    table.state = DealState.arranged(table.rules, hands, landlord=0)
    app.switch("play")
    return app, app.scene


@pytest.mark.parametrize("kind", [ComboKind.SINGLE, ComboKind.BOMB])
def test_a_bomb_gets_a_cut_in_a_single_does_not_and_a_tap_skips_it(kind: ComboKind) -> None:
    fives = [Card(Rank.FIVE, suit) for suit in Suit]
    three = Card(Rank.THREE, Suit.SPADES)
    others = [
        [Card(Rank.SIX, Suit.SPADES), Card(Rank.KING, Suit.SPADES)],
        [Card(Rank.SEVEN, Suit.SPADES), Card(Rank.EIGHT, Suit.SPADES)],
    ]
    app, scene = ddz_play_scene([[*fives, three], *others])
    play = next(move for move in scene.table.human_legal() if isinstance(move, Play) and move.kind is kind)
    assert scene.table.play_human(play, [three] if kind is ComboKind.SINGLE else fives) is None
    scene.update(16)
    if kind is ComboKind.SINGLE:
        assert scene.cut_in is None
        return
    assert scene.cut_in is not None and scene.cut_in.kind is CutInKind.BOMB and scene.cut_in.by == 0
    app.deliver(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 700), button=1))
    assert scene.cut_in is None


def test_a_revolution_gets_a_cut_in_from_its_rule_and_a_key_skips_it() -> None:
    app = make_app(seed=3, level=AiLevel.EASY)
    app.settings.game = GameId.DAIFUGO
    click(app, app.scene.play_button.rect.center)
    options = daifugo(players=3)
    hands = [parse_cards("8♠ 8♥ 8♦ 8♣ 5♣"), parse_cards("7♣ 10♣"), parse_cards("7♦ 10♦")]
    state = SessionState.arranged(options, hands, 0)
    app.session.table = ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=1000, state=state)
    app.switch("climbing_play")
    scene = app.scene
    assert scene.table.apply_human(PlayCards(tuple(parse_cards("8♠ 8♥ 8♦ 8♣")))) is None
    scene.update(16)
    kinds = [scene.table.announcement.cut_in] + [item.cut_in for item in scene.table.queue]
    assert CutInKind.REVOLUTION in kinds and CutInKind.EIGHT_CUT in kinds
    shown = scene.table.announcement
    first = scene.showing_cut_in()
    assert first is not None and first.elapsed_ms == 0 and first.kind is shown.cut_in
    scene.update(100)
    assert scene.showing_cut_in().elapsed_ms == 100
    waiting = len(scene.table.queue)
    app.deliver(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    assert scene.table.announcement is not shown and len(scene.table.queue) == waiting - 1


@pytest.mark.parametrize(("speed", "delay"), [("slow", 1440), ("normal", 900), ("fast", 450), ("instant", 0)])
def test_the_speed_setting_sets_the_computers_pause(speed: str, delay: int) -> None:
    app = make_app(seed=5, level=AiLevel.EASY)
    app.settings.speed = speed
    click(app, app.scene.play_button.rect.center)
    assert app.current_session.table.move_delay_ms == delay
    app.settings.speed = "slow"
    app.scene.update(16)
    assert app.current_session.table.move_delay_ms == 1440, "a change during the game applies at once"
    assert app.motion == MotionStyle(Speed.SLOW, False)


def test_speed_settings_are_checked_field_by_field_and_offered_as_preferences() -> None:
    assert tuple(speed.value for speed in Speed) == SPEEDS
    assert parse_speed("warp") is Speed.NORMAL
    loaded = Settings.from_json('{"speed": "warp", "reduced_motion": 1, "auto_pass": false}')
    assert (loaded.speed, loaded.reduced_motion, loaded.auto_pass) == ("normal", False, False)
    loaded = Settings.from_json('{"speed": "fast", "reduced_motion": true}')
    assert (loaded.speed, loaded.reduced_motion) == ("fast", True)
    by_field = {preference.field: preference for preference in PREFERENCES}
    assert by_field["speed"].kind is PreferenceKind.CHOICE
    assert tuple(choice.value for choice in by_field["speed"].choices) == SPEEDS
    assert by_field["reduced_motion"].kind is PreferenceKind.SWITCH


def test_autoplay_animates_fast_and_keeps_the_normal_pace() -> None:
    app = make_app(autoplay=True, game=GameId.DDZ3, seed=7)
    app.settings.speed = "slow"
    assert app.motion.speed is Speed.FAST and app.move_delay_ms == 900


def test_the_climbing_table_moves_at_the_chosen_speed_too() -> None:
    app = make_app(seed=3, level=AiLevel.EASY)
    app.settings.game = GameId.DAIFUGO
    app.settings.speed = "fast"
    click(app, app.scene.play_button.rect.center)
    assert app.session.table.move_delay_ms == 450
    app.settings.speed = "instant"
    app.scene.update(16)
    assert app.session.table.move_delay_ms == 0

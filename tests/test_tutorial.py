"""The guided first deals: the lesson scripts (table layer) and the tutorial scene."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.climbing import moves as climbing_moves
from game.climbing.state import SessionState
from game.core.cards import Card, Rank
from game.core.reason import Reason
from game.doudizhu import moves as ddz_moves
from game.doudizhu.combos import ComboKind
from game.doudizhu.observation import Phase
from game.doudizhu.refusals import NOTHING_SELECTED, bid_too_low
from game.doudizhu.rules import TableRules
from game.doudizhu.stakes import StakeKind
from game.doudizhu.state import DealState
from game.i18n import N_, _, offered_languages, set_language
from game.settings import GameId, Settings
from game.table.doudizhu.controller import STAKE_MOVES
from game.table.protocol import TablePlay
from game.table.registry import Family
from game.table.tutorial import DouDizhuLesson, Lesson, StepRefusal, lesson_at, lesson_of
from game.table.tutorial_script import BID_HINT, DEFAULT_HINT, HUMAN, PASS_HINT, STAKE_HINT, STAKES
from game.ui.app import App
from game.ui.common import theme
from game.ui.common.widgets import text
from game.ui.doudizhu.stake_step import CHOICES
from tests.ui_helpers import click, key, make_app

FAMILIES = tuple(Family)


def snapshot(lesson: Lesson) -> tuple[object, ...]:
    """What a refused move must leave as it was."""
    return (lesson.index, [list(hand) for hand in lesson.state.hands], dict(lesson.shown),
            lesson.state.current_player, len(getattr(lesson.state, "history", getattr(lesson.state, "events", []))))


def right_move(lesson: Lesson) -> Reason | None:
    """Make the move the step asks for, as the buttons would (None: it was taken)."""
    return lesson.take_step()


def play(lesson: Lesson, cards: list[Card]) -> Reason | None:
    """Play ``cards`` as the scene's Play does: the first reading, else the table's refusal."""
    readings = lesson.readings(cards)
    return lesson.play_reading(readings[0], cards) if readings else lesson.refusal(cards)


def refused(reason: Reason | None) -> StepRefusal:
    """The lesson's refusal of a move (failing when the move was taken)."""
    assert isinstance(reason, StepRefusal), reason
    return reason


def trick_over(state: DealState | SessionState) -> bool:
    """The table is clear: the trick just ended (nothing to beat), or the auction did."""
    if isinstance(state, DealState):
        return state.phase is Phase.PLAYING and state.to_beat is None
    return state.top is None


def expected_is_legal(lesson: Lesson) -> bool:
    """The step's move, as the engine lists it in the state now."""
    state, cards = lesson.state, lesson.pointed()
    assert lesson.step.expect is not None
    if isinstance(state, DealState):
        if lesson.step.expect.stake is not None:
            return lesson.step.expect.stake in state.legal_moves(HUMAN)
        if lesson.step.expect.is_bid:
            return ddz_moves.Bid(lesson.step.expect.bid or 0) in state.legal_moves(HUMAN)
        if lesson.step.expect.is_pass:
            return ddz_moves.Pass() in state.legal_moves(HUMAN)
        plays = state.plays_for_selection(HUMAN, cards)
        return bool(plays) and plays[0] in state.legal_moves(HUMAN)
    assert isinstance(state, SessionState)
    if lesson.step.expect.is_pass:
        return climbing_moves.Pass() in state.legal_moves(HUMAN)
    return any(isinstance(m, climbing_moves.PlayCards) and set(m.cards) == set(cards) for m in state.legal_moves(HUMAN))


def finish(lesson: Lesson) -> list[int]:
    """Go through the lesson the right way; the step index after every action."""
    seen = [lesson.index]
    while not lesson.done:
        if lesson.may_go_on():
            assert lesson.next()
        else:
            assert right_move(lesson) is None
        if not lesson.done:
            seen.append(lesson.index)
    return seen


def first_deal_played() -> DouDizhuLesson:
    """The Dou Dizhu lesson at the last step of its first deal (the deal is over)."""
    steps = lesson_of(Family.DOUDIZHU).script.steps
    lesson = lesson_at(Family.DOUDIZHU, max(index for index, step in enumerate(steps) if step.deal == 0))
    assert isinstance(lesson, DouDizhuLesson)
    return lesson


@pytest.mark.parametrize("family", FAMILIES)
def test_the_steps_come_in_order_and_the_lesson_ends(family: Family) -> None:
    lesson = lesson_of(family)
    assert finish(lesson) == list(range(lesson.count))
    assert lesson.done and lesson.is_last
    before = snapshot(lesson)
    assert not lesson.next() and not lesson.may_go_on()
    assert play(lesson, lesson.hand()[:1]) is not None and lesson.pass_turn() is not None
    assert lesson.done and snapshot(lesson) == before


def test_the_dou_dizhu_lesson_is_a_full_deal_of_the_three_player_table() -> None:
    """17 cards each and 3 face-down bottom cards, in the auction; the winner of the auction
    takes the bottom (20 cards)."""
    lesson = lesson_of(Family.DOUDIZHU)
    state = lesson.state
    assert isinstance(state, DealState) and state.rules == TableRules.three()
    assert [len(hand) for hand in state.hands] == [17, 17, 17] and len(state.bottom) == 3
    assert lesson.bidding and not state.bottom_revealed
    bottom = list(state.bottom)
    lesson.next()
    assert right_move(lesson) is None
    assert state.phase is Phase.PLAYING and state.landlord == HUMAN and state.bottom_revealed
    assert len(state.hands[HUMAN]) == 20 and set(bottom) <= set(state.hands[HUMAN])
    assert set(lesson.pointed()) == set(bottom) and len(lesson.pointed()) == 3


def test_each_lesson_teaches_what_it_says() -> None:
    """Dou Dizhu: the player wins the auction with a bid of 3, plays a triple with a single, a
    pair run, an airplane with wings and the rocket, and wins with a spring; Daifugo goes
    through a Revolution and the player goes out first. Read from what the engine recorded."""
    ddz = first_deal_played()
    state = ddz.state
    assert isinstance(state, DealState) and state.result is not None
    assert [(seat, bid.value) for seat, bid in state.auction] == [(1, 1), (2, 0), (HUMAN, 3)]
    kinds = [move.kind for seat, move in state.history if seat == HUMAN and isinstance(move, ddz_moves.Play)]
    assert kinds == [ComboKind.TRIPLE_SINGLE, ComboKind.PAIR_RUN, ComboKind.AIRPLANE_SINGLES, ComboKind.ROCKET]
    assert state.result.winning_seat == HUMAN and state.result.spring
    assert state.result.points[HUMAN] == 2 * state.result.bid * state.result.multiplier
    daifugo = lesson_of(Family.CLIMBING)
    finish(daifugo)
    assert isinstance(daifugo.state, SessionState)
    assert daifugo.state.order.reversed and daifugo.state.finished[:1] == [HUMAN]


def test_the_farmers_passes_are_forced() -> None:
    """The steps say the farmers could not beat the landlord's plays: replayed on the engine,
    Pass is the only move a farmer has each time one passes in play."""
    lesson = first_deal_played()
    played = lesson.state
    assert isinstance(played, DealState)
    replay = lesson.script.start()
    assert isinstance(replay, DealState)
    for seat, bid in played.auction:
        replay.apply(seat, bid)
    farmer_passes = 0
    for seat, move in played.history:
        if isinstance(move, ddz_moves.Pass):
            assert replay.legal_moves(seat) == [ddz_moves.Pass()]
            farmer_passes += 1
        replay.apply(seat, move)
    assert farmer_passes == 6 and replay.result == played.result


def test_the_dou_dizhu_lesson_s_second_deal_teaches_the_apps_options() -> None:
    """After the first deal, a new deal on the table with call and grab, super doubling and
    the open hand: the player calls, grabs back after the next player grabbed, doubles after
    one farmer did and shows the hand; the last step names the multipliers the engine has."""
    lesson = first_deal_played()
    lesson.next()
    state = lesson.state
    assert state.rules == STAKES.apply(TableRules.three()) and lesson.rules == state.rules
    assert state.phase is Phase.BIDDING and not lesson.bidding and lesson.stake_step() is not None
    assert [len(hand) for hand in state.hands] == [17, 17, 17] and lesson.shown == {} and lesson.bombs == 0
    finish(lesson)
    assert lesson.state is state and state.landlord == HUMAN and state.phase is Phase.PLAYING
    assert [(event.kind, event.seat) for event in state.stake_events] == [
        (StakeKind.CALLED, HUMAN), (StakeKind.GRABBED, 1), (StakeKind.NO_GRAB, 2), (StakeKind.GRABBED, HUMAN),
        (StakeKind.DOUBLED, 1), (StakeKind.NO_DOUBLE, 2), (StakeKind.DOUBLED, HUMAN), (StakeKind.OPENED, HUMAN)]
    assert state.multiplier == 8 and state.opened
    assert lesson.script.facts(state) == {"multiplier": 8, "doubled": 32, "single": 16}
    assert "32" in lesson.text().render(_)


def test_a_wrong_stake_choice_is_refused_with_the_stake_hint() -> None:
    """Every other choice the step offers is refused with the stake hint, nothing changes."""
    lesson = first_deal_played()
    lesson.next()
    while not lesson.done:
        if lesson.may_go_on():
            lesson.next()
            continue
        expect = lesson.step.expect
        assert expect is not None and expect.stake is not None
        before = snapshot(lesson)
        others = [move for move in lesson.human_stakes() if move != expect.stake]
        assert others
        for move in others:
            outcome = refused(lesson.human_stake(move))
            assert outcome.hint.msgid == STAKE_HINT and outcome.engine is None and snapshot(lesson) == before
        assert right_move(lesson) is None


@pytest.mark.parametrize("family", FAMILIES)
def test_the_table_shows_only_the_current_trick(family: Family) -> None:
    """At every step, each action shown is the seat's latest move in the engine's record, and
    once a trick is over (an 8 Cut, every other seat passed, the end of the auction) the table
    is clear, so no play or Pass label from an ended trick stays."""
    lesson = lesson_of(family)
    while True:
        state = lesson.state
        if trick_over(state):
            assert lesson.shown == {}, (lesson.index, lesson.shown)
        for seat, action in lesson.shown.items():
            if isinstance(action.move, STAKE_MOVES):
                assert isinstance(state, DealState) and action.move == state.last_action[seat]
                continue
            if isinstance(state, DealState):
                record = state.auction if state.phase is Phase.BIDDING else state.history
            else:
                record = state.history
            assert action.move == [move for by, move in record if by == seat][-1]
        if lesson.done:
            break
        if lesson.may_go_on():
            lesson.next()
        else:
            right_move(lesson)


def test_the_8_cut_clears_the_table_before_the_step_says_so() -> None:
    lesson = lesson_of(Family.CLIMBING)
    while not (lesson.step.expect is not None and lesson.step.expect.ranks == "8"):
        assert lesson.next() or right_move(lesson) is None
    assert right_move(lesson) is None
    assert isinstance(lesson.state, SessionState) and lesson.state.top is None
    assert lesson.shown == {} and lesson.state.current_player == HUMAN


@pytest.mark.parametrize(("family", "reason"), [
    (Family.DOUDIZHU, NOTHING_SELECTED),
    (Family.CLIMBING, Reason.of(N_("choose cards to play, or pass"))),
])
def test_play_with_nothing_selected_says_nothing_is_selected(family: Family, reason: Reason) -> None:
    """Through the scene (Enter, nothing selected) on the first play step: the hint, and the
    engine's reason for an empty selection, not the one for passing on a lead."""
    app = make_app()
    app.switch("tutorial", family=family)
    scene = app.scene
    lesson = scene.lesson  # type: ignore[union-attr]
    while lesson.step.expect is None or not lesson.step.expect.ranks:
        assert lesson.next() or right_move(lesson) is None
    before = snapshot(lesson)
    key(app, pygame.K_RETURN)
    shown = refused(scene.refusal)  # type: ignore[union-attr]
    assert shown.engine == reason and shown.hint.msgid == DEFAULT_HINT
    assert snapshot(lesson) == before


@pytest.mark.parametrize("family", FAMILIES)
def test_every_expected_move_is_legal_where_it_is_asked(family: Family) -> None:
    lesson = lesson_of(family)
    asked = 0
    while not lesson.done:
        if lesson.may_go_on():
            lesson.next()
            continue
        assert lesson.state.current_player == HUMAN
        assert expected_is_legal(lesson), lesson.step.text
        asked += 1
        right_move(lesson)
    assert asked >= 5


@pytest.mark.parametrize("family", FAMILIES)
def test_a_wrong_move_is_refused_with_a_hint_and_changes_nothing(family: Family) -> None:
    lesson = lesson_of(family)
    while not lesson.done:
        if lesson.may_go_on():
            before = snapshot(lesson)
            assert refused(play(lesson, lesson.hand()[:1])).hint.msgid and snapshot(lesson) == before
            lesson.next()
            continue
        before = snapshot(lesson)
        expect = lesson.step.expect
        assert expect is not None
        tries = [lambda cards=[card]: play(lesson, cards) for card in lesson.hand() if card not in lesson.pointed()]
        tries += [lambda: play(lesson, [])] + [lambda value=value: lesson.bid(value) for value in range(4)
                                               if value != expect.bid and not (value == 0 and expect.is_pass)]
        if not expect.is_pass:
            tries.append(lesson.pass_turn)
        for attempt in tries:
            hint = refused(attempt()).hint
            assert hint.msgid in (lesson.step.hint, DEFAULT_HINT, PASS_HINT, BID_HINT)
            assert snapshot(lesson) == before
        assert right_move(lesson) is None


def test_the_engine_reason_comes_with_the_hint_when_the_engine_refuses_too() -> None:
    lesson = lesson_of(Family.DOUDIZHU)
    lesson.next()
    outcome = refused(lesson.bid(1))  # the next player bid 1 already
    assert outcome.engine == bid_too_low(1, 3) and outcome.hint.msgid == BID_HINT
    assert right_move(lesson) is None  # bid 3: the landlord
    lesson.next()
    lead = refused(lesson.pass_turn())
    assert lead.engine is not None and lead.engine.msgid == "you cannot pass when leading"
    daifugo = lesson_of(Family.CLIMBING)
    daifugo.next()
    assert right_move(daifugo) is None  # the 4; the jack is on the table
    low = [card for card in daifugo.hand() if card.rank is Rank.SIX][:1]
    assert refused(play(daifugo, low)).engine is not None


@pytest.mark.parametrize("family", FAMILIES)
def test_back_returns_to_the_previous_step_as_it_was(family: Family) -> None:
    lesson = lesson_of(family)
    assert lesson.back() is None
    states = []
    while not lesson.done:
        states.append(snapshot(lesson))
        if lesson.may_go_on():
            lesson.next()
        else:
            right_move(lesson)
    for index in range(lesson.count - 2, -1, -1):
        previous = lesson.back()
        assert previous is not None
        lesson = previous
        assert snapshot(lesson) == states[index]
    assert finish(lesson) == list(range(lesson.count))


@pytest.mark.parametrize("language", ["sv", "ja", "zh_Hans"])
def test_every_step_text_and_hint_is_translated(language: str) -> None:
    try:
        set_language(language)
        for family in FAMILIES:
            lesson = lesson_of(family)
            for step in lesson.script.steps:
                assert _(step.text) != step.text and _(step.hint) != step.hint
            assert _(lesson.script.title) != lesson.script.title
    finally:
        set_language("en")


def test_tutorial_seen_is_stored_and_validated() -> None:
    assert Settings().tutorial_seen is False
    seen = Settings(tutorial_seen=True)
    assert Settings.from_json(seen.to_json()).tutorial_seen is True
    assert Settings.from_json('{"tutorial_seen": "yes", "auto_pass": false}').tutorial_seen is False
    assert Settings.from_json('{"tutorial_seen": "yes", "auto_pass": false}').auto_pass is False


# -- the scene and the menu ----------------------------------------------------------------------
def press_right_move(app: App, scene: Any) -> None:
    """Click what the step asks for: its bid, Pass, or Show me then Play."""
    expect = scene.lesson.step.expect
    if expect.stake is not None:
        click(app, scene.stake_button(expect.stake).rect.center)
    elif expect.is_bid:
        click(app, scene.bid_buttons[expect.bid].rect.center)
    elif expect.is_pass:
        click(app, scene.pass_button.rect.center)
    else:
        click(app, scene.show_button.rect.center)
        click(app, scene.play_button.rect.center)


def test_the_menu_offers_the_tutorial_at_first_start_until_declined() -> None:
    app = make_app()
    menu = app.scene
    assert menu is not None and menu.name == "menu"
    assert menu.take_tutorial_button.visible and menu.not_now_button.visible
    click(app, menu.not_now_button.rect.center)
    assert app.settings.tutorial_seen
    assert not menu.take_tutorial_button.visible and menu.tutorial_button.visible
    assert '"tutorial_seen": true' in app.platform.stored  # type: ignore[attr-defined]
    app.switch("menu")
    assert not app.scene.take_tutorial_button.visible  # type: ignore[union-attr]


@pytest.mark.parametrize(("game", "family"), [(GameId.DDZ3, Family.DOUDIZHU), (GameId.PRESIDENT, Family.CLIMBING)])
def test_the_tutorial_button_opens_the_lesson_of_the_chosen_game(game: GameId, family: Family) -> None:
    app = make_app(game=game)
    click(app, app.scene.tutorial_button.rect.center)  # type: ignore[union-attr]
    assert app.scene is not None and app.scene.name == "tutorial"
    assert app.scene.lesson.script.family is family  # type: ignore[attr-defined]


def test_playing_the_tutorial_with_the_keyboard_sets_tutorial_seen() -> None:
    app = make_app()
    click(app, app.scene.take_tutorial_button.rect.center)  # type: ignore[union-attr]
    scene = app.scene
    assert scene is not None and scene.name == "tutorial"
    lesson = scene.lesson  # type: ignore[attr-defined]
    key(app, pygame.K_RETURN)  # the welcome text: go on
    assert lesson.index == 1
    key(app, pygame.K_RETURN)  # nothing selected, in the auction: refused, with the hint
    assert lesson.index == 1 and refused(scene.refusal).hint.msgid == BID_HINT  # type: ignore[attr-defined]
    for _step in range(40):
        if app.scene is not scene:
            break
        if lesson.may_go_on():
            key(app, pygame.K_RETURN)
        elif lesson.step.expect.stake is not None:
            step = lesson.stake_step()
            key(app, next(c.keys[0] for c in CHOICES if c.step is step and c.move == lesson.step.expect.stake))
        elif lesson.step.expect.is_bid:
            key(app, pygame.K_0 + lesson.step.expect.bid)
        elif lesson.step.expect.is_pass:
            key(app, pygame.K_p)
        else:
            key(app, pygame.K_h)
            key(app, pygame.K_RETURN)
    assert app.scene is not None and app.scene.name == "menu"
    assert app.settings.tutorial_seen and lesson.done


def test_skip_and_escape_leave_the_tutorial_as_seen() -> None:
    app = make_app()
    app.switch("tutorial", family=Family.CLIMBING)
    click(app, app.scene.skip_button.rect.center)  # type: ignore[union-attr]
    assert app.scene.name == "menu" and app.settings.tutorial_seen  # type: ignore[union-attr]
    app.settings.tutorial_seen = False
    app.switch("tutorial")
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu" and app.settings.tutorial_seen  # type: ignore[union-attr]


def test_back_in_the_scene_goes_one_step_back() -> None:
    app = make_app()
    app.switch("tutorial", family=Family.DOUDIZHU)
    scene = app.scene
    scene.next()  # type: ignore[union-attr]
    assert scene.bid_buttons[3].visible and not scene.play_button.visible  # type: ignore[union-attr]
    press_right_move(app, scene)
    assert scene.lesson.index == 2 and len(scene.hand.cards) == 20  # type: ignore[union-attr]
    assert scene.play_button.visible and not scene.bid_buttons[3].visible  # type: ignore[union-attr]
    key(app, pygame.K_BACKSPACE)
    assert scene.lesson.index == 1 and len(scene.hand.cards) == 17 and scene.lesson.bidding  # type: ignore[union-attr]
    assert sorted(scene.lesson.shown) == [1, 2]  # type: ignore[union-attr]


@pytest.mark.parametrize("language", sorted(set(offered_languages()) & {"en", "sv"}))
@pytest.mark.parametrize("family", FAMILIES)
def test_the_tutorial_scene_draws_without_overlaps(family: Family, language: str) -> None:
    """Every step drawn (and the hint line after a wrong move), nothing overlapping; the menu
    with its first-start offer too."""
    app = make_app(language=language)
    canvas = text.RecordingSurface(theme.CANVAS_SIZE)
    app.canvas = canvas
    found: set[str] = set()

    def record() -> None:
        recorder = text.Recorder()
        with text.recording(recorder):
            app.frame(16)
        for first, second in recorder.overlaps():
            found.add(f"{app.scene.name}: {first.label!r} {first.rect} x {second.label!r} {second.rect}")  # type: ignore[union-attr]

    record()  # the menu, offering the tutorial
    app.switch("tutorial", family=family)
    scene = app.scene
    steps = 0
    while app.scene is scene:
        record()
        lesson = scene.lesson  # type: ignore[union-attr]
        if lesson.may_go_on():
            scene.next()  # type: ignore[union-attr]
        else:
            wrong = [card for card in lesson.hand() if card not in lesson.pointed()][:1]
            if wrong or lesson.step.expect.is_pass:
                scene.hand.select_only(wrong or lesson.hand()[:1])  # type: ignore[union-attr]
                scene.play()  # type: ignore[union-attr]
                record()  # the hint line
            scene.show_me()  # type: ignore[union-attr]
            record()  # the arrows over the raised cards
            press_right_move(app, scene)
        steps += 1
    assert steps == lesson_of(family).count
    assert not found, "\n".join(sorted(found))


def test_the_last_step_offers_the_other_lesson() -> None:
    app = make_app()
    app.switch("tutorial", family=Family.DOUDIZHU)
    scene = app.scene
    assert not scene.other_button.visible  # type: ignore[union-attr]
    finish_but_last = scene.lesson  # type: ignore[union-attr]
    while not finish_but_last.is_last:
        if finish_but_last.may_go_on():
            scene.next()  # type: ignore[union-attr]
        else:
            press_right_move(app, scene)
    assert scene.other_button.visible  # type: ignore[union-attr]
    click(app, scene.other_button.rect.center)  # type: ignore[union-attr]
    assert app.scene is scene and scene.lesson.script.family is Family.CLIMBING  # type: ignore[union-attr]
    assert scene.lesson.index == 0 and not scene.other_button.visible  # type: ignore[union-attr]


@pytest.mark.parametrize("family", FAMILIES)
def test_the_lesson_is_a_table_whose_computer_seats_play_only_the_script(family: Family) -> None:
    """The lesson's table is a table like every other (the protocol the UI plays); game time
    passing moves no seat, not even a computer seat the engine waits for at the end; every
    move, scripted or the player's, is applied and recorded by the family's controller."""
    lesson = lesson_of(family)
    table: TablePlay = lesson
    while not lesson.done:
        before = (snapshot(lesson), table.moves_applied)
        table.update(60_000)
        assert (snapshot(lesson), table.moves_applied) == before and not table.deciding
        if not lesson.next():
            assert table.human_to_act() and right_move(lesson) is None
    assert len(table.record) == table.moves_applied > 0

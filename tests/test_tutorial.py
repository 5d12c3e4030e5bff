"""The guided first deals: the lesson scripts (table layer) and the tutorial scene."""

from __future__ import annotations

import pygame
import pytest

from game.climbing import moves as climbing_moves
from game.climbing.state import SessionState
from game.doudizhu import moves as ddz_moves
from game.doudizhu.state import DealState
from game.i18n import _, offered_languages, set_language
from game.settings import GameId, Settings
from game.table.tutorial import DEFAULT_HINT, HUMAN, PASS_HINT, Family, Tutorial
from game.ui.common import theme
from game.ui.common.widgets import text
from tests.ui_helpers import click, key, make_app

FAMILIES = tuple(Family)


def snapshot(lesson: Tutorial) -> tuple[object, ...]:
    """What a refused move must leave as it was."""
    return (lesson.index, [list(hand) for hand in lesson.state.hands], dict(lesson.shown),
            lesson.state.current_player, len(getattr(lesson.state, "history", getattr(lesson.state, "events", []))))


def expected_is_legal(lesson: Tutorial) -> bool:
    """The step's move, as the engine lists it in the state now."""
    state, cards = lesson.state, lesson.pointed()
    assert lesson.step.expect is not None
    if isinstance(state, DealState):
        if lesson.step.expect.is_pass:
            return ddz_moves.Pass() in state.legal_moves(HUMAN)
        plays = state.plays_for_selection(HUMAN, cards)
        return bool(plays) and plays[0] in state.legal_moves(HUMAN)
    assert isinstance(state, SessionState)
    if lesson.step.expect.is_pass:
        return climbing_moves.Pass() in state.legal_moves(HUMAN)
    return any(isinstance(m, climbing_moves.PlayCards) and set(m.cards) == set(cards) for m in state.legal_moves(HUMAN))


def finish(lesson: Tutorial) -> list[int]:
    """Go through the lesson the right way; the step index after every action."""
    seen = [lesson.index]
    while not lesson.finished:
        if lesson.may_go_on():
            assert lesson.next()
        else:
            assert lesson.try_move(lesson.pointed()).accepted
        if not lesson.finished:
            seen.append(lesson.index)
    return seen


@pytest.mark.parametrize("family", FAMILIES)
def test_the_steps_come_in_order_and_the_lesson_ends(family: Family) -> None:
    lesson = Tutorial.of(family)
    assert finish(lesson) == list(range(lesson.count))
    assert lesson.finished and lesson.is_last
    assert not lesson.next() or lesson.finished


def test_each_lesson_teaches_what_it_says() -> None:
    """Dou Dizhu ends with the landlord out of cards (the rocket last); Daifugo goes through a
    Revolution and the player goes out first."""
    ddz = Tutorial.of(Family.DOUDIZHU)
    kinds = []
    while not ddz.finished:
        if ddz.may_go_on():
            ddz.next()
            continue
        assert isinstance(ddz.state, DealState)
        plays = ddz.state.plays_for_selection(HUMAN, ddz.pointed())
        kinds.append(plays[0].kind.name if plays else "PASS")
        ddz.try_move(ddz.pointed())
    assert kinds == ["SINGLE", "PASS", "PAIR", "STRAIGHT", "BOMB", "ROCKET"]
    assert isinstance(ddz.state, DealState) and ddz.state.result is not None
    assert ddz.state.result.winning_seat == HUMAN
    daifugo = Tutorial.of(Family.CLIMBING)
    finish(daifugo)
    assert isinstance(daifugo.state, SessionState)
    assert daifugo.state.order.reversed and daifugo.state.finished[:1] == [HUMAN]


@pytest.mark.parametrize("family", FAMILIES)
def test_every_expected_move_is_legal_where_it_is_asked(family: Family) -> None:
    lesson = Tutorial.of(family)
    asked = 0
    while not lesson.finished:
        if lesson.may_go_on():
            lesson.next()
            continue
        assert lesson.state.current_player == HUMAN
        assert expected_is_legal(lesson), lesson.step.text
        asked += 1
        lesson.try_move(lesson.pointed())
    assert asked >= 6


@pytest.mark.parametrize("family", FAMILIES)
def test_a_wrong_move_is_refused_with_a_hint_and_changes_nothing(family: Family) -> None:
    lesson = Tutorial.of(family)
    while not lesson.finished:
        if lesson.may_go_on():
            before = snapshot(lesson)
            outcome = lesson.try_move(lesson.hand()[:1])
            assert not outcome.accepted and outcome.hint is not None and snapshot(lesson) == before
            lesson.next()
            continue
        before = snapshot(lesson)
        wrong = [[card] for card in lesson.hand() if card not in lesson.pointed()]
        wrong.append([] if not lesson.step.expect.is_pass else lesson.hand()[:1])  # type: ignore[union-attr]
        for cards in wrong:
            outcome = lesson.try_move(cards)
            assert not outcome.accepted
            assert outcome.hint is not None and outcome.hint.msgid in (lesson.step.hint, DEFAULT_HINT, PASS_HINT)
            assert snapshot(lesson) == before
        assert lesson.try_move(lesson.pointed()).accepted


def test_the_engine_reason_comes_with_the_hint_when_the_engine_refuses_too() -> None:
    lesson = Tutorial.of(Family.DOUDIZHU)
    lesson.next()
    lesson.try_move(lesson.pointed())  # the 3; then the ace is on the table
    lesson.try_move(lesson.pointed())  # pass; the pair of 6s is led
    low = [card for card in lesson.hand() if card.rank.symbol == "4"]
    outcome = lesson.try_move(low)
    assert not outcome.accepted and outcome.reason is not None


@pytest.mark.parametrize("family", FAMILIES)
def test_back_returns_to_the_previous_step_as_it_was(family: Family) -> None:
    lesson = Tutorial.of(family)
    assert not lesson.back()
    states = []
    while not lesson.finished:
        states.append(snapshot(lesson))
        if lesson.may_go_on():
            lesson.next()
        else:
            lesson.try_move(lesson.pointed())
    lesson.finished = False
    for index in range(lesson.count - 2, -1, -1):
        assert lesson.back()
        assert snapshot(lesson) == states[index]
    assert finish(lesson) == list(range(lesson.count))


def test_every_step_text_and_hint_is_translated_to_swedish() -> None:
    try:
        set_language("sv")
        for family in FAMILIES:
            lesson = Tutorial.of(family)
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
    key(app, pygame.K_RETURN)  # nothing selected: refused, with the hint
    assert lesson.index == 1 and scene.hint is not None  # type: ignore[attr-defined]
    for _step in range(40):
        if app.scene is not scene:
            break
        if lesson.may_go_on():
            key(app, pygame.K_RETURN)
        elif lesson.step.expect.is_pass:
            key(app, pygame.K_p)
        else:
            key(app, pygame.K_h)
            key(app, pygame.K_RETURN)
    assert app.scene is not None and app.scene.name == "menu"
    assert app.settings.tutorial_seen and lesson.finished


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
    scene.show_me()  # type: ignore[union-attr]
    scene.play()  # type: ignore[union-attr]
    assert scene.lesson.index == 2  # type: ignore[union-attr]
    key(app, pygame.K_BACKSPACE)
    assert scene.lesson.index == 1 and len(scene.hand.cards) == 14  # type: ignore[union-attr]


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
            if lesson.step.expect.is_pass:
                scene.pass_turn()  # type: ignore[union-attr]
            else:
                scene.play()  # type: ignore[union-attr]
        steps += 1
    assert steps == Tutorial.of(family).count
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
            scene.show_me()  # type: ignore[union-attr]
            scene.play()  # type: ignore[union-attr]
    assert scene.other_button.visible  # type: ignore[union-attr]
    click(app, scene.other_button.rect.center)  # type: ignore[union-attr]
    assert app.scene is scene and scene.lesson.script.family is Family.CLIMBING  # type: ignore[union-attr]
    assert scene.lesson.index == 0 and not scene.other_button.visible  # type: ignore[union-attr]

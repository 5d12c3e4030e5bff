"""The endgame puzzle screen, headless: mouse, keyboard, touch, statistics, layout in every language."""

from __future__ import annotations

import pygame
import pytest

from game.doudizhu.combos import Play
from game.i18n import LANGUAGES, set_language
from game.settings import Settings
from game.stats import PuzzleRecord
from game.table.registry import mode
from game.ui.common import theme
from game.ui.common.widgets import text
from game.ui.doudizhu.plugin import summary
from game.ui.doudizhu.puzzles import PuzzleScene
from tests.test_ui_touch import PHONE, finger
from tests.ui_helpers import click, key, make_app, run_frames

SCENE = mode("doudizhu_puzzles").scene


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def puzzle_scene(**options: object):
    app = make_app(**options)
    app.switch("menu")
    run_frames(app, 2)
    menu = app.scene
    button = next(b for b in menu.mode_buttons if b.label() == "Endgame puzzles")
    click(app, button.rect.center)
    assert app.scene is not None and app.scene.name == SCENE
    scene = app.scene
    assert isinstance(scene, PuzzleScene) and scene.table is not None
    return app, scene


def wait_for_turn(app, scene: PuzzleScene) -> None:
    for _ in range(400):
        table = scene.table
        if table is None or table.over or table.human_to_act:
            return
        run_frames(app, 1, 50)


def test_the_menu_opens_the_first_unsolved_puzzle_and_its_goal() -> None:
    app, scene = puzzle_scene()
    table = scene.table
    assert table is not None and table.puzzle.id == "easy-01"
    line, _ink = scene.status()
    assert line == f"Win from here in {table.puzzle.moves} moves."
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def test_solving_with_the_mouse_is_kept_in_the_statistics() -> None:
    app, scene = puzzle_scene()
    table = scene.table
    assert table is not None
    while not table.over:
        wait_for_turn(app, scene)
        if table.over:
            break
        move = table.hint()
        if isinstance(move, Play):
            scene.hint()
            wanted = set(scene.hand.selected)
            scene.hand.clear_selection()
            for index in range(len(scene.hand.cards)):
                if scene.hand.cards[index] in wanted:
                    rect = scene.hand.card_rects()[index]
                    click(app, (rect.x + 6, rect.centery))  # its strip left of the next card
            assert set(scene.hand.selected) == wanted
            click(app, scene.play_button.rect.center)
        else:
            click(app, scene.pass_button.rect.center)
    assert table.solved and scene.status()[0] == "Solved!"
    assert scene.show_solution
    record = app.settings.puzzles
    assert record.solved == ["easy-01"] and record.unaided == 0  # the hint was asked
    again = Settings.from_json(app.settings.to_json())
    assert again.puzzles == record
    total = sum(len(pack.puzzles) for pack in scene.packs)
    assert summary(app.settings) == f"Endgame puzzles: 1 of {total} solved. 0 new puzzles solved."
    app.switch("statistics")
    run_frames(app, 2)  # the statistics screen draws the line


def test_the_keyboard_hints_plays_undoes_and_restarts() -> None:
    app, scene = puzzle_scene()
    table = scene.table
    assert table is not None
    key(app, pygame.K_h)
    assert scene.hand.selected
    key(app, pygame.K_RETURN)
    assert table.moves and not table.human_to_act
    wait_for_turn(app, scene)
    key(app, pygame.K_u)
    assert table.human_to_act and not table.moves
    key(app, pygame.K_h)
    key(app, pygame.K_RETURN)
    wait_for_turn(app, scene)
    key(app, pygame.K_r)
    assert not table.moves
    key(app, pygame.K_s)
    assert scene.show_solution
    key(app, pygame.K_ESCAPE)
    assert not scene.show_solution and app.scene is scene
    for _ in range(40):
        if table.over:
            break
        wait_for_turn(app, scene)
        if table.over:
            break
        key(app, pygame.K_h)
        if scene.hand.selected:
            key(app, pygame.K_RETURN)
        else:
            key(app, pygame.K_p)
    assert table.solved


def test_a_losing_move_says_so_and_undo_takes_it_back() -> None:
    app, scene = puzzle_scene()
    table = scene.table
    assert table is not None and table.position is not None
    losing = next(move for move, wins in table.solver.outcomes(table.position) if not wins)
    assert isinstance(losing, Play)
    cards = []
    left = list(scene.hand.cards)
    for rank in losing.ranks:
        card = next(c for c in left if c.rank == rank)
        left.remove(card)
        cards.append(card)
    scene.hand.select_only(cards)
    scene.play_selected()
    wait_for_turn(app, scene)
    assert scene.status()[1] == theme.WARN
    assert table.still_won() is not True
    scene.undo()
    assert table.still_won() is True and not table.moves


def test_a_tap_plays_like_a_click() -> None:
    app, scene = puzzle_scene()
    app.window = pygame.display.set_mode(PHONE, pygame.RESIZABLE)
    table = scene.table
    assert table is not None
    scene.hint()
    finger(app, pygame.FINGERDOWN, scene.play_button.rect.center)
    finger(app, pygame.FINGERUP, scene.play_button.rect.center)
    assert table.moves


def test_a_new_puzzle_is_made_here_and_counted_apart() -> None:
    app, scene = puzzle_scene(seed=3)
    click(app, scene.new_button.rect.center)
    table = scene.table
    assert table is not None and table.puzzle.id.startswith("new-")
    for _ in range(40):
        wait_for_turn(app, scene)
        if table.over:
            break
        key(app, pygame.K_h)
        key(app, pygame.K_RETURN if scene.hand.selected else pygame.K_p)
    assert table.solved
    assert app.settings.puzzles.new_solved == 1 and app.settings.puzzles.solved == []


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_text_overlaps_on_the_puzzle_screen(language: str) -> None:
    _app, scene = puzzle_scene()
    set_language(language)
    scene._build()
    for pack, index, solution in ((0, 0, False), (3, len(scene.packs[3].puzzles) - 1, False), (3, 5, True)):
        scene.open(pack, index)
        scene.hint()
        scene.show_solution = solution
        recorder = text.Recorder()
        with text.recording(recorder):
            scene.draw(text.RecordingSurface(theme.CANVAS_SIZE))
        assert not recorder.overlaps(), (language, pack, index, recorder.overlaps())


def test_a_corrupt_puzzle_record_is_repaired_field_by_field() -> None:
    record = PuzzleRecord.from_dict({"solved": ["easy-01", 7, "", "x" * 99, "easy-01", "hard-02"],
                                     "new_solved": "many", "unaided": 10})
    assert record.solved == ["easy-01", "hard-02"] and record.new_solved == 0 and record.unaided == 2
    assert PuzzleRecord.from_dict(None) == PuzzleRecord()
    assert PuzzleRecord.from_dict({"solved": "easy-01", "new_solved": 2, "unaided": True}) == PuzzleRecord([], 2, 0)
    settings = Settings.from_json('{"puzzles": {"solved": ["easy-03"], "new_solved": -4}}')
    assert settings.puzzles == PuzzleRecord(["easy-03"], 0, 0)

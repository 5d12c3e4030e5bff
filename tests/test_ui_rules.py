"""The Dou Dizhu rules screen: complete text per table, numbers from the engine, scrolling."""

from __future__ import annotations

import pygame
import pytest

from game.doudizhu import rules as table
from game.i18n import _, set_language
from game.settings import GameId
from game.table.doudizhu.rules_text import (
    FOUR_PLAYERS,
    SECTIONS,
    THREE_PLAYERS,
    TWO_PLAYERS,
    WILD_RANK,
    full_text,
    rendered,
)
from game.ui.doudizhu.rules import Style
from tests.ui_helpers import click, key, make_app


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def section_text(section) -> str:
    return " ".join(f"{heading} {body}" for heading, body in rendered(section))


def test_three_player_text_names_its_decisions_and_restrictions():
    words = section_text(THREE_PLAYERS)
    for needle in (
        "drawn at random",
        "A pass is final",
        "A bid of 3 ends the auction",
        "both players after the last bidder have passed",
        "dealt again",
        "turned face up",
        "never four of a rank (a bomb), never both jokers",
        "a rank that is in the airplane",
        "333444555666",
        "the game asks which one you mean",
        "Pair wings must all be of different ranks",
        "may be a pair, but not the two jokers",
        "the pairs must be of different ranks",
        "not a bomb",
        "never decide",
        "must have the same length",
        "before either farmer has played a single card",
        "the landlord has played only once",
    ):
        assert needle in words, needle


def test_four_player_text_matches_the_engine_constants():
    words = section_text(FOUR_PLAYERS)
    four = table.TableRules.four()
    assert f"{four.hand_size} cards" in words and f"{four.bottom_size} bottom cards" in words
    assert f"{table.TWO_DECK_BOMB_SIZES[0]} to {table.TWO_DECK_BOMB_SIZES[1]} cards" in words
    assert str(table.FOUR_PLAYER_MULTIPLIER_CAP) in words
    assert f"{table.TURN_LIMIT_MS // 1000} seconds" in words and f"{table.DEAL_LIMIT_MS // 60000} minutes" in words
    assert "A black and a red joker together are not a pair" in words
    assert "two or three jokers are never a bomb" in words
    assert "all four jokers" in words and "first bidder becomes the landlord for a bid of 1" in words
    assert table.JOKER_PAIRS_WITH_TWO_DECKS and four.rocket_jokers == 4


def test_two_player_and_wild_text():
    words = section_text(TWO_PLAYERS)
    assert f"0 to {table.MAX_ALLOWANCE}" in words and f"{table.DEFAULT_ALLOWANCE} unless you change" in words
    assert "nobody ever sees them" in words and "in the menu" in words
    wild = section_text(WILD_RANK)
    for needle in ("from 3 to 2", "never for a joker", "never stands for a 2", "only fills a gap",
                   "soft bomb", "pure-wild bomb", "exactly four cards", "multiply the score by 4", "by 2"):
        assert needle in wild, needle
    assert table.ONE_DECK_BOMB_SIZES == (4, 4)


def test_the_rules_speak_to_players_in_english_and_swedish():
    """No table says "Table decision:" (the spec's word for a choice it left open)."""
    for section in (THREE_PLAYERS, FOUR_PLAYERS, TWO_PLAYERS, WILD_RANK):
        assert "Table decision" not in section_text(section)
    set_language("sv")
    swedish = full_text()
    assert "{" not in swedish and "Bordsregel" not in swedish


def test_scrolling_moves_whole_lines_and_tabs_jump_to_sections():
    app = make_app()
    app.switch("rules", game=GameId.DDZ2)
    scene = app.scene
    lines = scene.lines()
    assert lines[scene.top].style is Style.TITLE and lines[scene.top].section == 2
    key(app, pygame.K_HOME)
    assert scene.top == 0
    seen = set()
    for _step in range(400):
        key(app, pygame.K_DOWN)
        seen.add(lines[scene.top].section)
        shown = lines[scene.top : scene.top + scene.visible_count(scene.top)]
        if scene.top + len(shown) < len(lines):
            assert shown[-1].style is Style.BODY  # no heading left alone at the bottom
    assert scene.top == scene.max_top() and seen >= set(range(len(SECTIONS) - 1))
    click(app, scene.tabs[1].rect.center)
    assert lines[scene.top].text == _(FOUR_PLAYERS.title)
    app.frame(16)
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def test_the_climbing_rules_scroll_only_to_line_starts():
    app = make_app()
    app.settings.game = GameId.DAIFUGO
    app.switch("climbing_rules", game=GameId.DAIFUGO)
    scene = app.scene
    stops = scene.stops()
    positions = set()
    for code in [pygame.K_DOWN] * 30 + [pygame.K_PAGEDOWN] * 200 + [pygame.K_UP] * 7 + [pygame.K_PAGEUP] * 3:
        key(app, code)
        positions.add(scene.scroll)
        assert scene.scroll in stops
    assert max(positions) == stops[-1] > 0
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert scene.scroll in stops
    app.frame(16)


@pytest.mark.parametrize("language", ["en", "sv", "ja", "zh_Hans"])
def test_the_uecda_rules_screen_explains_the_contest_in_every_language(language: str):
    app = make_app()
    set_language(language)
    try:
        app.switch("climbing_rules", game=GameId.UECDA)
        scene = app.scene
        lines = [line for row in scene.content() for line, *_rest in row.lines]
        assert scene.title() == _("Rules of UECda Daifugo")
        assert _("The UECda contest") in lines and _("Sequences and the suit lock") in lines
        app.frame(16)
    finally:
        set_language("en")

"""Opponents' names per language, "You" for the human, and the low-cards warning on the panels."""

from __future__ import annotations

import pygame
import pytest

from game.climbing.options import daifugo
from game.i18n import LANGUAGES, _, set_language
from game.settings import AiLevel, GameId
from game.table.climbing.controller import ClimbingTable
from game.table.seat_names import (
    MAX_OPPONENTS,
    NAMES,
    low_cards_warning,
    opponent_names,
)
from tests.ui_helpers import click, make_app, run_frames


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_every_language_has_names_for_five_opponents():
    for code in LANGUAGES:
        names = NAMES[code]
        assert len(set(names)) == len(names) >= MAX_OPPONENTS
        assert len(names) == len(NAMES["en"])  # same positions in every language


def test_names_come_from_the_seed():
    assert opponent_names(7, 5, "en") == opponent_names(7, 5, "en")
    assert len(set(opponent_names(7, 5, "en"))) == 5
    assert len({opponent_names(seed, 3, "en") for seed in range(20)}) > 5
    english, swedish = opponent_names(3, 4, "en"), opponent_names(3, 4, "sv")
    assert [NAMES["en"].index(n) for n in english] == [NAMES["sv"].index(n) for n in swedish]


def test_low_cards_warning_texts():
    assert low_cards_warning(1) == "Last card!"
    assert low_cards_warning(2) == "2 cards left"
    assert low_cards_warning(0) is None and low_cards_warning(3) is None
    set_language("sv")
    assert low_cards_warning(1) != "Last card!" and low_cards_warning(2) != "2 cards left"


def test_dou_dizhu_seats_have_names_for_the_whole_session():
    app = make_app(seed=5, level=AiLevel.EASY)
    click(app, app.scene.play_button.rect.center)
    table = app.current_session.table
    labels = [table.seat_label(seat).render(_) for seat in range(3)]
    assert labels[0] == "You" and set(labels[1:]) <= set(NAMES["en"]) and len(set(labels)) == 3
    assert app.scene.seat_name(1) == labels[1]
    set_language("sv")
    assert table.seat_label(1).render(_) in NAMES["sv"] and table.seat_label(0).render(_) == "Du"
    set_language("en")
    app.current_session.next_deal(0, 4.0)
    assert [app.current_session.table.seat_label(seat).render(_) for seat in range(3)] == labels


def test_climbing_texts_name_opponents_and_read_right_for_you():
    table = ClimbingTable(daifugo(), 3, "easy", human_seat=0, move_delay_ms=0, announce_ms=0)
    for _step in range(4000):
        if table.human_to_act():
            moves = table.human_moves()
            table.apply_human(moves[-1])
        table.update(50)
        if table.round_over:
            break
    lines = [phrase.render(_) for phrase in table.log]
    names = set(opponent_names(3, 3, "en"))
    assert not any("Player " in line for line in lines)
    verbs = ("plays", "passes", "leads", "is", "takes")
    assert not any(line.startswith("You ") and line.split()[1] in verbs for line in lines)
    assert any(line.startswith("You ") for line in lines)
    assert any(line.split()[0] in names for line in lines)
    assert table.seat_label(0).render(_) == "You"


def low_cards_pixels(surface: pygame.Surface, panel: pygame.Rect) -> bool:
    from game.ui.common import theme

    return any(tuple(surface.get_at((x, panel.bottom)))[:3] == theme.WARN for x in range(panel.x, panel.right))


def test_a_seat_with_one_card_shows_the_warning():
    from game.core.cards import Card, Rank, Suit
    from game.doudizhu.state import DealState
    from game.ui.common.widgets.seats import place_of

    app = make_app(seed=5, level=AiLevel.EASY)
    click(app, app.scene.play_button.rect.center)
    table = app.current_session.table
    hands = [
        [Card(Rank.THREE, Suit.SPADES), Card(Rank.FOUR, Suit.SPADES), Card(Rank.FIVE, Suit.HEARTS)],
        [Card(Rank.SIX, Suit.SPADES)],
        [Card(Rank.SEVEN, Suit.SPADES), Card(Rank.EIGHT, Suit.SPADES)],
    ]
    table.state = DealState.arranged(table.rules, hands, landlord=0)
    app.switch("play")
    surface = pygame.Surface((1280, 720))
    app.scene.draw(surface)
    assert low_cards_pixels(surface, place_of(1, 0, 3).panel)
    assert low_cards_pixels(surface, place_of(2, 0, 3).panel)
    assert not low_cards_pixels(surface, place_of(0, 0, 3).panel)


def test_the_climbing_panels_warn_too():
    from game.climbing.notation import parse_cards
    from game.climbing.state import SessionState
    from game.ui.climbing.layout import seat_spot

    options = daifugo(players=3)
    state = SessionState.arranged(options, [parse_cards(h) for h in ("3♠ 4♠ 5♠", "9♠", "7♦ 8♦")], 0)
    app = make_app(seed=1)
    app.settings.game = GameId.DAIFUGO
    click(app, app.scene.play_button.rect.center)
    app.session.table = ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=0, state=state)
    app.switch("climbing_play")
    surface = pygame.Surface((1280, 720))
    app.scene.draw(surface)
    assert low_cards_pixels(surface, seat_spot(1, 3).panel) and low_cards_pixels(surface, seat_spot(2, 3).panel)
    run_frames(app, 2)

"""Play labels: the to-beat caption names the combination, its cards and who played it;
two readings of the same cards never look alike in the picker."""

from __future__ import annotations

import dataclasses

import pytest

from game.core.cards import Rank
from game.core.reason import Phrase
from game.doudizhu.enumerate import readings
from game.doudizhu.notation import counts_of
from game.doudizhu.rules import TableRules
from game.i18n import _, set_language
from game.table.doudizhu.captions import TO_BEAT
from game.table.doudizhu.play_text import cards_label, play_label, stand_in_label
from game.table.seat_names import about_seat


def to_beat_caption(label: str, owner: int, name: str) -> str:
    """The centre line for a play by ``owner`` (seat 0 is the viewer)."""
    return about_seat(owner, 0, TO_BEAT, Phrase.of(name), play=label).render(_)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def labels(text: str, rules: TableRules | None = None, wild: Rank | None = None) -> list[str]:
    return [play_label(p) for p in readings(counts_of(text), rules or TableRules.three(), wild)]


def test_to_beat_caption_names_cards_and_owner():
    (pair,) = labels("66")
    assert to_beat_caption(pair, 1, "Left") == "To beat: pair 6 6 (Left)"
    assert to_beat_caption(pair, 0, "You") == "To beat: pair 6 6 (yours)"
    set_language("sv")
    assert to_beat_caption(labels("66")[0], 2, "Vänster") == "Att slå: par 6 6 (Vänster)"


def test_attachments_follow_the_core():
    assert labels("77744") == ["triple with a pair 7 7 7 + 4 4"]
    assert labels("7777 5 6") == ["four with two 7 7 7 7 + 5 6"]
    assert labels("89TJQ") == ["straight 8 9 10 J Q"]
    assert labels("99TTJJ") == ["pair run 9 9  10 10  J J"]
    assert labels("BR") == ["rocket Black Joker Red Joker"]


def test_the_three_readings_of_four_adjacent_triples_differ():
    found = labels("333444555666")
    assert len(found) == 3 and len(set(found)) == 3
    assert "airplane with wings 4 4 4  5 5 5  6 6 6 + 3 3 3" in found
    assert "airplane with wings 3 3 3  4 4 4  5 5 5 + 6 6 6" in found


def test_wild_stand_ins_show_what_they_count_as():
    rules = dataclasses.replace(TableRules.three(), wild=True)
    plays = readings(counts_of("QQ97"), rules, Rank.QUEEN)
    texts = {cards_label(p) for p in plays}
    assert "7 Q=7 Q=7 + 9" in texts and "9 Q=9 Q=9 + 7" in texts
    short = {stand_in_label(p) for p in plays}
    assert "triple with a single Q=7 Q=7" in short
    assert stand_in_label(readings(counts_of("66"), TableRules.three())[0]) == "pair"


def test_captions_under_side_seats_stay_out_of_the_seat_panels():
    import pygame

    from game.ui.common.widgets.seats import PLACES
    from game.ui.doudizhu.table_scene import caption_rect, caption_room

    for players, places in PLACES.items():
        for place in places.values():
            cards = pygame.Rect(0, 0, 56 + 30 * 5, 79)
            setattr(cards, place.action_anchor, place.action_point)
            width = caption_room(place, cards.width)
            rect = caption_rect(place, cards, (width, 18))
            assert not rect.colliderect(place.panel), (players, place.side)
            assert rect.left >= 0 and rect.right <= 1280


def test_a_wild_table_says_so_during_the_bidding_and_shows_the_rank_after():
    from game.doudizhu.state import Phase
    from game.settings import AiLevel, GameId
    from tests.ui_helpers import make_app

    app = make_app(autoplay=True, seed=3, game=GameId.DDZ3, level=AiLevel.EASY, wild=True)
    app.start_table()
    scene = app.scene
    assert scene.name == "bidding" and "Wild rank: drawn after the bidding" in scene.status_lines()
    for _frame in range(3000):
        app.frame(96)
        if app.scene.name == "bidding" and app.scene.state.phase != Phase.BIDDING:
            break
    state = app.scene.state
    assert state.wild_rank is not None
    assert any(line.startswith("Wild rank: ") and "drawn" not in line for line in app.scene.status_lines())
    app.scene.draw(app.canvas)

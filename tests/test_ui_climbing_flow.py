"""The climbing games' flow at the table (issue 11): results before the next deal, rule
announcements before the choices they open, refusals inside dialogs, the Relief Supplies
pile, the Q Bomb and 10 Discard texts, the exchange's help, and the session's final screen."""

from __future__ import annotations

import pygame
import pytest

from game.climbing.effects import ChoiceKind
from game.climbing.options import daifugo, president
from game.climbing.pending import Phase
from game.core.reason import Plural
from game.i18n import _, ngettext, set_language
from game.settings import GameId
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.session import standings
from game.ui.climbing.dialogs import CardPicker, RankPicker
from game.ui.climbing.layout import CENTER, seat_spot
from game.ui.climbing.scoring import round_rows, standing_label
from game.ui.common.widgets import text
from tests.test_ui_climbing import (
    action_button,
    arranged_play,
    climbing_app,
    picker_card,
)
from tests.ui_helpers import click, key


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def drawn_texts(app, monkeypatch) -> list[str]:
    """Every line the current scene draws in one frame (text.render and text.fitted calls);
    drawn while a recorder is installed, so cached felt tiles paint their texts afresh."""
    seen: list[str] = []
    render, fitted = text.render, text.fitted
    inside = [False]

    def record_render(line: str, *args, **kwargs):
        if not inside[0]:
            seen.append(line)
        return render(line, *args, **kwargs)

    def record_fitted(line: str, *args, **kwargs):
        seen.append(line)
        inside[0] = True
        try:
            return fitted(line, *args, **kwargs)
        finally:
            inside[0] = False

    with monkeypatch.context() as patch:
        patch.setattr(text, "render", record_render)
        patch.setattr(text, "fitted", record_fitted)
        with text.recording(text.Recorder()):
            app.scene.draw(app.canvas)
    return seen


def play_scene_over(state):
    """The play scene over ``state`` (an arranged round), the human in seat 0."""
    app = climbing_app(GameId.PRESIDENT, state.options, seed=1)
    click(app, app.scene.play_button.rect.center)
    table = ClimbingTable(state.options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=0, state=state)
    app.session.table = table
    app.switch("climbing_play")
    return app, app.scene, table


def play_until(app, done, frames: int = 400) -> None:
    for _frame in range(frames):
        if done():
            return
        app.frame(16)
    assert done()


# -- 1. the round's results come before the next deal ---------------------------------------------------


def test_the_finished_round_stays_on_the_table_until_its_results_are_acknowledged(monkeypatch):
    """Seat 1 and seat 2 go out; the human is left with three cards. The engine holds round 1
    as it ended (``Phase.ROUND_OVER``), and the table, the scoring screen and the hand show it
    until "Next round"; only then is round 2 dealt and do the new hands and the exchange show."""
    app, scene, table = arranged_play(daifugo(players=3, rounds=2), "3♣ 4♣ K♣|5♦|6♦", 1)
    play_until(app, lambda: table.round_over)
    assert table.state.phase is Phase.ROUND_OVER and table.state.round_number == 1, "the engine waits for the step"
    assert [card.label for card in scene.hand.cards] == ["3♣", "4♣", "K♣"]
    assert scene.displayed_round() == 1
    assert [len(hand) for hand in scene.state.hands] == [3, 0, 0]
    play_until(app, lambda: app.scene.name == "climbing_scoring")
    lines = drawn_texts(app, monkeypatch)
    assert "You were left holding:" in lines
    assert app.scene.cards_left()[0][0] == 0
    assert [c.label for c in app.scene.cards_left()[0][1]] == ["3♣", "4♣", "K♣"]
    assert table.state.phase is Phase.ROUND_OVER, "nothing was dealt while the results showed"
    click(app, app.scene.next_button.rect.center)
    assert app.scene.name == "exchange" and table.state.round_number == 2
    assert len(app.scene.hand.cards) > 3, "the next round's hand shows after the results"
    assert any(phrase.msgid == "Round {number} begins" for phrase in table.log[table.round_log_start :])


# -- 8. the session's final screen ---------------------------------------------------------------------


def finished_session(seed: int, rounds: int = 3) -> ClimbingTable:
    table = ClimbingTable(president(rounds=rounds), seed, "easy", human_seat=None, move_delay_ms=0, announce_ms=0)
    while not table.session_over():
        table.update(16)
        if table.round_over and not table.session_over():
            table.acknowledge_round()
    return table


def test_standings_rank_by_points_and_share_places():
    ranked = standings([0, 0, -2, 2])
    assert [(s.seat, s.place, s.tied) for s in ranked] == [(3, 0, False), (0, 1, True), (1, 1, True), (2, 3, False)]
    assert [standing_label(s) for s in ranked] == ["1st", "Tied 2nd", "Tied 2nd", "4th"]


def test_the_final_screen_ranks_the_session_by_points_with_a_round_table(monkeypatch):
    """Seed 0: the last round's order is 4, 3, 1, 2 but the session points are 0, 0, -2, +2:
    the final screen ranks by points (seats 1 and 2 tie for 2nd), shows no role changes, and
    lists every round's points and the totals."""
    app = climbing_app(GameId.PRESIDENT, president(rounds=3), seed=1)
    click(app, app.scene.play_button.rect.center)
    table = finished_session(0)
    assert table.state.results[-1].order == (3, 2, 0, 1) and table.state.scores == [0, 0, -2, 2]
    app.session.table = table
    app.switch("climbing_scoring")
    lines = drawn_texts(app, monkeypatch)
    places = [line for line in lines if line.endswith(("1st", "2nd", "3rd", "4th"))]
    assert places == ["1st", "Tied 2nd", "Tied 2nd", "4th"]
    name = [table.seat_label(seat).render(_) for seat in range(4)]
    assert name[0] == "You"
    assert lines.index(name[3]) < lines.index(name[0]) < lines.index(name[1]) < lines.index(name[2])
    assert not any("→" in line or "(stays)" in line for line in lines), "no role changes when no round follows"
    assert {"Final standings", "Points by round", "Round 1", "Round 2", "Round 3", "Total"} <= set(lines)
    for number, result in enumerate(table.state.results):
        row = lines.index(f"Round {number + 1}")
        assert lines[row + 1 : row + 5] == [f"{p:+d}" for p in result.points]
    total = lines.index("Total")
    assert lines[total + 1 : total + 5] == ["+0", "+0", "-2", "+2"]
    assert app.scene.next_label() == "New session"


def test_many_rounds_fold_the_earliest_into_one_row():
    table = finished_session(4, rounds=20)
    rows = round_rows(table.state.results, 13)
    assert len(rows) == 13 and rows[0][0] == "Rounds 1–8" and rows[1][0] == "Round 9"
    assert [sum(col) for col in zip(*(points for _label, points in rows), strict=True)] == table.state.scores


# -- 2. and 3. the cut is announced before the 4 Stop window; refusals inside the window -------------


FOUR_STOP = daifugo(players=4, four_stop=True, eight_cut=True)


def test_the_cut_is_announced_before_the_four_stop_window_opens_under_the_pile(monkeypatch):
    app, scene, table = arranged_play(FOUR_STOP, "4♠ 4♥ 5♣ 6♣|8♠ 8♥ 8♦|7♦ 9♦ J♦|7♥ 9♥ J♥", 1)
    table.announce_ms = 1500
    play_until(app, lambda: table.announcement is not None)
    assert table.announcement.phrase.render(str) == "8 Cut!" and table.announcement.by == 1
    assert table.state.pending is not None and table.state.pending.kind is ChoiceKind.FOUR_STOP
    for _frame in range(60):
        assert scene.dialog is None, "the window waits for the cut's announcement"
        assert "8 Cut!" in drawn_texts(app, monkeypatch)
        app.frame(16)
        if table.announcement is None:
            break
    play_until(app, lambda: scene.dialog is not None)
    dialog = scene.dialog
    assert isinstance(dialog, CardPicker) and not dialog.dim_table
    cutter = seat_spot((1 - scene.viewer) % 4, 4)
    assert not dialog.rect.collidepoint(CENTER), "the pile stays in view"
    assert not dialog.rect.colliderect(cutter.panel)
    assert not dialog.rect.collidepoint(cutter.action), "the cut cards stay in view"
    assert [card.label for card in table.shown[1].cards] == ["8♠", "8♥", "8♦"]


def test_a_refused_stop_is_explained_inside_the_window(monkeypatch):
    app, scene, table = arranged_play(FOUR_STOP, "4♠ 4♥ 5♣ 6♣|8♠ 8♥ 8♦|7♦ 9♦ J♦|7♥ 9♥ J♥", 1)
    play_until(app, lambda: scene.dialog is not None)
    dialog = scene.dialog
    click(app, picker_card(dialog, "4♠").center)
    click(app, action_button(dialog, "Stop").rect.center)
    assert scene.dialog is dialog and scene.message is None, "nothing is drawn under the dim layer"
    reason = dialog.reason
    assert reason is not None and reason() == table.refusal(dialog.chosen).render(str)
    lines = drawn_texts(app, monkeypatch)
    assert reason() in lines
    click(app, picker_card(dialog, "4♥").center)
    assert dialog.reason is None, "a new choice clears the refusal"


# -- 4. Relief Supplies takes the card off the pile ------------------------------------------------------


def test_a_card_taken_with_relief_supplies_leaves_the_pile(monkeypatch):
    from game.climbing.notation import parse_cards
    from game.climbing.state import SessionState

    options = president(players=3, relief_supplies=True)
    hands = [parse_cards("3♣ 4♣ 5♣"), parse_cards("7♦ 8♦ 9♦"), parse_cards("Q♥ Q♠")]
    state = SessionState.arranged(options, hands, 2, previous_order=(1, 2, 0))
    app, scene, _table = play_scene_over(state)
    play_until(app, lambda: state.top is not None)
    played = list(state.top.cards)
    assert len(played) == 2, "the computer leads its pair"
    assert scene.relief_button.visible
    click(app, scene.relief_button.rect.center)
    click(app, picker_card(scene.dialog, played[0].label).center)
    click(app, action_button(scene.dialog, "Take").rect.center)
    assert played[0] in state.hands[0] and state.top is not None and state.top.cards == tuple(played)
    drawn: list[list[str]] = []
    original = scene.draw_cards

    def record(surface, cards, *args):
        drawn.append([card.label for card in cards])
        return original(surface, cards, *args)

    monkeypatch.setattr(scene, "draw_cards", record)
    app.scene.draw(app.canvas)
    shown = [label for cards in drawn for label in cards]
    assert played[0].label not in shown, "the taken card is no longer drawn on the table"
    assert [card.label for card in played[1:]] == [label for label in shown if label in {c.label for c in played}]


# -- 5. Q Bomb: the counted texts and the bomber's own cards ---------------------------------------------


def test_q_bomb_says_one_rank_and_that_the_bombers_own_cards_go_too(monkeypatch):
    app, scene, table = arranged_play(daifugo(players=3, q_bomb=True), "Q♠ 5♣ 5♦ 9♣|7♦ 10♦ J♦|7♥ 10♥ J♥", 0)
    table.announce_ms = 1500
    scene.hand.select_only([card for card in scene.hand.cards if card.label == "Q♠"])
    click(app, scene.play_button.rect.center)
    app.frame(16)
    assert table.announcement is not None
    assert table.announcement.phrase.render(_, ngettext) == "Q Bomb: up to 1 rank"
    play_until(app, lambda: scene.dialog is not None)
    assert isinstance(scene.dialog, RankPicker)
    lines = drawn_texts(app, monkeypatch)
    assert "Name up to 1 rank for the Q Bomb" in lines
    assert "Every player discards all their cards of the named ranks, and so do you." in lines
    assert not any("(s)" in line or "1 ranks" in line for line in lines)
    set_language("sv")
    lines = drawn_texts(app, monkeypatch)
    prompt = ngettext("Name up to {count} rank for the Q Bomb", "Name up to {count} ranks for the Q Bomb", 1)
    assert prompt.format(count=1) in lines


def test_counted_phrases_pick_the_sentence_for_the_number():
    forms = ("{count} rank", "{count} ranks")
    assert Plural.of_count(forms, 1).render(str) == "1 rank"
    assert Plural.of_count(forms, 2).render(str) == "2 ranks"
    assert Plural.of_count(forms, 2).render(_, ngettext) == "2 ranks"


# -- 6. 10 Discard with nothing selected ------------------------------------------------------------------


def test_discard_is_off_with_nothing_selected_and_says_why(monkeypatch):
    app, scene, table = arranged_play(daifugo(players=3, ten_discard=True), "10♠ 5♣ 6♦ 9♣|7♦ 8♦ J♦|7♥ 8♥ J♥", 0)
    scene.hand.select_only([card for card in scene.hand.cards if card.label == "10♠"])
    click(app, scene.play_button.rect.center)
    play_until(app, lambda: table.announcement is None)  # the line waits under the rule's banner
    assert scene.hand_choice() is not None and scene.play_label() == "Discard"
    assert not scene.play_button.enabled, "an empty Discard does not silently discard nothing"
    assert scene.pass_button.enabled and scene.pass_label() == "None"
    assert "Select the cards to discard, or press None to keep them all" in drawn_texts(app, monkeypatch)
    before = len(table.state.hands[0])
    key(app, pygame.K_RETURN)
    assert len(table.state.hands[0]) == before and scene.hand_choice() is not None
    click(app, scene.hand.card_rects()[0].center)
    assert scene.play_button.enabled
    click(app, scene.play_button.rect.center)
    assert len(table.state.hands[0]) == before - 1


# -- 7. the exchange: why "Give back" is off, and the preset's role names ----------------------------------


def exchange_as_president(options):
    """Round 1 by the computer until seat 0 is President; then the human gives back in round 2."""
    app = climbing_app(GameId.DAIFUGO, options, seed=2)
    click(app, app.scene.play_button.rect.center)
    for seed in range(60):
        table = ClimbingTable(options, seed, "easy", human_seat=None, move_delay_ms=0, announce_ms=0)
        while not table.round_over:
            table.update(16)
        if table.last_result.order[0] == 0:
            break
    table.human_seat = 0
    app.session.table = table
    app.switch("climbing_scoring")
    click(app, app.scene.next_button.rect.center)
    play_until(app, lambda: app.scene.name == "exchange" and app.scene.human_gives() == 2)
    return app, app.scene


def test_the_exchange_says_why_give_back_is_off_and_names_the_daifugo_roles(monkeypatch):
    app, scene = exchange_as_president(daifugo(players=4, rounds=2))
    lines = drawn_texts(app, monkeypatch)
    start = next(i for i, line in enumerate(lines) if line.startswith("The Daihinmin gives"))
    help_text = " ".join(lines[start : start + 2])
    assert help_text == scene.rule_text()
    assert "the Daifugo" in help_text and "the Hinmin" in help_text and "the Fugo" in help_text
    assert not any("Beggar" in line or "President" in line for line in lines)
    assert not scene.give_button.enabled and "Select 2 cards to give" in lines
    click(app, scene.hand.card_rects()[0].center)
    assert not scene.give_button.enabled
    assert "Select 1 more card to give" in drawn_texts(app, monkeypatch)
    for rect in scene.hand.card_rects()[1:3]:
        click(app, rect.center)
    assert not scene.give_button.enabled
    assert "You selected 1 card too many: give exactly 2" in drawn_texts(app, monkeypatch)
    click(app, scene.hand.card_rects()[2].center)
    assert scene.give_button.enabled and scene.selection_reason() is None


def test_the_president_exchange_help_uses_the_president_names(monkeypatch):
    _app, scene = exchange_as_president(president(players=3, rounds=2))
    assert scene.rule_text() == (
        "The Beggar gives their two best cards to the President, who gives back two cards of their choice."
    )

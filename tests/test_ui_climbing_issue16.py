"""Daifugo / President at the table (issue 16): the session points by name, the hand after
the exchange, both directions of every exchange in the log, the scoreboard of the rounds so
far, who a 5 Skip skipped, cut-ins and banners without doubled titles, the selection
caption naming the combination, and the card counter's cards passed on."""

from __future__ import annotations

import pytest

from game.climbing.options import daifugo, president
from game.i18n import _, ngettext, set_language
from tests.test_ui_climbing import arranged_play
from tests.test_ui_climbing_flow import drawn_texts
from tests.ui_helpers import click


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_session_points_name_the_players(monkeypatch):
    app, scene, _table = arranged_play(daifugo(players=4), "3♣ 4♣|5♦|6♦|7♦", 0)
    lines = drawn_texts(app, monkeypatch)
    names = [scene.seat_name(seat) for seat in range(4)]
    expected = "Session points: " + "   ".join(f"{name} +0" for name in names)
    assert expected in lines, [line for line in lines if line.startswith("Session")]


# -- the exchange ------------------------------------------------------------------------------------


def test_the_hand_shows_the_cards_given_back_at_once(monkeypatch):
    """The human's give-back is the last of the exchange: the hand loses the cards at once,
    before Continue (the table then waits for the play scene)."""
    from tests.test_ui_climbing_flow import exchange_as_president

    app, scene = exchange_as_president(president(players=3, rounds=2))
    while scene.table.busy:  # a line left from the round before: not what this is about
        scene.table.skip_announcement()
    given = scene.hand.cards[:2]
    for rect in scene.hand.card_rects()[:2]:
        click(app, rect.center)
    click(app, scene.give_button.rect.center)
    for _frame in range(3):
        app.frame(16)
    assert scene.state.phase.value == "play"
    assert app.scene is scene, "the play waits for Continue"
    assert scene.hand.cards == list(scene.state.hands[scene.viewer])
    assert not set(given) & set(scene.hand.cards)


def test_every_exchange_shows_both_directions_in_the_log():
    """Five players, the viewer a Citizen: each pair's give and give-back both reach the log."""
    from game.climbing.pending import EventKind
    from game.table.climbing.controller import ClimbingTable

    for seed in range(40):
        table = ClimbingTable(
            president(players=5, rounds=2), seed, "easy", human_seat=None, move_delay_ms=0, announce_ms=0
        )
        while not table.round_over:
            table.update(16)
        order = table.last_result.order
        if table.viewer in order[2:-2]:
            break
    else:
        pytest.fail("no seed seats the viewer as a Citizen")
    table.acknowledge_round()
    while table.state.phase.value == "exchange":
        table.update(16)
    pairs = {(order[-1], order[0]), (order[0], order[-1]), (order[-2], order[1]), (order[1], order[-2])}
    events = table.state.events[table.state.round_events_start :]
    public = {(e.seat, e.target) for e in events if e.kind is EventKind.EXCHANGE_COUNT}
    assert public == pairs
    lines = [phrase.render(_, ngettext) for phrase in table.log[table.round_log_start :]]
    for giver, receiver in pairs:
        count = 2 if order[0] in (giver, receiver) else 1
        line = ngettext("{giver} gives {count} card to {receiver}", "{giver} gives {count} cards to {receiver}", count)
        names = {
            key: table.seat_label(seat).render(_, ngettext) for key, seat in (("giver", giver), ("receiver", receiver))
        }
        said = line.format(count=count, **names)
        assert said in lines, (said, lines)


# -- 5 Skip ------------------------------------------------------------------------------------------


def arranged_table(options, hands: str, turn: int, announce_ms: int = 1500):
    from game.climbing.notation import parse_cards
    from game.climbing.state import SessionState
    from game.table.climbing.controller import ClimbingTable

    state = SessionState.arranged(options, [parse_cards(h) for h in hands.split("|")], turn)
    return ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=announce_ms, state=state)


def said(table) -> list[str]:
    """The table's announcements (on show and queued) and log lines, as shown."""
    shown = [table.announcement, *table.queue] if table.announcement is not None else list(table.queue)
    return [a.phrase.render(_, ngettext) for a in shown] + [p.render(_, ngettext) for p in table.log]


def test_five_skip_says_who_was_skipped():
    from game.climbing.moves import PlayCards
    from game.climbing.notation import parse_cards

    options = daifugo(players=4, five_skip=True)
    table = arranged_table(options, "5♠ 5♥ 9♣ 4♣|6♦ 7♦|6♣ 7♣|6♥ 7♥", 0)
    assert table.apply_human(PlayCards(tuple(parse_cards("5♠ 5♥")))) is None
    lines = said(table)
    first, second = (table.seat_label(seat).render(_, ngettext) for seat in (1, 2))
    assert f"{first} is skipped" in lines[:3] and f"{second} is skipped" in lines[:3], lines
    assert table.state.current_player == 3
    yours = arranged_table(options, "9♣ 4♣|6♦ 7♦|6♣ 7♣|5♥ 7♥ 8♥", 3)
    while yours.state.current_player == 3:
        yours.update(100)
    assert "You are skipped" in said(yours)


# -- cut-ins and banners -----------------------------------------------------------------------------


def rule_announcement(rule):
    """The announcement ``rule`` makes, from its own hooks (a plain play of four 8s as the facts)."""
    from game.climbing.effects import Announce
    from game.climbing.notation import parse_cards
    from game.climbing.order import StrengthOrder
    from game.climbing.plays import readings
    from game.climbing.rules import rule_info
    from game.climbing.rules.base import FirstPlaceContext, PlayContext

    info = rule_info(rule)
    options = daifugo(players=4)
    play = readings(parse_cards("8♠ 8♥ 8♦ 8♣"), options)[0]
    ctx = PlayContext(0, play, options, StrengthOrder(), None, False, 0, 3)
    found = info.effects(ctx) + info.on_first_place(FirstPlaceContext(0, 2, 1, 0, False, False))
    return next(effect for effect in found if isinstance(effect, Announce))


def test_the_rules_whose_announcement_is_the_title_are_listed():
    from game.table.cut_ins import RULE_CUT_INS, TITLE_ONLY, TITLES

    same = {rule for rule, kind in RULE_CUT_INS.items() if rule_announcement(rule).text == TITLES[kind]}
    assert same == TITLE_ONLY


def cut_in_lines(app, scene) -> list[str]:
    """The texts of the cut-in on show, once it rests (fully in)."""
    from game.ui.common.motion import CUT_IN_LINES_LAYER
    from game.ui.common.widgets import text
    from tests.test_ui_overlap import resting_cut_in_titles

    for _frame in range(60):
        cut = scene.showing_cut_in()
        if cut is not None and cut.fully_in:
            break
        app.frame(16)
    recorder = text.Recorder()
    canvas = text.RecordingSurface((1280, 720))
    with text.recording(recorder):
        scene.draw(canvas)
    return resting_cut_in_titles(recorder) + [box.label for box in recorder.boxes if box.layer == CUT_IN_LINES_LAYER]


@pytest.mark.parametrize(
    ("hand", "title", "under"),
    [("8♠", "8 Cut!", "You"), ("J♠", "J Back!", "You"), ("9♠ 9♥", "Cut!", "99 Cut! — You")],
)
def test_a_cut_in_says_its_title_once(hand, title, under):
    options = daifugo(players=4, eight_cut=True, j_back=True, nine_nine_cut=True, nine_reverse=False)
    app, scene, table = arranged_play(options, f"{hand} 4♣ 6♣|6♦ 7♦|6♥ 7♥|5♥ 7♣", 0)
    table.announce_ms = 1500
    from tests.test_ui_climbing import lead

    lead(app, scene, hand)
    lines = cut_in_lines(app, scene)
    assert lines == [title, under]


def drawn_boxes(scene):
    from game.ui.common.widgets import text

    recorder = text.Recorder()
    canvas = text.RecordingSurface((1280, 720))
    with text.recording(recorder):
        scene.draw(canvas)
    return recorder


@pytest.mark.parametrize("language", ["en", "sv", "ja", "zh_Hans"])
def test_the_ten_discard_banner_leaves_the_instruction_line_alone(language):
    """While the 10 Discard banner shows, the hand's instruction line waits under it (in
    every language; the Japanese banner is taller)."""
    options = daifugo(players=4, ten_discard=True)
    app, scene, table = arranged_play(options, "10♠ 4♣ 6♣ 9♣|6♦ 7♦|6♥ 7♥|5♥ 7♣", 0)
    table.announce_ms = 1500
    set_language(language)
    from game.climbing.moves import PlayCards
    from game.climbing.notation import parse_cards

    assert table.apply_human(PlayCards(tuple(parse_cards("10♠")))) is None
    scene.hand.clear_selection()
    app.frame(16)
    assert table.announcement is not None and scene.hand_choice() is not None
    recorder = drawn_boxes(scene)
    assert not recorder.overlaps(), recorder.overlaps()
    table.skip_announcement()
    lines = [box.label for box in drawn_boxes(scene).boxes]
    assert scene.hand_choice_reason() in lines


def test_an_open_window_is_not_titled_twice():
    """The 4 Stop window's title is the prompt: the caption behind it does not say it again."""
    from tests.test_ui_climbing_flow import FOUR_STOP, play_until

    app, scene, table = arranged_play(FOUR_STOP, "4♠ 4♥ 5♣ 6♣|8♠ 8♥ 8♦|7♦ 9♦ J♦|7♥ 9♥ J♥", 1)
    play_until(app, lambda: scene.dialog is not None)
    prompt = table.choice_prompt(table.state.pending).render(_, ngettext)
    lines = [box.label for box in drawn_boxes(scene).boxes]
    assert lines.count(prompt) == 1, lines


# -- the scoreboard ----------------------------------------------------------------------------------


def table_after_rounds(options, rounds_done: int, seed: int = 4):
    from game.table.climbing.controller import ClimbingTable

    table = ClimbingTable(options, seed, "easy", human_seat=0, move_delay_ms=0, announce_ms=0)
    table.takeover = True
    while len(table.state.results) < rounds_done:
        table.update(16)
        if table.round_over and len(table.state.results) < rounds_done:
            table.acknowledge_round()
    table.acknowledge_round()
    table.takeover = False
    return table


@pytest.mark.parametrize("open_with", ["key", "tap"])
def test_the_scoreboard_shows_every_round_so_far_by_name(monkeypatch, open_with):
    import pygame

    from game.climbing.roles import role_name
    from game.ui.climbing.table_scene import place_name
    from tests.ui_helpers import key

    options = daifugo(players=4, rounds=5)
    app, _scene, _table = arranged_play(options, "3♣|5♦|6♦|7♦", 0)
    table = table_after_rounds(options, 2)
    app.session.table = table
    app.switch("exchange" if table.state.phase.value == "exchange" else "climbing_play")
    scene = app.scene
    if open_with == "key":
        key(app, pygame.K_s)
    else:
        click(app, scene._scores_button.rect.center)
    assert scene.scores.open and scene.log_open, "the table waits while it is open"
    lines = drawn_texts(app, monkeypatch)
    assert "Scores so far" in lines
    for seat in range(4):
        assert scene.seat_name(seat) in lines
    for number, result in enumerate(table.state.results, 1):
        assert f"Round {number}" in lines
        for seat in range(4):
            role = role_name(result.roles[seat], options.preset).render(_, ngettext)
            assert f"{place_name(result.order.index(seat))} {role}" in lines
    assert "Total" in lines
    totals = [line for line in lines if line.startswith(("+", "-"))]
    assert totals[-4:] == [f"{points:+d}" for points in table.state.scores]
    key(app, pygame.K_s)
    assert not scene.scores.open
    key(app, pygame.K_s)
    key(app, pygame.K_ESCAPE)
    assert not scene.scores.open and app.scene is scene


# -- smaller things ----------------------------------------------------------------------------------


def test_the_selection_caption_names_the_combination():
    from game.climbing.notation import parse_cards
    from game.table.climbing.selection import selection_status

    options = daifugo(players=4, sequence=True)
    table = arranged_table(options, "9♠ 9♥ 9♦ 9♣ 5♦ 6♦ 7♦ 3♣|6♣ 7♣|6♥ 7♥|8♥ 8♣", 0)

    def caption(labels: str) -> str:
        return selection_status(table, parse_cards(labels)).caption()

    assert caption("3♣") == "Single: 3♣"
    assert caption("9♠ 9♥") == "Pair: 9♠ 9♥"
    assert caption("9♠ 9♥ 9♦") == "Three of a kind: 9♠ 9♥ 9♦"
    assert caption("9♠ 9♥ 9♦ 9♣") == "Set of 4: 9♠ 9♥ 9♦ 9♣"
    assert caption("5♦ 6♦ 7♦") == "Sequence of 3: 5♦ 6♦ 7♦"


def test_the_lead_caption_offers_a_sequence_only_when_the_rule_is_on(monkeypatch):
    for options, line in (
        (president(players=4), "Your lead: play any single or set"),
        (daifugo(players=4, sequence=True), "Your lead: play any single, set or Sequence"),
    ):
        app, _scene, _table = arranged_play(options, "3♣ 4♣|5♦|6♦|7♦", 0)
        assert line in drawn_texts(app, monkeypatch)


def test_the_card_counter_knows_the_cards_passed_on():
    """A card the human passed with 7 Transfer is no longer counted as unseen."""
    from game.climbing.notation import parse_cards
    from game.core.cards import Rank
    from game.table.card_counter import climbing_counter

    options = daifugo(players=4, seven_transfer=True)
    table = arranged_table(options, "7♠ 4♣ 4♦ K♣|6♣ 8♣|6♥ 8♥|5♥ 8♦", 0, announce_ms=0)
    before = climbing_counter(table.state.observation(0)).of(Rank.FOUR)
    from game.climbing.moves import PlayCards

    assert table.apply_human(PlayCards(tuple(parse_cards("7♠")))) is None
    assert table.pick_cards(parse_cards("4♣"), finish=True) is None
    assert parse_cards("4♣")[0] in table.state.hands[1]
    assert climbing_counter(table.state.observation(0)).of(Rank.FOUR) == before
    assert any(line.startswith("You pass 4♣ to ") for line in said(table))
    assert not any(line.startswith("You pass a card") for line in said(table))

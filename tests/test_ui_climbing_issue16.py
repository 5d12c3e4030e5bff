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
    app, scene, table = arranged_play(daifugo(players=4), "3♣ 4♣|5♦|6♦|7♦", 0)
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
        table = ClimbingTable(president(players=5, rounds=2), seed, "easy", human_seat=None, move_delay_ms=0,
                              announce_ms=0)
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
        said = line.format(giver=table.seat_label(giver).render(_, ngettext), count=count, receiver=table.seat_label(receiver).render(_, ngettext))
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

"""Daifugo / President in the front end: menu -> play -> scoring -> exchange -> play, driven by
synthetic clicks and keys, the choice pickers, the rules screen's switches, and a monkey test."""

from __future__ import annotations

import asyncio
import json
import random

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import i18n
from game.climbing.effects import ChoiceKind
from game.climbing.moves import PickCard
from game.climbing.options import ClimbingOptions, RuleId, Scoring, SequenceForm, daifugo, president, uecda
from game.climbing.pending import EventKind
from game.climbing.rules import dependency_reason, options_problem
from game.i18n import set_language
from game.settings import AiLevel, GameId
from game.table.climbing.controller import ClimbingTable, with_seat_labels
from game.table.climbing.session import engine_options, store_options
from game.table.registry import Family
from game.ui.climbing.dialogs import CardPicker, RankPicker
from game.ui.common.widgets.choice import ChoiceDialog
from tests.ui_helpers import click, key, make_app

DAIFUGO_RULES = (
    RuleId.SEVEN_TRANSFER, RuleId.TEN_DISCARD, RuleId.Q_BOMB, RuleId.FOUR_STOP, RuleId.FIVE_SKIP,
    RuleId.NINE_REVERSE, RuleId.NERO, RuleId.ZOMBIE, RuleId.RESURRECTION, RuleId.RELIEF_SUPPLIES,
)


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def climbing_app(game: GameId, options: ClimbingOptions, seed: int = 3):
    app = make_app(seed=seed, level=AiLevel.EASY)
    click(app, app.scene.game_buttons[game].rect.center)
    assert app.settings.game == game
    store_options(app.settings, options)
    return app


def answer_dialog(app, scene) -> str:
    """Answer whatever picker is open with clicks: the first card (or rank), then the first enabled action."""
    dialog = scene.dialog
    if isinstance(dialog, RankPicker):
        click(app, next(iter(dialog.rank_buttons.values())).rect.center)
        click(app, dialog.confirm_button.rect.center)
        return "ranks"
    if isinstance(dialog, ChoiceDialog):
        key(app, pygame.K_1)
        return "reading"
    assert isinstance(dialog, CardPicker)
    if dialog._layout:
        click(app, dialog._layout[0][0].center)
    enabled = [button for button in dialog.buttons if button.enabled]
    click(app, enabled[0].rect.center)
    return "cards"


def human_turn(app, scene, answered: list[str]) -> None:
    """One decision of the human, through the scene's widgets only."""
    table = scene.table
    pending = table.human_choice()
    if scene.dialog is not None:
        answered.append(answer_dialog(app, scene))
    elif pending is not None and pending.kind in (ChoiceKind.TRANSFER, ChoiceKind.DISCARD):
        rects = scene.hand.card_rects()
        click(app, rects[0].center)
        assert scene.hand.selected
        click(app, scene.play_button.rect.center)
        answered.append(pending.kind.value)
    elif pending is None:
        key(app, pygame.K_h)
        if scene.hand.selected:
            key(app, pygame.K_RETURN)
        else:
            key(app, pygame.K_p)


def give_back(app, scene) -> int:
    """In the exchange scene: a wrong count is refused, then the right count is given by clicks."""
    count = scene.human_gives()
    if not count:
        return 0
    rects = scene.hand.card_rects()
    click(app, rects[0].center)
    if count > 1:
        reason = scene.table.pick_cards(scene.hand.selected_cards(), finish=False)
        assert reason is not None and "exactly" in reason.render(str)
        assert scene.human_gives() == count, "a refused give-back changes nothing"
    for rect in scene.hand.card_rects()[1:count]:
        click(app, rect.center)
    assert scene.give_button.enabled
    click(app, scene.give_button.rect.center)
    return count


def play_session(app, frames: int = 60_000) -> dict[str, int]:
    """Play until the session is over, answering through the UI; count what happened."""
    seen = {"scoring": 0, "exchange": 0, "given": 0, "answers": 0, "refusals": 0}
    answered: list[str] = []
    for _ in range(frames):
        scene = app.scene
        if scene.name == "climbing_play" and scene.table.human_to_act():
            quiet = scene.table.state.pending is None and scene.dialog is None
            if quiet and seen["refusals"] == 0 and len(scene.hand.cards) > 2:
                cards = scene.hand.cards
                scene.hand.select_only([cards[0], cards[-1]])
                if not scene.table.plays_for(scene.hand.selected_cards()):
                    scene.refresh_buttons()
                    reason = scene.table.refusal(scene.hand.selected_cards()).render(i18n._)
                    assert not scene.play_button.enabled, "Play waits for a playable selection"
                    assert reason in scene.hand_play.caption_text(), "an illegal selection shows the engine's reason"
                    seen["refusals"] += 1
                scene.hand.clear_selection()
            human_turn(app, scene, answered)
        elif scene.name == "exchange":
            seen["exchange"] += 1
            seen["given"] += give_back(app, scene)
            if scene.exchange_over():
                click(app, scene.continue_button.rect.center)
        elif scene.name == "climbing_scoring":
            seen["scoring"] += 1
            table = scene.table
            result = table.last_result
            assert sorted(result.order) == list(range(table.num_players))
            places = table.options.scoring is Scoring.PLACES
            assert sum(result.points) == (sum(range(1, table.num_players + 1)) if places else 0)
            stored = json.loads(app.platform.stored)
            assert stored["scores"][app.settings.game.value] == list(table.state.scores)
            if table.session_over():
                break
            click(app, scene.next_button.rect.center)
            continue
        app.frame(16 * 8)
    seen["answers"] = len(answered)
    return seen


def test_a_president_session_through_play_scoring_and_exchange():
    app = climbing_app(GameId.PRESIDENT, president(rounds=3, players=4), seed=21)
    click(app, app.scene.play_button.rect.center)
    assert app.scene.name == "climbing_play"
    assert app.session.options.joker_role.value == "trump"
    seen = play_session(app)
    assert seen["scoring"] == 3
    old = app.session.table
    assert old.session_over()
    assert seen["refusals"] >= 1
    assert app.scene.next_label() == "New session"
    click(app, app.scene.next_button.rect.center)
    assert app.scene.name == "climbing_play" and app.session.table is not old
    assert app.session.table.state.round_number == 1


def test_a_daifugo_session_with_choice_rules_asks_the_human():
    options = daifugo(rounds=3, players=5, jokers=2)
    for rule in DAIFUGO_RULES:
        options = options.with_rule(rule)
    app = climbing_app(GameId.DAIFUGO, options, seed=5)
    click(app, app.scene.play_button.rect.center)
    table = app.session.table
    assert table.options.seven_transfer and table.options.q_bomb
    seen = play_session(app)
    assert seen["scoring"] == 3
    assert seen["answers"] >= 1, "some rule asked the human a choice"
    assert table.fired_count > 0
    assert any("Cut" in phrase.render(str) or "Binding" in phrase.render(str) for phrase in table.log)


def test_a_uecda_session_seats_five_and_scores_by_place():
    app = climbing_app(GameId.UECDA, uecda(rounds=2), seed=7)
    click(app, app.scene.play_button.rect.center)
    table = app.session.table
    assert table.options.players == 5 and table.options.sequence_form is SequenceForm.LONG
    seen = play_session(app)
    assert seen["scoring"] == 2
    assert sum(table.state.scores) == 2 * 15


def test_the_human_gives_back_cards_in_the_exchange():
    """Round 1 is played by the computer until seat 0 is President or Prime Minister; then the
    human takes seat 0 and gives cards back in the exchange scene by clicks."""
    app = climbing_app(GameId.PRESIDENT, president(rounds=2), seed=2)
    click(app, app.scene.play_button.rect.center)
    for seed in range(60):
        table = ClimbingTable(app.session.options, seed, "easy", human_seat=None, move_delay_ms=0, announce_ms=0)
        while not table.round_over:
            table.update(16)
        if table.last_result.order.index(0) <= 1:
            break
    table.human_seat = 0
    app.session.table = table
    app.switch("climbing_scoring")
    seen = play_session(app)
    assert seen["given"] >= 1 and seen["exchange"] >= 1
    gives = [p for p in table.log if p.msgid == "{giver} gives {cards} to {receiver}"]
    assert gives, "the viewer sees the cards of its own exchange"


def test_engine_seat_names_become_table_names():
    table = ClimbingTable(daifugo(), 1, "easy", human_seat=0)
    first = table.log[1]
    assert "3♦" in first.render(str)
    phrase = with_seat_labels(first, 0, 1, 4)
    assert phrase == table.labelled(first)
    assert not phrase.render(str).startswith("Player")
    event = table.state.events[1]
    assert event.kind is EventKind.HOLDS_THREE and event.seat == table.state.turn and event.names(event.seat)


def test_refused_human_moves_change_nothing():
    table = ClimbingTable(daifugo(), 4, "easy", human_seat=0)
    before = [list(hand) for hand in table.state.hands]
    other = table.state.hands[1][0]
    assert table.apply_human(PickCard(other)) is not None
    assert table.pick_cards([other], finish=True) is not None
    assert [list(hand) for hand in table.state.hands] == before


def test_rules_screen_switches_persist_and_children_wait_for_parents():
    app = climbing_app(GameId.DAIFUGO, daifugo(eight_cut=False, six_six_cut=False))
    click(app, app.scene.rules_button.rect.center)
    scene = app.scene
    assert scene.name == "climbing_rules"
    scene.scroll_to_rule(RuleId.SIX_SIX_CUT)
    child = find_switch(scene, RuleId.SIX_SIX_CUT)
    assert not child.enabled, "66 Cut waits for 8 Cut"
    click(app, child.rect.center)
    assert not engine_options(app.settings).six_six_cut
    scene.scroll_to_rule(RuleId.EIGHT_CUT)
    click(app, find_switch(scene, RuleId.EIGHT_CUT).rect.center)
    assert engine_options(app.settings).eight_cut
    scene.scroll_to_rule(RuleId.SIX_SIX_CUT)
    child = find_switch(scene, RuleId.SIX_SIX_CUT)
    assert child.enabled
    click(app, child.rect.center)
    assert engine_options(app.settings).six_six_cut
    stored = json.loads(app.platform.stored)
    assert stored["climbing"]["house_rules"]["six_six_cut"] is True
    scene.scroll_to_rule(RuleId.EIGHT_CUT)
    click(app, find_switch(scene, RuleId.EIGHT_CUT).rect.center)
    options = engine_options(app.settings)
    assert not options.eight_cut and not options.six_six_cut, "a parent switched off takes its options along"
    for _ in range(200):
        key(app, pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def find_switch(scene, rule: RuleId):
    from game.ui.climbing.rules import rule_name

    name = rule_name(rule)
    for row in scene.content():
        if row.lines and row.lines[0][0].startswith(name) and row.buttons:
            scene.visible_buttons()
            return row.buttons[0][0]
    raise AssertionError(f"no switch for {rule}")


def test_menu_options_for_climbing_games_are_stored():
    app = make_app(seed=1)
    menu = app.scene
    click(app, menu.game_buttons[GameId.PRESIDENT].rect.center)
    options = menu.panel(Family.CLIMBING)
    assert options.players_button.visible and not menu.panel(Family.DOUDIZHU).wild_button.visible
    click(app, options.players_button.rect.center)
    click(app, options.jokers_button.rect.center)
    click(app, options.rounds_button.rect.center)
    stored = json.loads(app.platform.stored)["climbing"]
    assert stored["players"] == 5 and stored["jokers"] == 0 and stored["rounds"] == 7
    assert stored["preset"] == "president"
    click(app, menu.game_buttons[GameId.DAIFUGO].rect.center)
    assert engine_options(app.settings).preset.value == "daifugo"
    click(app, menu.game_buttons[GameId.DDZ3].rect.center)
    assert menu.panel(Family.DOUDIZHU).wild_button.visible and not options.players_button.visible


KEYS = [
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_SPACE, pygame.K_RETURN,
    pygame.K_p, pygame.K_h, pygame.K_l, pygame.K_n, pygame.K_ESCAPE, pygame.K_1, pygame.K_2, pygame.K_PAGEDOWN,
]
CLIMBING_SCENES = ("climbing_play", "exchange", "climbing_scoring", "climbing_rules")


def random_event(rng: random.Random) -> pygame.event.Event:
    roll = rng.random()
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    if roll < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3)))
    if roll < 0.6:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    if roll < 0.7:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.75:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)
    return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_clicks_and_keys_over_the_climbing_scenes_never_crash(seed: int):
    rng = random.Random(seed)
    options = daifugo(rounds=2, players=3 + seed)
    for rule in DAIFUGO_RULES:
        options = options.with_rule(rule)
    app = climbing_app(GameId.DAIFUGO, options, seed=seed)
    app.start_table()
    visited = set()
    for step in range(2500):
        if not app.running:
            app.running = True
        if step % 600 == 599:
            app.switch("climbing_rules", game=GameId.DAIFUGO)
        if app.scene.name == "menu":
            if rng.random() < 0.5:
                app.start_table()
            else:
                app.switch("climbing_rules", game=rng.choice((GameId.DAIFUGO, GameId.PRESIDENT)))
        app.dispatch(random_event(rng))
        visited.add(app.scene.name)
        if step % 3 == 0:
            app.frame(16 * 20)
    assert {"climbing_play", "climbing_rules"} <= visited


def test_autoplay_writes_the_climbing_pictures(tmp_path, monkeypatch):
    monkeypatch.setenv("CLIMBING_TABLE_CONFIG_DIR", str(tmp_path / "config"))
    import main

    shots = tmp_path / "shots"
    code = asyncio.run(main.main(["--autoplay", "--frames", "1500", "--screenshots", str(shots), "--seed", "5",
                                  "--game", "daifugo", "--lang", "sv"]))
    assert code == 0
    names = {path.name for path in shots.glob("*.png")}
    assert {"climbing_rules.png", "climbing_play.png", "climbing_scoring.png", "exchange.png"} <= names
    assert not (tmp_path / "config" / "settings.json").exists()


def test_relief_supplies_is_offered_to_the_previous_beggar_out_of_turn():
    """Round 1 by the computer; the human then sits in last round's Beggar seat and takes a table
    card with the Relief Supplies button while another seat is to play."""
    options = president(rounds=2, relief_supplies=True)
    app = climbing_app(GameId.PRESIDENT, options, seed=3)
    click(app, app.scene.play_button.rect.center)
    table = ClimbingTable(app.session.options, 8, "easy", human_seat=None, move_delay_ms=0, announce_ms=0)
    while not table.round_over:
        table.update(16)
    beggar = table.last_result.order[-1]
    table.human_seat = beggar
    app.session.table = table
    app.switch("climbing_scoring")
    click(app, app.scene.next_button.rect.center)
    for _ in range(5000):
        scene = app.scene
        if scene.name == "exchange":
            give_back(app, scene)
            if scene.exchange_over():
                click(app, scene.continue_button.rect.center)
        elif scene.name == "climbing_play":
            if scene.relief_button.visible and not table.human_to_act():
                break
            if table.human_to_act():
                human_turn(app, scene, [])
        app.frame(16 * 8)
    scene = app.scene
    assert scene.relief_button.visible and scene.relief_button.enabled
    click(app, scene.relief_button.rect.center)
    assert isinstance(scene.dialog, CardPicker)
    on_table = list(table.state.table_cards)
    click(app, scene.dialog._layout[0][0].center)
    click(app, scene.dialog.buttons[0].rect.center)
    assert scene.dialog is None
    assert table.state.relief_used
    taken = [card for card in on_table if card not in table.state.table_cards]
    assert len(taken) == 1 and taken[0] in table.state.hands[beggar]
    app.frame(16)
    assert not scene.relief_button.visible, "once a round"


def arranged_play(options: ClimbingOptions, hands: str, turn: int, discard: str = ""):
    """The play scene over an arranged round: ``hands`` is one card list per seat, "|"-separated."""
    from game.climbing.notation import parse_cards
    from game.climbing.state import SessionState

    state = SessionState.arranged(options, [parse_cards(h) for h in hands.split("|")], turn,
                                  discard=parse_cards(discard) if discard else None)
    app = climbing_app(GameId.DAIFUGO, options, seed=1)
    click(app, app.scene.play_button.rect.center)
    table = ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=0, state=state)
    app.session.table = table
    app.switch("climbing_play")
    return app, app.scene, table


def lead(app, scene, labels: str) -> None:
    from game.climbing.notation import parse_cards

    scene.hand.select_only(parse_cards(labels))
    click(app, scene.play_button.rect.center)
    assert scene.message is None
    for _ in range(30):  # a choice opens once the play's announcements have shown
        app.frame(16)
        if scene.dialog is not None or (not scene.table.busy and scene.table.human_choice() is None):
            break


def picker_card(dialog: CardPicker, label: str):
    return next(rect for rect, card in dialog._layout if card.label == label)


def action_button(dialog: CardPicker, text: str):
    return next(b for b in dialog.buttons if text in b.label())


RARE = daifugo(players=4, nero=True, resurrection=True, zombie=True, four_stop=True, eight_cut=True)
OTHERS = "|7♣ 10♣ J♣|7♦ 10♦ J♦|7♥ 10♥ J♥"


def test_nero_picker_takes_a_card_from_the_discard_pile():
    app, scene, table = arranged_play(RARE, "K♠ K♥ K♦ 4♣ 5♣" + OTHERS, 0, discard="A♠ 6♦")
    lead(app, scene, "K♠ K♥ K♦")
    assert isinstance(scene.dialog, CardPicker)
    assert sum(1 for b in scene.dialog.buttons if "From" in b.label()) == 3, "a hidden card from each other hand"
    click(app, picker_card(scene.dialog, "A♠").center)
    click(app, action_button(scene.dialog, "Take").rect.center)
    assert scene.dialog is None
    assert any(card.label == "A♠" for card in table.state.hands[0])


def test_resurrection_picker_picks_up_several_cards():
    app, scene, table = arranged_play(RARE, "9♠ 9♥ 9♦ 4♣ 5♣" + OTHERS, 0, discard="A♠ 2♥ 6♦")
    lead(app, scene, "9♠ 9♥ 9♦")
    dialog = scene.dialog
    assert isinstance(dialog, CardPicker)
    click(app, picker_card(dialog, "A♠").center)
    click(app, picker_card(dialog, "2♥").center)
    click(app, action_button(dialog, "Pick up").rect.center)
    app.frame(16)
    labels = {card.label for card in table.state.hands[0]}
    assert {"A♠", "2♥"} <= labels and "6♦" not in labels
    assert table.state.pending is None


def test_zombie_picker_gives_a_discarded_card_to_a_chosen_player():
    app, scene, table = arranged_play(RARE, "3♠ 3♥ 3♦ 4♣ 5♣" + OTHERS, 0, discard="A♠")
    lead(app, scene, "3♠ 3♥ 3♦")
    dialog = scene.dialog
    assert isinstance(dialog, CardPicker)
    give = action_button(dialog, table.seat_label(2).render(str))
    assert not give.enabled, "choose the card first"
    click(app, picker_card(dialog, "A♠").center)
    click(app, give.rect.center)
    assert any(card.label == "A♠" for card in table.state.hands[2])


def test_four_stop_is_asked_after_a_computer_cut():
    app, scene, table = arranged_play(RARE, "4♠ 4♥ 5♣ 6♣|8♠ 8♥ 8♦|7♦ 9♦ J♦|7♥ 9♥ J♥", 1)
    for _ in range(200):
        app.frame(16)
        if scene.dialog is not None:
            break
    dialog = scene.dialog
    assert isinstance(dialog, CardPicker) and table.state.pending.kind is ChoiceKind.FOUR_STOP
    click(app, picker_card(dialog, "4♠").center)
    click(app, action_button(dialog, "Stop").rect.center)
    assert dialog.reason is not None and scene.message is None, "one 4 is refused inside the picker"
    click(app, picker_card(dialog, "4♥").center)
    click(app, action_button(dialog, "Stop").rect.center)
    assert scene.dialog is None
    assert not any(card.rank.symbol == "4" for card in table.state.hands[0])
    assert any("4 Stop" in phrase.render(str) for phrase in table.log)


def test_rule_announcements_are_queued_and_computer_seats_wait_for_them():
    from game.climbing.moves import PlayCards
    from game.climbing.notation import parse_cards
    from game.climbing.state import SessionState

    options = daifugo(players=3)
    state = SessionState.arranged(
        options, [parse_cards("8♠ 8♥ 8♦ 8♣ 5♣"), parse_cards("7♣ 10♣"), parse_cards("7♦ 10♦")], 0
    )
    table = ClimbingTable(options, 1, "easy", human_seat=0, move_delay_ms=0, announce_ms=1500, state=state)
    assert table.apply_human(PlayCards(tuple(parse_cards("8♠ 8♥ 8♦ 8♣")))) is None
    texts = [entry.phrase.render(str) for entry in table.queue]
    assert {entry.by for entry in table.queue if entry.phrase.render(str) == "8 Cut!"} == {0}
    assert "Revolution!" in texts and "8 Cut!" in texts, texts
    assert all("plays" not in t for t in texts), "routine lines are logged, not announced"
    table.update(16)
    assert table.announcement is not None and table.announcement.phrase.render(str) == "Revolution!"
    table.update(1400)
    assert table.announcement.phrase.render(str) == "Revolution!"
    table.update(200)
    assert table.announcement.phrase.render(str) == "8 Cut!"
    assert table.state.order.revolution
    assert table.human_to_act(), "the cutter leads again"
    assert table.apply_human(PlayCards(tuple(parse_cards("5♣")))) is None
    moves = table.moves_applied
    table.update(100)
    assert table.moves_applied == moves, "the computer waits while an announcement shows"
    for _ in range(40):
        table.update(200)
    assert table.moves_applied > moves


@st.composite
def climbing_options(draw) -> ClimbingOptions:
    from game.climbing.options import RULE_PARENTS, BindingMultiple, JokerRole

    base = draw(st.sampled_from((daifugo, president)))(
        players=draw(st.integers(3, 6)), jokers=draw(st.integers(0, 2)), rounds=draw(st.integers(1, 99)),
        joker_role=draw(st.sampled_from(list(JokerRole))),
        binding_multiple=draw(st.sampled_from(list(BindingMultiple))),
        sequence_same_suit=draw(st.booleans()), binding_suit=draw(st.booleans()), binding_number=draw(st.booleans()),
    )
    for rule in RuleId:
        base = base.with_rule(rule, draw(st.booleans()))
    for child, parent in RULE_PARENTS.items():
        if not base.on(parent):
            base = base.with_rule(child, False)
    return base


@settings(max_examples=60, deadline=None)
@given(climbing_options())
def test_options_survive_the_settings_store(options: ClimbingOptions):
    from game.settings import Settings

    stored = Settings()
    store_options(stored, options)
    assert engine_options(Settings.from_json(stored.to_json())) == options


@settings(max_examples=60, deadline=None)
@given(climbing_options(), st.sampled_from(list(RuleId)), st.booleans())
def test_switching_a_rule_keeps_options_playable(options: ClimbingOptions, rule: RuleId, on: bool):
    from game.table.climbing.session import set_rule

    if on and dependency_reason(options, rule) is not None:
        return
    changed = set_rule(options, rule, on)
    assert changed.on(rule) == on
    assert options_problem(changed) is None

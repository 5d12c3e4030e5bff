"""The stored game in progress: encoders, exact replays (the Dou Dizhu clock included), the
deal's place in its session, games stored in the first layout, and stored games corrupted at
random that either continue exactly or are refused cleanly, all through the path the menu's
Continue takes (:func:`game.table.resume.resume_session`)."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.climbing.options import daifugo, president
from game.core.reason import Phrase
from game.doudizhu.rules import BiddingKind, DoublingKind
from game.settings import DouDizhuOptions, GameId, Settings
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.controller import TableController
from game.table.doudizhu.log import REASON
from game.table.doudizhu.session import Session
from game.table.registry import doudizhu_rules
from game.table.resume import resume_session
from game.table.saved_game import (
    DealPlace,
    SavedGame,
    SavedGameError,
    decode_climbing,
    decode_doudizhu,
    encode_climbing,
    encode_doudizhu,
)


def ddz_fingerprint(state: Any) -> tuple[Any, ...]:
    clock = state.clock
    return (
        [list(hand) for hand in state.hands], list(state.bottom), state.phase, state.current_player, state.bid,
        list(state.auction), list(state.auction_bot), state.landlord, state.multiplier, state.wild_rank,
        list(state.history), list(state.history_bot), state.redeals, state.result,
        None if clock is None else (clock.turn_left_ms, clock.deal_left_ms),
    )


def climbing_fingerprint(state: Any) -> tuple[Any, ...]:
    return (
        [list(hand) for hand in state.hands], list(state.history), list(state.scores), len(state.results),
        state.phase, state.current_player, len(state.events), state.round_events_start,
    )


def fingerprint(state: Any) -> tuple[Any, ...]:
    return climbing_fingerprint(state) if hasattr(state, "round_events_start") else ddz_fingerprint(state)


def resumed(text: str, settings: Settings | None = None) -> Any:
    """The table of the stored game ``text``, continued as the menu's Continue does."""
    session = resume_session(settings or Settings(), SavedGame.from_json(text), 0, 1000)
    return session.table


def play_ddz(game: GameId, options: DouDizhuOptions, seed: int, moves: int, human: int | None = None,
             frame_ms: int = 100) -> tuple[TableController, SavedGame]:
    """Let the computer (and a human seat that never moves, so its clock runs out) play
    ``moves`` moves, then stop part-way into the next turn."""
    table = TableController(doudizhu_rules(game, options), seed, "easy", human_seat=human, move_delay_ms=0,
                            think_budget_ms=1000)
    frames = 0
    while len(table.record) < moves and table.state.phase.name != "OVER" and frames < 20000:
        table.update(frame_ms)
        frames += 1
    table.update(frame_ms // 3)
    return table, SavedGame(game, options.to_dict(), seed, tuple(table.record), table.elapsed_ms)


def play_climbing(options: Any, seed: int, moves: int) -> tuple[ClimbingTable, SavedGame]:
    table = ClimbingTable(options, seed, "easy", human_seat=None, move_delay_ms=0, think_budget_ms=1000, announce_ms=0)
    frames = 0
    while len(table.record) < moves and not table.session_over() and frames < 50000:
        table.update(16)
        if table.round_over:
            table.acknowledge_round()
        frames += 1
    game = GameId.DAIFUGO if options.preset.value == "daifugo" else GameId.PRESIDENT
    return table, SavedGame(game, options.to_dict(), seed, tuple(table.record))


@pytest.mark.parametrize(("game", "options"), [
    (GameId.DDZ3, DouDizhuOptions()),
    (GameId.DDZ3, DouDizhuOptions(wild=True)),
    (GameId.DDZ2, DouDizhuOptions(allowance=4)),
    (GameId.DDZ4, DouDizhuOptions(clock=True)),
])
def test_a_dou_dizhu_deal_replays_exactly(game: GameId, options: DouDizhuOptions) -> None:
    table, saved = play_ddz(game, options, seed=11, moves=25)
    assert SavedGame.from_json(saved.to_json()) == saved
    assert ddz_fingerprint(resumed(saved.to_json()).state) == ddz_fingerprint(table.state)


def play_ddz_stakes(level: str) -> tuple[TableController, SavedGame]:
    """A three-player deal with every B.5 step (call and grab, doubling, the open hand),
    played by the computer at ``level`` into the card play."""
    options = DouDizhuOptions(bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True)
    table = TableController(doudizhu_rules(GameId.DDZ3, options), 3, level, human_seat=None, move_delay_ms=0,
                            think_budget_ms=1000)
    frames = 0
    while table.state.phase.name != "PLAYING" and frames < 20000:
        table.update(100)
        frames += 1
    return table, SavedGame(GameId.DDZ3, options.to_dict(), 3, tuple(table.record), table.elapsed_ms)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_continued_deal_logs_the_computers_stake_reasons_again(level: str) -> None:
    """Each computer seat's B.5 choice keeps its reason (strength, threshold, the hard level's
    searched odds) through the store, so the log after Continue is the log before it."""
    table, saved = play_ddz_stakes(level)
    assert any("r" in step for step in saved.moves), "a computer seat gave a reason"
    again = SavedGame.from_json(saved.to_json())
    assert again == saved
    assert resumed(saved.to_json()).log == table.log
    reasons = [step.decision for step in again.doudizhu_steps() if step.decision is not None]
    assert all((reason.odds is not None) == (level == "hard") for reason in reasons)


@pytest.mark.parametrize("damage", ["junk", None, [], ["call", 1, 2], ["nope", 1.0, 2.0, None], ["call", "x", 2, None],
                                    ["call", 1.0, True, None], ["double", 1.0, 2.0, "odds"]])
def test_a_damaged_stake_reason_is_dropped_and_the_deal_continues(damage: Any) -> None:
    """The reason only words a log line: a store whose reason cannot be read continues the
    same deal, its log line without the reason."""
    table, saved = play_ddz_stakes("normal")
    index = next(index for index, step in enumerate(saved.moves) if "r" in step)
    data = json.loads(saved.to_json())
    data["moves"][index]["r"] = damage
    text = json.dumps(data)
    restored = resumed(text)
    assert ddz_fingerprint(restored.state) == ddz_fingerprint(table.state)
    assert SavedGame.from_json(text).doudizhu_steps()[index].decision is None
    decision = saved.doudizhu_steps()[index].decision
    assert decision is not None
    dropped = Phrase.of(REASON, reason=decision.phrase())
    assert dropped in table.log
    assert restored.log == [line for line in table.log if line != dropped]


def test_the_four_player_clock_and_time_outs_replay_exactly() -> None:
    """Seat 0 never moves: each of its turns runs out and the computer plays it (flagged)."""
    table, saved = play_ddz(GameId.DDZ4, DouDizhuOptions(clock=True), seed=5, moves=12, human=0, frame_ms=700)
    assert any(table.state.auction_bot) or any(table.state.history_bot), "a turn ran out"
    assert saved.elapsed_ms > 0 and any("t" in step for step in saved.moves)
    restored = resumed(saved.to_json()).state
    assert ddz_fingerprint(restored) == ddz_fingerprint(table.state)
    assert restored.clock.turn_left_ms == table.state.clock.turn_left_ms
    assert restored.clock.deal_left_ms == table.state.clock.deal_left_ms


@pytest.mark.parametrize("options", [president(), daifugo(), daifugo(players=5, rounds=3)])
def test_a_climbing_session_with_its_rounds_and_scores_replays_exactly(options: Any) -> None:
    table, saved = play_climbing(options, seed=7, moves=160)
    assert len(table.state.results) >= 1, "past the first round"
    restored = resumed(saved.to_json()).state
    assert climbing_fingerprint(restored) == climbing_fingerprint(table.state)
    assert restored.scores == table.state.scores


TODAY_DDZ = (
    '{"version":1,"game":"ddz3","options":{"wild":false,"clock":true,"allowance":2},"seed":5,"moves":['
    '{"s":1,"m":["bid",0]},{"s":2,"m":["bid",0]},{"s":0,"m":["bid",3]},'
    '{"s":0,"m":["play","triple_pair",[2,2,4,4,4],[2,2,4,4,4],4,1,null]}],"elapsed_ms":0}'
)
"""A deal stored by the game before deals kept their place in the session."""
TODAY_CLIMBING = (
    '{"version":1,"game":"daifugo","options":{"preset":"daifugo","players":4,"jokers":1,"rounds":5,'
    '"joker_role":"wild","sequence":true,"sequence_same_suit":true,"spade3_return":true,"sandstorm":false,'
    '"binding":true,"binding_suit":true,"binding_number":false,"binding_multiple":"partial","eight_cut":true,'
    '"six_six_cut":false,"nine_nine_cut":false,"four_stop":false,"five_skip":false,"nine_reverse":false,'
    '"revolution":true,"triple_seven_revolution":false,"coup_detat":false,"sequence_revolution":false,'
    '"new_order":false,"j_back":true,"enhanced_j_back":false,"seven_transfer":false,"ten_discard":false,'
    '"q_bomb":false,"death":false,"face_smash":false,"joan_of_arc":false,"nero":false,"resurrection":false,'
    '"zombie":false,"relief_supplies":false,"lucky_seven":false,"great_revolution":false,"downfall":true,'
    '"rebellion":false},"seed":5,"moves":[[2,["play",[[1,1,0],[1,3,0]],"set"]],'
    '[3,["play",[[2,0,0],[2,2,0]],"set"]],[0,["play",[[3,0,0],[3,1,0]],"set"]]],"elapsed_ms":0}'
)


def test_games_stored_in_the_first_layout_still_continue() -> None:
    """A deal without its place continues as deal 1 of a session named by its own seed; the
    session points stay those kept in the settings."""
    settings = Settings()
    settings.scores[GameId.DDZ3] = [3, -6, 3]
    session = resume_session(settings, SavedGame.from_json(TODAY_DDZ), 0, 1000)
    assert isinstance(session, Session) and session.table is not None
    assert (session.deal_number, session.first_seed, session.table.names_seed) == (1, 5, 5)
    assert len(session.table.record) == 4 and session.table.state.landlord == 0
    assert settings.scores[GameId.DDZ3] == [3, -6, 3]
    assert session.next_deal(0, 1000).seed == 6
    climbing = resume_session(Settings(), SavedGame.from_json(TODAY_CLIMBING), 0, 1000)
    assert isinstance(climbing, ClimbingSession) and climbing.table is not None
    assert len(climbing.table.record) == 3 and climbing.options.preset.value == "daifugo"
    with pytest.raises(SavedGameError):  # a climbing session has no deal place
        SavedGame.from_json(TODAY_CLIMBING[:-1] + ',"session":{"deal":1,"first_seed":5,"scores":[0,0,0,0]}}')


BEFORE_THE_STEP = Path(__file__).parent / "fixtures" / "climbing_saved_before_round_over_phase.json"
"""Climbing sessions stored by the game before the next-round step was recorded (made with
that code: a Daifugo session with every house rule on, stored part-way into round 3, and a
five-player one stored at the very end of round 2), each with what the table showed once it
was continued then (``replayed``)."""


def replayed(table: ClimbingTable) -> dict[str, Any]:
    """What ``BEFORE_THE_STEP`` kept of a continued table."""
    state = table.state
    return {
        "round_number": state.round_number, "phase": state.phase.value, "current_player": state.current_player,
        "hands": [[card.label for card in hand] for hand in state.hands], "scores": list(state.scores),
        "results": [[list(r.order), list(r.points), r.reversed_by_rebellion, [role.value for role in r.roles]]
                    for r in state.results],
        "events": [event.kind.value for event in state.events], "round_events_start": state.round_events_start,
        "discard": [card.label for card in state.discard], "table_cards": [card.label for card in state.table_cards],
        "log_lines": len(table.log), "round_log_start": table.round_log_start,
    }


@pytest.mark.parametrize("name", ["mid_round_3", "at_round_2_end"])
def test_a_session_stored_before_the_next_round_step_continues_as_it_did(name: str) -> None:
    """The step is taken where each round ended (the Beggar deals), so the session continues
    exactly as it did; stored again, it holds those steps and continues the same way."""
    stored = json.loads(BEFORE_THE_STEP.read_text(encoding="utf-8"))[name]
    text = json.dumps(stored["saved"], ensure_ascii=False)
    assert all(move != ["next"] for _seat, move in stored["saved"]["moves"])
    table = resumed(text)
    assert replayed(table) == stored["replayed"]
    steps = [(seat, move) for seat, move in table.record if move == ["next"]]
    assert [seat for seat, _move in steps] == [result[0][-1] for result in stored["replayed"]["results"]]
    assert len(table.record) == len(stored["saved"]["moves"]) + len(steps)
    again = SavedGame(GameId.DAIFUGO, stored["saved"]["options"], stored["saved"]["seed"], tuple(table.record))
    assert replayed(resumed(again.to_json())) == stored["replayed"]
    first = table.record.index([steps[0][0], ["next"]])
    moves = list(table.record)
    moves[first] = [(steps[0][0] + 1) % table.num_players, ["next"]]
    with pytest.raises(SavedGameError):  # only the Beggar of the round deals the next one
        resumed(replace(again, moves=tuple(moves)).to_json())


def test_a_next_round_step_outside_a_finished_round_is_refused() -> None:
    game = json.loads(TODAY_CLIMBING)
    for steps in ([[2, ["next"]]], [*game["moves"], [1, ["next"]]], [[2, ["next", 1]]]):
        with pytest.raises(SavedGameError):
            resumed(json.dumps({**game, "moves": steps}))


def test_a_later_deal_continues_with_its_number_names_and_session_points() -> None:
    settings = Settings()
    session = Session(settings, seed=20)
    session.next_deal(0, 1000)
    table = session.next_deal(0, 1000)
    settings.scores[GameId.DDZ3] = [4, -2, -2]
    table.takeover = True
    while len(table.record) < 5:
        table.update(100)
    names = [table.seat_label(seat).render(str) for seat in range(3)]
    saved = session.saved_game()
    assert saved is not None and saved.session == DealPlace(2, 20, (4, -2, -2))
    elsewhere = Settings(game=GameId.PRESIDENT)
    again = resume_session(elsewhere, SavedGame.from_json(saved.to_json()), 0, 1000)
    assert isinstance(again, Session) and again.table is not None
    assert (again.deal_number, again.first_seed) == (2, 20)
    assert [again.table.seat_label(seat).render(str) for seat in range(3)] == names
    assert elsewhere.game == GameId.DDZ3 and elsewhere.scores[GameId.DDZ3] == [4, -2, -2]
    assert ddz_fingerprint(again.table.state) == ddz_fingerprint(table.state)
    assert again.next_deal(0, 1000).seed == 22, "the deals after it follow the session's seeds"


def test_every_move_kind_round_trips_through_its_encoder() -> None:
    _table, saved = play_climbing(daifugo(seven_transfer=True, ten_discard=True), seed=3, moves=120)
    for _seat, move in saved.moves:
        assert encode_climbing(decode_climbing(move)) == move
    assert ["next"] in [move for _seat, move in saved.moves], "the next-round step is recorded"
    table, _saved = play_ddz(GameId.DDZ3, DouDizhuOptions(wild=True), seed=2, moves=30)
    for _seat, move in table.state.history:
        assert decode_doudizhu(encode_doudizhu(move)) == move


@pytest.mark.parametrize("text", [
    "", "{", "[]", "null", '"text"', '{"version": 1}',
    '{"version": 2, "game": "ddz3", "options": {"wild": false, "clock": true, "allowance": 2}, '
    '"seed": 1, "moves": [], "elapsed_ms": 0}',
    '{"version": 1, "game": "chess", "options": {}, "seed": 1, "moves": [], "elapsed_ms": 0}',
    '{"version": 1, "game": "ddz3", "options": {"wild": 1, "clock": true, "allowance": 2}, '
    '"seed": 1, "moves": [], "elapsed_ms": 0}',
    '{"version": 1, "game": "ddz3", "options": {"wild": false, "clock": true, "allowance": 2}, '
    '"seed": 1, "moves": [{"s": 0, "m": ["bid", 3]}, '
    '{"s": 0, "m": ["bid", 3]}], "elapsed_ms": 0}',
    '{"version": 1, "game": "daifugo", "options": {"preset": "daifugo", "players": 99}, '
    '"seed": 1, "moves": [], "elapsed_ms": 0}',
    '{"version": 1, "game": "ddz3", "options": {"wild": false, "clock": true, "allowance": 2}, '
    '"seed": NaN, "moves": [], "elapsed_ms": 0}',
    # a deal's place that does not fit it: another seed, points for two seats at three, junk
    '{"version": 1, "game": "ddz3", "options": {"wild": false, "clock": true, "allowance": 2}, '
    '"seed": 5, "moves": [], "elapsed_ms": 0, "session": {"deal": 2, "first_seed": 5, "scores": [0, 0, 0]}}',
    '{"version": 1, "game": "ddz3", "options": {"wild": false, "clock": true, "allowance": 2}, '
    '"seed": 6, "moves": [], "elapsed_ms": 0, "session": {"deal": 2, "first_seed": 5, "scores": [0, 0]}}',
    '{"version": 1, "game": "ddz3", "options": {"wild": false, "clock": true, "allowance": 2}, '
    '"seed": 6, "moves": [], "elapsed_ms": 0, "session": {"deal": 0, "first_seed": 7, "scores": [0, 0, 0]}}',
    '{"version": 1, "game": "ddz3", "options": {"wild": false, "clock": true, "allowance": 2}, '
    '"seed": 6, "moves": [], "elapsed_ms": 0, "session": [2, 5, [0, 0, 0]]}',
])
def test_unreadable_or_refused_games_raise_only_saved_game_error(text: str) -> None:
    settings = Settings()
    before = settings.to_json()
    with pytest.raises(SavedGameError):
        resumed(text, settings)
    assert settings.to_json() == before


# -- random corruption -----------------------------------------------------------------------------


PLACE = DealPlace(3, 7, (6, -2, -2, -2))
"""The stored Dou Dizhu deal is deal 3 of a session from seed 7, with these session points."""


@cache
def originals() -> dict[str, tuple[str, tuple[Any, ...]]]:
    """A stored Dou Dizhu deal (four players, clock, deal 3 of its session) and a stored
    Daifugo session, with the fingerprints of the tables they were recorded from."""
    ddz_table, ddz = play_ddz(GameId.DDZ4, DouDizhuOptions(), seed=9, moves=30, human=0, frame_ms=500)
    climb_table, climb = play_climbing(daifugo(), seed=4, moves=90)
    return {
        "ddz": (replace(ddz, session=PLACE).to_json(), ddz_fingerprint(ddz_table.state)),
        "climbing": (climb.to_json(), climbing_fingerprint(climb_table.state)),
    }


json_junk = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=4), children, max_size=3),
    max_leaves=6,
)


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            out += _paths(value, (*path, index))
    return out


@st.composite
def corrupted(draw: st.DrawFn) -> tuple[str, str]:
    which = draw(st.sampled_from(["ddz", "climbing"]))
    text = originals()[which][0]
    how = draw(st.sampled_from(["truncate", "replace", "nudge", "retype", "drop"]))
    if how == "truncate":
        return which, text[: draw(st.integers(0, len(text) - 1))]
    data = json.loads(text)
    paths = _paths(data)[1:]
    path = draw(st.sampled_from(paths))
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    old = parent[path[-1]]
    if how == "replace":
        new = draw(json_junk)
    elif how == "nudge":
        if isinstance(old, bool):
            new = not old
        elif isinstance(old, int):
            new = old + draw(st.sampled_from([-1, 1, 13]))
        else:
            new = old
    elif how == "retype":
        new = draw(st.sampled_from([str(old), [old], {"v": old}, None, 1.5, True]))
    else:
        if isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
        return which, json.dumps(data, ensure_ascii=False)
    parent[path[-1]] = new
    return which, json.dumps(data, ensure_ascii=False)


@settings(max_examples=250, deadline=None)
@given(corrupted())
def test_a_randomly_corrupted_game_continues_exactly_or_is_refused_cleanly(case: tuple[str, str]) -> None:
    """Through the menu's Continue path: a refused game raises only :class:`SavedGameError`,
    with a reason, and leaves the settings untouched; the original continues exactly (its
    deal number, names and session points too); another accepted game continues the same
    way every time."""
    which, text = case
    original_text, original_print = originals()[which]
    settings = Settings()
    before = settings.to_json()
    try:
        session = resume_session(settings, SavedGame.from_json(text), 0, 1000)
    except SavedGameError as refused:
        assert str(refused), "refused with a reason"
        assert settings.to_json() == before, "a refused game changes nothing"
        return
    saved = SavedGame.from_json(text)
    assert session.table is not None and settings.game == saved.game
    state = session.table.state
    if saved == SavedGame.from_json(original_text):
        assert fingerprint(state) == original_print, "the same game continues exactly"
        if which == "ddz":
            assert isinstance(session, Session)
            assert (session.deal_number, session.table.names_seed) == (PLACE.deal, PLACE.first_seed)
            assert session.scores() == list(PLACE.scores)
    else:
        # another game the engine accepted move by move: it continues the same way every time
        assert fingerprint(resumed(text).state) == fingerprint(state)
        assert SavedGame.from_json(saved.to_json()) == saved

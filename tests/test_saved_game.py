"""The stored game in progress: encoders, exact replays (the Dou Dizhu clock included), and
stored games corrupted at random that either restore exactly or are refused cleanly."""

from __future__ import annotations

import json
from dataclasses import asdict
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.climbing.options import daifugo, president
from game.settings import DouDizhuOptions, GameId, Settings
from game.table.climbing.controller import ClimbingTable
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.controller import TableController
from game.table.saved_game import (
    SavedGame,
    SavedGameError,
    decode_climbing,
    decode_doudizhu,
    doudizhu_rules,
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
    return table, SavedGame(game, asdict(options), seed, tuple(table.record), table.elapsed_ms)


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
    again = SavedGame.from_json(saved.to_json())
    assert again == saved
    assert ddz_fingerprint(again.restore()) == ddz_fingerprint(table.state)


def test_the_four_player_clock_and_time_outs_replay_exactly() -> None:
    """Seat 0 never moves: each of its turns runs out and the computer plays it (flagged)."""
    table, saved = play_ddz(GameId.DDZ4, DouDizhuOptions(clock=True), seed=5, moves=12, human=0, frame_ms=700)
    assert any(table.state.auction_bot) or any(table.state.history_bot), "a turn ran out"
    assert saved.elapsed_ms > 0 and any("t" in step for step in saved.moves)
    restored = SavedGame.from_json(saved.to_json()).restore()
    assert ddz_fingerprint(restored) == ddz_fingerprint(table.state)
    assert restored.clock.turn_left_ms == table.state.clock.turn_left_ms
    assert restored.clock.deal_left_ms == table.state.clock.deal_left_ms


@pytest.mark.parametrize("options", [president(), daifugo(), daifugo(players=5, rounds=3)])
def test_a_climbing_session_with_its_rounds_and_scores_replays_exactly(options: Any) -> None:
    table, saved = play_climbing(options, seed=7, moves=160)
    assert len(table.state.results) >= 1, "past the first round"
    restored = SavedGame.from_json(saved.to_json()).restore()
    assert climbing_fingerprint(restored) == climbing_fingerprint(table.state)
    assert restored.scores == table.state.scores


def test_every_move_kind_round_trips_through_its_encoder() -> None:
    _table, saved = play_climbing(daifugo(seven_transfer=True, ten_discard=True), seed=3, moves=120)
    for _seat, move in saved.moves:
        assert encode_climbing(decode_climbing(move)) == move
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
])
def test_unreadable_or_refused_games_raise_only_saved_game_error(text: str) -> None:
    with pytest.raises(SavedGameError):
        SavedGame.from_json(text).restore()


# -- random corruption -----------------------------------------------------------------------------


@cache
def originals() -> dict[str, tuple[str, tuple[Any, ...]]]:
    """A stored Dou Dizhu deal (four players, clock) and a stored Daifugo session, with the
    fingerprints of the tables they were recorded from."""
    ddz_table, ddz = play_ddz(GameId.DDZ4, DouDizhuOptions(), seed=9, moves=30, human=0, frame_ms=500)
    climb_table, climb = play_climbing(daifugo(), seed=4, moves=90)
    return {
        "ddz": (ddz.to_json(), ddz_fingerprint(ddz_table.state)),
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
def test_a_randomly_corrupted_game_restores_exactly_or_is_refused_cleanly(case: tuple[str, str]) -> None:
    which, text = case
    original_text, original_print = originals()[which]
    try:
        saved = SavedGame.from_json(text)
        state = saved.restore()
    except SavedGameError:
        return  # a clean drop
    if saved == SavedGame.from_json(original_text):
        assert fingerprint(state) == original_print, "the same game restores exactly"
    else:
        # another game the engine accepted move by move: it replays the same way every time
        assert fingerprint(saved.restore()) == fingerprint(state)
        assert SavedGame.from_json(saved.to_json()) == saved


def test_a_climbing_game_chosen_by_assignment_plays_its_own_rules_and_saves_readably() -> None:
    """``main.py --game daifugo`` sets ``settings.game`` on a first start (President's preset
    stored): the session plays Daifugo's rules and its saved game reads back."""
    settings = Settings()
    settings.game = GameId.DAIFUGO
    session = ClimbingSession(settings, seed=1)
    session.start(0, 50)
    assert session.options.preset.value == "daifugo"
    saved = session.saved_game()
    assert saved is not None
    assert SavedGame.from_json(saved.to_json()) == saved

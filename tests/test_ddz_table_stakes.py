"""The B.5 options at the table (docs/RULES.md B.5): the menu's options and what each table
offers, the human's and the computer's calls, grabs, doubles and open hands through the
controller, refusals, time-outs at the four-player clock table, the redeal when nobody calls,
the log and the result's rows, saved games in every mode (no-shuffle's next deal included),
the statistics, the simulator's flags and the bot interface."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.doudizhu.stakes import StakeStep
from game.bots import BotInputError, doudizhu_choice
from game.core.reason import Reason
from game.doudizhu.moves import Call, Double, Grab, OpenHand
from game.doudizhu.rules import CAP_CHOICES, BiddingKind, DoublingKind, StakeOptions
from game.doudizhu.stakes import StakeKind
from game.doudizhu.state import Phase
from game.i18n import _
from game.settings import DouDizhuOptions, GameId, Settings
from game.sim import __main__ as sim_cli
from game.sim.doudizhu import TableSetup
from game.stats import Counts, Outcome, SeatRole, Statistics
from game.table.doudizhu.controller import TIME_UP, TableController
from game.table.doudizhu.log import NO_CALL_REDEAL
from game.table.doudizhu.result_text import RowKind
from game.table.doudizhu.session import Session
from game.table.doudizhu.timeout import TimeoutKind
from game.table.registry import NO_CALL_GRAB_HERE, NO_CAP_HERE, doudizhu_rules, stake_offer
from game.table.resume import resume_session
from game.table.saved_game import SavedGame
from game.table.statistics import doudizhu_outcome

ALL_ON = DouDizhuOptions(
    bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True, no_shuffle=True, cap=48
)


def texts(table: TableController) -> list[str]:
    return [line.render(_) for line in table.log]


def fingerprint(state: Any) -> tuple[Any, ...]:
    return (
        [list(hand) for hand in state.hands], list(state.bottom), state.phase, state.current_player, state.bid,
        list(state.auction), state.landlord, state.multiplier, list(state.history), state.redeals, state.result,
        state.called_by, state.grabs, list(state.doubles), state.opened, list(state.stake_events),
        list(state.played_cards),
    )


def run_until(table: TableController, done: Any, frame_ms: int = 100, frames: int = 20000) -> None:
    for _frame in range(frames):
        if done(table) or table.finished():
            return
        table.update(frame_ms)


# -- options and the registry -------------------------------------------------------------------


def test_each_table_applies_only_the_options_it_offers() -> None:
    three = doudizhu_rules(GameId.DDZ3, ALL_ON)
    assert (three.bidding, three.doubling, three.open_hand, three.no_shuffle, three.multiplier_cap) == (
        BiddingKind.CALL_GRAB, DoublingKind.SUPER, True, True, 48)
    two = doudizhu_rules(GameId.DDZ2, ALL_ON)
    assert two.bidding is BiddingKind.POINTS and two.multiplier_cap is None
    assert two.doubling is DoublingKind.SUPER and two.open_hand and two.no_shuffle
    assert doudizhu_rules(GameId.DDZ4, DouDizhuOptions()).multiplier_cap == 1024
    assert doudizhu_rules(GameId.DDZ4, DouDizhuOptions(cap=24)).multiplier_cap == 24
    assert doudizhu_rules(GameId.DDZ3, DouDizhuOptions()).multiplier_cap is None
    seed_rules = DouDizhuOptions()
    for game in (GameId.DDZ3, GameId.DDZ4, GameId.DDZ2):
        rules = doudizhu_rules(game, seed_rules)
        assert (rules.bidding, rules.doubling, rules.open_hand, rules.no_shuffle) == (
            BiddingKind.POINTS, DoublingKind.NONE, False, False)


def test_a_table_says_why_it_does_not_offer_a_choice() -> None:
    offer = stake_offer(GameId.DDZ2)
    assert offer.refusal(DouDizhuOptions(bidding=BiddingKind.CALL_GRAB)) == Reason.of(NO_CALL_GRAB_HERE)
    assert offer.refusal(DouDizhuOptions(cap=96)) == Reason.of(NO_CAP_HERE)
    assert offer.refusal(DouDizhuOptions(doubling=DoublingKind.SUPER, open_hand=True)) is None
    assert stake_offer(GameId.DDZ3).refusal(ALL_ON) is None
    assert stake_offer(GameId.DDZ4).cap(DouDizhuOptions()) == 1024
    assert stake_offer(GameId.DDZ4).cap(DouDizhuOptions(cap=48)) == 48
    with pytest.raises(ValueError):
        stake_offer(GameId.DAIFUGO)


def test_the_options_round_trip_through_the_settings_and_old_files_load_defaults() -> None:
    stored = Settings(doudizhu=ALL_ON)
    assert Settings.from_json(stored.to_json()).doudizhu == ALL_ON
    old = json.dumps({"doudizhu": {"wild": True, "clock": False, "allowance": 3}})
    assert Settings.from_json(old).doudizhu == DouDizhuOptions(wild=True, clock=False, allowance=3)
    broken = json.dumps({"doudizhu": {"bidding": "auction", "doubling": 2, "open_hand": "yes",
                                      "no_shuffle": 1, "cap": 50, "wild": True}})
    assert Settings.from_json(broken).doudizhu == DouDizhuOptions(wild=True)
    assert Settings.from_json(json.dumps({"doudizhu": {"cap": True}})).doudizhu.cap is None
    assert Settings.from_json(json.dumps({"doudizhu": {"cap": 96.0}})).doudizhu.cap is None


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
VALUES = st.sampled_from(["points", "call_grab", "none", "double", "super", 24, 48, 96, None, True, False, 1024])


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.sampled_from(["bidding", "doubling", "open_hand", "no_shuffle", "cap", "wild"]),
                       VALUES | JSON, max_size=6))
def test_the_stake_options_codec_repairs_field_by_field(section: dict[str, Any]) -> None:
    try:
        text = json.dumps({"doudizhu": section})
    except ValueError:
        return
    options = Settings.from_json(text).doudizhu
    assert options.bidding in BiddingKind and options.doubling in DoublingKind
    assert isinstance(options.open_hand, bool) and isinstance(options.no_shuffle, bool)
    assert options.cap in CAP_CHOICES
    for field in ("open_hand", "no_shuffle"):
        if isinstance(section.get(field), bool):
            assert getattr(options, field) == section[field]
    if section.get("bidding") in ("points", "call_grab"):
        assert options.bidding.value == section["bidding"]
    assert Settings.from_json(Settings(doudizhu=options).to_json()).doudizhu == options


# -- the steps at the table ----------------------------------------------------------------------


def call_grab_table(seed: int = 3, human: int | None = 0, game: GameId = GameId.DDZ3,
                    options: DouDizhuOptions = ALL_ON) -> TableController:
    return TableController(doudizhu_rules(game, options), seed, "normal", human_seat=human, move_delay_ms=0)


def test_the_human_calls_grabs_doubles_and_opens_through_the_controller() -> None:
    opened = False
    for seed in range(40):
        table = call_grab_table(seed)
        while not table.finished():
            run_until(table, lambda t: t.human_to_act())
            if table.finished():
                break
            step = table.stake_step()
            if step is None:
                break
            legal = table.human_stakes()
            assert legal and all(table.state.legal_moves(0).count(move) for move in legal)
            if step is StakeStep.CALL:
                assert table.human_stake(Grab(True)) is not None, "no grab before a call"
                assert table.human_stake(Double(2)) is not None, "no double in the auction"
                assert table.human_stake(Call(True)) is None
            elif step in (StakeStep.GRAB, StakeStep.LAST_WORD):
                assert table.human_stake(Call(True)) is not None
                assert table.human_stake(Grab(True)) is None
            elif step is StakeStep.DOUBLE:
                assert table.human_stake(OpenHand(True)) is not None
                assert table.human_stake(Double(4)) is None
            else:
                assert table.human_stake(Double(2)) is not None
                assert table.human_stake(OpenHand(True)) is None
                opened = True
        if opened:
            break
    assert opened, "the human became landlord and showed the hand"
    state = table.state
    assert state.opened and state.doubles[0] == 4
    lines = texts(table)
    assert any(line.startswith(("You call the landlord", "You grab")) for line in lines)
    assert "You super double (x4)" in lines
    assert any(line.startswith("You show your hand: ") for line in lines)
    assert any(line.startswith("The computer's reason: hand strength") for line in lines)
    assert table.human_stake(Call(True)) is not None, "nothing to choose now"


def test_stake_moves_are_refused_off_turn_and_at_tables_without_them() -> None:
    table = call_grab_table(1, options=DouDizhuOptions())
    run_until(table, lambda t: t.human_to_act())
    assert table.stake_step() is None and table.human_stakes() == ()
    before = fingerprint(table.state)
    for move in (Call(True), Grab(True), Double(2), OpenHand(True)):
        assert isinstance(table.human_stake(move), Reason)
    assert fingerprint(table.state) == before
    autoplay = call_grab_table(1, human=None)
    assert autoplay.human_stake(Call(True)) is not None


def test_time_outs_at_the_four_player_clock_table_decline_every_step() -> None:
    """Seat 0 never moves: the clock declines its calls, grabs, doubles and open hand."""
    options = DouDizhuOptions(bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.DOUBLE, open_hand=True)
    kinds: set[TimeoutKind] = set()
    lines: list[str] = []
    for seed in range(12):
        table = call_grab_table(seed, game=GameId.DDZ4, options=options)
        assert table.state.clock is not None
        run_until(table, lambda t: t.state.phase is Phase.PLAYING, frame_ms=1000, frames=4000)
        kinds |= {timeout.kind for timeout in table.timeouts}
        lines += texts(table)
        declined = [e for e in table.state.stake_events if e.seat == 0]
        assert all(e.by_clock and e.kind in (StakeKind.NO_CALL, StakeKind.NO_GRAB, StakeKind.NO_DOUBLE,
                                             StakeKind.KEPT_CLOSED) for e in declined)
        if {TimeoutKind.NO_CALL, TimeoutKind.NO_DOUBLE} <= kinds and TimeoutKind.NO_GRAB in kinds:
            break
    assert {TimeoutKind.NO_CALL, TimeoutKind.NO_GRAB, TimeoutKind.NO_DOUBLE} <= kinds
    assert "Time ran out: you do not call the landlord" in lines
    assert "Time ran out: you do not double" in lines


def test_the_human_choice_after_the_clock_ran_out_is_refused() -> None:
    options = DouDizhuOptions(bidding=BiddingKind.CALL_GRAB)
    for seed in range(20):
        table = call_grab_table(seed, game=GameId.DDZ4, options=options)
        run_until(table, lambda t: t.human_to_act())
        if table.human_to_act():
            break
    step, yes = table.stake_step(), table.human_stakes()[-1]
    table.state.tick(table.rules.turn_ms)
    before = fingerprint(table.state)
    assert table.human_stake(yes) == TIME_UP and fingerprint(table.state) == before
    table.update(0)
    expected = TimeoutKind.NO_CALL if step is StakeStep.CALL else TimeoutKind.NO_GRAB
    assert table.timeouts[-1].kind is expected


def test_nobody_calling_deals_again_and_says_so() -> None:
    for seed in range(200):
        table = call_grab_table(seed, human=None, options=DouDizhuOptions(bidding=BiddingKind.CALL_GRAB))
        run_until(table, lambda t: t.state.phase is not Phase.BIDDING or t.state.redeals > 0)
        if table.state.redeals:
            break
    assert table.state.redeals == 1 and table.redeals == 1
    assert _(NO_CALL_REDEAL) in texts(table)
    assert table.announcement is not None and table.announcement.phrase.msgid == NO_CALL_REDEAL
    assert texts(table).count(_(NO_CALL_REDEAL)) == 1


def test_the_result_rows_tell_the_whole_stake_and_sum_to_zero() -> None:
    seen: set[RowKind] = set()
    for seed in range(30):
        table = call_grab_table(seed, human=None)
        run_until(table, lambda t: False)
        rows = table.breakdown_rows()
        assert rows[0].kind is RowKind.BID
        points = [row.points for row in rows if row.kind is RowKind.POINTS]
        assert len(points) == 3 and sum(p for p in points if p is not None) == 0
        assert points == list(table.state.result.points)
        settlements = [row for row in rows if row.kind is RowKind.SETTLEMENT]
        assert len(settlements) == 2 and all(row.factor is not None and row.factor <= 48 for row in settlements)
        seen |= {row.kind for row in rows}
        assert all(row.text.render(_) for row in rows)
    assert {RowKind.GRABS, RowKind.MULTIPLIER, RowKind.SETTLEMENT} <= seen


# -- saved games ---------------------------------------------------------------------------------


def session_at(options: DouDizhuOptions, seed: int, game: GameId = GameId.DDZ3) -> Session:
    settings_ = Settings(game=game, doudizhu=options)
    session = Session(settings_, seed=seed, autoplay=False)
    session.next_deal(0, 1000)
    return session


def stop_when(session: Session, done: Any) -> bool:
    table = session.table
    assert table is not None
    table.takeover = True  # the computer plays the human's seat too
    run_until(table, done)
    table.takeover = False
    return not table.finished() and done(table)


@pytest.mark.parametrize("where", ["grab", "doubling", "opened"])
def test_a_saved_game_continues_exactly_mid_step(where: str) -> None:
    done = {
        "grab": lambda t: t.state.called_by is not None and t.state.phase is Phase.BIDDING,
        "doubling": lambda t: t.state.phase is Phase.DOUBLING and any(d is not None for d in t.state.doubles),
        "opened": lambda t: t.state.phase is Phase.PLAYING and len(t.state.history) >= 2,
    }[where]
    for seed in range(60):
        session = session_at(ALL_ON, seed)
        if stop_when(session, done):
            break
    else:
        pytest.fail(f"no deal reached {where}")
    saved = session.saved_game()
    assert saved is not None and SavedGame.from_json(saved.to_json()) == saved
    restored = resume_session(Settings(), SavedGame.from_json(saved.to_json()), 0, 1000)
    assert restored.table is not None and session.table is not None
    assert fingerprint(restored.table.state) == fingerprint(session.table.state)
    assert restored.options == ALL_ON


def test_no_shuffle_next_deal_is_dealt_from_the_last_and_survives_a_save() -> None:
    session = session_at(ALL_ON, 7)
    first = session.table
    assert first is not None and session.order is None
    stop_when(session, lambda t: False)
    assert first.finished()
    second = session.next_deal(0, 1000)
    assert session.order is not None and second.order == session.order
    stop_when(session, lambda t: len(t.state.history) >= 3)
    saved = session.saved_game()
    assert saved is not None and saved.order == session.order
    restored = resume_session(Settings(), SavedGame.from_json(saved.to_json()), 0, 1000)
    assert isinstance(restored, Session) and restored.table is not None
    assert fingerprint(restored.table.state) == fingerprint(second.state)
    for one in (session, restored):
        stop_when(one, lambda t: False)
    third, again = session.next_deal(0, 1000), restored.next_deal(0, 1000)
    assert third.order == again.order and fingerprint(third.state) == fingerprint(again.state)


def test_a_saved_game_of_today_and_a_broken_order_or_options() -> None:
    saved = SavedGame(GameId.DDZ3, DouDizhuOptions().to_dict(), 5)
    assert set(json.loads(saved.to_json())["options"]) == {"wild", "clock", "allowance"}
    text = json.loads(SavedGame(GameId.DDZ3, ALL_ON.to_dict(), 5).to_json())
    assert SavedGame.from_json(json.dumps(text)).doudizhu_options() == ALL_ON
    for key, value in (("cap", 50), ("bidding", "auction"), ("open_hand", 1), ("cap", True)):
        broken = dict(text, options=dict(text["options"], **{key: value}))
        with pytest.raises(ValueError):
            SavedGame.from_json(json.dumps(broken))
    with pytest.raises(ValueError):
        SavedGame.from_json(json.dumps(dict(text, order=[[3, 0, 0]])))
    plain = json.loads(SavedGame(GameId.DDZ3, DouDizhuOptions().to_dict(), 5).to_json())
    with pytest.raises(ValueError):  # an order at a table that shuffles
        SavedGame.from_json(json.dumps(dict(plain, order=[[3, 0, 0]] * 54)))


# -- statistics ----------------------------------------------------------------------------------


def test_statistics_count_the_humans_grabs_doubles_and_open_hands() -> None:
    counted = Counts()
    for seed in range(40):
        table = call_grab_table(seed)
        table.takeover = True
        run_until(table, lambda t: False)
        outcome = doudizhu_outcome(table.state, 0)
        assert outcome is not None
        mine = {e.kind for e in table.state.stake_events if e.seat == 0}
        assert outcome.grabbed == (StakeKind.GRABBED in mine)
        assert outcome.doubled == bool(mine & {StakeKind.DOUBLED, StakeKind.SUPER_DOUBLED})
        assert outcome.opened == (StakeKind.OPENED in mine)
        counted.add(outcome)
    assert counted.deals == 40 and counted.grabs + counted.doubles + counted.open_hands > 0
    stats = Statistics()
    stats.record(GameId.DDZ3, Outcome(SeatRole.LANDLORD, True, 4, grabbed=True, doubled=True, opened=True))
    loaded = Statistics.from_dict(stats.to_dict(), {"ddz3": (SeatRole.LANDLORD, SeatRole.FARMER)})
    total = loaded.table(GameId.DDZ3).total()
    assert (total.grabs, total.doubles, total.open_hands) == (1, 1, 1)


def test_old_statistics_load_and_broken_counts_are_repaired() -> None:
    old = {"ddz3": {"roles": {"farmer": {"deals": 3, "wins": 1, "points": 2}}, "streak": 0, "best_streak": 1}}
    counts = Statistics.from_dict(old, {"ddz3": (SeatRole.LANDLORD, SeatRole.FARMER)}).table("ddz3").role(
        SeatRole.FARMER)
    assert (counts.deals, counts.grabs, counts.doubles, counts.open_hands) == (3, 0, 0, 0)
    broken = Counts.from_dict({"deals": 2, "grabs": 5, "doubles": "x", "open_hands": 9})
    assert (broken.grabs, broken.doubles, broken.open_hands) == (2, 0, 2)


# -- simulator -----------------------------------------------------------------------------------


def test_the_simulator_flags_and_every_combination_is_zero_sum() -> None:
    args = sim_cli.parse_args(["--game", "ddz3", "--bidding", "call-grab", "--doubling", "super", "--open-hand",
                               "--no-shuffle", "--cap", "48"])
    assert sim_cli.stake_options(args) == StakeOptions(BiddingKind.CALL_GRAB, DoublingKind.SUPER, True, True, 48)
    for bad in (["--game", "ddz2", "--bidding", "call-grab"], ["--game", "ddz2", "--cap", "24"],
                ["--game", "president", "--open-hand"], ["--game", "ddz3", "--cap", "50"]):
        with pytest.raises(SystemExit):
            sim_cli.parse_args(bad)
    combos = 0
    for table, players in (("ddz3", 3), ("ddz4", 4), ("ddz2", 2)):
        offer = stake_offer(GameId(table))
        for bidding, doubling, open_hand, no_shuffle, cap in itertools.product(
                offer.biddings, offer.doublings, (False, True), (False, True), offer.caps):
            setup = TableSetup(table=table, stakes=StakeOptions(bidding, doubling, open_hand, no_shuffle, cap))
            state = setup.play(["random", "easy", "random", "random"][:players], 1000 + combos)
            assert state.result is not None and sum(state.result.points) == 0
            combos += 1
    assert combos == 2 * 3 * 2 * 2 * 4 * 2 + 3 * 2 * 2


def test_a_simulator_run_with_every_option_counts_the_steps() -> None:
    report = sim_cli.main(["--game", "ddz3", "--deals", "6", "--bidding", "call-grab", "--doubling", "super",
                           "--open-hand", "--no-shuffle", "--cap", "24", "--json"])
    assert report == 0


# -- the bot interface ---------------------------------------------------------------------------


def test_the_bot_answers_the_choices_before_the_play() -> None:
    strong = "3333444455556666B"
    assert doudizhu_choice(strong, [], seat=0, bidding="call-grab", level="normal") == "call"
    assert doudizhu_choice(strong, [(2, "call")], seat=0, bidding="call-grab", level="normal") == "grab"
    assert doudizhu_choice("3456789TJQKA34567", [], seat=0, level="normal") in {"0", "1", "2", "3"}
    choice = doudizhu_choice("3456789TJQKA34567", [(0, "call"), (1, "nograb"), (2, "nograb")], seat=1,
                             bidding="call-grab", doubling="super", bottom="RJQ", level="hard", seed=1)
    assert choice in {"nodouble", "double", "super"}
    steps = [(0, "call"), (1, "nograb"), (2, "nograb"), (1, "nodouble"), (2, "double"), (0, "super")]
    assert doudizhu_choice(strong + "RJQ", steps, seat=0, bidding="call-grab", doubling="super",
                           open_hand=True, bottom="RJQ", level="easy") in {"open", "closed"}
    assert doudizhu_choice("3456789TJQKA2BR33", [(0, "3")], seat=1, players=2, doubling="double",
                           bottom="444", level="normal") in {"nodouble", "double"}


@pytest.mark.parametrize(("kwargs", "needle"), [
    ({"hand": "33334444555566667", "steps": [], "seat": 0, "players": 2, "bidding": "call-grab"}, "three and four"),
    ({"hand": "33334444555566667", "steps": [], "seat": 0, "bidding": "grab"}, "bidding must be"),
    ({"hand": "33334444555566667", "steps": [], "seat": 0, "doubling": 2}, "doubling must be"),
    ({"hand": "33334444555566667", "steps": [(0, "maybe")], "seat": 1}, "unknown choice"),
    ({"hand": "33334444555566667", "steps": [(0, "grab")], "seat": 1, "bidding": "call-grab"}, "step 0"),
    ({"hand": "33334444555566667", "steps": [(1, "call")], "seat": 1, "bidding": "call-grab"}, "turn"),
    ({"hand": "33334444555566667", "steps": [], "seat": 0, "bottom": "789"}, "hidden"),
    ({"hand": "33333", "steps": [], "seat": 0}, "17 cards"),
    ({"hand": "33334444555566667", "steps": [(0, "3")], "seat": 0}, "over"),
    ({"hand": "33334444555566667", "steps": [(0, "0"), (1, "0"), (2, "0")], "seat": 0}, "dealt again"),
    ({"hand": "33334444555566667", "steps": "call", "seat": 0}, "list"),
    ({"hand": "33334444555566667", "steps": [], "seat": 0, "open_hand": "yes"}, "open_hand"),
])
def test_the_bot_refuses_impossible_choices(kwargs: dict[str, Any], needle: str) -> None:
    with pytest.raises(BotInputError, match=needle):
        doudizhu_choice(level="normal", **kwargs)

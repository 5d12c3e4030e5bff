"""Statistics per table and role: counted from finished deals and rounds, stored with the
settings, repaired entry by entry, reset."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from game.climbing.pending import RoundResult
from game.climbing.roles import Role
from game.doudizhu.combos import Play
from game.doudizhu.moves import Pass
from game.doudizhu.notation import hands_of
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from game.settings import GameId, Settings, table_roles
from game.stats import (
    CLIMBING_ROLES,
    DOUDIZHU_ROLES,
    Counts,
    Outcome,
    SeatRole,
    Statistics,
)
from game.table import registry
from game.table.climbing.session import ClimbingSession
from game.table.doudizhu.session import Session
from game.table.statistics import climbing_outcome, doudizhu_outcome

THREE = TableRules.three()
TABLE_ROLES = {game.value: table_roles(game) for game in GameId}


def play(state: DealState, ranks: str | None) -> None:
    """The current player plays the listed play with exactly these ranks (``None``: pass)."""
    seat = state.current_player
    assert seat is not None
    if ranks is None:
        state.apply(seat, Pass())
        return
    wanted = sorted(ranks)
    found = [m for m in state.legal_moves() if isinstance(m, Play) and sorted(r.symbol for r in m.ranks) == wanted]
    assert len(found) == 1, found
    state.apply(seat, found[0])


def landlord_bombs_and_springs() -> DealState:
    """Seat 0 is landlord, bombs with 3333 and goes out with the 4: a spring."""
    state = DealState.arranged(THREE, hands_of(["33334", "55", "66"]), 0, 2)
    play(state, "3333")
    play(state, None)
    play(state, None)
    play(state, "4")
    assert state.is_over()
    return state


def farmer_bombs_and_wins() -> DealState:
    """Seat 0 is landlord and leads a 3; seat 1 bombs with 5555 and goes out (anti-spring)."""
    state = DealState.arranged(THREE, hands_of(["3K", "55556", "7"]), 0, 1)
    play(state, "3")
    play(state, "5555")
    play(state, None)
    play(state, None)
    play(state, "6")
    assert state.is_over()
    return state


def test_tables_have_their_family_roles() -> None:
    family_roles = {registry.Family.CLIMBING: CLIMBING_ROLES, registry.Family.DOUDIZHU: DOUDIZHU_ROLES}
    assert {item.game: item.roles for item in registry.TABLES} == {
        item.game: family_roles[item.family] for item in registry.TABLES
    }
    assert {item.game: item.roles for item in registry.TABLES} == {game: table_roles(game) for game in GameId}
    assert [role.value for role in CLIMBING_ROLES] == [role.value for role in Role]


def test_outcomes_of_scripted_deals() -> None:
    won = doudizhu_outcome(landlord_bombs_and_springs(), 0)
    assert won == Outcome(SeatRole.LANDLORD, True, won.points, bombs=1, deal_bombs=1, spring=True)
    assert won.points > 0
    lost = doudizhu_outcome(farmer_bombs_and_wins(), 0)
    assert lost is not None and lost.role is SeatRole.LANDLORD and lost.won is False and lost.points < 0
    assert (lost.bombs, lost.deal_bombs, lost.spring) == (0, 1, True)
    farmer = doudizhu_outcome(farmer_bombs_and_wins(), 2)
    assert farmer is not None and farmer.role is SeatRole.FARMER and farmer.won is True and farmer.bombs == 0
    assert doudizhu_outcome(DealState.new(THREE, 3), 0) is None  # not over yet


def test_counts_per_role_and_streaks() -> None:
    stats = Statistics()
    for state in (landlord_bombs_and_springs(), landlord_bombs_and_springs(), farmer_bombs_and_wins()):
        outcome = doudizhu_outcome(state, 0)
        assert outcome is not None
        stats.record(GameId.DDZ3, outcome)
    farmer = doudizhu_outcome(farmer_bombs_and_wins(), 1)
    assert farmer is not None
    stats.record(GameId.DDZ3, farmer)
    table = stats.table(GameId.DDZ3)
    landlord = table.role(SeatRole.LANDLORD)
    assert (landlord.deals, landlord.wins, landlord.bombs, landlord.deal_bombs, landlord.springs) == (3, 2, 2, 3, 3)
    assert (landlord.streak, landlord.best_streak) == (0, 2)
    assert table.role(SeatRole.FARMER).wins == 1 and table.role(SeatRole.FARMER).bombs == 1
    total = table.total()
    assert (total.deals, total.wins, total.bombs, total.streak, total.best_streak) == (4, 3, 3, 1, 2)
    assert total.points == landlord.points + table.role(SeatRole.FARMER).points
    assert stats.table(GameId.DDZ4).total() == Counts()


def test_an_unscored_deal_counts_but_keeps_the_streak() -> None:
    stats = Statistics()
    stats.record(GameId.DDZ4, Outcome(SeatRole.FARMER, True, 2))
    stats.record(GameId.DDZ4, Outcome(SeatRole.FARMER, None, 0))
    counts = stats.table(GameId.DDZ4).role(SeatRole.FARMER)
    assert (counts.deals, counts.wins, counts.streak) == (2, 1, 1)


def test_climbing_rounds_count_by_final_role() -> None:
    result = RoundResult((2, 0, 3, 1), (Role.PRIME_MINISTER, Role.BEGGAR, Role.PRESIDENT, Role.PEASANT), (1, -2, 2, -1))
    assert climbing_outcome(result, 0) == Outcome(SeatRole.PRIME_MINISTER, True, 1)
    assert climbing_outcome(result, 1) == Outcome(SeatRole.BEGGAR, False, -2)
    assert climbing_outcome(result, 3).won is False  # third of four: the lower half


def test_sessions_count_real_play_only() -> None:
    settings = Settings()
    session = Session(settings, seed=1)
    session.next_deal(0, 1.0)
    assert session.table is not None
    session.table.state = landlord_bombs_and_springs()
    session.record_deal(session.table.state.result)
    assert settings.statistics.table(GameId.DDZ3).total().deals == 1
    session.next_deal(0, 1.0)
    session.table.takeover = True  # the computer played the human's seat
    session.table.state = landlord_bombs_and_springs()
    session.record_deal(session.table.state.result)
    assert settings.statistics.table(GameId.DDZ3).total().deals == 1
    auto = Session(settings, seed=1, autoplay=True)
    auto.next_deal(0, 1.0)
    assert auto.table is not None
    auto.table.state = landlord_bombs_and_springs()
    auto.record_deal(auto.table.state.result)
    assert settings.statistics.table(GameId.DDZ3).total().deals == 1


def test_climbing_session_counts_each_round_once() -> None:
    settings = Settings(game=GameId.PRESIDENT)
    session = ClimbingSession(settings, seed=4)
    table = session.start(0, 1.0)
    result = RoundResult((0, 1, 2, 3), (Role.PRESIDENT, Role.PRIME_MINISTER, Role.PEASANT, Role.BEGGAR), (2, 1, -1, -2))
    table.state.results.append(result)
    session.record_rounds()
    session.record_rounds()
    counts = settings.statistics.table(GameId.PRESIDENT).role(SeatRole.PRESIDENT)
    assert (counts.deals, counts.wins, counts.points) == (1, 1, 2)
    auto = ClimbingSession(Settings(game=GameId.PRESIDENT), seed=4, autoplay=True)
    auto.start(0, 1.0).state.results.append(result)
    auto.record_rounds()
    assert auto.settings.statistics.tables == {}


def test_statistics_are_stored_and_read_back() -> None:
    settings = Settings()
    settings.statistics.record(GameId.DDZ2, Outcome(SeatRole.LANDLORD, True, 6, 1, 2, True))
    settings.statistics.record(GameId.DAIFUGO, Outcome(SeatRole.BEGGAR, False, -2))
    again = Settings.from_json(settings.to_json())
    assert again.statistics == settings.statistics
    assert again.statistics.table(GameId.DDZ2).role(SeatRole.LANDLORD).springs == 1


def test_corrupt_entries_are_repaired_one_by_one() -> None:
    settings = Settings()
    settings.statistics.record(GameId.DDZ3, Outcome(SeatRole.LANDLORD, True, 6, 1, 2))
    settings.statistics.record(GameId.DDZ3, Outcome(SeatRole.FARMER, True, 3))
    settings.statistics.record(GameId.PRESIDENT, Outcome(SeatRole.CITIZEN, False, 0))
    data = json.loads(settings.to_json())
    table = data["statistics"]["ddz3"]
    table["roles"]["landlord"]["points"] = "lots"
    table["roles"]["landlord"]["wins"] = 10**40
    table["roles"]["beggar"] = {"deals": 3}  # not a Dou Dizhu role
    table["best_streak"] = -1
    data["statistics"]["ddz4"] = [1, 2]
    data["statistics"]["nope"] = {}
    data["statistics"]["president"]["roles"]["citizen"] = None
    stats = Settings.from_json(json.dumps(data)).statistics
    landlord = stats.table(GameId.DDZ3).role(SeatRole.LANDLORD)
    assert (landlord.deals, landlord.wins, landlord.points, landlord.bombs, landlord.deal_bombs) == (1, 0, 0, 1, 2)
    assert landlord.best_streak == 0  # no more than the wins left
    farmer = settings.statistics.table(GameId.DDZ3).role(SeatRole.FARMER)
    assert stats.table(GameId.DDZ3).role(SeatRole.FARMER) == farmer
    assert SeatRole.BEGGAR not in stats.table(GameId.DDZ3).roles
    assert stats.table(GameId.DDZ3).best_streak == 0 and stats.table(GameId.DDZ4).roles == {}
    assert stats.table(GameId.PRESIDENT).role(SeatRole.CITIZEN) == Counts()
    assert Settings.from_json(json.dumps(dict(data, statistics="junk"))).statistics == Statistics()


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
)


@given(JSON_VALUES)
def test_any_stored_value_reads_as_valid_statistics(value: object) -> None:
    for stored in (value, {"ddz3": value}, {"ddz3": {"roles": {"landlord": value}}}):
        stats = Statistics.from_dict(stored, TABLE_ROLES)
        for table in stats.tables.values():
            assert 0 <= table.streak <= table.best_streak
            for counts in table.roles.values():
                assert 0 <= counts.wins <= counts.deals and 0 <= counts.bombs <= counts.deal_bombs
                assert 0 <= counts.streak <= counts.best_streak <= counts.wins
        assert Statistics.from_dict(stats.to_dict(), TABLE_ROLES) == stats


def test_reset_forgets_every_table() -> None:
    settings = Settings()
    settings.statistics.record(GameId.DDZ3, Outcome(SeatRole.FARMER, True, 2))
    settings.statistics.reset()
    assert settings.statistics == Statistics()
    assert Settings.from_json(settings.to_json()).statistics.tables == {}


def test_sound_settings_are_clamped_and_checked() -> None:
    assert Settings.from_json('{"volume": 0.25, "muted": true}').volume == 0.25
    assert Settings.from_json('{"volume": 0.25, "muted": true}').muted is True
    assert Settings.from_json('{"volume": 3}').volume == 1.0
    assert Settings.from_json('{"volume": -1}').volume == 0.0
    assert Settings.from_json('{"volume": 1e999, "muted": "yes"}').volume == 0.7
    assert Settings.from_json('{"volume": true}').muted is False
    assert Settings.from_json('{"volume": ' + "9" * 5000 + "}").volume == 0.7

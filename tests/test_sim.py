"""The simulator CLI: a short smoke run per table and the JSON summary's shape."""

from __future__ import annotations

import json
import sys

import pytest

from game.sim import Tally, mean_interval, wilson_interval
from game.sim.__main__ import main


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main([*list(argv), "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    return json.loads(out[-1])


@pytest.mark.parametrize(
    ("game", "players", "extra"),
    [
        ("ddz3", "random,normal,easy", []),
        ("ddz4", "random,normal,easy,random", []),
        ("ddz2", "normal,random", []),
        ("ddz2", "normal,easy", ["--allowance", "0"]),
        ("ddz3", "normal,random,random", ["--wild"]),
        ("ddz4", "normal,random,random,easy", ["--clock", "--move-ms", "20000"]),
        ("ddz3", "hard,normal,random", ["--budget-ms", "2"]),
    ],
)
def test_smoke_run_per_table(capsys: pytest.CaptureFixture[str], game: str, players: str, extra: list[str]) -> None:
    data = run_json(capsys, "--game", game, "--deals", "3", "--seed", "2", "--players", players, *extra)
    n = len(players.split(","))
    assert data["deals"] == 3
    assert data["seconds"] > 0 and data["deals_per_second"] > 0
    assert len(data["wins"]) == len(data["points"]) == len(data["seats"]) == n
    scored = 3 - data["counters"].get("unscored", 0)
    assert sum(data["points"]) == 0  # zero-sum
    assert sum(seat["games"] for seat in data["seats"]) == 3 * n
    for name, result in data["by_type"].items():
        assert name in players.split(",")
        low, high = result["win_rate_ci95"]
        assert 0 <= low <= result["win_rate"] <= high <= 1
        mlow, mhigh = result["mean_points_ci95"]
        assert mlow <= result["mean_points"] <= mhigh
    assert data["counters"].get("landlord_wins", 0) <= scored


def test_the_clock_can_end_deals_unscored(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--game", "ddz3", "--deals", "2", "--players", "random,random,random",
                    "--clock", "--move-ms", "39000")
    assert data["counters"].get("unscored", 0) >= 1
    assert data["points"] == [0, 0, 0] or sum(data["points"]) == 0


def test_rotation_seats_every_type_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--game", "ddz3", "--deals", "2", "--players", "normal,random,random", "--rotate")
    assert data["deals"] == 6
    assert data["by_type"]["normal"]["games"] == 6
    assert data["by_type"]["random"]["games"] == 12


def test_same_seed_same_summary(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--game", "ddz3", "--deals", "4", "--seed", "9", "--players", "easy,normal,random")
    first, second = run_json(capsys, *args), run_json(capsys, *args)
    assert first["points"] == second["points"] and first["wins"] == second["wins"]


def test_plain_output_is_a_readable_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "ddz2", "--deals", "2", "--players", "normal,random"]) == 0
    out = capsys.readouterr().out
    assert "deals/s" in out and "win rate" in out


def test_paired_run_compares_on_the_same_deals(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--game", "ddz3", "--deals", "3", "--players", "easy,normal,normal", "--paired")
    paired = data["paired"]
    assert paired["tested"] == "easy" and paired["baseline"] == "normal"
    assert paired["games"] == data["deals"] == 9
    assert paired["better"] + paired["worse"] <= paired["games"] - paired["identical"]
    low, high = paired["mean_diff_ci95"]
    assert low <= paired["mean_diff"] <= high
    assert data["by_type"]["easy"]["games"] == 9


def test_a_player_paired_with_itself_changes_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    from game.sim.doudizhu import TableSetup, run_paired

    report = run_paired(TableSetup("ddz2"), "normal", "normal", deals=3, seed=4)
    assert report.paired is not None
    assert report.paired["identical"] == report.paired["games"] == 6
    assert report.paired["mean_diff"] == 0


def test_sides_run_compares_each_role_on_the_same_deals(capsys: pytest.CaptureFixture[str]) -> None:
    data = run_json(capsys, "--game", "ddz3", "--deals", "4", "--seed", "3", "--players", "easy,normal,normal",
                    "--sides")
    sides = data["sides"]
    assert sides["tested"] == "easy" and sides["baseline"] == "normal"
    assert data["deals"] == 8  # each deal once with the tested landlord, once with tested farmers
    assert data["counters"]["landlord_easy"] == 4  # the game with the tested landlord, per deal
    for role in ("landlord", "farmers"):
        result = sides[role]
        assert result["games"] == 4
        assert result["changed"] <= 4
        diff = result["tested_win_rate"] - result["baseline_win_rate"]
        assert result["win_rate_diff"] == pytest.approx(diff, abs=1e-3)
        low, high = result["win_rate_diff_ci95"]
        assert low <= result["win_rate_diff"] <= high


def test_a_player_compared_with_itself_by_role_changes_nothing() -> None:
    from game.sim.doudizhu import TableSetup, run_sides

    report = run_sides(TableSetup("ddz3"), "normal", "normal", deals=3, seed=5)
    assert report.sides is not None
    for role in ("landlord", "farmers"):
        assert report.sides[role]["changed"] == 0
        assert report.sides[role]["tested_win_rate"] == report.sides[role]["baseline_win_rate"]
    assert any("as landlord" in line for line in report.lines())


@pytest.mark.parametrize(
    "argv",
    [
        ["--game", "ddz3", "--players", "hard,normal,normal", "--sides", "--paired"],
        ["--game", "ddz3", "--players", "hard,normal,normal", "--sides", "--rotate"],
        ["--game", "daifugo", "--players", "hard,normal,normal", "--sides"],
        ["--game", "ddz3", "--players", "hard,normal,random", "--paired"],
        ["--game", "ddz3", "--players", "hard,normal,normal", "--paired", "--rotate"],
        ["--game", "president", "--players", "hard,normal,normal", "--paired"],
        ["--game", "ddz3", "--players", "normal,normal"],
        ["--game", "ddz3", "--players", "normal,normal,genius"],
        ["--game", "president", "--players", "normal,normal"],
        ["--game", "president", "--players", "normal,normal,normal", "--wild"],
        ["--game", "ddz3", "--all-rules"],
        ["--game", "ddz3", "--allowance", "1"],
        ["--deals", "0"],
    ],
)
def test_bad_arguments_are_refused(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2


def test_climbing_games_are_delegated(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
                                      tmp_path) -> None:
    """The CLI hands the climbing games to ``game.sim.climbing.run`` (stubbed here)."""
    import types

    import game.sim

    calls: list[tuple] = []

    def fake_run(game, player_types, deals, seed, options, all_rules, **extra):
        calls.append((game, player_types, deals, seed, options, all_rules, extra))
        return {"game": game, "deals": deals}

    stub = types.ModuleType("game.sim.climbing")
    stub.run = fake_run
    monkeypatch.setitem(sys.modules, "game.sim.climbing", stub)
    monkeypatch.setattr(game.sim, "climbing", stub, raising=False)
    rules = tmp_path / "rules.json"
    rules.write_text('{"sequence": true}', encoding="utf-8")
    data = run_json(capsys, "--game", "daifugo", "--deals", "2", "--players", "normal,random,random,easy",
                    "--rules", str(rules), "--all-rules", "--rotate", "--budget-ms", "7")
    assert data == {"game": "daifugo", "deals": 2}
    assert calls == [("daifugo", ["normal", "random", "random", "easy"], 2, 1, {"sequence": True}, True,
                      {"rotate": True, "budget_ms": 7.0})]


def test_confidence_intervals() -> None:
    low, high = wilson_interval(50, 100)
    assert low < 0.5 < high and high - low == pytest.approx(0.19, abs=0.01)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    mean, mlow, mhigh = mean_interval(10.0, 30.0, 5)  # values summing to 10, squares to 30
    assert mean == 2.0 and mlow < 2.0 < mhigh
    tally = Tally(2)
    tally.record(0, "normal", True, 2)
    tally.record(1, "random", False, -2)
    assert tally.by_type["normal"].wins == 1 and tally.by_seat[1].points == -2

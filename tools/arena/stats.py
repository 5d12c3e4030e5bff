"""The arena's figures: win rates with their intervals, illegal moves, think times, JSON.

Side *a*'s win rate (WP, as DouZero's evaluation names it) over all games and per role,
each with its 95 % Wilson score interval. The two games of a deal share the cards, so
they are not independent: the *paired* figure scores each deal by the mean of its two
games (0, 1/2 or 1) and gives the mean over deals with its 95 % normal-approximation
interval over deals (the honest interval for the overall WP; usually narrower than
Wilson's, because the swap cancels the luck of the cards).

Think time is wall-clock milliseconds per decision (the whole ``think``), summarised by
median, 95th percentile (nearest rank) and maximum. A searching side's work per searched
decision, in worlds as a budget of work counts them, is summarised by its quartiles: on
the time budget it tells how large a budget of work the time bought on this machine.

:func:`validate_report` checks a report dictionary against :data:`REPORT_FIELDS` (the
JSON's schema, version ``SCHEMA``).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.sim import Sample, wilson_interval

SCHEMA = "climbing-table-arena/2"
LANDLORD = "landlord"
FARMER = "farmer"


@dataclass(frozen=True)
class GameRecord:
    """One game: its deal, whether side *a* held the landlord's seat, the winning role
    (``"landlord"`` or ``"farmer"``) and the number of moves (passes included)."""

    deal: int
    a_landlord: bool
    winner: str
    moves: int

    @property
    def a_won(self) -> bool:
        return (self.winner == LANDLORD) == self.a_landlord


def rate(wins: int, games: int) -> dict[str, Any]:
    """A win rate with its 95 % Wilson interval."""
    low, high = wilson_interval(wins, games)
    return {"wins": wins, "games": games, "rate": wins / games if games else 0.0, "ci95": [low, high]}


def paired(games: Sequence[GameRecord]) -> dict[str, Any]:
    """Deal-level figures: per deal the mean of its games; the mean over deals with its
    95 % interval, and how many deals side *a* won twice, once, never."""
    by_deal: dict[int, list[bool]] = {}
    for game in games:
        by_deal.setdefault(game.deal, []).append(game.a_won)
    sample = Sample()
    tally = {2: 0, 1: 0, 0: 0}
    for results in by_deal.values():
        sample.add(sum(results) / len(results))
        if len(results) == 2:
            tally[sum(results)] += 1
    mean, low, high = sample.interval()
    return {
        "deals": len(by_deal),
        "mean": mean,
        "ci95": [max(0.0, low), min(1.0, high)],
        "won_both": tally[2],
        "split": tally[1],
        "lost_both": tally[0],
    }


def percentile(values: Sequence[float], q: float) -> float:
    """The nearest-rank ``q`` quantile (0 < q <= 1) of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def think_summary(times_ms: Sequence[float]) -> dict[str, Any]:
    """Decisions and their median, 95th percentile and maximum think time (ms)."""
    if not times_ms:
        return {"decisions": 0, "median_ms": 0.0, "p95_ms": 0.0, "max_ms": 0.0}
    return {
        "decisions": len(times_ms),
        "median_ms": statistics.median(times_ms),
        "p95_ms": percentile(times_ms, 0.95),
        "max_ms": max(times_ms),
    }


def work_summary(work: Sequence[float]) -> dict[str, Any]:
    """Searched decisions and their work's quartiles (worlds; nearest rank)."""
    if not work:
        return {"searched": 0, "p25": 0.0, "median": 0.0, "p75": 0.0}
    return {
        "searched": len(work),
        "p25": percentile(work, 0.25),
        "median": percentile(work, 0.5),
        "p75": percentile(work, 0.75),
    }


def win_figures(games: Sequence[GameRecord]) -> dict[str, Any]:
    """Side *a*'s wins and WP overall, as landlord and as farmers, and the paired figure."""
    landlord = [game for game in games if game.a_landlord]
    farmers = [game for game in games if not game.a_landlord]
    wins = {
        "total": sum(game.a_won for game in games),
        "landlord": sum(game.a_won for game in landlord),
        "farmers": sum(game.a_won for game in farmers),
    }
    return {
        "wins": wins,
        "wp": {
            "total": rate(wins["total"], len(games)),
            "landlord": rate(wins["landlord"], len(landlord)),
            "farmers": rate(wins["farmers"], len(farmers)),
        },
        "paired": paired(games),
    }


#: The report's fields and their JSON types (a nested mapping is a sub-schema).
REPORT_FIELDS: dict[str, Any] = {
    "schema": str,
    "referee": str,
    "deal_source": str,
    "seed": int,
    "deals": int,
    "games": int,
    "a": {"side": str, "label": str},
    "b": {"side": str, "label": str},
    "wins": {"total": int, "landlord": int, "farmers": int},
    "wp": {role: {"wins": int, "games": int, "rate": float, "ci95": list} for role in ("total", "landlord", "farmers")},
    "paired": {"deals": int, "mean": float, "ci95": list, "won_both": int, "split": int, "lost_both": int},
    "illegal": {side: {"count": int, "decisions": int, "examples": list} for side in ("a", "b")},
    "think_ms": {
        side: {"decisions": int, "median_ms": float, "p95_ms": float, "max_ms": float, "slowest": str} for side in "ab"
    },
    "work": {side: {"searched": int, "p25": float, "median": float, "p75": float} for side in "ab"},
    "mirror": {"foreign_moves": int, "checked": int, "ours_only": int, "theirs_only": int, "reread": int},
    "versions": {"python": str, "climbing_table": str},
    "machine": {"cpus": int, "load_before": list, "load_after": list},
    "seconds": float,
}


def validate_report(report: Mapping[str, Any], fields: Mapping[str, Any] = REPORT_FIELDS, path: str = "") -> None:
    """Raise ``ValueError`` where ``report`` lacks a field of ``fields`` or holds the
    wrong JSON type (an int passes for a float; extra fields are allowed)."""
    for name, kind in fields.items():
        where = f"{path}{name}"
        if name not in report:
            raise ValueError(f"the report has no {where!r}")
        value = report[name]
        if isinstance(kind, dict):
            if not isinstance(value, Mapping):
                raise ValueError(f"{where!r} is no object")
            validate_report(value, kind, where + ".")
            continue
        allowed: tuple[type, ...] = (int, float) if kind is float else (kind,)
        if not isinstance(value, allowed) or (kind is not bool and isinstance(value, bool)):
            raise ValueError(f"{where!r} is {type(value).__name__}, not {kind.__name__}")
    if path == "" and report["schema"] != SCHEMA:
        raise ValueError(f"schema {report['schema']!r}, not {SCHEMA!r}")


def _interval(data: Mapping[str, Any], value: str) -> str:
    low, high = data["ci95"]
    return f"{data[value]:.3f} [{low:.3f}, {high:.3f}]"


def report_lines(report: Mapping[str, Any]) -> list[str]:
    """The report as text lines for the terminal."""
    wp, pair = report["wp"], report["paired"]
    a, b = report["a"]["label"], report["b"]["label"]
    lines = [
        f"arena: {a} (a) vs {b} (b), referee {report['referee']}, deals {report['deal_source']} seed {report['seed']}: "
        f"{report['deals']} deals x 2 seatings = {report['games']} games in {report['seconds']:.0f} s",
        *(
            f"  WP of a, {title:<9} {_interval(wp[role], 'rate')}  ({wp[role]['wins']}/{wp[role]['games']}, Wilson)"
            for role, title in (("total", "overall"), ("landlord", "landlord"), ("farmers", "farmers"))
        ),
        f"  paired by deal     {_interval(pair, 'mean')}  (won both {pair['won_both']}, split {pair['split']}, "
        f"lost both {pair['lost_both']})",
    ]
    for side, label in (("a", a), ("b", b)):
        think, illegal = report["think_ms"][side], report["illegal"][side]
        lines.append(
            f"  {side} {label}: {think['decisions']} decisions, think ms median {think['median_ms']:.1f} "
            f"p95 {think['p95_ms']:.1f} max {think['max_ms']:.1f} ({think['slowest'] or 'none'}); "
            f"illegal {illegal['count']}"
        )
        work = report["work"][side]
        if work["searched"]:
            lines.append(
                f"    {work['searched']} searched, worlds of work per search median {work['median']:g} "
                f"(quartiles {work['p25']:g} to {work['p75']:g})"
            )
    mirror = report["mirror"]
    lines.append(
        f"  mirror: {mirror['checked']} decisions checked; moves outside our rules applied {mirror['foreign_moves']}; "
        f"decisions where only ours listed a move {mirror['ours_only']}, only the referee {mirror['theirs_only']}; "
        f"our plays read otherwise by the referee {mirror['reread']}"
    )
    load = report["machine"]
    lines.append(
        f"  machine: {load['cpus']} cpus, load average {load['load_before'][0]:.2f} -> {load['load_after'][0]:.2f}"
    )
    return lines

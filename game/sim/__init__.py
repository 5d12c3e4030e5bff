"""Headless simulator: plays deals between AI players and summarises the results.

The command line is ``python -m game.sim`` (see ``__main__``); each game family has a
backend (``doudizhu.py``, ``climbing.py``) that plays deals and fills a :class:`Tally`.
A tally turns into a :class:`SimReport` whose ``to_dict()`` is the JSON summary:
``deals``, ``seconds``, ``deals_per_second``, per-seat ``wins`` / ``points`` and, per
player type, the win rate and mean points with 95 % confidence intervals (Wilson score
interval for the rate, normal approximation for the mean); a paired run adds ``paired``.
``python -m game.sim.ai_bench`` (``ai_bench``) times every Dou Dizhu level's thinking on
the simulator's seeded deals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

Z95 = 1.959963984540054


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """95 % Wilson score interval of a binomial rate; ``(0, 1)`` without trials."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(total: float, total_sq: float, n: int, z: float = Z95) -> tuple[float, float, float]:
    """Mean and its 95 % normal-approximation interval from a sum and a sum of squares."""
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = total / n
    if n == 1:
        return (mean, mean, mean)
    variance = max(0.0, (total_sq - n * mean * mean) / (n - 1))
    half = z * math.sqrt(variance / n)
    return (mean, mean - half, mean + half)


@dataclass
class Sample:
    """Running sums of a series of values: how many, their total and their sum of squares."""

    count: int = 0
    total: float = 0.0
    total_sq: float = 0.0

    def add(self, value: float) -> None:
        self.count += 1
        self.total += value
        self.total_sq += value * value

    def interval(self) -> tuple[float, float, float]:
        """The mean and its 95 % interval (:func:`mean_interval`)."""
        return mean_interval(self.total, self.total_sq, self.count)


@dataclass
class Outcomes:
    """Win count and points of one seat or one player type (a game a point value)."""

    wins: int = 0
    scores: Sample = field(default_factory=Sample)

    @property
    def games(self) -> int:
        return self.scores.count

    @property
    def points(self) -> float:
        return self.scores.total

    def add(self, won: bool, points: float) -> None:
        self.wins += int(won)
        self.scores.add(points)

    def to_dict(self) -> dict[str, Any]:
        low, high = wilson_interval(self.wins, self.games)
        mean, mean_low, mean_high = self.scores.interval()
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "win_rate_ci95": [round(low, 4), round(high, 4)],
            "points": round(self.points, 3),
            "mean_points": round(mean, 4),
            "mean_points_ci95": [round(mean_low, 4), round(mean_high, 4)],
        }


@dataclass
class Tally:
    """Results gathered while deals are played: per seat, per player type, extra counters."""

    seats: int
    by_seat: list[Outcomes] = field(default_factory=list)
    by_type: dict[str, Outcomes] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.by_seat:
            self.by_seat = [Outcomes() for _ in range(self.seats)]

    def record(self, seat: int, player_type: str, won: bool, points: float) -> None:
        """One seat's result in one deal."""
        self.by_seat[seat].add(won, points)
        self.by_type.setdefault(player_type, Outcomes()).add(won, points)

    def count(self, name: str, n: int = 1) -> None:
        self.counters[name] = self.counters.get(name, 0) + n


@dataclass
class SimReport:
    """What a simulator run prints: the JSON shape is ``to_dict()``."""

    game: str
    players: list[str]
    deals: int
    seconds: float
    tally: Tally
    options: dict[str, Any] = field(default_factory=dict)
    paired: dict[str, Any] | None = None
    sides: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        seconds = max(self.seconds, 1e-9)
        return {
            "game": self.game,
            "players": self.players,
            "deals": self.deals,
            "seconds": round(self.seconds, 3),
            "deals_per_second": round(self.deals / seconds, 2),
            "options": self.options,
            "wins": [o.wins for o in self.tally.by_seat],
            "points": [round(o.points, 3) for o in self.tally.by_seat],
            "seats": [o.to_dict() for o in self.tally.by_seat],
            "by_type": {name: o.to_dict() for name, o in sorted(self.tally.by_type.items())},
            "counters": dict(sorted(self.tally.counters.items())),
            **({"paired": self.paired} if self.paired is not None else {}),
            **({"sides": self.sides} if self.sides is not None else {}),
        }

    def lines(self) -> list[str]:
        """A short human-readable summary (developer output, not translated)."""
        data = self.to_dict()
        out = [
            f"{self.game}: {self.deals} deals in {data['seconds']} s "
            f"({data['deals_per_second']} deals/s), players {','.join(self.players)}",
        ]
        for seat, seat_data in enumerate(data["seats"]):
            out.append(
                f"  seat {seat}: wins {seat_data['wins']}/{seat_data['games']}  "
                f"points {seat_data['points']}"
            )
        for name, result in data["by_type"].items():
            out.append(
                f"  {name:>8}: win rate {_with_ci(result, 'win_rate', '.3f')}  "
                f"mean points {_with_ci(result, 'mean_points', '+.3f')}  ({result['games']} seat-deals)"
            )
        if data["counters"]:
            out.append("  " + "  ".join(f"{k}={v}" for k, v in data["counters"].items()))
        if self.paired is not None:
            p = self.paired
            out.append(
                f"  paired {p['tested']} - {p['baseline']}: mean points difference {_with_ci(p, 'mean_diff', '+.3f')} "
                f"over {p['games']} games; identical {p['identical']}, better {p['better']}, worse {p['worse']}"
            )
        if self.sides is not None:
            out.extend(self._side_lines())
        return out

    def _side_lines(self) -> list[str]:
        sides = self.sides
        assert sides is not None
        out = []
        for role in ("landlord", "farmers"):
            r = sides[role]
            out.append(
                f"  as {role}: {sides['tested']} wins {_with_ci(r, 'tested_win_rate', '.3f')}  "
                f"{sides['baseline']} wins {_with_ci(r, 'baseline_win_rate', '.3f')}  "
                f"difference {_with_ci(r, 'win_rate_diff', '+.3f')}  points {_with_ci(r, 'points_diff', '+.3f')}  "
                f"({r['games']} deals, {r['changed']} with another winner)"
            )
        return out


def _with_ci(data: dict[str, Any], key: str, spec: str) -> str:
    """``data[key]`` and its ``data[key + "_ci95"]`` interval, as ``value [low, high]``."""
    low, high = data[key + "_ci95"]
    return f"{data[key]:{spec}} [{low:{spec}}, {high:{spec}}]"

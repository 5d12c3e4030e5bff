"""The climbing session's scoreboard: every finished round so far, by seat. No pygame here.

One row per finished round: each seat's finishing place, the role it earned and its
points. When more rounds were played than the rows a screen holds (``fit``), the earliest
rounds are summed into one first row ("Rounds 1–4"), which has points but no places or
roles. The totals are the session points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.climbing.pending import RoundResult
from game.climbing.roles import Role
from game.core.reason import Phrase
from game.i18n import N_


@dataclass(frozen=True)
class ScoreRow:
    """One row: ``label`` names the round (or the summed rounds); ``places`` (0 = first) and
    ``roles`` per seat are empty for a summed row; ``points`` per seat."""

    label: Phrase
    points: tuple[int, ...]
    places: tuple[int, ...] = ()
    roles: tuple[Role, ...] = ()


@dataclass(frozen=True)
class Scoreboard:
    rows: tuple[ScoreRow, ...]
    totals: tuple[int, ...]


def round_row(number: int, result: RoundResult) -> ScoreRow:
    """Round ``number`` (from 1) as a row."""
    places = tuple(result.order.index(seat) for seat in range(len(result.points)))
    return ScoreRow(Phrase.of(N_("Round {number}"), number=number), result.points, places, result.roles)


def score_rows(results: Sequence[RoundResult], fit: int) -> list[ScoreRow]:
    """A row per round, the earliest summed into one row when more than ``fit`` were played."""
    rows = [round_row(number, result) for number, result in enumerate(results, 1)]
    if len(rows) <= fit:
        return rows
    merged = len(rows) - fit + 1
    seats = range(len(results[0].points))
    summed = tuple(sum(result.points[seat] for result in results[:merged]) for seat in seats)
    return [ScoreRow(Phrase.of(N_("Rounds 1–{last}"), last=merged), summed), *rows[merged:]]


def scoreboard(results: Sequence[RoundResult], scores: Sequence[int], fit: int) -> Scoreboard:
    """The board of ``results`` (the finished rounds, oldest first) with the session points."""
    return Scoreboard(tuple(score_rows(results, fit)), tuple(scores))

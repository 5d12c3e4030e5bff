"""The arena's protocol: every deal played twice, the sides swapped.

Game 1 of a deal seats side *a* as the landlord against side *b*'s two farmers; game 2
seats *b* as the landlord against *a*'s farmers, on the same cards. Card play only (the
landlord is fixed by the deal, DouZero's evaluation). Every game gets its own seed
(:func:`game_seed`): our players of seat ``s`` are seeded ``8 * game_seed + s`` and
RLCard's generator ``game_seed``, so a run replays exactly (wall-clock budgets aside:
the hard level searches as many worlds as its time allows).

Each game keeps one :class:`~tools.arena.mirror.Mirror`, shared by our players in it.
"""

from __future__ import annotations

import importlib.metadata
import os
import platform
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from tools.arena.agents import OurAgent, RuleAgent, SideLog
from tools.arena.deals import POSITIONS, Deal
from tools.arena.mirror import Mirror, MirrorCounts
from tools.arena.movelog import GameNotes, game_line, write_line
from tools.arena.referee import Agent, Referee
from tools.arena.sides import SideSpec, our_player, rlcard_rule_agent, seed_rlcard
from tools.arena.stats import SCHEMA, GameRecord, think_summary, win_figures, work_summary

SIDES = ("a", "b")


def game_seed(seed: int, deal: int, a_landlord: bool) -> int:
    """The seed of one game of a run."""
    return (seed * 1_000_003 + deal) * 2 + (0 if a_landlord else 1)


class Match:
    """Side *a* against side *b* under one referee; ``play`` one game at a time."""

    def __init__(self, a: SideSpec, b: SideSpec, referee: Referee, seed: int, move_log: TextIO | None = None) -> None:
        self.specs = {"a": a, "b": b}
        self.move_log = move_log  # per-game move logs (``tools.arena.movelog``), when given
        self._notes = GameNotes()
        self.referee = referee
        self.seed = seed
        self.logs = {side: SideLog() for side in SIDES}
        self.mirror_counts = MirrorCounts()
        self.games: list[GameRecord] = []
        self._rule_agent: Any = rlcard_rule_agent() if not (a.ours and b.ours) else None

    def play(self, index: int, deal: Deal, a_landlord: bool) -> GameRecord:
        """Play one game of deal ``index`` and record it."""
        seed = game_seed(self.seed, index, a_landlord)
        for log in self.logs.values():
            log.deal = index
        if self._rule_agent is not None:
            seed_rlcard(seed)
        mirror = Mirror(deal, self.mirror_counts)
        self._notes = GameNotes()
        players: dict[str, Agent] = {}
        for seat, position in enumerate(POSITIONS):
            side = "a" if (seat == 0) == a_landlord else "b"
            players[position] = self._agent(side, seat, mirror, seed)
        game = self.referee.make(players)
        game.card_play_init(deal.card_play_data())
        moves = 0
        while not game.game_over:
            game.step()
            moves += 1
        record = GameRecord(index, a_landlord, game.winner, moves)
        self.games.append(record)
        if self.move_log is not None:
            write_line(self.move_log, game_line(record, game.card_play_action_seq, self._notes))
        return record

    def _agent(self, side: str, seat: int, mirror: Mirror, seed: int) -> Agent:
        spec, log = self.specs[side], self.logs[side]
        if not spec.ours:
            return RuleAgent(self._rule_agent, random.Random(seed * 8 + seat), log)
        notes = self._notes.note if self.move_log is not None else None
        return OurAgent(our_player(spec, seat, seed * 8 + seat), seat, mirror, self.referee.read, log, notes)


def run_match(
    a: SideSpec,
    b: SideSpec,
    referee: Referee,
    deals: Sequence[Deal],
    seed: int,
    deal_source: str,
    on_game: Callable[[Match], None] | None = None,
    move_log: TextIO | None = None,
) -> dict[str, Any]:
    """Play every deal twice (sides swapped) and return the report (``stats.REPORT_FIELDS``);
    with ``move_log``, write every game's moves there (``tools.arena.movelog``)."""
    load_before = list(os.getloadavg())
    start = time.perf_counter()
    match = Match(a, b, referee, seed, move_log)
    for index, deal in enumerate(deals):
        for a_landlord in (True, False):
            match.play(index, deal, a_landlord)
            if on_game is not None:
                on_game(match)
    seconds = time.perf_counter() - start
    counts = match.mirror_counts
    return {
        "schema": SCHEMA,
        "referee": referee.name,
        "deal_source": deal_source,
        "seed": seed,
        "deals": len(deals),
        "games": len(match.games),
        "a": a.to_dict(),
        "b": b.to_dict(),
        **win_figures(match.games),
        "illegal": {
            side: {"count": log.illegal, "decisions": len(log.think_ms), "examples": list(log.examples)}
            for side, log in match.logs.items()
        },
        "think_ms": {side: {**think_summary(log.think_ms), "slowest": log.slowest} for side, log in match.logs.items()},
        "work": {side: work_summary(log.work) for side, log in match.logs.items()},
        "mirror": {
            "foreign_moves": counts.foreign_moves,
            "checked": counts.checked,
            "ours_only": counts.ours_only,
            "theirs_only": counts.theirs_only,
            "reread": counts.reread,
        },
        "versions": versions(),
        "machine": {"cpus": os.cpu_count() or 0, "load_before": load_before, "load_after": list(os.getloadavg())},
        "seconds": seconds,
    }


def versions() -> dict[str, str]:
    """The versions that made a report: Python, this project and the arena extra's packages."""
    found = {"python": platform.python_version()}
    for key, package in (
        ("climbing_table", "climbing-table"),
        ("douzero", "douzero"),
        ("rlcard", "rlcard"),
        ("numpy", "numpy"),
    ):
        try:
            found[key] = importlib.metadata.version(package)
        except importlib.metadata.PackageNotFoundError:
            found[key] = "absent"
    return found

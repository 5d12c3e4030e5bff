"""Per-game move logs of an arena run (``--log FILE``): one JSON object a line.

A line holds the deal's index, whether side *a* held the landlord's seat, the winning
role and side, every move in play order as ``[seat, cards]`` (seat 0 the landlord, 1
the seat after it, 2 the one before; ``cards`` in RLCard's rank letters, ``""`` for a
pass) and, for every decision of a searching player of ours, the candidates it compared
(``turn``: the index of the move it made in ``moves``; per candidate its cards, whether
it was the normal player's choice, the worlds judged and the worlds won). The log is for
studying lost games; it changes no move.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, TextIO

from game.ai.player import Player
from game.doudizhu.moves import Move
from tools.arena.agents import rlcard_text
from tools.arena.bridge import to_douzero
from tools.arena.stats import GameRecord

POSITION_COUNT = 3


@dataclass
class Decision:
    """One searched decision of ours: the move's index in the game and the candidates
    as ``[cards, normal choice, worlds judged, worlds won]``."""

    turn: int
    seat: int
    candidates: list[list[Any]]


@dataclass
class GameNotes:
    """What one game's players of ours noted while it ran."""

    decisions: list[Decision] = field(default_factory=list)

    def note(self, player: Player[Move], seat: int, turn: int) -> None:
        """Keep the candidates of ``player``'s last search, when it searched."""
        stats = getattr(player, "last_stats", None)
        table = getattr(stats, "candidates", None)
        if not table:
            return
        candidates = [[cards_text(entry.move), entry.heuristic, entry.trials, entry.value] for entry in table]
        self.decisions.append(Decision(turn, seat, candidates))


def cards_text(move: Move) -> str:
    """A move in RLCard's rank letters (``""``: a pass)."""
    return rlcard_text(to_douzero(move))


def game_line(record: GameRecord, actions: list[list[int]], notes: GameNotes) -> dict[str, Any]:
    """The log line of one finished game (``actions``: the referee's move sequence)."""
    return {
        "deal": record.deal,
        "a_landlord": record.a_landlord,
        "winner": record.winner,
        "a_won": record.a_won,
        "moves": [[index % POSITION_COUNT, rlcard_text(cards)] for index, cards in enumerate(actions)],
        "decisions": [{"turn": d.turn, "seat": d.seat, "candidates": d.candidates} for d in notes.decisions],
    }


def write_line(stream: TextIO, line: dict[str, Any]) -> None:
    """Append one game's line to ``stream`` (and flush, so a long run can be read as it goes)."""
    stream.write(json.dumps(line, separators=(",", ":")) + "\n")
    stream.flush()

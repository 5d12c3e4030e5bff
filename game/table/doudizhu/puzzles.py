"""Dou Dizhu endgame puzzles (残局): open positions the player's side can force a win in,
made by machine and proven by the exact endgame search (:mod:`game.ai.doudizhu.endgame`).

A puzzle is played at the three-player table (docs/RULES.md B.1) with every hand face up.
The player sits at seat 0 and is to move; they play the landlord, or a farmer whose
partner is the other farmer. The table may hold the play they have to answer.

Invariants:

- A kept puzzle is a forced win for the player's side, proven within the generator's
  node budget: every defence loses against the proven line. It is not won in one move,
  and at least one first move loses (else it would be no puzzle).
- Difficulty comes from the proof (:class:`Difficulty`): how many of the first moves lose,
  how many moves of the player's the proven line takes, and how many defence replies the
  winning strategy must meet (the winner follows the proven move, the defence tries
  everything). :attr:`Difficulty.score` orders the packs.
- Generation is deterministic: a seeded ``random.Random`` deals, and every proof runs on a
  budget of nodes (work, never time), so a seed gives the same puzzle on every machine.
- The shipped packs are data (``assets/puzzles/doudizhu.json``) written by
  ``python -m tools.puzzles``; :func:`load_packs` reads them and never raises (a broken
  file gives no packs, a broken puzzle is left out).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.ai.doudizhu.endgame import EndgameSolver, LineMove, Position, SearchLimit
from game.core.cards import Rank
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.enumerate import legal_plays
from game.doudizhu.moves import Pass
from game.doudizhu.notation import counts_of
from game.doudizhu.rules import TableRules
from game.i18n import N_

PLAYER = 0
"""The player's seat in every puzzle."""
SEATS = 3
RULES = TableRules.three()
PACK_FILE = Path(__file__).resolve().parents[3] / "assets" / "puzzles" / "doudizhu.json"
FORMAT = 1
PROOF_NODES = 400_000
"""The node budget of one position's proof and difficulty when making the packs."""
NEW_PUZZLE_NODES = 25_000
"""The node budget of one position tried for a new puzzle on the player's machine."""
NEW_PUZZLE_TRIES = 40
"""Positions a new puzzle may try before it gives up."""
PLAY_NODES = 1_000_000
"""The node budget of each decision during a puzzle (an answer, a hint, the line)."""


class Side(str, Enum):
    """The player's role in a puzzle."""

    LANDLORD = "landlord"
    FARMER = "farmer"


@dataclass(frozen=True)
class Difficulty:
    """Figures of a puzzle's proof (see the module docstring)."""

    first_moves: int
    losing_moves: int
    line_moves: int
    replies: int

    @property
    def score(self) -> float:
        """Harder is higher: losing first moves, the player's moves, then the replies (log)."""
        return 1.5 * self.losing_moves + 2.0 * self.line_moves + math.log2(1 + self.replies)


@dataclass(frozen=True)
class Puzzle:
    """One endgame puzzle: hands by seat, the landlord's seat, the play to answer (if any),
    the proven line from the start and the proof's figures. The player is seat 0 and moves first."""

    id: str
    hands: tuple[tuple[int, ...], ...]
    landlord: int
    to_beat: tuple[int, Play] | None
    line: tuple[LineMove, ...]
    difficulty: Difficulty

    @property
    def side(self) -> Side:
        return Side.LANDLORD if self.landlord == PLAYER else Side.FARMER

    @property
    def start(self) -> Position:
        return Position(self.hands, PLAYER, self.to_beat)

    @property
    def moves(self) -> int:
        """The player's own moves in the proven line ("win in N moves")."""
        return sum(1 for seat, _ in self.line if seat == PLAYER)

    def solver(self, max_nodes: int = PLAY_NODES) -> EndgameSolver:
        """A fresh solver for this puzzle's table."""
        return EndgameSolver(RULES, self.landlord, None, max_nodes)


PACK_TITLES: dict[str, str] = {
    "easy": N_("Beginner"),
    "medium": N_("Intermediate"),
    "hard": N_("Advanced"),
    "expert": N_("Master"),
}
"""The packs, easy to hard (each title a msgid)."""


@dataclass(frozen=True)
class Pack:
    id: str
    puzzles: tuple[Puzzle, ...]

    @property
    def title(self) -> str:
        """The pack's title, a msgid (an unknown pack, from a newer file, shows its id)."""
        return PACK_TITLES.get(self.id, self.id)


# -- proof and difficulty ------------------------------------------------------------------------
def replies(solver: EndgameSolver, position: Position, seen: dict | None = None) -> int:
    """Defence replies the winning strategy meets from ``position`` (its side to move wins
    or not: the winner follows the proven move, each defence move counts and is followed)."""
    memo: dict = {} if seen is None else seen
    known = memo.get(position.key)
    if known is not None:
        return known
    winner = solver.wins(position)
    if solver.landlord_side(position.seat) == winner:
        child = solver.after(position, solver.best_move(position))
        total = 0 if child is None else replies(solver, child, memo)
    else:
        total = 0
        for move in solver.ordered_moves(position):
            child = solver.after(position, move)
            total += 1 + (0 if child is None else replies(solver, child, memo))
    memo[position.key] = total
    return total


def prove(
    hands: tuple[tuple[int, ...], ...],
    landlord: int,
    to_beat: tuple[int, Play] | None,
    max_nodes: int,
    figures: Figures | None = None,
) -> Puzzle | None:
    """The puzzle of this position when the player's side forces a win that is no one-move
    win and that some first move throws away; ``None`` otherwise or past ``max_nodes``
    (``figures`` gets the proof's node count)."""
    solver = EndgameSolver(RULES, landlord, None, max_nodes)
    started = figures.clock() if figures is not None and figures.clock is not None else 0.0
    try:
        return _proved(solver, Position(hands, PLAYER, to_beat))
    finally:
        if figures is not None:
            figures.nodes.append(solver.nodes)
            if figures.clock is not None:
                figures.seconds.append(figures.clock() - started)


def _proved(solver: EndgameSolver, start: Position) -> Puzzle | None:
    try:
        outcomes = solver.outcomes(start)
        if not any(wins for _, wins in outcomes):
            return None
        if any(solver.after(start, move) is None for move, _ in outcomes):
            return None  # won in one move
        losing = sum(1 for _, wins in outcomes if not wins)
        if losing == 0:
            return None
        line = tuple(solver.line(start))
        figures = Difficulty(len(outcomes), losing, sum(1 for s, _ in line if s == PLAYER), replies(solver, start))
    except SearchLimit:
        return None
    return Puzzle("", start.hands, solver.landlord, start.to_beat, line, figures)


# -- dealing --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DealSpec:
    """How positions are dealt: the player's cards, each other seat's, the share of
    positions with a play to answer and the most cards that play may have."""

    player: tuple[int, int] = (3, 7)
    others: tuple[int, int] = (2, 7)
    answer_share: float = 0.4
    table_cards: int = 5


PACK_DEAL = DealSpec()
NEW_DEAL = DealSpec(player=(3, 6), others=(2, 5))


def shuffled_deck(rng: random.Random) -> list[int]:
    """One deck's ranks (jokers too) in a random order."""
    deck = [rank for rank in range(13) for _ in range(4)] + [int(Rank.BLACK_JOKER), int(Rank.RED_JOKER)]
    rng.shuffle(deck)
    return deck


def counts_from(ranks: list[int]) -> tuple[int, ...]:
    """The rank counts of ``ranks``."""
    counts = [0] * 15
    for rank in ranks:
        counts[rank] += 1
    return tuple(counts)


def hands_from(deck: list[int], sizes: list[int]) -> tuple[tuple[int, ...], ...]:
    """Hands of ``sizes`` cards dealt from the top of ``deck`` in turn."""
    starts = [sum(sizes[:i]) for i in range(len(sizes))]
    return tuple(counts_from(deck[start:start + size]) for start, size in zip(starts, sizes, strict=True))


def deal(rng: random.Random, spec: DealSpec) -> tuple[tuple[tuple[int, ...], ...], int, tuple[int, Play] | None]:
    """One random open position: hands, the landlord's seat, the play to answer."""
    deck = shuffled_deck(rng)
    sizes = [rng.randint(*spec.player), rng.randint(*spec.others), rng.randint(*spec.others)]
    hands = hands_from(deck, sizes)
    at = sum(sizes)
    landlord = rng.choice((0, 0, 1, 2))  # half the puzzles for the landlord
    to_beat = None
    if rng.random() < spec.answer_share:
        owner = rng.choice((1, 2))
        cards = counts_from(deck[at:at + rng.randint(1, spec.table_cards)])
        plays = [p for p in legal_plays(cards, None, RULES) if p.kind not in (ComboKind.BOMB, ComboKind.ROCKET)]
        if plays:
            to_beat = (owner, rng.choice(plays))
    return hands, landlord, to_beat


@dataclass
class Figures:
    """What a generation run did: positions tried, kept, each proof's node count and, when
    given a clock (seconds; for the figures only, never for a decision), each proof's time."""

    tried: int = 0
    kept: int = 0
    nodes: list[int] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    clock: Callable[[], float] | None = None


def generate(
    rng: random.Random, spec: DealSpec, max_nodes: int, tries: int, wanted: int, figures: Figures | None = None
) -> list[Puzzle]:
    """Up to ``wanted`` distinct puzzles from at most ``tries`` dealt positions."""
    found: list[Puzzle] = []
    seen: set[tuple] = set()
    for _ in range(tries):
        if len(found) >= wanted:
            break
        hands, landlord, to_beat = deal(rng, spec)
        if figures is not None:
            figures.tried += 1
        if (hands, landlord, to_beat) in seen:
            continue
        seen.add((hands, landlord, to_beat))
        puzzle = prove(hands, landlord, to_beat, max_nodes, figures)
        if puzzle is not None:
            found.append(puzzle)
            if figures is not None:
                figures.kept += 1
    return found


def new_puzzle(seed: int) -> Puzzle | None:
    """A new puzzle made on the player's machine (within ``NEW_PUZZLE_TRIES`` positions of
    ``NEW_PUZZLE_NODES`` nodes each: a budget of work); ``None`` when none was found."""
    found = generate(random.Random(seed), NEW_DEAL, NEW_PUZZLE_NODES, NEW_PUZZLE_TRIES, 1)
    if not found:
        return None
    puzzle = found[0]
    return Puzzle(f"new-{seed}", puzzle.hands, puzzle.landlord, puzzle.to_beat, puzzle.line, puzzle.difficulty)


def make_packs(pool: list[Puzzle], size: int) -> list[Pack]:
    """The pool ordered by difficulty and cut into the packs of :data:`PACK_TITLES`, each
    ordered easy to hard, ids ``<pack>-<number>``."""
    ordered = sorted(pool, key=lambda p: (p.difficulty.score, cards_text(p.hands[PLAYER])))
    packs = []
    for index, pack_id in enumerate(PACK_TITLES):
        chunk = ordered[index * size:(index + 1) * size]
        packs.append(Pack(pack_id, tuple(
            Puzzle(f"{pack_id}-{n + 1:02d}", p.hands, p.landlord, p.to_beat, p.line, p.difficulty)
            for n, p in enumerate(chunk)
        )))
    return packs


# -- data -----------------------------------------------------------------------------------------
def cards_text(counts: tuple[int, ...] | list[int]) -> str:
    """Rank counts in the notation (``"3345B"``)."""
    return "".join(Rank(rank).symbol * count for rank, count in enumerate(counts))


def play_data(play: Play) -> dict[str, Any]:
    return {"kind": play.kind.name, "main": Rank(play.main).symbol, "length": play.length,
            "cards": cards_text([play.ranks.count(Rank(rank)) for rank in range(15)])}


def play_from(data: Any) -> Play:
    """The play stored as ``data`` (``ValueError`` when no reading of its cards matches)."""
    counts = tuple(counts_of(str(data["cards"])))
    for play in legal_plays(counts, None, RULES):
        if (play.kind.name == data["kind"] and Rank(play.main).symbol == data["main"]
                and play.length == data["length"] and len(play.ranks) == sum(counts)):
            return play
    raise ValueError(f"no such play: {data!r}")


def move_data(seat: int, move: Play | Pass) -> list[Any]:
    return [seat, None if isinstance(move, Pass) else play_data(move)]


def puzzle_data(puzzle: Puzzle) -> dict[str, Any]:
    figures = puzzle.difficulty
    return {
        "id": puzzle.id,
        "hands": [cards_text(hand) for hand in puzzle.hands],
        "landlord": puzzle.landlord,
        "to_beat": None if puzzle.to_beat is None else [puzzle.to_beat[0], play_data(puzzle.to_beat[1])],
        "line": [move_data(seat, move) for seat, move in puzzle.line],
        "difficulty": {"first_moves": figures.first_moves, "losing_moves": figures.losing_moves,
                       "line_moves": figures.line_moves, "replies": figures.replies},
    }


def puzzle_from(data: Any) -> Puzzle:
    """A stored puzzle (``ValueError``, ``KeyError`` or ``TypeError`` when broken)."""
    hands = tuple(tuple(counts_of(str(text))) for text in data["hands"])
    if len(hands) != SEATS:
        raise ValueError("a puzzle has three hands")
    landlord = int(data["landlord"])
    if landlord not in range(SEATS):
        raise ValueError("no such seat")
    table = data["to_beat"]
    to_beat = None if table is None else (int(table[0]), play_from(table[1]))
    line = tuple((int(seat), Pass() if move is None else play_from(move)) for seat, move in data["line"])
    figures = Difficulty(**{key: int(data["difficulty"][key]) for key in
                            ("first_moves", "losing_moves", "line_moves", "replies")})
    return Puzzle(str(data["id"]), hands, landlord, to_beat, line, figures)


def packs_data(packs: list[Pack]) -> dict[str, Any]:
    return {"format": FORMAT, "packs": [
        {"id": pack.id, "puzzles": [puzzle_data(p) for p in pack.puzzles]} for pack in packs
    ]}


def packs_from(data: Any) -> list[Pack]:
    """Stored packs; a broken puzzle is left out, a broken file gives no packs."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("packs"), list):
        return []
    packs = []
    for item in data["packs"]:
        if not isinstance(item, dict) or not isinstance(item.get("puzzles"), list):
            continue
        puzzles = []
        for stored in item["puzzles"]:
            try:
                puzzles.append(puzzle_from(stored))
            except (ValueError, KeyError, TypeError, IndexError):
                continue
        packs.append(Pack(str(item.get("id")), tuple(puzzles)))
    return packs


@lru_cache(maxsize=1)
def shipped_ids() -> frozenset[str]:
    """The ids of the shipped puzzles (read once)."""
    return frozenset(p.id for pack in load_packs() for p in pack.puzzles)


def load_packs(path: Path = PACK_FILE) -> list[Pack]:
    """The shipped packs (none when the file is missing or not JSON)."""
    try:
        return packs_from(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return []

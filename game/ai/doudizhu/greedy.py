"""Reading a greedy opponent's hand from its moves, for the hard player's world guessing.

A *greedy* player (the simplest rule player, e.g. RLCard's rule agent) plays by fixed
rules whose every move tells something certain about its hand:

- it follows **every** play, a partner's too, with the lowest play of the same kind that
  beats it. So a seat that passed on (or bombed) a single of rank ``r`` held no card
  above ``r``; on a pair, no two cards of one rank above ``r``; on a triple (with a
  single), no three; on a bomb, no four. A seat that beat a single of rank ``r`` with one
  of rank ``s`` held no card in between (pairs, triples and bombs likewise);
- it leads a group holding its lowest card, so a lead says the seat held no card below
  the lead's lowest rank; a lone single, pair or triple led says it held no more of that
  rank either (a second card of it would have made a bigger group).

Each such fact is a *cap*: the seat held at most ``cap`` cards of each rank in a range.
What a seat holds now was in its hand at every earlier turn (plus what it played since),
so the caps still bind its hand now. A player that is not greedy shows it sooner or
later: a card it plays after a move that said it held none of that rank. From then on
the seat's moves say nothing here (:func:`greedy_caps` drops all of them), so reading a
human or the normal player this way costs at most the turns until it shows.

:func:`capped_world` deals the unseen cards between the two hidden hands of a
three-player table (the bottom known) at random under the caps; the hard player falls
back to plain guessing when the caps cannot all hold.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.ai.doudizhu.infer import CountWorld
from game.ai.doudizhu.view import TableView
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Move, Pass
from game.doudizhu.state import Observation

RANKS = 15
#: Per kind of play a greedy follower matches: the most cards of one rank a hand can
#: hold without holding such a play of that rank (a single: none; a pair: one; ...).
CAP_BY_KIND = {
    ComboKind.SINGLE: 0,
    ComboKind.PAIR: 1,
    ComboKind.TRIPLE: 2,
    ComboKind.TRIPLE_SINGLE: 2,
    ComboKind.BOMB: 3,
}
#: Highest rank a pair, triple or bomb can have (the jokers pair only as the rocket).
TOP_GROUP_RANK = 12
#: Lone groups whose lead says the leader held no more of their rank.
LONE_LEADS = (ComboKind.SINGLE, ComboKind.PAIR, ComboKind.TRIPLE)
#: Bombs and the rocket: a bomb on an ordinary play while every seat keeps more than
#: ``BOMB_CALM`` cards is a greedy player's random move (the normal player keeps its
#: bombs for a win or to stop one).
BOMBS = (ComboKind.BOMB, ComboKind.ROCKET)
BOMB_CALM = 4
#: Plays with attached cards: a greedy player never leads one.
ATTACHED = (
    ComboKind.TRIPLE_SINGLE,
    ComboKind.TRIPLE_PAIR,
    ComboKind.AIRPLANE_SINGLES,
    ComboKind.AIRPLANE_PAIRS,
    ComboKind.FOUR_TWO_SINGLES,
    ComboKind.FOUR_TWO_PAIRS,
)


@dataclass(frozen=True)
class Cap:
    """At move ``turn`` of the history, ``seat`` held at most ``most`` cards of every
    rank from ``low`` to ``high``."""

    seat: int
    turn: int
    low: int
    high: int
    most: int


def move_caps(turn: int, seat: int, move: Play | Pass, table: Play | None, held: int) -> list[Cap]:
    """What one move says under the greedy reading (``table``: the play it answered, or
    ``None`` for a lead; ``held``: the cards the seat held before the move)."""
    if table is None:
        if not isinstance(move, Play):
            return []
        low = min(int(rank) for rank in move.ranks)
        caps = [Cap(seat, turn, 0, low - 1, 0)] if low > 0 else []
        if move.kind in LONE_LEADS and move.length == 1:
            caps.append(Cap(seat, turn + 1, low, low, 0))  # the hand after the lead
        return caps
    most = CAP_BY_KIND.get(table.kind)
    if most is None or (table.kind is ComboKind.TRIPLE_SINGLE and held < 4):
        return []
    top: int = RANKS - 1 if table.kind is ComboKind.SINGLE else TOP_GROUP_RANK
    if isinstance(move, Play) and move.kind is table.kind:
        top = min(top, int(move.main) - 1)
    if top <= int(table.main):
        return []
    return [Cap(seat, turn, int(table.main) + 1, top, most)]


@dataclass
class Reading:
    """What the history says under the greedy reading: every cap, the seats that made a
    move only a greedy player makes (``shown``) and those that made one it never makes
    (``ruled_out``)."""

    caps: list[Cap] = field(default_factory=list)
    shown: set[int] = field(default_factory=set)
    ruled_out: set[int] = field(default_factory=set)


def signature(move: Play, answered: Play | None, owner: int, held: list[int], seat: int, landlord: int) -> bool | None:
    """Whether a play marks its seat as greedy (``True``: a farmer beating its partner's
    play without going out; a bare triple led from a bigger hand; a bomb on an ordinary
    play while everybody keeps more than ``BOMB_CALM`` cards), as not greedy (``False``: a
    lead with attached cards, which a greedy player never makes) or neither
    (``held``: the cards every seat held before the move)."""
    size = len(move.ranks)
    if answered is None:
        if move.kind in ATTACHED:
            return False
        return True if move.kind is ComboKind.TRIPLE and move.length == 1 and held[seat] > size else None
    if landlord not in (seat, owner) and held[seat] > size:
        return True
    if move.kind in BOMBS and answered.kind not in BOMBS:
        others = [n for s, n in enumerate(held) if s != seat]
        if held[seat] - size > BOMB_CALM and min(others) > BOMB_CALM:
            return True
    return None


def history_reading(observation: Observation, seats: set[int], held: list[int], landlord: int) -> Reading:
    """The greedy reading of the moves of ``seats`` in the history (``held``: cards per
    seat when the play began)."""
    held = list(held)
    reading = Reading()
    table: tuple[int, Play] | None = None
    for turn, (seat, move) in enumerate(observation.history):
        if not isinstance(move, (Play, Pass)):
            continue
        answered = None if table is None or table[0] == seat else table[1]
        if seat in seats:
            reading.caps.extend(move_caps(turn, seat, move, answered, held[seat]))
            if isinstance(move, Play):
                owner = seat if table is None else table[0]
                sign = signature(move, answered, owner, held, seat, landlord)
                if sign is not None:
                    (reading.shown if sign else reading.ruled_out).add(seat)

        if isinstance(move, Play):
            held[seat] -= len(move.ranks)
            table = (seat, move)
    return reading


def greedy_caps(view: TableView, observation: Observation) -> dict[int, list[int]]:
    """Per opponent of this seat read as a greedy player: the most cards of every rank it
    can hold now. An opponent is read so once it made a move only a greedy player makes
    (:func:`signature`), until it makes one a greedy player never makes or plays
    a card a cap said it did not hold (partners are never read so: they are read as the
    normal player)."""
    landlord = view.landlord
    if landlord is None:
        return {}
    seats = set(view.opponents())
    held = list(view.left)
    played_after: list[list[list[int]]] = []  # per turn: per seat, rank counts played from then on
    running = [[0] * RANKS for _ in range(view.players)]
    for seat, move in reversed(observation.history):
        if isinstance(move, Play):
            held[seat] += len(move.ranks)
            for card_rank in move.ranks:
                running[seat][int(card_rank)] += 1
        played_after.append([list(counts) for counts in running])
    played_after.reverse()  # played_after[t]: what was played at turn t and later
    reading = history_reading(observation, seats, held, landlord)
    honest = (seats & reading.shown) - reading.ruled_out
    for cap in reading.caps:
        later = played_after[cap.turn + 1] if cap.turn + 1 < len(played_after) else [[0] * RANKS] * view.players
        if any(later[cap.seat][rank] > cap.most for rank in range(cap.low, cap.high + 1)):
            honest.discard(cap.seat)
    limits = {seat: [4 * view.rules.decks + 2] * RANKS for seat in honest}
    for cap in reading.caps:
        if cap.seat in honest:
            limit = limits[cap.seat]
            for rank in range(cap.low, cap.high + 1):
                limit[rank] = min(limit[rank], cap.most)
    return limits


def capped_world(view: TableView, need: list[int], caps: dict[int, list[int]], rng: random.Random) -> CountWorld | None:
    """A random guess of the two hidden hands of a three-player table (the bottom known)
    in rank counts, every seat in ``caps`` holding at most its caps and the landlord at
    least ``need`` (``sample_counts``' rules otherwise); ``None`` when the caps cannot hold."""
    hidden = [seat for seat in range(view.players) if seat != view.seat]
    if len(hidden) != 2:
        return None
    first, second = hidden
    base = {seat: (list(need) if seat == view.landlord else [0] * RANKS) for seat in hidden}
    unlimited = [RANKS * 8] * RANKS
    room = {seat: [c - b for c, b in zip(caps.get(seat, unlimited), base[seat], strict=True)] for seat in hidden}
    if any(r < 0 for seat in hidden for r in room[seat]):
        return None
    wanted = view.left[first] - sum(base[first])
    free = [n - need[rank] for rank, n in enumerate(view.unseen)]
    if sum(free) != wanted + view.left[second] - sum(base[second]):
        return None  # unseen cards outside the two hands (a two-player table's set-aside)
    lows = [max(0, n - room[second][rank]) for rank, n in enumerate(free)]
    highs = [min(n, room[first][rank]) for rank, n in enumerate(free)]
    if any(lo > hi for lo, hi in zip(lows, highs, strict=True)) or not sum(lows) <= wanted <= sum(highs):
        return None
    loose = [rank for rank in range(RANKS) for _ in range(highs[rank] - lows[rank])]
    rng.shuffle(loose)
    mine = list(lows)
    for rank in loose[: wanted - sum(lows)]:
        mine[rank] += 1
    counts = [list(view.hand) if seat == view.seat else [0] * RANKS for seat in range(view.players)]
    counts[first] = [b + m for b, m in zip(base[first], mine, strict=True)]
    counts[second] = [b + n - m for b, n, m in zip(base[second], free, mine, strict=True)]
    return counts, None


def greedy_choice(
    hand: Sequence[int],
    plays: Sequence[Play],
    to_beat: tuple[int, Play] | None,
    seat: int,
    players: int,
    landlord: int | None,
) -> Move | None:
    """What a greedy player plays with ``hand`` (rank counts) from its listed ``plays``
    (``to_beat``: the play to beat and its seat, ``None`` when leading): the lowest play of
    the kind on the table that beats it; when it has none, a farmer passes when its
    partner moved last (played or passed: RLCard's rule agent reads the last mover as the
    play's owner) and otherwise ``None`` (it plays any listed move at random: a pass or a
    bomb); when leading, the group holding its lowest card: a bomb or triple of it, else
    the longest straight from it, else its pair or single. Ties go to the first listed play."""
    if to_beat is not None:
        kind = to_beat[1].kind
        same = [play for play in plays if play.kind is kind]
        if same:
            return min(same, key=lambda play: int(play.main))
        last = (seat - 1) % players  # the seat that moved last, played or passed
        if landlord not in (seat, last):
            return Pass()
        return None
    low = min(rank for rank, n in enumerate(hand) if n)
    mine = [play for play in plays if min(int(rank) for rank in play.ranks) == low]
    count = hand[low]
    groups = [p for p in mine if p.length == 1 and len(p.ranks) == count and set(p.ranks) == {p.main}]
    if count >= 3 and groups:
        return groups[0]
    straights = [p for p in mine if p.kind is ComboKind.STRAIGHT]
    if straights:
        return max(straights, key=lambda play: play.length)
    if groups:
        return groups[0]
    return min(mine or plays, key=lambda play: (len(play.ranks), int(play.main)))


def greedy_move(view: TableView, rng: random.Random) -> Move:
    """What a greedy player plays from ``view`` (the model of a seat read as greedy in the
    hard player's playouts): :func:`greedy_choice`, or a listed move drawn from ``rng``
    where that leaves the move to chance."""
    choice = greedy_choice(view.hand, view.plays(), view.to_beat, view.seat, view.players, view.landlord)
    if choice is None or (isinstance(choice, Pass) and not view.can_pass()):
        return rng.choice(view.moves)
    return choice

"""A UECda client: plays a contest server's games over TCP with one of our climbing AIs.

The conversation (protocol 2007, :mod:`tools.uecda.codec`), from the client's side:

1. connect, send the handshake table (version, name), read the player number;
2. every game: read the first hand table; the Daifugo and the Fugo (``exchange_count`` 2
   or 1) send the cards they give back;
3. every turn: read the hand table; when it is this client's turn, send the move table
   (all zeros: a pass) and read the answer (9 taken, 8 refused and counted as a pass);
   read the field table; read the game-end integer (0 on, 1 game over, 2 all over).

Each move is chosen by the AI from the engine state rebuilt by :class:`GameView` and
written as a table by :func:`~tools.uecda.codec.play_grid`; :class:`ClientReport` counts
what happened (refusals must stay at 0).
"""

from __future__ import annotations

import random
import socket
from dataclasses import dataclass, field

from game.ai.climbing.hard import PLANNED_NORMAL_BONUS, HardClimbingPlayer
from game.ai.factory import make_climbing_player
from game.ai.player import Level, Player
from game.climbing.moves import Move, PickCard, PlayCards
from tools.uecda.codec import (
    INT_BYTES,
    TABLE_BYTES,
    Answer,
    GameEnd,
    Grid,
    blank,
    freeze,
    from_bytes,
    hand_grid,
    hello_grid,
    int_from_bytes,
    play_grid,
    to_bytes,
)
from tools.uecda.tracker import GameView


@dataclass
class ClientReport:
    """What one client saw: its player number, games played, moves sent (passes among them),
    the moves the server refused, and the points by place it scored (5 first .. 1 last)."""

    player: int = -1
    games: int = 0
    moves: int = 0
    passes: int = 0
    refused: int = 0
    points: list[int] = field(default_factory=list)


def read_exact(sock: socket.socket, size: int) -> bytes:
    """Exactly ``size`` bytes; ``ConnectionError`` when the server closes first."""
    chunks, left = [], size
    while left:
        chunk = sock.recv(left)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


class Connection:
    """Tables and integers over one socket."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock

    def read_table(self) -> Grid:
        return from_bytes(read_exact(self.sock, TABLE_BYTES))

    def read_int(self) -> int:
        return int_from_bytes(read_exact(self.sock, INT_BYTES))

    def send_table(self, grid: Grid) -> None:
        self.sock.sendall(to_bytes(grid))


class UecdaClient:
    """One player at a UECda server, choosing with ``level``'s AI (seeded); the hard level
    thinks ``budget_ms`` per move or, with ``budget_worlds``, judges that many worlds."""

    def __init__(
        self,
        name: str,
        level: Level | str,
        seed: int = 0,
        budget_ms: float | None = None,
        budget_worlds: int | None = None,
    ) -> None:
        self.name = name
        self.level = Level(level)
        self.seed = seed
        self.budget_ms = budget_ms
        self.budget_worlds = budget_worlds
        self.rng = random.Random(seed)
        self.report = ClientReport()

    def play(self, host: str, port: int, timeout: float | None = 60.0) -> ClientReport:
        """Connect, play every game the server deals, return the report."""
        with socket.create_connection((host, port), timeout=timeout) as sock:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.run(Connection(sock))
        return self.report

    def run(self, link: Connection) -> None:
        link.send_table(hello_grid(self.name))
        me = link.read_int()
        self.report.player = me
        player = make_climbing_player(self.level, 0, self.seed, self.budget_ms, self.budget_worlds)
        if isinstance(player, HardClimbingPlayer):
            player.passes_as_evidence = player.shape_exchange = True
            player.eager_opponents = player.lowest_give_backs = True
            player.cut_playouts = player.read_decisions = True
            player.planned_playouts = True
            player.normal_bonus = PLANNED_NORMAL_BONUS
        while True:
            view = GameView(me)
            status = view.see_hand(link.read_table())
            if status.exchange_count > 0:
                link.send_table(self._give_back(view, player, status.exchange_count))
            end = self._play_game(link, view, player)
            self.report.games += 1
            self.report.points.append(5 - (view.finished.index(me) if me in view.finished else 4))
            if end is GameEnd.ALL_OVER:
                return

    def _play_game(self, link: Connection, view: GameView, player: Player[Move]) -> GameEnd:
        while True:
            status = view.see_hand(link.read_table())
            if status.my_turn:
                move = self._choose(view, player)
                link.send_table(self._move_grid(view, move))
                self.report.moves += 1
                if not isinstance(move, PlayCards):
                    self.report.passes += 1
                if link.read_int() == Answer.REFUSED and isinstance(move, PlayCards):
                    self.report.refused += 1
            view.see_field(link.read_table())
            end = GameEnd(link.read_int())
            if end is not GameEnd.GOES_ON:
                return end

    def _choose(self, view: GameView, player: Player[Move]) -> Move:
        state = view.state(random.Random(self.rng.random()))
        seat = view.seat_of(view.me)
        player.seat = seat
        return player.choose(state.observation(seat))

    def _move_grid(self, view: GameView, move: Move) -> Grid:
        if not isinstance(move, PlayCards):
            return freeze(blank())
        state = view.state(random.Random(0))
        play = state.reading(move.cards, move.kind)
        assert play is not None, "the AI chose a listed move"
        locked = view.top.suits if view.top is not None and view.status.locked else frozenset()
        table_suits = view.top.suits if view.top is not None else frozenset()
        return play_grid(play, locked, table_suits)

    def _give_back(self, view: GameView, player: Player[Move], count: int) -> Grid:
        """The cards the Daifugo (2) or Fugo (1) gives back, chosen one by one by the AI."""
        given = []
        for left in range(count, 0, -1):
            state = view.exchange_state(random.Random(self.rng.random()), left)
            seat = view.seat_of(view.me)
            player.seat = seat
            move = player.choose(state.observation(seat))
            assert isinstance(move, PickCard)
            given.append(move.card)
            view.hand.remove(move.card)
        view.gave(given)
        return freeze(hand_grid(given))

"""A stand-in for the contest server, for tests and figures: it speaks the server's side of
the UECda protocol over real sockets and enforces the UECda preset with our engine.

It seats the five clients in the order they connected (seat ``k`` is player ``k``; no seat
changes), deals with the engine's seeded ``SessionState`` (one session of ``games`` rounds),
sends every table the protocol has, and takes a submitted table only when it is, card for
card and reading for reading, one of the engine's listed moves; anything else is answered
8 and counted in :attr:`ServerReport.refused` (the turn then passes, or, on the lead where
the engine offers no pass, the first listed move is made for the player). Every pass is
answered 9.
"""

from __future__ import annotations

import argparse
import socket
from dataclasses import dataclass, field

from game.climbing.moves import Move, NextRound, Pass, PickCard, PlayCards
from game.climbing.options import uecda
from game.climbing.pending import EventKind, Phase
from game.climbing.plays import Play
from game.climbing.state import SessionState
from game.core.cards import Card
from tools.uecda.client import Connection
from tools.uecda.codec import (
    PROTOCOL_VERSION,
    Answer,
    CodecError,
    GameEnd,
    Grid,
    Status,
    blank,
    hand_cards,
    hand_grid,
    int_to_bytes,
    read_hello,
    read_play,
    with_status,
)
from tools.uecda.tracker import JOKER

PLAYERS = 5


@dataclass
class ServerReport:
    """What the server saw: the names, games, moves taken, refusals, points by player."""

    names: list[str] = field(default_factory=list)
    games: int = 0
    moves: int = 0
    refused: int = 0
    refusals: list[str] = field(default_factory=list)
    points: list[int] = field(default_factory=lambda: [0] * PLAYERS)


class FakeServer:
    """Listens on ``host``:``port`` (0: any free port, see :attr:`port`) for five clients."""

    def __init__(self, games: int, seed: int, host: str = "127.0.0.1", port: int = 0) -> None:
        self.games = games
        self.seed = seed
        self.listener = socket.create_server((host, port))
        self.port: int = self.listener.getsockname()[1]
        self.report = ServerReport()
        self.state = SessionState.new(uecda(rounds=games), seed)
        self.links: list[Connection] = []
        self.stage: list[list[int]] = blank()

    def serve(self) -> ServerReport:
        """Accept the five clients, play every game, close; returns the report."""
        try:
            for player in range(PLAYERS):
                sock, _ = self.listener.accept()
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                link = Connection(sock)
                version, name = read_hello(link.read_table())
                if version != PROTOCOL_VERSION:
                    raise ConnectionError(f"protocol {version} is not spoken here")
                self.report.names.append(name)
                link.sock.sendall(_int(player))
                self.links.append(link)
            for number in range(1, self.games + 1):
                self._game(last=number == self.games)
        finally:
            for link in self.links:
                link.sock.close()
            self.listener.close()
        return self.report

    # ----------------------------------------------------------------- one game

    def _status(self, seat: int | None = None, exchange: int = 0, actor: int | None = None) -> Status:
        """The state rows for ``seat`` (None: the field table, whose turn is the ``actor``'s)."""
        state = self.state
        previous = state.previous
        ranks = tuple(previous.order.index(p) for p in range(PLAYERS)) if previous else (0,) * PLAYERS
        turn = state.current_player if actor is None else actor
        return Status(
            exchanging=state.phase is Phase.EXCHANGE,
            exchange_count=exchange,
            my_turn=seat is not None and seat == turn,
            turn_player=turn if turn is not None else 0,
            cleared=state.top is None,
            revolution=state.order.revolution,
            locked=state.binding.active,
            hand_counts=tuple(len(hand) for hand in state.hands),
            ranks=ranks,
            seats=tuple(range(PLAYERS)),
        )

    def _game(self, last: bool) -> None:
        state = self.state
        self.stage = blank()
        start = state.round_events_start
        given: dict[int, list[Card]] = {}
        for event in state.events[start:]:
            if event.kind is EventKind.EXCHANGED and event.private_to == event.seat and event.seat is not None:
                given.setdefault(event.seat, []).extend(event.cards)
        counts: dict[int, int] = {}
        if state.phase is Phase.EXCHANGE:
            previous = state.previous
            assert previous is not None
            counts = {previous.order[0]: 2, previous.order[1]: 1}
        for player, link in enumerate(self.links):
            hand = state.hands[player] + given.get(player, [])  # the givers see their hand before
            link.send_table(with_status(hand_grid(hand), self._status(exchange=counts.get(player, 0))))
        for player in sorted(counts, key=lambda p: -counts[p]):
            self._take_give_back(player, counts[player])
        while state.phase is Phase.PLAY:
            self._turn()
            end = GameEnd.GOES_ON
            if state.phase is not Phase.PLAY:
                end = GameEnd.ALL_OVER if last else GameEnd.GAME_OVER
            for link in self.links:
                link.sock.sendall(_int(end))
        result = state.results[-1]
        for player in range(PLAYERS):
            self.report.points[player] += result.points[player]
        self.report.games += 1
        if state.phase is Phase.ROUND_OVER:
            beggar = state.current_player
            assert beggar is not None
            state.apply(beggar, NextRound())

    def _take_give_back(self, player: int, count: int) -> None:
        state = self.state
        cards = hand_cards(self.links[player].read_table(), JOKER)
        if len(cards) != count or any(card not in state.hands[player] for card in cards):
            self._refuse(player, f"give-back {cards}")
            cards = [move.card for move in state.legal_moves(player)[:count] if isinstance(move, PickCard)]
        for card in cards:
            state.apply(player, PickCard(card))

    def _turn(self) -> None:
        state = self.state
        seat = state.current_player
        assert seat is not None
        for player, link in enumerate(self.links):
            link.send_table(with_status(hand_grid(state.hands[player]), self._status(player)))
        link = self.links[seat]
        grid = link.read_table()
        move = self._listed(seat, grid)
        answer = Answer.ACCEPTED
        if move is None:
            answer = Answer.REFUSED
            self._refuse(seat, str(grid[:5]))
            legal = state.legal_moves(seat)
            move = Pass() if Pass() in legal else legal[0]
        link.sock.sendall(_int(answer))
        if isinstance(move, PlayCards):
            self.stage = [list(row) for row in grid[:5]] + [[0] * 15 for _ in range(3)]
            self.report.moves += 1
        state.apply(seat, move)
        field_status = self._status(actor=seat)
        for other in self.links:
            other.send_table(with_status(self.stage, field_status))
        if state.top is None:
            self.stage = blank()

    def _listed(self, seat: int, grid: Grid) -> Move | None:
        """The listed move ``grid`` submits, card for card and reading for reading, or None."""
        try:
            reading = read_play(grid, JOKER)
        except CodecError:
            return None
        listed = self.state.listed_moves(seat)
        if reading is None:
            return Pass() if any(move == Pass() for move, _ in listed) else None
        wanted = _key(reading.play)
        for move, play in listed:
            if isinstance(move, PlayCards) and play is not None and _key(play) == wanted:
                return move
        return None

    def _refuse(self, seat: int, what: str) -> None:
        self.report.refused += 1
        self.report.refusals.append(f"player {seat}: {what}")


def _key(play: Play) -> tuple[frozenset[Card], str, tuple[int, ...]]:
    return frozenset(play.cards), play.kind.value, tuple(int(rank) for rank in play.ranks)


def _int(value: int) -> bytes:
    return int_to_bytes(int(value))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="A stand-in UECda server enforcing the UECda preset.")
    parser.add_argument("--port", type=int, default=42485)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    server = FakeServer(args.games, args.seed, port=args.port)
    print(f"listening on port {server.port}", flush=True)
    report = server.serve()
    print(f"games {report.games}  moves {report.moves}  refused {report.refused}")
    for player, (name, points) in enumerate(zip(report.names, report.points, strict=True)):
        print(f"player {player} {name}: {points} points, {points / max(1, report.games):.2f} a game")


if __name__ == "__main__":
    main()

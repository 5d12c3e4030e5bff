"""``python -m tools.uecda.match``: five of our clients against the stand-in server on
loopback, the first at ``--level`` and the others at ``--others``; prints points per game."""

from __future__ import annotations

import argparse
import threading

from tools.uecda.client import ClientReport, UecdaClient
from tools.uecda.fake_server import FakeServer, ServerReport


def run_match(
    games: int, seed: int, levels: list[str], budget_ms: float | None = None
) -> tuple[ServerReport, list[ClientReport]]:
    """Serve ``games`` games to one client per level (player ``k`` plays ``levels[k]``)."""
    server = FakeServer(games, seed)
    outcome: list[ServerReport] = []
    thread = threading.Thread(target=lambda: outcome.append(server.serve()))
    thread.start()
    clients = [UecdaClient(f"p{k}{level[:4]}", level, seed * 10 + k, budget_ms) for k, level in enumerate(levels)]
    workers = []
    for client in clients:
        worker = threading.Thread(target=client.play, args=("127.0.0.1", server.port))
        worker.start()
        workers.append(worker)
        while len(server.links) < len(workers) and thread.is_alive():
            threading.Event().wait(0.01)
    for worker in workers:
        worker.join()
    thread.join()
    return outcome[0], [client.report for client in clients]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Five UECda clients against the stand-in server.")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--others", default="normal")
    parser.add_argument("--budget-ms", type=float, default=None)
    args = parser.parse_args(argv)
    levels = [args.level] + [args.others] * 4
    server, clients = run_match(args.games, args.seed, levels, args.budget_ms)
    print(f"games {server.games}  moves taken {server.moves}  refused by the server {server.refused}")
    for k, (level, report) in enumerate(zip(levels, clients, strict=True)):
        points = server.points[k]
        print(
            f"player {k} ({level}): {points} points, {points / max(1, server.games):.2f} a game; "
            f"client counted {sum(report.points)}, refused {report.refused}"
        )


if __name__ == "__main__":
    main()

"""``python -m tools.uecda``: play a UECda server's games with one of our AIs."""

from __future__ import annotations

import argparse

from game.ai.player import Level
from tools.uecda.client import UecdaClient


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Play on a UECda (computer Daifugo contest) server.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=42485)
    parser.add_argument("--level", default="hard", choices=[level.value for level in Level])
    parser.add_argument("--name", default="climbtbl", help="the name sent in the handshake (ASCII)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=float, default=None, help="the hard level's thinking per move")
    parser.add_argument("--budget-worlds", type=int, default=None,
                        help="a budget of work for the hard level instead of time: worlds judged per move "
                             "(the same strength however loaded the machine)")
    args = parser.parse_args(argv)
    if args.budget_worlds is not None and args.budget_worlds < 1:
        parser.error("--budget-worlds must be at least 1")
    client = UecdaClient(args.name, args.level, args.seed, args.budget_ms, args.budget_worlds)
    report = client.play(args.host, args.port, timeout=None)
    average = sum(report.points) / max(1, report.games)
    print(
        f"player {report.player}: {report.games} games, {sum(report.points)} points ({average:.2f} a game), "
        f"{report.moves} moves ({report.passes} passes), {report.refused} refused"
    )


if __name__ == "__main__":
    main()

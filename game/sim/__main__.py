"""``python -m game.sim``: play deals headless between AI players and print a summary.

Examples::

    python -m game.sim --game ddz3 --deals 1000 --seed 1 --players random,normal,normal
    python -m game.sim --game ddz3 --deals 500 --players hard,normal,normal --rotate --budget-ms 30 --json
    python -m game.sim --game ddz3 --deals 300 --players hard,normal,normal --paired --budget-worlds 16
    python -m game.sim --game ddz4 --players normal,normal,normal,normal --clock
    python -m game.sim --game president --players normal,normal,random,random --all-rules
    python -m game.sim --game ddz3 --bidding call-grab --doubling super --open-hand --no-shuffle --cap 48

Dou Dizhu tables: ``ddz3`` (B.1), ``ddz4`` (B.2), ``ddz2`` (B.3); ``--wild`` adds the
wild rank (B.4), ``--clock`` the turn and deal limits (off by default on every table).
``--rotate`` replays each deal with the seats rotated so every player type sits in every
seat on the same cards. ``--paired`` (Dou Dizhu) compares the first player type with the
second on the same deals and seeds, one seat at a time, and prints the mean points
difference with its 95 % interval (much less noise than unpaired runs). ``--sides``
(Dou Dizhu) lets the baseline bid, then plays each deal with the first type as the
landlord only and as every farmer, and prints each role's win rates on the same deals
with the paired difference and its 95 % interval. ``--budget-worlds N`` gives the hard
level a budget of work instead of time (N worlds per decision), so a run gives the same
moves and figures on every machine, however loaded. The B.5 options (docs/RULES.md B.5):
``--bidding call-grab`` (3 and 4 players), ``--doubling double`` or ``super``,
``--open-hand``, ``--no-shuffle`` (each deal from the cards of the one before) and ``--cap``
24, 48 or 96 (3 and 4 players; without it the table's own: none, or 1024 on four).
Climbing games (``daifugo``, ``president``) take 3 to 6 players
and are run by ``game.sim.climbing``. With ``--json`` the last line printed is one JSON
object (see ``game.sim.SimReport.to_dict``).

This is a developer tool: its output is not translated.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.doudizhu.rules import CAP_CHOICES, BiddingKind, DoublingKind, StakeOptions
from game.settings import GameId
from game.table.registry import TABLES, Family, entry

BIDDINGS = {"points": BiddingKind.POINTS, "call-grab": BiddingKind.CALL_GRAB}
"""The ``--bidding`` choices."""
DOUBLINGS = {kind.value: kind for kind in DoublingKind}
"""The ``--doubling`` choices."""

LEVELS = ("random", "easy", "normal", "hard")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game.sim", description="Headless card-game simulator.")
    parser.add_argument("--game", default="ddz3", choices=[item.game.value for item in TABLES])
    parser.add_argument("--deals", type=int, default=100, help="number of deals (before rotation)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default=None, help="comma-separated levels, one per seat")
    parser.add_argument("--wild", action="store_true", help="Dou Dizhu: wild rank (B.4)")
    parser.add_argument("--clock", action="store_true", help="Dou Dizhu: turn and deal time limits")
    parser.add_argument("--move-ms", type=int, default=3000, help="with --clock: game time each move takes")
    parser.add_argument("--allowance", type=int, default=None, help="ddz2: the farmer's allowance (0-5)")
    parser.add_argument("--bidding", default="points", choices=list(BIDDINGS),
                        help="Dou Dizhu: the points auction or call and grab (B.5, 3 and 4 players)")
    parser.add_argument("--doubling", default="none", choices=list(DOUBLINGS),
                        help="Dou Dizhu: doubling after the auction (B.5)")
    parser.add_argument("--open-hand", action="store_true", help="Dou Dizhu: the landlord may show the hand (B.5)")
    parser.add_argument("--no-shuffle", action="store_true",
                        help="Dou Dizhu: deal each deal from the cards of the one before (B.5)")
    parser.add_argument("--cap", type=int, default=None, choices=[cap for cap in CAP_CHOICES if cap is not None],
                        help="Dou Dizhu: the multiplier cap (B.5, 3 and 4 players)")
    parser.add_argument("--budget-ms", type=float, default=None, help="thinking time per move of the hard level")
    parser.add_argument("--budget-worlds", type=int, default=None,
                        help="a budget of work for the hard level instead of time: worlds judged per move "
                             "(the same moves on every machine)")
    parser.add_argument("--rotate", action="store_true", help="replay each deal with every seat rotation")
    parser.add_argument("--paired", action="store_true",
                        help="Dou Dizhu: compare the first player type with the second (the baseline) "
                             "on the same deals, one seat at a time")
    parser.add_argument("--sides", action="store_true",
                        help="Dou Dizhu: compare the first player type with the second (the baseline) "
                             "as the landlord and as the farmers on the same deals")
    parser.add_argument("--rules", default=None, help="climbing games: a JSON file of options")
    parser.add_argument("--all-rules", action="store_true", help="climbing games: every house rule on")
    parser.add_argument("--json", action="store_true", help="print the summary as one JSON line last")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be at least 1")
    if args.budget_worlds is not None and args.budget_worlds < 1:
        parser.error("--budget-worlds must be at least 1")
    table = entry(GameId(args.game))
    if args.players is None:
        args.players = ",".join(["normal"] * table.seats)
    types = [t.strip() for t in args.players.split(",") if t.strip()]
    for player_type in types:
        if player_type not in LEVELS:
            parser.error(f"unknown player type {player_type!r} (choose from {', '.join(LEVELS)})")
    if table.family is Family.DOUDIZHU:
        if len(types) != table.seats:
            parser.error(f"{args.game} needs {table.seats} players, got {len(types)}")
        compare = "--paired" if args.paired else "--sides" if args.sides else None
        if args.paired and args.sides:
            parser.error("choose one of --paired and --sides")
        if compare and (len(set(types[1:])) != 1 or types[0] == types[1]):
            parser.error(f"{compare} needs a tested type then one baseline type, e.g. hard,normal,normal")
        if compare and args.rotate:
            parser.error(f"{compare} already puts the tested type in every seat: drop --rotate")
        if args.rules or args.all_rules:
            parser.error("--rules and --all-rules are for the climbing games")
        offer = table.stakes
        assert offer is not None
        if BIDDINGS[args.bidding] not in offer.biddings:
            parser.error(f"--bidding {args.bidding} is not played at {args.game}")
        if args.cap not in offer.caps:
            parser.error(f"{args.game} has no cap to choose")
    else:
        if not 3 <= len(types) <= 6:
            parser.error(f"{args.game} needs 3 to 6 players, got {len(types)}")
        if args.paired or args.sides:
            parser.error("--paired and --sides are for Dou Dizhu")
        if args.wild or args.clock or args.allowance is not None:
            parser.error("--wild, --clock and --allowance are Dou Dizhu options")
        if stake_options(args) != StakeOptions():
            parser.error("--bidding, --doubling, --open-hand, --no-shuffle and --cap are Dou Dizhu options")
    if args.allowance is not None and table.game is not GameId.DDZ2:
        parser.error("--allowance is for ddz2")
    args.player_types = types
    return args


def stake_options(args: argparse.Namespace) -> StakeOptions:
    """The B.5 options of the command line."""
    return StakeOptions(
        bidding=BIDDINGS[args.bidding],
        doubling=DOUBLINGS[args.doubling],
        open_hand=args.open_hand,
        no_shuffle=args.no_shuffle,
        cap=args.cap,
    )


def read_rules_file(path: str) -> dict[str, Any]:
    """A climbing rules file: a JSON object of options (``ClimbingOptions.to_dict`` form)."""
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError) as error:
        raise SystemExit(f"cannot read the rules file {path!r}: {error}") from None
    if not isinstance(data, dict):
        raise SystemExit(f"the rules file {path!r} must hold a JSON object of options")
    return data


def run_climbing(args: argparse.Namespace) -> Any:
    """Delegate to the climbing backend, imported only when needed."""
    from game.sim import climbing

    options = read_rules_file(args.rules) if args.rules else {}
    extra: dict[str, Any] = {}
    if args.rotate:
        extra["rotate"] = True
    if args.budget_ms is not None:
        extra["budget_ms"] = args.budget_ms
    if args.budget_worlds is not None:
        extra["budget_worlds"] = args.budget_worlds
    return climbing.run(args.game, args.player_types, args.deals, args.seed, options, args.all_rules, **extra)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if entry(GameId(args.game)).family is Family.DOUDIZHU:
        from game.sim import doudizhu

        setup = doudizhu.TableSetup(
            table=args.game,
            wild=args.wild,
            clock=args.clock,
            move_ms=args.move_ms,
            allowance=args.allowance,
            budget_ms=args.budget_ms,
            budget_worlds=args.budget_worlds,
            stakes=stake_options(args),
        )
        tested, baseline = args.player_types[0], args.player_types[-1]
        if args.paired:
            report: Any = doudizhu.run_paired(setup, tested, baseline, args.deals, args.seed)
        elif args.sides:
            report = doudizhu.run_sides(setup, tested, baseline, args.deals, args.seed)
        else:
            report = doudizhu.run(setup, args.player_types, args.deals, args.seed, rotate=args.rotate)
    else:
        report = run_climbing(args)
    data = report.to_dict() if hasattr(report, "to_dict") else report
    if hasattr(report, "lines"):
        for line in report.lines():
            print(line)
    elif not args.json:
        print(json.dumps(data, indent=2, default=str))
    if args.json:
        print(json.dumps(data, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())

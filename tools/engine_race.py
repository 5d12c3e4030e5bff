"""Our Dou Dizhu engine against two others, side by side: ``python -m tools.engine_race``.

Each engine plays ``--deals`` three-player deals of uniformly random play, the full
legal-move list computed at every turn, and the deals per CPU second of this process
are printed with their ratio to ours:

- **ours**: ``game.doudizhu.bench.random_play_rate``, the figure (a) of
  ``python -m game.doudizhu.bench`` (auction included);
- **OpenSpiel** ``dou_dizhu`` (C++ behind pybind11, ``pip install open_spiel==2.0.2``):
  the deal by its chance nodes, then the auction and the play, an action drawn from
  ``legal_actions()`` at every node (every chance outcome of this game has the same
  probability, so a uniform draw among them is the game's own distribution, and the
  cheapest way to play it from Python);
- **DouZero**'s pure-Python engine (``pip install --no-deps douzero==1.1.0``: only its
  ``douzero.env.game``, which needs no torch): ``GameEnv`` with three random players; it
  has no auction (the landlord is given the bottom), its players pick from the legal
  actions the engine lists at every turn.

An engine that is not installed is skipped. The engines run in alternating rounds
(``--rounds``) and the median round of each is printed, which damps the noise of a busy
machine. Both outside engines are for this benchmark only (the ``race`` extra); nothing
of them is in the game. Developer output, not translated.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.doudizhu.bench import random_play_rate

Race = Callable[[int, int], float]


def ours(deals: int, seed: int) -> float:
    """Our engine's random-play deals per CPU second."""
    return random_play_rate(deals, seed)[1]


def open_spiel_race() -> Race | None:
    """OpenSpiel's random play, or ``None`` when ``pyspiel`` is not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("dou_dizhu")

    def race(deals: int, seed: int) -> float:
        rng = random.Random(seed)
        start = time.process_time()
        for _ in range(deals):
            state = game.new_initial_state()
            while not state.is_terminal():
                state.apply_action(rng.choice(state.legal_actions()))
        return deals / (time.process_time() - start)

    return race


class _RandomAgent:
    """A DouZero player that picks uniformly among the legal actions it is shown."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, infoset: Any) -> Any:
        return self.rng.choice(infoset.legal_actions)


#: DouZero's cards: 3..A as 3..14, the 2 as 17, the jokers as 20 and 30.
DOUZERO_DECK: tuple[int, ...] = (*(rank for rank in range(3, 15) for _ in range(4)), 17, 17, 17, 17, 20, 30)


def douzero_race() -> Race | None:
    """DouZero's random play, or ``None`` when ``douzero`` is not installed."""
    try:
        from douzero.env.game import GameEnv
    except ImportError:
        return None

    def race(deals: int, seed: int) -> float:
        rng = random.Random(seed)
        agent = _RandomAgent(rng)
        env = GameEnv(dict.fromkeys(("landlord", "landlord_up", "landlord_down"), agent))
        start = time.process_time()
        for _ in range(deals):
            deck = list(DOUZERO_DECK)
            rng.shuffle(deck)
            env.reset()
            env.card_play_init(
                {
                    "landlord": sorted(deck[:20]),
                    "landlord_up": sorted(deck[20:37]),
                    "landlord_down": sorted(deck[37:54]),
                    "three_landlord_cards": sorted(deck[17:20]),
                }
            )
            while not env.game_over:
                env.step()
        return deals / (time.process_time() - start)

    return race


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals per engine and round")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (the median is printed)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)

    engines: dict[str, Race] = {"ours": ours}
    for name, make in (("OpenSpiel", open_spiel_race), ("DouZero", douzero_race)):
        race = make()
        if race is None:
            print(f"{name}: not installed, skipped (pip install the race extra; see the module docstring)")
        else:
            engines[name] = race
    for race in engines.values():
        race(max(10, args.deals // 20), args.seed)  # warm up (our shared plays, their caches)
    rates: dict[str, list[float]] = {name: [] for name in engines}
    for _ in range(args.rounds):
        for name, race in engines.items():
            rates[name].append(race(args.deals, args.seed))
    ours_rate = statistics.median(rates["ours"])
    print(f"random play, 3 players, full legal-move list every turn; {args.deals} deals x {args.rounds} rounds:")
    for name, values in rates.items():
        rate = statistics.median(values)
        runs = ", ".join(f"{value:.0f}" for value in values)
        print(f"  {name:<10} {rate:8.0f} deals per CPU second (rounds: {runs})  ours / {name}: {ours_rate / rate:5.2f}")


if __name__ == "__main__":
    main()

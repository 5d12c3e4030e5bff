"""Computer players. They receive observations (own hand, public facts, legal moves),
never a game state, and always answer with one of the listed moves.

- ``player``: the ``Player`` protocol (``think`` generator, ``choose``), ``Level``,
  ``RandomPlayer`` and ``make_player(level, seat, seed, family, budget_ms)``.
- ``ddz_hand``: Dou Dizhu hand splitting on rank counts (turns to go out, control).
- ``ddz_view``: an observation read as rank counts (own hand, unseen cards, teams).
- ``ddz_normal``: the normal and easy Dou Dizhu heuristic.
- ``ddz_hard``: the hard level, determinized Monte Carlo search on a time budget.
- ``ddz_rollout``: the search's fast playout policy and exact endgame solver.
- ``climbing_heuristic``, ``climbing_hard``: the Daifugo / President players.
- ``bench``: ``python -m game.ai.bench`` prints think times per level.
"""

from game.ai.player import Family, Level, Player, RandomPlayer, make_player

__all__ = ["Family", "Level", "Player", "RandomPlayer", "make_player"]

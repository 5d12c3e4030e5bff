"""Computer players. They receive observations (own hand, public facts, legal moves),
never a game state, and always answer with one of the listed moves.

- ``player``: the ``Player`` protocol (``think`` generator, ``choose``), ``Level``,
  ``Family``, ``BasePlayer`` and ``RandomPlayer``.
- ``factory``: ``make_player(level, seat, seed, family, budget_ms)``, the one place that
  knows every player class.
- ``think_clock``: the thinking-time budget the searching players share.
- ``searching``: ``SearchingPlayer``, the base of both hard players (budget, default
  budget, the stats of the last search: ``SearchCounts``).
- ``doudizhu/``: hand splitting (``hand``), the observation read as rank counts
  (``view``), the normal and easy heuristic (``normal``), the hard search (``hard``) with
  its inference (``infer``), playout policy (``policy``) and playouts / endgame solver
  (``rollout``).
- ``climbing/``: the Daifugo / President heuristic (``heuristic``) and search (``hard``).
"""

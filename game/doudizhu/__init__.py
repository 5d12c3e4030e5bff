"""Dou Dizhu (Fight the Landlord): pure-Python rules engine for every table.

- ``rules``: ``TableRules``, the catalogue of tables (B.1 three, B.2 four, B.3 two
  players; ``wild=True`` for B.4) and one constant per rules Decision.
- ``combos``: ``ComboKind``, ``BombClass``, ``Play`` and the order ``beats``.
- ``enumerate``: ``legal_plays`` on rank-count arrays.
- ``moves``: ``Bid`` and ``Pass``.
- ``state``: ``DealState`` (auction, play, end, clock) and ``Observation``.
- ``scoring``: ``DealResult`` and the multiplier steps.
- ``bench``: ``python -m game.doudizhu.bench`` prints speed figures.
"""

from game.doudizhu.combos import BombClass, ComboKind, Play, beats
from game.doudizhu.enumerate import legal_plays, readings
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.rules import TableRules
from game.doudizhu.scoring import DealResult, Side
from game.doudizhu.state import DealState, Observation, Phase

__all__ = [
    "Bid",
    "BombClass",
    "ComboKind",
    "DealResult",
    "DealState",
    "Observation",
    "Pass",
    "Phase",
    "Play",
    "Side",
    "TableRules",
    "beats",
    "legal_plays",
    "readings",
]

"""Dou Dizhu (Fight the Landlord): pure-Python rules engine for every table.

- ``rules``: ``TableRules``, the catalogue of tables (B.1 three, B.2 four, B.3 two
  players; ``wild=True`` for B.4) and one constant per rules Decision.
- ``combos``: ``ComboKind``, ``BombClass``, ``Play`` and the order ``beats``.
- ``enumerate``: ``legal_plays`` on rank-count arrays.
- ``moves``: ``Bid`` and ``Pass``; the B.5 steps ``Call``, ``Grab``, ``Double``, ``OpenHand``.
- ``state``: ``DealState`` (auction, B.5 steps, play, end, clock), ``Observation`` and
  ``next_deal_order`` (B.5 no-shuffle deals).
- ``stakes``: ``StakeEvent`` / ``StakeKind``, the B.5 choices as facts.
- ``scoring``: ``DealResult``, its ``Breakdown`` and the multiplier steps.
- ``bench``: ``python -m game.doudizhu.bench`` prints speed figures.
"""

from game.doudizhu.combos import BombClass, ComboKind, Play, beats
from game.doudizhu.enumerate import legal_plays, readings
from game.doudizhu.moves import Bid, Call, Double, Grab, OpenHand, Pass
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.scoring import Breakdown, DealResult, Settlement, Side
from game.doudizhu.stakes import StakeEvent, StakeKind
from game.doudizhu.state import DealState, Observation, Phase, next_deal_order

__all__ = [
    "Bid",
    "BiddingKind",
    "BombClass",
    "Breakdown",
    "Call",
    "ComboKind",
    "DealResult",
    "DealState",
    "Double",
    "DoublingKind",
    "Grab",
    "Observation",
    "OpenHand",
    "Pass",
    "Phase",
    "Play",
    "Settlement",
    "Side",
    "StakeEvent",
    "StakeKind",
    "StakeOptions",
    "TableRules",
    "beats",
    "legal_plays",
    "next_deal_order",
    "readings",
]

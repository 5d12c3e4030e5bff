"""The two sides of an arena match: one of our levels, or RLCard's rule agent.

Our levels are the game's own (``game.ai``: ``random``, ``easy``, ``normal``, ``hard``);
``hard`` thinks ``budget_ms`` of wall-clock time per move (default 100 ms), or, with
``budget_worlds``, a fixed amount of work per move where the hard player offers one (a
``budget_worlds`` keyword of ``HardPlayer``): a work budget gives the same moves on a
busy machine and an idle one, a time budget does not.

``rlcard`` is ``rlcard.models.doudizhu_rule_models.DouDizhuRuleAgentV1``, the rule-based
opponent of DouZero's paper (the arena extra). It draws from numpy's global generator
when it cannot follow, so :func:`seed_rlcard` seeds that generator before every game.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any

from game.ai.doudizhu.hard import HardPlayer
from game.ai.factory import make_doudizhu_player
from game.ai.player import Level, Player
from game.doudizhu.moves import Move

RLCARD = "rlcard"
OUR_LEVELS: tuple[str, ...] = tuple(level.value for level in Level)
SIDE_NAMES: tuple[str, ...] = (*OUR_LEVELS, RLCARD)
#: The keyword a hard player's work budget goes by (the hook for ``--budget-worlds``).
WORK_BUDGET_KEYWORD = "budget_worlds"


@dataclass(frozen=True)
class SideSpec:
    """One side: ``name`` is one of ``SIDE_NAMES``; the budgets apply to ``hard`` only."""

    name: str
    budget_ms: float | None = None
    budget_worlds: int | None = None

    def __post_init__(self) -> None:
        if self.name not in SIDE_NAMES:
            raise ValueError(f"unknown side {self.name!r}: one of {', '.join(SIDE_NAMES)}")
        if self.budget_worlds is not None and self.name == Level.HARD.value and not has_work_budget():
            raise ValueError(f"this hard player takes no work budget (no {WORK_BUDGET_KEYWORD!r} keyword)")

    @property
    def ours(self) -> bool:
        return self.name != RLCARD

    @property
    def searches(self) -> bool:
        return self.name == Level.HARD.value

    def label(self) -> str:
        """``hard (100 ms)``, ``hard (200 worlds)``, ``normal``, ``rlcard``."""
        if not self.searches:
            return self.name
        if self.budget_worlds is not None:
            return f"{self.name} ({self.budget_worlds} worlds)"
        return f"{self.name} ({100.0 if self.budget_ms is None else self.budget_ms:g} ms)"

    def to_dict(self) -> dict[str, Any]:
        return {
            "side": self.name,
            "label": self.label(),
            "budget_ms": self.budget_ms if self.searches else None,
            "budget_worlds": self.budget_worlds if self.searches else None,
        }


def has_work_budget() -> bool:
    """Whether ``HardPlayer`` takes a work budget (``budget_worlds``)."""
    return WORK_BUDGET_KEYWORD in inspect.signature(HardPlayer).parameters


def our_player(spec: SideSpec, seat: int, seed: int) -> Player[Move]:
    """Our player of ``spec`` for ``seat``, seeded."""
    if spec.searches and spec.budget_worlds is not None:
        budget: dict[str, Any] = {WORK_BUDGET_KEYWORD: spec.budget_worlds}
        return HardPlayer(seat, seed, budget_ms=spec.budget_ms, **budget)
    return make_doudizhu_player(spec.name, seat, seed, budget_ms=spec.budget_ms)


def rlcard_rule_agent() -> Any:
    """RLCard's Dou Dizhu rule agent (needs the arena extra)."""
    from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

    return DouDizhuRuleAgentV1()


def seed_rlcard(seed: int) -> None:
    """Seed numpy's global generator, the one the rule agent draws from."""
    import numpy as np

    np.random.seed(seed % (1 << 32))

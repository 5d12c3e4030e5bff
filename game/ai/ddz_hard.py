"""Placeholder, replaced below."""
from game.ai.ddz_normal import NormalPlayer


class HardPlayer(NormalPlayer):
    def __init__(self, seat, seed=None, budget_ms=None):
        super().__init__(seat, seed)

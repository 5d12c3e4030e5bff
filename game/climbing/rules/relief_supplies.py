"""Relief Supplies: once a round, the previous Beggar may take one card from the table, any time.

It never fires from a play: the engine lists a ``ReliefTake`` move for that seat while the
table has cards (also while a choice is pending), the seat is still in the round and has
not used it.
"""

from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, Stage

RULE = HouseRule(
    id=RuleId.RELIEF_SUPPLIES,
    stage=Stage.CARD,
)

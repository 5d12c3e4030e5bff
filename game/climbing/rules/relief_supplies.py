"""Relief Supplies: once a round, the previous Beggar may take one card from the table, any time.

It never fires from a play: the engine lists a ``ReliefTake`` move for that seat while the
table has cards (also while a choice is pending), the seat is still in the round and has
not used it.
"""

from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, Stage
from game.i18n import N_

RULE = HouseRule(
    id=RuleId.RELIEF_SUPPLIES,
    name=N_("Relief Supplies"),
    stage=Stage.CARD,
    summary=N_("Once per round, last round's Beggar may pick up one card from the table, whenever they like."),
    details=(
        N_("It may be used when it is not your turn."),
        N_("Not when the table is empty, and not once you are out."),
        N_("Once chosen, a card must be taken."),
        N_("The table does not get weaker: the next play must still beat what was played."),
    ),
)

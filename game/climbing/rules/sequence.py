"""Sequence: 3 or 4 consecutive cards (one suit by default) form a play of their own.

Legality lives in :mod:`game.climbing.plays` (readings and comparison); this module holds
the rule's texts. Sequences never start or follow a Binding and never trigger rank rules.
"""

from game.climbing.options import RuleId
from game.climbing.rules.base import HouseRule, Stage
from game.i18n import N_

RULE = HouseRule(
    id=RuleId.SEQUENCE,
    name=N_("Sequence"),
    stage=Stage.PLAY,
    summary=N_("Three or four cards in a row can be played together (of one suit, unless the option says otherwise)."),
    details=(
        N_(
            "A Sequence can only be answered by a Sequence of the same length whose weakest card beats the weakest "
            "card on the table."
        ),
        N_("The order runs 3 up to 2 and stops there: K-A-2 is a Sequence, A-2-3 is not."),
        N_(
            "Jokers fill gaps; when they could stand for several ranks, the weakest reading that still beats the "
            "table is used."
        ),
        N_("Cards inside a Sequence never trigger the rank rules (8 Cut, J Back, 5 Skip and so on)."),
    ),
)

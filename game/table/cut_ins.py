"""The moments that get a cut-in (a short bold banner with motion), found from typed data.
No pygame here.

Dou Dizhu: a bomb, the rocket or an airplane (:class:`~game.doudizhu.combos.ComboKind`), a
deal's spring / anti-spring (its result's flags), and the B.5 grab and open hand (their stake
events). Climbing games: a ``RULE_FIRED`` event's
:class:`~game.climbing.options.RuleId` (Revolution and its variants, 8 Cut, the other cuts,
J Back, Lucky Seven, Great Revolution, Downfall, Rebellion). Never from any message text.
"""

from __future__ import annotations

from enum import Enum

from game.climbing.options import RuleId
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.scoring import DealResult
from game.doudizhu.stakes import StakeEvent, StakeKind
from game.i18n import N_


class CutInKind(Enum):
    """What a cut-in celebrates; its title is :data:`TITLES` of it."""

    BOMB = "bomb"
    ROCKET = "rocket"
    AIRPLANE = "airplane"
    SPRING = "spring"
    ANTI_SPRING = "anti_spring"
    REVOLUTION = "revolution"
    GREAT_REVOLUTION = "great_revolution"
    EIGHT_CUT = "eight_cut"
    CUT = "cut"
    J_BACK = "j_back"
    LUCKY_SEVEN = "lucky_seven"
    DOWNFALL = "downfall"
    REBELLION = "rebellion"
    OPEN_HAND = "open_hand"
    GRAB = "grab"


TITLES: dict[CutInKind, str] = {
    CutInKind.BOMB: N_("Bomb!"),
    CutInKind.ROCKET: N_("Rocket!"),
    CutInKind.AIRPLANE: N_("Airplane!"),
    CutInKind.SPRING: N_("Spring!"),
    CutInKind.ANTI_SPRING: N_("Anti-spring!"),
    CutInKind.REVOLUTION: N_("Revolution!"),
    CutInKind.GREAT_REVOLUTION: N_("Great Revolution!"),
    CutInKind.EIGHT_CUT: N_("8 Cut!"),
    CutInKind.CUT: N_("Cut!"),
    CutInKind.J_BACK: N_("J Back!"),
    CutInKind.LUCKY_SEVEN: N_("Lucky Seven!"),
    CutInKind.DOWNFALL: N_("Downfall!"),
    CutInKind.REBELLION: N_("Rebellion!"),
    CutInKind.OPEN_HAND: N_("Open hand!"),
    CutInKind.GRAB: N_("Grab!"),
}
"""The cut-in's bold title (an ``N_`` message id)."""

PLAY_CUT_INS: dict[ComboKind, CutInKind] = {
    ComboKind.BOMB: CutInKind.BOMB,
    ComboKind.ROCKET: CutInKind.ROCKET,
    ComboKind.AIRPLANE: CutInKind.AIRPLANE,
    ComboKind.AIRPLANE_SINGLES: CutInKind.AIRPLANE,
    ComboKind.AIRPLANE_PAIRS: CutInKind.AIRPLANE,
}

RULE_CUT_INS: dict[RuleId, CutInKind] = {
    RuleId.REVOLUTION: CutInKind.REVOLUTION,
    RuleId.TRIPLE_SEVEN_REVOLUTION: CutInKind.REVOLUTION,
    RuleId.SEQUENCE_REVOLUTION: CutInKind.REVOLUTION,
    RuleId.COUP_DETAT: CutInKind.REVOLUTION,
    RuleId.GREAT_REVOLUTION: CutInKind.GREAT_REVOLUTION,
    RuleId.EIGHT_CUT: CutInKind.EIGHT_CUT,
    RuleId.SIX_SIX_CUT: CutInKind.CUT,
    RuleId.NINE_NINE_CUT: CutInKind.CUT,
    RuleId.J_BACK: CutInKind.J_BACK,
    RuleId.ENHANCED_J_BACK: CutInKind.J_BACK,
    RuleId.LUCKY_SEVEN: CutInKind.LUCKY_SEVEN,
    RuleId.DOWNFALL: CutInKind.DOWNFALL,
    RuleId.REBELLION: CutInKind.REBELLION,
}


TITLE_ONLY: frozenset[RuleId] = frozenset(
    {RuleId.REVOLUTION, RuleId.GREAT_REVOLUTION, RuleId.EIGHT_CUT, RuleId.J_BACK}
)
"""Climbing rules whose announcement says no more than their cut-in's title ("8 Cut!"): the
cut-in shows the title alone, never the same line twice."""


def play_cut_in(move: object) -> CutInKind | None:
    """The cut-in a Dou Dizhu move earns (a bomb, the rocket, an airplane), if any."""
    return PLAY_CUT_INS.get(move.kind) if isinstance(move, Play) else None


STAKE_CUT_INS: dict[StakeKind, CutInKind] = {StakeKind.GRABBED: CutInKind.GRAB, StakeKind.OPENED: CutInKind.OPEN_HAND}


def stake_cut_in(event: StakeEvent) -> CutInKind | None:
    """The cut-in of a Dou Dizhu B.5 choice (its :class:`StakeEvent`): a grab, the hand shown."""
    return STAKE_CUT_INS.get(event.kind)


def result_cut_in(result: DealResult | None) -> CutInKind | None:
    """The cut-in of a finished Dou Dizhu deal: spring or anti-spring, if either happened."""
    if result is None:
        return None
    if result.spring:
        return CutInKind.SPRING
    return CutInKind.ANTI_SPRING if result.anti_spring else None


def rule_cut_in(rule: RuleId | None) -> CutInKind | None:
    """The cut-in of a climbing rule that fired, if it is one of the moments that get one."""
    return RULE_CUT_INS.get(rule) if rule is not None else None


def says_more_than_title(rule: RuleId | None) -> bool:
    """Whether a climbing rule's announcement adds to its cut-in's title (see :data:`TITLE_ONLY`)."""
    return rule not in TITLE_ONLY

"""How the Dou Dizhu AI calls, grabs, doubles and shows its hand (docs/RULES.md B.5).

Every choice follows the AI's own estimate of its hand, ``hand.strength`` (the bidding
strength), against a threshold per step and table size:

- call (叫地主) at the strength of a bid of 1, grab (抢地主) at the strength of a bid of 2,
  and the caller's last word (one more grab) at the strength of a bid of 3;
- double as a farmer (dealt hand) or as the landlord (hand with the bottom) at
  ``DOUBLE_THRESHOLDS``, super double a clear step above;
- show the hand (明牌) as the landlord when it needs at most ``OPEN_TURNS`` turns and is
  strong enough to double.

The hard level also plays the deal out in guessed worlds (``hard.HardPlayer``) and
weighs the searched win rate of its side (``searched_choice``): it may refuse a step the
strength allows when the odds are poor and take one the strength does not when they
are very good. As the landlord it doubles on lower searched odds than a farmer
(``LANDLORD_ODDS``: the fast playouts underrate the landlord's side, see the constant), and
it shows a hand whose strength is ``OPEN_MARGIN`` above its super double threshold unless
the odds veto it. Each decision is a :class:`StakeDecision` (a kind and typed data), which
the player keeps in ``last_decision`` for the log.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.ai.doudizhu.hand import BID_THRESHOLDS, best_plan, strength
from game.ai.doudizhu.view import TableView
from game.core.reason import Phrase
from game.doudizhu.moves import Call, Double, Grab, Move, OpenHand
from game.doudizhu.rules import DOUBLE_FACTOR, SUPER_DOUBLE_FACTOR
from game.i18n import N_

#: Strength for a double and a super double: (farmer double, farmer super, landlord
#: double, landlord super), per table size (a farmer's dealt hand, the landlord's with
#: the bottom; measured on 300 deals: the farmer doubles with about the top fifth of
#: hands, the landlord with about the top third of landlord hands).
DOUBLE_THRESHOLDS = {2: (10.0, 14.0, 11.0, 15.0), 3: (10.0, 14.0, 11.0, 15.0), 4: (17.0, 21.0, 26.0, 30.0)}
#: The landlord shows the hand only when it goes out in at most this many turns.
OPEN_TURNS = 4
#: Hard level: searched odds (its side's win rate) that veto a step the strength allows
#: (below the first) or take one it does not (at least the second), per step.
ODDS = {
    "call": (0.35, 0.65),
    "grab": (0.45, 0.75),
    "double": (0.5, 0.75),
    "super": (0.6, 0.85),
    "open": (0.5, 0.85),
}
#: Hard level, the landlord's double and super double: the searched odds that veto or take
#: them. Measured on 300 three-player deals (call and grab, super doubling, open hand; 20 ms
#: per move): landlords whose searched odds were 0.3 to 0.5 still won about three deals in
#: four, so the farmers' veto of 0.5 threw away most of their doubles.
LANDLORD_ODDS = {"double": (0.3, 0.65), "super": (0.45, 0.8)}
#: Hard level: a landlord hand this much stronger than the super double threshold is shown
#: (unless the odds veto it): such hands won every deal measured, few go out in
#: ``OPEN_TURNS`` turns, so the normal level's rule alone almost never opens.
OPEN_MARGIN = 3.0


class StakeStep(Enum):
    """Which B.5 choice a decision was."""

    CALL = "call"
    GRAB = "grab"
    LAST_WORD = "last_word"
    DOUBLE = "double"
    OPEN = "open"


@dataclass(frozen=True)
class StakeDecision:
    """One B.5 choice of an AI seat and why: ``strength`` of the hand against the
    ``threshold`` the step needs, and (hard level) the searched ``odds`` of its side."""

    step: StakeStep
    seat: int
    move: Move
    strength: float
    threshold: float
    odds: float | None = None

    def phrase(self) -> Phrase:
        """The reason as the log shows it."""
        if self.odds is None:
            return Phrase.of(
                N_("hand strength {strength}, needed {threshold}"),
                strength=f"{self.strength:.1f}",
                threshold=f"{self.threshold:.1f}",
            )
        return Phrase.of(
            N_("hand strength {strength}, needed {threshold}; searched win rate {odds}%"),
            strength=f"{self.strength:.1f}",
            threshold=f"{self.threshold:.1f}",
            odds=round(100 * self.odds),
        )


def stake_step(view: TableView) -> StakeStep | None:
    """The B.5 step ``view``'s moves belong to, or ``None`` (a points bid or play)."""
    move = view.moves[0] if view.moves else None
    if isinstance(move, Call):
        return StakeStep.CALL
    if isinstance(move, Grab):
        return StakeStep.LAST_WORD if view.called_by == view.seat else StakeStep.GRAB
    if isinstance(move, Double):
        return StakeStep.DOUBLE
    if isinstance(move, OpenHand):
        return StakeStep.OPEN
    return None


def _double_thresholds(view: TableView) -> tuple[float, float]:
    farmer, farmer_super, landlord, landlord_super = DOUBLE_THRESHOLDS[view.players]
    return (landlord, landlord_super) if view.is_landlord else (farmer, farmer_super)


def _move(view: TableView, step: StakeStep, yes: bool, super_double: bool = False) -> Move:
    """The listed move that says ``yes`` (or the super double) or declines."""
    if step is StakeStep.CALL:
        return Call(yes)
    if step is StakeStep.OPEN:
        return OpenHand(yes)
    if step is StakeStep.DOUBLE:
        factor = SUPER_DOUBLE_FACTOR if super_double and Double(SUPER_DOUBLE_FACTOR) in view.moves else DOUBLE_FACTOR
        return Double(factor if yes else 1)
    return Grab(yes)


def strength_choice(view: TableView, step: StakeStep) -> StakeDecision:
    """The normal player's choice at ``step``: the hand's strength against the threshold."""
    value = strength(view.hand, view.shape)
    if step is StakeStep.DOUBLE:
        low, high = _double_thresholds(view)
        threshold = high if value >= high else low
        return StakeDecision(step, view.seat, _move(view, step, value >= low, value >= high), value, threshold)
    if step is StakeStep.OPEN:
        threshold = _double_thresholds(view)[0]
        yes = value >= threshold and best_plan(view.hand, view.shape).turns <= OPEN_TURNS
        return StakeDecision(step, view.seat, _move(view, step, yes), value, threshold)
    index = {StakeStep.CALL: 0, StakeStep.GRAB: 1, StakeStep.LAST_WORD: 2}[step]
    threshold = BID_THRESHOLDS[view.players][index]
    return StakeDecision(step, view.seat, _move(view, step, value >= threshold), value, threshold)


def says_yes(move: Move) -> bool:
    """Whether a B.5 move takes the step (calls, grabs, doubles, shows the hand)."""
    if isinstance(move, Double):
        return move.factor > 1
    return isinstance(move, (Call, Grab, OpenHand)) and move.yes


def slipped(decision: StakeDecision, view: TableView) -> StakeDecision:
    """The easy level's slip: the opposite choice (a super double becomes none)."""
    move = _move(view, decision.step, not says_yes(decision.move))
    return StakeDecision(decision.step, decision.seat, move, decision.strength, decision.threshold)


def searched_choice(decision: StakeDecision, view: TableView, odds: float) -> StakeDecision:
    """The hard level's choice: the strength's ``decision`` weighed by the searched ``odds``
    that its side wins with it (see ``ODDS``)."""
    step = decision.step
    move = decision.move
    if step is StakeStep.DOUBLE:
        factor = move.factor if isinstance(move, Double) else 1
        table = LANDLORD_ODDS if view.is_landlord else ODDS
        low, high = table["double"]
        super_low, super_high = table["super"]
        can_super = Double(SUPER_DOUBLE_FACTOR) in view.moves
        if can_super and ((factor == SUPER_DOUBLE_FACTOR and odds >= super_low) or odds >= super_high):
            chosen: Move = Double(SUPER_DOUBLE_FACTOR)
        elif (factor > 1 and odds >= low) or odds >= high:
            chosen = Double(DOUBLE_FACTOR)
        else:
            chosen = Double(1)
    else:
        yes = says_yes(move)
        if step is StakeStep.OPEN:
            yes = yes or decision.strength >= _double_thresholds(view)[1] + OPEN_MARGIN
        key = {StakeStep.CALL: "call", StakeStep.OPEN: "open"}.get(step, "grab")
        low, high = ODDS[key]
        chosen = _move(view, step, (yes and odds >= low) or odds >= high)
    return StakeDecision(step, decision.seat, chosen, decision.strength, decision.threshold, odds)

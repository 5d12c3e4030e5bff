"""The house-rule registry: the ONE place that fixes the firing order (docs/RULES.md A.3).

Rules fire stage by stage: what may be played, strength changes (Revolution family, New
Order, J Back), card effects (Transfer, Discard, Q Bomb, DEATH, Face Smash, Joan of Arc,
Nero, Resurrection, Zombie), turn effects (Cuts, 4 Stop window, Skip, Reverse), finishing
rules (Lucky Seven, Great Revolution, Downfall, Rebellion). Within a stage, in the order
of :data:`FIRING_ORDER`. Every rule that fires does all it does.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.climbing.effects import Effect
from game.climbing.options import RULE_PARENTS, ClimbingOptions, RuleId
from game.climbing.rules import (
    binding,
    coup_detat,
    death,
    downfall,
    eight_cut,
    enhanced_j_back,
    face_smash,
    five_skip,
    four_stop,
    great_revolution,
    j_back,
    joan_of_arc,
    lucky_seven,
    nero,
    new_order,
    nine_nine_cut,
    nine_reverse,
    q_bomb,
    rebellion,
    relief_supplies,
    resurrection,
    revolution,
    sandstorm,
    sequence,
    sequence_revolution,
    seven_transfer,
    six_six_cut,
    spade3_return,
    ten_discard,
    triple_seven_revolution,
    zombie,
)
from game.climbing.rules.base import FirstPlaceContext, HouseRule, PlayContext, Stage
from game.climbing.rules.texts import TEXTS
from game.core.reason import Phrase, Reason
from game.i18n import N_

FIRING_ORDER: tuple[HouseRule, ...] = (
    # what may be played
    sequence.RULE,
    spade3_return.RULE,
    sandstorm.RULE,
    binding.RULE,
    # strength changes
    revolution.RULE,
    triple_seven_revolution.RULE,
    coup_detat.RULE,
    sequence_revolution.RULE,
    new_order.RULE,
    j_back.RULE,
    enhanced_j_back.RULE,
    # card effects
    seven_transfer.RULE,
    ten_discard.RULE,
    q_bomb.RULE,
    death.RULE,
    face_smash.RULE,
    joan_of_arc.RULE,
    nero.RULE,
    resurrection.RULE,
    zombie.RULE,
    relief_supplies.RULE,
    # turn effects
    eight_cut.RULE,
    six_six_cut.RULE,
    nine_nine_cut.RULE,
    four_stop.RULE,
    five_skip.RULE,
    nine_reverse.RULE,
    # finishing rules
    lucky_seven.RULE,
    great_revolution.RULE,
    downfall.RULE,
    rebellion.RULE,
)

_DEFAULT_BEATS = HouseRule.__dataclass_fields__["beats"].default
_DEFAULT_RESTRICTS = HouseRule.__dataclass_fields__["restricts"].default
_BY_ID = {rule.id: rule for rule in FIRING_ORDER}
assert len(_BY_ID) == len(RuleId) == len(TEXTS) and [r.stage for r in FIRING_ORDER] == sorted(
    (r.stage for r in FIRING_ORDER), key=list(Stage).index
)


def rule_info(rule: RuleId) -> HouseRule:
    return _BY_ID[rule]


SEED_ORDER: tuple[HouseRule, ...] = tuple(_BY_ID[rule] for rule in TEXTS)
"""The rules in the order of seed 000's rules page (for the rules screen): the order of
:data:`~game.climbing.rules.texts.TEXTS`."""

SECTIONS: tuple[Stage, ...] = tuple(dict.fromkeys(rule.stage for rule in SEED_ORDER))
"""The rules page's sections, one per stage, in the seed's page order (card play, turn
change, strength change, card exchange, player finish), which is not the firing order."""


def rules_in_section(stage: Stage) -> list[HouseRule]:
    """The rules of one section of the rules page (the rules of ``stage``), in the seed's order."""
    return [rule for rule in SEED_ORDER if rule.stage is stage]


@lru_cache(maxsize=64)
def active_rules(options: ClimbingOptions) -> tuple[HouseRule, ...]:
    """The rules switched on in ``options``, in firing order."""
    return tuple(rule for rule in FIRING_ORDER if options.on(rule.id))


@lru_cache(maxsize=64)
def overriding_rules(options: ClimbingOptions) -> tuple[HouseRule, ...]:
    """Active rules with a ``beats`` legality override (Spade-3 Return, Sandstorm)."""
    return tuple(rule for rule in active_rules(options) if rule.beats is not _DEFAULT_BEATS)


@lru_cache(maxsize=64)
def restricting_rules(options: ClimbingOptions) -> tuple[HouseRule, ...]:
    """Active rules with a ``restricts`` hook (Binding)."""
    return tuple(rule for rule in active_rules(options) if rule.restricts is not _DEFAULT_RESTRICTS)


@dataclass(frozen=True)
class RuleHooks:
    """The rules of one table's options as the engine's hot paths read them: ``active``
    (:func:`active_rules`), ``overriding`` (:func:`overriding_rules`) and ``restricting``
    (:func:`restricting_rules`). A session looks them up once (options are immutable and
    a session keeps its own), not on every listing or play."""

    active: tuple[HouseRule, ...]
    overriding: tuple[HouseRule, ...]
    restricting: tuple[HouseRule, ...]

    @classmethod
    def of(cls, options: ClimbingOptions) -> RuleHooks:
        return cls(active_rules(options), overriding_rules(options), restricting_rules(options))


def fire(ctx: PlayContext, active: tuple[HouseRule, ...]) -> list[tuple[RuleId, tuple[Effect, ...]]]:
    """Every rule of ``active`` (:func:`active_rules` of ``ctx.options``) that fires on this
    play, in firing order, with its effects."""
    out = []
    for rule in active:
        if rule.fires(ctx):
            ctx.fired.add(rule.id)
            out.append((rule.id, rule.effects(ctx)))
    return out


def first_place_effects(ctx: FirstPlaceContext, options: ClimbingOptions) -> list[tuple[RuleId, tuple[Effect, ...]]]:
    """Finishing rules that react to a player taking first place, in firing order."""
    out = []
    for rule in active_rules(options):
        effects = rule.on_first_place(ctx)
        if effects:
            out.append((rule.id, effects))
    return out


FIRING_ORDER_INTRO = N_("When one play triggers several rules, all of them happen, stage by stage in this order:")


def firing_order_text() -> list[tuple[Phrase, list[Phrase]]]:
    """The firing order for the rules screen: each stage's label with its rules' names, in order.

    Shown under :data:`FIRING_ORDER_INTRO`.
    """
    return [
        (Phrase.of(stage.label), [Phrase.of(rule.name) for rule in FIRING_ORDER if rule.stage is stage])
        for stage in Stage
    ]


def dependency_reason(options: ClimbingOptions, rule: RuleId) -> Reason | None:
    """Why ``rule`` cannot be on in ``options`` (its parent rule is off), or None."""
    parent = RULE_PARENTS.get(rule)
    if parent is not None and not options.on(parent):
        return Reason.of(
            N_("{rule} is an option of {parent}: switch on {parent} first"),
            rule=rule_info(rule).name_phrase(),
            parent=rule_info(parent).name_phrase(),
        )
    return None


def options_problem(options: ClimbingOptions) -> Reason | None:
    """The first problem with ``options`` (a count out of range, a rule without its parent), or None."""
    problem = options.range_problem()
    if problem is not None:
        return problem
    for rule in RULE_PARENTS:
        if options.on(rule):
            reason = dependency_reason(options, rule)
            if reason is not None:
                return reason
    return None


def rules_text(
    options: ClimbingOptions | None = None,
) -> list[tuple[Phrase, list[tuple[HouseRule, bool, Phrase | None]]]]:
    """The rules screen, by seed-000 section: each rule with on/off and why it cannot be switched on."""
    options = options or ClimbingOptions()
    out: list[tuple[Phrase, list[tuple[HouseRule, bool, Phrase | None]]]] = []
    for stage in SECTIONS:
        entries: list[tuple[HouseRule, bool, Phrase | None]] = []
        for rule in rules_in_section(stage):
            blocked = dependency_reason(options, rule.id)
            entries.append((rule, options.on(rule.id), blocked))
        out.append((Phrase.of(stage.section), entries))
    return out


__all__ = [
    "FIRING_ORDER",
    "FIRING_ORDER_INTRO",
    "SECTIONS",
    "SEED_ORDER",
    "FirstPlaceContext",
    "HouseRule",
    "PlayContext",
    "Stage",
    "dependency_reason",
    "fire",
    "firing_order_text",
    "first_place_effects",
    "options_problem",
    "rule_info",
    "rules_in_section",
    "rules_text",
]

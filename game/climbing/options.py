"""Table options of the climbing family (Daifugo / President): one typed field per house rule.

Invariants:
- ``players`` is 3..6, ``jokers`` 0..2, ``rounds`` >= 1.
- A rule marked "option of X" (:data:`RULE_PARENTS`) may only be on while X is on;
  :meth:`ClimbingOptions.validate` reports the first violation as a translatable reason.
- The presets are option sets, not code paths: :func:`president`, :func:`daifugo` and
  :func:`uecda` (the UEC computer Daifugo contest's rules, docs/RULES.md A.2, UECda).
- ``to_dict`` / ``from_dict`` round-trip through JSON-able values; unknown keys are ignored
  and invalid values fall back to the preset's default.
"""

from __future__ import annotations

from dataclasses import astuple, dataclass, fields, replace
from enum import Enum
from functools import cached_property
from typing import Any

from game.core.reason import Reason
from game.i18n import N_


class Preset(Enum):
    """Which default option set a table started from."""

    PRESIDENT = "president"
    DAIFUGO = "daifugo"
    UECDA = "uecda"


class JokerRole(Enum):
    """How jokers play: trumps that beat any play alone (President) or wild in sets (Daifugo)."""

    TRUMP = "trump"
    WILD = "wild"


class BindingMultiple(Enum):
    """How a Binding treats plays of several cards (seed 000, "Multiple Cards")."""

    PARTIAL = "partial"
    FULL = "full"
    NONE = "none"


class SequenceForm(Enum):
    """Which Sequences exist and how they compare.

    SHORT: 3 or 4 cards of consecutive ranks in 3..2 (2 and 3 not consecutive), compared by
    their weakest card. LONG (UECda): 3 or more cards of any length; a joker may also stand
    one step below the 3 or above the 2; a Sequence beats one of the same length only when
    every card of it is stronger than every card of the table's (it lies wholly above).
    """

    SHORT = "short"
    LONG = "long"


class Scoring(Enum):
    """Points of a round: by role (+2 .. -2, docs/RULES.md A.1) or by place (UECda: the
    first out scores as many points as there are players, the last one 1)."""

    ROLES = "roles"
    PLACES = "places"


class RuleId(Enum):
    """The 31 house rules of docs/RULES.md A.3, by stable identifier."""

    SEQUENCE = "sequence"
    SPADE3_RETURN = "spade3_return"
    SANDSTORM = "sandstorm"
    BINDING = "binding"
    EIGHT_CUT = "eight_cut"
    SIX_SIX_CUT = "six_six_cut"
    NINE_NINE_CUT = "nine_nine_cut"
    FOUR_STOP = "four_stop"
    FIVE_SKIP = "five_skip"
    NINE_REVERSE = "nine_reverse"
    REVOLUTION = "revolution"
    TRIPLE_SEVEN_REVOLUTION = "triple_seven_revolution"
    COUP_DETAT = "coup_detat"
    SEQUENCE_REVOLUTION = "sequence_revolution"
    NEW_ORDER = "new_order"
    J_BACK = "j_back"
    ENHANCED_J_BACK = "enhanced_j_back"
    SEVEN_TRANSFER = "seven_transfer"
    TEN_DISCARD = "ten_discard"
    Q_BOMB = "q_bomb"
    DEATH = "death"
    FACE_SMASH = "face_smash"
    JOAN_OF_ARC = "joan_of_arc"
    NERO = "nero"
    RESURRECTION = "resurrection"
    ZOMBIE = "zombie"
    RELIEF_SUPPLIES = "relief_supplies"
    LUCKY_SEVEN = "lucky_seven"
    GREAT_REVOLUTION = "great_revolution"
    DOWNFALL = "downfall"
    REBELLION = "rebellion"


RULE_PARENTS: dict[RuleId, RuleId] = {
    RuleId.SIX_SIX_CUT: RuleId.EIGHT_CUT,
    RuleId.NINE_NINE_CUT: RuleId.EIGHT_CUT,
    RuleId.TRIPLE_SEVEN_REVOLUTION: RuleId.REVOLUTION,
    RuleId.COUP_DETAT: RuleId.REVOLUTION,
    RuleId.SEQUENCE_REVOLUTION: RuleId.REVOLUTION,
    RuleId.ENHANCED_J_BACK: RuleId.J_BACK,
}
"""Rules that are "an option of" another rule (seed 000): child -> parent."""

MIN_PLAYERS, MAX_PLAYERS = 3, 6


@dataclass(frozen=True)
class ClimbingOptions:
    """Every choice a climbing table can make. Field names of rules equal their :class:`RuleId` value."""

    preset: Preset = Preset.DAIFUGO
    players: int = 4
    jokers: int = 1
    rounds: int = 5
    joker_role: JokerRole = JokerRole.WILD
    sequence: bool = True
    sequence_same_suit: bool = True
    spade3_return: bool = True
    sandstorm: bool = False
    binding: bool = True
    binding_suit: bool = True
    binding_number: bool = False
    binding_multiple: BindingMultiple = BindingMultiple.PARTIAL
    eight_cut: bool = True
    six_six_cut: bool = False
    nine_nine_cut: bool = False
    four_stop: bool = False
    five_skip: bool = False
    nine_reverse: bool = False
    revolution: bool = True
    triple_seven_revolution: bool = False
    coup_detat: bool = False
    sequence_revolution: bool = False
    new_order: bool = False
    j_back: bool = True
    enhanced_j_back: bool = False
    seven_transfer: bool = False
    ten_discard: bool = False
    q_bomb: bool = False
    death: bool = False
    face_smash: bool = False
    joan_of_arc: bool = False
    nero: bool = False
    resurrection: bool = False
    zombie: bool = False
    relief_supplies: bool = False
    lucky_seven: bool = False
    great_revolution: bool = False
    downfall: bool = True
    rebellion: bool = False
    sequence_form: SequenceForm = SequenceForm.SHORT
    binding_sequences: bool = False
    """A Sequence on a Sequence of the same suit binds the trick to that suit (UECda)."""
    eight_cut_mixed: bool = False
    """8 Cut fires on any play with an 8 in it: a set of 8s with a joker, a Sequence through
    the 8 (also a joker standing for it); a lone joker never counts as an 8 (UECda)."""
    spade3_cuts: bool = False
    """A Spade-3 Return clears the trick; its player leads the next one (UECda)."""
    diamond3_leads: bool = False
    """The holder of the 3♦ leads every round, after the exchange (UECda)."""
    deal_from_president: bool = False
    """From round 2 the deal starts with the previous President, who gets the odd cards (UECda)."""
    owner_plays_on: bool = False
    """When everyone else has passed, the owner of the top play keeps the turn: it may play on
    its own play (the others stay out) or pass, which clears the trick (UECda)."""
    scoring: Scoring = Scoring.ROLES

    def __hash__(self) -> int:
        # Options key the registry's per-table caches on every move check: hash the fields once.
        return self._field_hash

    @cached_property
    def _field_hash(self) -> int:
        return hash(astuple(self))

    def __getstate__(self) -> dict[str, Any]:
        # String hashes differ between processes: a pickled copy recomputes its own.
        state = dict(self.__dict__)
        state.pop("_field_hash", None)
        return state

    def on(self, rule: RuleId) -> bool:
        """Whether ``rule`` is switched on."""
        return bool(getattr(self, rule.value))

    def with_rule(self, rule: RuleId, enabled: bool = True) -> ClimbingOptions:
        """A copy with one rule switched (dependencies are not adjusted: see ``validate``)."""
        change: dict[str, Any] = {rule.value: enabled}
        return replace(self, **change)

    def range_problem(self) -> Reason | None:
        """The first count out of range (players, jokers, rounds), or None.

        Whether the switched-on rules fit together needs the rule registry:
        :func:`game.climbing.rules.options_problem` checks both.
        """
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            return Reason.of(N_("a table has 3 to 6 players"))
        if not 0 <= self.jokers <= 2:
            return Reason.of(N_("the deck has 0, 1 or 2 jokers"))
        if self.rounds < 1:
            return Reason.of(N_("a session has at least one round"))
        return None

    def all_rules(self) -> ClimbingOptions:
        """A copy with every house rule on (used by ``--all-rules``)."""
        every: dict[str, Any] = {rule.value: True for rule in RuleId}
        return replace(self, **every)

    def enabled_rules(self) -> tuple[RuleId, ...]:
        return tuple(rule for rule in RuleId if self.on(rule))

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form: enums as their values."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> ClimbingOptions:
        """Options from a dict; the preset named in it gives defaults for missing or bad entries.

        A result that breaks a dependency (a child rule on without its parent) has the
        child switched off.
        """
        data = data if isinstance(data, dict) else {}
        try:
            preset = Preset(data.get("preset", Preset.DAIFUGO.value))
        except ValueError:
            preset = Preset.DAIFUGO
        base = preset_options(preset)
        changes: dict[str, Any] = {}
        for f in fields(cls):
            if f.name == "preset" or f.name not in data:
                continue
            default = getattr(base, f.name)
            value = data[f.name]
            if isinstance(default, Enum):
                try:
                    changes[f.name] = type(default)(value)
                except ValueError:
                    continue
            elif isinstance(default, bool):
                if isinstance(value, bool):
                    changes[f.name] = value
            elif isinstance(default, int) and isinstance(value, int) and not isinstance(value, bool):
                changes[f.name] = value
        options = replace(base, **changes)
        if not MIN_PLAYERS <= options.players <= MAX_PLAYERS or preset in FIXED_PLAYERS:
            options = replace(options, players=base.players)
        if not 0 <= options.jokers <= 2:
            options = replace(options, jokers=base.jokers)
        if options.rounds < 1:
            options = replace(options, rounds=base.rounds)
        for rule, parent in RULE_PARENTS.items():
            if options.on(rule) and not options.on(parent):
                options = options.with_rule(rule, False)
        return options


def daifugo(**changes: Any) -> ClimbingOptions:
    """Seed 000 defaults: wild jokers (1), Sequence, Spade-3 Return, 8 Cut, Revolution,
    J Back, Binding (suit, partial) and Downfall on."""
    return replace(ClimbingOptions(), **changes)


def president(**changes: Any) -> ClimbingOptions:
    """Seed 002 defaults: two trump jokers, Revolution on, every other house rule off."""
    off: dict[str, Any] = {rule.value: False for rule in RuleId}
    base = replace(ClimbingOptions(), **off, preset=Preset.PRESIDENT, jokers=2, joker_role=JokerRole.TRUMP)
    return replace(base, revolution=True, **changes)


UECDA_RULES = (
    RuleId.SEQUENCE,
    RuleId.SPADE3_RETURN,
    RuleId.BINDING,
    RuleId.EIGHT_CUT,
    RuleId.REVOLUTION,
    RuleId.SEQUENCE_REVOLUTION,
)
"""The house rules the UECda preset plays (in their contest readings: see :func:`uecda`)."""


def uecda(**changes: Any) -> ClimbingOptions:
    """The UEC computer Daifugo contest (UECda, its server tndhms): five players, one wild
    joker, long Sequences of one suit, the suit lock on sets and Sequences, 8 Cut by any play
    with an 8, Revolution by four or more of a rank or a Sequence of five or more, the
    Spade-3 Return that clears the trick, the 3♦ leading every round, points by place
    (docs/RULES.md A.2, UECda). Every other house rule is off."""
    rules: dict[str, Any] = {rule.value: False for rule in RuleId}
    rules.update({rule.value: True for rule in UECDA_RULES})
    base = replace(
        ClimbingOptions(),
        **rules,
        preset=Preset.UECDA,
        players=5,
        jokers=1,
        joker_role=JokerRole.WILD,
        sequence_same_suit=True,
        sequence_form=SequenceForm.LONG,
        spade3_cuts=True,
        binding_suit=True,
        binding_number=False,
        binding_multiple=BindingMultiple.FULL,
        binding_sequences=True,
        eight_cut_mixed=True,
        diamond3_leads=True,
        deal_from_president=True,
        owner_plays_on=True,
        scoring=Scoring.PLACES,
    )
    return replace(base, **changes)


FIXED_PLAYERS: dict[Preset, int] = {Preset.UECDA: 5}
"""Presets played at one table size only (the contest seats five)."""


def preset_options(preset: Preset) -> ClimbingOptions:
    if preset is Preset.PRESIDENT:
        return president()
    if preset is Preset.UECDA:
        return uecda()
    return daifugo()

"""What a house rule is: its identifier, its stage and the hooks the engine calls. Its texts
for the rules screen are in :data:`game.climbing.rules.texts.TEXTS`, under its identifier.

Hooks (all optional, all pure):
- ``fires(ctx)`` / ``effects(ctx)``: after a play, does the rule fire, and what it does,
  as declarative :mod:`game.climbing.effects`.
- ``may_beat(table, options)``: False when ``beats`` can say yes to no play on this table
  (lets the engine skip weaker ranks early; the default, True, is always safe).
- ``beats(play, table, options)``: a legality override (this play beats that table even
  though the base comparison says no).
- ``restricts(play, table, binding, order)``: a reason why the play is not allowed now.
- ``on_first_place(ctx)``: effects when a player takes first place (finishing rules).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from game.climbing.effects import Announce, AskChoice, ChoiceKind, Effect
from game.climbing.options import ClimbingOptions, RuleId
from game.climbing.order import StrengthOrder
from game.climbing.plays import Play
from game.climbing.rules.texts import TEXTS
from game.climbing.trick import Binding
from game.core.reason import Phrase, Reason, Template
from game.i18n import N_


class Stage(Enum):
    """When a rule acts, which is also the section of the rules page that lists it. The
    registry fires rules stage by stage in this order (docs/RULES.md A.3); the page shows
    its sections in seed 000's order instead (:data:`game.climbing.rules.SECTIONS`).

    ``label`` names the stage in the firing order, ``section`` heads the rules page's
    section (both ``N_`` message ids)."""

    PLAY = N_("what may be played"), N_("Card Play")
    STRENGTH = N_("strength changes"), N_("Strength Change")
    CARD = N_("card effects"), N_("Card Exchange")
    TURN = N_("turn effects"), N_("Turn Change")
    FINISH = N_("finishing rules"), N_("Player Finish")

    def __init__(self, label: str, section: str) -> None:
        self.label = label
        self.section = section


@dataclass
class PlayContext:
    """Facts about one play, seen by every rule's hooks. ``fired`` grows as rules fire."""

    seat: int
    play: Play
    options: ClimbingOptions
    order: StrengthOrder
    table: Play | None
    emptied: bool
    discard_count: int
    others_in: int
    binding: Binding = Binding()
    fired: set[RuleId] = field(default_factory=set)

    @property
    def leading(self) -> bool:
        return self.table is None


@dataclass(frozen=True)
class FirstPlaceContext:
    """A player just took first place in a round (``others_out``: someone else was already out,
    which happens when Lucky Seven or Great Revolution crowns a player late)."""

    seat: int
    round_number: int
    previous_president: int | None
    previous_beggar: int | None
    previous_president_out: bool
    others_out: bool


def choose_up_to(rule: RuleId, text: Template, kind: ChoiceKind, count: int) -> tuple[Effect, ...]:
    """The effects of a rule that lets the player make up to ``count`` picks of ``kind``
    (one per natural card of its rank): its announcement, ``text`` counted, then the choice."""
    return (Announce(rule, text, count=count), AskChoice(kind, count))


def _never(ctx: PlayContext) -> bool:
    return False


def _nothing(ctx: PlayContext) -> tuple[Effect, ...]:
    return ()


def _no_override(play: Play, table: Play, options: ClimbingOptions) -> bool:
    return False


def _may_override(table: Play, options: ClimbingOptions) -> bool:
    return True


def _no_restriction(play: Play, table: Play, binding: Binding, order: StrengthOrder) -> Reason | None:
    return None


def _no_finish(ctx: FirstPlaceContext) -> tuple[Effect, ...]:
    return ()


@dataclass(frozen=True)
class HouseRule:
    """One house rule: identifier, its stage (when it acts, and its section of the rules page)
    and hooks; ``name``, ``summary`` and ``details`` are its texts (message ids) from
    :data:`~game.climbing.rules.texts.TEXTS`."""

    id: RuleId
    stage: Stage
    fires: Callable[[PlayContext], bool] = _never
    effects: Callable[[PlayContext], tuple[Effect, ...]] = _nothing
    beats: Callable[[Play, Play, ClimbingOptions], bool] = _no_override
    may_beat: Callable[[Play, ClimbingOptions], bool] = _may_override
    restricts: Callable[[Play, Play, Binding, StrengthOrder], Reason | None] = _no_restriction
    on_first_place: Callable[[FirstPlaceContext], tuple[Effect, ...]] = _no_finish

    @property
    def name(self) -> str:
        return TEXTS[self.id].name

    @property
    def summary(self) -> str:
        return TEXTS[self.id].summary

    @property
    def details(self) -> tuple[str, ...]:
        return TEXTS[self.id].details

    def name_phrase(self) -> Phrase:
        return Phrase.of(self.name)

"""The order in which Hint offers the human's legal plays. No pygame here.

Dou Dizhu (:func:`ddz_hint_order`). The hand is split by the computer players' own
:func:`game.ai.doudizhu.hand.best_plan`. Against that plan:

- A play *keeps the hand's structure* when its core (the whole play, or for a triple or
  an airplane with attachments the triples) is made of natural cards of one ordinary group
  of the plan and has that group's shape: a single is a loose single of the plan, a pair a
  loose pair, a triple a triple; a straight, pair run or airplane is that group's run or a
  shorter run cut from it (same cards per rank, ranks inside the group's). Each attachment
  must be a whole loose single or pair of the plan. Anything else *breaks* the structure:
  a single taken from a pair or a straight, a pair from a triple, a triple from a triple
  run, a play spanning two groups, a four with two.
- A play *breaks a bomb* (or the rocket) when it is not itself a bomb or rocket but uses
  a card of a rank the plan keeps as a bomb (a joker, when the plan holds the rocket).
  Such plays are never offered while any other play exists.

The cycle: plays that keep the structure, then plays that break it, then bombs (weakest
first), then the rocket; inside a tier weaker and shorter plays first, except that a triple
or an airplane comes with its attachments (the weakest first) before it comes alone, since a
bare triple leaves the kicker behind as a loose card. Readings of the
same cards are offered once (Hint selects cards; Play asks for the reading).

Climbing games (:func:`climbing_hint_order`): plays that keep the precious cards first,
then plays that spend them, each weakest first. Precious are the jokers, the strongest
natural rank of the order in force (the 2s; the 3s under a Revolution), and the 8s when
8 Cut is on.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from game.ai.doudizhu.hand import BLACK, RED, Counts, Group, GroupKind, HandPlan, HandShape, best_plan
from game.climbing.moves import PlayCards
from game.climbing.options import ClimbingOptions
from game.climbing.order import StrengthOrder
from game.climbing.plays import PlayKind
from game.core.cards import Card, Rank
from game.doudizhu.combos import ComboKind, Play, bomb_key
from game.table.doudizhu.play_text import CORE_WIDTH

GROUP_WIDTH: dict[GroupKind, int] = {
    GroupKind.SOLO: 1,
    GroupKind.PAIR: 2,
    GroupKind.TRIPLE: 3,
    GroupKind.STRAIGHT: 1,
    GroupKind.PAIR_RUN: 2,
    GroupKind.TRIPLE_RUN: 3,
}
"""Cards of each rank an ordinary group holds (bombs and the rocket are not ordinary)."""
LOOSE = (GroupKind.SOLO, GroupKind.PAIR)
HOME_GROUP: dict[ComboKind, GroupKind] = {
    ComboKind.SINGLE: GroupKind.SOLO,
    ComboKind.PAIR: GroupKind.PAIR,
    ComboKind.TRIPLE: GroupKind.TRIPLE,
    ComboKind.TRIPLE_SINGLE: GroupKind.TRIPLE,
    ComboKind.TRIPLE_PAIR: GroupKind.TRIPLE,
    ComboKind.STRAIGHT: GroupKind.STRAIGHT,
    ComboKind.PAIR_RUN: GroupKind.PAIR_RUN,
    ComboKind.AIRPLANE: GroupKind.TRIPLE_RUN,
    ComboKind.AIRPLANE_SINGLES: GroupKind.TRIPLE_RUN,
    ComboKind.AIRPLANE_PAIRS: GroupKind.TRIPLE_RUN,
}
"""The kind of plan group whose shape each play kind's core has (a four with two: none)."""


class HintTier(IntEnum):
    """Where a Dou Dizhu play comes in the Hint cycle."""

    KEEPS = 0
    BREAKS = 1
    BOMB = 2
    ROCKET = 3


def _core_and_attachments(play: Play) -> tuple[list[tuple[Rank, Rank]], dict[Rank, list[Rank]]]:
    """The play's (printed, meant) core cards and its attachments by meant rank."""
    width = CORE_WIDTH.get(play.kind)
    cards = list(zip(play.ranks, play.stands_for, strict=True))
    if width is None:
        return cards, {}
    need = {Rank(int(play.main) - i): width for i in range(play.length)}
    core: list[tuple[Rank, Rank]] = []
    extra: dict[Rank, list[Rank]] = {}
    for printed, meant in cards:
        if need.get(meant, 0) > 0:
            need[meant] -= 1
            core.append((printed, meant))
        else:
            extra.setdefault(meant, []).append(printed)
    return core, extra


def _fits_group(kind: ComboKind, core: list[tuple[Rank, Rank]], group: Group) -> bool:
    width = GROUP_WIDTH.get(group.kind)
    if width is None or HOME_GROUP.get(kind) is not group.kind or any(printed != meant for printed, meant in core):
        return False
    counts: dict[int, int] = {}
    for printed, _meant in core:
        counts[int(printed)] = counts.get(int(printed), 0) + 1
    return all(group.low <= rank <= group.top and n == width for rank, n in counts.items())


def keeps_structure(play: Play, plan: HandPlan) -> bool:
    """Whether ``play`` keeps the structure of the hand split as ``plan`` (module docstring)."""
    core, attachments = _core_and_attachments(play)
    homes = [group for group in plan.groups if _fits_group(play.kind, core, group)]
    if not homes:
        return False
    loose = {(group.low, group.size) for group in plan.groups if group.kind in LOOSE}
    for meant, printed in attachments.items():
        if any(rank != meant for rank in printed) or (int(meant), len(printed)) not in loose:
            return False
    return True


def breaks_bomb(play: Play, plan: HandPlan) -> bool:
    """Whether an ordinary ``play`` uses a card the plan keeps in a bomb or the rocket."""
    if play.kind in (ComboKind.BOMB, ComboKind.ROCKET):
        return False
    kept: set[int] = set()
    for group in plan.groups:
        if group.kind is GroupKind.BOMB:
            kept.add(group.low)
        elif group.kind is GroupKind.ROCKET:
            kept.update((BLACK, RED))
    return any(int(rank) in kept for rank in play.ranks)


def hint_tier(play: Play, plan: HandPlan) -> HintTier:
    if play.kind is ComboKind.ROCKET:
        return HintTier.ROCKET
    if play.kind is ComboKind.BOMB:
        return HintTier.BOMB
    return HintTier.KEEPS if keeps_structure(play, plan) else HintTier.BREAKS


def ddz_hint_order(plays: Sequence[Play], counts: Counts, shape: HandShape = HandShape()) -> list[Play]:
    """The human's legal ``plays`` in Hint order, for a hand of rank ``counts`` (module docstring)."""
    plan = best_plan(tuple(counts), shape)
    candidates = [play for play in plays if not breaks_bomb(play, plan)]
    if not candidates:
        candidates = list(plays)

    def key(play: Play) -> tuple[object, ...]:
        tier = hint_tier(play, plan)
        if tier is HintTier.BOMB:
            strength: tuple[object, ...] = bomb_key(play)
        else:  # a triple (or airplane) with attachments before the same core alone
            strength = (int(play.main), len(_core_and_attachments(play)[0]), -len(play.ranks))
        return (tier, strength, play.wild_count, sorted(int(rank) for rank in play.ranks))

    ordered: list[Play] = []
    seen: set[tuple[Rank, ...]] = set()
    for play in sorted(candidates, key=key):
        if play.ranks not in seen:
            seen.add(play.ranks)
            ordered.append(play)
    return ordered


def precious(card: Card, order: StrengthOrder, options: ClimbingOptions) -> bool:
    """A card the climbing Hint keeps back while it can (module docstring)."""
    if card.is_joker:
        return True
    if card.rank == order.ranks_weakest_first()[-1]:
        return True
    return options.eight_cut and card.rank == Rank.EIGHT


def climbing_hint_order(plays: Sequence[PlayCards], order: StrengthOrder, options: ClimbingOptions) -> list[PlayCards]:
    """The human's legal ``plays`` in Hint order: keeping the precious cards first, then
    spending them; each part weakest first, then shorter, sets before Sequences."""

    def key(move: PlayCards) -> tuple[bool, int, int, bool]:
        spends = any(precious(card, order, options) for card in move.cards)
        weakest = min(order.card_strength(card) for card in move.cards)
        return (spends, weakest, len(move.cards), move.kind is PlayKind.SEQUENCE)

    return sorted(plays, key=key)

"""Binding: following with the same suit and/or one rank stronger locks the trick to that.

Sub-options: ``binding_suit`` (Suit Binding), ``binding_number`` (Number Binding); both
together bind both ways at once (Strict Binding). ``binding_multiple`` says how sets of
several cards bind: PARTIAL (some suits match; those suits are then required), FULL (every
suit matches, no joker on either side), NONE (only singles bind). Sequences are bound only
with ``binding_sequences`` (UECda): a Sequence on a Sequence of its suit binds the trick to
that suit, and a joker in a Sequence counts as the Sequence's suit, never as another one. While bound, a joker
stands for any suit or rank the Binding asks for; outside a Binding a joker has no suit. A Sandstorm
ends a Binding and never starts one (it fires before this rule, see ``ctx.fired``).
"""

from game.climbing.effects import Announce, Bind, Effect
from game.climbing.options import BindingMultiple, RuleId
from game.climbing.order import JOKER_STRENGTH, StrengthOrder
from game.climbing.plays import Play, PlayKind
from game.climbing.rules.base import HouseRule, PlayContext, Stage
from game.climbing.trick import Binding
from game.core.cards import SUITS, Suit
from game.core.reason import Phrase, Reason
from game.i18n import N_


def suit_labels(suits: frozenset[Suit]) -> str:
    return " ".join(suit.value for suit in SUITS if suit in suits)


def required_rank(table: Play, order: StrengthOrder) -> Phrase:
    target = table.strength(order) + 1
    if target >= JOKER_STRENGTH:
        return Phrase.of(N_("a joker"))
    rank = order.ranks_weakest_first()[target]
    return Phrase.of(N_("rank {rank}"), rank=rank)


def stand_in(play: Play, table: Play, binding: Binding, order: StrengthOrder) -> Play:
    """``play`` as it counts on ``table``: under a Number Binding a set of jokers only (as many
    as the table's cards) stands for the natural rank one step up; on the strongest natural
    rank it stays jokers. Any other play is returned unchanged."""
    if (
        not binding.number
        or play.is_sequence
        or table.is_sequence
        or play.size != table.size
        or play.jokers != play.size
    ):
        return play
    target = table.strength(order) + 1
    if target >= JOKER_STRENGTH:
        return play
    return Play(play.cards, PlayKind.SET, (order.ranks_weakest_first()[target],))


def restricts(play: Play, table: Play, binding: Binding, order: StrengthOrder) -> Reason | None:
    if not binding.active:
        return None
    if play.is_sequence or table.is_sequence:
        # Only ``binding_sequences`` binds a Sequence; its jokers take the Sequence's suit.
        if binding.suits and not binding.suits <= play.natural_suits:
            return Reason.of(N_("a Binding requires {suits}"), suits=suit_labels(binding.suits))
        return None
    if binding.suits and len(binding.suits - play.natural_suits) > play.jokers:
        return Reason.of(N_("a Binding requires {suits}"), suits=suit_labels(binding.suits))
    if binding.number and play.strength(order) != min(table.strength(order) + 1, JOKER_STRENGTH):
        return Reason.of(N_("a Number Binding requires {rank}"), rank=required_rank(table, order))
    return None


def _new_binding(ctx: PlayContext) -> Binding | None:
    """The Binding this play starts or tightens, or None when it changes nothing."""
    play, table, options, current = ctx.play, ctx.table, ctx.options, ctx.binding
    if table is None or RuleId.SANDSTORM in ctx.fired:
        return None
    if play.is_sequence or table.is_sequence:
        if not (options.binding_sequences and options.binding_suit) or current.suits:
            return None
        if play.natural_suits != table.natural_suits:
            return None
        return Binding(play.natural_suits, current.number)
    multiple = options.binding_multiple
    if multiple is BindingMultiple.NONE and play.size != 1:
        return None
    suits = current.suits
    if options.binding_suit and not suits:
        common = play.natural_suits & table.natural_suits
        if multiple is BindingMultiple.FULL:
            if not play.has_joker and not table.has_joker and play.natural_suits == table.natural_suits:
                suits = play.natural_suits
        elif common:
            suits = common
    number = current.number
    if options.binding_number and not number:
        number = play.strength(ctx.order) == table.strength(ctx.order) + 1
    if suits == current.suits and number == current.number:
        return None
    return Binding(suits, number)


def fires(ctx: PlayContext) -> bool:
    return _new_binding(ctx) is not None


def effects(ctx: PlayContext) -> tuple[Effect, ...]:
    binding = _new_binding(ctx)
    if binding is None:
        return ()
    text = binding.text
    assert text is not None
    return (Announce(RuleId.BINDING, text, suits=binding.suits), Bind(binding))


RULE = HouseRule(
    id=RuleId.BINDING,
    stage=Stage.PLAY,
    fires=fires,
    effects=effects,
    restricts=restricts,
)

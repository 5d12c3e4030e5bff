"""The rules screen's texts of every house rule (``N_`` message ids), in the order of seed
000's rules page: a rule's name, its one-line summary and the details under it.

The rule's own module (:mod:`game.climbing.rules`) holds what the engine does; this table is
what the player reads. Invariant: every :class:`~game.climbing.options.RuleId` has exactly
one entry, and the entries run in the page's order (the registry takes ``SEED_ORDER`` from it).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.climbing.options import RuleId
from game.i18n import N_


@dataclass(frozen=True)
class RuleText:
    """What the rules screen shows of one house rule (message ids): its ``name``, a one-line
    ``summary`` and the ``details`` listed under it."""

    name: str
    summary: str
    details: tuple[str, ...] = ()


TEXTS: dict[RuleId, RuleText] = {
    RuleId.SEQUENCE: RuleText(
        N_("Sequence"),
        N_(
            "Three or four cards in a row can be played together (of one suit, unless the option says otherwise)."
        ),
        (
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
    ),
    RuleId.SPADE3_RETURN: RuleText(
        N_("Spade-3 Return"),
        N_("A lone joker on the table can be beaten by the 3 of spades."),
        (
            N_("This works even while a Binding is in force."),
            N_("The trick goes on: the next player has to beat the 3 of spades."),
        ),
    ),
    RuleId.SANDSTORM: RuleText(
        N_("Sandstorm"),
        N_("On any cards on the table, whatever their number or strength, you may play three 3s."),
        (
            N_("It may be played during a Binding and ends it; it never starts a Binding itself."),
            N_("With a joker among them, or when leading, they are just an ordinary set of three 3s."),
            N_("The trick goes on: the next play must be a stronger set of three cards."),
        ),
    ),
    RuleId.BINDING: RuleText(
        N_("Binding"),
        N_(
            "Following in the same suit (Suit Binding) or exactly one rank up (Number Binding) locks the trick: until "
            "it is cleared, every play must do the same."
        ),
        (
            N_(
                "Suit Binding and Number Binding are switched on separately; with both on, a trick can be bound both "
                "ways at once (Strict Binding)."
            ),
            N_(
                "One rank up follows the order in force: during a Revolution 3 follows 4, and after a New Order from "
                "Q, 3 follows 2."
            ),
            N_("A joker played on a 2 keeps a Number Binding going."),
            N_(
                "In a set a joker counts as the rank of its companions; while a Binding is in force it may stand for "
                "the suit or rank required; outside a Binding it has no suit and cannot start a Suit Binding."
            ),
            N_(
                "Several cards: Partial binds when some suits match and then requires those suits; Full binds only "
                "when all suits match; None binds single cards only."
            ),
            N_("Sequences are never bound."),
        ),
    ),
    RuleId.EIGHT_CUT: RuleText(
        N_("8 Cut"),
        N_("Playing nothing but 8s (one or more) clears the trick, and you lead the next one."),
        (
            N_("No cut with a joker among the 8s, or with 8s inside a Sequence."),
            N_("The 8s still have to beat what is on the table."),
            N_("If those 8s were your last cards, the next player leads."),
        ),
    ),
    RuleId.SIX_SIX_CUT: RuleText(
        N_("66 Cut"),
        N_("A pair of 6s clears the trick as an 8 Cut does, and you lead the next one."),
        (
            N_("Not with a joker in the pair, and not with three or more 6s."),
        ),
    ),
    RuleId.NINE_NINE_CUT: RuleText(
        N_("99 Cut"),
        N_("A pair of 9s clears the trick as an 8 Cut does, and you lead the next one."),
        (
            N_("Not with a joker in the pair, and not with three or more 9s."),
            N_("If 9 Reverse is on as well, the turn order also flips."),
        ),
    ),
    RuleId.FOUR_STOP: RuleText(
        N_("4 Stop"),
        N_(
            "Just after an 8 Cut, 66 Cut or 99 Cut, a pair of 4s clears the trick once more and its player leads."
        ),
        (
            N_("The player who cut cannot use it."),
            N_("A pair of 4s with a joker does not count."),
            N_("The game waits until everybody holding a pair of 4s has chosen to play it or pass."),
            N_(
                "If several players stop, the one nearest to the cutter in turn order leads; if nobody does, the "
                "cutter leads."
            ),
        ),
    ),
    RuleId.FIVE_SKIP: RuleText(
        N_("5 Skip"),
        N_("Every 5 you play skips the turn of one following player."),
        (
            N_("Jokers played with the 5s do not count; 5s in a Sequence do nothing."),
            N_("A skipped player has not passed."),
            N_("If the turn comes back to you the trick stays: beat your own cards or pass."),
            N_("Skipping goes round the table as often as needed, and you can be skipped yourself."),
        ),
    ),
    RuleId.NINE_REVERSE: RuleText(
        N_("9 Reverse"),
        N_("Playing nothing but 9s turns the direction of play round."),
        (
            N_("Not with a joker among the 9s, or with 9s inside a Sequence."),
            N_("Several 9s reverse only once."),
            N_("The new direction stays after the trick is cleared, until the round ends."),
        ),
    ),
    RuleId.REVOLUTION: RuleText(
        N_("Revolution"),
        N_("Four or more cards of one rank turn the strength order upside down."),
        (
            N_("Jokers may be part of it; five or six cards count too."),
            N_("The reversal lasts until the round ends; another Revolution turns it back."),
            N_("With New Order on, four suits plus one joker make a New Order instead."),
            N_("A Revolution during J Back ends the J Back; the order in force at that moment stays."),
        ),
    ),
    RuleId.TRIPLE_SEVEN_REVOLUTION: RuleText(
        N_("Triple-7 Revolution"),
        N_("Three 7s reverse the strength order just like a Revolution."),
        (
            N_("Not with a joker among them."),
        ),
    ),
    RuleId.COUP_DETAT: RuleText(
        N_("Coup d'état"),
        N_("Three 9s reverse the strength order just like a Revolution."),
        (
            N_("Not with a joker among them."),
        ),
    ),
    RuleId.SEQUENCE_REVOLUTION: RuleText(
        N_("Sequence Revolution"),
        N_("A Sequence of four cards reverses the strength order just like a Revolution."),
        (
            N_("Jokers may fill it."),
            N_("A Sequence of three does nothing."),
        ),
    ),
    RuleId.NEW_ORDER: RuleText(
        N_("New Order"),
        N_(
            "Four cards of one rank in all four suits plus one joker re-rank every card starting from that rank."
        ),
        (
            N_(
                "Normally that rank becomes the weakest and the order wraps round (after 2 comes 3); during a "
                "Revolution it becomes the strongest."
            ),
            N_("It needs exactly one joker; with two jokers nothing happens."),
            N_("The direction does not change; the new order lasts until the round ends."),
            N_("A later Revolution or J Back keeps the starting rank and only turns the direction."),
        ),
    ),
    RuleId.J_BACK: RuleText(
        N_("J Back"),
        N_("Playing Js reverses the strength order until the trick is cleared."),
        (
            N_("A joker may be mixed in as long as there is at least one real J."),
            N_("Js inside a Sequence do nothing."),
            N_("During a Revolution it brings back the normal order for that trick."),
            N_("When the same cards make a Revolution or a New Order, only that rule happens."),
        ),
    ),
    RuleId.ENHANCED_J_BACK: RuleText(
        N_("Enhanced J Back"),
        N_("A set with two or more Js reverses the strength order until the trick has been cleared twice."),
        (
            N_("Jokers do not count: two real Js are needed."),
            N_(
                "Another J Back while reversed keeps the direction and restarts the count (one clear for J Back, two "
                "for Enhanced J Back)."
            ),
            N_(
                "A Revolution while reversed ends it and keeps the order in force; a New Order applies and the "
                "reversal goes on."
            ),
        ),
    ),
    RuleId.SEVEN_TRANSFER: RuleText(
        N_("7 Transfer"),
        N_("For every 7 you play you may hand one card of your choice to the next player."),
        (
            N_("Jokers played with the 7s do not count; 7s in a Sequence do nothing."),
            N_("You may hand over nothing."),
            N_("Nothing happens if the 7s were your last cards; if handing cards over empties your hand, you are out."),
        ),
    ),
    RuleId.TEN_DISCARD: RuleText(
        N_("10 Discard"),
        N_("For every 10 you play you may throw one card of your choice onto the discard pile."),
        (
            N_("Jokers played with the 10s do not count; 10s in a Sequence do nothing."),
            N_("You may discard nothing."),
            N_("Nothing happens if the 10s were your last cards; if discarding empties your hand, you are out."),
        ),
    ),
    RuleId.Q_BOMB: RuleText(
        N_("Q Bomb"),
        N_(
            "For every Q you play, name a rank (3 to 2, or Joker): every player, you included, throws away all cards "
            "of the named ranks."
        ),
        (
            N_("Jokers played with the Qs do not count; Qs in a Sequence do nothing."),
            N_("You may name nothing."),
            N_("Whoever is left without cards is out; several at once are placed in turn order starting from you."),
        ),
    ),
    RuleId.DEATH: RuleText(
        N_("DEATH"),
        N_("Three 4s make every other player throw away their strongest card."),
        (
            N_("Not with a joker among them."),
            N_("Strongest means in the order in force (a Revolution counts); a joker is always the strongest."),
            N_("Among equally strong cards one is picked at random."),
            N_("A player holding a single card keeps it."),
        ),
    ),
    RuleId.FACE_SMASH: RuleText(
        N_("Face Smash"),
        N_("Three 5s make every other player throw away all their J, Q, K and A cards."),
        (
            N_("Not with a joker among them."),
            N_("2s and jokers stay."),
            N_("A player holding nothing but J, Q, K and A keeps the weakest of them."),
        ),
    ),
    RuleId.JOAN_OF_ARC: RuleText(
        N_("Joan of Arc"),
        N_("Three Qs make the next player throw away their two strongest cards."),
        (
            N_("Not with a joker among them."),
            N_("Strongest means in the order in force; a joker is always the strongest; ties are broken at random."),
            N_("A player with two cards throws away one; with one card, none."),
        ),
    ),
    RuleId.NERO: RuleText(
        N_("Nero"),
        N_(
            "Three Ks let you take one card into your hand: from the table, from the discard pile or (unseen) from "
            "another player's hand."
        ),
        (
            N_("Not with a joker among them, and not if the Ks were your last cards."),
            N_("Taking a card is compulsory."),
            N_("Cards taken from the table do not weaken it: the next play must still beat what was played."),
            N_("A player whose last card you take is out."),
        ),
    ),
    RuleId.RESURRECTION: RuleText(
        N_("Resurrection"),
        N_("Three 9s let you take back as many cards from the discard pile as you like."),
        (
            N_("Not with a joker among them."),
            N_("You may take nothing."),
            N_("Nothing happens when the discard pile is empty or the 9s were your last cards."),
        ),
    ),
    RuleId.ZOMBIE: RuleText(
        N_("Zombie"),
        N_("Three 3s let you pick a card from the discard pile and put it into another player's hand."),
        (
            N_("Not with a joker among them."),
            N_("Any other player who is not out yet may receive it; you may also give nothing."),
            N_("Nothing happens when the discard pile is empty or nobody could receive it."),
        ),
    ),
    RuleId.RELIEF_SUPPLIES: RuleText(
        N_("Relief Supplies"),
        N_("Once per round, last round's Beggar may pick up one card from the table, whenever they like."),
        (
            N_("It may be used when it is not your turn."),
            N_("Not when the table is empty, and not once you are out."),
            N_("Once chosen, a card must be taken."),
            N_("The table does not get weaker: the next play must still beat what was played."),
        ),
    ),
    RuleId.LUCKY_SEVEN: RuleText(
        N_("Lucky Seven"),
        N_("Three 7s that everyone else passes on make you President the moment the trick is cleared."),
        (
            N_("Not with a joker among them, and not with four 7s."),
            N_("If somebody plays over them, nothing happens."),
            N_("You become President even if somebody is already out."),
            N_(
                "Even if the 7s (or a 7 Transfer) empty your hand, your place is only settled when the trick is "
                "cleared."
            ),
            N_("Cards still in your hand go to the discard pile."),
        ),
    ),
    RuleId.GREAT_REVOLUTION: RuleText(
        N_("Great Revolution"),
        N_("Four 2s reverse the strength order like a Revolution and make you President on the spot."),
        (
            N_("Not with a joker among them."),
            N_("You become President even if somebody is already out, also when the 2s were your last cards."),
            N_("With Revolution on as well, the order is reversed only once."),
            N_("Cards still in your hand go to the discard pile."),
        ),
    ),
    RuleId.DOWNFALL: RuleText(
        N_("Downfall"),
        N_("If another player goes out first, last round's President falls at once and becomes Beggar."),
        (
            N_("The others play on."),
            N_("Nothing happens if the old President is already out, even if somebody takes first place later."),
            N_("Needs three or more players and applies from the second round."),
            N_("The fallen President's cards go to the discard pile."),
        ),
    ),
    RuleId.REBELLION: RuleText(
        N_("Rebellion"),
        N_(
            "If last round's Beggar is the first to go out, the round ends at once and the finishing order is last "
            "round's, turned upside down."
        ),
        (
            N_("Example: last order P0, P2, P1 becomes P1, P2, P0."),
            N_("Nothing happens if somebody else is already out."),
            N_("Needs three or more players and applies from the second round."),
            N_("All cards still in hands go to the discard pile."),
        ),
    ),
}

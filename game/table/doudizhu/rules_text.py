"""The Dou Dizhu rules text, grouped by table (no pygame: tests read it headlessly).

Each ``RulesSection`` is one table (three players, four players, two players, wild
rank) or the controls; each ``Paragraph`` a heading and its text. Message ids are
literal ``N_`` strings; numbers that the engine fixes (hand sizes, bomb sizes, clock
limits, allowance, multiplier cap, bomb factors) are ``str.format`` fields filled from
the engine's constants by ``rule_values()``, so the text cannot drift from the rules
the engine plays. A paragraph that counts something ("17 cards", "40 seconds") is a plural
entry (``N_plural``) whose ``count`` names the value that picks its form, so it holds one
counted number; a second count gets a paragraph of its own. The texts speak to players:
they state this table's rules in plain words, without naming the specification or which
choices it left to the table.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.doudizhu import rules as table
from game.doudizhu import scoring
from game.i18n import N_, N_plural, _, ngettext
from game.settings import GameId


@dataclass(frozen=True)
class Paragraph:
    """A heading and its text: one message id, or the forms of a counted one with ``count``,
    the name of the :func:`rule_values` entry it counts."""

    heading: str
    body: str | tuple[str, str]
    count: str | None = None

    def text(self, values: dict[str, int]) -> str:
        """The body in the current language, its numbers filled in."""
        if isinstance(self.body, tuple):
            assert self.count is not None, "a counted paragraph names its count"
            count = values[self.count]
            return ngettext(self.body[0], self.body[1], count).format(count=count, **values)
        return _(self.body).format(**values)


@dataclass(frozen=True)
class RulesSection:
    """One group of paragraphs under a table heading; ``tab`` is its short name on the
    screen's tab row; ``game`` is the menu entry it belongs to (``None`` for the
    wild-rank option and the controls)."""

    title: str
    tab: str
    game: GameId | None
    paragraphs: tuple[Paragraph, ...]


THREE_PLAYERS = RulesSection(
    N_("Three players, one deck"),
    N_("Three players"),
    GameId.DDZ3,
    (
        Paragraph(
            N_("The goal"),
            N_(
                "One player, the landlord, plays alone against the two others, the farmers, who play as a "
                "team. The side that first gets rid of all its cards wins the deal: the landlord alone, or "
                "the farmers as soon as either of them has no cards left."
            ),
        ),
        Paragraph(
            N_("Cards and their order"),
            N_(
                "One deck of 54 cards: 52 and two jokers. From low to high: 3 4 5 6 7 8 9 10 J Q K A 2, "
                "then the black joker, then the red joker. Suits never matter."
            ),
        ),
        Paragraph(
            N_("Dealing"),
            N_plural("Everyone gets {count} card.", "Everyone gets {count} cards."),
            "three_hand",
        ),
        Paragraph(
            N_("Bottom cards"),
            N_plural(
                "The last {count} card lies face down as the bottom card.",
                "The last {count} cards lie face down as the bottom cards.",
            ),
            "three_bottom",
        ),
        Paragraph(
            N_("Bidding"),
            N_(
                "The first bidder is drawn at random; then the turn goes round the table. On your turn you "
                "either bid 1, 2 or 3, which must be more than the highest bid so far, or pass. "
                "A pass is final, so a player who passed does not bid again in this "
                "auction. A bid of {max_bid} ends the auction at once; otherwise it ends when both players "
                "after the last bidder have passed. The highest bidder becomes the landlord: the bottom "
                "cards are turned face up for everyone to see, go into the landlord's hand, and the "
                "landlord leads. If all three pass without a bid, the cards are shuffled and dealt again."
            ),
        ),
        Paragraph(
            N_("Playing"),
            N_(
                "The leader must play a combination and cannot pass. Each next player either plays the "
                "same kind of combination with the same number of cards that is higher, or plays a bomb "
                "or the rocket, or passes. Passing only skips that turn. When all the others have passed "
                "one after the other (at every table), the player who played last leads again with any "
                "combination."
            ),
        ),
        Paragraph(
            N_("Simple combinations"),
            N_(
                "A single card. A pair: two cards of one rank. A triple: three cards of one rank. "
                "A triple with one single card of another rank. A triple with a pair of another rank."
            ),
        ),
        Paragraph(
            N_("Runs"),
            N_(
                "A straight is five or more single cards of consecutive ranks. A pair run is three or "
                "more pairs of consecutive ranks. An airplane is two or more triples of consecutive "
                "ranks. A run goes at most up to the ace: a 2 or a joker is never part of one."
            ),
        ),
        Paragraph(
            N_("Airplanes with wings"),
            N_(
                "An airplane may carry wings: either one single card for each triple, or one pair for "
                "each triple. Single wings may include two cards of the same rank, but never four of a "
                "rank (a bomb), never both jokers, and never a card of a rank that is in the airplane "
                "itself. Pair wings must all be of different ranks, and none of a rank in the airplane."
            ),
        ),
        Paragraph(
            N_("Three of a kind among single wings"),
            N_(
                "Single wings may be a triple in one case only: an airplane of three "
                "triples whose three wings are the triple just below or just above it, such as "
                "333444555666. Those cards can then be read as an airplane of four triples or as an "
                "airplane of three triples with single wings; the game asks which one you mean. "
                "A triple that is not next to the airplane, as in 333444555 777, is refused."
            ),
        ),
        Paragraph(
            N_("Four with attachments"),
            N_(
                "Four cards of one rank with two single cards: the two may be a pair, but not the two "
                "jokers. Four cards of one rank with two pairs: the pairs must be of different ranks. "
                "Four with attachments is an ordinary combination, not a bomb."
            ),
        ),
        Paragraph(
            N_("Which combination is higher"),
            N_(
                "Only the same kind with the same number of cards can be compared. Attached cards, single "
                "or pairs, never decide: a triple with attachments, four with attachments and an airplane "
                "are compared by their highest triple or by the four of a kind. Runs are compared by their "
                "highest rank and must have the same length: a straight of six only beats a straight of six."
            ),
        ),
        Paragraph(
            N_("Bombs and the rocket"),
            N_(
                "A bomb is four cards of one rank. It beats every ordinary combination, whatever its size; "
                "a bomb of a higher rank beats it. The rocket is the black and the red joker together: it "
                "beats everything, and nothing beats it."
            ),
        ),
        Paragraph(
            N_("Cards that read in several ways"),
            N_(
                "When the cards you select form more than one combination, the game shows "
                "each reading and you pick the one you mean."
            ),
        ),
        Paragraph(
            N_("Scoring"),
            N_(
                "The bid is the stake, and the multiplier starts at 1. Every bomb and the rocket double it. "
                "Spring: the landlord goes out before either farmer has played a single card. "
                "Anti-spring: a farmer goes out while the landlord has played only once, the opening lead. "
                "Either one doubles the multiplier once more. Each farmer wins or loses bid times "
                "multiplier; the landlord wins or loses what the farmers lose or win together, so twice as "
                "much. The points of a deal always add up to zero."
            ),
        ),
    ),
)

FOUR_PLAYERS = RulesSection(
    N_("Four players, two decks"),
    N_("Four players"),
    GameId.DDZ4,
    (
        Paragraph(
            N_("Cards and dealing"),
            N_plural(
                "Two full decks, 108 cards with four jokers. Everyone gets {count} card. The landlord plays "
                "against three farmers.",
                "Two full decks, 108 cards with four jokers. Everyone gets {count} cards. The landlord plays "
                "against three farmers.",
            ),
            "four_hand",
        ),
        Paragraph(
            N_("Bottom cards"),
            N_plural("The landlord takes the {count} bottom card.", "The landlord takes the {count} bottom cards."),
            "four_bottom",
        ),
        Paragraph(
            N_("Bidding"),
            N_(
                "As with three players: the first bidder is drawn at random, each bid is 1, 2 or 3 and "
                "higher than the last, a bid of {max_bid} ends the auction, and otherwise it ends when every "
                "player after the last bidder has passed. Here too a pass is final. If "
                "nobody bids, there is no new deal: the first bidder becomes the landlord for a bid of 1."
            ),
        ),
        Paragraph(
            N_("Combinations"),
            N_(
                "Single, pair, triple, triple with a pair, straight, pair run, and airplane without wings "
                "or with one pair for each triple. Not played at this table: triple with a single card, "
                "single wings, and four with attachments. The pair with a triple, and every pair wing, "
                "must be of another rank than the triples, and pair wings of different ranks."
            ),
        ),
        Paragraph(
            N_("Jokers"),
            N_(
                "Two black jokers, or two red jokers, are a pair (higher than a pair of 2s). "
                "A black and a red joker together are not a pair, and two or three jokers are never a bomb."
            ),
        ),
        Paragraph(
            N_("Bombs and the rocket"),
            N_plural(
                "A bomb is {bomb_min_two} to {count} card of one rank. A bomb with more cards beats "
                "one with fewer; with the same number of cards the higher rank wins. The rocket is all four "
                "jokers and beats everything.",
                "A bomb is {bomb_min_two} to {count} cards of one rank. A bomb with more cards beats "
                "one with fewer; with the same number of cards the higher rank wins. The rocket is all four "
                "jokers and beats everything.",
            ),
            "bomb_max_two",
        ),
        Paragraph(
            N_("Winning and scoring"),
            N_(
                "The landlord wins by going out; the farmers win as soon as any one of them goes out. Every "
                "bomb and the rocket double the multiplier, and so do a spring and an anti-spring (as with "
                "three players). The multiplier never goes above {cap}. Each farmer wins or loses bid "
                "times multiplier, the landlord three times as much."
            ),
        ),
        Paragraph(
            N_("The clock"),
            N_plural(
                "An option in the menu, on by default at this table. Each turn lasts {count} second: when "
                "it runs out, the computer plays that turn for you, and the table and the log say so.",
                "An option in the menu, on by default at this table. Each turn lasts {count} seconds: when "
                "it runs out, the computer plays that turn for you, and the table and the log say so.",
            ),
            "turn_seconds",
        ),
        Paragraph(
            N_("The deal clock"),
            N_plural(
                "A deal lasts {count} minute: when that runs out, the deal ends with no winner and no "
                "points. Both clocks are shown on the table.",
                "A deal lasts {count} minutes: when that runs out, the deal ends with no winner and no "
                "points. Both clocks are shown on the table.",
            ),
            "deal_minutes",
        ),
    ),
)

TWO_PLAYERS = RulesSection(
    N_("Two players"),
    N_("Two players"),
    GameId.DDZ2,
    (
        Paragraph(
            N_("Cards and dealing"),
            N_plural("One deck of 54 cards. Both players get {count} card.",
                     "One deck of 54 cards. Both players get {count} cards."),
            "two_hand",
        ),
        Paragraph(
            N_("Bottom cards"),
            N_plural("The landlord takes the {count} bottom card.", "The landlord takes the {count} bottom cards."),
            "two_bottom",
        ),
        Paragraph(
            N_("Cards set aside"),
            N_plural(
                "The other {count} card is set aside face down: nobody ever sees it, not even after the deal.",
                "The other {count} cards are set aside face down: nobody ever sees them, not even after the "
                "deal.",
            ),
            "two_set_aside",
        ),
        Paragraph(
            N_("Bidding and playing"),
            N_(
                "Bidding, combinations, bombs and the rocket are as with three players. After a bid, the "
                "auction ends when the other player passes; if both pass without a bid, the cards are "
                "dealt again."
            ),
        ),
        Paragraph(
            N_("The allowance"),
            N_(
                "The farmer also wins as soon as their hand holds no more cards than the allowance. The "
                "allowance is 0 to {max_allowance} (table decision: {default_allowance} unless you change "
                "it); choose it in the menu. It is shown on the table all deal long."
            ),
        ),
        Paragraph(
            N_("Scoring"),
            N_(
                "As with three players, with one farmer: the farmer wins or loses bid times multiplier and "
                "the landlord the same amount the other way. A farmer who wins by the allowance while the "
                "landlord has played only once makes an anti-spring."
            ),
        ),
    ),
)

WILD_RANK = RulesSection(
    N_("Wild rank (an option for every table)"),
    N_("Wild rank"),
    None,
    (
        Paragraph(
            N_("The draw"),
            N_(
                "Switch it on in the menu. After the bidding one rank from 3 to 2 (never a "
                "joker) is drawn at random and shown next to the bottom cards. Every card of that rank is "
                "wild and is marked with a violet band."
            ),
        ),
        Paragraph(
            N_("What a wild card can do"),
            N_(
                "A wild card counts as its own rank, or stands in for any rank from 3 to 2, never for a "
                "joker. It may stand in inside runs too, but runs end at the ace, so there it never "
                "stands for a 2. A wild card only fills a gap: it may stand for a rank "
                "only when every natural card of that rank in your hand is in the same play."
            ),
        ),
        Paragraph(
            N_("Wild cards among attachments"),
            N_(
                "Single cards and pairs attached to a triple, to four of a kind or to an "
                "airplane are natural, so a wild card there counts as its own rank; the one exception is "
                "that a wild card may complete a pair with the only natural card you hold of that rank."
            ),
        ),
        Paragraph(
            N_("Three kinds of bomb"),
            N_plural(
                "A natural bomb has no wild card standing in. A soft bomb has at least one wild card "
                "standing in for its rank. A pure-wild bomb is made only of wild cards and counts as "
                "the wild rank. With one deck a bomb is exactly four cards, wild cards "
                "included; with two decks it is {bomb_min_two} to {count} card.",
                "A natural bomb has no wild card standing in. A soft bomb has at least one wild card "
                "standing in for its rank. A pure-wild bomb is made only of wild cards and counts as "
                "the wild rank. With one deck a bomb is exactly four cards, wild cards "
                "included; with two decks it is {bomb_min_two} to {count} cards.",
            ),
            "bomb_max_two",
        ),
        Paragraph(
            N_("Order of the bombs"),
            N_(
                "A bomb with more cards beats one with fewer. Among bombs of the same size "
                "a pure-wild bomb is the highest; the others compare by rank, and at the same rank a "
                "natural bomb beats a soft one. The rocket still beats every bomb."
            ),
        ),
        Paragraph(
            N_("Scoring with wild cards"),
            N_(
                "Natural bombs, pure-wild bombs and the rocket multiply the score by {full_factor}; soft "
                "bombs by {soft_factor}. Spring and anti-spring still double it."
            ),
        ),
    ),
)

STAKE_OPTIONS = RulesSection(
    N_("Options as the Chinese apps play them"),
    N_("App options"),
    None,
    (
        Paragraph(
            N_("Call and grab"),
            N_(
                "Instead of bidding points, each player in turn may call the landlord. Once someone has "
                "called, each later player may grab the landlord once, and every grab doubles the stake; "
                "a player who did not call may not grab. If anyone grabbed, the caller gets the last "
                "word and may grab back. The last player to grab becomes the landlord, and the deal is "
                "worth {base} before the multiplier. If nobody calls, the cards are dealt again."
            ),
        ),
        Paragraph(
            N_("Doubling and super doubling"),
            N_(
                "After the landlord has taken the bottom cards, each farmer and then the landlord may "
                "double (x{double}) or, with super doubling switched on, super double (x{super_double}). "
                "A farmer's double only counts between that farmer and the landlord; the landlord's "
                "double counts against every farmer. The landlord may double whatever the farmers chose."
            ),
        ),
        Paragraph(
            N_("Open hand"),
            N_(
                "Just before the first play the landlord may turn the whole hand face up for everyone to "
                "see, which doubles the stake (x{open_factor}). The shown cards stay face up beside the "
                "landlord's name until they are played."
            ),
        ),
        Paragraph(
            N_("No-shuffle deals"),
            N_(
                "The cards are not shuffled between deals: the played tricks are gathered in the order "
                "they were played, cut once and dealt in packets of {packet}. Hands come out lumpy and "
                "bombs are common. The first deal of a session is shuffled as usual."
            ),
        ),
        Paragraph(
            N_("Cap"),
            N_(
                "A cap limits the multiplier of each settlement. Three players choose x{cap_low}, "
                "x{cap_mid}, x{cap_high} or no cap; four players choose x{cap_low}, x{cap_mid}, "
                "x{cap_high} or the usual x{cap}. The bid itself is never capped."
            ),
        ),
        Paragraph(
            N_("The result"),
            N_(
                "The result screen lists every part of the stake one by one: the bid, the grabs, the "
                "bombs and the rocket, a spring, the open hand and the cap, then each farmer's doubles "
                "and what each player wins or loses. It also replays the last trick."
            ),
        ),
        Paragraph(
            N_("Which tables offer them"),
            N_(
                "Three and four players offer every option. Two players offer doubling, super doubling, "
                "the open hand and no-shuffle deals, but neither call and grab nor a cap."
            ),
        ),
        Paragraph(
            N_("Keys for the options"),
            N_(
                "Y calls, grabs or shows the hand, and N or 0 says no. While doubling, D or 2 doubles, "
                "S or 4 super doubles and N keeps the stake. The arrows or Tab move the focus ring "
                "and Enter uses the button in focus."
            ),
        ),
    ),
)

CONTROLS = RulesSection(
    N_("Using the table"),
    N_("Keys"),
    None,
    (
        Paragraph(
            N_("Mouse and keys"),
            N_(
                "Click cards to select them, then Play. Keys: the left and right arrows move, space "
                "selects, Enter plays, P passes, H suggests a play, Escape clears the selection (with "
                "nothing selected it goes back to the menu; the deal is not scored). In a dialog, the "
                "arrows choose, Enter confirms and Escape closes it. Escape on this page goes back to "
                "the menu."
            ),
        ),
        Paragraph(
            N_("Bidding keys"),
            N_(
                "In the auction, 1, 2 or 3 bids that much and 0 or P makes no bid. The arrows or Tab "
                "move the focus ring over the bid buttons, and Enter uses the one in focus."
            ),
        ),
        Paragraph(
            N_("Touch screen"),
            N_(
                "Tap a card to select it and tap it again to put it back; slide a finger along the hand to "
                "select several cards at once. Tap a button to use it, and slide up or down to scroll a page."
            ),
        ),
    ),
)

SECTIONS: tuple[RulesSection, ...] = (THREE_PLAYERS, FOUR_PLAYERS, TWO_PLAYERS, WILD_RANK, STAKE_OPTIONS, CONTROLS)


def rule_values() -> dict[str, int]:
    """The numbers the text quotes, read from the engine's constants."""
    three = table.TableRules.three()
    four = table.TableRules.four()
    caps = [cap for cap in table.CAP_CHOICES if cap is not None]
    return {
        "three_hand": three.hand_size,
        "three_bottom": three.bottom_size,
        "max_bid": table.MAX_BID,
        "four_hand": four.hand_size,
        "four_bottom": four.bottom_size,
        "bomb_min_two": table.TWO_DECK_BOMB_SIZES[0],
        "bomb_max_two": table.TWO_DECK_BOMB_SIZES[1],
        "cap": table.FOUR_PLAYER_MULTIPLIER_CAP,
        "turn_seconds": table.TURN_LIMIT_MS // 1000,
        "deal_minutes": table.DEAL_LIMIT_MS // 60_000,
        "two_hand": table.TWO_PLAYER_HAND,
        "two_bottom": table.TWO_PLAYER_BOTTOM,
        "two_set_aside": table.TWO_PLAYER_SET_ASIDE,
        "max_allowance": table.MAX_ALLOWANCE,
        "default_allowance": table.DEFAULT_ALLOWANCE,
        "full_factor": scoring.WILD_TABLE_FULL_BOMB_FACTOR,
        "soft_factor": scoring.SOFT_BOMB_FACTOR,
        "base": table.CALL_GRAB_BASE,
        "double": table.DOUBLE_FACTOR,
        "super_double": table.SUPER_DOUBLE_FACTOR,
        "open_factor": table.OPEN_HAND_FACTOR,
        "packet": table.NO_SHUFFLE_PACKET,
        "cap_low": caps[0],
        "cap_mid": caps[1],
        "cap_high": caps[2],
    }


def rendered(section: RulesSection) -> list[tuple[str, str]]:
    """(heading, body) pairs of a section in the current language, numbers filled in."""
    values = rule_values()
    return [(_(p.heading), p.text(values)) for p in section.paragraphs]


def full_text() -> str:
    """Every section as plain text in the current language (tests, tools)."""
    parts: list[str] = []
    for section in SECTIONS:
        parts.append(_(section.title))
        parts += [f"{heading}\n{body}" for heading, body in rendered(section)]
    return "\n\n".join(parts)

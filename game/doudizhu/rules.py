"""The Dou Dizhu table catalogue: every variant is one frozen ``TableRules`` value.

A table is data, not code: which combination kinds exist, how long runs must be, how
big bombs may be, what a rocket is, how the auction ends, the multiplier cap, the
two-player allowance, the wild rank and the clock are all fields read by the one
engine. The three factories build the tables of docs/RULES.md Part B; the wild rank (B.4)
is ``dataclasses.replace(rules, wild=True)`` on any of them.

Every **Decision** of docs/RULES.md Part B is one named constant below, used as the
default of the matching field; the two bomb-order decisions of B.4 live next to the
order itself (``combos.PURE_WILD_TOPS_ITS_SIZE``, ``combos.NATURAL_BEATS_SOFT``), and
the multiplier steps in ``scoring``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from game.core.cards import NATURAL_RANKS, Rank
from game.doudizhu.combos import ComboKind

# --- Decisions of docs/RULES.md Part B, one constant each -------------------------------

#: B.1/B.2: a player who passes in the auction may not bid again in that auction.
PASS_IS_FINAL = True
#: B.1: single wings may hold a pair of one rank but never three of a rank, with one
#: exception taken from the Decision on ambiguous sets: a three-triple core whose three
#: wings are the rank just below or above it, so that ``333444555666`` reads both as an airplane of four
#: triples and as an airplane of three with single wings (two readings, two moves).
#: The exception exists only for sets that also read as the longer airplane, so the
#: wing triple is a run rank: ``333444555 777`` and ``QQQKKKAAA 222`` (a 2 is never in
#: a run) stay refused. Off: a triple is never a wing.
ADJACENT_TRIPLE_WINGS = True
#: B.2: two black jokers (or two red jokers) are a pair; a black and a red joker are not.
JOKER_PAIRS_WITH_TWO_DECKS = True
#: B.3: one deck; 17 cards each, 3 bottom cards to the landlord, 17 set aside face down.
TWO_PLAYER_HAND = 17
TWO_PLAYER_BOTTOM = 3
TWO_PLAYER_SET_ASIDE = 17
#: B.3: the farmer also wins once their hand holds at most this many cards (0 to 5).
DEFAULT_ALLOWANCE = 2
MAX_ALLOWANCE = 5
#: B.4, decided for this engine: with one deck a bomb is exactly four cards, wild
#: cards included; with two decks a bomb is 4 to 8 cards.
ONE_DECK_BOMB_SIZES = (4, 4)
TWO_DECK_BOMB_SIZES = (4, 8)
#: B.2 (seed 004): the multiplier never exceeds this on the four-player table.
FOUR_PLAYER_MULTIPLIER_CAP = 1024
#: B.2 (seed 004): clock limits, in milliseconds of game time.
TURN_LIMIT_MS = 40_000
DEAL_LIMIT_MS = 300_000
#: B.4: the wild rank is drawn after the auction from 3..2 (never a joker).
WILD_RANK_CHOICES: tuple[Rank, ...] = NATURAL_RANKS
#: B.1/B.2/B.3: the highest bid; a bid of this value ends the auction at once.
MAX_BID = 3
#: B.5 (call and grab): a seat that declined to call may not grab afterwards.
DECLINER_MAY_GRAB = False
#: B.5: every grab doubles the stake; the call itself does not.
GRAB_FACTOR = 2
#: B.5: the base of a call-and-grab deal (what a points bid is in the points auction).
CALL_GRAB_BASE = 1
#: B.5 (doubling): a double multiplies a settlement by 2, a super double by 4.
DOUBLE_FACTOR = 2
SUPER_DOUBLE_FACTOR = 4
#: B.5 (doubling): the landlord may double whether or not a farmer doubled.
LANDLORD_ALWAYS_MAY_DOUBLE = True
#: B.5 (open hand): showing the hand before the first play doubles the stake.
OPEN_HAND_FACTOR = 2
#: B.5 (no-shuffle deals): the next deal is dealt in packets of this many cards.
NO_SHUFFLE_PACKET = 4
#: B.5 (caps): the caps a three- or four-player table may choose (``None``: no cap).
CAP_CHOICES: tuple[int | None, ...] = (None, 24, 48, 96)
#: B.5: the tables the call-and-grab auction and the caps are offered on.
CALL_GRAB_PLAYERS = (3, 4)
CAP_PLAYERS = (3, 4)


class BiddingKind(Enum):
    """How the landlord is chosen (B.1 points auction, or B.5 call and grab)."""

    POINTS = "points"  # bid 1, 2 or 3 (叫分)
    CALL_GRAB = "call_grab"  # call, then grab (叫地主 / 抢地主)


class DoublingKind(Enum):
    """Whether the seats may double once the landlord is known (B.5, 加倍)."""

    NONE = "none"
    DOUBLE = "double"  # x2
    SUPER = "super"  # x2, or a super double x4 (超级加倍)


class AllPassOutcome(Enum):
    """What happens when nobody bids."""

    REDEAL = "redeal"  # B.1, B.3: shuffle again (same generator) and bid again
    FIRST_BIDDER_AT_ONE = "first_bidder_at_one"  # B.2: the first bidder is landlord at 1


B1_KINDS = frozenset(
    {
        ComboKind.SINGLE,
        ComboKind.PAIR,
        ComboKind.TRIPLE,
        ComboKind.TRIPLE_SINGLE,
        ComboKind.TRIPLE_PAIR,
        ComboKind.STRAIGHT,
        ComboKind.PAIR_RUN,
        ComboKind.AIRPLANE,
        ComboKind.AIRPLANE_SINGLES,
        ComboKind.AIRPLANE_PAIRS,
        ComboKind.FOUR_TWO_SINGLES,
        ComboKind.FOUR_TWO_PAIRS,
    }
)
#: B.2: no triple with a single, no single wings, no four with attachments.
B2_KINDS = B1_KINDS - {
    ComboKind.TRIPLE_SINGLE,
    ComboKind.AIRPLANE_SINGLES,
    ComboKind.FOUR_TWO_SINGLES,
    ComboKind.FOUR_TWO_PAIRS,
}


@dataclass(frozen=True)
class TableRules:
    """One Dou Dizhu table. Invariant: ``players * hand_size + bottom_size +
    set_aside_size == 54 * decks`` (every card is dealt somewhere).

    ``kinds`` lists the ordinary combination kinds of the table (bombs and the rocket
    always exist). Runs never hold a 2 or a joker: they end at ``run_top`` (the ace).
    ``rocket_jokers`` is 2 (black + red joker) or 4 (all four jokers of two decks).
    ``allowance`` is ``None`` except on the two-player table. ``clock`` switches the
    turn and deal limits on.

    The B.5 options, all off by default (the seed rules): ``bidding`` (points auction or
    call and grab, the latter for 3 and 4 players), ``doubling`` (none, double, or
    double and super double), ``open_hand`` (the landlord may show the hand for x2),
    ``no_shuffle`` (the next deal is dealt from this deal's gathered cards: see
    ``deck_order.next_deal_order``) and the cap ``multiplier_cap`` (for 3 and 4
    players: ``CAP_CHOICES``, and the four-player table's 1024).
    """

    players: int
    decks: int
    hand_size: int
    bottom_size: int
    set_aside_size: int = 0
    kinds: frozenset[ComboKind] = B1_KINDS
    min_straight: int = 5
    min_pair_run: int = 3
    min_airplane: int = 2
    adjacent_triple_wings: bool = ADJACENT_TRIPLE_WINGS
    run_top: Rank = Rank.ACE
    joker_pairs: bool = False
    bomb_min: int = ONE_DECK_BOMB_SIZES[0]
    bomb_max: int = ONE_DECK_BOMB_SIZES[1]
    rocket_jokers: int = 2
    max_bid: int = MAX_BID
    pass_is_final: bool = PASS_IS_FINAL
    all_pass: AllPassOutcome = AllPassOutcome.REDEAL
    multiplier_cap: int | None = None
    allowance: int | None = None
    wild: bool = False
    clock: bool = False
    turn_ms: int = TURN_LIMIT_MS
    deal_ms: int = DEAL_LIMIT_MS
    bidding: BiddingKind = BiddingKind.POINTS
    doubling: DoublingKind = DoublingKind.NONE
    open_hand: bool = False
    no_shuffle: bool = False

    def __post_init__(self) -> None:
        if self.players * self.hand_size + self.bottom_size + self.set_aside_size != 54 * self.decks:
            raise ValueError("the hands, bottom and set-aside cards must use every card")
        if self.allowance is not None and not 0 <= self.allowance <= MAX_ALLOWANCE:
            raise ValueError(f"the allowance is 0 to {MAX_ALLOWANCE}")
        if self.rocket_jokers not in (2, 4) or self.rocket_jokers > 2 * self.decks:
            raise ValueError("a rocket is two jokers (one deck) or four (two decks)")
        if self.bidding is BiddingKind.CALL_GRAB and self.players not in CALL_GRAB_PLAYERS:
            raise ValueError("call and grab is for three and four players")
        if self.multiplier_cap is not None and (self.players not in CAP_PLAYERS or self.multiplier_cap < 1):
            raise ValueError("a multiplier cap is a positive number, for three and four players")

    @property
    def num_players(self) -> int:
        return self.players

    @classmethod
    def three(cls) -> TableRules:
        """B.1: three players, one deck, 17 cards each, 3 bottom cards."""
        return cls(players=3, decks=1, hand_size=17, bottom_size=3)

    @classmethod
    def four(cls) -> TableRules:
        """B.2: four players, two decks, 25 cards each, 8 bottom cards, clock on."""
        return cls(
            players=4,
            decks=2,
            hand_size=25,
            bottom_size=8,
            kinds=B2_KINDS,
            joker_pairs=JOKER_PAIRS_WITH_TWO_DECKS,
            bomb_min=TWO_DECK_BOMB_SIZES[0],
            bomb_max=TWO_DECK_BOMB_SIZES[1],
            rocket_jokers=4,
            all_pass=AllPassOutcome.FIRST_BIDDER_AT_ONE,
            multiplier_cap=FOUR_PLAYER_MULTIPLIER_CAP,
            clock=True,
        )

    @classmethod
    def two(cls, allowance: int = DEFAULT_ALLOWANCE) -> TableRules:
        """B.3: two players, one deck, 17 cards each, 3 bottom, 17 set aside."""
        return cls(
            players=2,
            decks=1,
            hand_size=TWO_PLAYER_HAND,
            bottom_size=TWO_PLAYER_BOTTOM,
            set_aside_size=TWO_PLAYER_SET_ASIDE,
            allowance=allowance,
        )


@dataclass(frozen=True)
class StakeOptions:
    """The B.5 options as one value, to switch on over any table of the catalogue.

    ``cap``: ``None`` keeps the table's own cap (none on three players, 1024 on four);
    a number from ``CAP_CHOICES`` replaces it. The defaults change nothing.
    """

    bidding: BiddingKind = BiddingKind.POINTS
    doubling: DoublingKind = DoublingKind.NONE
    open_hand: bool = False
    no_shuffle: bool = False
    cap: int | None = None

    def apply(self, rules: TableRules) -> TableRules:
        """``rules`` with these options (``ValueError`` where the table does not offer one)."""
        cap = rules.multiplier_cap if self.cap is None else self.cap
        return replace(
            rules,
            bidding=self.bidding,
            doubling=self.doubling,
            open_hand=self.open_hand,
            no_shuffle=self.no_shuffle,
            multiplier_cap=cap,
        )

"""The lessons' script: one guided deal of Dou Dizhu and one of Daifugo, on arranged hands (no pygame).

A :class:`Script` is a list of :class:`Step` s and the arranged deals they are played on
(:attr:`Step.deal`; the Dou Dizhu lesson has a second, short deal with the Chinese apps'
options of docs/RULES.md B.5: call and grab, doubling and the open hand). Each step has a
text that explains one rule, and either nothing to do (the player reads it and goes on) or
one move the player is asked to make (:class:`Expect`: the ranks to play, a bid, a B.5
choice, or a pass), with the cards to point at. What the computer seats do is scripted (:attr:`Step.before`),
so the whole lesson is deterministic. The scripted table that plays a script is
:mod:`game.table.tutorial`.

Invariants:

- Each deal is a real engine state built with the engine's own constructors (the Dou
  Dizhu lesson's are full deals in the auction, :meth:`DealState.dealt`; the Daifugo lesson a
  round in play, :meth:`SessionState.arranged`). The steps of one deal come together, in
  the order of the deals, the first step on deal 0.
- The expected move of a step is checked by ranks (which suits the player picks does not
  matter); scripted moves name ranks the seat holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.climbing.options import ClimbingOptions, RuleId, daifugo
from game.climbing.state import SessionState
from game.core.cards import Card, Rank
from game.core.reason import Reason
from game.doudizhu.moves import Call, Double, Grab, OpenHand, StakeMove
from game.doudizhu.notation import hands_of, parse_ranks
from game.doudizhu.rules import BiddingKind, DoublingKind, StakeOptions, TableRules
from game.doudizhu.state import DealState
from game.i18n import N_
from game.table.registry import Family

HUMAN = 0
"""The seat the player sits at (the Dou Dizhu landlord; the Daifugo leader)."""

DEFAULT_HINT = N_("That is not the move this step asks for. Pick the cards the arrows point at, then press Play.")
PASS_HINT = N_("This time, press Pass instead of playing cards.")
BID_HINT = N_("This is the auction: press the bid the text asks for.")
STAKE_HINT = N_("Press the choice the text asks for: the button with the gold ring.")
READ_HINT = N_("Read the text, then press Next to go on.")
NOT_A_COMBINATION = Reason(N_("not a valid combination"))
NO_AUCTION = Reason(N_("this game has no auction"))

STAKES = StakeOptions(bidding=BiddingKind.CALL_GRAB, doubling=DoublingKind.SUPER, open_hand=True)
"""The apps' options of the Dou Dizhu lesson's second deal (docs/RULES.md B.5)."""

State = DealState | SessionState


@dataclass(frozen=True)
class Expect:
    """A move in rank notation: the ranks to play (``"99"``, ``"45678"``, ``"BR"`` for the
    rocket), or a ``bid`` of points (Dou Dizhu's auction; 0 passes there), or a B.5
    ``stake`` move (a call, a grab, a double, the open hand), or, with none, a pass."""

    ranks: str = ""
    bid: int | None = None
    stake: StakeMove | None = None

    @property
    def is_pass(self) -> bool:
        return not self.ranks and not self.bid and self.stake is None

    @property
    def is_bid(self) -> bool:
        return bool(self.bid)

    def takes_bid(self, value: int) -> bool:
        """A bid of ``value`` is this move (a pass in the auction is a bid of 0)."""
        return value == self.bid or (value == 0 and self.is_pass)

    def plays(self, cards: Sequence[Card]) -> bool:
        """Playing ``cards`` is this move."""
        return bool(cards) and ranks_of(cards) == Counter(parse_ranks(self.ranks))


@dataclass(frozen=True)
class Scripted:
    """A computer seat's move: ``ranks`` in rank notation, or a ``bid``, or a B.5 ``stake``
    move; none: a pass."""

    seat: int
    ranks: str = ""
    bid: int | None = None
    stake: StakeMove | None = None


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    ``text``: the explanation (an ``N_`` message id, whole sentences; it may name the facts
    of :meth:`Script.facts`). ``before``: the computer seats' moves, played when the step
    starts (its text can tell what they did). ``expect``: the move the player makes to go on
    (None: the player reads and presses Next). ``hint``: what a wrong move is told.
    ``bottom``: the arrows point at the bottom cards in the player's hand. ``deal``: which of
    the script's arranged deals the step is on (:meth:`Script.start`); the first step of a
    new deal starts it.
    """

    text: str
    expect: Expect | None = None
    before: tuple[Scripted, ...] = ()
    hint: str = DEFAULT_HINT
    bottom: bool = False
    deal: int = 0


def ranks_of(cards: Sequence[Card]) -> Counter[Rank]:
    return Counter(card.rank for card in cards)


def pick(hand: Sequence[Card], ranks: str) -> list[Card]:
    """Cards of ``hand`` with the ranks written in ``ranks`` (the first held of each);
    raises ``ValueError`` when the hand lacks one."""
    left = list(hand)
    chosen: list[Card] = []
    for rank in parse_ranks(ranks):
        card = next((c for c in left if c.rank == rank), None)
        if card is None:
            raise ValueError(f"the hand holds no more {rank.symbol}")
        left.remove(card)
        chosen.append(card)
    return chosen


class Script:
    """One family's lesson: its arranged start and its steps.

    ``hands`` are written in rank notation (:func:`game.doudizhu.notation.hands_of` gives each
    seat distinct physical cards, suits in deck order)."""

    family: Family
    title: str
    steps: tuple[Step, ...]
    players: int

    def start(self, deal: int = 0) -> State:
        """The arranged state of deal ``deal`` (0: the lesson's start)."""
        raise NotImplementedError

    def facts(self, state: State) -> dict[str, object]:
        """Numbers the step texts may name (``{bid}`` and so on); none by default."""
        return {}


class DouDizhuScript(Script):
    """Dou Dizhu on the three-player table: a full deal (17 cards each and 3 bottom cards),
    an auction the player wins, and a deal the landlord wins with a spring. Then a second
    deal with the apps' options (:data:`STAKES`): the player calls the landlord, grabs it
    back after the next player grabbed, doubles after one farmer did and shows the hand; the
    lesson ends before the first play.

    The farmers' passes after the player's plays are forced: neither farmer holds a higher
    combination of the kind, a bomb or the rocket (tests check the engine lists only Pass)."""

    family = Family.DOUDIZHU
    title = N_("Tutorial: Dou Dizhu")
    players = 3
    hands = ("3 4 5 666 77 99 TT JJ KK B", "33 44 5 6 88 9 T QQ K AA 22", "3 4 55 7 88 9 T JJ QQ AA 22")
    bottom = "7 K R"
    first_bidder = 1
    stake_hands = ("33 4 5 6 7 8 9 TTTT QQ AA B", "3 44 55 66 7 8 9 JJ KK A 22", "3 4 5 6 77 88 99 JJ QQ K A 2")
    stake_bottom = "K 2 R"
    steps = (
        Step(N_("Welcome to Dou Dizhu! Each of the three players gets 17 cards, and the last three stay face "
                "down in the middle: the bottom cards. One player becomes the landlord and plays alone against "
                "the other two, the farmers, who win or lose together. The first side to get rid of all its "
                "cards wins the deal.")),
        Step(N_("First, an auction decides who is the landlord. In turn, each player bids 1, 2 or 3 points, "
                "more than the bid before, or passes, and a pass is final. The player after you bid 1 and the "
                "next one passed. Your hand is strong, with many pairs and a joker: bid 3. Nobody can bid "
                "higher, so that ends the auction at once."),
             Expect(bid=3), before=(Scripted(1, bid=1), Scripted(2, bid=0)), hint=BID_HINT),
        Step(N_("You won the auction, so you are the landlord. The bottom cards are turned face up for "
                "everyone to see and join your hand, which now holds 20 cards (the arrows point at them). "
                "The red joker among them gives you both jokers. Your bid of 3 is what the deal is worth "
                "before it is doubled."), bottom=True),
        Step(N_("The landlord leads the first trick and may play any combination: a single card, a pair, "
                "five or more cards in a row (a straight), or one of those you meet now. Three cards of one rank "
                "are a triple. It may go alone, or carry one extra card or one pair of another rank. Play "
                "your three kings with the 5."),
             Expect("KKK5")),
        Step(N_("Neither farmer had a higher triple, so both passed and you lead again. Three or more pairs "
                "of consecutive ranks make a pair run. Runs stop at the ace: a 2 or a joker never joins one. "
                "Play your pairs of 9s, 10s and jacks."),
             Expect("99TTJJ"), before=(Scripted(1), Scripted(2))),
        Step(N_("Nobody could beat that either. Two or more triples of consecutive ranks make an airplane. "
                "It may carry wings: one extra card for each triple, or one pair "
                "for each triple. Play your 6s and 7s with the 3 and the 4 as wings."),
             Expect("66677734"), before=(Scripted(1), Scripted(2))),
        Step(N_("Passed again. Four cards of one rank are a bomb, which beats any combination except a "
                "higher bomb and the rocket. The two jokers together are the rocket, which beats "
                "everything. Each bomb or rocket played doubles the deal's multiplier. Play the rocket: "
                "your last two cards."),
             Expect("BR"), before=(Scripted(1), Scripted(2))),
        Step(N_("You are out of cards before either farmer played a single one: that is a spring, which "
                "doubles the multiplier once more. Each farmer pays you the bid times the multiplier, "
                "{bid} × {multiplier} = {share}, so you win {points}. The Rules screen lists every "
                "combination, four of a kind with two extra cards too.")),
        Step(N_("Many apps add a few steps before the play; the menu's App options switch them on. Here is a "
                "new deal with three of them: call and grab, doubling and the open hand. There are no points "
                "to bid: the deal is worth 1, and each step can multiply it."), deal=1),
        Step(N_("In turn, each player calls the landlord or not. You are first, and your hand is strong, "
                "with four 10s (a bomb) and a joker: call the landlord."),
             Expect(stake=Call(True)), hint=STAKE_HINT, deal=1),
        Step(N_("Once a player has called, each of the others in turn may grab the landlord role once, and "
                "every grab doubles the multiplier. The next player grabbed; the one after let it go. The "
                "caller has the last word: grab it back and you are the landlord."),
             Expect(stake=Grab(True)), before=(Scripted(1, stake=Grab(True)), Scripted(2, stake=Grab(False))),
             hint=STAKE_HINT, deal=1),
        Step(N_("The bottom cards are yours: the red joker, a king and a 2. Now each farmer and then the "
                "landlord may double. A farmer's double counts only between that farmer and the landlord; "
                "the landlord's counts against both. A super double multiplies by 4 instead of 2. The next "
                "player doubled and the other did not: double too."),
             Expect(stake=Double(2)), before=(Scripted(1, stake=Double(2)), Scripted(2, stake=Double(1))),
             hint=STAKE_HINT, bottom=True, deal=1),
        Step(N_("Last, before the first play, the landlord may show the hand face up to everyone, which "
                "doubles the multiplier once more. With the rocket, a bomb and a long straight you need not "
                "hide much: show your hand."),
             Expect(stake=OpenHand(True)), hint=STAKE_HINT, deal=1),
        Step(N_("Everyone sees your cards now. The two grabs and the open hand make the multiplier "
                "{multiplier}; with the doubles on top, the farmer who doubled would pay the deal's worth "
                "x{doubled} and the other x{single}. From here the deal is played as before. The "
                "Statistics screen counts your grabs, doubles and open hands."), deal=1),
    )

    def rules(self, deal: int) -> TableRules:
        """The three-player table; on deal 1 with the :data:`STAKES` options."""
        return STAKES.apply(TableRules.three()) if deal else TableRules.three()

    def start(self, deal: int = 0) -> DealState:
        *hands, bottom = hands_of((*self.stake_hands, self.stake_bottom) if deal else (*self.hands, self.bottom))
        return DealState.dealt(self.rules(deal), hands, bottom, HUMAN if deal else self.first_bidder)

    def facts(self, state: State) -> dict[str, object]:
        """At the end of deal 0: the bid, the multiplier, each farmer's share and the player's
        points. Once the hand is shown on deal 1: the multiplier and what each farmer's
        settlement would multiply the deal's worth by (the farmer's and the landlord's doubles
        on top)."""
        assert isinstance(state, DealState)
        result = state.result
        if result is not None:
            return {"bid": result.bid, "multiplier": result.multiplier, "share": result.bid * result.multiplier,
                    "points": result.points[HUMAN]}
        if not state.opened:
            return {}
        own = state.doubles[HUMAN] or 1
        doubled, single = ((state.doubles[farmer] or 1) * own * state.multiplier for farmer in (1, 2))
        return {"multiplier": state.multiplier, "doubled": doubled, "single": single}


def tutorial_options() -> ClimbingOptions:
    """Daifugo for four players without jokers, with only the two house rules the lesson
    shows (8 Cut and Revolution), so every other rule stays out of the way."""
    rules: dict[str, Any] = {rule.value: rule in (RuleId.EIGHT_CUT, RuleId.REVOLUTION) for rule in RuleId}
    return replace(daifugo(), **rules, players=4, jokers=0, rounds=1)


class ClimbingScript(Script):
    """Daifugo, four players; the player leads."""

    family = Family.CLIMBING
    title = N_("Tutorial: Daifugo")
    players = 4
    hands = ("3 4 66 8 9999 K 2", "77 TT Q K A", "3 4 5 6 J K", "5 J QQ A 2")
    steps = (
        Step(N_("Welcome to Daifugo! Be the first to play all your cards. From weakest to strongest the "
                "ranks are 3, 4 and so on up to king, ace and 2. Play a card or a set of equal cards "
                "higher than the last play, or pass; once you pass you sit out until the trick ends.")),
        Step(N_("You lead. Start with a single card: play your 4."), Expect("4")),
        Step(N_("The others raised the single to a 7 and then a jack; the last player passed. "
                "Beat the jack with your king."),
             Expect("K"), before=(Scripted(1, "7"), Scripted(2, "J"), Scripted(3, ""))),
        Step(N_("Nobody beat your king, so the trick is over and you lead again. Sets must match in size: "
                "a pair is only beaten by a higher pair. Play your pair of 6s."),
             Expect("66"), before=(Scripted(1, ""), Scripted(2, ""))),
        Step(N_("Your 6s were beaten by 10s and then by queens. You hold no higher pair, so press Pass."),
             Expect(""), before=(Scripted(1, "TT"), Scripted(2, ""), Scripted(3, "QQ")), hint=PASS_HINT),
        Step(N_("The queens won the trick, and their player led a single 5. A play of 8s "
                "is an 8 Cut: it ends the trick at once and you lead the next one. Play your 8."),
             Expect("8"), before=(Scripted(1, ""), Scripted(3, "5"))),
        Step(N_("The 8 cut the trick and you lead again. Four cards of one rank make a Revolution: from then on "
                "the order is upside down, the 3 is the strongest and the 2 the weakest. Play your four 9s."),
             Expect("9999")),
        Step(N_("Nobody could answer, so you lead. Since the Revolution your 2 is the weakest card: "
                "lead it now, while it is of no other use."),
             Expect("2"), before=(Scripted(1, ""), Scripted(2, ""), Scripted(3, ""))),
        Step(N_("A 7 beat your 2, because lower cards are stronger now. Your 3 is the strongest card of all: "
                "play it and you are out."),
             Expect("3"), before=(Scripted(1, "7"), Scripted(2, ""), Scripted(3, ""))),
        Step(N_("You went out first: in Daifugo that makes you the Daifugo, the grand millionaire. In the next "
                "round the last player gives you their best cards. A real game has more house rules; "
                "the Rules screen explains each one and lets you switch them.")),
    )

    def start(self, deal: int = 0) -> SessionState:
        return SessionState.arranged(tutorial_options(), hands_of(self.hands), turn=HUMAN)


SCRIPTS: dict[Family, type[Script]] = {Family.DOUDIZHU: DouDizhuScript, Family.CLIMBING: ClimbingScript}

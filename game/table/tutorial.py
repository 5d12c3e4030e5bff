"""The first guided deals: one of Dou Dizhu and one of Daifugo, on arranged hands (no pygame).

A :class:`Tutorial` walks through a list of :class:`Step` s. Each step has a text that
explains one rule, and either nothing to do (the player reads it and goes on) or one move
the player is asked to make (:class:`Expect`: the ranks to play, a bid, or a pass), with the
cards to point at. What the computer seats do is scripted (:attr:`Step.before`), so the
whole lesson is deterministic.

Invariants:

- The game is a real engine state built with the engine's own constructors (the Dou Dizhu
  lesson is a full deal in the auction, :meth:`DealState.dealt`; the Daifugo lesson a round
  in play, :meth:`SessionState.arranged`); every move, scripted or the player's, goes
  through the engine's ``apply``, so only legal moves happen.
- A move that is not the one the step asks for is refused with the step's hint and, when
  the engine would refuse it too, the engine's reason (for a selection, the same
  ``refusal`` the tables give: Play with nothing selected says so); the state and the step
  stay as they were.
- The expected move of a step is checked by ranks (which suits the player picks does not
  matter); scripted moves name ranks the seat holds.
- :attr:`Tutorial.shown` is the current trick (or the auction): each seat's last action in
  it. A move after which nothing is left to beat (every other seat passed, an 8 Cut) ends
  the trick and clears it, and so does the end of the auction, so a step that says the
  trick is over never shows its cards or passes.
- :meth:`Tutorial.back` returns to the start of the previous step exactly as it was
  (each step's starting state is kept as a copy).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from game.climbing import moves as climbing_moves
from game.climbing.options import ClimbingOptions, RuleId, daifugo
from game.climbing.state import SessionState
from game.core.cards import Card, Rank
from game.core.reason import IllegalMove, Phrase, Reason
from game.doudizhu import moves as ddz_moves
from game.doudizhu.notation import hands_of, parse_ranks
from game.doudizhu.observation import Phase
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from game.i18n import N_
from game.table.registry import Family
from game.table.shows import ShownAction

HUMAN = 0
"""The seat the player sits at (the Dou Dizhu landlord; the Daifugo leader)."""

DEFAULT_HINT = N_("That is not the move this step asks for. Pick the cards the arrows point at, then press Play.")
PASS_HINT = N_("This time, press Pass instead of playing cards.")
BID_HINT = N_("This is the auction: press the bid the text asks for.")
READ_HINT = N_("Read the text, then press Next to go on.")
NOT_A_COMBINATION = Reason(N_("not a valid combination"))
NO_AUCTION = Reason(N_("this game has no auction"))

State = DealState | SessionState
Shown = ShownAction[Any]
"""What a seat did last in the current trick or auction: the engine's move and its cards."""


class Act(Enum):
    """What the player pressed."""

    PLAY = "play"
    PASS = "pass"
    BID = "bid"


@dataclass(frozen=True)
class Expect:
    """A move in rank notation: the ranks to play (``"99"``, ``"45678"``, ``"BR"`` for the
    rocket), or a ``bid`` of points (Dou Dizhu's auction; 0 passes there), or, with neither,
    a pass."""

    ranks: str = ""
    bid: int | None = None

    @property
    def is_pass(self) -> bool:
        return not self.ranks and not self.bid

    @property
    def is_bid(self) -> bool:
        return bool(self.bid)

    def accepts(self, act: Act, cards: Sequence[Card], bid: int | None) -> bool:
        """The player's act is this move (a pass in the auction is a bid of 0)."""
        if act is Act.PASS:
            return self.is_pass
        if act is Act.BID:
            return bid == self.bid or (bid == 0 and self.is_pass)
        return bool(cards) and ranks_of(cards) == Counter(parse_ranks(self.ranks))


@dataclass(frozen=True)
class Scripted:
    """A computer seat's move: ``ranks`` in rank notation, or a ``bid``; neither: a pass."""

    seat: int
    ranks: str = ""
    bid: int | None = None


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    ``text``: the explanation (an ``N_`` message id, whole sentences; it may name the facts
    of :meth:`Script.facts`). ``before``: the computer seats' moves, played when the step
    starts (its text can tell what they did). ``expect``: the move the player makes to go on
    (None: the player reads and presses Next). ``hint``: what a wrong move is told.
    ``bottom``: the arrows point at the bottom cards in the player's hand.
    """

    text: str
    expect: Expect | None = None
    before: tuple[Scripted, ...] = ()
    hint: str = DEFAULT_HINT
    bottom: bool = False


@dataclass(frozen=True)
class Outcome:
    """What a try did: ``accepted``, else the ``hint`` and the engine's ``reason`` (if any)."""

    accepted: bool
    hint: Phrase | None = None
    reason: Reason | None = None


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
    """One family's lesson: its arranged start, its steps and how acts become moves.

    ``hands`` are written in rank notation (:func:`game.doudizhu.notation.hands_of` gives each
    seat distinct physical cards, suits in deck order)."""

    family: Family
    title: str
    steps: tuple[Step, ...]
    players: int

    def start(self) -> State:
        raise NotImplementedError

    def apply(self, state: State, seat: int, cards: Sequence[Card], bid: int | None = None) -> Any:
        """Play ``cards`` (empty, without a ``bid``: pass) or bid for ``seat`` through the
        engine; the move applied. Raises :class:`IllegalMove` and changes nothing when the
        engine refuses."""
        raise NotImplementedError

    def trick_over(self, state: State) -> bool:
        """The table is clear: the trick just ended, or the auction did (see the module docstring)."""
        raise NotImplementedError

    def facts(self, state: State) -> dict[str, object]:
        """Numbers the step texts may name (``{bid}`` and so on); none by default."""
        return {}


class DouDizhuScript(Script):
    """Dou Dizhu on the three-player table: a full deal (17 cards each and 3 bottom cards),
    an auction the player wins, and a deal the landlord wins with a spring.

    The farmers' passes after the player's plays are forced: neither farmer holds a higher
    combination of the kind, a bomb or the rocket (tests check the engine lists only Pass)."""

    family = Family.DOUDIZHU
    title = N_("Tutorial: Dou Dizhu")
    players = 3
    hands = ("3 4 5 666 77 99 TT JJ KK B", "33 44 5 6 88 9 T QQ K AA 22", "3 4 55 7 88 9 T JJ QQ AA 22")
    bottom = "7 K R"
    first_bidder = 1
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
    )

    def start(self) -> DealState:
        *hands, bottom = hands_of((*self.hands, self.bottom))
        return DealState.dealt(TableRules.three(), hands, bottom, self.first_bidder)

    def apply(self, state: State, seat: int, cards: Sequence[Card], bid: int | None = None) -> Any:
        assert isinstance(state, DealState)
        move: ddz_moves.Move
        if bid is not None:
            move = ddz_moves.Bid(bid)
        elif not cards:
            move = ddz_moves.Bid(0) if state.phase is Phase.BIDDING else ddz_moves.Pass()
        else:
            plays = state.plays_for_selection(seat, list(cards))
            if not plays:
                raise IllegalMove(state.refusal(seat, list(cards)) or NOT_A_COMBINATION)
            state.apply(seat, plays[0], list(cards))
            return plays[0]
        state.apply(seat, move)
        return move

    def trick_over(self, state: State) -> bool:
        assert isinstance(state, DealState)
        return state.phase is Phase.PLAYING and state.to_beat is None

    def facts(self, state: State) -> dict[str, object]:
        """At the end: the bid, the multiplier, each farmer's share and the player's points."""
        assert isinstance(state, DealState)
        result = state.result
        if result is None:
            return {}
        return {"bid": result.bid, "multiplier": result.multiplier, "share": result.bid * result.multiplier,
                "points": result.points[HUMAN]}


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

    def start(self) -> SessionState:
        return SessionState.arranged(tutorial_options(), hands_of(self.hands), turn=HUMAN)

    def apply(self, state: State, seat: int, cards: Sequence[Card], bid: int | None = None) -> Any:
        assert isinstance(state, SessionState)
        if bid is not None:
            raise IllegalMove(NO_AUCTION)
        if not cards:
            state.apply(seat, climbing_moves.Pass())
            return climbing_moves.Pass()
        for move in state.legal_moves(seat):
            if isinstance(move, climbing_moves.PlayCards) and set(move.cards) == set(cards):
                state.apply(seat, move)
                return move
        raise IllegalMove(state.refusal(seat, list(cards)) or NOT_A_COMBINATION)

    def trick_over(self, state: State) -> bool:
        assert isinstance(state, SessionState)
        return state.top is None


SCRIPTS: dict[Family, type[Script]] = {Family.DOUDIZHU: DouDizhuScript, Family.CLIMBING: ClimbingScript}


@dataclass
class Tutorial:
    """A lesson in progress: the engine state, the step the player is on and what each seat
    showed in the current trick (see the module docstring for the invariants)."""

    script: Script
    state: State = field(init=False)
    index: int = field(default=0, init=False)
    shown: dict[int, Shown] = field(default_factory=dict, init=False)
    finished: bool = field(default=False, init=False)
    """The player went through the last step (Next on it)."""
    _starts: list[tuple[State, dict[int, Shown]]] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.state = self.script.start()
        self._enter(0)

    @classmethod
    def of(cls, family: Family) -> Tutorial:
        return cls(SCRIPTS[family]())

    # -- reading -------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.script.steps)

    @property
    def is_last(self) -> bool:
        return self.index == self.count - 1

    @property
    def bidding(self) -> bool:
        """The deal is in its auction (the scene offers bids instead of Play)."""
        return isinstance(self.state, DealState) and self.state.phase is Phase.BIDDING

    def text(self) -> Phrase:
        """The step's explanation, with the facts it names."""
        return Phrase.of(self.step.text, **self.script.facts(self.state))

    def hand(self, seat: int = HUMAN) -> list[Card]:
        return list(self.state.hands[seat])

    def pointed(self) -> list[Card]:
        """The cards in the player's hand the arrows point at: the ones the step asks them to
        play, or the bottom cards (empty for a pass, a bid or another reading step)."""
        expect = self.step.expect
        if self.step.bottom and isinstance(self.state, DealState):
            return [card for card in self.state.bottom if card in self.state.hands[HUMAN]]
        if expect is None or not expect.ranks:
            return []
        return pick(self.state.hands[HUMAN], expect.ranks)

    def may_go_on(self) -> bool:
        """Next is open on a step with nothing to do (until the lesson is finished)."""
        return self.step.expect is None and not self.finished

    # -- moving ----------------------------------------------------------------------------------
    def _act(self, seat: int, cards: Sequence[Card], bid: int | None = None) -> None:
        """One move through the engine, then what the table shows (see the module docstring)."""
        move = self.script.apply(self.state, seat, cards, bid)
        if self.script.trick_over(self.state):
            self.shown = {}
        else:
            self.shown[seat] = ShownAction(move, tuple(cards))

    def _enter(self, index: int) -> None:
        """Start step ``index``: keep a copy of the state, then play its scripted moves."""
        self.index = index
        del self._starts[index:]
        self._starts.append((self.state.clone(), dict(self.shown)))
        for move in self.step.before:
            self._act(move.seat, pick(self.state.hands[move.seat], move.ranks), move.bid)

    def next(self) -> bool:
        """Go on from a step with nothing to do; on the last step the lesson is finished.
        False (nothing changes) on a step that waits for a move, or once finished."""
        if not self.may_go_on():
            return False
        if self.is_last:
            self.finished = True
        else:
            self._enter(self.index + 1)
        return True

    def back(self) -> bool:
        """Back to the start of the previous step (False on the first)."""
        if self.index == 0:
            return False
        state, shown = self._starts[self.index - 1]
        self.state, self.shown = state.clone(), dict(shown)
        self.finished = False
        self._enter(self.index - 1)
        return True

    def play(self, cards: Sequence[Card]) -> Outcome:
        """The player plays the selected ``cards`` (Play; nothing selected is refused as such)."""
        return self._try(Act.PLAY, list(cards))

    def pass_turn(self) -> Outcome:
        """The player passes (in the auction: bids nothing)."""
        return self._try(Act.PASS, [])

    def bid(self, value: int) -> Outcome:
        """The player bids ``value`` points (0: no bid)."""
        return self._try(Act.BID, [], value)

    def _try(self, act: Act, cards: list[Card], bid: int | None = None) -> Outcome:
        """The step's move is applied and the next step begins; anything else is refused with
        the step's hint (and the engine's reason) and changes nothing."""
        expect = self.step.expect
        if expect is None or self.finished:
            return Outcome(False, Phrase.of(READ_HINT))
        if any(card not in self.state.hands[HUMAN] for card in cards):
            return Outcome(False, Phrase.of(self.step.hint))
        if not expect.accepts(act, cards, bid):
            return Outcome(False, Phrase.of(self.step.hint), self._engine_reason(act, cards, bid))
        self._act(HUMAN, cards, bid)
        if not self.is_last:
            self._enter(self.index + 1)
        return Outcome(True)

    def _engine_reason(self, act: Act, cards: list[Card], bid: int | None) -> Reason | None:
        """Why the engine itself would refuse the act now, if it would: for a selection the
        tables' own ``refusal``; for a pass or a bid a try on a copy."""
        if act is Act.PLAY:
            return self.state.refusal(HUMAN, cards)
        trial = self.state.clone()
        try:
            self.script.apply(trial, HUMAN, cards, bid)
        except IllegalMove as refused:
            return refused.reason
        return None

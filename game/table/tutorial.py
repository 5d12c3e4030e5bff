"""The first guided deals: one of Dou Dizhu and one of Daifugo, on arranged hands (no pygame).

A :class:`Tutorial` walks through a list of :class:`Step` s. Each step has a text that
explains one rule, and either nothing to do (the player reads it and goes on) or one move
the player is asked to make (:class:`Expect`: the ranks to play, or a pass), with the
cards to point at. What the computer seats play is scripted (:attr:`Step.before`), so the
whole lesson is deterministic.

Invariants:

- The game is a real engine state built with the engine's ``arranged`` constructor
  (:meth:`DealState.arranged`, :meth:`SessionState.arranged`); every move, scripted or the
  player's, goes through the engine's ``apply``, so only legal moves happen.
- A move that is not the one the step asks for is refused with the step's hint (and the
  engine's reason when the engine would refuse it too); the state and the step stay as
  they were.
- The expected move of a step is checked by ranks (which suits the player picks does not
  matter); scripted moves name ranks the seat holds.
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
from game.doudizhu.rules import TableRules
from game.doudizhu.state import DealState
from game.i18n import N_

HUMAN = 0
"""The seat the player sits at (the Dou Dizhu landlord; the Daifugo leader)."""

DEFAULT_HINT = N_("That is not the move this step asks for. Pick the cards the arrows point at, then press Play.")
PASS_HINT = N_("This time, press Pass instead of playing cards.")


class Family(str, Enum):
    """Which lesson: the game family it teaches."""

    DOUDIZHU = "doudizhu"
    CLIMBING = "climbing"


@dataclass(frozen=True)
class Expect:
    """The move a step asks for: the ranks to play in rank notation (``"99"``, ``"45678"``,
    ``"BR"`` for the rocket), or ``""`` for a pass."""

    ranks: str

    @property
    def is_pass(self) -> bool:
        return not self.ranks


@dataclass(frozen=True)
class Scripted:
    """A computer seat's move: ``ranks`` in rank notation, ``""`` = pass."""

    seat: int
    ranks: str = ""


@dataclass(frozen=True)
class Step:
    """One step of a lesson.

    ``text``: the explanation (an ``N_`` message id, whole sentences). ``before``: the
    computer seats' moves, played when the step starts (its text can tell what they did).
    ``expect``: the move the player makes to go on (None: the player reads and presses Next).
    ``hint``: what a wrong move is told.
    """

    text: str
    expect: Expect | None = None
    before: tuple[Scripted, ...] = ()
    hint: str = DEFAULT_HINT


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
    """One family's lesson: its arranged start, its steps and how cards become moves.

    ``hands`` are written in rank notation (:func:`game.doudizhu.notation.hands_of` gives each
    seat distinct physical cards, suits in deck order)."""

    family: Family
    title: str
    steps: tuple[Step, ...]
    players: int

    def start(self) -> DealState | SessionState:
        raise NotImplementedError

    def clone(self, state: DealState | SessionState) -> DealState | SessionState:
        return state.clone()

    def apply(self, state: DealState | SessionState, seat: int, cards: Sequence[Card]) -> None:
        """Play ``cards`` (empty: pass) for ``seat`` through the engine; raises
        :class:`IllegalMove` and changes nothing when the engine refuses."""
        raise NotImplementedError

    def table_empty(self, state: DealState | SessionState) -> bool:
        """No play to beat on the table (a new trick starts)."""
        raise NotImplementedError


class DouDizhuScript(Script):
    """Dou Dizhu, three players, the player the landlord (with the bottom cards already taken)."""

    family = Family.DOUDIZHU
    title = N_("Tutorial: Dou Dizhu")
    players = 3
    hands = ("3 45678 99 QQQQ BR", "A 66 789TJ KKKK 22", "334455TTJJAA2")
    steps = (
        Step(N_("Welcome to Dou Dizhu! You are the landlord and play alone against two farmers, "
                "who play together. Whoever is first to play all their cards wins for their side. "
                "Each play must be the same kind of combination as the one on the table, and higher.")),
        Step(N_("You lead, so you may play any combination. Start with the simplest one: a single card. "
                "Play your 3."), Expect("3")),
        Step(N_("The next player beat your 3 with an ace and the other farmer passed. Only a 2, a joker or a bomb "
                "beats an ace, and your jokers and bomb are worth more later. Press Pass."),
             Expect(""), before=(Scripted(1, "A"), Scripted(2, "")), hint=PASS_HINT),
        Step(N_("Nobody beat the ace, so its player started a new trick with a pair of 6s. "
                "A pair can only be beaten by a higher pair. Play your pair of 9s."),
             Expect("99"), before=(Scripted(1, "66"), Scripted(2, ""))),
        Step(N_("Both farmers passed, so you lead again. A straight is five or more cards in a row, "
                "from 3 up to the ace; 2s and jokers never join one. Play the straight 4 to 8."),
             Expect("45678"), before=(Scripted(1, ""), Scripted(2, ""))),
        Step(N_("A farmer beat it with a higher straight of the same length, 7 to jack. Four cards of one rank "
                "are a bomb: a bomb beats any combination that is not a bigger bomb or the rocket, "
                "and it doubles the score. Play your four queens."),
             Expect("QQQQ"), before=(Scripted(1, "789TJ"), Scripted(2, ""))),
        Step(N_("The farmer answered with four kings, a higher bomb. The two jokers together are the rocket, "
                "the strongest play of all: nothing beats it. Play the rocket."),
             Expect("BR"), before=(Scripted(1, "KKKK"), Scripted(2, ""))),
        Step(N_("Those were your last cards: the landlord wins this deal! There are more combinations to try "
                "in a real game: three of a kind (alone, with a single or with a pair), runs of pairs, "
                "airplanes of triples and four of a kind with two attachments. The Rules screen lists them all.")),
    )

    def start(self) -> DealState:
        return DealState.arranged(TableRules.three(), hands_of(self.hands), landlord=HUMAN, bid=1)

    def apply(self, state: DealState | SessionState, seat: int, cards: Sequence[Card]) -> None:
        assert isinstance(state, DealState)
        if not cards:
            state.apply(seat, ddz_moves.Pass())
            return
        plays = state.plays_for_selection(seat, list(cards))
        if not plays:
            raise IllegalMove(state.refusal(seat, list(cards)) or Reason.of(N_("not a valid combination")))
        state.apply(seat, plays[0], list(cards))

    def table_empty(self, state: DealState | SessionState) -> bool:
        assert isinstance(state, DealState)
        return state.to_beat is None


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

    def apply(self, state: DealState | SessionState, seat: int, cards: Sequence[Card]) -> None:
        assert isinstance(state, SessionState)
        if not cards:
            state.apply(seat, climbing_moves.Pass())
            return
        for move in state.legal_moves(seat):
            if isinstance(move, climbing_moves.PlayCards) and set(move.cards) == set(cards):
                state.apply(seat, move)
                return
        raise IllegalMove(state.refusal(seat, list(cards)) or Reason.of(N_("not a valid combination")))

    def table_empty(self, state: DealState | SessionState) -> bool:
        assert isinstance(state, SessionState)
        return state.top is None


SCRIPTS: dict[Family, type[Script]] = {Family.DOUDIZHU: DouDizhuScript, Family.CLIMBING: ClimbingScript}

Shown = tuple[Card, ...] | None
"""What a seat showed in the current trick: its cards, or None for a pass."""


@dataclass
class Tutorial:
    """A lesson in progress: the engine state, the step the player is on and what each seat
    showed in the current trick (see the module docstring for the invariants)."""

    script: Script
    state: DealState | SessionState = field(init=False)
    index: int = field(default=0, init=False)
    shown: dict[int, Shown] = field(default_factory=dict, init=False)
    finished: bool = field(default=False, init=False)
    """The player went through the last step (Next on it)."""
    _starts: list[tuple[DealState | SessionState, dict[int, Shown]]] = field(default_factory=list, init=False)

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

    def hand(self, seat: int = HUMAN) -> list[Card]:
        return list(self.state.hands[seat])

    def pointed(self) -> list[Card]:
        """The cards in the player's hand the step asks them to play (empty for a pass or a
        reading step)."""
        expect = self.step.expect
        if expect is None or expect.is_pass:
            return []
        return pick(self.state.hands[HUMAN], expect.ranks)

    def may_go_on(self) -> bool:
        """Next is open on a step with nothing to do."""
        return self.step.expect is None

    # -- moving ----------------------------------------------------------------------------------
    def _play(self, seat: int, cards: Sequence[Card]) -> None:
        """One move through the engine, then what the table shows."""
        self.script.apply(self.state, seat, cards)
        shown: Shown = tuple(cards) if cards else None
        if self.script.table_empty(self.state):
            self.shown = {seat: shown} if shown is not None else {}
        else:
            self.shown[seat] = shown

    def _enter(self, index: int) -> None:
        """Start step ``index``: keep a copy of the state, then play its scripted moves."""
        self.index = index
        del self._starts[index:]
        self._starts.append((self.script.clone(self.state), dict(self.shown)))
        for move in self.step.before:
            self._play(move.seat, pick(self.state.hands[move.seat], move.ranks))

    def next(self) -> bool:
        """Go on from a step with nothing to do; on the last step the lesson is finished.
        False (nothing changes) on a step that waits for a move."""
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
        self.state, self.shown = self.script.clone(state), dict(shown)
        self._enter(self.index - 1)
        return True

    def try_move(self, cards: Sequence[Card]) -> Outcome:
        """The player plays ``cards`` (empty: pass). The step's move is applied and the next
        step begins; anything else is refused with the step's hint and changes nothing."""
        expect = self.step.expect
        if expect is None:
            return Outcome(False, Phrase.of(N_("Read the text, then press Next to go on.")))
        cards = list(cards)
        if any(card not in self.state.hands[HUMAN] for card in cards):
            return Outcome(False, Phrase.of(self.step.hint))
        if ranks_of(cards) != Counter(parse_ranks(expect.ranks)):
            return Outcome(False, Phrase.of(self.step.hint), self._engine_reason(cards))
        self._play(HUMAN, cards)
        if not self.is_last:
            self._enter(self.index + 1)
        return Outcome(True)

    def _engine_reason(self, cards: list[Card]) -> Reason | None:
        """Why the engine itself would refuse ``cards`` now, if it would."""
        trial = self.script.clone(self.state)
        try:
            self.script.apply(trial, HUMAN, cards)
        except IllegalMove as refused:
            return refused.reason
        return None

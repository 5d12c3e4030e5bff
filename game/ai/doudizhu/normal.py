"""The "normal" (and "easy") Dou Dizhu player: a hand-splitting heuristic.

Every listed move is judged by the score of the hand it leaves (``ddz_hand``): the
score rewards fewer turns to go out and keeping control cards, so shedding a weak group
scores well, breaking a run or spending a 2 on a low single scores less. On top:

- bidding follows ``strength`` (high cards, bombs, rocket, turns needed), and so do the
  B.5 steps (calling, grabbing, doubling, showing the hand: ``ddz_stakes``);
- leading sheds the weakest groups first; with two turns left it leads the group nobody
  can beat first; against an opponent close to going out it avoids leading what that
  opponent can follow (singles against one card, pairs against two) and leads high;
- following beats as cheaply as the split allows and passes when beating would break a
  strong structure, unless an opponent is close to going out;
- a farmer never beats a partner's play unless going out, leads low singles (pairs) to
  a partner holding one (two) cards;
- bombs and the rocket are kept until they win the deal or stop a near win.

Every table works the same way: the split follows the table's run lengths, bomb size,
rocket and attachments; the two-player farmer's allowance counts as cards it need not
shed; on a wild table a wild card counts as its printed rank in the split, and the
readings where it stands in for another rank are simply more listed moves.

The "easy" level is the same player with human-like slips: now and then it plays a
random listed move instead of the chosen one, misjudges its bid by one step, takes the
opposite B.5 choice, and forgets to guard against an opponent about to go out.
"""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import Any

from game.ai.doudizhu.hand import (
    BID_THRESHOLDS,
    RANKS,
    Counts,
    HandShape,
    hand_score,
    minus,
    score_and_turns,
    strength,
)
from game.ai.doudizhu.stakes import StakeDecision, slipped, stake_step, strength_choice
from game.ai.doudizhu.view import TableView, view_of
from game.ai.player import BasePlayer, Level, Think
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Move, Pass

#: Minimum score gain for beating an opponent when nobody is close to going out.
FOLLOW_MIN_GAIN = 0.5
#: An opponent with at most this many cards to go is "about to go out".
DANGER_CARDS = 2
#: Easy level: chance of a random move, of a misjudged bid, of ignoring danger.
SLIP_CHANCE = 0.2

BOMB_KINDS = (ComboKind.BOMB, ComboKind.ROCKET)


def is_bomb(play: Play) -> bool:
    return play.kind in BOMB_KINDS


def after(view: TableView, play: Play) -> tuple[int, ...]:
    """The rank counts of the hand ``play`` leaves (ranks index the counts as they are)."""
    return minus(view.hand, play.ranks)


def could_be_beaten(play: Play, view: TableView) -> bool:
    """Whether the cards this seat cannot see might beat ``play`` (bombs included).

    Ignores who holds those cards (partners' cards count too) and wild cards.
    """
    unseen = view.unseen
    rules = view.rules
    if play.kind is ComboKind.ROCKET:
        return False
    jokers = rules.rocket_jokers // 2
    rocket_possible = unseen[13] >= jokers and unseen[14] >= jokers
    bomb_ranks = [r for r in range(13) if unseen[r] >= rules.bomb_min]
    if play.kind is ComboKind.BOMB:
        if rocket_possible:
            return True
        size = play.size
        return any(unseen[r] > size or (unseen[r] == size and r > int(play.main)) for r in bomb_ranks)
    if rocket_possible or bomb_ranks:
        return True
    main = int(play.main)
    if play.kind is ComboKind.SINGLE:
        return any(unseen[r] for r in range(main + 1, RANKS))
    if play.kind is ComboKind.PAIR:
        top = 15 if rules.joker_pairs else 13
        return any(unseen[r] >= 2 for r in range(main + 1, top))
    if play.kind in (ComboKind.TRIPLE, ComboKind.TRIPLE_SINGLE, ComboKind.TRIPLE_PAIR):
        return any(unseen[r] >= 3 for r in range(main + 1, 13))
    width = {ComboKind.STRAIGHT: 1, ComboKind.PAIR_RUN: 2}.get(play.kind, 3)
    length = play.length
    top = int(rules.run_top)
    return any(
        all(unseen[r] >= width for r in range(high - length + 1, high + 1)) for high in range(main + 1, top + 1)
    )


def desired_bid(counts: Counts, shape: HandShape, players: int) -> int:
    """The bid (0 to 3) a hand's ``strength`` is worth on a table of ``players``."""
    value = strength(counts, shape)
    return sum(1 for threshold in BID_THRESHOLDS[players] if value >= threshold)


def choose_bid(view: TableView, slip: float = 0.0, rng: Any = None) -> Bid:
    """The highest listed bid the hand's strength allows (0 = no bid)."""
    desired = desired_bid(view.hand, view.shape, view.players)
    if slip and rng is not None and rng.random() < slip:
        desired = max(0, min(3, desired + rng.choice((-1, 1))))
    options = [b for b in view.bids() if 0 < b.value <= desired]
    if options:
        return max(options, key=lambda b: b.value)
    return Bid(0) if Bid(0) in view.moves else min(view.bids(), key=lambda b: b.value)


def finishing_play(view: TableView) -> Play | None:
    """A listed play that wins at once (bombs first: they double the score)."""
    goal = view.my_cards - view.win_at(view.seat)
    done = [p for p in view.plays() if p.size >= goal]
    if not done:
        return None
    return max(done, key=lambda p: (is_bomb(p), p.size))


def danger_level(view: TableView) -> int:
    """Cards to go of the opponent closest to winning (large when nobody is close)."""
    return min((view.cards_to_go(s) for s in view.opponents()), default=99)


def lead_score(view: TableView, play: Play, careful: bool) -> float:
    """How good it is to lead ``play`` (higher is better)."""
    return _lead_score(view, play, danger_level(view) if careful else 99, _partner_next_to_go(view))


def _partner_next_to_go(view: TableView) -> int | None:
    """Cards to go of the partner who plays next (``None``: no such partner, or landlord)."""
    nxt = view.next_seat(view.seat)
    if nxt in view.partners() and not view.is_landlord:
        return view.cards_to_go(nxt)
    return None


def _lead_score(view: TableView, play: Play, danger: int, partner_to_go: int | None) -> float:
    """:func:`lead_score` with the per-decision facts worked out once by the caller."""
    score, turns = score_and_turns(after(view, play), view.shape)
    main = int(play.main)
    if danger <= DANGER_CARDS and not is_bomb(play):
        followable = (play.kind is ComboKind.SINGLE and danger == 1) or (
            play.kind in (ComboKind.SINGLE, ComboKind.PAIR) and danger == 2
        )
        if followable and could_be_beaten(play, view):
            score -= 30.0 - main  # if it must be, lead it high
        elif play.size > danger:
            score += 4.0
    if partner_to_go == 1 and play.kind is ComboKind.SINGLE:
        score += 40.0 - main
    elif partner_to_go == 2 and play.kind is ComboKind.PAIR:
        score += 25.0 - main
    if turns <= 1 and not could_be_beaten(play, view):
        score += 8.0  # keep the lead, then go out
    return score + 0.1 * play.size - 0.02 * main


def choose_lead(view: TableView, careful: bool = True) -> Play:
    danger = danger_level(view) if careful else 99
    partner_to_go = _partner_next_to_go(view)
    return max(view.plays(), key=lambda p: _lead_score(view, p, danger, partner_to_go))


def choose_follow(view: TableView, careful: bool = True) -> Move:
    """Beat the table cheaply, or pass (a pass is listed whenever this is called)."""
    table_seat, table = view.to_beat  # type: ignore[misc]
    if view.same_side(table_seat, view.seat):
        return Pass()
    plays = view.plays()
    if not plays:
        return Pass()
    base = hand_score(view.hand, view.shape)
    danger = danger_level(view) if careful else 99
    urgent = danger <= DANGER_CARDS or (careful and view.cards_to_go(table_seat) <= DANGER_CARDS + 1)
    ordinary = [p for p in plays if not is_bomb(p)]
    # by identity: hashing a play is a Python call, and these are the listed objects themselves
    gains = {id(p): hand_score(after(view, p), view.shape) - base for p in plays}
    if ordinary:
        if urgent and danger == 1 and table.kind is ComboKind.SINGLE:
            best = max(ordinary, key=lambda p: (int(p.main), gains[id(p)]))
        else:
            best = max(ordinary, key=lambda p: gains[id(p)])
        if urgent or gains[id(best)] >= FOLLOW_MIN_GAIN:
            return best
        # A high play (queen or above) is worth taking back even at a small cost.
        if gains[id(best)] >= FOLLOW_MIN_GAIN - 1.0 and int(table.main) >= 9:
            return best
        return Pass()
    bombs = [p for p in plays if is_bomb(p)]
    for bomb in sorted(bombs, key=lambda p: -gains[id(p)]):
        turns = score_and_turns(after(view, bomb), view.shape)[1]
        wins_deal = turns <= 1 or (turns == 2 and view.my_cards - bomb.size <= 4)
        stops = urgent or (table.size >= 6 and danger <= 6)
        if wins_deal or stops:
            return bomb
    return Pass()


def choose_move(view: TableView, careful: bool = True) -> Move:
    """The normal player's choice among ``view.moves`` (playing phase)."""
    if len(view.moves) == 1:
        return view.moves[0]
    finish_now = finishing_play(view)
    if finish_now is not None:
        return finish_now
    if view.to_beat is None or not view.can_pass():
        return choose_lead(view, careful)
    return choose_follow(view, careful)


#: Longest stretch of work between two yields of ``think``.
SLICE_MS = 5.0


def prepare(view: TableView, slice_ms: float = SLICE_MS) -> Generator[None, None, None]:
    """Split every hand a listed play would leave (memoised), yielding every ``slice_ms``
    so that big hands (two decks, hundreds of leads) never block a frame."""
    if view.bidding:
        return
    shape = view.shape
    hand_score(view.hand, shape)
    started = time.perf_counter()
    for play in view.plays():
        hand_score(after(view, play), shape)
        if (time.perf_counter() - started) * 1000.0 >= slice_ms:
            yield
            started = time.perf_counter()


class NormalPlayer(BasePlayer[Move]):
    """Heuristic player; ``mistakes=True`` makes it the "easy" level."""

    def __init__(self, seat: int, seed: int | None = None, mistakes: bool = False) -> None:
        super().__init__(seat, seed)
        self.mistakes = mistakes
        self.level = Level.EASY if mistakes else Level.NORMAL
        #: The last B.5 choice and why (for the log), ``None`` before the first.
        self.last_decision: StakeDecision | None = None

    def think(self, observation: Any) -> Think[Move]:
        view = view_of(observation)
        yield from prepare(view)
        return self.decide(view)

    def decide(self, view: TableView) -> Move:
        slip = SLIP_CHANCE if self.mistakes else 0.0
        step = stake_step(view)
        if step is not None:
            decision = strength_choice(view, step)
            if slip and self.rng.random() < slip:
                decision = slipped(decision, view)
            self.last_decision = decision
            return decision.move
        if view.bidding:
            return choose_bid(view, slip, self.rng)
        if slip and self.rng.random() < slip:
            options = [m for m in view.moves if not (isinstance(m, Play) and is_bomb(m))]
            if options:
                return self.rng.choice(options)
        careful = not (slip and self.rng.random() < slip)
        return choose_move(view, careful)

"""The "hard" Dou Dizhu player: determinized Monte Carlo search on a time budget.

Each iteration guesses the hidden cards (a *world*) consistently with everything
public: the cards left in every hand, every card played, the revealed bottom cards the
landlord has not played yet (they must still be in the landlord's hand) and, on the
two-player table, the 17 set-aside cards, which nobody knows (they are part of the
unknown pool). Passes, follows, leads and auction calls are soft evidence
(``ddz_infer``): of a few guesses the first that agrees with every pass on (and every
follow of) a low single or pair, every lead and what every seat bid (read as the normal
player would) is kept. An opponent whose moves show a greedy rule player
(``ddz_greedy``: it follows every play with the lowest of its kind, leads its lowest
card) is read harder: its passes, follows and leads cap what it can hold, and the
guess deals the unseen cards within those caps (when they can all hold).
``DealState.from_observation(obs, hands)`` turns the guess into a full engine state.

Every candidate move is then judged in the same worlds (a paired comparison), by
whether this seat's side wins the deal after it; farmers count a partner's win as
their own:

- once the hands hold at most ``EXACT_CARDS`` cards, the rest of the deal is solved
  exactly in the world (perfect play by both sides, ``endgame.EndgameSolver``, except
  that an opponent read as greedy plays the greedy model's move where it has one; one
  solver per world, so the candidates share its work). A world that needs more than
  ``ENDGAME_NODES`` positions is judged by playouts instead, and after
  ``SOLVER_FAILURES`` such worlds without a solved one the search stops trying;
- otherwise the deal is played out with the normal player at every seat
  (``ddz_policy``), each seat deciding from its own view of the world, except that the
  opponents of this seat never pass on a play of this side they can beat without a
  bomb: a pessimistic model of the opponents (the normal player lets many plays go,
  and a search that counts on that overrates its leads); an opponent read as greedy
  plays as the greedy model does (``ddz_greedy.greedy_move``). Choosing the move whose
  continuation wins most often is one step of policy improvement over the normal
  player.

The candidates are every listed move in a small endgame, else the normal player's
choice and its best few alternatives (other leads; or pass, the cheapest other follows,
the highest one and the weakest bomb), so the search only ever picks a listed move.
They run a race (``race``): every candidate is judged in the first ``RACE_WORLDS``
worlds, then an alternative that trails the best candidate by ``DROP_LEAD`` worlds is
judged no more, so the worlds left go to the ones still close (each still judged in
every world since the start: the comparison stays paired). The search ends early when
only the normal choice is left. The normal choice is kept unless another candidate still
in the race wins clearly more of the same worlds: at least ``MIN_LEAD`` worlds and a
``MIN_MARGIN`` share of them.

Bids are searched too: in every world the seat takes the landlord's place at the top bid
(the guessed bottom joins its hand) and the deal is played out by the fast playout
policy (``ddz_rollout.playout``). The playouts are cruder than real play, so their
landlord win rate (shrunk towards one half) only moves the normal player's bid one
step: up when it is at least ``BID_UP_ODDS``, down when it is at most ``BID_DOWN_ODDS``.

The B.5 steps (call, grab, double, open hand) start from the normal player's choice by
hand strength (``ddz_stakes``); the same kind of fast playouts (this seat as the
landlord for a call or a grab; the deal as it stands for a double or the open hand)
give its side's win rate, which may veto that choice or take a step the strength alone
would not (``ddz_stakes.searched_choice``). An open hand is known for certain: every
guessed world gives the landlord exactly the shown cards.

The search stops on time (``budget_ms``, default 100 ms, of its own thinking: the pauses
between slices do not count); ``think`` yields every ``slice_ms`` so a frame loop stays
responsive. A world cut short by the budget does not count; when not one world could be
judged in time, the normal choice stands.

With ``budget_worlds=N`` (a budget of work, ``game.ai.think_clock``) the search ignores
the clock and stops after ``N`` worlds' worth of work instead, so a seeded player makes
the same moves on every machine (benchmarks, reviews, comparisons). A mid-game world
that judged every candidate by the normal player's playouts costs one, a world that
judged ``k`` of ``n`` candidates ``k / n`` of that (``live_share``: rounded up, so ``N``
worlds never run more playouts than ``N`` worlds of every candidate); the cheaper
worlds cost less, so that
the work budget spends its worlds roughly where the time budget would: an exactly solved
world ``SOLVED_WORLD_COST``, a fast-playout world of a bid or a B.5 step
``FAST_WORLD_COST``. The time budget judges few worlds early in a deal (big hands, long
playouts) and many near its end; a budget of work judges the same number throughout, so
16 worlds take about as long as 100 ms in the median decision (on the loaded build
machine), longer early in a deal and shorter late.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any

from game.ai.doudizhu.endgame import EndgameSolver, SearchLimit
from game.ai.doudizhu.greedy import capped_world, greedy_caps
from game.ai.doudizhu.hand import hand_score
from game.ai.doudizhu.infer import BidHint, CountWorld, PassHint, bid_hints, likely_world, pass_hints
from game.ai.doudizhu.normal import after, choose_bid, choose_move, finishing_play, is_bomb, lead_score, prepare
from game.ai.doudizhu.policy import heuristic_playout
from game.ai.doudizhu.rollout import playout
from game.ai.doudizhu.stakes import StakeDecision, StakeStep, searched_choice, stake_step, strength_choice
from game.ai.doudizhu.view import TableView, view_of
from game.ai.player import Think
from game.ai.searching import SearchCounts, SearchingPlayer
from game.ai.think_clock import ThinkClock
from game.core.cards import Card
from game.doudizhu.combos import ComboKind, Play
from game.doudizhu.moves import Bid, Move, Pass
from game.doudizhu.rules import BiddingKind, DoublingKind
from game.doudizhu.state import DealState, Observation, cards_for_counts

DEFAULT_SLICE_MS = 5.0
#: Solve exactly once the hands hold at most this many cards in all.
EXACT_CARDS = 24
#: Positions one world's solver may visit before the world is played out instead.
ENDGAME_NODES = 4000
#: Worlds too big to solve, with none solved yet, after which playouts take over.
SOLVER_FAILURES = 2
#: In an exactly solved endgame every listed move is a candidate when there are at most this many.
ENDGAME_MOVES = 12
#: Other moves compared besides the normal choice: leads (in an endgame too big to list
#: whole and before the endgame alike), and plays (besides pass and the weakest bomb) when
#: following, one fewer before the endgame. Before the endgame five leads and three follows
#: (rather than three and two) won one to three games more of 120 to 140 against RLCard's
#: rule agent at 16 worlds on the same deals: within the noise, not a proven gain.
SHORTLIST = 5
PLAYOUT_FOLLOWS = SHORTLIST - 2
#: How clearly an alternative must win more of the same worlds than the normal choice
#: to replace it: by at least this many worlds, and by this share of the worlds (with the
#: race below, one world: the race has already judged the survivors on more worlds).
MIN_LEAD = 1.0
MIN_MARGIN = 0.05
#: The race among the candidates: after this many worlds judged with every candidate, an
#: alternative that trails the best of them by ``DROP_LEAD`` worlds or more is judged no
#: more, and the playouts it would have had go to more worlds for the rest.
RACE_WORLDS = 3
DROP_LEAD = 1.0
#: Pseudo-count of the prior (one half) in a bid's searched landlord win rate.
PRIOR_WEIGHT = 3.0
#: Searched landlord win rates that move the normal bid one step up or down. Extreme on
#: purpose: milder thresholds (0.8 / 0.35) changed many bids without a measurable gain,
#: and playouts by the normal player instead of the fast policy (with 0.75 / 0.4) moved
#: the paired points difference not at all (+0.70 vs +0.73 over 300 games).
BID_UP_ODDS = 0.9
BID_DOWN_ODDS = 0.2
#: Share of a budget of work's world that one exactly solved world, and one fast-playout
#: world (bids, B.5 steps), cost: in time they are about ten and five times cheaper than a
#: world of the normal player's playouts (powers of two keep the sums exact).
SOLVED_WORLD_COST = 0.125
FAST_WORLD_COST = 0.25


@dataclass
class CandidateStats:
    """Results of one candidate move over the worlds tried so far."""

    move: Move
    heuristic: bool = False  # the normal player's choice
    trials: int = 0
    value: float = 0.0  # wins (play) or points (bidding), summed

    def add(self, value: float) -> None:
        self.trials += 1
        self.value += value


@dataclass
class SearchStats(SearchCounts):
    """What the last search did (for tests and the benchmark). ``solved`` counts single
    solves (one candidate in one world)."""

    worlds_judged: int = 0  # worlds where every candidate still in the race was judged (the ones that count)
    worlds_solved: int = 0  # of those, the worlds judged by exact solving
    solver_failures: int = 0
    exact: bool = False  # every world that counted was solved exactly
    candidates: list[CandidateStats] = field(default_factory=list)


def bottom_still_held(view: TableView, observation: Observation) -> list[int]:
    """Rank counts the landlord must still hold: revealed bottom cards not played since,
    or the whole hand once the landlord showed it (B.5 open hand)."""
    need = [0] * 15
    if observation.bottom is None or view.landlord is None or view.landlord == view.seat:
        return need
    if observation.open_cards is not None:
        for card in observation.open_cards:
            need[int(card.rank)] += 1
        return need
    for card in observation.bottom:
        need[int(card.rank)] += 1
    for seat, move in observation.history:
        if seat == view.landlord and isinstance(move, Play):
            for rank in move.ranks:
                need[int(rank)] = max(0, need[int(rank)] - 1)
    return need


def sample_counts(view: TableView, observation: Observation, rng: random.Random) -> CountWorld:
    """Guess every hidden hand (and, in the auction, the bottom) from public facts, in
    rank counts (this seat's own hand as it is)."""
    rules = view.rules
    need = bottom_still_held(view, observation)
    pool: list[int] = []
    for rank, n in enumerate(view.unseen):
        pool.extend([rank] * (n - need[rank]))
    rng.shuffle(pool)
    counts: list[list[int]] = [[0] * 15 for _ in range(view.players)]
    if view.landlord is not None and view.landlord != view.seat:
        counts[view.landlord] = list(need)
    counts[view.seat] = list(view.hand)
    position = 0
    for seat in range(view.players):
        if seat == view.seat:
            continue
        missing = view.left[seat] - sum(counts[seat])
        for rank in pool[position : position + missing]:
            counts[seat][rank] += 1
        position += missing
    bottom = None
    if observation.bottom is None:
        bottom = [0] * 15
        for rank in pool[position : position + rules.bottom_size]:
            bottom[rank] += 1
    return counts, bottom


@lru_cache(maxsize=4)
def _placeholders(decks: int) -> tuple[tuple[Card, ...], ...]:
    """Every card of a game of ``decks`` decks, by rank (made once: a guessed hand takes
    the first few of each rank)."""
    by_rank: list[list[Card]] = [[] for _ in range(15)]
    for card in cards_for_counts([4 * decks] * 13 + [decks, decks], decks):
        by_rank[int(card.rank)].append(card)
    return tuple(tuple(cards) for cards in by_rank)


def placeholder_cards(counts: Sequence[int], decks: int) -> list[Card]:
    """Placeholder cards for one hand's rank counts, as ``cards_for_counts`` makes them:
    distinct among themselves, not from another hand's."""
    table = _placeholders(decks)
    return [card for rank, n in enumerate(counts) if n for card in table[rank][:n]]


def world_cards(
    view: TableView, observation: Observation, world: CountWorld
) -> tuple[list[list[Card]], list[Card] | None]:
    """A guessed world in cards: this seat's own cards, placeholder cards for the rest."""
    decks = view.rules.decks
    counts, bottom = world
    hands = [
        list(observation.hand) if seat == view.seat else placeholder_cards(counts[seat], decks)
        for seat in range(view.players)
    ]
    return hands, None if bottom is None else placeholder_cards(bottom, decks)


def sample_world(
    view: TableView, observation: Observation, rng: random.Random
) -> tuple[list[list[Card]], list[Card] | None]:
    """Guess every hidden hand (and, in the auction, the bottom) from public facts."""
    return world_cards(view, observation, sample_counts(view, observation, rng))


def varied(ranked: Sequence[Play]) -> list[Play]:
    """``ranked`` (best first) reordered so that the shortlist compares different leads
    rather than readings of one group: the best play of every kind first, then the best
    of every other (kind, main rank, length), then the rest, each part in rank order.
    (A hand with a bomb ranks its four-with-two leads together on top; taken in plain
    order they filled the whole shortlist and the pair that won was never compared.)"""
    kinds: set[ComboKind] = set()
    groups: set[tuple[ComboKind, int, int]] = set()
    first: list[Play] = []
    second: list[Play] = []
    rest: list[Play] = []
    for play in ranked:
        group = (play.kind, int(play.main), play.length)
        if play.kind not in kinds:
            first.append(play)
        elif group not in groups:
            second.append(play)
        else:
            rest.append(play)
        kinds.add(play.kind)
        groups.add(group)
    return first + second + rest


def shortlist(view: TableView, heuristic: Move, size: int = SHORTLIST, follows: int = SHORTLIST - 1) -> list[Move]:
    """The moves worth searching: the heuristic's choice and the best few others
    (``size`` other leads by the normal player's lead score, of varied kinds: ``varied``;
    when following: pass, the ``follows`` plays that leave the best hand, the highest
    ordinary play and the weakest bomb)."""
    plays = view.plays()
    if view.to_beat is None or not view.can_pass():
        ranked = sorted(plays, key=lambda p: -lead_score(view, p, True))
        chosen = [heuristic, *[p for p in varied(ranked) if p != heuristic][:size]]
    elif view.same_side(view.to_beat[0], view.seat):
        chosen = [Pass()]  # never beat a partner's play (going out was checked before)
    else:
        base = hand_score(view.hand, view.shape)
        ordinary = [p for p in plays if not is_bomb(p)]
        ranked = sorted(ordinary, key=lambda p: -(hand_score(after(view, p), view.shape) - base))
        chosen = [heuristic, Pass(), *ranked[:follows]]
        if ordinary:
            chosen.append(max(ordinary, key=lambda p: (int(p.main), -p.size)))  # the hardest to beat back
        bombs = sorted((p for p in plays if is_bomb(p)), key=lambda p: len(p.ranks) * 20 + int(p.main))
        if bombs:
            chosen.append(bombs[0])
    unique: list[Move] = []
    for move in chosen:
        if move not in unique and move in view.moves:
            unique.append(move)
    return unique


def search_candidates(view: TableView, heuristic: Move) -> list[Move]:
    """The moves a play decision compares: every listed move in a small endgame, else the
    shortlist (one follow longer when the endgame is solved exactly than when played out)."""
    if sum(view.left) <= EXACT_CARDS:
        return list(view.moves) if len(view.moves) <= ENDGAME_MOVES else shortlist(view, heuristic)
    return shortlist(view, heuristic, follows=PLAYOUT_FOLLOWS)


def live_share(live: int, total: int) -> float:
    """What a world that judged ``live`` of the ``total`` candidates costs, as a share of a
    world that judged them all: ``live / total`` rounded up to 64ths (a power of two, so
    the budget's sums stay exact; never below the playouts' true share)."""
    return -(-64 * live // total) / 64


def race(live: list[CandidateStats], worlds: int) -> list[CandidateStats]:
    """The candidates that stay in the race after ``worlds`` paired worlds: from
    ``RACE_WORLDS`` on, an alternative that trails the best of them by ``DROP_LEAD``
    worlds or more is dropped (the normal choice never is). The ones that stay have been
    judged in every world so far, so they are still compared on the same worlds."""
    if worlds < RACE_WORLDS:
        return live
    best = max(entry.value for entry in live)
    return [entry for entry in live if entry.heuristic or best - entry.value < DROP_LEAD]


class HardPlayer(SearchingPlayer[Move, SearchStats]):
    """Search player; ``budget_ms`` is the thinking time per decision, or ``budget_worlds``
    (when given) the work per decision, counted in worlds (see the module docstring)."""

    default_slice_ms = DEFAULT_SLICE_MS
    stats = SearchStats
    last_decision: StakeDecision | None = None
    """The last B.5 choice and why (for the log), ``None`` before the first."""

    def think(self, observation: Any) -> Think[Move]:
        clock, stats = self.begin()
        view = view_of(observation)
        if len(view.moves) == 1:
            return view.moves[0]
        step = stake_step(view)
        if step is not None:
            return (yield from self._search_stake(view, observation, step, clock, stats))
        if view.bidding:
            return (yield from self._search_bid(view, observation, clock, stats))
        finish_now = finishing_play(view)
        if finish_now is not None:
            return finish_now
        yield from prepare(view, self.budget.slice_ms)
        heuristic = choose_move(view)
        solving = sum(view.left) <= EXACT_CARDS
        candidates = search_candidates(view, heuristic)
        if len(candidates) == 1:
            return candidates[0]
        table = [CandidateStats(move, move == heuristic) for move in candidates]
        stats.candidates = table
        live = table  # the candidates still in the race (the normal choice always is)
        hints = pass_hints(view, observation)
        bids = bid_hints(view, observation)
        caps = greedy_caps(view, observation)
        greedy = frozenset(caps)  # the seats read as greedy players
        plays_cache: dict[tuple, list[Play]] = {}
        while not clock.over():
            world = self._guess_world(view, observation, hints, bids, caps)
            stats.worlds += 1
            outcomes: list[float] | None = None
            solved_before = stats.worlds_solved
            if solving:
                outcomes = yield from self._solve_world(
                    world, live, view.is_landlord, plays_cache, clock, stats, greedy
                )
                if outcomes is None and stats.worlds_solved == 0 and stats.solver_failures >= SOLVER_FAILURES:
                    solving = False  # these endgames are too big: play them out
            if outcomes is None:
                outcomes = yield from self._playout_world(world, live, clock, stats, greedy)
            if outcomes is None:
                continue  # out of time inside this world: it does not count
            stats.worlds_judged += 1
            for entry, value in zip(live, outcomes, strict=True):
                entry.add(value)
            cost = SOLVED_WORLD_COST if stats.worlds_solved > solved_before else 1.0
            clock.count_world(cost * live_share(len(live), len(table)))
            live = race(live, stats.worlds_judged)
            if len(live) == 1:
                break  # only the normal choice is left: nothing can replace it
            yield from clock.pause()
        stats.exact = stats.worlds_solved == stats.worlds_judged
        stats.close(clock)
        return self._best_paired(live)

    def _guess_world(
        self,
        view: TableView,
        observation: Observation,
        hints: list[PassHint],
        bids: list[BidHint] | None = None,
        caps: dict[int, list[int]] | None = None,
    ) -> DealState:
        """One full deal consistent with the observation, weighted by the pass and bid
        hints, and within the ``caps`` of the opponents read as greedy players
        (``ddz_greedy``) when they can all hold."""

        def draw() -> CountWorld:
            if caps:
                world = capped_world(view, bottom_still_held(view, observation), caps, self.rng)
                if world is not None:
                    return world
            return sample_counts(view, observation, self.rng)

        guess = likely_world(draw, hints, bids=bids)
        hands, bottom = world_cards(view, observation, guess)
        return DealState.from_observation(observation, hands, bottom=bottom, seed=self.rng.randrange(1 << 30))

    def _solve_world(
        self,
        world: DealState,
        table: list[CandidateStats],
        landlord_side: bool,
        plays_cache: dict[tuple, list[Play]],
        clock: ThinkClock,
        stats: SearchStats,
        greedy: frozenset[int] = frozenset(),
    ) -> Generator[None, None, list[float] | None]:
        """1/0 per candidate: does this seat's side win after it with perfect play in
        ``world`` (the seats read as ``greedy`` players playing as the greedy model does,
        perfectly where it leaves the move to chance)? ``None`` when the world is too big
        to solve or the time runs out."""
        solver = EndgameSolver.for_state(world, ENDGAME_NODES, plays_cache, greedy)
        outcomes: list[float] = []
        for entry in table:
            solving = solver.after_move(world, entry.move)
            try:
                while True:
                    next(solving)
                    if clock.over():
                        solving.close()
                        return None
                    yield from clock.pause()
            except StopIteration as stop:
                stats.solved += 1
                outcomes.append(1.0 if bool(stop.value) == landlord_side else 0.0)
            except SearchLimit:
                stats.solver_failures += 1
                return None
            yield from clock.pause()  # a small endgame is solved without a single yield
        stats.worlds_solved += 1
        return outcomes

    def _opponents(self, world: DealState) -> list[int]:
        """The seats of the other side than this seat's in ``world``."""
        landlord = world.landlord
        return [s for s in range(world.rules.players) if (s == landlord) != (self.seat == landlord)]

    def _playout_world(
        self,
        world: DealState,
        table: list[CandidateStats],
        clock: ThinkClock,
        stats: SearchStats,
        greedy: frozenset[int] = frozenset(),
    ) -> Generator[None, None, list[float] | None]:
        """1/0 per candidate: does this seat's side win when the normal player plays on
        at every seat, the opponents as eager followers (those read as ``greedy`` players
        as greedy players)? ``None`` when the time runs out."""
        outcomes: list[float] = []
        for entry in table:
            state = world.clone()
            state.apply(self.seat, entry.move)
            for _ in heuristic_playout(state, eager=self._opponents(world), greedy=greedy, rng=self.rng):
                if clock.over():
                    return None
                yield from clock.pause()
            stats.playouts += 1
            outcomes.append(self._side_won(state))
        return outcomes

    @staticmethod
    def _best_paired(table: list[CandidateStats]) -> Move:
        """The normal choice unless another candidate won clearly more of the same
        worlds (by ``MIN_LEAD`` worlds and a ``MIN_MARGIN`` share); then the best one."""
        base = next(entry for entry in table if entry.heuristic)
        best = max(table, key=lambda entry: (entry.value, entry.heuristic))
        lead = best.value - base.value
        if lead >= MIN_LEAD and lead >= MIN_MARGIN * base.trials:
            return best.move
        return base.move

    def _side_won(self, state: DealState) -> float:
        """1 if this seat's side won the finished ``state``, else 0."""
        result = state.result
        if result is None or result.winner is None:
            return 0.0
        return 1.0 if (result.winning_seat == state.landlord) == (self.seat == state.landlord) else 0.0

    def _search_stake(
        self, view: TableView, observation: Observation, step: StakeStep, clock: ThinkClock, stats: SearchStats
    ) -> Generator[None, None, Move]:
        """The strength's choice at a B.5 ``step``, weighed by the win rate of this seat's
        side in fast playouts (at least one world, then until the budget is spent)."""
        decision = strength_choice(view, step)
        odds = yield from self._fast_odds(
            decision.move, lambda: self._stake_world(view, observation, step), clock, stats
        )
        decision = searched_choice(decision, view, odds)
        self.last_decision = decision
        return decision.move

    def _fast_odds(
        self, move: Move, world: Callable[[], DealState], clock: ThinkClock, stats: SearchStats
    ) -> Generator[None, None, float]:
        """This seat's side's win rate, shrunk towards one half, in fast playouts of the
        worlds ``world`` makes (``move`` already made there): at least one world, then until
        the budget is spent (a world costs ``FAST_WORLD_COST`` of a budget of work)."""
        entry = CandidateStats(move, heuristic=True)
        stats.candidates = [entry]
        while not clock.over() or stats.worlds == 0:
            state = world()
            stats.worlds += 1
            playout(state, self.rng)
            stats.playouts += 1
            entry.add(self._side_won(state))
            clock.count_world(FAST_WORLD_COST)
            yield from clock.pause()
        stats.worlds_judged = stats.worlds
        stats.close(clock)
        return (entry.value + PRIOR_WEIGHT * 0.5) / (entry.trials + PRIOR_WEIGHT)

    def _stake_world(self, view: TableView, observation: Observation, step: StakeStep) -> DealState:
        """A guessed world to play out: for a call or a grab, this seat already landlord
        (a points auction it wins at once on the guessed cards); else the deal as it stands."""
        if step is StakeStep.DOUBLE or step is StakeStep.OPEN:
            return self._guess_world(view, observation, [])
        hands, bottom = sample_world(view, observation, self.rng)
        rules = replace(view.rules, bidding=BiddingKind.POINTS, doubling=DoublingKind.NONE, open_hand=False)
        assert bottom is not None  # the bottom is hidden during the auction
        state = DealState.dealt(rules, hands, bottom, self.seat, seed=self.rng.randrange(1 << 30))
        state.apply(self.seat, Bid(rules.max_bid))
        return state

    def _search_bid(
        self, view: TableView, observation: Observation, clock: ThinkClock, stats: SearchStats
    ) -> Generator[None, None, Bid]:
        """The normal bid, moved one step by the landlord win rate of fast playouts in
        which this seat takes the top bid."""
        top = Bid(view.rules.max_bid)

        def world() -> DealState:
            state = self._guess_world(view, observation, [])
            state.apply(self.seat, top)
            return state

        odds = yield from self._fast_odds(top, world, clock, stats)
        desired = choose_bid(view).value
        if odds >= BID_UP_ODDS:
            desired += 1
        elif odds <= BID_DOWN_ODDS:
            desired -= 1
        options = [b for b in view.bids() if 0 < b.value <= desired]
        return max(options, key=lambda b: b.value) if options else Bid(0)

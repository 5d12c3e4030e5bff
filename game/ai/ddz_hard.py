"""The "hard" Dou Dizhu player: determinized Monte Carlo search on a time budget.

Each iteration guesses the hidden cards (a *world*) consistently with everything
public: the cards left in every hand, every card played, the revealed bottom cards the
landlord has not played yet (they must still be in the landlord's hand) and, on the
two-player table, the 17 set-aside cards, which nobody knows (they are part of the
unknown pool). Passes are soft evidence (``ddz_infer``): of a few guesses the first that
agrees with every pass on a low single or pair is kept.
``DealState.from_observation(obs, hands)`` turns the guess into a full engine state.

Before the endgame, a short list (the normal player's choice, its next best leads, or
pass, the best other follow and the weakest bomb) is played out in the same worlds with
the normal player at every seat (``ddz_policy``); farmers count a partner's win as their
own. The normal choice is kept unless another candidate wins clearly more of the same
worlds (``MIDGAME_MIN_LEAD``, ``MIDGAME_MIN_MARGIN``): the comparison is paired, so one
lucky world does not decide. ``midgame_playouts=False`` plays the normal move instead.

Once the hands hold at most ``ENDGAME_CARDS`` cards, every candidate move is tried in
every world and the rest of the deal is solved exactly there (perfect play by both
sides, see ``ddz_rollout.EndgameSolver``; a world too big to solve within
``ENDGAME_NODES`` positions is dropped, and when no world can be solved the deal is
finished by the fast playout policy instead). The candidates are every listed move in a
small endgame, else the normal player's choice plus the best few moves by the normal
player's own scoring (pass and the weakest bomb included when listed), so the search
only ever picks a listed move. Farmers count a partner's win as their own, and never
beat a partner's play unless going out. The move with the best win rate wins, shrunk
towards the average with a bonus for the normal choice: small against solved worlds,
large against playouts.

Bids are searched too: in every world the seat takes the landlord's place at the top bid
(the guessed bottom joins its hand) and the deal is played out. The playouts are cruder
than real play, so their landlord win rate (shrunk towards one half) only moves the
normal player's bid one step: up when it is at least ``BID_UP_ODDS``, down when it is at
most ``BID_DOWN_ODDS``.

The search stops on time (``budget_ms``, default 100 ms, of its own thinking: the pauses
between slices do not count), not on a count; ``think`` yields every ``slice_ms`` so a
frame loop stays responsive.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Generator, Hashable
from dataclasses import dataclass, field
from typing import Any

from game.ai.ddz_hand import hand_score
from game.ai.ddz_infer import PassHint, likely_world, pass_hints
from game.ai.ddz_normal import after, choose_bid, choose_move, finishing_play, is_bomb, lead_score, prepare
from game.ai.ddz_policy import heuristic_playout
from game.ai.ddz_rollout import SearchLimit, playout, solve_after
from game.ai.ddz_view import TableView, view_of
from game.ai.player import BasePlayer, Level, Think
from game.ai.think_clock import ThinkClock
from game.core.cards import Card
from game.doudizhu.combos import Play
from game.doudizhu.moves import Bid, Pass
from game.doudizhu.state import DealState, Observation, cards_for_counts

DEFAULT_BUDGET_MS = 100.0
DEFAULT_SLICE_MS = 5.0
#: How many moves besides the normal choice the search compares.
SHORTLIST = 5
#: Pseudo-count of the prior (the average of all candidates) in a candidate's value.
PRIOR_WEIGHT = 3.0
#: Prior bonus of the normal player's choice, in win-rate units: small against exactly
#: solved worlds, large against playouts (measured: the crude playouts alone play worse
#: than the heuristic, so they may only overrule it on overwhelming evidence).
SOLVED_BONUS = 0.06
PLAYOUT_BONUS = 0.3
#: Pseudo-count of the prior against playouts (exactly solved worlds use ``PRIOR_WEIGHT``).
PLAYOUT_PRIOR_WEIGHT = 12.0
#: Mid-game search: other leads compared besides the normal choice, other plays
#: compared when following (besides pass and the weakest bomb), and how clearly an
#: alternative must win more of the same worlds than the normal choice to replace it.
MIDGAME_SHORTLIST = 2
MIDGAME_FOLLOWS = 1
MIDGAME_MIN_LEAD = 2.0
MIDGAME_MIN_MARGIN = 0.25
#: Solve exactly once the hands hold at most this many cards in all. A world whose
#: endgame needs more than ``ENDGAME_NODES`` positions is dropped; after
#: ``SOLVER_FAILURES`` such worlds without a solved one the decision uses playouts.
ENDGAME_CARDS = 45
ENDGAME_NODES = 20000
SOLVER_FAILURES = 2
#: In the endgame every listed move is a candidate when there are at most this many.
ENDGAME_MOVES = 12
#: Searched landlord win rates that move the normal bid one step up or down. Extreme on
#: purpose: milder thresholds (0.8 / 0.35) changed many bids without a measurable gain.
BID_UP_ODDS = 0.9
BID_DOWN_ODDS = 0.2


@dataclass
class CandidateStats:
    """Results of one candidate move over the worlds tried so far."""

    move: Hashable
    heuristic: bool = False  # the normal player's choice
    trials: int = 0
    value: float = 0.0  # wins (play) or points (bidding), summed

    def add(self, value: float) -> None:
        self.trials += 1
        self.value += value


@dataclass
class SearchStats:
    """What the last search did (for tests and the benchmark)."""

    worlds: int = 0
    playouts: int = 0
    solved: int = 0  # single solves (one candidate in one world)
    worlds_solved: int = 0  # worlds where every candidate was solved
    solver_failures: int = 0
    exact: bool = False  # the answer came from solved endgames
    slices: int = 0
    elapsed_ms: float = 0.0
    candidates: list[CandidateStats] = field(default_factory=list)


def bottom_still_held(view: TableView, observation: Observation) -> list[int]:
    """Rank counts the landlord must still hold: revealed bottom cards not played since."""
    need = [0] * 15
    if observation.bottom is None or view.landlord is None or view.landlord == view.seat:
        return need
    for card in observation.bottom:
        need[int(card.rank)] += 1
    for seat, move in observation.history:
        if seat == view.landlord and isinstance(move, Play):
            for rank in move.ranks:
                need[int(rank)] = max(0, need[int(rank)] - 1)
    return need


def sample_world(
    view: TableView, observation: Observation, rng: random.Random
) -> tuple[list[list[Card]], list[Card] | None]:
    """Guess every hidden hand (and, in the auction, the bottom) from public facts."""
    rules = view.rules
    need = bottom_still_held(view, observation)
    pool: list[int] = []
    for rank, n in enumerate(view.unseen):
        pool.extend([rank] * (n - need[rank]))
    rng.shuffle(pool)
    counts: list[list[int]] = [[0] * 15 for _ in range(view.players)]
    if view.landlord is not None and view.landlord != view.seat:
        counts[view.landlord] = list(need)
    position = 0
    for seat in range(view.players):
        if seat == view.seat:
            continue
        missing = view.left[seat] - sum(counts[seat])
        for rank in pool[position : position + missing]:
            counts[seat][rank] += 1
        position += missing
    hands = [
        list(observation.hand) if seat == view.seat else cards_for_counts(counts[seat], rules.decks)
        for seat in range(view.players)
    ]
    bottom = None
    if observation.bottom is None:
        rest = [0] * 15
        for rank in pool[position : position + rules.bottom_size]:
            rest[rank] += 1
        bottom = cards_for_counts(rest, rules.decks)
    return hands, bottom


def shortlist(view: TableView, heuristic: Hashable, size: int = SHORTLIST, follows: int = SHORTLIST - 1) -> list[Hashable]:
    """The moves worth searching: the heuristic's choice and the best few others
    (``size`` other leads; when following: pass, ``follows`` other plays, the weakest bomb)."""
    plays = view.plays()
    if view.to_beat is None or not view.can_pass():
        ranked = sorted(plays, key=lambda p: -lead_score(view, p, True))
        chosen = [heuristic] + [p for p in ranked if p != heuristic][:size]
    elif view.same_side(view.to_beat[0], view.seat):
        chosen = [Pass()]  # never beat a partner's play (going out was checked before)
    else:
        base = hand_score(view.hand, view.shape)
        ordinary = [p for p in plays if not is_bomb(p)]
        ranked = sorted(ordinary, key=lambda p: -(hand_score(after(view, p), view.shape) - base))
        chosen = [heuristic, Pass()] + ranked[:follows]
        bombs = sorted((p for p in plays if is_bomb(p)), key=lambda p: len(p.ranks) * 20 + int(p.main))
        if bombs:
            chosen.append(bombs[0])
    unique: list[Hashable] = []
    for move in chosen:
        if move not in unique and move in view.moves:
            unique.append(move)
    return unique


class HardPlayer(BasePlayer):
    """Search player; ``budget_ms`` is the thinking time per decision.

    ``midgame_playouts`` also searches decisions before the endgame with playouts
    (off by default: measured, it plays no better than the heuristic there).
    """

    level = Level.HARD

    def __init__(
        self,
        seat: int,
        seed: int | None = None,
        budget_ms: float | None = None,
        slice_ms: float = DEFAULT_SLICE_MS,
        timer: Callable[[], float] = time.perf_counter,
        midgame_playouts: bool = True,
    ) -> None:
        super().__init__(seat, seed)
        self.midgame_playouts = midgame_playouts
        self.budget_ms = DEFAULT_BUDGET_MS if budget_ms is None else budget_ms
        self.slice_ms = slice_ms
        self.timer = timer
        self.last_stats = SearchStats()

    def think(self, observation: Any) -> Think:
        clock = ThinkClock(self.timer, self.budget_ms, self.slice_ms)
        view = view_of(observation)
        stats = SearchStats()
        self.last_stats = stats
        if len(view.moves) == 1:
            return view.moves[0]
        if view.bidding:
            heuristic: Hashable = Bid(view.rules.max_bid)
            candidates = [heuristic]
            solving = False
        else:
            finish_now = finishing_play(view)
            if finish_now is not None:
                return finish_now
            yield from prepare(view, self.slice_ms)
            heuristic = choose_move(view)
            solving = sum(view.left) <= ENDGAME_CARDS
            if not solving:
                if not self.midgame_playouts:
                    return heuristic
                return (yield from self._midgame(view, observation, heuristic, clock, stats))
            if len(view.moves) <= ENDGAME_MOVES:
                candidates = list(view.moves)
            else:
                candidates = shortlist(view, heuristic)
            if len(candidates) == 1:
                return candidates[0]
        table = [CandidateStats(move, move == heuristic) for move in candidates]
        stats.candidates = table
        hints = pass_hints(view, observation)
        while not clock.over() or stats.worlds == 0:
            world = self._guess_world(view, observation, hints)
            stats.worlds += 1
            solved: list[float] = []  # a world counts for the solver only once fully solved
            for entry in table:
                if clock.over() and stats.worlds > 1:
                    break
                if solving:
                    outcome = yield from self._solve(world, entry.move, clock, stats)
                    if outcome is None:
                        if stats.worlds_solved == 0 and stats.solver_failures >= SOLVER_FAILURES:
                            solving = False  # too big to solve: fall back to playouts
                        break
                    solved.append(1.0 if outcome == view.is_landlord else 0.0)
                else:
                    entry.add(self._playout(world, entry.move))
                    stats.playouts += 1
                if clock.slice_over():
                    stats.slices += 1
                    yield
                    clock.resume()
            if len(solved) == len(table):
                stats.worlds_solved += 1
                for entry, value in zip(table, solved):
                    entry.add(value)
        stats.exact = solving and stats.worlds_solved > 0
        stats.elapsed_ms = clock.spent() * 1000.0
        if view.bidding:
            return self._bid(table[0], view)
        if solving:
            return self._best(table, SOLVED_BONUS, PRIOR_WEIGHT)
        return self._best(table, PLAYOUT_BONUS, PLAYOUT_PRIOR_WEIGHT)

    def _guess_world(self, view: TableView, observation: Observation, hints: list[PassHint]) -> DealState:
        """One full deal consistent with the observation, weighted by the pass hints."""
        hands, bottom = likely_world(lambda: sample_world(view, observation, self.rng), hints)
        return DealState.from_observation(observation, hands, bottom=bottom, seed=self.rng.randrange(1 << 30))

    def _midgame(
        self, view: TableView, observation: Observation, heuristic: Hashable, clock: ThinkClock, stats: SearchStats
    ) -> Generator[None, None, Hashable]:
        """Compare a short list of moves by heuristic playouts in the same sampled worlds.

        Every candidate is played out in every world with the normal player at every
        seat; a world counts once every candidate has been played out in it, so the
        candidates are compared on the same guesses (paired). An alternative replaces
        the normal choice only when it wins at least ``MIDGAME_MIN_LEAD`` more worlds and
        a ``MIDGAME_MIN_MARGIN`` larger share of them.
        """
        candidates = shortlist(view, heuristic, MIDGAME_SHORTLIST, MIDGAME_FOLLOWS)
        if len(candidates) == 1:
            return candidates[0]
        table = [CandidateStats(move, move == heuristic) for move in candidates]
        stats.candidates = table
        hints = pass_hints(view, observation)
        while not clock.over() or stats.worlds == 0:
            world = self._guess_world(view, observation, hints)
            stats.worlds += 1
            outcomes: list[float] = []
            for entry in table:
                if clock.over() and stats.worlds > 1:
                    break
                state = world.clone()
                state.apply(self.seat, entry.move)
                for _ in heuristic_playout(state):
                    if clock.over() and stats.worlds > 1:
                        break  # out of time: this world stays incomplete and is dropped
                    if clock.slice_over():
                        stats.slices += 1
                        yield
                        clock.resume()
                if not state.is_over():
                    break
                stats.playouts += 1
                outcomes.append(self._side_won(state))
            if len(outcomes) == len(table):
                stats.worlds_solved += 1
                for entry, value in zip(table, outcomes):
                    entry.add(value)
        stats.elapsed_ms = clock.spent() * 1000.0
        return self._best_paired(table)

    @staticmethod
    def _best_paired(table: list[CandidateStats]) -> Hashable:
        """The normal choice unless another candidate won clearly more of the same worlds."""
        base = next(entry for entry in table if entry.heuristic)
        best, best_lead = base, 0.0
        for entry in table:
            lead = entry.value - base.value
            if entry.trials and lead >= MIDGAME_MIN_LEAD and lead / entry.trials >= MIDGAME_MIN_MARGIN and lead > best_lead:
                best, best_lead = entry, lead
        return best.move

    def _side_won(self, state: DealState) -> float:
        """1 if this seat's side won the finished ``state``, else 0."""
        result = state.result
        if result is None or result.winner is None:
            return 0.0
        return 1.0 if (result.winning_seat == state.landlord) == (self.seat == state.landlord) else 0.0

    def _solve(self, world: DealState, move: Hashable, clock: ThinkClock, stats: SearchStats) -> Generator[None, None, bool | None]:
        """Exact landlord win after ``move`` in ``world``; ``None`` if too big or out of time."""
        solving = solve_after(world, move, ENDGAME_NODES)
        try:
            while True:
                next(solving)
                if clock.over():
                    solving.close()
                    return None
                if clock.slice_over():
                    stats.slices += 1
                    yield
                    clock.resume()
        except StopIteration as stop:
            stats.solved += 1
            return bool(stop.value)
        except SearchLimit:
            stats.solver_failures += 1
            return None

    def _playout(self, world: DealState, move: Hashable) -> float:
        """1 if the seat's side wins the playout after ``move`` (a bid: as landlord), else 0."""
        state = world.clone()
        state.apply(self.seat, move)
        playout(state, self.rng)
        return self._side_won(state)

    @staticmethod
    def _bid(entry: CandidateStats, view: TableView) -> Bid:
        """The normal bid, moved one step by the searched landlord win rate."""
        odds = (entry.value + PRIOR_WEIGHT * 0.5) / (entry.trials + PRIOR_WEIGHT)
        desired = choose_bid(view).value
        if odds >= BID_UP_ODDS:
            desired += 1
        elif odds <= BID_DOWN_ODDS:
            desired -= 1
        options = [b for b in view.bids() if 0 < b.value <= desired]
        return max(options, key=lambda b: b.value) if options else Bid(0)

    @staticmethod
    def _best(table: list[CandidateStats], bonus: float, weight: float) -> Hashable:
        """The candidate with the best win rate, shrunk towards the mean (plus ``bonus``
        for the normal choice) with pseudo-count ``weight``."""
        tried = [entry for entry in table if entry.trials]
        total = sum(entry.value for entry in tried)
        count = sum(entry.trials for entry in tried)
        mean = total / count if count else 0.0

        def value(entry: CandidateStats) -> float:
            prior = mean + (bonus if entry.heuristic else 0.0)
            return (entry.value + weight * prior) / (entry.trials + weight)

        return max(table, key=value).move

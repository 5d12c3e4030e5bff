"""The game in progress, as small JSON, so the menu can continue it after a restart. No pygame.

The engines are deterministic: a game is fully described by its table options, its seed and
the moves applied so far, from every seat (the computer's too). So a :class:`SavedGame` keeps
exactly that, and continuing it (the sessions' ``resume``, through the table controllers'
``replay``) deals again from the seed and replays every move through the engine's ``apply``,
which validates each one as if it were played now.

- Dou Dizhu: one deal of a session. ``options`` are the menu's table options (``wild``,
  ``clock``, ``allowance``, and the five B.5 options when one is on:
  :meth:`~game.settings.DouDizhuOptions.to_dict`) of the table ``game``; a redeal after an auction that everybody
  passed comes from the same seeded shuffle, so it replays too. ``session``
  (:class:`DealPlace`) places the deal in its session: the deal's number, the session's first
  seed (which names the opponents; deal ``n`` has seed ``first_seed + n - 1``) and every
  seat's session points before the deal. A game stored before ``session`` existed has none
  and continues as deal 1 of a session that starts with it (named by its own seed). Game
  time enters the engine only through ``tick`` (the clock: a turn that runs out is played
  by the computer and flagged, the deal limit ends the deal unscored), and ticks between two
  moves add up (the clock only counts down, clamped at zero), so each move records the game
  time since the move before (``"t"``, milliseconds, only on a table with a clock) and
  ``elapsed_ms`` the time since the last move. A computer seat's B.5 choice keeps the reason it
  gave (``"r"``), so the log of a continued deal shows it again; an unreadable reason is
  dropped. At a no-shuffle table (B.5) a deal after the first is dealt from the cards of the
  deal before: ``order`` keeps that card order (its cards, as dealt), so continuing deals it
  again, and the deal after it follows from it.
- Daifugo / President: one whole session (its rounds and scores are the engine's
  :class:`~game.climbing.state.SessionState`, its names come from its seed, so the session
  needs no ``session``). ``options`` are the engine options' ``to_dict()``; the game has no
  clock. The step that deals the next round (``["next"]``, the engine's
  :class:`~game.climbing.moves.NextRound`) is recorded like any move; a session stored
  before that step existed has none, and continuing it takes the step wherever a round
  has ended and the next recorded move belongs to the next round.

Moves are encoded by an explicit encoder and decoder per family (never pickle): a card is
``[rank, suit, deck]`` (suit index in :data:`game.core.cards.SUITS`, ``-1`` for a joker),
a move a short list whose first item names its kind. Anything that cannot be read or replayed
(bad JSON, an unknown version, a wrong type, options that are not exactly valid, a move the
engine refuses) raises :class:`SavedGameError`, never anything else; the caller drops it.

Invariant: ``SavedGame.from_json(game.to_json()) == game``, and continuing a game that was
recorded from a table gives that table's engine state (and, for Dou Dizhu, its deal number,
names and session points).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.ai.doudizhu.stakes import StakeDecision, StakeStep
from game.climbing.moves import (
    Done,
    GiveToPlayer,
    NameRank,
    NextRound,
    PickCard,
    PlayCards,
    ReliefTake,
    TakeCard,
    Zone,
)
from game.climbing.moves import Move as ClimbingMove
from game.climbing.moves import Pass as ClimbingPass
from game.climbing.options import ClimbingOptions
from game.climbing.plays import PlayKind
from game.core.cards import SUITS, Card, Rank, make_deck
from game.doudizhu.combos import BombClass, ComboKind, Play
from game.doudizhu.moves import Bid, Call, Double, Grab, OpenHand, StakeMove
from game.doudizhu.moves import Move as DouDizhuMove
from game.doudizhu.moves import Pass as DouDizhuPass
from game.doudizhu.rules import BiddingKind, DoublingKind
from game.settings import ALLOWANCE_RANGE, CAPS, STAKE_KEYS, DouDizhuOptions, GameId
from game.table.registry import Family, climbing_preset, doudizhu_rules, entry

VERSION = 1
"""Layout of the stored JSON; a stored game of another version is not read."""
MAX_INT = 2**53
"""No stored integer (seed, game time, rank, points) is larger in magnitude."""
KEYS = {"version", "game", "options", "seed", "moves", "elapsed_ms"}
"""The keys of every stored game; a Dou Dizhu game may also have ``"session"`` and ``"order"``."""
OPTIONAL_KEYS = {"session", "order"}
BASE_OPTIONS = {"wild", "clock", "allowance"}
"""The Dou Dizhu options every stored game has (the B.5 ones come all five or none)."""


class SavedGameError(ValueError):
    """The stored game cannot be read or replayed (the caller drops it)."""


# -- reading helpers --------------------------------------------------------------------------------


def _int(value: Any, low: int = -MAX_INT, high: int = MAX_INT) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise SavedGameError(f"not an integer in [{low}, {high}]: {value!r}")
    return value


def _list(value: Any, size: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (size is not None and len(value) != size):
        raise SavedGameError(f"not a list of {size}: {value!r}")
    return value


def _tag(value: Any) -> tuple[str, list[Any]]:
    items = _list(value)
    if not items or not isinstance(items[0], str):
        raise SavedGameError(f"not a tagged move: {value!r}")
    return items[0], items[1:]


def encode_card(card: Card) -> list[int]:
    return [int(card.rank), -1 if card.suit is None else SUITS.index(card.suit), card.deck]


def decode_card(value: Any) -> Card:
    rank, suit, deck = _list(value, 3)
    try:
        return Card(Rank(_int(rank, 0, 14)), None if _int(suit, -1, 3) < 0 else SUITS[suit], _int(deck, 0, 1))
    except ValueError as error:  # a joker with a suit, a suited joker rank
        raise SavedGameError(str(error)) from error


def _cards(value: Any) -> tuple[Card, ...]:
    return tuple(decode_card(item) for item in _list(value))


def _ranks(value: Any) -> tuple[Rank, ...]:
    return tuple(Rank(_int(item, 0, 14)) for item in _list(value))


# -- Dou Dizhu moves --------------------------------------------------------------------------------


def encode_doudizhu(move: DouDizhuMove) -> list[Any]:
    """``["bid", value]``, ``["pass"]``, ``["play", kind, ranks, stands_for, main, length, bomb]``,
    or a stake step (docs/RULES.md B.5): ``["call", yes]``, ``["grab", yes]``, ``["double", factor]``,
    ``["open", yes]``."""
    if isinstance(move, Bid):
        return ["bid", move.value]
    if isinstance(move, DouDizhuPass):
        return ["pass"]
    if isinstance(move, Call):
        return ["call", move.yes]
    if isinstance(move, Grab):
        return ["grab", move.yes]
    if isinstance(move, Double):
        return ["double", move.factor]
    if isinstance(move, OpenHand):
        return ["open", move.yes]
    return [
        "play",
        move.kind.value,
        [int(rank) for rank in move.ranks],
        [int(rank) for rank in move.stands_for],
        int(move.main),
        move.length,
        None if move.bomb is None else move.bomb.value,
    ]


YES_NO_STEPS: dict[str, type[Call] | type[Grab] | type[OpenHand]] = {"call": Call, "grab": Grab, "open": OpenHand}
"""The stake steps that are a yes or a no, by their stored tag."""


def decode_doudizhu(value: Any) -> DouDizhuMove:
    tag, rest = _tag(value)
    if tag == "bid" and len(rest) == 1:
        return Bid(_int(rest[0], 0, 9))
    if tag == "pass" and not rest:
        return DouDizhuPass()
    if tag in YES_NO_STEPS and len(rest) == 1 and isinstance(rest[0], bool):
        return YES_NO_STEPS[tag](rest[0])
    if tag == "double" and len(rest) == 1 and rest[0] in (1, 2, 4) and not isinstance(rest[0], bool):
        return Double(rest[0])
    if tag == "play" and len(rest) == 6:
        kind, ranks, stands_for, main, length, bomb = rest
        try:
            return Play(
                ComboKind(kind),
                _ranks(ranks),
                _ranks(stands_for),
                Rank(_int(main, 0, 14)),
                _int(length, 0, 54),
                None if bomb is None else BombClass(bomb),
            )
        except (ValueError, TypeError) as error:
            raise SavedGameError(str(error)) from error
    raise SavedGameError(f"not a Dou Dizhu move: {value!r}")


def encode_doudizhu_step(
    seat: int,
    move: DouDizhuMove,
    cards: list[Card] | None,
    elapsed_ms: int,
    decision: StakeDecision | None = None,
) -> dict[str, Any]:
    """One applied move: ``{"s": seat, "m": move}``, ``"c"`` the cards the player chose (when
    given), ``"t"`` the game time since the move before (when not zero) and ``"r"`` why a
    computer seat made its B.5 choice (when it said: ``[step, strength, threshold, odds]``,
    odds ``null`` at the normal level), so a continued deal's log shows the reason again."""
    step: dict[str, Any] = {"s": seat, "m": encode_doudizhu(move)}
    if cards is not None:
        step["c"] = [encode_card(card) for card in cards]
    if elapsed_ms:
        step["t"] = elapsed_ms
    if decision is not None:
        step["r"] = [decision.step.value, decision.strength, decision.threshold, decision.odds]
    return step


def _number(value: Any) -> float:
    """A JSON number (never a bool; the reader refuses NaN and infinities), else :class:`SavedGameError`."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SavedGameError(f"not a number: {value!r}")
    return float(value)


def decode_stake_decision(value: Any, seat: int, move: DouDizhuMove) -> StakeDecision | None:
    """The reason stored with ``seat``'s B.5 ``move`` (see :func:`encode_doudizhu_step`).

    The reason only words a log line, so one that cannot be read (a damaged store) is
    dropped, ``None``, and the move still replays; so is one stored with a move that is no
    B.5 choice."""
    if not isinstance(move, StakeMove):
        return None
    try:
        step, strength, threshold, odds = _list(value, 4)
        return StakeDecision(
            StakeStep(step), seat, move, _number(strength), _number(threshold), None if odds is None else _number(odds)
        )
    except (SavedGameError, ValueError):
        return None


class DouDizhuStep(NamedTuple):
    """One stored Dou Dizhu move as :func:`encode_doudizhu_step` wrote it."""

    seat: int
    move: DouDizhuMove
    cards: list[Card] | None
    """The cards the player chose, when the move was made from chosen cards."""
    elapsed_ms: int
    """Game time before the move (a table with a clock)."""
    decision: StakeDecision | None
    """Why a computer seat made its B.5 choice, when it was stored (for the log)."""


# -- climbing moves ---------------------------------------------------------------------------------


def encode_climbing(move: ClimbingMove) -> list[Any]:
    """A short list naming the move's kind first (see :func:`decode_climbing`)."""
    if isinstance(move, PlayCards):
        return ["play", [encode_card(card) for card in move.cards], move.kind.value]
    if isinstance(move, ClimbingPass):
        return ["pass"]
    if isinstance(move, PickCard):
        return ["pick", encode_card(move.card)]
    if isinstance(move, NameRank):
        return ["name", int(move.rank)]
    if isinstance(move, TakeCard):
        return ["take", move.zone.value, None if move.card is None else encode_card(move.card), move.owner]
    if isinstance(move, GiveToPlayer):
        return ["give", encode_card(move.card), move.target]
    if isinstance(move, ReliefTake):
        return ["relief", encode_card(move.card)]
    if isinstance(move, Done):
        return ["done"]
    if isinstance(move, NextRound):
        return ["next"]
    raise TypeError(f"not a climbing move: {move!r}")


def decode_climbing(value: Any) -> ClimbingMove:
    tag, rest = _tag(value)
    try:
        if tag == "play" and len(rest) == 2:
            return PlayCards(_cards(rest[0]), PlayKind(rest[1]))
        if tag == "pass" and not rest:
            return ClimbingPass()
        if tag == "pick" and len(rest) == 1:
            return PickCard(decode_card(rest[0]))
        if tag == "name" and len(rest) == 1:
            return NameRank(Rank(_int(rest[0], 0, 14)))
        if tag == "take" and len(rest) == 3:
            zone, card, owner = rest
            return TakeCard(
                Zone(zone), None if card is None else decode_card(card), None if owner is None else _int(owner, 0, 9)
            )
        if tag == "give" and len(rest) == 2:
            return GiveToPlayer(decode_card(rest[0]), _int(rest[1], 0, 9))
        if tag == "relief" and len(rest) == 1:
            return ReliefTake(decode_card(rest[0]))
        if tag == "done" and not rest:
            return Done()
        if tag == "next" and not rest:
            return NextRound()
    except (ValueError, TypeError) as error:
        raise SavedGameError(str(error)) from error
    raise SavedGameError(f"not a climbing move: {value!r}")


def encode_climbing_step(seat: int, move: ClimbingMove) -> list[Any]:
    """One applied move: ``[seat, move]``."""
    return [seat, encode_climbing(move)]


# -- the saved game ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class DealPlace:
    """Where a Dou Dizhu deal sits in its session: ``deal`` counts from 1, ``first_seed`` is
    the session's first deal's seed (it names the opponents), ``scores`` every seat's session
    points before this deal."""

    deal: int
    first_seed: int
    scores: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"deal": self.deal, "first_seed": self.first_seed, "scores": list(self.scores)}

    @classmethod
    def from_dict(cls, value: Any) -> DealPlace:
        if not isinstance(value, dict) or set(value) != {"deal", "first_seed", "scores"}:
            raise SavedGameError(f"not a deal's place in its session: {value!r}")
        scores = tuple(_int(points) for points in _list(value["scores"]))
        return cls(_int(value["deal"], 1, MAX_INT), _int(value["first_seed"]), scores)

    def check(self, seed: int, num_players: int) -> None:
        """The deal's seed follows from the session's, and there are points for every seat."""
        if self.first_seed + self.deal - 1 != seed:
            raise SavedGameError(f"deal {self.deal} of a session from seed {self.first_seed} has not seed {seed}")
        if len(self.scores) != num_players:
            raise SavedGameError(f"not the session points of {num_players} seats: {self.scores!r}")


@dataclass(frozen=True)
class SavedGame:
    """Everything needed to deal again and replay: see the module docstring.

    ``moves`` are the encoded steps in the order they were applied; ``elapsed_ms`` is the
    Dou Dizhu game time since the last move (0 without a clock, and for climbing games);
    ``session`` places a Dou Dizhu deal in its session (``None``: a climbing game, or a deal
    stored before it was kept).
    """

    game: GameId
    options: dict[str, Any]
    seed: int
    moves: tuple[Any, ...] = ()
    elapsed_ms: int = 0
    version: int = VERSION
    session: DealPlace | None = None
    order: tuple[Card, ...] | None = None
    """The card order a no-shuffle deal was dealt from (``None``: shuffled from the seed)."""

    @property
    def family(self) -> Family:
        """The family of rules the stored game's table plays (:mod:`game.table.registry`)."""
        return entry(self.game).family

    def to_json(self) -> str:
        data = {
            "version": self.version,
            "game": self.game.value,
            "options": self.options,
            "seed": self.seed,
            "moves": list(self.moves),
            "elapsed_ms": self.elapsed_ms,
        }
        if self.session is not None:
            data["session"] = self.session.to_dict()
        if self.order is not None:
            data["order"] = [encode_card(card) for card in self.order]
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)

    @classmethod
    def from_json(cls, text: Any) -> SavedGame:
        """Read a stored game and check its layout, options and move encodings (not yet
        whether the engine accepts the moves: continuing the game does that)."""
        if not isinstance(text, str):
            raise SavedGameError("no text")
        try:
            data = json.loads(text, parse_constant=_refuse_constant)
        except (ValueError, RecursionError) as error:
            raise SavedGameError(f"not JSON: {error}") from error
        if not isinstance(data, dict) or not KEYS <= set(data) <= KEYS | OPTIONAL_KEYS:
            raise SavedGameError("not a saved game")
        if _int(data["version"]) != VERSION:
            raise SavedGameError(f"version {data['version']} is not {VERSION}")
        try:
            game = GameId(data["game"])
        except (ValueError, TypeError) as error:
            raise SavedGameError(f"unknown game {data['game']!r}") from error
        options = data["options"]
        if not isinstance(options, dict):
            raise SavedGameError("options are not an object")
        saved = cls(
            game,
            options,
            _int(data["seed"]),
            tuple(_list(data["moves"])),
            _int(data["elapsed_ms"], 0, MAX_INT),
            session=DealPlace.from_dict(data["session"]) if "session" in data else None,
            order=_cards(data["order"]) if "order" in data else None,
        )
        saved.check()
        return saved

    def check(self) -> None:
        """Options, the deal's place in its session and every step decode (raises
        :class:`SavedGameError`)."""
        if self.family is Family.CLIMBING:
            self.climbing_options()
            if self.session is not None or self.order is not None:
                raise SavedGameError("a climbing session has no deal place and no deal order")
            for step in self.moves:
                self._climbing_step(step)
        else:
            options = self.doudizhu_options()
            rules = doudizhu_rules(self.game, options)
            if self.session is not None:
                self.session.check(self.seed, rules.num_players)
            deck = Counter(make_deck(jokers=2, decks=rules.decks))
            if self.order is not None and (not rules.no_shuffle or Counter(self.order) != deck):
                raise SavedGameError("a deal order belongs to a no-shuffle table and holds every card")
            for step in self.moves:
                self._doudizhu_step(step)

    # -- options -----------------------------------------------------------------------------
    def doudizhu_options(self) -> DouDizhuOptions:
        """The menu options of a Dou Dizhu game, exactly as stored (no repair); a game stored
        without the B.5 options plays the seed rules."""
        data = self.options
        if self.family is not Family.DOUDIZHU or set(data) not in (BASE_OPTIONS, BASE_OPTIONS | STAKE_KEYS):
            raise SavedGameError("not Dou Dizhu options")
        wild, clock = data["wild"], data["clock"]
        if not isinstance(wild, bool) or not isinstance(clock, bool):
            raise SavedGameError("wild and clock must be true or false")
        options = DouDizhuOptions(wild=wild, clock=clock, allowance=_int(data["allowance"], *ALLOWANCE_RANGE))
        if STAKE_KEYS <= set(data):
            open_hand, no_shuffle, cap = data["open_hand"], data["no_shuffle"], data["cap"]
            if not isinstance(open_hand, bool) or not isinstance(no_shuffle, bool):
                raise SavedGameError("open_hand and no_shuffle must be true or false")
            if cap is not None and (not isinstance(cap, int) or isinstance(cap, bool) or cap not in CAPS):
                raise SavedGameError(f"not a cap: {cap!r}")
            try:
                options.bidding = BiddingKind(data["bidding"])
                options.doubling = DoublingKind(data["doubling"])
            except (ValueError, TypeError) as error:
                raise SavedGameError(f"not a bidding or doubling kind: {error}") from error
            options.open_hand, options.no_shuffle, options.cap = open_hand, no_shuffle, cap
        return options

    def climbing_options(self) -> ClimbingOptions:
        """The engine options of a climbing game; only options the engine would keep unchanged
        (for the preset of ``game``) are valid. A field the store lacks takes the preset's
        default (a game saved before the field existed: the UECda fields)."""
        if self.family is not Family.CLIMBING:
            raise SavedGameError("not a climbing game")
        options = ClimbingOptions.from_dict(self.options)
        kept = options.to_dict()
        changed = any(key not in kept or kept[key] != value for key, value in self.options.items())
        if changed or options.preset is not climbing_preset(self.game):
            raise SavedGameError("the climbing options are not valid")
        return options

    # -- steps -------------------------------------------------------------------------------
    @staticmethod
    def _doudizhu_step(step: Any) -> DouDizhuStep:
        if not isinstance(step, dict) or not {"s", "m"} <= set(step) <= {"s", "m", "c", "t", "r"}:
            raise SavedGameError(f"not a Dou Dizhu step: {step!r}")
        cards = [decode_card(card) for card in _list(step["c"])] if "c" in step else None
        seat, move = _int(step["s"], 0, 9), decode_doudizhu(step["m"])
        decision = decode_stake_decision(step["r"], seat, move) if "r" in step else None
        return DouDizhuStep(seat, move, cards, _int(step.get("t", 0), 0, MAX_INT), decision)

    @staticmethod
    def _climbing_step(step: Any) -> tuple[int, ClimbingMove]:
        seat, move = _list(step, 2)
        return _int(seat, 0, 9), decode_climbing(move)

    def doudizhu_steps(self) -> list[DouDizhuStep]:
        """The decoded Dou Dizhu steps, oldest first."""
        return [self._doudizhu_step(step) for step in self.moves]

    def climbing_steps(self) -> list[tuple[int, ClimbingMove]]:
        """The decoded climbing steps: (seat, move)."""
        return [self._climbing_step(step) for step in self.moves]


def _refuse_constant(name: str) -> Any:
    """``NaN`` and ``Infinity`` are not JSON: a saved game holding them is unreadable."""
    raise SavedGameError(f"{name} is not a number here")


__all__ = [
    "VERSION",
    "DealPlace",
    "DouDizhuStep",
    "SavedGame",
    "SavedGameError",
    "decode_climbing",
    "decode_doudizhu",
    "decode_stake_decision",
    "encode_climbing",
    "encode_climbing_step",
    "encode_doudizhu",
    "encode_doudizhu_step",
]

"""The player's settings and session scores, kept between runs.

Settings are stored as one JSON text through the platform adapter
(:mod:`game.platform`): a file on the desktop, ``localStorage`` in the browser.

Invariants:

- Loading never fails. A missing, corrupt or partial store, or one written by another
  version, yields defaults *field by field*: every field that is present and valid is
  kept, every other field gets its default. Each field is validated on its own: a
  wrong type, an unknown name (a game, a level, a preset), a non-finite number, an
  integer too long to read, a string that cannot be written as UTF-8 (a lone
  surrogate) or junk nested too deep costs only that field (one house rule, one game's
  scores). Finite numbers out of range are clamped into range. A UTF-8 byte-order mark
  before the JSON is ignored. Only text that is not JSON at all (nesting past the JSON
  reader's recursion limit included) gives defaults for everything.
- Saving never raises: settings that cannot be written as UTF-8 JSON, or a platform
  that fails, make :meth:`Settings.save` return ``False``.
- On first start (no valid stored language) the language follows the platform
  (:func:`game.i18n.language_for_locale`: ``sv*``, ``ja*``, ``zh*``, else English), among
  the languages whose catalog is complete (:func:`game.i18n.offered_languages`).
- The climbing house rules are kept as an opaque JSON-able mapping from rule id to value;
  the climbing engine validates their meaning, this module only keeps them JSON-safe.
- Each climbing preset keeps the player's own choices: ``climbing.house_rules`` and
  ``climbing.jokers`` belong to the chosen preset, ``climbing.other_presets`` keeps those of
  every preset not chosen now (never an entry for the chosen one). A store written before
  ``other_presets`` existed has its single ``house_rules`` read as the choices of the preset
  it was stored with, which is exactly what that field meant, so nothing else is migrated.
- A climbing ``game`` always has its own preset: setting ``Settings.game`` (the menu, the
  command line, a continued game, construction and loading alike) switches
  ``climbing.preset`` to that game's (:meth:`ClimbingOptions.take_preset`), so the rules
  played always belong to the game named. A Dou Dizhu game leaves the climbing options alone.
- ``saved_game`` is the game in progress as its own JSON text (see
  :mod:`game.table.saved_game`), kept as an opaque string here: whether it can be restored
  is checked when the menu offers it, so a broken one can be dropped with a notice.
- ``statistics`` (:mod:`game.stats`) is repaired entry by entry: a corrupt count
  of one table and role is 0, every other count is kept; ``daily`` (the daily deals played,
  :mod:`game.daily_record`) field by field.
- ``puzzles`` (:class:`game.stats.PuzzleRecord`) is repaired field by field: a bad
  puzzle id is dropped alone, a bad count is 0.
- ``volume`` is a finite number clamped into 0..1 (anything else: the default); ``muted`` a bool.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field
from enum import Enum
from typing import Any, TypeVar

from game.climbing.options import Preset
from game.daily_record import DailyRecord
from game.doudizhu.rules import CAP_CHOICES, BiddingKind, DoublingKind, StakeOptions
from game.i18n import DEFAULT_LANGUAGE, language_for_locale, offered_languages
from game.platform import Platform
from game.stats import CLIMBING_ROLES, DOUDIZHU_ROLES, PuzzleRecord, SeatRole, Statistics

FORMAT = 1
"""Version of the stored JSON layout, written as ``"format"``."""


class AiLevel(str, Enum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


class GameId(str, Enum):
    """The games in the menu."""

    DDZ3 = "ddz3"
    DDZ4 = "ddz4"
    DDZ2 = "ddz2"
    DAIFUGO = "daifugo"
    PRESIDENT = "president"
    UECDA = "uecda"


ALLOWANCE_RANGE = (0, 5)
PLAYERS_RANGE = (3, 6)
JOKERS_RANGE = (0, 2)
ROUNDS_RANGE = (1, 99)
SCORE_SEATS_RANGE = (2, 6)
#: A stored seat score beyond this magnitude is not a real session's: that game's
#: scores are dropped.
SCORE_LIMIT = 10**12
DEFAULT_JOKERS = {Preset.PRESIDENT: 2, Preset.DAIFUGO: 1, Preset.UECDA: 1}
PRESETS: dict[GameId, Preset] = {
    GameId.DAIFUGO: Preset.DAIFUGO,
    GameId.PRESIDENT: Preset.PRESIDENT,
    GameId.UECDA: Preset.UECDA,
}
"""The climbing games and the climbing engine's preset each one plays (docs/RULES.md A.2): the
one place that says so. The settings need it to give a climbing game its preset, so it lives
here, below the table registry (:mod:`game.table.registry`), which reads it."""


@dataclass
class DouDizhuOptions:
    """Table options for Dou Dizhu (docs/RULES.md B.2-B.4).

    ``wild``: play with the wild rank (B.4). ``clock``: keep the turn and deal clock on
    tables that have one (the four-player table, B.2); ``False`` switches it off.
    ``allowance``: the two-player farmer's allowance (B.3), 0 to 5.

    The B.5 options (docs/RULES.md B.5, all off by default: the seed rules): ``bidding``
    (points auction or call and grab), ``doubling`` (none, double, double and super
    double), ``open_hand``, ``no_shuffle`` and ``cap`` (``None``: the table's own cap, no
    cap on three players and 1024 on four; else one of ``CAP_CHOICES``). One set of options
    serves every Dou Dizhu table: a table that does not offer one ignores it
    (:func:`game.table.registry.doudizhu_rules`).
    """

    wild: bool = False
    clock: bool = True
    allowance: int = 2
    bidding: BiddingKind = BiddingKind.POINTS
    doubling: DoublingKind = DoublingKind.NONE
    open_hand: bool = False
    no_shuffle: bool = False
    cap: int | None = None

    @property
    def stakes(self) -> StakeOptions:
        """The B.5 options as the engine's one value."""
        return StakeOptions(self.bidding, self.doubling, self.open_hand, self.no_shuffle, self.cap)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data: ``wild``, ``clock``, ``allowance`` and, only when one of the B.5
        options is on, all five of them (so a game with the seed rules is stored as before)."""
        data: dict[str, Any] = {"wild": self.wild, "clock": self.clock, "allowance": self.allowance}
        if self.stakes != StakeOptions():
            data.update(
                bidding=self.bidding.value,
                doubling=self.doubling.value,
                open_hand=self.open_hand,
                no_shuffle=self.no_shuffle,
                cap=self.cap,
            )
        return data


CAPS: tuple[int, ...] = tuple(cap for cap in CAP_CHOICES if cap is not None)
"""The caps a player may choose (``DouDizhuOptions.cap``; ``None`` is the table's own)."""
STAKE_KEYS = frozenset({"bidding", "doubling", "open_hand", "no_shuffle", "cap"})
"""The keys of the B.5 options in :meth:`DouDizhuOptions.to_dict`."""


@dataclass
class ClimbingOptions:
    """Options for Daifugo / President (docs/RULES.md A.1-A.3).

    ``house_rules`` holds the rule fields of the climbing engine's options (its
    ``to_dict()`` minus preset, players, jokers and rounds) for the chosen preset; the
    engine checks them. ``other_presets`` keeps, for each preset not chosen now, the
    house rules and ``"jokers"`` the player chose for it (see :meth:`take_preset`).
    """

    preset: Preset = Preset.PRESIDENT
    players: int = 4
    jokers: int = DEFAULT_JOKERS[Preset.PRESIDENT]
    rounds: int = 5
    house_rules: dict[str, Any] = field(default_factory=dict)
    other_presets: dict[Preset, dict[str, Any]] = field(default_factory=dict)

    def take_preset(self, preset: Preset) -> None:
        """Make ``preset`` the chosen one (nothing changes when it already is).

        The preset left behind keeps the player's house rules and jokers in
        :attr:`other_presets`; the preset taken up gets back the choices kept for it (its
        defaults the first time). Players and rounds stay.
        """
        if preset is self.preset:
            return
        self.other_presets[self.preset] = dict(self.house_rules, jokers=self.jokers)
        self.preset = preset
        kept = dict(self.other_presets.pop(preset, {}))
        jokers = kept.pop("jokers", None)
        valid = isinstance(jokers, int) and not isinstance(jokers, bool)
        self.jokers = jokers if valid and JOKERS_RANGE[0] <= jokers <= JOKERS_RANGE[1] else DEFAULT_JOKERS[preset]
        self.house_rules = kept


SPEEDS = ("slow", "normal", "fast", "instant")
"""The values of ``Settings.speed`` (see :class:`game.ui.common.motion.Speed`)."""


@dataclass
class Settings:
    """Everything the player chose, plus the running session scores.

    ``scores`` maps a game to the points of each seat in the current session.
    ``saved_game``: the JSON text of the game in progress (``None``: nothing to continue).
    """

    language: str = DEFAULT_LANGUAGE
    ai_level: AiLevel = AiLevel.NORMAL
    game: GameId = GameId.DDZ3
    doudizhu: DouDizhuOptions = field(default_factory=DouDizhuOptions)
    climbing: ClimbingOptions = field(default_factory=ClimbingOptions)
    scores: dict[GameId, list[int]] = field(default_factory=dict)
    auto_pass: bool = True
    """Pass for the human, after a short pause, when nothing they hold beats the table."""
    four_colour: bool = False
    """Draw the suits in four colours (spades black, hearts red, diamonds blue, clubs green)."""
    large_cards: bool = False
    """Draw the hand's cards, and every card's corner index, larger."""
    card_counter: bool = True
    """Show the card counter: per rank, the cards the human has not seen yet."""
    speed: str = "normal"
    """How fast the computer moves and the table animates: one of :data:`SPEEDS`."""
    reduced_motion: bool = False
    """No flying or shaking on the table: fades only."""
    saved_game: str | None = None
    tutorial_seen: bool = False
    """The player finished or skipped the tutorial (the menu stops offering it at start)."""
    statistics: Statistics = field(default_factory=Statistics)
    """Deals, wins, points ... per table and role (only real play is counted)."""
    puzzles: PuzzleRecord = field(default_factory=PuzzleRecord)
    """The endgame puzzles solved (:class:`game.stats.PuzzleRecord`)."""
    daily: DailyRecord = field(default_factory=DailyRecord)
    """The daily deals played, by day and table (:mod:`game.daily_record`)."""
    volume: float = 0.7
    """Sound effects volume, 0..1."""
    muted: bool = False

    def __setattr__(self, name: str, value: Any) -> None:
        """Every assignment of ``game`` (or of ``climbing``), construction included, gives a
        climbing game its own preset, so the game named and the rules played never disagree."""
        super().__setattr__(name, value)
        if name in ("game", "climbing") and "game" in self.__dict__ and "climbing" in self.__dict__:
            preset = PRESETS.get(self.game)
            if preset is not None:
                self.climbing.take_preset(preset)

    @classmethod
    def first_start(cls, host_locale: str | None) -> Settings:
        """Defaults, speaking the language of ``host_locale``."""
        return cls(language=language_for_locale(host_locale, offered_languages()))

    @classmethod
    def load(cls, platform: Platform) -> Settings:
        """The stored settings, repaired field by field; never raises."""
        return cls.from_json(platform.read_settings(), platform.language())

    def save(self, platform: Platform) -> bool:
        """Store these settings; ``True`` when the platform kept them.

        Never raises: settings that cannot be written as UTF-8 JSON (a value made in
        code that is not JSON data, a lone surrogate) or a platform that fails give
        ``False``.
        """
        try:
            text = self.to_json()
            text.encode("utf-8")
        except (TypeError, ValueError, RecursionError):  # UnicodeEncodeError is a ValueError
            return False
        try:
            return bool(platform.write_settings(text))
        except (OSError, TypeError, ValueError):
            return False

    def to_json(self) -> str:
        data = asdict(self)
        data["scores"] = {game.value: points for game, points in self.scores.items()}
        data["climbing"]["other_presets"] = {
            preset.value: dict(rules) for preset, rules in self.climbing.other_presets.items()
        }
        data["statistics"] = self.statistics.to_dict()
        data["puzzles"] = self.puzzles.to_dict()
        data["daily"] = self.daily.to_dict()
        data["format"] = FORMAT
        return json.dumps(data, ensure_ascii=False, sort_keys=True, default=_enum_value)

    @classmethod
    def from_json(cls, text: str | None, host_locale: str | None = None) -> Settings:
        """Parse stored text; anything missing or invalid takes its default."""
        defaults = cls.first_start(host_locale)
        data = _parse(text)
        language = data.get("language")
        return cls(
            language=language
            if isinstance(language, str) and language in offered_languages()
            else defaults.language,
            ai_level=_member(AiLevel, data.get("ai_level"), defaults.ai_level),
            game=_member(GameId, data.get("game"), defaults.game),
            doudizhu=_doudizhu(data.get("doudizhu")),
            climbing=_climbing(data.get("climbing"), _member(GameId, data.get("game"), defaults.game)),
            scores=_scores(data.get("scores")),
            auto_pass=_bool(data.get("auto_pass"), defaults.auto_pass),
            four_colour=_bool(data.get("four_colour"), defaults.four_colour),
            large_cards=_bool(data.get("large_cards"), defaults.large_cards),
            card_counter=_bool(data.get("card_counter"), defaults.card_counter),
            speed=_one_of(data.get("speed"), SPEEDS, defaults.speed),
            reduced_motion=_bool(data.get("reduced_motion"), defaults.reduced_motion),
            saved_game=_saved_game(data.get("saved_game")),
            tutorial_seen=_bool(data.get("tutorial_seen"), defaults.tutorial_seen),
            statistics=_statistics(data.get("statistics")),
            puzzles=PuzzleRecord.from_dict(data.get("puzzles")),
            daily=DailyRecord.from_dict(data.get("daily"), (game.value for game in GameId)),
            volume=_unit(data.get("volume"), defaults.volume),
            muted=_bool(data.get("muted"), defaults.muted),
        )


E = TypeVar("E", bound=Enum)


class _Unreadable:
    """Stands for a stored number Python will not read (an integer of thousands of
    digits); no field accepts it, so only that field falls back to its default."""


_UNREADABLE = _Unreadable()


def _read_int(digits: str) -> int | _Unreadable:
    try:
        return int(digits)
    except ValueError:  # more digits than sys.get_int_max_str_digits()
        return _UNREADABLE


def _parse(text: str | None) -> dict[str, Any]:
    """The stored JSON object (a leading byte-order mark ignored); ``{}`` when the text
    is missing or not a JSON object."""
    if not isinstance(text, str) or not text:
        return {}
    try:
        data = json.loads(text.removeprefix("\ufeff"), parse_int=_read_int)
    except (ValueError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}


def _encodable(text: str) -> bool:
    """Whether ``text`` can be stored as UTF-8 (no lone surrogate)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _enum_value(value: Any) -> Any:
    if isinstance(value, Enum):
        return value.value
    raise TypeError(f"not JSON-able: {value!r}")


def _member(kind: type[E], value: Any, default: E) -> E:
    try:
        return kind(value)
    except (ValueError, TypeError):
        return default


def _bool(value: Any, default: bool) -> bool:
    return value if isinstance(value, bool) else default


def _one_of(value: Any, allowed: tuple[str, ...], default: str) -> str:
    return value if isinstance(value, str) and value in allowed else default


def _int(value: Any, default: int, bounds: tuple[int, int]) -> int:
    """An integer clamped into ``bounds``; non-numbers (and booleans) give ``default``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    if isinstance(value, float) and not math.isfinite(value):
        return default
    low, high = bounds
    return max(low, min(high, int(value)))


def _unit(value: Any, default: float) -> float:
    """A number clamped into 0..1; non-numbers (and booleans) and non-finite numbers give ``default``."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return default
    if isinstance(value, float) and not math.isfinite(value):
        return default
    return float(max(0, min(1, value)))  # clamped first: a huge integer has no float


def table_roles(game: GameId) -> tuple[SeatRole, ...]:
    """The roles the statistics keep for ``game``: a climbing game's finishing roles, a Dou
    Dizhu table's sides (the registry's ``TableEntry.roles`` are these, by family)."""
    return CLIMBING_ROLES if game in PRESETS else DOUDIZHU_ROLES


def _statistics(value: Any) -> Statistics:
    """The stored statistics of the known games, repaired entry by entry."""
    return Statistics.from_dict(value, {game.value: table_roles(game) for game in GameId})


def _section(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _doudizhu(value: Any) -> DouDizhuOptions:
    data, default = _section(value), DouDizhuOptions()
    return DouDizhuOptions(
        wild=_bool(data.get("wild"), default.wild),
        clock=_bool(data.get("clock"), default.clock),
        allowance=_int(data.get("allowance"), default.allowance, ALLOWANCE_RANGE),
        bidding=_member(BiddingKind, data.get("bidding"), default.bidding),
        doubling=_member(DoublingKind, data.get("doubling"), default.doubling),
        open_hand=_bool(data.get("open_hand"), default.open_hand),
        no_shuffle=_bool(data.get("no_shuffle"), default.no_shuffle),
        cap=_cap(data.get("cap"), default.cap),
    )


def _cap(value: Any, default: int | None) -> int | None:
    """A stored cap: ``None`` or one of :data:`CAPS` (an integer, not a bool), else ``default``."""
    if value is None:
        return None
    if _whole_number(value) and value in CAPS:
        return int(value)
    return default


def _whole_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _climbing(value: Any, game: GameId | None = None) -> ClimbingOptions:
    data = _section(value)
    kept = {
        preset: _house_rules(rules)
        for preset in Preset
        if isinstance(rules := _section(data.get("other_presets")).get(preset.value), dict)
    }
    unkept = [preset for preset in Preset if preset not in kept]
    # A broken preset is the one whose choices are not kept aside, when that tells (the
    # stored climbing game's own preset first).
    played = PRESETS.get(game) if game is not None else None
    default = unkept[0] if len(unkept) == 1 else ClimbingOptions().preset
    fallback = played if played in unkept else default
    preset = _member(Preset, data.get("preset"), fallback)
    return ClimbingOptions(
        preset=preset,
        players=_int(data.get("players"), ClimbingOptions().players, PLAYERS_RANGE),
        jokers=_int(data.get("jokers"), DEFAULT_JOKERS[preset], JOKERS_RANGE),
        rounds=_int(data.get("rounds"), ClimbingOptions().rounds, ROUNDS_RANGE),
        house_rules=_house_rules(data.get("house_rules")),
        other_presets={other: rules for other, rules in kept.items() if other is not preset},
    )


def _saved_game(value: Any) -> str | None:
    """The stored game's text. A value that is not a string is kept as its JSON text (and one
    that cannot even be written so becomes text that no saved game reads), so that a broken
    store still reaches the menu's check, which drops it with a notice."""
    if value is None:
        return None
    if isinstance(value, str) and _encodable(value):
        return value
    try:
        return json.dumps(value, ensure_ascii=True, default=_enum_value)
    except (TypeError, ValueError, RecursionError):
        return "!"


def _house_rules(value: Any) -> dict[str, Any]:
    """Keep the entries whose key is a string and whose value is plain JSON data."""
    return {
        key: rule
        for key, rule in _section(value).items()
        if isinstance(key, str) and _encodable(key) and _plain_json(rule)
    }


def _plain_json(value: Any, depth: int = 0) -> bool:
    if depth > 8:
        return False
    if isinstance(value, str):
        return _encodable(value)
    if value is None or isinstance(value, bool | int):
        return True
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, list):
        return all(_plain_json(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return all(
            isinstance(key, str) and _encodable(key) and _plain_json(item, depth + 1)
            for key, item in value.items()
        )
    return False


def _scores(value: Any) -> dict[GameId, list[int]]:
    """Per-game seat points; entries with an unknown game or a malformed list (a point
    that is not an integer or beyond ``SCORE_LIMIT``) are dropped."""
    scores: dict[GameId, list[int]] = {}
    low, high = SCORE_SEATS_RANGE
    known = {game.value: game for game in GameId}
    for key, points in _section(value).items():
        game = known.get(key)
        if (
            game is not None
            and isinstance(points, list)
            and low <= len(points) <= high
            and all(isinstance(p, int) and not isinstance(p, bool) and abs(p) <= SCORE_LIMIT for p in points)
        ):
            scores[game] = list(points)
    return scores

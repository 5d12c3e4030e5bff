"""The opponents' names at the table, per language, and the low-cards warning. No pygame.

Names are data: :data:`NAMES` maps a language code of :data:`game.i18n.LANGUAGES` to a
tuple of first names (every list holds at least :data:`MAX_OPPONENTS`; add a language by
adding its tuple). The names at a table are drawn from the table's seed, so a seed always
seats the same people, and they are drawn by position (:func:`opponent_names` picks the
same indices in every language), so switching language renames a seat to that language's
name at the same place in the list. The human's seat is always "You", never a name.

:class:`OpponentName` is a :class:`~game.core.reason.Phrase` that renders the name in the
current language, so log lines built earlier follow a language switch too.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from game.core.reason import Ngettext, Phrase, Plural, Translate
from game.i18n import N_, _, current_language, ngettext

MAX_OPPONENTS = 5
"""The most opponents a table seats (six-player climbing games)."""
NAMES: dict[str, tuple[str, ...]] = {
    "en": ("Alice", "Ben", "Clara", "Daniel", "Emma", "Frank", "Grace", "Henry", "Iris", "Jack"),
    "sv": ("Astrid", "Björn", "Elsa", "Gustav", "Ingrid", "Lars", "Maja", "Nils", "Sigrid", "Torsten"),
    "ja": ("佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村", "小林", "加藤"),
    "zh_Hans": ("小明", "老李", "张伟", "刘洋", "陈静", "杨帆", "赵磊", "黄敏", "周杰", "吴婷"),
}
YOU = N_("You")
LOW_CARDS = 2
"""A seat shows a warning when it holds this many cards or fewer (and at least one)."""


def opponent_names(seed: int, count: int, language: str | None = None) -> tuple[str, ...]:
    """``count`` different names for the opponents, the same for the same seed and language."""
    names = NAMES.get(language or current_language(), NAMES["en"])
    if not 0 <= count <= len(names):
        raise ValueError(f"no names for {count} opponents")
    return tuple(names[i % len(names)] for i in _picks(seed, count))


@functools.lru_cache(maxsize=64)
def _picks(seed: int, count: int) -> tuple[int, ...]:
    """The indices :func:`opponent_names` takes for a seed (drawn once: texts name the seats
    many times a frame)."""
    return tuple(random.Random(seed).sample(range(len(NAMES["en"])), count))


def opponent_index(seat: int, human: int | None, players: int) -> int:
    """The opponent number of ``seat``: 0 for the seat after the human, and so on."""
    return seat if human is None else (seat - human - 1) % players


@dataclass(frozen=True)
class OpponentName(Phrase):
    """An opponent's name, rendered from :data:`NAMES` in the current language.

    The seat, the human's seat (or None), the player count and the table's seed are typed
    fields, so the name is chosen from data, never read back from text.
    """

    seat: int = 0
    human: int | None = None
    players: int = 0
    seed: int = 0

    def render(self, translate: Translate, ngettext: Ngettext | None = None) -> str:
        opponents = self.players if self.human is None else self.players - 1
        return opponent_names(self.seed, opponents)[opponent_index(self.seat, self.human, self.players)]


def seat_phrase(seat: int, human: int | None, seed: int, players: int) -> Phrase:
    """How texts name ``seat``: "You" for the human, else the opponent's name."""
    if seat == human:
        return Phrase.of(YOU)
    return OpponentName("", (), seat=seat, human=human, players=players, seed=seed)


Forms = tuple[str, str]
"""A sentence about a seat: (someone else, with ``{player}``; the viewer's own "you" sentence)."""


def about_seat(seat: int, viewer: int | None, forms: Forms, name: Phrase, **params: object) -> Phrase:
    """The sentence ``forms`` about ``seat``: the viewer's own form when ``seat`` is the viewer
    (chosen by seat, never by the name's text), else the other form naming ``name``."""
    if seat == viewer:
        return Phrase.of(forms[1], **params)
    return Phrase.of(forms[0], player=name, **params)


CountedForms = tuple[tuple[str, str], tuple[str, str]]
"""A counted sentence about a seat: the singular and plural forms (from ``N_plural``) naming
another seat with ``{player}``, then the viewer's own "you" forms; both take ``{count}``."""


def about_seat_count(
    seat: int, viewer: int | None, forms: CountedForms, name: Phrase, count: int, **params: object
) -> Phrase:
    """:func:`about_seat` for a sentence with a count: the form for ``count`` in each language."""
    if seat == viewer:
        return Plural.of_count(forms[1], count, **params)
    return Plural.of_count(forms[0], count, player=name, **params)


def low_cards_warning(count: int) -> str | None:
    """The warning a seat shows with one or two cards left ("Last card!"), else None."""
    if count == 1:
        return _("Last card!")
    if 1 < count <= LOW_CARDS:
        return ngettext("{count} card left", "{count} cards left", count).format(count=count)
    return None

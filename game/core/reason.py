"""Why a move was refused, as data the UI translates.

Engines never format player-facing text themselves: they return a :class:`Reason`
holding a message id (marked for extraction with :func:`game.i18n.N_`) and its
parameters. Parameters may themselves be reasons or :class:`Phrase` objects (for
example a combination's name), so a whole sentence is translated piece by piece.
A sentence that carries a count is a :class:`Plural`: both English forms (marked with
:func:`game.i18n.N_plural`) and the count, rendered through ``ngettext`` so every
language picks its own plural form.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Self

Translate = Callable[[str], str]
Ngettext = Callable[[str, str, int], str]
"""gettext-like ``(singular, plural, n) -> str`` (:func:`game.i18n.ngettext`)."""


def english_ngettext(singular: str, plural: str, n: int) -> str:
    """The English plural rule: the singular for exactly one, else the plural."""
    return singular if n == 1 else plural


@dataclass(frozen=True)
class Phrase:
    """A translatable message id with named parameters."""

    msgid: str
    params: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def of(cls, msgid: str, **params: Any) -> Self:
        return cls(msgid, tuple(sorted(params.items())))

    def template(self, translate: Translate, ngettext: Ngettext | None = None) -> str:
        """The translated message before its fields are filled in."""
        return translate(self.msgid)

    def render(self, translate: Translate, ngettext: Ngettext | None = None) -> str:
        """The text in the language of ``translate`` (gettext-like ``str -> str``); plural
        phrases inside use ``ngettext`` (without it: the English rule, untranslated)."""
        values = {
            key: value.render(translate, ngettext) if isinstance(value, Phrase) else value
            for key, value in self.params
        }
        text = self.template(translate, ngettext)
        return text.format(**values) if values else text


@dataclass(frozen=True)
class Plural(Phrase):
    """A phrase with a count: ``msgid`` is the singular form, ``plural`` the plural form,
    ``count`` picks between them (and fills ``{count}``). Translations choose their own
    form through ``ngettext``, so "1 card" / "2 cards" read right in every language."""

    plural: str = ""
    count: int = 0

    @classmethod
    def of_count(cls, forms: tuple[str, str], count: int, **params: Any) -> Self:
        """The sentence ``forms`` (singular, plural; from :func:`game.i18n.N_plural`) for ``count``."""
        return cls(forms[0], tuple(sorted({**params, "count": count}.items())), forms[1], count)

    def template(self, translate: Translate, ngettext: Ngettext | None = None) -> str:
        if ngettext is None:
            return english_ngettext(self.msgid, self.plural, self.count)
        return ngettext(self.msgid, self.plural, self.count)


class Reason(Phrase):
    """A phrase that explains a refusal."""


@dataclass(frozen=True)
class Joined(Phrase):
    """Parts (texts or phrases) rendered one by one and joined by ``separator``."""

    parts: tuple[Any, ...] = ()
    separator: str = " "

    def render(self, translate: Translate, ngettext: Ngettext | None = None) -> str:
        return self.separator.join(
            part.render(translate, ngettext) if isinstance(part, Phrase) else str(part) for part in self.parts
        )


Template = str | tuple[str, str]
"""A display line: one message id, or the singular and plural forms of a counted one
(from :func:`game.i18n.N_plural`)."""


def templated(template: Template, count: int, **params: Any) -> Phrase:
    """``template`` with ``params`` and ``{count}``: a :class:`Plural` for a pair of forms."""
    if isinstance(template, tuple):
        return Plural.of_count(template, count, **params)
    return Phrase.of(template, count=count, **params)


@dataclass(frozen=True)
class PluralReason(Plural, Reason):
    """A refusal that carries a count ("choose at most 1 card")."""


class IllegalMove(ValueError):
    """Raised when a move that is not legal is applied; the state is left untouched."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.render(lambda text: text))
        self.reason = reason

"""Why a move was refused, as data the UI translates.

Engines never format player-facing text themselves: they return a :class:`Reason`
holding a message id (marked for extraction with :func:`game.i18n.N_`) and its
parameters. Parameters may themselves be reasons or :class:`Phrase` objects (for
example a combination's name), so a whole sentence is translated piece by piece.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Self

Translate = Callable[[str], str]


@dataclass(frozen=True)
class Phrase:
    """A translatable message id with named parameters."""

    msgid: str
    params: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def of(cls, msgid: str, **params: Any) -> Self:
        return cls(msgid, tuple(sorted(params.items())))

    def render(self, translate: Translate) -> str:
        """The text in the language of ``translate`` (gettext-like ``str -> str``)."""
        values = {
            key: value.render(translate) if isinstance(value, Phrase) else value
            for key, value in self.params
        }
        text = translate(self.msgid)
        return text.format(**values) if values else text


class Reason(Phrase):
    """A phrase that explains a refusal."""


@dataclass(frozen=True)
class Counted(Phrase):
    """A phrase whose sentence depends on a number: ``msgid`` is the sentence for one,
    ``plural`` the sentence for more, ``count`` picks (it is also the ``{count}`` field).

    Rendered through ``translate.ngettext`` when the translate function offers one (the
    app's ``_`` does), else the English form by ``count``."""

    plural: str = ""
    count: int = 0

    @classmethod
    def counted(cls, forms: tuple[str, str], count: int, **params: Any) -> Counted:
        return cls(forms[0], tuple(sorted({**params, "count": count}.items())), forms[1], count)

    def render(self, translate: Translate) -> str:
        values = {
            key: value.render(translate) if isinstance(value, Phrase) else value
            for key, value in self.params
        }
        plural_of = getattr(translate, "ngettext", None)
        if plural_of is not None:
            text = plural_of(self.msgid, self.plural, self.count)
        else:
            text = translate(self.msgid if self.count == 1 else self.plural)
        return text.format(**values)


class IllegalMove(ValueError):
    """Raised when a move that is not legal is applied; the state is left untouched."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.render(lambda text: text))
        self.reason = reason

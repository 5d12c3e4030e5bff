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
        """An instance of ``cls`` (so ``Reason.of`` is a :class:`Reason`), parameters sorted by name."""
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


class IllegalMove(ValueError):
    """Raised when a move that is not legal is applied; the state is left untouched."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.render(lambda text: text))
        self.reason = reason

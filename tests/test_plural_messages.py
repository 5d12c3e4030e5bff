"""Every message that formats a count is a plural entry (issue 16: "Ben is the landlord for 1
points").

The scan reads every marked message of the sources (``tools.i18n.extract``, the catalog the
template is made from), both families and the shared layers. A message formats a count when
a field is followed, directly or after one more word ("the {count} bottom cards"), by a word
that changes with a count in English. Those words are the ones that differ between the two
forms of the catalog's own plural entries ("card"/"cards", "player"/"players", ...) plus the
units and nouns of :data:`COUNTED`. Such a message must be an ``ngettext`` / ``N_plural`` entry,
so every language picks its own form for the number.
"""

from __future__ import annotations

import re

import pytest

from game.core.reason import Plural
from game.i18n import _, ngettext, set_language
from game.table.doudizhu.rules_text import SECTIONS, rendered
from tools.i18n import extract

COUNTED = frozenset(
    {
        "card", "cards", "point", "points", "second", "seconds", "minute", "minutes", "player", "players",
        "bomb", "bombs", "deal", "deals", "round", "rounds", "rank", "ranks", "skipped", "time", "times",
    }
)
"""English words that follow a number and change with it, beyond those the catalog's plural
entries show."""
NAMING_FIELDS = frozenset({"player", "name"})
"""Fields that hold a seat's name, never a number ("{player} is skipped")."""
FIELD_THEN_WORDS = re.compile(r"\{(\w+)[^}]*\}((?:[ ]+[A-Za-z][\w'-]*){1,2})")


def words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z]+", text.lower())


def inflected_words(messages: list) -> set[str]:
    """The nouns of the plural entries: a word whose plural form is the singular plus "s" or
    "es" ("card" / "cards"); verbs that agree ("lies" / "lie", "is" / "are") are left out."""
    found: set[str] = set()
    for message in messages:
        if isinstance(message.id, tuple):
            singular, plural = words(message.id[0]), words(message.id[1])
            if len(singular) == len(plural):
                for one, many in zip(singular, plural, strict=True):
                    if many in (one + "s", one + "es"):
                        found.update((one, many))
    return found


def counted_fields(msgid: str, nouns: set[str]) -> list[str]:
    """The fields of ``msgid`` followed (within two words) by a counted word."""
    hits = []
    for match in FIELD_THEN_WORDS.finditer(msgid):
        if match.group(1) not in NAMING_FIELDS and nouns & set(words(match.group(2))):
            hits.append(match.group(1))
    return hits


def test_every_message_that_formats_a_count_is_a_plural_entry() -> None:
    messages = [message for message in extract() if message.id]
    nouns = COUNTED | inflected_words(messages)
    assert {"card", "cards", "player", "players"} <= nouns
    singular_only = [
        (message.id, counted_fields(message.id, nouns))
        for message in messages
        if isinstance(message.id, str) and counted_fields(message.id, nouns)
    ]
    assert not singular_only, "\n".join(f"{msgid!r}: {fields}" for msgid, fields in singular_only)


def test_the_scan_finds_what_it_looks_for() -> None:
    nouns = set(COUNTED)
    assert counted_fields("{player} is the landlord for {bid} points", nouns) == ["bid"]
    assert counted_fields("the last {three_bottom} bottom cards lie face down", nouns) == ["three_bottom"]
    assert counted_fields("{player} plays {play}", nouns) == []


@pytest.mark.parametrize("language", ["en", "sv", "ja", "zh_Hans"])
def test_the_rules_pages_render_every_counted_sentence(language: str) -> None:
    set_language(language)
    try:
        for section in SECTIONS:
            for heading, body in rendered(section):
                assert heading and body and "{" not in body, (heading, body)
    finally:
        set_language("en")


def test_a_plural_renders_the_form_for_its_count() -> None:
    forms = ("{count} card", "{count} cards")
    assert Plural.of_count(forms, 1).render(_, ngettext) == "1 card"
    assert Plural.of_count(forms, 2).render(_, ngettext) == "2 cards"

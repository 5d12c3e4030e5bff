"""The translation catalogs are complete, correct and compiled.

A message added to the sources without a Swedish translation fails here; run
``python -m tools.i18n extract && python -m tools.i18n update``, translate, then
``python -m tools.i18n compile``.
"""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from game import i18n
from game.i18n import N_, language_for_locale, ngettext, offered_languages, set_language
from tools.i18n import (
    IN_PROGRESS,
    ROOT,
    catalog_path,
    catalog_problems,
    extract,
    languages,
    mo_bytes,
    mo_messages,
    problems_in,
    read_catalog,
    untranslated_count,
)


@pytest.fixture(scope="module")
def sources() -> Catalog:
    return extract()


@pytest.fixture(scope="module")
def swedish() -> Catalog:
    return read_catalog(catalog_path("sv"), "sv")


def entries(catalog: Catalog) -> list:
    return [message for message in catalog if message.id]


def test_every_catalog_is_a_selectable_language() -> None:
    assert "sv" in languages()
    assert set(languages()) == set(i18n.LANGUAGES) - {i18n.DEFAULT_LANGUAGE}


def test_extraction_finds_the_sources(sources: Catalog) -> None:
    """The extractor reads the game package (not tests, tools or the virtualenv)."""
    files = {path for message in entries(sources) for path, _ in message.locations}
    assert files, "no message found in the sources"
    assert all(path.startswith("game/") or path == "main.py" for path in files)


def test_every_source_message_is_translated(sources: Catalog, swedish: Catalog) -> None:
    missing = []
    for wanted in entries(sources):
        found = swedish.get(wanted.id, context=wanted.context)
        strings = () if found is None else found.string
        strings = (strings,) if isinstance(strings, str) else tuple(strings)
        if found is None or not all(strings) or found.fuzzy:
            missing.append(wanted.id)
    assert not missing, f"{len(missing)} message(s) need Swedish: {missing[:10]}"


def test_every_swedish_entry_translated_and_not_fuzzy(swedish: Catalog) -> None:
    assert entries(swedish)
    for message in entries(swedish):
        strings = (message.string,) if isinstance(message.string, str) else message.string
        assert all(strings), message.id
        assert not message.fuzzy, message.id


def test_swedish_plural_rule(swedish: Catalog) -> None:
    assert swedish.num_plurals == 2
    assert swedish.plural_expr.replace(" ", "") == "(n!=1)"


@pytest.mark.parametrize("language", languages())
def test_every_catalog_is_complete(sources: Catalog, language: str) -> None:
    """Every catalog translates every message, except those still in ``IN_PROGRESS``;
    a complete catalog must leave ``IN_PROGRESS`` (so the menu and these tests see it)."""
    count = untranslated_count(sources, language)
    if language in IN_PROGRESS:
        assert count, f"{language} is complete: remove it from tools.i18n.IN_PROGRESS"
        pytest.skip(f"{language}: translation in progress (tools.i18n.IN_PROGRESS), {count} to translate")
    assert count == 0, f"{language}: {count} message(s) missing or untranslated"


def test_in_progress_names_real_catalogs() -> None:
    assert IN_PROGRESS <= set(languages())


def test_new_catalogs_have_the_one_form_plural_rule() -> None:
    for language in ("ja", "zh_Hans"):
        catalog = read_catalog(catalog_path(language), language)
        assert catalog.num_plurals == 1
        assert catalog.plural_expr.replace(" ", "") == "0"
        assert catalog.language_team == i18n.LANGUAGES[language]


def test_menu_offers_exactly_the_complete_catalogs(sources: Catalog) -> None:
    """English always; another language only when its catalog has no problem at all."""
    complete = {language for language in languages() if untranslated_count(sources, language) == 0}
    assert set(offered_languages()) == {i18n.DEFAULT_LANGUAGE} | complete
    assert list(offered_languages()) == [code for code in i18n.LANGUAGES if code in offered_languages()]
    assert offered_languages()["sv"] == "Svenska"


def test_an_empty_or_partial_catalog_is_not_offered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``offered_languages`` reads the compiled catalogs: a language missing one id is left out."""
    catalog = Catalog(locale="ja", fuzzy=False)
    catalog.add("Play", "プレイ")
    partial = mo_bytes(catalog)
    catalog.add("Pass", "パス")
    full = mo_bytes(catalog)
    for code, data in (("sv", full), ("ja", partial), ("zh_Hans", b"")):
        folder = tmp_path / code / "LC_MESSAGES"
        folder.mkdir(parents=True)
        (folder / "messages.mo").write_bytes(data)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    offered_languages.cache_clear()
    try:
        assert list(offered_languages()) == ["en", "sv"]
        (tmp_path / "ja" / "LC_MESSAGES" / "messages.mo").write_bytes(full)
        offered_languages.cache_clear()
        assert list(offered_languages()) == ["en", "sv", "ja"]
    finally:
        offered_languages.cache_clear()


@pytest.mark.parametrize("language", languages())
def test_no_other_problems(sources: Catalog, language: str) -> None:
    """Format fields kept, ``.mo`` up to date: the same check as ``python -m tools.i18n check``."""
    assert catalog_problems(sources, language) == []


def test_compiled_mo_matches_po(swedish: Catalog) -> None:
    committed = mo_messages(catalog_path("sv", ".mo").read_bytes())
    assert committed == mo_messages(mo_bytes(swedish))
    committed_ids = {key if isinstance(key, str) else key[0] for key in committed if key}
    translated = {
        (f"{message.context}{i18n.CONTEXT_SEPARATOR}" if message.context else "")
        + (message.id if isinstance(message.id, str) else message.id[0])
        for message in entries(swedish)
        if message.string
    }
    assert committed_ids == translated


def test_a_text_with_two_meanings_has_a_message_for_each(sources: Catalog) -> None:
    """"Play" (the menu's start, the cards) and "President" (the game, the top role) are one
    English word each but two messages, told apart by their context."""
    contexts = {(message.id, message.context) for message in entries(sources) if message.id in ("Play", "President")}
    assert contexts == {("Play", "menu"), ("Play", "cards"), ("President", "game"), ("President", "role")}
    assert not [message for message in entries(sources) if message.context and message.id not in ("Play", "President")]


def test_contexted_messages_translate_by_context() -> None:
    """``pgettext`` and the ``NC_`` ids that ``_`` reads pick the translation of their context;
    English shows the bare text."""
    from game.climbing.options import Preset
    from game.climbing.roles import Role, role_name
    from game.settings import GameId
    from game.table import registry

    game_title = registry.entry(GameId.PRESIDENT).title
    try:
        set_language("en")
        assert i18n._(game_title) == "President" and i18n.pgettext("cards", "Play") == "Play"
        assert i18n.NC_("role", "President") == f"role{i18n.CONTEXT_SEPARATOR}President"
        set_language("ja")
        assert i18n._(game_title) == "プレジデント"
        assert role_name(Role.PRESIDENT, Preset.PRESIDENT).render(i18n._) == "大富豪"
        assert i18n.pgettext("cards", "Play") == "出す"
        assert i18n.pgettext("menu", "Play") != i18n.pgettext("cards", "Play")
        set_language("sv")
        assert i18n.pgettext("menu", "Play") == "Spela" and i18n._(game_title) == "President"
    finally:
        set_language("en")


class AnyValue:
    """Formats under any format spec (``{n}``, ``{points:+d}``, ``{seconds:02d}``)."""

    def __format__(self, spec: str) -> str:
        return "X"


def test_format_fields_survive_translation(swedish: Catalog) -> None:
    """Rendering each translation with its msgid's fields never raises."""
    import string

    for message in entries(swedish):
        ids = (message.id,) if isinstance(message.id, str) else message.id
        strings = (message.string,) if isinstance(message.string, str) else message.string
        names = {
            field for text in ids for _, field, _, _ in string.Formatter().parse(text) if field
        }
        values = {name: AnyValue() for name in names}
        for text in strings:
            text.format(**values)


def test_runtime_switches_language(swedish: Catalog) -> None:
    """``set_language`` loads the committed ``.mo``: a known message comes back in Swedish."""
    sample = next(m for m in entries(swedish) if isinstance(m.id, str) and m.string != m.id)
    try:
        assert set_language("sv") == "sv"
        assert i18n._(sample.id) == sample.string
        # a message the catalog lacks falls back to English, with English plural choice
        assert ngettext("no such card", "no such cards", 2) == "no such cards"
        assert set_language("en") == "en"
        assert i18n._(sample.id) == sample.id
        assert set_language("xx") == "en"
    finally:
        set_language("en")


@pytest.mark.parametrize(
    ("locale_name", "language"),
    [
        ("sv_SE.UTF-8", "sv"), ("sv", "sv"), ("SV-fi", "sv"),
        ("ja", "ja"), ("ja-JP", "ja"), ("ja_JP.UTF-8", "ja"),
        ("zh", "zh_Hans"), ("zh-CN", "zh_Hans"), ("zh-SG", "zh_Hans"), ("zh-Hans", "zh_Hans"),
        ("zh_Hans_CN", "zh_Hans"), ("zh-TW", "zh_Hans"), ("zh-HK", "zh_Hans"), ("zh-Hant-TW", "zh_Hans"),
        ("en-GB", "en"), ("de_DE", "en"), ("", "en"), (None, "en"), ("C", "en"),
        ("svenska", "en"), ("jav", "en"), ("zha", "en"),  # other languages sharing the letters
    ],
)
def test_language_for_locale(locale_name: str | None, language: str) -> None:
    assert language_for_locale(locale_name) == language
    assert N_("x") == "x"


def test_language_for_locale_only_picks_available_languages() -> None:
    assert language_for_locale("ja-JP", available=("en", "sv")) == "en"
    assert language_for_locale("sv-SE", available=("en", "sv")) == "sv"


def test_every_language_has_its_own_name() -> None:
    assert i18n.LANGUAGES == {"en": "English", "sv": "Svenska", "ja": "日本語", "zh_Hans": "简体中文"}


def test_gettext_reads_the_catalog_layout() -> None:
    found = gettext.find("messages", localedir=str(ROOT / "locales"), languages=["sv"])
    assert found is not None and Path(found) == catalog_path("sv", ".mo")


def test_checker_reports_each_kind_of_problem() -> None:
    """The checker behind these tests notices what it is meant to notice."""
    template = Catalog(locale=None, fuzzy=False)
    for msgid in ("Play", "Pass", "Hint", "{name} leads", "Quit"):
        template.add(msgid)
    template.add(("{count} card", "{count} cards"))
    catalog = Catalog(locale="sv", fuzzy=False)
    catalog.add("Play", "Spela")
    catalog.add("Pass", "")  # untranslated
    catalog.add("Hint", "Tips", flags=["fuzzy"])
    catalog.add("{name} leads", "{namn} spelar ut")  # wrong field
    catalog.add(("{count} card", "{count} cards"), ("ett kort", "{count} kort"))  # fine
    good_mo = mo_bytes(catalog)
    problems = problems_in(template, catalog, good_mo, "sv")
    assert problems == [
        "sv: untranslated 'Pass'",
        "sv: fuzzy 'Hint'",
        "sv: missing 'Quit'",
        "sv: fuzzy entry 'Hint'",
        "sv: fields differ in '{name} leads' -> '{namn} spelar ut'",
    ]
    catalog.add("Quit", "Avsluta")
    assert "sv: the .mo is out of date; run compile" in problems_in(template, catalog, good_mo, "sv")
    assert "sv: not compiled (no .mo)" in problems_in(template, catalog, None, "sv")
    template.add("Play", context="menu")
    assert "sv: missing 'Play' (menu)" in problems_in(template, catalog, good_mo, "sv")
    catalog.add("Play", "Spela", context="menu")
    assert "sv: missing 'Play' (menu)" not in problems_in(template, catalog, mo_bytes(catalog), "sv")

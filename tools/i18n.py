"""Translation workflow with Babel: ``python -m tools.i18n extract|update|compile|check``.

- ``extract``: collect every message marked with ``_``, ``N_``, ``ngettext``, ``N_plural``,
  ``pgettext`` or ``NC_`` (these two with a context, Babel's ``msgctxt``) in the sources named
  by ``babel.cfg`` into the template ``locales/messages.pot``.
- ``update``: merge the template into the catalog ``locales/<lang>/LC_MESSAGES/messages.po``
  of every language in ``game.i18n.LANGUAGES`` but English, creating a missing catalog
  with the language's header (plural rule from Babel's locale data); new messages
  arrive untranslated, vanished ones are dropped.
- ``compile``: write ``messages.mo`` next to each ``.po`` (fuzzy entries left out).
- ``check``: without writing anything, list every problem: a message in the sources that a
  catalog lacks or leaves untranslated or fuzzy, a translation whose ``{fields}`` differ
  from its message id, a ``.mo`` out of step with its ``.po``. Exits 1 when there is one.
  A language in ``IN_PROGRESS`` is not yet required to be complete (its missing and
  untranslated messages are counted, not reported); everything else is checked.

English needs no catalog: message ids are English. The functions below are also what
``tests/test_catalogs.py`` uses, so the test and the command agree.
"""

from __future__ import annotations

import argparse
import io
import string
import sys
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from gettext import GNUTranslations
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
MAPPING = ROOT / "babel.cfg"
DOMAIN = "messages"
TEMPLATE = LOCALES / f"{DOMAIN}.pot"
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "N_plural": (1, 2),
    "pgettext": ((1, "c"), 2),
    "NC_": ((1, "c"), 2),
}
"""The marking functions of ``game.i18n`` and their arguments (``(1, "c")``: the context)."""
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "climbing-table"
VERSION = "0.1.0"
TEMPLATE_HEADER = (
    "# Message template of climbing-table, made by `python -m tools.i18n extract`.\n"
    "# Do not edit: change the sources and extract again.\n#"
)
SOURCE_TOP = ("game", "main.py")
"""Top-level entries of the repository that hold translatable sources."""
IN_PROGRESS: frozenset[str] = frozenset()
"""Catalogs whose translation is still being written: the checks and tests skip their
completeness (every other check applies). Remove a language from here when its
translation lands; a complete catalog still listed here fails ``tests/test_catalogs.py``.
The game never offers an incomplete language (``game.i18n.offered_languages``)."""


def catalog_path(language: str, suffix: str = ".po") -> Path:
    return LOCALES / language / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def languages() -> list[str]:
    """Languages that have a catalog under ``locales/``."""
    return sorted(path.parent.parent.name for path in LOCALES.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def targets() -> list[str]:
    """The catalogs ``update`` keeps: every supported language but English (ids are English)."""
    from game.i18n import DEFAULT_LANGUAGE, LANGUAGES

    return sorted(set(languages()) | (set(LANGUAGES) - {DEFAULT_LANGUAGE}))


def new_catalog(language: str) -> Catalog:
    """An empty catalog for ``language`` with its header; Babel supplies ``Plural-Forms``."""
    from game.i18n import LANGUAGES

    name = LANGUAGES.get(language, language)
    catalog = Catalog(
        locale=language,
        domain=DOMAIN,
        project=PROJECT,
        version=VERSION,
        header_comment=(
            f"# {name} ({language}) translation of {PROJECT}.\n"
            f"# This file is distributed under the same license as the {PROJECT} project.\n"
            "# Update with: python -m tools.i18n extract && python -m tools.i18n update, then translate\n"
            "# every empty msgstr and run python -m tools.i18n compile (and python -m tools.fonts).\n#"
        ),
        revision_date=datetime.now(UTC),
        last_translator=f"{PROJECT} authors",
        language_team=name,
        fuzzy=False,
    )
    catalog.msgid_bugs_address = ""  # the constructor turns "" into a placeholder address
    return catalog


def _source_dirs_only(path: str) -> bool:
    parts = Path(path).resolve().relative_to(ROOT).parts
    return bool(parts) and parts[0] in SOURCE_TOP and "__pycache__" not in parts


def extract() -> Catalog:
    """Every marked message in the current sources, in memory (nothing is written)."""
    with MAPPING.open(encoding="utf-8") as stream:
        method_map, options_map = parse_mapping_cfg(stream, str(MAPPING))
    template = Catalog(
        project=PROJECT,
        version=VERSION,
        domain=DOMAIN,
        header_comment=TEMPLATE_HEADER,
        fuzzy=False,
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT,
        method_map,
        options_map,
        keywords=KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
        directory_filter=_source_dirs_only,
    ):
        template.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            context=context,
        )
    return template


def read_catalog(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as stream:
        return read_po(stream, locale=language, domain=DOMAIN)


def po_bytes(catalog: Catalog) -> bytes:
    """The ``.po`` / ``.pot`` text, without line numbers so edits elsewhere cause no churn."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=96, include_lineno=False, ignore_obsolete=True, sort_output=True)
    return buffer.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def mo_messages(data: bytes) -> dict[object, str]:
    """The translations a ``.mo`` holds, as gettext reads them."""
    return dict(GNUTranslations(io.BytesIO(data))._catalog)  # type: ignore[attr-defined]


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def _messages(catalog: Catalog) -> list[Message]:
    return [message for message in catalog if message.id]


def _same_messages(first: Catalog, second: Catalog) -> bool:
    def key(catalog: Catalog) -> list[tuple[object, ...]]:
        """Ids, contexts, files and comments: what the .pot shows (it omits line numbers)."""
        return sorted(
            (repr(m.id), m.context or "", sorted({path for path, _ in m.locations}), m.auto_comments)
            for m in _messages(catalog)
        )

    return key(first) == key(second)


def write_template(template: Catalog) -> bool:
    """Write the ``.pot`` unless it already lists the same messages (keeps its header stable)."""
    if TEMPLATE.exists() and _same_messages(read_catalog(TEMPLATE), template):
        return False
    return _write_if_changed(TEMPLATE, po_bytes(template))


def update(template: Catalog, language: str) -> tuple[int, int]:
    """Merge ``template`` into ``language``'s catalog; returns (messages, untranslated)."""
    path = catalog_path(language)
    if path.exists():
        catalog = read_catalog(path, language)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
    else:
        catalog = new_catalog(language)
        catalog.update(template, no_fuzzy_matching=True)
    _write_if_changed(path, po_bytes(catalog))
    messages = _messages(catalog)
    return len(messages), sum(not _translated(m) for m in messages)


def compile_catalog(language: str) -> Path:
    target = catalog_path(language, ".mo")
    _write_if_changed(target, mo_bytes(read_catalog(catalog_path(language), language)))
    return target


def _translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return all(strings) and not message.fuzzy


def _fields(text: str) -> set[str]:
    """The ``str.format`` field names in ``text`` (``{play}`` -> ``play``)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<malformed braces>"}


def _as_tuple(value: str | Sequence[str] | None) -> tuple[str, ...]:
    """A message's id or string as its forms (one, or one per plural form; none when unset)."""
    if value is None:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)


def _named(message: Message) -> str:
    """How a problem names a message: its id, and its context when it has one (``'Play' (menu)``)."""
    return f"{message.id!r} ({message.context})" if message.context else repr(message.id)


def catalog_problems(template: Catalog, language: str) -> list[str]:
    """Everything wrong with ``language``'s catalog files against the sources' ``template``."""
    po_path, mo_path = catalog_path(language), catalog_path(language, ".mo")
    if not po_path.exists():
        return [f"{language}: no catalog at {po_path.relative_to(ROOT)}"]
    compiled = mo_path.read_bytes() if mo_path.exists() else None
    catalog = read_catalog(po_path, language)
    return problems_in(template, catalog, compiled, language, complete=language not in IN_PROGRESS)


def untranslated_count(template: Catalog, language: str) -> int:
    """How many of the sources' messages ``language``'s catalog lacks or leaves untranslated."""
    path = catalog_path(language)
    catalog = read_catalog(path, language) if path.exists() else Catalog(locale=language)
    return sum(
        (found := catalog.get(wanted.id, context=wanted.context)) is None or not _translated(found)
        for wanted in _messages(template)
    )


def problems_in(
    template: Catalog, catalog: Catalog, compiled: bytes | None, label: str, complete: bool = True
) -> list[str]:
    """Problems of ``catalog`` (and its compiled form, ``None`` if missing) against ``template``.

    With ``complete`` (the default; off for ``IN_PROGRESS`` languages), every template
    message must be present, translated and not fuzzy. Always: no entry may be
    fuzzy; a translation must use exactly the ``{fields}`` of its message id (a plural
    form may leave some out, as long as the forms together use them all); the compiled
    messages must equal a fresh compilation of the catalog.
    """
    problems: list[str] = []
    for wanted in _messages(template) if complete else ():
        found = catalog.get(wanted.id, context=wanted.context)
        if found is None:
            problems.append(f"{label}: missing {_named(wanted)}")
        elif not _translated(found):
            state = "fuzzy" if found.fuzzy else "untranslated"
            problems.append(f"{label}: {state} {_named(wanted)}")
    for message in _messages(catalog):
        if message.fuzzy:
            problems.append(f"{label}: fuzzy entry {_named(message)}")
        wanted_fields = set().union(*(_fields(text) for text in _as_tuple(message.id)))
        forms = [text for text in _as_tuple(message.string) if text]
        used = [_fields(text) for text in forms]
        if forms and (
            set().union(*used) != wanted_fields
            or (not message.pluralizable and used[0] != wanted_fields)
            or any(not fields <= wanted_fields for fields in used)
        ):
            problems.append(f"{label}: fields differ in {_named(message)} -> {message.string!r}")
    if compiled is None:
        problems.append(f"{label}: not compiled (no .mo)")
    elif mo_messages(compiled) != mo_messages(mo_bytes(catalog)):
        problems.append(f"{label}: the .mo is out of date; run compile")
    return problems


def _print_lines(lines: Iterable[str]) -> None:
    for line in lines:
        print(line)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.i18n", description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "check"])
    parser.add_argument("--language", "-l", action="append", help="only this language (repeatable)")
    args = parser.parse_args(argv)
    chosen = args.language or (targets() if args.command == "update" else languages())
    if args.command == "extract":
        template = extract()
        changed = write_template(template)
        state = "written" if changed else "unchanged"
        print(f"{TEMPLATE.relative_to(ROOT)}: {len(_messages(template))} messages ({state})")
    elif args.command == "update":
        template = extract() if not TEMPLATE.exists() else read_catalog(TEMPLATE)
        for language in chosen:
            total, untranslated = update(template, language)
            print(f"{catalog_path(language).relative_to(ROOT)}: {total} messages, {untranslated} to translate")
    elif args.command == "compile":
        for language in chosen:
            print(f"{compile_catalog(language).relative_to(ROOT)}: compiled")
    else:
        template = extract()
        problems = [problem for language in chosen for problem in catalog_problems(template, language)]
        _print_lines(problems)
        for language in sorted(IN_PROGRESS & set(chosen)):
            count = untranslated_count(template, language)
            print(f"{language}: in progress (tools.i18n.IN_PROGRESS), {count} message(s) still to translate")
        print(f"{len(problems)} problem(s) in {', '.join(chosen) or 'no catalogs'}")
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())

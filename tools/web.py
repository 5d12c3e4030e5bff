"""Build the browser version with pygbag and check what it packed: ``python -m tools.web``.

``python -m tools.web`` compiles the translation catalogs, copies exactly the files the
game needs (:func:`shipped_files`: ``main.py``, the ``.py`` files of ``game/``, everything
in ``assets/`` and the compiled ``locales/*/LC_MESSAGES/*.mo``) into a temporary folder
named :data:`ARCHIVE`, runs pygbag 0.9.3 there with the local page template
``build/web.tmpl`` and icon ``build/favicon.png`` (so the build itself needs no network),
fills the loading screen's texts in every language into the page (:func:`page_texts`,
translated from the compiled catalogs), copies the page, icon and archive
``<ARCHIVE>.tar.gz`` to ``build/web/`` and fails if the archive holds anything but the
staged files. ``--online`` uses pygbag's own page template and icon from the runtime CDN
instead (needs the network; its page is English only).

Invariants: nothing outside the allowlist can ship, whatever else lies in the checkout
(virtualenvs under any name, editor backups, notes, caches); the archive's name does not
depend on the checkout folder's name.

Facts about pygbag 0.9.3 this relies on:

- it packs every file of the folder it is given (less a few built-in exclusions) and names
  the archive after that folder, lower-cased; it writes ``build/web/`` inside that folder;
- it writes the archive twice, as ``<name>.apk`` (zip) and ``<name>.tar.gz``; the 0.9.3
  page templates (ours and its own) unpack only the ``.tar.gz``, so only that is kept;
- it fills ``{{cookiecutter.<key>}}`` fields of the template (``width`` and ``height``
  from ``--width`` / ``--height``, the canvas's declared size) and leaves other text alone,
  so :data:`TEXTS_FIELD` reaches the page for this build to fill;
- it reads ``pygbag.ini`` from its current directory; the staging folder has none, since
  it holds nothing to leave out (pygbag prints a warning about it);
- without ``--no_opt`` and with ``black`` installed it reformats the sources, so the build
  refuses to run while ``black`` is importable;
- the browser loads the Python runtime from the CDN the page names; the build pins
  :data:`CDN`, the one made for :data:`PYGBAG_VERSION`.
"""

from __future__ import annotations

import argparse
import gettext
import importlib.util
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from game import PRODUCT_NAME
from game.i18n import DEFAULT_LANGUAGE, DOMAIN, LANGUAGES, LOCALE_PREFIXES
from game.platform.display import CANVAS_SIZE
from game.platform.loading import LOADING_TEXTS

ROOT = Path(__file__).resolve().parent.parent
PYGBAG_VERSION = "0.9.3"
CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"
TEMPLATE = ROOT / "build" / "web.tmpl"
ICON = ROOT / "build" / "favicon.png"
OUTPUT = Path("build") / "web"
ARCHIVE = "climbing-table"
"""Name of the staging folder, hence of the archive pygbag makes (``<ARCHIVE>.tar.gz``)."""
TITLE = PRODUCT_NAME
PAGE_FILES = ("index.html", "favicon.png", f"{ARCHIVE}.tar.gz")
"""What the build leaves in the output folder: all a static web server needs."""
TEXTS_FIELD = "{{climbing.texts}}"
"""Where the local template wants :func:`page_texts` (as JSON)."""

REQUIRED = ("main.py", "game/__init__.py", "game/i18n/__init__.py", "assets/fonts/DejaVuSans.ttf")
"""Paths (inside the archive's ``assets/`` folder) that the game cannot start without;
:func:`required_files` adds the compiled catalog of each language."""


class BuildError(RuntimeError):
    """pygbag failed, or the archive it made is not what the game needs."""


def shipped_files(root: Path) -> list[str]:
    """The allowlist: project-relative paths of every file the browser build ships.

    ``main.py``; each ``*.py`` under ``game/`` outside ``__pycache__`` and hidden folders;
    every regular file under ``assets/``; each ``locales/<lang>/LC_MESSAGES/*.mo``.
    """

    def visible(path: Path) -> bool:
        return not any(part.startswith(".") or part == "__pycache__" for part in path.relative_to(root).parts)

    files = [root / "main.py"]
    files += (path for path in (root / "game").rglob("*.py") if visible(path))
    files += (path for path in (root / "assets").rglob("*") if path.is_file() and visible(path))
    files += (root / "locales").glob("*/LC_MESSAGES/*.mo")
    return sorted(path.relative_to(root).as_posix() for path in files if path.is_file())


def required_files(root: Path) -> list[str]:
    """:data:`REQUIRED` plus ``messages.mo`` beside each ``locales/*/LC_MESSAGES/messages.po``."""
    catalogs = sorted((root / "locales").glob("*/LC_MESSAGES/messages.po"))
    return [*REQUIRED, *(path.with_suffix(".mo").relative_to(root).as_posix() for path in catalogs)]


def stage(root: Path, folder: Path) -> list[str]:
    """Copy :func:`shipped_files` of ``root`` into the new folder ``folder``; returns them."""
    files = shipped_files(root)
    for name in files:
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / name, target)
    return files


def build_command(*, online: bool = False) -> list[str]:
    """The pygbag command line, run inside the staging folder (the canvas declared at the
    game's ``CANVAS_SIZE``, so the runtime fits it to the window at 16:9)."""
    width, height = CANVAS_SIZE
    command = [sys.executable, "-m", "pygbag", "--build", "--no_opt", "--title", TITLE, "--cdn", CDN]
    command += ["--width", str(width), "--height", str(height)]
    if not online:
        command += ["--template", str(TEMPLATE), "--icon", str(ICON)]
    return [*command, "."]


def build(root: Path = ROOT, output: Path | None = None, *, online: bool = False, timeout: float = 300) -> Path:
    """Stage ``root``'s allowlist, run pygbag on it and fill ``output`` (default
    ``root/build/web``) with :data:`PAGE_FILES`; returns the archive there.

    Raises :class:`BuildError`, leaving ``output`` as it was, if pygbag fails or the
    archive differs from the staged files.
    """
    if importlib.util.find_spec("black") is not None:
        raise BuildError("black is installed: pygbag would reformat the sources; uninstall it")
    output = root / OUTPUT if output is None else output
    with tempfile.TemporaryDirectory(prefix="climbing-web-") as work:
        staging = Path(work) / ARCHIVE
        staged = stage(root, staging)
        result = subprocess.run(
            build_command(online=online),
            cwd=staging,
            capture_output=True,
            text=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
            check=False,  # the return code is reported below with the output's tail
        )
        built = staging / "build" / "web"
        if result.returncode != 0 or not all((built / name).is_file() for name in PAGE_FILES):
            tail = "\n".join((result.stdout + result.stderr).splitlines()[-25:])
            raise BuildError(f"pygbag exited with {result.returncode}:\n{tail}")
        problems = archive_problems(packed_files(built / f"{ARCHIVE}.tar.gz"), staged, required_files(root))
        if problems:
            raise BuildError("\n".join(problems))
        if not online:
            fill_texts(built / "index.html", page_texts(root / "locales"))
        if output.exists():
            shutil.rmtree(output)
        output.mkdir(parents=True)
        for name in PAGE_FILES:
            shutil.copyfile(built / name, output / name)
    return output / f"{ARCHIVE}.tar.gz"


def page_texts(locale_dir: Path) -> dict[str, object]:
    """What the page needs to speak every language: ``texts``, each language's loading
    texts (:data:`game.platform.loading.LOADING_TEXTS` through that language's compiled
    catalog in ``locale_dir``; English where it has none), and the locale rule of
    :func:`game.i18n.language_for_locale` as data: ``prefixes`` (locale prefix, language)
    and the ``fallback`` language."""
    texts = {}
    for language in LANGUAGES:
        catalog = gettext.translation(DOMAIN, localedir=str(locale_dir), languages=[language], fallback=True)
        texts[language] = {step: catalog.gettext(text) for step, text in LOADING_TEXTS.items()}
    return {"prefixes": [list(pair) for pair in LOCALE_PREFIXES], "fallback": DEFAULT_LANGUAGE, "texts": texts}


def fill_texts(page: Path, texts: dict[str, object]) -> None:
    """Write ``texts`` as JSON into ``page`` at :data:`TEXTS_FIELD` (ASCII only, ``</``
    escaped, so it cannot end the script element it sits in); :class:`BuildError` unless
    the page has exactly one such field."""
    html = page.read_text(encoding="utf-8")
    if html.count(TEXTS_FIELD) != 1:
        raise BuildError(f"{page.name} must hold {TEXTS_FIELD} once, for the loading texts")
    data = json.dumps(texts, ensure_ascii=True, sort_keys=True).replace("</", "<\\/")
    page.write_text(html.replace(TEXTS_FIELD, data), encoding="utf-8")


def packed_files(archive: Path) -> list[str]:
    """The game's files in the ``.tar.gz`` archive, relative to its ``assets/`` folder."""
    with tarfile.open(archive, "r:gz") as packed:
        names = [member.name for member in packed.getmembers() if member.isfile()]
    return sorted(name.removeprefix("assets/") for name in names)


def archive_problems(files: list[str], staged: list[str], required: list[str]) -> list[str]:
    """What is wrong with an archive listing: a missing required or staged file, or any
    file that was not staged."""
    present, wanted = set(files), set(staged)
    problems = [f"missing {path}" for path in required if path not in present]
    problems += [f"missing {path}" for path in sorted(wanted - present) if path not in required]
    problems += [f"must not ship {path}" for path in sorted(present - wanted)]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.web", description=__doc__.split("\n")[0])
    parser.add_argument("--online", action="store_true", help="use pygbag's template and icon from the CDN")
    args = parser.parse_args(argv)

    from tools import i18n

    for language in i18n.languages():
        i18n.compile_catalog(language)
    try:
        archive = build(ROOT, online=args.online)
    except (BuildError, subprocess.TimeoutExpired) as error:
        print(error, file=sys.stderr)
        return 1
    files = packed_files(archive)
    size = archive.stat().st_size
    print(f"{archive.relative_to(ROOT)}: {len(files)} files, {size / 1024:.0f} KiB")
    print(f"serve it with: python -m http.server -d {OUTPUT.as_posix()} 8000")
    return 0


if __name__ == "__main__":
    sys.exit(main())

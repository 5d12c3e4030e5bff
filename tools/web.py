"""Build the browser version with pygbag and check what it packed: ``python -m tools.web``.

``python -m tools.web`` compiles the translation catalogs, runs pygbag 0.9.3 with the
local page template ``build/web.tmpl`` and icon ``build/favicon.png`` (so the build
itself needs no network), then lists the packed archive ``build/web/<folder>.apk`` and
fails if it misses the game or holds something that must not ship. ``--online`` uses
pygbag's own page template and icon from the runtime CDN instead (needs the network).

Facts about pygbag 0.9.3 this relies on:

- it reads ``pygbag.ini`` from the current directory, so it is run from the project root;
- without ``--no_opt`` and with ``black`` installed it reformats the sources in place,
  so the build refuses to run while ``black`` is importable;
- the browser loads the Python runtime from the CDN the page names; the build pins
  :data:`CDN`, the one made for :data:`PYGBAG_VERSION`.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYGBAG_VERSION = "0.9.3"
CDN = f"https://pygame-web.github.io/cdn/{PYGBAG_VERSION}/"
TEMPLATE = Path("build") / "web.tmpl"
ICON = Path("build") / "favicon.png"
OUTPUT = Path("build") / "web"

REQUIRED = ("main.py", "game/__init__.py", "game/i18n/__init__.py", "assets/fonts/DejaVuSans.ttf")
"""Paths (inside the archive's ``assets/`` folder) that the game cannot start without."""
FORBIDDEN_TOP = ("tests", "build", "tools", "docs", ".venv", "venv", ".git", ".ci")
FORBIDDEN_PARTS = ("__pycache__", ".pytest_cache", ".hypothesis", ".mypy_cache")
FORBIDDEN_SUFFIXES = (".po", ".pot", ".pyc")


class BuildError(RuntimeError):
    """pygbag failed, or the archive it made is not what the game needs."""


def build_command(*, online: bool = False) -> list[str]:
    """The pygbag command line, run from the project root (pygbag reads ``pygbag.ini`` there)."""
    command = [sys.executable, "-m", "pygbag", "--build", "--no_opt", "--cdn", CDN]
    if not online:
        command += ["--template", TEMPLATE.as_posix(), "--icon", ICON.as_posix()]
    return [*command, "."]


def apk_path(app_dir: Path) -> Path:
    """Where pygbag writes the archive: named after the project folder, lower-cased."""
    name = app_dir.resolve().name.lower().replace(" ", ".")
    return app_dir / OUTPUT / f"{name}.apk"


def build(app_dir: Path = ROOT, *, online: bool = False, timeout: float = 300) -> Path:
    """Run pygbag on ``app_dir``; returns the archive. Raises :class:`BuildError`."""
    if importlib.util.find_spec("black") is not None:
        raise BuildError("black is installed: pygbag would reformat the sources; uninstall it")
    result = subprocess.run(
        build_command(online=online),
        cwd=app_dir,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    archive = apk_path(app_dir)
    if result.returncode != 0 or not archive.is_file():
        tail = "\n".join((result.stdout + result.stderr).splitlines()[-25:])
        raise BuildError(f"pygbag exited with {result.returncode}:\n{tail}")
    return archive


def packed_files(archive: Path) -> list[str]:
    """The game's files in the archive, relative to its ``assets/`` folder."""
    with zipfile.ZipFile(archive) as packed:
        names = packed.namelist()
    return sorted(name.removeprefix("assets/") for name in names if not name.endswith("/"))


def apk_problems(files: list[str], languages: list[str]) -> list[str]:
    """What is wrong with an archive listing: missing game parts or files that must not ship."""
    present = set(files)
    wanted = [*REQUIRED, *(f"locales/{lang}/LC_MESSAGES/messages.mo" for lang in languages)]
    problems = [f"missing {path}" for path in wanted if path not in present]
    for path in files:
        parts = path.split("/")
        if (
            parts[0] in FORBIDDEN_TOP
            or any(part in FORBIDDEN_PARTS or part.endswith(".egg-info") for part in parts)
            or path.endswith(FORBIDDEN_SUFFIXES)
        ):
            problems.append(f"must not ship {path}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.web", description=__doc__.split("\n")[0])
    parser.add_argument("--online", action="store_true", help="use pygbag's template and icon from the CDN")
    args = parser.parse_args(argv)

    from tools import i18n

    languages = i18n.languages()
    for language in languages:
        i18n.compile_catalog(language)
    try:
        archive = build(ROOT, online=args.online)
    except (BuildError, subprocess.TimeoutExpired) as error:
        print(error, file=sys.stderr)
        return 1
    files = packed_files(archive)
    problems = apk_problems(files, languages)
    for problem in problems:
        print(problem, file=sys.stderr)
    size = archive.stat().st_size
    print(f"{archive.relative_to(ROOT)}: {len(files)} files, {size / 1024:.0f} KiB")
    print(f"serve it with: python -m http.server -d {OUTPUT.as_posix()} 8000")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

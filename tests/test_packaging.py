"""The web build: pygbag packs the game, the compiled catalogs and nothing else.

The build runs offline (local page template and icon, ``--no_opt``) in a temporary copy
of the project, into which decoy folders are planted that must stay out of the archive.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import shutil
import struct
import tomllib
import zipfile
from pathlib import Path

import pytest

from tools import icon, web
from tools.i18n import languages

ROOT = web.ROOT
DECOYS = (
    ".venv/lib/site.py",
    ".git/config",
    "game/__pycache__/decoy.cpython-311.pyc",
    "game/core/__pycache__/cards.txt",
    ".hypothesis/examples/x.txt",
    ".pytest_cache/v/cache.txt",
    "climbing_table.egg-info/PKG-INFO",
    "docs/notes.md",
)


HEAVY_OR_BUILT = {
    ROOT: {".venv", "venv", ".git", ".tox", ".hypothesis", ".pytest_cache"},
    ROOT / "build": {"web", "web-cache", "version.txt"},
}


def skip_heavy_and_built(folder: str, names: list[str]) -> set[str]:
    """Leave out virtualenvs, git data and earlier build output (decoys replace them)."""
    return HEAVY_OR_BUILT.get(Path(folder), set()) & set(names)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(project copy, archive) after one offline pygbag build."""
    copy = tmp_path_factory.mktemp("pack") / "climbing-table"
    shutil.copytree(ROOT, copy, ignore=skip_heavy_and_built)
    for decoy in DECOYS:
        path = copy / decoy
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("must not ship\n")
    archive = web.build(copy, timeout=120)
    return copy, archive


def test_archive_holds_the_game_and_nothing_else(built: tuple[Path, Path]) -> None:
    _, archive = built
    files = web.packed_files(archive)
    assert web.apk_problems(files, languages()) == []
    assert "main.py" in files
    assert "game/core/cards.py" in files
    assert "locales/sv/LC_MESSAGES/messages.mo" in files
    assert all(name.startswith(("main.py", "game/", "assets/", "locales/")) for name in files)
    # every Python source of the game ships
    sources = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "game").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert sources <= set(files)


def test_archive_entries_sit_under_assets(built: tuple[Path, Path]) -> None:
    _, archive = built
    with zipfile.ZipFile(archive) as packed:
        assert packed.testzip() is None
        assert all(name.startswith("assets/") for name in packed.namelist())
        assert packed.read("assets/main.py") == (ROOT / "main.py").read_bytes()


def test_page_uses_pinned_cdn_and_archive(built: tuple[Path, Path]) -> None:
    copy, archive = built
    page = (copy / "build" / "web" / "index.html").read_text(encoding="utf-8")
    assert f'src="{web.CDN}pythons.js"' in page
    assert f'"{archive.stem}"' in page
    assert "{{" not in page and "cookiecutter" not in page
    assert (copy / "build" / "web" / "favicon.png").read_bytes() == (ROOT / web.ICON).read_bytes()


def test_build_leaves_sources_untouched(built: tuple[Path, Path]) -> None:
    copy, _ = built
    for path in (ROOT / "game").rglob("*.py"):
        if "__pycache__" not in path.parts:
            assert (copy / path.relative_to(ROOT)).read_bytes() == path.read_bytes(), path


def test_problems_are_reported() -> None:
    listing = [
        "main.py",
        "game/__init__.py",
        "tests/test_x.py",
        "game/__pycache__/a.pyc",
        "locales/sv/LC_MESSAGES/messages.po",
        "x.egg-info/PKG-INFO",
    ]
    problems = web.apk_problems(listing, ["sv"])
    assert "missing game/i18n/__init__.py" in problems
    assert "missing locales/sv/LC_MESSAGES/messages.mo" in problems
    for bad in listing[2:]:
        assert f"must not ship {bad}" in problems


def test_pygbag_ini_ignores_dev_folders_and_sources() -> None:
    parser = configparser.ConfigParser()
    parser.read(ROOT / "pygbag.ini", encoding="utf-8")
    dirs = set(ast.literal_eval(parser["DEPENDENCIES"]["ignoreDirs"]))
    files = set(ast.literal_eval(parser["DEPENDENCIES"]["ignoreFiles"]))
    assert {"/.venv", "/tests", "/build", "/.git", "/docs", "/tools", "/.ci"} <= dirs
    assert {"/.pytest_cache", "/.hypothesis", "__pycache__"} <= dirs
    assert {"messages.po", "messages.pot"} <= files


def test_versions_are_pinned_and_black_is_absent() -> None:
    import pygbag

    assert pygbag.VERSION == web.PYGBAG_VERSION
    assert web.CDN == f"https://pygame-web.github.io/cdn/{web.PYGBAG_VERSION}/"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert f"pygbag=={web.PYGBAG_VERSION}" in project["project"]["optional-dependencies"]["test"]
    assert importlib.util.find_spec("black") is None, "pygbag would reformat the sources"


def test_offline_command_uses_local_template_and_icon() -> None:
    command = web.build_command()
    assert command[command.index("--template") + 1] == "build/web.tmpl"
    assert command[command.index("--icon") + 1] == "build/favicon.png"
    assert "--no_opt" in command and "--build" in command
    assert command[-1] == "." and command[command.index("--cdn") + 1] == web.CDN
    assert "--template" not in web.build_command(online=True)
    assert (ROOT / web.TEMPLATE).is_file()


def test_icon_is_the_generated_png() -> None:
    data = (ROOT / web.ICON).read_bytes()
    assert data == icon.png_bytes(icon.draw())
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (32, 32)


def test_the_license_is_the_mit_license_pyproject_names() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == {"text": "MIT"}
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.splitlines()[0] == "MIT License"
    assert "Copyright (c) 2026 the Climbing Table authors" in text
    assert 'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND' in text

"""The web build: an allowlist of files ships, and the page follows pygbag 0.9.3's loader.

One offline build (local page template and icon, ``--no_opt``) runs on a temporary source
tree holding only the game's folders, copied from the real tree, plus planted decoys
(a virtualenv under an unusual name, stray files at the root and inside ``game/``) that
must stay out of the archive. The tree's folder name is deliberately odd: the archive's
name must not depend on it.
"""

from __future__ import annotations

import ast
import builtins
import gettext
import importlib.util
import json
import re
import shutil
import struct
import sys
import tarfile
import tomllib
import types
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from game.i18n import LANGUAGES, LOCALE_PREFIXES
from game.platform.display import CANVAS_SIZE
from game.platform.loading import LOADING_TEXTS
from tools import icon, web

ROOT = web.ROOT
GAME_FOLDERS = ("game", "assets", "locales")
DECOYS = (
    "env-3.12/pyvenv.cfg",
    "env-3.12/lib/python3.12/site-packages/decoy.py",
    ".venv/lib/site.py",
    "notes.txt",
    "scratch.py",
    "tests/test_decoy.py",
    "build/web.tmpl",
    "game/notes.txt",
    "game/x.py~",
    "game/core/cards.py.bak",
    "game/__pycache__/decoy.cpython-312.pyc",
    "game/__pycache__/stale.py",
    "game/.scratch/secret.py",
    "assets/.DS_Store",
    "locales/stray.mo",
    "locales/sv/LC_MESSAGES/notes.txt",
)

# What pygbag 0.9.3's loader provides and this page may use. Read (facts only) in the
# runtime's CDN folder, repository pygame-web/cdn, commit 05665552:
# - 0.9.3/pythons.js: window.MM (the media manager) and its MM.UME flag (set once the
#   user has interacted, by feat_snd / MM_play); window.python (the vm, postrun) with
#   its .config; globalThis.window_resize (feat_gui, fits the canvas); the page hook
#   window.custom_onload (called from onload); the `config` keys auto_conf and the
#   feat_* functions read; the element ids it looks up.
# - 0.9.3/cpythonrc.py: the builtins shell (with shell.source), TopLevel_async_handler
#   (with start_toplevel), PyConfig; platform.fopen, platform.shell, platform.window.
# - 0.9.3/default.tmpl: platform.run_main(PyConfig, loaderhome=..., loadermain=None)
#   and embed.counter(), which its own loader calls (they come from the C side).
# BrowserFS and MM.prepare mounts waiting on track.ready are not here: 0.9.3's
# media_prepare says the mount type "was browserfs, removed".
LOADER_0_9_3 = {
    "window": {"MM", "python", "window_resize"},
    "MM": {"UME"},
    "hooks": {"custom_onload"},
    "config": {
        "xtermjs", "_sdl2", "user_canvas", "user_canvas_managed", "gui_divider", "ume_block",
        "can_close", "archive", "gui_debug", "cdn", "autorun", "PYBUILD", "fb_ar", "fb_width",
        "fb_height", "debug", "interactive",
    },
    "ids": {"status", "progress", "spinner", "canvas", "canvas3d", "html", "transfer", "terminal"},
    "platform": {"window", "fopen", "run_main", "shell"},
    "embed": {"counter"},
    "shell": {"source"},
    "TopLevel_async_handler": {"start_toplevel"},
    "builtins": {"PyConfig", "TopLevel_async_handler", "shell"},
}
BROWSER_WINDOW = {"document"}
"""Standard browser globals the page reads through ``window`` (not loader API)."""


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(output folder, archive) after one offline build of a decoy-laden source tree."""
    source = tmp_path_factory.mktemp("src") / "Odd Checkout-Name"
    source.mkdir()
    shutil.copyfile(ROOT / "main.py", source / "main.py")
    for folder in GAME_FOLDERS:
        shutil.copytree(ROOT / folder, source / folder, ignore=shutil.ignore_patterns("__pycache__"))
    for decoy in DECOYS:
        path = source / decoy
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("must not ship\n")
    output = tmp_path_factory.mktemp("out") / "web"
    archive = web.build(source, output, timeout=120)
    return output, archive


def page_parts(output: Path) -> tuple[str, str]:
    """(the Python loader block, the HTML/JS rest) of the built ``index.html``."""
    page = (output / "index.html").read_text(encoding="utf-8")
    start = page.index(">#<!--") + 1
    end = page.index("# --></script>")
    return page[start:end], page[end:]


def test_archive_holds_exactly_the_allowlist(built: tuple[Path, Path]) -> None:
    _, archive = built
    files = web.packed_files(archive)
    assert files == web.shipped_files(ROOT)
    assert not set(DECOYS) & set(files)
    assert all(name.startswith(("game/", "assets/", "locales/")) or name == "main.py" for name in files)
    assert {"main.py", "game/core/cards.py", "locales/sv/LC_MESSAGES/messages.mo"} <= set(files)
    sources = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "game").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert sources <= set(files)


def test_archive_name_and_layout_are_stable(built: tuple[Path, Path]) -> None:
    output, archive = built
    assert archive == output / "climbing-table.tar.gz"
    assert sorted(path.name for path in output.iterdir()) == sorted(web.PAGE_FILES)
    with tarfile.open(archive, "r:gz") as packed:
        names = [member.name for member in packed.getmembers() if member.isfile()]
        assert all(name.startswith("assets/") for name in names)
        main = packed.extractfile("assets/main.py")
        assert main is not None and main.read() == (ROOT / "main.py").read_bytes()


def test_page_unpacks_an_archive_that_holds_main(built: tuple[Path, Path]) -> None:
    output, _ = built
    loader, rest = page_parts(output)
    opened = re.findall(r'platform\.fopen\("([^"]+)"', loader)
    assert opened and all(name.endswith(".tar.gz") for name in opened)
    for name in opened:
        with tarfile.open(output / name, "r:gz") as packed:
            assert "assets/main.py" in packed.getnames()
    stem = opened[0].removesuffix(".tar.gz")
    assert f'bundle = "{stem}"' in loader
    assert f'archive : "{stem}"' in rest
    assert 'appdir / "assets" / "main.py"' in loader


def test_page_loads_only_the_pinned_runtime(built: tuple[Path, Path]) -> None:
    output, _ = built
    page = (output / "index.html").read_text(encoding="utf-8")
    assert re.findall(r'<script[^>]*\bsrc="([^"]+)"', page) == [f"{web.CDN}pythons.js"]
    assert 'data-python="python3.12"' in page  # 0.9.3's CDN has cpython312/, not 311
    assert "{{" not in page and "cookiecutter" not in page
    assert "browserfs" not in page.lower()
    assert "MM.prepare" not in page and ".ready" not in page
    assert (output / "favicon.png").read_bytes() == web.ICON.read_bytes()


def attribute_chain(node: ast.Attribute) -> list[str]:
    """``a.b.c`` as ``["a", "b", "c"]``; empty if the chain does not start at a name."""
    parts: list[str] = []
    current: ast.expr = node
    while isinstance(current, ast.Attribute):
        parts.append(current.attr)
        current = current.value
    if not isinstance(current, ast.Name):
        return []
    return [current.id, *reversed(parts)]


def test_loader_block_uses_only_0_9_3_names(built: tuple[Path, Path]) -> None:
    output, _ = built
    loader, _ = page_parts(output)
    tree = ast.parse(loader)  # the runtime runs this block as Python
    bound = {
        name.asname or name.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for name in node.names
    }
    bound |= {node.name for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    bound |= {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)}
    bound |= {arg.arg for node in ast.walk(tree) if isinstance(node, ast.arguments) for arg in node.args}
    free = {
        node.id
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound
    }
    assert free - set(dir(builtins)) <= LOADER_0_9_3["builtins"]

    used: set[tuple[str, ...]] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            chain = attribute_chain(node)
            if chain and chain[0] in ("platform", "embed", "shell", "TopLevel_async_handler"):
                used.add(tuple(chain))
    assert used, "the loader reaches the runtime through these names"
    for chain in used:
        assert chain[1] in LOADER_0_9_3[chain[0]], chain
        if chain[:2] == ("platform", "window") and len(chain) > 2:
            assert chain[2] in LOADER_0_9_3["window"] | BROWSER_WINDOW, chain
            if chain[2] == "MM" and len(chain) > 3:
                assert chain[3] in LOADER_0_9_3["MM"], chain
    for step in ("fopen", "run_main"):
        assert ("platform", step) in used
    assert ("embed", "counter") in used and ("platform", "window", "MM", "UME") in used


def test_page_script_uses_only_0_9_3_names(built: tuple[Path, Path]) -> None:
    output, _ = built
    loader, rest = page_parts(output)
    config = re.search(r"config = \{(.*?)\}", rest, re.S)
    assert config is not None
    assert set(re.findall(r"^\s*(\w+)\s*:", config.group(1), re.M)) <= LOADER_0_9_3["config"]
    assert re.search(r'gui_divider : 1\b', config.group(1)), "the canvas fills the window"
    assert set(re.findall(r"\bMM\.(\w+)", rest)) <= LOADER_0_9_3["MM"]
    assert set(re.findall(r"\bwindow\.(\w+)", rest)) <= LOADER_0_9_3["window"] | BROWSER_WINDOW
    assert set(re.findall(r"function (custom_\w+)", rest)) <= LOADER_0_9_3["hooks"]
    ids = set(re.findall(r'\bid="([\w-]+)"', rest))
    looked_up = set(re.findall(r'getElementById\("([\w-]+)"\)', loader + rest))
    assert looked_up <= ids
    assert {"progress", "canvas", "transfer"} <= ids & LOADER_0_9_3["ids"]
    # the runtime writes its own English download lines into #status: the page's texts are elsewhere
    assert "status" not in ids


def page_texts_in(page: str) -> dict[str, object]:
    """The loading texts the build wrote into the page."""
    found = re.search(r'<script type="application/json" id="texts">(.*?)</script>', page, re.S)
    assert found is not None
    return json.loads(found.group(1))


def test_page_declares_its_canvas_16_9_at_the_game_s_size(built: tuple[Path, Path]) -> None:
    """pygbag's window_resize fits the canvas to the aspect of its width and height
    attributes; declared 1px by 1px the table opened in a square."""
    output, _ = built
    page = (output / "index.html").read_text(encoding="utf-8")
    canvases = re.findall(r'<canvas\b[^>]*\bid="canvas"[^>]*>', page)
    assert len(canvases) == 1
    width = re.search(r'\bwidth="(\d+)"', canvases[0])
    height = re.search(r'\bheight="(\d+)"', canvases[0])
    assert width is not None and height is not None
    assert (int(width.group(1)), int(height.group(1))) == CANVAS_SIZE == (1280, 720)
    assert "calc(100vh * 1280 / 720)" in page and "calc(100vw * 720 / 1280)" in page


def test_page_carries_the_loading_texts_of_every_catalog(built: tuple[Path, Path]) -> None:
    output, _ = built
    page = (output / "index.html").read_text(encoding="utf-8")
    texts = page_texts_in(page)
    assert texts == json.loads(json.dumps(web.page_texts(ROOT / "locales")))
    assert set(texts["texts"]) == set(LANGUAGES)  # type: ignore[arg-type]
    for language, shown in texts["texts"].items():  # type: ignore[attr-defined]
        catalog = gettext.translation("messages", str(ROOT / "locales"), [language], fallback=True)
        assert shown == {step: catalog.gettext(text) for step, text in LOADING_TEXTS.items()}
    assert texts["texts"]["sv"]["start"] == "Klicka eller tryck för att börja"  # type: ignore[index]
    assert texts["prefixes"] == [list(pair) for pair in LOCALE_PREFIXES] and texts["fallback"] == "en"
    rest = page.replace(re.search(r'id="texts">.*?</script>', page, re.S).group(0), "")  # type: ignore[union-attr]
    assert not [text for text in LOADING_TEXTS.values() if text in rest], "no English literal left in the page"


def test_filling_the_texts_needs_exactly_one_field(tmp_path: Path) -> None:
    page = tmp_path / "index.html"
    page.write_text("<p>no field</p>", encoding="utf-8")
    with pytest.raises(web.BuildError):
        web.fill_texts(page, {})
    page.write_text(f"<script>{web.TEXTS_FIELD}</script>", encoding="utf-8")
    web.fill_texts(page, {"a": "</script><b>"})
    assert page.read_text(encoding="utf-8") == '<script>{"a": "<\\/script><b>"}</script>'


class StandInRuntime:
    """Just enough of the 0.9.3 runtime to run the page's loader under CPython: the
    ``platform`` and ``embed`` modules, the builtins, and a page whose user clicks after
    the loader has polled ``MM.UME`` a few times."""

    def __init__(self, output: Path) -> None:
        self.output = output
        self.events: list[tuple[str, object]] = []
        self.elements = {
            name: types.SimpleNamespace(innerText="", hidden=True, max=0, value=0, focus=self.focused)
            for name in ("message", "progress", "canvas")
        }
        english = page_texts_in((output / "index.html").read_text(encoding="utf-8"))["texts"]["en"]  # type: ignore[index]
        self.elements["message"].dataset = types.SimpleNamespace(**english)
        self.body = types.SimpleNamespace(dataset=types.SimpleNamespace(stage="loading"))
        self.mm = types.SimpleNamespace(UME=False)
        self.polls = 0
        self.preloading = 2
        document = types.SimpleNamespace(getElementById=self.elements.__getitem__, body=self.body)
        self.platform = types.ModuleType("platform")
        self.platform.window = types.SimpleNamespace(
            document=document, MM=self.mm, python=types.SimpleNamespace(config=types.SimpleNamespace(debug=False))
        )
        self.platform.fopen = self.fopen
        self.platform.run_main = self.run_main
        self.platform.shell = types.SimpleNamespace(source=self.source)
        self.embed = types.ModuleType("embed")
        self.embed.counter = self.counter

    @asynccontextmanager
    async def fopen(self, name: str, mode: str):  # type: ignore[no-untyped-def]
        self.events.append(("fopen", name))
        with open(self.output / name, mode) as handle:
            yield handle

    def run_main(self, config: object, *, loaderhome: Path, loadermain: object) -> None:
        self.events.append(("run_main", Path(loaderhome)))

    def counter(self) -> int:
        self.preloading -= 1
        return -1 if self.preloading > 0 else 0

    def focused(self) -> None:
        self.events.append(("focus", self.body.dataset.stage))

    async def start_toplevel(self, shell: object, console: bool) -> None:
        self.events.append(("toplevel", console))

    async def source(self, main: str) -> None:
        self.events.append(("source", Path(main)))

    def watch_ume(self) -> None:
        """The user clicks on the third look at MM.UME after the prompt showed."""
        if self.body.dataset.stage == "start":
            self.polls += 1
            if self.polls == 3:
                self.events.append(("click", self.elements["message"].innerText))
                self.mm.UME = True


def test_loader_runs_main_after_unpacking_and_first_click(
    built: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    output, _ = built
    loader, _ = page_parts(output)
    assert loader.count('Path(f"/data/data/{bundle}")') == 1
    loader = loader.replace('Path(f"/data/data/{bundle}")', f'Path(f"{tmp_path.as_posix()}/{{bundle}}")')
    runtime = StandInRuntime(output)
    monkeypatch.setitem(sys.modules, "platform", runtime.platform)
    monkeypatch.setitem(sys.modules, "embed", runtime.embed)
    module = types.ModuleType("stand_in_main")
    monkeypatch.setitem(sys.modules, "stand_in_main", module)
    real_sleep = __import__("asyncio").sleep

    async def sleep(seconds: float) -> None:
        runtime.watch_ume()
        await real_sleep(0)

    monkeypatch.setattr("asyncio.sleep", sleep)
    namespace = {
        "__name__": "stand_in_main",
        "PyConfig": types.SimpleNamespace(),
        "TopLevel_async_handler": types.SimpleNamespace(start_toplevel=runtime.start_toplevel),
        "shell": runtime.platform.shell,
    }
    exec(compile(loader, "index.html", "exec"), namespace)

    home = tmp_path / web.ARCHIVE / "assets"
    assert (home / "main.py").read_bytes() == (ROOT / "main.py").read_bytes()
    assert (home / "game" / "core" / "cards.py").is_file()
    assert runtime.events == [
        ("fopen", f"{web.ARCHIVE}.tar.gz"),
        ("run_main", home),
        ("click", "Click or tap to start"),
        ("toplevel", False),
        ("focus", "play"),
        ("source", home / "main.py"),
    ]
    assert module.__file__ == str(home / "main.py")
    assert runtime.elements["progress"].value == 100


def test_problems_are_reported() -> None:
    staged = ["main.py", "game/__init__.py", "game/core/cards.py"]
    required = ["main.py", "game/__init__.py", "locales/sv/LC_MESSAGES/messages.mo"]
    problems = web.archive_problems(["main.py", "game/__init__.py", "notes.txt"], staged, required)
    assert problems == [
        "missing locales/sv/LC_MESSAGES/messages.mo",
        "missing game/core/cards.py",
        "must not ship notes.txt",
    ]
    assert web.archive_problems(staged, staged, staged) == []


def test_required_files_name_each_catalog() -> None:
    required = web.required_files(ROOT)
    assert set(web.REQUIRED) <= set(required)
    assert "locales/sv/LC_MESSAGES/messages.mo" in required
    assert set(required) <= set(web.shipped_files(ROOT))


def test_versions_are_pinned_and_black_is_absent() -> None:
    import pygbag

    assert pygbag.VERSION == web.PYGBAG_VERSION
    assert web.CDN == f"https://pygame-web.github.io/cdn/{web.PYGBAG_VERSION}/"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = project["project"]["optional-dependencies"]
    babel = next(pin for pin in extras["test"] if pin.startswith("Babel=="))
    for extra in ("test", "web"):
        assert f"pygbag=={web.PYGBAG_VERSION}" in extras[extra]
    assert babel in extras["web"], "python -m tools.web compiles the catalogs with Babel"
    assert importlib.util.find_spec("black") is None, "pygbag would reformat the sources"


def test_offline_command_uses_local_template_and_icon() -> None:
    command = web.build_command()
    assert Path(command[command.index("--template") + 1]) == ROOT / "build" / "web.tmpl"
    assert Path(command[command.index("--icon") + 1]) == ROOT / "build" / "favicon.png"
    assert "--no_opt" in command and "--build" in command
    assert command[command.index("--width") + 1] == "1280" and command[command.index("--height") + 1] == "720"
    assert command[-1] == "." and command[command.index("--cdn") + 1] == web.CDN
    assert "--template" not in web.build_command(online=True)
    assert web.TEMPLATE.is_file()


def test_icon_is_the_generated_png() -> None:
    data = web.ICON.read_bytes()
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

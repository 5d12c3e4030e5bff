"""The layout's contracts: only the UI touches pygame, and no module imports itself back.

Imports are read from the source (module level and inside functions alike), so a cycle
cannot hide behind a function-level import. The ``if TYPE_CHECKING:`` blocks never run,
but a type named there is still a dependency: the layers and the cycles are checked with
them counted too.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(path): path for path in sorted(GAME.rglob("*.py"))}


def is_type_checking_block(node: ast.AST) -> bool:
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported_names(path: Path, type_only: bool = False) -> set[str]:
    """Every module name an ``import`` in ``path`` may load (with ``type_only``, the imports
    inside ``if TYPE_CHECKING:`` too)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found: set[str] = set()
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if not type_only and is_type_checking_block(child):
                continue
            if isinstance(child, ast.Import):
                found.update(alias.name for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    anchor = package.split(".")[: len(package.split(".")) - child.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                # ``from package import module`` loads that module; any other name comes from ``base``
                for alias in child.names:
                    found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base)
            stack.append(child)
    return found


def game_imports(path: Path, type_only: bool = False) -> set[str]:
    """The game's own modules that ``path`` imports (a name that is no module counts as its package)."""
    return {name for name in imported_names(path, type_only) if name in MODULES}


def test_only_the_ui_and_main_import_pygame() -> None:
    offenders = [
        name
        for name, path in MODULES.items()
        if not (name == "game.ui" or name.startswith("game.ui."))
        and any(imported == "pygame" or imported.startswith("pygame.") for imported in imported_names(path))
    ]
    assert offenders == []
    assert "pygame" in imported_names(ROOT / "main.py") or "game.ui.app" in imported_names(ROOT / "main.py")


def test_the_engines_ai_and_table_layer_never_import_the_ui() -> None:
    offenders = [
        (name, imported)
        for name, path in MODULES.items()
        if not name.startswith("game.ui")
        for imported in game_imports(path)
        if imported.startswith("game.ui")
    ]
    assert offenders == []


@pytest.mark.parametrize("type_only", [False, True], ids=["run-time", "with-type-only"])
def test_no_import_cycles(type_only: bool) -> None:
    graph = {name: game_imports(path, type_only) - {name} for name, path in MODULES.items()}
    cycles: list[list[str]] = []
    state: dict[str, int] = {}  # 1 = on the current path, 2 = done

    def visit(name: str, path: list[str]) -> None:
        state[name] = 1
        for target in sorted(graph[name]):
            if state.get(target) == 1:
                cycles.append([*path[path.index(target) :], target])
            elif target not in state:
                visit(target, [*path, target])
        state[name] = 2

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert cycles == []


def test_every_family_has_its_engine_ai_table_and_ui_folders() -> None:
    for part in ("game/{}", "game/ai/{}", "game/table/{}", "game/ui/{}"):
        for family in ("doudizhu", "climbing"):
            assert (ROOT / part.format(family) / "__init__.py").is_file(), part.format(family)
    assert (GAME / "ui" / "common" / "__init__.py").is_file()


def _layer(name: str) -> str:
    for family in ("doudizhu", "climbing"):
        if name == f"game.{family}" or name.startswith(f"game.{family}."):
            return f"engine:{family}"
    for part in ("core", "i18n", "ai", "table", "ui", "sim", "platform"):
        if name == f"game.{part}" or name.startswith(f"game.{part}."):
            return part
    return name


@pytest.mark.parametrize("type_only", [False, True], ids=["run-time", "with-type-only"])
def test_each_layer_imports_only_the_layers_below_it(type_only: bool) -> None:
    """Engines use the core, i18n and their own family; the AI never reaches the simulator,
    the table, the UI or the settings; the table layer never reaches the UI; the settings
    (and the statistics value they keep) reach neither the table, the simulator nor the UI."""
    allowed = {
        "engine": lambda own, target: target in {own, "core", "i18n"},
        "ai": lambda own, target: target not in {"sim", "table", "ui", "game.settings"},
        "table": lambda own, target: target != "ui",
        "game.settings": lambda own, target: target not in {"sim", "table", "ui"},
        "game.stats": lambda own, target: target in {"core", "i18n"},
    }
    offenders = []
    for name, path in MODULES.items():
        own = _layer(name)
        kind = own.split(":")[0]
        check = allowed.get(kind)
        if check is None:
            continue
        offenders += [(name, target) for target in game_imports(path, type_only) if not check(own, _layer(target))]
    assert offenders == []


@pytest.mark.parametrize("type_only", [False, True], ids=["run-time", "with-type-only"])
def test_the_shared_ui_and_the_app_import_no_family(type_only: bool) -> None:
    """``game.ui.common`` and ``game.ui.app`` know no family: the families plug in through
    ``game.ui.families``, the composition root (issue 17)."""
    families = ("game.ui.doudizhu", "game.ui.climbing")
    offenders = [
        (name, target)
        for name, path in MODULES.items()
        if name == "game.ui.app" or name.startswith("game.ui.common")
        for target in game_imports(path, type_only)
        if target.startswith(families)
    ]
    assert offenders == []

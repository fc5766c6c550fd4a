"""The engine's layers hold: each package imports only the layers below it, nothing at run time
imports the offline solver, no import cycle, no private name crosses a module, and the top of
``engine/truco`` stays small. The Python twin of the JS test that no widget imports another
(``tests/js/typecheck.test.mjs``).

The map is read from the sources with ``ast`` (every import, at the top of a module or inside a
function: a late import is still a dependency)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "engine" / "truco"

#: The layers, lowest first: a module may import its own layer and those before it. ``gallery``
#: is data (puzzles as dicts) and sits just above the rules; ``solved`` reads shipped solutions
#: with the rules alone, so the model player (``search``) may read shipped data through it.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("core",),
    ("view", "observation"),
    ("notation",),
    ("gallery",),
    ("solved",),
    ("search",),
    ("coach",),
    ("bots",),
    ("teach",),
    ("play",),
    ("protocol", "web"),
    ("__main__",),
)
#: Offline only: may import any run-time layer up to ``solved``; only the command line imports it.
OFFLINE = "solver"
OFFLINE_MAY_IMPORT = ("core", "view", "observation", "notation", "solved", "solver")
#: Most modules at the top of ``engine/truco`` (``__init__`` and ``__main__`` not counted).
MAX_TOP_MODULES = 12


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def sources() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py")) if "__pycache__" not in p.parts}


def imports(path: Path) -> Iterator[tuple[str, tuple[str, ...], int]]:
    """(module, names imported from it, line) for every import of a ``truco`` module."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "truco":
                    yield alias.name, (), node.lineno
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "truco":
            assert node.level == 0, f"{path}:{node.lineno}: relative import"
            yield node.module, tuple(a.name for a in node.names), node.lineno


def resolve(module: str, names: tuple[str, ...], known: dict[str, Path]) -> set[str]:
    """The engine modules an import reaches: ``from truco.coach import analysis`` reaches the
    submodule ``truco.coach.analysis``; ``from truco.core.cards import Card`` reaches
    ``truco.core.cards``."""
    reached = {module} if module in known else set()
    reached |= {f"{module}.{n}" for n in names if f"{module}.{n}" in known}
    return reached


@cache
def graph() -> dict[str, set[str]]:
    known = sources()
    edges: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        for module, names, _ in imports(path):
            edges[name] |= resolve(module, names, known) - {name}
    return edges


def layer_of(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def rank(layer: str) -> int:
    for i, names in enumerate(LAYERS):
        if layer in names:
            return i
    raise AssertionError(f"the layer of {layer!r} is not named in LAYERS: add it in its place")


def test_the_layers_name_every_top_level_module_and_package() -> None:
    top = {p.stem if p.is_file() else p.name for p in PACKAGE.iterdir()
           if (p.suffix == ".py" or (p.is_dir() and (p / "__init__.py").is_file()))}
    named = {n for layer in LAYERS for n in layer} | {OFFLINE, "__init__"}
    assert top == named


def test_at_most_twelve_modules_at_the_top() -> None:
    top = [p.name for p in PACKAGE.glob("*.py") if p.name not in ("__init__.py", "__main__.py")]
    assert len(top) <= MAX_TOP_MODULES, sorted(top)


def test_each_layer_imports_only_the_layers_below_it() -> None:
    wrong = []
    for module, targets in graph().items():
        layer = layer_of(module)
        for target in sorted(targets):
            other = layer_of(target)
            if other == "__init__":  # truco.__version__: the package itself holds nothing else
                continue
            if layer == OFFLINE:
                if other not in OFFLINE_MAY_IMPORT:
                    wrong.append(f"{module} (offline) imports {target}")
            elif other == OFFLINE:
                if layer != "__main__":
                    wrong.append(f"{module} imports the offline solver ({target})")
            elif layer != "__init__" and rank(other) > rank(layer):
                wrong.append(f"{module} ({layer}) imports {target} ({other}), a layer above it")
    assert wrong == []


def test_nothing_at_run_time_imports_the_offline_solver() -> None:
    runtime = [m for m in graph() if layer_of(m) not in (OFFLINE, "__main__")]
    assert not [m for m in runtime if any(layer_of(t) == OFFLINE for t in graph()[m])]


def test_no_import_cycle() -> None:
    edges = graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in edges[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in edges:
        if node not in index:
            visit(node)
    assert cycles == []


def test_no_private_name_crosses_a_module() -> None:
    crossing = [f"{module_name(path)}:{line} imports {n} from {module}"
                for path in sources().values()
                for module, names, line in imports(path)
                for n in names if n.startswith("_") and not n.startswith("__")]
    assert crossing == []


@pytest.mark.parametrize("layer", ["core", "notation", "solved", "gallery"])
def test_the_lower_layers_use_the_standard_library_only(layer: str) -> None:
    offline = {"numpy", "scipy", "numba", "ray"}
    found = [f"{module_name(p)} imports {m}" for p in (PACKAGE / layer).rglob("*.py")
             for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
             if isinstance(node, ast.Import | ast.ImportFrom)
             for m in ([a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""])
             if m.split(".")[0] in offline]
    assert found == []


def test_the_layer_test_sees_a_wrong_import(tmp_path: Path) -> None:
    """The map is not vacuous: it finds the imports of a real module and resolves package imports."""
    edges = graph()
    assert "truco.core.cards" in edges["truco.core.hand"]
    assert "truco.coach.analysis" in edges["truco.bots.coach"]
    assert rank("core") < rank("coach") < rank("web")

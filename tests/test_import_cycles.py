"""No import cycle among the modules of ``tabletop/``: every import counts — at the top of a
module or inside a function, absolute or relative — except those under ``if TYPE_CHECKING:``
(types only, never run). A module that needs another's names at run time and is needed by it
is one concern split in two, or a layer reaching up.

An import inside a function of ``tabletop/ui`` is there to keep start-up short (the title
screen needs few modules) and says so: ``# lazily: …`` on its line. Anything else is imported
at the top of its module, where a reader sees what the module stands on."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.support.imports import import_statements

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "tabletop"
#: What a function-local import of ``tabletop/ui`` says on its line.
LAZILY = "# lazily:"


def _modules(package: Path) -> dict[str, Path]:
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def import_graph(package: Path) -> dict[str, set[str]]:
    """Module → the modules of the package it imports when it runs."""
    modules = _modules(package)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        own = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        targets: list[str] = []
        for statement in import_statements(tree):
            node = statement.node
            if statement.type_checking:
                continue
            if isinstance(node, ast.Import):
                targets += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = own[: len(own) - node.level + 1] if node.level else []
                module = ".".join([*base, *([node.module] if node.module else [])])
                targets += [f"{module}.{alias.name}" for alias in node.names]
        for target in targets:
            parts = target.split(".")
            while parts and ".".join(parts) not in modules:
                parts.pop()  # ``from x import name``: the module x, unless name is a module
            found = ".".join(parts)
            if parts and found != name:
                graph[name].add(found)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_of_tabletop_imports_itself_round_a_loop() -> None:
    found = cycles(import_graph(PACKAGE))
    assert found == [], found


def _package(tmp_path: Path, modules: dict[str, str]) -> Path:
    """A package ``pkg`` of the given modules (name → source) under ``tmp_path``."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, source in modules.items():
        (package / f"{name}.py").write_text(source)
    return package


def test_a_loop_through_a_function_local_import_is_found(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "a": "from .b import helper\n",
            "b": "from typing import TYPE_CHECKING\n"
            "if TYPE_CHECKING:\n    from .c import C\n"
            "def helper():\n    from pkg import a\n    return a\n",
            "c": "from . import b\n",
        },
    )
    assert cycles(import_graph(package)) == [["pkg.a", "pkg.b"]]


def test_an_import_under_if_not_type_checking_counts(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "a": "from . import b\n",
            "b": "import typing\nif not typing.TYPE_CHECKING:\n    from . import a\n",
        },
    )
    assert cycles(import_graph(package)) == [["pkg.a", "pkg.b"]]


def local_imports(path: Path) -> list[tuple[int, str]]:
    """The imports of tabletop modules inside the functions of ``path`` (outside
    ``TYPE_CHECKING``): their lines and text."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = []
    for statement in import_statements(ast.parse(source)):
        node = statement.node
        if statement.type_checking or not statement.in_function:
            continue
        if isinstance(node, ast.Import):
            ours = any(alias.name.startswith("tabletop") for alias in node.names)
        else:
            ours = node.level > 0 or (node.module or "").startswith("tabletop")
        if ours:
            found.append((node.lineno, lines[(node.end_lineno or node.lineno) - 1]))
    return sorted(found)


def test_every_function_local_import_of_the_ui_says_why() -> None:
    unsaid = [
        f"{path.relative_to(REPO)}:{line}"
        for path in sorted((PACKAGE / "ui").rglob("*.py"))
        for line, text in local_imports(path)
        if LAZILY not in text
    ]
    assert unsaid == []


def test_an_unsaid_local_import_is_found(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        "def a():\n    from tabletop.games import GAMES\n    return GAMES\n"
        "def b():\n    from . import theme  # lazily: the theme at first draw\n"
        "def c():\n    import json\n"
    )
    assert [line for line, _text in local_imports(module)] == [2, 5]

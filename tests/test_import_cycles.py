"""No import cycle among the modules of ``tabletop/``: every import counts — at the top of a
module or inside a function, absolute or relative — except those under ``if TYPE_CHECKING:``
(types only, never run). A module that needs another's names at run time and is needed by it
is one concern split in two, or a layer reaching up.

``tabletop/ui`` is not held to it yet, nor the one loop named in ``KNOWN_LOOPS``: they are
issue 23's fourth item, and each exemption goes with its loop."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "tabletop"
#: Packages whose cycles are known and not yet removed, each with its reason.
NOT_YET = {"tabletop.ui": "the UI's loops around ui/app.py (issue 23, item 4)"}
#: Loops elsewhere known and not yet removed — exactly these modules — with their reasons.
KNOWN_LOOPS = {
    frozenset({"tabletop.core.files", "tabletop.core.i18n"}): (
        "the catalog is read through the bounded reader, whose refusals are translated "
        "(issue 23, item 4)"
    ),
}


def _modules(package: Path) -> dict[str, Path]:
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the nodes under ``if TYPE_CHECKING:``."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            for inner in node.body:
                skipped.update(id(sub) for sub in ast.walk(inner))
    return skipped


def import_graph(package: Path) -> dict[str, set[str]]:
    """Module → the modules of the package it imports when it runs."""
    modules = _modules(package)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        own = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = _type_checking_only(tree)
        targets: list[str] = []
        for node in ast.walk(tree):
            if id(node) in skipped:
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
    loops = [
        group
        for group in found
        if not all(module.startswith(tuple(NOT_YET)) for module in group)
        and frozenset(group) not in KNOWN_LOOPS
    ]
    assert loops == [], loops
    gone = set(KNOWN_LOOPS) - {frozenset(group) for group in found}
    assert not gone, f"no longer a loop, take it off KNOWN_LOOPS: {gone}"


def test_a_loop_through_a_function_local_import_is_found(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from .b import helper\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .c import C\n"
        "def helper():\n    from pkg import a\n    return a\n"
    )
    (package / "c.py").write_text("from . import b\n")
    assert cycles(import_graph(package)) == [["pkg.a", "pkg.b"]]

"""The import statements of a parsed module, found by walking its statements only.

An import is a statement, so it sits in some statement list (a module's, a function's or a
class's body, an ``if``'s branches, a ``try``'s handlers, a ``match``'s cases): walking those
lists reaches every one without visiting the expressions, which are most of a tree's nodes
(``ast.walk`` over the whole package spent seconds in them for the layer and cycle tests)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass

#: The nodes that hold statement lists without being statements themselves.
_HOLDERS = (ast.stmt, ast.excepthandler, ast.match_case)


@dataclass(frozen=True)
class Found:
    """An import statement and where it stands."""

    node: ast.Import | ast.ImportFrom
    #: Inside a function (at any depth): it runs when the function is called.
    in_function: bool
    #: Under ``if TYPE_CHECKING:`` (or ``typing.TYPE_CHECKING``): types only, never run.
    type_checking: bool


def _is_type_checking(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` — not ``if not TYPE_CHECKING:``, whose body runs."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", None)
    return name == "TYPE_CHECKING"


def import_statements(tree: ast.Module) -> Iterator[Found]:
    """Every ``import`` and ``from … import`` of ``tree``, in no promised order."""
    stack: list[tuple[ast.AST, bool, bool]] = [(tree, False, False)]
    while stack:
        node, in_function, type_checking = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield Found(node, in_function, type_checking)
            continue
        inner = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for field, value in ast.iter_fields(node):
            if not isinstance(value, list):
                continue
            # Only the body of ``if TYPE_CHECKING:`` is types-only: its ``else`` runs.
            types_only = type_checking or (field == "body" and _is_type_checking(node))
            stack.extend(
                (child, inner, types_only) for child in value if isinstance(child, _HOLDERS)
            )

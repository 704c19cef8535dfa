"""Text becomes pixels in one place: ``tabletop/ui/theme.py`` (``text``, ``text_block`` and
``write``, which the text-fit check watches). Anywhere else a ``Font.render`` call would draw
words the check never sees, so none may exist — and the lint is shown to find one."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"
#: The module that renders text (and reports every line it draws).
THEME = PACKAGE / "ui" / "theme.py"


def renders(source: str) -> list[int]:
    """The lines of ``source`` that call a ``.render(`` method."""
    if "render" not in source:
        return []  # no such call without the word: most modules need no parsing
    return [
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "render"
    ]


def test_no_module_but_the_theme_renders_text() -> None:
    found = {
        str(path.relative_to(PACKAGE.parent)): lines
        for path in sorted(PACKAGE.rglob("*.py"))
        if path != THEME and (lines := renders(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_the_theme_renders_text_once() -> None:
    assert len(renders(THEME.read_text(encoding="utf-8"))) == 1


def test_the_lint_finds_a_render_call() -> None:
    planted = 'def label(f, surface):\n    surface.blit(f.render("×2", True, (0, 0, 0)), (0, 0))\n'
    assert renders(planted) == [2]

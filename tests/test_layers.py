"""The layer rules of docs/ARCHITECTURE.md ("Layers"), checked over every module of
``tabletop/``: each import — at the top of a module or inside a function, absolute or
relative — goes only to what its module's row of the table allows. The table is read from the
doc itself, so the rule a reader sees is the rule that is checked; and the check is shown to
notice a forbidden import planted in a copy of the package."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from tests.support.imports import import_statements

REPO = Path(__file__).resolve().parents[1]
PACKAGE = REPO / "tabletop"
ARCHITECTURE = REPO / "docs" / "ARCHITECTURE.md"
#: The name the table gives every game package (``tabletop/games/<id>/``).
GAME_PACKAGE = "games.<id>"


@dataclass(frozen=True)
class Import:
    source: str  # the importing file, relative to the package's parent
    target: str  # the module imported, dotted
    line: int


def layer_table(doc: Path = ARCHITECTURE) -> dict[str, frozenset[str]]:
    """Module → what it may import, from the table under "## Layers"."""
    text = doc.read_text(encoding="utf-8")
    section = text.split("## Layers", 1)[1].split("\n## ", 1)[0]
    rules: dict[str, frozenset[str]] = {}
    for row in section.splitlines():
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        module = cells[0].strip("`")
        rules[module] = frozenset(re.findall(r"`([^`]+)`", cells[1]))
    return rules


def module_name(path: Path, package: Path) -> list[str]:
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def imports(path: Path, package: Path) -> list[Import]:
    """Every import of one file, with relative ones resolved and ``from tabletop import x``
    read as the module ``tabletop.x``."""
    here = module_name(path, package)
    own_package = here if path.name == "__init__.py" else here[:-1]
    source = path.relative_to(package.parent).as_posix()
    found = []
    for level, module, names, line in import_nodes(path.read_text(encoding="utf-8")):
        if level < 0:  # ``import a.b``
            found += [Import(source, name, line) for name in names]
            continue
        if level:
            base = own_package[: len(own_package) - (level - 1)]
            module = ".".join(base + ([module] if module else []))
        found += [Import(source, f"{module}.{name}", line) for name in names]
    return found


@cache
def import_nodes(text: str) -> tuple[tuple[int, str, tuple[str, ...], int], ...]:
    """The import statements of one source text: (level, or -1 for ``import``; module;
    names; line). Cached by the text: the planted-import tests scan copies of the package whose
    files are the same but one, and parsing is what takes the time."""
    found = []
    statements = sorted(
        (statement.node for statement in import_statements(ast.parse(text))),
        key=lambda node: (node.lineno, node.col_offset),
    )
    for node in statements:
        names = tuple(alias.name for alias in node.names)
        if isinstance(node, ast.Import):
            found.append((-1, "", names, node.lineno))
        else:
            found.append((node.level, node.module or "", names, node.lineno))
    return tuple(found)


def commands(rules: Iterable[str]) -> frozenset[str]:
    """The rows that name one module inside a package — a package's command line
    (``boards.__main__``), a developer's tool (``ai.train``) —: each a unit of its own, which
    may import more than its package (the layer above it that it drives, a library)."""
    return frozenset(row for row in rules if "." in row and row != GAME_PACKAGE)


def unit_of(dotted: list[str], package: Path, split: frozenset[str] = frozenset()) -> str | None:
    """The unit a module of the package belongs to: its top-level module or package, or its
    game's package (``tabletop.games.ttr.engine`` is ``games.ttr``, under the table's row
    ``games.<id>``), or a package's command line with a row of its own (``split``); None for
    the package's own ``__init__`` (its version)."""
    inner = dotted[1:]
    if not inner or not (package / inner[0]).exists() and not (package / f"{inner[0]}.py").exists():
        return None
    if ".".join(inner[:2]) in split:
        return ".".join(inner[:2])
    if inner[0] == "games" and len(inner) > 1 and (package / "games" / inner[1]).is_dir():
        return f"games.{inner[1]}"
    return inner[0]


def row_of(unit: str) -> str:
    """The table's row for a unit: every game package has the row ``games.<id>``."""
    return GAME_PACKAGE if unit.startswith("games.") else unit


def top_level_units(package: Path, split: frozenset[str] = frozenset()) -> set[str]:
    units = {p.stem for p in package.glob("*.py") if p.name != "__init__.py"}
    units |= {p.name for p in package.iterdir() if (p / "__init__.py").is_file()}
    units |= {
        row for row in split if (package / row.replace(".", "/")).with_suffix(".py").is_file()
    }
    if any((p / "__init__.py").is_file() for p in (package / "games").iterdir()):
        units.add(GAME_PACKAGE)
    return units


def violations(package: Path = PACKAGE, doc: Path = ARCHITECTURE) -> list[str]:
    rules = layer_table(doc)
    split = commands(rules)
    found = [
        f"{package.name}/{unit}: not in the layer table of {doc.name}"
        for unit in sorted(top_level_units(package, split) - rules.keys())
    ]
    root = package.name
    for path in sorted(package.rglob("*.py")):
        unit = unit_of(module_name(path, package), package, split) or root
        allowed = rules.get(row_of(unit), frozenset())
        for imported in imports(path, package):
            dotted = imported.target.split(".")
            if dotted[0] == root:
                target = unit_of(dotted, package, split)
                if target is None or target == unit or row_of(target) in allowed:
                    continue
            elif dotted[0] in sys.stdlib_module_names or dotted[0] in allowed:
                continue
            found.append(
                f"{imported.source}:{imported.line} imports {imported.target}, which {unit} "
                f'may not (ARCHITECTURE.md, "Layers")'
            )
    return found


# ------------------------------------------------------------------------------ the rules
def test_every_import_follows_the_layer_table() -> None:
    assert violations() == []


def test_the_table_has_a_row_for_every_top_level_module_and_package() -> None:
    # A module's own row names a module that exists (else it is missing from the units).
    assert top_level_units(PACKAGE, commands(layer_table())) == set(layer_table())


def test_the_table_was_read_whole() -> None:
    rules = layer_table()
    assert rules["core"] == frozenset()  # the standard library only
    assert "pygame" in rules["ui"] and not any("pygame" in r for m, r in rules.items() if m != "ui")
    assert {"core", "ai", "boards", "pytmx"} <= rules[GAME_PACKAGE]
    assert "play" not in rules["saves"] and "boards" not in rules["resources"]


# ------------------------------------------------------- the check notices what it should
def _all_but_python(folder: str, names: list[str]) -> set[str]:
    """What a copy of the package leaves out: everything but Python sources and folders."""
    return {
        name
        for name in names
        if name == "__pycache__" or (not name.endswith(".py") and not Path(folder, name).is_dir())
    }


@pytest.fixture
def copy(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of the package and of the doc, to plant imports in."""
    package = tmp_path / "tabletop"
    shutil.copytree(PACKAGE, package, ignore=_all_but_python)
    doc = tmp_path / "ARCHITECTURE.md"
    shutil.copy(ARCHITECTURE, doc)
    assert violations(package, doc) == []
    return package, doc


def test_a_planted_pygame_import_inside_a_core_function_is_found(copy: tuple[Path, Path]) -> None:
    package, doc = copy
    (package / "core" / "planted.py").write_text(
        "def draw() -> None:\n    import pygame.display\n", encoding="utf-8"
    )
    assert violations(package, doc) == [
        "tabletop/core/planted.py:2 imports pygame.display, which core may not "
        '(ARCHITECTURE.md, "Layers")'
    ]


def test_a_planted_upward_import_is_found_in_every_spelling(copy: tuple[Path, Path]) -> None:
    package, doc = copy
    (package / "saves" / "planted.py").write_text(
        "from tabletop import play\nfrom ..play.match import Match\nimport tabletop.ui.app\n",
        encoding="utf-8",
    )
    found = violations(package, doc)
    assert [line.split(" imports ")[1].split(",")[0] for line in found] == [
        "tabletop.play",
        "tabletop.play.match.Match",
        "tabletop.ui.app",
    ]


def test_one_game_package_may_not_import_another(copy: tuple[Path, Path]) -> None:
    package, doc = copy
    (package / "games" / "metro" / "planted.py").write_text(
        "from tabletop.games.ttr.graph import shortest_path\n", encoding="utf-8"
    )
    # Each game package is its own unit: one row names them all, and allows no sibling.
    assert violations(package, doc) == [
        "tabletop/games/metro/planted.py:1 imports tabletop.games.ttr.graph.shortest_path, "
        'which games.metro may not (ARCHITECTURE.md, "Layers")'
    ]


def test_a_module_with_its_own_row_may_import_only_what_that_row_names(
    copy: tuple[Path, Path],
) -> None:
    package, doc = copy
    (package / "ai" / "train.py").write_text(
        (package / "ai" / "train.py").read_text(encoding="utf-8") + "\nimport tabletop.ui\n",
        encoding="utf-8",
    )
    # ``ai.train`` may import the registry (its own row), but no more than its row names.
    found = violations(package, doc)
    assert [line.split(" imports ")[1].split(",")[0] for line in found] == ["tabletop.ui"]


def test_a_new_top_level_module_needs_a_row(copy: tuple[Path, Path]) -> None:
    package, doc = copy
    (package / "planted_module.py").write_text('"""A new module."""\n', encoding="utf-8")
    assert violations(package, doc) == [
        "tabletop/planted_module: not in the layer table of ARCHITECTURE.md"
    ]


def test_a_library_no_row_names_is_found(copy: tuple[Path, Path]) -> None:
    package, doc = copy
    (package / "play" / "planted.py").write_text("import numpy\n", encoding="utf-8")
    assert len(violations(package, doc)) == 1


# ------------------------------------------------------------- without a display at all
def test_engines_ai_saves_and_sim_run_without_sdl() -> None:
    code = (
        "import sys\n"
        "from tabletop.play.runner import play_game\n"
        "from tabletop.games import GAMES\n"
        "for gid, g in GAMES.items():\n"
        "    play_game(gid, ['random'] * g.spec.min_players, 1)\n"
        "import pygame\n"
        "assert not pygame.display.get_init(), 'SDL display initialised'\n"
        "assert 'tabletop.ui' not in sys.modules\n"
        "print(sys.modules['tabletop'].__file__)\n"
    )
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()) == PACKAGE / "__init__.py"  # this checkout's package

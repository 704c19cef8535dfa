"""Only ``tabletop/ui`` may import pygame (ARCHITECTURE.md, "Layers")."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "tabletop"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_no_module_outside_ui_imports_pygame() -> None:
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if "ui" not in path.relative_to(PACKAGE).parts[:1] and "pygame" in _imports(path)
    ]
    assert offenders == []


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
        "print('ok')\n"
    )
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(PACKAGE.parent)}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"

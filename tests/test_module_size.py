"""No module of tabletop/ is longer than 700 lines (issue 23): past that a module holds more
than one concern, and it is split by concern (docs/ARCHITECTURE.md, "One package per game")."""

from __future__ import annotations

from pathlib import Path

import tabletop

PACKAGE = Path(tabletop.__file__).parent
LONGEST = 700


def long_modules(root: Path) -> dict[str, int]:
    """Every module under ``root`` longer than ``LONGEST`` lines, with its length."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > LONGEST:
            found[path.relative_to(root).as_posix()] = lines
    return found


def test_no_module_is_longer_than_700_lines() -> None:
    assert long_modules(PACKAGE) == {}


def test_a_planted_long_module_is_found(tmp_path: Path) -> None:
    (tmp_path / "inner").mkdir()
    (tmp_path / "inner" / "long.py").write_text("x = 1\n" * (LONGEST + 1), encoding="utf-8")
    (tmp_path / "short.py").write_text("x = 1\n" * LONGEST, encoding="utf-8")
    assert long_modules(tmp_path) == {"inner/long.py": LONGEST + 1}

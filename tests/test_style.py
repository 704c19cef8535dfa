"""The code stays ruff clean (lint and format), so style never drifts between sessions."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGETS = [p for p in ("tabletop", "tests", "tools") if (REPO / p).exists()]


def test_ruff_lint_is_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", *TARGETS], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "format", "--check", *TARGETS],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr

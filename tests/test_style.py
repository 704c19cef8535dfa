"""The code stays ruff clean (lint and format), so style never drifts between sessions."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TARGETS = [p for p in ("tabletop", "tests", "tools") if (REPO / p).exists()]


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is installed by the test extra")
def test_ruff_lint_is_clean() -> None:
    result = subprocess.run(["ruff", "check", *TARGETS], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is installed by the test extra")
def test_ruff_format_is_clean() -> None:
    result = subprocess.run(
        ["ruff", "format", "--check", *TARGETS], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr

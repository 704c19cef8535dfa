"""The package type-checks clean under mypy (config in pyproject.toml), so annotations stay true."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


# mypy over the whole package: a minute from a cold cache (CI also runs it as its own step).
@pytest.mark.slow
def test_mypy_is_clean() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "mypy"], cwd=REPO, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr

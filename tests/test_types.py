"""The package type-checks clean under mypy (config in pyproject.toml), so annotations stay true."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("mypy") is None, reason="mypy is installed by the test extra")
def test_mypy_is_clean() -> None:
    result = subprocess.run(["mypy"], cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr

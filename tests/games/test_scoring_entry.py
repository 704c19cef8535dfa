"""Every game's ``scoring.py`` has the one entry the engine scores through:
``outcome(tables, state) -> Outcome | None`` — the result once the game is over, None before."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path

import pytest

import tabletop.games

GAMES_DIR = Path(tabletop.games.__file__).parent
PACKAGES = sorted(p.parent.name for p in GAMES_DIR.glob("*/scoring.py"))


def test_every_game_package_has_a_scoring_module() -> None:
    packages = sorted(p.name for p in GAMES_DIR.iterdir() if (p / "engine.py").is_file())
    assert packages == PACKAGES


@pytest.mark.parametrize("package", PACKAGES)
def test_scoring_has_the_one_entry(package: str) -> None:
    scoring = importlib.import_module(f"tabletop.games.{package}.scoring")
    signature = inspect.signature(scoring.outcome)
    assert list(signature.parameters) == ["tables", "state"]
    assert signature.return_annotation == "Outcome | None"

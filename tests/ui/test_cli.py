"""``python -m tabletop --check`` and ``--screenshot`` as a user (or CI) runs them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui.screenshot import screenshot

REPO = Path(__file__).resolve().parents[2]


def _run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)  # the CLI must set the dummy driver itself
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


# CI runs `python -m tabletop --check` as a step of its own (.ci/run), so the default suite
# leaves this 40-second whole-app run to the slow set.
@pytest.mark.slow
def test_check_plays_every_game_and_prints_one_line(tmp_path: Path) -> None:
    result = _run("--check", tmp_path=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop check ok:")
    for game_id in GAMES:
        assert game_id in lines[0]
    # The check never touches the user's saves.
    assert not (tmp_path / "data").exists()


def test_screenshot_draws_the_table_into_a_png(tmp_path: Path) -> None:
    out = tmp_path / "metro.png"
    assert screenshot("metro", out, players=3, seed=4, ply=6, size=(1024, 640)) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 640)
    # Not a blank frame: many distinct colours.
    pixels = {tuple(image.get_at((x, y))) for x in range(0, 1024, 16) for y in range(0, 640, 16)}
    assert len(pixels) > 50


def test_screenshot_of_an_unknown_game_fails_plainly(tmp_path: Path) -> None:
    result = _run("--screenshot", "chess", str(tmp_path / "x.png"), tmp_path=tmp_path)
    assert result.returncode == 2
    assert "unknown game 'chess'" in result.stderr
    assert not (tmp_path / "x.png").exists()

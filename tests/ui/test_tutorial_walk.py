"""``tools/tutorial_walk.py`` in a real window (Xvfb, SDL x11, xdotool clicks): every
tutorial is played from the title screen to "Finish the game your way" by clicks on what its
marks ring, a screenshot of each step taken. Paced at 0 (no reading, no thinking) and with
the animations and the AI delay off, so it is quick; the paced run is the tool's own."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.tutorial import TUTORIALS

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "xwininfo": "x11-utils", "import": "imagemagick"}


def test_every_tutorial_reaches_finish_the_game_your_way_in_a_real_window(
    tmp_path: Path,
) -> None:
    missing = [f"{name} ({package})" for name, package in TOOLS.items() if not shutil.which(name)]
    if missing:
        why = f"not installed: {', '.join(missing)}"
        if os.environ.get("CI"):
            pytest.fail(f"CI must run this check: {why}")
        pytest.skip(why)
    shots = tmp_path / "shots"
    done = subprocess.run(
        [sys.executable, "tools/tutorial_walk.py", "--pace", "0", "--instant", "--out", str(shots)],
        cwd=REPO,
        env={**os.environ, "SDL_VIDEODRIVER": "x11"},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    for game_id, tutorial in TUTORIALS.items():
        assert f"{game_id}: reached 'Finish the game your way'" in done.stdout
        pictures = sorted(path.name for path in (shots / game_id).glob("*.png"))
        assert pictures == [f"{n:02d}.png" for n in range(1, len(tutorial.steps) + 1)]
    assert "median:" in done.stdout

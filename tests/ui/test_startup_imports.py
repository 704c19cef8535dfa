"""Start-up stays short: when the title screen's first frame is up, no game, map, match,
history or other screen has been read — what the imports marked ``# lazily:`` are for."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

#: Runs the app as ``tabletop`` does, stops at the title's first frame, prints the modules.
PROBE = """
import sys
import tabletop.__main__
import tabletop.ui.app as app_module
from tabletop.ui.main import _run_window

real_init = app_module.App.__init__
loaded = []


def init(self, *args, **kwargs):
    real_init(self, *args, **kwargs)

    def first_frame():
        self.running = False
        loaded.extend(sorted(m for m in sys.modules if m.startswith("tabletop")))

    self.on_first_frame = first_frame


app_module.App.__init__ = init
_run_window(None, None)
print("\\n".join(loaded))
"""

#: Read only once a game is played or another screen opened.
LATER = (
    "tabletop.games.",
    "tabletop.boards",
    "tabletop.play",
    "tabletop.history",
    "tabletop.replay",
    "tabletop.ui.tables",
    "tabletop.ui.charts",
    "tabletop.ui.scenes.load",
    "tabletop.ui.scenes.new_game",
    "tabletop.ui.scenes.statistics",
    "tabletop.ui.scenes.rules",
)


def test_the_title_screen_comes_up_without_a_game_or_another_screen(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PYTHONPATH": str(REPO),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_STATE_HOME": str(tmp_path / "state"),
    }
    result = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    loaded = result.stdout.split()
    assert "tabletop.ui.scenes.title" in loaded
    assert [module for module in loaded if module.startswith(LATER)] == []

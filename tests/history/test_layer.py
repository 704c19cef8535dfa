"""The history and the replay model sit below the screens: they run with no UI loaded."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_history_and_replay_run_without_the_ui(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from tabletop.play.runner import play_game\n"
        "from tabletop.history import History, record_finished_game\n"
        "from tabletop.replay import Replay\n"
        "match = play_game('metro', ['random', 'random'], 1).match\n"
        f"db = Path({str(tmp_path / 'h.sqlite3')!r})\n"
        f"record_finished_game(match, db, saves_dir=Path({str(tmp_path)!r}))\n"
        "with History.open(db) as history:\n"
        "    assert history.summary().games == 1\n"
        "    assert history.replay(1).finished\n"
        "assert Replay.from_match(match).score_track()\n"
        "assert 'tabletop.ui' not in sys.modules, 'the UI was imported'\n"
        "pygame = sys.modules.get('pygame')\n"
        "assert pygame is None or not pygame.display.get_init(), 'SDL display initialised'\n"
        "print('ok')\n"
    )
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(REPO), "HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"

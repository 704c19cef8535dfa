"""Same config + seed + actions → identical states, whatever the process's hash seed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .test_contract import GAMES

SCRIPT = """
import sys
sys.path.insert(0, {tests!r})
from platform_playout import final_state
from tabletop.core import digest
from tabletop.games import GAMES
for game_id, game in sorted(GAMES.items()):
    for players in (game.spec.min_players, game.spec.max_players):
        state, log = final_state(game, players, 2024)
        print(game_id, players, len(log), digest(game.state_json(state)))
"""


def _run(hash_seed: str, tests_dir: str) -> str:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT.format(tests=tests_dir)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return result.stdout


def test_games_are_identical_across_processes_with_different_hash_seeds(tmp_path) -> None:
    # The playout helper, importable in the child without the tests package.
    source = Path(__file__).parents[1] / "support" / "playout.py"
    (tmp_path / "platform_playout.py").write_text(source.read_text())
    first = _run("1", str(tmp_path))
    second = _run("987654", str(tmp_path))
    assert first == second
    assert len(first.splitlines()) == 2 * len(GAMES)

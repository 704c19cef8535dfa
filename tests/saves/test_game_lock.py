"""The lock that keeps one game in one window (``tabletop.saves.lock``): shared within a process,
exclusive between processes, let go by the last holder, never left behind."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.saves import held_elsewhere, store
from tabletop.saves.lock import GameLock, lock_path

REPO = Path(__file__).resolve().parents[2]
#: Seconds another process may take to say whether it could take a lock.
DEADLINE = 30.0
SEATS = [Seat("Ala", "#f2c531", "greedy"), Seat("Olek", "#2f7fd8", "greedy")]

#: Another process: can it take the game at argv[1]? Prints "taken" or "held".
TRY_TAKE = """
import sys
from pathlib import Path
from tabletop.saves.lock import GameLock
lock = GameLock.take(Path(sys.argv[1]))
print("taken" if lock is not None else "held")
"""


def _elsewhere(path: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-c", TRY_TAKE, str(path)],
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=DEADLINE,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_a_lock_is_shared_in_a_process_and_let_go_by_its_last_holder(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    first = GameLock.take(path)
    second = GameLock.take(path)
    assert first is not None and second is first
    assert not held_elsewhere(path)  # this process's own game is free to it
    assert _elsewhere(path) == "held"
    first.release()
    assert _elsewhere(path) == "held"  # one holder is left
    second.release()
    assert not lock_path(path).exists()  # nothing left behind
    assert _elsewhere(path) == "taken"


def test_a_first_autosave_that_failed_leaves_no_lock_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = Match.new("metro", GameConfig(2), SEATS, 8, autosave=True, saves_dir=tmp_path)
    real = store.write_bytes_atomically

    def full(path: Path, data: bytes, *, backup: bool) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    monkeypatch.setattr(store, "write_bytes_atomically", full)
    match.step_ai()
    match.step_ai()
    assert match.game_file is None and match.autosave_problem == os.strerror(errno.ENOSPC)
    monkeypatch.setattr(store, "write_bytes_atomically", real)
    match.step_ai()
    path = match.game_file
    assert path is not None and match.autosave_problem is None
    assert _elsewhere(path) == "held"
    match.close()
    assert _elsewhere(path) == "taken"

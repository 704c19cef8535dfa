"""One game is open in one window at a time (issue 22, case 4): a second tabletop that tries to
continue or load a game another one is playing says so, offers to watch it, and never writes
its file; Continue passes over it; a window that is killed (kill -9) leaves nothing that
blocks the game afterwards."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.saves import read_save, saves_dir
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import ConfirmDialog
from tabletop.ui.scenes.load import open_save
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.table import TableScene
from tests.support.pilot import click, run_frames, run_until

REPO = Path(__file__).resolve().parents[2]
#: Seconds a second process may take to start and hold a game, or to be gone after kill -9.
DEADLINE = 30.0
SEATS = [Seat("Ala", "#f2c531", None), Seat("Olek", "#2f7fd8", "greedy")]

#: Another tabletop playing the game at argv[1]: it continues the game as the app does (the
#: game's own file, autosaving) and holds it until its stdin closes.
OTHER_WINDOW = """
import sys
from pathlib import Path
from tabletop.play import load_save

match = load_save(sys.argv[1], autosave=True, saves_dir=Path(sys.argv[1]).parent)
print("playing", flush=True)
sys.stdin.read()
match.close()
"""


def _game(moves: int, seed: int) -> Path:
    match = Match.new("metro", GameConfig(2), SEATS, seed, autosave=True, saves_dir=saves_dir())
    for _ in range(moves):
        if match.is_human_turn():
            match.submit(match.legal_actions()[0])
        else:
            match.step_ai()
    path = match.game_file
    assert path is not None
    match.close()
    return path


def _read_lines(process: subprocess.Popen[str], lines: queue.Queue[str]) -> None:
    assert process.stdout is not None
    for line in process.stdout:
        lines.put(line.strip())


@pytest.fixture
def other_window() -> Iterator[list[subprocess.Popen[str]]]:
    """Start another tabletop on a game with ``start(path)``; it is ended after the test."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.kill()
        process.wait(DEADLINE)


def _play_elsewhere(started: list[subprocess.Popen[str]], path: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-c", OTHER_WINDOW, str(path)],
        env={**os.environ, "PYTHONPATH": str(REPO)},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    started.append(process)
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=_read_lines, args=(process, lines), daemon=True).start()
    assert lines.get(timeout=DEADLINE) == "playing"
    return process


def _fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def test_a_game_open_in_another_window_is_offered_to_watch_and_never_written(
    app: App, other_window: list[subprocess.Popen[str]]
) -> None:
    path = _game(moves=4, seed=3)
    before = _fingerprint(path)
    moves_before = len(read_save(path).log)
    process = _play_elsewhere(other_window, path)
    app.go_to_title()
    assert not open_save(app, path)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.title == "This game is open in another window."
    assert dialog.confirm.label == "Watch"
    assert app.table() is None
    click(app, dialog.confirm)
    assert isinstance(app.top, ReplayScene)
    assert _fingerprint(path) == before
    # The other window is killed: its lock goes with it, and the game opens here.
    process.send_signal(signal.SIGKILL)
    process.wait(DEADLINE)
    app.go_to_title()
    assert open_save(app, path)
    table = app.top
    assert isinstance(table, TableScene)
    table.submit(table.match.legal_actions()[0])
    run_until(app, lambda: table.match.is_human_turn(), DEADLINE)
    assert len(read_save(path).log) > moves_before


def test_continue_passes_over_a_game_open_in_another_window(
    app: App, other_window: list[subprocess.Popen[str]]
) -> None:
    older = _game(moves=2, seed=4)
    time.sleep(0.01)  # saved a moment later: the most recent game
    newer = _game(moves=4, seed=5)
    _play_elsewhere(other_window, newer)
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene)
    assert title.autosave is not None and title.autosave.path == older
    click(app, title.continue_button)
    table = app.top
    assert isinstance(table, TableScene) and table.match.game_file == older


def test_the_second_of_two_windows_on_one_game_cannot_write_it(
    other_window: list[subprocess.Popen[str]],
) -> None:
    from tabletop.play import load_save
    from tabletop.saves import SaveError

    path = _game(moves=4, seed=6)
    before = _fingerprint(path)
    _play_elsewhere(other_window, path)
    with pytest.raises(SaveError, match="open in another window"):
        load_save(path, autosave=True, saves_dir=path.parent)
    assert _fingerprint(path) == before
    # Reading it (to watch it, to check it) is never refused.
    assert len(read_save(path).log) == 4

"""A full disk at the very last move never leaves a finished game listed as unfinished (issue 22,
case 5): the player is told in plain words that the final save could not be written and is
offered Save a copy; the app keeps the finished game and writes it at the next chance (leaving
the game, the title screen, closing); until then Continue does not offer the stale file."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.saves import store
from tabletop.saves.store import describe
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import ConfirmDialog, PromptDialog
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.title import TitleScene
from tests.support.pilot import click, run_frames, run_until

from .example_game import EXAMPLE

DEADLINE = 30.0


class FullDisk:
    """The saves' writer, failing with ENOSPC for every finished game while ``full``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = True
        self.refused = 0
        real = store.write_bytes_atomically

        def write(path: Path, data: bytes, *, backup: bool) -> None:
            if self.full and b'"finished": true' in data:
                self.refused += 1
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
            real(path, data, backup=backup)

        monkeypatch.setattr(store, "write_bytes_atomically", write)


def _play_to_the_end(app: App, disk: FullDisk) -> tuple[Match, GameOverScene]:
    seats = [Seat("Ann", "#d33b32", "random"), Seat("Bob", "#2f6fd0", "random")]
    match = Match.new(EXAMPLE, GameConfig(2), seats, 3, autosave=True, saves_dir=app.saves_dir)
    app.start_match(match)
    run_until(app, lambda: isinstance(app.top, GameOverScene), DEADLINE)
    assert disk.refused >= 1 and match.is_over()
    scene = app.top
    assert isinstance(scene, GameOverScene)
    return match, scene


def test_a_full_disk_at_the_last_move_is_said_and_the_ending_written_when_it_can_be(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []
    real_toast = app.toast

    def toast(text: str, kind: str = "info", seconds: float = 3.5) -> None:
        said.append(text)
        real_toast(text, kind, seconds)

    monkeypatch.setattr(app, "toast", toast)
    disk = FullDisk(monkeypatch)
    match, scene = _play_to_the_end(app, disk)
    path = match.autosave_path
    assert not describe(path).finished  # the file still holds the game before its last move
    assert said == [
        "The final save could not be written: No space left on device. Save a copy to keep "
        "this game; tabletop will try again."
    ]
    assert scene.save_button.visible
    click(app, scene.save_button)
    assert isinstance(app.top, PromptDialog)
    app.pop()
    disk.full = False  # space again: leaving the game writes its ending
    click(app, scene.title_button)
    assert said[-1] == "Autosave works again."
    assert isinstance(app.top, TitleScene)
    info = describe(path)
    assert info.finished and info.ply == match.ply
    assert app.top.autosave is None or app.top.autosave.path != path


@pytest.mark.slow
def test_the_ending_is_written_while_the_game_over_screen_is_up_once_there_is_room(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.ui import app as app_module

    disk = FullDisk(monkeypatch)
    match, scene = _play_to_the_end(app, disk)
    monkeypatch.setattr(app_module, "SAVE_RETRY_SECONDS", 0.0)  # no ten-second wait here
    disk.full = False
    run_until(app, lambda: match.autosave_problem is None, DEADLINE)
    run_frames(app, 1)
    assert describe(match.autosave_path).finished
    assert app.top is scene and not scene.save_button.visible
    assert "Autosave works again." in [toast.text for toast in app.toasts]


def test_leaving_a_game_whose_ending_is_unwritten_asks_and_the_app_writes_it_later(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = FullDisk(monkeypatch)
    match, scene = _play_to_the_end(app, disk)
    path = match.autosave_path
    click(app, scene.title_button)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.title == "The final save could not be written"
    click(app, dialog.confirm)  # leave anyway
    title = app.top
    assert isinstance(title, TitleScene)
    # The file on disk says unfinished, but this game is over: Continue does not offer it.
    assert not describe(path).finished
    assert title.autosave is None or title.autosave.path != path
    disk.full = False
    title.on_resume()  # the title screen comes back (from Load, Settings…): the next chance
    run_frames(app, 1)
    assert describe(path).finished
    assert app.unsaved_endings == []

"""Crash safety (issue 14): an unexpected error anywhere in a frame is logged with its
traceback, the game in progress is already saved, and the player sees the crash screen —
"Something went wrong. Your game is saved. [Back to title] [Open log folder]"."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pygame
import pytest

from tabletop import logs
from tabletop.core import Action, GameConfig, Seat
from tabletop.play import Match, load_save
from tabletop.ui import crash
from tabletop.ui.app import App
from tabletop.ui.crash import CrashScene, FatalCrash
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.screenshot import ai_seats
from tabletop.ui.table import TableScene
from tests.support.logs import own_log  # noqa: F401 - the fixture below
from tests.support.pilot import click, drawn_texts, run_frames, run_until

from .example_game import EXAMPLE, DrawCard

#: Seconds any wait below may take before the test fails.
DEADLINE = 30.0

pytestmark = pytest.mark.usefixtures("own_log")


def _step_until_crash(app: App) -> CrashScene:
    """Run the app's own guarded frames (as the window does) until the crash screen is up."""
    deadline = time.monotonic() + DEADLINE
    while not isinstance(app.top, CrashScene):
        assert time.monotonic() < deadline, f"no crash screen; top is {type(app.top).__name__}"
        app.step()
        time.sleep(0.0005)  # let an agent's worker run
    return app.top


def _metro_table(app: App, plies: int) -> TableScene:
    match = Match.new("metro", GameConfig(2), ai_seats("metro", 2, "random"), 7, autosave=True)
    table = app.start_match(match)
    run_until(app, lambda: match.ply >= plies, DEADLINE)
    return table


def _assert_saved(match: Match) -> None:
    """The autosave on disk holds the whole game so far and replays to the same moves."""
    saved = load_save(match.autosave_path)
    try:
        assert saved.log == match.log
    finally:
        saved.close()


def test_a_crash_in_a_tables_draw_is_logged_saved_and_explained(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _metro_table(app, plies=3)
    match = table.match

    def broken_draw(surface: pygame.Surface) -> None:
        raise RuntimeError("injected: the table cannot draw")

    monkeypatch.setattr(table, "draw_table", broken_draw)
    screen = _step_until_crash(app)

    log_text = logs.log_file().read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log_text
    assert "RuntimeError: injected: the table cannot draw" in log_text
    assert "broken_draw" in log_text  # the traceback reaches the failing code
    assert logs.log_file().parent == logs.log_dir()  # the user log folder
    assert screen.status is not None and screen.status.saved
    _assert_saved(match)

    texts = drawn_texts(monkeypatch, app)  # the table below is not drawn again: no new crash
    assert texts[0] == "Something went wrong."
    assert "Your game is saved." in texts
    assert "Back to title" in texts and "Open log folder" in texts
    assert isinstance(app.top, CrashScene)

    click(app, screen.back_button)
    assert isinstance(app.top, TitleScene)
    assert app.top.continue_button.enabled  # Continue brings the saved game back
    assert app.top.autosave is not None and app.top.autosave.path == match.autosave_path


def test_a_crash_in_an_ai_decision_is_logged_saved_and_explained(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("Ann", "#d33b32", None), Seat("Computer", "#2f6fd0", "random")]
    match = Match.new(EXAMPLE, GameConfig(2), seats, 3, autosave=True)
    table = app.start_match(match)
    run_frames(app, 1)

    def broken_choice(view: object, legal: list[Action], rng: object, budget: float) -> Action:
        raise ValueError("injected: the AI cannot decide")

    monkeypatch.setattr(match._agents[1], "choose", broken_choice)
    assert table.submit(DrawCard())  # the human's move; now the AI thinks, on its thread
    screen = _step_until_crash(app)

    log_text = logs.log_file().read_text(encoding="utf-8")
    assert "ValueError: injected: the AI cannot decide" in log_text
    assert "broken_choice" in log_text and "poll" in log_text  # raised on the worker, seen here
    assert match.ply == 1
    _assert_saved(match)
    assert "Your game is saved." in drawn_texts(monkeypatch, app)
    assert not match.thinking  # the failed decision is not asked for again under the dialog
    run_frames(app, 5)
    assert app.top is screen


def test_a_move_is_saved_before_the_table_hears_of_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Match writes the autosave before its listeners run: a table failing to show a move
    (an event handler's error) cannot lose it."""
    seats = [Seat("Ann", "#d33b32", None), Seat("Bob", "#2f6fd0", None)]
    match = Match.new(EXAMPLE, GameConfig(2), seats, 5, autosave=True)
    app.start_match(match)

    def broken_listener(seat: int, action: Action, events: object) -> None:
        raise KeyError("injected: the table cannot show the move")

    match.add_listener(broken_listener)
    with pytest.raises(KeyError):
        match.submit(DrawCard())
    assert match.ply == 1
    _assert_saved(match)


def test_an_error_in_an_event_handler_opens_the_crash_screen(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("Ann", "#d33b32", None), Seat("Bob", "#2f6fd0", None)]
    match = Match.new(EXAMPLE, GameConfig(2), seats, 5, autosave=True)
    app.start_match(match)
    app.reset(TitleScene(app))  # the title's own handler fails: no game is in progress

    def broken_handle(event: pygame.event.Event) -> None:
        raise RuntimeError("injected: the title cannot take a key")

    monkeypatch.setattr(app.top, "handle", broken_handle)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    screen = _step_until_crash(app)
    assert screen.status is None
    assert "No game was in progress." in drawn_texts(monkeypatch, app)
    assert "injected: the title cannot take a key" in logs.log_file().read_text(encoding="utf-8")


def test_when_the_crash_screen_itself_fails_the_app_stops(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.reset(TitleScene(app))
    crash.recover(app, RuntimeError("first"))
    assert isinstance(app.top, CrashScene)

    def broken_draw(surface: pygame.Surface) -> None:
        raise RuntimeError("injected: the crash screen cannot draw")

    monkeypatch.setattr(app.top, "draw", broken_draw)
    with pytest.raises(FatalCrash):
        app.step()
    assert "the crash screen failed too" in logs.log_file().read_text(encoding="utf-8")


def test_an_autosave_that_cannot_be_written_is_said_so(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("Ann", "#d33b32", None), Seat("Bob", "#2f6fd0", None)]
    match = Match.new(EXAMPLE, GameConfig(2), seats, 5, autosave=True)
    table = app.start_match(match)

    def full_disk() -> Path:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(match, "write_autosave", full_disk)
    monkeypatch.setattr(table, "draw_table", lambda surface: 1 / 0)
    screen = _step_until_crash(app)
    assert screen.status is not None and not screen.status.saved
    texts = drawn_texts(monkeypatch, app)
    assert any(t.startswith("Your game could not be saved:") for t in texts)
    assert "Your game is saved." not in texts


def test_the_crash_screen_opens_whatever_writing_the_autosave_raises(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("Ann", "#d33b32", None), Seat("Bob", "#2f6fd0", None)]
    match = Match.new(EXAMPLE, GameConfig(2), seats, 5, autosave=True)
    table = app.start_match(match)

    def overflowing() -> Path:  # what a save from the year 1 once did west of UTC
        raise OverflowError("date value out of range")

    monkeypatch.setattr(match, "write_autosave", overflowing)
    monkeypatch.setattr(table, "draw_table", lambda surface: 1 / 0)
    screen = _step_until_crash(app)
    assert screen.status is not None and not screen.status.saved
    assert screen.status.problem and "date value out of range" in screen.status.problem
    texts = drawn_texts(monkeypatch, app)
    assert any(t.startswith("Your game could not be saved:") for t in texts)


def test_a_failed_autosave_is_named_on_the_crash_screen(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("Ann", "#d33b32", None), Seat("Bob", "#2f6fd0", None)]
    match = Match.new(EXAMPLE, GameConfig(2), seats, 5, autosave=True)
    table = app.start_match(match)

    def full(path: Path, data: bytes, *, backup: bool) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tabletop.saves.store.write_bytes_atomically", full)
    monkeypatch.setattr(table, "draw_table", lambda surface: 1 / 0)
    screen = _step_until_crash(app)
    assert screen.status is not None and screen.status.problem == "No space left on device"
    assert screen.message == "Your game could not be saved: No space left on device."


def test_open_log_folder_uses_the_platforms_opener(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """xdg-open is asked to show the log folder (a recording opener stands on PATH)."""
    app.reset(TitleScene(app))
    crash.recover(app, RuntimeError("for the log"))
    screen = app.top
    assert isinstance(screen, CrashScene)
    bin_dir, record = tmp_path / "bin", tmp_path / "opened.txt"
    bin_dir.mkdir()
    opener = bin_dir / "xdg-open"
    opener.write_text(f'#!/bin/sh\nprintf "%s" "$1" > "{record}"\n', encoding="utf-8")
    opener.chmod(opener.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", str(bin_dir) + os.pathsep + os.environ.get("PATH", ""))
    click(app, screen.folder_button)
    deadline = time.monotonic() + DEADLINE
    while not record.exists() or not record.read_text(encoding="utf-8"):
        assert time.monotonic() < deadline, "the opener was not run"
        time.sleep(0.02)
    assert record.read_text(encoding="utf-8") == str(logs.log_file().parent)
    assert screen.folder_note is None


def test_an_opener_that_fails_shows_the_log_folder(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """xdg-open is there but the desktop has no way to show a folder (it exits 3: "no method
    available", as on a bare window manager): the player is told where the log is instead of
    nothing happening at all."""
    app.reset(TitleScene(app))
    crash.recover(app, RuntimeError("for the log"))
    screen = app.top
    assert isinstance(screen, CrashScene)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    opener = bin_dir / "xdg-open"
    opener.write_text("#!/bin/sh\necho 'xdg-open: no method available' >&2\nexit 3\n")
    opener.chmod(opener.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("PATH", str(bin_dir) + os.pathsep + os.environ.get("PATH", ""))
    click(app, screen.folder_button)
    folder = str(logs.log_file().parent)
    run_until(app, lambda: screen.folder_note is not None, 5.0)
    assert screen.folder_note == f"The log is in {folder}"
    assert any(folder in text for text in drawn_texts(monkeypatch, app))


def test_with_no_opener_the_log_folder_is_shown(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.reset(TitleScene(app))
    crash.recover(app, RuntimeError("for the log"))
    screen = app.top
    assert isinstance(screen, CrashScene)
    monkeypatch.setenv("PATH", str(tmp_path))  # no xdg-open anywhere
    click(app, screen.folder_button)
    folder = str(logs.log_file().parent)
    assert screen.folder_note == f"The log is in {folder}"
    assert any(folder in text for text in drawn_texts(monkeypatch, app))


def test_a_log_folder_that_cannot_be_made_does_not_stop_the_crash_screen(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "state"
    blocker.write_text("a file where the log folder should be")
    monkeypatch.setenv("XDG_STATE_HOME", str(blocker))
    app.reset(TitleScene(app))
    crash.recover(app, RuntimeError("with nowhere to log"))
    assert isinstance(app.top, CrashScene)
    assert "tabletop: no log file in" in capsys.readouterr().err
    assert "Something went wrong." in drawn_texts(monkeypatch, app)

"""Crash safety: an unexpected error never makes the window vanish.

``App.step`` runs each frame through ``guarded_frame``. Whatever raises in it — a scene's
``draw``, an event handler, an AI decision (its worker's exception surfaces in ``Match.poll``
on this thread) — is written with its traceback to the rotating log (``tabletop.logs``), the
game in progress is written to its autosave once more (``Match`` already wrote it before
anything else could fail: the autosave comes before the listeners), and ``CrashScene`` tells
the player so: "Something went wrong. Your game is saved. [Back to title] [Open log folder]".

The crash screen is opaque and pauses the match, so a table whose drawing fails is neither
drawn nor polled again. If the crash screen itself fails, ``FatalCrash`` ends the loop (the
caller reports it in one line): there is nothing left that could be shown safely.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _
from tabletop.logs import flush, log, setup_logging

from . import theme
from .scene import Modal
from .widgets import Button

if TYPE_CHECKING:
    from .app import App

#: The crash screen's panel and its buttons at the reference window.
PANEL_SIZE = (640, 280)
BUTTON_WIDTH = 210
#: Seconds between two looks at a running opener of the log folder (``CrashScene.update``).
OPENER_POLL = 0.1
#: The longest error summary shown (the whole traceback is in the log).
SUMMARY_CHARS = 160


class FatalCrash(RuntimeError):
    """The crash screen could not be shown: the app has to stop."""


@dataclass(frozen=True)
class SaveStatus:
    """What became of the game in progress when the app crashed."""

    #: The autosave that holds the game, when it could be written.
    path: Path | None
    #: Why it could not be written, in plain words.
    problem: str | None = None

    @property
    def saved(self) -> bool:
        return self.path is not None


def save_game_in_progress(app: App) -> SaveStatus | None:
    """Write the table's autosave once more (its last move is already in it: ``Match`` saves
    before it tells anyone about the move). None when no game is in progress. Never raises:
    the crash screen must not depend on the code that crashed, the saving code included."""
    try:
        table = app.table()
        if table is None:
            return None
        match = table.match
        if not match.autosave:
            return SaveStatus(None, _("this game was started without saving"))
        written = match.write_autosave()
        if written is None:
            return SaveStatus(None, match.autosave_problem or _("the game could not be written"))
        return SaveStatus(written)
    except Exception as error:
        log.error("the game in progress could not be saved", exc_info=error)
        return SaveStatus(None, summary(error))


def external_env() -> dict[str, str]:
    """The environment for a program of the system (a file manager): a frozen build points
    the library path at its own folder, which the system's programs must not see."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is None:
            env.pop("LD_LIBRARY_PATH", None)
        else:
            env["LD_LIBRARY_PATH"] = original
    return env


def open_folder(path: Path) -> subprocess.Popen[bytes] | bool:
    """Show ``path`` in the platform's file manager: False when there is no opener to ask,
    else the opener's process, still running (its exit status says whether it could: see
    ``opener_failed``), or True where the system opened it at once (Windows)."""
    path.mkdir(parents=True, exist_ok=True)
    try:
        if sys.platform == "win32":
            os.startfile(path)  # noqa: S606 - the desktop's own "open" of a folder
            return True
        opener = "open" if sys.platform == "darwin" else shutil.which("xdg-open")
        if opener is None:
            return False
        return subprocess.Popen(
            [opener, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=external_env(),
            start_new_session=True,
        )
    except OSError:
        return False


def opener_failed(opener: subprocess.Popen[bytes]) -> bool | None:
    """Whether ``opener`` (``open_folder``'s process) has ended without showing the folder;
    None while it runs. xdg-open is there on a desktop with no way to show a folder too (a bare
    window manager): it then says "no method available" and exits 3, and nothing opens."""
    code = opener.poll()
    return None if code is None else code != 0


def summary(error: BaseException) -> str:
    """One line naming the error (for a bug report); the traceback is in the log."""
    text = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    text = " ".join(text.split())
    return text if len(text) <= SUMMARY_CHARS else text[: SUMMARY_CHARS - 1] + "…"


class CrashScene(Modal):
    """The crash screen: what happened to the game, and the two ways on."""

    opaque = True  # the scenes below may be what failed: never draw them again
    pauses_game = True
    panel_size = PANEL_SIZE

    def __init__(
        self, app: App, error: BaseException, status: SaveStatus | None, log_file: Path
    ) -> None:
        super().__init__(app)
        self.error = error
        self.status = status
        self.log_file = log_file
        self.detail = summary(error)
        #: Set when the log folder could not be opened: the player is told where it is.
        self.unopened_folder: Path | None = None
        #: The opener asked to show the log folder, until it has ended (``update``).
        self.opener: subprocess.Popen[bytes] | None = None
        self.back_button = Button("", self.back_to_title, style="primary")
        self.folder_button = Button("", self.open_log_folder)
        self.widgets = [self.folder_button, self.back_button]
        self.retranslate()

    def retranslate(self) -> None:
        self.title = _("Something went wrong.")
        self.back_button.label = _("Back to title")
        self.folder_button.label = _("Open log folder")

    @property
    def folder_note(self) -> str | None:
        """Where the log is, when its folder could not be opened."""
        if self.unopened_folder is None:
            return None
        return _("The log is in {folder}").format(folder=self.unopened_folder)

    @property
    def message(self) -> str:
        if self.status is None:
            return _("No game was in progress.")
        if self.status.saved:
            return (
                _("Your game is saved.") + "\n" + _("Continue on the title screen brings it back.")
            )
        return _("Your game could not be saved: {problem}.").format(problem=self.status.problem)

    def back_to_title(self) -> None:
        self.app.go_to_title()

    def open_log_folder(self) -> None:
        flush()
        folder = self.log_file.parent
        opened = open_folder(folder)
        self.opener = opened if isinstance(opened, subprocess.Popen) else None
        self.unopened_folder = None if opened else folder

    def update(self, dt: float) -> None:
        super().update(dt)
        # An opener that fails does so after the click: the folder is named then, or the
        # player would see nothing happen at all.
        if self.opener is not None:
            failed = opener_failed(self.opener)
            if failed is not None:
                self.opener = None
                if failed:
                    self.unopened_folder = self.log_file.parent

    def wake_in(self) -> float | None:
        if self.opener is not None:
            return OPENER_POLL  # a frame now and then to see the opener end
        return super().wake_in()

    def on_escape(self) -> None:
        self.back_to_title()

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        inset = theme.px(theme.PAD + theme.Space.XS)
        width, height = theme.px(BUTTON_WIDTH), theme.px(theme.BUTTON_HEIGHT)
        right = self.panel.right - inset
        for button in (self.back_button, self.folder_button):
            button.rect = pygame.Rect(
                right - width, self.panel.bottom - inset - height, width, height
            )
            right -= width + theme.px(theme.GAP)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        super().draw(surface)
        inset = theme.px(theme.PAD + theme.Space.XS)
        width = self.panel.width - 2 * inset
        x, y = self.panel.x + inset, self.content_top()
        body = theme.font("body")
        color = theme.TEXT if self.status is None or self.status.saved else theme.WARN
        for line in theme.wrap(self.message, body, width):
            theme.text(surface, line, "body", color, (x, y))
            y += body.get_linesize()
        y += theme.px(theme.Space.M)
        small = theme.font("small")
        for line in theme.wrap(self.detail, small, width)[:2]:
            theme.text(surface, line, "small", theme.TEXT_MUTED, (x, y))
            y += small.get_linesize()
        if self.folder_note:
            y += theme.px(theme.Space.S)
            for line in theme.wrap(self.folder_note, small, width):
                theme.text(surface, line, "small", theme.TEXT, (x, y), max_width=width)
                y += small.get_linesize()


def recover(app: App, error: Exception) -> None:
    """Log ``error``, save the game in progress and put the crash screen up."""
    log_file = setup_logging()
    if isinstance(app.top, CrashScene):
        log.critical("the crash screen failed too; stopping", exc_info=error)
        flush()
        raise FatalCrash(summary(error)) from error
    where = type(app.top).__name__ if app.top is not None else "no screen"
    log.error("unexpected error (screen: %s)", where, exc_info=error)
    status = save_game_in_progress(app)
    if status is not None:
        if status.saved:
            log.info("the game in progress is saved in %s", status.path)
        else:
            log.error("the game in progress could not be saved: %s", status.problem)
    flush()
    try:
        app.push(CrashScene(app, error, status, log_file))
    except Exception as failure:
        log.critical("the crash screen could not open; stopping", exc_info=failure)
        flush()
        raise FatalCrash(summary(failure)) from failure


def guarded_frame(app: App) -> None:
    """``app.frame()``, with any unexpected error turned into the crash screen."""
    try:
        app.frame()
    except Exception as error:
        recover(app, error)

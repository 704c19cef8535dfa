"""Open the window on the title screen and run until the user quits.

Before the window: the log is set up (``tabletop.logs``) and the display is checked — with no
usable display SDL would fall back to its ``offscreen`` driver and the app would run unseen, so
``run`` says in one sentence what is missing, and how to check this very copy without a display
(``check_command``: the path that was run), and returns non-zero instead. While it runs, the
frame loop is crash-safe (``crash.py``); an error outside it (the window cannot open, the crash
screen itself fails) is logged and reported in one line, and in a message box when possible.
"""

from __future__ import annotations

import contextlib
import logging
import os
import platform
import signal
import sys
import time
from collections.abc import Mapping

import pygame

from tabletop import __version__, desktop, logs
from tabletop.core.formats import format_number
from tabletop.core.i18n import _

from . import identity
from .app import DEFAULT_SIZE, App
from .crash import summary
from .scenes.desktop_offer import offer_desktop_entry
from .scenes.title import TitleScene
from .scenes.tutorial_offer import offer_tutorial

#: SDL's video drivers that draw nowhere a person can see.
HEADLESS_DRIVERS = frozenset({"dummy", "offscreen", "evdev"})

log = logging.getLogger(__name__)


def check_command(
    *,
    frozen: bool | None = None,
    executable: str | None = None,
    script: str | None = None,
    platform_name: str | None = None,
) -> str:
    """The self-check of the very tabletop that is running, as a line to type in a terminal:
    the standalone executable's path, or the installed script's, or this Python with
    ``-m tabletop``. A bare ``tabletop --check`` would only work where that folder is on PATH.
    The keywords stand in for ``sys.frozen``, ``sys.executable``, ``sys.argv[0]`` and
    ``sys.platform`` in tests."""
    return desktop.command_line(
        "--check",
        frozen=frozen,
        executable=executable,
        script=script,
        platform_name=platform_name,
    )


def display_problem(
    env: Mapping[str, str] | None = None, platform_name: str | None = None
) -> str | None:
    """Why no window can be shown, as one sentence for the terminal; None when a display is
    there to try. Looks at the environment only (SDL is not touched)."""
    env = os.environ if env is None else env
    platform_name = platform_name or sys.platform
    forced = env.get("SDL_VIDEODRIVER", "").strip().lower()
    if forced in HEADLESS_DRIVERS:
        return _(
            "tabletop cannot show its window because SDL_VIDEODRIVER={driver} draws nowhere: "
            "unset SDL_VIDEODRIVER to play, or test this installation without a display with: "
            "{command}"
        ).format(driver=forced, command=check_command())
    freedesktop = platform_name not in ("win32", "darwin", "cygwin")
    if freedesktop and not forced and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        return _(
            "tabletop cannot show its window because no display was found (neither DISPLAY "
            "nor WAYLAND_DISPLAY is set): start it from your desktop, or test this "
            "installation without a display with: {command}"
        ).format(command=check_command())
    return None


def opened_display_problem() -> str | None:
    """After ``pygame.display.init``: None if SDL found a real display, else the sentence
    (SDL falls back to a driver that draws nowhere when every real one fails)."""
    driver = pygame.display.get_driver()
    if driver in HEADLESS_DRIVERS:
        return _(
            "tabletop cannot show its window because SDL found no display (only its "
            "'{driver}' driver, which draws nowhere): start it from your desktop, or test "
            "this installation without a display with: {command}"
        ).format(driver=driver, command=check_command())
    return None


def _fail(sentence: str) -> int:
    print(sentence, file=sys.stderr)
    return 1


def _message_box(title: str, message: str) -> None:
    """A native message box for a windowed app with no terminal (best effort)."""
    with contextlib.suppress(pygame.error, AttributeError):
        pygame.display.message_box(title, message, "error")


def _startup_line() -> str:
    frozen = " (standalone)" if getattr(sys, "frozen", False) else ""
    return (
        f"tabletop {__version__}{frozen} starting: Python {platform.python_version()}, "
        f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
        f"{platform.platform()}"
    )


def hand_ctrl_c_to_sdl() -> None:
    """Ctrl-C in the terminal ends the app as SIGTERM does: SDL turns either into a QUIT
    event, and the loop ends after its frame, saving, without a question. Python's own
    handler raised KeyboardInterrupt only once the loop woke, so an idle window ignored
    Ctrl-C until the pointer moved. SDL takes a signal only from its default handler: that
    is put back before the display opens (a SIGINT ignored, under ``nohup``, stays so)."""
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, signal.SIG_DFL)


def run(size: tuple[int, int] | None = None, *, startup_time: float | None = None) -> int:
    """Run the app. With ``startup_time`` (a ``perf_counter`` at process start), print the
    seconds until the title's first frame is on screen and exit (a measurement, not a test)."""
    log_file = logs.setup_logging()
    logs.install_hooks()
    log.info("%s", _startup_line())
    problem = display_problem()
    if problem is not None:
        log.error("no display: %s", problem)
        return _fail(problem)

    identity.prepare_window()
    hand_ctrl_c_to_sdl()
    try:
        pygame.display.init()
    except pygame.error as error:
        sentence = _(
            "tabletop cannot show its window because the display could not be opened ({error}): "
            "start it from your desktop, or test this installation without a display with: "
            "{command}"
        ).format(error=error, command=check_command())
        log.error("no display: %s", sentence)
        return _fail(sentence)
    problem = opened_display_problem()
    if problem is not None:
        log.error("no display: %s", problem)
        pygame.display.quit()
        return _fail(problem)
    try:
        return _run_window(size, startup_time)
    except Exception as error:
        log.critical("tabletop stopped", exc_info=error)
        logs.flush()
        sentence = _(
            "tabletop stopped because of an unexpected error ({error}); the details are in {log}"
        ).format(error=summary(error), log=log_file)
        _message_box(_("Tabletop stopped"), sentence)
        return _fail(sentence)


def offer_first_start(app: App, *, standalone: bool | None = None) -> None:
    """The first start's questions, one after the other: the standalone build's menu entry,
    then learning to play — under it, so that it comes up as soon as the first is answered
    (it waited for the second start, and a player who tried the build once never saw it)."""
    offer_tutorial(app)
    offer_desktop_entry(app, standalone=standalone)


def _run_window(size: tuple[int, int] | None, startup_time: float | None) -> int:
    # No size asked for: the first window fits the screen (issue 27 §2).
    app = App(size or DEFAULT_SIZE, fit_screen=size is None)
    if startup_time is not None:

        def report() -> None:
            seconds = format_number(time.perf_counter() - startup_time, decimals=3)
            print(_("title screen up in {seconds} s").format(seconds=seconds))
            app.running = False

        app.on_first_frame = report
    app.push(TitleScene(app))
    if startup_time is None:
        offer_first_start(app)
    app.run()
    log.info("tabletop closed")
    return 0

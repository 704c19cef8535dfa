"""When the system asks the app to end (SIGTERM: logout, shutdown, ``kill``), it saves what a
window's close saves and ends without a question: "Leave the tutorial?" waited for an answer
nobody would give and blocked the logout. SDL turns SIGTERM into a QUIT event alone; the
window's close button posts WINDOWCLOSE before its QUIT, and only that may still ask."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

from tabletop.saves.store import SaveFolder
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import ConfirmDialog
from tabletop.ui.tutorial_start import start_tutorial
from tests.support.pilot import post_system_quit, post_window_close, run_frames

#: Seconds a child app has to start, and to end once signalled.
DEADLINE = 15.0


def test_the_system_ending_a_tutorial_asks_nothing(app: App) -> None:
    start_tutorial(app, "great_tour")
    run_frames(app, 2)
    post_system_quit()
    run_frames(app, 1)
    assert not app.running
    assert not any(isinstance(scene, ConfirmDialog) for scene in app.stack)


def test_the_system_ends_the_app_while_the_close_button_asks(app: App) -> None:
    """The player pressed the close button (the question is up) and then logs out."""
    start_tutorial(app, "great_tour")
    run_frames(app, 2)
    post_window_close()
    run_frames(app, 1)
    assert isinstance(app.top, ConfirmDialog) and app.running
    post_system_quit()
    run_frames(app, 1)
    assert not app.running


_CHILD = textwrap.dedent(
    """
    import sys
    from tabletop.core import GameConfig, Seat
    from tabletop.play import Match
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings
    from tabletop.ui.tutorial_start import start_tutorial

    if sys.argv[2:] == ["ctrl-c"]:
        from tabletop.ui.main import hand_ctrl_c_to_sdl

        hand_ctrl_c_to_sdl()  # as the window's ``run`` does
    app = App((1280, 800), settings=Settings(animation_speed="off"))
    if sys.argv[1] == "tutorial":
        start_tutorial(app, "metro")
    elif sys.argv[1] == "game":
        seats = [Seat("Ann", "#d33b32", None), Seat("Bob", "#2f6fd0", None)]
        match = Match.new("metro", GameConfig(2), seats, 3, autosave=True)
        app.start_match(match)
        match.submit(match.legal_actions()[0])  # a game is written from its first move
    print("ready", flush=True)
    app.run()
    print("closed", flush=True)
    """
)


def _signalled(where: str, sent: signal.Signals = signal.SIGTERM) -> str:
    """Run the app headless at ``where`` (the title, a tutorial, a game), send it ``sent``
    once it is up, and return what it printed; it must end within the deadline."""
    ctrl_c = sent == signal.SIGINT
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD, where, *(["ctrl-c"] if ctrl_c else [])],
        # As from a terminal: Ctrl-C is not ignored (it is in a job started with ``&``).
        preexec_fn=(lambda: signal.signal(signal.SIGINT, signal.SIG_DFL)) if ctrl_c else None,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        # SDL's own signal handlers, as in the player's app (the arena's in-process tests
        # switch them off in this process's environment).
        env={
            **{k: v for k, v in os.environ.items() if k != "SDL_NO_SIGNAL_HANDLERS"},
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
        },
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        child.send_signal(sent)
        out, _ = child.communicate(timeout=DEADLINE)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == 0
    return out


def test_sigterm_ends_a_tutorial_without_asking() -> None:
    assert _signalled("tutorial").split() == ["closed"]


def test_sigterm_ends_a_game_which_is_saved_and_continued(app: App) -> None:
    assert _signalled("game").split() == ["closed"]
    # Continue offers it: written, and let go of by the window that ended.
    found = SaveFolder(app.saves_dir).latest_unfinished()
    assert found is not None and found.game == "metro"


def test_sigterm_ends_the_title() -> None:
    assert _signalled("title").split() == ["closed"]


def test_ctrl_c_in_the_terminal_ends_an_idle_window_at_once() -> None:
    """Python's KeyboardInterrupt waited for the loop to wake: the title, idle, ignored
    Ctrl-C until the pointer moved. SDL takes it as SIGTERM: a QUIT, the window closes."""
    assert _signalled("title", signal.SIGINT).split() == ["closed"]

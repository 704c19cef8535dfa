"""Time each tutorial in a real window at a newcomer's pace, from the title screen to "Finish
the game your way", with a screenshot of each step (issue 25).

    python tools/tutorial_walk.py [--out DIR] [--game GAME ...] [--size 1280x800]
                                  [--pace 1.0] [--instant] [--lang en]

It starts its own X server (Xvfb, which picks a free display itself: ``-displayfd``), opens
the app's real window there (SDL's x11 driver, settings and saves in a temporary home) and
clicks with xdotool, as a person's mouse would: the title's *Learn to play*, the game, then in
each step what the coach mark rings — the target's place read from the app, the window's from
the X server (``xwininfo``) — or *Next* on a step to read. Each step is photographed from the
X server (``import -window root``) as ``DIR/<game>/NN.png``.

Pacing, a newcomer's: each coach mark is read at 200 words a minute plus 2 s before anything
is clicked, and each click that makes a move (a deck, a route, a ticket, a card, a city, a
choice in a dialog) comes after 3 s of thought; the rivals play at the app's default AI delay
and animation speed. The clock runs from the title screen until *Next* is pressed on the last
mark ("Finish it your way…"). ``--pace`` scales the reading and the thinking (0: none, as the
slow test runs it) and ``--instant`` turns the animations and the AI delay off.

It prints each tutorial's time of play and the median, and exits 1 if a tutorial did not
reach its end (or the tools are missing: Debian packages xvfb, xdotool, x11-utils,
imagemagick).
"""

from __future__ import annotations

import argparse
import os
import re
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from tabletop.ui.app import App
    from tabletop.ui.tutorial_marks import CoachMarks

#: Reading speed (words a minute) and the pause after reading, in seconds.
WORDS_PER_MINUTE = 200
READ_PAUSE = 2.0
#: Seconds of thought before each click that makes a move.
THOUGHT = 3.0
#: Seconds the walk waits at most for the app at one point (the rivals, a dialog).
DEADLINE = 120.0
#: The tools the walk drives (and their Debian packages).
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "xwininfo": "x11-utils", "import": "imagemagick"}


class WalkError(Exception):
    """The walk could not go on (the message says where)."""


def reading_seconds(mark: str) -> float:
    """How long a newcomer reads ``mark``: 200 words a minute, plus 2 s."""
    return len(mark.split()) * 60.0 / WORDS_PER_MINUTE + READ_PAUSE


def tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        raise WalkError(f"{name} is not installed (Debian/Ubuntu: apt-get install {TOOLS[name]})")
    return found


@contextmanager
def x_server(size: tuple[int, int]) -> Iterator[str]:
    """An Xvfb screen of ``size``; yields its display name (``:N``)."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [
            *(tool("Xvfb"), "-displayfd", str(write_end)),
            *("-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"),
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        ready, _, _ = select.select([read_end], [], [], 10)
        number = os.read(read_end, 16).decode().strip() if ready else ""
        if not number.isdigit():
            raise WalkError("Xvfb did not start within 10 s")
        yield f":{number}"
    finally:
        os.close(read_end)
        server.terminate()
        server.wait(timeout=10)


class Walker:
    """The app in the real window, and a newcomer's hands and eyes on it."""

    def __init__(self, app: App, pace: float) -> None:
        self.app = app
        self.pace = pace

    # ------------------------------------------------------------------ time passing
    def wait(self, seconds: float) -> None:
        """Let ``seconds`` pass with the app running (it draws and plays meanwhile)."""
        end = time.monotonic() + seconds
        while True:
            self.app.frame()
            if time.monotonic() >= end:
                return

    def until(self, done: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + DEADLINE
        while not done():
            if time.monotonic() > deadline:
                raise WalkError(f"{what}: not within {DEADLINE:.0f} s")
            self.app.frame()

    def think(self) -> None:
        self.wait(THOUGHT * self.pace)

    def read(self, mark: str) -> None:
        self.wait(reading_seconds(mark) * self.pace)

    # ------------------------------------------------------------------ hands and eyes
    def window_origin(self) -> tuple[int, int]:
        """Where the app's window is on the X screen (from the X server, as ``xwininfo``
        says: the app does not know where a window manager, if any, put it)."""
        tree = subprocess.run(
            [tool("xwininfo"), "-root", "-tree"], capture_output=True, text=True, check=True
        ).stdout
        caption = self.app.caption
        for line in tree.splitlines():
            if f'"{caption}"' in line:
                found = re.search(r"\d+x\d+\+(-?\d+)\+(-?\d+)", line)
                if found:
                    return int(found.group(1)), int(found.group(2))
        raise WalkError(f"no window {caption!r} on the X screen")

    def click(self, rect: pygame.Rect) -> None:
        """Click the centre of ``rect`` (app coordinates) with the X server's pointer, once
        the screen takes input, and let the app hear it."""
        self.until(lambda: self.app.accepts_input, "the screen takes input")
        x, y = self.window_origin()
        subprocess.run(
            [tool("xdotool"), "mousemove", str(x + rect.centerx), str(y + rect.centery)],
            check=True,
        )
        self.wait(0.05)  # the pointer arrives (hover) before the press
        subprocess.run([tool("xdotool"), "click", "1"], check=True)
        self.wait(0.1)

    def shoot(self, path: Path) -> None:
        self.wait(0.1)  # the last frame is on the screen
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([tool("import"), "-window", "root", str(path)], check=True)

    # ------------------------------------------------------------------ a tutorial
    def walk(self, game_id: str, shots: Path) -> float:
        """Play ``game_id``'s tutorial from the title screen to its end; its time of play."""
        from tabletop.ui.scenes.title import TitleScene
        from tabletop.ui.tutorial_marks import CoachMarks
        from tabletop.ui.tutorial_start import TutorialPicker

        app = self.app
        app.go_to_title()
        self.until(lambda: isinstance(app.top, TitleScene), "the title screen")
        title = app.top
        assert isinstance(title, TitleScene)
        self.wait(0.2)
        started = time.monotonic()
        self.think()
        self.click(title.learn_button.rect)
        self.until(lambda: app.top is not title, "Learn to play")
        picker = app.top
        if isinstance(picker, TutorialPicker):
            self.read(" ".join(button.label for button in picker.game_buttons))
            self.click(picker.game_buttons[picker.games.index(game_id)].rect)
        self.until(
            lambda: (table := app.table()) is not None and isinstance(table.overlay, CoachMarks),
            f"{game_id}: the tutorial's table",
        )
        table = app.table()
        assert table is not None and isinstance(table.overlay, CoachMarks)
        self.play(table.overlay, shots / game_id)
        return time.monotonic() - started

    def play(self, marks: CoachMarks, shots: Path) -> None:
        from tabletop.ui.tutorial_check import ready

        app, coach = self.app, marks.coach
        shown = -1
        while not marks.free_play:
            self.until(lambda: ready(app, marks), f"step {coach.index + 1}")
            step, move = coach.step, coach.move
            if step is None:
                raise WalkError("the script ended without its last mark")
            if coach.index != shown:
                shown = coach.index
                self.shoot(shots / f"{shown + 1:02d}.png")
                self.read(marks.mark())
            if move is None:
                self.click(marks.next_button.rect)
                continue
            before = coach.player_moves()
            self.make(marks, before)
            self.until(lambda b=before: coach.player_moves() > b, f"{step.key}: the move")

    def make(self, marks: CoachMarks, before: int) -> None:
        """The clicks of the taught move: the ringed targets on the table (a journey's ticket,
        destination and card), then in the dialog they open (or the move is made in) the
        taught choice — each after a moment's thought."""
        from tabletop.ui.scene import Modal
        from tabletop.ui.tutorial_check import MAX_CLICKS, dialog_clicks

        app, coach, table = self.app, marks.coach, marks.table
        move = coach.move
        assert move is not None
        if move.in_dialog:
            self.until(lambda: app.top is not table, "the move's dialog")
        else:
            for _click in range(MAX_CLICKS):
                target = move.target(table.view, table.controller)
                rect = None if target is None else table.rect_of(target)
                if rect is None:
                    raise WalkError(f"{coach.tutorial.game_id}: nothing ringed on the table")
                self.think()
                self.click(rect)
                if coach.player_moves() > before or app.top is not table:
                    break
        dialog, taught = app.top, coach.taught_action()
        if coach.player_moves() == before and isinstance(dialog, Modal) and taught is not None:
            for rect in dialog_clicks(app, dialog, taught):
                self.think()
                self.click(rect)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("tutorial_shots"))
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--size", default="1280x800", help="the X screen and the window")
    parser.add_argument("--pace", type=float, default=1.0, help="scales reading and thinking")
    parser.add_argument("--instant", action="store_true", help="no animations, no AI delay")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args(argv)
    width, height = (int(n) for n in args.size.split("x"))
    try:
        with x_server((width, height)) as display, tempfile.TemporaryDirectory() as home:
            os.environ.update(
                DISPLAY=display,
                SDL_VIDEODRIVER="x11",
                SDL_AUDIODRIVER="dummy",
                XDG_DATA_HOME=f"{home}/data",
                XDG_CONFIG_HOME=f"{home}/config",
                XDG_STATE_HOME=f"{home}/state",
            )
            times = run(args, (width, height), Path(home) / "saves")
    except WalkError as error:
        print(f"tutorial walk: {error}", file=sys.stderr)
        return 1
    for game_id, seconds in times.items():
        print(f"{game_id}: {seconds:.1f} s ({seconds / 60:.2f} min) to 'Finish the game your way'")
    median = statistics.median(times.values())
    print(f"median: {median:.1f} s ({median / 60:.2f} min)")
    return 0


def run(args: argparse.Namespace, size: tuple[int, int], saves: Path) -> dict[str, float]:
    from tabletop.core.i18n import set_language
    from tabletop.tutorial import TUTORIALS
    from tabletop.ui.app import App
    from tabletop.ui.scenes.title import TitleScene
    from tabletop.ui.settings import Settings

    set_language(args.lang)
    settings = Settings(tutorial_offered=True, language=args.lang)
    if args.instant:
        settings = Settings(
            tutorial_offered=True, language=args.lang, animation_speed="off", ai_delay=0.0
        )
    app = App(size, settings=settings, saves_dir=saves, autosave=True)
    times: dict[str, float] = {}
    try:
        app.push(TitleScene(app))
        walker = Walker(app, args.pace)
        walker.wait(0.5)  # the window maps
        for game_id in args.game or list(TUTORIALS):
            times[game_id] = walker.walk(game_id, args.out)
            print(f"{game_id}: reached 'Finish the game your way'", flush=True)
    finally:
        app.close()
    return times


if __name__ == "__main__":
    sys.exit(main())

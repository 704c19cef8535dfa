"""Open the window on the title screen and run until the user quits."""

from __future__ import annotations

import time

from .app import DEFAULT_SIZE, App
from .scenes.title import TitleScene


def run(size: tuple[int, int] | None = None, *, startup_time: float | None = None) -> int:
    """Run the app. With ``startup_time`` (a ``perf_counter`` at process start), print the
    seconds until the title's first frame is on screen and exit (a measurement, not a test)."""
    app = App(size or DEFAULT_SIZE)
    if startup_time is not None:

        def report() -> None:
            print(f"title screen up in {time.perf_counter() - startup_time:.3f} s")
            app.running = False

        app.on_first_frame = report
    app.push(TitleScene(app))
    app.run()
    return 0

"""The table's frame time with phones (issue 24: "the table's frame time is unchanged while
six phones are joined"): ``python -m tabletop.bench --phones``.

The game with the most seats is opened with every seat on a phone; robot phones
(``tabletop.lan.bench.RobotPhone``, real sockets on loopback) join it. The app's own frame
(``App.frame``: the phones' pump, the table's update and drawing) is timed with the six phones
joined and idle, with them playing, and on the same table with the phones' server stopped.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from tabletop.core import GameConfig, Seat
from tabletop.games import DESCRIPTORS
from tabletop.lan.bench import RobotPhone
from tabletop.play import Match

from .app import App
from .settings import Settings

FRAMES = 400
SIZE = (1280, 800)
#: Seconds a robot waits before it taps: an hour keeps it idle, 0.06 plays at once.
IDLE, PLAYING = 3600.0, 0.06
JOIN_SECONDS = 20.0


def _timed(app: App, frames: int) -> tuple[float, float]:
    """The median and 95th percentile of ``frames`` app frames, in milliseconds."""
    times = []
    for _ in range(frames):
        started = time.perf_counter()
        app.frame(dt=1 / 60)
        times.append(1000 * (time.perf_counter() - started))
    times.sort()
    return times[len(times) // 2], times[int(0.95 * (len(times) - 1))]


def _with_phones(pause: float, then: Callable[[App, list[RobotPhone]], list[str]]) -> list[str]:
    found = max(DESCRIPTORS, key=lambda d: d.game.spec.max_players)
    players = found.game.spec.max_players
    colours = found.seat_colors
    seats = [Seat(f"P{i + 1}", colours[i].hex, None, True) for i in range(players)]
    match = Match.new(found.id, GameConfig(players, {}), seats, 5, autosave=False)
    app = App(SIZE, settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False)
    robots: list[RobotPhone] = []
    try:
        table = app.start_match(match)
        phones = table.phones
        assert phones is not None and phones.hub is not None
        host = phones.hub.host()
        robots = [RobotPhone(phones.url(s), host, 40 + s, pause=pause) for s in range(players)]
        for robot in robots:
            robot.start()
        deadline = time.monotonic() + JOIN_SECONDS
        while app.top is not table:  # the join screen closes once every phone has joined
            if time.monotonic() > deadline:
                return [f"phones: the {players} robot phones did not join in {JOIN_SECONDS} s"]
            app.frame(dt=1 / 60)
        return then(app, robots)
    finally:
        for robot in robots:
            robot.stop(wait=0)  # an idle robot sleeps before its tap: it is not waited for
        app.close()


def phone_frame_report(frames: int = FRAMES) -> list[str]:
    """Lines: frame time with every seat's phone joined (idle, playing) and without them."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    def idle_then_stopped(app: App, robots: list[RobotPhone]) -> list[str]:
        _timed(app, 60)  # caches filled
        joined = _timed(app, frames)
        table = app.table()
        assert table is not None and table.phones is not None
        table.phones.stop()
        _timed(app, 60)
        alone = _timed(app, frames)
        n = len(robots)
        return [
            f"phones     frames {SIZE[0]}x{SIZE[1]}: {n} phones joined, idle: median "
            f"{joined[0]:6.2f} ms  p95 {joined[1]:6.2f} ms",
            f"phones     frames {SIZE[0]}x{SIZE[1]}: the same table, its phones' server "
            f"stopped: median {alone[0]:6.2f} ms  p95 {alone[1]:6.2f} ms",
        ]

    def playing(app: App, robots: list[RobotPhone]) -> list[str]:
        table = app.table()
        assert table is not None
        ply = table.match.ply
        busy = _timed(app, frames)
        return [
            f"phones     frames {SIZE[0]}x{SIZE[1]}: {len(robots)} phones playing: median "
            f"{busy[0]:6.2f} ms  p95 {busy[1]:6.2f} ms  ({table.match.ply - ply} moves)"
        ]

    return [*_with_phones(IDLE, idle_then_stopped), *_with_phones(PLAYING, playing)]

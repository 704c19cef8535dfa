"""Frame time of every game's table (``python -m tabletop.bench --frames``): measured, never
asserted.

For each game with a registered table: AI seats play a whole game headless; a fresh match
replays all but its last two moves (a nearly full board, the game still on); its table is
drawn N frames at 1280×800 in the real app loop (events, poll, update, draw, flip) while the
mouse wanders over the board (hover highlights and tooltips included). Reported: median and
95th percentile milliseconds per frame.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES, agent_names
from tabletop.play import Match
from tabletop.play.runner import play_game
from tabletop.resources import maps_dir

from . import theme
from .app import App
from .memory import rss_mb
from .scenes.game_over import GameOverScene
from .scenes.seat_row import best_agent
from .scenes.title import TitleScene
from .screenshot import ai_seats
from .settings import Settings
from .table import HUD_HEIGHT, SIDE_WIDTH, TableScene
from .tables import open_table, table_descriptor
from .viewport import BoardViewport

if TYPE_CHECKING:
    import subprocess

    import pygame

    from tabletop.play import Match

    from .viewport import BoardViewport

#: Frames drawn per game, after a short warm-up (caches filled, fonts loaded).
FRAMES = 300
WARMUP = 20
SIZE = (1280, 800)


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)] if ordered else 0.0


def _full_board_match(game_id: str, seed: int) -> Match:
    """A match a few moves before the end of a whole AI game, every seat human (so nothing
    moves while frames are timed)."""

    spec = GAMES[game_id].spec
    players = min(spec.max_players, max(spec.min_players, 4))
    agent = best_agent(agent_names(game_id)) or "random"
    played = play_game(game_id, [agent] * players, seed)
    log = list(played.log)
    colors = theme.player_colors(game_id)
    seats = [Seat(f"Player {i + 1}", colors[i % len(colors)][1]) for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, seed)
    match.replay(log[: max(0, len(log) - 2)])
    return match


def _time_table(
    game_id: str, frames: int, size: tuple[int, int], seed: int
) -> tuple[list[float], int]:
    import pygame

    match = _full_board_match(game_id, seed)
    app = App(size, settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False)
    try:
        table = open_table(app, match, viewer=0)
        app.reset(table)
        board = table.board_rect if table.board_rect.width else pygame.Rect((0, 0), size)
        times: list[float] = []
        for i in range(WARMUP + frames):
            # The mouse wanders over the board on a Lissajous path: hovers change often.
            x = board.x + board.width * (0.5 + 0.45 * math.sin(i * 0.071))
            y = board.y + board.height * (0.5 + 0.45 * math.sin(i * 0.053 + 1.0))
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(0, 0, 0)
                )
            )
            started = time.perf_counter()
            app.frame(dt=1 / 60)
            if i >= WARMUP:
                times.append(time.perf_counter() - started)
        return times, match.ply
    finally:
        app.close()


def frame_report(
    game_ids: Iterable[str], frames: int = FRAMES, size: tuple[int, int] = SIZE, seed: int = 1
) -> list[str]:
    """One line per game with a registered table: median and p95 frame time."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    lines = []
    for game_id in game_ids:
        if table_descriptor(game_id) is None:
            lines.append(f"{game_id:<11} frames: no table registered (fallback table only)")
            continue
        times, ply = _time_table(game_id, frames, size, seed)
        ms = sorted(1000 * t for t in times)
        median = ms[len(ms) // 2]
        lines.append(
            f"{game_id:<11} frames {size[0]}x{size[1]}: median {median:6.2f} ms  "
            f"p95 {_p95(ms):6.2f} ms  ({frames} frames, board after {ply} moves)"
        )
    return lines


# ------------------------------------------------------------------ idle CPU
#: Seconds the app runs before sampling (window up, caches filled), then seconds sampled.
IDLE_WARMUP = 4.0
IDLE_SECONDS = 20.0


def _idle_child(where: str, size: tuple[int, int]) -> None:
    """Run the real app loop (``App.run``) at the title or at a table where nothing moves
    (every seat human, seat 0's view, a nearly full board), until killed. Prints "ready" once
    the first frame is on screen."""
    import sys
    import tempfile
    from pathlib import Path

    saves = Path(tempfile.mkdtemp(prefix="tabletop-idle-"))
    app = App(size, settings=Settings(), autosave=False, saves_dir=saves)

    def ready() -> None:
        print("ready", flush=True)

    app.on_first_frame = ready
    if where == "title":
        app.push(TitleScene(app))
    else:
        match = _full_board_match(where, 1)
        app.reset(TitleScene(app), open_table(app, match, viewer=0))
    sys.stdout.flush()
    app.run()


def _cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far (Linux /proc)."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
        fields = handle.read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _start_xvfb() -> tuple[subprocess.Popen[bytes] | None, str | None]:
    """A private Xvfb server when there is no display and Xvfb is installed: (process,
    DISPLAY), else (None, None)."""
    import shutil
    import subprocess

    if os.environ.get("DISPLAY") or shutil.which("Xvfb") is None:
        return None, os.environ.get("DISPLAY")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as handle:
        number = handle.readline().strip()
    return server, f":{number}"


def idle_report(
    places: Iterable[str], seconds: float = IDLE_SECONDS, size: tuple[int, int] = SIZE
) -> list[str]:
    """CPU used by the app while nothing happens, as a share of one core, at each place
    ("title" or a game id): the real loop in a real window under Xvfb when it is installed
    (else the dummy video driver, said so), sampled from /proc/<pid>/stat."""
    import subprocess
    import sys

    server, display = _start_xvfb()
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if display:
        env["DISPLAY"] = display
        env["SDL_VIDEODRIVER"] = "x11"
        where_drawn = f"X11 {display}"
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        where_drawn = "dummy video driver (no Xvfb)"
    lines = []
    try:
        for place in places:
            child = subprocess.Popen(
                [sys.executable, "-m", "tabletop.ui.bench", "--idle-child", place],
                env=env,
                stdout=subprocess.PIPE,
                text=True,
            )
            try:
                assert child.stdout is not None
                if child.stdout.readline().strip() != "ready":
                    lines.append(f"idle {place:<11} the app did not start")
                    continue
                time.sleep(IDLE_WARMUP)
                cpu0, wall0 = _cpu_seconds(child.pid), time.monotonic()
                time.sleep(seconds)
                cpu1, wall1 = _cpu_seconds(child.pid), time.monotonic()
                share = 100 * (cpu1 - cpu0) / (wall1 - wall0)
                lines.append(
                    f"idle {place:<11} {share:5.1f} % of a core  ({seconds:g} s sampled, "
                    f"{size[0]}x{size[1]}, {where_drawn})"
                )
            finally:
                child.kill()
                child.wait()
    finally:
        if server is not None:
            server.kill()
            server.wait()
    return lines


# ------------------------------------------------------------------ memory soak
@dataclass(frozen=True)
class SoakPoint:
    """The process's resident memory after one more game played through its table."""

    game: int
    game_id: str
    moves: int
    frames: int
    rss_mb: float


def memory_soak(
    games: int, size: tuple[int, int] = SIZE, agent: str = "random", seed: int = 1
) -> Iterator[SoakPoint]:
    """Play ``games`` all-AI games one after another through their tables (every game in
    turn, animations on at "fast", as a long evening would), in one app; yield the resident
    memory after each. The first point is before any game."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory(prefix="tabletop-soak-") as tmp:
        app = App(
            size,
            settings=Settings(animation_speed="fast", ai_delay=0.0),
            saves_dir=Path(tmp),
            autosave=False,
        )
        try:
            ids = list(GAMES)
            yield SoakPoint(0, "-", 0, 0, rss_mb())
            for number in range(1, games + 1):
                game_id = ids[(number - 1) % len(ids)]
                players = GAMES[game_id].spec.min_players
                seats = ai_seats(game_id, players, agent)
                match = Match.new(game_id, GameConfig(players), seats, seed + number)
                app.start_match(match)
                if not isinstance(app.top, TableScene):  # it would wait for the player forever
                    raise RuntimeError(f"{game_id}: {type(app.top).__name__} over the table")
                deadline = time.monotonic() + 900
                while not isinstance(app.top, GameOverScene):
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"{game_id} did not finish in 900 s")
                    app.frame(dt=1 / 30)
                    if match.thinking:
                        time.sleep(0.0005)  # the agent's thread gets the interpreter
                for _ in range(3):
                    app.frame(dt=1 / 30)
                app.go_to_title()  # the finished table closes, as when the player leaves it
                app.frame(dt=1 / 30)
                yield SoakPoint(number, game_id, match.ply, app.frames, rss_mb())
        finally:
            app.close()


def memory_report(games: int = 32, size: tuple[int, int] = SIZE) -> Iterator[str]:
    """The memory curve of ``memory_soak`` as lines (one per game, as they are played), then
    the growth after warm-up (one round of every game: each table's pictures and fonts are
    made once)."""
    yield f"memory soak {size[0]}x{size[1]}: all-AI games through their tables"
    points: list[SoakPoint] = []
    for point in memory_soak(games, size):
        points.append(point)
        yield (
            f"  after game {point.game:>3} {point.game_id:<11} {point.moves:>4} moves "
            f"{point.frames:>7} frames  RSS {point.rss_mb:6.1f} MB"
        )
    warm = min(len(points) - 1, 4)
    growth = points[-1].rss_mb - points[warm].rss_mb
    yield (
        f"  RSS {points[0].rss_mb:.1f} MB at start, {points[warm].rss_mb:.1f} MB after game "
        f"{warm}, {points[-1].rss_mb:.1f} MB after game {points[-1].game} "
        f"(max {max(p.rss_mb for p in points):.1f}; {growth:+.1f} MB since game {warm})"
    )


# ------------------------------------------------------------------ zoomed board drawing
def _largest_board_picture() -> tuple[str, pygame.Surface]:
    import pygame

    best: tuple[int, str, pygame.Surface] | None = None
    for path in sorted(maps_dir().glob("*.png")):
        image = pygame.image.load(str(path))
        w, h = image.get_size()
        if min(w, h) >= 800 and (best is None or w * h > best[0]):  # boards, not tile sheets
            best = (w * h, path.name, image)
    assert best is not None, "no board picture in maps/"
    return best[1], best[2].convert()


def viewport_report(
    sizes: Iterable[tuple[int, int]] = ((1280, 800), (1920, 1080)),
    zoom: float = 3.0,
    frames: int = 120,
) -> list[str]:
    """Milliseconds to draw the largest board picture through ``BoardViewport`` at ``zoom``
    into a table's board panel: still (the cached crop, one blit), panning every frame (crop
    and plain scale each frame), and the smooth re-scale once a pan or zoom stops. Also for a
    picture painted at twice the board's resolution (what a table may paint to stay sharp)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()
    lines = []
    try:
        for size in sizes:
            screen = pygame.display.set_mode(size)
            theme.set_window_size(size)
            name, picture = _largest_board_picture()
            double = pygame.transform.smoothscale(
                picture, (picture.get_width() * 2, picture.get_height() * 2)
            )
            pad = theme.px(theme.PAD)
            side = max(theme.px(SIDE_WIDTH[0]), min(theme.px(SIDE_WIDTH[1]), size[0] // 4))
            top = theme.px(HUD_HEIGHT) + pad
            panel = pygame.Rect(pad, top, size[0] - side - 3 * pad, size[1] - top - pad)
            for image, per_pixel, label in ((picture, 1.0, "1x"), (double, 0.5, "2x")):
                view = BoardViewport(picture.get_size(), max_zoom=4.0)
                view.set_rect(panel)
                view.set_zoom(zoom)
                figures = {}
                for case in ("still", "panning", "settled"):
                    times = []
                    for i in range(frames):
                        if case == "panning":
                            view.pan_by(7 * math.sin(i / 9), 5 * math.cos(i / 11))
                            view.dragging = True
                        elif case == "settled":
                            view._image_cache = None  # as when a pan has just ended
                        started = time.perf_counter()
                        view.draw_image(screen, image, units_per_pixel=per_pixel)
                        times.append(1000 * (time.perf_counter() - started))
                    view.dragging = False
                    times.sort()
                    figures[case] = f"{times[len(times) // 2]:5.2f}/{_p95(times):5.2f}"
                lines.append(
                    f"zoom {zoom:g}x {name} at {label} in a {panel.width}x{panel.height} panel "
                    f"({size[0]}x{size[1]}): median/p95 ms  still {figures['still']}  "
                    f"panning {figures['panning']}  settled {figures['settled']}"
                )
    finally:
        pygame.display.quit()
    return lines


def _table_viewport(table: object) -> BoardViewport | None:
    """The board viewport a table keeps (on itself or on one of its panels), if any."""
    for value in vars(table).values():
        if isinstance(value, BoardViewport):
            return value
        inner = getattr(value, "viewport", None)
        if isinstance(inner, BoardViewport):
            return inner
    return None


def table_zoom_report(
    game_ids: Iterable[str],
    sizes: Iterable[tuple[int, int]] = ((1280, 800), (1920, 1080)),
    zoom: float = 3.0,
    frames: int = 120,
    seed: int = 1,
) -> list[str]:
    """For each game whose table zooms (it has a ``viewport``, a ``BoardViewport``): the
    whole app frame (events, update, draw, flip) at ``zoom`` on a nearly full board, while
    the mouse wanders over the board (hovers), while a drag pans it, and while the wheel keeps
    the zoom gliding between 2× and ``zoom``. Median and p95 milliseconds per frame."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    lines = []
    for game_id in game_ids:
        if table_descriptor(game_id) is None:
            continue
        for size in sizes:
            match = _full_board_match(game_id, seed)
            settings = Settings(animation_speed="normal", ai_delay=0.0)
            app = App(size, settings=settings, autosave=False)
            try:
                table = open_table(app, match, viewer=0)
                viewport = _table_viewport(table)
                if viewport is None:
                    break  # this table does not zoom (yet)
                app.reset(table)
                app.frame(dt=1 / 60)
                panel = viewport.rect
                figures = {}
                for case in ("hovering", "panning", "gliding"):
                    viewport.set_zoom(zoom, panel.center)
                    times: list[float] = []
                    for i in range(WARMUP + frames):
                        x = panel.x + panel.width * (0.5 + 0.3 * math.sin(i * 0.071))
                        y = panel.y + panel.height * (0.5 + 0.3 * math.sin(i * 0.053 + 1.0))
                        pos = (round(x), round(y))
                        buttons = (1, 0, 0) if case == "panning" else (0, 0, 0)
                        if case == "panning" and i == 0:
                            pygame.event.post(
                                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
                            )
                        pygame.event.post(
                            pygame.event.Event(
                                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons
                            )
                        )
                        if case == "gliding" and i % 15 == 0:
                            notches = 3 if (i // 15) % 2 else -3  # between 2x and the zoom
                            pygame.event.post(
                                pygame.event.Event(
                                    pygame.MOUSEWHEEL,
                                    x=0,
                                    y=notches,
                                    flipped=False,
                                    precise_x=0.0,
                                    precise_y=float(notches),
                                )
                            )
                        started = time.perf_counter()
                        app.frame(dt=1 / 60)
                        if i >= WARMUP:
                            times.append(1000 * (time.perf_counter() - started))
                    if case == "panning":
                        pygame.event.post(
                            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
                        )
                        app.frame(dt=1 / 60)
                    times.sort()
                    figures[case] = f"{times[len(times) // 2]:5.2f}/{_p95(times):5.2f}"
                lines.append(
                    f"{game_id:<11} table zoomed {zoom:g}x at {size[0]}x{size[1]} "
                    f"(board after {match.ply} moves): median/p95 ms per frame  "
                    f"hovering {figures['hovering']}  panning {figures['panning']}  "
                    f"gliding {figures['gliding']}"
                )
            finally:
                app.close()
    return lines


if __name__ == "__main__":
    import sys

    from tabletop.games import GAMES

    if len(sys.argv) == 3 and sys.argv[1] == "--idle-child":
        _idle_child(sys.argv[2], SIZE)
    elif len(sys.argv) == 2 and sys.argv[1] == "--idle":
        for line in idle_report(["title", *GAMES]):
            print(line)
    elif len(sys.argv) == 2 and sys.argv[1] == "--zoom":
        for line in [*viewport_report(), *table_zoom_report(GAMES)]:
            print(line)
    elif len(sys.argv) == 3 and sys.argv[1] == "--memory":
        for line in memory_report(int(sys.argv[2])):
            print(line, flush=True)
    else:
        for line in frame_report(GAMES):
            print(line)

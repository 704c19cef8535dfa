"""One arena game played the way the app plays it (``python -m tabletop.arena --app-mode``).

The game is a ``Match`` at its real table in a real ``App`` (``tabletop.ui.app``), run by the
app's own loop body — ``App.frame`` (events, the table's ``poll`` → ``Match.poll``, update,
draw, flip, paced by the app's clock at its ``FPS``) then ``App.idle`` (the sleep until the
next frame is due or an AI's answer wakes it) — at the app's window size, drawn offscreen
(SDL's dummy video driver). Searching seats decide in the match's worker process (spawned,
niced, as in the app) with their level's time budget (``seconds``); the other seats answer
on the app's agent thread. So a search competes for the CPU with the table being drawn, as
it does in the player's window.

What a headless run leaves out, and why:

- sound: the player is never started (``App.run`` starts it; the audio driver is dummy);
- the AI delay (``Settings.ai_delay``): 0. It holds an answer back after it arrived, so that
  a human can follow; it is never thinking time, and decision times are taken from asking
  to the answer's arrival in any case (``Match.on_answer``);
- animations (``animation_speed="off"``): a move's animation holds the next AI move until it
  is over (``TableScene.poll``'s ``hold``), which paces humans only. The table still draws
  every frame for ``SETTLE_SECONDS`` after each move and whenever anything moves, then
  sleeps until the answer arrives, as in the app;
- the crash guard (``App.step``): an error fails the run instead of showing a crash screen;
- the history and saves: nothing is recorded or written (a temporary saves folder, the
  table's ``records_history`` off).

Results with time budgets depend on the machine's load: a busy machine gives the search
fewer iterations in the same seconds. The deal (the seed) is reproducible; the moves are not.
"""

from __future__ import annotations

import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop.core import GameConfig, Seat
from tabletop.play.worker import Answer

#: The window the app opens by default (``tabletop.ui.app.DEFAULT_SIZE``), drawn offscreen.
WINDOW = (1280, 800)


@dataclass
class AppGame:
    """What one game played in app mode gave: the outcome and, per seat, every decision's
    wall seconds (from asking to the answer), CPU seconds and search effort (those two only
    for decisions made in the worker process), and the drawing loop's frame times."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    wall: tuple[list[float], ...]
    cpu: tuple[list[float], ...]
    #: Iterations or sampled worlds of each worker decision that searched.
    effort: tuple[list[int], ...]
    #: Decisions each seat's agent made in the worker process.
    in_worker: list[int]
    #: Seconds each frame took to make (events, poll, update, draw, flip), the pacing sleep
    #: of the app's clock left out.
    frames: list[float] = field(default_factory=list)


class _PacingClock:
    """The app's clock, noting the seconds its ``tick`` sleeps to pace the frames, so that
    a frame's own cost can be told from the pacing."""

    def __init__(self, clock: Any) -> None:
        self.clock = clock
        self.slept = 0.0

    def tick(self, framerate: int = 0) -> int:
        started = time.perf_counter()
        elapsed = int(self.clock.tick(framerate))
        self.slept += time.perf_counter() - started
        return elapsed

    def __getattr__(self, name: str) -> Any:
        return getattr(self.clock, name)


def play_app_game(
    game_id: str,
    agents: tuple[str, ...],
    seed: int,
    options: dict[str, object],
    board: str = "",
    seconds: tuple[float | None, ...] = (),
) -> AppGame:
    """Play one game with ``agents`` (level names, ``strong:blocker`` for a style) in seat
    order on ``board``, as the app plays it. ``seconds``: per seat, a time budget in place
    of the level's own (None: the level's)."""
    # A headless run never opens a window or a sound device, whatever the environment says.
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    # A run stopped with SIGTERM or Ctrl-C stops: SDL would turn either into a quit event,
    # which this loop, unlike the app's, never reads.
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"
    from tabletop.play import Match
    from tabletop.ui import theme
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    colors = theme.player_colors(game_id)
    seats = [
        Seat(f"{name} {i + 1}", colors[i % len(colors)][1], name) for i, name in enumerate(agents)
    ]
    match = Match.new(game_id, GameConfig(len(agents), dict(options)), seats, seed, board=board)
    for seat, budget in enumerate(seconds):
        agent = match.agent(seat)
        if budget is not None and agent is not None:
            agent.seconds = budget  # type: ignore[attr-defined]  # a searching level's budget
    players = len(agents)
    game = AppGame(
        (),
        (),
        tuple([] for _ in range(players)),
        tuple([] for _ in range(players)),
        tuple([] for _ in range(players)),
        [0] * players,
    )

    def answered(seat: int, wall: float, answer: Answer | None) -> None:
        """A decision's answer arrived (on a worker thread: lists only)."""
        game.wall[seat].append(wall)
        if answer is not None:
            game.in_worker[seat] += 1
            game.cpu[seat].append(answer.cpu)
            if answer.effort is not None:
                game.effort[seat].append(answer.effort)

    match.on_answer = answered
    limit = match.game.spec.max_actions
    with tempfile.TemporaryDirectory(prefix="tabletop-arena-") as folder:
        settings = Settings(animation_speed="off", ai_delay=0.0)
        app = App(WINDOW, settings=settings, saves_dir=Path(folder), autosave=False)
        clock = app.clock = _PacingClock(app.clock)  # type: ignore[assignment]
        try:
            table = app.start_match(match)
            table.records_history = False
            while not match.is_over():
                if match.ply > limit:
                    raise RuntimeError(f"{game_id} seed {seed}: no end after {limit} actions")
                slept, started = clock.slept, time.perf_counter()
                app.frame()
                game.frames.append(time.perf_counter() - started - (clock.slept - slept))
                app.idle()
        finally:
            app.close()  # ends the match's worker process too
    outcome = match.outcome()
    assert outcome is not None
    game.scores, game.winners = outcome.scores, outcome.winners
    return game


__all__ = ["WINDOW", "AppGame", "play_app_game"]

"""The app's way to the history database (``tabletop.history``), off the frame loop.

Every database call — recording a finished game, the statistics screen's figures, the players
the new-game screen remembers — runs on one worker thread, one call after another, each with a
connection of its own (SQLite connections stay on the thread that opened them). The frame loop
only hands over a job and later looks at its ``Future``: opening a missing database rebuilds
it from the saves, which may take a while, and no frame ever waits for that.

Recording a game takes a ``Replay`` snapshot of the match's moves on the caller's thread (a
copy of the log, nothing more); the worker replays it through the engine and writes the record
in one transaction. A game is recorded once however often it is offered (the record's key).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from tabletop import saves
from tabletop.core import Seat

if TYPE_CHECKING:
    from tabletop.history import History, KnownPlayer
    from tabletop.play import Match

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True)
class Remembered:
    """What the history remembers for the new-game screen: the names played before (latest
    colour and agent, most recent first) and each game's last seat set-up."""

    players: tuple[KnownPlayer, ...] = ()
    last_seats: dict[str, tuple[Seat, ...]] = field(default_factory=dict)


class HistoryService:
    """Runs history jobs on a worker thread. ``db_path`` None: the user's database; a missing
    or damaged one is rebuilt from the finished saves in ``saves_dir`` (None: the user's)."""

    def __init__(self, db_path: Path | None = None, saves_dir: Path | None = None) -> None:
        self.db_path = db_path
        self.saves_dir = saves_dir
        self._executor: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()
        self._remembered: Future[Remembered] | None = None
        self._closed = False
        #: The recordings asked for, in order (the app waits for them when it closes).
        self.recordings: list[Future[tuple[int, bool]]] = []
        #: Called on the worker thread as each job ends: the app wakes its idle loop, so that
        #: a screen waiting on a job (the Statistics screen's "Loading…") shows its result
        #: then, not at the player's next input.
        self.on_done: Callable[[], None] | None = None

    # ------------------------------------------------------------------ jobs
    def submit(self, job: Callable[[History], T]) -> Future[T]:
        """Run ``job(history)`` on the worker with a freshly opened history; returns at once."""
        with self._lock:
            if self._closed:
                raise RuntimeError("the history service is closed")
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
            future = self._executor.submit(self._run, job)
        future.add_done_callback(self._job_done)
        return future

    def _job_done(self, _future: Future[Any]) -> None:
        if self.on_done is not None:
            self.on_done()

    def _run(self, job: Callable[[History], T]) -> T:
        from tabletop.history import History  # lazily: opened on the worker, after start-up

        folder = self.saves_dir if self.saves_dir is not None else saves.saves_dir()
        with History.open(self.db_path, rebuild_from=folder) as history:
            return job(history)

    # ------------------------------------------------------------------ recording
    def record(
        self, match: Match, *, duration_seconds: float | None = None
    ) -> Future[tuple[int, bool]] | None:
        """Record a finished match (once: a second call for the same game changes nothing);
        None, with a log line, when it cannot be asked (not finished, service closed)."""
        from tabletop.replay import Replay  # lazily: read on the worker, after start-up

        if not match.is_over():
            log.warning("not recording %s: the game has not ended", match.game_id)
            return None
        snapshot = Replay.from_match(match)
        started = time.monotonic()

        def write(history: History) -> tuple[int, bool]:
            row, new = history.record(snapshot, duration_seconds=duration_seconds)
            log.info(
                "history: %s game %s as row %d in %.2f s",
                snapshot.game_id,
                "recorded" if new else "already recorded",
                row,
                time.monotonic() - started,
            )
            return row, new

        try:
            future = self.submit(write)
        except RuntimeError:
            log.warning("not recording %s: the history service is closed", match.game_id)
            return None
        future.add_done_callback(self._recorded)
        self.recordings.append(future)
        return future

    def _recorded(self, future: Future[tuple[int, bool]]) -> None:
        error = future.exception()
        if error is not None:
            log.error("the finished game could not be recorded in the history", exc_info=error)
        with self._lock:
            self._remembered = None  # the names and set-ups may have changed

    # ------------------------------------------------------------------ remembered players
    def remembered(self) -> Future[Remembered]:
        """The names and seat set-ups played before (loaded once, again after a recording)."""
        with self._lock:
            cached = self._remembered
        if cached is not None:
            return cached
        future = self.submit(_remembered_of)
        with self._lock:
            self._remembered = future
        return future

    # ------------------------------------------------------------------ closing
    def close(self, wait: bool = True) -> None:
        """Stop taking jobs; with ``wait``, let a recording in progress finish (quitting right
        after the last move still records the game)."""
        with self._lock:
            self._closed = True
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=wait, cancel_futures=False)


def _remembered_of(history: History) -> Remembered:
    from tabletop.games import GAMES  # lazily: read on the worker, after start-up

    last = {}
    for game_id in GAMES:
        seats = history.last_seats(game_id)
        if seats is not None:
            last[game_id] = seats
    return Remembered(tuple(history.known_players(humans_only=False)), last)


def result_of(future: Future[T] | None) -> T | None:
    """The result of a finished job without waiting: None while it runs or when it failed
    (a failure is logged by whoever asked)."""
    if future is None or not future.done() or future.cancelled():
        return None
    if future.exception() is not None:
        return None
    return future.result()

"""The AI worker process: searching agents think here, never in the app's process.

A search holds the CPU for up to seconds; on a thread it would starve the frame loop (the GIL),
so ``Match.poll`` hands each searching seat's decision (``runs_in_worker``) and every
suggestion to one worker process per match. The process receives
only what the deciding seat may know — its view, the legal actions, the rng seed and the
budget, all plain picklable data — and answers with the index of the chosen action (and, for
a suggestion, the level's reason for it: ``tabletop.ai.why``). It never sees the state.

- Requests are numbered; an answer counts only for the request that is still wanted, so a late
  answer can never be applied to a game that moved on (undo, load).
- ``cancel`` makes a running search stop at its next iteration (searching agents take a
  ``should_stop``); the process then waits for the next request.
- ``close`` asks the process to end, and terminates it if it does not within a second. If the
  app dies, the process sees its pipe close and ends too: no orphan survives the app.

The process is started with ``spawn`` (a fresh interpreter: nothing of pygame or the app's
threads is forked into it), imports only the game packages, and runs at a lower priority, so
that on a machine with one free core the frame loop still comes first.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import Future, InvalidStateError
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any, TypeVar

from tabletop.ai import SearchingAgent, Why
from tabletop.core import Action, Agent, Rng, View

#: Seconds ``close`` waits for the process to end on its own before terminating it.
CLOSE_GRACE = 1.0
#: The worker runs this much "nicer" than the app (a lower scheduling priority).
WORKER_NICENESS = 5

T = TypeVar("T")


@dataclass(frozen=True)
class Decision:
    """One decision to make, as the worker receives it (picklable; no state)."""

    game_id: str
    agent: str
    seat: int
    view: dict[str, Any]
    legal: tuple[Action, ...]
    rng_state: int
    budget: float
    #: Say why too (a suggestion: the player reads the reason beside the move).
    explain: bool = False
    #: The board played (``tabletop.games.catalog``: "" for the game's default board).
    board: str = ""


@dataclass(frozen=True)
class Answer:
    """The worker's reply: the chosen action's index in ``Decision.legal`` (None when the
    request was cancelled before it started), the seconds it took, or the failure; the
    level's reason when the decision asked for one (None when it gives none); the CPU
    seconds of the worker process it took and how much its search did (``effort``)."""

    request: int
    index: int | None
    seconds: float
    error: str | None = None
    why: Why | None = None
    cpu: float = 0.0
    #: The search's iterations (information-set search) or sampled worlds (flat Monte
    #: Carlo) for this decision; None when the level answered without searching.
    effort: int | None = None


def effort(agent: Agent) -> int | None:
    """How much the agent's last decision searched: iterations, or sampled worlds (its
    ``last_report``); None when it answered without a search."""
    report = getattr(agent, "last_report", None)
    found = getattr(report, "iterations", getattr(report, "worlds", None))
    return found if isinstance(found, int) else None


def chosen(decision: Decision, answer: Answer) -> Action:
    """The action a worker's answer chose."""
    assert answer.index is not None
    return decision.legal[answer.index]


class WorkerError(RuntimeError):
    """The agent failed in the worker process (the message holds its traceback)."""


#: What every request still waiting is told when the worker process has ended.
PROCESS_ENDED = "the agent worker process ended unexpectedly"


class AgentWorker:
    """One process that makes decisions for one match (its searching AI seats and
    suggestions).

    A reader thread in the app's process blocks on the pipe and settles each request's
    ``Future`` as its answer arrives, so a caller that sleeps between frames can be woken
    (``Future.add_done_callback``) instead of polling.
    """

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._reader: threading.Thread | None = None
        # Requests numbered below this value are cancelled (shared with the process).
        self._cancel_below: Any = None
        self._next = 0
        self._lock = threading.Lock()
        self._futures: dict[int, Future[Answer]] = {}

    # ------------------------------------------------------------------ lifecycle
    @property
    def started(self) -> bool:
        return self._process is not None

    def start(self) -> None:
        """Start the process now (the first decision would otherwise wait for it)."""
        if self._process is not None:
            return
        here, there = self._ctx.Pipe()
        self._cancel_below = self._ctx.Value("q", 0, lock=False)
        process = self._ctx.Process(
            target=serve, args=(there, self._cancel_below), name="tabletop-agent", daemon=True
        )
        process.start()
        there.close()  # only the process holds that end: its death closes our pipe, and ours
        self._process, self._conn = process, here
        self._reader = threading.Thread(
            target=self._read, args=(here,), name="tabletop-agent-reader", daemon=True
        )
        self._reader.start()

    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def close(self) -> None:
        """End the process (a running search is stopped first). Safe to call twice."""
        process, conn, reader = self._process, self._conn, self._reader
        self._process = self._conn = self._reader = None
        with self._lock:
            self._futures.clear()
        if process is None or conn is None:
            return
        self._cancel_below.value = self._next + 1
        with contextlib.suppress(BrokenPipeError, OSError):
            conn.send(None)
        process.join(CLOSE_GRACE)
        if process.is_alive():
            process.terminate()
            process.join(CLOSE_GRACE)
        if reader is not None:
            reader.join(CLOSE_GRACE)  # the process's end closed the pipe: the reader is done
        conn.close()

    def _read(self, conn: Connection) -> None:
        """The reader thread: settle each wanted request's future as its answer arrives; when
        the process ends, every request still waiting fails."""
        while True:
            try:
                got: Answer = conn.recv()
            except (EOFError, OSError):
                break
            with self._lock:
                future = self._futures.get(got.request)
            if future is not None and not future.done():
                if got.error is not None:
                    future.set_exception(WorkerError(got.error))
                else:
                    future.set_result(got)
        with self._lock:
            waiting = [future for future in self._futures.values() if not future.done()]
        for future in waiting:
            with contextlib.suppress(InvalidStateError):
                future.set_exception(WorkerError(PROCESS_ENDED))

    # ------------------------------------------------------------------ requests
    def submit(self, decision: Decision) -> int:
        """Send a decision; returns its request number (see ``answer`` and ``future``)."""
        self.start()
        assert self._conn is not None
        self._next += 1
        future: Future[Answer] = Future()
        with self._lock:
            self._futures[self._next] = future
        try:
            self._conn.send((self._next, decision))
        except OSError:  # BrokenPipeError: the process ended before the reader thread saw it
            with contextlib.suppress(InvalidStateError):
                future.set_exception(WorkerError(PROCESS_ENDED))
        return self._next

    def ask(
        self,
        decision: Decision,
        read: Callable[[Decision, Answer], T],
        told: Callable[[Answer], None] | None = None,
    ) -> Future[T]:
        """Send ``decision``; the future returned settles with what ``read`` takes from its
        answer (the chosen action; for a suggestion, with its reason), or with the agent's
        failure. ``told`` hears the answer itself first (its time and effort)."""
        request = self.submit(decision)
        answered = self.future(request)
        assert answered is not None
        result: Future[T] = Future()

        def settle(done: Future[Answer]) -> None:
            if done.cancelled():
                result.cancel()
                return
            failure = done.exception()
            if failure is not None:
                result.set_exception(failure)
                return
            answer = done.result()
            self.forget(request)
            if answer.index is None:
                result.set_exception(WorkerError("the decision was cancelled"))
                return
            if told is not None:
                told(answer)
            result.set_result(read(decision, answer))

        answered.add_done_callback(settle)
        return result

    def future(self, request: int) -> Future[Answer] | None:
        """The future that ``request``'s answer settles (None once cancelled or collected)."""
        with self._lock:
            return self._futures.get(request)

    def forget(self, request: int) -> None:
        """Drop ``request``'s future (its answer was taken from the future itself)."""
        with self._lock:
            self._futures.pop(request, None)

    def cancel(self) -> None:
        """Every request made so far is no longer wanted: a running search stops soon."""
        if self._cancel_below is not None:
            self._cancel_below.value = self._next + 1
        with self._lock:
            futures, self._futures = list(self._futures.values()), {}
        for future in futures:
            future.cancel()

    def answer(self, request: int) -> Answer | None:
        """The answer to ``request`` if it has arrived (then it is collected: asking again
        gives None). Raises ``WorkerError`` if the agent failed, or if the process died."""
        if self._conn is None:
            raise WorkerError("the agent worker is closed")
        with self._lock:
            future = self._futures.get(request)
            if future is None or not future.done():
                return None
            del self._futures[request]
        return future.result()

    def wait(self, request: int, timeout: float) -> Answer:
        """Block until ``request`` is answered (tests, tools); ``TimeoutError`` after
        ``timeout`` seconds."""
        future = self.future(request)
        if future is None:
            raise WorkerError(f"request {request} was cancelled or already collected")
        try:
            future.result(timeout)
        except FutureTimeout as exc:
            raise TimeoutError(f"no answer from the agent worker within {timeout} s") from exc
        found = self.answer(request)
        assert found is not None
        return found


def runs_in_worker(agent: Agent) -> bool:
    """Whether ``agent`` thinks in the worker process: the searching levels do (they hold the
    CPU for up to seconds); agents that answer in milliseconds (random, greedy, the heuristic
    levels, test agents) answer on a thread of the app, where a process round trip would buy
    nothing."""
    return isinstance(agent, SearchingAgent)


def decide(
    agent: Agent,
    view: View,
    legal: Sequence[Action],
    rng: Rng,
    budget: float,
    stop: Callable[[], bool] | None,
) -> Action:
    """Ask ``agent``, passing ``should_stop`` only to a search that honours it."""
    if isinstance(agent, SearchingAgent) and agent.interruptible:
        return agent.choose(view, legal, rng, budget, should_stop=stop)
    return agent.choose(view, legal, rng, budget)


def serve(conn: Connection, cancel_below: Any) -> None:
    """The worker process's loop: one decision at a time until told to stop or orphaned."""
    if hasattr(os, "nice"):
        # Where the app and a search must share a core, the frame loop goes first.
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
    from tabletop.ai import EMPTY_VIEW, reads_view, why
    from tabletop.games import make_agent
    from tabletop.games.catalog import engine

    agents: dict[tuple[str, str, str, int], Agent] = {}
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return  # the app is gone
        if message is None:
            return
        request, decision = message
        if request < cancel_below.value:
            _send(conn, Answer(request, None, 0.0))
            continue
        started, cpu = time.perf_counter(), time.process_time()
        try:
            key = (decision.game_id, decision.board, decision.agent, decision.seat)
            agent = agents.get(key)
            if agent is None:
                game = engine(decision.game_id, decision.board)
                agent = agents[key] = make_agent(decision.game_id, decision.agent, game)
            view = decision.view if reads_view(agent) else EMPTY_VIEW
            rng = Rng(decision.rng_state)
            stop = _cancelled(cancel_below, request)
            action = decide(agent, view, decision.legal, rng, decision.budget, stop)
            reason = why(agent, view, decision.legal, action) if decision.explain else None
            index = decision.legal.index(action)
            seconds = time.perf_counter() - started
            cpu_used = time.process_time() - cpu
            answer = Answer(request, index, seconds, None, reason, cpu_used, effort(agent))
        except Exception:
            answer = Answer(request, None, 0.0, traceback.format_exc())
        if not _send(conn, answer):
            return


def _cancelled(cancel_below: Any, request: int) -> Callable[[], bool]:
    """Whether ``request`` has been cancelled since (``AgentWorker.cancel`` raised the mark)."""
    return lambda: bool(cancel_below.value > request)


def _send(conn: Connection, answer: Answer) -> bool:
    try:
        conn.send(answer)
    except (BrokenPipeError, OSError):
        return False
    return True


__all__ = [
    "AgentWorker",
    "Answer",
    "Decision",
    "WorkerError",
    "decide",
    "effort",
    "runs_in_worker",
    "serve",
]

"""The AI worker process: agents think here, never in the app's process.

A search holds the CPU for up to seconds; on a thread it would starve the frame loop (the GIL),
so ``Match.poll`` hands each decision to one worker process per match. The process receives
only what the deciding seat may know — its view, the legal actions, the rng seed and the
budget, all plain picklable data — and answers with the index of the chosen action. It never
sees the state.

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
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from tabletop.core import Action, Rng, View

#: Seconds ``close`` waits for the process to end on its own before terminating it.
CLOSE_GRACE = 1.0
#: The worker runs this much "nicer" than the app (a lower scheduling priority).
WORKER_NICENESS = 5


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


@dataclass(frozen=True)
class Answer:
    """The worker's reply: the chosen action's index in ``Decision.legal`` (None when the
    request was cancelled before it started), the seconds it took, or the failure."""

    request: int
    index: int | None
    seconds: float
    error: str | None = None


class WorkerError(RuntimeError):
    """The agent failed in the worker process (the message holds its traceback)."""


class AgentWorker:
    """One process that makes decisions for one match (its AI seats and suggestions)."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        # Requests numbered below this value are cancelled (shared with the process).
        self._cancel_below: Any = None
        self._next = 0
        self._answers: dict[int, Answer] = {}

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

    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def close(self) -> None:
        """End the process (a running search is stopped first). Safe to call twice."""
        process, conn = self._process, self._conn
        self._process = self._conn = None
        self._answers.clear()
        if process is None or conn is None:
            return
        self._cancel_below.value = self._next + 1
        with contextlib.suppress(BrokenPipeError, OSError):
            conn.send(None)
        process.join(CLOSE_GRACE)
        if process.is_alive():
            process.terminate()
            process.join(CLOSE_GRACE)
        conn.close()

    # ------------------------------------------------------------------ requests
    def submit(self, decision: Decision) -> int:
        """Send a decision; returns its request number (see ``answer``)."""
        self.start()
        assert self._conn is not None
        self._next += 1
        self._conn.send((self._next, decision))
        return self._next

    def cancel(self) -> None:
        """Every request made so far is no longer wanted: a running search stops soon."""
        if self._cancel_below is not None:
            self._cancel_below.value = self._next + 1
        self._answers.clear()

    def answer(self, request: int) -> Answer | None:
        """The answer to ``request`` if it has arrived (answers to other requests are kept
        until asked for or cancelled). Raises ``WorkerError`` if the agent failed, or if the
        process died."""
        conn = self._conn
        if conn is None:
            raise WorkerError("the agent worker is closed")
        try:
            while conn.poll(0):
                got: Answer = conn.recv()
                if got.request >= self._cancel_below.value:
                    self._answers[got.request] = got
        except (EOFError, OSError) as exc:
            raise WorkerError("the agent worker process ended unexpectedly") from exc
        found = self._answers.pop(request, None)
        if found is not None and found.error is not None:
            raise WorkerError(found.error)
        if found is None and self._process is not None and not self._process.is_alive():
            raise WorkerError("the agent worker process ended unexpectedly")
        return found

    def wait(self, request: int, timeout: float) -> Answer:
        """Block until ``request`` is answered (tests, suggestions); ``TimeoutError`` after
        ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            found = self.answer(request)
            if found is not None:
                return found
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no answer from the agent worker within {timeout} s")
            assert self._conn is not None
            self._conn.poll(min(left, 0.05))


def decide(
    agent: Any, view: View, legal: Sequence[Action], rng: Rng, budget: float, stop: Any
) -> Action:
    """Ask ``agent``, passing ``should_stop`` only to agents that take it."""
    if getattr(agent, "interruptible", False):
        return agent.choose(view, legal, rng, budget, should_stop=stop)  # type: ignore[no-any-return]
    return agent.choose(view, legal, rng, budget)  # type: ignore[no-any-return]


def serve(conn: Connection, cancel_below: Any) -> None:
    """The worker process's loop: one decision at a time until told to stop or orphaned."""
    if hasattr(os, "nice"):
        # Where the app and a search must share a core, the frame loop goes first.
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)
    from tabletop.ai import EMPTY_VIEW, reads_view
    from tabletop.games import make_agent

    agents: dict[tuple[str, str, int], Any] = {}
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
        started = time.perf_counter()
        try:
            key = (decision.game_id, decision.agent, decision.seat)
            agent = agents.get(key)
            if agent is None:
                agent = agents[key] = make_agent(decision.game_id, decision.agent)
            view = decision.view if reads_view(agent) else EMPTY_VIEW
            rng = Rng(decision.rng_state)
            action = decide(
                agent,
                view,
                decision.legal,
                rng,
                decision.budget,
                lambda r=request: cancel_below.value > r,
            )
            answer = Answer(request, decision.legal.index(action), time.perf_counter() - started)
        except Exception:
            answer = Answer(request, None, 0.0, traceback.format_exc())
        if not _send(conn, answer):
            return


def _send(conn: Connection, answer: Answer) -> bool:
    try:
        conn.send(answer)
    except (BrokenPipeError, OSError):
        return False
    return True


__all__ = ["AgentWorker", "Answer", "Decision", "WorkerError", "decide", "serve"]

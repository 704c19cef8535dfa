"""The arena's worker pool, ended with its run: Ctrl-C or SIGTERM (``kill``, a clock set to
end the run) stops the games the workers are playing.

By default SIGTERM ended the arena's process alone, and its ``spawn`` workers played on as
orphans, each keeping a core busy; and leaving a ``ProcessPoolExecutor`` waits for the games
under way (minutes with a searching level). A stopped run now ends as Ctrl-C ends it (one line,
``tabletop.core.cli``), its workers with it.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager

#: Seconds a stopped run's worker has to end before it is killed.
WORKER_GRACE = 5.0


def _interrupt(_signum: int, _frame: object) -> None:
    raise KeyboardInterrupt


@contextmanager
def stopped_by_sigterm() -> Iterator[None]:
    """SIGTERM stops what runs inside as Ctrl-C does (a KeyboardInterrupt)."""
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may set a handler (a test calling ``main`` on a thread)
        return
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@contextmanager
def worker_pool(workers: int) -> Iterator[ProcessPoolExecutor]:
    """A pool of ``workers`` spawned processes, ended at once when the run is stopped."""
    context = multiprocessing.get_context("spawn")
    with stopped_by_sigterm(), ProcessPoolExecutor(workers, mp_context=context) as pool:
        try:
            yield pool
        except BaseException:
            end_workers(pool)
            raise


def end_workers(pool: ProcessPoolExecutor) -> None:
    """End ``pool``'s processes now (the pool's workers are the arena's only children)."""
    pool.shutdown(wait=False, cancel_futures=True)
    running = multiprocessing.active_children()
    for worker in running:
        worker.terminate()
    for worker in running:
        worker.join(WORKER_GRACE)
        if worker.is_alive():
            worker.kill()
            worker.join(WORKER_GRACE)

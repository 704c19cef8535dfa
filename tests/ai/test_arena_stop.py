"""``python -m tabletop.arena --workers 2`` stopped with SIGTERM (``kill``) ends its workers:
they played on as ``spawn_main`` orphans, each keeping a core busy. The run ends as Ctrl-C
ends it, with one line."""

from __future__ import annotations

import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.core import cli

REPO = Path(__file__).resolve().parents[2]
#: Seconds the run has to show its first game, and to end once signalled.
DEADLINE = 60.0


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux: read from /proc)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie waiting for its parent does not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_sigterm_ends_a_runs_workers_and_the_run_as_ctrl_c_does(tmp_path: Path) -> None:
    argv = ["--game", "metro", "--players", "2", "--agents", "greedy,random", "--games", "20000"]
    errors = (tmp_path / "err.txt").open("w")
    run = subprocess.Popen(
        [sys.executable, "-m", "tabletop.arena", *argv, "--workers", "2"],
        stdout=subprocess.PIPE,
        # A file, not a pipe: an orphaned worker holds the pipe open after the run ends.
        stderr=errors,
        text=True,
        cwd=REPO,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    workers: set[int] = set()
    try:
        assert run.stdout is not None
        with selectors.DefaultSelector() as waiting:
            waiting.register(run.stdout, selectors.EVENT_READ)
            assert waiting.select(DEADLINE), "the run showed no game"
        assert run.stdout.readline().startswith("[1/20000] seed ")
        deadline = time.monotonic() + DEADLINE
        # Its two workers (the resource tracker is a child too).
        while len(workers) < 3 and time.monotonic() < deadline:
            workers = _children(run.pid)
        assert len(workers) >= 3
        run.send_signal(signal.SIGTERM)
        run.wait(timeout=DEADLINE)
        deadline = time.monotonic() + 10
        while any(map(_alive, workers)) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [pid for pid in workers if _alive(pid)]
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
        for pid in workers:  # an orphan is not left to the rest of the suite
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)
        if run.stdout is not None:
            run.stdout.close()
        errors.close()
    assert left == []
    assert run.returncode == cli.EXIT_INTERRUPTED
    err = (tmp_path / "err.txt").read_text()
    assert err.strip().splitlines()[-1] == "Interrupted.", err

"""Every ``python -m tabletop…`` command ends cleanly when its reader goes away or on Ctrl-C."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.core import cli

REPO = Path(__file__).resolve().parents[1]


def test_a_command_piped_into_a_reader_that_stops_ends_without_a_traceback() -> None:
    # The read end is closed before the command writes a byte: every write fails with EPIPE,
    # as when ``head`` has read its lines and gone.
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tabletop.boards", "check", str(REPO / "maps" / "metro.tmx")],
            stdout=write_end,
            stderr=subprocess.PIPE,
            cwd=REPO,
            timeout=60,
            check=False,
        )
    finally:
        os.close(write_end)
    assert done.returncode == cli.EXIT_CLOSED_PIPE
    assert b"Traceback" not in done.stderr
    assert b"BrokenPipeError" not in done.stderr


def test_a_closed_pipe_gives_the_shells_sigpipe_status(capsys: pytest.CaptureFixture[str]) -> None:
    def main() -> int:
        raise BrokenPipeError

    # run() points stdout at devnull; give it a real descriptor of its own to do that on.
    with open(os.devnull, "w") as sink:
        saved, sys.stdout = sys.stdout, sink
        try:
            assert cli.run(main) == 141
        finally:
            sys.stdout = saved


def test_ctrl_c_ends_a_long_run_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    def main() -> int:
        raise KeyboardInterrupt

    assert cli.run(main) == 130
    assert capsys.readouterr().err == "Interrupted.\n"


def test_a_commands_own_status_is_kept() -> None:
    assert cli.run(lambda: 2) == 2
    assert cli.run(lambda: None) == 0

"""Starting the window (issue 14): with no usable display the app says in one sentence what is
missing and how to run it, and exits non-zero instead of running unseen; ``--version``."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import __version__, logs
from tabletop.ui.main import check_command, display_problem, opened_display_problem, run
from tests.support.logs import own_log  # noqa: F401 - the fixture below

REPO = Path(__file__).resolve().parents[2]
#: The no-display answer comes at once; a window that opened would run until this ends it.
TIMEOUT = 60

pytestmark = pytest.mark.usefixtures("own_log")


def _start(
    tmp_path: Path, *args: str, **env_changes: str | None
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    for name, value in env_changes.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def _one_sentence(text: str) -> str:
    lines = text.strip().splitlines()
    assert len(lines) == 1, text
    assert "Traceback" not in text
    return lines[0]


def test_a_forced_offscreen_driver_is_refused_in_one_sentence(tmp_path: Path) -> None:
    result = _start(tmp_path, SDL_VIDEODRIVER="offscreen", DISPLAY=":0")
    assert result.returncode == 1
    sentence = _one_sentence(result.stderr)
    assert "SDL_VIDEODRIVER=offscreen draws nowhere" in sentence
    # Started as python -m tabletop: the same Python, which needs no PATH.
    assert sentence.endswith(f": {shlex.join([sys.executable, '-m', 'tabletop', '--check'])}")
    assert result.stdout == ""


def test_no_display_at_all_is_refused_in_one_sentence(tmp_path: Path) -> None:
    result = _start(tmp_path, SDL_VIDEODRIVER=None, DISPLAY=None, WAYLAND_DISPLAY=None)
    assert result.returncode == 1
    sentence = _one_sentence(result.stderr)
    assert "no display was found (neither DISPLAY nor WAYLAND_DISPLAY is set)" in sentence
    # The refusal is in the log too, for a user who started it by double-click.
    log_file = Path(os.environ["XDG_STATE_HOME"]) / "tabletop" / "log" / "tabletop.log"
    assert "no display was found" in log_file.read_text(encoding="utf-8")


def test_the_check_still_runs_without_a_display(tmp_path: Path) -> None:
    """--version needs no display either; --check is covered by tests/ui/test_cli.py."""
    result = _start(tmp_path, "--version", SDL_VIDEODRIVER=None, DISPLAY=None)
    assert result.returncode == 0
    assert result.stdout.strip() == f"tabletop {__version__}"


@pytest.mark.parametrize(
    ("env", "platform", "expected"),
    [
        ({"DISPLAY": ":0"}, "linux", None),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", None),
        ({}, "linux", "neither DISPLAY nor WAYLAND_DISPLAY"),
        ({"SDL_VIDEODRIVER": "kmsdrm"}, "linux", None),  # a console's own display: let SDL try
        ({"SDL_VIDEODRIVER": "dummy", "DISPLAY": ":0"}, "linux", "SDL_VIDEODRIVER=dummy"),
        ({}, "win32", None),
        ({}, "darwin", None),
        ({"SDL_VIDEODRIVER": "offscreen"}, "darwin", "SDL_VIDEODRIVER=offscreen"),
    ],
)
def test_display_problem_reads_the_environment(
    env: dict[str, str], platform: str, expected: str | None
) -> None:
    problem = display_problem(env, platform)
    if expected is None:
        assert problem is None
    else:
        assert problem is not None and expected in problem


def test_sdls_fallback_to_a_driver_that_draws_nowhere_is_caught() -> None:
    """The tests run SDL's dummy driver: exactly what SDL falls back to with no display."""
    import pygame

    pygame.display.init()
    problem = opened_display_problem()
    assert problem is not None and "'dummy' driver, which draws nowhere" in problem


def test_run_refuses_before_opening_anything(capsys: pytest.CaptureFixture[str]) -> None:
    assert os.environ["SDL_VIDEODRIVER"] == "dummy"  # tests/conftest.py
    assert run() == 1
    assert "SDL_VIDEODRIVER=dummy draws nowhere" in capsys.readouterr().err
    assert logs.log_file().is_file()


def test_the_standalone_builds_no_display_message_names_its_own_executable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A double-clicked folder is not on PATH: ``tabletop --check`` would not be found."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/home/ann/Games/tabletop/tabletop")
    problem = display_problem({"SDL_VIDEODRIVER": "offscreen"}, "linux")
    assert problem is not None
    assert problem.endswith("without a display with: /home/ann/Games/tabletop/tabletop --check")
    problem = display_problem({}, "linux")
    assert problem is not None and problem.endswith(": /home/ann/Games/tabletop/tabletop --check")


@pytest.mark.parametrize(
    ("executable", "platform", "expected"),
    [
        (
            "/home/ann/My Games/tabletop/tabletop",
            "linux",
            "'/home/ann/My Games/tabletop/tabletop' --check",
        ),
        (
            "C:\\Program Files\\Tabletop\\tabletop.exe",
            "win32",
            '"C:\\Program Files\\Tabletop\\tabletop.exe" --check',
        ),
    ],
)
def test_the_executables_path_is_quoted_for_its_terminal(
    executable: str, platform: str, expected: str
) -> None:
    assert check_command(frozen=True, executable=executable, platform_name=platform) == expected


def test_an_installed_script_is_named_by_its_path() -> None:
    command = check_command(
        frozen=False, executable="/usr/bin/python3", script="/home/ann/.venv/bin/tabletop"
    )
    assert command == "/home/ann/.venv/bin/tabletop --check"


def test_python_dash_m_is_named_with_its_python() -> None:
    command = check_command(
        frozen=False,
        executable="/home/ann/.venv/bin/python",
        script="/home/ann/src/tabletop/tabletop/__main__.py",
    )
    assert command == "/home/ann/.venv/bin/python -m tabletop --check"


def test_windows_windowless_script_points_at_its_console_twin(tmp_path: Path) -> None:
    """pip's ``tabletop.exe`` is a gui script that prints nothing; ``tabletop-cli.exe`` does."""
    for name in ("tabletop.exe", "tabletop-cli.exe"):
        (tmp_path / name).write_bytes(b"")
    command = check_command(
        frozen=False,
        executable="python.exe",
        script=str(tmp_path / "tabletop.exe"),
        platform_name="win32",
    )
    assert command == subprocess.list2cmdline([str(tmp_path / "tabletop-cli.exe"), "--check"])

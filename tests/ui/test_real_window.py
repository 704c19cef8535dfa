"""The window in a real X server (new-player review #2, #3): under Xvfb with no window
manager, the app started with no size fits the screen whole, and F11 covers exactly the
screen at its corner. The dummy driver moves a window wherever it is told, so only a real
window shows whether SDL honours the move (it ignores a full-screen window's move: the
window kept its offset until the app moved it before going full screen)."""

from __future__ import annotations

import os
import re
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
#: The Debian packages of the tools this test drives (CI installs them: .ci/run).
TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "xwininfo": "x11-utils"}
DEADLINE = 60.0


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        why = f"{name} is not installed (Debian/Ubuntu: apt-get install {TOOLS[name]})"
        if os.environ.get("CI"):
            pytest.fail(f"CI must run this check: {why}")
        pytest.skip(why)
    return found


@pytest.fixture
def display(request: pytest.FixtureRequest) -> Iterator[tuple[str, tuple[int, int]]]:
    size: tuple[int, int] = request.param
    # Xvfb picks a free display itself and writes its number to the pipe (-displayfd): a
    # display number chosen here could be another X server's, of another size.
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [
            _tool("Xvfb"),
            "-displayfd",
            str(write_end),
            "-screen",
            "0",
            f"{size[0]}x{size[1]}x24",
            "-nolisten",
            "tcp",
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        ready, _, _ = select.select([read_end], [], [], 10)
        assert ready, "Xvfb did not start within 10 s"
        number = os.read(read_end, 16).decode().strip()
        assert number.isdigit(), f"Xvfb did not say its display ({number!r})"
        yield f":{number}", size
    finally:
        os.close(read_end)
        server.terminate()
        server.wait(timeout=10)


def _geometry(env: dict[str, str]) -> tuple[int, int, int, int] | None:
    """The app window's (x, y, width, height) on the root window, or None before it maps."""
    tree = subprocess.run(
        [_tool("xwininfo"), "-root", "-tree"], env=env, capture_output=True, text=True
    ).stdout
    for line in tree.splitlines():
        if '"Tabletop"' in line:
            found = re.search(r"(\d+)x(\d+)\+(-?\d+)\+(-?\d+)", line)
            if found:
                width, height, x, y = (int(part) for part in found.groups())
                return x, y, width, height
    return None


def _wait_for(env: dict[str, str], want: object, what: str) -> tuple[int, int, int, int]:
    deadline = time.monotonic() + DEADLINE
    while True:
        geometry = _geometry(env)
        if geometry is not None and (want is None or want(geometry)):  # type: ignore[operator]
            return geometry
        assert time.monotonic() < deadline, f"{what} within {DEADLINE} s: last {geometry}"
        time.sleep(0.2)


@pytest.mark.parametrize("display", [(960, 600), (1366, 768)], indirect=True)
def test_the_first_window_and_full_screen_fit_a_real_screen(
    display: tuple[str, tuple[int, int]], tmp_path: Path
) -> None:
    name, (width, height) = display
    env = {
        **os.environ,
        "DISPLAY": name,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    app = subprocess.Popen(
        [sys.executable, "-m", "tabletop"],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        x, y, w, h = _wait_for(env, None, "the window appears")
        assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, (x, y, w, h)
        # A click gives the window the keyboard (no window manager hands it focus).
        subprocess.run(
            [_tool("xdotool"), "mousemove", str(x + w // 2), str(y + 8), "click", "1"],
            env=env,
            check=True,
        )
        subprocess.run([_tool("xdotool"), "key", "F11"], env=env, check=True)
        full = _wait_for(env, lambda g: g[2:] == (width, height), "full screen")
        assert full == (0, 0, width, height)
    finally:
        app.terminate()
        try:
            app.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app.kill()

"""The standalone app (issue 14), built for real: ``python -m pytest -m slow tests/build``.

Builds with tools/build_app.py into a temporary folder (about a minute; needs the ``build``
extra), then runs the frozen executable where no Python can be found: no Python on PATH, no
PYTHONPATH, a fresh home. Its ``--check`` plays, saves and reloads every game, records them in
the history and opens the Statistics screen on them, plays a sound through SDL's dummy audio
driver and speaks Polish — with nothing at all on stderr (an error logged fails it).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.desktop import APP_ID
from tabletop.games import GAMES
from tools import build_app

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]
BUILD_SECONDS = 1800
CHECK_SECONDS = 900


def _no_python_env(tmp_path: Path) -> dict[str, str]:
    empty = tmp_path / "bin"
    empty.mkdir()
    home = tmp_path / "home"
    env = {
        "PATH": str(empty),
        "HOME": str(home),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CACHE_HOME": str(home / "cache"),
    }
    assert shutil.which("python3", path=env["PATH"]) is None
    assert shutil.which("python", path=env["PATH"]) is None
    return env


def test_the_frozen_app_runs_with_no_python(tmp_path: Path) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        pytest.fail('PyInstaller is missing: python -m pip install ".[build]"')
    dist, work = tmp_path / "dist", tmp_path / "work"
    started = time.perf_counter()
    built = subprocess.run(
        [sys.executable, "tools/build_app.py", "--dist", str(dist), "--work", str(work)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=BUILD_SECONDS,
    )
    build_seconds = time.perf_counter() - started
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    folder = dist / "tabletop"
    size, files = build_app.folder_size(folder)
    print(f"\nbuilt in {build_seconds:.0f} s: {size / 1e6:.1f} MB in {files} files")
    assert size <= build_app.SIZE_TARGET
    for inside in (
        "maps/metro.tmx",
        "maps/examples/ttr_example.tmx",  # where docs/BOARDS.md sends a standalone map author
        "assets/fonts/DejaVuSans.ttf",
        "assets/icons/tabletop.ico",
        "assets/sounds/route_claimed.ogg",
        "locale/pl/LC_MESSAGES/tabletop.mo",
        "lan/phone.html",
    ):
        assert (folder / "_internal" / "tabletop" / inside).is_file(), inside
    assert (folder / "LICENSE").read_bytes() == (REPO / "LICENSE").read_bytes()
    assert not (folder / "_internal" / "numpy").exists()
    assert not (folder / "_internal" / "tkinter").exists()

    exe = folder / ("tabletop.exe" if sys.platform == "win32" else "tabletop")
    env = _no_python_env(tmp_path)

    def run(*args: str, timeout: float = 120, **extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(exe), *args],
            cwd=tmp_path,
            env={**env, **extra},
            capture_output=True,
            text=True,
            timeout=timeout,
        )

    version = run("--version")
    assert version.returncode == 0 and version.stdout.strip() == f"tabletop {__version__}"

    started = time.perf_counter()
    check = run("--check", timeout=CHECK_SECONDS)
    print(f"frozen --check in {time.perf_counter() - started:.0f} s: {check.stdout.strip()}")
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stderr == ""
    # Every game the app has (the check plays each once), as in the source tree.
    games = len(GAMES)
    assert check.stdout.startswith(f"tabletop check ok: {games} games played, saved and reloaded")
    for feature in (
        f"{games} games in the history and on the Statistics screen",
        "a sound played",
        # The AI's worker process, which the frozen app starts by running itself again.
        "a Strong seat searched in its own process",
        "a phone page served",
        # The crash screen's file manager is not given the build's own LD_LIBRARY_PATH.
        "a folder opener gets the system's libraries",
        "Polish spoken",
    ):
        assert feature in check.stdout, feature
    polish = run("--help", "--lang", "pl")
    assert polish.returncode == 0 and polish.stderr == "", polish.stderr
    assert "wypisz wersję i zakończ" in polish.stdout, polish.stdout

    unseen = run(SDL_VIDEODRIVER="offscreen")
    assert unseen.returncode == 1
    assert "SDL_VIDEODRIVER=offscreen draws nowhere" in unseen.stderr
    assert unseen.stderr.strip().endswith(f": {exe} --check")  # the path run, not PATH's

    if sys.platform.startswith("linux"):
        installed = run("--install-desktop")
        assert installed.returncode == 0, installed.stderr
        entry = Path(env["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop"
        assert f"\nExec={exe}\n" in entry.read_text(encoding="utf-8")
        assert (Path(env["XDG_DATA_HOME"]) / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
        assert run("--uninstall-desktop").returncode == 0
        assert not Path(env["XDG_DATA_HOME"]).exists()


def test_the_wheel_carries_the_icons(tmp_path: Path) -> None:
    """pip builds the wheel as a user's ``pip install .`` would (hatchling from the index)."""
    import zipfile

    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps", "-w", str(tmp_path), "-q"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("tabletop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "tabletop/assets/icons/tabletop.ico" in names
    assert "tabletop/assets/icons/tabletop.icns" in names
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        assert f"tabletop/assets/icons/hicolor/{size}x{size}/apps/tabletop.png" in names

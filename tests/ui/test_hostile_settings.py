"""A settings file or a translation catalog can never stop the app (issue 22, case 2): nested
brackets, huge numbers, a FIFO or a link to ``/dev/zero`` give the defaults and one plain
sentence — on stderr at a command line, in the window once it exists — and ``--version`` and
``--help`` read no user file at all."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.core import i18n
from tabletop.ui.app import App
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import Settings, settings_path
from tests.support.pilot import run_frames

REPO = Path(__file__).resolve().parents[2]
#: Every start below answers in about a second; a hang fails the test at this deadline.
DEADLINE = 30.0


def _nested(path: Path) -> None:
    path.write_text("[" * 100_000, encoding="ascii")


def _long_number(path: Path) -> None:
    path.write_text('{"ai_delay": ' + "9" * 5000 + "}", encoding="ascii")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zero(path: Path) -> None:
    os.symlink("/dev/zero", path)


HOSTILE: dict[str, Callable[[Path], None]] = {
    "100,000 nested brackets": _nested,
    "a 5,000-digit number": _long_number,
    "a FIFO": _fifo,
    "a link to /dev/zero": _zero,
}


def _hostile_settings(kind: str) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    HOSTILE[kind](path)
    return path


def _memory_cap() -> None:
    """Run in the child before it starts: a runaway read (of ``/dev/zero``) fails at 4 GB
    with a MemoryError instead of taking the machine's memory."""
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def _python(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=DEADLINE,
        preexec_fn=_memory_cap,  # noqa: PLW1509 - no threads in between fork and exec here
    )


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_version_and_help_start_whatever_the_settings_file_holds(kind: str) -> None:
    _hostile_settings(kind)
    version = _python("-m", "tabletop", "--version")
    assert (version.returncode, version.stdout.strip(), version.stderr) == (
        0,
        f"tabletop {__version__}",
        "",
    )
    helped = _python("-m", "tabletop", "--help")
    assert helped.returncode == 0 and helped.stdout.startswith("usage: tabletop")
    assert helped.stderr == ""


#: What a start with the user's settings does, up to the title screen's first frame.
START = """
import json
from tabletop.__main__ import start_language
from tabletop.ui.app import App
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import Settings, load_settings

start_language([])
settings, problem = load_settings()
app = App((1280, 800))
app.push(TitleScene(app))
app.frame(dt=0.02)
print(json.dumps({
    "defaults": settings == Settings() and app.settings == Settings(),
    "problem": problem,
    "toasts": [[toast.kind, toast.text] for toast in app.toasts],
}))
app.close()
"""


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_settings_file_gives_the_defaults_and_says_so_once(kind: str) -> None:
    path = _hostile_settings(kind)
    started = _python("-c", START)
    assert started.returncode == 0, started.stderr[-2000:]
    said = started.stderr.splitlines()  # the command line: one line
    assert len(said) == 1 and said[0].startswith("tabletop: "), started.stderr[-2000:]
    result = json.loads(started.stdout.splitlines()[-1])
    assert result["defaults"]
    problem = result["problem"]
    assert problem.endswith("using defaults.") and "\n" not in problem
    assert said[0] == f"tabletop: {problem}"
    assert result["toasts"] == [["error", problem]]  # the window, once it exists
    assert path.is_symlink() or path.exists()  # left as it was


def _broken_catalog(folder: Path) -> None:
    """A locale folder whose Polish catalog is damaged (the English one has none)."""
    catalog = folder / "pl" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    catalog.parent.mkdir(parents=True)
    good = (i18n.LOCALE_DIR / "pl" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").read_bytes()
    catalog.write_bytes(good[:28] + b"\xff" * 64)  # the header, then garbage


def test_a_damaged_catalog_means_english_and_a_message_in_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _broken_catalog(tmp_path)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.set_language("pl")
    assert i18n.language() == "en"
    assert i18n._("Continue") == "Continue"
    problem = i18n.catalog_problem()
    assert problem is not None and "Polski" in problem
    app = App((1280, 800), settings=Settings(language="pl"))
    try:
        app.push(TitleScene(app))
        run_frames(app, 1)
        assert [toast.text for toast in app.toasts] == [problem]
    finally:
        app.close()


def test_a_damaged_catalog_is_one_line_on_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.__main__ import start_language

    _broken_catalog(tmp_path)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert start_language(["--lang", "pl"]) == "en"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tabletop: ") and "Polski" in err


def test_a_catalog_changed_after_it_was_read_is_read_afresh(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A parsed catalog is kept for a language switched back and forth, but only while its
    file says the same: one damaged since it was spoken means English and says why, and one
    mended after that is spoken again."""
    catalog = tmp_path / "pl" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    catalog.parent.mkdir(parents=True)
    good = (i18n.LOCALE_DIR / "pl" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").read_bytes()
    catalog.write_bytes(good)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    i18n.set_language("pl")
    assert (i18n.language(), i18n._("Continue")) == ("pl", "Kontynuuj")
    catalog.write_bytes(good[:28] + b"\xff" * 64)
    i18n.set_language("pl")
    assert (i18n.language(), i18n._("Continue")) == ("en", "Continue")
    assert i18n.catalog_problem() is not None
    catalog.write_bytes(good)
    i18n.set_language("pl")
    assert (i18n.language(), i18n._("Continue")) == ("pl", "Kontynuuj")
    assert i18n.catalog_problem() is None

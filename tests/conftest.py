"""Test-wide setup: no display, no sound, and never the real user folders."""

from __future__ import annotations

import gc
import itertools
import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

REPO = Path(__file__).resolve().parents[1]


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection made (the modules, the parametrised tests) stays for the whole run:
    moved out of the collector's sight (``gc.freeze``), so each full collection during the
    run no longer walks it again (about a third of the collector's time). Objects the tests
    make, and the tables the app collects when one closes, are collected as before."""
    gc.collect()
    gc.freeze()


#: Numbers the tests' private homes: one process's basetemp is its own (an xdist worker's too).
_HOMES = itertools.count()


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Point platformdirs (XDG on Linux) at fresh folders so tests never touch real saves;
    the reasons a user's maps were refused belong to those folders and go with them (a map
    the saves soak broke once kept a dialog over every later table of the memory soak).
    The folders are named, not made, as on a first start: the app makes what it writes, and
    the many tests that write nothing leave no empty folder for pytest to delete later (one
    was made per test, and removing each took about 3 ms on this machine's disk)."""
    from tabletop.boards import user_maps

    home = tmp_path_factory.getbasetemp() / f"user-home-{next(_HOMES)}"
    assert not home.exists()
    monkeypatch.setattr(user_maps, "_problems", {})
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))


#: The English catalog ``set_language("en")`` last read in this process (None before).
_read_english: list[object] = [None]


def _speak_english() -> None:
    """``set_language("en")``, unless the process still speaks the very catalog it last read
    that way, with no problem: reading the catalog again (about 3.6 ms) twice a test cost
    some 20 s of CPU a run. Anything a test changed (another language, a damaged catalog,
    another catalog object) is read afresh as before."""
    from tabletop.core import i18n

    pristine = (
        i18n._translation is _read_english[0]
        and i18n.language() == "en"
        and i18n.catalog_problem() is None
    )
    if not pristine:
        i18n.set_language("en")
        _read_english[0] = i18n._translation if i18n.catalog_problem() is None else None


@pytest.fixture(autouse=True)
def _english(monkeypatch: pytest.MonkeyPatch):
    """Every test starts in English and leaves it so, whatever the machine's locale (a test of
    Polish switches on its own); programs a test starts speak English too."""
    monkeypatch.setenv("LANGUAGE", "en")
    _speak_english()
    yield
    _speak_english()

"""Which map each game uses: the user's own copy (a map named like a shipped one) when it passes
every check, else the shipped one.

A user's map is untrusted input (issue 10 §4): a map that cannot be used — not a map, too
large, pictures that are not pictures, files outside its folder, a game loader's refusal — never
stops a game. The shipped board is used instead and ``map_problem`` says why, in plain words:
every problem the game's loader finds, one a line.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from tabletop.core import TabletopError
from tabletop.resources import shipped_map, user_maps_dir

from .problems import collecting
from .tmx import check_map

T = TypeVar("T")

#: Board name → why the user's copy was not used (filled as maps are first looked at).
_problems: dict[str, str] = {}


def _users_copy(name: str) -> Path | None:
    own = user_maps_dir() / f"{name}.tmx"
    try:
        return own if own.exists() or own.is_symlink() else None
    except OSError:
        return None


def map_file(name: str) -> Path:
    """The ``.tmx`` for board ``name`` (a descriptor's ``map_name``): the user's copy if there is
    one and it passes the shared checks (``boards.tmx.check_map``), else the shipped map."""
    own = _users_copy(name)
    if own is None:
        return shipped_map(name)
    try:
        check_map(own)
    except TabletopError as error:
        _problems[name] = str(error)
        return shipped_map(name)
    return own


def load_map(name: str, loader: Callable[[Path], T]) -> T:
    """Board ``name`` built by ``loader`` from ``map_file(name)``; when the user's copy is
    refused (by the shared checks or by the game's loader), the shipped map instead, with
    every problem the loader found kept for ``map_problem``. A refusal of the shipped map
    itself is raised."""
    path = map_file(name)
    if path == shipped_map(name):
        return loader(path)
    stopped: list[str] = []
    with collecting() as noted:
        try:
            board = loader(path)
        except TabletopError as error:
            stopped.append(str(error))
        except (OSError, ValueError, MemoryError, RecursionError) as error:
            stopped.append(f"{path.name}: it cannot be read ({type(error).__name__})")
    problems = list(dict.fromkeys([str(error) for error in noted] + stopped))
    if not problems:
        return board
    _problems[name] = "\n".join(problems)
    return loader(shipped_map(name))


def map_problem(name: str) -> str | None:
    """Why the user's own map for board ``name`` was not used, or None."""
    return _problems.get(name)

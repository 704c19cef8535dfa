"""Every problem of a map at once: ``boards check`` and the app list them all, not the first.

A game's loader reads its map object by object; around each object (and each layer) it puts
``each()``. Normally a ``MapError`` there is raised as ever (the loader stops at the first
problem). Inside ``collecting()``, the error is noted and reading goes on with the next object,
so one run finds every problem a map has (``tabletop.games.board_check``). ``note()`` reports a
problem the reading can go past (the map's XML is mended so the rest can still be read).

``MapError`` lives here, beside the machinery that collects it (``boards.tmx`` re-exports it).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import TypeVar

from tabletop.core import TabletopError
from tabletop.core.i18n import _

T = TypeVar("T")


class MapError(TabletopError):
    """A map file that cannot be used, explained in plain words."""

    def __init__(
        self, path: Path | str, message: str, layer: str | None = None, obj: str | None = None
    ) -> None:
        where = Path(path).name
        if layer is not None:
            where = _("{where}, layer {layer}").format(where=where, layer=repr(layer))
        if obj is not None:
            where = _("{where}, object {object}").format(where=where, object=repr(obj))
        super().__init__(_("{where}: {problem}").format(where=where, problem=message))
        self.path = Path(path)
        self.layer = layer
        self.obj = obj
        self.message = message


_found: ContextVar[list[MapError] | None] = ContextVar("map_problems", default=None)


@contextmanager
def collecting() -> Iterator[list[MapError]]:
    """Note every ``MapError`` raised inside ``each()`` in the list yielded, instead of
    stopping at the first."""
    found: list[MapError] = []
    token = _found.set(found)
    try:
        yield found
    finally:
        _found.reset(token)


@contextmanager
def each() -> Iterator[None]:
    """Around the reading of one object or layer: its ``MapError`` is noted and reading goes
    on while problems are collected; otherwise it is raised."""
    try:
        yield
    except MapError as error:
        found = _found.get()
        if found is None:
            raise
        found.append(error)


def note(error: MapError) -> None:
    """Report a problem the reading can go past: noted while problems are collected, else
    raised (a loader stops at the first problem)."""
    with each():
        raise error


def attempt(read: Callable[[], T], default: T) -> T:
    """``read()``, or ``default`` when it fails while problems are collected (noted)."""
    with each():
        return read()
    return default


def unknown_city_fix(name: str, known: Iterable[str]) -> str:
    """What to do about a city id that names no city: the near id when there is one (a typo),
    else where the city ids are and how to add the missing one."""
    return did_you_mean(name, known) or _(
        " — use the name of a point of layer 'cities', or add a city named {name} there"
    ).format(name=repr(name))


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """ " (did you mean 'harbour'?)" when ``name`` is a near miss of one of ``known`` (a typo
    in a city's id), else "": a map author is told the fix, not only the fault."""
    close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.6)
    return _(" (did you mean {name}?)").format(name=repr(close[0])) if close else ""

"""Every problem of a map at once: ``boards check`` and the app list them all, not the first.

A game's loader reads its map object by object; around each object (and each layer) it puts
``each()``. Normally a ``MapError`` there is raised as ever (the loader stops at the first
problem). Inside ``collecting()``, the error is noted and reading goes on with the next object,
so one run finds every problem a map has (``tabletop.games.board_check``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TypeVar

from .tmx import MapError

T = TypeVar("T")

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


def attempt(read: Callable[[], T], default: T) -> T:
    """``read()``, or ``default`` when it fails while problems are collected (noted)."""
    with each():
        return read()
    return default

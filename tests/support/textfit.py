"""The text-fit watch for whole screens in a language: which words a frame cut short or drew
outside the window.

It builds on the app's own check (``tabletop.ui.textfit``: every text drawn through
``theme.text``/``theme.text_block`` is recorded with its box and whether a cut was meant) and
adds what a language test needs: lines cut by ``theme.fit_text`` before being drawn some other
way, and pictures painted once and reused (a table's panels, card faces) painted afresh while
the watch is on, so their words are seen too. Player names, save names and board names may be
cut by design: a test lists those as ``expected`` words.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from tabletop.core import i18n
from tabletop.ui import textfit, theme
from tabletop.ui.cache import CachedLayer, SurfaceCache

#: The longest seat names a player may type: twenty characters each, with Polish letters.
LONG_NAMES = (
    "Władysław Wiśniewski",
    "Małgorzata Żółtowska",
    "Maximilian Wojciech",
    "Bartłomiej Szczęsny",
    "Konstanty Mężyński",
    "Zbigniew Brzęczyszcz",
)


@contextmanager
def speaking(language: str) -> Iterator[str]:
    """The app in ``language`` for the ``with`` block, its language before restored after."""
    before = i18n.language()
    i18n.set_language(language)
    try:
        yield language
    finally:
        i18n.set_language(before)


@dataclass(frozen=True)
class Misfit:
    """A line that did not fit: ``text`` as the code gave it, and what became of it."""

    text: str
    shown: str
    why: str  # "cut" or "outside"


@dataclass
class TextWatch:
    records: list[theme.TextDrawn] = field(default_factory=list)
    fitted: list[Misfit] = field(default_factory=list)

    @property
    def drawn(self) -> list[str]:
        return [record.value for record in self.records]

    @property
    def misfits(self) -> list[Misfit]:
        found = [
            Misfit(v.drawn.value, v.drawn.shown, v.kind) for v in textfit.violations(self.records)
        ]
        # theme.text fits through fit_text too: those lines are judged above (with may_cut).
        seen = {record.value for record in self.records}
        return found + [m for m in self.fitted if m.text not in seen]

    def problems(self, expected: Iterable[str] = ()) -> list[Misfit]:
        """The misfits, less lines that start with one of ``expected`` (names a player typed,
        which a screen may cut on purpose)."""
        allowed = tuple(expected)
        return [m for m in self.misfits if not (allowed and m.text.startswith(allowed))]


@contextmanager
def watch_text(monkeypatch: pytest.MonkeyPatch) -> Iterator[TextWatch]:
    """Record every line drawn, cut or drawn outside its box while active."""
    watch = TextWatch()
    real_fit = theme.fit_text

    def fit_text(value: str, f: pygame.font.Font, max_width: int, middle: bool = False) -> str:
        shown = real_fit(value, f, max_width, middle)
        if shown != value:  # a line cut before it was drawn some other way
            watch.fitted.append(Misfit(value, shown, "cut"))
        return shown

    real_layer, real_cache = CachedLayer.get, SurfaceCache.get

    def layer_get(self: CachedLayer, *args: Any, **kwargs: Any) -> pygame.Surface:
        self.invalidate()
        return real_layer(self, *args, **kwargs)

    def cache_get(self: SurfaceCache, key: Hashable, make: Callable[[], pygame.Surface]) -> Any:
        return make()

    monkeypatch.setattr(CachedLayer, "get", layer_get)
    monkeypatch.setattr(SurfaceCache, "get", cache_get)
    try:
        with textfit.recording() as records:
            watch.records = records
            monkeypatch.setattr(theme, "fit_text", fit_text)
            yield watch
    finally:
        monkeypatch.setattr(theme, "fit_text", real_fit)
        monkeypatch.setattr(CachedLayer, "get", real_layer)
        monkeypatch.setattr(SurfaceCache, "get", real_cache)

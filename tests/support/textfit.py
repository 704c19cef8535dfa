"""The text-fit check: which words a frame cut short or drew outside the window.

``theme.text`` fits a line into ``max_width`` by cutting it with an ellipsis; a screen whose
words fit never needs that. ``watch_text`` records, while it is active, every line that
``theme.text`` or ``theme.fit_text`` cut and every line drawn (wholly or partly) outside the
surface, so a test can render a screen in a language (Polish runs 20–30% longer than English)
and assert that nothing was cut. Player names, save names and board names may be cut by
design: a test lists those as ``expected`` words.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.cache import CachedLayer, SurfaceCache


@dataclass(frozen=True)
class Misfit:
    """A line that did not fit: ``text`` as the code gave it, and what became of it."""

    text: str
    shown: str
    why: str  # "cut" or "outside"


@dataclass
class TextWatch:
    misfits: list[Misfit] = field(default_factory=list)
    drawn: list[str] = field(default_factory=list)

    def problems(self, expected: Iterable[str] = ()) -> list[Misfit]:
        """The misfits, less lines that start with one of ``expected`` (names a player typed,
        which a screen may cut on purpose)."""
        allowed = tuple(expected)
        return [m for m in self.misfits if not (allowed and m.text.startswith(allowed))]


@contextmanager
def watch_text(monkeypatch: pytest.MonkeyPatch) -> Iterator[TextWatch]:
    """Record every line ``theme.text`` cuts or draws outside its surface while active."""
    watch = TextWatch()
    real_text = theme.text

    def text(
        surface: pygame.Surface,
        value: str,
        role: str,
        color: theme.Color,
        pos: tuple[int, int],
        anchor: str = "topleft",
        max_width: int | None = None,
    ) -> pygame.Rect:
        watch.drawn.append(value)
        shown = value
        if max_width is not None:
            shown = theme.fit_text(value, theme.font(role), max_width)
            if shown != value:
                watch.misfits.append(Misfit(value, shown, "cut"))
        rect = real_text(surface, value, role, color, pos, anchor, max_width)
        if value.strip() and not surface.get_rect().contains(rect):
            watch.misfits.append(Misfit(value, shown, "outside"))
        return rect

    real_fit = theme.fit_text

    def fit_text(value: str, f: pygame.font.Font, max_width: int) -> str:
        shown = real_fit(value, f, max_width)
        if shown != value:  # a line cut before it was drawn some other way
            watch.misfits.append(Misfit(value, shown, "cut"))
        return shown

    # Pictures painted once and reused (a table's panels, card faces) are painted afresh while
    # the watch is on, so their words are seen too.
    real_layer, real_cache = CachedLayer.get, SurfaceCache.get

    def layer_get(self: CachedLayer, *args: Any, **kwargs: Any) -> pygame.Surface:
        self.invalidate()
        return real_layer(self, *args, **kwargs)

    def cache_get(self: SurfaceCache, key: Hashable, make: Callable[[], pygame.Surface]) -> Any:
        return make()

    monkeypatch.setattr(theme, "text", text)
    monkeypatch.setattr(theme, "fit_text", fit_text)
    monkeypatch.setattr(CachedLayer, "get", layer_get)
    monkeypatch.setattr(SurfaceCache, "get", cache_get)
    try:
        yield watch
    finally:
        monkeypatch.setattr(theme, "text", real_text)
        monkeypatch.setattr(theme, "fit_text", real_fit)
        monkeypatch.setattr(CachedLayer, "get", real_layer)
        monkeypatch.setattr(SurfaceCache, "get", real_cache)

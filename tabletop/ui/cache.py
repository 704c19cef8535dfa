"""Bounded caches for what is expensive to draw: rendered text, scaled art, painted layers.

Every cache in the UI is one of these, so none can grow without bound over a long evening
(a new window size or zoom level makes new entries; the least recently used go first).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


def surface_bytes(surface: pygame.Surface) -> int:
    """The pixel memory a surface holds."""
    return surface.get_height() * surface.get_pitch()


class SurfaceCache:
    """Up to ``limit`` surfaces by key, and at most ``max_bytes`` of pixels when given; the
    least recently used is dropped first (the newest always stays, however large)."""

    def __init__(self, limit: int, max_bytes: int | None = None) -> None:
        self.limit = limit
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for ``key``, made by ``make()`` the first time it is asked for."""
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
            return found
        made = make()
        self._items[key] = made
        self.bytes += surface_bytes(made)
        while len(self._items) > 1 and (
            len(self._items) > self.limit
            or (self.max_bytes is not None and self.bytes > self.max_bytes)
        ):
            self.bytes -= surface_bytes(self._items.popitem(last=False)[1])
        return made

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)


class CachedLayer:
    """One picture (a board's background, the pieces on it) repainted only when its key
    changes: the key holds everything the picture depends on, size included."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._surface: pygame.Surface | None = None

    def get(
        self,
        key: Hashable,
        size: tuple[int, int],
        paint: Callable[[pygame.Surface], None],
        alpha: bool = True,
    ) -> pygame.Surface:
        """The layer for ``key``: ``paint`` draws it afresh onto a clear surface of ``size``
        when the key is new, else the last picture is reused."""
        if self._surface is None or self._key != (key, size):
            flags = pygame.SRCALPHA if alpha else 0
            surface = pygame.Surface((max(1, size[0]), max(1, size[1])), flags)
            paint(surface)
            self._surface = surface
            self._key = (key, size)
        return self._surface

    def invalidate(self) -> None:
        self._surface = None

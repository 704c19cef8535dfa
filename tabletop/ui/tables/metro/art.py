"""The Metro pictures, loaded once from the map's files and scaled on demand (a bounded
``SurfaceCache``): the board, each tile design turned 0–3 quarter turns, the face-down tile.

A user's map without pictures still plays: the board and tiles are then drawn plainly.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.games.metro.board import MetroBoard

from ...cache import SurfaceCache
from . import plain

#: Cached scaled pictures kept at most (a few window sizes × 24 designs × 4 turns).
CACHE_LIMIT = 600


def _load(path: Path | None) -> pygame.Surface | None:
    if path is None or not path.is_file():
        return None
    try:
        image = pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError, MemoryError):  # a damaged picture: drawn plainly
        return None
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


class MetroArt:
    def __init__(self, board: MetroBoard) -> None:
        self.board = board
        self._board_image = _load(board.board_image)
        self._tileset = _load(board.tileset_image)
        self._back = _load(board.tile_back_image)
        self._cache = SurfaceCache(CACHE_LIMIT)

    @property
    def picture_size(self) -> tuple[int, int]:
        """The board picture's size in map pixels (margins included)."""
        if self._board_image is not None:
            return self._board_image.get_size()
        return plain.picture_size(self.board)

    @property
    def picture_offset(self) -> tuple[int, int]:
        """Where the picture's top left is from the grid's top left (map pixels)."""
        if self._board_image is not None:
            return self.board.board_offset
        return (-self.board.tile_px, -self.board.tile_px)

    def board_picture(self, size: int) -> pygame.Surface:
        """The empty board, ``size`` pixels wide."""
        w, h = self.picture_size
        height = round(size * h / w)

        def make() -> pygame.Surface:
            if self._board_image is not None:
                return pygame.transform.smoothscale(self._board_image, (size, height))
            return plain.board_picture(self.board, (size, height))

        return self._cache.get(("board", size), make)

    def tile(self, design: str, rotation: int, size: int) -> pygame.Surface:
        """Tile ``design`` turned ``rotation`` quarter turns clockwise, ``size`` pixels square."""
        turns = rotation % 4
        return self._cache.get(
            ("tile", design, turns, size),
            lambda: pygame.transform.rotate(self._tile_face(design, size), -90 * turns),
        )

    def _tile_face(self, design: str, size: int) -> pygame.Surface:
        def make() -> pygame.Surface:
            rect = self.board.design_rects.get(design)
            if self._tileset is not None and rect is not None:
                face = self._tileset.subsurface(pygame.Rect(rect))
                return pygame.transform.smoothscale(face, (size, size))
            return plain.tile_face(self.board.designs[design][0], size)

        return self._cache.get(("face", design, size), make)

    def back(self, size: int) -> pygame.Surface:
        """The face-down tile (the pool)."""

        def make() -> pygame.Surface:
            if self._back is not None:
                return pygame.transform.smoothscale(self._back, (size, size))
            return plain.tile_back(size)

        return self._cache.get(("back", size), make)

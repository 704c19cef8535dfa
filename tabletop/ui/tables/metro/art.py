"""The Metro pictures, loaded once from the map's files and scaled on demand (cached per size):
the board, each tile design turned 0–3 quarter turns, the face-down tile.

A user's map without pictures still plays: the board and tiles are then drawn plainly.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.games.metro.board import MetroBoard

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
        self._cache: dict[tuple, pygame.Surface] = {}

    def _put(self, key: tuple, image: pygame.Surface) -> pygame.Surface:
        if len(self._cache) >= CACHE_LIMIT:
            self._cache.clear()  # a new window size: the old scalings are not needed again
        self._cache[key] = image
        return image

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
        key = ("board", size)
        cached = self._cache.get(key)
        if cached is None:
            w, h = self.picture_size
            height = round(size * h / w)
            if self._board_image is not None:
                cached = pygame.transform.smoothscale(self._board_image, (size, height))
            else:
                cached = plain.board_picture(self.board, (size, height))
            self._put(key, cached)
        return cached

    def tile(self, design: str, rotation: int, size: int) -> pygame.Surface:
        """Tile ``design`` turned ``rotation`` quarter turns clockwise, ``size`` pixels square."""
        key = ("tile", design, rotation % 4, size)
        cached = self._cache.get(key)
        if cached is None:
            cached = pygame.transform.rotate(self._tile_face(design, size), -90 * (rotation % 4))
            self._put(key, cached)
        return cached

    def _tile_face(self, design: str, size: int) -> pygame.Surface:
        key = ("face", design, size)
        cached = self._cache.get(key)
        if cached is None:
            rect = self.board.design_rects.get(design)
            if self._tileset is not None and rect is not None:
                face = self._tileset.subsurface(pygame.Rect(rect))
                cached = pygame.transform.smoothscale(face, (size, size))
            else:
                cached = plain.tile_face(self.board.designs[design][0], size)
            self._put(key, cached)
        return cached

    def back(self, size: int) -> pygame.Surface:
        """The face-down tile (the pool)."""
        key = ("back", size)
        cached = self._cache.get(key)
        if cached is None:
            if self._back is not None:
                cached = pygame.transform.smoothscale(self._back, (size, size))
            else:
                cached = plain.tile_back(size)
            self._put(key, cached)
        return cached

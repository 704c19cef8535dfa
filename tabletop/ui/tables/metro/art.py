"""The Metro pictures, loaded once from the map's files: the board and each tile design
turned 0–3 quarter turns at the map's own resolution (what the board's layer is painted from;
the viewport scales the layer), and tiles and the face-down tile scaled to a size on demand
(the hand column, the pool, the ghost under the pointer). Both kinds live in bounded
``SurfaceCache``s (least recently used first out), so new window sizes and zoom levels never
make them grow.

A user's map without pictures still plays: the board and tiles are then drawn plainly.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.games.metro.board import MetroBoard

from ...cache import SurfaceCache
from ...pictures import load_picture
from . import plain

#: Scaled pictures kept at most: the hand column shows up to four tiles (three in hand and
#: a drawn one) in four turns at one size, the pool its back, the ghost one tile in four turns
#: at the square's size on screen; a zoom glide or a resize makes a new size every frame for a
#: moment, and those age out first. 64 covers the steady state about four times over...
SCALED_LIMIT = 64
#: ... and never more than this many bytes of pixels (a tile at 3× zoom on a 1920×1080 window
#: is about 290 px square, 330 KB: 64 of them would be 21 MB).
SCALED_BYTES = 16 * 1024 * 1024


def _load(path: Path | None) -> pygame.Surface | None:
    if path is None or not path.is_file():
        return None
    try:
        image = load_picture(path)
    except (pygame.error, OSError, ValueError, MemoryError):  # a damaged picture: drawn plainly
        return None
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


class MetroArt:
    def __init__(self, board: MetroBoard) -> None:
        self.board = board
        self._board_image = _load(board.board_image)
        self._tileset = _load(board.tileset_image)
        self._back = _load(board.tile_back_image)
        #: Tiles at the map's resolution: each design's face and its four turns (what the
        #: board shows can never need more).
        self._native = SurfaceCache(5 * max(1, len(board.designs)))
        self._scaled = SurfaceCache(SCALED_LIMIT, SCALED_BYTES)
        self._board_picture: pygame.Surface | None = None

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

    def board_picture(self) -> pygame.Surface:
        """The empty board at the map's resolution (``picture_size``)."""
        if self._board_picture is None:
            if self._board_image is not None:
                self._board_picture = self._board_image
            else:
                self._board_picture = plain.board_picture(self.board, self.picture_size)
        return self._board_picture

    def native_tile(self, design: str, rotation: int) -> pygame.Surface:
        """Tile ``design`` turned ``rotation`` quarter turns clockwise, at the map's own size
        (``tile_px`` square)."""
        turns = rotation % 4
        return self._native.get(
            ("tile", design, turns),
            lambda: pygame.transform.rotate(self._native_face(design), -90 * turns),
        )

    def _native_face(self, design: str) -> pygame.Surface:
        def make() -> pygame.Surface:
            rect = self.board.design_rects.get(design)
            size = self.board.tile_px
            if self._tileset is not None and rect is not None:
                face = self._tileset.subsurface(pygame.Rect(rect))
                if face.get_size() == (size, size):
                    return face.copy()
                return pygame.transform.smoothscale(face, (size, size))
            return plain.tile_face(self.board.designs[design][0], size)

        return self._native.get(("face", design), make)

    def tile(self, design: str, rotation: int, size: int) -> pygame.Surface:
        """Tile ``design`` turned ``rotation`` quarter turns clockwise, ``size`` pixels square."""
        turns = rotation % 4
        return self._scaled.get(
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

        return self._scaled.get(("face", design, size), make)

    def back(self, size: int) -> pygame.Surface:
        """The face-down tile (the pool)."""

        def make() -> pygame.Surface:
            if self._back is not None:
                return pygame.transform.smoothscale(self._back, (size, size))
            return plain.tile_back(size)

        return self._scaled.get(("back", size), make)

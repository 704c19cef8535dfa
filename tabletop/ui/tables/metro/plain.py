"""Plain pictures for a Metro map that ships none (a user's own ``.tmx``): a framed grid with
numbered plates, tiles with their tracks, a face-down tile. Same geometry as the real art."""

from __future__ import annotations

import pygame

from tabletop.games.metro.board import MetroBoard

from ... import theme
from .geometry import PLATE_RADIUS, unit_point, unit_track

FRAME = (28, 58, 48)
GRID = (226, 218, 200)
TILE = (243, 236, 221)
TRACK = (52, 49, 46)
PLATE = (244, 238, 224)
HALL = (128, 38, 34)


def picture_size(board: MetroBoard) -> tuple[int, int]:
    side = (board.size + 2) * board.tile_px  # one square of margin all round
    return (side, side)


def board_picture(board: MetroBoard, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(FRAME)
    cell = size[0] / (board.size + 2)
    for row in range(board.size):
        for col in range(board.size):
            rect = pygame.Rect(
                round((col + 1) * cell), round((row + 1) * cell), round(cell), round(cell)
            )
            colour = HALL if (row, col) in board.centre else GRID
            pygame.draw.rect(surface, colour, rect)
            pygame.draw.rect(surface, theme.mix(GRID, FRAME, 0.3), rect, 1)
    f = theme.font("label")
    for station in board.stations:
        centre = (
            (station.x + board.tile_px) / board.tile_px * cell,
            (station.y + board.tile_px) / board.tile_px * cell,
        )
        radius = round(PLATE_RADIUS * cell)
        pygame.draw.circle(surface, PLATE, centre, radius)
        theme.write(surface, str(station.number), f, theme.TEXT_DARK, centre, "center")
    return surface


def tile_face(pairs: tuple[tuple[int, int], ...], size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size))
    surface.fill(TILE)
    width = max(2, size // 11)
    for p, q in pairs:
        points = [(x * size, y * size) for x, y in unit_track(p, q)]
        pygame.draw.lines(surface, TRACK, False, points, width)
    for p in range(8):
        x, y = unit_point(p)
        pygame.draw.circle(surface, TRACK, (x * size, y * size), width // 2)
    # The orientation arrow in the top left corner, which no track crosses.
    s = size / 128
    pygame.draw.polygon(
        surface, (196, 48, 40), [(15 * s, 6 * s), (22 * s, 19 * s), (8 * s, 19 * s)]
    )
    pygame.draw.rect(surface, theme.mix(TILE, TRACK, 0.25), surface.get_rect(), 1)
    return surface


def tile_back(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size))
    surface.fill(HALL)
    pygame.draw.rect(
        surface, (214, 180, 98), surface.get_rect().inflate(-size // 10, -size // 10), 2
    )
    f = theme.font("heading")
    theme.write(surface, "M", f, (214, 180, 98), (size // 2, size // 2), "center")
    return surface

"""A board drawn from its map's own shapes: its picture (or plain paper when the map has
none) with the elements a map author placed drawn over it in colours the caller gives —
Ticket to Ride's routes, The Great Tour's road segments, Metro's squares and stations.

Two pictures use it: the balance lab's heatmap (``heatmap``: each element coloured by its
figure) and the new-game screen's thumbnail of a board that has no picture of its own
(``thumbnails``: routes in their own colours, so an author sees the board they drew).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.games.metro.board import MetroBoard
from tabletop.games.ttr.board import TtrBoard
from tabletop.play.heat import square_key, station_key

from . import fonts, theme
from .pictures import load_picture
from .tables.ttr.board import background_path
from .tables.ttr.geometry import car_geometry

Color = tuple[int, int, int]
Point = tuple[float, float]
#: An element's key (a route or segment id, ``heat.square_key``, ``heat.station_key``) →
#: the colour it is drawn in.
Ink = Callable[[str], Color]
#: An element's key → its place in the drawing order (the highest drawn last, on top).
Order = Callable[[str], float]

#: Drawn round every coloured stroke so pale colours read on pale paper.
OUTLINE: Color = (28, 28, 34)
PAPER: Color = (236, 228, 206)


@dataclass(frozen=True)
class Sketch:
    """A board's drawing: its size in map pixels and how to paint it with given colours."""

    size: tuple[int, int]
    paint: Callable[[pygame.Surface, Ink, Order], None]


def sketch(board: object) -> Sketch | None:
    """The drawing of a loaded board (``tabletop.games.load_board``), or None for a board of a
    game that has none (the example game)."""
    for kind, painter in _PAINTERS.items():
        if isinstance(board, kind):
            return painter(board)
    return None


def _unordered(_key: str) -> float:
    return 0.0


def draw(board: object, ink: Ink, order: Order = _unordered) -> pygame.Surface | None:
    """The board at its own size on paper, its elements in ``ink``; None as for ``sketch``."""
    found = sketch(board)
    if found is None:
        return None
    picture = pygame.Surface(found.size)
    picture.fill(PAPER)
    found.paint(picture, ink, order)
    return picture


# ------------------------------------------------------------------ the art under the ink
def _art(surface: pygame.Surface, image: Path | None, at: Point = (0, 0)) -> bool:
    """Blit the map's picture (False: none, or it cannot be read — plain paper stays)."""
    if image is None:
        return False
    try:
        art = load_picture(image)
    except (pygame.error, OSError):
        return False
    surface.blit(art, (round(at[0]), round(at[1])))
    return True


def _stroke(surface: pygame.Surface, points: Sequence[Point], colour: Color, width: int) -> None:
    """A thick polyline with round joints, outlined."""
    for ink, w in ((OUTLINE, width + 4), (colour, width)):
        for a, b in zip(points, points[1:], strict=False):
            pygame.draw.line(surface, ink, a, b, w)
        for p in points:
            pygame.draw.circle(surface, ink, p, w / 2)


def _label(surface: pygame.Surface, text: str, at: Point, size: int) -> None:
    theme.write(surface, text, fonts.font("bold", size), OUTLINE, at, "midbottom", halo=PAPER)


def _ttr(board: TtrBoard) -> Sketch:
    geo = car_geometry(board)
    width = max(6, round(2 * geo.half_w))

    def paint(surface: pygame.Surface, ink: Ink, order: Order) -> None:
        has_art = _art(surface, background_path(board))
        # In order, so the route drawn last is the one seen where two cross.
        for route in sorted(board.routes.values(), key=lambda r: order(r.id)):
            a, b = board.cities[route.a], board.cities[route.b]
            ends = ((a.x, a.y), (b.x, b.y))
            _stroke(surface, _extended(route.spaces, ends, geo.half_len), ink(route.id), width)
        for city in board.cities.values():
            pygame.draw.circle(surface, OUTLINE, (city.x, city.y), geo.city_r * 0.6)
            if not has_art:
                _label(surface, city.name, (city.x, city.y - geo.city_r), 14)

    return Sketch((board.width, board.height), paint)


def _extended(spaces: Sequence[Point], ends: tuple[Point, Point], reach: float) -> list[Point]:
    """A route's car centres, stretched half a car at each end to cover its first and last
    (a one-car route along the line between its cities)."""
    if len(spaces) < 2:
        (only,) = spaces
        return [_past(ends[1], only, reach), _past(ends[0], only, reach)]
    return [_past(spaces[1], spaces[0], reach), *spaces, _past(spaces[-2], spaces[-1], reach)]


def _past(a: Point, b: Point, reach: float) -> Point:
    d = math.dist(a, b) or 1.0
    return (b[0] + (b[0] - a[0]) / d * reach, b[1] + (b[1] - a[1]) / d * reach)


def _great_tour(board: GreatTourBoard) -> Sketch:
    # The map's "board" rectangle is the part the table shows (the rest of the map holds
    # the table's panels): the picture is that part, as the table draws it.
    x, y, w, h = board.ui.get("board", (0.0, 0.0, float(board.width), float(board.height)))
    width = max(6, round(min(w, h) / 100))

    def at(point: Point) -> Point:
        return (point[0] - x, point[1] - y)

    def paint(surface: pygame.Surface, ink: Ink, order: Order) -> None:
        has_art = _art(surface, board.background, at((0.0, 0.0)))
        for segment in sorted(board.segments, key=lambda s: order(s.id)):
            _stroke(surface, [at(p) for p in segment.points], ink(segment.id), width)
        for city in board.cities:
            centre = at((city.x, city.y))
            pygame.draw.circle(surface, OUTLINE, centre, width * 1.2)
            if not has_art:
                _label(surface, city.label, (centre[0], centre[1] - width * 1.5), 14)

    return Sketch((round(w), round(h)), paint)


def _metro(board: MetroBoard) -> Sketch:
    n, px = board.size, board.tile_px
    # The canvas is the board picture's (its top left at ``board_offset`` from the grid's);
    # without one, the grid with a square's margin for the station plates.
    ox, oy = (-board.board_offset[0], -board.board_offset[1]) if board.board_image else (px, px)

    def paint(surface: pygame.Surface, ink: Ink, order: Order) -> None:
        if not _art(surface, board.board_image):
            for row, col in board.centre:  # plain paper: the central block, as a dark square
                pygame.draw.rect(surface, OUTLINE, (ox + col * px, oy + row * px, px, px))
        inset = max(2, px // 10)
        for row in range(n):
            for col in range(n):
                if (row, col) in board.centre:
                    continue
                rect = pygame.Rect(ox + col * px, oy + row * px, px, px).inflate(
                    -2 * inset, -2 * inset
                )
                pygame.draw.rect(surface, OUTLINE, rect.inflate(4, 4), border_radius=inset)
                pygame.draw.rect(surface, ink(square_key(row, col)), rect, border_radius=inset)
        radius = px * 0.3
        number_font = fonts.font("bold", round(px * 0.22))
        for station in board.stations:
            centre = (ox + station.x, oy + station.y)
            pygame.draw.circle(surface, OUTLINE, centre, radius + 3)
            colour = ink(station_key(station.number))
            pygame.draw.circle(surface, colour, centre, radius)
            text = OUTLINE if luma(colour) > 110 else PAPER
            theme.write(surface, str(station.number), number_font, text, centre, "center")

    return Sketch((n * px + 2 * ox, n * px + 2 * oy), paint)


def luma(colour: Color) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


_PAINTERS: dict[type, Callable[..., Sketch]] = {
    TtrBoard: _ttr,
    GreatTourBoard: _great_tour,
    MetroBoard: _metro,
}

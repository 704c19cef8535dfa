"""Board geometry of the Metro table: traced tracks run on the drawn tracks, clicks land on
the square under them, station plates and lines are where the map puts them."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.games.metro.board import default_metro_board
from tabletop.ui.tables.metro.geometry import (
    BoardGeometry,
    polyline_length,
    polyline_part,
    unit_point,
    unit_track,
)
from tabletop.ui.viewport import BoardViewport

PAIRS = [(e, o) for e in range(0, 8, 2) for o in range(1, 8, 2)]


@pytest.mark.parametrize(("p", "q"), PAIRS)
def test_every_track_joins_its_two_points_inside_the_square(p: int, q: int) -> None:
    points = unit_track(p, q)
    assert math.dist(points[0], unit_point(p)) < 1e-9
    assert math.dist(points[-1], unit_point(q)) < 1e-9
    assert all(-1e-9 <= x <= 1 + 1e-9 and -1e-9 <= y <= 1 + 1e-9 for x, y in points)


def test_a_u_turn_bulges_into_the_square() -> None:
    points = unit_track(0, 1)  # both points on the top side
    assert max(y for _x, y in points) > 0.15


def test_polyline_part_follows_the_length() -> None:
    line = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)]
    assert polyline_length(line) == 20
    half = polyline_part(line, 0.5)
    assert half[-1] == (10.0, 0.0)
    assert polyline_length(polyline_part(line, 0.75)) == pytest.approx(15)
    assert polyline_part(line, 1.0) == line


def _geometry(rect: pygame.Rect) -> BoardGeometry:
    board = default_metro_board()
    viewport = BoardViewport((1280, 1280), max_zoom=3.0)
    viewport.set_rect(rect)
    return BoardGeometry(board, viewport, board.board_offset)


def test_squares_plates_and_lines_on_screen() -> None:
    rect = pygame.Rect(40, 60, 700, 700)
    geo = _geometry(rect)
    board = geo.board
    assert geo.cell == pytest.approx(70)
    for row in range(8):
        for col in range(8):
            assert geo.cell_at(geo.cell_rect(row, col).center) == (row, col)
    assert geo.cell_at((rect.x + 5, rect.y + 5)) is None  # the margin
    assert geo.centre_rect() == geo.cell_rect(3, 3).union(geo.cell_rect(4, 4))
    # Station 1 sits above the top-right square; its plate is found under the mouse.
    x, y = geo.plate(1)
    assert geo.cell_rect(0, 7).left < x < geo.cell_rect(0, 7).right and y < geo.grid_rect().top
    assert geo.plate_at((round(x), round(y))) == 1
    # A one-tile U-turn line from station 1 runs out of its stub and back into it.
    line = {"segments": [[0, 7, 0, 1]], "end": "1", "central": False}
    points = geo.line_points(1, line)
    assert points[0][1] < geo.grid_rect().top and points[-1][1] < geo.grid_rect().top
    # A line ending at a central station ends inside the block.
    central = board.centrals[0]
    line = {
        "segments": [[central.row, central.col, 0, central.arrival_point]],
        "end": central.id,
        "central": True,
    }
    assert geo.centre_rect().collidepoint(geo.line_points(1, line)[-1])


@pytest.mark.parametrize("zoom", [1.0, 1.7, 2.0, 3.0])
def test_squares_and_plates_are_hit_where_they_are_drawn_at_every_zoom(zoom: float) -> None:
    rect = pygame.Rect(40, 60, 700, 700)
    geo = _geometry(rect)
    geo.viewport.set_zoom(zoom, (300, 200))
    geo.viewport.pan_by(-37, 23)
    assert geo.cell == pytest.approx(70 * zoom)
    for row in range(8):
        for col in range(8):
            drawn = geo.cell_rect(row, col)
            assert abs(drawn.width - 70 * zoom) <= 1
            # Hit-testing goes through the viewport back to board units: the square's centre
            # and points just inside its corners are that square.
            for point in (drawn.center, drawn.move(2, 2).topleft, drawn.move(-3, -3).bottomright):
                assert geo.cell_at(point) == (row, col)
    for station in geo.board.stations:
        x, y = geo.plate(station.number)
        assert geo.plate_at((round(x), round(y))) == station.number
        # The plate is as far from the point in board units at every zoom.
        edge = (round(x + geo.plate_radius * 1.3), round(y))
        assert geo.plate_at(edge) != station.number

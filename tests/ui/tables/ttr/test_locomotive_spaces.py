"""A ferry's locomotive spaces read "a locomotive card" on a board without art as on the
shipped Europe board: each is filled with the wild card's rainbow stripes across the car (a
pattern, so colour-blind mode reads it too), not only a wheel the size of a dot."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import load_board
from tabletop.resources import maps_dir
from tabletop.ui.tables.ttr import art
from tabletop.ui.tables.ttr.geometry import car_geometry
from tabletop.ui.tables.ttr.pieces import paint_tracks

EXAMPLE = maps_dir() / "examples" / "ttr_europe_example.tmx"


def _along(surface: pygame.Surface, car: tuple, k: float) -> set[tuple[int, int, int]]:
    """The colours on the car's middle line, end to end (its edges left out)."""
    (cx, cy), (dx, dy), hl = car
    seen = set()
    for i in range(-40, 41):
        t = hl * 0.9 * i / 40
        x, y = round((cx + dx * t) * k), round((cy + dy * t) * k)
        seen.add(tuple(surface.get_at((x, y))[:3]))
    return seen


@pytest.mark.parametrize("k", [0.5, 2.0], ids=["whole board", "zoomed in"])
@pytest.mark.parametrize("colour_blind", [False, True], ids=["usual", "colour-blind"])
def test_a_locomotive_space_shows_the_wild_cards_stripes_and_a_plain_space_does_not(
    k: float, colour_blind: bool
) -> None:
    board = load_board(EXAMPLE)
    geo = car_geometry(board)
    surface = pygame.Surface((round(1200 * k), round(800 * k)))
    surface.fill((236, 228, 208))
    paint_tracks(surface, board, geo, k, 14 * k if colour_blind else None)
    ferries = [r for r in board.routes.values() if r.locomotive_spaces]
    assert ferries
    rainbow = set(art.RAINBOW)
    for route in ferries:
        for index, car in enumerate(geo.cars[route.id]):
            stripes = _along(surface, car, k) & rainbow
            if index in route.locomotive_spaces:
                assert len(stripes) >= 5, (route.id, index, stripes)
            else:
                assert not stripes, (route.id, index, stripes)

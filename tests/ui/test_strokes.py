"""Dashed lines (ui/strokes.py): the one dash rule every board draws with."""

from __future__ import annotations

import pygame

from tabletop.ui import strokes

INK = (255, 255, 255)


def _row(surface: pygame.Surface, y: int) -> str:
    """The row as '#' (inked) and '.' (blank), for reading dashes at a glance."""
    return "".join(
        "#" if surface.get_at((x, y))[:3] == INK else "." for x in range(surface.get_width())
    )


def test_a_dashed_line_alternates_dash_and_gap_from_its_start() -> None:
    surface = pygame.Surface((40, 3))
    strokes.dashed(surface, INK, [(0, 1), (40, 1)], 1, 5)
    # Every 10 pixels a dash (pygame inks both of a line's ends: 6 pixels, then 4 blank).
    assert _row(surface, 1) == "######...." * 4


def test_the_lead_starts_each_leg_part_of_a_gap_in() -> None:
    surface = pygame.Surface((40, 3))
    strokes.dashed(surface, INK, [(0, 1), (40, 1)], 1, 6, 4, lead=0.5)
    assert _row(surface, 1).startswith("..#######...")


def test_each_leg_of_a_path_starts_with_a_dash_of_its_own() -> None:
    surface = pygame.Surface((30, 30))
    # A corner at (20, 2): the second leg does not carry on the first leg's rhythm.
    strokes.dashed(surface, INK, [(0, 2), (20, 2), (20, 29)], 1, 8)
    assert surface.get_at((20, 2))[:3] == INK and surface.get_at((20, 8))[:3] == INK
    assert surface.get_at((20, 13))[:3] != INK


def test_a_dash_too_short_to_see_is_drawn_two_pixels_long() -> None:
    surface = pygame.Surface((20, 3))
    strokes.dashed(surface, INK, [(0, 1), (20, 1)], 1, 0)  # would never end at 0
    assert _row(surface, 1) == "###." * 5

"""Colour-blind mode keeps every table's card colours clearly apart for red-green blindness
(new-player review #13: under simulated deuteranopia orange and yellow were only ΔE76 21.3
apart, and the Great Tour's Wien and Milano chips ΔE 14).

The simulation is written here from the paper, independently of ``ui/colorblind.py``: Machado,
Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision
Deficiency", severity 1.0 matrices on linear sRGB, then CIELAB (D65) and the CIE76 distance
(the plain distance a reviewer measures with). Threshold: ``MIN_DEUTAN_DELTA_E76`` (30), well
past the 21.3 the review found wanting.
"""

from __future__ import annotations

import math
from itertools import combinations

import pytest

from tabletop.games import GAMES
from tabletop.ui import colorblind as cb
from tabletop.ui.table_descriptor import TableDescriptor
from tabletop.ui.tables import TABLES
from tabletop.ui.tables.great_tour import art as tour_art

MACHADO = {
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
}
BOARDS = [table for table in TABLES if table.card_colors]


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def seen(rgb: tuple[int, int, int], vision: str) -> tuple[float, float, float]:
    """``rgb`` as a dichromat sees it, in CIELAB."""
    lin = [_linear(c / 255) for c in rgb]
    m = MACHADO[vision]
    sim = [
        _linear(round(255 * _gamma(sum(m[i][k] * lin[k] for k in range(3)))) / 255)
        for i in range(3)
    ]
    x = 0.4124564 * sim[0] + 0.3575761 * sim[1] + 0.1804375 * sim[2]
    y = 0.2126729 * sim[0] + 0.7151522 * sim[1] + 0.0721750 * sim[2]
    z = 0.0193339 * sim[0] + 0.1191920 * sim[1] + 0.9503041 * sim[2]

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x / 0.95047), f(y / 1.0), f(z / 1.08883)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def test_the_simulation_here_agrees_with_the_apps() -> None:
    for rgb in [(232, 116, 0), (245, 207, 54), (20, 108, 218), (128, 128, 128)]:
        for vision in MACHADO:
            assert math.dist(seen(rgb, vision), cb.rgb_to_lab(cb.simulate(rgb, vision))) < 0.5


def test_the_old_orange_and_yellow_were_too_close_as_the_review_measured() -> None:
    old_orange, old_yellow = (232, 116, 0), (245, 207, 54)
    distance = math.dist(seen(old_orange, "deuteranopia"), seen(old_yellow, "deuteranopia"))
    assert round(distance, 1) == 21.3
    assert distance < cb.MIN_DEUTAN_DELTA_E76


@pytest.mark.parametrize("vision", sorted(MACHADO))
@pytest.mark.parametrize("board", BOARDS, ids=lambda t: t.id)
def test_every_pair_of_a_tables_card_colours_is_clearly_apart_for_red_green_blindness(
    board: TableDescriptor, vision: str
) -> None:
    for first, second in combinations(board.card_colors, 2):
        distance = math.dist(
            seen(cb.card_color(first), vision), seen(cb.card_color(second), vision)
        )
        assert distance >= cb.MIN_DEUTAN_DELTA_E76, (
            f"{board.id}: {first}/{second} with {vision}: ΔE76 {distance:.1f}"
        )


@pytest.mark.parametrize("board", BOARDS, ids=lambda t: t.id)
def test_every_card_colour_of_a_table_keeps_its_own_symbol(board: TableDescriptor) -> None:
    symbols = [cb.CARD_SYMBOLS[name] for name in board.card_colors if name != "gray"]
    assert len(set(symbols)) == len(symbols) and "none" not in symbols


def test_the_great_tours_cities_take_the_checked_colours_and_each_its_own_symbol() -> None:
    tour = next(table for table in TABLES if table.id == "great_tour")
    palette = tour_art.Palette(GAMES["great_tour"].board, colorblind=True)  # type: ignore[attr-defined]
    assert sorted(palette.color_names.values()) == sorted(tour.card_colors)
    assert len(set(palette.shapes.values())) == len(palette.cities)


def test_great_tour_ticket_chips_keep_their_symbols_in_colour_blind_mode(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where a ticket is too narrow for every chip with its symbol on one line, normal vision
    drops the symbols; colour-blind mode keeps them (two lines or a smaller font instead)."""
    import pygame

    from tests.support.pilot import headless_app

    board = GAMES["great_tour"].board  # type: ignore[attr-defined]
    chosen: list[bool] = []
    real = tour_art.city_chip

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        chosen.append(args[6] if len(args) > 6 else kwargs.get("with_symbol", True))
        return real(*args, **kwargs)

    monkeypatch.setattr(tour_art, "city_chip", spy)
    with headless_app((1280, 800), autosave=False):
        surface = pygame.Surface((600, 200))
        dropped = kept = 0
        for width in range(140, 420, 10):
            picks = {}
            for colorblind in (False, True):
                palette = tour_art.Palette(board, colorblind=colorblind)
                chosen.clear()
                rect = pygame.Rect(0, 0, width, 60)
                tour_art.ticket_card(surface, palette, rect, ["AMS", "BER"], ["VIE", "MIL"], 9)
                picks[colorblind] = all(chosen)
            if not picks[False]:
                dropped += 1
                kept += picks[True]
            assert picks[True] or not picks[False]
        assert dropped and kept, "no width where colour-blind mode keeps the symbols"

"""Colour-blind mode machinery (tabletop/ui/colorblind.py): CIEDE2000 against the published
test data, the Machado simulation, the palettes under every simulation, and the symbols."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from tabletop.games import DESCRIPTORS
from tabletop.ui import colorblind as cb
from tabletop.ui.colorblind import Vision
from tabletop.ui.table_descriptor import TableDescriptor
from tabletop.ui.tables import TABLES

#: The tables whose boards show card colours together.
BOARDS = [table for table in TABLES if table.card_colors]

#: Sharma, Wu & Dalal (2005), Table 1: (L*a*b* 1, L*a*b* 2, ΔE00), all 34 pairs.
SHARMA_PAIRS = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA_PAIRS)
def test_ciede2000_matches_sharmas_published_pairs_both_ways(lab1, lab2, expected) -> None:
    assert cb.ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert cb.ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_srgb_and_linear_round_trip_and_known_values() -> None:
    for value in range(256):
        assert round(255 * cb.linear_to_srgb(cb.srgb_to_linear(value / 255))) == value
    assert cb.srgb_to_linear(0.5) == pytest.approx(0.21404, abs=1e-5)
    assert cb.rgb_to_lab((255, 255, 255)) == pytest.approx((100.0, 0.0, 0.0), abs=0.01)
    assert cb.rgb_to_lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.02)


@pytest.mark.parametrize("vision", [v for v in Vision if v is not Vision.NORMAL])
def test_the_simulation_keeps_grays_and_changes_the_confused_colours(vision) -> None:
    for level in (0, 60, 128, 200, 255):
        seen = cb.simulate((level, level, level), vision)
        assert max(abs(c - level) for c in seen) <= 1  # Machado's rows sum to 1
    assert cb.simulate((230, 40, 40), vision) != (230, 40, 40)


def test_the_normal_palette_fails_as_the_issue_says() -> None:
    """The colours the tables use today: pink and gray collapse with deuteranopia, red and
    green come close; this is what colour-blind mode is for."""
    from tabletop.ui.tables.ttr.art import CARD_RGB
    from tabletop.ui.tables.ttr.descriptor import EUROPE_TABLE

    assert cb.delta_e(CARD_RGB["pink"], CARD_RGB["gray"], Vision.DEUTERANOPIA) < 5
    europe = {name: CARD_RGB[name] for name in EUROPE_TABLE.card_colors}
    assert cb.closest_pair(europe)[0] < cb.MIN_DELTA_E / 2


@pytest.mark.parametrize("board", BOARDS, ids=lambda t: t.id)
@pytest.mark.parametrize("vision", list(Vision))
def test_every_pair_of_route_colours_stays_apart(board: TableDescriptor, vision) -> None:
    colors = {name: cb.card_color(name) for name in board.card_colors}
    distance, first, second, _ = cb.closest_pair(colors, [vision])
    assert distance >= cb.MIN_DELTA_E, f"{first}/{second} with {vision}: ΔE00 {distance:.1f}"


@pytest.mark.parametrize("board", BOARDS, ids=lambda t: t.id)
def test_a_tables_card_colours_each_have_a_palette_colour_and_a_symbol(
    board: TableDescriptor,
) -> None:
    assert len(set(board.card_colors)) == len(board.card_colors)
    for name in board.card_colors:
        assert name in cb.CARD_COLORS and name in cb.CARD_SYMBOLS, name


@pytest.mark.parametrize("descriptor", DESCRIPTORS, ids=lambda d: d.id)
@pytest.mark.parametrize("vision", list(Vision))
def test_every_pair_of_seat_colours_stays_apart_or_has_its_own_shape(descriptor, vision) -> None:
    names = [cb.player_color_name(color.hex) for color in descriptor.seat_colors]
    assert len(set(names)) == len(names)  # every seat colour of the game has its own name
    assert len({cb.PLAYER_SHAPES[name] for name in names}) == len(names)  # and its own shape
    colors = {name: cb.PLAYER_COLORS[name] for name in names}
    distance, first, second, _ = cb.closest_pair(colors, [vision])
    assert distance >= cb.MIN_DELTA_E, f"{first}/{second} with {vision}: ΔE00 {distance:.1f}"


def _mask(shape: str, size: int) -> pygame.mask.Mask:
    surface = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    cb.draw_symbol(surface, shape, (size, size), size, (255, 255, 255))
    return pygame.mask.from_surface(surface)


def _area_likeness(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    """Intersection over union of two drawn shapes."""
    both = a.overlap_area(b, (0, 0))
    return both / (a.count() + b.count() - both)


def _outline_likeness(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    """The share of one outline that runs within a pixel of the other (the larger share):
    1.0 for the same shape; a circle and a square touch only near four points."""

    def near(points: set[tuple[int, int]], other: set[tuple[int, int]]) -> float:
        close = sum(
            any((x + dx, y + dy) in other for dx in (-1, 0, 1) for dy in (-1, 0, 1))
            for x, y in points
        )
        return close / len(points)

    return max(near(a, b), near(b, a))


@pytest.mark.parametrize("family", ["card", "player"])
def test_every_symbol_of_a_family_has_a_distinct_shape(family) -> None:
    shapes = cb.CARD_SYMBOLS if family == "card" else cb.PLAYER_SHAPES
    drawn = {name: shape for name, shape in shapes.items() if shape != "none"}
    assert len(set(drawn.values())) == len(drawn)
    masks = {name: _mask(shape, 48) for name, shape in drawn.items()}
    for (a, mask_a), (b, mask_b) in combinations(masks.items(), 2):
        # Told apart by what they cover (a ring and a disc) or by their outline (a disc and a
        # square cover much the same pixels, but their edges meet at four points only).
        area = _area_likeness(mask_a, mask_b)
        edge = _outline_likeness(set(mask_a.outline()), set(mask_b.outline()))
        assert area < 0.8 or edge < 0.6, f"{a} and {b} look alike ({area:.2f}, {edge:.2f})"


def test_symbols_are_at_least_half_the_car() -> None:
    for car in (8, 12, 20, 40):
        assert cb.symbol_size(car) >= car / 2


def _route_sample(board: TableDescriptor) -> tuple[pygame.Surface, dict[str, tuple[int, int]]]:
    """A strip of cars as a table would draw them in colour-blind mode (fill, then the
    colour's symbol at ``symbol_size``), and where each car's plain fill can be read."""
    names = board.card_colors
    car_w, car_h = 36, 14
    surface = pygame.Surface((len(names) * (car_w + 6), car_h + 8))
    surface.fill((214, 200, 170))  # the map's paper
    fills = {}
    for i, name in enumerate(names):
        car = pygame.Rect(3 + i * (car_w + 6), 4, car_w, car_h)
        pygame.draw.rect(surface, cb.card_color(name), car)
        cb.draw_card_symbol(surface, name, car.center, cb.symbol_size(car_h))
        fills[name] = (car.x + 2, car.y + 2)
    return surface, fills


@pytest.mark.parametrize("board", BOARDS, ids=lambda t: t.id)
@pytest.mark.parametrize("vision", [v for v in Vision if v is not Vision.NORMAL])
def test_a_rendered_sample_keeps_colours_apart_under_the_simulation(board, vision) -> None:
    pygame.display.init()
    surface, fills = _route_sample(board)
    seen = cb.simulate_surface(surface, vision)
    sampled = {name: tuple(seen.get_at(pos))[:3] for name, pos in fills.items()}
    distance, first, second, _ = cb.closest_pair(sampled, [Vision.NORMAL])
    # Sampled after simulation, so normal-vision distance of the simulated pixels.
    assert distance >= cb.MIN_DELTA_E - 0.5, f"{first}/{second}: ΔE00 {distance:.1f}"
    # Each car shows its own symbol: the cars' symbol pixels differ pairwise.
    car_masks = {}
    for name, (x, y) in fills.items():
        car = seen.subsurface(pygame.Rect(x - 2, y - 2, 36, 14)).copy()
        ink = cb.simulate(cb.ink_on(cb.card_color(name)), vision)
        car_masks[name] = pygame.mask.from_threshold(car, ink, (40, 40, 40, 255))
    symbols = {name: cb.CARD_SYMBOLS[name] for name in fills}
    for a, b in combinations(fills, 2):
        if symbols[a] == "none" or symbols[b] == "none":
            continue
        assert car_masks[a].count() > 0 and car_masks[b].count() > 0
        assert car_masks[a].overlap_area(car_masks[b], (0, 0)) < max(
            car_masks[a].count(), car_masks[b].count()
        )


def test_seat_colours_are_found_by_their_stored_hex_or_the_nearest_name() -> None:
    assert cb.player_color_name("#D33B32") == "red"
    assert cb.player_color_name("#ef7d26") == "orange"
    assert cb.player_color_name((40, 40, 40)) == "black"
    assert cb.player_shape("#2f6fd0") == cb.PLAYER_SHAPES["blue"]
    assert cb.player_color("#2f6fd0") == cb.PLAYER_COLORS["blue"]


def test_a_seat_badge_draws_its_shape_in_its_colour() -> None:
    pygame.display.init()
    surface = pygame.Surface((40, 40))
    surface.fill((0, 0, 0))
    cb.draw_player_mark(surface, "#f0c93a", (20, 20), 36)
    assert tuple(surface.get_at((20, 20)))[:3] == cb.PLAYER_COLORS["yellow"]
    assert tuple(surface.get_at((20, 2)))[:3] == (24, 24, 30)  # the dark rim


@pytest.mark.parametrize("name", ["white", "orange"])
def test_a_seat_badges_plus_or_cross_is_outlined_all_round_at_every_size(name: str) -> None:
    """The white seat's plus is white on the badge's near-white disc: only its dark outline
    shows it, so no pixel of it may touch the disc (the outline along the arms was once under
    a pixel, and the plus read as a plain white disc)."""
    pygame.display.init()
    fill, disc = tuple(cb.PLAYER_COLORS[name]), (248, 247, 242)
    for size in range(12, 37, 2):
        surface = pygame.Surface((size + 6, size + 6))
        surface.fill((30, 36, 50))
        center = ((size + 6) / 2, (size + 6) / 2)
        cb.draw_player_mark(surface, cb.PLAYER_COLORS[name], center, size)
        shape = [
            (x, y)
            for x in range(1, size + 5)
            for y in range(1, size + 5)
            if tuple(surface.get_at((x, y)))[:3] == fill
        ]
        assert shape, size
        bare = [
            (x, y)
            for x, y in shape
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
            if tuple(surface.get_at((x + dx, y + dy)))[:3] == disc
        ]
        assert bare == [], (size, bare[:3])

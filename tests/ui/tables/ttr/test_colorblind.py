"""Colour-blind mode on the TTR table (issue 11): the rendered board, seen through simulated
deuteranopia, protanopia and tritanopia (Machado et al. 2009), keeps every pair of route
colours and every pair of seat colours at least ``colorblind.MIN_DELTA_E`` (CIEDE2000 15)
apart, or the two carry different symbols — sampled from real pixels of the drawn table;
symbols are at least half a car's height; claimed tracks differ from empty ones by more than
saturation (a badge on every car, a body wider than the track)."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import colorblind, theme
from tabletop.ui.app import App
from tabletop.ui.colorblind import Vision
from tabletop.ui.settings import Settings
from tabletop.ui.tables import table_descriptor
from tabletop.ui.tables.ttr.board import BoardPanel
from tabletop.ui.tables.ttr.table import TtrTable
from tests.support.pilot import headless_app, run_frames

Color = tuple[int, int, int]
#: The ΔE00 a rendered pixel may lose against the palette (8-bit rounding of the scaled
#: picture and of the simulation).
RENDERING = 0.5


def _played_table(app: App, game_id: str, players: int) -> TtrTable:
    """A table after greedy AIs have played until every seat holds a track."""
    colors = theme.player_colors(game_id)
    seats = [Seat(f"P{i + 1}", colors[i][1], "greedy") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, 5)
    while set(match.view(None)["routes"].values()) != set(range(players)):
        assert match.step_ai(), "the game ended before every seat claimed a track"
    app.settings = Settings(animation_speed="off", ai_delay=600.0, colorblind=True)
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_frames(app, 2)
    return table


@pytest.fixture(params=[("ttr_europe", 5), ("ttr_paris", 4)], ids=["europe", "paris"])
def cb_table(request: pytest.FixtureRequest) -> Iterator[TtrTable]:
    game_id, players = request.param
    with headless_app((1280, 800), autosave=False) as app:
        table = _played_table(app, game_id, players)
        app.draw()
        yield table


def _fill_samples(bv: BoardPanel, screen: pygame.Surface, route: str, along: float) -> list[Color]:
    """Pixels of a track's cars ``along`` of the way from each car's middle to its end (off
    the symbol or badge in its middle, inside its fill)."""
    out = []
    for (cx, cy), (dx, dy), hl in bv.geo.cars[route]:
        for side in (-1, 1):
            x, y = bv.to_screen_i((cx + side * dx * hl * along, cy + side * dy * hl * along))
            if bv.rect.collidepoint(x, y):
                out.append(tuple(screen.get_at((x, y))[:3]))
    return out  # type: ignore[return-value]


def _typical(samples: list[Color]) -> Color:
    """The colour most samples show (a name or a neighbour's edge may cover a few)."""
    assert samples
    return Counter(samples).most_common(1)[0][0]


def _apart_or_symbolled(colors: dict[str, Color], symbols: dict[str, str], what: str) -> list[str]:
    problems = []
    assert len(set(symbols.values())) == len(symbols), f"two {what} share a symbol"
    for vision in Vision:
        for (a, ca), (b, cb) in combinations(sorted(colors.items()), 2):
            distance = colorblind.delta_e(ca, cb, vision)
            if distance < colorblind.MIN_DELTA_E and symbols[a] == symbols[b]:
                problems.append(f"{what} {a}/{b} {distance:.1f} with {vision}")
    return problems


def test_route_colours_stay_apart_on_the_rendered_board(cb_table: TtrTable) -> None:
    table = cb_table
    bv = table.board_panel
    screen = table.app.screen
    claimed = table.view["routes"]
    seen: dict[str, list[Color]] = {}
    for rid, route in table.game.board.routes.items():
        if rid in claimed or route.color == "gray" or route.locomotive_spaces:
            continue
        seen.setdefault(route.color, []).extend(_fill_samples(bv, screen, rid, 0.75))
    colors = {name: _typical(samples) for name, samples in seen.items()}
    found = table_descriptor(table.game.spec.id)
    assert found is not None
    expected = set(found.card_colors) - {"gray"}
    assert set(colors) == expected
    # The rendered fills are the palette's (the check is about what is on screen).
    for name, rgb in colors.items():
        assert colorblind.delta_e(rgb, colorblind.card_color(name)) < 3, name
    symbols = {name: colorblind.CARD_SYMBOLS[name] for name in colors}
    found = _apart_or_symbolled(colors, symbols, "routes")
    assert not found, found
    # Every pair is apart by colour alone, too (the symbols are a second cue), within what
    # 8-bit pixels and the scaled picture cost (the palette's closest pairs sit at 15.0).
    for vision in Vision:
        closest = colorblind.closest_pair(colors, [vision])
        assert closest[0] >= colorblind.MIN_DELTA_E - RENDERING, closest


def test_seat_colours_stay_apart_on_the_rendered_board(cb_table: TtrTable) -> None:
    table = cb_table
    bv = table.board_panel
    screen = table.app.screen
    seen: dict[int, list[Color]] = {}
    for rid, seat in table.view["routes"].items():
        seen.setdefault(seat, []).extend(_fill_samples(bv, screen, rid, 0.85))
    seats = table.match.seats
    colors = {colorblind.player_color_name(seats[s].color): _typical(v) for s, v in seen.items()}
    assert len(colors) == len(seats)
    for name, rgb in colors.items():  # the body is the seat's colour-blind colour
        assert colorblind.delta_e(rgb, colorblind.PLAYER_COLORS[name]) < 3, name
    shapes = {name: colorblind.PLAYER_SHAPES[name] for name in colors}
    assert not _apart_or_symbolled(colors, shapes, "seats")


# Every pixel of the screen simulated under three visions: about 5 s of work per board.
@pytest.mark.slow
def test_the_simulated_screen_keeps_the_route_colours_apart(cb_table: TtrTable) -> None:
    """The same on a screenshot passed through the simulation (as a player would see it)."""
    table = cb_table
    bv = table.board_panel
    claimed = table.view["routes"]
    for vision in (Vision.DEUTERANOPIA, Vision.PROTANOPIA, Vision.TRITANOPIA):
        seen_screen = colorblind.simulate_surface(table.app.screen.subsurface(bv.rect), vision)
        shifted = pygame.Surface(table.app.screen.get_size())
        shifted.blit(seen_screen, bv.rect)
        colors: dict[str, Color] = {}
        for rid, route in table.game.board.routes.items():
            if rid in claimed or route.color == "gray" or route.locomotive_spaces:
                continue
            colors.setdefault(route.color, _typical(_fill_samples(bv, shifted, rid, 0.75)))
        distance, a, b, _vision = colorblind.closest_pair(colors, [Vision.NORMAL])
        assert distance >= colorblind.MIN_DELTA_E - RENDERING, (vision, a, b, distance)


def test_symbols_are_at_least_half_a_cars_height(cb_table: TtrTable) -> None:
    bv = cb_table.board_panel
    car_height = 2 * bv.geo.half_w * bv.fit_scale  # across the track, at the whole board
    assert bv.symbol_px() >= 0.5 * car_height
    assert bv.symbol_px() >= colorblind.MIN_SYMBOL_PX


def test_claimed_tracks_differ_from_empty_ones_by_more_than_saturation(
    cb_table: TtrTable,
) -> None:
    """A claimed car carries its seat's badge: a dark rim round a light disc in its middle,
    wider than the track, which no empty car has (checked on the board's picture)."""
    table = cb_table
    bv = table.board_panel
    picture = bv.picture()
    k = bv.resolution
    rim = bv.badge_px() * k / bv.fit_scale * 0.46  # the middle of the badge's dark rim
    dark = (24, 24, 30)

    def ringed(route: str) -> bool:
        """Most points round its cars' middles are the rim's (a neighbouring track drawn
        later may cover a few)."""
        points = 0
        dark_points = 0
        for (cx, cy), _d, _hl in bv.geo.cars[route]:
            for step in range(12):
                angle = step * math.pi / 6
                x = round(cx * k + rim * math.cos(angle))
                y = round(cy * k + rim * math.sin(angle))
                points += 1
                dark_points += colorblind.delta_e(picture.get_at((x, y))[:3], dark) < 8
        return dark_points >= 0.8 * points

    claimed = table.view["routes"]
    assert all(ringed(rid) for rid in claimed)
    empty = [rid for rid in table.game.board.routes if rid not in claimed]
    assert not any(ringed(rid) for rid in empty)


def test_the_mode_follows_the_setting(app: App) -> None:
    table = _played_table(app, "ttr_europe", 3)
    assert table.board_panel.colorblind
    app.settings = Settings(animation_speed="off", ai_delay=600.0, colorblind=False)
    run_frames(app, 1)
    assert not table.board_panel.colorblind
    seat = table.match.seats[0]
    assert table.seat_color(0) == theme.hex_to_rgb(seat.color)


def test_each_table_draws_its_cards_in_its_own_palette(app: App) -> None:
    """The card art is a table's own (no palette shared through the module): two tables open
    at once — a game and a replay — may show different palettes."""
    from tabletop.ui.tables.ttr.art import CardArt

    normal, colour_blind = CardArt(), CardArt()
    colour_blind.colorblind = True
    assert normal.rgb("purple") != colour_blind.rgb("purple")
    plain = normal.card_face("purple", 40, 60)
    marked = colour_blind.card_face("purple", 40, 60)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")
    # Asking one again gives its own picture, whatever the other showed meanwhile.
    again = normal.card_face("purple", 40, 60)
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(plain, "RGBA")

"""Every table readable (issue 11, round two) at The Great Tour's table: zoom and pan on the
board, colour-blind mode checked on rendered pixels, text that fits mid-game and at game over,
a quiet machine (``wake_in``) and bounded caches."""

from __future__ import annotations

import ast
import math
import re
from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations
from pathlib import Path

import pygame
import pytest

from tabletop.controller.great_tour import (
    BLANK_TICKETS,
    CityTarget,
    SeatTarget,
    TicketTarget,
    WaypointTarget,
)
from tabletop.core import GameConfig, Seat
from tabletop.games.great_tour import rules as R
from tabletop.play import Match
from tabletop.ui import anim, textfit, theme
from tabletop.ui import colorblind as cb
from tabletop.ui.app import MIN_SIZE, App
from tabletop.ui.cache import SurfaceCache
from tabletop.ui.colorblind import Vision
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.tables import great_tour as package
from tabletop.ui.tables.great_tour import GreatTourTable, anims, map_picture
from tabletop.ui.tables.great_tour import board as board_module
from tabletop.ui.tables.great_tour import layout as L
from tabletop.ui.tables.great_tour.game_over import GreatTourGameOver
from tabletop.ui.tables.great_tour.table import BREATHE_FOR
from tests.support.pilot import (
    FRAME,
    click,
    drag,
    headless_app,
    hover,
    post_move,
    press,
    run_frames,
    run_until,
    wheel,
)
from tests.support.played import play_on

#: The longest a player may type (20 characters), in wide letters with Polish ones.
LONG_NAMES = [
    "Władysław Wiśniewski",
    "Małgorzata Żółtowska",
    "Maximilian Wojciech",
    "Bartłomiej Szczęsny",
    "Konstanty Mężyński",
    "Wszechwład Grzmiący",
]
COLORS = [hex_ for _name, hex_ in theme.player_colors("great_tour")]
#: Zoom levels hit-testing and highlights are checked at.
ZOOMS = (1.0, 2.0, 3.0)
#: The CIEDE2000 distance two colours keep under a simulated colour blindness (the project's
#: threshold, ``colorblind.MIN_DELTA_E``: about three "just noticeable differences" apart).
THRESHOLD = cb.MIN_DELTA_E


def start(app: App, *, humans: int = 1, plies: int | None = 40, players: int = 6) -> GreatTourTable:
    """Six players with the longest names, seat 0 human (and ``humans`` in all), mid-game."""
    seats = [
        Seat(LONG_NAMES[i], COLORS[i], None if i < humans else "greedy") for i in range(players)
    ]
    match = Match.new("great_tour", GameConfig(players), seats, 4)
    play_on(match, plies, to_a_human=True)
    table = GreatTourTable(app, match, viewer=0)
    app.push(table)
    run_frames(app, 2)
    return table


@pytest.fixture
def cb_app() -> Iterator[App]:
    with headless_app(autosave=False) as application:
        application.settings = replace(application.settings, colorblind=True)
        yield application


def glide_done(app: App, table: GreatTourTable) -> None:
    run_until(app, lambda: not table.board_panel.viewport.gliding, seconds=10)


def open_ticket(app: App, table: GreatTourTable) -> str:
    """Click an active ticket the viewer can travel with now: the plan shows its cities."""
    for ticket in list(table.tickets_panel.active):
        click(app, table.rect_of(TicketTarget(ticket)))
        if table.controller.plan is not None:
            return ticket
    raise AssertionError("no active ticket opened a plan")


def visible_cities(table: GreatTourTable) -> list[str]:
    return [c for c in table.board.city_ids if table.rect_of(CityTarget(c)) is not None]


# ------------------------------------------------------------------ zoom and pan
def test_the_wheel_zooms_round_the_pointer_smoothly_up_to_three_times(app: App) -> None:
    app.settings = replace(app.settings, animation_speed="normal")
    table = start(app)
    view = table.board_panel.viewport
    vienna = table.board_panel.node_at("VIE")
    wheel(app, vienna, 1)
    assert view.gliding and view.zoom < view.target_zoom  # smoothly: not there at once
    assert table.wake_in() == 0.0  # frames keep coming while it glides
    for _ in range(12):
        wheel(app, vienna, 1)
    glide_done(app, table)
    assert view.zoom == pytest.approx(3.0, rel=0.01)
    # The city under the pointer stayed under it.
    after = table.board_panel.node_at("VIE")
    assert math.dist(after, vienna) <= 2
    assert table.target_at(vienna) == CityTarget("VIE")


@pytest.mark.parametrize("zoom", ZOOMS)
def test_hit_testing_and_hovers_are_exact_at_every_zoom(app: App, zoom: float) -> None:
    table = start(app)
    panel = table.board_panel
    panel.viewport.set_zoom(zoom, panel.node_at("MIL"))
    run_frames(app, 1)
    shown = visible_cities(table)
    assert "MIL" in shown
    for city in shown:
        rect = table.rect_of(CityTarget(city))
        assert rect is not None and panel.rect.contains(rect.clip(panel.rect))
        # The rectangle is the city's marker at this zoom.
        assert rect.width == pytest.approx(2 * max(9.0, 25 * panel.unit), abs=2)
        hover(app, rect.center)
        assert table.hover == CityTarget(city)
        # Half a marker off still hits; three markers off does not.
        near = (rect.centerx + rect.width // 4, rect.centery)
        assert table.target_at(near) == CityTarget(city)
        far = (rect.centerx + 3 * rect.width, rect.centery)
        assert table.target_at(far) != CityTarget(city)
    for wp in table.board.waypoints:
        rect = table.rect_of(WaypointTarget(wp.id))
        if rect is not None:
            assert table.target_at(rect.center) == WaypointTarget(wp.id)
    # Off the panel nothing of the board is hit, even where a zoomed board would be.
    outside = (panel.rect.right + 2, panel.rect.centery)
    assert not isinstance(table.target_at(outside), CityTarget | WaypointTarget)


@pytest.mark.parametrize("zoom", ZOOMS)
def test_a_click_on_the_zoomed_board_plans_and_the_rings_are_drawn_round_the_city(
    app: App, zoom: float
) -> None:
    table = start(app)
    click(app, table.rect_of(BLANK_TICKETS))  # a blank ticket: any start city, to click
    starts, _dests = table.controller.candidate_cities(table.tour_view)
    city = sorted(starts)[0]
    color = board_module.START_COLOR
    panel = table.board_panel
    panel.viewport.set_zoom(zoom)
    panel.viewport.center_on(table.board.node_position(city))
    run_frames(app, 1)
    app.draw()
    rect = table.rect_of(CityTarget(city))
    assert rect is not None
    # The breathing ring is drawn round the city where it is on screen now: along rays out of
    # the city's centre, its colour just beyond the marker.
    x, y = panel.node(city)
    base = panel.city_radius
    found = 0
    for angle in (0.3, 1.2, 2.5, 4.0, 5.2):
        ray = [
            tuple(
                app.screen.get_at((round(x + r * math.cos(angle)), round(y + r * math.sin(angle))))
            )[:3]
            for r in range(round(base) + 3, round(base) + theme.px(16))
        ]
        found += any(cb.delta_e(p, color) < 12 for p in ray)
    assert found >= 4
    click(app, rect.center)
    plan = table.controller.plan
    assert plan is not None and plan.start == city


def test_a_drag_pans_the_board_and_never_counts_as_a_click(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(app)
    open_ticket(app, table)
    panel = table.board_panel
    view = panel.viewport
    view.set_zoom(2.0)  # the board's middle: room to pan every way
    run_frames(app, 1)
    clicked: list[object] = []
    monkeypatch.setattr(table, "click", clicked.append)
    node = min(
        (w.id for w in table.board.waypoints if table.rect_of(WaypointTarget(w.id))),
        key=lambda n: math.dist(panel.node(n), panel.rect.center),
    )
    before_center = view.center
    start_pos = panel.node_at(node)
    end_pos = (start_pos[0] + 60, start_pos[1] + 40)
    drag(app, start_pos, end_pos)
    assert view.center != before_center
    assert clicked == []  # the press on the waypoint was not a click
    # The waypoint moved with the pointer, and is hit where it is drawn now.
    assert math.dist(panel.node_at(node), end_pos) <= 2
    assert table.target_at(panel.node_at(node)) == WaypointTarget(node)
    # A plain press and release still clicks.
    click(app, panel.node_at(node))
    assert clicked == [WaypointTarget(node)]


def test_home_zero_and_the_button_show_the_whole_board(app: App) -> None:
    app.settings = replace(app.settings, animation_speed="normal")
    table = start(app)
    view = table.board_panel.viewport
    for way in ("home", "zero", "button"):
        view.set_zoom(2.5, table.board_panel.node_at("BER"))
        run_frames(app, 1)
        assert view.home_button.visible
        if way == "home":
            press(app, pygame.K_HOME)
        elif way == "zero":
            press(app, pygame.K_0)
        else:
            click(app, view.home_button.rect)
        glide_done(app, table)
        run_frames(app, 1)
        assert view.zoom == pytest.approx(1.0) and not view.home_button.visible, way
        assert table.board_panel.node_at("BER") == table.board_panel.node_at("BER")
        assert table.rect_of(CityTarget("PAR")) is not None


def test_the_zoom_is_kept_through_the_menu_the_rules_and_passing_the_device(app: App) -> None:
    seats = [Seat(LONG_NAMES[i], COLORS[i], None if i < 2 else "greedy") for i in range(3)]
    table = app.start_match(Match.new("great_tour", GameConfig(3), seats, 3))
    assert isinstance(table, GreatTourTable)
    run_frames(app, 1)
    assert isinstance(app.top, PassDeviceScene)
    click(app, app.top.ready_button.rect.center)
    assert app.top is table and table.viewer == 0
    view = table.board_panel.viewport
    view.set_zoom(2.0, table.board_panel.node_at("PAR"))
    center = view.center
    press(app, pygame.K_ESCAPE)  # the menu
    assert app.top is not table
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    press(app, pygame.K_F1)  # the rules
    assert app.top is not table
    press(app, pygame.K_ESCAPE)
    run_until(app, lambda: app.top is table, seconds=5)
    assert (view.zoom, view.center) == (pytest.approx(2.0), center)
    # Seat 0 draws cards: the device goes to seat 1, whose table is zoomed the same.
    click(app, table.decks_panel.piles["regular"].center)
    assert isinstance(app.top, PassDeviceScene) and app.top.seat == 1
    if app.top.hide_button.visible:
        click(app, app.top.hide_button)
    click(app, app.top.ready_button.rect.center)
    assert app.top is table and table.viewer == 1
    assert (view.zoom, view.center) == (pytest.approx(2.0), center)


def test_animations_follow_the_zoomed_board(app: App) -> None:
    """A coach driving after a journey is drawn through the zoom, on the board only."""
    app.settings = replace(app.settings, animation_speed="normal")
    table = start(app)
    panel = table.board_panel
    panel.viewport.set_zoom(3.0, panel.node_at("VIE"))
    run_frames(app, 1)
    seg = next(s for s in table.board.segments if "VIE" in (s.a, s.b))
    path = seg.id
    animation = anims._drive(table, 0, (path,), seg.a)
    surface = pygame.Surface(app.size)
    surface.fill((0, 0, 0))
    animation.paint(surface, 1.0)
    end = panel.node(seg.b)
    painted = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    painted.invert()
    outside = painted.overlap_area(_mask_of(app.size, panel.rect), (0, 0))
    assert outside == painted.count()  # nothing drawn off the board panel
    if panel.rect.collidepoint(end):
        size = panel.big_coach_size()
        near = pygame.Rect(0, 0, round(size * 2), round(size * 2))
        near.center = (round(end[0]), round(end[1] - size * 0.6))
        assert painted.overlap_area(_mask_of(app.size, near), (0, 0)) > 0


def _mask_of(size: tuple[int, int], rect: pygame.Rect) -> pygame.mask.Mask:
    mask = pygame.mask.Mask(size)
    area = pygame.mask.Mask(rect.size, fill=True)
    mask.draw(area, rect.topleft)
    return mask


# ------------------------------------------------------------------ colour-blind mode
def _sample(surface: pygame.Surface, pos: tuple[float, float]) -> tuple[int, int, int]:
    r, g, b, *_ = surface.get_at((round(pos[0]), round(pos[1])))
    return (r, g, b)


def _city_fills(table: GreatTourTable, surface: pygame.Surface) -> dict[str, tuple[int, int, int]]:
    """Each city's disc, beside its symbol, as drawn."""
    panel = table.board_panel
    out = {}
    for city in table.board.city_ids:
        x, y = panel.node(city)
        r = panel.city_radius * 0.85
        out[city] = _sample(surface, (x + r * math.cos(0.8), y + r * math.sin(0.8)))
    return out


def _card_fills(table: GreatTourTable, surface: pygame.Surface) -> dict[str, tuple[int, int, int]]:
    """Each city card in the viewer's hand, on its body beside the emblem."""
    out = {}
    for card, rect in table.hand_panel.slots.items():
        if card in table.board.city_ids and table.tour_view["hand"].get(card):
            out[card] = _sample(surface, (rect.x + rect.width * 0.14, rect.y + rect.height * 0.66))
    return out


@pytest.mark.parametrize("vision", [v for v in Vision if v is not Vision.NORMAL])
def test_colour_blind_mode_keeps_cities_and_players_apart_on_the_rendered_table(
    cb_app: App, vision: Vision
) -> None:
    table = start(cb_app)
    cb_app.draw()
    # City (card) colours, from the board's discs and the hand's cards: apart, or each with
    # its own symbol (every city has one; drawn larger in this mode). Each sampled pixel as
    # seen with ``vision``: the simulation maps pixel by pixel, so this is the colour
    # ``simulate_surface`` gives there, without simulating the other million pixels.
    cities = {
        city: cb.simulate(rgb, vision) for city, rgb in _city_fills(table, cb_app.screen).items()
    }
    cards = {
        card: cb.simulate(rgb, vision) for card, rgb in _card_fills(table, cb_app.screen).items()
    }
    assert len(cities) == 5 and len(cards) >= 3
    shapes = table.palette.shapes
    assert len(set(shapes.values())) == len(shapes)
    for fills in (cities, cards):
        for a, b in combinations(fills, 2):
            distance = cb.ciede2000(cb.rgb_to_lab(fills[a]), cb.rgb_to_lab(fills[b]))
            assert distance >= THRESHOLD or shapes[a] != shapes[b], (a, b, distance)
    assert (
        min(
            cb.ciede2000(cb.rgb_to_lab(cities[a]), cb.rgb_to_lab(cities[b]))
            for a, b in combinations(cities, 2)
        )
        >= THRESHOLD - 0.5
    )
    # Player colours, from the ends of real coaches, zoomed in to 3× so each stands apart
    # from its neighbours; each coach carries its seat's badge.
    panel = table.board_panel
    players = table.tour_view["players"]
    fills = {}
    for seat in range(len(players)):
        if not players[seat]["coaches"]:
            continue
        seg = players[seat]["coaches"][0]
        (mx, my), _angle, _total = panel.segment_frame(seg)
        middle = panel.to_map((round(mx), round(my)))
        panel.viewport.set_zoom(3.0)
        panel.viewport.center_on(middle)
        run_frames(cb_app, 1)
        cb_app.draw()
        spot = next(
            (
                s
                for s in panel.coach_spots(players, marked=True)
                if s[0] == seat and panel.rect.collidepoint(s[1])
            ),
            None,
        )
        assert spot is not None, seat
        _seat, (x, y), angle, length, width = spot
        end = (x + math.cos(angle) * length * 0.4, y + math.sin(angle) * length * 0.4)
        fills[seat] = cb.simulate(_sample(cb_app.screen, end), vision)
        badge = cb.simulate((248, 247, 242), vision)  # the badge's light disc
        reach = max(cb.symbol_size(width), round(width * 1.15)) // 2
        assert any(
            cb.delta_e(cb.simulate(_sample(cb_app.screen, (x + dx, y + dy)), vision), badge) < 3
            for dx in range(-reach, reach + 1)
            for dy in range(-reach, reach + 1)
        ), f"seat {seat}: no badge on its coach"
        panel.viewport.set_zoom(1.0)
    assert len(fills) >= 5
    marks = {seat: cb.player_shape(COLORS[seat]) for seat in fills}
    assert len(set(marks.values())) == len(marks)
    for a, b in combinations(fills, 2):
        distance = cb.ciede2000(cb.rgb_to_lab(fills[a]), cb.rgb_to_lab(fills[b]))
        assert distance >= THRESHOLD or marks[a] != marks[b], (a, b, distance)
    # The seat panels show the same shapes.
    for seat in range(len(table.tour_view["players"])):
        row = table.rect_of(SeatTarget(seat))
        assert row is not None


def test_colour_blind_mode_changes_the_palette_and_the_symbols_at_once(app: App) -> None:
    table = start(app)
    normal = dict(table.palette.colors)
    _key, before, _ = table.board_panel.static_layer()
    app.settings = replace(app.settings, colorblind=True)
    run_frames(app, 1)
    assert table.palette.colorblind
    assert table.palette.colors != normal
    assert table.seat_color(0) == cb.player_color(COLORS[0])
    _key, after, _ = table.board_panel.static_layer()
    assert after is not before
    # Symbols on cities are at least half the city's height in this mode.
    assert map_picture.CB_SYMBOL_SHARE * 2 >= 1.0 + 0.2
    for seat in range(6):
        assert table.seat_mark(seat) == COLORS[seat]


def test_the_city_colours_in_colour_blind_mode_are_the_palettes_own(app: App) -> None:
    table = start(app, plies=0, players=3)
    names = table.palette.color_names
    assert len(set(names.values())) == len(names)  # no two cities share a colour
    pair = cb.closest_pair({city: cb.card_color(name) for city, name in names.items()})
    assert pair[0] >= THRESHOLD, pair


# ------------------------------------------------------------------ text that fits
@pytest.fixture(params=[MIN_SIZE, (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request: pytest.FixtureRequest) -> Iterator[App]:
    with headless_app(request.param, autosave=False) as application:
        yield application


@pytest.mark.parametrize("colorblind", [False, True], ids=["normal", "colour-blind"])
def test_text_fits_mid_game(sized_app: App, colorblind: bool) -> None:
    sized_app.settings = replace(sized_app.settings, colorblind=colorblind)
    table = start(sized_app)
    open_ticket(sized_app, table)
    found = textfit.check_scene(sized_app, table)
    assert not found, textfit.describe(found)
    # The players' lines: every name whole, the computer players tagged.
    with textfit.recording() as drawn:
        table.draw(pygame.Surface(sized_app.size))
    names = [d for d in drawn if d.value in LONG_NAMES]
    assert {d.value for d in names} >= set(LONG_NAMES)
    assert not any(d.cut for d in names)


def test_text_fits_at_game_over(sized_app: App) -> None:
    seats = [Seat(LONG_NAMES[i], COLORS[i], "greedy") for i in range(6)]
    match = Match.new("great_tour", GameConfig(6), seats, 4)
    play_on(match)
    table = GreatTourTable(sized_app, match, viewer=0)
    sized_app.push(table)
    run_until(sized_app, lambda: isinstance(sized_app.top, GreatTourGameOver), seconds=10)
    scene = sized_app.top
    assert isinstance(scene, GreatTourGameOver)
    found = textfit.check_scene(sized_app, scene)
    assert not found, textfit.describe(found)
    with textfit.recording() as drawn:
        scene.draw(pygame.Surface(sized_app.size))
    shown = " ".join(d.value for d in drawn)
    # Bonus cards are written out, never "FT …" or "MOST".
    assert not re.search(r"\bFT [A-Z]{3}\b|\bMOST\b", shown), shown
    assert "frequent traveller of" in shown or "most city tokens" in shown


def test_the_game_over_details_have_their_own_title(app: App) -> None:
    assert GreatTourGameOver.details_title == "Tickets and bonuses"


# ------------------------------------------------------------------ a quiet machine
def test_the_rings_breathe_a_moment_then_the_table_lets_the_app_sleep(app: App) -> None:
    table = start(app)
    open_ticket(app, table)
    assert table.breathing and table.wake_in() == 0.0
    frames = math.ceil(BREATHE_FOR / FRAME) + 2
    run_frames(app, frames)
    assert not table.breathing
    assert table.wake_in() is None or table.wake_in() > 0
    # A still table draws the same picture frame after frame.
    app.draw()
    first = app.screen.copy()
    run_frames(app, 3)
    app.draw()
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    # The pointer moves: the rings breathe again for a moment.
    post_move((5, 5))
    run_frames(app, 1)
    assert table.breathing and table.wake_in() == 0.0


def test_an_animation_or_a_glide_keeps_frames_coming(app: App) -> None:
    app.settings = replace(app.settings, animation_speed="normal")
    table = start(app)
    run_frames(app, math.ceil(BREATHE_FOR / FRAME) + 2)
    assert table.wake_in() != 0.0
    table.board_panel.viewport.zoom_by(2.0)
    assert table.wake_in() == 0.0
    glide_done(app, table)
    assert table.wake_in() != 0.0
    table.animations.add(anim.Animation(0.5, lambda surface, t: None))
    assert table.wake_in() == 0.0


# ------------------------------------------------------------------ bounded caches
def test_every_cache_of_the_table_is_bounded(app: App) -> None:
    folder = Path(package.__file__).parent
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Name | ast.Attribute):
                name = node.id if isinstance(node, ast.Name) else node.attr
                assert name not in ("lru_cache", "cache"), f"{path.name}: functools cache"
    from tabletop.ui.tables.great_tour import art, players

    for module in (art, board_module, players):
        for name, value in vars(module).items():
            if name.startswith("_") and not name.startswith("__") and isinstance(value, dict):
                raise AssertionError(f"{module.__name__}.{name}: a dict cache")
            if isinstance(value, SurfaceCache):
                assert value.limit <= 400, name
    table = start(app)
    panel = table.board_panel
    for size in ((1280, 800), (1000, 700), (1600, 900), (960, 600)):
        app.resize(size)
        for zoom in (1.0, 1.4, 2.0, 2.6, 3.0):
            panel.viewport.set_zoom(zoom)
            run_frames(app, 1)
    assert len(panel._statics) <= board_module.STATIC_LIMIT
    assert panel._statics.bytes <= board_module.STATIC_MAX_BYTES


def test_a_pan_moves_the_coaches_layer_without_painting_it_again(app: App) -> None:
    table = start(app)
    panel = table.board_panel
    panel.viewport.set_zoom(2.0)
    run_frames(app, 1)
    app.draw()
    placed = panel._overlay_at
    assert placed is not None and placed[2][0] > panel.rect.width  # a margin to pan into
    panel.viewport.pan_by(20, -15)
    app.draw()
    assert panel._overlay_at is placed
    moved = app.screen.subsurface(panel.rect).copy()
    # The moved layer is the picture a fresh paint at this place gives, pixel for pixel.
    panel._overlay_at = None
    panel._overlay.invalidate()
    app.draw()
    fresh = app.screen.subsurface(panel.rect).copy()
    assert pygame.image.tobytes(moved, "RGB") == pygame.image.tobytes(fresh, "RGB")
    placed = panel._overlay_at
    panel.viewport.pan_by(panel.rect.width, 0)  # past the margin: painted again
    app.draw()
    assert panel._overlay_at is not placed


def test_the_bonus_badges_are_written_out_in_the_players_hover_text(app: App) -> None:
    table = start(app, plies=None)
    view = table.match.view(0)
    holders = {seat for seat in view["bonuses"].values() if seat is not None}
    assert holders
    for seat in holders:
        card = table.controller.describe(SeatTarget(seat), table.tour_view)
        assert card is not None
        words = "\n".join(card.texts)
        assert "Bonus cards:" in words
        assert "frequent traveller of" in words or "cities" in words or "tokens" in words


def test_many_bonus_cards_are_said_in_short_where_their_names_do_not_fit(app: App) -> None:
    table = start(app, plies=None)
    describer = table.controller.describer
    held = [R.frequent_traveller("PAR"), R.frequent_traveller("VIE"), R.FIRST_ALL_FIVE]
    held.append(R.MOST_TOKENS)
    short = describer.bonuses_short(held)
    assert short == "frequent traveller: Paris, Wien · all cities first · most tokens"
    # At the game over's narrowest row the four names do not fit in two lines; the short
    # words do (the table's test at game over checks the drawn row for cuts).
    words = ", ".join(describer.bonus(bonus) for bonus in held)
    box = pygame.Rect(0, 0, theme.px(185), theme.px(L.RESULTS_ROW_H))
    assert not theme.block_fits(words, "small", box)
    assert theme.block_fits(short, "small", box)

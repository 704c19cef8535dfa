"""Zoom and pan on the TTR board (issue 11): the wheel zooms around the pointer from the whole
board up to 3×, a drag pans and never clicks, Home/0 and the button return to the whole board,
hit-testing, highlights and animations stay exact at every zoom, the zoom outlives the menu,
the rules and passing the device, and the app sleeps only when nothing of the table moves."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.controller.ttr import CityTarget, RouteTarget
from tabletop.games.ttr import events as ev
from tabletop.ui.app import App
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr import effects
from tabletop.ui.tables.ttr.layout import Board
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.table import TtrTable
from tests.support.pilot import click, drag, hover, press, run_frames, run_until, wheel

from .hands import cards, table_with_hand
from .mouse import route_point

ZOOMS = (1.0, 2.0, 3.0)


def _table(app: App, **kwargs: object) -> TtrTable:
    table = table_with_hand(app, cards(red=3, blue=3, locomotive=2), **kwargs)  # type: ignore[arg-type]
    app.settings = Settings(animation_speed="off", ai_delay=60.0, confirm_claims=True)
    return table


def _zoom_on(app: App, table: TtrTable, zoom: float, city: str) -> None:
    """Zoom to ``zoom`` with ``city`` at the board's centre (at once)."""
    c = table.game.board.cities[city]
    table.viewport.set_zoom(zoom)
    table.viewport.center_on((c.x, c.y))
    run_frames(app, 2)


def _glide(app: App, table: TtrTable) -> None:
    run_until(app, lambda: not table.viewport.gliding, 5.0)
    run_frames(app, 1)  # the last step snaps onto the wanted zoom


def test_the_wheel_zooms_around_the_pointer_up_to_three_times(app: App) -> None:
    table = _table(app)
    app.settings = Settings(animation_speed="normal", ai_delay=60.0)
    bv = table.board_panel
    city = table.game.board.cities["wien"]
    pos = bv.to_screen_i((city.x, city.y))
    for _ in range(3):
        wheel(app, pos, 1)
    assert table.viewport.gliding and table.wake_in() == 0.0  # smooth: frames keep coming
    seen = []
    while table.viewport.gliding:
        run_frames(app, 1)
        seen.append(table.viewport.zoom)
        assert len(seen) < 300, "the glide never ends"
    assert seen == sorted(seen) and len(seen) > 3  # in steps, not at once
    run_frames(app, 1)  # the last step snaps onto the wanted zoom
    assert table.viewport.zoom == pytest.approx(1.2**3, rel=1e-6)
    # Wien stayed under the pointer all the way.
    assert math.dist(bv.to_screen((city.x, city.y)), pos) < 1.0
    for _ in range(10):
        wheel(app, pos, 1)
    _glide(app, table)
    assert table.viewport.zoom == pytest.approx(Board.MAX_ZOOM) and Board.MAX_ZOOM >= 3.0
    for _ in range(20):
        wheel(app, pos, -1)
    _glide(app, table)
    assert table.viewport.zoom == pytest.approx(1.0)  # never smaller than the whole board


@pytest.mark.parametrize("zoom", ZOOMS)
def test_hit_testing_is_exact_at_every_zoom(app: App, zoom: float) -> None:
    table = _table(app)
    _zoom_on(app, table, zoom, "wien")
    bv = table.board_panel
    board = table.game.board
    shown = 0
    for cid, city in board.cities.items():
        pos = bv.to_screen_i((city.x, city.y))
        if not bv.rect.inflate(-40, -40).collidepoint(pos):
            continue  # off the panel at this zoom
        if any(w.visible and w.rect.collidepoint(pos) for w in table.widgets):
            assert table.target_at(pos) is None  # under a button on the board: the button's
            continue
        assert table.target_at(pos) == CityTarget(cid)
        shown += 1
    assert shown >= (3 if zoom > 1 else 40)
    for rid, cars in bv.geo.cars.items():
        for car in cars:
            (cx, cy), (dx, dy), hl = car
            # A third of the way from the car's middle to its end: on this track, off its
            # symbol, away from the cities.
            pos = bv.to_screen_i((cx + dx * hl * 0.3, cy + dy * hl * 0.3))
            if not bv.rect.inflate(-40, -40).collidepoint(pos):
                continue
            found = table.target_at(pos)
            if found == RouteTarget(rid):
                rect = table.rect_of(found)
                assert rect is not None and rect.collidepoint(pos)
                shown += 1
            else:  # only a double track's twin (or a city dot) may be nearer
                assert isinstance(found, RouteTarget | CityTarget), (rid, found)
    assert shown > 10


@pytest.mark.parametrize("zoom", ZOOMS)
def test_hover_and_its_highlight_follow_the_zoom(app: App, zoom: float) -> None:
    table = _table(app)
    _zoom_on(app, table, zoom, "wien")
    route = "munchen-wien"
    pos = route_point(table, route)
    hover(app, pos, frames=2)
    assert table.hover == RouteTarget(route)
    # The white glow is drawn round the cars where they are on screen now.
    bv = table.board_panel
    surface = app.screen.copy()
    car = bv.geo.cars[route][0]
    grow = 2.5 / bv.scale + 1.0
    edge = bv.geo.quad(car, grow=grow)
    mid = ((edge[0][0] + edge[1][0]) / 2, (edge[0][1] + edge[1][1]) / 2)
    x, y = bv.to_screen_i(mid)
    near = [surface.get_at((x + dx, y + dy))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    assert (255, 255, 255) in near, near


@pytest.mark.parametrize("zoom", ZOOMS)
def test_a_click_claims_at_every_zoom(app: App, zoom: float) -> None:
    table = _table(app)
    _zoom_on(app, table, zoom, "wien")
    route = next(r for r in table.claimable if bv_visible(table, r))
    click(app, route_point(table, route))
    top = app.top
    assert isinstance(top, ActionChooser) and top.target == RouteTarget(route)


def bv_visible(table: TtrTable, route: str) -> bool:
    bv = table.board_panel
    return all(bv.rect.inflate(-30, -30).collidepoint(p) for p in bv.route_points(route))


def test_a_drag_pans_and_never_clicks(app: App) -> None:
    table = _table(app)
    _zoom_on(app, table, 2.0, "wien")
    route = next(r for r in table.claimable if bv_visible(table, r))
    start = route_point(table, route)
    before = table.viewport.center
    drag(app, start, (start[0] + 120, start[1] + 60))
    run_frames(app, 2)
    assert app.top is table, "a drag opened a dialog"
    assert table.viewport.center != before
    moved = (before[0] - table.viewport.center[0], before[1] - table.viewport.center[1])
    scale = table.viewport.scale
    assert moved == pytest.approx((120 / scale, 60 / scale), abs=2 / scale)
    # A press that moves less than the drag threshold is still a click.
    start = route_point(table, route)
    drag(app, start, (start[0] + 2, start[1] + 1))
    run_frames(app, 2)
    assert isinstance(app.top, ActionChooser)


def test_home_zero_and_the_button_return_to_the_whole_board(app: App) -> None:
    table = _table(app)
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    vp = table.viewport
    for key in (pygame.K_HOME, pygame.K_0):
        _zoom_on(app, table, 2.5, "berlin")
        assert vp.home_button.visible or (run_frames(app, 1) or vp.home_button.visible)
        press(app, key)
        _glide(app, table)
        assert vp.zoom == pytest.approx(1.0) and not vp.zoomed
    _zoom_on(app, table, 3.0, "berlin")
    run_frames(app, 1)
    assert vp.home_button.visible
    click(app, vp.home_button.rect.center)
    _glide(app, table)
    assert vp.zoom == pytest.approx(1.0)
    run_frames(app, 1)
    assert not vp.home_button.visible


def test_the_zoom_outlives_the_menu_the_rules_and_passing_the_device(app: App) -> None:
    table = _table(app, players=2)
    _zoom_on(app, table, 2.4, "paris")
    kept = (table.viewport.zoom, table.viewport.center)
    press(app, pygame.K_ESCAPE)  # the menu
    assert app.top is not table
    press(app, pygame.K_ESCAPE)
    run_until(app, lambda: app.top is table, 5.0)
    press(app, pygame.K_F1)  # the rules
    assert app.top is not table
    press(app, pygame.K_ESCAPE)
    run_until(app, lambda: app.top is table, 5.0)
    app.push(PassDeviceScene(app, table, 1))
    run_frames(app, 2)
    app.pop()
    run_frames(app, 2)
    assert app.top is table
    assert table.viewport.zoom == pytest.approx(kept[0])
    assert table.viewport.center == pytest.approx(kept[1])
    # A new window size keeps it too.
    app.resize((1920, 1080))
    run_frames(app, 2)
    assert table.viewport.zoom == pytest.approx(kept[0])


@pytest.mark.parametrize("zoom", (1.0, 3.0))
def test_the_trains_land_where_the_track_is_drawn(app: App, zoom: float) -> None:
    table = _table(app)
    _zoom_on(app, table, zoom, "wien")
    bv = table.board_panel
    route = "munchen-wien"
    landing = effects.trains_appear(table, route, 0)
    before = app.screen.copy()
    after = before.copy()
    landing.paint(after, 1.0)
    changed = pygame.mask.from_threshold(after, (0, 0, 0), (1, 1, 1, 255))
    diff = before.copy()
    diff.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    changed = pygame.mask.from_threshold(diff, (0, 0, 0), (4, 4, 4, 255))
    changed.invert()
    bounds = changed.get_bounding_rects()
    assert bounds, "the animation drew nothing"
    drawn = bounds[0].unionall(bounds[1:])
    # Within the track's cars (its glow and the trains' shadows a few pixels round them).
    assert bv.route_bounds(route).inflate(16 * zoom + 12, 16 * zoom + 12).contains(drawn)


def test_wake_in_is_zero_while_anything_moves_and_none_when_still(app: App) -> None:
    table = _table(app)
    app.settings = Settings(animation_speed="normal", ai_delay=60.0)
    run_until(app, lambda: not table.animations.busy and not table.viewport.gliding, 5.0)
    assert table.wake_in() is None  # nothing moves: only input wakes it
    table.viewport.zoom_by(2.0)
    assert table.wake_in() == 0.0  # the zoom glides
    _glide(app, table)
    assert table.wake_in() is None
    # A tunnel's reveal plays for a while: frames keep coming until it is over.
    reveal = effects.tunnel_reveal(
        table,
        ev.TunnelCardsRevealed(seat=0, route="munchen-wien", cards=("red", "blue", "red"), extra=2),
    )
    table.animations.add(reveal)
    assert table.wake_in() == 0.0
    assert app.wake_in() == 0.0
    run_until(app, lambda: not table.animations.busy, 5.0)
    run_frames(app, 1)
    assert table.wake_in() is None


def test_an_animation_follows_a_zoom_that_happens_while_it_plays(app: App) -> None:
    table = _table(app)
    drop = effects.station_drop(table, "wien", 0)  # made at the whole board
    _zoom_on(app, table, 2.5, "budapest")  # then the board zooms
    bv = table.board_panel
    before = app.screen.copy()
    after = before.copy()
    drop.paint(after, 1.0)
    diff = before.copy()
    diff.blit(after, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    changed = pygame.mask.from_threshold(diff, (0, 0, 0), (4, 4, 4, 255))
    changed.invert()
    bounds = changed.get_bounding_rects()
    assert bounds, "the animation drew nothing"
    drawn = bounds[0].unionall(bounds[1:])
    assert drawn.collidepoint(bv.screen_cities["wien"])  # where Wien is now
    assert bv.city_bounds("wien").inflate(40, 40).contains(drawn)

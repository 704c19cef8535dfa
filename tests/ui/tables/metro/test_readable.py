"""Issue 11 on the Metro table: zoom and pan (exact clicks, hovers, highlights and animations at
every zoom), colour-blind mode checked on rendered pixels under simulated colour blindness,
text that fits at 960×600 and 1920×1080 with the longest names, a quiet machine, bounded
caches."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pygame
import pytest

from tabletop.controller.metro import CellTarget, StationTarget
from tabletop.core import GameConfig, Seat
from tabletop.core.i18n import set_language
from tabletop.games.metro import PlaceTile
from tabletop.play import Match
from tabletop.ui import colorblind, seats, textfit, theme
from tabletop.ui.app import App
from tabletop.ui.colorblind import Vision
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.scenes.rules import RulesScene
from tabletop.ui.settings import Settings
from tabletop.ui.tables.metro import MetroTable
from tabletop.ui.tables.metro.art import SCALED_BYTES, SCALED_LIMIT
from tabletop.ui.tables.metro.board import MAX_ZOOM, PLATE_MARK_SHARE
from tabletop.ui.tables.metro.layout import SEAT_BADGE
from tabletop.ui.viewport import WHEEL_STEP
from tests.support.pilot import click, drag, hover, press, run_frames, run_until, wheel

from .conftest import start

#: The longest a player may type (20 characters), with Polish letters (tests/ui/test_textfit).
LONG_NAMES = [
    "Władysław Wiśniewski",
    "Małgorzata Żółtowska",
    "Maximilian Wojciech",
    "Bartłomiej Szczęsny",
    "Konstanty Mężyński",
    "Wszechwład Grzmiący",
]
#: Two colours a player must tell apart are at least this far apart (CIEDE2000) under each
#: simulated colour blindness: about three times a "just noticeable" difference, so the two
#: read as different colours, not shades of one, at a glance and on a dim screen.
MIN_DELTA_E = 15.0
VISIONS = (Vision.DEUTERANOPIA, Vision.PROTANOPIA, Vision.TRITANOPIA)


def _smooth(app: App) -> None:
    """Animations on (so the zoom glides); the AI answers at once."""
    app.settings = Settings(animation_speed="normal", ai_delay=0.0)


def _settle(app: App, table: MetroTable) -> None:
    """Frames until the zoom has arrived where it glides to."""
    viewport = table.viewport
    run_until(app, lambda: viewport.zoom == viewport.target_zoom, seconds=10)


def _visible_legal(table: MetroTable) -> list[tuple[int, int]]:
    """The squares highlighted for the tile now whose whole square is in the board panel
    (and not under the "whole board" button)."""
    cells = table.controller.legal_cells(table.view, table.legal())
    panel = table.board_panel.rect
    button = table.viewport.home_button
    out = []
    for (row, col), now in sorted(cells.items()):
        rect = table.rect_of(CellTarget(row, col))
        if not now or rect is None or not panel.contains(rect):
            continue
        if button.visible and rect.colliderect(button.rect):
            continue
        out.append((row, col))
    return out


def _legal(table: MetroTable) -> list[tuple[int, int]]:
    cells = table.controller.legal_cells(table.view, table.legal())
    return sorted(cell for cell, now in cells.items() if now)


def _zoom_on(
    table: MetroTable, zoom: float, cell: tuple[int, int], *, centre: bool = False
) -> None:
    """Zoom at once to ``zoom`` with ``cell`` under the same window point (or, ``centre``,
    brought to the middle of the panel as far as the board's edges allow)."""
    rect = table.rect_of(CellTarget(*cell))
    assert rect is not None
    if centre:
        point = table.viewport.to_board(rect.center)
        table.viewport.set_zoom(zoom)
        table.viewport.center_on(point)
    else:
        table.viewport.set_zoom(zoom, rect.center)


def _accent_near(surface: pygame.Surface, point: tuple[int, int], reach: int = 2) -> bool:
    x0, y0 = point
    return any(
        tuple(surface.get_at((x, y)))[:3] == theme.ACCENT
        for x in range(x0 - reach, x0 + reach + 1)
        for y in range(y0 - reach, y0 + reach + 1)
    )


# ------------------------------------------------------------------ zoom and pan
def test_the_wheel_zooms_around_the_pointer_smoothly_from_fit_up_to_3x(app: App) -> None:
    _smooth(app)
    table = start(app, [None, "greedy"])
    geo = table.board_panel.geo
    assert geo is not None and table.viewport.zoom == 1.0
    pos = table.rect_of(CellTarget(1, 6)).center  # type: ignore[union-attr]
    under = geo.to_map(pos)
    wheel(app, pos, 1)
    # One frame later the zoom is on its way, not there: it glides, and frames keep coming.
    assert 1.0 < table.viewport.zoom < WHEEL_STEP and table.wake_in() == 0.0
    _settle(app, table)
    assert table.viewport.zoom == pytest.approx(WHEEL_STEP, rel=0.01)
    assert geo.to_map(pos) == pytest.approx(under, abs=0.5)  # the point stayed under it
    assert table.target_at(pos) == CellTarget(1, 6)
    for _ in range(12):
        wheel(app, pos, 1)
    _settle(app, table)
    assert table.viewport.zoom == pytest.approx(MAX_ZOOM) and MAX_ZOOM >= 3.0
    assert geo.cell == pytest.approx(3 * table.board_panel.rect.width * 128 / 1280, rel=0.01)
    for _ in range(20):
        wheel(app, pos, -1)
    _settle(app, table)
    assert table.viewport.zoom == 1.0 and not table.viewport.zoomed


def test_a_drag_pans_and_never_counts_as_a_click(app: App) -> None:
    _smooth(app)
    table = start(app, [None, "greedy"])
    _zoom_on(table, 2.0, _legal(table)[0])
    run_frames(app, 1)
    cell = _visible_legal(table)[0]
    begin = table.rect_of(CellTarget(*cell)).center  # type: ignore[union-attr]
    geo = table.board_panel.geo
    assert geo is not None
    held = geo.to_map(begin)
    end = (begin[0] + 60, begin[1] + 40)
    drag(app, begin, end)
    # The board moved with the pointer: the point pressed is under the release.
    assert geo.to_map(end) == pytest.approx(held, abs=1.0)
    assert table.match.ply == 0 and not table.viewport.dragging  # nothing was placed
    # The next click is a click again.
    cell = _visible_legal(table)[0]
    tile = table.controller.tile(table.view)
    click(app, table.rect_of(CellTarget(*cell)).center)  # type: ignore[union-attr]
    assert table.match.log[-1] == (0, PlaceTile(tile, *cell, 0))


def test_home_zero_and_the_button_return_to_the_whole_board(app: App) -> None:
    _smooth(app)
    table = start(app, [None, "greedy"])
    assert not table.viewport.home_button.visible
    centre = table.board_panel.rect.center
    for back in ("home", "zero", "button"):
        wheel(app, centre, 4)
        _settle(app, table)
        assert table.viewport.zoomed and table.viewport.home_button.visible
        if back == "home":
            press(app, pygame.K_HOME)
        elif back == "zero":
            press(app, pygame.K_0)
        else:
            click(app, table.viewport.home_button.rect.center)
        _settle(app, table)
        assert table.viewport.zoom == pytest.approx(1.0) and not table.viewport.zoomed, back
        assert table.match.ply == 0  # the button's click placed nothing under it
    assert not table.viewport.home_button.visible


@pytest.mark.parametrize("zoom", [1.0, 2.0, 3.0])
def test_clicks_hovers_and_highlights_are_exact_at_every_zoom(app: App, zoom: float) -> None:
    table = start(app, [None, "greedy"], seed=7)
    for turn in range(3):
        run_until(app, lambda: table.can_act)
        # Zoom on a legal square, brought to the middle (the plates round it stay in view).
        _zoom_on(table, zoom, _legal(table)[turn], centre=True)
        hover(app, (2, 2))  # the pointer off the board: no ghost, no tooltip over the squares
        legal = _visible_legal(table)
        assert legal, f"no legal square in view at {zoom}×"
        # Highlights: each legal square's corner brackets are drawn where the square is.
        shown = app.screen
        for row, col in legal:
            rect = table.rect_of(CellTarget(row, col))
            assert rect is not None
            corner = rect.inflate(-4, -4)
            assert _accent_near(shown, (corner.left + 3, corner.top)), (zoom, row, col)
            assert _accent_near(shown, (corner.right - 4, corner.bottom - 1)), (zoom, row, col)
        # Hover: the ghost is on the square under the pointer, and the tooltip says so.
        row, col = legal[-1]
        rect = table.rect_of(CellTarget(row, col))
        assert rect is not None
        for point in (
            rect.center,
            (rect.left + 3, rect.top + 3),
            (rect.right - 4, rect.bottom - 4),
        ):
            hover(app, point)
            preview = table.board_panel.preview
            assert preview is not None and (preview.row, preview.col) == (row, col)
            assert preview.legal and table.tooltip_lines[0] == "✓ Click to place here"
        # A plate in view is found under the pointer too.
        panel = table.board_panel.rect
        for station in table.board.stations:
            plate = table.rect_of(StationTarget(station.number))
            button = table.viewport.home_button.rect
            if plate is not None and panel.contains(plate) and not plate.colliderect(button):
                hover(app, plate.center)
                assert table.hover == StationTarget(station.number)
                assert table.tooltip_lines[0].startswith(f"Station {station.number} ·")
                break
        else:
            raise AssertionError(f"no station plate in view at {zoom}× (turn {turn})")
        # The click places on that square.
        tile = table.controller.tile(table.view)
        click(app, rect.center)
        assert table.match.log[-1] == (0, PlaceTile(tile, row, col, 0))
        assert table.viewport.zoom == pytest.approx(zoom)  # kept through the move


def test_nothing_outside_the_board_panel_is_a_target_when_zoomed(app: App) -> None:
    table = start(app, [None, "greedy"])
    table.viewport.set_zoom(3.0, table.board_panel.rect.center)
    run_frames(app, 1)
    panel = table.board_panel.rect
    # Squares beyond the panel's edge exist on the board but are neither hit nor clicked.
    beyond = (panel.right + 3, panel.centery)
    assert table.board_panel.target_at(beyond) is None
    click(app, beyond)
    assert table.match.ply == 0


def test_the_zoom_is_kept_through_menu_rules_pass_the_device_and_resize() -> None:
    app = App((1280, 800), settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False)
    try:
        table = start(app, [None, None], options={"rigged": {"tiles": ["T01", "T02", "T03"]}})
        click(app, app.top.ready_button.rect.center)  # type: ignore[union-attr]
        _zoom_on(table, 2.4, _legal(table)[0])
        kept = (table.viewport.zoom, table.viewport.center)
        press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, GameMenu)
        press(app, pygame.K_ESCAPE)
        assert app.top is table and (table.viewport.zoom, table.viewport.center) == kept
        press(app, pygame.K_F1)
        assert isinstance(app.top, RulesScene)
        press(app, pygame.K_ESCAPE)
        assert app.top is table and (table.viewport.zoom, table.viewport.center) == kept
        cell = _visible_legal(table)[0]
        click(app, table.rect_of(CellTarget(*cell)).center)  # type: ignore[union-attr]
        assert isinstance(app.top, PassDeviceScene)
        click(app, app.top.ready_button.rect.center)
        assert app.top is table and table.viewer == 1
        assert (table.viewport.zoom, table.viewport.center) == kept
        table.layout((1920, 1080))  # a new window size: the same zoom, the same board point
        assert table.viewport.zoom == kept[0]
        assert table.viewport.center == pytest.approx(kept[1], abs=1.0)
    finally:
        app.close()


def test_animations_follow_the_zoom_and_stay_in_the_board_panel(app: App) -> None:
    _smooth(app)
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01", "T02"]}})
    click(app, table.rect_of(CellTarget(0, 7)).center)  # type: ignore[union-attr]
    traces = list(table.animations.queue)
    assert len(traces) == 2  # the two lines T17 closed
    run_until(app, lambda: table.match.to_act() == 0)
    seat, placed = table.match.log[-1]
    assert seat == 1 and isinstance(placed, PlaceTile)
    drops = [a for a in table.animations.queue if a.group == ("placed", table.match.ply)]
    assert len(drops) == 2  # the tile and its ring
    panel = table.board_panel.rect
    for zoom in (1.0, 2.0, 3.0):
        _zoom_on(table, zoom, (placed.row, placed.col))
        square = table.rect_of(CellTarget(placed.row, placed.col))
        assert square is not None
        canvas = pygame.Surface(app.size, pygame.SRCALPHA)
        drops[0].paint(canvas, 1.0)  # landed: exactly on its square as the board shows it now
        painted = canvas.get_bounding_rect()
        expected = square.clip(panel)
        assert abs(painted.x - expected.x) <= 1 and abs(painted.y - expected.y) <= 1, zoom
        assert abs(painted.w - expected.w) <= 2 and abs(painted.h - expected.h) <= 2, zoom
        for animation in (*traces, *drops):
            canvas = pygame.Surface(app.size, pygame.SRCALPHA)
            animation.paint(canvas, 0.8)
            drawn = canvas.get_bounding_rect()
            assert drawn.width == 0 or panel.contains(drawn), (zoom, drawn, panel)
    # A trace at the end runs along the line as the board draws it now (zoomed in on that
    # line: where the greedy seat placed its tile depends on its rng, not on this line).
    line = table.view["lines"]["1"]
    row, col = line["path"][0]
    _zoom_on(table, 3.0, (row, col), centre=True)
    geo = table.board_panel.geo
    assert geo is not None
    points = geo.line_points(1, line)
    canvas = pygame.Surface(app.size, pygame.SRCALPHA)
    traces[0].paint(canvas, 1.0)
    inside = [p for p in points if panel.collidepoint(p)]
    assert inside and all(canvas.get_at((round(x), round(y))).a > 0 for x, y in inside)


# ------------------------------------------------------------------ colour-blind mode
def _patch(surface: pygame.Surface, center: tuple[float, float], vision: Vision) -> tuple:
    """The middle pixel of a 3×3 patch of ``surface`` at ``center``, as ``vision`` sees it
    (colorblind.simulate_surface over the rendered pixels)."""
    x, y = round(center[0]), round(center[1])
    patch = surface.subsurface(pygame.Rect(x - 1, y - 1, 3, 3)).copy()
    seen = colorblind.simulate_surface(patch, vision)
    return tuple(seen.get_at((1, 1)))[:3]


def _badge_centres(table: MetroTable) -> list[tuple[int, int]]:
    """Where the seats panel draws each seat's mark (at the start of its row)."""
    return [(row.x + theme.px(seats.MARK_MIDDLE), row.centery) for row in table.seats_panel.rows()]


def _mask(surface: pygame.Surface, center: tuple[int, int], size: int, color: tuple) -> set:
    """The pixels of the badge round ``center`` that are ``color`` (the seat's shape)."""
    half = size // 2
    return {
        (dx, dy)
        for dx in range(-half, half + 1)
        for dy in range(-half, half + 1)
        if colorblind.delta_e(surface.get_at((center[0] + dx, center[1] + dy))[:3], color) < 3
    }


def test_colour_blind_mode_keeps_every_seat_apart_on_the_rendered_table() -> None:
    app = App((1280, 800), settings=Settings(animation_speed="off", colorblind=True))
    try:
        colours = theme.player_colors("metro")
        seats = [Seat(f"Seat {i + 1}", colours[i][1], "greedy") for i in range(6)]
        match = Match.new("metro", GameConfig(6), seats, 4)
        while match.ply < 40 and match.step_ai():
            pass
        table = MetroTable(app, match, viewer=0)
        app.push(table)
        table.update(0.0)
        app.draw()
        shot = app.screen.copy()
        geo = table.board_panel.geo
        assert geo is not None
        # Each seat's colour from two real places: the mark in its seat row, and the ring (or
        # fill) of a station plate it owns, just above the plate's middle.
        ring = geo.plate_radius * 1.0 + max(2, round(geo.plate_radius * 0.22)) * 0.1
        plate_of = {}
        for number, owner in sorted(table.view["owners"].items(), key=lambda kv: int(kv[0])):
            plate_of.setdefault(owner, int(number))
        badges = _badge_centres(table)
        for vision in VISIONS:
            samples: dict[int, list[tuple]] = {}
            for seat in range(6):
                x, y = geo.plate(plate_of[seat])
                samples[seat] = [
                    _patch(shot, badges[seat], vision),
                    _patch(shot, (x, y - ring), vision),
                ]
            for a, b in combinations(range(6), 2):
                for where in (0, 1):
                    distance = colorblind.ciede2000(
                        colorblind.rgb_to_lab(samples[a][where]),
                        colorblind.rgb_to_lab(samples[b][where]),
                    )
                    # Apart by colour, or (never needed with this palette) by shape: the masks
                    # below must then differ.
                    shapes = (
                        colorblind.player_shape(seats[a].color),
                        colorblind.player_shape(seats[b].color),
                    )
                    assert distance >= MIN_DELTA_E or shapes[0] != shapes[1], (
                        vision,
                        seats[a].color,
                        seats[b].color,
                        where,
                        round(distance, 1),
                    )
        # Every seat carries its own shape, drawn: the seats' badges differ pixel by pixel.
        size = theme.px(SEAT_BADGE)
        masks = [_mask(shot, badges[seat], size, table.seat_color(seat)) for seat in range(6)]
        assert all(len(mask) > size for mask in masks)
        for a, b in combinations(range(6), 2):
            assert len(masks[a] ^ masks[b]) > 0.15 * len(masks[a] | masks[b]), (a, b)
        # The badge on a plate is at least half the plate's height (painted in the layer).
        layer = table.board_panel.layer()
        painted = table.board_panel.layer_geo
        assert painted is not None
        r = painted.plate_radius
        x, y = painted.plate(plate_of[0])
        corner = (round(x - r * 0.8), round(y + r * 0.8))
        rim = [
            dx
            for dx in range(-round(r), round(r) + 1)
            if tuple(layer.get_at((corner[0] + dx, corner[1])))[:3] == (24, 24, 30)
        ]
        assert max(rim) - min(rim) + 1 >= PLATE_MARK_SHARE * 2 * r - 2 >= r
    finally:
        app.close()


def test_colour_blind_mode_changes_the_palette_and_marks_the_last_tile(app: App) -> None:
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01"]}})
    click(app, table.rect_of(CellTarget(0, 7)).center)  # type: ignore[union-attr]
    normal = table.seat_color(0)
    before = table.board_panel.layer()
    app.settings = Settings(animation_speed="off", ai_delay=0.0, colorblind=True)
    run_frames(app, 1)
    assert table.seat_color(0) == colorblind.player_color(table.match.seats[0].color) != normal
    assert table.board_panel.layer() is not before  # repainted in the new palette
    # The last tile's corner carries its seat's badge: the badge's light disc is there.
    last = table.view["last_tile"]
    assert last is not None
    rect = table.rect_of(CellTarget(last["row"], last["col"]))
    assert rect is not None
    app.draw()
    disc = [
        tuple(app.screen.get_at((rect.left + dx, rect.top + dy)))[:3]
        for dx in range(-6, 7)
        for dy in range(-6, 7)
    ]
    assert (248, 247, 242) in disc


# ------------------------------------------------------------------ text that fits
@pytest.fixture(params=["en", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def _long_match(agents: list[str | None], seed: int = 5) -> Match:
    colours = theme.player_colors("metro")
    seats = [Seat(LONG_NAMES[i], colours[i][1], agent) for i, agent in enumerate(agents)]
    return Match.new("metro", GameConfig(len(seats), {"hand_size": 3}), seats, seed)


def _assert_fits(app: App, scene: object, what: str) -> None:
    found = textfit.check_scene(app, scene)  # type: ignore[arg-type]
    assert not found, f"{what} at {app.size}:\n{textfit.describe(found)}"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
@pytest.mark.parametrize("colour_blind", [False, True], ids=["normal", "colourblind"])
def test_the_table_text_fits_with_the_longest_names(
    size: tuple[int, int], colour_blind: bool, language: str
) -> None:
    settings = Settings(animation_speed="off", ai_delay=0.0, colorblind=colour_blind)
    app = App(size, settings=settings, autosave=False)
    try:
        # Mid-game, an AI to act: the HUD says who is thinking.
        match = _long_match(["random"] * 6)
        for _ in range(13):
            match.step_ai()
        table = app.start_match(match)
        assert isinstance(table, MetroTable)
        _assert_fits(app, table, "an AI thinking")
        app.close()
        app = App(size, settings=settings, autosave=False)
        # The human to act (a few turns in), a station's tooltip shown, zoomed in.
        table = app.start_match(_long_match([None, *["random"] * 5]))
        assert isinstance(table, MetroTable)
        for _ in range(3):
            run_until(app, lambda: table.can_act)
            click(app, table.rect_of(CellTarget(*_legal(table)[0])).center)  # type: ignore[union-attr]
        run_until(app, lambda: table.can_act)
        hover(app, table.rect_of(StationTarget(8)).center)  # type: ignore[union-attr]
        _assert_fits(app, table, "the human to act")
        table.viewport.set_zoom(3.0, table.board_panel.rect.center)
        run_frames(app, 1)
        _assert_fits(app, table, "zoomed 3×")
    finally:
        app.close()


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)], ids=["960x600", "1920x1080"])
def test_the_game_over_text_fits_with_the_longest_names(
    size: tuple[int, int], language: str
) -> None:
    app = App(size, settings=Settings(animation_speed="off", ai_delay=0.0), autosave=False)
    try:
        match = _long_match(["random"] * 6, seed=8)
        while match.step_ai():
            pass
        table = app.start_match(match)
        run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=30)
        over = app.top
        # Each name whole in the lines section (the name column is as wide as it needs).
        with textfit.recording() as drawn:
            over.draw(pygame.Surface(app.size))  # type: ignore[union-attr]
        shown = {text.shown for text in drawn}
        assert set(LONG_NAMES) <= shown
        # ... and clear of the chips of their row.
        names = [
            text
            for text in drawn
            if text.value in LONG_NAMES and over.panel.contains(text.rect)  # type: ignore[union-attr]
        ]
        rows = 0
        for name in names:
            chips = [
                rect
                for rect, _line in over.chips  # type: ignore[union-attr]
                if name.rect.top < rect.bottom and rect.top < name.rect.bottom
            ]
            if chips:
                rows += 1
                assert name.rect.right + theme.px(4) <= min(c.left for c in chips), name.value
        assert rows == len(LONG_NAMES)
        _assert_fits(app, over, "the game-over screen")
        pointer = next(rect for rect, _line in over.chips).center  # type: ignore[union-attr]
        hover(app, pointer)
        _assert_fits(app, over, "a line chip's tooltip")
        _assert_fits(app, table, "the table at game over")
    finally:
        app.close()


# ------------------------------------------------------------------ a quiet machine
def test_wake_in_is_zero_while_something_moves_and_none_when_still(app: App) -> None:
    _smooth(app)
    table = start(app, [None, "greedy"], options={"rigged": {"tiles": ["T17", "T01", "T02"]}})
    run_frames(app, 2)
    assert table.wake_in() is None  # a still table: only input or the game changes it
    wheel(app, table.board_panel.rect.center, 2)
    assert table.viewport.gliding and table.wake_in() == 0.0
    _settle(app, table)
    assert table.wake_in() is None
    press(app, pygame.K_HOME)
    assert table.wake_in() == 0.0
    _settle(app, table)
    click(app, table.rect_of(CellTarget(0, 7)).center)  # type: ignore[union-attr]
    assert table.animations.busy and table.wake_in() == 0.0  # the scored lines trace
    run_until(app, lambda: not table.animations.busy, seconds=10)
    run_until(app, lambda: table.can_act and not table.animations.busy, seconds=10)
    assert table.wake_in() is None


# ------------------------------------------------------------------ bounded caches
def test_zooming_with_a_ghost_under_the_pointer_keeps_the_caches_bounded(app: App) -> None:
    table = start(app, [None, "greedy"], options={"hand_size": 3, "rotation": True})
    layer = table.board_panel.layer()
    cell = _visible_legal(table)[0]
    for step in range(120):
        zoom = 1.0 + (MAX_ZOOM - 1.0) * (step % 40) / 39
        _zoom_on(table, zoom, cell)
        hover(app, table.rect_of(CellTarget(*cell)).center)  # type: ignore[union-attr]
        if step % 10 == 0:
            press(app, pygame.K_r)  # other turns of the ghost too
    art = table.art
    assert len(art._scaled) <= SCALED_LIMIT and art._scaled.bytes <= SCALED_BYTES
    assert len(art._native) <= 5 * len(table.board.designs)
    # Zoom and pan scale the layer; they never repaint it.
    assert table.board_panel.layer() is layer

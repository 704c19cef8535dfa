"""Zoom and pan (tabletop/ui/viewport.py): the maths, then the events through the pilot on a
demo scene with the Europe board."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.ui.app import App
from tabletop.ui.viewport import WHEEL_STEP, BoardViewport
from tests.support.pilot import click, drag, hover, press, run_frames, run_until, wheel

from .viewport_demo import ViewportDemoScene

BOARD = (1701.0, 1097.0)
PANEL = pygame.Rect(16, 72, 900, 700)


def _viewport(zoom: float = 1.0, rect: pygame.Rect = PANEL) -> BoardViewport:
    viewport = BoardViewport(BOARD, max_zoom=4.0)
    viewport.set_rect(rect)
    viewport.set_zoom(zoom)
    return viewport


def _covers(viewport: BoardViewport) -> None:
    """The board never leaves the panel: on each axis it covers the panel where it is larger
    and is centred where it is smaller."""
    board = viewport.board_on_screen()
    panel = viewport.rect
    for lo, hi, size, p_lo, p_hi, p_size in (
        (board.left, board.right, board.width, panel.left, panel.right, panel.width),
        (board.top, board.bottom, board.height, panel.top, panel.bottom, panel.height),
    ):
        if size > p_size + 1:
            assert lo <= p_lo + 1 and hi >= p_hi - 1, (board, panel)
        else:
            assert abs((lo + hi) / 2 - (p_lo + p_hi) / 2) <= 1, (board, panel)


# ------------------------------------------------------------------ maths
zooms = st.floats(1.0, 4.0)
board_points = st.tuples(st.floats(0, BOARD[0]), st.floats(0, BOARD[1]))
screen_points = st.tuples(
    st.integers(PANEL.left, PANEL.right - 1), st.integers(PANEL.top, PANEL.bottom - 1)
)


@settings(max_examples=200, deadline=None)
@given(zoom=zooms, center=board_points, point=board_points)
def test_board_to_screen_and_back_is_the_identity(zoom, center, point) -> None:
    viewport = _viewport(zoom)
    viewport.center_on(center)
    back = viewport.to_board(viewport.to_screen(point))
    assert back == pytest.approx(point, abs=1e-6)


@settings(max_examples=200, deadline=None)
@given(zoom=zooms, pos=screen_points)
def test_screen_to_board_and_back_is_the_identity(zoom, pos) -> None:
    viewport = _viewport(zoom)
    assert viewport.to_screen(viewport.to_board(pos)) == pytest.approx(pos, abs=1e-6)


def test_zoom_one_fits_the_whole_board_in_the_panel_centred() -> None:
    viewport = _viewport(1.0)
    board = viewport.board_on_screen()
    assert viewport.fit_scale == pytest.approx(min(900 / BOARD[0], 700 / BOARD[1]))
    assert board.width == pytest.approx(900, abs=1)  # the board is wider than the panel
    assert abs(board.centery - PANEL.centery) <= 1 and abs(board.centerx - PANEL.centerx) <= 1
    assert viewport.visible_board() == pytest.approx((0, 0, *BOARD), abs=1e-6)


@settings(max_examples=200, deadline=None)
@given(start=zooms, factor=st.floats(0.3, 3.0), pos=screen_points)
def test_zoom_keeps_the_point_under_the_pointer_fixed(start, factor, pos) -> None:
    viewport = _viewport(start)
    viewport.center_on((BOARD[0] / 2, BOARD[1] / 2))
    under = viewport.to_board(pos)
    viewport.zoom_by(factor, pos, smooth=False)
    # Fixed unless the bounds had to move the board (then the board edge stays in the panel).
    board = viewport.board_on_screen()
    clamped = (
        board.left >= PANEL.left - 1
        or board.right <= PANEL.right + 1
        or board.top >= PANEL.top - 1
        or board.bottom <= PANEL.bottom + 1
    )
    if not clamped:
        assert viewport.screen_point(under) == pytest.approx(pos, abs=1)
    _covers(viewport)


def test_zoom_around_an_inner_point_keeps_it_exactly() -> None:
    viewport = _viewport(1.0)
    pos = (PANEL.centerx + 90, PANEL.centery - 60)
    under = viewport.to_board(pos)
    viewport.zoom_by(2.5, pos, smooth=False)
    assert viewport.zoom == pytest.approx(2.5)
    assert viewport.to_screen(under) == pytest.approx(pos, abs=1e-6)


def test_a_smooth_zoom_glides_and_keeps_the_point_under_the_pointer() -> None:
    viewport = _viewport(1.0)
    pos = (PANEL.centerx - 120, PANEL.centery + 40)
    under = viewport.to_board(pos)
    viewport.zoom_by(3.0, pos)
    assert viewport.gliding and viewport.wake_in() == 0.0
    seen = []
    for _ in range(120):
        viewport.update(1 / 60)
        seen.append(viewport.zoom)
        assert viewport.to_screen(under) == pytest.approx(pos, abs=1e-6)
    assert seen == sorted(seen) and 1.0 < seen[0] < 3.0  # in steps, never past the target
    assert viewport.zoom == pytest.approx(3.0) and not viewport.gliding
    assert viewport.wake_in() is None


@settings(max_examples=200, deadline=None)
@given(zoom=zooms, dx=st.floats(-5000, 5000), dy=st.floats(-5000, 5000))
def test_panning_never_takes_the_board_out_of_the_panel(zoom, dx, dy) -> None:
    viewport = _viewport(zoom)
    viewport.pan_by(dx, dy)
    _covers(viewport)


def test_zoom_is_bounded_from_fit_to_the_maximum() -> None:
    viewport = _viewport(1.0)
    viewport.zoom_by(0.5, smooth=False)
    assert viewport.zoom == 1.0
    viewport.zoom_by(100.0, smooth=False)
    assert viewport.zoom == 4.0


def test_a_new_panel_keeps_the_zoom_and_the_centre() -> None:
    viewport = _viewport(2.0)
    viewport.center_on((600.0, 500.0))
    viewport.set_rect(pygame.Rect(10, 60, 1300, 900))
    assert viewport.zoom == 2.0 and viewport.center == pytest.approx((600.0, 500.0))
    _covers(viewport)


def test_whole_board_returns_to_fit() -> None:
    viewport = _viewport(3.0)
    viewport.pan_by(300, -200)
    viewport.show_whole_board(smooth=False)
    assert viewport.zoom == 1.0 and not viewport.zoomed
    assert viewport.visible_board() == pytest.approx((0, 0, *BOARD), abs=1e-6)


def test_the_drawn_crop_matches_the_mapping() -> None:
    """A marked board pixel lands where ``to_screen`` says, at 3×."""
    pygame.display.init()
    image = pygame.Surface((int(BOARD[0]), int(BOARD[1])))
    image.fill((0, 0, 0))
    spot = (700, 400)
    pygame.draw.rect(image, (255, 0, 0), pygame.Rect(spot[0] - 2, spot[1] - 2, 5, 5))
    viewport = _viewport(3.0)
    viewport.center_on((720.0, 430.0))
    screen = pygame.Surface((1280, 800))
    viewport.draw_image(screen, image, smooth=False)
    x, y = viewport.screen_point((spot[0] + 0.5, spot[1] + 0.5))
    assert screen.get_at((x, y))[:3] == (255, 0, 0)
    assert screen.get_at((x + 30, y + 30))[:3] == (0, 0, 0)


# ------------------------------------------------------------------ events, through the pilot
@pytest.fixture
def demo(app: App) -> Iterator[ViewportDemoScene]:
    scene = ViewportDemoScene(app)
    app.push(scene)
    run_frames(app, 1)
    yield scene


def test_the_wheel_zooms_around_the_pointer_past_three_times(
    app: App, demo: ViewportDemoScene
) -> None:
    view = demo.viewport
    pos = (view.rect.centerx + 50, view.rect.centery + 30)
    under = view.to_board(pos)
    notches = math.ceil(math.log(3.0) / math.log(WHEEL_STEP))
    for _ in range(notches):
        wheel(app, pos, 1)
    run_until(app, lambda: not view.gliding, seconds=5.0)
    assert view.zoom >= 3.0
    # At fit the board fills the panel's width only (it is centred in the height, so the
    # height cannot hold the point until the board is taller than the panel).
    assert view.to_screen(under)[0] == pytest.approx(pos[0], abs=1.0)
    # Once the board covers the panel both ways, the point under the pointer stays exactly.
    under = view.to_board(pos)
    wheel(app, pos, -1)
    run_until(app, lambda: not view.gliding, seconds=5.0)
    assert view.zoom == pytest.approx(view.target_zoom) and view.zoom < 3.0
    assert view.to_screen(under) == pytest.approx(pos, abs=1.0)


def test_the_scene_keeps_frames_coming_while_the_zoom_glides(
    app: App, demo: ViewportDemoScene
) -> None:
    app.settings = app.settings.__class__(animation_speed="normal", ai_delay=0.0)
    wheel(app, demo.viewport.rect.center, 2)
    assert demo.wake_in() == 0.0 and app.wake_in() == 0.0
    run_until(app, lambda: not demo.viewport.gliding, seconds=5.0)


def test_a_drag_pans_and_is_not_a_click(app: App, demo: ViewportDemoScene) -> None:
    view = demo.viewport
    view.set_zoom(3.0)
    before = view.center
    start = view.rect.center
    drag(app, start, (start[0] - 200, start[1] - 100))
    k = view.scale
    assert view.center == pytest.approx((before[0] + 200 / k, before[1] + 100 / k))
    assert demo.clicks == 0 and demo.selected is None


def test_a_click_hits_the_marker_in_board_coordinates_at_any_zoom(
    app: App, demo: ViewportDemoScene
) -> None:
    view = demo.viewport
    marker = (800.0, 500.0)
    for zoom in (1.0, 2.0, 3.5):
        view.set_zoom(zoom)
        view.center_on((830.0, 520.0))
        demo.selected = None
        click(app, view.screen_point(marker))
        assert demo.selected == marker, zoom
        hover(app, view.screen_point((marker[0] + 50, marker[1] + 50)))
        assert demo.hovered is None


def test_home_zero_and_the_button_show_the_whole_board(app: App, demo: ViewportDemoScene) -> None:
    view = demo.viewport
    for back in (
        lambda: press(app, pygame.K_HOME),
        lambda: press(app, pygame.K_0),
        lambda: click(app, view.home_button),
    ):
        view.set_zoom(3.0, (view.rect.x + 100, view.rect.y + 100))
        run_frames(app, 1)
        assert view.home_button.visible
        back()
        run_until(app, lambda: not view.gliding, seconds=5.0)
        assert view.zoom == pytest.approx(1.0) and not view.zoomed
        run_frames(app, 1)
        assert not view.home_button.visible
    assert demo.clicks == 0  # the button's click did not reach the board


def test_a_pan_moves_the_scaled_picture_without_scaling_it_again() -> None:
    pygame.display.init()
    image = pygame.Surface((int(BOARD[0]), int(BOARD[1])))
    image.fill((0, 0, 0))
    spot = (900, 500)
    pygame.draw.rect(image, (0, 255, 0), pygame.Rect(spot[0] - 2, spot[1] - 2, 5, 5))
    viewport = _viewport(3.0)
    viewport.center_on((880.0, 490.0))
    screen = pygame.Surface((1280, 800))
    viewport.dragging = True  # as during a drag: plain scaling with a margin
    viewport.draw_image(screen, image)
    cache = viewport._image_cache
    assert cache is not None
    first = cache[4]
    for step in range(5):
        viewport.pan_by(-20, 12)
        screen.fill((0, 0, 0))
        viewport.draw_image(screen, image)
        assert viewport._image_cache is not None and viewport._image_cache[4] is first, step
        x, y = viewport.screen_point((spot[0] + 0.5, spot[1] + 0.5))
        assert screen.get_at((x, y))[:3] == (0, 255, 0)
        assert screen.get_at((PANEL.left - 1, PANEL.top + 5))[:3] == (0, 0, 0)  # clipped
    viewport.dragging = False
    viewport.draw_image(screen, image)  # still again: one smooth scale, exactly the panel
    assert viewport._image_cache is not None and viewport._image_cache[4] is not first

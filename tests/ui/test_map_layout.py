"""The tables' one fitter (``tabletop/ui/map_layout.py``): a map's ``ui`` rectangles placed in
the window — the board whole and in proportion, the panels beside and under it lined up with
it and filling the rest, panels that touch on the map touching on screen."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui.map_layout import MapRect, fit_map_layout, shrink_panel
from tests.support.registry import Area, game_ids

#: A board with a column of two panels right of it and a row of two under it.
MAP: dict[str, MapRect] = {
    "board": (0, 0, 1000, 600),
    "top": (1000, 0, 400, 300),
    "bottom": (1000, 300, 400, 500),
    "left": (0, 600, 500, 200),
    "right": (500, 600, 500, 200),
}


def _maps() -> list[tuple[str, dict[str, MapRect]]]:
    """Every shipped map's ``ui`` layer (TTR's may leave its board out: the whole map)."""
    found = {}
    for game_id in game_ids(Area.MAP_UI_LAYER):
        game = GAMES[game_id]
        board = getattr(game, "board", None) or game.tables.board  # type: ignore[attr-defined]
        rects = dict(board.ui)
        if "board" not in rects:
            rects["board"] = (0.0, 0.0, board.width, board.height)
        found[game_id] = rects
    return sorted(found.items())


@pytest.mark.parametrize("area", [pygame.Rect(10, 50, 1400, 700), pygame.Rect(0, 0, 700, 800)])
def test_the_board_keeps_its_proportions_and_is_as_large_as_the_frame_allows(
    area: pygame.Rect,
) -> None:
    fitted = fit_map_layout(MAP, area)
    board = fitted["board"]
    assert abs(board.width / board.height - 1000 / 600) < 0.01
    scale = min(area.width / 1400, area.height / 800)
    assert board.topleft == area.topleft and board.width == round(1000 * scale)


@pytest.mark.parametrize("area", [pygame.Rect(10, 50, 1400, 700), pygame.Rect(0, 0, 700, 800)])
def test_the_panels_line_up_with_the_board_and_fill_the_rest(area: pygame.Rect) -> None:
    fitted = fit_map_layout(MAP, area)
    board = fitted["board"]
    # Beside the board: from its right edge to the window's; the column's break, half way
    # down the board on the map, half way down it on screen.
    assert fitted["top"].left == board.right and fitted["top"].right == area.right
    assert fitted["top"].top == board.top
    assert abs(fitted["top"].bottom - (board.top + board.height / 2)) <= 1
    assert fitted["bottom"].bottom == area.bottom
    # Under the board: as wide as the board, down to the window's bottom.
    assert fitted["left"].top == board.bottom and fitted["left"].left == board.left
    assert fitted["right"].right == board.right and fitted["right"].bottom == area.bottom


def test_without_panels_past_the_board_a_column_takes_the_full_height() -> None:
    column = {"board": (0, 0, 1000, 1000), "hand": (1000, 0, 300, 1000)}
    area = pygame.Rect(0, 0, 1300, 1400)  # taller than the frame's shape
    fitted = fit_map_layout(column, area)
    assert fitted["board"].height == 1000
    assert fitted["hand"].height == area.height and fitted["hand"].left == fitted["board"].right


@pytest.mark.parametrize(
    ("game_id", "rects"), _maps(), ids=lambda v: v if isinstance(v, str) else ""
)
@pytest.mark.parametrize("size", [(1280, 800), (960, 600), (1920, 1080), (1000, 900)])
def test_every_shipped_map_fits_whole_and_its_panels_never_overlap(
    game_id: str, rects: dict[str, MapRect], size: tuple[int, int]
) -> None:
    area = pygame.Rect(16, 72, size[0] - 32, size[1] - 88)
    fitted = fit_map_layout(rects, area)
    assert set(fitted) == set(rects)
    for name, rect in fitted.items():
        assert area.contains(rect), (name, rect)
        assert rect.width > 0 and rect.height > 0
    for a, b in itertools.combinations(rects, 2):
        ax, ay, aw, ah = rects[a]
        bx, by, bw, bh = rects[b]
        apart = ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay
        if apart:  # apart on the map: apart on screen
            assert not fitted[a].colliderect(fitted[b]), (a, b, fitted[a], fitted[b])


def test_a_panel_shrinks_to_its_rows_and_the_column_under_it_moves_up() -> None:
    fitted = fit_map_layout(MAP, pygame.Rect(0, 0, 1400, 800))
    top, bottom = fitted["top"].copy(), fitted["bottom"].copy()
    shrink_panel(fitted, "top", 100, ("bottom",))
    assert fitted["top"].height == 100 and fitted["top"].topleft == top.topleft
    assert fitted["bottom"].top == 100 and fitted["bottom"].bottom == bottom.bottom
    shrink_panel(fitted, "top", 500, ("bottom",))  # never taller than the map made it
    assert fitted["top"].height == 100

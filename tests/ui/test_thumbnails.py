"""The new-game screen's picture of a board of the user's that has no picture of its own: the
board drawn from its map's shapes (issue 26 §1: "with its name, author and a thumbnail"), so an
author sees the board they made; a map that cannot be loaded keeps the drawn title card."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.games import load_board
from tabletop.resources import maps_dir, user_maps_dir
from tabletop.ui import thumbnails
from tabletop.ui.app import App
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.tables.great_tour import art as tour_art
from tabletop.ui.tables.ttr import art as ttr_art
from tests.boards.test_catalog import user_board
from tests.support.pilot import click, run_frames

EXAMPLES = maps_dir() / "examples"
SIZE = (366, 172)


def colours(picture: pygame.Surface) -> set[tuple[int, int, int]]:
    return {
        tuple(picture.get_at((x, y)))[:3]  # type: ignore[misc]
        for x in range(picture.get_width())
        for y in range(picture.get_height())
    }


def near(found: set[tuple[int, int, int]], colour: tuple[int, int, int]) -> bool:
    return any(sum(abs(a - b) for a, b in zip(c, colour, strict=True)) <= 24 for c in found)


@pytest.mark.parametrize(
    ("game_id", "name"),
    [("ttr_paris", "ttr_example.tmx"), ("ttr_europe", "ttr_europe_example.tmx")],
)
def test_a_ttr_board_without_a_picture_shows_its_routes_in_their_colours(
    app: App, game_id: str, name: str
) -> None:
    board = load_board(EXAMPLES / name)
    picture = thumbnails.thumbnail(game_id, "Mine", SIZE, EXAMPLES / name)
    assert picture.get_size() == SIZE
    seen = colours(picture)
    for colour in {route.color for route in board.routes.values()}:
        assert near(seen, ttr_art.rgb(colour)), colour
    title = thumbnails.title_card(game_id, "Mine", SIZE)
    assert pygame.image.tobytes(picture, "RGB") != pygame.image.tobytes(title, "RGB")


def test_a_great_tour_board_without_a_picture_shows_its_roads_and_red_roads(app: App) -> None:
    picture = thumbnails.thumbnail("great_tour", "Mine", SIZE, EXAMPLES / "great_tour_example.tmx")
    seen = colours(picture)
    assert near(seen, tour_art.RED_ROAD) and near(seen, tour_art.ROAD)


def test_a_metro_board_without_a_picture_shows_its_grid_and_stations(app: App) -> None:
    picture = thumbnails.thumbnail("metro", "Mine", SIZE, EXAMPLES / "metro_example.tmx")
    seen = colours(picture)
    assert near(seen, thumbnails.METRO_SQUARE) and near(seen, thumbnails.METRO_STATION)


def test_the_drawing_fills_the_frame_in_one_direction(app: App) -> None:
    """Cropped to the board's own shapes (not the table's empty panels in the map), then fitted
    whole: the paper margin on one axis is small."""
    picture = thumbnails.thumbnail("ttr_paris", "Mine", SIZE, EXAMPLES / "ttr_example.tmx")
    paper = (236, 228, 206)
    inked_rows = [
        y
        for y in range(SIZE[1])
        if any(tuple(picture.get_at((x, y)))[:3] != paper for x in range(SIZE[0]))
    ]
    inked_cols = [
        x
        for x in range(SIZE[0])
        if any(tuple(picture.get_at((x, y)))[:3] != paper for y in range(SIZE[1]))
    ]
    spans = (
        (inked_cols[-1] - inked_cols[0] + 1) / SIZE[0],
        (inked_rows[-1] - inked_rows[0] + 1) / SIZE[1],
    )
    assert max(spans) >= 0.85


def test_a_map_that_cannot_be_loaded_keeps_the_title_card(app: App, tmp_path: Path) -> None:
    broken = tmp_path / "broken.tmx"
    broken.write_text('<map game="ttr_paris"><oops', encoding="utf-8")
    picture = thumbnails.thumbnail("ttr_paris", "Broken", SIZE, broken)
    title = thumbnails.title_card("ttr_paris", "Broken", SIZE)
    assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(title, "RGB")


def test_the_new_game_preview_of_a_users_board_is_its_drawing(app: App) -> None:
    """Chosen on the new-game screen (the board picker under the picture), a board of the
    user's without art is previewed as its drawing."""
    user_maps_dir().mkdir(parents=True, exist_ok=True)
    (user_maps_dir() / "my_metro.tmx").write_bytes((EXAMPLES / "metro_example.tmx").read_bytes())
    scene = NewGameScene(app, "metro")
    app.push(scene)
    picker = scene.board_picker
    click(app, picker.choice.right_rect())
    board = picker.board
    assert board is not None and board.path.name == "my_metro.tmx"
    run_frames(app, 1)
    # The preview's top half inside its frame (the button "Learn this game" lies over its
    # foot) is the drawing.
    preview = scene.preview
    inside = pygame.Rect(1, 1, preview.width - 2, preview.height // 2)
    drawing = thumbnails.thumbnail("metro", board.name, preview.size, board.path)
    card = thumbnails.title_card("metro", board.name, preview.size)
    shown = pygame.image.tobytes(app.screen.subsurface(inside.move(preview.topleft)), "RGB")
    assert shown == pygame.image.tobytes(drawing.subsurface(inside), "RGB")
    assert shown != pygame.image.tobytes(card.subsurface(inside), "RGB")


def test_a_copy_replacing_a_shipped_board_without_a_picture_is_drawn_from_its_shapes(
    app: App,
) -> None:
    # A map named like the shipped board replaces it; without a picture the game's own
    # thumbnail (its row in the list, the preview) was a title card, unlike a board of its own.
    thumbnails._thumbnail.cache_clear()
    made = user_board("ttr_paris", name="My Paris")
    board = load_board(made)
    picture = thumbnails.thumbnail("ttr_paris", "Ticket to Ride: Paris", SIZE)
    seen = colours(picture)
    for colour in {route.color for route in board.routes.values()}:
        assert near(seen, ttr_art.rgb(colour)), colour
    title = thumbnails.title_card("ttr_paris", "Ticket to Ride: Paris", SIZE)
    assert pygame.image.tobytes(picture, "RGB") != pygame.image.tobytes(title, "RGB")
    thumbnails._thumbnail.cache_clear()

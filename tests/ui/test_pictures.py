"""Board pictures are decoded once per process: a second table of the same board reuses the
decoded picture, an edited file is read afresh, a damaged one fails as before, and no caller
can change what the others are handed."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.games import load_board
from tabletop.resources import maps_dir
from tabletop.ui import pictures, theme
from tabletop.ui.app import App
from tabletop.ui.tables.metro.art import MetroArt
from tabletop.ui.tables.ttr import board as ttr_board
from tabletop.ui.tables.ttr.board import BoardPanel, background_path
from tabletop.ui.tables.ttr.city_labels import CityLabels
from tabletop.ui.tables.ttr.geometry import car_geometry


@pytest.fixture
def decodes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The files pygame decodes while the test runs (through the real loader), from an empty
    cache."""
    seen: list[str] = []
    real: Callable[..., pygame.Surface] = pygame.image.load

    def counting(source: Any, *args: Any) -> pygame.Surface:
        seen.append(str(source))
        return real(source, *args)

    pictures.forget_pictures()
    monkeypatch.setattr(pygame.image, "load", counting)
    yield seen
    pictures.forget_pictures()


def _save(path: Path, size: tuple[int, int], colour: tuple[int, int, int]) -> None:
    picture = pygame.Surface(size)
    picture.fill(colour)
    pygame.image.save(picture, str(path))


def test_the_same_picture_asked_for_twice_is_decoded_once(
    tmp_path: Path, decodes: list[str]
) -> None:
    path = tmp_path / "board.png"
    _save(path, (40, 30), (200, 10, 10))
    first = pictures.load_picture(path)
    again = pictures.load_picture(str(path))  # the same file, however it is named
    assert again is first and len(decodes) == 1
    assert first.get_size() == (40, 30) and first.get_at((5, 5))[:3] == (200, 10, 10)


def test_a_second_table_of_the_same_board_does_not_decode_its_picture_again(
    app: App, decodes: list[str]
) -> None:
    board = load_board(maps_dir() / "ttr_europe.tmx")
    size = (board.width, board.height)
    first = BoardPanel(board)._load_base(size)
    second = BoardPanel(load_board(maps_dir() / "ttr_europe.tmx"))._load_base(size)
    assert first is not None and second is not None
    assert [Path(p).name for p in decodes] == ["ttr_europe.png"]
    # Metro's board, tile sheet and tile back: each decoded once for two tables.
    metro = load_board(maps_dir() / "metro.tmx")
    MetroArt(metro)
    MetroArt(metro)
    files = {metro.board_image, metro.tileset_image, metro.tile_back_image} - {None}
    assert files and len(decodes) == 1 + len(files)


def test_an_edited_picture_is_read_afresh(tmp_path: Path, decodes: list[str]) -> None:
    path = tmp_path / "board.png"
    _save(path, (40, 30), (200, 10, 10))
    before = pictures.load_picture(path)
    stat = path.stat()
    _save(path, (40, 30), (10, 10, 200))  # same size on disk is likely: keep the old mtime
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    after = pictures.load_picture(path)
    assert len(decodes) == 2
    assert before.get_at((5, 5))[:3] == (200, 10, 10)
    assert after.get_at((5, 5))[:3] == (10, 10, 200)


def test_a_damaged_or_missing_picture_fails_as_the_loader_does_every_time(
    tmp_path: Path, decodes: list[str]
) -> None:
    damaged = tmp_path / "board.png"
    damaged.write_bytes(b"\x89PNG\r\n\x1a\n not a picture")
    for _attempt in range(2):
        with pytest.raises(pygame.error):
            pictures.load_picture(damaged)
    assert len(decodes) == 2  # nothing was kept for it
    with pytest.raises(FileNotFoundError):
        pictures.load_picture(tmp_path / "gone.png")
    _save(damaged, (8, 8), (1, 2, 3))  # mended: it loads
    assert pictures.load_picture(damaged).get_size() == (8, 8)


def test_a_table_drawing_on_its_board_picture_leaves_the_shared_one_untouched(
    app: App, decodes: list[str]
) -> None:
    board = load_board(maps_dir() / "ttr_europe.tmx")
    size = (board.width, board.height)
    drawn = BoardPanel(board)._load_base(size)
    picture = background_path(board)
    assert drawn is not None and picture is not None
    shared = pictures.load_picture(picture)
    assert drawn is not shared
    before = pygame.image.tobytes(shared, "RGB")
    drawn.fill((255, 0, 255))
    assert pygame.image.tobytes(pictures.load_picture(picture), "RGB") == before
    fresh = BoardPanel(board)._load_base(size)
    assert fresh is not None and fresh.get_at((10, 10))[:3] != (255, 0, 255)
    assert len(decodes) == 1


def test_the_decoded_pictures_are_bounded(tmp_path: Path, decodes: list[str]) -> None:
    for i in range(3 * pictures.PICTURE_LIMIT):
        path = tmp_path / f"board{i}.png"
        _save(path, (20, 20), (i, i, i))
        pictures.load_picture(path)
    assert len(pictures._decoded) == pictures.PICTURE_LIMIT


@pytest.fixture
def static_paints(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[BoardPanel]]:
    """The TTR boards whose static picture (map, names, empty tracks) is painted while the
    test runs, from an empty shared cache."""
    painted: list[BoardPanel] = []
    real = BoardPanel._paint_static

    def counting(panel: BoardPanel, surface: pygame.Surface) -> None:
        painted.append(panel)
        real(panel, surface)

    ttr_board._static_pictures.clear()
    monkeypatch.setattr(BoardPanel, "_paint_static", counting)
    yield painted
    ttr_board._static_pictures.clear()


def _panel(board: Any) -> BoardPanel:
    panel = BoardPanel(board)
    panel.set_rect(pygame.Rect(0, 0, 900, 580))
    return panel


def test_a_second_ttr_table_of_the_same_board_shows_the_static_picture_already_painted(
    app: App, tmp_path: Path, static_paints: list[BoardPanel]
) -> None:
    first = _panel(load_board(maps_dir() / "ttr_europe.tmx"))
    shared = first.static_picture()
    before = pygame.image.tobytes(shared, "RGB")
    claimed = {route: 0 for route in list(first.board.routes)[:20]}
    with_trains = first.composite(claimed, {}, (), [(200, 30, 30)])
    assert pygame.image.tobytes(with_trains, "RGB") != before
    assert pygame.image.tobytes(shared, "RGB") == before  # drawn from, never into
    # The same map read again is the same board: nothing painted again.
    second = _panel(load_board(maps_dir() / "ttr_europe.tmx"))
    assert second.static_picture() is shared and static_paints == [first]
    # Colour-blind mode gets a picture of its own.
    second.colorblind = True
    assert second.static_picture() is not shared and static_paints == [first, second]
    # So does a map edited since (the same file, one track of another colour): it is another board.
    copy = tmp_path / "ttr_europe.tmx"
    copy.write_bytes((maps_dir() / "ttr_europe.tmx").read_bytes())
    (tmp_path / "ttr_europe.png").write_bytes((maps_dir() / "ttr_europe.png").read_bytes())
    before_edit = _panel(load_board(copy))
    kept = before_edit.static_picture()
    text = copy.read_text(encoding="utf-8")
    black = (
        '<property name="b_ref" type="object" value="8"/>\n'
        '    <property name="color" value="black"/>'
    )
    assert text.count(black) == 1  # Amsterdam–Bruxelles
    copy.write_text(text.replace(black, black.replace("black", "white")), encoding="utf-8")
    edited = _panel(load_board(copy))
    assert edited.static_picture() is not kept
    assert static_paints == [first, second, before_edit, edited]


def test_a_boards_car_spaces_are_worked_out_once_and_afresh_for_an_edited_map(
    tmp_path: Path,
) -> None:
    europe = load_board(maps_dir() / "ttr_europe.tmx")
    geo = car_geometry(europe)
    assert BoardPanel(load_board(maps_dir() / "ttr_europe.tmx")).geo is geo
    copy = tmp_path / "ttr_europe.tmx"
    text = (maps_dir() / "ttr_europe.tmx").read_text(encoding="utf-8")
    moved = text.replace('x="504.52" y="361.46"', 'x="510.52" y="361.46"', 1)  # Amsterdam–Bruxelles
    assert moved != text
    copy.write_text(moved, encoding="utf-8")
    (tmp_path / "ttr_europe.png").write_bytes((maps_dir() / "ttr_europe.png").read_bytes())
    edited = car_geometry(load_board(copy))
    assert edited is not geo
    route = "amsterdam-bruxelles"
    assert edited.cars[route][0][0] == (geo.cars[route][0][0][0] + 6, geo.cars[route][0][0][1])


def test_a_second_ttr_table_laid_out_the_same_way_takes_the_names_places_already_found(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    placed: list[CityLabels] = []
    real = CityLabels.place

    def counting(labels: CityLabels, *args: Any) -> None:
        placed.append(labels)
        real(labels, *args)

    monkeypatch.setattr(ttr_board, "_placed_names", {})
    monkeypatch.setattr(CityLabels, "place", counting)
    first = _panel(load_board(maps_dir() / "ttr_europe.tmx"))
    second = _panel(load_board(maps_dir() / "ttr_europe.tmx"))
    assert placed == [first.labels]
    assert (second.labels.boxes, second.labels.sizes) == (first.labels.boxes, first.labels.sizes)
    assert second.labels.boxes is not first.labels.boxes  # each table's own
    # A button kept clear, another scale of type, an edited map: each placed anew.
    second.set_rect(second.rect, keep_out=[pygame.Rect(0, 0, 200, 60)])
    assert placed == [first.labels, second.labels]
    monkeypatch.setattr(theme, "_scale", theme.scale() * 1.25)
    _panel(load_board(maps_dir() / "ttr_europe.tmx"))
    assert len(placed) == 3
    copy = tmp_path / "ttr_europe.tmx"
    text = (maps_dir() / "ttr_europe.tmx").read_text(encoding="utf-8")
    copy.write_text(text, encoding="utf-8")
    (tmp_path / "ttr_europe.png").write_bytes((maps_dir() / "ttr_europe.png").read_bytes())
    _panel(load_board(copy))
    assert len(placed) == 4
    copy.write_text(text.replace('x="504.52"', 'x="510.52"', 1), encoding="utf-8")
    _panel(load_board(copy))
    assert len(placed) == 5

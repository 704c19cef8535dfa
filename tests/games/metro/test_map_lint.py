"""Map lint: ``maps/metro.tmx`` agrees with ``shared/data/metro.json``; broken copies of it are
refused with a ``MapError`` naming the file, the layer and the object."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tabletop.boards import MapError
from tabletop.games.metro.board import (
    UI_PANELS,
    default_metro_board,
    load_metro_board,
    parse_pairs,
)
from tabletop.resources import maps_dir


def test_every_design_has_its_pairs_and_count(metro_data) -> None:
    board = default_metro_board()
    expected = {
        d["id"]: (tuple(sorted(tuple(p) for p in d["pairs"])), d["count"])
        for d in metro_data["tile_designs"]
    }
    assert dict(board.designs) == expected
    assert board.tile_total == metro_data["tile_total"] == 60
    assert metro_data["board"]["playable_squares"] == 60


def test_stations_sit_where_the_data_says(metro_data) -> None:
    board = default_metro_board()
    assert len(board.stations) == 32
    for want in metro_data["stations"]:
        got = board.station(want["number"])
        assert (got.side, got.row, got.col, got.point, got.arrival_point) == (
            want["side"],
            want["row"],
            want["col"],
            want["point"],
            want["arrival_point"],
        ), want["number"]


def test_central_stations_and_centre_block(metro_data) -> None:
    board = default_metro_board()
    assert sorted(board.centre) == sorted(tuple(c) for c in metro_data["board"]["center"])
    got = {c.id: c for c in board.centrals}
    assert len(got) == 8
    for want in metro_data["central_stations"]:
        c = got[want["id"]]
        assert [c.row, c.col] == want["adjacent_square"]
        assert c.side == want["side_of_adjacent_square"]
        assert c.arrival_point == want["arrival_point"]


def test_art_and_layout_are_there() -> None:
    board = default_metro_board()
    for image in (board.board_image, board.tileset_image, board.tile_back_image):
        assert image is not None and image.is_file(), image
    assert board.tile_px == 128
    assert set(board.design_rects) == set(board.designs)
    assert set(board.ui) == set(UI_PANELS)


def test_parse_pairs_refuses_bad_values() -> None:
    assert parse_pairs("0-5 2-7 4-1 6-3") == ((0, 5), (2, 7), (4, 1), (6, 3))
    assert parse_pairs("5-0 7-2 1-4 3-6") == ((0, 5), (2, 7), (4, 1), (6, 3))
    for bad in ("0-5 2-7 4-1", "0-5 2-7 4-1 6-6", "0-1 2-3 4-5 6-8", "0-2 1-3 4-5 6-7", "a-b"):
        with pytest.raises(ValueError):
            parse_pairs(bad)


# ----------------------------------------------------------------------------- broken maps
@pytest.fixture
def map_copy(tmp_path: Path) -> Path:
    for path in maps_dir().glob("metro*"):
        shutil.copy(path, tmp_path / path.name)
    return tmp_path / "metro.tmx"


def _edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _refused(path: Path, layer: str | None, obj: str | None, words: str) -> MapError:
    with pytest.raises(MapError) as info:
        load_metro_board(path)
    err = info.value
    assert err.path.name == path.name and path.name in str(err)
    assert err.layer == layer and err.obj == obj, str(err)
    assert words in err.message, err.message
    return err


def test_the_copy_loads(map_copy: Path) -> None:
    assert load_metro_board(map_copy).tile_total == 60


def test_missing_layer_is_refused(map_copy: Path) -> None:
    _edit(map_copy, 'name="stations"', 'name="halts"')
    _refused(map_copy, "stations", None, "no object layer")


def test_missing_tile_layer_is_refused(map_copy: Path) -> None:
    _edit(map_copy, 'name="tiles"', 'name="grid"')
    _refused(map_copy, "tiles", None, "no tile layer")


def test_missing_property_is_refused(map_copy: Path) -> None:
    text = map_copy.read_text(encoding="utf-8")
    block = re.search(r'<object id="\d+" name="5".*?</object>', text, re.S)
    assert block is not None
    fixed = re.sub(r'\s*<property name="side" value="top"/>', "", block.group(0))
    map_copy.write_text(text.replace(block.group(0), fixed), encoding="utf-8")
    _refused(map_copy, "stations", "5", "missing property 'side'")


def test_bad_pairs_are_refused(map_copy: Path) -> None:
    tsx = map_copy.parent / "metro_tiles.tsx"
    _edit(tsx, 'value="0-5 2-7 4-1 6-3"', 'value="0-5 2-7 4-1 6-6"')
    _refused(map_copy, "tileset metro_tiles", "T01", "property 'pairs'")


def test_even_to_even_track_is_refused(map_copy: Path) -> None:
    tsx = map_copy.parent / "metro_tiles.tsx"
    _edit(tsx, 'value="0-1 2-3 4-5 6-7"', 'value="0-2 1-3 4-5 6-7"')
    _refused(map_copy, "tileset metro_tiles", "T17", "even point to an odd point")


def test_unknown_design_on_the_board_is_refused(map_copy: Path) -> None:
    _edit(map_copy, '<data encoding="csv">\n0,', '<data encoding="csv">\n99,')
    _refused(map_copy, "tiles", "[0, 0]", "unknown design")


def test_duplicate_design_is_refused(map_copy: Path) -> None:
    tsx = map_copy.parent / "metro_tiles.tsx"
    _edit(tsx, 'value="T02"', 'value="T01"')
    _refused(map_copy, "tileset metro_tiles", "T01", "used twice")


def test_counts_must_fill_the_board(map_copy: Path) -> None:
    tsx = map_copy.parent / "metro_tiles.tsx"
    _edit(
        tsx,
        '<property name="count" type="int" value="4"/>',
        '<property name="count" type="int" value="5"/>',
    )
    _refused(map_copy, "tileset", None, "add up to 61")


def test_station_on_the_wrong_side_is_refused(map_copy: Path) -> None:
    text = map_copy.read_text(encoding="utf-8")
    block = re.search(r'<object id="\d+" name="3".*?</object>', text, re.S)
    assert block is not None
    fixed = block.group(0).replace(
        'name="square_row" type="int" value="0"', 'name="square_row" type="int" value="2"'
    )
    map_copy.write_text(text.replace(block.group(0), fixed), encoding="utf-8")
    _refused(map_copy, "stations", "3", "no top side on the board edge")


def test_missing_ui_rectangle_is_refused(map_copy: Path) -> None:
    _edit(map_copy, 'name="log"', 'name="journal"')
    _refused(map_copy, "ui", "log", "the table needs this rectangle")


def test_empty_ui_rectangle_is_refused(map_copy: Path) -> None:
    _edit(
        map_copy,
        'name="pool" x="1202" y="860" width="288"',
        'name="pool" x="1202" y="860" width="0"',
    )
    _refused(map_copy, "ui", "pool", "positive width and height")


def test_missing_ui_layer_is_refused(map_copy: Path) -> None:
    _edit(map_copy, '<objectgroup id="5" name="ui"', '<objectgroup id="5" name="panels"')
    _refused(map_copy, "ui", None, "no object layer")


def test_the_art_tool_writes_the_shipped_layout() -> None:
    """``tools/art/metro.py`` wrote the map's ``ui`` layer: its layout is the map's."""
    import importlib.util

    from tests.support.paths import REPO

    spec = importlib.util.spec_from_file_location("metro_art", REPO / "tools/art/metro.py")
    assert spec is not None and spec.loader is not None
    art = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(art)
    shipped = default_metro_board().ui
    assert {k: tuple(map(float, v)) for k, v in art.ui_layout().items()} == dict(shipped)


def test_missing_file_is_refused(tmp_path: Path) -> None:
    _refused(tmp_path / "metro.tmx", None, None, "does not exist")

"""Map lint: ``maps/branch_line.tmx`` agrees with ``tests/data/branch_line.json``; broken copies
of it are refused with a ``MapError`` naming the file, the layer and the object."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.boards import MapError
from tabletop.games.branch_line.board import default_board, load_branch_line_board
from tabletop.resources import shipped_map
from tests.support.paths import reference_data

MAP = shipped_map("branch_line")
DATA = reference_data("branch_line.json")


def test_towns_routes_and_tickets_are_the_reference_facts() -> None:
    board = default_board()
    assert [town.id for town in board.towns] == DATA["towns"]
    assert [(r.id, r.a, r.b, r.length, r.color) for r in board.routes] == [
        (r["id"], r["a"], r["b"], r["length"], r["color"]) for r in DATA["routes"]
    ]
    assert [(t.id, t.a, t.b, t.points) for t in board.tickets] == [
        (t["id"], t["from"], t["to"], t["points"]) for t in DATA["tickets"]
    ]


def test_every_route_is_drawn_from_one_town_to_the_other() -> None:
    board = default_board()
    where = {town.id: (town.x, town.y) for town in board.towns}
    for route in board.routes:
        assert route.points[0] == where[route.a] and route.points[-1] == where[route.b], route.id


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = MAP.read_text("utf-8")
    assert old in text, old
    path = tmp_path / "broken_line.tmx"
    path.write_text(text.replace(old, new, 1), "utf-8")
    return path


def _refused(path: Path, *parts: str) -> None:
    with pytest.raises(MapError) as info:
        load_branch_line_board(path)
    message = str(info.value)
    assert path.name in message
    for part in parts:
        assert part in message, message


def test_a_missing_layer_is_refused(tmp_path: Path) -> None:
    _refused(_broken(tmp_path, 'name="tickets"', 'name="journeys"'), "'tickets'")


def test_a_route_to_an_unknown_town_is_refused(tmp_path: Path) -> None:
    old = '<property name="b" value="bridgeton"/>'
    path = _broken(tmp_path, old, '<property name="b" value="ghosttown"/>')
    _refused(path, "'routes'", "'R1'", "ghosttown")


def test_a_route_of_no_card_colour_is_refused(tmp_path: Path) -> None:
    path = _broken(
        tmp_path, '<property name="color" value="red"/>', '<property name="color" value="pink"/>'
    )
    _refused(path, "'routes'", "'R1'", "pink")


def test_a_route_too_long_for_the_table_of_points_is_refused(tmp_path: Path) -> None:
    old = '<property name="length" type="int" value="1"/>'
    path = _broken(tmp_path, old, '<property name="length" type="int" value="5"/>')
    _refused(path, "'routes'", "'R1'", "1, 2, 3")


def test_a_missing_property_is_refused(tmp_path: Path) -> None:
    _refused(_broken(tmp_path, '<property name="points" type="int" value="3"/>', ""), "'T1'")


def test_a_map_for_another_game_is_refused(tmp_path: Path) -> None:
    _refused(_broken(tmp_path, 'value="branch_line"', 'value="metro"'), "game")

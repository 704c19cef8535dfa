"""The TTR map loader refuses every broken or incomplete map with a MapError that names the
file, the layer and the object (ARCHITECTURE.md: a user may drop in a map and must be told in
plain words what is wrong). Each case breaks a small copy of the shipped Paris map."""

from __future__ import annotations

import pickle
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.boards.tmx import MapError
from tabletop.games.ttr.board import (
    FrozenMap,
    TtrBoard,
    default_ttr_board,
    load_ttr_board,
)
from tabletop.resources import maps_dir

Edit = Callable[[ET.Element], None]


def _layer(root: ET.Element, name: str) -> ET.Element:
    for node in root:
        if node.get("name") == name:
            return node
    raise AssertionError(f"no layer {name}")


def _object(root: ET.Element, layer: str, name: str) -> ET.Element:
    for obj in _layer(root, layer).iter("object"):
        if obj.get("name") == name:
            return obj
    raise AssertionError(f"no object {name} in {layer}")


def _prop(obj: ET.Element, key: str) -> ET.Element:
    for prop in obj.iter("property"):
        if prop.get("name") == key:
            return prop
    raise AssertionError(f"no property {key}")


def _broken(tmp_path: Path, edit: Edit, keep_background: bool = False) -> Path:
    """A copy of the Paris map with ``edit`` applied, written to ``tmp_path``."""
    root = ET.parse(maps_dir() / "ttr_paris.tmx").getroot()
    if not keep_background:
        for layer in root.findall("imagelayer"):
            root.remove(layer)
    edit(root)
    out = tmp_path / "broken_paris.tmx"
    ET.ElementTree(root).write(out, encoding="UTF-8", xml_declaration=True)
    return out


def _refused(tmp_path: Path, edit: Edit, layer: str | None, obj: str | None, words: str) -> None:
    path = _broken(tmp_path, edit)
    with pytest.raises(MapError) as info:
        load_ttr_board(path)
    error = info.value
    assert error.path.name == "broken_paris.tmx"
    assert (error.layer, error.obj) == (layer, obj), str(error)
    assert words in error.message, str(error)
    assert str(error).startswith("broken_paris.tmx")


# ----------------------------------------------------------------------------- the good copy


def test_unbroken_copy_loads(tmp_path: Path) -> None:
    board = load_ttr_board(_broken(tmp_path, lambda root: None))
    assert board.game == "ttr_paris"
    assert board.background is None  # no image layer in the copy
    assert len(board.routes) == 57


def test_default_board_is_cached_and_frozen() -> None:
    board = default_ttr_board("ttr_europe")
    assert default_ttr_board("ttr_europe") is board
    assert isinstance(board.routes, FrozenMap)
    with pytest.raises(TypeError):
        board.routes["x"] = board.routes["amsterdam-bruxelles"]  # type: ignore[index]
    with pytest.raises(AttributeError):
        board.routes["amsterdam-bruxelles"].length = 9  # type: ignore[misc]


def test_board_pickles_and_hashes_by_value() -> None:
    board = default_ttr_board("ttr_paris")
    copy = pickle.loads(pickle.dumps(board))
    assert isinstance(copy, TtrBoard)
    assert copy == board and hash(copy) == hash(board)
    assert list(copy.cities) == list(board.cities)


def test_frozen_map_keeps_order_and_compares_with_dicts() -> None:
    frozen = FrozenMap({"b": 1, "a": 2})
    assert list(frozen) == ["b", "a"]
    assert frozen == {"b": 1, "a": 2}
    assert frozen != {"b": 1}
    assert len(frozen) == 2 and frozen["a"] == 2


def test_background_path_resolves_next_to_the_map(tmp_path: Path) -> None:
    path = _broken(tmp_path, lambda root: None, keep_background=True)
    shutil.copy(maps_dir() / "ttr_paris.png", tmp_path / "ttr_paris.png")
    assert load_ttr_board(path).background == (tmp_path / "ttr_paris.png").resolve()


# ----------------------------------------------------------------------------- refusals


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(MapError, match="does not exist"):
        load_ttr_board(tmp_path / "nothing.tmx")


def test_not_xml(tmp_path: Path) -> None:
    path = tmp_path / "garbage.tmx"
    path.write_text("<map><objectgroup", encoding="utf-8")
    with pytest.raises(MapError, match="garbage.tmx: not a valid Tiled XML"):
        load_ttr_board(path)


def test_missing_background_image(tmp_path: Path) -> None:
    """A picture named by the map and found neither beside it nor among the shipped maps'
    files (``ttr_paris.png`` itself would be found there: test_user_maps.py)."""

    def rename(root: ET.Element) -> None:
        for image in root.iter("image"):
            image.set("source", "my_paris.png")

    path = _broken(tmp_path, rename, keep_background=True)  # png not copied
    with pytest.raises(MapError) as info:
        load_ttr_board(path)
    assert info.value.layer == "background"
    assert "my_paris.png" in info.value.message and "missing" in info.value.message


@pytest.mark.parametrize("layer", ["cities", "routes", "tickets", "ui"])
def test_missing_layer(tmp_path: Path, layer: str) -> None:
    _refused(tmp_path, lambda root: root.remove(_layer(root, layer)), layer, None, "no object")


def test_unknown_game(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(root.find("properties"), "game").set("value", "ttr_usa")

    _refused(tmp_path, edit, None, None, "'game'")


def test_route_end_not_a_city(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R01"), "b").set("value", "versailles")

    _refused(tmp_path, edit, "routes", "R01", "'versailles', which is not a city")


def test_route_reference_to_the_wrong_city(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        louvre = _object(root, "cities", "louvre").get("id")
        _prop(_object(root, "routes", "R01"), "a_ref").set("value", louvre)

    _refused(tmp_path, edit, "routes", "R01", "'a_ref' does not point")


def test_route_length_not_matching_spaces(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R24"), "length").set("value", "3")

    _refused(tmp_path, edit, "routes", "R24", "length is 3 but the line has 2 car spaces")


def test_route_unknown_colour(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R05"), "color").set("value", "gray")  # none in Paris

    _refused(tmp_path, edit, "routes", "R05", "unknown colour 'gray'")


def test_route_missing_property(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        obj = _object(root, "routes", "R10")
        obj.find("properties").remove(_prop(obj, "tunnel"))

    _refused(tmp_path, edit, "routes", "R10", "missing property 'tunnel'")


def test_route_property_of_the_wrong_type(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        prop = _prop(_object(root, "routes", "R10"), "length")
        prop.attrib.pop("type")
        prop.set("value", "one")

    _refused(tmp_path, edit, "routes", "R10", "'length' must be a whole number, not 'one'")


def test_route_not_a_polyline(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        obj = _object(root, "routes", "R23")
        obj.remove(obj.find("polyline"))
        ET.SubElement(obj, "point")

    _refused(tmp_path, edit, "routes", "R23", "must be a polyline")


def test_route_spaces_running_backwards(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        obj = _object(root, "routes", "R57")  # tour_eiffel → montparnasse, 3 spaces
        line = obj.find("polyline")
        pts = [tuple(map(float, p.split(","))) for p in line.get("points").split()]
        x0, y0 = float(obj.get("x")), float(obj.get("y"))
        absolute = [(x0 + x, y0 + y) for x, y in pts][::-1]
        obj.set("x", str(absolute[0][0]))
        obj.set("y", str(absolute[0][1]))
        rel = " ".join(f"{x - absolute[0][0]},{y - absolute[0][1]}" for x, y in absolute)
        line.set("points", rel)

    _refused(tmp_path, edit, "routes", "R57", "draw the line from end 'a' to end 'b'")


def test_route_space_outside_the_map(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _object(root, "routes", "R23").set("x", "-300")

    _refused(tmp_path, edit, "routes", "R23", "outside the map")


def test_ferry_symbols_not_matching(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R46"), "ferry_locomotives").set("value", "1")

    _refused(tmp_path, edit, "routes", "R46", "'locomotive_spaces' must name 1")


def test_locomotive_space_out_of_range(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        obj = _object(root, "routes", "R46")
        _prop(obj, "ferry_locomotives").set("value", "1")
        _prop(obj, "locomotive_spaces").set("value", "3")

    _refused(tmp_path, edit, "routes", "R46", "counted from 0 at end 'a' to 2")


def test_locomotive_spaces_not_numbers(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R46"), "locomotive_spaces").set("value", "first")

    _refused(tmp_path, edit, "routes", "R46", "separated by commas")


def test_double_group_of_three(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R04"), "double_group").set("value", "D01")

    _refused(tmp_path, edit, "routes", "R04", "has 3 tracks; a double route has exactly 2")


def test_double_group_joining_different_cities(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R23"), "double_group").set("value", "D99")
        _prop(_object(root, "routes", "R26"), "double_group").set("value", "D99")

    _refused(tmp_path, edit, "routes", "R26", "must join the same cities")


def test_parallel_tracks_outside_a_double_group(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "routes", "R01"), "double_group").set("value", "")
        _prop(_object(root, "routes", "R02"), "double_group").set("value", "")

    _refused(tmp_path, edit, "routes", "R02", "not one double group")


@pytest.mark.parametrize(("layer", "name"), [("cities", "opera"), ("routes", "R07")])
def test_duplicate_ids(tmp_path: Path, layer: str, name: str) -> None:
    def edit(root: ET.Element) -> None:
        objs = list(_layer(root, layer).iter("object"))
        objs[0].set("name", name)

    _refused(tmp_path, edit, layer, name, "used by 2 objects")


def test_object_without_id(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        del _object(root, "tickets", "T05").attrib["name"]

    path = _broken(tmp_path, edit)
    with pytest.raises(MapError, match="layer 'tickets'.*has no name"):
        load_ttr_board(path)


def test_ticket_naming_an_unknown_city(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "tickets", "T03"), "to").set("value", "la_defense")

    _refused(tmp_path, edit, "tickets", "T03", "'la_defense', which is not a city")


def test_ticket_without_points(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "tickets", "T03"), "points").set("value", "0")

    _refused(tmp_path, edit, "tickets", "T03", "'points' must be positive")


def test_long_ticket_in_paris(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _prop(_object(root, "tickets", "T20"), "long").set("value", "true")

    _refused(tmp_path, edit, "tickets", "T20", "only Europe has long tickets")


def test_city_without_label(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        obj = _object(root, "cities", "bastille")
        obj.remove(obj.find("properties"))

    _refused(tmp_path, edit, "cities", "bastille", "missing property 'label'")


def test_city_outside_the_map(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _object(root, "cities", "bastille").set("y", "5000")

    _refused(tmp_path, edit, "cities", "bastille", "outside the map")


def test_missing_ui_rectangle(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _layer(root, "ui").remove(_object(root, "ui", "market"))

    _refused(tmp_path, edit, "ui", "market", "needs this rectangle")


def test_empty_ui_rectangle(tmp_path: Path) -> None:
    def edit(root: ET.Element) -> None:
        _object(root, "ui", "log").set("width", "0")

    _refused(tmp_path, edit, "ui", "log", "positive width")


def test_reserved_property_name_is_explained(tmp_path: Path) -> None:
    # ARCHITECTURE.md: a custom property named like a pytmx built-in makes loading fail.
    def edit(root: ET.Element) -> None:
        props = _object(root, "cities", "louvre").find("properties")
        ET.SubElement(props, "property", {"name": "visible", "value": "no"})

    path = _broken(tmp_path, edit)
    with pytest.raises(
        MapError,
        match="broken_paris.tmx, layer 'cities', object 'louvre': the custom property 'visible'",
    ):
        load_ttr_board(path)

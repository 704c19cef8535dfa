"""A property tabletop does not read — a typo (``lenght``, ``colour``), a property on the wrong
kind of object (a waypoint's ``red_only`` on a segment), one a later version may read — is
warned of in plain words with the name meant, by ``boards check`` and when the app's player
chooses the map; it never refuses a map by itself (a misspelt required property is refused as
missing, and now says which of the object's properties was meant)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.boards.__main__ import main
from tabletop.games.board_check import check_board

DATA = Path(__file__).resolve().parent / "data"


def _variant(tmp_path: Path, board: str, old: str, new: str) -> Path:
    text = (DATA / board).read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / board
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("typo", "meant"), [("lenght", "length"), ("colour", "color")])
def test_a_misspelt_required_route_property_is_refused_saying_the_name_it_meant(
    tmp_path: Path, typo: str, meant: str
) -> None:
    path = _variant(tmp_path, "lakes_of_poland.tmx", f'name="{meant}"', f'name="{typo}"')
    report = check_board(path)
    assert any(
        "object 'R01'" in line
        and f"missing property '{meant}'" in line
        and f"it has '{typo}': rename it '{meant}'" in line
        for line in report.problems
    ), report.problems
    assert (
        f"lakes_of_poland.tmx, layer 'routes', object 'R01': tabletop does not read the property "
        f"'{typo}' (did you mean '{meant}'?); it is ignored"
    ) in report.warnings


def test_a_misspelt_optional_ttr_property_is_a_warning_and_the_board_still_plays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``a_ref`` (a route's end drawn at another point of its city) is optional: misspelt, the
    route was drawn to the city's middle without a word."""
    path = _variant(
        tmp_path,
        "lakes_of_poland.tmx",
        '<property name="a" value="gdansk"/>',
        '<property name="a" value="gdansk"/>\n    <property name="a_reff" value="port"/>',
    )
    report = check_board(path)
    assert report.ok, report.problems
    assert any(
        "object 'R01'" in w and "'a_reff' (did you mean 'a_ref'?)" in w for w in report.warnings
    ), report.warnings
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "  Warning: lakes_of_poland.tmx, layer 'routes', object 'R01': tabletop does not" in out


def test_a_great_tour_property_on_the_wrong_kind_of_object_names_the_layer_that_reads_it(
    tmp_path: Path,
) -> None:
    path = _variant(
        tmp_path,
        "masurian_tour.tmx",
        '<property name="a" value="GDA"/>',
        '<property name="a" value="GDA"/>\n'
        '    <property name="red_only" type="bool" value="true"/>',
    )
    report = check_board(path)
    assert report.ok, report.problems
    assert (
        "masurian_tour.tmx, layer 'segments', object 'GDA-elb': tabletop does not read the "
        "property 'red_only' here; it is read on the objects of layer 'waypoints' — move it "
        "there, or remove it"
    ) in report.warnings


def test_a_misspelt_metro_map_property_is_a_warning(tmp_path: Path) -> None:
    path = _variant(tmp_path, "krakow_trams.tmx", 'name="tile_back"', 'name="tile_bak"')
    report = check_board(path)
    assert report.ok, report.problems
    assert (
        "krakow_trams.tmx: tabletop does not read the property 'tile_bak' (did you mean "
        "'tile_back'?); it is ignored"
    ) in report.warnings


def test_a_property_of_a_later_version_only_warns_once_for_all_its_objects(
    tmp_path: Path,
) -> None:
    """The Kraków author gave each of the 32 stations a ``label``: one warning, not 32."""
    report = check_board(DATA / "krakow_trams.tmx")
    assert report.ok
    (warning,) = [w for w in report.warnings if "'label'" in w]
    assert warning.startswith(
        "krakow_trams.tmx, layer 'stations': 32 objects ('1', '2', '3', …): tabletop does not "
        "read the property 'label' and ignores it (perhaps a later version of tabletop does); "
        "the properties read here are arrival_point, point, side, square_col, square_row"
    ), warning


def test_the_shipped_boards_read_every_property_they_have() -> None:
    from tabletop.resources import maps_dir

    for path in sorted(maps_dir().glob("*.tmx")):
        report = check_board(path)
        assert report.ok and report.warnings == [], (path.name, report.warnings)

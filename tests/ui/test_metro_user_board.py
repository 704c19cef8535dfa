"""New game → Metro with a Metro board of the user's own in the maps folder (issue 26's
acceptance trial for Metro): the board is offered by its name and author and a game starts on
it; a broken one is refused with its problems, never the crash screen."""

from __future__ import annotations

import shutil
from pathlib import Path

from tabletop.resources import maps_dir, user_maps_dir
from tabletop.ui.app import App
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.table import TableScene
from tests.support.pilot import click

DATA = Path(__file__).resolve().parents[1] / "boards" / "data"


def _users_krakow(picture: bool) -> Path:
    """The outside author's Kraków board in the user's folder; with ``picture``, an image layer
    as BOARDS.md writes one (no offsetx/offsety) naming a picture beside it."""
    folder = user_maps_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = (DATA / "krakow_trams.tmx").read_text(encoding="utf-8")
    if picture:
        anchor = ' <objectgroup id="3" name="stations">'
        layer = (
            ' <imagelayer id="7" name="board">\n'
            '  <image source="krakow_board.png" width="768" height="768"/>\n'
            " </imagelayer>\n"
        )
        text = text.replace(anchor, layer + anchor, 1)
        shutil.copy(maps_dir() / "metro_board.png", folder / "krakow_board.png")
    path = folder / "krakow_trams.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_metro_board_with_a_picture_layer_as_the_guide_writes_it_is_offered_and_played(
    app: App,
) -> None:
    """The image layer without offset attributes made New game → Metro show "Something went
    wrong. AttributeError: Element has no property offsetx" (the board picker asks each board's
    engine which player counts it deals for)."""
    _users_krakow(picture=True)
    app.go_to_title()
    click(app, app.top.new_button)  # type: ignore[attr-defined]
    assert isinstance(app.top, NewGameScene)
    scene = app.top
    scene.pick_game("metro")
    picker = scene.board_picker
    assert [label for _, label in picker.choice.choices] == [
        "Metro",
        "by metroauthor · Kraków trams",
    ]
    click(app, picker.choice.right_rect())
    assert picker.key == "krakow_trams"
    click(app, scene.start_button)
    (table,) = [s for s in app.stack if isinstance(s, TableScene)]
    assert table.match.board == "krakow_trams"
    assert table.match.board_stamp["name"] == "Kraków trams"

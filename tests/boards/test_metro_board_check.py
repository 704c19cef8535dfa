"""A Metro board made from docs/BOARDS.md alone (issue 26's acceptance trial for Metro):
``krakow_trams.tmx`` is an outside author's — 96-pixel squares, its own station numbering
(clockwise from the top-left corner), stations named by a ``label`` property the loader does
not read, no artwork — and passes. Each refusal below is one edit of it; the check lists every
problem, says what to do about it, and the app refuses the board (never crashes on it).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.board_check import check_board
from tabletop.games.catalog import BoardMissing, engine_on, open_board
from tabletop.games.metro.board import load_metro_board

DATA = Path(__file__).parent / "data"
BOARD = "krakow_trams.tmx"
#: The board picture as BOARDS.md's example writes an image layer: no offset attributes.
IMAGE_LAYER = (
    ' <imagelayer id="7" name="board">\n'
    '  <image source="{source}" width="768" height="768"/>\n'
    " </imagelayer>\n"
)


def _variant(tmp_path: Path, *edits: tuple[str, str]) -> Path:
    """A copy of the Kraków board with each (old, new) replaced once (old must be there)."""
    text = (DATA / BOARD).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / BOARD
    path.write_text(text, encoding="utf-8")
    return path


def _with_board_picture(tmp_path: Path, source: str, *edits: tuple[str, str]) -> Path:
    anchor = ' <objectgroup id="3" name="stations">'
    return _variant(tmp_path, (anchor, IMAGE_LAYER.format(source=source) + anchor), *edits)


def test_the_outsiders_metro_board_passes() -> None:
    report = check_board(DATA / BOARD)
    assert report.problems == [], report.problems
    board = load_metro_board(DATA / BOARD)
    assert board.tile_px == 96
    # Its own numbering: station 1 on the top-left square's top side.
    assert (board.station(1).row, board.station(1).col, board.station(1).side) == (0, 0, "top")


def test_a_board_picture_in_an_image_layer_without_an_offset_is_drawn_at_the_grid(
    tmp_path: Path,
) -> None:
    """Written as the guide's example writes an image layer (Tiled leaves offsetx/offsety out
    when they are 0): the loader read ``layer.offsetx`` and pytmx raised AttributeError — the
    check printed "Element has no property offsetx" and New game → Metro showed the crash
    screen because the map merely sat in the maps folder."""
    (tmp_path / "krakow_board.png").write_bytes(
        (DATA.parents[2] / "maps" / "metro_board.png").read_bytes()
    )
    path = _with_board_picture(tmp_path, "krakow_board.png")
    report = check_board(path)
    assert report.problems == [], report.problems
    board = load_metro_board(path)
    assert board.board_offset == (0, 0)
    assert board.board_image == tmp_path / "krakow_board.png"


def test_a_named_picture_that_is_missing_is_refused_saying_what_to_do(tmp_path: Path) -> None:
    """The tile back and the board picture named by a typo were passed without a word (the
    table then drew them plainly), where Ticket to Ride refuses a missing background."""
    path = _with_board_picture(
        tmp_path,
        "krakow_bord.png",
        ('value="metro_tile_back.png"', 'value="krakow_back.png"'),
    )
    report = check_board(path)
    assert report.problems == [
        "krakow_trams.tmx, layer 'board': the board picture 'krakow_bord.png' is missing — put "
        "it in the map's folder, or delete the image layer (a board without a picture is drawn "
        "plainly)",
        "krakow_trams.tmx: the map property 'tile_back' names the picture 'krakow_back.png', "
        "which is missing — put it in the map's folder, or delete the property (the table then "
        "draws a plain tile back)",
    ], report.problems


def test_one_run_lists_every_mistake_of_the_broken_krakow_board() -> None:
    """``broken_krakow.tmx``: nine mistakes made on purpose. The check stopped at the stations'
    layer, so the missing tile back and ``ui`` rectangle were never reported; and it listed
    every broken station as missing ("stations missing: 3, 6, 10, 12, 14, 20, 25"), and a
    central station on a wrong square as "needs the 8 central stations, found 7"."""
    report = check_board(DATA / "broken_krakow.tmx")
    expected = [
        "layer 'stations', object '19': this id is used by 2 objects",
        "layer 'stations', object '3': square [9, 2] has no top side on the board edge",
        "layer 'stations', object '6': shares its square side with station 5",
        "layer 'stations', object '10': missing property 'point'",
        "layer 'stations', object '12': property 'square_row' must be a whole number, not 'four'",
        "layer 'stations', object '14': property 'square_row' must be a whole number; it is the "
        "text '5': set the property's type to int in Tiled",
        "layer 'stations', object '25': a left station starts at point 6 and ends at point 7",
        "layer 'stations': station 20 is missing — add a point named by its number",
        "layer 'centrals', object 'C3': the left side of square [3, 6] does not face the central",
        "the map property 'tile_back' names the picture 'krakow_back.png', which is missing",
        "layer 'ui', object 'pool': the table needs this rectangle",
    ]
    assert len(report.problems) == len(expected), report.problems
    for problem, words in zip(report.problems, expected, strict=True):
        assert problem.startswith("broken_krakow.tmx") and words in problem, (words, problem)
    text = "\n".join(report.problems)
    assert "found 7" not in text and "missing: 3" not in text


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (
            ('"square_row" type="int" value="0"/>', '"square_row" type="int" value="9"/>'),
            "object '1': square [9, 0] has no top side on the board edge — a top station's "
            "square is on that edge of the board: set square_row to 0 (and the other between 0 "
            "and 7)",
        ),
        (
            ('"square_col" type="int" value="1"/>', '"square_col" type="int" value="0"/>'),
            "object '2': shares its square side with station 1 — give each station a side of "
            "the board's edge of its own",
        ),
        (
            (
                '"square_col" type="int" value="3"/>\n    <property name="square_row" type="int" '
                'value="2"/>',
                '"square_col" type="int" value="3"/>\n    <property '
                'name="square_row" type="int" value="1"/>',
            ),
            "object 'C1': the bottom side of square [1, 3] does not face the central station "
            "block — central stations go on [2, 3] bottom, [2, 4] bottom, [3, 2] right, [3, 5] "
            "left, [4, 2] right, [4, 5] left, [5, 3] top, [5, 4] top",
        ),
    ],
)
def test_a_misplaced_station_is_told_where_it_goes(
    tmp_path: Path, edit: tuple[str, str], words: str
) -> None:
    """The trial's misplaced stations were named with no word of where they go."""
    report = check_board(_variant(tmp_path, edit))
    assert len(report.problems) == 1 and words in report.problems[0], report.problems


def test_a_central_station_left_out_is_counted_as_written(tmp_path: Path) -> None:
    text = (DATA / BOARD).read_text(encoding="utf-8")
    start = text.index(' <object id="40" name="C8"')
    text = text[:start] + text[text.index("</object>", start) + len("</object>\n") :]
    path = tmp_path / BOARD
    path.write_text(text, encoding="utf-8")
    assert check_board(path).problems == [
        "krakow_trams.tmx, layer 'centrals': needs the 8 central stations, one on each outer side "
        "of the block's squares; found: 7"
    ]


def test_a_loader_fault_on_a_users_map_is_a_refusal_never_a_crash(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fault of the reading that is not a MapError (as the image layer without an offset
    raised AttributeError) crashed New game, which asks each board's engine; ``boards check``
    already listed it as the map's problem. The app refuses the board with the same words."""

    def fault(path: Path) -> None:
        raise AttributeError("Element has no property offsetx")

    monkeypatch.setattr("tabletop.games.metro.engine.load_metro_board", fault)
    board = open_board(_variant(tmp_path))
    with pytest.raises(BoardMissing) as refused:
        engine_on(board)
    assert str(refused.value) == "\n".join(check_board(board.path).problems)
    assert "Element has no property offsetx" in str(refused.value)


def test_a_number_plate_away_from_its_station_is_refused_saying_where_it_goes(
    tmp_path: Path,
) -> None:
    """A station's point is where the table draws its number (and where a click picks it): the
    trial's plate at x 3000 was drawn nowhere and one inside the grid over the central block,
    and the check passed both."""
    path = _variant(
        tmp_path,
        ('name="5" x="432" y="-30"', 'name="5" x="3000" y="-30"'),
        ('name="12" x="798" y="336"', 'name="12" x="400" y="400"'),
    )
    assert check_board(path).problems == [
        "krakow_trams.tmx, layer 'stations', object '5': its number is drawn at (3000, -30), not "
        "beside the top side of square [0, 4] — put the point just outside the grid by that "
        "side: x 384 to 480, y -96 to 0 (map units from the grid's top left)",
        "krakow_trams.tmx, layer 'stations', object '12': its number is drawn at (400, 400), not "
        "beside the right side of square [3, 7] — put the point just outside the grid by that "
        "side: x 768 to 864, y 288 to 384 (map units from the grid's top left)",
    ]

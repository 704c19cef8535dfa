"""``tabletop.games.load_board``: any of our maps by its ``game`` property."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.boards import MapError
from tabletop.games import load_board
from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.games.metro.board import MetroBoard
from tabletop.games.ttr.board import TtrBoard
from tabletop.resources import maps_dir


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("metro", MetroBoard),
        ("ttr_europe", TtrBoard),
        ("ttr_paris", TtrBoard),
        ("great_tour", GreatTourBoard),
    ],
)
def test_every_shipped_map_loads_as_its_games_board(name: str, kind: type) -> None:
    board = load_board(maps_dir() / f"{name}.tmx")
    assert isinstance(board, kind)
    with pytest.raises((AttributeError, TypeError)):
        board.path = Path("elsewhere")  # frozen


def _copy_with(tmp_path: Path, old: str, new: str) -> Path:
    text = (maps_dir() / "metro.tmx").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "mine.tmx"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_map_for_an_unknown_game_is_refused(tmp_path: Path) -> None:
    path = _copy_with(tmp_path, 'value="metro"', 'value="chess"')
    with pytest.raises(
        MapError,
        match="mine.tmx: the map's 'game' property is 'chess', which is no game of tabletop's — "
        "set it to one of: ttr_europe, ttr_paris, metro, great_tour",
    ):
        load_board(path)


def test_a_map_without_a_game_property_is_refused(tmp_path: Path) -> None:
    path = _copy_with(tmp_path, 'name="game"', 'name="gaem"')
    with pytest.raises(MapError, match="no 'game' property"):
        load_board(path)


def test_a_map_that_is_not_xml_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cut.tmx"
    path.write_text("<map><objectgroup", encoding="utf-8")
    with pytest.raises(MapError, match="cut.tmx: not a valid Tiled XML file"):
        load_board(path)
    with pytest.raises(MapError, match="cannot be read"):
        load_board(tmp_path / "missing.tmx")


def test_a_broken_tileset_file_is_named_not_the_map(tmp_path: Path) -> None:
    import shutil

    for name in ("metro.tmx", "metro_tiles.tsx"):
        shutil.copy(maps_dir() / name, tmp_path / name)
    (tmp_path / "metro_tiles.tsx").write_text("<tileset", encoding="utf-8")
    with pytest.raises(MapError, match="metro_tiles.tsx: not a valid Tiled tileset file"):
        load_board(tmp_path / "metro.tmx")
    # A missing tile set of a name not shipped is refused (the shipped name is found among the
    # shipped files: tests/boards/test_examples.py).
    (tmp_path / "metro_tiles.tsx").unlink()
    text = (tmp_path / "metro.tmx").read_text(encoding="utf-8")
    (tmp_path / "metro.tmx").write_text(text.replace('"metro_tiles.tsx"', '"own.tsx"'), "utf-8")
    with pytest.raises(MapError, match="metro.tmx: the tileset file 'own.tsx' it uses does not"):
        load_board(tmp_path / "metro.tmx")

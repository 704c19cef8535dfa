"""A map in the user maps folder replaces the shipped one; one that cannot be used is
explained, and the game is played on the shipped board instead (issue 10 §4)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.boards.user_maps import map_file
from tabletop.resources import maps_dir, user_maps_dir

# A fresh process: boards are cached once loaded, and the user folder is read at first use.
SCRIPT = """
from tabletop.core import GameConfig
from tabletop.games import GAMES
from tabletop.games.great_tour.board import default_great_tour_board
from tabletop.boards.user_maps import map_problem
GAMES["great_tour"].new_state(GameConfig(3), 1)
print(default_great_tour_board().path)
print(map_problem("great_tour"))
"""


def _run() -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=True
    )
    return result.stdout.strip().splitlines()


def test_map_file_prefers_the_users_copy() -> None:
    assert map_file("metro") == maps_dir() / "metro.tmx"
    own = user_maps_dir() / "metro.tmx"
    own.parent.mkdir(parents=True)
    for name in ("metro.tmx", "metro_tiles.tsx"):
        shutil.copy(maps_dir() / name, own.parent / name)
    assert map_file("metro") == own


def test_a_users_own_map_is_played_and_a_broken_one_falls_back_in_plain_words() -> None:
    folder = user_maps_dir()
    folder.mkdir(parents=True)
    text = (maps_dir() / "great_tour.tmx").read_text(encoding="utf-8")
    shutil.copy(maps_dir() / "great_tour.png", folder / "great_tour.png")
    (folder / "great_tour.tmx").write_text(text, encoding="utf-8")
    assert _run() == [str(folder / "great_tour.tmx"), "None"]
    # Drop the segments layer: the game refuses the map, naming the file and the layer, and
    # plays on the shipped board.
    name_at = text.index('name="segments"')
    open_tag = text.rindex("<objectgroup", 0, name_at)
    close_tag = text.index("</objectgroup>", name_at) + len("</objectgroup>")
    (folder / "great_tour.tmx").write_text(text[:open_tag] + text[close_tag:], encoding="utf-8")
    board, problem = _run()
    assert board == str(maps_dir() / "great_tour.tmx")
    assert problem.startswith("great_tour.tmx, layer 'segments'"), problem


@pytest.mark.parametrize("name", ["ttr_europe.tmx", "ttr_paris.tmx", "great_tour.tmx", "metro.tmx"])
def test_a_shipped_map_copied_alone_keeps_the_shipped_pictures_it_names(
    name: str, tmp_path: Path
) -> None:
    """A player who copies a shipped board to change it copies only the ``.tmx``: the pictures
    and tile set it names by plain names are the shipped ones (docs/BOARDS.md, Metro)."""
    from tabletop.games import load_board
    from tabletop.ui.thumbnails import board_image_path

    copy = tmp_path / f"mine_{name}"
    copy.write_bytes((maps_dir() / name).read_bytes())
    board = load_board(copy)
    picture = getattr(board, "background", None) or getattr(board, "board_image", None)
    assert picture is not None and picture.parent == maps_dir().resolve()
    assert picture.is_file()
    assert board_image_path("", copy) == picture

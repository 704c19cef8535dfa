"""The example boards of docs/BOARDS.md (``maps/examples/``): each passes ``boards check``,
is what ``tools/make_example_boards.py`` writes, and plays to its end (issue 26 §5)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tabletop.games import load_board
from tabletop.games.board_check import check_board
from tabletop.games.catalog import open_board, player_counts
from tabletop.play.runner import play_game
from tabletop.resources import maps_dir

REPO = Path(__file__).resolve().parents[2]
#: Example file → its game and the agents that play it to the end.
EXAMPLES = {
    "ttr_example.tmx": ("ttr_paris", ["greedy", "standard", "random"]),
    "ttr_europe_example.tmx": ("ttr_europe", ["greedy", "random"]),
    "metro_example.tmx": ("metro", ["greedy", "random"]),
    "great_tour_example.tmx": ("great_tour", ["greedy", "random", "random"]),
}


#: Example file → the player counts its tickets deal for (the new-game screen offers these).
OFFERED = {
    "ttr_example.tmx": (2, 3, 4),
    # 45 trains a player: a small board carries two players' trains, not three players' 135.
    "ttr_europe_example.tmx": (2,),
    "metro_example.tmx": (2, 3, 4, 5, 6),
    "great_tour_example.tmx": (3, 4, 5, 6),
}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_board_passes_the_check(name: str) -> None:
    report = check_board(maps_dir() / "examples" / name)
    assert report.problems == [] and report.summary


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_board_checks_with_no_warning_at_every_player_count_it_offers(
    name: str,
) -> None:
    """An author copies an example: it must be a good board. The TTR examples warned that the
    trains outnumbered the car spaces (Europe's at 2 players, Paris's at 4)."""
    report = check_board(maps_dir() / "examples" / name)
    assert report.problems == [] and report.warnings == [], report.warnings
    assert player_counts(open_board(maps_dir() / "examples" / name)) == OFFERED[name]


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_example_board_plays_to_its_end(name: str) -> None:
    game_id, agents = EXAMPLES[name]
    board = open_board(maps_dir() / "examples" / name)
    assert board.game_id == game_id and board.author == "tabletop"
    result = play_game(game_id, agents, 7, board=board.key)
    assert result.outcome.scores and result.board == board.key
    # The saved game loads back onto the same board.
    assert result.match.board_stamp["sha256"] == board.digest


def test_the_examples_are_what_the_tool_writes() -> None:
    spec = importlib.util.spec_from_file_location("make", REPO / "tools" / "make_example_boards.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    written = {
        "ttr_example.tmx": tool.ttr_example(),
        "ttr_europe_example.tmx": tool.ttr_europe_example(),
        "great_tour_example.tmx": tool.great_tour_example(),
        "metro_example.tmx": tool.metro_example(),
    }
    for name, text in written.items():
        assert (maps_dir() / "examples" / name).read_text(encoding="utf-8") == text, name


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_an_example_copied_alone_into_another_folder_loads_as_it_is(
    name: str, tmp_path: Path
) -> None:
    """docs/BOARDS.md "Trying it out", step 1: copy an example to the maps folder. Metro's
    names the shipped tile set and tile back by their plain names, found there."""
    copy = tmp_path / f"my_{name}"
    copy.write_bytes((maps_dir() / "examples" / name).read_bytes())
    assert check_board(copy).problems == []
    if name == "metro_example.tmx":
        board = load_board(copy)
        shipped = maps_dir().resolve()
        assert board.tileset_image == shipped / "metro_tiles.png"
        assert board.tile_back_image == shipped / "metro_tile_back.png"
        assert board.designs == load_board(maps_dir() / "metro.tmx").designs


def test_a_plain_file_name_found_neither_beside_the_map_nor_shipped_is_refused(
    tmp_path: Path,
) -> None:
    copy = tmp_path / "metro_mine.tmx"
    text = (maps_dir() / "examples" / "metro_example.tmx").read_text(encoding="utf-8")
    copy.write_text(text.replace('"metro_tiles.tsx"', '"my_tiles.tsx"'), encoding="utf-8")
    problems = check_board(copy).problems
    assert any(
        "my_tiles.tsx" in str(problem) and "does not exist" in str(problem) for problem in problems
    ), problems

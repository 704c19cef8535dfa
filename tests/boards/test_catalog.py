"""A map of the user's own is a board of its own (issue 26 §1, §2): listed beside the shipped
board with its name and author, played by an engine built for it, named in saves with its
digest — and a save whose board is gone or changed is listed with that reason."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from tabletop.core import GameConfig, Rng, Seat
from tabletop.games.catalog import (
    DEFAULT,
    BoardMissing,
    boards_of,
    default_board,
    engine,
    lookup,
    user_boards,
)
from tabletop.play import Match
from tabletop.resources import maps_dir, user_maps_dir
from tabletop.saves import read_save
from tabletop.saves.store import describe


def user_board(stem: str, base: str = "ttr_paris", **properties: str) -> Path:
    """A copy of a shipped map in the user's folder as ``<stem>.tmx``, without its picture
    (so it gets the generated background), with the map ``properties`` given."""
    folder = user_maps_dir()
    folder.mkdir(parents=True, exist_ok=True)
    text = (maps_dir() / f"{base}.tmx").read_text(encoding="utf-8")
    text = re.sub(r" <imagelayer.*?</imagelayer>\n", "", text, flags=re.S)
    extra = "".join(f'  <property name="{k}" value="{v}"/>\n' for k, v in properties.items())
    text = text.replace(" <properties>\n", " <properties>\n" + extra, 1)
    path = folder / f"{stem}.tmx"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_users_map_is_listed_beside_the_shipped_board_with_its_name_and_author() -> None:
    user_board("left_bank", name="Left Bank", author="Ada")
    boards = boards_of("ttr_paris")
    assert [b.key for b in boards] == [DEFAULT, "left_bank"]
    shipped, own = boards
    assert shipped.path == maps_dir() / "ttr_paris.tmx" and not shipped.replaces
    assert (own.name, own.author, own.game_id) == ("Left Bank", "Ada", "ttr_paris")
    # Not offered for another game.
    assert [b.key for b in boards_of("ttr_europe")] == [DEFAULT]


def test_a_boards_digest_is_the_sha256_of_its_map_file() -> None:
    own = user_board("left_bank", name="Left Bank")
    for board in boards_of("ttr_paris"):
        assert board.digest == hashlib.sha256(board.path.read_bytes()).hexdigest()
    assert [b.path for b in boards_of("ttr_paris")] == [maps_dir() / "ttr_paris.tmx", own]


def test_a_map_edited_in_place_is_described_afresh_and_a_refused_one_is_not_remembered() -> None:
    """What a map content says is kept by its digest (parsed once): an edit is a new content,
    seen at once, and a map refused is refused again, not remembered as it was."""
    path = user_board("left_bank", name="Left Bank", author="Ada")
    first = boards_of("ttr_paris")[1]
    assert (first.name, first.author) == ("Left Bank", "Ada")
    path.write_text(path.read_text().replace("Left Bank", "Rive Gauche"))
    again = boards_of("ttr_paris")[1]
    assert (again.name, again.author) == ("Rive Gauche", "Ada")
    assert again.digest == hashlib.sha256(path.read_bytes()).hexdigest() != first.digest
    path.write_text(path.read_text().replace('name="game"', 'name="no_game"'))
    for _ in range(2):
        boards, problems = user_boards()
        assert boards == [] and len(problems) == 1 and "game" in problems[0]


def test_a_users_map_under_a_shipped_name_replaces_it_and_says_so() -> None:
    path = user_board("ttr_paris", name="My Paris")
    board = default_board("ttr_paris")
    assert board.path == path and board.replaces
    assert user_boards() == ([], [])


def test_a_map_for_no_game_of_ours_is_left_out_with_its_reason() -> None:
    path = user_board("odd")
    path.write_text(path.read_text().replace('value="ttr_paris"', 'value="chess"'))
    boards, problems = user_boards()
    assert boards == [] and len(problems) == 1 and "chess" in problems[0]


def test_the_engine_of_a_board_plays_that_board() -> None:
    path = user_board("short_tickets", name="Short")
    text = path.read_text()
    path.write_text(
        text.replace('name="points" type="int" value="9"', 'name="points" type="int" value="2"')
    )
    game = engine("ttr_paris", "short_tickets")
    assert game is not engine("ttr_paris")
    points = {t.points for t in game.board.tickets.values()}  # type: ignore[attr-defined]
    assert 9 not in points and 2 in points


def test_a_board_is_found_by_name_key_or_file_and_a_wrong_one_names_the_boards() -> None:
    path = user_board("left_bank", name="Left Bank")
    assert lookup("Left Bank").key == "left_bank"
    assert lookup("left_bank").key == "left_bank"
    assert lookup(str(path)).key == "left_bank"
    assert lookup("metro").game_id == "metro"
    with pytest.raises(BoardMissing, match="left_bank"):
        lookup("nowhere")


def _played_on(key: str, moves: int = 12) -> Match:
    seats = [Seat("A", "#d33b32", None), Seat("B", "#2f6fd0", None)]
    match = Match.new("ttr_paris", GameConfig(2), seats, 5, board=key)
    rng = Rng(3)
    for _ in range(moves):
        legal = match.legal_actions()
        match.submit(rng.choice(legal))
    return match


def test_a_save_keeps_its_board_and_loads_onto_it(tmp_path: Path) -> None:
    user_board("left_bank", name="Left Bank")
    match = _played_on("left_bank")
    save = tmp_path / "game.json"
    _write(match, save)
    data = read_save(save)
    assert (data.board, data.board_name) == ("left_bank", "Left Bank")
    again = Match.from_save(data)
    assert again.board == "left_bank" and again.game is match.game
    assert again.view(None) == match.view(None)


def _write(match: Match, path: Path) -> None:
    import json

    path.write_text(json.dumps(match.save_document("test")), encoding="utf-8")


def test_a_save_whose_board_changed_or_is_gone_is_listed_with_that_reason(
    tmp_path: Path,
) -> None:
    path = user_board("left_bank", name="Left Bank")
    save = tmp_path / "game.json"
    _write(_played_on("left_bank"), save)
    assert describe(save).problem is None
    path.write_text(path.read_text().replace("Left Bank", "Left Bank, redrawn"))
    problem = describe(save).problem
    assert problem is not None and "Left Bank" in problem and "changed" in problem
    path.unlink()
    problem = describe(save).problem
    assert problem is not None and "Left Bank" in problem and "missing" in problem

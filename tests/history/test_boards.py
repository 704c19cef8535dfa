"""The history records the board each game was played on, replays it on that board, and
the statistics group by it (issue 26 §2)."""

from __future__ import annotations

from pathlib import Path

from tabletop.history import History
from tabletop.history.__main__ import main
from tabletop.history.stats import BoardCount, Scope
from tabletop.play.runner import play_game
from tests.boards.test_catalog import user_board


def test_games_are_recorded_and_counted_by_board(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    user_board("left_bank", name="Left Bank", author="Ada")
    db = tmp_path / "history.sqlite"
    with History.open(db) as history:
        own = play_game("ttr_paris", ["greedy", "random"], 3, board="left_bank").match
        shipped = play_game("ttr_paris", ["greedy", "random"], 3).match
        mine, _new = history.record(own)
        history.record(shipped)
        assert history.boards() == [
            BoardCount("ttr_paris", "", 1),
            BoardCount("ttr_paris", "Left Bank", 1),
        ]
        assert history.game_count(Scope(board="Left Bank")) == 1
        # The same seed on two boards is two games, and each replays on its own board.
        assert history.game_count() == 2
        assert history.replay(mine).board == "left_bank"
    assert main(["summary", "--db", str(db), "--by-board", "--board", "Left Bank"]) == 0
    assert "Left Bank" in capsys.readouterr().out


def test_a_board_name_nothing_knows_is_said_beside_the_empty_summary(
    tmp_path: Path, capsys
) -> None:  # type: ignore[no-untyped-def]
    db = tmp_path / "history.sqlite"
    with History.open(db) as history:
        history.record(play_game("ttr_paris", ["greedy", "random"], 3).match)
    assert main(["summary", "--db", str(db), "--board", "Left Bnak"]) == 0
    captured = capsys.readouterr()
    assert "note: no board here is named Left Bnak" in captured.err
    assert main(["summary", "--db", str(db), "--board", "ttr_paris"]) == 0
    assert "note:" not in capsys.readouterr().err  # a board it has: no note

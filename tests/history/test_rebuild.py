"""Rebuilding the history from a folder of real saves (games played by the headless runner):
finished games only, each once, and the same figures as recording them at their end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.history import History, Scope, default_db_path, record_finished_game
from tabletop.history.__main__ import main as history_main
from tabletop.saves import list_saves

from .conftest import FINISHED, SavesFolder, finished_match

REPO = Path(__file__).resolve().parents[2]


def test_rebuild_records_every_finished_save_once(
    saves_folder: SavesFolder, tmp_path: Path
) -> None:
    db = tmp_path / "history.sqlite3"
    with History.open(db) as history:
        report = history.rebuild(saves_folder.path)
        assert (report.recorded, report.known, report.unfinished) == (4, 0, 1)
        assert sorted(path.name for path, _problem in report.problems) == [
            "cut short.json",
            "notes.json",
        ]
        assert {line.game_id for line in history.games()} == set(FINISHED)
        again = history.rebuild(saves_folder.path)
        assert (again.recorded, again.known, again.unfinished) == (0, 4, 1)
        assert history.game_count() == 4


def test_rebuild_gives_the_same_figures_as_recording_at_the_end(
    saves_folder: SavesFolder, tmp_path: Path
) -> None:
    rebuilt = tmp_path / "rebuilt.sqlite3"
    live = tmp_path / "live.sqlite3"
    with History.open(rebuilt) as history:
        history.rebuild(saves_folder.path)
    for game_id in FINISHED:
        record_finished_game(finished_match(game_id), live, saves_dir=tmp_path / "empty")

    def figures(db: Path) -> list[tuple[object, ...]]:
        with History.open(db) as history:
            rows = history.conn.execute(
                "SELECT g.key, g.game, s.seat, s.name, s.score, s.place, s.win_share "
                "FROM games g JOIN seats s ON s.game_id = g.id ORDER BY g.key, s.seat"
            ).fetchall()
            facts = history.conn.execute(
                "SELECT g.key, f.seat, f.fact, f.value FROM facts f JOIN games g "
                "ON g.id = f.game_id ORDER BY g.key, f.seat, f.fact"
            ).fetchall()
        return [*rows, *facts]

    assert figures(rebuilt) == figures(live)


def test_a_missing_database_is_rebuilt_from_the_saves(
    saves_folder: SavesFolder, tmp_path: Path
) -> None:
    db = tmp_path / "history.sqlite3"
    row, new = record_finished_game(finished_match("great_tour"), db, saves_dir=saves_folder.path)
    assert not new  # the rebuild already found it among the saves
    with History.open(db) as history:
        assert history.game_count() == 4
        assert history.games(Scope("great_tour"))[0].row == row


def test_a_damaged_database_is_set_aside_and_rebuilt(
    saves_folder: SavesFolder, tmp_path: Path
) -> None:
    db = tmp_path / "history.sqlite3"
    db.write_bytes(b"\x00garbage" * 512)
    record_finished_game(finished_match("ttr_paris"), db, saves_dir=saves_folder.path)
    kept = list(tmp_path.glob("history.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00garbage" * 512
    with History.open(db) as history:
        assert history.game_count() == 4


def test_opening_a_good_database_does_not_rebuild(
    saves_folder: SavesFolder, tmp_path: Path
) -> None:
    db = tmp_path / "history.sqlite3"
    History.open(db).close()  # exists, empty
    with History.open(db, rebuild_from=saves_folder.path) as history:
        assert history.rebuilt is None and history.game_count() == 0


def test_rebuild_from_the_terminal(
    saves_folder: SavesFolder, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "out" / "history.sqlite3"
    assert history_main(["rebuild", str(saves_folder.path), "--db", str(db)]) == 0
    captured = capsys.readouterr()
    assert "4 recorded, 0 already known, 1 unfinished, 2 not loadable" in captured.out
    assert "the history holds 4 games" in captured.out
    assert "cut short.json" in captured.err and "notes.json" in captured.err
    assert history_main(["summary", "--db", str(db), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 4
    # Every game had a greedy seat 0 named "greedy 1" by the runner (a computer is known by
    # its agent: the only greedy seat), and random seats after it.
    assert summary["players"]["AI · Greedy"]["games"] == 4
    assert set(summary["players"]) == {"AI · Greedy", "AI · Random"}


def test_rebuilding_the_apps_own_saves_folder_passes_over_its_index(
    saves_folder: SavesFolder, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Load screen keeps an index (``.index.json``) in the folder; README's ``rebuild
    SAVES_DIR`` on the app's own folder once listed it as a save that could not be loaded."""
    list_saves(saves_folder.path)  # as the Load screen does: it writes the index
    assert (saves_folder.path / ".index.json").is_file()
    db = tmp_path / "history.sqlite3"
    assert history_main(["rebuild", str(saves_folder.path), "--db", str(db)]) == 0
    captured = capsys.readouterr()
    assert "2 not loadable" in captured.out and ".index.json" not in captured.err


def test_the_terminal_refuses_what_is_not_there(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert history_main(["rebuild", str(tmp_path / "nowhere"), "--db", str(tmp_path / "h")]) == 1
    assert "no folder of saves" in capsys.readouterr().err
    assert history_main(["summary", "--db", str(tmp_path / "missing.sqlite3")]) == 1
    assert "no history database" in capsys.readouterr().err
    assert not (tmp_path / "missing.sqlite3").exists()


def test_rebuild_refuses_a_db_path_that_is_not_a_history_and_leaves_it_as_it_is(
    saves_folder: SavesFolder, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder or a text file typed as ``--db`` by mistake (to rebuild, summary or export) is
    not renamed as "damaged"."""
    folder = tmp_path / "a folder"
    folder.mkdir()
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    for db in (folder, notes):
        assert history_main(["rebuild", str(saves_folder.path), "--db", str(db)]) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1, err
    for command in (["summary"], ["export", str(tmp_path / "out.csv")]):
        assert history_main([*command, "--db", str(notes)]) == 1
        err = capsys.readouterr().err
        assert err.startswith("error: ") and err.count("\n") == 1, err
    assert folder.is_dir() and notes.read_text(encoding="utf-8") == "my notes\n"
    assert sorted(p.name for p in tmp_path.iterdir() if "damaged" in p.name) == []


def test_export_to_a_place_it_cannot_write_says_so_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record_finished_game(finished_match("metro"))
    (tmp_path / "a folder").mkdir()
    for target in (tmp_path / "no such folder" / "out.csv", tmp_path / "a folder"):
        assert history_main(["export", str(target)]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"error: {target}: ") and err.count("\n") == 1, err
        assert "Errno" not in err


def test_summary_defaults_to_the_users_own_database(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """tests/conftest.py points the user data folder at a fresh temporary one."""
    match = finished_match("metro")
    record_finished_game(match)
    assert default_db_path().is_file()
    assert history_main(["summary", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 1


def test_python_m_tabletop_history_runs(saves_folder: SavesFolder, tmp_path: Path) -> None:
    db = tmp_path / "cli.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    for args in (
        ["rebuild", str(saves_folder.path), "--db", str(db)],
        ["summary", "--db", str(db)],
    ):
        result = subprocess.run(
            [sys.executable, "-m", "tabletop.history", *args],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "4 games recorded"

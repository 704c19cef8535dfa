"""The history database's schema: migrations from version 1 upward keep every row, each step
is all or nothing, and a damaged database is set aside (never deleted) and replaced."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tabletop.history import History, HistoryError, record_finished_game, schema
from tabletop.history.schema import LATEST, MIGRATIONS, TABLES, migrate, open_database
from tabletop.history.stats import AI_KEY

from .conftest import finished_match


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {name for (name,) in rows}


def _version(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def _database_at(path: Path, version: int) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, version)
    conn.close()


V1_GAME = (
    "INSERT INTO games (id, key, game, rules_version, board_version, finished_at, "
    "duration_seconds, moves, turns, players, seed, options) VALUES "
    "(1, 'k1', 'metro', 1, 'b', '2025-01-05T20:00:00+00:00', 1800.0, 60, 40, 2, '7', '{}')"
)
V1_SEATS = (
    "INSERT INTO seats (game_id, seat, name, color, agent, score, place, win_share) VALUES "
    "(1, 0, 'Anna', '#f2c531', NULL, 70, 1, 1.0), (1, 1, 'Ben', '#2f7fd8', 'greedy', 50, 2, 0.0)"
)


def test_a_new_database_is_created_at_the_latest_version(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "history.sqlite3"
    opened = open_database(path)
    opened.conn.close()
    assert opened.found_version == 0 and opened.set_aside is None
    assert _version(path) == LATEST == len(MIGRATIONS)
    assert TABLES[LATEST] <= _tables(path)


@pytest.mark.parametrize("start", range(1, LATEST))
def test_migrations_from_an_older_version_keep_every_row(tmp_path: Path, start: int) -> None:
    path = tmp_path / "history.sqlite3"
    _database_at(path, start)
    assert _version(path) == start and _tables(path) >= TABLES[start]
    with sqlite3.connect(path) as conn:
        conn.execute(V1_GAME)
        conn.execute(V1_SEATS)
    with History.open(path) as history:
        assert history.conn.execute("PRAGMA user_version").fetchone()[0] == LATEST
        summary = history.summary()
        assert summary.games == 1
        greedy = summary.players[AI_KEY + "greedy"]  # Ben's seat, known by its agent
        assert summary.players["Anna"].wins == 1.0 and greedy.mean_score == 50
        # The game recorded before facts existed simply has none; the new tables work.
        assert history.records("best_line") == []
        assert [line.duration_seconds for line in history.games()] == [1800.0]
    assert _tables(path) >= TABLES[LATEST]


def test_version_one_database_takes_new_games_after_migrating(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _database_at(path, 1)
    with sqlite3.connect(path) as conn:
        conn.execute(V1_GAME)
        conn.execute(V1_SEATS)
    row, new = record_finished_game(finished_match("metro"), path, saves_dir=tmp_path / "none")
    assert new and row == 2
    with History.open(path) as history:
        assert history.game_count() == 2
        assert history.records("lines_completed")  # facts of the new game are kept


def test_a_failing_migration_leaves_the_database_at_its_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    _database_at(path, 1)
    broken = (*MIGRATIONS[:1], "CREATE TABLE half_done (x INTEGER); SELECT * FROM missing;")
    monkeypatch.setattr(schema, "MIGRATIONS", broken)
    conn = sqlite3.connect(path, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, 2)
    conn.close()
    assert _version(path) == 1
    assert "half_done" not in _tables(path)


def _damaged_files(tmp_path: Path) -> dict[str, bytes]:
    """Bytes that are not a history database, by what they are."""
    good = tmp_path / "good.sqlite3"
    open_database(good).conn.close()
    real = good.read_bytes()
    foreign = tmp_path / "foreign.sqlite3"
    with sqlite3.connect(foreign) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    return {
        "garbage": b"this is not a database\n" * 200,
        "truncated": real[: len(real) // 2] + b"\0" * 10,
        "scrambled": real[:100] + bytes(255 - b for b in real[100:]),
        "foreign": foreign.read_bytes(),
    }


@pytest.mark.parametrize("kind", ["garbage", "truncated", "scrambled", "foreign"])
def test_a_damaged_database_is_set_aside_never_deleted(tmp_path: Path, kind: str) -> None:
    content = _damaged_files(tmp_path)[kind]
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    with History.open(path) as history:
        assert history.set_aside is not None
        assert history.set_aside.parent == tmp_path
        assert history.set_aside.name.startswith("history.sqlite3.damaged-")
        assert history.set_aside.read_bytes() == content
        assert history.game_count() == 0
    assert _version(path) == LATEST


def test_a_database_missing_the_tables_of_its_version_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _database_at(path, LATEST)
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TABLE facts")
    with History.open(path) as history:
        assert history.set_aside is not None
    assert "facts" in _tables(path)


def test_two_damaged_databases_are_both_kept(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    for content in (b"first damage" * 100, b"second damage" * 100):
        path.write_bytes(content)
        History.open(path).close()
    kept = {p.read_bytes() for p in tmp_path.glob("history.sqlite3.damaged-*")}
    assert kept == {b"first damage" * 100, b"second damage" * 100}


def test_a_newer_tabletops_database_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _database_at(path, LATEST)
    with sqlite3.connect(path) as conn:
        conn.execute(f"PRAGMA user_version = {LATEST + 1}")
    before = path.read_bytes()
    with pytest.raises(HistoryError, match="newer tabletop"):
        History.open(path)
    assert path.read_bytes() == before
    assert list(tmp_path.glob("*.damaged-*")) == []


def test_a_locked_database_is_not_taken_for_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    _database_at(path, LATEST)
    # Wait a tenth of a second for the lock instead of ten.
    monkeypatch.setattr(
        schema, "_connect", lambda p: sqlite3.connect(p, timeout=0.1, isolation_level=None)
    )
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(HistoryError, match="cannot be read now"):
            open_database(path)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert list(tmp_path.glob("*.damaged-*")) == []
    assert _version(path) == LATEST


def _use_within(seconds: float, path: Path) -> tuple[Path | None, int]:
    """Open the history at ``path``, record a game in it and count its games, on a thread:
    SQLite waits for ever on a FIFO, so a hang fails the test at ``seconds`` instead of
    stopping the suite. Returns where the odd entry was set aside, and the count."""
    import threading

    found: list[tuple[Path | None, int]] = []

    def use() -> None:
        with History.open(path) as history:
            history.record(finished_match("metro"))
            count = history.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0]
            found.append((history.set_aside, count))

    thread = threading.Thread(target=use, daemon=True)
    thread.start()
    thread.join(seconds)
    assert found, f"the history was not usable within {seconds} s"
    return found[0]


@pytest.mark.parametrize("kind", ["a FIFO", "a link to /dev/zero", "a folder", "a journal FIFO"])
def test_anything_but_a_file_where_the_history_goes_is_set_aside(tmp_path: Path, kind: str) -> None:
    import os

    path = tmp_path / "history.sqlite3"
    odd = path.with_name(path.name + "-journal") if kind == "a journal FIFO" else path
    if "FIFO" in kind:
        os.mkfifo(odd)
    elif kind == "a folder":
        odd.mkdir()
    else:
        os.symlink("/dev/zero", odd)
    set_aside, games = _use_within(30.0, path)
    assert set_aside is not None and set_aside.parent == tmp_path
    assert games == 1
    assert path.is_file() and not path.is_symlink()


def test_moves_that_inflate_without_end_are_refused_without_inflating_them() -> None:
    import tracemalloc
    import zlib

    from tabletop.history.record import replay_from_document

    packer = zlib.compressobj(9)  # 256 MB of nothing in about 250 KB
    bomb = packer.compress(b"[") + b"".join(packer.compress(b" " * (1 << 20)) for _ in range(256))
    bomb += packer.compress(b"]") + packer.flush()
    tracemalloc.start()
    try:
        with pytest.raises(HistoryError, match="cannot be replayed"):
            replay_from_document(bomb)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 64 * 1024 * 1024, peak
    with pytest.raises(HistoryError, match="cannot be replayed"):
        replay_from_document(zlib.compress(b"[" * 100_000, 9))

"""The history database's schema, as numbered migrations, and opening a database safely.

The version is SQLite's ``PRAGMA user_version``. ``MIGRATIONS[n - 1]`` takes a database from
version ``n - 1`` to ``n``; each runs in its own transaction together with the version bump,
so a database is always at exactly one version (a new database is made in one transaction,
every step at once). A released migration is never edited: a change
to the schema is a new step at the end of the list.

Opening tells three cases apart: a new (missing or empty) database is created at the latest
version; a database of ours is migrated up; anything else — not SQLite, failing SQLite's own
check, or missing tables its version promises — is *damaged* and is set aside (renamed, never
deleted) so a fresh one can be rebuilt from the saves. So is anything at the database's place
(or a journal's) that is not a regular file — a FIFO SQLite would wait on for ever, a device, a
link out of the folder — looked at first through the one bounded reader's rule
(``tabletop.core.files``). A database written by a newer tabletop is left alone and refused.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from tabletop.core import TabletopError
from tabletop.core.files import FileRefused, regular_file_or_nothing
from tabletop.core.i18n import _

log = logging.getLogger(__name__)

MIGRATIONS: tuple[str, ...] = (
    # 1: the results — one row per game, one per seat (who, score, place, share of the win).
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,           -- digest of setup + moves: one row per game
        game TEXT NOT NULL,                 -- game id, e.g. 'ttr_europe'
        rules_version INTEGER NOT NULL,
        board_version TEXT NOT NULL,        -- digest of the map file the game was played on
        finished_at TEXT NOT NULL,          -- ISO 8601, UTC
        duration_seconds REAL,              -- NULL: not known (games rebuilt from saves)
        moves INTEGER NOT NULL,
        turns INTEGER NOT NULL,
        players INTEGER NOT NULL,
        seed TEXT NOT NULL,                 -- text: a seed may exceed SQLite's 64 bits
        options TEXT NOT NULL               -- canonical JSON
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        color TEXT NOT NULL,
        agent TEXT,                         -- AI name; NULL for a human
        score INTEGER NOT NULL,
        place INTEGER NOT NULL,             -- 1 for every winner
        win_share REAL NOT NULL,            -- 1 / number of winners for a winner, else 0
        PRIMARY KEY (game_id, seat)
    );
    """,
    # 2: how each score was made and the per-game facts (tickets, lines, tokens…).
    """
    CREATE TABLE score_parts (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        part TEXT NOT NULL,                 -- an Outcome.breakdown key
        points INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, part)
    );
    CREATE TABLE facts (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        fact TEXT NOT NULL,                 -- a tabletop.history.facts.Fact value
        value INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, fact)
    );
    """,
    # 3: each game's moves, so a recorded game can be replayed after its save is gone, and
    # the indexes the statistics queries use.
    """
    CREATE TABLE moves (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        document BLOB NOT NULL              -- zlib-compressed JSON: config, seats, seed, log
    );
    CREATE INDEX seats_by_name ON seats (name);
    CREATE INDEX games_by_time ON games (finished_at);
    CREATE INDEX facts_by_fact ON facts (fact, value);
    """,
    # 4: the board each game was played on, by name ('' for the game's own board), so the
    # statistics can group by it.
    """
    ALTER TABLE games ADD COLUMN board TEXT NOT NULL DEFAULT '';
    """,
)

LATEST = len(MIGRATIONS)

#: The tables each version has (a database missing one of them is damaged).
TABLES: tuple[frozenset[str], ...] = (
    frozenset(),
    frozenset({"games", "seats"}),
    frozenset({"games", "seats", "score_parts", "facts"}),
    frozenset({"games", "seats", "score_parts", "facts", "moves"}),
    frozenset({"games", "seats", "score_parts", "facts", "moves"}),
)


class HistoryError(TabletopError):
    """The history database cannot be used, in plain words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class DamagedDatabase(HistoryError):
    """The file is not a history database we can read; it is set aside, never deleted."""


@dataclass(frozen=True)
class Opened:
    """An open, migrated database and what opening it took."""

    conn: sqlite3.Connection
    #: The version the file had before opening (0: it was new).
    found_version: int
    #: Where a damaged database was moved to, if one was.
    set_aside: Path | None


def _is_damage(exc: sqlite3.Error) -> bool:
    """Only "not a database" and "corrupt" mean damage; a locked or unreadable file is a
    passing problem, and such a file must never be set aside."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(("SQLITE_NOTADB", "SQLITE_CORRUPT"))


def _connect(path: Path) -> sqlite3.Connection:
    try:
        # isolation_level=None: we open and close every transaction ourselves.
        conn = sqlite3.connect(path, timeout=10.0, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
    except sqlite3.Error as exc:
        if _is_damage(exc):
            raise DamagedDatabase(f"{path.name}: not a readable SQLite database ({exc})") from None
        message = _("The history {name} cannot be opened ({problem}).")
        raise HistoryError(message.format(name=path.name, problem=exc)) from None
    return conn


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """All or nothing: ``BEGIN IMMEDIATE`` … ``COMMIT``, rolled back on any error."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def version_of(conn: sqlite3.Connection) -> int:
    row = conn.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def _tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {str(name) for (name,) in rows}


def _check(conn: sqlite3.Connection, path: Path) -> int:
    """The version of a database that passes SQLite's check and has the tables its version
    promises; ``DamagedDatabase`` otherwise, ``HistoryError`` for a newer tabletop's file."""
    try:
        verdict = conn.execute("PRAGMA quick_check").fetchone()
        version = version_of(conn)
        tables = _tables(conn)
    except sqlite3.DatabaseError as exc:
        if _is_damage(exc):
            raise DamagedDatabase(f"{path.name}: not a readable SQLite database ({exc})") from None
        message = _("The history {name} cannot be read now ({problem}).")
        raise HistoryError(message.format(name=path.name, problem=exc)) from None
    if verdict is None or verdict[0] != "ok":
        raise DamagedDatabase(f"{path.name}: SQLite finds it damaged ({verdict})")
    if version > LATEST:
        message = _(
            "The history {name} was written by a newer tabletop (history version {found}; "
            "this tabletop reads up to {latest}); update tabletop to use it."
        )
        raise HistoryError(message.format(name=path.name, found=version, latest=LATEST))
    if version == 0 and tables:
        raise DamagedDatabase(f"{path.name}: an SQLite database, but not tabletop's history")
    missing = TABLES[version] - tables
    if missing:
        raise DamagedDatabase(f"{path.name}: the tables {sorted(missing)} are missing")
    return version


def migrate(conn: sqlite3.Connection, target: int = LATEST) -> int:
    """Run every migration from the database's version up to ``target``; returns the version
    it had. Each step and its version bump commit together; a new database (version 0) is
    made in one transaction, every step up to ``target`` at once (all or nothing: one commit,
    not one per step, each of which waits for the disk)."""
    found = version_of(conn)
    steps = [
        f"{MIGRATIONS[version - 1]}\nPRAGMA user_version = {version};"
        for version in range(found + 1, target + 1)
    ]
    batches = ["\n".join(steps)] if found == 0 and steps else steps
    for batch in batches:
        try:
            conn.executescript(f"BEGIN IMMEDIATE;\n{batch}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    return found


#: The files SQLite keeps beside a database.
JOURNALS = ("-journal", "-wal", "-shm")


def not_a_database_file(path: Path) -> bool:
    """Something that is neither a regular file nor nothing is where the database or one of
    its journals goes (SQLite opens them itself, and would wait on a FIFO for ever)."""
    for entry in (path, *(path.with_name(path.name + suffix) for suffix in JOURNALS)):
        try:
            regular_file_or_nothing(entry, inside=path.parent)
        except FileRefused:
            return True
    return False


def set_aside(path: Path) -> Path:
    """Rename a damaged database (and its journal files) to a free ``.damaged-<time>`` name
    beside it — a link is renamed, never followed; returns the new path of the database."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 2
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
        number += 1
    if os.path.lexists(path):
        path.rename(target)
    for suffix in JOURNALS:
        companion = path.with_name(path.name + suffix)
        if os.path.lexists(companion):
            companion.rename(target.with_name(target.name + suffix))
    log.warning("history database %s is damaged; set aside as %s", path, target.name)
    return target


def open_database(path: Path) -> Opened:
    """Open (creating or migrating) the history database at ``path``; a damaged one is set
    aside and replaced by a new, empty one (``Opened.set_aside`` says where it went)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    moved: Path | None = None
    if not_a_database_file(path):
        moved = set_aside(path)
    try:
        conn = _connect(path)
    except DamagedDatabase:
        moved = set_aside(path)
        conn = _connect(path)
    try:
        found = _check(conn, path)
    except DamagedDatabase:
        conn.close()
        moved = set_aside(path)
        conn = _connect(path)
        found = 0
    except BaseException:
        conn.close()
        raise
    try:
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return Opened(conn, found, moved)

"""The history database on disk: where it lives, opening it (rebuilt from the saves when it is
missing or damaged), recording a finished game and rebuilding from a folder of saves."""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Self

import platformdirs

from tabletop import saves
from tabletop.core.i18n import _
from tabletop.replay import Replay
from tabletop.saves import SaveError

from .record import FinishedGame, GameRecord, make_record, replay_from_document, write_record
from .schema import HistoryError, open_database
from .stats import Queries

log = logging.getLogger(__name__)

DB_NAME = "history.sqlite3"


def default_db_path() -> Path:
    """``<user data dir>/history.sqlite3``."""
    return Path(platformdirs.user_data_dir("tabletop")) / DB_NAME


@dataclass
class RebuildReport:
    """What a rebuild found in a folder of saves."""

    #: Finished games added to the history now.
    recorded: int = 0
    #: Finished games the history already had.
    known: int = 0
    #: Saves of games still being played (not history yet).
    unfinished: int = 0
    #: Files that are not loadable saves: (path, the problem in plain words).
    problems: list[tuple[Path, str]] = field(default_factory=list)


def save_files(folder: Path) -> list[Path]:
    """Every ``*.json`` file below ``folder`` (sub-folders too), except hidden ones and links,
    as the Load screen lists them: half-written temp files (``.tmp-…``) and the saves folder's
    own index (``.index.json``, which a rebuild of the app's folder once counted as a save
    that could not be loaded) are not saves."""
    if not folder.is_dir():
        return []
    found = [
        path
        for path in folder.rglob(f"*{saves.store.SUFFIX}")
        if not path.name.startswith(".") and path.is_file() and not path.is_symlink()
    ]
    return sorted(found)


class History(Queries):
    """An open history database. Use as a context manager, or ``close()`` it."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path
        #: Where a damaged database was moved to when this one was opened, if it was.
        self.set_aside: Path | None = None
        #: The rebuild from the saves that opening did, if the database was new or damaged.
        self.rebuilt: RebuildReport | None = None

    @classmethod
    def open(cls, db_path: Path | str | None = None, *, rebuild_from: Path | None = None) -> Self:
        """Open (create, migrate) the database; when it was missing or damaged — a damaged one
        is set aside, never deleted — fill it from the finished saves in ``rebuild_from``."""
        path = Path(db_path) if db_path is not None else default_db_path()
        opened = open_database(path)
        history = cls(opened.conn, path)
        history.set_aside = opened.set_aside
        if opened.found_version == 0 and rebuild_from is not None:
            history.rebuilt = history.rebuild(rebuild_from)
        return history

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    # ------------------------------------------------------------------ writing
    def record(
        self,
        game: FinishedGame,
        *,
        finished_at: datetime | None = None,
        duration_seconds: float | None = None,
    ) -> tuple[int, bool]:
        """Record a finished game in one transaction; (row id, True if new)."""
        record = make_record(game, finished_at=finished_at, duration_seconds=duration_seconds)
        return write_record(self.conn, record)

    def add(self, record: GameRecord) -> tuple[int, bool]:
        """Store a record made elsewhere (``make_record``)."""
        return write_record(self.conn, record)

    def rebuild(self, saves_dir: Path) -> RebuildReport:
        """Add every finished game saved below ``saves_dir`` that the history lacks. Each save
        is read and checked by replay; files that are not loadable saves are listed."""
        report = RebuildReport()
        for path in save_files(saves_dir):
            try:
                data = saves.read_save(path)
            except SaveError as exc:
                report.problems.append((path, exc.message))
                continue
            if data.scores is None:
                report.unfinished += 1
                continue
            finished_at = data.saved_at if data.saved_at.year > 1970 else _mtime(path)
            try:
                _row, new = self.record(data, finished_at=finished_at)
            except HistoryError as exc:
                report.problems.append((path, exc.message))
                continue
            if new:
                report.recorded += 1
            else:
                report.known += 1
        log.info(
            "history rebuilt from %s: %d recorded, %d known, %d unfinished, %d problems",
            saves_dir,
            report.recorded,
            report.known,
            report.unfinished,
            len(report.problems),
        )
        return report

    # ------------------------------------------------------------------ reading games back
    def replay(self, game_row: int) -> Replay:
        """A replay of recorded game ``game_row`` from the moves the history keeps."""
        row = self.conn.execute(
            "SELECT document FROM moves WHERE game_id = ?", (game_row,)
        ).fetchone()
        if row is None:
            raise HistoryError(_("The history keeps no moves for this game."))
        return replay_from_document(bytes(row[0]))


def _mtime(path: Path) -> datetime:
    return datetime.fromtimestamp(path.stat().st_mtime, UTC)


def record_finished_game(
    game: FinishedGame,
    db_path: Path | str | None = None,
    *,
    saves_dir: Path | None = None,
    finished_at: datetime | None = None,
    duration_seconds: float | None = None,
) -> tuple[int, bool]:
    """Record a finished game (a ``Match``, ``SaveData`` or ``Replay``) in the history at
    ``db_path`` (default: the user's), in one transaction; returns (row id, True if new).

    If the database is missing or damaged, it is first rebuilt from the finished saves in
    ``saves_dir`` (default: the user's saves folder). Opens and closes its own connection,
    so it may run on a worker thread (give it a ``Replay.from_match`` snapshot there).
    """
    folder = saves_dir if saves_dir is not None else saves.saves_dir()
    with History.open(db_path, rebuild_from=folder) as history:
        return history.record(game, finished_at=finished_at, duration_seconds=duration_seconds)

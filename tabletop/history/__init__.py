"""The history of finished games: a local SQLite database and the statistics over it.

Every finished game is recorded once, in one transaction (``record_finished_game``); the
database lives in the user data folder, is versioned with migrations (``schema.py``) and is
rebuilt from the finished saves when it is missing or damaged (a damaged one is set aside,
never deleted). ``History`` answers the statistics screen's questions (``stats.py``).
From a terminal: ``python -m tabletop.history rebuild SAVES_DIR --db FILE`` and
``python -m tabletop.history summary [--db FILE] [--json]``.
"""

from .export import export_csv, write_csv
from .facts import facts_of, record_facts
from .record import GameRecord, SeatResult, make_record, places
from .schema import LATEST as SCHEMA_VERSION
from .schema import DamagedDatabase, HistoryError
from .stats import (
    EVERYTHING,
    AgainstAi,
    FactRecord,
    GameLine,
    HeadToHead,
    KnownPlayer,
    PlayerStats,
    Scope,
    SeatLine,
    SharePoint,
    Summary,
    player_label,
)
from .store import History, RebuildReport, default_db_path, record_finished_game

__all__ = [
    "EVERYTHING",
    "SCHEMA_VERSION",
    "AgainstAi",
    "DamagedDatabase",
    "FactRecord",
    "GameLine",
    "GameRecord",
    "HeadToHead",
    "History",
    "HistoryError",
    "KnownPlayer",
    "PlayerStats",
    "RebuildReport",
    "Scope",
    "SeatLine",
    "SeatResult",
    "SharePoint",
    "Summary",
    "default_db_path",
    "export_csv",
    "facts_of",
    "make_record",
    "places",
    "player_label",
    "record_facts",
    "record_finished_game",
    "write_csv",
]

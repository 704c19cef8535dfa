"""The history as CSV: one row per seat of every recorded game, for a spreadsheet."""

from __future__ import annotations

import csv
import sqlite3
from pathlib import Path
from typing import TextIO

from .stats import EVERYTHING, Scope

#: The fixed columns, in order; the score parts (``score_<part>``) and the facts follow,
#: sorted by name, each empty where a game has no such part or fact.
COLUMNS = (
    "game_row",
    "game",
    "finished_at",
    "duration_seconds",
    "moves",
    "turns",
    "players",
    "seat",
    "name",
    "color",
    "ai",
    "score",
    "place",
    "win_share",
)


def write_csv(conn: sqlite3.Connection, out: TextIO, scope: Scope = EVERYTHING) -> int:
    """Write the games in ``scope``, oldest first; returns the number of rows written."""
    where, params = scope.where()
    seats = conn.execute(
        "SELECT g.id, g.game, g.finished_at, g.duration_seconds, g.moves, g.turns, g.players, "
        "s.seat, s.name, s.color, s.agent, s.score, s.place, s.win_share "
        f"FROM seats s JOIN games g ON g.id = s.game_id WHERE {where} "
        "ORDER BY g.finished_at, g.id, s.seat",
        params,
    ).fetchall()
    extra: dict[tuple[int, int], dict[str, int]] = {}
    for table, name_column, value_column, prefix in (
        ("score_parts", "part", "points", "score_"),
        ("facts", "fact", "value", ""),
    ):
        rows = conn.execute(
            f"SELECT t.game_id, t.seat, t.{name_column}, t.{value_column} FROM {table} t "
            f"JOIN games g ON g.id = t.game_id WHERE {where}",
            params,
        ).fetchall()
        for game_row, seat, name, value in rows:
            extra.setdefault((int(game_row), int(seat)), {})[prefix + str(name)] = int(value)
    more = sorted({column for values in extra.values() for column in values})
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*COLUMNS, *more])
    for row in seats:
        (game_row, game, when, duration, moves, turns, players, seat, name, color, agent) = row[:11]
        score, place, share = row[11:]
        values = extra.get((int(game_row), int(seat)), {})
        writer.writerow(
            [
                game_row,
                game,
                when,
                "" if duration is None else f"{float(duration):.0f}",
                moves,
                turns,
                players,
                seat,
                name,
                color,
                agent or "",
                score,
                place,
                f"{float(share):.6g}",
                *(values.get(column, "") for column in more),
            ]
        )
    return len(seats)


def export_csv(conn: sqlite3.Connection, path: Path, scope: Scope = EVERYTHING) -> int:
    """Write the CSV to ``path`` (UTF-8 with a byte-order mark, so spreadsheets read names
    with accents right); returns the number of rows."""
    with path.open("w", encoding="utf-8-sig", newline="") as out:
        return write_csv(conn, out, scope)

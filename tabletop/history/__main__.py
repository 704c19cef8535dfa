"""``python -m tabletop.history``: the history from a terminal.

- ``rebuild SAVES_DIR [--db FILE]`` records every finished game saved below ``SAVES_DIR``
  (unfinished games and files that are not saves are skipped and counted);
- ``summary [--db FILE] [--json]`` prints the statistics table, or with ``--json``
  ``{"games": N, "players": {name: {"games", "wins", "mean_score", "best_score"}}}`` (a shared
  win counts 1 / number of winners): the figures of the Statistics screen's Players tab;
- ``export CSV_FILE [--db FILE]`` writes the history as CSV.

``--db`` defaults to the user's own database, which is rebuilt from the user's saves if it is
missing or damaged.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

from tabletop import saves
from tabletop.core.formats import format_number
from tabletop.core.i18n import _, ngettext, speak_system_language
from tabletop.games import offered
from tabletop.games.catalog import DEFAULT, BoardMissing, lookup

from .export import export_csv
from .schema import HistoryError
from .stats import BoardCount, Scope, Summary
from .store import History


def _date(text: str) -> datetime:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        message = _("not a date like 2025-01-31: {text}").format(text=text)
        raise argparse.ArgumentTypeError(message) from None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.history", description=_("The history of finished games.")
    )
    sub = parser.add_subparsers(dest="command", required=True)
    db_help = _("the history database (default: your own)")
    rebuild = sub.add_parser("rebuild", help=_("record the finished games of a folder of saves"))
    rebuild.add_argument(
        "saves_dir",
        metavar="SAVES_DIR",
        type=Path,
        help=_("a folder of saves (and its subfolders)"),
    )
    rebuild.add_argument("--db", type=Path, help=db_help)
    summary = sub.add_parser("summary", help=_("print the statistics table"))
    summary.add_argument("--db", type=Path, help=db_help)
    summary.add_argument("--json", action="store_true", help=_("print JSON instead of a table"))
    ids = ", ".join(found.id for found in offered())
    summary.add_argument("--game", help=_("only this game (its id: {ids})").format(ids=ids))
    summary.add_argument("--since", type=_date, help=_("only games finished on or after"))
    summary.add_argument("--until", type=_date, help=_("only games finished before"))
    summary.add_argument("--board", help=_("only games on this board (its name, or its map file)"))
    summary.add_argument(
        "--by-board", action="store_true", help=_("count the games played on each board")
    )
    export = sub.add_parser("export", help=_("write the history as CSV"))
    export.add_argument("csv_file", metavar="CSV_FILE", type=Path, help=_("the CSV file to write"))
    export.add_argument("--db", type=Path, help=db_help)
    return parser


def _open(db: Path | None) -> History:
    """The named database as it is, or the user's own (rebuilt from the user's saves if it is
    missing or damaged)."""
    if db is None:
        return History.open(None, rebuild_from=saves.saves_dir())
    if not db.is_file():
        raise HistoryError(_("there is no history database at {path}").format(path=db))
    if (problem := _db_problem(db)) is not None:
        raise HistoryError(problem)
    return History.open(db)


#: The first bytes of every SQLite database file (its file format's header string).
_SQLITE_HEADER = b"SQLite format 3\x00"


def _db_problem(db: Path | None) -> str | None:
    """Why ``--db`` may not use ``db``: the app sets a damaged history aside (renames
    it) and starts a new one, but a path typed by mistake — a folder, the saves themselves, a
    text file — is the user's, not a damaged history: refuse it instead of renaming it."""
    if db is None or not os.path.lexists(db):
        return None
    if db.is_symlink() or not db.is_file():
        return _("{path} is not a file; give the history database's file name").format(path=db)
    with db.open("rb") as file:
        head = file.read(len(_SQLITE_HEADER))
    if head and head != _SQLITE_HEADER:
        return _(
            "{path} is not a history database; give a new file name, or the history's own"
        ).format(path=db)
    return None


def format_summary(summary: Summary) -> str:
    """The statistics table as plain text."""
    lines = [
        ngettext("{n} game recorded", "{n} games recorded", summary.games).format(
            n=format_number(summary.games)
        )
    ]
    if not summary.players:
        return lines[0]
    headings = (
        _("Player"),
        _("Games"),
        _("Wins"),
        _("Win share"),
        _("Mean score"),
        _("Best score"),
    )
    # The figures the Statistics screen's Players tab shows, in its words (``figures``).
    rows = [(summary.label(name), *stats.figures()) for name, stats in summary.players.items()]
    # Each column as wide as its heading or its widest cell (headings differ by language).
    widths = [max(len(row[i]) for row in [headings, *rows]) for i in range(len(headings))]
    for row in [headings, *rows]:
        cells = [row[0].ljust(widths[0])] + [
            cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def recorded_board_name(name_or_file: str, game_id: str | None) -> str:
    """The name the history keeps for a board typed as ``--board`` ("" for a game's own
    board); a board that is gone is looked for by the name as typed."""
    try:
        board = lookup(name_or_file, game_id)
    except BoardMissing:
        return name_or_file
    return "" if board.key == DEFAULT else board.name


def _board_known(name_or_file: str, game_id: str | None) -> bool:
    """Is ``name_or_file`` a board this install has (shipped, the user's, or a map file)?"""
    try:
        lookup(name_or_file, game_id)
    except BoardMissing:
        return False
    return True


def format_boards(counts: Sequence[BoardCount], as_json: bool) -> str:
    """The games counted per game and board, as JSON or one line each."""
    if as_json:
        rows = [{"game": c.game_id, "board": c.board, "games": c.games} for c in counts]
        return json.dumps(rows, ensure_ascii=False, indent=1)
    own = _("(its own board)")
    lines = [f"{c.game_id:<12} {c.board or own:<32} {c.games:>6}" for c in counts]
    return "\n".join(lines) if lines else _("No games recorded yet.")


def main(argv: Sequence[str] | None = None) -> int:
    # The system's language (the app's own choice is in the UI's settings, above this layer).
    speak_system_language()
    args = _parser().parse_args(argv)
    try:
        if args.command == "rebuild":
            if not args.saves_dir.is_dir():
                raise HistoryError(
                    _("there is no folder of saves at {path}").format(path=args.saves_dir)
                )
            if (problem := _db_problem(args.db)) is not None:
                raise HistoryError(problem)
            with History.open(args.db) as history:
                report = history.rebuild(args.saves_dir)
                if history.set_aside is not None:
                    print(
                        _("The damaged database was set aside as {name}.").format(
                            name=history.set_aside.name
                        )
                    )
                total = history.game_count()
            print(
                _(
                    "{recorded} recorded, {known} already known, {unfinished} unfinished, "
                    "{problems} not loadable; the history holds {total}."
                ).format(
                    recorded=report.recorded,
                    known=report.known,
                    unfinished=report.unfinished,
                    problems=len(report.problems),
                    total=ngettext("{n} game", "{n} games", total).format(n=total),
                )
            )
            for path, problem in report.problems:
                print(f"  {path}: {problem}", file=sys.stderr)
            return 0
        if args.command == "summary":
            board = None if args.board is None else recorded_board_name(args.board, args.game)
            scope = Scope(args.game, args.since, args.until, board)
            with _open(args.db) as history:
                summary = history.summary(scope)
                by_board = history.boards(scope) if args.by_board else None
            if by_board is not None:
                print(format_boards(by_board, args.json))
                return 0
            if args.json:
                print(json.dumps(summary.to_json(), ensure_ascii=False, indent=1))
            else:
                print(format_summary(summary))
            if board is not None and not summary.games and not _board_known(args.board, args.game):
                # A typing slip would read as "no games" without a word.
                print(
                    _("note: no board here is named {board}").format(board=args.board),
                    file=sys.stderr,
                )
            return 0
        with _open(args.db) as history:
            rows = export_csv(history.conn, args.csv_file)
        print(ngettext("{n} row written", "{n} rows written", rows).format(n=rows))
        return 0
    except HistoryError as exc:
        print(_("error: {problem}").format(problem=exc.message), file=sys.stderr)
        return 1
    except OSError as exc:
        # The file and the reason, as a sentence ("/x/y.csv: No such file or directory"),
        # not Python's "[Errno 2] …: '/x/y.csv'".
        said = f"{exc.filename}: {exc.strerror}" if exc.filename and exc.strerror else str(exc)
        print(_("error: {problem}").format(problem=said), file=sys.stderr)
        return 1


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))

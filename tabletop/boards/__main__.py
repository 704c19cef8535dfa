"""``python -m tabletop.boards``: a map author's tools (docs/BOARDS.md).

- ``check FILE.tmx [FILE.tmx …]``: every problem of each map in plain words (file, layer,
  object, what is wrong, how to fix it), exit status 1; or a summary of each board (family,
  rule set, cities, routes by length, colour and kind, tickets and their values,
  connectivity, Metro's grid and stations), exit status 0. The app runs the same checks when
  it opens a map of the user's own.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from tabletop.core.i18n import _, ngettext, speak_system_language
from tabletop.games.board_check import BoardReport, check_board


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.boards", description=_("Check a board made in Tiled.")
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help=_("list every problem of a map, or sum it up"))
    check.add_argument("maps", metavar="FILE.tmx", type=Path, nargs="+")
    return parser


def format_report(report: BoardReport) -> str:
    """A check's report as the terminal shows it."""
    if report.ok:
        head = _("{file}: a board tabletop can play.").format(file=report.path)
        return "\n".join([head, *(f"  {line}" for line in report.summary)])
    n = len(report.problems)
    head = ngettext(
        "{file}: {n} problem; tabletop cannot play it:",
        "{file}: {n} problems; tabletop cannot play it:",
        n,
    ).format(file=report.path, n=n)
    return "\n".join([head, *(f"  - {line}" for line in report.problems)])


def main(argv: Sequence[str] | None = None) -> int:
    speak_system_language()
    args = _parser().parse_args(argv)
    status = 0
    for path in args.maps:
        report = check_board(path)
        print(format_report(report), file=sys.stdout if report.ok else sys.stderr)
        status = status if report.ok else 1
    return status


if __name__ == "__main__":
    sys.exit(main())

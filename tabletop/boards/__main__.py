"""``python -m tabletop.boards``: a map author's tools (docs/BOARDS.md).

- ``check FILE.tmx [FILE.tmx …]``: every problem of each map in plain words (file, layer,
  object, what is wrong, how to fix it), exit status 1; or a summary of each board (family,
  rule set, cities, routes by length, colour and kind, tickets and their values,
  connectivity, Metro's grid and stations), exit status 0. The app runs the same checks when
  it opens a map of the user's own.
- ``balance BOARD|FILE --players N --games G [--level standard] [--workers K] [--seed S]
  [--json] [--heatmap PNG]``: self-play with every seat on one level, with a progress bar; each
  seat's win share with its 95% Wilson interval, the game length, how games ended, each
  ticket's completion rate and each route's claim rate (``tabletop.play.balance``); with
  ``--heatmap`` also the board drawn with each route, segment or station coloured by those
  figures (``tabletop.ui.heatmap``, imported only then: the rest needs no pygame).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from tabletop.core import GameConfig, TabletopError
from tabletop.core.i18n import _, ngettext, speak_system_language
from tabletop.games import GAMES, agent_names
from tabletop.games.board_check import BoardReport, check_board
from tabletop.games.catalog import BoardMissing, engine_on, lookup, same_name_warnings
from tabletop.play.balance import BalanceReport, run_balance

#: The progress bar's width in characters.
BAR = 30


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m tabletop.boards",
        description=_("Check a board made in Tiled, and balance it by self-play."),
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help=_("list every problem of a map, or sum it up"))
    check.add_argument(
        "maps", metavar="FILE.tmx", type=Path, nargs="+", help=_("one or more map files")
    )
    balance = commands.add_parser("balance", help=_("measure a board by self-play"))
    balance.add_argument("board", metavar="BOARD|FILE", help=_("a board's name or a map file"))
    balance.add_argument("--players", type=int, required=True, help=_("players at the table"))
    balance.add_argument("--games", type=int, required=True, help=_("games to play"))
    balance.add_argument(
        "--level",
        default="standard",
        help=_(
            "the AI level every seat plays: beginner, standard (the default), strong, expert, "
            "or random or greedy"
        ),
    )
    balance.add_argument("--workers", type=int, default=1, help=_("games played at once (1)"))
    balance.add_argument("--seed", type=int, default=1, help=_("the first game's seed (1)"))
    balance.add_argument("--json", action="store_true", help=_("print JSON instead of a table"))
    balance.add_argument(
        "--heatmap",
        metavar="PNG",
        type=Path,
        help=_("also draw the board coloured by how often each part was claimed"),
    )
    return parser


def format_report(report: BoardReport) -> str:
    """A check's report as the terminal shows it."""
    if report.ok:
        head = _("{file}: a board tabletop can play.").format(file=report.path)
        warnings = [_("Warning: {warning}").format(warning=line) for line in report.warnings]
        return "\n".join([head, *(f"  {line}" for line in report.summary + warnings)])
    n = len(report.problems)
    head = ngettext(
        "{file}: {n} problem; tabletop cannot play it:",
        "{file}: {n} problems; tabletop cannot play it:",
        n,
    ).format(file=report.path, n=n)
    warnings = [_("Warning: {warning}").format(warning=line) for line in report.warnings]
    return "\n".join([head, *(f"  - {line}" for line in report.problems + warnings)])


def progress_bar(total: int, out: TextIO) -> Callable[[int], None]:
    """A one-line progress bar on ``out`` (the terminal's error stream); where ``out`` is not
    a terminal (a pipe, a CI log), a plain line at every tenth of the run instead of hundreds
    of redrawn frames."""
    started = time.perf_counter()
    terminal = out.isatty()
    said = [0]  # the last tenth a plain line was written for

    def left(done: int) -> str:
        elapsed = time.perf_counter() - started
        seconds = elapsed / done * (total - done)
        return _("{seconds} s left").format(seconds=f"{seconds:.0f}")

    def show(done: int) -> None:
        if terminal:
            filled = round(BAR * done / total)
            out.write(f"\r[{'#' * filled}{'.' * (BAR - filled)}] {done}/{total} {left(done)}   ")
            if done == total:
                out.write("\n")
        else:
            tenth = done * 10 // total
            if tenth <= said[0]:
                return
            said[0] = tenth
            out.write(f"{done}/{total} {left(done)}\n")
        out.flush()

    return show


def format_balance(report: BalanceReport) -> str:
    """A balance run's figures as the terminal shows them."""
    data = report.to_json()
    fair = data["fair_share"]
    lines = [
        _("{game} on {board}, every seat {level} — games: {n}, players: {players}").format(
            game=report.game_id,
            board=report.board or _("its own board"),
            n=report.games,
            players=report.players,
            level=report.level,
        ),
        _("Win share per seat (fair: {fair}):").format(fair=f"{fair:.2f}"),
    ]
    for seat in data["seats"]:
        low, high = seat["interval95"]
        lines.append(
            f"  {seat['seat']}: {seat['win_share']:.2f} [{low:.2f}–{high:.2f}]  "
            + _("mean score {score}").format(score=f"{seat['mean_score']:.1f}")
        )
    moves = data["moves"]
    lines.append(
        _("Moves per game: {mean} (from {low} to {high})").format(
            mean=f"{moves['mean']:.0f}", low=moves["min"], high=moves["max"]
        )
    )
    if data["end_reasons"]:
        ends = ", ".join(f"{reason}: {n}" for reason, n in sorted(data["end_reasons"].items()))
        lines.append(_("How games ended: {ends}").format(ends=ends))
    if data["tickets"]:
        lines.append(_("Tickets (completed / held):"))
        for ticket, figures in data["tickets"].items():
            lines.append(f"  {ticket}: {figures['completion_rate']:.2f} ({figures['held']})")
    if data["routes"]:
        rates = ", ".join(f"{r} {f['claim_rate']:.2f}" for r, f in data["routes"].items())
        lines.append(_("Routes claimed per game: {rates}").format(rates=rates))
        shares = [
            (r, f["journey_share"]) for r, f in data["routes"].items() if "journey_share" in f
        ]
        if shares:
            rates = ", ".join(f"{r} {share:.3f}" for r, share in shares)
            lines.append(
                _("Share of each game's journeys along each segment: {rates}").format(rates=rates)
            )
    return "\n".join(lines)


def balance(args: argparse.Namespace) -> int:
    try:
        board = lookup(args.board)
        game = engine_on(board)  # a board its check refuses is refused here, with every problem
    except BoardMissing as missing:
        print(_("error: {problem}").format(problem=missing), file=sys.stderr)
        return 2
    spec = GAMES[board.game_id].spec
    problems = []
    if not spec.min_players <= args.players <= spec.max_players:
        problems.append(
            _("{game} is for {low}–{high} players").format(
                game=board.game_id, low=spec.min_players, high=spec.max_players
            )
        )
    if args.level not in agent_names(board.game_id):
        problems.append(_("no AI level {level}").format(level=repr(args.level)))
    if args.games < 1 or args.workers < 1:
        problems.append(_("--games and --workers must be at least 1"))
    if not problems:
        try:  # a player count the board cannot deal for (too few tickets for 5, say)
            game.new_state(GameConfig(args.players), args.seed)
        except TabletopError as refused:
            problems.append(str(refused))
    if problems:
        for problem in problems:
            print(_("error: {problem}").format(problem=problem), file=sys.stderr)
        return 2
    if args.heatmap is not None:
        # lazily: the heatmap draws with pygame, which nothing else here needs
        from tabletop.ui.heatmap import HeatmapRefused, check_target, write_heatmap

        try:
            check_target(args.heatmap, board)
        except HeatmapRefused as refused:
            print(_("error: {problem}").format(problem=refused), file=sys.stderr)
            return 1
    report = run_balance(
        board.game_id,
        board.key,
        args.players,
        args.games,
        level=args.level,
        seed=args.seed,
        workers=args.workers,
        progress=progress_bar(args.games, sys.stderr),
    )
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False, indent=1))
    else:
        print(format_balance(report))
    if args.heatmap is not None:
        try:
            write_heatmap(board, report, args.heatmap)
        except HeatmapRefused as refused:
            print(_("error: {problem}").format(problem=refused), file=sys.stderr)
            return 1
        print(_("heatmap written to {path}").format(path=args.heatmap), file=sys.stderr)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    speak_system_language()
    args = _parser().parse_args(argv)
    if args.command == "balance":
        return balance(args)
    status = 0
    for path in args.maps:
        report = check_board(path)
        report.warnings += same_name_warnings(path)
        print(format_report(report), file=sys.stdout if report.ok else sys.stderr)
        status = status if report.ok else 1
    return status


if __name__ == "__main__":
    from tabletop.core import cli

    sys.exit(cli.run(main))

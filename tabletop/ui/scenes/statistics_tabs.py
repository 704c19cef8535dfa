"""What each table tab of the statistics screen lists: its columns and its rows, made from the
figures (``StatsPage``) in the current language. The screen (``statistics.py``) draws them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletop.core.formats import format_percent
from tabletop.core.i18n import _
from tabletop.history.stats import player_label, wins_text

from .. import theme
from ..words import agent_name
from .statistics_figures import (
    StatsPage,
    date_text,
    game_title,
    records_shown,
)

if TYPE_CHECKING:
    from tabletop.saves import SaveInfo


@dataclass(frozen=True)
class Column:
    title: str
    #: Share of the table's width (the first column takes what is left).
    width: float
    align: str = "right"


@dataclass(frozen=True)
class Row:
    cells: tuple[str, ...]
    #: The colour of the swatch before the first cell (None: no swatch).
    color: theme.Color | None = None
    strong: bool = False
    #: What the row stands for (a game to watch, a save).
    item: Any = None


@dataclass(frozen=True)
class Table:
    """One tab's table: its columns, its rows, and what it says when it has none."""

    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    empty: str


def color_of(page: StatsPage, name: str) -> theme.Color:
    """The colour the player ``name`` last played in (muted for a name without one)."""
    found = page.colors.get(name)
    return theme.hex_to_rgb(found) if found else theme.TEXT_MUTED


def _stats_columns(first: str, shares: tuple[float, float]) -> tuple[Column, ...]:
    small, large = shares
    return (
        Column(first, 0, "left"),
        Column(_("GAMES"), small),
        Column(_("WINS"), small),
        Column(_("WIN SHARE"), large),
        Column(_("MEAN SCORE"), large),
        Column(_("BEST SCORE"), large),
    )


def players_table(page: StatsPage) -> Table:
    """Each player's games, wins, win share, mean and best score."""
    rows = tuple(
        Row(
            (player_label(name), *stats.figures()),
            color_of(page, name),
        )
        for name, stats in page.players.items()
    )
    columns = _stats_columns(_("PLAYER"), (0.11, 0.14))
    return Table(columns, rows, _("No finished games in this period yet."))


def by_game_table(page: StatsPage) -> Table:
    """The same per game: a heading row per game, its players below, best first."""
    rows: list[Row] = []
    for game_id in sorted({game for _name, game in page.by_game}, key=game_title):
        entries = [(name, s) for (name, g), s in page.by_game.items() if g == game_id]
        entries.sort(key=lambda item: (-item[1].wins, -item[1].mean_score, item[0]))
        rows.append(Row((game_title(game_id), "", "", "", "", ""), strong=True))
        rows += [
            Row(
                (player_label(name), *stats.figures()),
                color_of(page, name),
            )
            for name, stats in entries
        ]
    columns = _stats_columns(_("GAME · PLAYER"), (0.1, 0.13))
    return Table(columns, tuple(rows), _("No finished games in this period yet."))


def rivals_table(page: StatsPage, player: str) -> Table:
    """``player`` against each opponent: games together, finished ahead, behind, level."""
    columns = (
        Column(_("OPPONENT"), 0, "left"),
        Column(_("GAMES"), 0.12),
        Column(_("AHEAD"), 0.12),
        Column(_("BEHIND"), 0.12),
        Column(_("LEVEL"), 0.12),
    )
    rows = tuple(
        Row(
            (
                player_label(rival.opponent),
                str(rival.games),
                str(rival.ahead),
                str(rival.behind),
                str(rival.level),
            ),
            color_of(page, rival.opponent),
        )
        for rival in page.rivals.get(player, [])
    )
    return Table(columns, rows, _("No games against anyone in this period."))


def ai_table(page: StatsPage) -> Table:
    """Every human's results against each AI level, everyone's together first."""
    levels = sorted({entry.level for entries in page.against_ai.values() for entry in entries})
    share = min(0.22, 0.7 / max(1, len(levels)))
    columns = [Column(_("PLAYER"), 0, "left")]
    columns += [
        Column(_("AGAINST {level}").format(level=agent_name(level).upper()), share)
        for level in levels
    ]
    rows: list[Row] = []
    for name, entries in page.against_ai.items():
        found = {entry.level: entry for entry in entries}
        cells = [player_label(name) if name is not None else _("Every human")]
        for level in levels:
            entry = found.get(level)
            cells.append(
                _("{wins} of {games} ({share})").format(
                    wins=wins_text(entry.wins),
                    games=entry.games,
                    share=format_percent(entry.win_share),
                )
                if entry is not None
                else "—"
            )
        color = color_of(page, name) if name is not None else None
        rows.append(Row(tuple(cells), color, strong=name is None))
    empty = _("No games of a human against an AI in this period.")
    return Table(tuple(columns), tuple(rows) if levels else (), empty)


def records_table(page: StatsPage) -> Table:
    """The best scores and each game's records, a heading row per kind of record."""
    columns = (
        Column(_("RECORD"), 0, "left"),
        Column(_("PLAYER"), 0.22, "left"),
        Column(_("GAME"), 0.26, "left"),
        Column(_("DATE"), 0.14),
    )
    rows: list[Row] = []
    for fact, title in records_shown():
        entries = page.records.get(fact, [])
        if not entries:
            continue
        rows.append(Row((title, "", "", ""), strong=True))
        rows += [
            Row(
                (
                    str(entry.value),
                    player_label(entry.name),
                    game_title(entry.game_id),
                    date_text(entry.finished_at),
                ),
                color_of(page, entry.name),
            )
            for entry in entries
        ]
    return Table(columns, tuple(rows), _("No records in this period yet."))


def _games_columns() -> tuple[Column, ...]:
    return (
        Column(_("PLAYERS AND SCORES"), 0, "left"),
        Column(_("GAME"), 0.26, "left"),
        Column(_("MOVES"), 0.08),
        Column(_("DATE"), 0.14),
    )


def games_table(page: StatsPage) -> Table:
    """Every recorded game (to watch again): its players by place, the winners starred."""
    rows = []
    for line in page.game_lines:
        seats = sorted(line.seats, key=lambda seat: (seat.place, seat.seat))
        names = "  ·  ".join(
            ("★ " if seat.win_share > 0 else "") + f"{seat.name} {seat.score}" for seat in seats
        )
        winner = seats[0] if seats else None
        color = theme.hex_to_rgb(winner.color) if winner is not None else None
        rows.append(
            Row(
                (names, game_title(line.game_id), str(line.moves), date_text(line.finished_at)),
                color,
                item=line,
            )
        )
    return Table(_games_columns(), tuple(rows), _("No finished games in this period yet."))


def saves_table(found: Sequence[SaveInfo] | None) -> Table:
    """Every save that can be watched (None: the saves are still being looked for)."""
    rows = tuple(
        Row(
            (
                f"{info.name}  ·  " + "  ·  ".join(info.seats),
                game_title(info.game),
                str(info.ply),
                date_text(info.saved_at),
            ),
            item=info,
        )
        for info in found or []
        if info.problem is None and info.game is not None
    )
    empty = _("Looking for saves…") if found is None else _("No saved games yet.")
    return Table(_games_columns(), rows, empty)

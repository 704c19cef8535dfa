"""What the statistics screen shows, as figures and words: the figures of one scope gathered
in one job on the history worker (``gather`` → ``StatsPage``), the period of the filter as a
scope, the records shown, and how wins, shares, means, games and dates are written.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from tabletop.core.formats import format_date
from tabletop.core.i18n import _
from tabletop.games import GAMES
from tabletop.history import (
    AgainstAi,
    FactRecord,
    GameLine,
    HeadToHead,
    PlayerStats,
    Scope,
    SharePoint,
    record_facts,
)

if TYPE_CHECKING:
    from tabletop.history import History

#: Records listed per kind, games listed at most.
RECORDS_SHOWN = 3
GAMES_SHOWN = 500


def records_shown() -> list[tuple[str, str]]:
    """The records shown, in the current language: (fact, title); ``"score"`` is the best
    final scores, then each game's record facts (``GameFact.record_title``)."""
    shown = [("score", _("Best scores"))]
    for fact in record_facts():
        title = fact.record_title()
        if title is not None:
            shown.append((fact, title))
    return shown


def period_scope(
    key: str, game_id: str | None, now: datetime | None = None, board: str | None = None
) -> Scope:
    """The ``Scope`` of a period of the filter, in local time (the year starts on 1 January),
    for one game (or all) and one board by its recorded name (or all: ``None``)."""
    now = (now or datetime.now(UTC)).astimezone()
    start_of_year = now.replace(month=1, day=1, hour=0, minute=0, second=0, microsecond=0)
    since: datetime | None = None
    until: datetime | None = None
    if key == "year":
        since = start_of_year
    elif key == "12m":
        since = now - timedelta(days=365)
    elif key == "30d":
        since = now - timedelta(days=30)
    elif key == "last_year":
        since, until = start_of_year.replace(year=now.year - 1), start_of_year
    return Scope(game_id, since, until, board)


def board_label(name: str, game_id: str | None) -> str:
    """A recorded board as the board filter says it: a board of the player's own by the name
    it was saved with (kept when its map is gone), "" the board the game comes with."""
    if name:
        return name
    return _("Original boards") if game_id is None else _("Original board")


def board_choices(
    page: StatsPage | None, current: str | None, game_id: str | None
) -> list[tuple[str | None, str]]:
    """The board filter's choices: every board, then each board played in the page's game and
    period — and the board chosen even when none of its games is in the period."""
    names = list(page.boards) if page is not None else []
    if current is not None and current not in names:
        names.append(current)
    return [(None, _("All boards"))] + [(name, board_label(name, game_id)) for name in names]


def game_title(game_id: str) -> str:
    """The title of the game ``game_id`` in the current language (an unknown id as it is)."""
    game = GAMES.get(game_id)
    return _(game.spec.title) if game is not None else game_id


def date_text(moment: datetime) -> str:
    """A date in figures, in the language's order (31/01/2025, 31.01.2025)."""
    return format_date(moment.astimezone(), "short")


# ---------------------------------------------------------------------- the figures
@dataclass(frozen=True)
class StatsPage:
    """Every figure of the screen for one scope (gathered on the history worker)."""

    scope: Scope
    games: int
    players: dict[str, PlayerStats]
    #: Names whose seats were all played by an AI.
    ai_names: frozenset[str]
    by_game: dict[tuple[str, str], PlayerStats]
    rivals: dict[str, list[HeadToHead]]
    against_ai: dict[str | None, list[AgainstAi]]
    records: dict[str, list[FactRecord]]
    shares: dict[str, list[SharePoint]]
    scores: dict[str, list[int]]
    game_lines: list[GameLine]
    colors: dict[str, str]
    #: The boards played in the scope's game and period, by recorded name ("" the game's own),
    #: most played first — whichever board the scope itself narrows to.
    boards: tuple[str, ...] = ()

    @property
    def humans(self) -> list[str]:
        return [name for name in self.players if name not in self.ai_names]


def gather(scope: Scope, history: History) -> StatsPage:
    """Everything the screen shows for ``scope`` (runs on the history worker)."""
    players = history.players(scope)
    ai_names = history.ai_names(scope, players)
    records: dict[str, list[FactRecord]] = {}
    for fact, _title in records_shown():
        if fact == "score":
            records[fact] = history.best_scores(scope, limit=RECORDS_SHOWN)
        else:
            records[fact] = history.records(fact, scope, limit=RECORDS_SHOWN)
    humans = [name for name in players if name not in ai_names]
    against: dict[str | None, list[AgainstAi]] = {None: history.against_ai(None, scope)}
    for name in humans:
        against[name] = history.against_ai(name, scope)
    colors = {known.name: known.color for known in history.known_players(humans_only=False)}
    return StatsPage(
        scope=scope,
        games=history.game_count(scope),
        players=players,
        ai_names=ai_names,
        by_game=history.players_by_game(scope),
        rivals={name: history.rivals(name, scope) for name in players},
        against_ai=against,
        records=records,
        shares={name: history.win_share_over_time(name, scope) for name in players},
        scores={name: history.scores(name, scope) for name in players},
        game_lines=history.games(scope, limit=GAMES_SHOWN),
        colors=colors,
        boards=boards_played(history, scope),
    )


def boards_played(history: History, scope: Scope) -> tuple[str, ...]:
    """The board names recorded in ``scope``'s game and period (any board), most played first;
    the same names ``python -m tabletop.history summary --by-board`` counts."""
    every_board = Scope(scope.game_id, scope.since, scope.until)
    counts: dict[str, int] = {}
    for count in history.boards(every_board):
        counts[count.board] = counts.get(count.board, 0) + count.games
    return tuple(sorted(counts, key=lambda name: (-counts[name], name)))

"""Statistics over the recorded games: every figure the statistics screen and the terminal show.

Each query takes a ``Scope`` (which game, which period) and returns plain frozen dataclasses,
so a screen only lays them out. A shared win counts ``1 / number of winners`` for each winner
(``seats.win_share``); a human is known by the name on their seat, a computer by its level
(``who``): "Computer 2" played Strong in one game and Expert in another, so its name says
nothing of whom a player beat.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from tabletop.core import GameFact, Seat
from tabletop.core.formats import format_number, format_percent
from tabletop.core.i18n import _
from tabletop.games import agent_title


@dataclass(frozen=True)
class Scope:
    """Which games a figure counts: one game (or all) and a period ``since <= t < until``."""

    game_id: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    #: One board by its name ("" for the game's own board); None: every board.
    board: str | None = None

    def where(self, games: str = "g") -> tuple[str, list[Any]]:
        """An SQL condition on the ``games`` table aliased ``games``, and its parameters."""
        parts: list[str] = ["1"]
        params: list[Any] = []
        if self.game_id is not None:
            parts.append(f"{games}.game = ?")
            params.append(self.game_id)
        if self.board is not None:
            parts.append(f"{games}.board = ?")
            params.append(self.board)
        if self.since is not None:
            parts.append(f"{games}.finished_at >= ?")
            params.append(_iso(self.since))
        if self.until is not None:
            parts.append(f"{games}.finished_at < ?")
            params.append(_iso(self.until))
        return " AND ".join(parts), params


EVERYTHING = Scope()


def _iso(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def _time(text: str) -> datetime:
    return datetime.fromisoformat(text)


@dataclass(frozen=True)
class PlayerStats:
    name: str
    games: int
    #: Games won, a shared win counting 1 / number of winners.
    wins: float
    mean_score: float
    best_score: int

    @property
    def win_share(self) -> float:
        """Wins per game played (0..1)."""
        return self.wins / self.games if self.games else 0.0

    def figures(self) -> tuple[str, str, str, str, str]:
        """Games, wins, win share, mean and best score as the Statistics screen's tables and
        ``python -m tabletop.history summary`` print them (one wording for both)."""
        return (
            format_number(self.games),
            wins_text(self.wins),
            format_percent(self.win_share),
            mean_text(self.mean_score),
            format_number(self.best_score),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "wins": self.wins,
            "mean_score": self.mean_score,
            "best_score": self.best_score,
        }


#: Leads a computer player's key (``who``): its level follows ("\x1fstrong"). No typed name
#: holds a control character, so no human's name is taken for a computer's.
AI_KEY = "\x1f"


def who(seat: str = "s") -> str:
    """SQL for the player a seat row (alias ``seat``) counts for: a human's name, or for a
    computer ``AI_KEY`` and its level — its style dropped ("strong:blocker": Strong), a game
    recorded before the levels keeping the agent it had ("greedy")."""
    agent = f"{seat}.agent"
    level = (
        f"CASE WHEN instr({agent}, ':') > 0 "
        f"THEN substr({agent}, 1, instr({agent}, ':') - 1) ELSE {agent} END"
    )
    return f"(CASE WHEN {agent} IS NULL THEN {seat}.name ELSE '{AI_KEY}' || {level} END)"


def ai_level(key: str) -> str | None:
    """The level a computer player's key (``who``) stands for; None for a human's name."""
    return key[len(AI_KEY) :] if key.startswith(AI_KEY) else None


def player_label(name: str) -> str:
    """A player as the statistics name them: a human by name, a computer by its level ("AI ·
    Strong", as the new-game screen offers it; "AI · Greedy" for a seat recorded before the
    levels)."""
    level = ai_level(name)
    if level is None:
        return name
    # Translators: a computer player in the statistics, known by its level ("AI · Strong").
    return _("AI · {agent}").format(agent=agent_title(level))


def wins_text(wins: float) -> str:
    """Wins, a shared one counting a fraction: 3, 2.5, 0.33 (Polish 2,5, 0,33)."""
    if abs(wins - round(wins)) < 1e-9:
        return format_number(int(round(wins)))
    return format_number(float(f"{wins:.2f}"))


def mean_text(mean: float) -> str:
    """A mean score, to one decimal."""
    return format_number(mean, 1)


@dataclass(frozen=True)
class Summary:
    games: int
    players: dict[str, PlayerStats]
    #: The names only computer players had (``History.ai_names``).
    ai_names: frozenset[str] = frozenset()

    def label(self, name: str) -> str:
        """A player's name as the Statistics screen and ``summary`` list it."""
        return player_label(name)

    def to_json(self) -> dict[str, Any]:
        """``{"games": N, "players": {name: {"games", "wins", "mean_score", "best_score"}}}``
        (issue 13, with the best score the Statistics screen shows)."""
        return {
            "games": self.games,
            # Each by the name the Players tab gives it (a computer by its level).
            "players": {self.label(name): stats.to_json() for name, stats in self.players.items()},
        }


@dataclass(frozen=True)
class HeadToHead:
    """``player`` against ``opponent`` in the games both played."""

    player: str
    opponent: str
    games: int
    #: Games where the player finished ahead (a better place), behind, or level.
    ahead: int
    behind: int
    level: int


@dataclass(frozen=True)
class AgainstAi:
    """A human player's results in games with at least one AI of ``level`` at the table."""

    player: str
    level: str
    games: int
    wins: float

    @property
    def win_share(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class FactRecord:
    """One entry of a records table: ``value`` of ``fact`` by ``name`` in game ``game_row``."""

    fact: str
    value: int
    name: str
    game_id: str
    game_row: int
    finished_at: datetime


@dataclass(frozen=True)
class SharePoint:
    """After ``games`` games (the last finished at ``finished_at``): ``wins`` so far."""

    finished_at: datetime
    games: int
    wins: float

    @property
    def win_share(self) -> float:
        return self.wins / self.games


@dataclass(frozen=True)
class SeatLine:
    seat: int
    name: str
    color: str
    agent: str | None
    score: int
    place: int
    win_share: float


@dataclass(frozen=True)
class GameLine:
    """A recorded game as a history list shows it."""

    row: int
    game_id: str
    finished_at: datetime
    duration_seconds: float | None
    moves: int
    turns: int
    seats: tuple[SeatLine, ...]


@dataclass(frozen=True)
class KnownPlayer:
    """A name used before, with the colour and agent of its latest seat."""

    name: str
    color: str
    agent: str | None
    games: int
    last_played: datetime


@dataclass(frozen=True)
class BoardCount:
    """How many games of one game were played on one board ("" for the game's own)."""

    game_id: str
    board: str
    games: int


class Queries:
    """The statistics over an open history database (``History`` is one)."""

    conn: sqlite3.Connection

    # ------------------------------------------------------------------ counts
    def game_count(self, scope: Scope = EVERYTHING) -> int:
        where, params = scope.where()
        row = self.conn.execute(f"SELECT COUNT(*) FROM games g WHERE {where}", params).fetchone()
        return int(row[0])

    def players(
        self, scope: Scope = EVERYTHING, *, humans: bool | None = None
    ) -> dict[str, PlayerStats]:
        """Per player name: games, wins, mean and best score — most wins first. ``humans``:
        True counts human seats only, False AI seats only, None every seat."""
        where, params = scope.where()
        if humans is not None:
            where += " AND s.agent IS NULL" if humans else " AND s.agent IS NOT NULL"
        rows = self.conn.execute(
            f"SELECT {who()} AS player, COUNT(*), SUM(s.win_share), AVG(s.score), MAX(s.score) "
            f"FROM seats s JOIN games g ON g.id = s.game_id WHERE {where} "
            "GROUP BY player ORDER BY SUM(s.win_share) DESC, AVG(s.score) DESC, player",
            params,
        ).fetchall()
        return {
            name: PlayerStats(name, int(games), float(wins), float(mean), int(best))
            for name, games, wins, mean, best in rows
        }

    def players_by_game(
        self, scope: Scope = EVERYTHING, *, humans: bool | None = None
    ) -> dict[tuple[str, str], PlayerStats]:
        """``(name, game id)`` → that player's figures in that game."""
        out: dict[tuple[str, str], PlayerStats] = {}
        for game_id in self._game_ids(scope):
            narrowed = Scope(game_id, scope.since, scope.until, scope.board)
            for name, stats in self.players(narrowed, humans=humans).items():
                out[(name, game_id)] = stats
        return out

    def _game_ids(self, scope: Scope) -> list[str]:
        where, params = scope.where()
        rows = self.conn.execute(
            f"SELECT DISTINCT g.game FROM games g WHERE {where} ORDER BY g.game", params
        ).fetchall()
        return [str(game_id) for (game_id,) in rows]

    def boards(self, scope: Scope = EVERYTHING) -> list[BoardCount]:
        """The games counted by board: per game and board ("" for the game's own board),
        how many were played; most played first."""
        where, params = scope.where()
        rows = self.conn.execute(
            f"SELECT g.game, g.board, COUNT(*) FROM games g WHERE {where} "
            "GROUP BY g.game, g.board ORDER BY COUNT(*) DESC, g.game, g.board",
            params,
        ).fetchall()
        return [BoardCount(str(game), str(board), int(n)) for game, board, n in rows]

    def summary(self, scope: Scope = EVERYTHING) -> Summary:
        players = self.players(scope)
        return Summary(self.game_count(scope), players, self.ai_names(scope, players))

    def ai_names(
        self, scope: Scope = EVERYTHING, players: Collection[str] | None = None
    ) -> frozenset[str]:
        """The names in ``scope`` only computer players had (of ``players``, when known)."""
        humans = self.players(scope, humans=True)
        every = self.players(scope) if players is None else players
        return frozenset(name for name in every if name not in humans)

    # ------------------------------------------------------------------ between players
    def head_to_head(self, player: str, opponent: str, scope: Scope = EVERYTHING) -> HeadToHead:
        where, params = scope.where()
        rows = self.conn.execute(
            "SELECT a.place, b.place FROM seats a "
            "JOIN seats b ON b.game_id = a.game_id AND b.seat <> a.seat "
            "JOIN games g ON g.id = a.game_id "
            f"WHERE {who('a')} = ? AND {who('b')} = ? AND {where}",
            [player, opponent, *params],
        ).fetchall()
        ahead = sum(1 for mine, theirs in rows if mine < theirs)
        behind = sum(1 for mine, theirs in rows if mine > theirs)
        return HeadToHead(player, opponent, len(rows), ahead, behind, len(rows) - ahead - behind)

    def rivals(self, player: str, scope: Scope = EVERYTHING) -> list[HeadToHead]:
        """``head_to_head`` against everyone ``player`` has played, most games first."""
        where, params = scope.where()
        rows = self.conn.execute(
            f"SELECT DISTINCT {who('b')} FROM seats a "
            "JOIN seats b ON b.game_id = a.game_id AND b.seat <> a.seat "
            "JOIN games g ON g.id = a.game_id "
            f"WHERE {who('a')} = ? AND {who('b')} <> {who('a')} AND {where}",
            [player, *params],
        ).fetchall()
        found = [self.head_to_head(player, str(name), scope) for (name,) in rows]
        return sorted(found, key=lambda h: (-h.games, h.opponent))

    def against_ai(self, player: str | None = None, scope: Scope = EVERYTHING) -> list[AgainstAi]:
        """A human's results (every human's, summed, for ``player=None``) in games with an AI
        of each level at the table; a game with two AIs of one level counts once."""
        where, params = scope.where()
        only = "AND a.name = ?" if player is not None else ""
        extra = [player] if player is not None else []
        rows = self.conn.execute(
            "SELECT level, COUNT(*), SUM(share) FROM ("
            "  SELECT DISTINCT a.game_id, a.seat, a.win_share AS share, b.agent AS level "
            "  FROM seats a JOIN seats b ON b.game_id = a.game_id AND b.seat <> a.seat "
            "  JOIN games g ON g.id = a.game_id "
            f"  WHERE a.agent IS NULL AND b.agent IS NOT NULL {only} AND {where}"
            ") GROUP BY level ORDER BY level",
            [*extra, *params],
        ).fetchall()
        name = player if player is not None else ""
        return [AgainstAi(name, str(level), int(n), float(w)) for level, n, w in rows]

    # ------------------------------------------------------------------ records
    def records(
        self, fact: GameFact | str, scope: Scope = EVERYTHING, *, limit: int = 5
    ) -> list[FactRecord]:
        """The highest values of ``fact`` (longest path, most tickets, best Metro line…),
        the earliest first among equals."""
        where, params = scope.where()
        rows = self.conn.execute(
            f"SELECT f.value, {who()}, g.game, g.id, g.finished_at FROM facts f "
            "JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat "
            "JOIN games g ON g.id = f.game_id "
            f"WHERE f.fact = ? AND {where} ORDER BY f.value DESC, g.finished_at, s.seat LIMIT ?",
            [str(fact), *params, limit],
        ).fetchall()
        return [
            FactRecord(str(fact), int(value), str(name), str(game), int(row), _time(when))
            for value, name, game, row, when in rows
        ]

    def best_scores(self, scope: Scope = EVERYTHING, *, limit: int = 5) -> list[FactRecord]:
        """The highest final scores (as records of the pseudo-fact ``"score"``)."""
        where, params = scope.where()
        rows = self.conn.execute(
            f"SELECT s.score, {who()}, g.game, g.id, g.finished_at FROM seats s "
            f"JOIN games g ON g.id = s.game_id WHERE {where} "
            "ORDER BY s.score DESC, g.finished_at, s.seat LIMIT ?",
            [*params, limit],
        ).fetchall()
        return [
            FactRecord("score", int(value), str(name), str(game), int(row), _time(when))
            for value, name, game, row, when in rows
        ]

    def fact_totals(self, player: str, scope: Scope = EVERYTHING) -> dict[str, int]:
        """The sum of each fact over a player's games (tickets done in all, lines…)."""
        where, params = scope.where()
        rows = self.conn.execute(
            "SELECT f.fact, SUM(f.value) FROM facts f "
            "JOIN seats s ON s.game_id = f.game_id AND s.seat = f.seat "
            "JOIN games g ON g.id = f.game_id "
            f"WHERE {who()} = ? AND {where} GROUP BY f.fact ORDER BY f.fact",
            [player, *params],
        ).fetchall()
        return {str(fact): int(total) for fact, total in rows}

    # ------------------------------------------------------------------ charts
    def win_share_over_time(self, player: str, scope: Scope = EVERYTHING) -> list[SharePoint]:
        """The player's running win share, one point per game in the order played."""
        where, params = scope.where()
        rows = self.conn.execute(
            "SELECT g.finished_at, s.win_share FROM seats s JOIN games g ON g.id = s.game_id "
            f"WHERE {who()} = ? AND {where} ORDER BY g.finished_at, g.id",
            [player, *params],
        ).fetchall()
        points: list[SharePoint] = []
        wins = 0.0
        for count, (when, share) in enumerate(rows, start=1):
            wins += float(share)
            points.append(SharePoint(_time(when), count, wins))
        return points

    def scores(self, player: str, scope: Scope = EVERYTHING) -> list[int]:
        """Every final score of the player, in the order played (the score distribution)."""
        where, params = scope.where()
        rows = self.conn.execute(
            "SELECT s.score FROM seats s JOIN games g ON g.id = s.game_id "
            f"WHERE {who()} = ? AND {where} ORDER BY g.finished_at, g.id",
            [player, *params],
        ).fetchall()
        return [int(score) for (score,) in rows]

    # ------------------------------------------------------------------ games and players
    def games(
        self, scope: Scope = EVERYTHING, *, player: str | None = None, limit: int | None = None
    ) -> list[GameLine]:
        """Recorded games, newest first (optionally only those ``player`` played)."""
        where, params = scope.where()
        if player is not None:
            played = f"SELECT 1 FROM seats p WHERE p.game_id = g.id AND {who('p')} = ?"
            where += f" AND EXISTS ({played})"
            params.append(player)
        sql = (
            "SELECT g.id, g.game, g.finished_at, g.duration_seconds, g.moves, g.turns "
            f"FROM games g WHERE {where} ORDER BY g.finished_at DESC, g.id DESC"
        )
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        lines = []
        for row, game_id, when, duration, moves, turns in self.conn.execute(sql, params):
            lines.append(
                GameLine(
                    int(row),
                    str(game_id),
                    _time(when),
                    None if duration is None else float(duration),
                    int(moves),
                    int(turns),
                    self._seat_lines(int(row)),
                )
            )
        return lines

    def _seat_lines(self, row: int) -> tuple[SeatLine, ...]:
        rows = self.conn.execute(
            "SELECT seat, name, color, agent, score, place, win_share FROM seats "
            "WHERE game_id = ? ORDER BY seat",
            (row,),
        ).fetchall()
        return tuple(
            SeatLine(int(seat), str(name), str(color), agent, int(score), int(place), float(share))
            for seat, name, color, agent, score, place, share in rows
        )

    def known_players(self, *, humans_only: bool = True) -> list[KnownPlayer]:
        """Names used before, most recently played first, each with its latest colour."""
        condition = "WHERE s.agent IS NULL" if humans_only else ""
        rows = self.conn.execute(
            "SELECT s.name, s.color, s.agent, g.finished_at, "
            "  COUNT(*) OVER (PARTITION BY s.name), "
            "  ROW_NUMBER() OVER (PARTITION BY s.name ORDER BY g.finished_at DESC, g.id DESC) "
            f"FROM seats s JOIN games g ON g.id = s.game_id {condition}"
        ).fetchall()
        latest = [
            KnownPlayer(str(name), str(color), agent, int(count), _time(when))
            for name, color, agent, when, count, rank in rows
            if rank == 1
        ]
        by_name = sorted(latest, key=lambda p: p.name)
        return sorted(by_name, key=lambda p: p.last_played, reverse=True)

    def last_seats(self, game_id: str) -> tuple[Seat, ...] | None:
        """The seats of the latest recorded game of ``game_id`` (a set-up to offer again)."""
        row = self.conn.execute(
            "SELECT id FROM games WHERE game = ? ORDER BY finished_at DESC, id DESC LIMIT 1",
            (game_id,),
        ).fetchone()
        if row is None:
            return None
        return tuple(Seat(s.name, s.color, s.agent) for s in self._seat_lines(int(row[0])))

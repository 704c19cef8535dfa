"""What the history keeps about one finished game, and how it is made and written.

A ``GameRecord`` is built from a finished game — a ``Match``, validated ``SaveData`` or a
``Replay`` — by replaying its log once through the engine (``tabletop.replay``): the scores,
winners and breakdown come from the engine's ``Outcome``, the per-game facts from the final
spectator view (``facts.py``). ``write_record`` stores it in one transaction.
"""

from __future__ import annotations

import hashlib
import sqlite3
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from typing import Any

from tabletop.boards.tmx import MAX_MAP_BYTES
from tabletop.boards.user_maps import map_file
from tabletop.core import (
    Action,
    GameConfig,
    GameFact,
    Outcome,
    Seat,
    canonical_json,
    digest,
    to_json,
)
from tabletop.core.files import parse_json, read_bytes
from tabletop.core.i18n import _
from tabletop.games import action_from_json, descriptor
from tabletop.games.catalog import DEFAULT, BoardMissing, find_board
from tabletop.play import Match
from tabletop.replay import Replay
from tabletop.saves import SaveData

from .facts import facts_of
from .schema import HistoryError, transaction

#: Most bytes a game's moves inflate to (a long game's are about 40 KB): the history database
#: is a file anyone may have edited, read through the one bounded reader like any other.
MAX_MOVES_BYTES = 16 * 1024 * 1024
#: What ``record_finished_game`` accepts: a live match, a save's data or a replay.
FinishedGame = Match | SaveData | Replay


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game."""

    seat: int
    name: str
    color: str
    #: The AI's name, or None for a human.
    agent: str | None
    score: int
    #: 1 for every winner; otherwise 1 + the number of seats that won or scored more.
    place: int
    #: 1 / number of winners for a winner (a shared win is shared), 0 otherwise.
    win_share: float
    breakdown: Mapping[str, int] = field(default_factory=dict)
    facts: Mapping[GameFact, int] = field(default_factory=dict)

    @property
    def is_human(self) -> bool:
        return self.agent is None

    @property
    def won(self) -> bool:
        return self.win_share > 0


@dataclass(frozen=True)
class GameRecord:
    """One finished game as the history keeps it."""

    #: Digest of the game's setup and moves: the same game is recorded once however often
    #: it is offered (at its end, then again by a rebuild from its save).
    key: str
    game_id: str
    rules_version: int
    board_version: str
    finished_at: datetime
    duration_seconds: float | None
    moves: int
    turns: int
    seed: int
    options: Mapping[str, object]
    seats: tuple[SeatResult, ...]
    #: The setup and the moves (for replaying the game from the history).
    config: GameConfig
    log: tuple[tuple[int, Action], ...]
    #: The board played: its key (``tabletop.games.catalog``; "" for the game's own board)
    #: and its name as players know it ("" for the game's own board).
    board: str = ""
    board_name: str = ""

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat.seat for seat in self.seats if seat.won)


@cache
def board_version(game_id: str, board: str = DEFAULT) -> str:
    """A short digest of the map file the game's board is read from (the user's copy if
    there is one, as the engine uses it)."""
    try:
        if board != DEFAULT:
            return find_board(game_id, board).short_digest
        data = read_bytes(map_file(descriptor(game_id).map_name), MAX_MAP_BYTES)
    except (OSError, BoardMissing):
        return "unknown"
    return hashlib.sha256(data).hexdigest()[:16]


def board_name(game_id: str, board: str) -> str:
    """The name of a board of the user's own, as the history keeps it ("" for the game's)."""
    if board == DEFAULT:
        return ""
    try:
        return find_board(game_id, board).name
    except BoardMissing:
        return board


def game_key(
    game_id: str,
    config: GameConfig,
    seats: tuple[Seat, ...],
    seed: int,
    log: tuple[tuple[int, Action], ...],
    board: str = DEFAULT,
) -> str:
    # A game on the game's own board keeps the key it had before boards were recorded.
    return digest(
        {
            **({"board": board} if board != DEFAULT else {}),
            "game": game_id,
            "config": {"players": config.players, "options": to_json(dict(config.options))},
            "seats": [[s.name, s.color, s.agent] for s in seats],
            "seed": seed,
            "log": [[seat, to_json(action)] for seat, action in log],
        }
    )


def places(outcome: Outcome) -> tuple[int, ...]:
    """Each seat's place: winners share place 1; any other seat comes after every winner and
    every seat with more points (a seat that lost a tie-break comes second)."""
    winners = set(outcome.winners)
    out = []
    for seat, score in enumerate(outcome.scores):
        if seat in winners:
            out.append(1)
            continue
        ahead = sum(
            1
            for other, points in enumerate(outcome.scores)
            if other != seat and (other in winners or points > score)
        )
        out.append(1 + ahead)
    return tuple(out)


def make_record(
    game: FinishedGame,
    *,
    finished_at: datetime | None = None,
    duration_seconds: float | None = None,
) -> GameRecord:
    """The record of a finished game; ``HistoryError`` if it has not ended.

    ``finished_at`` defaults to the save's time for save data, to now otherwise."""
    replay = game if isinstance(game, Replay) else _replay_of(game)
    outcome = replay.outcome
    if outcome is None:
        raise HistoryError(
            _("The {game} game has not ended; there is nothing to record yet.").format(
                game=replay.game.spec.title
            )
        )
    if finished_at is None:
        if isinstance(game, SaveData) and game.saved_at.year > 1970:
            finished_at = game.saved_at
        else:
            finished_at = datetime.now(UTC)
    final_view = replay.view(replay.last, None)
    facts = facts_of(replay.game_id, final_view, outcome)
    seat_places = places(outcome)
    share = 1.0 / len(outcome.winners) if outcome.winners else 0.0
    seats = tuple(
        SeatResult(
            seat=index,
            name=seat.name,
            color=seat.color,
            agent=seat.agent,
            score=outcome.scores[index],
            place=seat_places[index],
            win_share=share if index in outcome.winners else 0.0,
            breakdown=dict(outcome.breakdown[index]),
            facts=facts[index],
        )
        for index, seat in enumerate(replay.seats)
    )
    turns = replay.move(replay.last).turn if replay.last else 0
    return GameRecord(
        key=game_key(
            replay.game_id, replay.config, replay.seats, replay.seed, replay.log, replay.board
        ),
        game_id=replay.game_id,
        rules_version=replay.game.spec.rules_version,
        board_version=board_version(replay.game_id, replay.board),
        board=replay.board,
        board_name=board_name(replay.game_id, replay.board),
        finished_at=finished_at.astimezone(UTC),
        duration_seconds=duration_seconds,
        moves=replay.last,
        turns=turns,
        seed=replay.seed,
        options=dict(replay.config.options),
        seats=seats,
        config=replay.config,
        log=replay.log,
    )


def _replay_of(game: Match | SaveData) -> Replay:
    if isinstance(game, Match):
        return Replay.from_match(game)
    return Replay.from_save(game)


# ---------------------------------------------------------------------- the moves document
def moves_document(record: GameRecord) -> bytes:
    """The setup and moves of a record, compressed (the ``moves`` table)."""
    doc = {
        "game": record.game_id,
        "config": {
            "players": record.config.players,
            "options": to_json(dict(record.config.options)),
        },
        "seats": [{"name": s.name, "color": s.color, "agent": s.agent} for s in record.seats],
        "seed": record.seed,
        "log": [{"seat": seat, "action": to_json(action)} for seat, action in record.log],
        **({"board": record.board} if record.board != DEFAULT else {}),
    }
    return zlib.compress(canonical_json(doc).encode("ascii"), 9)


def replay_from_document(blob: bytes) -> Replay:
    """A replay of a game kept in the history (``HistoryError`` if the moves no longer fit
    this tabletop's rules)."""
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(blob, MAX_MOVES_BYTES)
        if inflater.unconsumed_tail:
            raise ValueError("the moves inflate to far too much")
        doc: Any = parse_json(raw)
        game_id = str(doc["game"])
        config = GameConfig(int(doc["config"]["players"]), dict(doc["config"]["options"]))
        seats = tuple(Seat(s["name"], s["color"], s["agent"]) for s in doc["seats"])
        log = tuple(
            (int(entry["seat"]), action_from_json(game_id, entry["action"])) for entry in doc["log"]
        )
        board = str(doc.get("board", DEFAULT))
        replay = Replay(game_id, config, seats, int(doc["seed"]), log, board)
        replay.state(replay.last)  # replays every move now: a misfit is refused here
    except HistoryError:
        raise
    except Exception as exc:  # stored data is untrusted after a rules change: refuse plainly
        message = _("This game cannot be replayed by this version of tabletop ({problem}).")
        raise HistoryError(message.format(problem=exc)) from None
    return replay


# ---------------------------------------------------------------------- writing
def write_record(conn: sqlite3.Connection, record: GameRecord) -> tuple[int, bool]:
    """Store ``record`` in one transaction; returns (its row id, True if it was new). A game
    already recorded is left as it is, except that a duration learned now fills a gap."""
    with transaction(conn):
        row = conn.execute("SELECT id FROM games WHERE key = ?", (record.key,)).fetchone()
        if row is not None:
            if record.duration_seconds is not None:
                conn.execute(
                    "UPDATE games SET duration_seconds = ? WHERE id = ? AND duration_seconds IS "
                    "NULL",
                    (record.duration_seconds, row[0]),
                )
            return int(row[0]), False
        cursor = conn.execute(
            "INSERT INTO games (key, game, rules_version, board_version, board, finished_at, "
            "duration_seconds, moves, turns, players, seed, options) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                record.key,
                record.game_id,
                record.rules_version,
                record.board_version,
                record.board_name,
                record.finished_at.isoformat(timespec="seconds"),
                record.duration_seconds,
                record.moves,
                record.turns,
                len(record.seats),
                str(record.seed),
                canonical_json(to_json(dict(record.options))),
            ),
        )
        game_row = cursor.lastrowid
        assert game_row is not None
        conn.executemany(
            "INSERT INTO seats (game_id, seat, name, color, agent, score, place, win_share) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (game_row, s.seat, s.name, s.color, s.agent, s.score, s.place, s.win_share)
                for s in record.seats
            ],
        )
        conn.executemany(
            "INSERT INTO score_parts (game_id, seat, part, points) VALUES (?, ?, ?, ?)",
            [
                (game_row, s.seat, part, points)
                for s in record.seats
                for part, points in s.breakdown.items()
            ],
        )
        conn.executemany(
            "INSERT INTO facts (game_id, seat, fact, value) VALUES (?, ?, ?, ?)",
            [
                (game_row, s.seat, str(fact), value)
                for s in record.seats
                for fact, value in s.facts.items()
            ],
        )
        conn.execute(
            "INSERT INTO moves (game_id, document) VALUES (?, ?)",
            (game_row, moves_document(record)),
        )
    return game_row, True

"""The save format: setup plus action log, checked by replay (ARCHITECTURE.md, "Saves").

``{format, format_version, app_version, game, rules_version, config, seats, seed, log: [{seat,
action}], check: {ply, state_digest}}`` plus display fields that a listing reads without a
replay (``name``, ``kind``, ``started_at``, ``saved_at``, ``turn``, ``round``, ``scores``,
``finished``).
Reading is strict and all-or-nothing: any problem is a ``SaveError`` in plain words. A save is
untrusted input, read through the one bounded reader (``tabletop.core.files``: a regular file
of bounded size, bounded nesting and numbers); names are cleaned of anything a screen cannot
show, and a time no clock can show (the year 1 or 9999) is read as unknown. The check digest
covers the game itself (setup and moves, by replay); every display field is validated here.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletop import __version__
from tabletop.core import (
    Action,
    Game,
    GameConfig,
    Seat,
    TabletopError,
    View,
    check_config,
    decode_action,
    digest,
    to_json,
)
from tabletop.core.files import (
    FileProblem,
    FileRefused,
    JsonProblem,
    JsonRefused,
    clean_text,
    moment,
    read_bytes,
)
from tabletop.core.files import parse_json as parse_bounded_json
from tabletop.core.i18n import _, ngettext, npgettext
from tabletop.core.rounds import turns_and_rounds

FORMAT = "tabletop-save"
FORMAT_VERSION = 1
#: Files larger than this are not save files we wrote (a long TTR game is ~40 KB).
MAX_BYTES = 16 * 1024 * 1024
#: Longest save name and seat name kept, in characters (longer ones are cut with an ellipsis).
MAX_NAME = 80
MAX_SEAT_NAME = 32
#: The ``kind`` display field: the game's own file (rewritten after every move) or a copy the
#: player saved under a name.
KIND_GAME = "game"
KIND_COPY = "copy"
KINDS = (KIND_GAME, KIND_COPY)
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class SaveError(TabletopError):
    """A save file that cannot be loaded, explained in plain words."""

    def __init__(self, path: Path | str | None, message: str) -> None:
        where = f"{clean_name(Path(path).name, 120)}: " if path is not None else ""
        super().__init__(f"{where}{message}")
        self.path = Path(path) if path is not None else None
        self.message = message


class BoardUnavailable(SaveError):
    """A sound save whose board's map is missing or has changed since: the verdict depends on
    that map, not on the save file alone (the saves folder's index must not keep it)."""


def clean_name(value: object, limit: int = MAX_NAME) -> str:
    """A save's or a seat's name as a screen can show it (``tabletop.core.files.clean_text``),
    at most ``limit`` characters."""
    return clean_text(value, limit)


#: Largest turn, move count or score a listing shows from a file's display fields (a long TTR
#: game has about 300 moves; the highest scores are about 300): beyond, the field is damaged.
MAX_SHOWN_COUNT = 1_000_000


def shown_count(value: object) -> int | None:
    """An integer display field (a turn, a score), if it is one a game could have."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value if abs(value) <= MAX_SHOWN_COUNT else None


@dataclass(frozen=True)
class SaveData:
    """A save file's content, validated: replaying ``log`` reproduces the recorded digest."""

    game_id: str
    config: GameConfig
    seats: tuple[Seat, ...]
    seed: int
    log: tuple[tuple[int, Action], ...]
    name: str
    saved_at: datetime
    turn: int
    scores: tuple[int, ...] | None  # final scores when the game is over
    #: The round in progress, as the table's top bar counts it (``tabletop.core.rounds``).
    round: int = 1
    kind: str = KIND_COPY
    started_at: datetime | None = None
    #: The scores as the table shows them now (final scores once the game is over).
    current_scores: tuple[int, ...] = ()
    #: The board played: its key in ``tabletop.games.catalog`` ("" for the game's default).
    board: str = ""
    #: The board's name as the save recorded it ("" for a save from before boards had names).
    board_name: str = ""


def state_digest(game: Game, state: Any) -> str:
    return digest(game.state_json(state))


def scores_so_far(view: View) -> tuple[int, ...]:
    """Scores as the table shows them mid-game (games name them differently in views)."""
    if "scores" in view:
        return tuple(int(s) for s in view["scores"])
    players = view.get("players", [])
    if players and isinstance(players[0], Mapping):
        # The Great Tour's table counts each player's ticket points until the end.
        for key in ("score", "ticket_points"):
            if key in players[0]:
                return tuple(int(p[key]) for p in players)
    return ()


def encode(
    game: Game,
    config: GameConfig,
    seats: Sequence[Seat],
    seed: int,
    log: Sequence[tuple[int, Action]],
    state: Any,
    *,
    name: str,
    turn: int,
    round_number: int,
    kind: str = KIND_COPY,
    started_at: datetime | None = None,
    board: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The JSON document of a save; ``board``: the board's key, name and digest
    (``tabletop.games.catalog.stamp``)."""
    now = datetime.now(UTC)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": game.spec.id,
        "rules_version": game.spec.rules_version,
        "name": clean_name(name) or game.spec.title,
        "kind": kind,
        "started_at": (started_at or now).isoformat(timespec="seconds"),
        "saved_at": now.isoformat(timespec="milliseconds"),
        "turn": turn,
        "round": round_number,
        "scores": list(scores_so_far(game.view(state, None))),
        "finished": game.outcome(state) is not None,
        "config": {"players": config.players, "options": to_json(dict(config.options))},
        "seats": [seat_document(s) for s in seats],
        "seed": seed,
        "log": [{"seat": seat, "action": to_json(action)} for seat, action in log],
        "check": {"ply": len(log), "state_digest": state_digest(game, state)},
        **({"board": dict(board)} if board is not None else {}),
    }


def seat_document(seat: Seat) -> dict[str, Any]:
    """A seat as the file keeps it; ``phone`` only for a phone seat (older files have none)."""
    doc: dict[str, Any] = {
        "name": clean_name(seat.name, MAX_SEAT_NAME),
        "color": seat.color,
        "agent": seat.agent,
    }
    if seat.phone and seat.agent is None:
        doc["phone"] = True
    return doc


def _get(doc: Mapping[str, Any], key: str, kind: type | tuple[type, ...], path: Path | None) -> Any:
    if key not in doc:
        raise SaveError(
            path,
            _("the file has no {key} field; it is incomplete or not a save").format(key=repr(key)),
        )
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(
            path, _("the {key} field has the wrong type; the file is damaged").format(key=repr(key))
        )
    return value


def _seat(data: Any, number: int, path: Path | None) -> Seat:
    if not isinstance(data, Mapping):
        raise SaveError(path, _("a seat entry is not an object; the file is damaged"))
    name, color, agent = data.get("name"), data.get("color"), data.get("agent")
    if not isinstance(name, str) or not isinstance(color, str):
        raise SaveError(path, _("a seat has no name or colour; the file is damaged"))
    if agent is not None and not isinstance(agent, str):
        raise SaveError(path, _("a seat's agent is not a name; the file is damaged"))
    if not _COLOUR.fullmatch(color):
        raise SaveError(
            path,
            _("a seat's colour {colour} is not a #rrggbb colour").format(
                colour=repr(clean_name(color, 20))
            ),
        )
    default = _("Player {n}").format(n=number)
    phone = data.get("phone", False) is True and agent is None  # anything else: not a phone
    return Seat(clean_name(name, MAX_SEAT_NAME) or default, color, agent, phone)


def board_of(doc: Mapping[str, Any], path: Path | None) -> tuple[str, str, str]:
    """The board a save names: key, name, digest (("", "", "") for the default board)."""
    board = doc.get("board", {})
    if not isinstance(board, Mapping):
        raise SaveError(path, _("the board the game was played on is damaged in the file"))
    key, name, sha = (board.get(part, "") for part in ("key", "name", "sha256"))
    if not all(isinstance(part, str) for part in (key, name, sha)):
        raise SaveError(path, _("the board the game was played on is damaged in the file"))
    return key, clean_name(name), sha


def board_engine(game_id: str, board: tuple[str, str, str], path: Path | None) -> Game:
    """The engine of the board a save was played on; ``SaveError`` saying which board and why
    when it is missing or its map has changed since (a game's default board is not checked:
    the replay's digest says whether the moves still hold)."""
    from tabletop.games.catalog import DEFAULT, BoardMissing, engine, find_board

    key, name, sha = board
    try:
        if key != DEFAULT and find_board(game_id, key).digest != sha:
            raise BoardUnavailable(
                path,
                _("the board {name} has changed since this game was saved").format(
                    name=name or key
                ),
            )
        return engine(game_id, key)
    except BoardMissing as missing:
        raise BoardUnavailable(
            path,
            _("the board {name} is not available: {reason}").format(
                name=name or key, reason=missing
            ),
        ) from None


def earlier_board(path: Path) -> str | None:
    """The name of the game's own board when a save that loads was played on an earlier version
    of it (an update changed its tickets since, or the player's map replacing it was edited):
    the game goes on on the board as it is now, and the player is told. None when the board is
    the same, or the save is on a board of the player's (which must be the same to load)."""
    from tabletop.games import GAMES
    from tabletop.games.catalog import DEFAULT, EARLIER_TICKETS, BoardMissing, find_board

    try:
        doc = parse_file(path)
        game_id = doc.get("game") if isinstance(doc, Mapping) else None
        if game_id not in GAMES:
            return None
        key, name, sha = board_of(doc, path)
        title = name or GAMES[game_id].spec.title
        if "board" not in doc:
            return title if game_id in EARLIER_TICKETS else None
        if key != DEFAULT or not sha:
            return None
        return title if find_board(game_id, key).digest != sha else None
    except (SaveError, BoardMissing, OSError):
        return None


def header(
    doc: Any, path: Path | None, *, check_board: bool = True
) -> tuple[Game, Mapping[str, Any]]:
    """Check the parts every reader needs (format, version, game); cheap, no replay. Without
    ``check_board`` the game's own engine stands in for the board's (to list a save whose
    board is missing or changed by its own name and players)."""
    # The games are imported when a file is first read, not at start-up: a listing from the
    # saves folder's index needs none of them.
    from tabletop.games import GAMES

    if not isinstance(doc, Mapping) or doc.get("format") != FORMAT:
        raise SaveError(path, _("this is not a tabletop save file"))
    version = _get(doc, "format_version", int, path)
    if version > FORMAT_VERSION:
        raise SaveError(
            path,
            _(
                "this save was written by a newer tabletop (format {version}); this version "
                "reads format {supported} — update tabletop to load it"
            ).format(version=version, supported=FORMAT_VERSION),
        )
    game_id = _get(doc, "game", str, path)
    game = GAMES.get(game_id)
    if game is not None and check_board:
        game = board_engine(game_id, board_of(doc, path), path)
    if game is None:
        raise SaveError(
            path,
            _("this save is for a game this tabletop does not have: {game}").format(
                game=repr(clean_name(game_id))
            ),
        )
    rules = _get(doc, "rules_version", int, path)
    if rules != game.spec.rules_version:
        raise SaveError(
            path,
            _(
                "this save uses {game} rules version {rules}; this tabletop plays version "
                "{supported}"
            ).format(game=game.spec.title, rules=rules, supported=game.spec.rules_version),
        )
    return game, doc


#: More seats than any game has: a file listing more is damaged (and is not read further).
MAX_SEATS = 16


def seats_of(doc: Mapping[str, Any], path: Path | None) -> tuple[Seat, ...]:
    """The seats of a save document (names cleaned); ``SaveError`` when damaged."""
    seats = _get(doc, "seats", list, path)
    if len(seats) > MAX_SEATS:
        raise SaveError(
            path,
            ngettext(
                "the file lists {n} seat; the file is damaged",
                "the file lists {n} seats; the file is damaged",
                len(seats),
            ).format(n=len(seats)),
        )
    return tuple(_seat(s, number, path) for number, s in enumerate(seats, 1))


def _check_agents(game_id: str, seats: Sequence[Seat], path: Path | None) -> None:
    """Every AI seat names an agent this tabletop has (a file from a newer version, or one
    edited by hand, may not): said before anything is replayed."""
    from tabletop.games import agent_names, known_agent

    known = agent_names(game_id)
    for number, seat in enumerate(seats, start=1):
        if seat.agent is not None and not known_agent(game_id, seat.agent):
            raise SaveError(
                path,
                _(
                    "seat {number} ({name}) is played by an AI called {agent}, which this tabletop "
                    "does not have (it has: {known})"
                ).format(
                    number=number, name=seat.name, agent=repr(seat.agent), known=", ".join(known)
                ),
            )


def kind_of(doc: Mapping[str, Any], path: Path | None) -> str:
    """``game`` for a game's own file, ``copy`` for a save made by name. Files from before
    one-file-per-game say nothing: the old single autosave slot was the game's own file."""
    kind = doc.get("kind")
    if kind in KINDS:
        return str(kind)
    if path is not None and path.name.startswith("autosave-"):
        return KIND_GAME
    return KIND_COPY


def decode(doc: Any, path: Path | None = None) -> SaveData:
    """Validate a whole save document by replaying it; ``SaveError`` on any problem."""
    game, doc = header(doc, path)
    config_doc = _get(doc, "config", Mapping, path)
    players = _get(config_doc, "players", int, path)
    options = config_doc.get("options", {})
    if not isinstance(options, Mapping):
        raise SaveError(path, _("the game options are damaged"))
    config = GameConfig(players=players, options=dict(options))
    try:
        check_config(game.spec, config)
    except TabletopError as exc:
        raise SaveError(
            path, _("the game settings are not valid: {reason}").format(reason=exc)
        ) from None
    except Exception as exc:  # untrusted input: a clear refusal, never a crash
        raise SaveError(
            path, _("the game settings are not valid ({reason})").format(reason=repr(exc))
        ) from None
    seats = seats_of(doc, path)
    _check_agents(game.spec.id, seats, path)
    if len(seats) != players:
        raise SaveError(
            path,
            _("the file lists {seats} for a game of {players}").format(
                seats=npgettext(
                    "a save's seats, listed by the file", "{n} seat", "{n} seats", len(seats)
                ).format(n=len(seats)),
                players=npgettext(
                    "a save's game, for so many players", "{n} player", "{n} players", players
                ).format(n=players),
            ),
        )
    seed = _get(doc, "seed", int, path)
    log_doc = _get(doc, "log", list, path)
    check = _get(doc, "check", Mapping, path)
    ply = _get(check, "ply", int, path)
    expected_digest = _get(check, "state_digest", str, path)
    if ply != len(log_doc):
        raise SaveError(
            path,
            ngettext(
                "the log holds {n} move but the file says {ply}",
                "the log holds {n} moves but the file says {ply}",
                len(log_doc),
            ).format(n=len(log_doc), ply=ply),
        )

    try:
        state, log = _replay(game, config, seed, log_doc, expected_digest, path)
    except SaveError as refused:
        # Moves that no longer fit the game's own board, changed since the save recorded it
        # (an update's new tickets, the player's replacing map edited): the board's verdict,
        # not the file's — it was not altered.
        raise _changed_board(game, doc, path) or refused from None
    outcome = game.outcome(state)
    # The turn in progress is worked out from the replayed moves, not taken from the file.
    acting = [seat for seat, _action in log]
    to_act = game.to_act(state)
    if to_act is not None:
        acting.append(to_act)
    turns, rounds = turns_and_rounds(acting, setup_round=game.spec.setup_round)
    return SaveData(
        game_id=game.spec.id,
        config=config,
        seats=seats,
        seed=seed,
        log=tuple(log),
        name=clean_name(doc.get("name")),
        saved_at=parse_time(doc.get("saved_at")),
        turn=turns[-1] if turns else 1,
        round=rounds[-1] if rounds else 1,
        scores=outcome.scores if outcome else None,
        kind=kind_of(doc, path),
        started_at=parse_time(doc.get("started_at"), None),
        current_scores=outcome.scores if outcome else scores_so_far(game.view(state, None)),
        board=board_of(doc, path)[0],
        board_name=board_of(doc, path)[1],
    )


def _replay(
    game: Game,
    config: GameConfig,
    seed: int,
    log_doc: Sequence[Any],
    expected_digest: str,
    path: Path | None,
) -> tuple[Any, list[tuple[int, Action]]]:
    """The state after replaying a save's moves, and its log; ``SaveError`` saying the first
    move that fails, or that the end does not match the recorded digest."""
    try:
        state = game.new_state(config, seed)
    except TabletopError as exc:
        raise SaveError(
            path, _("the game cannot be set up from this file: {reason}").format(reason=exc)
        ) from None
    except Exception as exc:  # a file is untrusted input: never let it crash the app
        raise SaveError(
            path,
            _("the game cannot be set up from this file ({reason})").format(reason=repr(exc)),
        ) from None
    log: list[tuple[int, Action]] = []
    for index, entry in enumerate(log_doc, start=1):
        seat = entry.get("seat") if isinstance(entry, Mapping) else None
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise SaveError(path, _("move {n} is damaged").format(n=index))
        try:
            action = decode_action(game.action_types, entry.get("action"))
        except TabletopError as exc:
            raise SaveError(
                path, _("move {n} is not a valid action: {reason}").format(n=index, reason=exc)
            ) from None
        except Exception as exc:  # untrusted input: a clear refusal, never a crash
            raise SaveError(
                path,
                _("move {n} is not a valid action ({reason})").format(n=index, reason=repr(exc)),
            ) from None
        if game.to_act(state) != seat:
            raise SaveError(
                path, _("move {n} was made out of turn; the file was altered").format(n=index)
            )
        try:
            state = game.advance(state, action)
        except TabletopError as exc:
            raise SaveError(
                path,
                _("move {n} ({action}) is not legal on replay: {reason}").format(
                    n=index, action=action, reason=exc
                ),
            ) from None
        except Exception as exc:  # untrusted input: a clear refusal, never a crash
            raise SaveError(
                path,
                _("move {n} ({action}) cannot be replayed ({reason})").format(
                    n=index, action=action, reason=repr(exc)
                ),
            ) from None
        log.append((seat, action))
    if state_digest(game, state) != expected_digest:
        raise SaveError(
            path, _("the replayed game does not match the file's check digest; it was altered")
        )
    return state, log


def _changed_board(game: Game, doc: Mapping[str, Any], path: Path | None) -> SaveError | None:
    """The refusal for a save on a game's own board whose map is not the one the save recorded
    (a board of its own is checked before any replay, ``board_engine``); None when the save
    recorded no digest (files from before boards were stamped) or the map is the same."""
    from tabletop.games.catalog import BoardMissing, find_board

    key, name, sha = board_of(doc, path)
    try:
        if not sha or find_board(game.spec.id, key).digest == sha:
            return None
    except (BoardMissing, OSError):
        return None
    return BoardUnavailable(
        path,
        _("the board {name} has changed since this game was saved").format(
            name=name or game.spec.title
        ),
    )


_EPOCH = datetime.fromtimestamp(0, UTC)


def parse_time(value: Any, default: datetime | None = _EPOCH) -> datetime:
    """A time from a save, in UTC (``tabletop.core.files.moment``: a time without a zone is
    UTC, so that every save sorts with the others); ``default`` when it is missing, not a time
    or not one a clock can show."""
    found = moment(value)
    return found if found is not None else default  # type: ignore[return-value]


def parse_json(raw: bytes, path: Path | None) -> Any:
    """Saves' JSON (``tabletop.core.files.parse_json``), its refusals said as saves say them."""
    try:
        return parse_bounded_json(raw)
    except JsonRefused as refused:
        raise SaveError(path, _json_problem(refused)) from None


def _json_problem(refused: JsonRefused) -> str:
    if refused.problem == JsonProblem.EMPTY:
        return _("the file is empty")
    if refused.problem == JsonProblem.NOT_TEXT:
        return _("the file is not text; it is damaged or not a save")
    if refused.problem == JsonProblem.SYNTAX:
        return _("the file is cut short or damaged (JSON error at line {line})").format(
            line=refused.line
        )
    if refused.problem == JsonProblem.TOO_DEEP:
        return _("the file is nested far too deeply to be a save")
    return _("the file holds a number no save has; it is damaged")


def parse_file(path: Path, *, follow_links: bool = True) -> Any:
    """The JSON of a save file; ``SaveError`` for unreadable, huge, truncated or garbage files."""
    try:
        raw = read_bytes(path, MAX_BYTES, follow_links=follow_links)
    except FileRefused as refused:
        if refused.problem == FileProblem.LINK:
            raise SaveError(
                path, _("the file is a link; only save files themselves are read")
            ) from None
        raise SaveError(
            path, _("the file cannot be read ({reason})").format(reason=refused.strerror)
        ) from None
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveError(
            path, _("the file cannot be read ({reason})").format(reason=reason)
        ) from None
    return parse_json(raw, path)


def read_save(path: Path | str) -> SaveData:
    """Read and fully validate a save file. Never modifies the file."""
    path = Path(path)
    return decode(parse_file(path), path)

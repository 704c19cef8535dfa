"""The save format: setup plus action log, checked by replay (ARCHITECTURE.md, "Saves").

``{format, format_version, app_version, game, rules_version, config, seats, seed, log: [{seat,
action}], check: {ply, state_digest}}`` plus display fields (``name``, ``saved_at``, ``turn``).
Reading is strict and all-or-nothing: any problem is a ``SaveError`` in plain words.
"""

from __future__ import annotations

import json
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
    check_config,
    decode_action,
    digest,
    to_json,
)
from tabletop.games import GAMES

FORMAT = "tabletop-save"
FORMAT_VERSION = 1
#: Files larger than this are not save files we wrote (a long TTR game is ~40 KB).
MAX_BYTES = 16 * 1024 * 1024
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class SaveError(TabletopError):
    """A save file that cannot be loaded, explained in plain words."""

    def __init__(self, path: Path | str | None, message: str) -> None:
        where = f"{Path(path).name}: " if path is not None else ""
        super().__init__(f"{where}{message}")
        self.path = Path(path) if path is not None else None
        self.message = message


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


def state_digest(game: Game, state: Any) -> str:
    return digest(game.state_json(state))


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
) -> dict[str, Any]:
    """The JSON document of a save."""
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "app_version": __version__,
        "game": game.spec.id,
        "rules_version": game.spec.rules_version,
        "name": name,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "turn": turn,
        "config": {"players": config.players, "options": to_json(dict(config.options))},
        "seats": [{"name": s.name, "color": s.color, "agent": s.agent} for s in seats],
        "seed": seed,
        "log": [{"seat": seat, "action": to_json(action)} for seat, action in log],
        "check": {"ply": len(log), "state_digest": state_digest(game, state)},
    }


def _get(doc: Mapping[str, Any], key: str, kind: type | tuple[type, ...], path: Path | None):
    if key not in doc:
        raise SaveError(path, f"the file has no {key!r} field; it is incomplete or not a save")
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(path, f"the {key!r} field has the wrong type; the file is damaged")
    return value


def _seat(data: Any, path: Path | None) -> Seat:
    if not isinstance(data, Mapping):
        raise SaveError(path, "a seat entry is not an object; the file is damaged")
    name, color, agent = data.get("name"), data.get("color"), data.get("agent")
    if not isinstance(name, str) or not isinstance(color, str):
        raise SaveError(path, "a seat has no name or colour; the file is damaged")
    if agent is not None and not isinstance(agent, str):
        raise SaveError(path, "a seat's agent is not a name; the file is damaged")
    if not _COLOUR.fullmatch(color):
        raise SaveError(path, f"a seat's colour {color!r} is not a #rrggbb colour")
    return Seat(name, color, agent)


def header(doc: Any, path: Path | None) -> tuple[Game, Mapping[str, Any]]:
    """Check the parts every reader needs (format, version, game); cheap, no replay."""
    if not isinstance(doc, Mapping) or doc.get("format") != FORMAT:
        raise SaveError(path, "this is not a tabletop save file")
    version = _get(doc, "format_version", int, path)
    if version > FORMAT_VERSION:
        raise SaveError(
            path,
            f"this save was written by a newer tabletop (format {version}); "
            f"this version reads format {FORMAT_VERSION} — update tabletop to load it",
        )
    game_id = _get(doc, "game", str, path)
    game = GAMES.get(game_id)
    if game is None:
        raise SaveError(path, f"this save is for a game this tabletop does not have: {game_id!r}")
    rules = _get(doc, "rules_version", int, path)
    if rules != game.spec.rules_version:
        raise SaveError(
            path,
            f"this save uses {game.spec.title} rules version {rules}; this tabletop plays "
            f"version {game.spec.rules_version}",
        )
    return game, doc


def decode(doc: Any, path: Path | None = None) -> SaveData:
    """Validate a whole save document by replaying it; ``SaveError`` on any problem."""
    game, doc = header(doc, path)
    config_doc = _get(doc, "config", Mapping, path)
    players = _get(config_doc, "players", int, path)
    options = config_doc.get("options", {})
    if not isinstance(options, Mapping):
        raise SaveError(path, "the game options are damaged")
    config = GameConfig(players=players, options=dict(options))
    try:
        check_config(game.spec, config)
    except TabletopError as exc:
        raise SaveError(path, f"the game settings are not valid: {exc}") from None
    seats = tuple(_seat(s, path) for s in _get(doc, "seats", list, path))
    if len(seats) != players:
        raise SaveError(path, f"the file lists {len(seats)} seats for {players} players")
    seed = _get(doc, "seed", int, path)
    log_doc = _get(doc, "log", list, path)
    check = _get(doc, "check", Mapping, path)
    ply = _get(check, "ply", int, path)
    expected_digest = _get(check, "state_digest", str, path)
    if ply != len(log_doc):
        raise SaveError(path, f"the log holds {len(log_doc)} moves but the file says {ply}")

    try:
        state = game.new_state(config, seed)
    except TabletopError as exc:
        raise SaveError(path, f"the game cannot be set up from this file: {exc}") from None
    except Exception as exc:  # a file is untrusted input: never let it crash the app
        raise SaveError(path, f"the game cannot be set up from this file ({exc!r})") from None
    log: list[tuple[int, Action]] = []
    for index, entry in enumerate(log_doc, start=1):
        seat = entry.get("seat") if isinstance(entry, Mapping) else None
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise SaveError(path, f"move {index} is damaged")
        try:
            action = decode_action(game.action_types, entry.get("action"))
        except TabletopError as exc:
            raise SaveError(path, f"move {index} is not a valid action: {exc}") from None
        if game.to_act(state) != seat:
            raise SaveError(path, f"move {index} was made out of turn; the file was altered")
        try:
            state = game.apply(state, action).state
        except TabletopError as exc:
            raise SaveError(
                path, f"move {index} ({action}) is not legal on replay: {exc}"
            ) from None
        except Exception as exc:  # untrusted input: a clear refusal, never a crash
            raise SaveError(path, f"move {index} ({action}) cannot be replayed ({exc!r})") from None
        log.append((seat, action))
    if state_digest(game, state) != expected_digest:
        raise SaveError(
            path, "the replayed game does not match the file's check digest; it was altered"
        )
    outcome = game.outcome(state)
    saved_at = _parse_time(doc.get("saved_at"))
    turn = doc.get("turn") if isinstance(doc.get("turn"), int) else 0
    name = doc.get("name") if isinstance(doc.get("name"), str) else ""
    return SaveData(
        game_id=game.spec.id,
        config=config,
        seats=seats,
        seed=seed,
        log=tuple(log),
        name=name,
        saved_at=saved_at,
        turn=turn,
        scores=outcome.scores if outcome else None,
    )


def _parse_time(value: Any) -> datetime:
    if isinstance(value, str):
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            pass
        else:  # a time without a zone is taken as UTC, so every save sorts with the others
            return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    return datetime.fromtimestamp(0, UTC)


def parse_file(path: Path) -> Any:
    """The JSON of a save file; ``SaveError`` for unreadable, huge, truncated or garbage files."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(path, "the file is far too large to be a save")
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(path, f"the file cannot be read ({exc.strerror})") from None
    if not raw.strip():
        raise SaveError(path, "the file is empty")
    try:
        # utf-8-sig: a file re-saved by an editor that adds a byte-order mark still loads.
        return json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise SaveError(path, "the file is not text; it is damaged or not a save") from None
    except json.JSONDecodeError as exc:
        raise SaveError(
            path, f"the file is cut short or damaged (JSON error at line {exc.lineno})"
        ) from None
    except RecursionError:
        raise SaveError(path, "the file is nested far too deeply to be a save") from None


def read_save(path: Path | str) -> SaveData:
    """Read and fully validate a save file. Never modifies the file."""
    path = Path(path)
    return decode(parse_file(path), path)

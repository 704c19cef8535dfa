"""JSON codec for actions, events, views and outcomes, and state digests.

Actions serialise as ``{"kind": ..., <fields>}`` exactly as the rules pages name them; saves
store that form, so decoding is strict: anything malformed is an ``InvalidActionError``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any

from .contract import Action, Event, Outcome
from .errors import InvalidActionError
from .i18n import _, ngettext


def to_json(obj: Any) -> Any:
    """JSON-compatible data for an action, event, outcome, view or plain value."""
    if isinstance(obj, Action):
        data: dict[str, Any] = {"kind": obj.kind}
        for f in dataclasses.fields(obj):
            data[f.name] = to_json(getattr(obj, f.name))
        return data
    if isinstance(obj, Event):
        data = {"event": type(obj).__name__}
        for f in dataclasses.fields(obj):
            data[f.name] = to_json(getattr(obj, f.name))
        return data
    if isinstance(obj, Outcome):
        return {
            "scores": list(obj.scores),
            "winners": list(obj.winners),
            "breakdown": [dict(b) for b in obj.breakdown],
        }
    if isinstance(obj, Mapping):
        return {str(k): to_json(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, frozenset, set)):
        items = [to_json(v) for v in obj]
        return sorted(items) if isinstance(obj, (set, frozenset)) else items
    if obj is None or isinstance(obj, (str, int, float, bool)):
        return obj
    raise TypeError(f"cannot encode {type(obj).__name__} as JSON")


@cache
def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))


def _convert(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        for alternative in typing.get_args(hint):
            try:
                return _convert(value, alternative, where)
            except InvalidActionError:
                continue
        raise InvalidActionError(
            _("{where}: {value} is not a valid value").format(where=where, value=repr(value))
        )
    if hint is type(None):
        if value is None:
            return None
        raise InvalidActionError(_("{where}: expected null").format(where=where))
    if origin is tuple:
        if not isinstance(value, list):
            raise InvalidActionError(
                _("{where}: expected a list, got {value}").format(where=where, value=repr(value))
            )
        (item_hint, _ellipsis) = typing.get_args(hint)
        return tuple(_convert(v, item_hint, where) for v in value)
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise InvalidActionError(
            _("{where}: expected true or false, got {value}").format(where=where, value=repr(value))
        )
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise InvalidActionError(
            _("{where}: expected a whole number, got {value}").format(
                where=where, value=repr(value)
            )
        )
    if hint is str:
        if isinstance(value, str):
            return value
        raise InvalidActionError(
            _("{where}: expected text, got {value}").format(where=where, value=repr(value))
        )
    raise TypeError(f"unsupported action field type {hint!r}")  # a bug in an engine


def decode_action(action_types: Mapping[str, type[Action]], data: Any) -> Action:
    """Build an action from its JSON form; ``InvalidActionError`` for anything malformed."""
    if not isinstance(data, Mapping):
        raise InvalidActionError(
            _("an action must be a JSON object, got {value}").format(value=repr(data))
        )
    kind = data.get("kind")
    cls = action_types.get(kind) if isinstance(kind, str) else None
    if cls is None:
        known = ", ".join(sorted(action_types))
        raise InvalidActionError(
            _("unknown action kind {kind} (known: {known})").format(kind=repr(kind), known=known)
        )
    # mypy wrongly takes a frozen dataclass's class object for unhashable (cache's Hashable).
    fields = _field_types(cls)  # type: ignore[arg-type]
    names = {name for name, _ in fields}
    extra = set(data) - names - {"kind"}
    if extra:
        raise InvalidActionError(
            ngettext(
                "{kind}: unexpected field {fields}",
                "{kind}: unexpected fields {fields}",
                len(extra),
            ).format(kind=kind, fields=", ".join(sorted(extra)))
        )
    values = {}
    for name, hint in fields:
        if name not in data:
            raise InvalidActionError(
                _("{kind}: missing field {field}").format(kind=kind, field=repr(name))
            )
        values[name] = _convert(data[name], hint, f"{kind}.{name}")
    return cls(**values)


#: game id → its action classes by kind. Filled by ``tabletop.games`` as it registers each
#: engine, so the codec can decode any game's actions without importing the games (layers).
_ACTIONS_BY_GAME: dict[str, Mapping[str, type[Action]]] = {}


def register_actions(game_id: str, action_types: Mapping[str, type[Action]]) -> None:
    _ACTIONS_BY_GAME[game_id] = action_types


def action_from_json(game_id: str, data: Any) -> Action:
    """Decode an action of game ``game_id`` from its JSON form (saves, tests, tools)."""
    action_types = _ACTIONS_BY_GAME.get(game_id)
    if action_types is None:
        known = ", ".join(sorted(_ACTIONS_BY_GAME)) or _("none registered")
        raise InvalidActionError(
            _("unknown game {game} (known: {known})").format(game=repr(game_id), known=known)
        )
    return decode_action(action_types, data)


def canonical_json(data: Any) -> str:
    """One fixed text for equal data: sorted keys, no spaces."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest(data: Any) -> str:
    """SHA-256 (hex) of the canonical JSON of ``data``."""
    return hashlib.sha256(canonical_json(data).encode("ascii")).hexdigest()

"""Custom properties of a Tiled map read as the game needs them, with a ``MapError`` in plain
words when one is missing or not of its kind: what the value must be, what it is, and how to
set it in Tiled ("property 'length' must be a whole number, not 'six'")."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, TypeVar

import pytmx

from tabletop.core.i18n import N_, _

from .problems import MapError

T = TypeVar("T")


def is_point_list(text: str) -> bool:
    """A polyline's ``points`` text: pairs of numbers, "x,y x,y …"."""
    pairs = [pair.split(",") for pair in text.split()]
    return bool(pairs) and all(len(xy) == 2 and all(map(is_number, xy)) for xy in pairs)


def is_number(text: str, whole: bool = False) -> bool:
    """A finite number as Tiled writes it (a whole number when ``whole``)."""
    if len(text) > 40:
        return False
    try:
        value = int(text) if whole else float(text)
    except ValueError:
        return False
    return math.isfinite(value)


def _is_whole(text: str) -> bool:
    return is_number(text, whole=True)


def _is_bool(text: str) -> bool:
    return text in ("true", "false")


#: What a typed property's value must be for its type (Tiled writes exactly these).
TYPED: dict[str, Callable[[str], bool]] = {"int": _is_whole, "float": is_number, "bool": _is_bool}


#: How a property's kind is said, and the Tiled type that gives it.
_KIND_WORDS: dict[type, tuple[str, str]] = {
    int: (N_("a whole number"), "int"),
    float: (N_("a number"), "float"),
    bool: (N_("true or false"), "bool"),
    str: (N_("a text"), "string"),
}


def _object_label(obj: Any) -> str:
    return getattr(obj, "name", None) or f"#{getattr(obj, 'id', '?')}"


def require(tmx: pytmx.TiledMap, layer: str, obj: Any, key: str, kind: type[T]) -> T:
    """Custom property ``key`` of ``obj`` as ``kind``; missing or mistyped is a ``MapError``
    saying what the value must be and how to set it."""
    props = getattr(obj, "properties", {}) or {}
    name = _object_label(obj)
    words, tiled_type = _KIND_WORDS.get(kind, (kind.__name__, kind.__name__))
    if key not in props:
        raise MapError(
            tmx.filename,
            _("missing property {key} ({kind}, type {type})").format(
                key=repr(key), kind=_(words), type=tiled_type
            ),
            layer=layer,
            obj=name,
        )
    value = props[key]
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if kind is bool and isinstance(value, str) and value in ("true", "false"):
        value = value == "true"
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise MapError(tmx.filename, _wrong_value(key, kind, value), layer=layer, obj=name)
    return value


def _wrong_value(key: str, kind: type, value: Any) -> str:
    words, tiled_type = _KIND_WORDS.get(kind, (kind.__name__, kind.__name__))
    if value is None or value == "":
        return _("property {key} must be {kind}; it is empty").format(key=repr(key), kind=_(words))
    text = str(value).strip()
    if kind is bool and text.casefold() in ("yes", "no", "y", "n", "1", "0", "on", "off"):
        return _("property {key} must be true or false, not {value}: write true or false").format(
            key=repr(key), value=repr(text)
        )
    parses = TYPED.get(tiled_type)
    if isinstance(value, str) and parses is not None and parses(text):
        return _(
            "property {key} must be {kind}; it is the text {value}: set the property's type to "
            "{type} in Tiled"
        ).format(key=repr(key), kind=_(words), value=repr(text), type=tiled_type)
    return _("property {key} must be {kind}, not {value}").format(
        key=repr(key), kind=_(words), value=repr(value)
    )


def map_property(tmx: pytmx.TiledMap, key: str, kind: type[T]) -> T:
    """Map property ``key`` as ``kind``; missing or mistyped is a ``MapError`` on the map."""
    props = tmx.properties or {}
    words, tiled_type = _KIND_WORDS.get(kind, (kind.__name__, kind.__name__))
    if key not in props:
        raise MapError(
            tmx.filename,
            _("the map property {key} ({kind}, type {type}) is missing").format(
                key=repr(key), kind=_(words), type=tiled_type
            ),
        )
    value = props[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise MapError(tmx.filename, _wrong_value(key, kind, value))
    return value

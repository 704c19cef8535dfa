"""Custom properties of a Tiled map read as the game needs them, with a ``MapError`` in plain
words when one is missing or not of its kind: what the value must be, what it is, and how to
set it in Tiled ("property 'length' must be a whole number, not 'six'")."""

from __future__ import annotations

import difflib
import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar
from xml.etree import ElementTree

import pytmx

from tabletop.core.i18n import N_, _, ngettext

from .problems import MapError, did_you_mean

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
        message = _("missing property {key} ({kind}, type {type})").format(
            key=repr(key), kind=_(words), type=tiled_type
        )
        # A near miss among the object's own properties is the author's typo ("lenght").
        typo = difflib.get_close_matches(key, [str(k) for k in props], n=1, cutoff=0.6)
        if typo:
            message += _(" — it has {typo}: rename it {key}").format(
                typo=repr(typo[0]), key=repr(key)
            )
        raise MapError(tmx.filename, message, layer=layer, obj=name)
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


#: Names a custom property may not have (``boards.tmx``: already a problem of their own).
RESERVED = frozenset(
    {"id", "name", "type", "x", "y", "width", "height", "rotation", "visible", "gid", "parent"}
)

#: The map properties every family reads (``tabletop.games.catalog``): which game, the board's
#: name and author on the new-game screen.
MAP_PROPERTIES = frozenset({"game", "name", "author"})


def unknown_properties(
    root: ElementTree.Element, path: Path, known: Mapping[str, frozenset[str]]
) -> list[str]:
    """A warning for each custom property tabletop does not read: on the map itself (``known``
    under ``""``, with ``MAP_PROPERTIES``) or on an object of a layer in ``known`` — a typo
    (``lenght``) or a property on the wrong kind of object (a waypoint's ``red_only`` on a
    segment), with the name meant when one is near. Only warned, never refused: the map still
    plays as this version reads it, and a map made for a later version of tabletop may carry
    properties this one does not know; a misspelt required property is refused as missing."""
    found: list[str] = []
    on_map = MAP_PROPERTIES | known.get("", frozenset())
    for prop in root.findall("./properties/property"):
        key = prop.get("name") or ""
        if key not in on_map:
            found.append(str(MapError(path, _ignored(key, on_map, known, ""))))
    # One warning per layer and property, naming its objects: a property added to every
    # station is one mistake, not thirty-two.
    where: dict[tuple[str, str], list[str]] = {}
    for group in root.iter("objectgroup"):
        layer = group.get("name") or ""
        if not layer or layer not in known:
            continue
        for obj in group.findall("object"):
            for prop in obj.findall("./properties/property"):
                key = prop.get("name") or ""
                if key not in known[layer] and key not in RESERVED:
                    name = obj.get("name") or f"#{obj.get('id')}"
                    where.setdefault((layer, key), []).append(name)
    for (layer, key), names in where.items():
        why = _ignored(key, known[layer], known, layer)
        if len(names) == 1:
            found.append(str(MapError(path, why, layer, names[0])))
            continue
        shown = ", ".join(repr(name) for name in names[:3]) + (", …" if len(names) > 3 else "")
        found.append(
            str(
                MapError(
                    path,
                    ngettext(
                        "{n} object ({names}): {why}", "{n} objects ({names}): {why}", len(names)
                    ).format(n=len(names), names=shown, why=why),
                    layer,
                )
            )
        )
    return found


def _ignored(
    key: str, here: frozenset[str], known: Mapping[str, frozenset[str]], layer: str
) -> str:
    """Why property ``key`` is ignored where it is, and what the author probably meant."""
    on_map = MAP_PROPERTIES | known.get("", frozenset())
    elsewhere = [
        other for other, names in known.items() if other and other != layer and key in names
    ]
    if layer and key in on_map:
        return _(
            "tabletop does not read the property {key} here; it is a property of the map itself "
            "(in Tiled: Map → Map Properties) — move it there, or remove it"
        ).format(key=repr(key))
    if elsewhere:
        return _(
            "tabletop does not read the property {key} here; it is read on the objects of layer "
            "{layer} — move it there, or remove it"
        ).format(key=repr(key), layer=repr(elsewhere[0]))
    near = did_you_mean(key, here)
    if near:
        # Translators: {near} is " (did you mean 'length'?)".
        return _("tabletop does not read the property {key}{near}; it is ignored").format(
            key=repr(key), near=near
        )
    return _(
        "tabletop does not read the property {key} and ignores it (perhaps a later version of "
        "tabletop does); the properties read here are {known}"
    ).format(key=repr(key), known=", ".join(sorted(here)) or "—")

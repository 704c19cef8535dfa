"""Reading Tiled maps with pytmx, with errors that name the file, layer and object.

Per-game loaders (``boards/metro.py``, ``boards/ttr.py``, ``boards/great_tour.py``) build their
frozen board data from the map through these helpers, so every broken map is explained the
same way.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TypeVar

import pytmx

from tabletop.core import TabletopError

T = TypeVar("T")


class MapError(TabletopError):
    """A map file that cannot be used, explained in plain words."""

    def __init__(
        self, path: Path | str, message: str, layer: str | None = None, obj: str | None = None
    ) -> None:
        where = Path(path).name
        if layer is not None:
            where += f", layer {layer!r}"
        if obj is not None:
            where += f", object {obj!r}"
        super().__init__(f"{where}: {message}")
        self.path = Path(path)
        self.layer = layer
        self.obj = obj
        self.message = message


#: Names pytmx uses for an object's own attributes: a custom property with one of these
#: names makes it refuse the whole map (ARCHITECTURE.md, "Boards are Tiled maps").
RESERVED_PROPERTY_NAMES = frozenset(
    {"id", "name", "type", "x", "y", "width", "height", "rotation", "visible", "gid", "parent"}
)


def _precheck(path: Path) -> None:
    """What pytmx would reject without saying where: bad XML in the map or in a tileset file
    it uses, and custom properties with reserved names — each named precisely."""
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError as exc:
        raise MapError(path, f"not a valid Tiled XML file ({exc})") from None
    for tileset in root.findall("tileset"):
        source = tileset.get("source")
        if not source:
            continue
        tsx = path.parent / source
        if not tsx.is_file():
            raise MapError(path, f"the tileset file {source!r} it uses does not exist")
        try:
            ElementTree.parse(tsx)
        except ElementTree.ParseError as exc:
            raise MapError(tsx, f"not a valid Tiled tileset file ({exc})") from None
    for group in root.iter("objectgroup"):
        for obj in group.findall("object"):
            for prop in obj.findall("./properties/property"):
                if prop.get("name") in RESERVED_PROPERTY_NAMES:
                    raise MapError(
                        path,
                        f"the custom property {prop.get('name')!r} has the name of a built-in "
                        "Tiled attribute; rename it",
                        layer=group.get("name"),
                        obj=obj.get("name") or f"#{obj.get('id')}",
                    )


def open_map(path: Path | str) -> pytmx.TiledMap:
    """Parse a ``.tmx`` file without loading images (no display needed)."""
    path = Path(path)
    if not path.is_file():
        raise MapError(path, "the file does not exist")
    _precheck(path)
    try:
        return pytmx.TiledMap(str(path))
    except ElementTree.ParseError as exc:
        raise MapError(path, f"not a valid Tiled XML file ({exc})") from None
    except Exception as exc:  # pytmx raises bare Exceptions/ValueErrors for bad content
        raise MapError(path, f"Tiled could not read it ({exc})") from None


def object_layer(tmx: pytmx.TiledMap, name: str) -> list[pytmx.TiledObject]:
    """The objects of the object layer ``name``; a missing layer is a ``MapError``."""
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == name:
            return list(layer)
    raise MapError(tmx.filename, "the map has no object layer with this name", layer=name)


def has_layer(tmx: pytmx.TiledMap, name: str) -> bool:
    return any(getattr(layer, "name", None) == name for layer in tmx.layers)


def require(tmx: pytmx.TiledMap, layer: str, obj: Any, key: str, kind: type[T]) -> T:
    """Custom property ``key`` of ``obj`` as ``kind``; missing or mistyped is a ``MapError``."""
    props = getattr(obj, "properties", {}) or {}
    name = getattr(obj, "name", None) or f"#{getattr(obj, 'id', '?')}"
    if key not in props:
        raise MapError(tmx.filename, f"missing property {key!r}", layer=layer, obj=name)
    value = props[key]
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if kind is bool and isinstance(value, str) and value in ("true", "false"):
        value = value == "true"
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise MapError(
            tmx.filename,
            f"property {key!r} must be {kind.__name__}, not {value!r}",
            layer=layer,
            obj=name,
        )
    return value


def unique_names(tmx: pytmx.TiledMap, layer: str, objs: Iterable[Any]) -> None:
    """Every object of ``layer`` has a non-empty, unique name (its id)."""
    seen: set[str] = set()
    for obj in objs:
        name = getattr(obj, "name", None)
        if not name:
            raise MapError(
                tmx.filename, "an object has no name (its id)", layer=layer, obj=f"#{obj.id}"
            )
        if name in seen:
            raise MapError(tmx.filename, "this id is used twice", layer=layer, obj=name)
        seen.add(name)


def ui_rects(tmx: pytmx.TiledMap) -> dict[str, tuple[float, float, float, float]]:
    """The ``ui`` layer's rectangles by name: where the market, hands and decks go."""
    if not has_layer(tmx, "ui"):
        return {}
    return {o.name: (o.x, o.y, o.width, o.height) for o in object_layer(tmx, "ui") if o.name}

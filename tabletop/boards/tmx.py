"""Reading Tiled maps with pytmx, with errors that name the file, layer and object.

Each game's loader (``tabletop/games/<id>/board.py``) builds its frozen board data from the map
through these helpers, so every broken map is explained the same way (ARCHITECTURE.md,
"Boards are Tiled maps").
"""

from __future__ import annotations

import base64
import binascii
import os
import struct
import xml.etree.ElementTree as ElementTree
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePath, PureWindowsPath
from typing import Any

import pytmx

from tabletop import resources
from tabletop.core.files import FileProblem, FileRefused, read_bytes
from tabletop.core.i18n import N_, _, ngettext

from .problems import MapError as MapError
from .problems import note
from .properties import RESERVED, TYPED, is_number, is_point_list
from .properties import map_property as map_property
from .properties import require as require

#: Names pytmx uses for an object's own attributes: a custom property with one of these
#: names makes it refuse the whole map (ARCHITECTURE.md, "Boards are Tiled maps").
RESERVED_PROPERTY_NAMES = RESERVED

# Bounds on what a map may ask for, checked before anything is decoded (a user's map is
# untrusted input: issue 10 §4). The shipped maps are far below each (the largest map file is
# 90 KB, the largest picture 1.1 MB and 1701×1097 px).
#: Largest map file read.
MAX_MAP_BYTES = 8 * 1024 * 1024
#: Largest tileset (``.tsx``) file read.
MAX_TILESET_BYTES = 2 * 1024 * 1024
#: Largest picture file a map may use.
MAX_IMAGE_BYTES = 48 * 1024 * 1024
#: Longest side and largest area, in pixels, of a board or a picture.
MAX_SIDE_PX = 16_384
MAX_AREA_PX = 24 * 1024 * 1024
#: Most squares a tile layer may have.
MAX_TILES = 1 << 20
#: Picture formats a map may use (what pygame reads everywhere), by their first bytes.
_IMAGE_MAGIC = {
    b"\x89PNG\r\n\x1a\n": "png",
    b"\xff\xd8\xff": "jpeg",
    b"GIF87a": "gif",
    b"GIF89a": "gif",
    b"BM": "bmp",
}


@dataclass(frozen=True)
class _Words:
    """The sentences that refuse one kind of file (whole sentences, for translators)."""

    unreadable: str  # {name}, {reason}
    special: str  # {name}
    too_large: str  # {name}, {size}, {limit} (in KB)


MAP_FILE = _Words(
    N_("the map file cannot be read ({reason})"),
    N_("the map file is not a regular file"),
    N_("the map file is too large ({size} KB; at most {limit} KB)"),
)
TILESET_FILE = _Words(
    N_("the tileset file {name} cannot be read ({reason})"),
    N_("the tileset file {name} is not a regular file"),
    N_("the tileset file {name} is too large ({size} KB; at most {limit} KB)"),
)
PICTURE_FILE = _Words(
    N_("the picture {name} cannot be read ({reason})"),
    N_("the picture {name} is not a regular file"),
    N_("the picture {name} is too large ({size} KB; at most {limit} KB)"),
)


def _read(path: Path, limit: int, words: _Words, owner: Path) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, through the one bounded reader
    (``tabletop.core.files``: never blocks on a FIFO or a device, never reads past the limit).
    Any problem is a ``MapError`` on ``owner``."""
    name = repr(path.name)
    try:
        return read_bytes(path, limit)
    except FileRefused as refused:
        if refused.problem == FileProblem.NOT_REGULAR:
            raise MapError(owner, _(words.special).format(name=name)) from None
        if refused.problem == FileProblem.TOO_LARGE:
            size, most = refused.size // 1024, limit // 1024
            raise MapError(
                owner, _(words.too_large).format(name=name, size=size, limit=most)
            ) from None
        raise MapError(
            owner, _(words.unreadable).format(name=name, reason=refused.strerror)
        ) from None
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise MapError(owner, _(words.unreadable).format(name=name, reason=reason)) from None


def _parse_xml(data: bytes, path: Path, tileset: bool = False) -> ElementTree.Element:
    # Tiled never writes a DOCTYPE; one with entities can expand a small file enormously.
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        words = (
            _("not a Tiled tileset file (it declares a DOCTYPE or entities)")
            if tileset
            else _("not a Tiled XML file (it declares a DOCTYPE or entities)")
        )
        raise MapError(path, words)
    try:
        return ElementTree.fromstring(data)
    except (ElementTree.ParseError, ValueError, RecursionError, MemoryError) as exc:
        reason = str(exc) if isinstance(exc, ElementTree.ParseError) else type(exc).__name__
        words = (
            _("not a valid Tiled tileset file ({reason})")
            if tileset
            else _("not a valid Tiled XML file ({reason})")
        )
        raise MapError(path, words.format(reason=reason)) from None


def read_map_bytes(path: Path) -> bytes:
    """A map file's bytes, read with the size cap and without blocking (no other check)."""
    return _read(path, MAX_MAP_BYTES, MAP_FILE, path)


def parse_map_xml(data: bytes, path: Path) -> ElementTree.Element:
    """The XML of a map file's ``data`` (``read_map_bytes``); ``MapError`` on ``path``."""
    return _parse_xml(data, path)


def read_map_file(path: Path) -> tuple[bytes, ElementTree.Element]:
    """A map file's bytes and its XML, read once with the size cap and without blocking (no
    other check): what the file says and its digest then come from the same read."""
    data = read_map_bytes(path)
    return data, _parse_xml(data, path)


def read_map_xml(path: Path) -> ElementTree.Element:
    """A map file's XML, read with the size cap and without blocking (no other check)."""
    return read_map_file(path)[1]


def _allowed_roots(map_path: Path) -> list[Path]:
    """Folders a map may take files from: its own, and the shipped maps and assets."""
    roots = [map_path.parent.resolve()]
    for find in (resources.maps_dir, resources.assets_dir):
        try:
            roots.append(find().resolve())
        except FileNotFoundError:
            continue
    return roots


def map_asset(map_path: Path, source: str, base: Path | None = None) -> Path:
    """The file a map (or one of its tilesets, ``base``) names as ``source``, refused with a
    ``MapError`` unless it is a relative path that stays inside the map's folder (or the
    shipped maps and assets): no absolute paths, no ``..`` out, no links leading out."""
    if not isinstance(source, str) or not source or "\0" in source:
        raise MapError(map_path, _("a file it uses has no name"))
    shown = source if len(source) <= 80 else source[:77] + "…"
    if Path(source).is_absolute() or PureWindowsPath(source).is_absolute() or ":" in source[:3]:
        raise MapError(
            map_path,
            _(
                "the file {name} is given by an absolute path; maps may only use files in "
                "their own folder"
            ).format(name=repr(shown)),
        )
    folder = (base or map_path).parent
    try:
        resolved = (folder / source).resolve()
    except (OSError, RuntimeError, ValueError):
        raise MapError(
            map_path, _("the file {name} cannot be found").format(name=repr(shown))
        ) from None
    if not any(resolved.is_relative_to(root) for root in _allowed_roots(map_path)):
        raise MapError(
            map_path,
            _(
                "the file {name} is outside the map's folder; maps may only use files in "
                "their own folder"
            ).format(name=repr(shown)),
        )
    if not os.path.lexists(resolved) and len(PurePath(source).parts) == 1:
        # A map copied out of the shipped folder (an example, or a shipped board) still finds the
        # shipped files it names, such as Metro's tile set: nothing else need be copied.
        shipped = _shipped_file(source)
        if shipped is not None:
            return shipped
    return resolved


def _shipped_file(name: str) -> Path | None:
    """The shipped maps' file of this plain name, if there is one."""
    try:
        candidate = (resources.maps_dir() / name).resolve()
    except (FileNotFoundError, OSError, RuntimeError, ValueError):
        return None
    return candidate if candidate.is_file() else None


def _int_attr(node: ElementTree.Element, name: str, path: Path, default: int = 0) -> int:
    raw = node.get(name)
    if raw is None:
        return default
    if len(raw) > 12 or not raw.strip().lstrip("-").isdigit():
        raise MapError(
            path,
            _("the {element} attribute {name} is not a sensible number").format(
                element=node.tag, name=repr(name)
            ),
        )
    return int(raw)


def image_size(data: bytes) -> tuple[str, int, int] | None:
    """(format, width, height) read from a picture's header, or None for a file that is not a
    PNG, JPEG, GIF or BMP picture (no decoding, so a huge or crafted picture costs nothing)."""
    kind = next((k for magic, k in _IMAGE_MAGIC.items() if data.startswith(magic)), None)
    try:
        if kind == "png" and data[12:16] == b"IHDR":
            width, height = struct.unpack(">II", data[16:24])
            return kind, width, height
        if kind == "gif":
            width, height = struct.unpack("<HH", data[6:10])
            return kind, width, height
        if kind == "bmp":
            width, height = struct.unpack("<ii", data[18:26])
            return kind, abs(width), abs(height)
        if kind == "jpeg":
            return _jpeg_size(data)
    except struct.error:
        return None
    return None


def _jpeg_size(data: bytes) -> tuple[str, int, int] | None:
    i = 2
    while i + 9 < len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            i += 2
            continue
        length = struct.unpack(">H", data[i + 2 : i + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", data[i + 5 : i + 9])
            return "jpeg", width, height
        i += 2 + length
    return None


def _check_image(map_path: Path, source: str, base: Path | None) -> None:
    """A picture inside the map's folder, and if it is there, a real, bounded file whose header
    says PNG/JPEG/GIF/BMP of a sensible size. A missing picture is allowed: boards without
    pictures are drawn plainly (each game's loader decides)."""
    image = map_asset(map_path, source, base)
    if not os.path.lexists(image):
        return
    data = _read(image, MAX_IMAGE_BYTES, PICTURE_FILE, map_path)
    name = repr(Path(source).name)
    size = image_size(data)
    if size is None:
        raise MapError(
            map_path,
            _("the picture {name} it uses is not a PNG, JPEG, GIF or BMP picture").format(
                name=name
            ),
        )
    _kind, width, height = size
    if not (0 < width <= MAX_SIDE_PX and 0 < height <= MAX_SIDE_PX) or (
        width * height > MAX_AREA_PX
    ):
        raise MapError(
            map_path,
            ngettext(
                "the picture {name} it uses is {width}×{height} pixels; at most {most} pixel "
                "a side",
                "the picture {name} it uses is {width}×{height} pixels; at most {most} pixels "
                "a side",
                MAX_SIDE_PX,
            ).format(name=name, width=width, height=height, most=MAX_SIDE_PX),
        )


def map_picture(map_path: Path, source: str) -> Path:
    """A picture a map names (in a property, say), checked like the pictures of its layers:
    inside the map's folder, a real bounded file, a PNG/JPEG/GIF/BMP of sensible size."""
    _check_image(map_path, source, None)
    return map_asset(map_path, source)


def _check_images(map_path: Path, node: ElementTree.Element, base: Path | None) -> None:
    for image in node.iter("image"):
        source = image.get("source")
        if source:
            _check_image(map_path, source, base)


def _check_tile_data(path: Path, layer: ElementTree.Element) -> None:
    """A tile layer holds exactly width × height squares; compressed data is inflated with a
    bound, so a small file cannot expand to gigabytes (a "zlib bomb")."""
    name = layer.get("name")
    width, height = _int_attr(layer, "width", path), _int_attr(layer, "height", path)
    if width <= 0 or height <= 0 or width * height > MAX_TILES:
        raise MapError(
            path,
            _("a tile layer of {width}×{height} squares is not sensible").format(
                width=width, height=height
            ),
            name,
        )
    data = layer.find("data")
    if data is None:
        raise MapError(path, _("the tile layer has no data"), layer=name)
    if data.find("chunk") is not None:
        raise MapError(path, _("infinite maps are not supported"), layer=name)
    text = (data.text or "").strip()
    encoding, compression = data.get("encoding"), data.get("compression")
    expected = width * height
    if encoding == "csv":
        if text.count(",") + 1 != expected:
            raise MapError(path, _holds(expected), layer=name)
        return
    if encoding != "base64":
        raise MapError(path, _("tile layers must be stored as CSV or base64"), layer=name)
    try:
        raw = base64.b64decode(text, validate=False)
    except (ValueError, binascii.Error):
        raise MapError(path, _("the tile layer's base64 data is damaged"), layer=name) from None
    if compression in ("zlib", "gzip"):
        inflater = zlib.decompressobj(zlib.MAX_WBITS | (16 if compression == "gzip" else 0))
        try:
            raw = inflater.decompress(raw, 4 * expected + 1)
        except zlib.error:
            raise MapError(path, _("the tile layer's compressed data is damaged"), name) from None
        if inflater.unconsumed_tail or len(raw) > 4 * expected:
            raise MapError(
                path,
                ngettext(
                    "the tile layer inflates to more than its {n} square",
                    "the tile layer inflates to more than its {n} squares",
                    expected,
                ).format(n=expected),
                name,
            )
    elif compression:
        raise MapError(
            path,
            _("tile layers compressed with {method} are not supported").format(
                method=repr(compression)
            ),
        )
    if len(raw) != 4 * expected:
        raise MapError(path, _holds(expected), layer=name)


def _holds(squares: int) -> str:
    return ngettext(
        "the tile layer must hold {n} square", "the tile layer must hold {n} squares", squares
    ).format(n=squares)


def check_map(path: Path) -> ElementTree.Element:
    """Everything a map may not do, checked before any of it is decoded: a bounded read of a
    regular file; a sensible size; tilesets and pictures that are real, bounded files inside
    the map's folder; tile data that inflates to its own size only; and custom properties with
    reserved names. Returns the map's parsed XML; any problem is a ``MapError`` in plain words.
    What the reading can go past — a picture refused, a reserved property name, a template, a
    typed value that is not of its type — is noted (``problems.note``) and the XML mended so
    that everything else is still checked; the rest (a file that is not a sensible map, a
    tileset refused) stops at once: nothing more of such a file is read.
    """
    root = read_map_xml(path)
    if root.tag != "map":
        raise MapError(path, _("not a Tiled map (its XML has no <map> at the top)"))
    tile_w, tile_h = _int_attr(root, "tilewidth", path), _int_attr(root, "tileheight", path)
    width, height = _int_attr(root, "width", path), _int_attr(root, "height", path)
    if min(tile_w, tile_h, width, height) < 0 or not (
        width * tile_w <= MAX_SIDE_PX
        and height * tile_h <= MAX_SIDE_PX
        and width * tile_w * height * tile_h <= MAX_AREA_PX
    ):
        raise MapError(
            path,
            ngettext(
                "the map is {width}×{height} pixels; at most {most} pixel a side",
                "the map is {width}×{height} pixels; at most {most} pixels a side",
                MAX_SIDE_PX,
            ).format(width=width * tile_w, height=height * tile_h, most=MAX_SIDE_PX),
        )
    for tileset in root.findall("tileset"):
        source = tileset.get("source")
        if not source:
            _check_images(path, tileset, None)
            continue
        tsx = map_asset(path, source)
        if not os.path.lexists(tsx):
            raise MapError(
                path,
                _("the tileset file {name} it uses does not exist").format(name=repr(source)),
            )
        data = _read(tsx, MAX_TILESET_BYTES, TILESET_FILE, path)
        _check_images(path, _parse_xml(data, tsx, tileset=True), tsx)
        tileset.set("source", str(tsx))  # pytmx reads the file checked here, wherever it is
    for group in root.iter("imagelayer"):
        for image in group.findall("image"):
            source = image.get("source")
            if not source:
                continue
            try:
                _check_image(path, source, None)
            except MapError as error:
                del image.attrib["source"]  # never read: the rest of the map is still checked
                note(MapError(path, error.message, layer=group.get("name") or ""))
    for layer in root.iter("layer"):
        _check_tile_data(path, layer)
    for group in root.iter("objectgroup"):
        for obj in group.findall("object"):
            _mend_object(path, group, obj)
    _mend_typed_values(root)
    return root


def _object_name(obj: ElementTree.Element) -> str:
    return obj.get("name") or f"#{obj.get('id')}"


def _mend_object(path: Path, group: ElementTree.Element, obj: ElementTree.Element) -> None:
    """Note what pytmx would refuse in one object and mend the XML so the rest of the map can
    still be read: a template is dropped, a custom property with a reserved name is left out,
    an object whose position is not a number is dropped."""
    layer, name = group.get("name") or "", _object_name(obj)
    if obj.get("template"):
        group.remove(obj)
        note(MapError(path, _("object templates are not supported"), layer, name))
        return
    for key in ("id", "x", "y", "width", "height", "rotation"):
        raw = obj.get(key)
        if raw is not None and not is_number(raw, whole=key == "id"):
            group.remove(obj)
            note(
                MapError(
                    path,
                    _("its {attribute} is {value}, not a number; set it in Tiled").format(
                        attribute=key, value=repr(raw)
                    ),
                    layer,
                    name,
                )
            )
            return
    for shape in ("polyline", "polygon"):
        line = obj.find(shape)
        if line is not None and not is_point_list(line.get("points") or ""):
            group.remove(obj)
            note(MapError(path, _("its line's points are not numbers; redraw it"), layer, name))
            return
    for props in obj.findall("properties"):
        for prop in props.findall("property"):
            if prop.get("name") in RESERVED_PROPERTY_NAMES:
                props.remove(prop)
                note(
                    MapError(
                        path,
                        _(
                            "the custom property {name} has the name of a built-in Tiled "
                            "attribute; rename it"
                        ).format(name=repr(prop.get("name"))),
                        layer,
                        name,
                    )
                )


def _mend_typed_values(root: ElementTree.Element) -> None:
    """A typed property whose value is not of its type (``type="int" value="six"``,
    ``type="bool" value="yes"``) is read as the text it is: pytmx would refuse the whole map
    (or read "yes" as true), while ``require`` refuses the text in plain words, naming the
    layer and the object."""
    for prop in root.iter("property"):
        check = TYPED.get(prop.get("type") or "")
        if check is not None and not check((prop.get("value") or "").strip()):
            del prop.attrib["type"]


def open_map(path: Path | str) -> pytmx.TiledMap:
    """Parse a ``.tmx`` file without loading images (no display needed), after ``check_map``
    refused anything hostile; pytmx reads the XML we already read and checked."""
    path = Path(path)
    if not path.is_file():
        raise MapError(path, _("the file does not exist"))
    root = check_map(path)
    try:
        tmx = pytmx.TiledMap()
        tmx.filename = str(path)
        tmx.parse_xml(root)
        return tmx
    except ElementTree.ParseError as exc:
        raise MapError(
            path, _("not a valid Tiled XML file ({reason})").format(reason=exc)
        ) from None
    except Exception as exc:  # pytmx raises bare Exceptions/ValueErrors for bad content
        raise MapError(path, _("Tiled could not read it ({reason})").format(reason=exc)) from None


def object_layer(tmx: pytmx.TiledMap, name: str) -> list[pytmx.TiledObject]:
    """The objects of the object layer ``name``; a missing layer is a ``MapError``."""
    for layer in tmx.layers:
        if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == name:
            return list(layer)
    raise MapError(tmx.filename, _("the map has no object layer with this name"), layer=name)


def has_layer(tmx: pytmx.TiledMap, name: str) -> bool:
    return any(getattr(layer, "name", None) == name for layer in tmx.layers)


def unique_names(tmx: pytmx.TiledMap, layer: str, objs: Iterable[Any]) -> list[Any]:
    """The objects of ``layer`` that have a name (their id) of their own; a nameless object
    and a name used twice are problems (noted: the rest of the layer is still read)."""
    by_name: dict[str, list[Any]] = {}
    for obj in objs:
        name = getattr(obj, "name", None)
        if not name:
            note(
                MapError(
                    tmx.filename,
                    _("an object at ({x}, {y}) has no name; give it one (its id)").format(
                        x=_coordinate(obj.x), y=_coordinate(obj.y)
                    ),
                    layer=layer,
                    obj=f"#{obj.id}",
                )
            )
            continue
        by_name.setdefault(name, []).append(obj)
    for name, same in by_name.items():
        if len(same) > 1:
            places = ", ".join(
                _("Tiled ID {id} at ({x}, {y})").format(
                    id=o.id, x=_coordinate(o.x), y=_coordinate(o.y)
                )
                for o in same
            )
            note(
                MapError(
                    tmx.filename,
                    ngettext(
                        "this id is used by {n} object ({places}); give each its own name",
                        "this id is used by {n} objects ({places}); give each its own name",
                        len(same),
                    ).format(n=len(same), places=places),
                    layer=layer,
                    obj=name,
                )
            )
    return [same[0] for same in by_name.values()]


def _coordinate(value: float) -> str:
    return f"{float(value):g}"


def ui_rects(tmx: pytmx.TiledMap) -> dict[str, tuple[float, float, float, float]]:
    """The ``ui`` layer's rectangles by name: where the market, hands and decks go."""
    if not has_layer(tmx, "ui"):
        return {}
    return {o.name: (o.x, o.y, o.width, o.height) for o in object_layer(tmx, "ui") if o.name}


def required_ui_rects(
    tmx: pytmx.TiledMap,
    path: Path,
    panels: Iterable[str],
    board: tuple[float, float, float, float] | None = None,
    may_overlap: Iterable[tuple[str, str]] = (),
) -> dict[str, tuple[float, float, float, float]]:
    """The ``ui`` layer's rectangles, each of ``panels`` present, every one with a positive
    size, and no two of them (nor a panel and the board: the ``board`` rectangle, else
    ``board``) overlapping but the pairs in ``may_overlap`` (a panel the table draws inside
    another). Each problem is noted naming the layer and the rectangle."""
    object_layer(tmx, "ui")  # a missing layer is a MapError naming it
    rects = {
        name: (float(x), float(y), float(w), float(h))
        for name, (x, y, w, h) in ui_rects(tmx).items()
    }
    wanted = list(panels)
    for panel in wanted:
        if panel not in rects:
            fix = _(
                "the table needs this rectangle — add a rectangle named {name} to layer 'ui' "
                "(the example map of this game has each one)"
            ).format(name=repr(panel))
            note(MapError(path, fix, "ui", panel))
    for name, (_x, _y, w, h) in rects.items():
        if w <= 0 or h <= 0:
            note(MapError(path, _("a ui rectangle needs a positive width and height"), "ui", name))
    allowed = {frozenset(pair) for pair in may_overlap}
    placed: dict[str, tuple[float, float, float, float]] = {}
    board_rect = rects.get("board", board)
    if board_rect is not None:
        placed["board"] = board_rect
    placed |= {name: rects[name] for name in wanted if name in rects and name != "board"}
    names = list(placed)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            if frozenset((first, second)) in allowed:
                continue
            if _overlap(placed[first], placed[second]):
                note(
                    MapError(
                        path,
                        _(
                            "it overlaps the rectangle {other}; the table draws each panel in "
                            "its own place — move or shrink one of them"
                        ).format(other=repr(first)),
                        "ui",
                        second,
                    )
                )
    return rects


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    (ax, ay, aw, ah), (bx, by, bw, bh) = a, b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah

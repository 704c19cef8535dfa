"""Tiled maps → frozen board data. The only pytmx import outside ``ui``.

Generic map reading lives here (``tmx``); each game's board loader lives in its own package
(``tabletop/games/<id>/board.py``) and refuses a broken map with a ``MapError`` naming the file,
layer and object. ``tabletop.games.load_board(path)`` reads any of our maps.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

from tabletop.core.i18n import _

from .tmx import MapError, read_map_xml


def map_game(path: Path | str) -> str:
    """The ``game`` property of a map file, read without building anything."""
    return game_property(read_map_xml(Path(path)), path)


def root_property(root: ElementTree.Element, key: str) -> str | None:
    """The map-level property ``key`` of a map's XML ``root``, stripped (Tiled writes a
    multi-line string as the element's text, not its ``value``); None when the map has none."""
    for prop in root.findall("./properties/property"):
        if prop.get("name") == key:
            return (prop.get("value") or prop.text or "").strip()
    return None


def game_property(root: ElementTree.Element, path: Path | str) -> str:
    """The ``game`` property of the map ``path`` whose XML is ``root``."""
    game = root_property(root, "game")
    if game is None:
        raise MapError(path, _("the map has no 'game' property saying which game it is for"))
    return game


__all__ = ["MapError", "game_property", "map_game", "root_property"]

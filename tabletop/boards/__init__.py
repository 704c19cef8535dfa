"""Tiled maps → frozen board data. The only pytmx import outside ``ui``.

Generic map reading lives here (``tmx``); each game's board loader lives in its own package
(``tabletop/games/<id>/board.py``) and refuses a broken map with a ``MapError`` naming the file,
layer and object. ``tabletop.games.load_board(path)`` reads any of our maps.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path

from .tmx import MapError


def map_game(path: Path | str) -> str:
    """The ``game`` property of a map file, read without building anything."""
    path = Path(path)
    try:
        root = ElementTree.parse(path).getroot()
    except OSError as exc:
        raise MapError(path, f"the file cannot be read ({exc.strerror or exc})") from None
    except ElementTree.ParseError as exc:
        raise MapError(path, f"not a valid Tiled XML file ({exc})") from None
    for prop in root.findall("./properties/property"):
        if prop.get("name") == "game":
            return prop.get("value", "")
    raise MapError(path, "the map has no 'game' property saying which game it is for")


__all__ = ["MapError", "map_game"]

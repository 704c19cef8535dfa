"""Tiled maps → frozen board data. The only pytmx import outside ``ui``.

``load_board(path)`` reads any of our maps: its ``game`` map property says which loader
checks and builds it. Each game's loader refuses a broken map with a ``MapError`` naming the
file, layer and object.
"""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

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


def load_board(path: Path | str) -> Any:
    """Any of our ``.tmx`` maps → its game's frozen board data."""
    game = map_game(path)
    if game == "metro":
        from .metro import load_metro_board

        return load_metro_board(path)
    if game in ("ttr_europe", "ttr_paris"):
        from .ttr import load_ttr_board

        return load_ttr_board(path)
    if game == "great_tour":
        from .great_tour import load_great_tour_board

        return load_great_tour_board(path)
    raise MapError(path, f"the map is for a game tabletop does not have: {game!r}")


__all__ = ["MapError", "load_board", "map_game"]

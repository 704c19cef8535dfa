"""Where the shipped maps and assets are, in a checkout and in an installed wheel."""

from __future__ import annotations

from pathlib import Path

import platformdirs

_PACKAGE = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    # The wheel carries maps/ and assets/ inside the package (pyproject force-include);
    # a source checkout keeps them at the top of the repository.
    for candidate in (_PACKAGE / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"tabletop's {name}/ folder is missing from this installation")


def maps_dir() -> Path:
    return _find("maps")


def assets_dir() -> Path:
    return _find("assets")


def user_maps_dir() -> Path:
    """``<user data dir>/maps``: a map placed here replaces the shipped map of the same name."""
    return Path(platformdirs.user_data_dir("tabletop")) / "maps"


def map_file(name: str) -> Path:
    """The ``.tmx`` for board ``name`` (e.g. ``"ttr_europe"``): the user's copy if there is
    one, else the shipped map. Loading validates it and explains any problem in plain words."""
    own = user_maps_dir() / f"{name}.tmx"
    return own if own.is_file() else maps_dir() / f"{name}.tmx"

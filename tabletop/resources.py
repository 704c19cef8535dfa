"""Where the shipped maps and assets are, in a checkout and in an installed wheel, and where
the user's own maps go. Which map a game uses is ``tabletop.boards.user_maps``'s to say."""

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


def shipped_map(name: str) -> Path:
    """The ``.tmx`` shipped for board ``name``."""
    return maps_dir() / f"{name}.tmx"

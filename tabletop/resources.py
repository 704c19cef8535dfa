"""Where the shipped maps and assets are, in a checkout and in an installed wheel."""

from __future__ import annotations

from pathlib import Path

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

"""The bundled fonts (assets/fonts, DejaVu: covers Polish letters). Never a system font."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from tabletop.resources import assets_dir

#: Face name → file in assets/fonts.
FACES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "display": "DejaVuSerif-Bold.ttf",
}


def font_path(face: str = "regular") -> Path:
    path = assets_dir() / "fonts" / FACES[face]
    if not path.is_file():
        raise FileNotFoundError(f"the bundled font {path.name} is missing from {path.parent}")
    return path


#: Fonts kept open: every role at a few window sizes (a new size or zoom makes new ones; the
#: least recently used are closed).
FONT_LIMIT = 64


@lru_cache(maxsize=FONT_LIMIT)
def font(face: str, size: int) -> pygame.font.Font:
    """A cached font of ``face`` at ``size`` pixels (at least 6)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(face), max(6, int(size)))

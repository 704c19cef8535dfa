"""The bundled fonts (assets/fonts, DejaVu: covers Polish letters). Never a system font.

DejaVu has no emoji: a character none of its faces can draw would show as an empty box. Name
fields refuse such characters (``undrawable``), and text from elsewhere (a save written by an
older version, a name typed before) is drawn without them (``drawable``).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import pygame
import pygame.freetype

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


#: The faces opened to ask which characters they have (pygame.font cannot tell: it draws a
#: box); opened again after ``pygame.quit`` closed them.
_glyph_readers: dict[str, pygame.freetype.Font] = {}


def _glyph_reader(face: str) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
        _glyph_readers.clear()
    if face not in _glyph_readers:
        _glyph_readers[face] = pygame.freetype.Font(font_path(face), 16)
    return _glyph_readers[face]


def _face_has(face: str, char: str) -> bool:
    try:
        return _glyph_reader(face).get_metrics(char)[0] is not None
    except pygame.error:  # closed by a quit and init elsewhere: open it again
        _glyph_readers.clear()
        return _glyph_reader(face).get_metrics(char)[0] is not None


#: The faces names are drawn in: a name field takes only what both can draw.
NAME_FACES = ("regular", "bold")


@lru_cache(maxsize=4096)
def _faces_with(char: str) -> frozenset[str]:
    """The bundled faces that draw ``char``."""
    return frozenset(face for face in FACES if _face_has(face, char))


def undrawable(text: str) -> list[str]:
    """The characters of ``text`` a name cannot hold because the fonts names are drawn in
    lack them (emoji…), in order, once."""
    if text.isascii():
        return []
    return list(dict.fromkeys(ch for ch in text if not _faces_with(ch).issuperset(NAME_FACES)))


@lru_cache(maxsize=4096)
def drawable(text: str) -> str:
    """``text`` as the fonts can draw it: without the characters no bundled face has (and
    the spaces left doubled by them); "?" if nothing is left."""
    if text.isascii():
        return text
    kept = "".join(ch for ch in text if _faces_with(ch))
    if kept == text:
        return text
    kept = re.sub(r" +([,.;:!?)])", r"\1", re.sub(r" {2,}", " ", kept))  # "Ala 🚇, Ola"
    return kept.strip() or "?"

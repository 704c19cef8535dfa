"""Pictures of the games for the new-game screen: the board's background image from its map,
or a drawn title card while a game has no board image yet."""

from __future__ import annotations

import xml.etree.ElementTree as ET
import zlib
from functools import lru_cache
from pathlib import Path

import pygame

from tabletop.boards.user_maps import map_file

from . import fonts, theme
from .pictures import load_picture


def board_image_path(game_id: str, tmx: Path | None = None) -> Path | None:
    """The first image layer's picture of the map ``tmx`` (``maps/<game_id>.tmx`` by
    default), if the map and image exist."""
    try:
        tmx = tmx if tmx is not None else map_file(game_id)
    except FileNotFoundError:
        return None
    if not tmx.is_file():
        return None
    try:
        root = ET.parse(tmx).getroot()
    except (ET.ParseError, OSError):
        return None
    for layer in root.iter("imagelayer"):
        image = layer.find("image")
        if image is not None and image.get("source"):
            path = (tmx.parent / image.get("source", "")).resolve()
            return path if path.is_file() else None
    return None


def _board_image(path: Path) -> pygame.Surface | None:
    try:
        return load_picture(path)
    except (pygame.error, OSError):
        return None


def thumbnail(
    game_id: str, title: str, size: tuple[int, int], tmx: Path | None = None
) -> pygame.Surface:
    """The board picture of the map ``tmx`` (the game's own by default) cropped to fill
    ``size``, or a title card."""
    return _thumbnail(game_id, title, size, tmx)


@lru_cache(maxsize=16)
def _thumbnail(game_id: str, title: str, size: tuple[int, int], tmx: Path | None) -> pygame.Surface:
    path = board_image_path(game_id, tmx)
    image = _board_image(path) if path is not None else None
    if image is None:
        return title_card(game_id, title, size)
    # Cover: scale so the picture fills the frame, then crop the middle.
    iw, ih = image.get_size()
    k = max(size[0] / iw, size[1] / ih)
    scaled = pygame.transform.smoothscale(image, (max(1, round(iw * k)), max(1, round(ih * k))))
    crop = pygame.Rect(0, 0, *size)
    crop.center = scaled.get_rect().center
    out = pygame.Surface(size)
    out.blit(scaled, (0, 0), crop)
    return out


def title_card(game_id: str, title: str, size: tuple[int, int]) -> pygame.Surface:
    """A drawn card: a colour from the game's id, a few rails and the title."""
    w, h = size
    hue = zlib.crc32(game_id.encode()) % 360
    base = pygame.Color(0)
    base.hsva = (hue, 45, 42, 100)
    light = pygame.Color(0)
    light.hsva = (hue, 35, 62, 100)
    card = pygame.Surface(size)
    for y in range(h):
        pygame.draw.line(
            card,
            theme.mix((light.r, light.g, light.b), (base.r, base.g, base.b), y / max(1, h - 1)),
            (0, y),
            (w, y),
        )
    rail = theme.mix((light.r, light.g, light.b), theme.TEXT, 0.25)
    for i in range(3):
        r = pygame.Rect(-w // 2 + i * w // 3, h // 3 + i * h // 8, w * 3 // 2, h * 3 // 2)
        pygame.draw.ellipse(card, rail, r, max(1, h // 60))
    # The title's size follows the card's, so small list cards stay legible.
    f = fonts.font("display", max(8, min(h // 5, w // 9)))
    lines = theme.wrap(title, f, w - w // 8)
    line_h = f.get_linesize()
    y = h // 2 - line_h * len(lines) // 2
    for line in lines:
        theme.write(card, line, f, theme.TEXT, (w // 2, y), "midtop")
        y += line_h
    return card

"""Pictures of the games for the new-game screen: the board's background image from its map;
for a board of the user's without one (a board of its own, or a copy replacing a shipped
board), the board drawn from its own shapes (``board_sketch``:
its routes, roads or grid, so an author sees the board they made); else a drawn title card."""

from __future__ import annotations

import zlib
from functools import lru_cache
from pathlib import Path

import pygame

from tabletop.boards.tmx import MapError, map_asset, read_map_xml
from tabletop.boards.user_maps import map_file
from tabletop.core import TabletopError
from tabletop.games import load_board
from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.games.metro.board import MetroBoard
from tabletop.games.ttr.board import TtrBoard
from tabletop.play.heat import station_key

from . import fonts, theme
from .pictures import load_picture


def board_image_path(game_id: str, tmx: Path | None = None) -> Path | None:
    """The first image layer's picture of the map ``tmx`` (``maps/<game_id>.tmx`` by
    default), if the map and image exist."""
    tmx = tmx if tmx is not None else _game_map(game_id)
    if tmx is None or not tmx.is_file():
        return None
    try:  # read as the maps are: bounded, no entities, no file outside the map's folder
        root = read_map_xml(tmx)
        for layer in root.iter("imagelayer"):
            image = layer.find("image")
            if image is not None and image.get("source"):
                path = map_asset(tmx, image.get("source", ""))
                return path if path.is_file() else None
    except (MapError, OSError):
        return None
    return None


def _game_map(game_id: str) -> Path | None:
    try:
        return map_file(game_id)
    except FileNotFoundError:
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
        # The game's own board may be the user's copy replacing the shipped one (a map named
        # like it) without a picture: drawn from its shapes too, as a board of its own is.
        own = tmx if tmx is not None else _game_map(game_id)
        drawn = _drawn_board(own, size) if own is not None else None
        return drawn if drawn is not None else title_card(game_id, title, size)
    # Cover: scale so the picture fills the frame, then crop the middle.
    iw, ih = image.get_size()
    k = max(size[0] / iw, size[1] / ih)
    scaled = pygame.transform.smoothscale(image, (max(1, round(iw * k)), max(1, round(ih * k))))
    crop = pygame.Rect(0, 0, *size)
    crop.center = scaled.get_rect().center
    out = pygame.Surface(size)
    out.blit(scaled, (0, 0), crop)
    return out


#: Metro's plain squares and station plates in a drawn thumbnail.
METRO_SQUARE = (246, 240, 226)
METRO_STATION = (64, 86, 120)


def _drawn_board(tmx: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """The board of ``tmx`` drawn from its shapes, cropped to them and fitted whole into
    ``size`` on paper (its edges are where its cities are); None when it cannot be loaded
    (the new-game screen says why elsewhere) or its game has no drawing."""
    # The tables' package shows this module's thumbnails (its fallback table), and the
    # drawing reads the tables' geometry and colours: imported here, not at the top.
    from . import board_sketch  # lazily: it imports the tables, which import this module
    from .tables.great_tour import art as tour_art  # lazily: as board_sketch
    from .tables.ttr import art as ttr_art  # lazily: as board_sketch

    try:
        board = load_board(tmx)
    except (TabletopError, OSError, ValueError):
        return None
    if isinstance(board, TtrBoard):
        routes = board.routes

        def ink(key: str) -> tuple[int, int, int]:
            route = routes.get(key)
            return ttr_art.rgb(route.color if route else None)
    elif isinstance(board, GreatTourBoard):
        red = {segment.id for segment in board.segments if segment.red}

        def ink(key: str) -> tuple[int, int, int]:
            return tour_art.RED_ROAD if key in red else tour_art.ROAD
    elif isinstance(board, MetroBoard):
        stations = {station_key(station.number) for station in board.stations}

        def ink(key: str) -> tuple[int, int, int]:
            return METRO_STATION if key in stations else METRO_SQUARE
    else:
        return None

    picture = board_sketch.draw(board, ink)
    if picture is None:
        return None
    # Only the drawn part: a map also holds the table's panels, which are empty paper here.
    picture.set_colorkey(board_sketch.PAPER)
    bounds = picture.get_bounding_rect()
    picture.set_colorkey(None)
    if bounds.width <= 0 or bounds.height <= 0:
        return None
    margin = max(bounds.size) // 30
    picture = picture.subsurface(bounds.inflate(2 * margin, 2 * margin).clip(picture.get_rect()))
    out = pygame.Surface(size)
    out.fill(board_sketch.PAPER)
    iw, ih = picture.get_size()
    k = min(size[0] / iw, size[1] / ih)
    scaled = pygame.transform.smoothscale(picture, (max(1, round(iw * k)), max(1, round(ih * k))))
    out.blit(scaled, scaled.get_rect(center=out.get_rect().center))
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

"""``python -m tabletop.boards balance … --heatmap PNG``: a balance run drawn on its board.

The board's own art (or plain paper when the map has none) with each element a map author
placed coloured by its heatmap number (``tabletop.play.heat``): Ticket to Ride's routes and The
Great Tour's road segments by the share of games in which they were claimed, Metro's stations
and squares by the points of their lines. Under the map a legend band says the board, the
games, the players and level, and shows the scale. The scale is viridis turned light-to-dark
(pale yellow for never or least, deep violet for always or most): its lightness climbs
steadily, so it reads the same to colour-blind eyes and in greyscale.

Only ``boards.__main__`` imports this module, and only when ``--heatmap`` is given, so
``boards check`` and a plain ``balance`` run without pygame.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from tabletop.ai import LEVEL_TITLES
from tabletop.core.i18n import _, ngettext
from tabletop.games import load_board
from tabletop.games.catalog import Board
from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.games.metro.board import MetroBoard
from tabletop.games.ttr.board import TtrBoard
from tabletop.play.balance import BalanceReport
from tabletop.play.heat import square_key, station_key

from . import fonts, theme
from .pictures import PictureRefused, check_png_target, load_picture
from .tables.ttr.board import background_path
from .tables.ttr.geometry import car_geometry

Color = tuple[int, int, int]
Point = tuple[float, float]

#: Viridis at nine even steps, dark violet → yellow (matplotlib's table, CC0).
VIRIDIS: tuple[Color, ...] = (
    (68, 1, 84),
    (71, 45, 123),
    (59, 82, 139),
    (44, 114, 142),
    (33, 145, 140),
    (40, 174, 128),
    (94, 201, 98),
    (173, 220, 48),
    (253, 231, 37),
)
#: The scale's ends: what "never" and "always" (least, most) are drawn in.
BOTTOM: Color = VIRIDIS[-1]
TOP: Color = VIRIDIS[0]
#: Drawn round every coloured stroke so pale yellow reads on pale paper.
OUTLINE: Color = (28, 28, 34)
PAPER: Color = (236, 228, 206)
#: A ``--heatmap`` path we will not write (the message is one plain line).
HeatmapRefused = PictureRefused


def heat_colour(t: float) -> Color:
    """The scale's colour at ``t`` in [0, 1]: 0 the pale bottom, 1 the dark top."""
    t = min(1.0, max(0.0, t))
    x = (1.0 - t) * (len(VIRIDIS) - 1)
    i = min(int(x), len(VIRIDIS) - 2)
    return theme.mix(VIRIDIS[i], VIRIDIS[i + 1], x - i)


def check_target(path: Path, board: Board | None = None) -> None:
    """Refuse, before any game is played, a path the picture cannot or may not go to: a
    folder, a missing or read-only folder, a name not ending in ``.png``, or an existing file
    that is not a PNG (never overwritten). An existing PNG is overwritten: the user named it.
    With ``board``, refuse too a board of a game no heatmap is drawn for (the example game)."""
    if board is not None and type(load_board(board.path)) not in _PAINTERS:
        raise HeatmapRefused(
            _("no heatmap is drawn for boards of {game}").format(game=board.game_id)
        )
    check_png_target(path)


@dataclass(frozen=True)
class Scale:
    """What the colours mean: ``top`` is the number drawn in the top colour."""

    top: float
    caption: str
    low_label: str
    high_label: str

    def colour(self, value: float) -> Color:
        return heat_colour(value / self.top if self.top > 0 else 0.0)


def write_heatmap(board: Board, report: BalanceReport, path: Path) -> None:
    """Draw ``report``'s heatmap on ``board`` and save it to ``path`` (checked with
    ``check_target``); ``HeatmapRefused`` when the picture cannot be written."""
    picture = draw_heatmap(board, report)
    check_target(path)  # again: the games took a while, and the path may have changed since
    # Written beside the target and then moved over it, so a failed save leaves no half file.
    part = path.with_name(f".{path.stem}.part.png")
    try:
        pygame.image.save(picture, str(part))
        os.replace(part, path)
    except (OSError, pygame.error) as error:
        part.unlink(missing_ok=True)
        raise HeatmapRefused(
            _("cannot write {path}: {error}").format(path=path, error=error)
        ) from None


def draw_heatmap(board: Board, report: BalanceReport) -> pygame.Surface:
    """The map at its own size with a legend band under it."""
    data = load_board(board.path)
    heat = report.heat()
    painter = _PAINTERS[type(data)]
    scale, size, paint = painter(data, heat)
    band = _legend_height(size[0])
    picture = pygame.Surface((size[0], size[1] + band))
    picture.fill(PAPER)
    paint(picture)
    _legend(picture, pygame.Rect(0, size[1], size[0], band), board, report, scale)
    return picture


# ------------------------------------------------------------------ the art under the heat
def _art(surface: pygame.Surface, image: Path | None, at: Point = (0, 0)) -> bool:
    """Blit the map's picture (False: none, or it cannot be read — plain paper stays)."""
    if image is None:
        return False
    try:
        art = load_picture(image)
    except (pygame.error, OSError):
        return False
    surface.blit(art, (round(at[0]), round(at[1])))
    return True


def _stroke(surface: pygame.Surface, points: Sequence[Point], colour: Color, width: int) -> None:
    """A thick polyline with round joints, outlined."""
    for ink, w in ((OUTLINE, width + 4), (colour, width)):
        for a, b in zip(points, points[1:], strict=False):
            pygame.draw.line(surface, ink, a, b, w)
        for p in points:
            pygame.draw.circle(surface, ink, p, w / 2)


def _label(surface: pygame.Surface, text: str, at: Point, size: int) -> None:
    theme.write(surface, text, fonts.font("bold", size), OUTLINE, at, "midbottom", halo=PAPER)


Painter = Callable[[pygame.Surface], None]


def _share_scale() -> Scale:
    return Scale(1.0, _("share of games in which it was claimed"), _("never"), _("every game"))


def _ttr(board: TtrBoard, heat: Mapping[str, float]) -> tuple[Scale, tuple[int, int], Painter]:
    geo = car_geometry(board)
    width = max(6, round(2 * geo.half_w))
    scale = _share_scale()

    def paint(surface: pygame.Surface) -> None:
        has_art = _art(surface, background_path(board))
        # The least claimed first, so a busy route's colour is the one seen where two cross.
        for route in sorted(board.routes.values(), key=lambda r: heat.get(r.id, 0.0)):
            ends = (
                (board.cities[route.a].x, board.cities[route.a].y),
                (
                    board.cities[route.b].x,
                    board.cities[route.b].y,
                ),
            )
            colour = scale.colour(heat.get(route.id, 0.0))
            _stroke(surface, _extended(route.spaces, ends, geo.half_len), colour, width)
        for city in board.cities.values():
            pygame.draw.circle(surface, OUTLINE, (city.x, city.y), geo.city_r * 0.6)
            if not has_art:
                _label(surface, city.name, (city.x, city.y - geo.city_r), 14)

    return scale, (board.width, board.height), paint


def _extended(spaces: Sequence[Point], ends: tuple[Point, Point], reach: float) -> list[Point]:
    """A route's car centres, stretched half a car at each end to cover its first and last
    (a one-car route along the line between its cities)."""
    if len(spaces) < 2:
        (only,) = spaces
        return [_past(ends[1], only, reach), _past(ends[0], only, reach)]
    return [_past(spaces[1], spaces[0], reach), *spaces, _past(spaces[-2], spaces[-1], reach)]


def _past(a: Point, b: Point, reach: float) -> Point:
    d = math.dist(a, b) or 1.0
    return (b[0] + (b[0] - a[0]) / d * reach, b[1] + (b[1] - a[1]) / d * reach)


def _great_tour(
    board: GreatTourBoard, heat: Mapping[str, float]
) -> tuple[Scale, tuple[int, int], Painter]:
    # The map's "board" rectangle is the part the table shows (the rest of the map holds
    # the table's panels): the picture is that part, as the table draws it.
    x, y, w, h = board.ui.get("board", (0.0, 0.0, float(board.width), float(board.height)))
    width = max(6, round(min(w, h) / 100))
    scale = _share_scale()

    def at(point: Point) -> Point:
        return (point[0] - x, point[1] - y)

    def paint(surface: pygame.Surface) -> None:
        has_art = _art(surface, board.background, at((0.0, 0.0)))
        for segment in sorted(board.segments, key=lambda s: heat.get(s.id, 0.0)):
            colour = scale.colour(heat.get(segment.id, 0.0))
            _stroke(surface, [at(p) for p in segment.points], colour, width)
        for city in board.cities:
            centre = at((city.x, city.y))
            pygame.draw.circle(surface, OUTLINE, centre, width * 1.2)
            if not has_art:
                _label(surface, city.label, (centre[0], centre[1] - width * 1.5), 14)

    return scale, (round(w), round(h)), paint


def _metro(board: MetroBoard, heat: Mapping[str, float]) -> tuple[Scale, tuple[int, int], Painter]:
    n, px = board.size, board.tile_px
    # The canvas is the board picture's (its top left at ``board_offset`` from the grid's);
    # without one, the grid with a square's margin for the station plates.
    ox, oy = (-board.board_offset[0], -board.board_offset[1]) if board.board_image else (px, px)
    size = (n * px + 2 * ox, n * px + 2 * oy)
    top = max(heat.values(), default=0.0)
    scale = Scale(
        top,
        _("mean points of a station's line, and of the lines through a square"),
        "0",
        f"{top:.1f}",
    )

    def paint(surface: pygame.Surface) -> None:
        if not _art(surface, board.board_image):
            for row, col in board.centre:  # plain paper: the central block, as a dark square
                pygame.draw.rect(surface, OUTLINE, (ox + col * px, oy + row * px, px, px))
        inset = max(2, px // 10)
        for row in range(n):
            for col in range(n):
                if (row, col) in board.centre:
                    continue
                rect = pygame.Rect(ox + col * px, oy + row * px, px, px).inflate(
                    -2 * inset, -2 * inset
                )
                pygame.draw.rect(surface, OUTLINE, rect.inflate(4, 4), border_radius=inset)
                pygame.draw.rect(
                    surface,
                    scale.colour(heat.get(square_key(row, col), 0.0)),
                    rect,
                    border_radius=inset,
                )
        radius = px * 0.3
        number_font = fonts.font("bold", round(px * 0.22))
        for station in board.stations:
            value = heat.get(station_key(station.number), 0.0)
            centre = (ox + station.x, oy + station.y)
            pygame.draw.circle(surface, OUTLINE, centre, radius + 3)
            colour = scale.colour(value)
            pygame.draw.circle(surface, colour, centre, radius)
            ink = OUTLINE if _luma(colour) > 110 else PAPER
            theme.write(surface, str(station.number), number_font, ink, centre, "center")

    return scale, size, paint


def _luma(colour: Color) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


_PAINTERS: dict[type, Callable[..., tuple[Scale, tuple[int, int], Painter]]] = {
    TtrBoard: _ttr,
    GreatTourBoard: _great_tour,
    MetroBoard: _metro,
}


# ------------------------------------------------------------------ the legend
def _legend_height(width: int) -> int:
    return max(110, width // 11)


def _legend(
    surface: pygame.Surface, band: pygame.Rect, board: Board, report: BalanceReport, scale: Scale
) -> None:
    surface.fill(theme.PANEL, band)
    pad = band.height // 8
    big = fonts.font("bold", band.height // 5)
    small = fonts.font("regular", band.height // 7)
    left = band.left + pad
    theme.write(surface, board.name, big, theme.TEXT, (left, band.top + pad))
    games = ngettext("{n} game", "{n} games", report.games).format(n=report.games)
    players = ngettext("{n} player", "{n} players", report.players).format(n=report.players)
    level = LEVEL_TITLES.get(report.level)
    seats = _("every seat {level}").format(level=_(level) if level else report.level)
    theme.write(
        surface,
        f"{games} · {players} · {seats}",
        small,
        theme.TEXT_MUTED,
        (left, band.top + pad + big.get_linesize()),
        max_width=band.width // 2 - 2 * pad,
        may_cut=True,
    )
    # The scale: a bar from the bottom colour to the top colour, its ends named.
    bar = pygame.Rect(band.centerx, band.top + pad, band.width // 2 - pad * 2, band.height // 4)
    for x in range(bar.width):
        colour = heat_colour(x / max(1, bar.width - 1))
        pygame.draw.line(surface, colour, (bar.left + x, bar.top), (bar.left + x, bar.bottom - 1))
    pygame.draw.rect(surface, theme.TEXT, bar, 1)
    under = bar.bottom + pad // 2
    theme.write(surface, scale.low_label, small, theme.TEXT, (bar.left, under))
    theme.write(surface, scale.high_label, small, theme.TEXT, (bar.right, under), "topright")
    theme.write(
        surface,
        scale.caption,
        small,
        theme.TEXT_MUTED,
        (bar.left, under + small.get_linesize()),
        max_width=bar.width,
        may_cut=True,
    )

"""Draw the Metro board and tiles and write ``maps/metro.tmx`` + ``maps/metro_tiles.tsx``.

Run from the repository: ``python tools/art/metro.py``. Output (committed, deterministic):

- ``maps/metro_board.png`` — the 8×8 grid with a 128 px margin: 32 numbered edge stations, each
  with its open out track and its roofed in track, and the central station block.
- ``maps/metro_tiles.png`` — the 24 tile designs, 6 columns × 4 rows of 128 px squares.
- ``maps/metro_tile_back.png`` — the back of a tile (the face-down pool).
- ``maps/metro_tiles.tsx`` — the tileset: every tile carries ``design``, ``pairs`` and ``count``.
- ``maps/metro.tmx`` — the map: image layer ``board``, tile layer ``tiles`` (8×8, empty at the
  start), object layers ``stations``, ``centrals`` and ``ui``.

Shapes are drawn as signed distance fields with numpy (clean anti-aliased curves at any size);
only the text goes through pygame's font renderer (the bundled DejaVu font). The tile designs
are the official set (the same facts as ``shared/data/metro.json``, checked by the map lint).
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
MAPS = REPO / "maps"
FONTS = REPO / "assets" / "fonts"

T = 128  # master size of one square, in pixels
N = 8  # squares per side
MARGIN = 128  # station margin round the grid
A = 42.0  # distance of a side's two points from the side's ends (the points sit at A and T-A)
COLUMNS = 6  # tileset columns

# The official tile set: design id → (pairs [even, odd], copies).
DESIGNS: dict[str, tuple[tuple[tuple[int, int], ...], int]] = {
    "T01": (((0, 5), (2, 7), (4, 1), (6, 3)), 4),
    "T02": (((0, 5), (2, 7), (4, 3), (6, 1)), 4),
    "T03": (((0, 5), (2, 1), (4, 7), (6, 3)), 4),
    "T04": (((0, 7), (2, 5), (4, 1), (6, 3)), 4),
    "T05": (((0, 3), (2, 7), (4, 1), (6, 5)), 4),
    "T06": (((0, 7), (2, 5), (4, 3), (6, 1)), 3),
    "T07": (((0, 3), (2, 1), (4, 7), (6, 5)), 3),
    "T08": (((0, 5), (2, 1), (4, 3), (6, 7)), 2),
    "T09": (((0, 5), (2, 3), (4, 1), (6, 7)), 2),
    "T10": (((0, 5), (2, 3), (4, 7), (6, 1)), 2),
    "T11": (((0, 7), (2, 1), (4, 3), (6, 5)), 2),
    "T12": (((0, 7), (2, 1), (4, 5), (6, 3)), 2),
    "T13": (((0, 7), (2, 3), (4, 1), (6, 5)), 2),
    "T14": (((0, 7), (2, 3), (4, 5), (6, 1)), 2),
    "T15": (((0, 1), (2, 7), (4, 3), (6, 5)), 2),
    "T16": (((0, 1), (2, 7), (4, 5), (6, 3)), 2),
    "T17": (((0, 1), (2, 3), (4, 5), (6, 7)), 2),
    "T18": (((0, 1), (2, 3), (4, 7), (6, 5)), 2),
    "T19": (((0, 1), (2, 5), (4, 3), (6, 7)), 2),
    "T20": (((0, 1), (2, 5), (4, 7), (6, 3)), 2),
    "T21": (((0, 3), (2, 7), (4, 5), (6, 1)), 2),
    "T22": (((0, 3), (2, 1), (4, 5), (6, 7)), 2),
    "T23": (((0, 3), (2, 5), (4, 1), (6, 7)), 2),
    "T24": (((0, 3), (2, 5), (4, 7), (6, 1)), 2),
}

CENTRE = ((3, 3), (3, 4), (4, 3), (4, 4))
SIDES = ("top", "right", "bottom", "left")
# Side → (first point clockwise = where a station's line starts, the other = where lines end).
SIDE_POINTS = {"top": (0, 1), "right": (2, 3), "bottom": (4, 5), "left": (6, 7)}

# Palette (RGB).
FRAME = (28, 58, 48)  # deep Guimard green
FRAME_LINE = (196, 164, 92)  # brass
GRID_BG = (226, 218, 200)
GRID_LINE = (190, 180, 160)
EDGE_BG = (232, 225, 208)
TILE_BG = (243, 236, 221)
TILE_EDGE = (205, 194, 170)
TRACK_HALO = (250, 246, 236)
TRACK = (52, 49, 46)
RAIL = (128, 121, 110)
ARROW = (196, 48, 40)
HALL = (128, 38, 34)  # central station brick
HALL_DARK = (88, 24, 22)
BRASS = (214, 180, 98)
PLATE = (244, 238, 224)
INK = (30, 30, 30)
ROOF = (92, 30, 26)


# ----------------------------------------------------------------------------- geometry
def point_xy(p: int, size: float = T) -> tuple[float, float]:
    """Pixel position of point ``p`` (0–7, clockwise from the left point of the top side)."""
    a, b = A * size / T, size - A * size / T
    return [(a, 0), (b, 0), (size, a), (size, b), (b, size), (a, size), (0, b), (0, a)][p]


def station_sides() -> list[tuple[int, str, int, int]]:
    """(number, side, row, col) of the 32 edge stations, numbered as the rules page says:
    1–8 along the top right to left, 9–16 down the left, 17–24 along the bottom left to right,
    25–32 up the right side."""
    out = []
    for i in range(8):
        out.append((1 + i, "top", 0, 7 - i))
    for i in range(8):
        out.append((9 + i, "left", i, 0))
    for i in range(8):
        out.append((17 + i, "bottom", 7, i))
    for i in range(8):
        out.append((25 + i, "right", 7 - i, 7))
    return out


def centrals() -> list[tuple[str, str, int, int, str, int]]:
    """(id, block side, adjacent row, adjacent col, side of that square facing the block,
    arrival point) for the 8 central stations C1–C8, clockwise from the top left."""
    return [
        ("C1", "top", 2, 3, "bottom", 5),
        ("C2", "top", 2, 4, "bottom", 5),
        ("C3", "right", 3, 5, "left", 7),
        ("C4", "right", 4, 5, "left", 7),
        ("C5", "bottom", 5, 4, "top", 1),
        ("C6", "bottom", 5, 3, "top", 1),
        ("C7", "left", 4, 2, "right", 3),
        ("C8", "left", 3, 2, "right", 3),
    ]


# ----------------------------------------------------------------------------- raster helpers
class Canvas:
    """An RGB float image with signed-distance drawing (anti-aliased by coverage)."""

    def __init__(self, width: int, height: int, color: tuple[int, int, int]) -> None:
        self.w, self.h = width, height
        self.ox, self.oy = 0, 0
        self.rgb = np.empty((height, width, 3), dtype=np.float64)
        self.rgb[:] = np.array(color, dtype=np.float64) / 255.0
        ys, xs = np.mgrid[0:height, 0:width]
        self.x = xs + 0.5
        self.y = ys + 0.5

    def window(self, x0: float, y0: float, x1: float, y1: float) -> Canvas:
        """A view of part of this canvas, in the same coordinates (drawing there is cheaper)."""
        ix0, iy0 = max(0, int(x0 - self.ox)), max(0, int(y0 - self.oy))
        ix1, iy1 = min(self.w, int(math.ceil(x1 - self.ox))), min(self.h, int(y1 - self.oy) + 1)
        sub = Canvas.__new__(Canvas)
        sub.w, sub.h = ix1 - ix0, iy1 - iy0
        sub.ox, sub.oy = self.ox + ix0, self.oy + iy0
        sub.rgb = self.rgb[iy0:iy1, ix0:ix1]
        sub.x = self.x[iy0:iy1, ix0:ix1]
        sub.y = self.y[iy0:iy1, ix0:ix1]
        return sub

    def paint(self, cover: np.ndarray, color: tuple[int, int, int], alpha: float = 1.0) -> None:
        a = np.clip(cover, 0.0, 1.0)[..., None] * alpha
        self.rgb[:] = self.rgb * (1.0 - a) + (np.array(color, dtype=np.float64) / 255.0) * a

    # Distances (negative inside) ------------------------------------------------------
    def d_segment(self, p: tuple[float, float], q: tuple[float, float]) -> np.ndarray:
        px, py = self.x - p[0], self.y - p[1]
        dx, dy = q[0] - p[0], q[1] - p[1]
        length2 = dx * dx + dy * dy
        t = np.clip((px * dx + py * dy) / length2, 0.0, 1.0) if length2 else 0.0
        return np.hypot(px - t * dx, py - t * dy)

    def d_circle(self, c: tuple[float, float], r: float) -> np.ndarray:
        return np.hypot(self.x - c[0], self.y - c[1]) - r

    def d_box(self, x0: float, y0: float, x1: float, y1: float, radius: float = 0.0):
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        hx, hy = (x1 - x0) / 2 - radius, (y1 - y0) / 2 - radius
        qx = np.abs(self.x - cx) - hx
        qy = np.abs(self.y - cy) - hy
        outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
        inside = np.minimum(np.maximum(qx, qy), 0)
        return outside + inside - radius

    def d_polygon(self, pts: list[tuple[float, float]]) -> np.ndarray:
        """Signed distance to a simple polygon (negative inside)."""
        d = np.full(self.x.shape, np.inf)
        inside = np.zeros(self.x.shape, dtype=bool)
        n = len(pts)
        for i in range(n):
            p, q = pts[i], pts[(i + 1) % n]
            d = np.minimum(d, self.d_segment(p, q))
            cond = (p[1] > self.y) != (q[1] > self.y)
            xcross = (q[0] - p[0]) * (self.y - p[1]) / ((q[1] - p[1]) or 1e-12) + p[0]
            inside ^= cond & (self.x < xcross)
        return np.where(inside, -d, d)

    # Fills -----------------------------------------------------------------------------
    def fill(self, d: np.ndarray, color: tuple[int, int, int], alpha: float = 1.0) -> None:
        self.paint(0.5 - d, color, alpha)

    def stroke(self, d: np.ndarray, width: float, color, alpha: float = 1.0) -> None:
        self.paint(width / 2 + 0.5 - np.abs(d), color, alpha)

    def text(self, font: pygame.font.Font, text: str, center: tuple[float, float], color) -> None:
        # White on black: the red channel is then the glyph coverage.
        surf = font.render(text, True, (255, 255, 255), (0, 0, 0))
        alpha = pygame.surfarray.array3d(surf)[..., 0].T.astype(np.float64) / 255.0
        h, w = alpha.shape
        x0 = round(center[0] - w / 2) - self.ox
        y0 = round(center[1] - h / 2) - self.oy
        region = self.rgb[y0 : y0 + h, x0 : x0 + w]
        a = alpha[..., None]
        region[:] = region * (1 - a) + np.array(color, dtype=np.float64) / 255.0 * a

    def surface(self) -> pygame.Surface:
        data = np.clip(np.round(self.rgb * 255.0), 0, 255).astype(np.uint8)
        return pygame.surfarray.make_surface(np.ascontiguousarray(data.swapaxes(0, 1)))


# ----------------------------------------------------------------------------- tiles
def track_distance(c: Canvas, ox: float, oy: float, p: int, q: int) -> np.ndarray:
    """Distance to the track joining points p and q of the square at (ox, oy): a straight
    across, a quarter circle round the corner the two sides share, or a U-turn on one side."""
    (px, py), (qx, qy) = point_xy(p), point_xy(q)
    sp, sq = p // 2, q // 2
    if sp == sq:  # U-turn: a half circle on the side's midpoint
        mx, my = (px + qx) / 2, (py + qy) / 2
        return np.abs(c.d_circle((ox + mx, oy + my), math.hypot(px - qx, py - qy) / 2))
    if (sp - sq) % 2 == 0:  # opposite sides: a straight
        return c.d_segment((ox + px, oy + py), (ox + qx, oy + qy))
    corners = {(0, 1): (T, 0), (1, 2): (T, T), (2, 3): (0, T), (0, 3): (0, 0)}
    cx, cy = corners[(min(sp, sq), max(sp, sq))]
    return np.abs(c.d_circle((ox + cx, oy + cy), math.hypot(px - cx, py - cy)))


def draw_track(c: Canvas, d: np.ndarray, clip: np.ndarray) -> None:
    # A pale halo first so that a track laid over another one reads as a bridge.
    c.stroke(d, 24, TRACK_HALO, 1.0)
    c.paint(np.minimum(12 / 2 + 0.5 - d, clip), TRACK)
    c.paint(np.minimum(2.4 / 2 + 0.5 - d, clip), RAIL)


def draw_tile_face(c: Canvas, ox: float, oy: float, pairs) -> None:
    inside = 0.5 - c.d_box(ox, oy, ox + T, oy + T)
    c.paint(inside, TILE_BG)
    # The orientation arrow (points up, as on the board) under the tracks.
    # It sits in the top left corner, which no track ever crosses.
    arrow = [(ox + 15, oy + 6), (ox + 22, oy + 19), (ox + 8, oy + 19)]
    c.fill(c.d_polygon(arrow), ARROW)

    # Tracks in a fixed order: straights first, then curves and U-turns on top.
    def order(pair: tuple[int, int]) -> tuple[int, int]:
        e, o = pair
        move = (o - e) % 8
        return ({5: 0, 3: 1, 7: 2, 1: 3}[move], e)

    clip = inside
    for e, o in sorted(pairs, key=order):
        draw_track(c, track_distance(c, ox, oy, e, o), clip)
    # A fine bevel so that laid tiles read as separate pieces.
    c.stroke(c.d_box(ox + 0.75, oy + 0.75, ox + T - 0.75, oy + T - 0.75), 1.5, TILE_EDGE, 0.9)


def tileset_canvas() -> Canvas:
    rows = math.ceil(len(DESIGNS) / COLUMNS)
    c = Canvas(COLUMNS * T, rows * T, TILE_BG)
    for index, (_design, (pairs, _count)) in enumerate(DESIGNS.items()):
        ox, oy = (index % COLUMNS) * T, (index // COLUMNS) * T
        sub = Canvas(T, T, TILE_BG)
        draw_tile_face(sub, 0, 0, pairs)
        c.rgb[oy : oy + T, ox : ox + T] = sub.rgb
    return c


def tile_back_canvas(fonts: dict[str, pygame.font.Font]) -> Canvas:
    c = Canvas(T, T, HALL)
    c.stroke(c.d_box(6, 6, T - 6, T - 6, 10), 3, BRASS)
    c.fill(c.d_circle((T / 2, T / 2), 34), BRASS)
    c.fill(c.d_circle((T / 2, T / 2), 29), HALL_DARK)
    c.text(fonts["tile_m"], "M", (T / 2, T / 2 + 1), BRASS)
    c.stroke(c.d_box(0.75, 0.75, T - 0.75, T - 0.75), 1.5, HALL_DARK)
    return c


# ----------------------------------------------------------------------------- board
def grid_origin() -> tuple[float, float]:
    return (MARGIN, MARGIN)


def square_xy(row: int, col: int) -> tuple[float, float]:
    gx, gy = grid_origin()
    return (gx + col * T, gy + row * T)


def station_plate_centre(side: str, row: int, col: int) -> tuple[float, float]:
    """Where the station's number plate sits in the margin (board-image pixels)."""
    x, y = square_xy(row, col)
    off = 46.0
    return {
        "top": (x + T / 2, MARGIN - MARGIN + off),
        "bottom": (x + T / 2, MARGIN + N * T + MARGIN - off),
        "left": (off, y + T / 2),
        "right": (MARGIN + N * T + MARGIN - off, y + T / 2),
    }[side]


def draw_station(c: Canvas, fonts, number: int, side: str, row: int, col: int) -> None:
    x, y = square_xy(row, col)
    start, arrival = SIDE_POINTS[side]
    outward = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}[side]
    stub = 40.0
    for point, roofed in ((start, False), (arrival, True)):
        px, py = point_xy(point)
        p = (x + px, y + py)
        q = (p[0] + outward[0] * stub, p[1] + outward[1] * stub)
        d = c.d_segment(p, q)
        # The same track style as the tiles, so that a line visibly runs on into its station.
        c.paint(22 / 2 + 0.5 - d, TRACK_HALO)
        c.paint(12 / 2 + 0.5 - d, TRACK)
        c.paint(2.4 / 2 + 0.5 - d, RAIL)
        if roofed:
            # The roofed track, where lines end: a canopy over the stub.
            cx, cy = p[0] + outward[0] * stub * 0.55, p[1] + outward[1] * stub * 0.55
            if outward[0] == 0:
                box = (cx - 16, cy - 11, cx + 16, cy + 11)
            else:
                box = (cx - 11, cy - 16, cx + 11, cy + 16)
            c.fill(c.d_box(*box, 4), ROOF)
            c.stroke(c.d_box(*box, 4), 2.5, BRASS)
        else:
            # The open track, where the owner's car stands: a buffer stop at its far end.
            bx, by = q
            if outward[0] == 0:
                box = (bx - 9, by - 3, bx + 9, by + 3)
            else:
                box = (bx - 3, by - 9, bx + 3, by + 9)
            c.fill(c.d_box(*box, 1.5), BRASS)
    # Number plate.
    px, py = station_plate_centre(side, row, col)
    c.fill(c.d_circle((px, py), 33), (12, 30, 24))
    c.fill(c.d_circle((px, py), 31), PLATE)
    c.stroke(c.d_circle((px, py), 27), 2, FRAME)
    c.text(fonts["station"], str(number), (px, py + 1), INK)


def draw_centre(c: Canvas, fonts) -> None:
    x0, y0 = square_xy(3, 3)
    x1, y1 = x0 + 2 * T, y0 + 2 * T
    c.fill(c.d_box(x0 + 2, y0 + 2, x1 - 2, y1 - 2, 14), HALL)
    c.stroke(c.d_box(x0 + 12, y0 + 12, x1 - 12, y1 - 12, 8), 3, BRASS)
    c.stroke(c.d_box(x0 + 18, y0 + 18, x1 - 18, y1 - 18, 5), 1.2, BRASS, 0.7)
    # Entrances of the 8 central stations: a track stub into the hall under a canopy.
    for _cid, _block_side, row, col, side, arrival in centrals():
        sx, sy = square_xy(row, col)
        px, py = point_xy(arrival)
        p = (sx + px, sy + py)
        inward = {"bottom": (0, 1), "top": (0, -1), "right": (1, 0), "left": (-1, 0)}[side]
        q = (p[0] + inward[0] * 30, p[1] + inward[1] * 30)
        d = c.d_segment(p, q)
        c.paint(14 / 2 + 0.5 - d, HALL_DARK)
        c.paint(7 / 2 + 0.5 - d, TRACK_HALO)
        cx, cy = p[0] + inward[0] * 20, p[1] + inward[1] * 20
        box = (
            (cx - 15, cy - 9, cx + 15, cy + 9)
            if inward[0] == 0
            else (cx - 9, cy - 15, cx + 9, cy + 15)
        )
        c.fill(c.d_box(*box, 4), BRASS)
        c.stroke(c.d_box(*box, 4), 2, HALL_DARK)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    c.fill(c.d_circle((mx, my - 10), 52), BRASS)
    c.fill(c.d_circle((mx, my - 10), 46), HALL_DARK)
    c.text(fonts["hall_m"], "M", (mx, my - 8), BRASS)
    c.text(fonts["hall_label"], "MÉTRO", (mx, my + 66), BRASS)
    # The board's orientation arrow: tiles are laid with their arrows pointing this way.
    arrow = [(mx, y0 + 24), (mx + 10, y0 + 40), (mx - 10, y0 + 40)]
    c.fill(c.d_polygon(arrow), (230, 90, 70))


def board_canvas(fonts) -> Canvas:
    size = N * T + 2 * MARGIN
    c = Canvas(size, size, FRAME)
    # A fine brass frame round the whole board and round the grid.
    c.stroke(c.d_box(10, 10, size - 10, size - 10, 18), 3, FRAME_LINE)
    gx, gy = grid_origin()
    c.fill(c.d_box(gx - 8, gy - 8, gx + N * T + 8, gy + N * T + 8, 6), (14, 34, 28))
    c.fill(c.d_box(gx, gy, gx + N * T, gy + N * T), GRID_BG)
    for row in range(N):
        for col in range(N):
            if (row, col) in CENTRE:
                continue
            x, y = square_xy(row, col)
            edge = row in (0, N - 1) or col in (0, N - 1)
            w = c.window(x, y, x + T, y + T)
            d = w.d_box(x + 5, y + 5, x + T - 5, y + T - 5, 10)
            w.fill(d, EDGE_BG if edge else GRID_BG)
            w.stroke(d, 1.5, GRID_LINE)
    c.stroke(c.d_box(gx, gy, gx + N * T, gy + N * T), 2.5, FRAME_LINE)
    cx0, cy0 = square_xy(3, 3)
    draw_centre(c.window(cx0 - 48, cy0 - 48, cx0 + 2 * T + 48, cy0 + 2 * T + 48), fonts)
    for number, side, row, col in station_sides():
        x, y = square_xy(row, col)
        box = {
            "top": (x, 0, x + T, MARGIN),
            "bottom": (x, MARGIN + N * T, x + T, size),
            "left": (0, y, MARGIN, y + T),
            "right": (MARGIN + N * T, y, size, y + T),
        }[side]
        draw_station(c.window(*box), fonts, number, side, row, col)
    # Corner medallions: the game's title mark.
    for cx, cy in (
        (MARGIN / 2, MARGIN / 2),
        (size - MARGIN / 2, MARGIN / 2),
        (MARGIN / 2, size - MARGIN / 2),
        (size - MARGIN / 2, size - MARGIN / 2),
    ):
        w = c.window(cx - 40, cy - 40, cx + 40, cy + 40)
        w.fill(w.d_circle((cx, cy), 30), BRASS)
        w.fill(w.d_circle((cx, cy), 25), HALL)
        w.text(fonts["corner_m"], "M", (cx, cy + 1), BRASS)
    return c


# ----------------------------------------------------------------------------- Tiled files
def _prop(name: str, value: object) -> str:
    kind = {bool: "bool", int: "int", float: "float"}.get(type(value), "string")
    if isinstance(value, bool):
        value = "true" if value else "false"
    type_attr = "" if kind == "string" else f' type="{kind}"'
    return f"<property name={quoteattr(name)}{type_attr} value={quoteattr(str(value))}/>"


def pairs_text(pairs) -> str:
    return " ".join(f"{e}-{o}" for e, o in pairs)


def build_tsx() -> str:
    rows = math.ceil(len(DESIGNS) / COLUMNS)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<tileset version="1.10" tiledversion="1.10.2" name="metro_tiles" '
        f'tilewidth="{T}" tileheight="{T}" tilecount="{len(DESIGNS)}" columns="{COLUMNS}">',
        f' <image source="metro_tiles.png" width="{COLUMNS * T}" height="{rows * T}"/>',
    ]
    for index, (design, (pairs, count)) in enumerate(DESIGNS.items()):
        lines += [
            f' <tile id="{index}">',
            "  <properties>",
            f"   {_prop('count', count)}",
            f"   {_prop('design', design)}",
            f"   {_prop('pairs', pairs_text(pairs))}",
            "  </properties>",
            " </tile>",
        ]
    lines.append("</tileset>")
    return "\n".join(lines) + "\n"


def ui_layout() -> dict[str, tuple[int, int, int, int]]:
    """Table layout in map pixels (the grid's top left is 0,0; the board image starts at
    -MARGIN): the board on the left; beside it the hand column (the tiles from the top, the
    pool and the draw button at the bottom); then the seats over the game log. The table fits
    this frame to the window (``tabletop/ui/tables/metro/layout.py``); at 1280×800 one map
    pixel is about 0.56 window pixels, so a gap of 28 is the table's 16."""
    size = N * T + 2 * MARGIN
    top = -MARGIN
    gap = 28
    hand_x = size - MARGIN + gap
    hand_w = 332
    inset = 22  # the hand column's padding round the pool and the button
    side_x = hand_x + hand_w + gap
    side_w = 576
    players_h = 640  # the most the seat rows may take; the log starts below what they use
    button_h = 75
    pool_h = 173
    button_y = top + size - inset - button_h
    return {
        "board": (-MARGIN, -MARGIN, size, size),
        "hand": (hand_x, top, hand_w, size),
        "pool": (hand_x + inset, button_y - inset - pool_h, hand_w - 2 * inset, pool_h),
        "draw_button": (hand_x + inset, button_y, hand_w - 2 * inset, button_h),
        "players": (side_x, top, side_w, players_h),
        "log": (side_x, top + players_h + gap, side_w, size - players_h - gap),
    }


def build_tmx() -> str:
    size = N * T + 2 * MARGIN
    next_id = 1
    objects: dict[str, list[str]] = {"stations": [], "centrals": [], "ui": []}
    for number, side, row, col in station_sides():
        start, arrival = SIDE_POINTS[side]
        px, py = station_plate_centre(side, row, col)
        props = [
            _prop("arrival_point", arrival),
            _prop("point", start),
            _prop("side", side),
            _prop("square_col", col),
            _prop("square_row", row),
        ]
        objects["stations"] += [
            f'  <object id="{next_id}" name="{number}" x="{px - MARGIN:g}" y="{py - MARGIN:g}">',
            "   <properties>",
            *[f"    {p}" for p in props],
            "   </properties>",
            "   <point/>",
            "  </object>",
        ]
        next_id += 1
    for cid, block_side, row, col, side, arrival in centrals():
        sx, sy = square_xy(row, col)
        ax, ay = point_xy(arrival)
        props = [
            _prop("arrival_point", arrival),
            _prop("block_side", block_side),
            _prop("side", side),
            _prop("square_col", col),
            _prop("square_row", row),
        ]
        objects["centrals"] += [
            f'  <object id="{next_id}" name="{cid}" x="{sx + ax - MARGIN:g}" '
            f'y="{sy + ay - MARGIN:g}">',
            "   <properties>",
            *[f"    {p}" for p in props],
            "   </properties>",
            "   <point/>",
            "  </object>",
        ]
        next_id += 1
    for name, (x, y, w, h) in ui_layout().items():
        objects["ui"].append(
            f'  <object id="{next_id}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}"/>'
        )
        next_id += 1
    empty_rows = ",\n".join(",".join("0" for _ in range(N)) for _ in range(N))
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{N}" height="{N}" tilewidth="{T}" tileheight="{T}" '
        f'infinite="0" nextlayerid="6" nextobjectid="{next_id}">',
        " <properties>",
        f"  {_prop('game', 'metro')}",
        f"  {_prop('tile_back', 'metro_tile_back.png')}",
        " </properties>",
        ' <tileset firstgid="1" source="metro_tiles.tsx"/>',
        f' <imagelayer id="1" name="board" locked="1" offsetx="{-MARGIN}" offsety="{-MARGIN}">',
        f'  <image source="metro_board.png" width="{size}" height="{size}"/>',
        " </imagelayer>",
        f' <layer id="2" name="tiles" width="{N}" height="{N}">',
        '  <data encoding="csv">',
        empty_rows,
        "</data>",
        " </layer>",
        ' <objectgroup id="3" name="stations">',
        *objects["stations"],
        " </objectgroup>",
        ' <objectgroup id="4" name="centrals">',
        *objects["centrals"],
        " </objectgroup>",
        ' <objectgroup id="5" name="ui" visible="0">',
        *objects["ui"],
        " </objectgroup>",
        "</map>",
    ]
    return "\n".join(lines) + "\n"


def load_fonts() -> dict[str, pygame.font.Font]:
    pygame.font.init()
    bold = FONTS / "DejaVuSans-Bold.ttf"
    display = FONTS / "DejaVuSerif-Bold.ttf"

    def make(path: Path, size: int) -> pygame.font.Font:
        # The bundled font when it is there; pygame's default font otherwise (art only).
        return pygame.font.Font(path if path.is_file() else None, size)

    return {
        "station": make(bold, 30),
        "hall_m": make(display, 60),
        "hall_label": make(display, 30),
        "corner_m": make(display, 30),
        "tile_m": make(display, 38),
    }


def main() -> int:
    pygame.init()
    fonts = load_fonts()
    MAPS.mkdir(exist_ok=True)
    outputs = {
        "metro_tiles.png": tileset_canvas(),
        "metro_tile_back.png": tile_back_canvas(fonts),
        "metro_board.png": board_canvas(fonts),
    }
    for name, canvas in outputs.items():
        pygame.image.save(canvas.surface(), str(MAPS / name))
        print(f"wrote maps/{name}")
    (MAPS / "metro_tiles.tsx").write_text(build_tsx(), encoding="utf-8")
    print("wrote maps/metro_tiles.tsx")
    (MAPS / "metro.tmx").write_text(build_tmx(), encoding="utf-8")
    print("wrote maps/metro.tmx")
    return 0


if __name__ == "__main__":
    sys.exit(main())

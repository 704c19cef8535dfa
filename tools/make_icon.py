"""Draw tabletop's app icon from parameters and write every file a desktop asks for.

Run from the repository: ``python tools/make_icon.py [--out DIR]`` (default ``assets/icons``;
needs only pygame-ce). Output, all committed and all our own drawing:

- ``hicolor/NxN/apps/tabletop.png`` for every size in ``SIZES`` — the freedesktop icon theme
  layout, so ``tabletop --install-desktop`` copies the tree as it is;
- ``tabletop.ico`` (Windows: the .exe and the Start-menu shortcut) — PNG images in an ICO
  container, which Windows reads since Vista;
- ``tabletop.icns`` (macOS: the .app bundle) — PNG images in an ICNS container.

The picture: a dark rounded board tile (the app's panel colours) with a winding route of train
cars in the accent colour between two stations, over a second, blue metro line. Each size is
drawn at ``SUPERSAMPLE`` times its size and scaled down (smooth edges); below ``CARS_FROM`` px
the route is one solid band, since car gaps would only blur.
"""

from __future__ import annotations

import argparse
import math
import os
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "assets" / "icons"
#: The hicolor sizes written as PNG files.
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
#: Sizes inside the Windows .ico (256 is the largest Windows shows).
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry types → pixel size (PNG payloads; ``ic10``… are the @2x retina entries).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)
SUPERSAMPLE = 4
#: Smallest size that shows separate train cars.
CARS_FROM = 48

Color = tuple[int, int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class IconDesign:
    """Everything the picture depends on, in shares of the icon's side."""

    tile_top: Color = (44, 56, 80)
    tile_bottom: Color = (20, 26, 40)
    tile_border: Color = (86, 104, 140)
    grid: Color = (52, 65, 92)
    route: Color = (235, 168, 62)  # theme.ACCENT
    route_edge: Color = (120, 78, 20)
    metro: Color = (47, 127, 216)
    station: Color = (236, 240, 247)  # theme.TEXT
    station_ring: Color = (24, 26, 32)
    #: Margin around the tile, its corner radius and border width.
    margin: float = 0.04
    radius: float = 0.2
    border: float = 0.022
    #: Grid lines across the tile.
    grid_cells: int = 4
    #: The route: a cubic Bézier from the lower-left station to the upper-right one.
    route_points: tuple[Point, Point, Point, Point] = (
        (0.22, 0.76),
        (0.30, 0.30),
        (0.70, 0.70),
        (0.78, 0.24),
    )
    route_width: float = 0.1
    cars: int = 3
    car_gap: float = 0.04
    #: The metro line behind it: a gentle S from the left edge to the right edge.
    metro_points: tuple[Point, Point, Point, Point] = (
        (0.04, 0.40),
        (0.40, 0.20),
        (0.55, 0.86),
        (0.96, 0.62),
    )
    metro_width: float = 0.065
    station_radius: float = 0.095


DESIGN = IconDesign()


def _bezier(points: tuple[Point, Point, Point, Point], t: float) -> Point:
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = points
    u = 1 - t
    a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
    return (a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)


def _polyline(points: tuple[Point, Point, Point, Point], steps: int = 200) -> list[Point]:
    return [_bezier(points, i / steps) for i in range(steps + 1)]


def _arc_lengths(line: list[Point]) -> list[float]:
    lengths = [0.0]
    for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    return lengths


def _thick_line(surface: pygame.Surface, color: Color, line: list[Point], width: float) -> None:
    """A band of ``width`` pixels along ``line`` (pixel coordinates), with round ends."""
    radius = max(1.0, width / 2)
    for x, y in line:
        pygame.draw.circle(surface, color, (x, y), radius)


def _car(
    surface: pygame.Surface, color: Color, center: Point, angle: float, length: float, width: float
) -> None:
    """One train car: a rectangle of ``length`` × ``width`` turned to ``angle``."""
    cx, cy = center
    dx, dy = math.cos(angle), math.sin(angle)
    nx, ny = -dy, dx
    hl, hw = length / 2, width / 2
    corners = [
        (cx + dx * sl * hl + nx * sw * hw, cy + dy * sl * hl + ny * sw * hw)
        for sl, sw in ((-1, -1), (1, -1), (1, 1), (-1, 1))
    ]
    pygame.draw.polygon(surface, color, corners)


def draw(size: int, design: IconDesign = DESIGN) -> pygame.Surface:
    """The icon at ``size`` × ``size`` pixels (transparent outside the tile)."""
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)

    def at(point: Point) -> Point:
        return (point[0] * big, point[1] * big)

    # The tile: a vertical gradient inside a rounded square, drawn through a mask.
    margin = round(design.margin * big)
    tile = pygame.Rect(margin, margin, big - 2 * margin, big - 2 * margin)
    radius = round(design.radius * big)
    gradient = pygame.Surface((big, big), pygame.SRCALPHA)
    for y in range(tile.top, tile.bottom):
        t = (y - tile.top) / max(1, tile.height - 1)
        color = tuple(
            round(a + (b - a) * t) for a, b in zip(design.tile_top, design.tile_bottom, strict=True)
        )
        pygame.draw.line(gradient, color, (tile.left, y), (tile.right - 1, y))
    mask = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), tile, border_radius=radius)
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(gradient, (0, 0))

    # A faint board grid, clipped to the tile's inside (not drawn when it would be a smudge).
    if size >= CARS_FROM:
        grid = pygame.Surface((big, big), pygame.SRCALPHA)
        step = tile.width / design.grid_cells
        line_w = max(1, round(big * 0.006))
        for i in range(1, design.grid_cells):
            x = round(tile.left + i * step)
            y = round(tile.top + i * step)
            pygame.draw.line(grid, design.grid, (x, tile.top), (x, tile.bottom), line_w)
            pygame.draw.line(grid, design.grid, (tile.left, y), (tile.right, y), line_w)
        grid.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        canvas.blit(grid, (0, 0))

    # The metro line, clipped to the tile.
    metro = pygame.Surface((big, big), pygame.SRCALPHA)
    metro_line = [at(p) for p in _polyline(design.metro_points)]
    _thick_line(metro, design.metro, metro_line, design.metro_width * big)
    metro.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    canvas.blit(metro, (0, 0))

    # The route: a dark edge under the accent band, or a row of cars at larger sizes.
    route = [at(p) for p in _polyline(design.route_points)]
    width = design.route_width * big
    edge = max(2.0, big * 0.018)
    if size < CARS_FROM:
        _thick_line(canvas, design.route_edge, route, width + edge)
        _thick_line(canvas, design.route, route, width)
    else:
        lengths = _arc_lengths(route)
        start = design.station_radius * big  # the cars run between the stations' rims
        usable = lengths[-1] - 2 * start
        gap = design.car_gap * big
        car_len = (usable - gap * (design.cars - 1)) / design.cars
        for car in range(design.cars):
            middle = start + car * (car_len + gap) + car_len / 2
            index = min(range(len(lengths)), key=lambda i: abs(lengths[i] - middle))
            before, after = route[max(0, index - 1)], route[min(len(route) - 1, index + 1)]
            angle = math.atan2(after[1] - before[1], after[0] - before[0])
            _car(canvas, design.route_edge, route[index], angle, car_len + edge, width + edge)
            _car(canvas, design.route, route[index], angle, car_len, width)

    # The stations at both ends.
    ring = max(2.0, big * 0.03)
    for end in (design.route_points[0], design.route_points[-1]):
        pygame.draw.circle(canvas, design.station_ring, at(end), design.station_radius * big)
        pygame.draw.circle(canvas, design.station, at(end), design.station_radius * big - ring)

    # The border last, so every line ends cleanly at the tile's edge.
    border = max(1, round(design.border * big))
    pygame.draw.rect(canvas, design.tile_border, tile, border, border_radius=radius)
    return pygame.transform.smoothscale(canvas, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    """``surface`` encoded as PNG."""
    import io

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container of PNG images (width/height byte 0 means 256)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        payload += data
        offset += len(data)
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS container with a PNG entry for every type in ``ICNS_TYPES``."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def hicolor_path(out: Path, size: int) -> Path:
    return out / "hicolor" / f"{size}x{size}" / "apps" / "tabletop.png"


def write_icons(out: Path = OUT, design: IconDesign = DESIGN) -> list[Path]:
    """Draw every size and write the PNG tree, the .ico and the .icns; the paths written."""
    needed = sorted(set(SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: png_bytes(draw(size, design)) for size in needed}
    written: list[Path] = []
    for size in SIZES:
        path = hicolor_path(out, size)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    ico = out / "tabletop.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = out / "tabletop.icns"
    icns.write_bytes(icns_bytes(pngs))
    return [*written, ico, icns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write (assets/icons)")
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

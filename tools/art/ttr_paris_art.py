"""Draw ``maps/ttr_paris.png``, the TTR Paris board background (docs/ART.md, "Paris").

Run from the repository: ``python tools/art/ttr_paris_art.py [--debug OUT.png]`` (needs the
``art`` extra). ``--debug`` also writes a copy with the landmarks and car spaces on top.

The board is geographic (the data file places each landmark by its real position,
equirectangular at 48.86°N), so a linear fit through the 22 landmarks' lat/lon ↔ board x/y
places everything else: the Seine with its islands, the canal, parks, the old boulevards (the
Grands Boulevards and the ring of the Fermiers-Généraux wall) as soft tree-lined bands, the main
avenues, rail yards, the Montmartre hill, and soft district shading. The shapes are our own
simplified drawing from real coordinates. Landmark names and routes are not baked in: the table
draws them.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from ttr_art_style import (  # noqa: E402
    REPO,
    Canvas,
    cartouche,
    compass,
    frame,
    rgb,
    run_art_script,
)

DATA = REPO.parent / "shared" / "data" / "ttr_paris.json"
WIDTH, HEIGHT = 1546, 1000
M_PER_DEG_LAT = 111_200.0

PALETTE = {
    "land": "#efe6d1",
    "street": "#fbf7ee",
    "casing": "#d9cdb2",
    "boulevard_tree": "#a9b887",
    "park": "#d3ddb4",
    "park_edge": "#a7b685",
    "water": "#a8c5cf",
    "bank": "#7e9ea9",
    "quay": "#e3d8c0",
    "hill": "#c2ab84",
    "rail": "#d8d0c0",
    "rail_line": "#9d9482",
    "ink": "#4f4535",
    "paper": "#f5ecd8",
    "accent": "#9a6b3f",
}

# fmt: off
# The Seine, downstream: (lat, lon, width in metres; wider where it holds the islands).
SEINE = [
    (48.8330, 2.3840, 170), (48.8386, 2.3752, 170), (48.8432, 2.3688, 165),
    (48.8458, 2.3652, 165), (48.8485, 2.3628, 190), (48.8503, 2.3610, 300),
    (48.8520, 2.3575, 330), (48.8530, 2.3545, 360), (48.8536, 2.3515, 470),
    (48.8543, 2.3480, 470), (48.8553, 2.3445, 420), (48.8563, 2.3415, 330),
    (48.8575, 2.3390, 200), (48.8585, 2.3360, 150), (48.8600, 2.3310, 145),
    (48.8620, 2.3260, 145), (48.8636, 2.3205, 145), (48.8640, 2.3140, 145),
    (48.8641, 2.3060, 145), (48.8637, 2.3010, 145), (48.8622, 2.2965, 145),
    (48.8598, 2.2927, 145), (48.8568, 2.2888, 150), (48.8530, 2.2845, 230),
    (48.8495, 2.2805, 230), (48.8468, 2.2770, 160), (48.8420, 2.2720, 160),
]
ISLANDS = {
    "cite": [(48.8574, 2.3400), (48.8570, 2.3420), (48.8565, 2.3445), (48.8560, 2.3470),
             (48.8555, 2.3490), (48.8550, 2.3507), (48.8541, 2.3521), (48.8528, 2.3534),
             (48.8521, 2.3516), (48.8523, 2.3490), (48.8528, 2.3465), (48.8541, 2.3440),
             (48.8553, 2.3420), (48.8566, 2.3405)],
    "saint_louis": [(48.8538, 2.3546), (48.8531, 2.3580), (48.8521, 2.3610), (48.8509, 2.3627),
                    (48.8505, 2.3612), (48.8512, 2.3577), (48.8523, 2.3549)],
    "cygnes": [(48.8554, 2.2867), (48.8520, 2.2831), (48.8487, 2.2795), (48.8486, 2.2799),
               (48.8519, 2.2836), (48.8553, 2.2871)],
}
# Port de l'Arsenal, then the open Canal Saint-Martin and the Bassin de la Villette.
CANAL = [(48.8462, 2.3652), (48.8485, 2.3657), (48.8512, 2.3672), (48.8532, 2.3686)]
CANAL_OPEN = [(48.8705, 2.3652), (48.8725, 2.3643), (48.8748, 2.3636), (48.8768, 2.3642),
              (48.8792, 2.3660), (48.8818, 2.3674), (48.8843, 2.3682)]
BASSIN_VILLETTE = [(48.8843, 2.3682), (48.8868, 2.3735), (48.8893, 2.3792)]

# The old walls become boulevards: the Grands Boulevards (Louis XIV) on the right bank, the
# Boulevards du Midi on the left, and the ring of the Fermiers-Généraux wall.
GRANDS_BOULEVARDS = [
    (48.8700, 2.3245), (48.8711, 2.3316), (48.8719, 2.3387), (48.8716, 2.3425),
    (48.8705, 2.3487), (48.8697, 2.3530), (48.8693, 2.3575), (48.8675, 2.3636),
    (48.8630, 2.3667), (48.8570, 2.3680), (48.8532, 2.3692),
]
BOULEVARDS_DU_MIDI = [
    (48.8600, 2.3152), (48.8520, 2.3155), (48.8470, 2.3160), (48.8432, 2.3235),
    (48.8415, 2.3300), (48.8400, 2.3370), (48.8388, 2.3470), (48.8390, 2.3590),
    (48.8420, 2.3650), (48.8445, 2.3665),
]
FERMIERS_GENERAUX = [
    (48.8738, 2.2950), (48.8782, 2.2980), (48.8795, 2.3035), (48.8806, 2.3094),
    (48.8813, 2.3158), (48.8824, 2.3212), (48.8836, 2.3275), (48.8838, 2.3323),
    (48.8821, 2.3373), (48.8829, 2.3440), (48.8838, 2.3495), (48.8844, 2.3600),
    (48.8843, 2.3682), (48.8826, 2.3702), (48.8778, 2.3706), (48.8722, 2.3767),
    (48.8690, 2.3800), (48.8663, 2.3833), (48.8625, 2.3873), (48.8582, 2.3902),
    (48.8563, 2.3946), (48.8516, 2.3982), (48.8483, 2.3959), (48.8414, 2.4009),
    (48.8394, 2.3958), (48.8390, 2.3896), (48.8403, 2.3795), (48.8372, 2.3730),
    (48.8346, 2.3680), (48.8332, 2.3628), (48.8310, 2.3557), (48.8298, 2.3505),
    (48.8312, 2.3434), (48.8329, 2.3372), (48.8339, 2.3325), (48.8390, 2.3304),
    (48.8409, 2.3250), (48.8437, 2.3197), (48.8425, 2.3129), (48.8456, 2.3095),
    (48.8475, 2.3027), (48.8496, 2.2985), (48.8504, 2.2935), (48.8539, 2.2894),
    (48.8576, 2.2856), (48.8632, 2.2873), (48.8669, 2.2900), (48.8714, 2.2932),
    (48.8738, 2.2950),
]
AVENUES = {
    "champs_elysees": [(48.8738, 2.2950), (48.8692, 2.3100), (48.8656, 2.3212)],
    "rivoli": [(48.8655, 2.3230), (48.8630, 2.3310), (48.8610, 2.3375), (48.8590, 2.3450),
               (48.8578, 2.3480), (48.8570, 2.3530), (48.8550, 2.3610), (48.8535, 2.3680)],
    "opera": [(48.8711, 2.3316), (48.8632, 2.3363)],
    "haussmann": [(48.8745, 2.3000), (48.8750, 2.3195), (48.8735, 2.3280), (48.8728, 2.3330),
                  (48.8720, 2.3390)],
    "sebastopol": [(48.8765, 2.3590), (48.8697, 2.3545), (48.8660, 2.3520), (48.8580, 2.3478),
                   (48.8560, 2.3463), (48.8530, 2.3440), (48.8460, 2.3405), (48.8400, 2.3370)],
    "saint_germain": [(48.8615, 2.3185), (48.8580, 2.3230), (48.8545, 2.3300),
                      (48.8539, 2.3336), (48.8520, 2.3390), (48.8510, 2.3450),
                      (48.8500, 2.3480), (48.8505, 2.3560), (48.8508, 2.3590)],
    "rennes": [(48.8430, 2.3225), (48.8535, 2.3330)],
    "raspail": [(48.8570, 2.3270), (48.8480, 2.3290), (48.8400, 2.3305)],
    "magenta": [(48.8675, 2.3636), (48.8760, 2.3580), (48.8838, 2.3495)],
    "lafayette": [(48.8730, 2.3330), (48.8760, 2.3460), (48.8790, 2.3560), (48.8843, 2.3682)],
    "faubourg_st_antoine": [(48.8532, 2.3692), (48.8505, 2.3820), (48.8483, 2.3959)],
    "voltaire": [(48.8675, 2.3636), (48.8576, 2.3800), (48.8483, 2.3959)],
    "republique": [(48.8675, 2.3636), (48.8625, 2.3873)],
    "belleville": [(48.8722, 2.3767), (48.8745, 2.3880), (48.8770, 2.4000)],
    "montaigne": [(48.8692, 2.3100), (48.8645, 2.3020)],
    "kleber": [(48.8738, 2.2950), (48.8632, 2.2873)],
    "iena": [(48.8738, 2.2950), (48.8650, 2.2935), (48.8600, 2.2927)],
    "wagram": [(48.8738, 2.2950), (48.8790, 2.2990), (48.8840, 2.3050)],
    "foch": [(48.8738, 2.2950), (48.8715, 2.2770)],
    "grande_armee": [(48.8738, 2.2950), (48.8770, 2.2830)],
    "malesherbes": [(48.8700, 2.3245), (48.8790, 2.3110), (48.8850, 2.3050)],
    "royale": [(48.8700, 2.3245), (48.8656, 2.3212)],
    "invalides_axis": [(48.8638, 2.3136), (48.8550, 2.3125)],
    "bosquet": [(48.8610, 2.3025), (48.8500, 2.3060)],
    "henri_iv": [(48.8532, 2.3692), (48.8510, 2.3610)],
    "lyon": [(48.8532, 2.3692), (48.8443, 2.3743)],
    "diderot": [(48.8443, 2.3743), (48.8483, 2.3959)],
    "saint_jacques": [(48.8525, 2.3468), (48.8400, 2.3420)],
    "saint_martin": [(48.8700, 2.3560), (48.8590, 2.3500)],
    "clichy": [(48.8836, 2.3275), (48.8760, 2.3280), (48.8735, 2.3280)],
    "rochechouart": [(48.8829, 2.3440), (48.8760, 2.3440), (48.8716, 2.3425)],
    "grenelle": [(48.8540, 2.2894), (48.8560, 2.3050), (48.8575, 2.3200)],
    "vaugirard": [(48.8487, 2.3325), (48.8440, 2.3170), (48.8410, 2.3000)],
    "ecoles": [(48.8500, 2.3480), (48.8465, 2.3560)],
}
PARKS = {
    "tuileries": [(48.8658, 2.3228), (48.8627, 2.3327), (48.8606, 2.3314), (48.8637, 2.3214)],
    "champ_de_mars": [(48.8590, 2.2935), (48.8540, 2.3046), (48.8520, 2.3022),
                      (48.8570, 2.2915)],
    "esplanade": [(48.8630, 2.3125), (48.8630, 2.3160), (48.8585, 2.3158), (48.8585, 2.3123)],
    "luxembourg": [(48.8488, 2.3323), (48.8487, 2.3397), (48.8470, 2.3405), (48.8440, 2.3398),
                   (48.8430, 2.3380), (48.8405, 2.3375), (48.8405, 2.3360), (48.8435, 2.3355),
                   (48.8445, 2.3325)],
    "jardin_des_plantes": [(48.8455, 2.3555), (48.8470, 2.3590), (48.8455, 2.3650),
                           (48.8425, 2.3640), (48.8415, 2.3580), (48.8430, 2.3550)],
    "pere_lachaise": [(48.8640, 2.3880), (48.8650, 2.3960), (48.8620, 2.4010),
                      (48.8585, 2.4000), (48.8575, 2.3930), (48.8595, 2.3880)],
    "monceau": [(48.8812, 2.3070), (48.8808, 2.3110), (48.8785, 2.3112), (48.8780, 2.3068)],
    "buttes_chaumont": [(48.8825, 2.3780), (48.8830, 2.3840), (48.8808, 2.3880),
                        (48.8790, 2.3845), (48.8795, 2.3790)],
    "trocadero": [(48.8625, 2.2870), (48.8622, 2.2915), (48.8605, 2.2925), (48.8608, 2.2880)],
    "champs_gardens": [(48.8688, 2.3110), (48.8666, 2.3205), (48.8652, 2.3200),
                       (48.8673, 2.3108)],
    "montmartre_cemetery": [(48.8885, 2.3290), (48.8885, 2.3345), (48.8860, 2.3350),
                            (48.8855, 2.3295)],
    "palais_royal": [(48.8660, 2.3370), (48.8662, 2.3380), (48.8640, 2.3387),
                     (48.8638, 2.3377)],
    "vosges": [(48.8563, 2.3648), (48.8563, 2.3663), (48.8553, 2.3663), (48.8553, 2.3648)],
    "temple": [(48.8650, 2.3600), (48.8650, 2.3615), (48.8640, 2.3615), (48.8640, 2.3600)],
    "invalides": [(48.8570, 2.3110), (48.8570, 2.3145), (48.8545, 2.3145), (48.8545, 2.3110)],
}
# Squares: (lat, lon, radius in metres).
PLAZAS = [(48.8738, 2.2950, 120), (48.8483, 2.3959, 110), (48.8532, 2.3692, 80),
          (48.8632, 2.2873, 90), (48.8675, 2.3636, 70)]
# Rail yards fanning out of the termini: (lat, lon) from the station outwards, width in metres.
RAIL_YARDS = [
    ([(48.8809, 2.3553), (48.8860, 2.3565), (48.8905, 2.3575)], 200),  # Gare du Nord
    ([(48.8765, 2.3590), (48.8830, 2.3615), (48.8905, 2.3640)], 170),  # Gare de l'Est
    ([(48.8763, 2.3254), (48.8810, 2.3215), (48.8860, 2.3165)], 180),  # Saint-Lazare
    ([(48.8443, 2.3743), (48.8405, 2.3800), (48.8370, 2.3860)], 170),  # Gare de Lyon
    ([(48.8415, 2.3655), (48.8385, 2.3700), (48.8350, 2.3740)], 120),  # Austerlitz
    ([(48.8410, 2.3200), (48.8380, 2.3160), (48.8350, 2.3110)], 150),  # Montparnasse
]
# Bridges: a point on the river; each is drawn straight across it, square to the stream.
BRIDGES = [
    (48.8600, 2.2927), (48.8556, 2.2878), (48.8497, 2.2808), (48.8638, 2.3015),
    (48.8640, 2.3100), (48.8639, 2.3136), (48.8637, 2.3195), (48.8602, 2.3298),
    (48.8583, 2.3375), (48.8572, 2.3410), (48.8558, 2.3468), (48.8536, 2.3445),
    (48.8549, 2.3507), (48.8511, 2.3595), (48.8532, 2.3570), (48.8446, 2.3652),
    (48.8386, 2.3752),
]
HILLS = [(48.8867, 2.3431, 1.0), (48.8745, 2.3880, 0.6)]  # Montmartre, Belleville
# Arrondissement centres, for the soft district shading.
DISTRICTS = [
    (48.8625, 2.3364), (48.8683, 2.3428), (48.8630, 2.3600), (48.8543, 2.3576),
    (48.8445, 2.3497), (48.8491, 2.3328), (48.8562, 2.3122), (48.8727, 2.3125),
    (48.8771, 2.3375), (48.8762, 2.3608), (48.8591, 2.3800), (48.8404, 2.3880),
    (48.8283, 2.3623), (48.8292, 2.3266), (48.8401, 2.2928), (48.8604, 2.2720),
    (48.8873, 2.3067), (48.8925, 2.3484), (48.8871, 2.3848), (48.8634, 2.4011),
]
DISTRICT_TINTS = ["#efe4cc", "#ece6d0", "#f1e3d0", "#e9e5d0", "#efe8d6"]
# fmt: on


class Projection:
    """Linear lon→x and lat→y, fitted through the landmarks (the board is equirectangular)."""

    def __init__(self, data: dict) -> None:
        locs = data["locations"]
        lon = np.array([c["lon"] for c in locs])
        lat = np.array([c["lat"] for c in locs])
        x = np.array([c["x"] * WIDTH for c in locs])
        y = np.array([c["y"] * HEIGHT for c in locs])
        self.ax, self.bx = np.polyfit(lon, x, 1)
        self.ay, self.by = np.polyfit(lat, y, 1)
        self.m_per_px = M_PER_DEG_LAT / abs(self.ay)

    def __call__(self, lat: float, lon: float) -> tuple[float, float]:
        return (self.ax * lon + self.bx, self.ay * lat + self.by)

    def line(self, pts) -> list[tuple[float, float]]:
        return [self(p[0], p[1]) for p in pts]

    def px(self, metres: float) -> float:
        return metres / self.m_per_px


def _smooth(line, steps: int = 8):
    """Catmull-Rom through the points (closed lines repeat their first point at the end)."""
    if len(line) < 3:
        return line
    pts = [line[0], *line, line[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for k in range(steps):
            t = k / steps
            out.append(
                tuple(
                    0.5
                    * (
                        2 * p1[j]
                        + (-p0[j] + p2[j]) * t
                        + (2 * p0[j] - 5 * p1[j] + 4 * p2[j] - p3[j]) * t * t
                        + (-p0[j] + 3 * p1[j] - 3 * p2[j] + p3[j]) * t * t * t
                    )
                    for j in (0, 1)
                )
            )
    out.append(line[-1])
    return out


def _ribbon(points: list[tuple[float, float, float]]) -> list[list[tuple[float, float]]]:
    """A variable-width stroke (x, y, width) as quads and discs, for ``polygons_mask``."""
    polys = []
    for (x0, y0, w0), (x1, y1, w1) in zip(points, points[1:], strict=False):
        d = math.hypot(x1 - x0, y1 - y0) or 1.0
        nx, ny = -(y1 - y0) / d, (x1 - x0) / d
        polys.append(
            [
                (x0 + nx * w0 / 2, y0 + ny * w0 / 2),
                (x1 + nx * w1 / 2, y1 + ny * w1 / 2),
                (x1 - nx * w1 / 2, y1 - ny * w1 / 2),
                (x0 - nx * w0 / 2, y0 - ny * w0 / 2),
            ]
        )
    for x, y, w in points:
        polys.append(
            [
                (x + w / 2 * math.cos(t), y + w / 2 * math.sin(t))
                for t in np.linspace(0, 2 * math.pi, 24, endpoint=False)
            ]
        )
    return polys


def _interpolate_widths(proj: Projection, river) -> list[tuple[float, float, float]]:
    xy = [proj(lat, lon) for lat, lon, _w in river]
    widths = [proj.px(w) for _lat, _lon, w in river]
    smooth = _smooth(xy, 8)
    # Widths follow the smoothed line piecewise linearly (8 steps per input segment).
    out = []
    for i, (x, y) in enumerate(smooth):
        seg, t = divmod(i, 8)
        if seg >= len(widths) - 1:
            w = widths[-1]
        else:
            w = widths[seg] + (widths[seg + 1] - widths[seg]) * t / 8
        out.append((x, y, w))
    return out


def _tree_dots(canvas: Canvas, lines, spacing: float, offset: float, radius: float):
    """Rows of little trees either side of a boulevard."""
    dots = []
    for line in lines:
        acc = 0.0
        for (x0, y0), (x1, y1) in zip(line, line[1:], strict=False):
            seg = math.hypot(x1 - x0, y1 - y0)
            if seg == 0:
                continue
            nx, ny = -(y1 - y0) / seg, (x1 - x0) / seg
            t = spacing - acc
            while t <= seg:
                x, y = x0 + (x1 - x0) * t / seg, y0 + (y1 - y0) * t / seg
                for side in (-1, 1):
                    dots.append((x + nx * offset * side, y + ny * offset * side))
                t += spacing
            acc = (acc + seg) % spacing
    polys = [
        [
            (x + radius * math.cos(a), y + radius * math.sin(a))
            for a in np.linspace(0, 2 * math.pi, 10, endpoint=False)
        ]
        for x, y in dots
    ]
    return canvas.polygons_mask(polys)


def draw(data: dict) -> Canvas:
    proj = Projection(data)
    canvas = Canvas(WIDTH, HEIGHT)
    col = {k: rgb(v) for k, v in PALETTE.items()}
    canvas.fill(col["land"])

    # Soft district shading: each point takes the tint of its nearest arrondissement centre,
    # then a wide blur melts the edges so no boundary line is claimed.
    yy, xx = np.mgrid[0 : canvas.h, 0 : canvas.w].astype(np.float32) / canvas.ss
    centres = np.array([proj(lat, lon) for lat, lon in DISTRICTS], dtype=np.float32)
    nearest = np.zeros(xx.shape, dtype=np.int32)
    best = np.full(xx.shape, np.inf, dtype=np.float32)
    for i, (cx, cy) in enumerate(centres):
        d = (xx - cx) ** 2 + (yy - cy) ** 2
        closer = d < best
        nearest[closer], best[closer] = i, d[closer]
    tints = np.stack([rgb(DISTRICT_TINTS[i % len(DISTRICT_TINTS)]) for i in range(len(centres))])
    shade = tints[nearest]
    for c in range(3):
        shade[..., c] = canvas.blur(shade[..., c], 28)
    canvas.img[:] = shade
    del yy, xx, best, nearest

    # Hills: soft contour rings and a little shading.
    for lat, lon, scale in HILLS:
        cx, cy = proj(lat, lon)
        for k, r in enumerate((0.28, 0.5, 0.75, 1.0)):
            rx, ry = proj.px(650 * r * scale), proj.px(480 * r * scale)
            ring = canvas.ellipse_mask((cx, cy), rx, ry) - canvas.ellipse_mask(
                (cx, cy), rx - 1.2, ry - 1.2
            )
            canvas.paint(np.clip(ring, 0, 1), col["hill"], 0.35 + 0.1 * (3 - k) / 3)
        canvas.shade(
            -0.04
            * canvas.blur(
                canvas.ellipse_mask((cx + 8, cy + 8), proj.px(700 * scale), proj.px(520 * scale)),
                20,
            )
        )

    # Rail yards: pale bands with thin tracks.
    for line, width in RAIL_YARDS:
        pts = proj.line(line)
        band = canvas.lines_mask([pts], proj.px(width))
        canvas.paint(canvas.blur(band, 1.5), col["rail"], 0.9)
        for k in (-0.3, -0.1, 0.1, 0.3):
            off = proj.px(width) * k
            shifted = _offset(pts, off)
            canvas.paint(canvas.lines_mask([shifted], 0.8), col["rail_line"], 0.55)

    # Streets: a soft casing under a pale line; boulevards wider with rows of trees.
    # Straight between squares, as Haussmann and the wall builders drew them.
    avenues = [proj.line(a) for a in AVENUES.values()]
    walls = [proj.line(b) for b in (GRANDS_BOULEVARDS, BOULEVARDS_DU_MIDI, FERMIERS_GENERAUX)]
    canvas.paint(canvas.blur(canvas.lines_mask(avenues, 6.0), 0.8), col["casing"], 0.8)
    canvas.paint(canvas.blur(canvas.lines_mask(walls, 12.0), 1.5), col["casing"], 0.85)
    canvas.paint(canvas.lines_mask(avenues, 3.6), col["street"], 1.0)
    canvas.paint(canvas.lines_mask(walls, 8.5), col["street"], 1.0)
    canvas.paint(_tree_dots(canvas, walls, 9.0, 6.3, 1.9), col["boulevard_tree"], 0.85)

    # Squares.
    for lat, lon, r in PLAZAS:
        cx, cy = proj(lat, lon)
        canvas.paint(
            canvas.ellipse_mask((cx, cy), proj.px(r) + 2, proj.px(r) + 2), col["casing"], 0.9
        )
        canvas.paint(canvas.ellipse_mask((cx, cy), proj.px(r), proj.px(r)), col["street"], 1.0)

    # Parks: green with a darker edge and a sprinkle of trees.
    parks = [proj.line(p) for p in PARKS.values()]
    park_mask = canvas.polygons_mask(parks)
    canvas.paint(park_mask, col["park"], 1.0)
    canvas.paint(canvas.lines_mask(parks, 1.2, closed=True), col["park_edge"], 0.9)
    rng = np.random.default_rng(11)
    dots = canvas.polygons_mask(
        [
            [(x + 1.8 * math.cos(a), y + 1.8 * math.sin(a)) for a in np.linspace(0, 6.28, 8)]
            for x, y in rng.uniform((0, 0), (WIDTH, HEIGHT), size=(9000, 2))
        ]
    )
    canvas.paint(dots * (park_mask > 0.5), col["park_edge"], 0.55)

    # Water: the Seine (quays, bank line), the canal and the islands on top.
    river = _interpolate_widths(proj, SEINE)
    water = canvas.polygons_mask(_ribbon(river))
    quay = canvas.polygons_mask(_ribbon([(x, y, w + 7) for x, y, w in river]))
    canals = [_smooth(proj.line(CANAL), 4), _smooth(proj.line(CANAL_OPEN), 4)]
    canal = canvas.lines_mask(canals, 5.0)
    bassin = canvas.lines_mask([proj.line(BASSIN_VILLETTE)], 9.0)
    ground = canvas.img.copy()  # what the islands show once the quays are laid
    canvas.paint(
        np.clip(
            quay
            + canvas.lines_mask(canals, 8.0)
            + canvas.lines_mask([proj.line(BASSIN_VILLETTE)], 12.0),
            0,
            1,
        ),
        col["quay"],
        1.0,
    )
    wet = np.clip(water + canal + bassin, 0, 1)
    islands = canvas.polygons_mask([_smooth(proj.line(i + i[:1]), 4) for i in ISLANDS.values()])
    wet = np.clip(wet - islands, 0, 1)
    canvas.paint_array(islands, ground)
    canvas.paint(wet, col["water"], 1.0)
    # Darker water mid-stream and a fine bank line.
    inner = canvas.blur(wet, 4.0)
    canvas.shade(-0.06 * np.clip(inner - 0.6, 0, 1) * wet)
    bank = ((wet > 0.5) & (canvas.blur(wet, 0.8) < 0.95)).astype(np.float32)
    canvas.paint(canvas.blur(bank, 0.4), col["bank"], 0.8)
    island_edge = ((islands > 0.5) & (canvas.blur(islands, 1.2) < 0.9)).astype(np.float32)
    canvas.paint(island_edge, col["quay"] * 0.97, 0.9)
    del inner, ground

    # Bridges over the water, square to the stream.
    spans = []
    for lat, lon in BRIDGES:
        bx, by = proj(lat, lon)
        i = min(range(len(river)), key=lambda k: (river[k][0] - bx) ** 2 + (river[k][1] - by) ** 2)
        (ax, ay, _w), (cx, cy, _w2) = river[max(0, i - 1)], river[min(len(river) - 1, i + 1)]
        x, y, w = river[i]
        d = math.hypot(cx - ax, cy - ay) or 1.0
        nx, ny = -(cy - ay) / d, (cx - ax) / d
        half = w / 2 + 5
        spans.append([(x - nx * half, y - ny * half), (x + nx * half, y + ny * half)])
    canvas.paint(canvas.lines_mask(spans, 7.5), col["bank"], 0.9)
    canvas.paint(canvas.lines_mask(spans, 5.0), col["street"], 1.0)

    # Paper grain, compass, title, frame.
    canvas.shade(0.02 * canvas.noise(30, seed=21) + 0.012 * canvas.noise(4, seed=22))
    compass(canvas, (95, 905), 50, col["ink"], col["paper"])
    cartouche(
        canvas,
        (1285, 22, 235, 98),
        "PARIS",
        "LA VILLE LUMIÈRE",
        col["ink"],
        col["paper"],
        col["accent"],
    )
    frame(canvas, col["ink"], col["paper"])
    return canvas


def _offset(pts, off: float):
    out = []
    for i, (x, y) in enumerate(pts):
        a = pts[max(0, i - 1)]
        b = pts[min(len(pts) - 1, i + 1)]
        d = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
        out.append((x - (b[1] - a[1]) / d * off, y + (b[0] - a[0]) / d * off))
    return out


def debug_overlay(canvas: Canvas, data: dict) -> None:
    red, black = rgb("#d02020"), rgb("#202020")
    pos = {c["id"]: (c["x"] * WIDTH, c["y"] * HEIGHT) for c in data["locations"]}
    lines = [[pos[r["a"]], pos[r["b"]]] for r in data["routes"]]
    canvas.paint(canvas.lines_mask(lines, 4), black, 0.4)
    for p in pos.values():
        canvas.paint(canvas.ellipse_mask(p, 9, 9), red, 1.0)


def main(argv: list[str]) -> int:
    return run_art_script(argv, __doc__.splitlines()[0], DATA, "ttr_paris.png", draw, debug_overlay)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

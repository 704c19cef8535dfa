"""Shared drawing helpers for the TTR board pictures (``ttr_europe_art.py``, ``ttr_paris_art.py``).

The pictures are composed as numpy float RGB arrays at ``SUPERSAMPLE`` times the board size and
averaged down at the end, which gives smooth edges without anti-aliased primitives; pygame-ce
rasterises polygons, lines and text into masks. Everything is deterministic (fixed seeds), so a
rerun writes the same PNG. Art-time only: never imported by the game.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import numpy as np  # noqa: E402
import pygame  # noqa: E402
from scipy import ndimage  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
MAPS = REPO / "maps"
FONTS = REPO / "assets" / "fonts"
SUPERSAMPLE = 2

Point = tuple[float, float]
Colour = tuple[int, int, int]


def rgb(hex_colour: str) -> np.ndarray:
    """``"#rrggbb"`` as a float array in 0..1."""
    h = hex_colour.lstrip("#")
    return np.array([int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)], dtype=np.float32)


def font(name: str, size: int) -> pygame.font.Font:
    """A bundled font (``assets/fonts``), never a system one."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = FONTS / name
    if not path.is_file():
        raise SystemExit(f"the bundled font {path} is missing")
    return pygame.font.Font(str(path), size)


class Canvas:
    """A float RGB picture at supersampled resolution, with mask helpers."""

    def __init__(self, width: int, height: int, ss: int = SUPERSAMPLE) -> None:
        self.width, self.height, self.ss = width, height, ss
        self.w, self.h = width * ss, height * ss
        self.img = np.zeros((self.h, self.w, 3), dtype=np.float32)

    # ------------------------------------------------------------------ masks (supersampled)

    def _surface(self) -> pygame.Surface:
        surf = pygame.Surface((self.w, self.h))
        surf.fill((0, 0, 0))
        return surf

    @staticmethod
    def _to_mask(surf: pygame.Surface) -> np.ndarray:
        # surfarray is (x, y); transpose to (row, col).
        return pygame.surfarray.array_red(surf).T.astype(np.float32) / 255.0

    def _scaled(self, points: Iterable[Point]) -> list[Point]:
        s = self.ss
        return [(x * s, y * s) for x, y in points]

    def polygons_mask(self, polygons: Iterable[Sequence[Point]]) -> np.ndarray:
        surf = self._surface()
        for poly in polygons:
            if len(poly) >= 3:
                pygame.draw.polygon(surf, (255, 0, 0), self._scaled(poly))
        return self._to_mask(surf)

    def id_raster(self, polygons: Iterable[tuple[int, Sequence[Point]]]) -> np.ndarray:
        """Polygons painted in order with their id (1..65535); 0 where none is."""
        surf = pygame.Surface((self.w, self.h), depth=32)
        surf.fill((0, 0, 0))
        for ident, poly in polygons:
            if len(poly) >= 3:
                pygame.draw.polygon(surf, (ident & 255, ident >> 8, 0), self._scaled(poly))
        rgb_arr = pygame.surfarray.array3d(surf).transpose(1, 0, 2).astype(np.int32)
        return (rgb_arr[..., 0] + (rgb_arr[..., 1] << 8)).astype(np.int32)

    def lines_mask(
        self, lines: Iterable[Sequence[Point]], width: float, closed: bool = False
    ) -> np.ndarray:
        """Thick polylines with round joins (board pixels for ``width``)."""
        surf = self._surface()
        w = max(1, round(width * self.ss))
        r = w / 2
        for line in lines:
            pts = self._scaled(line)
            if closed and len(pts) > 2:
                pts = [*pts, pts[0]]
            if len(pts) >= 2:
                pygame.draw.lines(surf, (255, 0, 0), False, pts, w)
            if w >= 3:
                for p in pts:
                    pygame.draw.circle(surf, (255, 0, 0), p, r)
        return self._to_mask(surf)

    def ellipse_mask(self, centre: Point, rx: float, ry: float, angle: float = 0.0) -> np.ndarray:
        n = 72
        ca, sa = math.cos(angle), math.sin(angle)
        poly = []
        for i in range(n):
            t = 2 * math.pi * i / n
            x, y = rx * math.cos(t), ry * math.sin(t)
            poly.append((centre[0] + x * ca - y * sa, centre[1] + x * sa + y * ca))
        return self.polygons_mask([poly])

    def text_mask(
        self,
        text: str,
        fnt: pygame.font.Font,
        centre: Point,
        spacing: float = 0.0,
        angle: float = 0.0,
    ) -> np.ndarray:
        """Text centred on ``centre`` (board pixels); ``fnt`` sized for the supersampled
        canvas; ``spacing`` adds letter spacing in board pixels; ``angle`` in degrees."""
        glyphs = [fnt.render(ch, True, (255, 255, 255)) for ch in text]
        gap = spacing * self.ss
        total = sum(g.get_width() for g in glyphs) + gap * max(0, len(glyphs) - 1)
        height = max(g.get_height() for g in glyphs)
        line = pygame.Surface((math.ceil(total) + 2, height), pygame.SRCALPHA)
        x = 0.0
        for g in glyphs:
            line.blit(g, (round(x), 0))
            x += g.get_width() + gap
        if angle:
            line = pygame.transform.rotozoom(line, angle, 1.0)
        surf = self._surface()
        cx, cy = centre[0] * self.ss, centre[1] * self.ss
        surf.blit(line, (round(cx - line.get_width() / 2), round(cy - line.get_height() / 2)))
        return self._to_mask(surf)

    # ------------------------------------------------------------------ painting

    def fill(self, colour: np.ndarray) -> None:
        self.img[:] = colour

    def paint(self, mask: np.ndarray, colour: np.ndarray, alpha: float = 1.0) -> None:
        """Blend ``colour`` over the picture where ``mask`` (0..1) is set."""
        a = (mask * alpha)[..., None]
        self.img *= 1 - a
        self.img += a * colour

    def paint_array(self, mask: np.ndarray, colours: np.ndarray, alpha: float = 1.0) -> None:
        a = (mask * alpha)[..., None]
        self.img *= 1 - a
        self.img += a * colours

    def shade(self, amount: np.ndarray) -> None:
        """Multiply brightness by ``1 + amount`` (negative darkens)."""
        self.img *= (1 + amount)[..., None]

    def blur(self, mask: np.ndarray, sigma: float) -> np.ndarray:
        """Gaussian blur; ``sigma`` in board pixels."""
        return ndimage.gaussian_filter(mask, sigma * self.ss)

    def noise(self, sigma: float, seed: int) -> np.ndarray:
        """Smooth noise in about -1..1 with features ``sigma`` board pixels wide."""
        rng = np.random.default_rng(seed)
        small = max(1, int(sigma * self.ss / 4))
        field = rng.standard_normal((self.h // small + 2, self.w // small + 2)).astype(np.float32)
        field = ndimage.gaussian_filter(field, 4)
        field = ndimage.zoom(field, small, order=1)[: self.h, : self.w]
        return field / (np.abs(field).max() + 1e-6)

    def save(self, path: Path) -> None:
        """Average down to board size and write an 8-bit PNG."""
        s = self.ss
        img = self.img.reshape(self.height, s, self.width, s, 3).mean(axis=(1, 3))
        img = np.clip(img * 255 + 0.5, 0, 255).astype(np.uint8)
        surf = pygame.surfarray.make_surface(img.transpose(1, 0, 2))
        pygame.image.save(surf, str(path))


def star_polygon(centre: Point, r_out: float, r_in: float, points: int, turn: float = 0.0):
    cx, cy = centre
    poly = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        t = turn + math.pi * i / points - math.pi / 2
        poly.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return poly


def compass(canvas: Canvas, centre: Point, r: float, ink: np.ndarray, paper: np.ndarray) -> None:
    """A compass rose: ring, eight points (the four main ones half dark, half light), N."""
    cx, cy = centre
    canvas.paint(
        canvas.blur(canvas.ellipse_mask((cx + 2, cy + 3), r * 0.78, r * 0.78), 4), ink, 0.18
    )
    canvas.paint(canvas.ellipse_mask(centre, r * 0.72, r * 0.72), paper, 0.85)
    ring = canvas.ellipse_mask(centre, r * 0.72, r * 0.72) - canvas.ellipse_mask(
        centre, r * 0.68, r * 0.68
    )
    canvas.paint(np.clip(ring, 0, 1), ink, 0.8)
    ring2 = canvas.ellipse_mask(centre, r * 0.56, r * 0.56) - canvas.ellipse_mask(
        centre, r * 0.545, r * 0.545
    )
    canvas.paint(np.clip(ring2, 0, 1), ink, 0.5)
    # Minor points (diagonals), then the four main ones.
    for k in range(4):
        t = math.pi / 4 + k * math.pi / 2
        tip = (cx + r * 0.62 * math.cos(t), cy + r * 0.62 * math.sin(t))
        left = (
            cx + r * 0.12 * math.cos(t + math.pi / 2),
            cy + r * 0.12 * math.sin(t + math.pi / 2),
        )
        right = (
            cx + r * 0.12 * math.cos(t - math.pi / 2),
            cy + r * 0.12 * math.sin(t - math.pi / 2),
        )
        canvas.paint(canvas.polygons_mask([[tip, left, centre]]), ink, 0.55)
        canvas.paint(canvas.polygons_mask([[tip, right, centre]]), paper * 0.9, 0.95)
        canvas.paint(canvas.lines_mask([[tip, left, centre, right, tip]], 0.8), ink, 0.6)
    for k in range(4):
        t = k * math.pi / 2 - math.pi / 2
        tip = (cx + r * math.cos(t), cy + r * math.sin(t))
        left = (
            cx + r * 0.16 * math.cos(t + math.pi / 4),
            cy + r * 0.16 * math.sin(t + math.pi / 4),
        )
        right = (
            cx + r * 0.16 * math.cos(t - math.pi / 4),
            cy + r * 0.16 * math.sin(t - math.pi / 4),
        )
        canvas.paint(canvas.polygons_mask([[tip, left, centre]]), ink, 0.9)
        canvas.paint(canvas.polygons_mask([[tip, right, centre]]), paper, 1.0)
        canvas.paint(canvas.lines_mask([[tip, left, centre, right, tip]], 1.0), ink, 0.9)
    canvas.paint(canvas.ellipse_mask(centre, r * 0.06, r * 0.06), ink, 0.9)
    label = font("DejaVuSerif-Bold.ttf", round(r * 0.34 * canvas.ss))
    canvas.paint(canvas.text_mask("N", label, (cx, cy - r * 1.2)), ink, 0.9)


def cartouche(
    canvas: Canvas,
    rect: tuple[float, float, float, float],
    title: str,
    subtitle: str,
    ink: np.ndarray,
    paper: np.ndarray,
    accent: np.ndarray,
) -> None:
    """A title panel: soft shadow, paper, double frame with corner dots, title and subtitle."""
    x, y, w, h = rect

    def box(dx: float, dy: float, dw: float, dh: float):
        return [
            (x + dx, y + dy),
            (x + w - dw, y + dy),
            (x + w - dw, y + h - dh),
            (x + dx, y + h - dh),
        ]

    shadow = canvas.blur(canvas.polygons_mask([box(4, 6, -4, -6)]), 6)
    canvas.paint(shadow, ink, 0.25)
    canvas.paint(canvas.polygons_mask([box(0, 0, 0, 0)]), paper, 1.0)
    canvas.paint(canvas.lines_mask([box(0, 0, 0, 0)], 2.4, closed=True), ink, 0.85)
    canvas.paint(canvas.lines_mask([box(6, 6, 6, 6)], 0.9, closed=True), ink, 0.7)
    for cx, cy in ((x + 6, y + 6), (x + w - 6, y + 6), (x + 6, y + h - 6), (x + w - 6, y + h - 6)):
        canvas.paint(canvas.ellipse_mask((cx, cy), 3.2, 3.2), accent, 0.95)
    big = font("DejaVuSerif-Bold.ttf", round(h * 0.36 * canvas.ss))
    small = font("DejaVuSans.ttf", round(h * 0.13 * canvas.ss))
    canvas.paint(
        canvas.text_mask(title, big, (x + w / 2, y + h * 0.42), spacing=h * 0.05), ink, 0.92
    )
    rule_y = y + h * 0.68
    canvas.paint(
        canvas.lines_mask([[(x + w * 0.2, rule_y), (x + w * 0.8, rule_y)]], 0.9), accent, 0.8
    )
    canvas.paint(canvas.polygons_mask([star_polygon((x + w / 2, rule_y), 5, 2, 4)]), accent, 1.0)
    canvas.paint(
        canvas.text_mask(subtitle, small, (x + w / 2, y + h * 0.82), spacing=h * 0.03), ink, 0.8
    )


def frame(canvas: Canvas, ink: np.ndarray, light: np.ndarray) -> None:
    """A thin double frame round the board, and a soft vignette."""
    w, h = canvas.width, canvas.height
    yy, xx = np.mgrid[0 : canvas.h, 0 : canvas.w].astype(np.float32)
    dx = np.minimum(xx, canvas.w - 1 - xx) / canvas.ss
    dy = np.minimum(yy, canvas.h - 1 - yy) / canvas.ss
    edge = np.minimum(dx, dy)
    canvas.shade(-0.07 * np.exp(-edge / 40.0))
    outer = [(1.5, 1.5), (w - 1.5, 1.5), (w - 1.5, h - 1.5), (1.5, h - 1.5)]
    inner = [(7, 7), (w - 7, 7), (w - 7, h - 7), (7, h - 7)]
    canvas.paint(canvas.lines_mask([outer], 3.0, closed=True), ink, 0.9)
    canvas.paint(canvas.lines_mask([inner], 1.0, closed=True), ink, 0.55)
    band = (edge > 3) & (edge < 6.5)
    canvas.paint(band.astype(np.float32), light, 0.6)


def run_art_script(
    argv: list[str],
    description: str,
    data_path: Path,
    out_name: str,
    draw: Callable[[dict], Canvas],
    debug_overlay: Callable[[Canvas, dict], None],
) -> int:
    """The shared command line of the TTR art scripts: draw the board from the reference
    data into ``maps/<out_name>``, and with ``--debug PATH`` also a copy with the network."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--debug", type=Path, help="also write a copy with the network drawn")
    args = parser.parse_args(argv)
    if not data_path.is_file():
        print(f"reference data not found at {data_path}", file=sys.stderr)
        return 1
    data = json.loads(data_path.read_text(encoding="utf-8"))
    canvas = draw(data)
    out = MAPS / out_name
    canvas.save(out)
    print(f"wrote {out.relative_to(REPO)} ({out.stat().st_size // 1024} KiB)")
    if args.debug:
        debug_overlay(canvas, data)
        canvas.save(args.debug)
        print(f"wrote {args.debug}")
    return 0

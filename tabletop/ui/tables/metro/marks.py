"""Small marks drawn on the Metro board: each seat's symbol (so owners read without colour),
the "scored" tick, the legal/illegal cues (a tick or a cross plus a hatch, not colour alone)."""

from __future__ import annotations

import math

import pygame

from ... import theme

Point = tuple[float, float]

#: One shape per seat, in seat order: circle, square, triangle, diamond, star, hexagon.
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "hexagon")


def _polygon(
    center: Point, radius: float, corners: int, start: float, inner: float = 0
) -> list[Point]:
    points = []
    steps = corners * (2 if inner else 1)
    for i in range(steps):
        r = inner * radius if inner and i % 2 else radius
        a = start + 2 * math.pi * i / steps
        points.append((center[0] + r * math.cos(a), center[1] + r * math.sin(a)))
    return points


def symbol_points(seat: int, center: Point, radius: float) -> list[Point] | None:
    """The outline of ``seat``'s symbol (None for the circle)."""
    shape = SYMBOLS[seat % len(SYMBOLS)]
    if shape == "square":
        r = radius * 0.86
        x, y = center
        return [(x - r, y - r), (x + r, y - r), (x + r, y + r), (x - r, y + r)]
    if shape == "triangle":
        return _polygon((center[0], center[1] + radius * 0.18), radius * 1.12, 3, -math.pi / 2)
    if shape == "diamond":
        return _polygon(center, radius * 1.1, 4, -math.pi / 2)
    if shape == "star":
        return _polygon(center, radius * 1.15, 5, -math.pi / 2, inner=0.5)
    if shape == "hexagon":
        return _polygon(center, radius, 6, 0)
    return None


def symbol(
    surface: pygame.Surface,
    seat: int,
    center: Point,
    radius: float,
    color: theme.Color,
    ring: theme.Color | None = None,
) -> None:
    """``seat``'s symbol filled with ``color``, with a ``ring`` outline (default: a light
    ring, so black reads on dark panels)."""
    ring = ring if ring is not None else theme.mix(color, theme.TEXT, 0.6)
    width = max(1, round(radius / 4))
    points = symbol_points(seat, center, radius)
    if points is None:
        pygame.draw.circle(surface, ring, center, radius + width)
        pygame.draw.circle(surface, color, center, radius)
        return
    cx, cy = center
    grown = [
        (cx + (x - cx) * (1 + width / radius), cy + (y - cy) * (1 + width / radius))
        for x, y in points
    ]
    pygame.draw.polygon(surface, ring, grown)
    pygame.draw.polygon(surface, color, points)


def tick(surface: pygame.Surface, center: Point, size: float, color: theme.Color) -> None:
    """A check mark ✓ about ``size`` wide."""
    x, y = center
    s = size / 2
    points = [
        (x - s * 0.75, y + s * 0.02),
        (x - s * 0.2, y + s * 0.55),
        (x + s * 0.8, y - s * 0.55),
    ]
    pygame.draw.lines(surface, color, False, points, max(2, round(size / 5)))


def cross(surface: pygame.Surface, center: Point, size: float, color: theme.Color) -> None:
    """A cross ✗ about ``size`` wide."""
    x, y = center
    s = size / 2 * 0.7
    width = max(2, round(size / 5))
    pygame.draw.line(surface, color, (x - s, y - s), (x + s, y + s), width)
    pygame.draw.line(surface, color, (x - s, y + s), (x + s, y - s), width)


def badge(
    surface: pygame.Surface, center: Point, radius: float, fill: theme.Color, mark: str
) -> None:
    """A round badge with a tick or a cross in it."""
    pygame.draw.circle(surface, theme.TEXT, center, radius + max(1, radius / 6))
    pygame.draw.circle(surface, fill, center, radius)
    if mark == "tick":
        tick(surface, center, radius * 1.25, theme.TEXT)
    else:
        cross(surface, center, radius * 1.25, theme.TEXT)


def hatch(rect: pygame.Rect, color: tuple[int, int, int, int], gap: int) -> pygame.Surface:
    """A transparent layer of diagonal stripes (the "not here" pattern)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    width = max(1, gap // 3)
    for offset in range(-rect.height, rect.width, max(3, gap)):
        pygame.draw.line(layer, color, (offset, rect.height), (offset + rect.height, 0), width)
    return layer


def corners(
    surface: pygame.Surface, rect: pygame.Rect, color: theme.Color, length: int, width: int
) -> None:
    """Corner brackets round ``rect`` (a "you may place here" frame that leaves the art seen)."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for (cx, cy), (dx, dy) in (
        ((x0, y0), (1, 1)),
        ((x1, y0), (-1, 1)),
        ((x0, y1), (1, -1)),
        ((x1, y1), (-1, -1)),
    ):
        pygame.draw.line(surface, color, (cx, cy), (cx + dx * length, cy), width)
        pygame.draw.line(surface, color, (cx, cy), (cx, cy + dy * length), width)

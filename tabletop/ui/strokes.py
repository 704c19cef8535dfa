"""Lines drawn in dashes: a returned ticket, a ticket not yet joined, a tunnel's outline, the
stripe down a road. One rule for every board, so a dash looks the same wherever it is drawn."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Point = tuple[float, float]


def dashed(
    surface: pygame.Surface,
    color: tuple[int, ...],
    points: Sequence[Point],
    width: int,
    dash: float,
    gap: float | None = None,
    lead: float = 0.0,
) -> None:
    """Dashes of ``dash`` pixels with ``gap`` (default: ``dash``) between them along the line
    through ``points``; each leg starts afresh, ``lead`` of a gap in (a road's stripe starts
    half a gap in, so its corners fall between dashes). Dashes and gaps are at least 2 pixels."""
    dash = max(2.0, dash)
    gap = dash if gap is None else max(2.0, gap)
    for a, b in zip(points, points[1:], strict=False):
        length = math.dist(a, b)
        if length == 0:
            continue
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        pos = gap * lead
        while pos < length:
            end = min(length, pos + dash)
            pygame.draw.line(
                surface,
                color,
                (a[0] + ux * pos, a[1] + uy * pos),
                (a[0] + ux * end, a[1] + uy * end),
                width,
            )
            pos = end + gap

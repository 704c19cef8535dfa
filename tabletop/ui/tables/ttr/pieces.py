"""The TTR board's pieces as drawn: the empty tracks (each car space in its colour with its
symbol, a tunnel's dashed outline, a ferry's locomotive spaces), a seat's trains on a track and
its stations. The board's layers and the animations draw them alike, at any scale.

Colour-blind mode: empty tracks in ``ui/colorblind.py``'s palette at full strength with their
colour's symbol; a seat's pieces carry the seat's badge (its stored colour's shape) instead of
its marker (``SeatMark.badge``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from tabletop.games.ttr.board import TtrBoard
from tabletop.ui import colorblind, strokes, theme

from . import art
from .geometry import Car, CarGeometry, Quad


@dataclass(frozen=True)
class SeatMark:
    """How a seat's pieces say whose they are: the seat's marker, or in colour-blind mode its
    badge (a light disc with the shape of ``hue``, the seat's stored colour), never mistaken
    for an empty track's symbol. ``badge``: the badge's size at one pixel per board unit, a
    third wider than a train's body (at 1280×800 a car is about 10 pixels wide: a badge that
    size is all shape and no disc); None when not colour-blind."""

    seat: int
    hue: str | theme.Color
    badge: float | None = None


def paint_tracks(
    surface: pygame.Surface, board: TtrBoard, geo: CarGeometry, k: float, symbol: float | None
) -> None:
    """Every track's car spaces and their shadows, ``k`` pixels per board unit; ``symbol``: in
    colour-blind mode, the size of a colour's symbol in the picture's pixels (None: the
    usual look, the colour washed paler and its small symbol)."""

    def at(points: Quad, dx: float = 0.0, dy: float = 0.0) -> Quad:
        return [((x + dx) * k, (y + dy) * k) for x, y in points]

    shadow = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for rid in board.routes:
        for car in geo.cars[rid]:
            pygame.draw.polygon(shadow, (40, 30, 20, 70), at(geo.quad(car, grow=1.5), 2.5, 3))
    surface.blit(shadow, (0, 0))
    line = max(1, round(2 * k))
    for r in board.routes.values():
        if symbol is not None:
            # The colour-blind palette in full (its colours are kept apart for every kind
            # of colour vision only at full strength) and the colour's own large symbol.
            fill = colorblind.card_color(r.color)
        else:
            # Empty spaces clearly paler than the placed pieces, which stand out in full
            # colour (player and route colours overlap, as on the printed board). Black is
            # washed less, so it never reads as a gray route.
            wash = 0.25 if r.color == "black" else 0.5
            fill = theme.mix(art.rgb(r.color), (255, 255, 255), wash)
        ink = art.ink_on(fill)
        edge = (34, 30, 28)
        for index, car in enumerate(geo.cars[r.id]):
            quad = at(geo.quad(car))
            pygame.draw.polygon(surface, fill, quad)
            if index in r.locomotive_spaces:
                _wild_stripes(surface, quad)
            if r.tunnel:
                pygame.draw.polygon(surface, theme.mix(fill, (255, 255, 255), 0.25), quad, line)
                outline = at(geo.quad(car, grow=2.0))
                strokes.dashed(surface, edge, [*outline, outline[0]], round(3 * k), 4.5 * k)
            else:
                pygame.draw.polygon(surface, edge, quad, line)
            center = (car[0][0] * k, car[0][1] * k)
            if index in r.locomotive_spaces:
                pygame.draw.circle(
                    surface,
                    (250, 248, 240),
                    (round(center[0]), round(center[1])),
                    round(geo.half_w * 0.85 * k),
                )
                art.symbol(surface, "wheel", center, geo.half_w * 0.62 * k, (40, 40, 48))
            elif symbol is not None:
                colorblind.draw_card_symbol(surface, r.color, center, round(symbol))
            else:
                art.symbol(
                    surface,
                    art.SYMBOLS.get(r.color, "none"),
                    center,
                    geo.half_w * 0.42 * k,
                    ink,
                )


def _wild_stripes(surface: pygame.Surface, quad: Quad) -> None:
    """A locomotive space filled with the wild card's rainbow stripes, across the car: the
    small wheel alone read as a dot on a plain board (no art beside it), while the stripes say
    "a locomotive card" at any zoom, and by their pattern, not one colour, in colour-blind
    mode too."""
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = quad  # a→b one long side, d→c the other
    n = len(art.RAINBOW)
    for i, colour in enumerate(art.RAINBOW):
        t0, t1 = i / n, (i + 1) / n
        pygame.draw.polygon(
            surface,
            colour,
            [
                (ax + (bx - ax) * t0, ay + (by - ay) * t0),
                (ax + (bx - ax) * t1, ay + (by - ay) * t1),
                (dx + (cx - dx) * t1, dy + (cy - dy) * t1),
                (dx + (cx - dx) * t0, dy + (cy - dy) * t0),
            ],
        )


def draw_trains(
    surface: pygame.Surface,
    geo: CarGeometry,
    cars: Sequence[Car],
    color: theme.Color,
    mark: SeatMark,
    s: float,
    origin: tuple[float, float],
) -> None:
    """The owner's trains on car spaces, board point p drawn at p × ``s`` + ``origin``
    (anti-aliased edges)."""
    edge = theme.mix(color, (0, 0, 0), 0.6)
    roof = theme.mix(color, (255, 255, 255), 0.38)
    x0, y0 = origin
    # A placed piece seen from above: a body a little larger than the space, a lighter
    # roof along it and the seat's marker (so colour is never the only cue).
    body_w = geo.half_w * 1.05 + 0.8
    roof_grow = -0.45 * body_w
    roof_widen = 0.95 * body_w / geo.half_w
    if not cars:
        return
    bodies = [
        [(x * s + x0, y * s + y0) for x, y in geo.quad(car, grow=0.8, widen=1.05)] for car in cars
    ]
    xs = [p[0] for q in bodies for p in q]
    ys = [p[1] for q in bodies for p in q]
    box = pygame.Rect(
        int(min(xs)) - 2,
        int(min(ys)) - 2,
        int(max(xs) - min(xs)) + 8,
        int(max(ys) - min(ys)) + 8,
    )
    box = box.clip(surface.get_clip())
    if box.width <= 0 or box.height <= 0:
        return
    shadow = pygame.Surface(box.size, pygame.SRCALPHA)
    drop = max(1.0, 2.2 * s)
    for quad in bodies:
        pygame.draw.polygon(
            shadow, (0, 0, 0, 110), [(x - box.x + drop, y - box.y + drop) for x, y in quad]
        )
    surface.blit(shadow, box)
    marker = max(1.5, body_w * s * 0.42)
    for car, quad in zip(cars, bodies, strict=True):
        (cx, cy), _d, _hl = car
        pygame.draw.polygon(surface, color, quad)
        pygame.draw.polygon(surface, edge, quad, max(1, round(1.8 * s)))
        pygame.draw.aalines(surface, edge, True, quad)
        top = [(x * s + x0, y * s + y0) for x, y in geo.quad(car, grow=roof_grow, widen=roof_widen)]
        center = (cx * s + x0, cy * s + y0)
        if mark.badge is not None:  # no lighter roof: the body is the palette's colour itself
            colorblind.draw_player_mark(surface, mark.hue, center, round(mark.badge * s))
        else:
            pygame.draw.polygon(surface, roof, top)
            art.symbol(surface, art.seat_marker(mark.seat), center, marker, edge)


def draw_station(
    surface: pygame.Surface, pos: tuple[int, int], color: theme.Color, mark: SeatMark, city_r: int
) -> None:
    """A station at ``pos`` beside a city dot of radius ``city_r``."""
    size = max(10, round(city_r * 2.6))
    x, y = pos
    cx, cy = x, y - round(city_r * 0.4)
    half = size // 2
    roof = [(cx - half, cy), (cx, cy - half), (cx + half, cy)]
    body = pygame.Rect(cx - half + size // 6, cy, size - size // 3, round(half * 0.9))
    edge = theme.mix(color, (0, 0, 0), 0.6)
    pygame.draw.polygon(surface, color, roof)
    pygame.draw.rect(surface, color, body)
    pygame.draw.aalines(surface, edge, True, roof)
    pygame.draw.rect(surface, edge, body, 1)
    if mark.badge is not None:
        badge = max(colorblind.MIN_SYMBOL_PX, round(half * 1.1))
        colorblind.draw_player_mark(surface, mark.hue, (cx, cy), badge)
    else:
        ink = art.ink_on(color)
        art.symbol(
            surface, art.seat_marker(mark.seat), body.center, max(2, body.height * 0.28), ink
        )

"""The Great Tour's board picture as painted once per size and zoom level (``paint_map``):
the map background, the roads (red ones faded to a dashed ghost unless 5–6 players play), the
waypoints with their names on a halo and the cities with their colour, symbol and name plate.
Everything is placed through the board's projection (``ProjectedBoard``)."""

from __future__ import annotations

import pygame

from tabletop.games.great_tour.names import place_name
from tabletop.ui import fonts, strokes, theme
from tabletop.ui.theme import Space, Stroke

from . import art
from . import layout as L
from .projection import ProjectedBoard

#: Board sizes in map pixels (they scale with the board; ``layout`` holds their minimums).
WAYPOINT_LABEL = 17
CITY_LABEL = 24
FRAME = 3
#: A city's symbol radius as a share of the city's radius (colour-blind mode: larger).
SYMBOL_SHARE = 0.45
CB_SYMBOL_SHARE = 0.62
#: The light outline round a waypoint's name, so it reads on the map.
HALO = (250, 246, 234)


def paint_map(
    surface: pygame.Surface,
    geo: ProjectedBoard,
    palette: art.Palette,
    background: pygame.Surface | None,
) -> None:
    """The whole static picture on ``surface``, through ``geo``'s projection now: the map's
    ``background`` (its board part), the roads, the waypoints and the cities, and a frame."""
    surface.fill(art.PAPER)
    if background is not None:
        mx, my, mw, mh = geo.map_rect
        part = background.subsurface(
            pygame.Rect(round(mx), round(my), round(mw), round(mh)).clip(background.get_rect())
        )
        surface.blit(pygame.transform.smoothscale(part, surface.get_size()), (0, 0))
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    board = geo.board
    for seg in board.segments:
        if seg.red and not geo.red_in_play:
            _faded_road(layer, geo, seg.id)
    surface.blit(layer, (0, 0))
    for seg in board.segments:
        if not seg.red or geo.red_in_play:
            _road(surface, geo, seg.id, seg.red)
    for wp in board.waypoints:
        faded = wp.red_only and not geo.red_in_play
        _waypoint(surface, geo, wp.id, place_name(wp.label), faded)
    for city in board.cities:
        _city(surface, geo, palette, city.id, place_name(city.label))
    pygame.draw.rect(surface, (92, 80, 62), surface.get_rect(), max(1, round(geo.s(FRAME))))


def _road(surface: pygame.Surface, geo: ProjectedBoard, seg_id: str, red: bool) -> None:
    pts = geo.segment_points(seg_id)
    w = geo.road_width
    fill = art.RED_ROAD if red else art.ROAD
    for width, color in ((w + 4, art.ROAD_EDGE), (w, fill)):
        pygame.draw.lines(surface, color, False, pts, width)
        for p in pts:
            pygame.draw.circle(surface, color, (round(p[0]), round(p[1])), width // 2)
    # Dashes down the middle read as a road on the map.
    dash_color = (255, 236, 228) if red else (196, 182, 150)
    strokes.dashed(surface, dash_color, pts, max(1, w // 4), geo.s(14), geo.s(10), 0.5)


def _faded_road(layer: pygame.Surface, geo: ProjectedBoard, seg_id: str) -> None:
    """A red segment not in play (3–4 players): a faint dashed ghost of the road."""
    pts = geo.segment_points(seg_id)
    w = max(2, geo.road_width // 2)
    strokes.dashed(layer, (*art.RED_ROAD, 95), pts, w, geo.s(16), geo.s(12), 0.5)


def _waypoint(
    surface: pygame.Surface, geo: ProjectedBoard, wp_id: str, label: str, faded: bool
) -> None:
    x, y = geo.node_at(wp_id)
    r = round(geo.waypoint_radius)
    if faded:
        ghost = pygame.Surface((2 * r + 4, 2 * r + 4), pygame.SRCALPHA)
        pygame.draw.circle(ghost, (*art.RED_ROAD, 90), (r + 2, r + 2), r, 2)
        surface.blit(ghost, (x - r - 2, y - r - 2))
        return
    pygame.draw.circle(surface, art.ROAD_EDGE, (x, y), r + 2)
    pygame.draw.circle(surface, (255, 252, 244), (x, y), r)
    pygame.draw.circle(surface, (164, 148, 118), (x, y), max(1, r // 3))
    size = max(theme.px(L.WAYPOINT_LABEL_MIN), round(geo.s(WAYPOINT_LABEL)))
    theme.write(
        surface,
        label,
        fonts.font("regular", size),
        art.INK_MUTED,
        (x, y + r + 2 + size // 2 + 1),
        "center",
        halo=HALO,
    )


def _city(
    surface: pygame.Surface, geo: ProjectedBoard, palette: art.Palette, city_id: str, label: str
) -> None:
    x, y = geo.node_at(city_id)
    r = round(geo.city_radius)
    color = palette.colors[city_id]
    pygame.draw.circle(surface, (40, 32, 24), (x + 2, y + 3), r + 3)
    pygame.draw.circle(surface, (255, 252, 244), (x, y), r + 3)
    pygame.draw.circle(surface, color, (x, y), r)
    pygame.draw.circle(surface, (40, 32, 24), (x, y), r + 3, 1)
    # Colour-blind mode: the symbol is more than half the city's height (it tells the
    # cities apart where their colours come close).
    share = CB_SYMBOL_SHARE if palette.colorblind else SYMBOL_SHARE
    art.symbol(surface, palette.shapes[city_id], (x, y), r * share, (255, 252, 244), (40, 32, 24))
    size = max(theme.px(L.CITY_LABEL_MIN), round(geo.s(CITY_LABEL)))
    f = fonts.font("bold", size)
    plate = pygame.Rect((0, 0), f.size(label))
    plate.midtop = (x, y + r + 5)
    plate.inflate_ip(theme.px(Space.L), theme.px(Space.XS))
    pygame.draw.rect(surface, (40, 32, 24), plate.move(1, 2), border_radius=plate.height // 2)
    pygame.draw.rect(surface, art.PAPER, plate, border_radius=plate.height // 2)
    pygame.draw.rect(
        surface, color, plate, max(2, theme.px(Stroke.THIN)), border_radius=plate.height // 2
    )
    theme.write(surface, label, f, art.INK, plate.center, "center", box=plate)

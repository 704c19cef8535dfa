"""``BoardPanel``: the Metro board drawn from the map — the placed tiles and the station
plates (one cached layer at the map's own resolution, repainted when a tile is placed), the
last tile and the lines it completed, the line of the station under the pointer, the squares
where the current tile may go and the tile itself as a ghost under the pointer, marked legal
or not.

The board zooms and pans (``BoardViewport``: the wheel, a drag, Home/0 and the "whole board"
button): the layer is drawn through ``draw_image``, everything on it through the geometry,
which maps board units to the window through the viewport, and hit-testing maps the pointer
back (``to_board``), so clicks, highlights and animations stay exact at every zoom."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.metro import CellTarget, Preview, StationTarget
from tabletop.controller.reply import Target
from tabletop.games.metro import LastTile, MetroView

from ... import colorblind, fonts, theme
from ...cache import CachedLayer
from ...theme import Stroke
from ...viewport import BoardViewport
from ...widgets import Panel
from . import marks
from .art import MetroArt
from .effects import TRACE_WIDTH, casing_for, draw_trace, points_label
from .geometry import BoardGeometry
from .layout import fit_picture

if TYPE_CHECKING:
    from .table import MetroTable

#: Translucent fills on the board (RGBA).
LEGAL_FILL = (*theme.ACCENT, 60)
ILLEGAL_HATCH = (*theme.DANGER, 120)
GHOST_ALPHA = 200
UNOWNED_SHADE = (40, 46, 58, 150)
#: Parts of a square (the board's own scale, not the window's): the corner brackets of a legal
#: square, the legal/illegal badge and its distance from the corner, the "×2" tag's font.
BRACKET = 0.22
BADGE_RADIUS = 0.12
BADGE_INSET = 0.16
TAG_FONT = 0.17
#: The central block's brass frame: its stroke and corner radius, per square.
FRAME_STROKE = 0.04
FRAME_RADIUS = 0.08
#: The deepest zoom (the whole board fits at 1): a square then fills about a third of the
#: panel's height at 960×600 and the art, 128 px a square, is still shown at most 2.3×.
MAX_ZOOM = 3.0
#: In colour-blind mode the seat's badge on a plate, as a share of the plate's height (at
#: least half, colorblind.SYMBOL_SHARE), and on the last placed tile, per square.
PLATE_MARK_SHARE = colorblind.SYMBOL_SHARE
TILE_MARK_SHARE = 0.42


class BoardPanel(Panel):
    def __init__(self, table: MetroTable) -> None:
        super().__init__()
        self.table = table
        #: Where the board picture is drawn (the panel's rect, shaped like the picture).
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        #: Zoom and pan, kept for the whole game (every relayout keeps them).
        self.viewport = BoardViewport(self.art.picture_size, max_zoom=MAX_ZOOM)
        self.geo: BoardGeometry | None = None
        #: The picture's own geometry (one board unit a pixel): the layer is painted with it.
        self.layer_geo: BoardGeometry | None = None
        self._layer = CachedLayer()
        #: The ghost shown under the pointer in the last frame (None: no ghost).
        self.preview: Preview | None = None

    @property
    def art(self) -> MetroArt:
        return self.table.art

    @property
    def view(self) -> MetroView:
        return self.table.view

    def place(self, room: pygame.Rect) -> None:
        """Lay the board out in ``room``: the largest picture of its shape, centred (the
        viewport keeps its zoom and the board point at its centre)."""
        picture = self.art.picture_size
        self.picture_rect = self.rect = fit_picture(room, picture)
        if self.viewport.board_size != (float(picture[0]), float(picture[1])):
            self.viewport = BoardViewport(picture, max_zoom=MAX_ZOOM)  # another map's art
        self.viewport.set_rect(self.rect)
        offset = self.art.picture_offset
        self.geo = BoardGeometry(self.table.board, self.viewport, offset)
        self.layer_geo = BoardGeometry.painted(self.table.board, picture, offset)
        self._layer.invalidate()

    # ------------------------------------------------------------------ targets
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The plate or square under ``pos``, hit-tested in board units; nothing outside the
        panel (a zoomed board's hidden part is not there to click)."""
        if self.geo is None or not self.viewport.contains(pos):
            return None
        station = self.geo.plate_at(pos)
        if station is not None:
            return StationTarget(station)
        cell = self.geo.cell_at(pos)
        return CellTarget(*cell) if cell is not None else None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        if self.geo is None:
            return None
        if isinstance(target, CellTarget):
            return self.geo.cell_rect(target.row, target.col)
        if isinstance(target, StationTarget):
            x, y = self.geo.plate(target.number)
            r = round(self.geo.plate_radius)
            return pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
        return None

    # ------------------------------------------------------------------ the cached layer
    def layer(self) -> pygame.Surface:
        """The board picture with the placed tiles and the station marks, at the picture's
        own resolution (repainted only when a tile is placed, a line scores, or the seat
        colours or the colour-blind mode change; zoom and window size scale it, not repaint)."""
        view = self.view
        tiles = tuple((t["row"], t["col"], t["tile"], t["rotation"]) for t in view["tiles"])
        owners = tuple(sorted((int(k), v) for k, v in view["owners"].items()))
        colours = tuple(seat.color for seat in self.table.match.seats)
        key = (tiles, owners, tuple(view["scored"]), colours, self.table.colorblind)
        return self._layer.get(key, self.art.picture_size, self._paint_layer, alpha=False)

    def _paint_layer(self, layer: pygame.Surface) -> None:
        geo = self.layer_geo
        assert geo is not None
        layer.blit(self.art.board_picture(), (0, 0))
        for tile in self.view["tiles"]:
            cell = geo.cell_rect(tile["row"], tile["col"])
            layer.blit(self.art.native_tile(tile["tile"], tile["rotation"]), cell)
        self._paint_centre(layer, geo)
        for station in self.table.board.stations:
            self._paint_plate(layer, station.number, geo)

    def _paint_centre(self, layer: pygame.Surface, geo: BoardGeometry) -> None:
        """The central station stands out: a brass frame and a "×2" tag (lines ending there
        score double)."""
        block = geo.centre_rect()
        # The layer is at the map's resolution: strokes are in its units, not the window's.
        width = max(2, round(geo.cell * FRAME_STROKE))
        pygame.draw.rect(
            layer,
            theme.ACCENT,
            block.inflate(width * 2, width * 2),
            width,
            border_radius=round(geo.cell * FRAME_RADIUS),
        )
        # The tag sits left of the board's arrow, clear of the 8 entrances and the medallion.
        # It is painted once into the layer, at the board's own scale.
        cell = geo.cell
        f = fonts.font("bold", max(9, round(cell * TAG_FONT)))
        pill = pygame.Rect((0, 0), f.size("×2")).inflate(round(cell * 0.12), round(cell * 0.03))
        pill.center = (round(block.x + cell * 0.68), round(block.y + cell * 0.33))
        pygame.draw.rect(layer, theme.ACCENT, pill, border_radius=pill.height // 2)
        theme.write(layer, "×2", f, theme.TEXT_DARK, pill.center, "center", box=pill)

    def _paint_plate(self, layer: pygame.Surface, number: int, geo: BoardGeometry) -> None:
        """A station plate: the owner's colour ring and symbol; filled and ticked once its
        line has scored; shaded when nobody owns it. In colour-blind mode the symbol is the
        seat's badge (its colour's shape), at least half the plate's height."""
        center = geo.plate(number)
        r = geo.plate_radius
        owner = self.view["owners"].get(str(number))
        if owner is None:
            shade = pygame.Surface((round(2 * r + 4), round(2 * r + 4)), pygame.SRCALPHA)
            pygame.draw.circle(shade, UNOWNED_SHADE, (r + 2, r + 2), r + 1)
            layer.blit(shade, (center[0] - r - 2, center[1] - r - 2))
            return
        color = self.table.seat_color(owner)
        ring = max(2, round(r * 0.22))
        if number in self.view["scored"]:
            pygame.draw.circle(layer, color, center, r + ring * 0.6)
            pygame.draw.circle(layer, casing_for(color), center, r + ring * 0.6, 1)
            f = fonts.font("bold", max(8, round(r * 0.95)))
            ink = theme.readable_on(color)
            theme.write(layer, str(number), f, ink, (center[0], center[1] + 1), "center")
            marks.badge(
                layer, (center[0] + r * 0.78, center[1] - r * 0.78), r * 0.42, theme.GOOD, "tick"
            )
        else:
            pygame.draw.circle(layer, color, center, r + ring * 0.6, ring)
        corner = (center[0] - r * 0.8, center[1] + r * 0.8)
        if self.table.colorblind:
            self.table.draw_seat_mark(layer, owner, corner, round(PLATE_MARK_SHARE * 2 * r))
        else:
            marks.symbol(layer, owner, corner, r * 0.34, color)

    # ------------------------------------------------------------------ every frame
    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geo
        if geo is None:
            return
        before = surface.get_clip()
        surface.set_clip(self.rect.clip(before))  # a zoomed board stays inside its panel
        try:
            self.viewport.draw_image(surface, self.layer())
            self._draw_marks(surface, geo)
        finally:
            surface.set_clip(before)
        self.viewport.draw_controls(surface)

    def _draw_marks(self, surface: pygame.Surface, geo: BoardGeometry) -> None:
        """What changes from frame to frame, through the geometry (so through the zoom)."""
        view = self.view
        width = geo.cell * TRACE_WIDTH
        last = view["last_tile"]
        if last is not None:
            # The last placed tile stays outlined in its player's colour (and, in colour-blind
            # mode, carries the seat's badge on its corner).
            rect = geo.cell_rect(last["row"], last["col"])
            color = self.table.seat_color(last["seat"])
            pygame.draw.rect(surface, casing_for(color), rect.inflate(2, 2), 1)
            pygame.draw.rect(surface, color, rect, theme.px(Stroke.MEDIUM))
            if self.table.colorblind:
                self.table.draw_seat_mark(
                    surface, last["seat"], rect.topleft, round(geo.cell * TILE_MARK_SHARE)
                )
            if not self.table.animations.busy:
                self._draw_last_scored(surface, last, width)
        hovered = self.table.hover
        if isinstance(hovered, StationTarget):
            line = view["lines"].get(str(hovered.number))
            if line and line["segments"]:
                color = self.table.line_color(line["owner"])
                draw_trace(surface, geo.line_points(hovered.number, line), color, width)
        self._draw_placing(surface)

    def _draw_last_scored(self, surface: pygame.Surface, last: LastTile, width: float) -> None:
        """Lines the last placement completed (complete lines through the last tile), traced
        in their owner's colour with their points at their station."""
        geo = self.geo
        assert geo is not None
        cell = [last["row"], last["col"]]
        done = [
            (int(number), line)
            for number, line in self.view["lines"].items()
            if line["complete"] and cell in line["path"]
        ]
        for number, line in done:
            color = self.table.line_color(line["owner"])
            draw_trace(surface, geo.line_points(number, line), color, width)
        for number, line in done:
            text = f"+{line['points']}" if line["owner"] is not None else "0"
            color = self.table.line_color(line["owner"])
            points_label(
                surface,
                text,
                geo.label_anchor(number),
                color,
                "label",
                mark=self.table.line_mark(line["owner"]),
            )

    def _draw_placing(self, surface: pygame.Surface) -> None:
        """Legal squares highlighted, and the tile under the pointer as a ghost marked legal
        or not (the controller's ``hover_preview``)."""
        geo = self.geo
        assert geo is not None
        table = self.table
        self.preview = None
        if not table.can_act:
            return
        cells = table.controller.legal_cells(self.view, table.legal())
        size = round(geo.cell)
        fill = pygame.Surface((size, size), pygame.SRCALPHA)
        fill.fill(LEGAL_FILL)
        bracket = max(4, round(geo.cell * BRACKET))
        for (row, col), now in cells.items():
            rect = geo.cell_rect(row, col)
            if now:
                surface.blit(fill, rect)
                marks.corners(
                    surface, rect.inflate(-4, -4), theme.ACCENT, bracket, theme.px(Stroke.MEDIUM)
                )
            else:
                marks.corners(surface, rect.inflate(-6, -6), theme.TEXT_MUTED, bracket // 2, 1)
        hovered = table.hover
        if not isinstance(hovered, CellTarget):
            return
        preview = self.preview = table.controller.hover_preview(self.view, table.legal(), hovered)
        if preview is None:
            return
        rect = geo.cell_rect(preview.row, preview.col)
        ghost = self.art.tile(preview.tile, preview.rotation, rect.width).copy()
        ghost.set_alpha(GHOST_ALPHA)
        surface.blit(ghost, rect)
        color = theme.GOOD if preview.legal else theme.DANGER
        if not preview.legal:
            surface.blit(marks.hatch(rect, ILLEGAL_HATCH, max(6, rect.width // 8)), rect)
        pygame.draw.rect(surface, color, rect, theme.px(Stroke.MEDIUM))
        marks.badge(
            surface,
            (rect.right - geo.cell * BADGE_INSET, rect.top + geo.cell * BADGE_INSET),
            geo.cell * BADGE_RADIUS,
            color,
            "tick" if preview.legal else "cross",
        )


__all__ = ["BoardPanel"]

"""``BoardPanel``: the Metro board drawn from the map — the placed tiles and the station
plates (one cached layer, repainted when a tile is placed), the last tile and the lines it
completed, the line of the station under the pointer, the squares where the current tile may
go and the tile itself as a ghost under the pointer, marked legal or not."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.metro import CellTarget, Preview, StationTarget
from tabletop.controller.reply import Target
from tabletop.games.metro import LastTile, MetroView

from ... import fonts, theme
from ...cache import CachedLayer
from ...theme import Stroke
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


class BoardPanel(Panel):
    def __init__(self, table: MetroTable) -> None:
        super().__init__()
        self.table = table
        #: Where the board picture is drawn (the panel's rect, shaped like the picture).
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        self.geo: BoardGeometry | None = None
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
        """Lay the board out in ``room``: the largest picture of its shape, centred."""
        self.picture_rect = self.rect = fit_picture(room, self.art.picture_size)
        self.geo = BoardGeometry(
            self.table.board,
            self.picture_rect,
            self.art.picture_size,
            self.art.picture_offset,
        )
        self._layer.invalidate()

    # ------------------------------------------------------------------ targets
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        if self.geo is None:
            return None
        station = self.geo.plate_at(pos)
        if station is not None:
            return StationTarget(station)
        if not self.picture_rect.collidepoint(pos):
            return None
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
        """The board picture with the placed tiles and the station marks (repainted only when
        a tile is placed, a line scores, or the window or seat colours change)."""
        view = self.view
        tiles = tuple((t["row"], t["col"], t["tile"], t["rotation"]) for t in view["tiles"])
        owners = tuple(sorted((int(k), v) for k, v in view["owners"].items()))
        colours = tuple(seat.color for seat in self.table.match.seats)
        key = (self.picture_rect.topleft, tiles, owners, tuple(view["scored"]), colours)
        return self._layer.get(key, self.picture_rect.size, self._paint_layer, alpha=False)

    def _paint_layer(self, layer: pygame.Surface) -> None:
        geo = self.geo
        assert geo is not None
        rect = self.picture_rect
        layer.blit(self.art.board_picture(rect.width), (0, 0))
        shift = (-rect.x, -rect.y)
        for tile in self.view["tiles"]:
            cell = geo.cell_rect(tile["row"], tile["col"]).move(shift)
            layer.blit(self.art.tile(tile["tile"], tile["rotation"], cell.width), cell)
        self._paint_centre(layer, shift)
        for station in self.table.board.stations:
            self._paint_plate(layer, station.number, shift)

    def _paint_centre(self, layer: pygame.Surface, shift: tuple[int, int]) -> None:
        """The central station stands out: a brass frame and a "×2" tag (lines ending there
        score double)."""
        assert self.geo is not None
        block = self.geo.centre_rect().move(shift)
        width = theme.px(Stroke.MEDIUM)
        pygame.draw.rect(
            layer,
            theme.ACCENT,
            block.inflate(width * 2, width * 2),
            width,
            border_radius=theme.px(theme.RADIUS),
        )
        # The tag sits left of the board's arrow, clear of the 8 entrances and the medallion.
        # It is painted once into the layer, at the board's own scale.
        cell = self.geo.cell
        f = fonts.font("bold", max(9, round(cell * TAG_FONT)))
        tag = f.render("×2", True, theme.TEXT_DARK)
        pill = tag.get_rect().inflate(round(cell * 0.12), round(cell * 0.03))
        pill.center = (round(block.x + cell * 0.68), round(block.y + cell * 0.33))
        pygame.draw.rect(layer, theme.ACCENT, pill, border_radius=pill.height // 2)
        layer.blit(tag, tag.get_rect(center=pill.center))

    def _paint_plate(self, layer: pygame.Surface, number: int, shift: tuple[int, int]) -> None:
        """A station plate: the owner's colour ring and symbol; filled and ticked once its
        line has scored; shaded when nobody owns it."""
        geo = self.geo
        assert geo is not None
        x, y = geo.plate(number)
        center = (x + shift[0], y + shift[1])
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
            label = f.render(str(number), True, theme.readable_on(color))
            layer.blit(label, label.get_rect(center=(center[0], center[1] + 1)))
            marks.badge(
                layer, (center[0] + r * 0.78, center[1] - r * 0.78), r * 0.42, theme.GOOD, "tick"
            )
        else:
            pygame.draw.circle(layer, color, center, r + ring * 0.6, ring)
        marks.symbol(layer, owner, (center[0] - r * 0.8, center[1] + r * 0.8), r * 0.34, color)

    # ------------------------------------------------------------------ every frame
    def draw(self, surface: pygame.Surface) -> None:
        geo = self.geo
        if geo is None:
            return
        surface.blit(self.layer(), self.picture_rect)
        view = self.view
        width = geo.cell * TRACE_WIDTH
        last = view["last_tile"]
        if last is not None:
            # The last placed tile stays outlined in its player's colour.
            rect = geo.cell_rect(last["row"], last["col"])
            color = self.table.seat_color(last["seat"])
            pygame.draw.rect(surface, casing_for(color), rect.inflate(2, 2), 1)
            pygame.draw.rect(surface, color, rect, theme.px(Stroke.MEDIUM))
            if not self.table.animations.busy:
                self._draw_last_scored(surface, last, width)
        hovered = self.table.hover_target
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
            points_label(surface, text, geo.label_anchor(number), color, "label")

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
        hovered = table.hover_target
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

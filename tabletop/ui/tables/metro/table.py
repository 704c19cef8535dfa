"""The Metro table: the board drawn from the map, the player's tiles large beside it, a panel
per seat, the pool and the game log. Everything is drawn from ``self.view``; clicks go through
``MetroController`` (``tabletop/controller/metro.py``), which matches them against the legal
actions and explains refusals with the engine's words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.controller.metro import MetroController, Preview, Reply, Target
from tabletop.core import Action, Event
from tabletop.games.metro import DrawTile, LineCompleted, TilePlaced

from ... import anim, fonts, theme
from ...scenes.game_over import winners_text
from ...table import AUTO, TableScene
from ...widgets import Button
from . import marks
from .art import MetroArt
from .effects import TRACE_WIDTH, casing_for, draw_trace, points_label, trace_animation
from .geometry import BoardGeometry
from .words import describe, end_words, points_words

if TYPE_CHECKING:
    from tabletop.play import Match

    from ...app import App

#: Translucent fills on the board (RGBA).
LEGAL_FILL = (*theme.ACCENT, 60)
GHOST_ALPHA = 200
UNOWNED_SHADE = (40, 46, 58, 150)


@dataclass(frozen=True)
class Slot:
    """A tile shown in the hand column: the drawn tile or hand tile ``index``."""

    kind: str  # "drawn" or "hand"
    index: int
    tile: str
    rect: pygame.Rect


class MetroTable(TableScene):
    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        self.controller = MetroController()
        self.board = match.game.tables.board  # type: ignore[attr-defined]
        self.art = MetroArt(self.board)
        self.geo: BoardGeometry | None = None
        self.picture_rect = self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.pool_rect = self.hint_rect = self.tiles_rect = pygame.Rect(0, 0, 0, 0)
        self.hover_pos: tuple[int, int] | None = None
        self._pressed: Target | None = None
        self._legal_key: tuple[int, bool] | None = None
        self._legal: list[Action] = []
        self._layer_key: tuple[Any, ...] | None = None
        self._layer: pygame.Surface | None = None
        #: What the last frame showed under the mouse: the placement preview and the tooltip.
        self.preview: Preview | None = None
        self.tooltip_lines: list[str] = []
        self._tip: tuple[list[str], theme.Color | None, tuple[int, int] | None] | None = None
        super().__init__(app, match, viewer=viewer)
        self.draw_button = Button(
            "Draw a tile", self._click_draw, style="secondary", role="body_bold"
        )
        self.turn_left = Button("↺", lambda: self._act(("rotate", -1)), style="ghost")
        self.turn_right = Button("↻", lambda: self._act(("rotate", 1)), style="ghost")
        self.widgets += [self.draw_button, self.turn_left, self.turn_right]
        self._update_widgets()

    # ------------------------------------------------------------------ state helpers
    def legal(self) -> list[Action]:
        """The legal actions when the viewer may act (cached per ply), else none."""
        key = (self.match.ply, self.can_act)
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.match.legal_actions() if self.can_act else []
        return self._legal

    def refresh(self) -> None:
        super().refresh()
        if hasattr(self, "controller"):
            self.controller.sync(self.view)

    def _act(self, target: Target) -> Reply:
        """Send a target through the controller: submit its action or show its refusal."""
        reply = self.controller.handle(self.view, self.legal(), target)
        if reply.action is not None:
            self.submit(reply.action)
        elif reply.message is not None:
            self.app.toast(reply.message, "error")
        return reply

    def _click_draw(self) -> None:
        self._act(("deck",))

    def _update_widgets(self) -> None:
        acting = self.can_act
        self.draw_button.visible = acting and self.controller.can_draw(self.legal())
        rotating = acting and self.controller.rotation_allowed(self.view)
        self.turn_left.visible = self.turn_right.visible = rotating

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        b = self.board_rect
        gap = theme.px(theme.PAD)
        pw, ph = self.art.picture_size
        # The hand column stands beside the seats column; the board is centred in the rest.
        hand_w = max(theme.px(172), min(theme.px(236), b.width - b.height - gap))
        self.hand_rect = pygame.Rect(b.right - hand_w, b.y, hand_w, b.height)
        room = b.width - hand_w - gap
        width = min(room, round(b.height * pw / ph))
        height = round(width * ph / pw)
        x = b.x + (room - width) // 2
        self.picture_rect = pygame.Rect(x, b.y + (b.height - height) // 2, width, height)
        self.geo = BoardGeometry(self.board, self.picture_rect, (pw, ph), self.art.picture_offset)
        pad = theme.px(12)
        inner = self.hand_rect.inflate(-2 * pad, -2 * pad)
        bh = theme.px(42)
        # Bottom up: the draw button and the pool; the tiles, the turn buttons and the hint
        # go from the top (``_flow_hand`` places them each frame: the hand changes size).
        self.draw_button.rect = pygame.Rect(inner.x, inner.bottom - bh, inner.width, bh)
        pool_h = theme.px(96)
        self.pool_rect = pygame.Rect(
            inner.x, self.draw_button.rect.y - theme.px(12) - pool_h, inner.width, pool_h
        )
        top = inner.y + theme.px(26)
        reserve = theme.px(44) + theme.px(92)  # turn buttons + hint
        self.tiles_rect = pygame.Rect(
            inner.x, top, inner.width, self.pool_rect.y - theme.px(12) - reserve - top
        )
        self._flow_hand()
        self._layer_key = None

    # ------------------------------------------------------------------ hand column geometry
    def slots(self) -> list[Slot]:
        """The tiles in the hand column, top down: the drawn tile first, then the hand."""
        view = self.view
        tiles: list[tuple[str, int, str]] = []
        if view.get("drawn"):
            tiles.append(("drawn", 0, view["drawn"]))
        tiles += [("hand", i, tile) for i, tile in enumerate(view.get("hand", []))]
        if not tiles:
            return []
        area = self.tiles_rect
        gap = theme.px(26)  # room for each tile's caption
        n = len(tiles)
        size = min(area.width - theme.px(8), (area.height - gap * n) // n, theme.px(190))
        size = max(theme.px(40), size)
        out = []
        y = area.y + theme.px(4)
        for kind, index, tile in tiles:
            rect = pygame.Rect(0, 0, size, size)
            rect.midtop = (area.centerx, y)
            out.append(Slot(kind, index, tile, rect))
            y += size + gap
        return out

    def _flow_hand(self) -> None:
        """Place the turn buttons and the hint under the tiles shown now."""
        slots = self.slots()
        y = slots[-1].rect.bottom + theme.px(30) if slots else self.tiles_rect.y + theme.px(40)
        inner_w = self.tiles_rect.width
        turn_h = theme.px(36)
        half = (inner_w - theme.px(8)) // 2
        if self.controller.rotation_allowed(self.view) and self.can_act:
            self.turn_left.rect = pygame.Rect(self.tiles_rect.x, y, half, turn_h)
            self.turn_right.rect = pygame.Rect(self.tiles_rect.right - half, y, half, turn_h)
            y += turn_h + theme.px(10)
        self.hint_rect = pygame.Rect(
            self.tiles_rect.x, y, inner_w, max(0, self.pool_rect.y - theme.px(8) - y)
        )

    # ------------------------------------------------------------------ hit-testing
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """What a click at ``pos`` points at (the controller's target), or None."""
        for slot in self.slots():
            if slot.rect.collidepoint(pos):
                return ("hand", slot.index) if slot.kind == "hand" else ("drawn",)
        if self.pool_rect.collidepoint(pos):
            return ("deck",)
        if self.geo is not None and self.picture_rect.collidepoint(pos):
            cell = self.geo.cell_at(pos)
            if cell is not None:
                return ("cell", *cell)
        return None

    def cell_center(self, row: int, col: int) -> tuple[int, int]:
        """Where to click to place on [row, col] (tests post events here)."""
        assert self.geo is not None
        return self.geo.cell_rect(row, col).center

    # ------------------------------------------------------------------ input
    def handle_table_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.hover_pos = event.pos
            self._pressed = self.target_at(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            if self.picture_rect.collidepoint(event.pos) or self.hand_rect.collidepoint(event.pos):
                self._act(("rotate", 1))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            target = self.target_at(event.pos)
            if target is None or target != pressed or target == ("drawn",):
                return target is not None
            self._act(target)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r:
                self._act(("rotate", -1 if event.mod & pygame.KMOD_SHIFT else 1))
                return True
            if event.key == pygame.K_d and self.can_act:
                self._act(("deck",))
                return True
            if pygame.K_1 <= event.key <= pygame.K_9:
                self._act(("hand", event.key - pygame.K_1))
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self._update_widgets()
        self._flow_hand()

    # ------------------------------------------------------------------ words
    def describe_event(self, event: Event) -> str | None:
        return describe(event, self.seat_name)

    def status_text(self) -> str:
        if self.can_act and self.view.get("drawn"):
            return "Place the tile you drew"
        return super().status_text()

    # ------------------------------------------------------------------ animations
    def animations_for(
        self, seat: int, action: Action, events: tuple[Event, ...]
    ) -> list[anim.Animation]:
        geo = self.geo
        if geo is None:
            return []
        out: list[anim.Animation] = []
        for event in events:
            if isinstance(event, TilePlaced) and seat != self.viewer:
                # Another seat's tile drops onto its square (ours is already under the mouse).
                rect = geo.cell_rect(event.row, event.col)
                image = self.art.tile(event.tile, event.rotation, rect.width)
                drop = anim.drop_in(image, rect.center, duration=0.4)
                ring = anim.pulse(rect, self.seat_color(seat), duration=0.4)
                drop.group = ring.group = ("placed", self.match.ply)
                out += [drop, ring]
        traces = [e for e in events if isinstance(e, LineCompleted)]
        for event in traces:
            line = self.view.get("lines", {}).get(str(event.station))
            if line is None:
                continue
            color = self.line_color(event.seat)
            points = geo.line_points(event.station, line)
            label = f"+{event.points}" if event.seat is not None else "0"
            trace = trace_animation(
                points, color, geo.cell * TRACE_WIDTH, label, geo.label_anchor(event.station)
            )
            trace.group = ("scored", self.match.ply)  # all lines of one placement together
            out.append(trace)
        if isinstance(action, DrawTile) and seat != self.viewer:
            out.append(anim.pulse(self.pool_rect, self.seat_color(seat), duration=0.45))
        return out

    # ------------------------------------------------------------------ colours
    def line_color(self, seat: int | None) -> theme.Color:
        return self.seat_color(seat) if seat is not None else (150, 150, 150)

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface) -> None:
        self._tip = None
        self.tooltip_lines = []
        self._draw_board(surface)
        self._draw_hand(surface)
        self._draw_seat_panel(surface)
        self.log.draw(
            surface,
            self.log_rect,
            self.viewer,
            self.describe_event,
            self.seat_name,
            self.seat_color,
        )
        self._draw_tooltip(surface)  # last: over the panels too

    # .................................................................. the board
    def _layer_signature(self) -> tuple[Any, ...]:
        view = self.view
        tiles = tuple((t["row"], t["col"], t["tile"], t["rotation"]) for t in view["tiles"])
        owners = tuple(sorted((int(k), v) for k, v in view["owners"].items()))
        colours = tuple(seat.color for seat in self.match.seats)
        return (self.picture_rect.size, tiles, owners, tuple(view["scored"]), colours)

    def _board_layer(self) -> pygame.Surface:
        """The board picture with the placed tiles and the station marks (cached: it only
        changes when a tile is placed)."""
        key = self._layer_signature()
        if self._layer is not None and key == self._layer_key:
            return self._layer
        geo = self.geo
        assert geo is not None
        rect = self.picture_rect
        layer = self.art.board_picture(rect.width).copy()
        shift = (-rect.x, -rect.y)
        for tile in self.view["tiles"]:
            cell = geo.cell_rect(tile["row"], tile["col"]).move(shift)
            layer.blit(self.art.tile(tile["tile"], tile["rotation"], cell.width), cell)
        self._draw_centre(layer, shift)
        for station in self.board.stations:
            self._draw_plate(layer, station.number, shift)
        self._layer, self._layer_key = layer, key
        return layer

    def _draw_centre(self, layer: pygame.Surface, shift: tuple[int, int]) -> None:
        """The central station stands out: a brass frame and a "×2" tag (lines ending there
        score double)."""
        assert self.geo is not None
        block = self.geo.centre_rect().move(shift)
        width = max(2, theme.px(3))
        pygame.draw.rect(
            layer,
            theme.ACCENT,
            block.inflate(width * 2, width * 2),
            width,
            border_radius=theme.px(10),
        )
        # The tag sits left of the board's arrow, clear of the 8 entrances and the medallion.
        cell = self.geo.cell
        f = fonts.font("bold", max(9, round(cell * 0.17)))
        tag = f.render("×2", True, theme.TEXT_DARK)
        pill = tag.get_rect().inflate(round(cell * 0.12), round(cell * 0.03))
        pill.center = (round(block.x + cell * 0.68), round(block.y + cell * 0.33))
        pygame.draw.rect(layer, theme.ACCENT, pill, border_radius=pill.height // 2)
        layer.blit(tag, tag.get_rect(center=pill.center))

    def _draw_plate(self, layer: pygame.Surface, number: int, shift: tuple[int, int]) -> None:
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
        color = self.seat_color(owner)
        ring = max(2, round(r * 0.22))
        scored = number in self.view["scored"]
        if scored:
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

    def _draw_board(self, surface: pygame.Surface) -> None:
        geo = self.geo
        if geo is None:
            return
        surface.blit(self._board_layer(), self.picture_rect)
        view = self.view
        last = view.get("last_tile")
        width = geo.cell * TRACE_WIDTH
        if last is not None:
            # The last placed tile stays outlined in its player's colour.
            rect = geo.cell_rect(last["row"], last["col"])
            color = self.seat_color(last["seat"])
            pygame.draw.rect(surface, casing_for(color), rect.inflate(2, 2), 1)
            pygame.draw.rect(surface, color, rect, max(2, theme.px(3)))
            if not self.animations.busy:
                self._draw_last_scored(surface, last, width)
        hover_station = geo.plate_at(self.hover_pos) if self.hover_pos else None
        if hover_station is not None:
            line = view["lines"].get(str(hover_station))
            if line and line["segments"]:
                owner = view["owners"].get(str(hover_station))
                draw_trace(
                    surface, geo.line_points(hover_station, line), self.line_color(owner), width
                )
        preview = self.preview = self._draw_placing(surface)
        if hover_station is not None:
            # Over the central block, so that it never hides the line it describes.
            self._tooltip(
                surface, self._station_words(hover_station), None, geo.centre_rect().center
            )
        elif preview is not None:
            self._draw_preview_tip(surface, preview)
        elif self.hover_pos and geo.centre_rect().collidepoint(self.hover_pos):
            self._tooltip(
                surface,
                ["Central station", "A line that ends here scores double."],
                theme.ACCENT,
            )

    def _draw_last_scored(self, surface: pygame.Surface, last: dict, width: float) -> None:
        """Lines the last placement completed (complete lines through the last tile), traced
        in their owner's colour with their points at their station."""
        geo = self.geo
        assert geo is not None
        cell = [last["row"], last["col"]]
        for number, line in self.view["lines"].items():
            if line["complete"] and cell in line["path"]:
                color = self.line_color(line["owner"])
                draw_trace(surface, geo.line_points(int(number), line), color, width)
        for number, line in self.view["lines"].items():
            if line["complete"] and cell in line["path"]:
                text = f"+{line['points']}" if line["owner"] is not None else "0"
                points_label(
                    surface,
                    text,
                    geo.label_anchor(int(number)),
                    self.line_color(line["owner"]),
                    "label",
                )

    def _draw_placing(self, surface: pygame.Surface) -> Preview | None:
        """Legal squares highlighted, and the tile under the mouse as a ghost marked legal or
        not. Returns the preview under the mouse (for its tooltip)."""
        geo = self.geo
        if geo is None or not self.can_act:
            return None
        legal = self.legal()
        cells = self.controller.legal_cells(self.view, legal)
        size = round(geo.cell)
        fill = pygame.Surface((size, size), pygame.SRCALPHA)
        fill.fill(LEGAL_FILL)
        bracket = max(4, round(geo.cell * 0.22))
        for (row, col), now in cells.items():
            rect = geo.cell_rect(row, col)
            if now:
                surface.blit(fill, rect)
                marks.corners(
                    surface, rect.inflate(-4, -4), theme.ACCENT, bracket, max(2, theme.px(3))
                )
            else:
                marks.corners(surface, rect.inflate(-6, -6), theme.TEXT_MUTED, bracket // 2, 1)
        if not self.hover_pos or self.app.top is not self:
            return None
        target = self.target_at(self.hover_pos)
        if target is None or target[0] != "cell":
            return None
        row, col = target[1], target[2]
        if geo.is_centre((row, col)) or any(
            t["row"] == row and t["col"] == col for t in self.view["tiles"]
        ):
            return None  # plainly no place for a tile: no ghost (a click still says why)
        preview = self.controller.preview(self.view, legal, row, col)
        if preview is None:
            return None
        rect = geo.cell_rect(row, col)
        ghost = self.art.tile(preview.tile, preview.rotation, rect.width).copy()
        ghost.set_alpha(GHOST_ALPHA)
        surface.blit(ghost, rect)
        color = theme.GOOD if preview.legal else theme.DANGER
        if not preview.legal:
            surface.blit(marks.hatch(rect, (*theme.DANGER, 120), max(6, rect.width // 8)), rect)
        pygame.draw.rect(surface, color, rect, max(2, theme.px(3)))
        marks.badge(
            surface,
            (rect.right - geo.cell * 0.16, rect.top + geo.cell * 0.16),
            geo.cell * 0.12,
            color,
            "tick" if preview.legal else "cross",
        )
        return preview

    # .................................................................. tooltips
    def _preview_words(self, preview: Preview) -> list[str]:
        if not preview.legal:
            return ["✗ Not here", preview.message or ""]
        lines = ["✓ Click to place here"]
        me = self.viewer
        for line in preview.lines:
            where = end_words(line.end, line.central)
            if line.seat is None:
                lines.append(f"Closes the line from station {line.station} (nobody's).")
                continue
            whose = "your" if line.seat == me else f"{self.seat_name(line.seat)}'s"
            doubled = " (doubled)" if line.central else ""
            lines.append(
                f"Closes {whose} line from station {line.station} to {where}: "
                f"+{points_words(line.points)}{doubled}"
            )
        return lines

    def _draw_preview_tip(self, surface: pygame.Surface, preview: Preview) -> None:
        self._tooltip(
            surface,
            self._preview_words(preview),
            theme.GOOD if preview.legal else theme.DANGER,
        )

    def _station_words(self, number: int) -> list[str]:
        view = self.view
        owner = view["owners"].get(str(number))
        line = view["lines"].get(str(number), {})
        who = "nobody's line" if owner is None else f"{self.seat_name(owner)}'s line"
        head = f"Station {number} · {who}"
        if line.get("complete"):
            where = end_words(line["end"], line["central"])
            doubled = ", doubled" if line["central"] else ""
            body = (
                f"Complete to {where}: length {line['length']}, "
                f"{points_words(line['points'])}{doubled}."
            )
        elif line.get("length"):
            body = f"Open: length {line['length']} so far."
        else:
            body = "Open: no track laid from it yet."
        return [head, body]

    def _tooltip(
        self,
        surface: pygame.Surface,
        lines: list[str],
        accent: theme.Color | None,
        center: tuple[int, int] | None = None,
    ) -> None:
        """Show a small panel of ``lines`` (the first in bold) beside the mouse, or at
        ``center``, once the rest of the table is drawn (``_draw_tooltip``)."""
        if not self.hover_pos:
            return
        self.tooltip_lines = list(lines)
        self._tip = (list(lines), accent, center)

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        if self._tip is None or not self.hover_pos:
            return
        lines, accent, center = self._tip
        f_head, f_body = theme.font("body_bold"), theme.font("small")
        width = theme.px(280)
        rows: list[tuple[str, pygame.font.Font]] = [(lines[0], f_head)]
        for text in lines[1:]:
            rows += [(part, f_body) for part in theme.wrap(text, f_body, width)]
        pad = theme.px(10)
        height = sum(f.get_linesize() for _, f in rows) + 2 * pad
        w = max(f.size(text)[0] for text, f in rows) + 2 * pad
        rect = pygame.Rect(0, 0, w, height)
        x, y = self.hover_pos
        rect.topleft = (x + theme.px(18), y + theme.px(18))
        bounds = self.picture_rect
        if rect.right > bounds.right:
            rect.right = x - theme.px(12)
        if rect.bottom > bounds.bottom:
            rect.bottom = y - theme.px(12)
        if center is not None:
            rect.center = center
        rect.clamp_ip(surface.get_rect())
        theme.panel(surface, rect, theme.PANEL_RAISED)
        if accent is not None:
            pygame.draw.rect(
                surface,
                accent,
                (rect.x, rect.y + pad // 2, theme.px(4), rect.height - pad),
                border_radius=theme.px(2),
            )
        ty = rect.y + pad
        for text, f in rows:
            color = theme.TEXT if f is f_head else theme.TEXT_MUTED
            surface.blit(f.render(text, True, color), (rect.x + pad + theme.px(2), ty))
            ty += f.get_linesize()

    # .................................................................. the hand column
    def _draw_hand(self, surface: pygame.Surface) -> None:
        rect = self.hand_rect
        theme.panel(surface, rect)
        pad = theme.px(12)
        view = self.view
        acting = self.can_act
        drawn = view.get("drawn")
        title = (
            "TILES IN HAND"
            if self.viewer is None
            else ("YOUR TILES" if len(view["hand"]) + bool(drawn) > 1 else "YOUR TILE")
        )
        theme.text(surface, title, "label", theme.TEXT_MUTED, (rect.x + pad, rect.y + pad))
        slots = self.slots()
        current = self.controller.tile(view) if self.viewer is not None else None
        mouse = self.hover_pos
        for slot in slots:
            active = acting and (
                slot.kind == "drawn" or (not drawn and slot.index == self.controller.selected)
            )
            rotation = self.controller.rotation if active and slot.tile == current else 0
            image = self.art.tile(slot.tile, rotation, slot.rect.width)
            if (drawn and slot.kind == "hand") or not acting:
                image = image.copy()
                image.set_alpha(150)
            shadow = slot.rect.move(theme.px(3), theme.px(4))
            pygame.draw.rect(surface, (8, 10, 16), shadow, border_radius=theme.px(4))
            surface.blit(image, slot.rect)
            if active:
                pygame.draw.rect(
                    surface,
                    theme.ACCENT,
                    slot.rect.inflate(8, 8),
                    max(2, theme.px(3)),
                    border_radius=theme.px(6),
                )
            elif acting and not drawn and mouse and slot.rect.collidepoint(mouse):
                pygame.draw.rect(
                    surface, theme.TEXT_MUTED, slot.rect.inflate(6, 6), 2, border_radius=theme.px(6)
                )
            caption = self._slot_caption(slot, active, bool(drawn))
            theme.text(
                surface,
                caption,
                "small",
                theme.ACCENT if active else theme.TEXT_MUTED,
                (slot.rect.centerx, slot.rect.bottom + theme.px(6)),
                "midtop",
                max_width=self.tiles_rect.width,
            )
        if not slots and not self.match.is_over():
            text = (
                "Hidden: this is the spectator's view."
                if self.viewer is None
                else "No tile in hand."
            )
            for i, part in enumerate(theme.wrap(text, theme.font("small"), self.tiles_rect.width)):
                theme.text(
                    surface,
                    part,
                    "small",
                    theme.TEXT_MUTED,
                    (self.tiles_rect.x, self.tiles_rect.y + i * theme.px(18)),
                )
        self._draw_hint(surface)
        self._draw_pool(surface)

    def _pool_words(self) -> list[str]:
        left = self.view["pool"]
        head = f"Pool: {left} tile{'' if left == 1 else 's'} face down"
        if self.controller.can_draw(self.legal()):
            return [
                head,
                "Click to draw one instead of playing from your hand; you must then place "
                "the drawn tile, and your hand is kept.",
            ]
        return [head, "After placing, each player draws back up to their hand size."]

    def _slot_caption(self, slot: Slot, active: bool, drawn: bool) -> str:
        if slot.kind == "drawn":
            return "Drawn: place it now"
        if drawn:
            return "Kept in hand"
        if active and len(self.view["hand"]) > 1:
            return "Selected"
        if self.can_act and len(self.view["hand"]) > 1:
            return f"Click (or {slot.index + 1}) to choose"
        return ""

    def hint(self) -> str:
        """The line under the tiles saying what to do now."""
        view = self.view
        if self.match.is_over():
            outcome = self.match.outcome()
            if outcome is None:
                return "The board is full: the game is over."
            best = max(outcome.scores)
            names = [self.seat_name(seat) for seat in outcome.winners]
            return f"The board is full. {winners_text(names)} ({points_words(best)})"
        seat = self.match.to_act()
        if not self.can_act:
            if seat is not None and not self.match.seats[seat].is_human:
                return f"{self.seat_name(seat)} is choosing where to place a tile…"
            return f"Waiting for {self.seat_name(seat)}." if seat is not None else ""
        parts = []
        if view.get("drawn"):
            parts.append("Place the tile you drew on a highlighted square.")
        else:
            parts.append("Click a highlighted square to place your tile.")
        if self.controller.rotation_allowed(view):
            parts.append("R or right-click turns it.")
        if not view.get("drawn") and self.controller.can_draw(self.legal()):
            parts.append("Or draw one from the pool.")
        return " ".join(parts)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        f = theme.font("small")
        y = self.hint_rect.y
        fit = max(0, self.hint_rect.height // f.get_linesize())
        for line in theme.wrap(self.hint(), f, self.hint_rect.width)[:fit]:
            surface.blit(f.render(line, True, theme.TEXT), (self.hint_rect.x, y))
            y += f.get_linesize()

    def _draw_pool(self, surface: pygame.Surface) -> None:
        rect = self.pool_rect
        view = self.view
        size = rect.height - theme.px(26)
        back = self.art.back(size)
        left = view["pool"]
        stack = min(3, left)
        for i in range(stack):  # a small stack: thicker while the pool is big
            offset = (stack - 1 - i) * theme.px(3)
            surface.blit(back, (rect.x + offset, rect.y + theme.px(8) - offset))
        if not left:
            empty = pygame.Rect(rect.x, rect.y + theme.px(8), size, size)
            pygame.draw.rect(surface, theme.PANEL_BORDER, empty, 1, border_radius=theme.px(4))
        if (
            self.hover_pos
            and rect.collidepoint(self.hover_pos)
            and self.controller.can_draw(self.legal())
        ):
            # Clicking the pool draws, like the button.
            frame = pygame.Rect(
                rect.x - theme.px(4), rect.y + theme.px(2), size + theme.px(14), size + theme.px(12)
            )
            pygame.draw.rect(surface, theme.ACCENT, frame, 2, border_radius=theme.px(6))
        if self.hover_pos and rect.collidepoint(self.hover_pos):
            self._tooltip(
                surface,
                self._pool_words(),
                None,
                (self.hand_rect.right - theme.px(150), rect.top - theme.px(56)),
            )
        tx = rect.x + size + theme.px(16)
        theme.text(surface, "POOL", "label", theme.TEXT_MUTED, (tx, rect.y + theme.px(8)))
        theme.text(surface, str(left), "heading", theme.TEXT, (tx, rect.y + theme.px(24)))
        theme.text(
            surface,
            "tiles left",
            "small",
            theme.TEXT_MUTED,
            (tx, rect.y + theme.px(58)),
            max_width=rect.right - tx,
        )
        # Progress of the game: tiles placed of all (the game ends when the board is full).
        bar = pygame.Rect(rect.x, rect.bottom - theme.px(6), rect.width, theme.px(6))
        pygame.draw.rect(surface, theme.BG_BOTTOM, bar, border_radius=bar.height // 2)
        done = bar.width * view["placed"] // max(1, view["tiles_total"])
        if done:
            filled = pygame.Rect(bar.x, bar.y, max(bar.height, done), bar.height)
            pygame.draw.rect(surface, theme.ACCENT, filled, border_radius=bar.height // 2)

    # .................................................................. seats
    def _draw_seat_panel(self, surface: pygame.Surface) -> None:
        """One row per seat: symbol in the seat's colour, name, lines open and scored, score."""
        view = self.view
        self.draw_seats(
            surface,
            self.seats_rect,
            scores=view["scores"],
            details=[
                f"{opened} open · {scored} scored"
                for opened, scored in zip(view["open_lines"], view["scored_lines"], strict=True)
            ],
            marker=lambda target, seat, at, color: marks.symbol(
                target, seat, at, theme.px(9), color
            ),
        )


__all__ = ["MetroTable", "Slot"]

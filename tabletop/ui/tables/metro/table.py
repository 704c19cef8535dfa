"""The Metro table: wiring only. The panels (``board.py``, ``panels.py``) draw the view and
hit-test the pointer; ``MetroController`` (``tabletop/controller/metro``) says what a click
means and what the pointer is over; this class lays the panels out from the map's ``ui`` layer
(``layout.py``), routes the input, submits the replies and shows the tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.controller.hover import Hover
from tabletop.controller.metro import (
    HandTarget,
    MetroController,
    PoolTarget,
    RotateTarget,
    SeatTarget,
)
from tabletop.controller.metro.words import describe
from tabletop.controller.reply import Target
from tabletop.core import Action, Event
from tabletop.core.i18n import _
from tabletop.games.metro import DrawTile, LineCompleted, MetroView, PlaceTile, TilePlaced
from tabletop.games.metro.board import MetroBoard
from tabletop.games.metro.view import LineView

from ... import anim, colorblind, theme
from ...map_layout import fit_map_layout, shrink_panel
from ...scene import Scene
from ...table import AUTO, Suggestion, TableScene
from ...viewport import BoardViewport
from ...widgets import Button, Panel
from . import marks
from .art import MetroArt
from .board import GHOST_ALPHA, BoardPanel
from .effects import TRACE_WIDTH, MarkPainter, drop_animation, ring_animation, trace_animation
from .game_over import MetroGameOver
from .geometry import BoardGeometry, Point
from .panels import HandPanel, LogPanel, PoolPanel, SeatsPanel

if TYPE_CHECKING:
    from tabletop.play import Match

    from ...app import App
    from ...scene import Scene

#: The colour of a line that belongs to nobody.
UNOWNED_LINE = (150, 150, 150)


class MetroTable(TableScene):
    controller: MetroController
    view: MetroView

    def __init__(self, app: App, match: Match, *, viewer: int | None | str = AUTO) -> None:
        self.controller = MetroController(seat_name=self.seat_name)
        self.board: MetroBoard = match.game.tables.board  # type: ignore[attr-defined]
        self.art = MetroArt(self.board)
        super().__init__(app, match, viewer=viewer)
        self.draw_button = Button(
            _("Draw a tile"), lambda: self.click(PoolTarget()), style="secondary", role="body_bold"
        )
        self.turn_left = Button("↺", lambda: self.click(RotateTarget(-1)), style="ghost")
        self.turn_right = Button("↻", lambda: self.click(RotateTarget(1)), style="ghost")
        self.widgets += [self.draw_button, self.turn_left, self.turn_right]
        self.board_panel = BoardPanel(self)
        self.hand_panel = HandPanel(self, self.turn_left, self.turn_right)
        self.pool_panel = PoolPanel(self)
        self.seats_panel = SeatsPanel(self)
        self.log_panel = LogPanel(self)
        self._update_widgets()

    @property
    def panels(self) -> tuple[Panel, ...]:
        """Every panel, in drawing order (hit-testing goes the other way: topmost first)."""
        return (
            self.board_panel,
            self.hand_panel,
            self.pool_panel,
            self.seats_panel,
            self.log_panel,
        )

    # ------------------------------------------------------------------ state helpers
    def _update_widgets(self) -> None:
        acting = self.can_act
        self.draw_button.visible = acting and self.controller.can_draw(self.legal())
        rotating = acting and self.controller.rotation_allowed(self.view)
        self.turn_left.visible = self.turn_right.visible = rotating

    def line_color(self, seat: int | None) -> theme.Color:
        return self.seat_color(seat) if seat is not None else UNOWNED_LINE

    # ------------------------------------------------------------------ colours and marks
    @property
    def colorblind(self) -> bool:
        """Colour-blind mode (Settings): seat colours from ``ui/colorblind.py``'s palette,
        and each seat's badge (its colour's shape) wherever its colour shows."""
        return self.app.settings.colorblind

    def seat_color(self, seat: int) -> theme.Color:
        if self.colorblind:
            return colorblind.player_color(self.match.seats[seat].color)
        return super().seat_color(seat)

    def draw_seat_mark(
        self, surface: pygame.Surface, seat: int, center: tuple[float, float], size: int
    ) -> None:
        """``seat``'s mark, ``size`` pixels across: in colour-blind mode the badge of its
        colour's shape (``colorblind.draw_player_mark``), else Metro's symbol per seat."""
        if self.colorblind:
            colorblind.draw_player_mark(surface, self.match.seats[seat].color, center, size)
        else:
            marks.symbol(surface, seat, center, size / 2, self.seat_color(seat))

    def line_mark(self, seat: int | None) -> MarkPainter | None:
        """What leads a scored line's points label: the owner's badge in colour-blind mode
        (a line of nobody's, or normal mode: nothing)."""
        if seat is None or not self.colorblind:
            return None
        owner = seat

        def paint(surface: pygame.Surface, center: tuple[float, float], size: int) -> None:
            self.draw_seat_mark(surface, owner, center, size)

        return paint

    @property
    def viewport(self) -> BoardViewport:
        """The board's zoom and pan (kept while the game lasts, through every screen)."""
        return self.board_panel.viewport

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        pad = theme.px(theme.PAD)
        w, h = size
        area = pygame.Rect(
            pad, self.hud_rect.bottom + pad, w - 2 * pad, h - self.hud_rect.bottom - 2 * pad
        )
        fitted = fit_map_layout(self.board.ui, area)
        side = fitted["players"].union(fitted["log"])
        # The seat rows take what they need; the log starts below them.
        needed = SeatsPanel.height_for(len(self.match.seats))
        shrink_panel(fitted, "players", needed, ("log",))
        self.board_panel.place(fitted["board"])
        self.pool_panel.rect = fitted["pool"]
        self.draw_button.rect = fitted["draw_button"]
        self.hand_panel.place(fitted["hand"], fitted["pool"].y)
        self.seats_panel.rect = fitted["players"]
        self.log_panel.rect = fitted["log"]
        # The base's names for the same places (the banner anchor, the log's wheel area).
        self.board_rect = self.board_panel.rect
        self.side_rect = side
        self.seats_rect, self.log_rect = self.seats_panel.rect, self.log_panel.rect

    # ------------------------------------------------------------------ input
    def secondary_target(self, pos: tuple[int, int]) -> Target | None:
        """A right click on the board or the hand turns the tile."""
        if self.board_panel.rect.collidepoint(pos) or self.hand_panel.rect.collidepoint(pos):
            return RotateTarget(1)
        return None

    def handle_table_event(self, event: pygame.event.Event) -> bool:
        """R turns the tile (Shift+R back), D draws, 1–9 pick a tile of the hand."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_r:
            self.click(RotateTarget(-1 if event.mod & pygame.KMOD_SHIFT else 1))
            return True
        if event.key == pygame.K_d and self.can_act:
            self.click(PoolTarget())
            return True
        if pygame.K_1 <= event.key <= pygame.K_9:
            self.click(HandTarget(event.key - pygame.K_1))
            return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self._update_widgets()
        self.hand_panel.flow()

    def game_over_scene(self) -> Scene:
        return MetroGameOver(self.app, self)

    # ------------------------------------------------------------------ words
    def describe_target(self, target: Target) -> Hover | None:
        hover = super().describe_target(target)
        return self.seat_card(hover, target.seat) if isinstance(target, SeatTarget) else hover

    def describe_event(self, event: Event) -> str | None:
        return describe(event, self.seat_name)

    def retranslate(self) -> None:
        super().retranslate()
        self.draw_button.label = _("Draw a tile")

    def status_text(self) -> str:
        if self.can_act and self.view["drawn"]:
            return _("Place the tile you drew")
        return super().status_text()

    # ------------------------------------------------------------------ animations
    def animations_for(
        self, seat: int, action: Action, events: tuple[Event, ...]
    ) -> list[anim.Animation]:
        board = self.board_panel
        if board.geo is None:
            return []

        # Everything on the board is placed again every frame: a zoom or a pan while an
        # animation plays moves it with the board; drawing stays inside the board's panel.
        def geo() -> BoardGeometry:
            assert board.geo is not None
            return board.geo

        def panel() -> pygame.Rect:
            return board.rect

        out: list[anim.Animation] = []
        for event in events:
            if isinstance(event, TilePlaced) and seat != self.viewer:
                # Another seat's tile drops onto its square (ours is already under the mouse).
                row, col = event.row, event.col

                def square(row: int = row, col: int = col) -> pygame.Rect:
                    return geo().cell_rect(row, col)

                image = self.art.native_tile(event.tile, event.rotation)
                drop = drop_animation(image, square, panel, duration=0.4)
                ring = ring_animation(square, self.seat_color(seat), panel, duration=0.4)
                drop.group = ring.group = ("placed", self.match.ply)
                out += [drop, ring]
        for event in events:
            if not isinstance(event, LineCompleted):
                continue
            line = self.view["lines"].get(str(event.station))
            if line is None:
                continue
            station = event.station

            def place(
                station: int = station, line: LineView = line
            ) -> tuple[list[Point], float, Point]:
                now = geo()
                return (
                    now.line_points(station, line),
                    now.cell * TRACE_WIDTH,
                    now.label_anchor(station),
                )

            label = f"+{event.points}" if event.seat is not None else "0"
            trace = trace_animation(
                place, self.line_color(event.seat), label, panel, self.line_mark(event.seat)
            )
            trace.group = ("scored", self.match.ply)  # all lines of one placement together
            out.append(trace)
        if isinstance(action, DrawTile) and seat != self.viewer:
            out.append(
                anim.pulse(self.pool_panel.stack_rect(), self.seat_color(seat), duration=0.45)
            )
        return out

    def suggestion_for(self, action: Action) -> Suggestion:
        """Suggest: the tile shown where (and as turned) it would go, or the pool to draw."""
        if not isinstance(action, PlaceTile):
            words = _("Draw a tile")

            def ring(surface: pygame.Surface) -> None:
                self.suggestion_mark(surface, self.pool_panel.stack_rect())

            return Suggestion(_("Suggested: {move}").format(move=words), ring)
        where = {"row": action.row + 1, "col": action.col + 1}
        turned = (
            _("Place the tile on row {row}, column {col}"),
            _("Place the tile on row {row}, column {col}, turned a quarter turn"),
            _("Place the tile on row {row}, column {col}, turned a half turn"),
            _("Place the tile on row {row}, column {col}, turned three quarter turns"),
        )
        words = turned[action.rotation % 4].format(**where)

        def ghost(surface: pygame.Surface) -> None:
            geo = self.board_panel.geo
            if geo is None:
                return
            rect = geo.cell_rect(action.row, action.col)
            image = self.art.tile(action.tile, action.rotation, rect.width).copy()
            image.set_alpha(GHOST_ALPHA)
            clip = surface.get_clip()
            surface.set_clip(self.board_panel.rect)  # zoomed in, the square may be off view
            # The square flooded in Suggest's colour (breathing), the tile as it would lie,
            # and a thick ring: unlike the accent outlines of the other free squares.
            flood = pygame.Surface(rect.size, pygame.SRCALPHA)
            flood.fill((*theme.SUGGEST, 60 + round(60 * self.suggestion_pulse())))
            surface.blit(image, rect)
            surface.blit(flood, rect)
            self.suggestion_mark(surface, rect)
            surface.set_clip(clip)

        return Suggestion(_("Suggested: {move}").format(move=words), ghost)


__all__ = ["MetroTable"]

"""Zoom and pan over a board: ``BoardViewport`` maps board coordinates to the screen and back.

A table keeps one viewport for its board for the whole game (zoom and position survive every
move and relayout). Everything on the board lives in *board coordinates* (the pixels of the
board's own picture, or its map units); the viewport says where they land in the panel:

    viewport = BoardViewport(board_size=(1701, 1097))        # once, in the table's __init__
    viewport.set_rect(self.board_rect)                       # in layout()
    if viewport.handle(event): return True                   # first, in handle_table_event()
    viewport.update(dt, smooth=settings.animation_factor > 0)  # in update()
    viewport.draw_image(surface, board_picture)              # the cropped, scaled background
    x, y = viewport.to_screen(city_xy)                       # pieces, highlights, animations
    target = hit_test(viewport.to_board(event.pos))          # clicks and hovers, in board units
    viewport.draw_controls(surface)                          # the "whole board" button

The wheel zooms around the pointer (the board point under it stays under it), smoothly, from
fit-to-panel (zoom 1) up to ``max_zoom``; dragging with the left or middle button pans (a press
that moves less than ``DRAG_START`` pixels stays a click); the arrow keys pan a zoomed board
(a step at once, then smoothly, every frame, while held); Home, 0 or the button return to the
whole board. The board never leaves the panel: at any zoom it covers the panel on each axis
where it is larger than it, and is centred on an axis where it is smaller.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from tabletop.core.i18n import _

from . import theme
from .theme import Space
from .widgets import Button

Point = tuple[float, float]

#: Zoom factor per wheel notch.
WHEEL_STEP = 1.2
#: Pointer travel (reference pixels) before a press becomes a drag (less: still a click).
DRAG_START = 6
#: How fast the shown zoom reaches the wanted one (per second, exponential glide).
GLIDE_RATE = 14.0
#: Relative zoom difference below which the glide has arrived.
GLIDE_DONE = 0.002
#: Size of the "whole board" button, in reference pixels.
HOME_BUTTON_SIZE = (132, 34)
#: An arrow key pans the zoomed board this far at once (reference pixels), then, held, this
#: fast (reference pixels per second), every frame: key repeat would move it in jerks.
ARROW_STEP = 40
ARROW_SPEED = 700
#: Arrow key → the direction the view moves (the board moves the other way).
ARROWS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
#: While a drag pans, the scaled crop reaches this share of the panel beyond each side, so the
#: drag moves the picture for a while before it must be scaled again.
MOVING_MARGIN = 0.3


class BoardViewport:
    """The part of a board shown in a panel, at a zoom, with the wheel, drag and keys that
    change it. Zoom 1 shows the whole board as large as fits (its aspect kept)."""

    def __init__(self, board_size: tuple[float, float], *, max_zoom: float = 4.0) -> None:
        if board_size[0] <= 0 or board_size[1] <= 0:
            raise ValueError(f"a board has a positive size, not {board_size}")
        if max_zoom < 1.0:
            raise ValueError(f"max_zoom must be at least 1 (fit to the panel), not {max_zoom}")
        self.board_size = (float(board_size[0]), float(board_size[1]))
        self.max_zoom = max_zoom
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: The zoom drawn now, and the one it glides to (1 = the whole board fits).
        self.zoom = 1.0
        self.target_zoom = 1.0
        #: The board point drawn at the panel's centre.
        self.center: Point = (self.board_size[0] / 2, self.board_size[1] / 2)
        #: While gliding, this board point stays at this screen point (the pointer's).
        self._anchor: tuple[Point, Point] | None = None
        self._pointer: tuple[int, int] | None = None
        self._press: tuple[int, int] | None = None
        self._press_center: Point = self.center
        self.dragging = False
        #: The arrow keys held down (each pans while held: ``update``).
        self._arrows: set[int] = set()
        self.home_button = Button(
            _("Whole board"), self.show_whole_board, style="ghost", role="label"
        )
        self.home_button.visible = False
        #: The last scaled crop: (image, (key, scale, units per pixel), the board region it
        #: shows, smooth?, the scaled picture).
        self._image_cache: (
            tuple[
                pygame.Surface,
                Hashable,
                tuple[float, float, float, float],
                bool,
                pygame.Surface,
            ]
            | None
        ) = None

    # ------------------------------------------------------------------ geometry
    @property
    def fit_scale(self) -> float:
        """Screen pixels per board unit at zoom 1 (the whole board fits the panel)."""
        if self.rect.width <= 0 or self.rect.height <= 0:
            return 1.0
        return min(self.rect.width / self.board_size[0], self.rect.height / self.board_size[1])

    @property
    def scale(self) -> float:
        """Screen pixels per board unit now."""
        return self.fit_scale * self.zoom

    @property
    def zoomed(self) -> bool:
        return self.target_zoom > 1.0 + GLIDE_DONE or self.zoom > 1.0 + GLIDE_DONE

    def to_screen(self, point: Point) -> Point:
        """Where board point ``point`` is drawn (window pixels, not rounded)."""
        k = self.scale
        return (
            self.rect.centerx + (point[0] - self.center[0]) * k,
            self.rect.centery + (point[1] - self.center[1]) * k,
        )

    def screen_point(self, point: Point) -> tuple[int, int]:
        """``to_screen`` rounded to whole pixels, for drawing."""
        x, y = self.to_screen(point)
        return (round(x), round(y))

    def to_board(self, pos: Point) -> Point:
        """The board point drawn at window position ``pos`` (may lie off the board)."""
        k = self.scale
        return (
            self.center[0] + (pos[0] - self.rect.centerx) / k,
            self.center[1] + (pos[1] - self.rect.centery) / k,
        )

    def to_screen_rect(self, rect: pygame.Rect | tuple[float, float, float, float]) -> pygame.Rect:
        """A board rectangle's screen rectangle (rounded outwards)."""
        x, y, w, h = rect
        left, top = self.to_screen((x, y))
        right, bottom = self.to_screen((x + w, y + h))
        x0, y0 = math.floor(left), math.floor(top)
        return pygame.Rect(x0, y0, math.ceil(right) - x0, math.ceil(bottom) - y0)

    def board_on_screen(self) -> pygame.Rect:
        """The whole board's rectangle on screen (larger than the panel when zoomed)."""
        return self.to_screen_rect((0, 0, *self.board_size))

    def visible_board(self) -> tuple[float, float, float, float]:
        """The part of the board inside the panel, in board units (x, y, w, h)."""
        left, top = self.to_board(self.rect.topleft)
        right, bottom = self.to_board(self.rect.bottomright)
        x0, y0 = max(0.0, left), max(0.0, top)
        x1, y1 = min(self.board_size[0], right), min(self.board_size[1], bottom)
        return (x0, y0, max(0.0, x1 - x0), max(0.0, y1 - y0))

    def contains(self, pos: Point) -> bool:
        """True when ``pos`` is in the panel and on the board."""
        if not self.rect.collidepoint(pos):
            return False
        x, y = self.to_board(pos)
        return 0 <= x <= self.board_size[0] and 0 <= y <= self.board_size[1]

    # ------------------------------------------------------------------ changing the view
    def set_rect(self, rect: pygame.Rect) -> None:
        """Place the viewport (on every layout): zoom and the board point at the centre stay."""
        self.rect = pygame.Rect(rect)
        w, h = HOME_BUTTON_SIZE
        words = theme.font("label").size(_("Whole board"))[0] + theme.px(Space.XL)
        size = (min(max(theme.px(w), words), self.rect.width), min(theme.px(h), self.rect.height))
        margin = theme.px(Space.M)
        self.home_button.rect = pygame.Rect((0, 0), size)
        self.home_button.rect.topright = (self.rect.right - margin, self.rect.top + margin)
        self._anchor = None
        self._image_cache = None
        self._clamp()

    def set_zoom(self, zoom: float, around: Point | None = None) -> None:
        """Zoom to ``zoom`` at once, keeping the board point under ``around`` (a window
        position; default the panel's centre) where it is."""
        zoom = self._bounded(zoom)
        if around is not None:
            fixed = self.to_board(around)
            self.zoom = self.target_zoom = zoom
            self._place(fixed, around)
        else:
            self.zoom = self.target_zoom = zoom
        self._anchor = None
        self._clamp()

    def zoom_by(self, factor: float, around: Point | None = None, *, smooth: bool = True) -> None:
        """Zoom by ``factor`` around the window position ``around`` (default: the centre),
        gliding there when ``smooth``. Repeated wheel notches add up while gliding."""
        around = around if around is not None else self.rect.center
        target = self._bounded(self.target_zoom * factor)
        if not smooth:
            self.set_zoom(target, around)
            return
        self._anchor = (self.to_board(around), (float(around[0]), float(around[1])))
        self.target_zoom = target

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) window pixels (as a drag would), within the bounds."""
        k = self.scale
        self.center = (self.center[0] - dx / k, self.center[1] - dy / k)
        self._anchor = None
        self.target_zoom = self.zoom
        self._clamp()

    def center_on(self, point: Point) -> None:
        """Bring board point ``point`` to the panel's centre (as far as the bounds allow)."""
        self.center = (float(point[0]), float(point[1]))
        self._clamp()

    def show_whole_board(self, *, smooth: bool = True) -> None:
        """Back to zoom 1: the whole board, centred (the button, Home and 0 do this)."""
        if smooth:
            self.target_zoom = 1.0
            self._anchor = ((self.board_size[0] / 2, self.board_size[1] / 2), self._mid())
        else:
            self.set_zoom(1.0)

    @property
    def gliding(self) -> bool:
        """True while the zoom moves towards the wanted one (frames must keep coming)."""
        return abs(math.log(self.target_zoom / self.zoom)) > GLIDE_DONE

    def update(self, dt: float, *, smooth: bool = True) -> None:
        """Advance the zoom glide by ``dt`` seconds (instantly when not ``smooth``), and pan
        while an arrow key is held."""
        if self._arrows:
            self._pan_arrows(theme.px(ARROW_SPEED) * dt)
        if not self.gliding:
            if self.zoom != self.target_zoom:
                self._step_to(self.target_zoom)
            self._anchor = None
            self.home_button.visible = self.zoomed
            return
        if not smooth:
            self._step_to(self.target_zoom)
        else:
            k = min(1.0, dt * GLIDE_RATE)  # glide in log space: even speed at any zoom
            self._step_to(math.exp(math.log(self.zoom) * (1 - k) + math.log(self.target_zoom) * k))
        self.home_button.visible = self.zoomed

    def wake_in(self) -> float | None:
        """0 while gliding or an arrow key pans (for ``Scene.wake_in``), else None."""
        return 0.0 if self.gliding or self._arrows else None

    def release_keys(self) -> None:
        """Forget the arrow keys held: the table lost the keyboard (a dialog, another screen,
        the window's focus), so their releases will not reach it."""
        self._arrows.clear()

    def _pan_arrows(self, distance: float) -> None:
        """Move the view ``distance`` window pixels the way the held arrows point."""
        dx = sum(ARROWS[key][0] for key in self._arrows)
        dy = sum(ARROWS[key][1] for key in self._arrows)
        if dx or dy:
            norm = math.hypot(dx, dy)
            self.pan_by(-dx * distance / norm, -dy * distance / norm)

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        """Wheel, drag and keys. True when the event was used by the viewport: the table must
        then not use it (a release that ends a drag is not a click)."""
        if self.home_button.visible and self.home_button.handle(event):
            return event.type != pygame.MOUSEMOTION
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return self._drag_to(event.pos)
        if event.type == pygame.MOUSEWHEEL:
            pos = self._pointer or pygame.mouse.get_pos()
            if not self.rect.collidepoint(pos):
                return False
            notches = getattr(event, "precise_y", 0.0) or event.y  # touchpads give fractions
            if notches:
                self.zoom_by(WHEEL_STEP**notches, pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2):
            self._pointer = event.pos
            if self.rect.collidepoint(event.pos):
                self._press = event.pos
                self._press_center = self.center
                self.dragging = False
            return event.button == 2 and self._press is not None  # middle button: pan only
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2):
            dragged, self.dragging, self._press = self.dragging, False, None
            return dragged
        if event.type == pygame.KEYDOWN:
            return self._key(event.key)
        if event.type == pygame.KEYUP and event.key in self._arrows:
            self._arrows.discard(event.key)
            return True
        if event.type == pygame.WINDOWFOCUSLOST:
            self.release_keys()
        return False

    def _drag_to(self, pos: tuple[int, int]) -> bool:
        if self._press is None:
            return False
        if not self.dragging:
            moved = math.dist(pos, self._press)
            if moved < theme.px(DRAG_START) or not self.can_pan():
                return False
            self.dragging = True
        k = self.scale
        dx, dy = pos[0] - self._press[0], pos[1] - self._press[1]
        self.center = (self._press_center[0] - dx / k, self._press_center[1] - dy / k)
        self._anchor = None
        self.target_zoom = self.zoom
        self._clamp()
        return True

    def can_pan(self) -> bool:
        """True when the board is larger than the panel on some axis."""
        k = self.scale
        return (
            self.board_size[0] * k > self.rect.width + 0.5
            or self.board_size[1] * k > self.rect.height + 0.5
        )

    def _key(self, key: int) -> bool:
        if key in ARROWS:
            if not self.can_pan():
                return False  # the whole board is in view: the key is left to others
            if key not in self._arrows:  # a press, not the system's repeat of a held key
                self._arrows.add(key)
                dx, dy = ARROWS[key]
                step = theme.px(ARROW_STEP)
                self.pan_by(-dx * step, -dy * step)
            return True
        if key in (pygame.K_HOME, pygame.K_0, pygame.K_KP0):
            if not self.zoomed:
                return False
            self.show_whole_board()
            return True
        if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(WHEEL_STEP, self._mid())
            return True
        if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(1 / WHEEL_STEP, self._mid())
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw_image(
        self,
        surface: pygame.Surface,
        image: pygame.Surface,
        *,
        units_per_pixel: float = 1.0,
        key: Hashable = None,
        smooth: bool | None = None,
    ) -> None:
        """Draw the visible part of a board-sized ``image`` (its pixels are board units times
        ``1 / units_per_pixel``): cropped to what the panel shows, scaled once, and kept while
        the zoom and ``key`` stay (a still board costs one blit). While the zoom glides or a
        drag pans, the crop is scaled plainly (about 4× faster) with a margin around the
        panel, so a pan only moves the picture until it runs past the margin; once still, it
        is scaled smoothly (``smooth`` forces one or the other)."""
        vx, vy, vw, vh = self.visible_board()
        if vw <= 0 or vh <= 0:
            return
        moving = self.gliding or self.dragging
        use_smooth = (not moving) if smooth is None else smooth
        s = self.scale
        cached = self._image_cache
        if (
            cached is not None
            and cached[0] is image
            and cached[1] == (key, s, units_per_pixel)
            and (cached[3] or not use_smooth)
            and _covers(cached[2], (vx, vy, vw, vh))
        ):
            self._blit_clipped(surface, cached[4], cached[2])
            return
        # A margin pays off for a pan (same scale); a glide changes the scale every frame.
        margin = MOVING_MARGIN if self.dragging and not self.gliding else 0.0
        x0 = max(0.0, vx - vw * margin)
        y0 = max(0.0, vy - vh * margin)
        x1 = min(self.board_size[0], vx + vw * (1 + margin))
        y1 = min(self.board_size[1], vy + vh * (1 + margin))
        k = 1.0 / units_per_pixel
        crop = pygame.Rect(math.floor(x0 * k), math.floor(y0 * k), 0, 0)
        crop.width = min(image.get_width(), math.ceil(x1 * k)) - crop.x
        crop.height = min(image.get_height(), math.ceil(y1 * k)) - crop.y
        if crop.width <= 0 or crop.height <= 0:
            return
        region = (crop.x / k, crop.y / k, crop.width / k, crop.height / k)
        size = (max(1, round(region[2] * s)), max(1, round(region[3] * s)))
        part = image.subsurface(crop)
        if use_smooth and image.get_bitsize() in (24, 32):
            scaled = pygame.transform.smoothscale(part, size)
        else:
            scaled = pygame.transform.scale(part, size)
        self._image_cache = (image, (key, s, units_per_pixel), region, use_smooth, scaled)
        self._blit_clipped(surface, scaled, region)

    def _blit_clipped(
        self,
        surface: pygame.Surface,
        scaled: pygame.Surface,
        region: tuple[float, float, float, float],
    ) -> None:
        """Blit ``scaled`` (the board ``region`` at the current scale) where it belongs,
        inside the panel only."""
        before = surface.get_clip()
        surface.set_clip(self.rect.clip(before))
        surface.blit(scaled, self.screen_point((region[0], region[1])))
        surface.set_clip(before)

    def draw_controls(self, surface: pygame.Surface) -> None:
        """The "whole board" button, in the panel's top-right corner while zoomed."""
        self.home_button.visible = self.zoomed
        self.home_button.label = _("Whole board")  # in the language of the moment
        self.home_button.draw(surface)

    # ------------------------------------------------------------------ inside
    def _mid(self) -> Point:
        return (float(self.rect.centerx), float(self.rect.centery))

    def _bounded(self, zoom: float) -> float:
        return max(1.0, min(self.max_zoom, zoom))

    def _place(self, board_point: Point, screen_point: Point) -> None:
        """Set the centre so that ``board_point`` is drawn at ``screen_point``."""
        k = self.scale
        self.center = (
            board_point[0] - (screen_point[0] - self.rect.centerx) / k,
            board_point[1] - (screen_point[1] - self.rect.centery) / k,
        )

    def _step_to(self, zoom: float) -> None:
        self.zoom = self._bounded(zoom)
        if self._anchor is not None:
            self._place(*self._anchor)
        self._clamp()

    def _clamp(self) -> None:
        """Keep the board over the panel: on each axis, no gap where the board is larger than
        the panel, centred where it is smaller."""
        k = self.scale
        cx, cy = self.center
        cx = self._clamp_axis(cx, self.board_size[0], self.rect.width / k)
        cy = self._clamp_axis(cy, self.board_size[1], self.rect.height / k)
        self.center = (cx, cy)

    @staticmethod
    def _clamp_axis(center: float, board: float, shown: float) -> float:
        if shown >= board:
            return board / 2
        half = shown / 2
        return max(half, min(board - half, center))


def _covers(
    outer: tuple[float, float, float, float], inner: tuple[float, float, float, float]
) -> bool:
    """True when board region ``outer`` contains ``inner`` (x, y, w, h)."""
    eps = 1e-6
    return (
        outer[0] <= inner[0] + eps
        and outer[1] <= inner[1] + eps
        and outer[0] + outer[2] >= inner[0] + inner[2] - eps
        and outer[1] + outer[3] >= inner[1] + inner[3] - eps
    )

"""A small scene that shows ``BoardViewport`` at work on a real board picture (the Europe map):
markers on a grid, hit-tested in board coordinates, drawn through ``to_screen``; wheel zoom,
drag pan, the "whole board" button and Home/0. Tests drive it with the pilot; it is also the
example a table follows in round two."""

from __future__ import annotations

import math

import pygame

from tabletop.resources import maps_dir
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scene import Scene
from tabletop.ui.viewport import BoardViewport

#: Board units between markers, and a marker's radius (board units: it grows with the zoom).
GRID = 100
MARKER_RADIUS = 9
#: How far from a marker a click still hits it, in screen pixels (constant at every zoom).
HIT_SLOP = 12


def board_picture() -> pygame.Surface:
    return pygame.image.load(str(maps_dir() / "ttr_europe.png")).convert()


class ViewportDemoScene(Scene):
    def __init__(self, app: App, picture: pygame.Surface | None = None) -> None:
        super().__init__(app)
        self.picture = picture or board_picture()
        w, h = self.picture.get_size()
        self.viewport = BoardViewport((w, h), max_zoom=4.0)
        self.markers = [
            (float(x), float(y)) for x in range(GRID, w, GRID) for y in range(GRID, h, GRID)
        ]
        self.selected: tuple[float, float] | None = None
        self.hovered: tuple[float, float] | None = None
        self.clicks = 0

    def layout(self, size: tuple[int, int]) -> None:
        pad = theme.px(theme.PAD)
        self.viewport.set_rect(pygame.Rect(pad, pad, size[0] * 2 // 3, size[1] - 2 * pad))

    def marker_at(self, pos: tuple[int, int]) -> tuple[float, float] | None:
        """The marker under ``pos``: hit-tested in board units, with a slop of a fixed number
        of screen pixels (so a marker is as easy to hit at every zoom)."""
        if not self.viewport.contains(pos):
            return None
        x, y = self.viewport.to_board(pos)
        reach = MARKER_RADIUS + HIT_SLOP / self.viewport.scale
        best = min(self.markers, key=lambda m: math.dist(m, (x, y)))
        return best if math.dist(best, (x, y)) <= reach else None

    def handle(self, event: pygame.event.Event) -> None:
        if self.viewport.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.marker_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.clicks += 1
            self.selected = self.marker_at(event.pos)
        else:
            super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.viewport.update(dt, smooth=self.app.settings.animation_factor > 0)

    def wake_in(self) -> float | None:
        return self.viewport.wake_in() if self.viewport.gliding else super().wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        view = self.viewport
        clip = surface.get_clip()
        surface.set_clip(view.rect)
        view.draw_image(surface, self.picture)
        radius = max(2, round(MARKER_RADIUS * view.scale))
        for marker in self.markers:
            color = theme.ACCENT if marker == self.selected else theme.TEXT_DARK
            if marker == self.hovered:
                color = theme.FOCUS
            pygame.draw.circle(surface, color, view.screen_point(marker), radius)
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.PANEL_BORDER, view.rect, 1)
        view.draw_controls(surface)
        theme.text(
            surface,
            f"Zoom {view.zoom:.2f}×",
            "body_bold",
            theme.TEXT,
            (view.rect.right + theme.px(theme.PAD), view.rect.top),
        )

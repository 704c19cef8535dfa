"""Widgets shared by every screen: buttons, choice steppers, toggles, colour pickers,
scrolling lists, and ``Panel``, the base of every region of a game table (the text field is
``text_input.py``).

Each widget has a ``rect`` in window coordinates that its scene sets in ``layout``; ``handle``
takes one pygame event and returns True when it used it; ``draw`` paints the widget. A click is
a left button press and release both inside the widget (as with any desktop button), so
synthetic tests post MOUSEBUTTONDOWN/UP at ``widget.rect.center``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, TypeVar

import pygame

from tabletop.controller.reply import Target
from tabletop.core import i18n

from . import theme
from .theme import Space, Stroke
from .words import on_off

T = TypeVar("T")

#: Two clicks closer than this (milliseconds) are a double click (a list's row, a text field).
DOUBLE_CLICK_MS = 400


def soonest(delays: Iterable[float | None]) -> float | None:
    """The smallest of ``delays`` that is not None (None when all are)."""
    found = [delay for delay in delays if delay is not None]
    return min(found) if found else None


class Widget:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.enabled = True
        self.hovered = False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def wake_in(self) -> float | None:
        """Seconds until this widget looks different with no input (0: it is moving now;
        None: only input changes it). The app sleeps until the soonest of these."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def _track_hover(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hovered = self.rect.collidepoint(event.pos)


class Panel(Widget):
    """A region of a table (the board, a hand, a market, the seats): it draws itself from the
    table's current view, says which ``Target`` lies under a point, and where a target is drawn
    (for highlights and animations). What a target *means* is the controller's business, never
    the panel's: a panel only places things.

    A table sets each panel's ``rect`` in ``layout`` (from its map's ``ui`` layer where the map
    has one) and asks its panels, topmost first, for the target under the pointer.
    """

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The target under ``pos`` (window coordinates), or None."""
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        """Where ``target`` is drawn in this panel, or None when it is not in this panel."""
        return None

    def wheel(self, pos: tuple[int, int], turns: int) -> bool:
        """The mouse wheel turned ``turns`` notches over ``pos`` (True when it was used)."""
        return False


def is_left_down(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1


def is_left_up(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and event.button == 1


class Pressable(Widget):
    """A widget that acts when a left click is released over it; pressing, moving off and
    releasing elsewhere does nothing (a misclick can be taken back). Subclasses define
    ``clicked``."""

    def __init__(self) -> None:
        super().__init__()
        self.pressed = False

    def clicked(self) -> None:
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if is_left_up(event) and self.pressed:
            self.pressed = False
            if self.enabled and self.rect.collidepoint(event.pos):
                self.clicked()
            return True
        return False


class Button(Pressable):
    """A push button: ``style`` is "primary" (the screen's main action), "secondary",
    "danger" or "ghost" (flat, for small tool buttons)."""

    def __init__(
        self,
        label: str,
        on_click: Callable[[], object],
        *,
        style: str = "secondary",
        enabled: bool = True,
        role: str = "button",
    ) -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.style = style
        self.enabled = enabled
        self.role = role

    def clicked(self) -> None:
        self.on_click()

    def colors(self) -> tuple[theme.Color, theme.Color]:
        """(fill, text) for the current state."""
        if not self.enabled:
            return theme.DISABLED, theme.TEXT_DISABLED
        palette = {
            "primary": (theme.ACCENT, theme.ACCENT_HOVER, theme.ACCENT_PRESSED, theme.TEXT_DARK),
            "danger": (theme.DANGER, theme.DANGER_HOVER, theme.DANGER_PRESSED, theme.TEXT),
            "ghost": (theme.PANEL, theme.BUTTON_HOVER, theme.BUTTON_PRESSED, theme.TEXT),
        }.get(self.style, (theme.BUTTON, theme.BUTTON_HOVER, theme.BUTTON_PRESSED, theme.TEXT))
        base, hover, pressed, fg = palette
        if self.pressed:
            return pressed, fg
        return (hover if self.hovered else base), fg

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        fill, fg = self.colors()
        rect = self.rect.move(0, theme.px(Stroke.HAIR) if self.pressed else 0)
        radius = theme.px(theme.RADIUS)
        if self.enabled and not self.pressed and self.style != "ghost":
            # A darker lip under the button gives it depth; pressing sinks it.
            lip = rect.move(0, theme.px(Stroke.MEDIUM))
            pygame.draw.rect(surface, theme.mix(fill, (0, 0, 0), 0.45), lip, border_radius=radius)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if self.style == "ghost" and self.enabled:
            pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 1, border_radius=radius)
        theme.text(
            surface,
            self.label,
            self.role,
            fg,
            rect.center,
            anchor="center",
            max_width=rect.width - theme.px(Space.L),
        )


#: A choice's label with an aside in brackets at its end ("Człowiek (telefon)"): too wide for
#: one line, it is drawn as a "kind · rest" label is, on two lines.
_ASIDE = re.compile(r"(.+?) \((.+)\)")


class Choice(Widget, Generic[T]):
    """Pick one of a few values with ‹ › arrows (or a click in the middle for the next one).

    The choices are in order (left is less, right is more: slower → faster, shorter →
    longer), so the ends stop instead of wrapping around: at the last value › is dimmed and
    does nothing."""

    def __init__(
        self,
        choices: Sequence[tuple[T, str]],
        value: T,
        on_change: Callable[[T], None] | None = None,
    ) -> None:
        super().__init__()
        self.choices = list(choices)
        self.index = next((i for i, (v, _) in enumerate(self.choices) if v == value), 0)
        self.on_change = on_change
        self._pressed_zone = 0
        #: The small line above ("kind · rest" too wide for one line) is cut in its middle,
        #: not at its end: the board choice's file names differ at either end.
        self.kind_cut_middle = False

    @property
    def value(self) -> T:
        return self.choices[self.index][0]

    def set_value(self, value: T) -> None:
        for i, (v, _) in enumerate(self.choices):
            if v == value:
                self.index = i

    def left_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.height, self.rect.height)

    def right_rect(self) -> pygame.Rect:
        h = self.rect.height
        return pygame.Rect(self.rect.right - h, self.rect.y, h, h)

    def _zone(self, pos: tuple[int, int]) -> int:
        if self.left_rect().collidepoint(pos):
            return -1
        return 1

    def can_step(self, delta: int) -> bool:
        """True when stepping by ``delta`` stays within the choices (no wrapping around)."""
        return self.enabled and 0 <= self.index + delta < len(self.choices)

    def step(self, delta: int) -> None:
        if not self.can_step(delta):
            return
        self.index += delta
        if self.on_change is not None:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            self._pressed_zone = self._zone(event.pos)
            return True
        if is_left_up(event) and self._pressed_zone:
            zone, self._pressed_zone = self._pressed_zone, 0
            if self.rect.collidepoint(event.pos) and self._zone(event.pos) == zone:
                self.step(zone)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = theme.px(theme.RADIUS)
        fill = theme.BUTTON_HOVER if self.hovered and self.enabled else theme.PANEL_RAISED
        if not self.enabled:
            fill = theme.DISABLED
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, 1, border_radius=radius)
        fg = theme.TEXT if self.enabled else theme.TEXT_DISABLED
        for delta, rect, points in (
            (-1, self.left_rect(), ((0.6, 0.3), (0.35, 0.5), (0.6, 0.7))),
            (1, self.right_rect(), ((0.4, 0.3), (0.65, 0.5), (0.4, 0.7))),
        ):
            arrow = theme.ACCENT if self.can_step(delta) else theme.TEXT_DISABLED
            pts = [(rect.x + rect.width * x, rect.y + rect.height * y) for x, y in points]
            pygame.draw.lines(surface, arrow, False, pts, max(2, theme.px(Stroke.MEDIUM)))
        label = self.choices[self.index][1] if self.choices else ""
        width = self.rect.width - 2 * self.rect.height
        kind, dot, rest = label.partition(" · ")
        aside = _ASIDE.fullmatch(label)
        if not dot and aside is not None:  # "Człowiek (telefon)": its kind, then the aside
            kind, dot, rest = aside.group(1), " · ", aside.group(2)
        if dot and not theme.line_fits(label, "body", width):
            # "Komputer · Standardowy" too wide for one line: the kind small above the rest
            # (so is "Człowiek (telefon)": "Człowiek" above "telefon").
            small, body = theme.font("small").get_linesize(), theme.font("body").get_linesize()
            top = self.rect.centery - (small + body) // 2
            muted = theme.TEXT_MUTED if self.enabled else theme.TEXT_DISABLED
            theme.text(
                surface,
                kind,
                "small",
                muted,
                (self.rect.centerx, top),
                "midtop",
                max_width=width,
                middle=self.kind_cut_middle,
            )
            theme.text(
                surface,
                rest,
                "body",
                fg,
                (self.rect.centerx, top + small),
                "midtop",
                max_width=width,
            )
            return
        theme.text(surface, label, "body", fg, self.rect.center, anchor="center", max_width=width)


class Toggle(Pressable):
    """An on/off switch."""

    def __init__(self, value: bool, on_change: Callable[[bool], None] | None = None) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change

    def clicked(self) -> None:
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        h = self.rect.height
        track = pygame.Rect(0, 0, round(h * 1.9), h)
        track.midleft = self.rect.midleft
        on = self.value
        fill = theme.ACCENT if on else theme.BUTTON
        if self.hovered:
            fill = theme.ACCENT_HOVER if on else theme.BUTTON_HOVER
        pygame.draw.rect(surface, fill, track, border_radius=h // 2)
        knob_x = track.right - h // 2 if on else track.left + h // 2
        pygame.draw.circle(
            surface, theme.TEXT, (knob_x, track.centery), h // 2 - theme.px(Stroke.MEDIUM)
        )
        theme.text(
            surface,
            on_off(on),
            "body",
            theme.TEXT if on else theme.TEXT_MUTED,
            (track.right + theme.px(Space.L), track.centery),
            anchor="midleft",
        )


class ColorPicker(Widget):
    """A row of colour discs; ``taken`` ones (other seats') are shown faded and refused."""

    def __init__(
        self,
        colors: Sequence[tuple[str, str]],
        value: str,
        on_change: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__()
        self.colors = list(colors)
        self.value = value
        self.taken: set[str] = set()
        self.on_change = on_change
        self._pressed: int | None = None

    def disc_rects(self) -> list[pygame.Rect]:
        n = max(1, len(self.colors))
        size = min(self.rect.height, self.rect.width // n)
        gap = (self.rect.width - size * n) // max(1, n - 1) if n > 1 else 0
        gap = min(gap, size // 3)  # keep the discs together on wide windows
        return [
            pygame.Rect(self.rect.x + i * (size + gap), self.rect.centery - size // 2, size, size)
            for i in range(n)
        ]

    def _index_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.disc_rects()):
            if rect.collidepoint(pos):
                return i
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            self._pressed = self._index_at(event.pos)
            return True
        if is_left_up(event) and self._pressed is not None:
            index, self._pressed = self._pressed, None
            if index == self._index_at(event.pos):
                color = self.colors[index][1]
                if color not in self.taken and color != self.value:
                    self.value = color
                    if self.on_change is not None:
                        self.on_change(color)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        mouse = pygame.mouse.get_pos() if self.hovered else None
        for (name, hex_color), rect in zip(self.colors, self.disc_rects(), strict=True):
            rgb = theme.hex_to_rgb(hex_color)
            radius = rect.width // 2 - theme.px(Space.XS)
            if hex_color == self.value:
                pygame.draw.circle(surface, theme.ACCENT, rect.center, rect.width // 2)
                pygame.draw.circle(
                    surface, theme.PANEL, rect.center, rect.width // 2 - theme.px(Space.XXS)
                )
            elif mouse is not None and rect.collidepoint(mouse) and hex_color not in self.taken:
                pygame.draw.circle(surface, theme.TEXT_MUTED, rect.center, rect.width // 2, 1)
            if hex_color in self.taken:
                rgb = theme.mix(rgb, theme.PANEL, 0.7)
                theme.swatch(surface, rect.center, radius - theme.px(Space.XXS), rgb)
                d = radius // 2
                c = rect.center
                line_color = theme.TEXT_MUTED
                pygame.draw.line(surface, line_color, (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), 2)
            else:
                theme.swatch(surface, rect.center, radius, rgb)
            del name


class ScrollList(Widget, Generic[T]):
    """A scrolling list of rows with one selected row; double-click activates it.

    ``draw_row(surface, rect, item, selected, hovered)`` paints one row.
    """

    def __init__(
        self,
        draw_row: Callable[[pygame.Surface, pygame.Rect, T, bool, bool], None],
        *,
        row_height: int = theme.ROW_HEIGHT,
        on_select: Callable[[T | None], None] | None = None,
        on_activate: Callable[[T], None] | None = None,
        empty_text: str | None = None,
    ) -> None:
        super().__init__()
        self.items: list[T] = []
        self.draw_row = draw_row
        self.base_row_height = row_height
        self.on_select = on_select
        self.on_activate = on_activate
        #: Said when the list is empty (None: "Nothing here yet." in the current language).
        self.empty_text = empty_text
        self.selected: int | None = None
        self.scroll = 0
        self._pressed_row: int | None = None
        self._last_click: tuple[int, int] = (-1, -10_000)  # (row, ticks)
        self._hover_row: int | None = None

    @property
    def row_height(self) -> int:
        return theme.px(self.base_row_height)

    def set_items(self, items: Sequence[T], keep_selection: bool = False) -> None:
        self.items = list(items)
        if not keep_selection or self.selected is None or self.selected >= len(self.items):
            self.selected = 0 if self.items else None
        self._clamp_scroll()
        if self.on_select is not None:
            self.on_select(self.selected_item)

    @property
    def selected_item(self) -> T | None:
        return self.items[self.selected] if self.selected is not None else None

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x,
            self.rect.y + index * self.row_height - self.scroll,
            self.rect.width,
            self.row_height,
        )

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.shown_rect.collidepoint(pos):
            return None
        index = (pos[1] - self.rect.y + self.scroll) // self.row_height
        return index if 0 <= index < len(self.items) else None

    @property
    def shown_rect(self) -> pygame.Rect:
        """The part of ``rect`` that rows fill: whole rows only, so no row is ever cut in half
        (the list scrolls by whole rows)."""
        rows = max(1, self.rect.height // max(1, self.row_height))
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.width, rows * self.row_height)

    def _clamp_scroll(self) -> None:
        shown = self.shown_rect.height
        most = max(0, len(self.items) * self.row_height - shown)
        scroll = max(0, min(self.scroll, most))
        self.scroll = scroll - scroll % max(1, self.row_height)

    def select(self, index: int | None) -> None:
        self.selected = index
        if index is not None:  # keep the selected row in view
            rect, shown = self.row_rect(index), self.shown_rect
            if rect.top < shown.top:
                self.scroll -= shown.top - rect.top
            elif rect.bottom > shown.bottom:
                self.scroll += rect.bottom - shown.bottom
            self._clamp_scroll()
        if self.on_select is not None:
            self.on_select(self.selected_item)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self._track_hover(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self._hover_row = self._row_at(event.pos)
        if is_left_down(event) and self.rect.collidepoint(event.pos):
            self._pressed_row = self._row_at(event.pos)
            return True
        if is_left_up(event) and self._pressed_row is not None:
            row, self._pressed_row = self._pressed_row, None
            if row == self._row_at(event.pos):
                now = pygame.time.get_ticks()
                double = self._last_click[0] == row and now - self._last_click[1] < DOUBLE_CLICK_MS
                self._last_click = (row, now)
                self.select(row)
                if double and self.on_activate is not None:
                    self.on_activate(self.items[row])
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll -= event.y * self.row_height
            self._clamp_scroll()
            return True
        if (
            event.type == pygame.KEYDOWN
            and self.items
            and event.key in (pygame.K_UP, pygame.K_DOWN)
        ):
            current = self.selected if self.selected is not None else -1
            delta = -1 if event.key == pygame.K_UP else 1
            self.select(max(0, min(len(self.items) - 1, current + delta)))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        self._clamp_scroll()
        clip = surface.get_clip()
        surface.set_clip(self.shown_rect.clip(clip) if clip else self.shown_rect)
        if not self.items:
            theme.text(
                surface,
                self.empty_text if self.empty_text is not None else i18n._("Nothing here yet."),
                "body",
                theme.TEXT_MUTED,
                self.rect.center,
                "center",
            )
        first = self.scroll // self.row_height
        last = min(len(self.items), first + self.shown_rect.height // self.row_height)
        for index in range(first, last):
            rect = self.row_rect(index)
            selected = index == self.selected
            hovered = index == self._hover_row and self.hovered
            if selected:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=theme.px(Space.S))
            elif hovered:
                pygame.draw.rect(surface, theme.PANEL_RAISED, rect, border_radius=theme.px(Space.S))
            elif index % 2:
                pygame.draw.rect(surface, theme.ROW_ALT, rect, border_radius=theme.px(Space.S))
            self.draw_row(surface, rect, self.items[index], selected, hovered)
        surface.set_clip(clip)
        shown = self.shown_rect.height
        area = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, shown)
        theme.scrollbar(surface, area, self.scroll, shown, len(self.items) * self.row_height)


def handle_all(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Offer ``event`` to every widget; mouse-button releases go to all (so a press that
    started on one widget ends there), anything else stops at the first taker."""
    used = False
    for widget in widgets:
        if widget.handle(event):
            used = True
            if event.type not in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
                return True
    return used


def draw_all(widgets: Sequence[Any], surface: pygame.Surface) -> None:
    for widget in widgets:
        widget.draw(surface)

"""Choosing how to pay (a claim, a station, a tunnel's extra cards): every way the engine
offers, fitted to the room a dialog has.

- **Rows** while every way fits as a full-width button (its cards and its words) and there are
  nine at most;
- else **tiles**: one line per colour, each way a compact tile (a card of the colour and how
  many, a locomotive and how many), the lines wrapping inside the width; the whole grid scrolls
  when even that does not fit (the mouse wheel, or the keyboard moving the focus).

The ways come best first (``best_first``): the ones that spend no locomotive and the fewest
cards lead, and the first is marked "best" when it is better than another. Paying is deliberate:
where the dialog has a Pay button (``commit_on_click=False``) a click or a digit only *selects* a
way, and Pay or Enter pays it. The arrow keys (and Tab) move the selection; digits select a way
while there are nine at most; with more, a digit jumps to the first way of that colour's line
(pick the colour, then how many locomotives with ← →).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core import Action
from tabletop.core.i18n import _
from tabletop.ui import theme
from tabletop.ui.theme import Space, Stroke, px
from tabletop.ui.widgets import Widget

from . import art
from .layout import CARD_ASPECT, Dialogs

#: Digit keys (top row and keypad) → 0-based number.
DIGITS: dict[int, int] = {
    **{pygame.K_1 + i: i for i in range(9)},
    **{pygame.K_KP1 + i: i for i in range(9)},
}
#: More ways than this, or ways that do not fit as rows: tiles. Digits pick a way directly
#: while there are this many at most (one digit key each).
MAX_ROWS = 9
NUMBERED = 9


@dataclass(frozen=True)
class PayOption:
    """One way to pay: the engine's action, the cards it spends, the words for it."""

    action: Action
    #: The non-wild colour paid (None: wilds only, or no cards at all).
    color: str | None
    wilds: int
    #: Cards paid in all (0: an action that costs no cards, such as drawing tickets).
    total: int
    #: What the button or the status line says: "Pay 1 red + 1 locomotive".
    words: str

    @property
    def coloured(self) -> int:
        return self.total - self.wilds if self.color is not None else 0


def cost_key(option: PayOption) -> tuple[int, int]:
    """How dear a way is: locomotives spent first, then cards in all (lower is better)."""
    return option.wilds, option.total


def best_first(options: Sequence[PayOption]) -> list[PayOption]:
    """The ways cheapest first (``cost_key``), ties in the engine's order (card order)."""
    return sorted(options, key=cost_key)


def payment_cards(color: str | None, wilds: int, total: int, wild: str) -> list[str]:
    """The cards of a payment, coloured ones first."""
    coloured = [color] * (total - wilds) if color is not None else []
    return coloured + [wild] * wilds


def draw_chips(
    surface: pygame.Surface,
    cards: Sequence[str],
    pos: tuple[int, int],
    height: int,
    faces: art.CardArt,
) -> int:
    """A row of small cards from ``pos`` (midleft); returns the right edge."""
    w = round(height * CARD_ASPECT)
    x, cy = pos
    step = w + px(Dialogs.CHIP_GAP) if len(cards) <= 6 else max(px(Space.S), w // 2)
    for color in cards:
        surface.blit(faces.card_face(color, w, height), (x, cy - height // 2))
        x += step
    return x - step + w if cards else x


def button_face(
    surface: pygame.Surface, rect: pygame.Rect, fill: theme.Color, *, pressed: bool, lip: bool
) -> pygame.Rect:
    """A raised button's body (a darker lip under it unless pressed); returns where it is."""
    radius = px(theme.RADIUS)
    shown = rect.move(0, px(Stroke.HAIR) if pressed else 0)
    if lip and not pressed:
        under = shown.move(0, px(Stroke.MEDIUM))
        pygame.draw.rect(surface, theme.mix(fill, (0, 0, 0), 0.45), under, border_radius=radius)
    pygame.draw.rect(surface, fill, shown, border_radius=radius)
    return shown


def focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(
        surface,
        theme.ACCENT,
        rect.inflate(px(Space.XS), px(Space.XS)),
        max(2, px(Stroke.THIN)),
        border_radius=px(theme.RADIUS) + px(Stroke.THIN),
    )


class PaymentPicker(Widget):
    """The ways to pay, as rows or tiles (see the module's doc); ``on_choose`` gets the way
    clicked or entered. The dialog asks ``fit`` how tall it will be, then ``place``s it."""

    def __init__(
        self,
        options: Sequence[PayOption],
        wild: str,
        on_choose: Callable[[PayOption], object],
        faces: art.CardArt,
        *,
        primary: bool = False,
        hint: str = "",
        commit_on_click: bool = True,
    ) -> None:
        super().__init__()
        self.options = best_first(options)
        self.wild = wild
        #: The table's cards, in the palette it shows.
        self.faces = faces
        self.on_choose = on_choose
        #: A single way to confirm: drawn as the dialog's main button.
        self.primary = primary
        #: A second line under each row's words ("and claim the tunnel").
        self.hint = hint
        #: A click (or a digit) pays at once; False: it selects, and the dialog's Pay button
        #: (or Enter) pays the selected way. A single primary way is its own button.
        self.commit_on_click = commit_on_click or primary
        self.tiles = False
        self.focus = 0
        self.hover: int | None = None
        #: Pixels of the grid scrolled past the top of the viewport.
        self.scroll = 0
        self.content_height = 0
        self._pressed: int | None = None
        self._mouse = (-1, -1)
        #: Each way's box, relative to the grid's top-left before scrolling.
        self._boxes: list[pygame.Rect] = []
        #: Each colour line: (first way's index, the line's y in the grid).
        self._lines: list[tuple[int, int]] = []
        self._bar = 0
        #: The tiles' card height (reference pixels): the largest that fits the room.
        self._chip = Dialogs.TILE_CHIPS[-1]
        self._groups = self._group()

    # ------------------------------------------------------------------ structure
    def _group(self) -> list[list[int]]:
        """The ways by colour (runs of one colour in the order the ways are in)."""
        groups: list[list[int]] = []
        for i, option in enumerate(self.options):
            if groups and self.options[groups[-1][0]].color == option.color:
                groups[-1].append(i)
            else:
                groups.append([i])
        return groups

    def _arrange(self, tiles: bool) -> None:
        """Rows list the ways best first; tiles gather each colour on one line (the lines in
        the order of their best way, so the best way still leads). The selection is kept."""
        chosen = self.focused
        ordered = best_first(self.options)
        if tiles:
            colours = list(dict.fromkeys(o.color for o in ordered))
            ordered = [o for c in colours for o in ordered if o.color == c]
        self.options = ordered
        self._groups = self._group()
        if chosen is not None:
            self.focus = self.options.index(chosen)

    @property
    def best(self) -> PayOption | None:
        """The way marked "best": the cheapest, when some other way costs more."""
        if len(self.options) < 2:
            return None
        cheapest = min(self.options, key=cost_key)
        if all(cost_key(o) == cost_key(cheapest) for o in self.options):
            return None
        return cheapest

    @staticmethod
    def best_label() -> str:
        # Translators: a tag on the cheapest way to pay (no locomotive, fewest cards).
        return _("best")

    def _tag_width(self) -> int:
        return theme.font("label").size(self.best_label())[0] + 2 * px(Space.S)

    @property
    def numbered(self) -> bool:
        """Digits pick a way directly (nine ways at most, and more than one)."""
        return 1 < len(self.options) <= NUMBERED

    @property
    def lines(self) -> int:
        """How many colour lines the tiles have (one per colour)."""
        return len({option.color for option in self.options})

    # ------------------------------------------------------------------ sizes
    @staticmethod
    def row_height() -> int:
        return px(Dialogs.OPTION_HEIGHT)

    @staticmethod
    def gap() -> int:
        return px(Space.M)

    def rows_height(self) -> int:
        n = len(self.options)
        return n * self.row_height() + max(0, n - 1) * self.gap()

    def _tile_chip(self) -> int:
        return px(self._chip)

    def _tile_height(self) -> int:
        return self._tile_chip() + 2 * px(Space.S)

    def _tile_parts(self, option: PayOption) -> list[tuple[str, int]]:
        """(card, how many) drawn on a way's tile."""
        parts = []
        if option.color is not None and option.coloured:
            parts.append((option.color, option.coloured))
        if option.wilds:
            parts.append((self.wild, option.wilds))
        return parts

    def _digit_width(self) -> int:
        return theme.font("label").size("9")[0] + px(Space.S)

    def _tile_width(self, option: PayOption) -> int:
        chip_w = round(self._tile_chip() * CARD_ASPECT)
        f = theme.font("body_bold")
        width = 2 * px(Space.M)
        if self.numbered:
            width += self._digit_width()
        for k, (_card, n) in enumerate(self._tile_parts(option)):
            if k:
                width += px(Space.M)
            width += chip_w + px(Space.XS) + f.size(str(n))[0]
        if option is self.best:
            width += px(Space.M) + self._tag_width()
        return width

    def _gutter(self) -> int:
        """Room left of the tiles for each colour line's digit (when digits pick colours)."""
        return 0 if self.numbered else self._digit_width() + px(Space.S)

    def _layout_tiles(self, width: int) -> int:
        """Place the tiles in ``width``: each colour on its own line(s). Returns the height."""
        self._boxes = [pygame.Rect(0, 0, 0, 0)] * len(self.options)
        self._lines = []
        tile_h = self._tile_height()
        tile_w = max((self._tile_width(o) for o in self.options), default=0)
        gap = self.gap()
        x0 = self._gutter()
        per_line = max(1, (width - x0 + gap) // (tile_w + gap))
        tile_w = max(tile_w, min(2 * tile_w, (width - x0 + gap) // per_line - gap))
        y = 0
        for group in self._groups:
            self._lines.append((group[0], y))
            for k, index in enumerate(group):
                row, col = divmod(k, per_line)
                self._boxes[index] = pygame.Rect(
                    x0 + col * (tile_w + gap), y + row * (tile_h + gap), tile_w, tile_h
                )
            rows = -(-len(group) // per_line)
            y += rows * (tile_h + gap)
        return max(0, y - gap)

    def _layout_rows(self, width: int) -> int:
        h, gap = self.row_height(), self.gap()
        self._boxes = [pygame.Rect(0, i * (h + gap), width, h) for i in range(len(self.options))]
        self._lines = []
        return self.rows_height()

    def fit(self, width: int, room: int) -> int:
        """Lay the ways out ``width`` wide with at most ``room`` pixels of height; returns the
        height taken (the grid scrolls inside it when it needs more)."""
        self.tiles = len(self.options) > MAX_ROWS or self.rows_height() > room
        self._arrange(self.tiles)
        if not self.tiles:
            self._bar = 0
            self.content_height = self._layout_rows(width)
            return self.content_height
        self._bar = 0
        for chip in Dialogs.TILE_CHIPS:  # the largest cards that let every tile show
            self._chip = chip
            self.content_height = self._layout_tiles(width)
            if self.content_height <= room:
                return self.content_height
        self._bar = px(Dialogs.SCROLLBAR)  # still too tall: it scrolls, beside a scrollbar
        self.content_height = self._layout_tiles(width - self._bar)
        return min(self.content_height, room)

    def place(self, rect: pygame.Rect) -> None:
        """Put the viewport at ``rect`` (as tall as ``fit`` said)."""
        self.rect = pygame.Rect(rect)
        self._clamp_scroll()
        self._show(self.focus)

    @property
    def scrolls(self) -> bool:
        return self.content_height > self.rect.height

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, self.content_height - self.rect.height))

    def _show(self, index: int) -> None:
        """Scroll so that way ``index`` is whole in the viewport."""
        if not self._boxes or not 0 <= index < len(self._boxes):
            return
        box = self._boxes[index]
        if box.y < self.scroll:
            self.scroll = box.y
        elif box.bottom > self.scroll + self.rect.height:
            self.scroll = box.bottom - self.rect.height
        self._clamp_scroll()

    # ------------------------------------------------------------------ geometry
    def option_rect(self, index: int) -> pygame.Rect:
        """Where way ``index`` is drawn, in window coordinates (it may be scrolled away)."""
        return self._boxes[index].move(self.rect.x, self.rect.y - self.scroll)

    def shows(self, index: int) -> bool:
        """Way ``index`` is whole inside the viewport (so a click on it lands)."""
        return bool(self.rect.contains(self.option_rect(index)))

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for i in range(len(self.options)):
            if self.option_rect(i).collidepoint(pos):
                return i
        return None

    def line_of(self, index: int) -> int:
        return next(k for k, group in enumerate(self._groups) if index in group)

    # ------------------------------------------------------------------ focus
    def move_focus(self, key: int) -> None:
        """The arrow keys: ← → (and Tab) step through the ways in reading order; ↑ ↓ go to the
        way above or below, the nearest across."""
        n = len(self.options)
        if not n:
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.focus = (self.focus + (1 if key == pygame.K_RIGHT else -1)) % n
        elif key in (pygame.K_UP, pygame.K_DOWN):
            here = self._boxes[self.focus]
            down = key == pygame.K_DOWN
            rows = sorted({b.y for b in self._boxes if (b.y > here.y if down else b.y < here.y)})
            if rows:
                row_y = rows[0] if down else rows[-1]
                self.focus = min(
                    (i for i, b in enumerate(self._boxes) if b.y == row_y),
                    key=lambda i: abs(self._boxes[i].centerx - here.centerx),
                )
        self._show(self.focus)

    def focus_line(self, line: int) -> None:
        """A digit with more than nine ways: the first way of colour line ``line``."""
        if 0 <= line < len(self._groups):
            self.focus = self._groups[line][0]
            self._show(self.focus)

    @property
    def focused(self) -> PayOption | None:
        return self.options[self.focus] if self.options else None

    # ------------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible or not self.options:
            return False
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self.hover = self.index_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._mouse = event.pos
            self._pressed = self.index_at(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            if pressed is None:
                return False
            if self.index_at(event.pos) == pressed:
                self.focus = pressed
                self._show(pressed)
                if self.commit_on_click:
                    self.on_choose(self.options[pressed])
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self._mouse):
            if not self.scrolls:
                return False
            self.scroll -= event.y * (self._tile_height() + self.gap())
            self._clamp_scroll()
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            self.move_focus(key)
            return True
        if key == pygame.K_TAB:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            self.move_focus(pygame.K_LEFT if back else pygame.K_RIGHT)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_choose(self.options[self.focus])
            return True
        if key in DIGITS and len(self.options) > 1:
            number = DIGITS[key]
            if self.numbered:
                if number < len(self.options):
                    self.focus = number
                    if self.commit_on_click:
                        self.on_choose(self.options[number])
                return True
            self.focus_line(number)
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.options:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(px(Space.S), px(Space.S)).clip(clip))
        for i in range(len(self.options)):
            rect = self.option_rect(i)
            if rect.bottom < self.rect.y or rect.y > self.rect.bottom:
                continue
            if self.tiles:
                self._draw_tile(surface, i, rect)
            else:
                self._draw_row(surface, i, rect)
        if self.tiles and not self.numbered:
            self._draw_line_digits(surface)
        surface.set_clip(clip)
        if self.scrolls:
            self._draw_scrollbar(surface)

    def _fill(self, index: int) -> tuple[theme.Color, theme.Color]:
        """(fill, ink) of way ``index``."""
        pressed = self._pressed == index
        if self.primary:
            fill = theme.ACCENT_PRESSED if pressed else theme.ACCENT
            if self.hover == index and not pressed:
                fill = theme.ACCENT_HOVER
            return fill, theme.TEXT_DARK
        if pressed:
            return theme.BUTTON_PRESSED, theme.TEXT
        return (theme.BUTTON_HOVER if self.hover == index else theme.BUTTON), theme.TEXT

    def _draw_digit(self, surface: pygame.Surface, number: int, pos: tuple[int, int]) -> int:
        """A key's number (midleft at ``pos``); returns its right edge."""
        drawn = theme.text(surface, str(number), "label", theme.TEXT_MUTED, pos, "midleft")
        return drawn.right

    def _draw_row(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        option = self.options[index]
        fill, ink = self._fill(index)
        shown = button_face(surface, rect, fill, pressed=self._pressed == index, lip=True)
        if index == self.focus and not self.primary and len(self.options) > 1:
            focus_ring(surface, shown)
        x = shown.x + px(Space.L)
        if self.numbered:
            x = self._draw_digit(surface, index + 1, (x, shown.centery)) + px(Space.M)
        cards = payment_cards(option.color, option.wilds, option.total, self.wild)
        if cards:
            x = draw_chips(
                surface, cards, (x, shown.centery), shown.height - px(Space.L), self.faces
            )
            x += px(Dialogs.CHIPS_GAP)
        room = shown.right - x - px(Dialogs.TEXT_END)
        if option is self.best:
            tag = self._draw_tag(surface, (shown.right - px(Space.L), shown.centery), "midright")
            room = tag.x - px(Space.M) - x
        theme.text(
            surface,
            option.words,
            "body_bold",
            ink,
            (x, shown.centery - (px(Space.M) if self.hint else 0)),
            "midleft",
            max_width=room,
        )
        if self.hint:
            theme.text(
                surface,
                self.hint,
                "small",
                theme.mix(ink, fill, 0.3),
                (x, shown.centery + px(Dialogs.HINT_DROP)),
                "midleft",
                max_width=room,
            )

    def _draw_tile(self, surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        option = self.options[index]
        fill, ink = self._fill(index)
        shown = button_face(surface, rect, fill, pressed=self._pressed == index, lip=True)
        if index == self.focus:
            focus_ring(surface, shown)
        x = shown.x + px(Space.M)
        if self.numbered:
            x = self._draw_digit(surface, index + 1, (x, shown.centery)) + px(Space.S)
        chip_h = self._tile_chip()
        chip_w = round(chip_h * CARD_ASPECT)
        for k, (card, n) in enumerate(self._tile_parts(option)):
            if k:
                x += px(Space.M)
            chip = self.faces.card_face(card, chip_w, chip_h)
            surface.blit(chip, (x, shown.centery - chip_h // 2))
            x += chip_w + px(Space.XS)
            drawn = theme.text(surface, str(n), "body_bold", ink, (x, shown.centery), "midleft")
            x = drawn.right
        if option is self.best:
            self._draw_tag(surface, (x + px(Space.M), shown.centery), "midleft")

    def _draw_tag(self, surface: pygame.Surface, pos: tuple[int, int], anchor: str) -> pygame.Rect:
        """The "best" tag: a small accent pill at ``pos``; returns where it is."""
        f = theme.font("label")
        rect = pygame.Rect(0, 0, self._tag_width(), f.get_linesize() + px(Space.XS))
        setattr(rect, anchor, pos)
        pygame.draw.rect(surface, theme.ACCENT, rect, border_radius=rect.height // 2)
        theme.text(surface, self.best_label(), "label", theme.TEXT_DARK, rect.center, "center")
        return rect

    def _draw_line_digits(self, surface: pygame.Surface) -> None:
        for number, (_first, y) in enumerate(self._lines[:9], start=1):
            cy = self.rect.y - self.scroll + y + self._tile_height() // 2
            self._draw_digit(surface, number, (self.rect.x, cy))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """Where the viewport is in the grid (the wheel and the arrow keys scroll it)."""
        view_h, total = self.rect.height, max(1, self.content_height)
        width = px(Stroke.THICK)
        track = pygame.Rect(self.rect.right - width, self.rect.y, width, view_h)
        thumb_h = max(px(Space.XXL), view_h * view_h // total)
        top = track.y + (view_h - thumb_h) * self.scroll // max(1, total - view_h)
        radius = px(Stroke.THIN)
        pygame.draw.rect(surface, theme.ROW_ALT, track, border_radius=radius)
        pygame.draw.rect(
            surface, theme.TEXT_MUTED, (track.x, top, width, thumb_h), border_radius=radius
        )


__all__ = [
    "PayOption",
    "PaymentPicker",
    "button_face",
    "draw_chips",
    "focus_ring",
    "payment_cards",
]

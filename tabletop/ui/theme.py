"""The look of every screen in one place: colours, sizes, paddings, fonts, player colours.

Sizes are given for the reference window (1280×800) and scaled with the window by ``px``; the
app calls ``set_window_size`` whenever the window changes, so layouts follow the window.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from tabletop.core.i18n import ngettext

from . import fonts
from .cache import SurfaceCache

Color = tuple[int, int, int]

# ------------------------------------------------------------------ colours
BG_TOP: Color = (24, 31, 46)
BG_BOTTOM: Color = (12, 16, 25)
BG_PATTERN: Color = (34, 44, 64)
PANEL: Color = (31, 39, 56)
PANEL_RAISED: Color = (40, 50, 71)
PANEL_BORDER: Color = (62, 76, 104)
ROW_ALT: Color = (36, 45, 64)
ROW_SELECTED: Color = (58, 74, 108)
TEXT: Color = (236, 240, 247)
TEXT_MUTED: Color = (150, 162, 186)
TEXT_DARK: Color = (24, 26, 32)
ACCENT: Color = (235, 168, 62)
ACCENT_HOVER: Color = (246, 186, 90)
ACCENT_PRESSED: Color = (200, 138, 40)
BUTTON: Color = (52, 64, 90)
BUTTON_HOVER: Color = (66, 81, 113)
BUTTON_PRESSED: Color = (42, 52, 74)
DANGER: Color = (196, 72, 64)
DANGER_HOVER: Color = (216, 92, 82)
DANGER_PRESSED: Color = (160, 56, 50)
DISABLED: Color = (44, 51, 66)
TEXT_DISABLED: Color = (98, 108, 128)
GOOD: Color = (88, 186, 122)
WARN: Color = (232, 120, 96)
FOCUS: Color = (120, 170, 255)
#: Suggest's mark on the board: a bright cyan, unlike the accent that marks legal choices.
SUGGEST: Color = (96, 228, 255)
OVERLAY = (6, 9, 15, 170)
SHADOW = (0, 0, 0, 90)

# ------------------------------------------------------------------ player colours
#: Seat colours for a game that declares none of its own (test games, the fallback table).
_DEFAULT_COLORS: tuple[tuple[str, str], ...] = (
    ("red", "#d33b32"),
    ("blue", "#2f6fd0"),
    ("green", "#3c9a4a"),
    ("yellow", "#f0c93a"),
    ("purple", "#8e5bc8"),
    ("white", "#ece8dc"),
)


def player_colors(game_id: str) -> tuple[tuple[str, str], ...]:
    """The seat colours a game offers, as (name, "#rrggbb"), from its descriptor."""
    from tabletop.games import DESCRIPTORS  # lazily: the games load with the first one played

    for found in DESCRIPTORS:
        if found.id == game_id:
            return tuple((color.name, color.hex) for color in found.seat_colors)
    return _DEFAULT_COLORS


def hex_to_rgb(value: str) -> Color:
    value = value.lstrip("#")
    return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))


def readable_on(color: Color) -> Color:
    """Dark or light text, whichever reads better on ``color``."""
    r, g, b = color
    return TEXT_DARK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else TEXT


def mix(a: Color, b: Color, t: float) -> Color:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


# ------------------------------------------------------------------ sizes
REFERENCE_SIZE = (1280, 800)
_scale = 1.0

#: Font roles → (face, size at the reference window).
FONT_ROLES: dict[str, tuple[str, int]] = {
    "small": ("regular", 14),
    "body": ("regular", 17),
    "body_bold": ("bold", 17),
    "label": ("bold", 14),
    "button": ("bold", 18),
    "heading": ("bold", 26),
    "title": ("display", 34),
    "logo": ("display", 86),
}


class Space:
    """The spacing scale, in reference pixels (``px(Space.M)``): every gap, inset and padding
    is one of these steps, so panels line up across screens and tables."""

    XXS = 2
    XS = 4
    S = 6
    M = 8
    L = 12
    XL = 16
    XXL = 24
    XXXL = 32


class Stroke:
    """Line widths, in reference pixels."""

    HAIR = 1
    THIN = 2
    MEDIUM = 3
    THICK = 4


RADIUS = 10
PAD = Space.XL
GAP = 10
BUTTON_HEIGHT = 46
ROW_HEIGHT = 40

# The screens that fill the window (load, new game, statistics), in reference pixels.
SCREEN_MARGIN = 40  # round the screen's content, and the title's left edge
SCREEN_TITLE_TOP = 36  # the title's top edge
SCREEN_CONTENT_TOP = 100  # where the content starts, below the title


def set_window_size(size: tuple[int, int]) -> None:
    """Scale every size to the window: 1.0 at 1280×800, bounded so text stays readable."""
    global _scale
    w, h = size
    _scale = max(0.7, min(2.0, min(w / REFERENCE_SIZE[0], h / REFERENCE_SIZE[1])))


def scale() -> float:
    return _scale


def px(value: float) -> int:
    """A reference-window length in pixels at the current window size."""
    return max(1, round(value * _scale))


def font(role: str) -> pygame.font.Font:
    return role_font(role)


# ------------------------------------------------------------------ drawing helpers
_backdrops = SurfaceCache(limit=4)


def background(size: tuple[int, int]) -> pygame.Surface:
    """The shared backdrop: a vertical gradient with faint track curves (cached per size)."""
    return _backdrops.get(size, lambda: _paint_background(size))


def _paint_background(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size)
    for y in range(h):
        pygame.draw.line(surface, mix(BG_TOP, BG_BOTTOM, y / max(1, h - 1)), (0, y), (w, y))
    # Faint rails: a few wide arcs, a board-game hint without distracting from the panels.
    step = max(40, h // 6)
    for i in range(-2, 10):
        rect = pygame.Rect(w // 2 - step * i, h // 3 - step * i, step * 2 * i + 1, step * 2 * i + 1)
        if rect.width > 0:
            pygame.draw.ellipse(surface, BG_PATTERN, rect, 1)
    return surface


#: Panel shadows and veils (a modal's, the tutorial's dim) are drawn every frame: made once
#: per size and colour (a few MB at most).
_shadows = SurfaceCache(limit=48, max_bytes=24 * 2**20)
_veils = SurfaceCache(limit=4)


def _paint_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, shadow.get_rect(), border_radius=radius)
    return shadow


#: How far a panel's shadow falls below it (reference pixels): light from above.
SHADOW_DROP = 5


def panel(
    surface: pygame.Surface, rect: pygame.Rect, color: Color = PANEL, border: bool = True
) -> None:
    """A rounded panel with a soft shadow and a thin border."""
    r = px(RADIUS)
    size = (rect.width + px(Space.L), rect.height + px(Space.L))
    radius = r + px(Space.XS)
    shadow = _shadows.get((size, radius), lambda: _paint_shadow(size, radius))
    offset = px(Space.S)
    at = (rect.x - offset + px(Space.XXS), rect.y - offset + px(SHADOW_DROP))
    # The panel's rows below its top corners and above its bottom ones cover the shadow
    # whole: it is blended only where it shows.
    blit_around(surface, shadow, at, rect.inflate(0, -2 * r))
    pygame.draw.rect(surface, color, rect, border_radius=r)
    if border:
        pygame.draw.rect(surface, PANEL_BORDER, rect, 1, border_radius=r)


def blit_around(
    surface: pygame.Surface, source: pygame.Surface, dest: tuple[int, int], hole: pygame.Rect
) -> None:
    """Blit ``source`` at ``dest`` except over ``hole`` (in ``surface``'s coordinates), whose
    pixels are left as they are: what is drawn over at once (a panel over its shadow) or must
    stay clear (the tutorial's ringed target) costs no blending there."""
    area = pygame.Rect(dest, source.get_size())
    clear = hole.clip(area)
    if not clear.width or not clear.height:
        surface.blit(source, dest)
        return
    for band in (
        pygame.Rect(area.x, area.y, area.width, clear.top - area.y),
        pygame.Rect(area.x, clear.bottom, area.width, area.bottom - clear.bottom),
        pygame.Rect(area.x, clear.top, clear.left - area.x, clear.height),
        pygame.Rect(clear.right, clear.top, area.right - clear.right, clear.height),
    ):
        if band.width > 0 and band.height > 0:
            surface.blit(source, band.topleft, band.move(-area.x, -area.y))


def stand_clear(
    rect: pygame.Rect, keep_clear: Sequence[pygame.Rect], area: pygame.Rect, gap: int
) -> pygame.Rect:
    """``rect`` moved up, just above what of ``keep_clear`` it covers, until it covers none;
    when that leaves ``area`` at the top, moved down below them instead if that stays in it
    (else the move up). The one way a toast or a hover card keeps off the buttons, a
    tutorial's bubble and its ringed target: a card over the target hid what the tip meant."""

    def covered(placed: pygame.Rect) -> list[pygame.Rect]:
        return [r for r in keep_clear if r.colliderect(placed)]

    up = rect.copy()
    over = covered(up)
    while over and up.top > area.top:
        up.bottom = min(r.top for r in over) - gap
        over = covered(up)
    if not over and up.top >= area.top:
        return up
    down = rect.copy()
    under = covered(down)
    while under and down.bottom < area.bottom:
        down.top = max(r.bottom for r in under) + gap
        under = covered(down)
    return down if not under and down.bottom <= area.bottom else up


def veil(size: tuple[int, int], color: tuple[int, int, int, int] = OVERLAY) -> pygame.Surface:
    """A ``size`` surface of one translucent ``color``, to blit over what it dims (shared:
    only ever blitted from)."""
    return _veils.get((size, color), lambda: _paint_veil(size, color))


def _paint_veil(size: tuple[int, int], color: tuple[int, int, int, int]) -> pygame.Surface:
    dim = pygame.Surface(size, pygame.SRCALPHA)
    dim.fill(color)
    return dim


def overlay(surface: pygame.Surface) -> None:
    """Dim what is below a modal."""
    surface.blit(veil(surface.get_size()), (0, 0))


_text_images = SurfaceCache(limit=768, max_bytes=16 * 2**20)

#: A long text gives way to a smaller size of its font, down to this share, before it is cut.
MIN_SHRINK = 0.8
#: The smallest type words are set in: the small role at the smallest window (its 14 px at
#: 0.75 scale: 10, given way to MIN_SHRINK: 8). Words in a type of their own (a train card's
#: colour) keep to it too: set smaller, they are not read.
SMALLEST_TEXT = 8


@dataclass(frozen=True)
class TextDrawn:
    """One text drawn by ``text``: what the text-fit check (textfit.py) looks at."""

    value: str  # what the caller asked for
    shown: str  # what was drawn (``value``, or cut with an ellipsis)
    role: str
    size: int  # the font's pixel size (smaller than the role's when shrunk to fit)
    rect: pygame.Rect  # where it was drawn
    box: pygame.Rect | None  # where it must stay (None: only the surface or its clip)
    area: pygame.Rect  # the surface's clip (the part of the surface that can be drawn on)
    cut: bool
    may_cut: bool  # the caller accepts an ellipsis (the whole text is shown elsewhere)
    #: In a scrolling view: the clip may hide part of it (the rest scrolls into sight).
    scrolls: bool = False


#: Called with every text drawn while set (the text-fit check listens here).
text_observer: Callable[[TextDrawn], None] | None = None


def role_font(role: str, shrink: float = 1.0) -> pygame.font.Font:
    """``role``'s font, optionally smaller by ``shrink`` (a share of its size)."""
    face, size = FONT_ROLES[role]
    return fonts.font(face, max(6, round(px(size) * shrink)))


def _rendered(value: str, f: pygame.font.Font, color: Color) -> pygame.Surface:
    """``value`` rendered in ``f`` and ``color``: the one place text becomes pixels (cached:
    tables draw the same words every frame)."""
    key = (value, tuple(color), f.name, f.style_name, f.point_size)
    return _text_images.get(key, lambda: f.render(value, True, color))


def text_image(value: str, role: str, color: Color, shrink: float = 1.0) -> pygame.Surface:
    """``value`` rendered in ``role``'s font and ``color``. A picture of words drawn with it is
    not seen by the text-fit check: draw words with ``text``, ``text_block`` or ``write``."""
    return _rendered(value, role_font(role, shrink), color)


def shrink_to_fit(value: str, role: str, max_width: int) -> float:
    """The largest share of ``role``'s size (down to MIN_SHRINK) at which ``value`` fits."""
    if role_font(role).size(value)[0] <= max_width:
        return 1.0
    _face, size = FONT_ROLES[role]
    full = px(size)
    for pixels in range(full - 1, max(6, math.floor(full * MIN_SHRINK)) - 1, -1):
        if role_font(role, pixels / full).size(value)[0] <= max_width:
            return pixels / full
    return max(6, math.floor(full * MIN_SHRINK)) / full


def text(
    surface: pygame.Surface,
    value: str,
    role: str,
    color: Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
    max_width: int | None = None,
    *,
    shrink: bool = True,
    may_cut: bool = False,
    box: pygame.Rect | None = None,
    middle: bool = False,
) -> pygame.Rect:
    """Draw one line of text at ``pos`` (``anchor`` as a Rect attribute). Too wide for
    ``max_width``, it first takes a smaller size of its font (``shrink``, down to
    MIN_SHRINK), then is cut with an ellipsis (in its ``middle``, keeping both ends, for a
    file name whose end tells it apart); ``may_cut`` says that cut is meant (a row
    whose full text shows elsewhere), ``box`` where the text must stay: both only inform the
    text-fit check. For text that may need several lines, use ``text_block``."""
    scale = 1.0
    if max_width is not None and shrink:
        scale = shrink_to_fit(value, role, max_width)
    return draw_line(
        surface, value, role, color, pos, anchor, max_width, scale, may_cut, box, middle=middle
    )


def draw_line(
    surface: pygame.Surface,
    value: str,
    role: str,
    color: Color,
    pos: tuple[int, int],
    anchor: str,
    max_width: int | None,
    scale: float,
    may_cut: bool,
    box: pygame.Rect | None,
    *,
    middle: bool = False,
) -> pygame.Rect:
    """One line at a given share of ``role``'s size (``shrink_to_fit``), cut to
    ``max_width`` if still too wide (in its ``middle``: ``fit_text``); reported to
    ``text_observer`` like ``text``."""
    f = role_font(role, scale)
    return _line(
        surface, value, f, role, color, pos, anchor, max_width, may_cut, box, None, middle=middle
    )


def write(
    surface: pygame.Surface,
    value: str,
    f: pygame.font.Font,
    color: Color,
    pos: tuple[float, float],
    anchor: str = "topleft",
    max_width: int | None = None,
    *,
    may_cut: bool = False,
    box: pygame.Rect | None = None,
    halo: Color | None = None,
    condense: bool = False,
    scrolls: bool = False,
) -> pygame.Rect:
    """Draw one line of text in a font of its own (``fonts.font(face, size)``: a board's
    label at the board's scale, a card's number at the card's size) — for words that follow
    a picture rather than the window's type roles. Like ``text``: cut with an ellipsis past
    ``max_width`` (``may_cut`` says that is meant) — or, with ``condense``, squeezed to that
    width, whole — ``box`` where it must stay, and reported to the text-fit check. ``halo``
    draws a one-pixel outline of that colour under it, so it reads on a map. ``scrolls``: the
    line is in a scrolling view, whose clip may hide part of it."""
    at = (round(pos[0]), round(pos[1]))
    squeeze = max_width if condense else None
    cut = None if condense else max_width
    return _line(
        surface, value, f, _face(f), color, at, anchor, cut, may_cut, box, halo, squeeze, scrolls
    )


def _face(f: pygame.font.Font) -> str:
    """A font's name as the text-fit check reports it."""
    return f"{f.name} {f.style_name} {f.point_size}px"


def _line(
    surface: pygame.Surface,
    value: str,
    f: pygame.font.Font,
    role: str,
    color: Color,
    pos: tuple[int, int],
    anchor: str,
    max_width: int | None,
    may_cut: bool,
    box: pygame.Rect | None,
    halo: Color | None,
    squeeze: int | None = None,
    scrolls: bool = False,
    middle: bool = False,
) -> pygame.Rect:
    value = fonts.drawable(value)  # never an empty box for an emoji in an old save's name
    shown = value if max_width is None else fit_text(value, f, max_width, middle)
    image = _rendered(shown, f, color)
    if squeeze is not None and image.get_width() > squeeze:
        # A word that must show whole in too little room (painted into cached pictures).
        image = pygame.transform.smoothscale(image, (squeeze, image.get_height()))
    rect = image.get_rect(**{anchor: pos})
    if halo is not None:
        ring = _rendered(shown, f, halo)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            surface.blit(ring, rect.move(dx, dy))
    surface.blit(image, rect)
    if text_observer is not None:
        text_observer(
            TextDrawn(
                value,
                shown,
                role,
                f.get_height(),
                rect,
                box,
                surface.get_clip().clip(surface.get_rect()),
                shown != value,
                may_cut,
                scrolls,
            )
        )
    return rect


def text_block(
    surface: pygame.Surface,
    value: str,
    role: str,
    color: Color,
    box: pygame.Rect,
    *,
    align: str = "left",
    line_gap: int = 0,
) -> pygame.Rect:
    """Draw ``value`` word-wrapped inside ``box`` (lines start at its top; ``align`` is
    "left", "center" or "right"). When the lines are too many for the box, the font takes a
    smaller size (down to MIN_SHRINK); only then is the last line cut. Returns the rectangle
    the lines cover."""
    _face, size = FONT_ROLES[role]
    full = px(size)
    scale = 1.0
    for pixels in range(full, max(6, math.floor(full * MIN_SHRINK)) - 1, -1):
        scale = pixels / full
        f = role_font(role, scale)
        lines = wrap(value, f, box.width)
        if len(lines) * (f.get_linesize() + line_gap) - line_gap <= box.height:
            break
    f = role_font(role, scale)
    step = f.get_linesize() + line_gap
    most = max(1, (box.height + line_gap) // step)
    if len(lines) > most:  # still too long at the smallest size: the last line shows "…"
        lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
    covered = pygame.Rect(box.x, box.y, 0, 0)
    for index, line in enumerate(lines):
        anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[align]
        x = {"left": box.left, "center": box.centerx, "right": box.right}[align]
        pos = (x, box.y + index * step)
        drawn = draw_line(surface, line, role, color, pos, anchor, box.width, scale, False, box)
        covered = drawn if index == 0 else covered.union(drawn)
    return covered


def line_fits(value: str, role: str, width: int) -> bool:
    """Whether ``text`` shows ``value`` whole in ``width`` (at its smallest size at worst)."""
    return role_font(role, shrink_to_fit(value, role, width)).size(value)[0] <= width


def block_fits(value: str, role: str, box: pygame.Rect, *, line_gap: int = 0) -> bool:
    """Whether ``text_block`` shows ``value`` whole in ``box`` (at its smallest size at worst)."""
    _face, size = FONT_ROLES[role]
    f = role_font(role, max(6, math.floor(px(size) * MIN_SHRINK)) / px(size))
    lines = wrap(value, f, box.width)
    return len(lines) * (f.get_linesize() + line_gap) - line_gap <= box.height


def fit_text(value: str, f: pygame.font.Font, max_width: int, middle: bool = False) -> str:
    """``value`` cut with an ellipsis so it fits in ``max_width`` pixels: at its end, or in
    its ``middle`` (its start and end kept: "krakow_tr…night.tmx", where two file names
    sharing a start differ)."""
    if f.size(value)[0] <= max_width:
        return value

    def kept(n: int) -> str:  # ``n`` characters of ``value`` and the ellipsis
        if not middle:
            return value[:n] + "…"
        return value[: (n + 1) // 2] + "…" + value[len(value) - n // 2 :]

    low, high = 0, len(value)  # the most characters that fit with the ellipsis (bisection)
    while low < high:
        half = (low + high + 1) // 2
        if f.size(kept(half))[0] <= max_width:
            low = half
        else:
            high = half - 1
    return kept(low)


def fitting_role(value: str, roles: tuple[str, ...], max_width: int) -> str:
    """The first of ``roles`` (largest first) whose font shows ``value`` whole in
    ``max_width``; the last when none does (its line is then cut)."""
    for role in roles:
        if font(role).size(value)[0] <= max_width:
            return role
    return roles[-1]


def seat_line(names: Sequence[str], font: pygame.font.Font, width: int) -> str:
    """The seats' names joined with " · ", as many as fit in ``width``; the rest counted
    ("and 2 more") instead of cut off in the middle of a name."""
    whole = " · ".join(names)
    if font.size(whole)[0] <= width or len(names) <= 1:
        return whole
    for shown in range(len(names) - 1, 0, -1):
        rest = len(names) - shown
        more = ngettext("and {n} more", "and {n} more", rest).format(n=rest)
        line = " · ".join([*names[:shown], more])
        if font.size(line)[0] <= width:
            return line
    rest = len(names) - 1
    return " · ".join([names[0], ngettext("and {n} more", "and {n} more", rest).format(n=rest)])


def wrap(value: str, f: pygame.font.Font, max_width: int) -> list[str]:
    """Word-wrapped lines of ``value`` that fit ``max_width``."""
    lines: list[str] = []
    for paragraph in value.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if f.size(candidate)[0] <= max_width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def wrap_balanced(value: str, f: pygame.font.Font, max_width: int) -> list[str]:
    """``wrap`` into as few lines, each as short as it can be: lines of like length, not a full
    line and a lone last word (a toast's "…; you hold" over "2.")."""
    lines = wrap(value, f, max_width)
    if len(lines) < 2:
        return lines
    low, high = 1, max_width  # the narrowest width that keeps the count of lines
    while low < high:
        middle = (low + high) // 2
        if len(wrap(value, f, middle)) <= len(lines):
            high = middle
        else:
            low = middle + 1
    return wrap(value, f, high)


def scrollbar(
    surface: pygame.Surface, area: pygame.Rect, offset: int, shown: int, total: int
) -> None:
    """The thin bar at the right edge of ``area`` that says a list or text goes on: ``shown``
    of ``total`` (rows, lines or pixels) are in view, the first of them at ``offset``."""
    if total <= shown:
        return
    bar_h = max(px(Space.XXL), area.height * shown // total)
    bar_y = area.y + (area.height - bar_h) * offset // (total - shown)
    bar = pygame.Rect(0, bar_y, px(Space.XS), bar_h)
    bar.right = area.right - px(Stroke.HAIR)
    pygame.draw.rect(surface, TEXT_MUTED, bar, border_radius=px(Space.XXS))


def swatch(surface: pygame.Surface, center: tuple[int, int], radius: int, color: Color) -> None:
    """A player's colour disc with a light ring, so black reads on the dark theme too."""
    pygame.draw.circle(surface, mix(color, TEXT, 0.55), center, radius + max(1, radius // 6))
    pygame.draw.circle(surface, color, center, radius)

"""The look of every screen in one place: colours, sizes, paddings, fonts, player colours.

Sizes are given for the reference window (1280×800) and scaled with the window by ``px``; the
app calls ``set_window_size`` whenever the window changes, so layouts follow the window.
"""

from __future__ import annotations

import pygame

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
    from tabletop.games import DESCRIPTORS

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
    face, size = FONT_ROLES[role]
    return fonts.font(face, px(size))


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


def panel(surface: pygame.Surface, rect: pygame.Rect, color: Color = PANEL, border=True) -> None:
    """A rounded panel with a soft shadow and a thin border."""
    r = px(RADIUS)
    shadow = pygame.Surface((rect.width + px(Space.L), rect.height + px(Space.L)), pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, shadow.get_rect(), border_radius=r + px(Space.XS))
    surface.blit(shadow, (rect.x - px(Space.S) + px(Space.XXS), rect.y - px(Space.S) + px(5)))
    pygame.draw.rect(surface, color, rect, border_radius=r)
    if border:
        pygame.draw.rect(surface, PANEL_BORDER, rect, 1, border_radius=r)


def overlay(surface: pygame.Surface) -> None:
    """Dim what is below a modal."""
    dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    dim.fill(OVERLAY)
    surface.blit(dim, (0, 0))


_text_images = SurfaceCache(limit=768)


def text_image(value: str, role: str, color: Color) -> pygame.Surface:
    """``value`` rendered in ``role``'s font and ``color`` (cached: tables draw the same words
    every frame)."""
    f = font(role)
    return _text_images.get(
        (value, role, tuple(color), f.get_height()), lambda: f.render(value, True, color)
    )


def text(
    surface: pygame.Surface,
    value: str,
    role: str,
    color: Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """Draw one line of text at ``pos`` (``anchor`` as a Rect attribute); ellipsis if too wide."""
    if max_width is not None:
        value = fit_text(value, font(role), max_width)
    image = text_image(value, role, color)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fit_text(value: str, f: pygame.font.Font, max_width: int) -> str:
    """``value`` cut with an ellipsis so it fits in ``max_width`` pixels."""
    if f.size(value)[0] <= max_width:
        return value
    low, high = 0, len(value)  # the longest prefix that fits with the ellipsis (bisection)
    while low < high:
        middle = (low + high + 1) // 2
        if f.size(value[:middle] + "…")[0] <= max_width:
            low = middle
        else:
            high = middle - 1
    return value[:low] + "…"


def fitting_role(value: str, roles: tuple[str, ...], max_width: int) -> str:
    """The first of ``roles`` (largest first) whose font shows ``value`` whole in
    ``max_width``; the last when none does (its line is then cut)."""
    for role in roles:
        if font(role).size(value)[0] <= max_width:
            return role
    return roles[-1]


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


def swatch(surface: pygame.Surface, center: tuple[int, int], radius: int, color: Color) -> None:
    """A player's colour disc with a light ring, so black reads on the dark theme too."""
    pygame.draw.circle(surface, mix(color, TEXT, 0.55), center, radius + max(1, radius // 6))
    pygame.draw.circle(surface, color, center, radius)

"""Where the window goes on the screen: the first window fits the display, full screen covers it.

pygame-ce (2.5) tells the desktop's size (``get_desktop_sizes``) but not its usable bounds (the
screen without a taskbar or panel), so the first window keeps ``DESKTOP_MARGIN`` free for them
and for the window's own title bar. Without this, a 1280×800 window on a 1366×768 laptop opened
with its top off the screen, and on a 960×600 screen at (−160, −100) (issue 27 §2).
"""

from __future__ import annotations

import pygame

Size = tuple[int, int]
Point = tuple[int, int]

#: Room left around the first window (width, height, in pixels): a taskbar or a panel and the
#: window's title bar. A desktop too small for this and the app's minimum size gets a window
#: as large as the desktop itself, at its corner.
DESKTOP_MARGIN = (32, 96)


def desktop_size() -> Size | None:
    """The size of the first display, or None when the video driver cannot tell."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    if not sizes or min(sizes[0]) <= 0:
        return None
    width, height = sizes[0]
    return (width, height)


def first_window(wanted: Size, minimum: Size, desktop: Size) -> tuple[Size, Point]:
    """The size and position of the first window: ``wanted`` shrunk to the desktop's usable
    room (never below ``minimum``, unless the desktop itself is smaller), centred, whole on
    the screen."""
    room = (desktop[0] - DESKTOP_MARGIN[0], desktop[1] - DESKTOP_MARGIN[1])
    size = tuple(
        min(max(min(want, free), least), whole)
        for want, free, least, whole in zip(wanted, room, minimum, desktop, strict=True)
    )
    width, height = size
    position = (max(0, (desktop[0] - width) // 2), max(0, (desktop[1] - height) // 2))
    return (width, height), position


def place(position: Point) -> None:
    """Move the window to ``position`` (the desktop's pixels)."""
    pygame.display.set_window_position(position)


__all__ = ["DESKTOP_MARGIN", "desktop_size", "first_window", "place"]

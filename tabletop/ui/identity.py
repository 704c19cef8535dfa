"""How the window introduces itself to the desktop: its class / app id, its icon, its title.

The desktop matches a window to its menu entry by class (X11 ``WM_CLASS``) or app id
(Wayland), so both are the application id (``tabletop.desktop.APP_ID``), the name of the
``.desktop`` file that ``tabletop --install-desktop`` writes and of its AppStream metainfo.
pygame would otherwise name the class after the script (``__main__.py``). SDL reads these from
the environment when the display opens, so ``prepare_window`` runs before
``pygame.display.init``.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

import pygame

from tabletop.core.i18n import _
from tabletop.desktop import APP_ID, APP_NAME, shipped_icon

#: The window icon's size in pixels (the Dock shows it large on macOS).
ICON_SIZE = 512 if sys.platform == "darwin" else 128

log = logging.getLogger(__name__)


def prepare_window() -> None:
    """Name the window's class and app id before SDL opens the display (a value the user set
    in the environment wins; pygame's default, the script's name, does not)."""
    wm_class = os.environ.get("SDL_VIDEO_X11_WMCLASS")
    # ``import pygame`` sets it to the script's name (``__main__.py``) when it is unset.
    if wm_class is None or wm_class == os.path.basename(sys.argv[0]):
        os.environ["SDL_VIDEO_X11_WMCLASS"] = APP_ID
    # SDL 2 reads the Wayland app id here; SDL 3 reads both the X11 class and the Wayland app
    # id from SDL_APP_ID (set too, for a pygame-ce built on it).
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
    os.environ.setdefault("SDL_APP_ID", APP_ID)
    os.environ.setdefault("SDL_APP_NAME", APP_NAME)
    if sys.platform == "win32":
        # The taskbar groups windows by this id (otherwise as "python" for a pip install).
        try:
            import ctypes

            ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(APP_ID)
        except (AttributeError, OSError):  # very old Windows: grouping by executable
            pass


def icon_file(size: int = ICON_SIZE) -> Path:
    """The shipped icon PNG of ``size`` pixels (tools/make_icon.py draws them)."""
    return shipped_icon(size)


def window_icon() -> pygame.Surface | None:
    """The app icon for the window, or None (logged) when the file cannot be read: a missing
    icon is no reason not to play."""
    path = icon_file()
    try:
        return pygame.image.load(str(path))
    except (OSError, pygame.error) as error:
        log.warning("window icon %s not loaded: %s", path, error)
        return None


def window_title(game_title: str | None) -> str:
    """The window's title: the game in progress first (as the taskbar shows it), then the app."""
    if game_title is None:
        return APP_NAME
    return _("{game} — {app}").format(game=game_title, app=APP_NAME)

"""Picture files decoded once per process: the board art a table, a thumbnail or a heat map
draws from. Decoding a board PNG costs 15–80 ms; opening a second table or a new game of the
same board in one session (or the picker's thumbnail, then its table) reuses the decoded
picture instead.

A picture is known by its resolved path and the file's (mtime_ns, size), so a map edited
while the app runs is read afresh. The cache is bounded (a few boards' worth), and what it
hands out is shared: callers draw from it (blit, scale, subsurface then copy, ``convert()``),
never into it.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pygame

from tabletop.core.i18n import _

from .cache import SurfaceCache

#: Decoded pictures kept: every shipped board and tile sheet (six files) and a user map or two.
PICTURE_LIMIT = 8
#: ... and at most this many bytes of pixels (the largest shipped board is 7.5 MB decoded).
PICTURE_BYTES = 64 * 1024 * 1024

_decoded = SurfaceCache(PICTURE_LIMIT, PICTURE_BYTES)
#: History and game-over work in threads; the cache's bookkeeping is not atomic.
_lock = threading.Lock()


def load_picture(path: Path | str) -> pygame.Surface:
    """The picture at ``path`` decoded, shared with every other caller: never draw into it
    (``convert()`` or ``copy()`` it first). Raises what ``pygame.image.load`` raises for a
    missing or damaged file (nothing is cached for it)."""
    resolved = os.path.realpath(path)
    try:
        stat = os.stat(resolved)
    except OSError:
        return pygame.image.load(str(path))  # the loader's own error for a missing file
    key = (resolved, stat.st_mtime_ns, stat.st_size)
    with _lock:
        return _decoded.get(key, lambda: pygame.image.load(resolved))


def forget_pictures() -> None:
    """Drop every decoded picture (their memory returns once no caller holds them)."""
    with _lock:
        _decoded.clear()


PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


class PictureRefused(Exception):
    """A path a command will not write its PNG to (the message is one plain line)."""


def check_png_target(path: Path) -> None:
    """Refuse, before any work is done, a path a PNG cannot or may not go to: a folder, a
    missing or read-only folder, a name not ending in ``.png``, or an existing file that is not
    a PNG (never overwritten: a typo must not turn the user's file into a picture). An existing
    PNG is overwritten: the user named it. ``--heatmap`` and ``--screenshot`` both ask."""
    if path.is_dir():
        raise PictureRefused(
            _("{path} is a folder; give a file name ending in .png").format(path=path)
        )
    if path.suffix.lower() != ".png":
        raise PictureRefused(
            _("{path}: the picture is a PNG; give a name ending in .png").format(path=path)
        )
    folder = path.parent
    if not folder.is_dir():
        raise PictureRefused(_("the folder {folder} does not exist").format(folder=folder))
    if not os.access(folder, os.W_OK | os.X_OK):
        raise PictureRefused(_("cannot write in the folder {folder}").format(folder=folder))
    if path.exists() or path.is_symlink():
        try:
            with path.open("rb") as existing:
                head = existing.read(len(PNG_MAGIC))
        except OSError:
            head = b""
        if not path.is_file() or head != PNG_MAGIC:
            raise PictureRefused(
                _("{path} exists and is not a PNG picture; it was left as it is").format(path=path)
            )

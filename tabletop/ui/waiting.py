"""Sleep until an event arrives, for the app's idle loop, at as little CPU as the platform allows.

``pygame.event.wait(timeout)`` works everywhere, but pygame-ce implements it as a loop that pumps
SDL's events every millisecond (about 1.5 % of a core while asleep). SDL itself can truly
block (on X11 it polls the display connection; an event posted by another thread, such as an
AI's answer, wakes it at once): ``SDL_WaitEventTimeout(NULL, ms)`` waits for an event without
taking it from the queue, so pygame then reads it as usual. We call it through ctypes on the
very SDL library pygame loaded, when we can find it and prove it is that one (its video
subsystem is the one pygame initialised); anywhere else we fall back to ``pygame.event.wait``.
"""

from __future__ import annotations

import ctypes
import sys
from functools import cache

import pygame

#: SDL_INIT_VIDEO, for SDL_WasInit.
_SDL_INIT_VIDEO = 0x00000020


@cache
def _sdl() -> ctypes.CDLL | None:
    """pygame's own SDL library (Linux: found among the process's mapped files), or None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            paths = {line.split()[-1] for line in maps if "/libSDL2-2" in line}
    except OSError:
        return None
    for path in sorted(paths):
        try:
            library = ctypes.CDLL(path)
            wait = library.SDL_WaitEventTimeout
            was_init = library.SDL_WasInit
        except (OSError, AttributeError):
            continue
        wait.argtypes = [ctypes.c_void_p, ctypes.c_int]
        wait.restype = ctypes.c_int
        was_init.argtypes = [ctypes.c_uint32]
        was_init.restype = ctypes.c_uint32
        # The same library instance as pygame's: its video is up (a second copy's is not).
        if pygame.display.get_init() and was_init(_SDL_INIT_VIDEO):
            return library
    return None


def native_wait_available() -> bool:
    """True when ``wait_for_event`` blocks in SDL instead of pygame's 1 ms polling loop."""
    return _sdl() is not None


def wait_for_event(timeout: float | None) -> pygame.event.Event | None:
    """Block until an event is queued or ``timeout`` seconds pass (None: no timeout).

    Returns the event when the fallback had to take it from the queue (the caller handles it
    first), else None: with the native wait the event stays queued for ``pygame.event.get``.
    """
    ms = 0 if timeout is None else max(1, round(1000 * timeout))
    library = _sdl() if pygame.display.get_init() else None
    if library is not None:
        library.SDL_WaitEventTimeout(None, -1 if timeout is None else ms)
        return None
    # pygame.event.wait: 0 means "no timeout".
    event = pygame.event.wait(ms)
    return None if event.type == pygame.NOEVENT else event

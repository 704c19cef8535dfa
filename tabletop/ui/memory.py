"""Keeping the process's memory flat over a long evening.

Python's own objects do not grow from game to game (every cache in the UI is bounded, see
``cache.py``); what grew was the C heap. Tables draw with large temporary surfaces (veils,
shadows, glows: up to the window's size, made and freed every frame). glibc's malloc serves
blocks that large with mmap at first, but raises that threshold each time one is freed, after
which they come from the heap, interleave with long-lived small blocks, and the heap's top can
no longer be given back: the process grew from 61 MB to 205 MB over 31 games.

``steady_allocator`` fixes the threshold (large blocks always mmapped, so returned to the
system when freed) and ``release_free_memory`` gives back free heap pages when a table closes.
Both are glibc-only and do nothing elsewhere (other allocators do not have this pattern).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
from functools import cache

#: mallopt parameters (glibc malloc.h).
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
#: Blocks from this size up are mmapped (glibc's own starting value, kept fixed).
MMAP_THRESHOLD = 128 * 1024


@cache
def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name or "libc.so.6")
        libc.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
        libc.malloc_trim.argtypes = [ctypes.c_size_t]
    except (OSError, AttributeError):  # not glibc (musl has no mallopt/malloc_trim)
        return None
    return libc


def steady_allocator() -> bool:
    """Stop glibc's mmap threshold from creeping up (see the module's doc); True if set."""
    libc = _libc()
    if libc is None:
        return False
    ok = libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1
    return bool(ok and libc.mallopt(_M_TRIM_THRESHOLD, 2 * MMAP_THRESHOLD) == 1)


def release_free_memory() -> None:
    """Give free heap pages back to the system (after a table closes)."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


def rss_mb() -> float:
    """This process's resident memory in MB (Linux; 0.0 where /proc is missing)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20

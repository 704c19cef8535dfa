"""One game in one window: a lock per game file, held by the tabletop that plays it.

The lock is the operating system's advisory lock (``fcntl.flock`` on POSIX, ``msvcrt.locking``
on Windows) on a small file beside the save, ``.<save's name>.lock``, so it goes with the
process that holds it, however that process ends: a crash or a kill -9 never leaves a game
locked. Only a window that writes a game's own file takes its lock; reading a save (to watch it,
to check it, to list it) never needs one. Within one process the lock is shared: the window that
plays a game may load it again from its own menu while the old table closes.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
import weakref
from pathlib import Path
from typing import ClassVar

from tabletop.core.i18n import _

from .format import SaveError

#: A lock taken by another process at the very moment (a second window's Continue looking
#: whether a game is free) is tried again this often, this far apart, before it counts as held.
ATTEMPTS = 3
RETRY_SECONDS = 0.02


class GameOpenElsewhere(SaveError):
    """The game's file is held by another tabletop: it may be watched, not played, here."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, _("this game is open in another window"))


def lock_path(path: Path) -> Path:
    """The lock file of the save at ``path`` (a dot file: listings pass over it)."""
    return path.with_name(f".{path.name}.lock")


def _try_lock(fd: int, *, shared: bool = False) -> bool:
    """Take the OS lock on ``fd`` without waiting; False when another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        with contextlib.suppress(OSError):
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


def _flags(write: bool) -> int:
    flags = os.O_RDWR | os.O_CREAT if write else os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOFOLLOW", "O_CLOEXEC"):
        flags |= getattr(os, name, 0)
    return flags


def _same_file(fd: int, path: Path) -> bool:
    """The file locked through ``fd`` is still the one at ``path`` (a holder that lets go
    removes its lock file; a lock on the removed file would guard nothing)."""
    if sys.platform == "win32":
        return True  # an open file cannot be removed there: it never goes
    try:
        return os.fstat(fd).st_ino == os.stat(path, follow_symlinks=False).st_ino
    except OSError:
        return False


def _release(fd: int, path: Path) -> None:
    """Remove the lock file (while still holding it: nobody can be waiting on a stale one),
    then let go. Also run for a lock nobody released when it is garbage-collected."""
    try:
        if sys.platform != "win32" and _same_file(fd, path):
            with contextlib.suppress(OSError):
                os.unlink(path)
        _unlock(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class GameLock:
    """This process's hold on one game file. Shared by every holder in the process (``take``
    counts them); the OS lock goes when the last one ``release``\\ s it, when the lock is
    garbage-collected, or with the process."""

    _held: ClassVar[weakref.WeakValueDictionary[str, GameLock]] = weakref.WeakValueDictionary()

    def __init__(self, key: str, path: Path, fd: int | None) -> None:
        self.key = key
        self.path = path
        self.holders = 0
        #: None when no lock file can be made here (a read-only folder: then no window can
        #: write the game either).
        self._finalizer = weakref.finalize(self, _release, fd, path) if fd is not None else None

    @classmethod
    def _key(cls, path: Path) -> str:
        return os.path.normcase(os.path.abspath(lock_path(path)))

    @classmethod
    def take(cls, path: Path) -> GameLock | None:
        """Hold the game file at ``path`` for this process; None when another process holds
        it. Call ``release`` once for every ``take`` that returned a lock."""
        key = cls._key(path)
        lock = cls._held.get(key)
        if lock is None:
            lock = cls._acquire(key, lock_path(path))
            if lock is None:
                return None
            cls._held[key] = lock
        lock.holders += 1
        return lock

    @classmethod
    def _acquire(cls, key: str, path: Path) -> GameLock | None:
        for attempt in range(ATTEMPTS):
            if attempt:
                time.sleep(RETRY_SECONDS)
            try:
                fd = os.open(path, _flags(write=True), 0o644)
            except OSError:
                return cls(key, path, None)  # no lock file can be made: nothing to share
            if _try_lock(fd) and _same_file(fd, path):
                return cls(key, path, fd)
            os.close(fd)
        return None

    def release(self) -> None:
        """One holder lets go; the last one lets the OS lock go."""
        self.holders -= 1
        if self.holders > 0:
            return
        if GameLock._held.get(self.key) is self:
            del GameLock._held[self.key]
        if self._finalizer is not None:
            self._finalizer()

    @classmethod
    def held_elsewhere(cls, path: Path) -> bool:
        """Another process holds the game file at ``path`` (this one's own games are free)."""
        if cls._held.get(cls._key(path)) is not None:
            return False
        try:
            fd = os.open(lock_path(path), _flags(write=False))
        except OSError:
            return False  # no lock file: nobody holds the game
        try:
            if not _try_lock(fd, shared=True):
                return True
            _unlock(fd)
            return False
        finally:
            os.close(fd)


def take_game(path: Path) -> GameLock:
    """The lock of the game file at ``path`` for this process; ``GameOpenElsewhere`` when
    another tabletop holds it."""
    lock = GameLock.take(path)
    if lock is None:
        raise GameOpenElsewhere(path)
    return lock


def held_elsewhere(path: Path) -> bool:
    return GameLock.held_elsewhere(path)

"""Reading a file without trusting it, in the fewest words: the bounded reader under
``tabletop.core.files`` (which says its refusals in the player's language) and under the
translation catalogs themselves (which cannot wait for a language to say anything in).

``read_bounded`` reads a regular file only — a FIFO, device or socket is refused after a
non-blocking open, before anything is read — of at most ``limit`` bytes, never past that even
if it grows meanwhile; a link is refused, or followed only while it stays inside a given
folder. A refusal is an ``OutOfBounds`` (an ``OSError``) naming its ``FileProblem``.
Stdlib only.
"""

from __future__ import annotations

import errno
import os
import stat
from enum import StrEnum
from pathlib import Path


class FileProblem(StrEnum):
    """Why ``read_bytes`` refused a file."""

    NOT_REGULAR = "not_regular"  # a FIFO, device, socket or folder
    TOO_LARGE = "too_large"
    LINK = "link"  # a link where only files themselves are read
    OUTSIDE = "outside"  # a link leading out of the folder it is in


class OutOfBounds(OSError):
    """A file ``read_bounded`` will not read (``strerror``: the problem, in English)."""

    def __init__(self, path: Path, problem: FileProblem, size: int = 0, limit: int = 0) -> None:
        linked = problem in (FileProblem.LINK, FileProblem.OUTSIDE)
        super().__init__(errno.ELOOP if linked else 0, problem.value.replace("_", " "), str(path))
        self.problem = problem
        self.size = size
        self.limit = limit


def within(path: Path, folder: Path) -> Path:
    """Where ``path`` really is, refused when that is outside ``folder`` (a link out)."""
    real = Path(os.path.realpath(path))
    if not real.is_relative_to(os.path.realpath(folder)):
        raise OutOfBounds(path, FileProblem.OUTSIDE)
    return real


def read_bounded(
    path: Path | str, limit: int, *, follow_links: bool = True, inside: Path | None = None
) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them.

    Never blocks and never reads without end: the file is opened without blocking and looked
    at (``fstat``) before anything is read. ``follow_links=False`` refuses a link at ``path``;
    ``inside`` follows links only while they stay in that folder. ``OutOfBounds`` for each
    refusal; any other ``OSError`` (missing, no permission) as the system says it.
    """
    path = Path(path)
    target = within(path, inside) if inside is not None else path
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    flags |= getattr(os, "O_BINARY", 0)
    if not follow_links:
        if hasattr(os, "O_NOFOLLOW"):
            flags |= os.O_NOFOLLOW
        elif os.path.islink(path):  # no O_NOFOLLOW (Windows): look first
            raise OutOfBounds(path, FileProblem.LINK)
    try:
        fd = os.open(target, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP and not follow_links:
            raise OutOfBounds(path, FileProblem.LINK) from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise OutOfBounds(path, FileProblem.NOT_REGULAR)
        if info.st_size > limit:
            raise OutOfBounds(path, FileProblem.TOO_LARGE, info.st_size, limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # it grew while we read it
            raise OutOfBounds(path, FileProblem.TOO_LARGE, total, limit)
        return b"".join(chunks)
    finally:
        os.close(fd)


def regular_or_nothing(path: Path, *, inside: Path | None = None) -> bool:
    """True when a regular file is at ``path``, False when nothing is; ``OutOfBounds`` for
    anything else there (a FIFO, a device, a folder, a link out of ``inside``). For files that
    another library opens itself (the history database: SQLite would wait on a FIFO for ever).
    """
    target = within(path, inside) if inside is not None else path
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return False
    if not stat.S_ISREG(info.st_mode):
        raise OutOfBounds(path, FileProblem.NOT_REGULAR)
    return True


__all__ = ["FileProblem", "OutOfBounds", "read_bounded", "regular_or_nothing", "within"]

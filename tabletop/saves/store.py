"""Save files on disk: where they live, atomic writes with a backup, listing and deleting."""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from .format import SaveError, read_save

SUFFIX = ".json"
AUTOSAVE_PREFIX = "autosave-"


def saves_dir(base: Path | None = None) -> Path:
    """``<user data dir>/saves`` (or ``base`` when given, for tests and tools)."""
    folder = base if base is not None else Path(platformdirs.user_data_dir("tabletop")) / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave_path(game_id: str, base: Path | None = None) -> Path:
    return saves_dir(base) / f"{AUTOSAVE_PREFIX}{game_id}{SUFFIX}"


def _slug(name: str) -> str:
    slug = re.sub(r"[^\w\- ]+", "", name, flags=re.UNICODE).strip().replace(" ", "_")
    return slug[:60] or "save"


#: A file as we last wrote it: (modification time in ns, size). Lets a match overwrite its
#: own autosave without replaying it again after every move.
Signature = tuple[int, int]


def signature(path: Path) -> Signature | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_size)


def _replaceable(path: Path, known: Signature | None) -> bool:
    """An existing file may be replaced only if it is the very file we wrote last (unchanged
    since) or a save that loads completely; a damaged or altered file is never overwritten."""
    if known is not None and signature(path) == known:
        return True
    try:
        read_save(path)
    except SaveError:
        return False
    return True


def _free_name(path: Path) -> Path:
    n = 2
    while True:
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not candidate.exists():
            return candidate
        n += 1


def write_document(
    path: Path, document: dict[str, Any], known: Signature | None = None
) -> tuple[Path, Signature]:
    """Write atomically (temp file, fsync, ``os.replace``), keeping the old file as ``.bak``.

    ``known`` is the signature of ``path`` as the caller last wrote it. An existing file that
    is neither that nor a save that loads completely is never overwritten: the new save goes to
    a free name beside it. Returns the path written and its signature.
    """
    if path.exists() and not _replaceable(path, known):
        path = _free_name(path)
    data = json.dumps(document, ensure_ascii=False, indent=1).encode("utf-8")
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            shutil.copy2(path, path.with_name(path.name + ".bak"))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    written = signature(path)
    assert written is not None
    return path, written


def named_path(name: str, base: Path | None = None) -> Path:
    return saves_dir(base) / f"{_slug(name)}{SUFFIX}"


@dataclass(frozen=True)
class SaveInfo:
    """One save as the Load screen lists it; ``problem`` says why it cannot be loaded."""

    path: Path
    name: str
    game: str | None
    title: str
    seats: tuple[str, ...]
    saved_at: datetime
    ply: int
    turn: int
    is_autosave: bool
    problem: str | None


def describe(path: Path) -> SaveInfo:
    """Read a save completely (replay included) to list it, with its problem if any."""
    is_auto = path.name.startswith(AUTOSAVE_PREFIX)
    mtime = datetime.fromtimestamp(path.stat().st_mtime, UTC)
    try:
        data = read_save(path)
    except SaveError as exc:
        return SaveInfo(path, path.stem, None, "?", (), mtime, 0, 0, is_auto, exc.message)
    from tabletop.games import GAMES

    return SaveInfo(
        path=path,
        name=data.name or path.stem,
        game=data.game_id,
        title=GAMES[data.game_id].spec.title,
        seats=tuple(seat.name for seat in data.seats),
        saved_at=data.saved_at if data.saved_at.year > 1970 else mtime,
        ply=len(data.log),
        turn=data.turn,
        is_autosave=is_auto,
        problem=None,
    )


def list_saves(base: Path | None = None) -> list[SaveInfo]:
    """Every save file, newest first; unreadable ones are listed with their problem."""
    folder = saves_dir(base)
    infos = [describe(p) for p in folder.glob(f"*{SUFFIX}") if not p.name.startswith(".tmp-")]
    return sorted(infos, key=lambda info: info.saved_at, reverse=True)


def latest_autosave(base: Path | None = None) -> SaveInfo | None:
    """The newest loadable autosave, for Continue (a finished game reopens on its results)."""
    for info in list_saves(base):
        if info.is_autosave and info.problem is None:
            return info
    return None


def delete_save(path: Path) -> None:
    """Delete a save and its backup (the user confirmed it)."""
    path.unlink(missing_ok=True)
    path.with_name(path.name + ".bak").unlink(missing_ok=True)

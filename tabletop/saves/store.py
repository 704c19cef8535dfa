"""Save files on disk: one file per game, atomic writes with a backup, listing and deleting.

Every game has its own file from its first move to its end, named for a person (game, players,
date) and rewritten after every move; a player may also save a named copy. The folder is
untrusted: anything in it — links, FIFOs, huge or damaged files, odd names — is listed with its
problem and never stops the listing. A small index (``.index.json``) remembers what each file
holds, keyed by the file's identity, so start-up reads no save it has read before.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from tabletop.core.files import read_bytes
from tabletop.core.i18n import _, language

from .format import (
    KIND_COPY,
    KIND_GAME,
    KINDS,
    MAX_NAME,
    MAX_SEAT_NAME,
    BoardUnavailable,
    SaveError,
    board_of,
    clean_name,
    decode,
    header,
    kind_of,
    parse_file,
    parse_json,
    parse_time,
    read_save,
    seats_of,
    shown_count,
)
from .lock import held_elsewhere

SUFFIX = ".json"
#: The single autosave slot per game of tabletop before one file per game; still listed.
AUTOSAVE_PREFIX = "autosave-"
TMP_PREFIX = ".tmp-"
BACKUP_SUFFIX = ".bak"
INDEX_NAME = ".index.json"
INDEX_VERSION = 4  # 2: board_problem (a board's verdict, read again); 3: board_name; 4: round
#: An index larger than this is not ours (250 saves take about 80 KB).
MAX_INDEX_BYTES = 8 * 1024 * 1024
#: A ``.tmp-`` file older than this is left over from a write that was interrupted (a write
#: takes milliseconds; a younger one may belong to a second tabletop writing right now).
ORPHAN_AGE = 60.0
#: Stem length of a save file's name (the display name inside the file may be longer).
MAX_STEM = 80
_WINDOWS_RESERVED = re.compile(r"(con|prn|aux|nul|com\d|lpt\d)(\..*)?", re.IGNORECASE)


def default_saves_dir() -> Path:
    return Path(platformdirs.user_data_dir("tabletop")) / "saves"


def saves_dir(base: Path | None = None) -> Path:
    """``<user data dir>/saves`` (or ``base`` when given, for tests and tools), created if
    missing; ``OSError`` when it cannot be."""
    folder = base if base is not None else default_saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def slug(name: str, limit: int = MAX_STEM) -> str:
    """A file name stem from a display name: letters of any script, digits, ``-`` and ``_``."""
    text = re.sub(r"[^\w\-]+", "_", clean_name(name, limit * 2), flags=re.UNICODE)
    text = re.sub(r"_+", "_", text).strip("_-.")[:limit].rstrip("_-.")
    if not text or _WINDOWS_RESERVED.fullmatch(text):
        text = f"save_{text}" if text else "save"
    return text


def autosave_path(game_id: str, base: Path | None = None) -> Path:
    """The old single autosave slot of ``game_id`` (read, never written for new games)."""
    return saves_dir(base) / f"{AUTOSAVE_PREFIX}{game_id}{SUFFIX}"


def named_path(name: str, base: Path | None = None) -> Path:
    """Where a copy saved as ``name`` goes."""
    return saves_dir(base) / f"{slug(name)}{SUFFIX}"


def local_time(moment: datetime) -> datetime:
    """``moment`` on this computer's clock; as it is when that clock cannot show it (a time
    near the year 1 or 9999 overflows in a time zone away from UTC)."""
    try:
        return moment.astimezone()
    except (OverflowError, OSError, ValueError):
        return moment


def game_name(title: str, seat_names: Sequence[str], started_at: datetime) -> str:
    """A game's own file's display name: ``Metro – Ala, Olek – 2025-05-03 14:32``."""
    players = ", ".join(clean_name(n, MAX_SEAT_NAME) for n in seat_names)
    when = local_time(started_at).strftime("%Y-%m-%d %H:%M")
    return clean_name(f"{title} – {players} – {when}", MAX_NAME * 2)


def game_path(
    title: str, seat_names: Sequence[str], started_at: datetime, base: Path | None = None
) -> Path:
    """A free file name for a new game's own file: game, players and the minute it began."""
    when = local_time(started_at).strftime("%Y-%m-%d_%H%M")
    players = "-".join(slug(n, 16) for n in seat_names)
    stem = slug(f"{slug(title, 32)}-{players}", MAX_STEM - len(when) - 1)
    return free_name(saves_dir(base) / f"{stem}-{when}{SUFFIX}")


#: A file as we last wrote it: (inode, modification time in ns, size). Lets a match overwrite
#: its own file without replaying it again after every move.
Signature = tuple[int, int, int]


def _signature_of(info: os.stat_result) -> Signature:
    return (info.st_ino, info.st_mtime_ns, info.st_size)


def signature(path: Path) -> Signature | None:
    """The signature of the regular file at ``path`` (links are not followed), or None."""
    try:
        info = path.lstat()
    except OSError:
        return None
    return _signature_of(info) if stat.S_ISREG(info.st_mode) else None


def _replaceable(path: Path, known: Signature | None) -> bool:
    """An existing file may be replaced only if it is the very file we wrote last (unchanged
    since) or a save that loads completely — and never when it is a link or not a regular file;
    a damaged, altered or foreign file is never overwritten."""
    current = signature(path)
    if current is None:
        return False
    if known is not None and current == known:
        return True
    try:
        decode(parse_file(path, follow_links=False), path)
    except SaveError:
        return False
    return True


def free_name(path: Path, limit: int = 10_000) -> Path:
    """``path`` or the first ``stem-N`` beside it that no entry (not even a dangling link)
    takes."""
    if not os.path.lexists(path):
        return path
    for n in range(2, limit):
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not os.path.lexists(candidate):
            return candidate
    raise OSError(0, "too many saves with this name", str(path))


def _drop_backup(path: Path) -> bool:
    """Remove ``path``'s old backup before a new save is written, so that its room on a nearly
    full disk is free for the new one (a link is removed, never followed). False when someone's
    folder has the backup's name: it is left alone and no backup is kept."""
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    try:
        if backup.is_dir() and not backup.is_symlink():
            return False
        backup.unlink()
    except FileNotFoundError:
        pass
    return True


def _backup(path: Path) -> None:
    """Keep ``path`` as ``path.bak`` (dropped by ``_drop_backup`` first) without ever writing
    through a link: the file is hard-linked, or else copied into a file created exclusively."""
    backup = path.with_name(path.name + BACKUP_SUFFIX)
    try:
        os.link(path, backup, follow_symlinks=False)
        return
    except OSError:
        pass  # a file system without hard links: copy instead
    data = read_bytes(path, 64 * 1024 * 1024, follow_links=False)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(backup, flags, 0o644)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)


def write_bytes_atomically(path: Path, data: bytes, *, backup: bool) -> None:
    """Write ``data`` to a new temporary file, fsync it and rename it over ``path`` (which is
    never opened for writing, so a link there is replaced, not followed).

    With ``backup`` the file it replaces is kept as ``path.bak``. The order spares a nearly full
    disk: the backup before last goes first, then the new file is written whole, then the
    backup is made (a hard link costs no room) — and a backup that cannot be made never stops
    the save, which is complete by then."""
    keep = backup and signature(path) is not None and _drop_backup(path)
    fd, tmp = tempfile.mkstemp(prefix=TMP_PREFIX, suffix=SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if keep:
            with contextlib.suppress(OSError):
                _backup(path)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_document(
    path: Path, document: dict[str, Any], known: Signature | None = None
) -> tuple[Path, Signature]:
    """Write atomically (temp file, fsync, ``os.replace``), keeping the old file as ``.bak``.

    ``known`` is the signature of ``path`` as the caller last wrote it. An existing entry that
    is neither that nor a save that loads completely (a damaged file, a link, a FIFO…) is never
    overwritten: the new save goes to a free name beside it. Returns the path written and its
    signature. ``OSError`` when the folder cannot be written (full, read-only, missing).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if os.path.lexists(path) and not _replaceable(path, known):
        path = free_name(path)
    data = json.dumps(document, ensure_ascii=False, indent=1).encode("utf-8", "replace")
    write_bytes_atomically(path, data, backup=True)
    written = signature(path)
    if written is None:
        raise OSError(0, "the save vanished as it was written", str(path))
    return path, written


# ---------------------------------------------------------------------- listing


@dataclass(frozen=True)
class SaveInfo:
    """One save as the Load screen lists it; ``problem`` says why it cannot be loaded.

    ``verified`` is True once the whole file was replayed; before that the fields come from
    the file's display fields (what a listing can read without a replay).
    """

    path: Path
    name: str
    game: str | None
    title: str
    seats: tuple[str, ...]
    saved_at: datetime
    ply: int
    turn: int
    is_autosave: bool  # the game's own file (not a named copy)
    problem: str | None
    scores: tuple[int, ...] = ()
    finished: bool = False
    verified: bool = False
    started_at: datetime | None = None
    #: The problem is the board's (its map missing or changed), not the file's.
    board_problem: bool = False
    #: The board's name as the save recorded it ("" for the game's own board).
    board_name: str = ""
    #: The round in progress as the table counts it; 0 when not known (a file from before
    #: saves said it, not yet replayed).
    round: int = 0

    @property
    def kind(self) -> str:
        return KIND_GAME if self.is_autosave else KIND_COPY

    @property
    def loadable(self) -> bool:
        return self.problem is None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "game": self.game,
            "title": self.title,
            "seats": list(self.seats),
            "saved_at": self.saved_at.isoformat(),
            "ply": self.ply,
            "turn": self.turn,
            "round": self.round,
            "kind": self.kind,
            "problem": self.problem,
            "scores": list(self.scores),
            "finished": self.finished,
            "verified": self.verified,
            "started_at": self.started_at.isoformat() if self.started_at else None,
            "board_problem": self.board_problem,
            "board_name": self.board_name,
        }

    @classmethod
    def from_json(cls, path: Path, data: Any) -> SaveInfo | None:
        """An index entry back; None when it is not one we wrote (the file is read again)."""
        if not isinstance(data, dict):
            return None
        try:
            seats = data["seats"]
            scores = data["scores"]
            problem = data["problem"]
            game = data["game"]
            if not (
                isinstance(seats, list)
                and all(isinstance(s, str) for s in seats)
                and isinstance(scores, list)
                and all(shown_count(s) is not None for s in scores)
                and (problem is None or isinstance(problem, str))
                and (game is None or isinstance(game, str))
                and data["kind"] in KINDS
                and all(shown_count(data[k]) is not None for k in ("ply", "turn", "round"))
                and isinstance(data["finished"], bool)
                and isinstance(data["verified"], bool)
            ):
                return None
            saved_at = parse_time(data["saved_at"], None)
            if saved_at is None:
                return None
            return cls(
                path=path,
                name=clean_name(data["name"]) or clean_name(path.stem),
                game=game,
                title=clean_name(data["title"]) or "?",
                seats=tuple(clean_name(s, MAX_SEAT_NAME) for s in seats[:16]),
                saved_at=saved_at,
                ply=data["ply"],
                turn=data["turn"],
                round=data["round"],
                is_autosave=data["kind"] == KIND_GAME,
                problem=clean_name(problem, 400) if problem is not None else None,
                scores=tuple(scores[:16]),
                finished=data["finished"],
                verified=data["verified"],
                started_at=parse_time(data.get("started_at"), None),
                board_problem=data.get("board_problem") is True,
                board_name=clean_name(data.get("board_name")),
            )
        except (KeyError, TypeError, ValueError):
            return None


def _mtime(info: os.stat_result | None) -> datetime:
    return datetime.fromtimestamp(info.st_mtime if info else 0, UTC)


def _broken(path: Path, problem: str, info: os.stat_result | None) -> SaveInfo:
    return SaveInfo(
        path=path,
        name=clean_name(path.stem) or "?",
        game=None,
        title="?",
        seats=(),
        saved_at=_mtime(info),
        ply=0,
        turn=0,
        is_autosave=path.name.startswith(AUTOSAVE_PREFIX),
        problem=problem,
        verified=True,
    )


def _not_a_file(path: Path, info: os.stat_result) -> str | None:
    """Why the entry at ``path`` is not read at all (links and special files), or None."""
    if stat.S_ISLNK(info.st_mode):
        return _("this is a link, not a save file; tabletop reads only files kept in its folder")
    if stat.S_ISDIR(info.st_mode):
        return _("this is a folder, not a save file")
    if not stat.S_ISREG(info.st_mode):
        return _("this is not a regular file (a pipe, socket or device), so it is never read")
    return None


def _from_header(
    path: Path, doc: Any, info: os.stat_result | None, *, check_board: bool = True
) -> SaveInfo:
    """What the display fields say, checked for type (no replay)."""
    game, doc = header(doc, path, check_board=check_board)
    seats = seats_of(doc, path)
    log = doc.get("log")
    turn, scores, finished = shown_count(doc.get("turn")), doc.get("scores"), doc.get("finished")
    if not isinstance(scores, list) or not all(shown_count(s) is not None for s in scores):
        scores = []
    saved_at = parse_time(doc.get("saved_at"), None) or _mtime(info)
    return SaveInfo(
        path=path,
        name=clean_name(doc.get("name")) or clean_name(path.stem) or "?",
        game=game.spec.id,
        title=game.spec.title,
        seats=tuple(seat.name for seat in seats),
        saved_at=saved_at,
        ply=len(log) if isinstance(log, list) else 0,
        turn=turn or 0,
        round=shown_count(doc.get("round")) or 0,
        is_autosave=kind_of(doc, path) == KIND_GAME,
        problem=None,
        scores=tuple(scores[: len(seats)]),
        finished=finished is True,
        verified=False,
        started_at=parse_time(doc.get("started_at"), None),
        board_name=_own_board_name(board_of(doc, path)),
    )


def _own_board_name(board: tuple[str, str, str]) -> str:
    """The name of a board of its own (a player's map, an example) a save names; "" for the
    game's own board, which the list need not name."""
    key, name, _sha = board
    return name if key else ""


def _board_refused(path: Path, doc: Any, problem: str, info: os.stat_result | None) -> SaveInfo:
    """A sound save whose board's map is missing or changed since: listed by its own name,
    game, players and board, as the player knows it, with the reason — not by its file's name
    alone, as a damaged file is (an updated tabletop, or an edited map, must not make a game
    look lost)."""
    try:
        shown = _from_header(path, doc, info, check_board=False)
    except SaveError:
        return replace(_broken(path, problem, info), board_problem=True)
    return replace(shown, problem=problem, board_problem=True, verified=True)


def describe(path: Path, *, verify: bool = True) -> SaveInfo:
    """A save as listed: with ``verify``, read completely (replay included); else from its
    display fields. Never raises: any problem is the entry's ``problem``."""
    try:
        info = path.lstat()
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return _broken(path, _("the file cannot be read ({reason})").format(reason=reason), None)
    refusal = _not_a_file(path, info)
    if refusal is not None:
        return _broken(path, refusal, info)
    doc: Any = None
    try:
        doc = parse_file(path, follow_links=False)
        if not verify:
            found = _from_header(path, doc, info)
            # Files from before the display fields carry no result: replay them once.
            if isinstance(doc, dict) and "finished" in doc:
                return found
        data = decode(doc, path)
    except BoardUnavailable as exc:  # the board's verdict, not the file's (``SaveFolder.scan``)
        return _board_refused(path, doc, exc.message, info)
    except SaveError as exc:
        return _broken(path, exc.message, info)
    except Exception as exc:  # untrusted input: listed with its problem, never a crash
        reason = repr(exc)
        return _broken(path, _("the file cannot be read ({reason})").format(reason=reason), info)
    from tabletop.games import GAMES

    return SaveInfo(
        path=path,
        name=data.name or clean_name(path.stem) or "?",
        game=data.game_id,
        title=GAMES[data.game_id].spec.title,
        seats=tuple(seat.name for seat in data.seats),
        saved_at=data.saved_at if data.saved_at.year > 1970 else _mtime(info),
        ply=len(data.log),
        turn=data.turn,
        round=data.round,
        is_autosave=data.kind == KIND_GAME,
        problem=None,
        scores=data.current_scores,
        finished=data.scores is not None,
        verified=True,
        started_at=data.started_at,
        board_name=data.board_name if data.board else "",
    )


@dataclass
class SaveFolder:
    """The saves folder as the app lists it, with its index. ``scan`` is cheap (index and
    display fields); ``verify`` replays one file; both never raise for a bad file."""

    base: Path | None = None
    _index: dict[str, tuple[Signature, SaveInfo]] = field(default_factory=dict)
    _loaded: bool = False
    _dirty: bool = False

    @property
    def path(self) -> Path:
        return self.base if self.base is not None else default_saves_dir()

    # ------------------------------------------------------------------ index
    def _load_index(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        try:
            raw = read_bytes(self.path / INDEX_NAME, MAX_INDEX_BYTES, follow_links=False)
            doc = parse_json(raw, None)
        except (OSError, SaveError):
            return  # no index yet, or a damaged one: it is rebuilt from the files
        if not isinstance(doc, dict) or doc.get("version") != INDEX_VERSION:
            return
        if doc.get("language") != language():  # problems are kept in words: read them again
            return
        entries = doc.get("entries")
        if not isinstance(entries, dict):
            return
        for name, entry in entries.items():
            if not isinstance(entry, dict) or not _valid_file_name(name):
                continue
            sig = entry.get("signature")
            if not (
                isinstance(sig, list)
                and len(sig) == 3
                and all(isinstance(v, int) and not isinstance(v, bool) for v in sig)
            ):
                continue
            info = SaveInfo.from_json(self.path / name, entry.get("info"))
            if info is not None:
                self._index[name] = ((sig[0], sig[1], sig[2]), info)

    def save_index(self) -> None:
        """Write the index if it changed; a folder that cannot be written keeps no index."""
        if not self._dirty:
            return
        entries = {
            name: {"signature": list(sig), "info": info.to_json()}
            for name, (sig, info) in self._index.items()
        }
        index = {"version": INDEX_VERSION, "language": language(), "entries": entries}
        data = json.dumps(index).encode("utf-8")
        try:
            write_bytes_atomically(self.path / INDEX_NAME, data, backup=False)
        except OSError:
            return
        self._dirty = False

    def _remember(self, name: str, sig: Signature | None, info: SaveInfo) -> None:
        if sig is None:
            return
        old = self._index.get(name)
        if old is None or old != (sig, info):
            self._index[name] = (sig, info)
            self._dirty = True

    # ------------------------------------------------------------------ reading
    def _entries(self) -> Iterable[tuple[str, os.stat_result]]:
        try:
            scanner = os.scandir(self.path)
        except OSError:
            return
        with scanner:
            for entry in scanner:
                name = entry.name
                if not name.endswith(SUFFIX) or name.startswith("."):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                yield name, info

    def scan(self) -> list[SaveInfo]:
        """Every entry named ``*.json``, newest first, from the index where the file is
        unchanged, else from its display fields. Damaged and odd entries are listed with
        their problem."""
        self._load_index()
        seen: set[str] = set()
        infos: list[SaveInfo] = []
        for name, info in self._entries():
            seen.add(name)
            path = self.path / name
            sig = _signature_of(info) if stat.S_ISREG(info.st_mode) else None
            cached = self._index.get(name)
            board_problem = cached is not None and cached[1].board_problem
            if sig is not None and cached is not None and cached[0] == sig and not board_problem:
                infos.append(cached[1])
                continue
            # A verdict about a board is not the file's to keep: the map may be back, or
            # fixed, since; read completely again (a header alone does not say).
            found = describe(path, verify=board_problem)
            self._remember(name, sig, found)
            infos.append(found)
        for name in [n for n in self._index if n not in seen]:
            del self._index[name]
            self._dirty = True
        self.save_index()
        return sort_newest_first(infos)

    def verify(self, info: SaveInfo) -> SaveInfo:
        """``info`` after a complete read of its file (replay included)."""
        if info.verified:
            return info
        found = describe(info.path, verify=True)
        self._remember(info.path.name, signature(info.path), found)
        return found

    def latest_unfinished(self, passing_over: Collection[Path] = ()) -> SaveInfo | None:
        """The game Continue opens: the most recently played unfinished game's own file that
        no other window is playing (``lock.py``), passing over ``passing_over`` too."""
        for info in self.scan():
            if not info.is_autosave or info.problem is not None or info.finished:
                continue
            if info.path not in passing_over and not held_elsewhere(info.path):
                return info
        return None

    def clean_orphans(self, older_than: float = ORPHAN_AGE) -> int:
        """Remove ``.tmp-`` files left by interrupted writes; returns how many."""
        removed = 0
        now = time.time()
        try:
            scanner = os.scandir(self.path)
        except OSError:
            return 0
        with scanner:
            for entry in scanner:
                if not entry.name.startswith(TMP_PREFIX):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                    if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                        os.unlink(entry.path)
                        removed += 1
                except OSError:
                    continue
        return removed


def _valid_file_name(name: object) -> bool:
    return (
        isinstance(name, str)
        and name.endswith(SUFFIX)
        and "/" not in name
        and "\\" not in name
        and "\0" not in name
        and not name.startswith(".")
        and len(name) < 512
    )


def sort_newest_first(infos: Iterable[SaveInfo]) -> list[SaveInfo]:
    return sorted(infos, key=lambda info: info.saved_at, reverse=True)


def list_saves(base: Path | None = None) -> list[SaveInfo]:
    """Every save file, newest first, each read completely; unreadable ones are listed with
    their problem. Never raises for a bad file or a missing folder."""
    folder = SaveFolder(base)
    infos = [folder.verify(info) for info in folder.scan()]
    folder.save_index()
    return sort_newest_first(infos)


def latest_unfinished(base: Path | None = None) -> SaveInfo | None:
    """The most recently played unfinished game (for Continue), from the index."""
    return SaveFolder(base).latest_unfinished()


def delete_save(path: Path) -> None:
    """Delete a save and its backup (the user confirmed it). A link is removed, never the file
    it points to."""
    for entry in (path, path.with_name(path.name + BACKUP_SUFFIX)):
        with contextlib.suppress(FileNotFoundError):
            if entry.is_dir() and not entry.is_symlink():
                raise IsADirectoryError(0, _("this is a folder, not a save file"), str(entry))
            entry.unlink()


__all__ = [
    "AUTOSAVE_PREFIX",
    "SaveFolder",
    "SaveInfo",
    "Signature",
    "autosave_path",
    "delete_save",
    "describe",
    "free_name",
    "game_name",
    "game_path",
    "latest_unfinished",
    "list_saves",
    "named_path",
    "read_save",
    "saves_dir",
    "signature",
    "slug",
    "write_document",
]

"""Every board a game can be played on: the shipped one, and each map of the user's own.

A board is a Tiled map; the map's ``game`` property says which game (and so which family and
rule set) it is for, its ``name`` and ``author`` properties what the new-game screen shows. A
map in the user's maps folder whose file name is a shipped board's (``ttr_europe.tmx``)
replaces that board (``Board.replaces``, and the new-game screen says so); any other name is a
board of its own, listed beside the shipped one. A map opened from elsewhere (New game →
*Open a map…*, ``--board FILE``) is a board too, known by its path.

A board is an engine instance for that board (``engine``): each descriptor's ``engine_for``
builds one from a map, once per map content. A board is named in saves, the AI worker and the
history by its ``key`` — ``""`` for a game's default board, the file stem for a map in the
user's folder, the absolute path for a map elsewhere — and checked by ``digest``.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.boards import game_property, map_game, root_property
from tabletop.boards.tmx import MAX_MAP_BYTES, parse_map_xml, read_map_bytes
from tabletop.boards.user_maps import map_file
from tabletop.core import Game, GameConfig, GameDescriptor, TabletopError
from tabletop.core.files import read_bytes
from tabletop.core.i18n import _
from tabletop.resources import maps_dir, user_maps_dir

from . import DESCRIPTORS, unknown_game

#: The key of a game's default board (the shipped map, or the user's copy replacing it).
DEFAULT = ""


class BoardMissing(TabletopError):
    """A board that cannot be had: its map is gone, changed, or refused (``reason``)."""


@dataclass(frozen=True)
class Board:
    """One board of one game, as the new-game screen lists it."""

    game_id: str
    key: str
    #: The map's ``name`` property, else its file name (a shipped board: the game's title).
    name: str
    author: str
    path: Path
    #: SHA-256 of the map file (hex): a save played on it checks it is still the same.
    digest: str
    #: A board that came with tabletop (or the user's copy standing in for it).
    shipped: bool
    #: The user's copy that replaces the shipped board of the same file name.
    replaces: bool = False

    @property
    def short_digest(self) -> str:
        return self.digest[:16]


def _descriptor(game_id: str) -> GameDescriptor[Any]:
    for found in DESCRIPTORS:
        if found.id == game_id:
            return found
    raise BoardMissing(_("unknown game {game}").format(game=repr(game_id)))


def file_digest(path: Path) -> str:
    """SHA-256 of a map file, read through the bounded reader (``OSError`` when it cannot be)."""
    return hashlib.sha256(read_bytes(path, MAX_MAP_BYTES)).hexdigest()


#: What a map's content says of itself — its ``game``, ``name`` and ``author`` — by the
#: content's digest: every new match and each look at the new-game screen describes the same
#: few maps again, and parsing Europe's XML for three properties took about 2 ms each time.
#: Only a content read and parsed without a problem is kept; the last few contents only.
_said: OrderedDict[str, tuple[str, str | None, str | None]] = OrderedDict()
_said_lock = threading.Lock()
#: How many map contents ``_said`` keeps.
SAID_LIMIT = 32


def _what_the_map_says(data: bytes, digest: str, path: Path) -> tuple[str, str | None, str | None]:
    """The ``game``, ``name`` and ``author`` of the map content ``data`` (``digest``: its
    SHA-256); ``MapError`` on ``path`` when it is not XML or has no ``game``."""
    with _said_lock:
        said = _said.get(digest)
        if said is not None:
            _said.move_to_end(digest)
            return said
    root = parse_map_xml(data, path)
    said = (game_property(root, path), root_property(root, "name"), root_property(root, "author"))
    with _said_lock:
        _said[digest] = said
        while len(_said) > SAID_LIMIT:
            _said.popitem(last=False)
    return said


def describe(path: Path, key: str, *, shipped: bool = False, replaces: bool = False) -> Board:
    """The board a map file makes (its ``game``, ``name`` and ``author`` read without building
    it, from one read of the file that its digest is taken from too: the same content is
    parsed once, ``_said``); ``MapError`` when it is not one of our maps or cannot be read."""
    data = read_map_bytes(path)
    digest = hashlib.sha256(data).hexdigest()
    game_id, name, author = _what_the_map_says(data, digest, path)
    found = _descriptor_or_refuse(path, game_id)
    if not name:
        name = found.game.spec.title if shipped else path.stem.replace("_", " ")
    return Board(
        game_id=found.id,
        key=key,
        name=name,
        author=author or "",
        path=path,
        digest=digest,
        shipped=shipped,
        replaces=replaces,
    )


def _descriptor_or_refuse(path: Path, game_id: str) -> GameDescriptor[Any]:
    for found in DESCRIPTORS:
        if found.id == game_id:
            return found
    raise unknown_game(path, game_id)


def default_board(game_id: str) -> Board:
    """The board ``game_id`` is played on unless another is chosen."""
    found = _descriptor(game_id)
    path = map_file(found.map_name)
    replaces = path.parent != maps_dir()
    return describe(path, DEFAULT, shipped=True, replaces=replaces)


def _shipped_names() -> set[str]:
    return {d.map_name for d in DESCRIPTORS}


def user_boards() -> tuple[list[Board], list[str]]:
    """The maps of the user's folder that are boards of their own (not replacing a shipped
    one), in file-name order, and why each other ``.tmx`` there was left out."""
    boards: list[Board] = []
    problems: list[str] = []
    folder = user_maps_dir()
    try:
        files = sorted(folder.glob("*.tmx"))
    except OSError:
        return boards, problems
    shipped = _shipped_names()
    for path in files:
        if path.stem in shipped:
            continue  # a replacement: the game's default board (``default_board``)
        try:
            boards.append(describe(path, path.stem))
        except (TabletopError, OSError) as error:
            problems.append(str(error))
    return boards, problems


def boards_of(game_id: str) -> list[Board]:
    """The boards ``game_id`` may be played on: its default board first, then the user's."""
    return [default_board(game_id)] + [b for b in user_boards()[0] if b.game_id == game_id]


def board_path(key: str) -> Path:
    """Where the map of a (non-default) board key is."""
    if Path(key).is_absolute():
        return Path(key)
    return user_maps_dir() / f"{key}.tmx"


def find_board(game_id: str, key: str) -> Board:
    """The board ``key`` of ``game_id``; ``BoardMissing`` saying why when there is none."""
    if key == DEFAULT:
        return default_board(game_id)
    path = board_path(key)
    if not (path.exists() or path.is_symlink()):
        raise BoardMissing(_("its map {file} is missing").format(file=path))
    try:
        board = describe(path, key)
    except (TabletopError, OSError) as error:
        raise BoardMissing(str(error)) from None
    if board.game_id != game_id:
        raise BoardMissing(_("the map {file} is a board for another game").format(file=path.name))
    return board


def open_board(path: Path | str) -> Board:
    """A map file anywhere as a board (``--board FILE``, *Open a map…*): a map in the user's
    folder keeps its short key, any other its absolute path. ``MapError``/``OSError``."""
    path = Path(path).expanduser().resolve()
    if path.parent == user_maps_dir().resolve() and path.stem not in _shipped_names():
        return describe(path, path.stem)
    if path.parent == maps_dir().resolve() and path.stem in _shipped_names():
        return default_board(map_game(path))
    return describe(path, str(path))


def lookup(name_or_file: str, game_id: str | None = None) -> Board:
    """A board by what a person types (``--board``): a ``.tmx`` path, a key, a board's name
    or a game id (its default board); ``BoardMissing`` listing the boards there are."""
    if name_or_file.endswith(".tmx") or "/" in name_or_file or "\\" in name_or_file:
        try:
            board = open_board(name_or_file)
        except (TabletopError, OSError) as error:
            raise BoardMissing(str(error)) from None
        if game_id is not None and board.game_id != game_id:
            raise BoardMissing(
                _("the map {file} is a board for another game").format(file=board.path.name)
            )
        return board
    candidates = [default_board(d.id) for d in DESCRIPTORS] + user_boards()[0]
    wanted = name_or_file.casefold()
    matches = [
        board
        for board in candidates
        if (game_id is None or board.game_id == game_id)
        and (
            wanted in (board.key.casefold(), board.name.casefold())
            or (board.key == DEFAULT and wanted == board.game_id)
        )
    ]
    if len(matches) > 1:
        files = ", ".join(str(board.path) for board in matches)
        raise BoardMissing(
            _("{name} names {n} boards; give the file instead: {files}").format(
                name=repr(name_or_file), n=len(matches), files=files
            )
        )
    if matches:
        return matches[0]
    # The example game is for developers: its board is found by name but never listed.
    offered = {d.id for d in DESCRIPTORS if not d.example}
    known = ", ".join(sorted({b.key or b.game_id for b in candidates if b.game_id in offered}))
    raise BoardMissing(
        _("no board {name} (known: {known})").format(name=repr(name_or_file), known=known)
    )


def same_name_warnings(path: Path) -> list[str]:
    """A warning when a board of the user's maps folder has this map's name too (the new-game
    screen then tells them apart by file name, and ``--board NAME`` refuses the name)."""
    try:
        name = describe(path, str(path)).name.casefold()
        others = [
            b for b in user_boards()[0] if b.name.casefold() == name and b.path != path.resolve()
        ]
    except (TabletopError, OSError):
        return []
    return [
        _(
            "{file} in your maps folder has the same name; rename one (the map property "
            "'name') so players can tell them apart"
        ).format(file=b.path.name)
        for b in others
    ]


def same_names(boards: list[Board]) -> dict[str, list[Board]]:
    """Board name (case-folded) → the boards sharing it, for names two or more boards have."""
    by_name: dict[str, list[Board]] = {}
    for board in boards:
        by_name.setdefault(board.name.casefold(), []).append(board)
    return {name: found for name, found in by_name.items() if len(found) > 1}


_engines: dict[tuple[str, Path, str], Game] = {}
#: Every problem of each map content refused, so a broken map is checked once.
_refusals: dict[tuple[str, Path, str], str] = {}


def engine(game_id: str, key: str = DEFAULT) -> Game:
    """The engine of ``game_id`` on board ``key`` (the registered engine for the default
    board); ``BoardMissing`` when the board cannot be had or its loader refuses it."""
    found = _descriptor(game_id)
    if key == DEFAULT:
        return found.game
    board = find_board(game_id, key)
    return engine_on(board)


def engine_on(board: Board) -> Game:
    """The engine for ``board``, built once per map content."""
    found = _descriptor(board.game_id)
    if board.key == DEFAULT:
        return found.game
    cache_key = (board.game_id, board.path, board.digest)
    made = _engines.get(cache_key)
    if made is None:
        if cache_key in _refusals:
            raise BoardMissing(_refusals[cache_key])
        try:
            made = found.engine_for(board.path)
        except Exception:
            # An untrusted map: any fault of its reading (not only a MapError) refuses it with
            # its problems, as ``boards check`` does, and never crashes the new-game screen.
            # Every problem of the map, as ``boards check`` lists them, not just the first.
            from .board_check import check_board  # lazily: a map refused is rare

            problems = check_board(board.path).problems
            _refusals[cache_key] = "\n".join(problems) or board.path.name
            raise BoardMissing(_refusals[cache_key]) from None
        _engines[cache_key] = made
    return made


#: The warnings of each map content of the user's (``board_warnings``), checked once.
_warnings: dict[tuple[str, Path, str], list[str]] = {}


def board_warnings(board: Board) -> list[str]:
    """What ``boards check`` warns of for a board of the user's (a property tabletop does not
    read, more trains than car spaces, another map of the same name …): the app says it when
    the board is chosen, as the check would. None for a shipped board, nor for a map refused
    (its problems say more)."""
    if board.key == DEFAULT and not board.replaces:
        return []
    cache_key = (board.game_id, board.path, board.digest)
    if cache_key not in _warnings:
        from .board_check import check_board  # lazily: only for a map of the user's

        report = check_board(board.path)
        _warnings[cache_key] = report.warnings if report.ok else []
    return _warnings[cache_key] + same_name_warnings(board.path)


#: The games whose shipped board's tickets changed after saves began recording their board (its
#: map's digest, ``stamp``, since 2026-11-27): every tabletop whose saves record no board shipped
#: the earlier tickets (docs/BOARDS.md: Paris's T02, T07, T12 and T20, The Great Tour's
#: rebalanced tickets), so a save of these games that records no board was played on a board
#: changed since (``tabletop.saves.earlier_board``).
EARLIER_TICKETS = frozenset({"ttr_paris", "great_tour"})


_counts: dict[tuple[str, Path, str], tuple[int, ...]] = {}


def player_counts(board: Board) -> tuple[int, ...]:
    """The player counts a game on ``board`` can start with: its game's, less those the map
    cannot deal for (a board of the user's with too few tickets for 4 players, say), so the
    new-game screen offers only those; all of the game's for a board it refuses (said when it
    is chosen)."""
    spec = _descriptor(board.game_id).game.spec
    counts = tuple(range(spec.min_players, spec.max_players + 1))
    if board.key == DEFAULT:
        return counts
    cache_key = (board.game_id, board.path, board.digest)
    if cache_key not in _counts:
        try:
            game = engine_on(board)
        except (TabletopError, OSError):
            return counts
        dealt = []
        for players in counts:
            try:  # the engine's own refusal: a count the board cannot deal for
                game.new_state(GameConfig(players), 1)
            except TabletopError:
                continue
            dealt.append(players)
        _counts[cache_key] = tuple(dealt) or counts
    return _counts[cache_key]


def stamp(game_id: str, key: str) -> dict[str, str]:
    """What a save keeps of its board: key, name and digest."""
    board = find_board(game_id, key)
    return {"key": board.key, "name": board.name, "sha256": board.digest}


__all__ = [
    "DEFAULT",
    "EARLIER_TICKETS",
    "Board",
    "BoardMissing",
    "board_warnings",
    "boards_of",
    "default_board",
    "describe",
    "engine",
    "engine_on",
    "file_digest",
    "find_board",
    "lookup",
    "open_board",
    "same_names",
    "stamp",
    "user_boards",
]

"""A user's map cannot crash, hang or reach outside its folder (issue 10 §4).

A hostile maps folder is built in the test's own user data folder (``tmp_path`` by way of
``XDG_DATA_HOME``): pictures that are not pictures, absurd sizes, unreadable files, a zlib bomb,
a 200 MB map, ``../`` and absolute paths, links leading out. Each is refused in plain words
before anything is decoded, and the game falls back to the shipped board with that message.
"""

from __future__ import annotations

import base64
import os
import shutil
import struct
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.boards import MapError, user_maps
from tabletop.boards.tmx import check_map, image_size
from tabletop.boards.user_maps import load_map, map_file, map_problem
from tabletop.games import DESCRIPTORS
from tabletop.games.metro.board import load_metro_board
from tabletop.resources import maps_dir, user_maps_dir

METRO_FILES = ("metro.tmx", "metro_tiles.tsx", "metro_board.png", "metro_tiles.png")
BOMB_BYTES = 256 * 1024 * 1024  # what the 348 KB map inflated to


@pytest.fixture(autouse=True)
def _fresh_problems(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(user_maps, "_problems", {})


@pytest.fixture
def own_metro() -> Path:
    """A copy of the shipped Metro map and its files in the user maps folder."""
    folder = user_maps_dir()
    folder.mkdir(parents=True)
    for name in (*METRO_FILES, "metro_tile_back.png"):
        shutil.copy(maps_dir() / name, folder / name)
    return folder / "metro.tmx"


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr + b"\0" * 4


def _zlib_bomb(size: int) -> str:
    """Base64 of zlib data that inflates to ``size`` zero bytes (made in 1 MB steps)."""
    packer = zlib.compressobj(9)
    chunk = b"\0" * (1 << 20)
    parts = [packer.compress(chunk) for _ in range(size // len(chunk))]
    return base64.b64encode(b"".join(parts) + packer.flush()).decode()


def _bomb(tmx: Path) -> None:
    _edit(tmx, '<data encoding="csv">', '<data encoding="base64" compression="zlib">')
    text = tmx.read_text(encoding="utf-8")
    start = text.index('compression="zlib">') + len('compression="zlib">')
    end = text.index("</data>", start)
    tmx.write_text(text[:start] + _zlib_bomb(BOMB_BYTES) + text[end:], encoding="utf-8")


def _fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def _link(path: Path, target: str) -> None:
    path.unlink()
    os.symlink(target, path)


HOSTILE: dict[str, tuple[Callable[[Path], None], str]] = {
    "a text file as the board picture": (
        lambda m: (m.parent / "metro_board.png").write_text("not a picture"),
        "is not a PNG, JPEG, GIF or BMP picture",
    ),
    "a picture of absurd size": (
        lambda m: (m.parent / "metro_board.png").write_bytes(_png_header(100_000, 100_000)),
        "100000×100000 pixels",
    ),
    "an absurd map size": (
        lambda m: _edit(
            m, 'width="8" height="8" tilewidth', 'width="99999999" height="8" tilewidth'
        ),
        "pixels; at most 16384 pixels a side",
    ),
    "a map file that is a FIFO": (_fifo, "map file is not a regular file"),
    "a map file that is a folder": (
        lambda m: (m.unlink(), m.mkdir()),  # type: ignore[func-returns-value]
        "map file is not a regular file",
    ),
    "a map file linked to nowhere": (lambda m: _link(m, "/nonexistent/x.tmx"), "cannot be read"),
    "a map file linked to /dev/zero": (lambda m: _link(m, "/dev/zero"), "not a regular file"),
    "a 200 MB map": (lambda m: os.truncate(m, 200 * 1024 * 1024), "map file is too large"),
    "a zlib bomb": (_bomb, "inflates to more than its 64 squares"),
    "an XML entity bomb": (
        lambda m: _edit(m, "<map ", '<!DOCTYPE m [<!ENTITY a "aaaaaaaaaa">]><map '),
        "DOCTYPE",
    ),
    "a tileset outside the folder": (
        lambda m: _edit(m, 'source="metro_tiles.tsx"', 'source="../../../../etc/passwd"'),
        "is outside the map's folder",
    ),
    "a tileset by absolute path": (
        lambda m: _edit(m, 'source="metro_tiles.tsx"', 'source="/dev/zero"'),
        "absolute path",
    ),
    "a tileset that is a FIFO": (
        lambda m: _fifo(m.parent / "metro_tiles.tsx"),
        "tileset file 'metro_tiles.tsx' is not a regular file",
    ),
    "a picture by ../": (
        lambda m: _edit(m, 'source="metro_board.png"', 'source="../../secret.png"'),
        "is outside the map's folder",
    ),
    "a picture linked outside": (
        lambda m: _link(m.parent / "metro_board.png", "/etc/hostname"),
        "is outside the map's folder",
    ),
    "a tileset picture by absolute path": (
        lambda m: _edit(
            m.parent / "metro_tiles.tsx", 'source="metro_tiles.png"', 'source="/x.png"'
        ),
        "absolute path",
    ),
    "a tile back picture by ../": (
        lambda m: _edit(m, 'value="metro_tile_back.png"', 'value="../../../etc/hostname"'),
        "is outside the map's folder",
    ),
    "a layer the game needs is missing": (
        lambda m: _edit(m, 'name="stations"', 'name="stations_old"'),
        "'stations'",
    ),
}


@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_hostile_user_map_falls_back_to_the_shipped_board_with_a_message(
    case: str, own_metro: Path
) -> None:
    change, words = HOSTILE[case]
    change(own_metro)
    started = time.perf_counter()
    board = load_map("metro", load_metro_board)
    elapsed = time.perf_counter() - started
    assert board.path == maps_dir() / "metro.tmx"  # the shipped board, whole
    problem = map_problem("metro")
    assert problem is not None and words in problem, problem
    assert problem.startswith(("metro.tmx", "metro_tiles.tsx"))
    assert "Traceback" not in problem and "Errno" not in problem
    assert elapsed < 5, f"{case}: {elapsed:.1f} s"


def test_the_zlib_bomb_is_refused_without_inflating_it(own_metro: Path) -> None:
    _bomb(own_metro)
    assert own_metro.stat().st_size < 600 * 1024  # a small file…
    started = time.perf_counter()
    with pytest.raises(MapError, match="inflates to more than"):
        check_map(own_metro)
    assert time.perf_counter() - started < 1.0  # …refused at once, not after 35 s and 2.4 GB


def test_a_good_user_map_is_used(own_metro: Path) -> None:
    assert map_file("metro") == own_metro
    assert load_map("metro", load_metro_board).path == own_metro
    assert map_problem("metro") is None


def test_every_shipped_map_passes_the_checks() -> None:
    for found in DESCRIPTORS:
        check_map(maps_dir() / f"{found.map_name}.tmx")


@pytest.mark.parametrize(
    ("name", "loader"), [(found.map_name, found.load_board) for found in DESCRIPTORS]
)
def test_every_game_falls_back_from_a_user_map_that_is_not_a_map(name: str, loader) -> None:  # type: ignore[no-untyped-def]
    folder = user_maps_dir()
    folder.mkdir(parents=True)
    (folder / f"{name}.tmx").write_bytes(os.urandom(2000))
    assert load_map(name, loader).path == maps_dir() / f"{name}.tmx"
    assert "not a valid Tiled XML file" in (map_problem(name) or "")


def test_image_size_reads_headers_only() -> None:
    assert image_size((maps_dir() / "metro_board.png").read_bytes()[:64]) == ("png", 1280, 1280)
    assert image_size(b"GIF89a" + struct.pack("<HH", 10, 20)) == ("gif", 10, 20)
    assert image_size(b"BM" + b"\0" * 16 + struct.pack("<ii", 30, -40)) == ("bmp", 30, 40)
    jpeg = (
        b"\xff\xd8\xff\xe0\x00\x04ab\xff\xc0\x00\x11\x08" + struct.pack(">HH", 50, 60) + b"\0" * 8
    )
    assert image_size(jpeg) == ("jpeg", 60, 50)
    assert image_size(b"hello") is None and image_size(b"\x89PNG\r\n\x1a\n") is None


def test_an_unreadable_user_map_falls_back(
    own_metro: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Permission denied (the tests run as any user, so the refusal is made by the OS call)."""
    import tabletop.boards.tmx as tmx

    real_open = os.open

    def refuse(path, flags, *args):  # type: ignore[no-untyped-def]
        if Path(path) == own_metro:
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, flags, *args)

    monkeypatch.setattr(tmx.os, "open", refuse)
    board = load_map("metro", load_metro_board)
    assert board.path == maps_dir() / "metro.tmx"
    assert map_problem("metro") == "metro.tmx: the map file cannot be read (Permission denied)"

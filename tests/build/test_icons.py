"""The app icon (issue 14): drawn by tools/make_icon.py from parameters, committed as hicolor
PNGs, a Windows .ico and a macOS .icns that all come from the same drawing."""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pygame

from tools import make_icon

ICONS = Path(__file__).resolve().parents[2] / "assets" / "icons"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_every_hicolor_size_is_there_and_square() -> None:
    for size in make_icon.SIZES:
        path = make_icon.hicolor_path(ICONS, size)
        image = pygame.image.load(str(path))
        assert image.get_size() == (size, size), path
        assert image.get_at((0, 0)).a == 0  # rounded corners: transparent
        assert image.get_at((size // 2, size // 2)).a == 255


def test_the_ico_holds_pngs_up_to_256() -> None:
    data = (ICONS / "tabletop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    sizes = []
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        side = width or 256
        assert width == height and planes == 1 and bits == 32
        assert _png_size(data[offset : offset + length]) == (side, side)
        sizes.append(side)
    assert sizes == sorted(make_icon.ICO_SIZES)


def test_the_icns_holds_every_retina_size() -> None:
    data = (ICONS / "tabletop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    entries = {}
    at = 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        entries[kind] = _png_size(data[at + 8 : at + length])
        at += length
    assert entries == {kind: (size, size) for kind, size in make_icon.ICNS_TYPES}
    assert entries[b"ic10"] == (1024, 1024)


def test_the_committed_icons_are_what_the_script_draws(tmp_path: Path) -> None:
    written = make_icon.write_icons(tmp_path)
    assert len(written) == len(make_icon.SIZES) + 2
    for path in written:
        committed = ICONS / path.relative_to(tmp_path)
        if path.suffix == ".png":
            fresh = pygame.image.load(io.BytesIO(path.read_bytes()), "x.png")
            kept = pygame.image.load(str(committed))
            assert pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(kept, "RGBA"), path
        else:
            assert path.stat().st_size == committed.stat().st_size, path


def _route_pieces(size: int) -> int:
    """How many separate patches of the route colour the icon at ``size`` shows."""
    image = make_icon.draw(size)
    accent = make_icon.DESIGN.route
    cells = {
        (x, y)
        for x in range(size)
        for y in range(size)
        if all(abs(a - b) < 40 for a, b in zip(image.get_at((x, y))[:3], accent, strict=True))
    }
    pieces = 0
    while cells:
        pieces += 1
        todo = [cells.pop()]
        while todo:
            x, y = todo.pop()
            for near in ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                if near in cells:
                    cells.remove(near)
                    todo.append(near)
    return pieces


def test_small_icons_draw_the_route_as_one_band_and_large_ones_as_cars() -> None:
    """Below CARS_FROM the car gaps would blur into noise: the route is one band there."""
    assert _route_pieces(16) == 1
    assert _route_pieces(make_icon.CARS_FROM - 8) == 1
    assert _route_pieces(128) == make_icon.DESIGN.cars

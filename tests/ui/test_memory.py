"""Memory stays flat: every cache is bounded, a finished table is freed, and (slow) RSS over
many all-AI games through their tables stops growing."""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import threading
import weakref

import pygame
import pytest

from tabletop.core import GameConfig
from tabletop.play import Match
from tabletop.ui import fonts, memory, pictures, theme, thumbnails
from tabletop.ui.app import App
from tabletop.ui.bench import memory_soak
from tabletop.ui.cache import SurfaceCache, surface_bytes
from tabletop.ui.screenshot import ai_seats
from tests.support.pilot import run_frames


def test_a_surface_cache_keeps_at_most_its_limit_and_its_byte_budget(app: App) -> None:
    cache = SurfaceCache(limit=5, max_bytes=4 * 100 * 100 * 4)
    for i in range(20):
        cache.get(("count", i), lambda: pygame.Surface((10, 10)))
    assert len(cache) == 5
    cache.clear()
    for i in range(20):
        cache.get(("big", i), lambda: pygame.Surface((100, 100), pygame.SRCALPHA))
    assert cache.bytes <= 4 * 100 * 100 * 4 and len(cache) <= 4
    huge = cache.get("huge", lambda: pygame.Surface((400, 400), pygame.SRCALPHA))
    assert cache.get("huge", lambda: pygame.Surface((1, 1))) is huge  # the newest stays
    assert cache.bytes == surface_bytes(huge) and len(cache) == 1


def test_fonts_are_bounded(app: App) -> None:
    fonts.font.cache_clear()
    for size in range(6, 6 + 3 * fonts.FONT_LIMIT):
        fonts.font("regular", size)
    assert fonts.font.cache_info().currsize <= fonts.FONT_LIMIT


def test_text_images_panel_shadows_and_veils_are_bounded(app: App) -> None:
    surface = pygame.Surface((1280, 800))
    for i in range(2000):
        theme.text(surface, f"line {i}", "body", theme.TEXT, (0, 0))
    assert len(theme._text_images) <= theme._text_images.limit
    for i in range(200):
        theme.panel(surface, pygame.Rect(0, 0, 200 + 3 * i, 100 + 2 * i))
        theme.overlay(pygame.Surface((400 + i, 300)))
    assert len(theme._shadows) <= theme._shadows.limit
    assert theme._shadows.max_bytes is not None
    assert theme._shadows.bytes <= theme._shadows.max_bytes
    assert len(theme._veils) <= theme._veils.limit


def test_thumbnails_are_bounded(app: App) -> None:
    for width in range(100, 140):
        thumbnails.thumbnail("metro", "Metro", (width, 60))
    assert thumbnails._thumbnail.cache_info().currsize <= 16
    assert len(pictures._decoded) <= pictures.PICTURE_LIMIT


def test_a_finished_table_is_freed_with_its_worker(app: App) -> None:
    match = Match.new("ttr_paris", GameConfig(2), ai_seats("ttr_paris", 2, "random"), 4)
    table = app.start_match(match)
    run_frames(app, 3)
    gone = weakref.ref(table)
    board = weakref.ref(match)
    del table, match
    app.go_to_title()
    run_frames(app, 1)  # the frame after a table closes collects it
    assert gone() is None and board() is None
    assert not [t for t in threading.enumerate() if t.name.startswith("agent")]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc and /proc only")
def test_freed_heap_memory_goes_back_to_the_system() -> None:
    """The mmap threshold is fixed (glibc) and a trim returns freed heap pages: allocating
    and freeing 60 MB of mid-sized blocks leaves RSS about where it was."""
    memory.steady_allocator()
    gc.collect()
    memory.release_free_memory()
    before = memory.rss_mb()
    blocks = [bytearray(64 * 1024) for _ in range(960)]  # below the threshold: the heap
    assert memory.rss_mb() > before + 40
    del blocks
    memory.release_free_memory()
    assert memory.rss_mb() < before + 10


@pytest.mark.slow
def test_memory_stays_flat_over_many_games_through_the_tables() -> None:
    """Eight all-AI games, two rounds of every table: after the first round (each table's
    pictures, fonts and text made once) RSS grows by less than ``growth_limit`` MB over the
    second. Before the fix it grew by about 44 MB over that round (75 → 120 MB).

    The games run in a fresh process, as a player's evening does: in this one, whatever the
    tests before it allocated and freed makes the resident size say little."""
    growth_limit = 12.0
    program = (
        "import json\n"
        "from tabletop.ui.bench import memory_soak\n"
        "print(json.dumps([[p.game_id, p.rss_mb] for p in memory_soak(8)]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, timeout=2400
    )
    assert done.returncode == 0, done.stderr[-2000:]
    points = [(game_id, rss) for game_id, rss in json.loads(done.stdout.splitlines()[-1])]
    warm = points[4][1]
    assert max(rss for _game, rss in points[4:]) - warm < growth_limit, [
        (game_id, round(rss, 1)) for game_id, rss in points
    ]


def test_the_memory_soak_stops_at_once_when_a_dialog_covers_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A table under a dialog waits for the player: the soak says so instead of waiting out
    its deadline (a refused user map once did this after the saves soak)."""
    from tabletop.boards import user_maps

    monkeypatch.setitem(user_maps._problems, "ttr_europe", "ttr_europe.tmx: broken")
    soak = memory_soak(1)
    next(soak)  # before any game
    with pytest.raises(RuntimeError, match="MessageDialog over the table"):
        next(soak)

"""The app with hostile data folders (issue 10 §4): it starts, lists, continues and plays.

The saves folder of ``tests/saves/test_hostile_saves.py`` (huge numbers, links to /dev/zero and
nowhere, a FIFO, NULs, lone surrogates and 15 MB names…) is put where the app looks; a failing
autosave keeps the game running and is said once; hostile user maps fall back to the shipped
boards with a message, in a fresh process (boards are cached once loaded).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.resources import maps_dir, user_maps_dir
from tabletop.saves import saves_dir
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import ConfirmDialog
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.table import TableScene
from tests.saves.test_hostile_saves import hostile_folder
from tests.support.pilot import FRAME, click, press, run_frames, run_until

REPO = Path(__file__).resolve().parents[2]


def test_the_app_starts_lists_and_continues_with_a_hostile_saves_folder(
    app: App, tmp_path: Path
) -> None:
    good, expected = hostile_folder(saves_dir(), tmp_path / "outside.txt")
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene) and title.continue_button.enabled
    assert title.autosave is not None and title.autosave.path == good.autosave_path
    click(app, title.load_button)
    load = app.top
    assert isinstance(load, LoadScene)
    slowest = 0.0
    deadline = time.monotonic() + 60
    while any(not info.verified for info in load.saves):  # checked a few per frame
        assert time.monotonic() < deadline
        started = time.perf_counter()
        app.frame(dt=FRAME)
        slowest = max(slowest, time.perf_counter() - started)
    for _ in range(3):  # frames once everything is listed: the 15 MB name costs nothing
        started = time.perf_counter()
        app.frame(dt=FRAME)
        slowest = max(slowest, time.perf_counter() - started)
    assert slowest < 1.0, slowest
    listed = {info.path.stem: info for info in load.unfinished}
    for stem in expected:
        assert listed[stem].problem is not None
    for stem in ("nul-names", "surrogate-name", "huge-names", good.autosave_path.stem):
        assert listed[stem].problem is None
    click(app, load.back_button)
    click(app, app.top.continue_button)  # type: ignore[union-attr]
    table = app.top
    assert isinstance(table, TableScene) and table.match.log == good.log


def test_a_save_with_unshowable_names_opens_and_draws(app: App, tmp_path: Path) -> None:
    hostile_folder(saves_dir(), tmp_path / "outside.txt")
    from tabletop.ui.scenes.load import open_save

    app.go_to_title()
    for stem in ("nul-names", "surrogate-name", "huge-names"):
        assert open_save(app, saves_dir() / f"{stem}.json")
        run_frames(app, 3)
        assert isinstance(app.top, TableScene)


def _blocked_app(tmp_path: Path) -> tuple[App, Path]:
    from tabletop.ui.settings import Settings

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the saves folder should be")
    app = App(settings=Settings(animation_speed="off", ai_delay=0.0), saves_dir=blocker / "saves")
    return app, blocker


def test_a_failed_autosave_is_said_once_and_the_game_goes_on(tmp_path: Path) -> None:
    app, blocker = _blocked_app(tmp_path)
    try:
        seats = [Seat("Ala", "#f2c531", "greedy"), Seat("Olek", "#2f7fd8", "greedy")]
        match = Match.new(
            "metro", GameConfig(2), seats, 3, autosave=True, saves_dir=blocker / "saves"
        )
        said: list[str] = []
        real_toast = app.toast

        def spy(text: str, kind: str = "info", seconds: float = 3.5) -> None:
            said.append(text)
            real_toast(text, kind, seconds)

        app.toast = spy  # type: ignore[method-assign]
        app.start_match(match)
        run_until(app, lambda: match.ply >= 6, 30)
        failed = [t for t in said if t.startswith("Autosave failed")]
        assert failed == ["Autosave failed: Not a directory. The game goes on; it will try again."]
        blocker.unlink()
        run_until(app, lambda: match.autosave_problem is None and match.ply >= 8, 30)
        run_frames(app, 1)
        assert said.count("Autosave works again.") == 1
        assert match.game_file is not None and match.game_file.exists()
    finally:
        app.close()


def test_leaving_a_game_whose_autosave_failed_asks_first(tmp_path: Path) -> None:
    app, blocker = _blocked_app(tmp_path)
    try:
        seats = [Seat("Ala", "#f2c531", None), Seat("Olek", "#2f7fd8", "greedy")]
        match = Match.new(
            "metro", GameConfig(2), seats, 3, autosave=True, saves_dir=blocker / "saves"
        )
        table = app.start_match(match)
        run_frames(app, 1)
        table.submit(match.legal_actions()[0])
        run_until(app, lambda: match.is_human_turn(), 30)
        press(app, pygame.K_ESCAPE)
        menu = app.top
        assert isinstance(menu, GameMenu)
        click(app, menu.quit_button)
        dialog = app.top
        assert isinstance(dialog, ConfirmDialog) and "Not a directory" in dialog.message
        click(app, dialog.cancel)
        assert app.top is menu and app.table() is table
    finally:
        app.close()


# ---------------------------------------------------------------------- hostile maps

MAPS_SCRIPT = """
import os
os.environ["SDL_VIDEODRIVER"] = "dummy"
from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import MessageDialog
from tabletop.ui.settings import Settings

app = App(settings=Settings(animation_speed="fast", ai_delay=0.0), autosave=False)
for game_id, game in GAMES.items():
    players = game.spec.min_players
    seats = [Seat(f"P{i}", "#123456", "greedy") for i in range(players)]
    app.start_match(Match.new(game_id, GameConfig(players), seats, 1))
    for _ in range(40):
        app.frame(dt=0.02)
    top = app.top
    if isinstance(top, MessageDialog):
        print(game_id, "|", top.title, "|", top.message.splitlines()[0])
        app.pop()
        for _ in range(40):
            app.frame(dt=0.02)
    print(game_id, "| played", app.table().match.ply)
app.close()
"""


def _hostile_maps(folder: Path) -> None:
    """One hostile map per game in the user maps folder."""
    folder.mkdir(parents=True)
    # TTR Europe: its picture is a text file.
    shutil.copy(maps_dir() / "ttr_europe.tmx", folder / "ttr_europe.tmx")
    (folder / "ttr_europe.png").write_text("not a picture")
    # TTR Paris: 200 MB of nothing.
    with open(folder / "ttr_paris.tmx", "wb") as handle:
        handle.truncate(200 * 1024 * 1024)
    # Metro: its tileset is read from outside the folder.
    text = (maps_dir() / "metro.tmx").read_text(encoding="utf-8")
    (folder / "metro.tmx").write_text(
        text.replace('source="metro_tiles.tsx"', f'source="{maps_dir()}/metro_tiles.tsx"'),
        encoding="utf-8",
    )
    # The Great Tour: a FIFO.
    os.mkfifo(folder / "great_tour.tmx")


def test_hostile_user_maps_fall_back_to_the_shipped_boards_in_the_app() -> None:
    _hostile_maps(user_maps_dir())
    result = subprocess.run(
        [sys.executable, "-c", MAPS_SCRIPT],
        capture_output=True,
        text=True,
        timeout=240,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    lines = result.stdout.splitlines()
    told = {line.split(" | ")[0]: line for line in lines if "Your map was not used" in line}
    assert set(told) == {"ttr_europe", "ttr_paris", "metro", "great_tour"}, lines
    assert "is not a PNG, JPEG, GIF or BMP picture" in told["ttr_europe"]
    assert "too large" in told["ttr_paris"]
    assert "absolute path" in told["metro"]
    assert "not a regular file" in told["great_tour"]
    played = [line for line in lines if "| played" in line]
    assert len(played) == len(GAMES) and all(int(line.split()[-1]) > 0 for line in played), lines
